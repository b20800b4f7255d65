package ner

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// TrainConfig tunes Train. Zero fields take the defaults in parentheses.
type TrainConfig struct {
	Bits         uint    // log2 of the weight-table rows (18)
	Epochs       int     // passes over the data (15)
	LearningRate float64 // initial SGD step, divided by 1+epoch/2 (0.1)
	L2           float64 // L2 penalty per token seen (7e-7, see DefaultL2)
	Folds        int     // gazetteer folds, see Train (5)
	Seed         uint64  // seed of the example shuffling (1)

	// Places and Companies are names from public gazetteers (countries,
	// states, cities; listed companies): their words get the gazPlace or
	// gazPlaceWord, gazCompany or gazCompanyWord bits in every gazetteer
	// the model is trained and shipped with (see nameBits). nil adds none.
	Places, Companies []string

	// FirstNames and Surnames are person names from public name lists
	// (census first names, surnames): their words get the gazFirstName or
	// gazSurname bit, as Places and Companies do. nil adds none.
	FirstNames, Surnames []string

	// Clusters are word clusters, lines "word<TAB>coarse<TAB>fine" (see
	// clusterBits): a word's clusters are features of it and of its
	// neighbours. nil adds none.
	Clusters []string

	// Vectors are word vectors (lower-cased word → vector, all of one
	// length, at most maxVec words): a token's emission scores gain a
	// learnt linear function of the vectors of the word before it, itself
	// and the word after it. The model keeps no vector: only, per word and
	// offset, the function's value for each tag, in the int8 scale of the
	// weights (one row of the word-vector table, see denseRow). nil adds
	// none.
	Vectors map[string][]float32

	// LabelBias is added, after training, to the score of every token
	// tagged with a label (see Recognizer.WithLabelBias). nil takes
	// DefaultLabelBias; an empty map adds none.
	LabelBias map[string]float64
}

// DefaultLabelBias favours PERSON, LOCATION and ORGANIZATION over
// "outside" by 0.5: the model, trained on sources whose styles differ
// from any new text, misses more names than it invents, and in
// leave-one-source-out runs this bias (tried: 0, 0.5, 1, 1.5, and more for
// organisations) raised English F1 by about one point, recall by three.
var DefaultLabelBias = map[string]float64{Person: 0.5, Location: 0.5, Organization: 0.5}

// DefaultL2 is the L2 penalty per token seen. Applied per token, the
// penalty grows with the data: it was 1e-6 for the 0.82 million tokens of
// the twelve-source data, and became 7e-7 when the UNER English-EWT train
// documents brought them to 1.03 million, so that the whole data set is
// regularised about as much as before. At 1e-6 the larger data shrank the
// weights that only presidio's rows support (addresses, its names) more:
// the redaction leak on presidio's sentences rose from 4.7% to 5.5%, 4.8%
// at 7e-7 (docs/detect-ner.md, "Figures", has the held-out cost).
const DefaultL2 = 7e-7

func (c TrainConfig) withDefaults() TrainConfig {
	if c.Bits == 0 {
		c.Bits = 18
	}
	if c.Epochs == 0 {
		c.Epochs = 15
	}
	if c.LearningRate == 0 {
		c.LearningRate = 0.1
	}
	if c.L2 == 0 {
		c.L2 = DefaultL2
	}
	if c.Folds <= 0 {
		c.Folds = 5
	}
	if c.Seed == 0 {
		c.Seed = 1
	}
	if c.LabelBias == nil {
		c.LabelBias = DefaultLabelBias
	}
	return c
}

