// Package ner finds named entities (people, places, organisations, postal
// addresses, dates and times) in free text. It backs the "ner" detector.
//
// The recognizer is a linear-chain conditional random field over words:
// the text is cut into tokens that keep their byte offsets, every token
// gets 33 hashed features (the word, its prefixes, suffixes and shape, its
// neighbours, line breaks, gazetteer hits, ...), the features' weights
// score one tag per label plus "outside", learned transition scores tie
// neighbouring tags together, and Viterbi decoding picks the best tag
// sequence. An entity's Score is the mean marginal probability of its tag
// over its tokens, from forward-backward. The weights are trained by
// scripts/train/ner from public NER and PII data, quantised to 8 bits and
// embedded in the binary, so recognition is pure Go, offline and
// deterministic: the same text always gives the same findings.
package ner

import (
	"bytes"
	_ "embed"
	"fmt"
	"math"
	"slices"
	"sync"

	"bulwark/shared/detect"
)

// DefaultThreshold is the default minimum Score of a reported entity, as in
// the AppNerPolicy threshold.
const DefaultThreshold = 0.45

// Recognizer finds entities with one trained model. It is safe for
// concurrent use.
type Recognizer struct {
	featurizer
	chain
	scale   float64   // weight = int8 value × scale
	packed  []uint64  // the int8 weights, one word per row (see pack)
	dense   []uint64  // packed word-vector rows (see denseRow), at least denseSpan zero rows
	expLane []float64 // expLane[d] = exp(-d × scale), see expEmissions
	pool    sync.Pool
}

// newRecognizer assembles a recognizer and computes its derived tables.
func newRecognizer(f featurizer, c chain, scale float64, weights, dense []int8) *Recognizer {
	if len(dense) < denseSpan*numTags {
		dense = make([]int8, denseSpan*numTags)
	}
	r := &Recognizer{featurizer: f, chain: c, scale: scale, packed: pack(weights), dense: pack(dense)}
	r.derive()
	// Emission scores are integer sums × scale, so exp of the difference
	// to a token's best score is a table lookup. Differences past
	// exp(-50) ≈ 2e-22 count as 0: they cannot move a probability.
	n := int(min(laneRows*255, math.Ceil(50/scale)))
	r.expLane = make([]float64, n+1)
	for d := range r.expLane {
		r.expLane[d] = math.Exp(-float64(d) * scale)
	}
	return r
}

// The weight table is packed so that one feature's row is added with two
// 64-bit additions instead of numTags small ones. Each row is one word of
// 8 bytes, one per tag (the last ones unused), holding the int8 weight +
// 128 as an unsigned byte. Masking the word with laneMask keeps its even
// bytes as 16-bit lanes, shifting it first keeps the odd ones; summing a
// token's laneRows rows (its features' and its word-vector rows) can not
// overflow a lane (laneRows × 255 < 65536), and removing laneRows × 128 at
// the end restores the signed sum.
const laneMask = 0x00ff00ff00ff00ff

// laneRows is the number of packed rows summed per token.
const laneRows = maxFeatures + denseSpan

// Compile-time checks of the packing's assumptions: a row holds every tag,
// and a 16-bit lane holds the sum of a token's rows.
var (
	_ [8 - numTags]struct{}
	_ [numTags % 2]struct{} // tag's lane extraction takes tags in pairs
	_ [1<<16 - 1 - laneRows*255]struct{}
)

// pack lays out int8 weights (rows × numTags) as the packed table.
func pack(weights []int8) []uint64 {
	packed := make([]uint64, len(weights)/numTags)
	for r := range packed {
		for t, w := range weights[r*numTags : (r+1)*numTags] {
			packed[r] |= uint64(uint8(int16(w)+128)) << (8 * t)
		}
	}
	return packed
}

// unpack is the inverse of pack.
func unpack(packed []uint64) []int8 {
	weights := make([]int8, len(packed)*numTags)
	for r, p := range packed {
		for t := range numTags {
			weights[r*numTags+t] = int8(int16(uint8(p>>(8*t))) - 128)
		}
	}
	return weights
}