// Gazetteer bits: one per label for words mostly seen inside entities of
// that label, two positional lists learnt from the examples too, and the
// words of the public gazetteers' names (TrainConfig.Places, Companies,
// FirstNames, Surnames).
const (
	gazOrgLast     = 1 << len(labels)       // word that ends organisation names ("Inc", "Ltd", "University")
	gazPersonHead  = 1 << (len(labels) + 1) // word that starts person names (first names)
	gazPlace       = 1 << (len(labels) + 2) // a whole place name of one word ("Paris", "Germany")
	gazPlaceWord   = 1 << (len(labels) + 3) // a word of a longer place name ("York", "Buenos")
	gazCompany     = 1 << (len(labels) + 4) // a whole company name of one word ("Amazon")
	gazCompanyWord = 1 << (len(labels) + 5) // a word of a longer company name ("Motors")
	gazFirstName   = 1 << (len(labels) + 6) // a first name of a public name list ("Cheryl")
	gazSurname     = 1 << (len(labels) + 7) // a surname of a public name list ("Rasmus")

	// gazLists masks the bits above; the word clusters (TrainConfig.Clusters)
	// take the bits from clusterShift on: the coarse cluster + 1 in 8 bits,
	// then the fine cluster + 1 in 12 (0: the word has no cluster).
	gazLists     = 1<<16 - 1
	clusterShift = 16
	maxCoarse    = 1<<8 - 2
	maxFine      = 1<<12 - 2

	// Bits from vecShift hold the word's number in the word-vector table
	// (TrainConfig.Vectors), 1 to maxVec; 0 for a word without a vector.
	vecShift = clusterShift + 20
	maxVec   = 1<<16 - 1
)

func coarseCluster(gaz uint64) uint64 { return gaz >> clusterShift & (1<<8 - 1) }
func fineCluster(gaz uint64) uint64   { return gaz >> (clusterShift + 8) & (1<<12 - 1) }

// clusterBits maps the words of cluster lines ("word<TAB>coarse<TAB>fine")
// to their cluster bits.
func clusterBits(lines []string) (map[uint64]uint64, error) {
	out := make(map[uint64]uint64, len(lines))
	for i, line := range lines {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("ner: cluster line %d: want word, coarse and fine cluster", i+1)
		}
		c, err1 := strconv.Atoi(f[1])
		fi, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil || c < 0 || c > maxCoarse || fi < 0 || fi > maxFine || f[0] == "" {
			return nil, fmt.Errorf("ner: cluster line %d: %q", i+1, line)
		}
		out[hashWord(f[0])] = uint64(c+1)<<clusterShift | uint64(fi+1)<<(clusterShift+8)
	}
	return out, nil
}

// nameStop are words of names that say nothing of a place or a company.
var nameStop = map[uint64]bool{}

func init() {
	for _, w := range []string{"of", "the", "and", "on", "upon", "in", "at", "by", "de", "del", "la", "le", "les", "el", "los", "las", "da", "do", "dos", "das", "di", "du", "des", "am", "an", "im", "bei", "y", "e", "i", "a"} {
		nameStop[hashWord(w)] = true
	}
}

// publicBits maps the words of the public gazetteers' names to their bits.
func publicBits(cfg TrainConfig) (map[uint64]uint64, error) {
	bits := nameBits(cfg.Places, gazPlace, gazPlaceWord)
	addBits(bits, nameBits(cfg.Companies, gazCompany, gazCompanyWord))
	addBits(bits, nameBits(cfg.FirstNames, gazFirstName, gazFirstName))
	addBits(bits, nameBits(cfg.Surnames, gazSurname, gazSurname))
	clusters, err := clusterBits(cfg.Clusters)
	if err != nil {
		return nil, err
	}
	addBits(bits, clusters)
	return bits, nil
}

// nameBits maps the words of names to whole (the name is one token) or
// part (one of several), skipping punctuation, numbers and nameStop words.
func nameBits(names []string, whole, part uint64) map[uint64]uint64 {
	out := map[uint64]uint64{}
	var toks []token
	for _, name := range names {
		toks, _ = appendTokens(toks[:0], name, 0, 64)
		bit := whole
		if len(toks) > 1 {
			bit = part
		}
		for _, t := range toks {
			var w word
			describe(&w, name[t.start:t.end], false)
			if w.cls == capDigit || w.cls == capOther || nameStop[w.lower] {
				continue
			}
			out[w.lower] |= bit
		}
	}
	return out
}

// addBits ORs the bits of extra into gaz.
func addBits(gaz, extra map[uint64]uint64) {
	for h, b := range extra {
		gaz[h] |= b
	}
}

// sample is one training chunk: its table rows and gold tags.
type sample struct {
	rows []uint32
	vecs []uint32 // each token's word number in the word-vector table (0: none)
	tags []uint8
}

// Train fits a recognizer on examples. It is deterministic: the same
// examples and config give the same model, bit for bit.
//
// The gazetteers (words seen mostly inside entities of a label, usual last
// words of organisations, usual first words of person names) come from the
// examples only. To keep the model from trusting them blindly, each
// example's features use gazetteers built from the other folds, as a new
// text's features use gazetteers built from data that did not contain it;
// the shipped model carries gazetteers built from all examples.
func Train(examples []Example, cfg TrainConfig) (*Recognizer, error) {
	cfg = cfg.withDefaults()
	if cfg.Bits > maxBits {
		return nil, fmt.Errorf("ner.Train: %d bits is more than %d", cfg.Bits, maxBits)
	}
	if len(examples) == 0 {
		return nil, errors.New("ner.Train: no examples")
	}
	fold := func(i int) int { return int(groupHash(examples[i], "gazetteer") % uint64(cfg.Folds)) }
	gazFor := make([]map[uint64]uint64, cfg.Folds)
	for k := range gazFor {
		gazFor[k] = buildGazetteer(examples, func(i int) bool { return fold(i) != k })
	}
	public, err := publicBits(cfg)
	if err != nil {
		return nil, err
	}
	vecBits, vocab, err := vectorIndex(cfg.Vectors)
	if err != nil {
		return nil, err
	}
	addBits(public, vecBits)
	for _, g := range gazFor {
		addBits(g, public)
	}

	var samples []sample
	s := new(scratch)
	for i, ex := range examples {
		f := featurizer{bits: cfg.Bits, gaz: gazFor[fold(i)]}
		s.toks = forChunks(ex.Text, s.toks, func(toks []token) {
			f.encode(ex.Text, toks, s)
			sm := sample{rows: append([]uint32(nil), s.rows...), tags: goldTags(toks, ex.Spans)}
			if vocab != nil {
				sm.vecs = make([]uint32, len(toks))
				for k := range toks {
					sm.vecs[k] = s.words[k].vec
				}
			}
			samples = append(samples, sm)
		})
	}
	dims := 0
	if len(vocab) > 0 {
		dims = len(vocab[0])
	}
	// u[p][t] weighs the vector of the word at offset p-1 for tag t. These
	// few weights (3 × 6 × the vectors' length) take no L2 penalty; after
	// training, their value for each word becomes its rows of the
	// word-vector table, on the int8 scale the other weights share (see
	// quantise).
	var u [denseSpan][numTags][]float64
	for p := range u {
		for t := range u[p] {
			u[p][t] = make([]float64, dims)
		}
	}
	vecAt := func(sm sample, j int) []float32 {
		if sm.vecs == nil || j < 0 || j >= len(sm.vecs) || sm.vecs[j] == 0 {
			return nil
		}
		return vocab[sm.vecs[j]-1]
	}

	// Stochastic gradient descent on the CRF's negative log-likelihood, one
	// chunk at a time. Emission weights are v×wscale so that the L2
	// shrinkage of every weight costs one multiplication.
	v := make([]float64, (1<<cfg.Bits)*numTags)
	wscale := 1.0
	var ch chain
	ch.derive()
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6e6572))
	order := make([]int, len(samples))
	for i := range order {
		order[i] = i
	}
	var scores, marg, alpha, beta, norm []float64
	for epoch := range cfg.Epochs {
		lr := cfg.LearningRate / (1 + float64(epoch)/2)
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, si := range order {
			sm := samples[si]
			n := len(sm.tags)
			scores, marg = grow(scores, n*numTags), grow(marg, n*numTags)
			alpha, beta, norm = grow(alpha, n*numTags), grow(beta, n*numTags), grow(norm, n)
			for i := range n {
				sc := scores[i*numTags : (i+1)*numTags]
				clear(sc)
				for _, row := range sm.rows[i*maxFeatures : (i+1)*maxFeatures] {
					for t, w := range v[int(row)*numTags : int(row+1)*numTags] {
						sc[t] += w
					}
				}
				for t := range sc {
					sc[t] *= wscale
				}
				for p := range denseSpan {
					if e := vecAt(sm, i+p-1); e != nil {
						for t := range sc {
							sc[t] += dotF(u[p][t], e)
						}
					}
				}
			}
			var pair [numTags][numTags]float64
			expScores(scores, marg)
			ch.marginals(marg, alpha, beta, norm, &pair)

			// Gradient: expected minus observed feature counts.
			step := lr / wscale
			for i, gold := range sm.tags {
				rows := sm.rows[i*maxFeatures : (i+1)*maxFeatures]
				for t := range numTags {
					g := marg[i*numTags+t]
					if t == int(gold) {
						g--
					}
					if math.Abs(g) < 1e-9 {
						continue
					}
					for _, row := range rows {
						v[int(row)*numTags+t] -= step * g
					}
					for p := range denseSpan {
						if e := vecAt(sm, i+p-1); e != nil {
							ut := u[p][t]
							for d, x := range e {
								ut[d] -= lr * g * float64(x)
							}
						}
					}
				}
				if i > 0 {
					pair[sm.tags[i-1]][gold]--
				}
			}
			for t := range numTags {
				g := marg[t]
				if t == int(sm.tags[0]) {
					g--
				}
				ch.start[t] -= lr * g
				for p := range numTags {
					ch.trans[p][t] -= lr * pair[p][t]
				}
			}
			ch.derive()
			wscale *= math.Pow(1-lr*cfg.L2, float64(n))
			if wscale < 1e-6 { // fold the scale back before it underflows
				for k := range v {
					v[k] *= wscale
				}
				wscale = 1
			}
		}
	}

	ch.addLabelBias(cfg.LabelBias)
	// The word-vector rows as scores, by word number and offset (number 0,
	// no vector, zeros); they share the int8 scale of the weights.
	var denseScores []float64
	if vocab != nil {
		denseScores = make([]float64, (len(vocab)+1)*denseSpan*numTags)
		for k, e := range vocab {
			for p := range denseSpan {
				row := denseScores[int(denseRow(uint32(k+1), p-1))*numTags:]
				for t := range numTags {
					row[t] = dotF(u[p][t], e)
				}
			}
		}
	}
	scale, weights, dense := quantise(v, wscale, denseScores)
	gaz := buildGazetteer(examples, func(int) bool { return true })
	addBits(gaz, public)
	return newRecognizer(featurizer{bits: cfg.Bits, gaz: gaz, langs: trainedLangs(examples)}, ch, scale, weights, dense), nil
}