// scratch holds the per-call buffers, reused through Recognizer.pool so
// that steady-state recognition allocates little beyond its findings.
type scratch struct {
	toks   []token
	words  []word
	lang   int // the chunk's language (detectLang)
	rows   []uint32
	addrs  [][2]int  // address pattern matches (appendAddressSpans)
	tagged [][3]int  // every span the model tagged, of any score: start, end, label index
	lanes  []int32   // integer emission scores (× scale), n×numTags
	scores []float64 // emission scores, n×numTags
	back   []uint8
	tags   []uint8
	marg   []float64 // tag marginals of the chunk, for span scores
	alpha  []float64 // forward-backward scratch
	beta   []float64
	norm   []float64
}

//go:embed model.bin.gz
var embedded []byte

// Default returns the recognizer of the embedded model, loaded once on
// first use and shared. It panics if the embedded model is corrupt, which
// the package's tests rule out for every build.
func Default() *Recognizer { return loadDefault() }

var loadDefault = sync.OnceValue(func() *Recognizer {
	r, err := Load(bytes.NewReader(embedded))
	if err != nil {
		panic(fmt.Sprintf("ner: embedded model: %v", err))
	}
	return r
})

// Recognize returns the entities found in text whose Score is at least
// threshold, in text order. entities restricts the labels reported to
// those named (free-form: "person", "ORG", "gpe", ...; see Canonical); an
// empty list means every supported label, and a list naming only
// unsupported labels finds nothing. Findings carry byte offsets into text,
// a masked snippet and Redactable false: the engine decides about redaction.
func (r *Recognizer) Recognize(text string, threshold float64, entities []string) []detect.Finding {
	want, ok := wanted(entities)
	if !ok {
		return nil
	}
	s, _ := r.pool.Get().(*scratch)
	if s == nil {
		s = new(scratch)
	}
	defer r.pool.Put(s)
	// Every label is found, then the filter applies: a rule that looks at
	// other findings (addresses absorb the names inside them, a list of
	// persons has no place in it, a surname is no organisation) sees the
	// same findings whatever the caller asks for.
	var out []detect.Finding
	s.addrs, s.tagged = s.addrs[:0], s.tagged[:0]
	lone := threshold // the score a one-word person needs in every chunk
	s.toks = forChunks(text, s.toks, func(toks []token) {
		r.tag(text, toks, s)
		n := len(out)
		out = r.appendFindings(out, text, toks, s, threshold, 1<<len(labels)-1)
		need := r.need(s, threshold, Person, 1)
		lone = max(lone, need)
		out = extendNameLists(out, n, text, toks, s.words, need)
		s.addrs = appendAddressSpans(s.addrs, text, toks)
	})
	out = r.addressBlocks(text, houseNumbers(text, addAddresses(text, out, s.addrs, threshold)), threshold)
	out = repeatSurnames(text, out, s.tagged, s.addrs, lone)
	return slices.DeleteFunc(out, func(f detect.Finding) bool { return want&(1<<labelIndex(f.Category)) == 0 })
}

// wanted turns an entities filter into a bit set over labels. ok is false
// when the filter names labels but none is supported.
func wanted(entities []string) (set uint32, ok bool) {
	if len(entities) == 0 {
		return 1<<len(labels) - 1, true
	}
	for _, e := range entities {
		if c, ok := Canonical(e); ok {
			set |= 1 << labelIndex(c)
		}
	}
	return set, set != 0
}

// tag scores every tag of every token of a chunk with the quantised
// weights and decodes the tag sequence into s.tags.
func (r *Recognizer) tag(text string, toks []token, s *scratch) {
	r.encode(text, toks, s)
	n := len(toks)
	s.lanes, s.scores = grow(s.lanes, n*numTags), grow(s.scores, n*numTags)
	s.back = grow(s.back, n*numTags)
	s.tags = grow(s.tags, n)
	for i := range n {
		// even holds tags 0, 2, 4 in 16-bit lanes, odd tags 1, 3, 5.
		var even, odd uint64
		for _, row := range s.rows[i*maxFeatures : (i+1)*maxFeatures] {
			w := r.packed[row]
			even += w & laneMask
			odd += w >> 8 & laneMask
		}
		for p := -1; p <= 1; p++ {
			var vec uint32
			if j := i + p; j >= 0 && j < n {
				vec = s.words[j].vec
			}
			w := r.dense[denseRow(vec, p)]
			even += w & laneMask
			odd += w >> 8 & laneMask
		}
		ln, sc := (*[numTags]int32)(s.lanes[i*numTags:]), row(s.scores, i)
		for k := range numTags / 2 {
			ln[2*k] = lane(even, k)
			ln[2*k+1] = lane(odd, k)
		}
		if fullStop(text, toks, i) {
			for _, t := range nameTags {
				ln[t] = ln[0] - forbidLane
			}
		}
		for t, l := range ln {
			sc[t] = float64(l) * r.scale
		}
	}
	r.viterbi(s.scores, s.tags, s.back)
}