// vectorIndex numbers the words of vectors 1, 2, ... in sorted order: it
// returns each word's number as gazetteer bits (word hash → number <<
// vecShift) and the vectors in that order.
func vectorIndex(vectors map[string][]float32) (map[uint64]uint64, [][]float32, error) {
	if len(vectors) == 0 {
		return nil, nil, nil
	}
	if len(vectors) > maxVec {
		return nil, nil, fmt.Errorf("ner: %d word vectors, at most %d", len(vectors), maxVec)
	}
	words := slices.Sorted(maps.Keys(vectors))
	bits := make(map[uint64]uint64, len(words))
	vocab := make([][]float32, len(words))
	dims := len(vectors[words[0]])
	for k, w := range words {
		v := vectors[w]
		if w == "" {
			return nil, nil, errors.New("ner: a word vector of the empty word")
		}
		if len(v) != dims || dims == 0 {
			return nil, nil, fmt.Errorf("ner: word vector of %q: %d dimensions, want %d", w, len(v), dims)
		}
		for _, x := range v {
			if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
				return nil, nil, fmt.Errorf("ner: word vector of %q is not finite", w)
			}
		}
		h := hashWord(w)
		if bits[h] != 0 {
			return nil, nil, fmt.Errorf("ner: word vectors: %q is the same word as another, or its hash is", w)
		}
		bits[h] = uint64(k+1) << vecShift
		vocab[k] = v
	}
	return bits, vocab, nil
}