// need is the lowest score a finding of label over n tokens of the
// chunk in s is reported at: threshold, or strictPersonScore for a lone
// capitalised word read as a person in a language the model was not
// trained on.
func (r *Recognizer) need(s *scratch, threshold float64, label string, n int) float64 {
	if label == Person && n == 1 && r.langs&(1<<s.lang) == 0 {
		return max(threshold, strictPersonScore)
	}
	return threshold
}

// lane returns the signed sum held in 16-bit lane k of a packed sum.
func lane(acc uint64, k int) int32 {
	return int32(acc>>(16*k)&0xffff) - laneRows*128
}

// expEmissions writes into s.marg the exponentiated emission scores of the
// n tokens of a chunk, each token's divided by its largest, as marginals
// wants them.
func (r *Recognizer) expEmissions(s *scratch, n int) {
	s.marg = grow(s.marg, n*numTags)
	for i := range n {
		ln, e := (*[numTags]int32)(s.lanes[i*numTags:]), row(s.marg, i)
		m := ln[0]
		for _, l := range ln[1:] {
			m = max(m, l)
		}
		for t, l := range ln {
			e[t] = 0
			if d := int(m - l); d < len(r.expLane) {
				e[t] = r.expLane[d]
			}
		}
	}
}

// appendFindings turns the decoded tags of a chunk into findings.
func (r *Recognizer) appendFindings(out []detect.Finding, text string, toks []token, s *scratch, threshold float64, want uint32) []detect.Finding {
	haveMarginals := false
	for i := 0; i < len(toks); {
		t := int(s.tags[i])
		if t == 0 {
			i++
			continue
		}
		j := i + 1
		for j < len(toks) && int(s.tags[j]) == t {
			j++
		}
		label := tagLabel(t)
		s.tagged = append(s.tagged, [3]int{toks[i].start, toks[j-1].end, label})
		from, to := trimPunct(toks, s.words, i, j)
		if want&(1<<label) != 0 && from < to {
			if !haveMarginals { // computed once per chunk, and only if needed
				n := len(toks) * numTags
				s.alpha, s.beta, s.norm = grow(s.alpha, n), grow(s.beta, n), grow(s.norm, len(toks))
				r.expEmissions(s, len(toks))
				r.marginals(s.marg, s.alpha, s.beta, s.norm, nil)
				haveMarginals = true
			}
			score := spanScore(s.marg, from, to, t)
			if score >= r.need(s, threshold, labels[label], to-from) {
				start, end := toks[from].start, toks[to-1].end
				out = append(out, finding(text, start, end, labels[label], score,
					fmt.Sprintf("The entity model read this as %s (confidence %.2f).", explainLabel[label], score)))
			}
		}
		i = j
	}
	return out
}

// trimPunct narrows the entity over tokens [i, j) so that it neither starts
// nor ends with punctuation ("31 Vesturgata 66\n>" → "31 Vesturgata 66"),
// except for a dot glued to the word before it, as in "Smith Ltd.".
func trimPunct(toks []token, words []word, i, j int) (int, int) {
	for i < j && words[i].punct != 0 {
		i++
	}
	for j > i && words[j-1].punct != 0 {
		if words[j-1].punct == '.' && j-1 > i && toks[j-2].end == toks[j-1].start {
			break
		}
		j--
	}
	return i, j
}

// explainLabel names each label in prose for explanations.
var explainLabel = [len(labels)]string{"a person's name", "a place", "an organisation", "a postal address", "a date or time"}

// spanScore is the confidence of an entity over tokens [i, j) tagged t:
// the mean over its tokens of the marginal probability of tag t.
func spanScore(marg []float64, i, j, t int) float64 {
	var sum float64
	for k := i; k < j; k++ {
		sum += marg[k*numTags+t]
	}
	return min(1, sum/float64(j-i))
}

// grow returns s resized to n elements, reusing its storage when it can.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