func dotF(a []float64, b []float32) float64 {
	var s float64
	for i, x := range b {
		s += a[i] * float64(x)
	}
	return s
}

// quantise maps weights v×wscale, and the scores of the word-vector
// rows, to int8 with one shared scale, so that neither is clipped.
func quantise(v []float64, wscale float64, dense []float64) (float64, []int8, []int8) {
	var maxAbs float64
	for _, x := range v {
		maxAbs = max(maxAbs, math.Abs(x*wscale))
	}
	for _, x := range dense {
		maxAbs = max(maxAbs, math.Abs(x))
	}
	if maxAbs == 0 {
		maxAbs = 1
	}
	scale := maxAbs / 127
	q := make([]int8, len(v))
	for i, x := range v {
		q[i] = int8(math.Round(x * wscale / scale))
	}
	var qd []int8
	if dense != nil {
		qd = make([]int8, len(dense))
		for i, x := range dense {
			qd[i] = int8(math.Round(x / scale))
		}
	}
	return scale, q, qd
}

// goldTags returns the tag of every token of a chunk: a token that
// overlaps an entity span belongs to it.
func goldTags(toks []token, spans []Span) []uint8 {
	tags := make([]uint8, len(toks))
	for _, sp := range spans {
		for i, t := range toks {
			if t.end > sp.Start && t.start < sp.End && tags[i] == 0 {
				tags[i] = uint8(labelIndex(sp.Label) + 1)
			}
		}
	}
	return tags
}

// buildGazetteer collects, from the examples for which use returns true,
// the word lists described at Train. A word joins a label's list when at
// least half of its occurrences are inside entities of that label.
func buildGazetteer(examples []Example, use func(i int) bool) map[uint64]uint64 {
	type counts struct {
		total, orgLast, personHead int
		in                         [len(labels)]int
	}
	seen := map[uint64]*counts{}
	s := new(scratch)
	for i, ex := range examples {
		if !use(i) {
			continue
		}
		s.toks = forChunks(ex.Text, s.toks, func(toks []token) {
			tags := goldTags(toks, ex.Spans)
			for k, t := range toks {
				var w word
				describe(&w, ex.Text[t.start:t.end], false)
				if w.cls == capDigit || w.cls == capOther {
					continue
				}
				c := seen[w.lower]
				if c == nil {
					c = new(counts)
					seen[w.lower] = c
				}
				c.total++
				tag := int(tags[k])
				if tag == 0 {
					continue
				}
				label := tagLabel(tag)
				c.in[label]++
				first := k == 0 || tags[k-1] != tags[k]
				last := k+1 == len(toks) || tags[k+1] != tags[k]
				if labels[label] == Organization && last && !first {
					c.orgLast++
				}
				if labels[label] == Person && first {
					c.personHead++
				}
			}
		})
	}
	gaz := map[uint64]uint64{}
	for h, c := range seen {
		var bits uint64
		for l, n := range c.in {
			if 2*n >= c.total {
				bits |= 1 << l
			}
		}
		if c.orgLast >= 2 {
			bits |= gazOrgLast
		}
		if 2*c.personHead >= c.total {
			bits |= gazPersonHead
		}
		if bits != 0 {
			gaz[h] = bits
		}
	}
	return gaz
}
