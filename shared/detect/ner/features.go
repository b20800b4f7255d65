package ner

import (
	"unicode"
	"unicode/utf8"
)

// Feature hashing. Every feature is a 64-bit hash of a template number and
// the values it combines; its top bits pick a row of the weight table. No
// feature strings are ever built, so extraction allocates nothing.

// Capitalisation classes of a token.
const (
	capLower uint64 = iota + 1 // "paris"
	capTitle                   // "Paris"
	capUpper                   // "PARIS"
	capMixed                   // "iPhone", "McDonald"
	capDigit                   // "2024", "12:30" (digits, no letters)
	capOther                   // punctuation and symbols
)

// word holds the hashed attributes of one token that features combine.
type word struct {
	lower  uint64    // lower-cased text
	shape  uint64    // character classes, runs capped at four: "Xxxxx", "dd-dd"
	short  uint64    // character classes, runs collapsed: "Xx", "d-d"
	prefix [3]uint64 // first 1, 2, 3 lower-cased runes
	suffix [3]uint64 // last 2, 3, 4 lower-cased runes
	cls    uint64    // capitalisation class
	nl     uint64    // 1 when a line break precedes the token
	gaz    uint64    // gazetteer membership bits (see buildGazetteer)
	vec    uint32    // the word's number in the word-vector table (gazetteer bits from vecShift), 0 for none
	punct  rune      // the rune of a one-rune punctuation token, else 0

	// The capitalised run the token belongs to (see markRuns); all zero
	// outside runs.
	runFirst, runLast uint64 // lower-cased first and last word of the run
	runBefore         uint64 // lower-cased word before the run
	runAfter          uint64 // lower-cased word after the run
	runLastGaz        uint64 // gazetteer and cluster bits of the run's last word
	runPos            uint64 // 1 first, 2 inside, 3 last, 4 only word of its run
}

// Hash constants (FNV-1a style mixing over runes, then a finaliser).
const (
	hashSeed  uint64 = 0xcbf29ce484222325
	hashPrime uint64 = 0x100000001b3
)

func hashRune(h uint64, r rune) uint64 { return (h ^ uint64(r)) * hashPrime }

// mix is the 64-bit finaliser of SplitMix64: it spreads every input bit
// over the output so that the top bits make good table indexes.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// Padding words stand for positions before the first and after the last
// token of a chunk.
var (
	padBefore = word{lower: 1, shape: 1, short: 1, cls: 7, prefix: [3]uint64{1, 1, 1}, suffix: [3]uint64{1, 1, 1}}
	padAfter  = word{lower: 2, shape: 2, short: 2, cls: 8, prefix: [3]uint64{2, 2, 2}, suffix: [3]uint64{2, 2, 2}}
)

// shapeClass maps a rune to the symbol used in word shapes.
func shapeClass(r rune) rune {
	if r < utf8.RuneSelf {
		switch {
		case 'A' <= r && r <= 'Z':
			return 'X'
		case 'a' <= r && r <= 'z':
			return 'x'
		case '0' <= r && r <= '9':
			return 'd'
		}
		return r
	}
	switch {
	case unicode.IsUpper(r):
		return 'X'
	case unicode.IsLetter(r) || unicode.IsMark(r):
		return 'x'
	case unicode.IsDigit(r):
		return 'd'
	}
	return r
}

// toLower is unicode.ToLower with an ASCII fast path.
func toLower(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	return unicode.ToLower(r)
}

// describe computes into w the attributes of the token s in one pass over
// its runes.
func describe(w *word, s string, nlBefore bool) {
	*w = word{}
	var (
		lower, shape, short    = hashSeed, hashSeed, hashSeed
		last                   [4]rune // the last four lower-cased runes, rune k at k%4
		n, run                 int
		prev                   rune = -1
		upper, letters, digits int
	)
	for _, r := range s {
		lr := toLower(r)
		lower = hashRune(lower, lr)
		if n < 3 {
			w.prefix[n] = lower
		}
		last[n%4] = lr
		n++

		c := shapeClass(r)
		if c == prev {
			run++
		} else {
			run = 1
			short = hashRune(short, c)
		}
		if run <= 4 {
			shape = hashRune(shape, c)
		}
		prev = c
		switch c {
		case 'X':
			upper++
			letters++
		case 'x':
			letters++
		case 'd':
			digits++
		}
	}
	for i := n; i < 3; i++ {
		w.prefix[i] = lower // short words: the prefix is the whole word
	}
	// Suffixes are hashed from the last rune backwards.
	suffix := hashSeed
	for k := 1; k <= 4; k++ {
		if k <= n {
			suffix = hashRune(suffix, last[(n-k)%4])
		}
		if k >= 2 {
			w.suffix[k-2] = suffix
		}
	}
	w.lower, w.shape, w.short = lower, shape, short
	switch {
	case letters == 0 && digits > 0:
		w.cls = capDigit
	case letters == 0:
		w.cls = capOther
	case upper == 0:
		w.cls = capLower
	case upper == letters && letters > 1:
		w.cls = capUpper
	case upper == 1 && shapeClass(firstRune(s)) == 'X':
		w.cls = capTitle
	default:
		w.cls = capMixed
	}
	if nlBefore {
		w.nl = 1
	}
	if n == 1 && letters == 0 && digits == 0 {
		w.punct = firstRune(s)
	}
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// Feature templates. Each number names one way of combining word
// attributes; the list is part of the model format (see featureVersion).
const (
	fBias uint64 = iota + 1
	fLower
	fPrefix1
	fPrefix2
	fPrefix3
	fSuffix2
	fSuffix3
	fSuffix4
	fShape
	fShort
	fLowerPrev
	fLowerNext
	fLowerPrev2
	fLowerNext2
	fShortPrev
	fShortNext
	fBigramPrev
	fBigramNext
	fShortTri
	fSentenceStart
	fNewline
	fTextCase
	fGazetteer
	fGazetteerPrev
	fGazetteerNext
	fLangCase
	fLangCaseCtx
	fLangStart
	fRunFirst
	fRunLast
	fRunBefore
	fRunLastGaz
	fRunAfter
	fClusterFine
	fClusterCase
	fClusterPrev
	fClusterNext
)

// featureVersion identifies the feature set; a model trained with another
// set is refused at load time.
const featureVersion = 6

// maxFeatures is the number of features per token.
const maxFeatures = 37

// denseSpan is the number of word-vector rows a token adds to its
// emission scores: those of the words at -1, 0 and +1 (see denseRow).
const denseSpan = 3

// denseRow is the row of the word-vector table holding what the word
// whose vector number is vec adds to the emission scores of a token when
// it stands at offset p from it (p = -1: it is the word before the token
// scored). vec 0 (no vector) has rows of zeros.
func denseRow(vec uint32, p int) uint32 { return vec*denseSpan + uint32(p+1) }

// feat, feat2 and feat3 hash a template with one, two or three values.
// Multiplying the second and third values by distinct odd constants keeps
// (a, b) and (b, a) apart; one final mix is enough since the values are
// hashes or small distinct integers.
func feat(tmpl, v uint64) uint64 { return mix(tmpl*0x9e3779b97f4a7c15 ^ v) }

func feat2(tmpl, a, b uint64) uint64 {
	return mix(tmpl*0x9e3779b97f4a7c15 ^ a ^ b*0xc2b2ae3d27d4eb4f)
}

func feat3(tmpl, a, b, c uint64) uint64 {
	return mix(tmpl*0x9e3779b97f4a7c15 ^ a ^ b*0xc2b2ae3d27d4eb4f ^ c*0x165667b19e3779f9)
}

// sentenceEnd reports whether a punctuation rune ends a sentence.
func sentenceEnd(r rune) bool {
	return r == '.' || r == '!' || r == '?' || r == ':' || r == ';'
}

// lowerText reports whether a chunk is written without capitals (chat and
// social-media text, lower-cased templates): capitalisation then says
// little, and the model learns to lean on words and context instead.
func lowerText(words []word) uint64 {
	var title, alpha int
	for i := range words {
		switch words[i].cls {
		case capTitle, capUpper, capMixed:
			title++
			alpha++
		case capLower:
			alpha++
		}
	}
	if alpha >= 4 && title*10 < alpha {
		return 1
	}
	return 0
}

// features computes the feature hashes of token i of words.
func features(words []word, i int, textCase, lang uint64) [maxFeatures]uint64 {
	at := func(j int) *word {
		switch {
		case j < 0:
			return &padBefore
		case j >= len(words):
			return &padAfter
		}
		return &words[j]
	}
	w, p, n, p2, n2 := at(i), at(i-1), at(i+1), at(i-2), at(i+2)
	start := uint64(0)
	if i == 0 || p.nl == 1 || w.nl == 1 || sentenceEnd(p.punct) {
		start = 1
	}
	return [maxFeatures]uint64{
		feat(fBias, 0),
		feat(fLower, w.lower),
		feat(fPrefix1, w.prefix[0]),
		feat(fPrefix2, w.prefix[1]),
		feat(fPrefix3, w.prefix[2]),
		feat(fSuffix2, w.suffix[0]),
		feat(fSuffix3, w.suffix[1]),
		feat(fSuffix4, w.suffix[2]),
		feat(fShape, w.shape),
		feat(fShort, w.short),
		feat(fLowerPrev, p.lower),
		feat(fLowerNext, n.lower),
		feat(fLowerPrev2, p2.lower),
		feat(fLowerNext2, n2.lower),
		feat2(fShortPrev, p.short, w.cls),
		feat2(fShortNext, n.short, w.cls),
		feat2(fBigramPrev, p.lower, w.lower),
		feat2(fBigramNext, w.lower, n.lower),
		feat3(fShortTri, p.short, w.short, n.short),
		feat2(fSentenceStart, start, w.cls),
		feat2(fNewline, w.nl, w.cls),
		feat2(fTextCase, textCase, w.cls),
		feat(fGazetteer, w.gaz&gazLists),
		feat(fGazetteerPrev, p.gaz&gazLists),
		feat(fGazetteerNext, n.gaz&gazLists),
		feat2(fLangCase, lang, w.cls),
		feat3(fLangCaseCtx, lang, w.cls, p.cls),
		feat3(fLangStart, lang, start, w.cls),
		feat2(fRunFirst, w.runFirst, w.runPos),
		feat2(fRunLast, w.runLast, w.runPos),
		feat2(fRunBefore, w.runBefore, w.runPos),
		feat2(fRunLastGaz, w.runLastGaz&gazLists, w.runPos),
		feat2(fRunAfter, w.runAfter, w.runPos),
		feat(fClusterFine, cluster(fineCluster(w.gaz), lang)),
		feat2(fClusterCase, cluster(coarseCluster(w.gaz), lang), w.cls),
		feat(fClusterPrev, cluster(coarseCluster(p.gaz), lang)),
		feat(fClusterNext, cluster(coarseCluster(n.gaz), lang)),
	}
}

// cluster is the value of a cluster feature: the cluster, or for a word
// without one (0) the chunk's language. The clusters are those of English
// words; most words of another language have none, and what "no cluster"
// says of an English word (rare, so perhaps a name) must not carry over.
func cluster(c, lang uint64) uint64 {
	if c == 0 {
		return 1<<32 | lang
	}
	return c
}

// hashWord is the lower-cased hash describe computes for s.
func hashWord(s string) uint64 {
	h := hashSeed
	for _, r := range s {
		h = hashRune(h, toLower(r))
	}
	return h
}

// runLinks are lower-case words that may join the capitalised words of one
// name: "Bank of England", "Minister for the Environment", "AT & T".
var runLinks = [...]uint64{hashWord("of"), hashWord("for"), hashWord("the"), hashWord("&"), hashWord("de"), hashWord("and")}

func isLink(w *word) bool {
	for _, h := range runLinks {
		if w.lower == h {
			return true
		}
	}
	return false
}

func capitalised(w *word) bool { return w.cls == capTitle || w.cls == capUpper || w.cls == capMixed }

// markRuns finds the runs of capitalised words, joined by runLinks words
// that have a capitalised word after them, and records on each of its
// words the run's first and last word, the word before it and the last
// word's gazetteer bits. A name's last word ("University", "Party", "Inc")
// or the word before it ("Mr", "at", "minister") then informs every word
// of the name, however long, and not only its neighbours.
func markRuns(words []word) {
	for i := 0; i < len(words); {
		if !capitalised(&words[i]) {
			i++
			continue
		}
		end := i + 1 // one past the run's last word
		for j := end; j < len(words); j++ {
			if capitalised(&words[j]) {
				end = j + 1
				continue
			}
			if !isLink(&words[j]) {
				break
			}
		}
		before := padBefore.lower
		if i > 0 {
			before = words[i-1].lower
		}
		after := padAfter.lower
		if end < len(words) {
			after = words[end].lower
		}
		first, last := words[i].lower, words[end-1].lower
		for k := i; k < end; k++ {
			w := &words[k]
			w.runFirst, w.runLast, w.runBefore, w.runAfter, w.runLastGaz = first, last, before, after, words[end-1].gaz
			switch {
			case end-i == 1:
				w.runPos = 4
			case k == i:
				w.runPos = 1
			case k == end-1:
				w.runPos = 3
			default:
				w.runPos = 2
			}
		}
		i = end
	}
}

// featurizer turns the tokens of a chunk into weight-table rows: the part
// of a model that training and recognition share.
type featurizer struct {
	bits  uint              // the weight table has 1<<bits rows
	gaz   map[uint64]uint64 // lower-cased word hash → gazetteer bits
	langs uint32            // languages seen in training (bit per lang*)
}

// encode describes the tokens of a chunk and fills s.rows with maxFeatures
// table rows per token.
func (f *featurizer) encode(text string, toks []token, s *scratch) {
	s.words = grow(s.words, len(toks))
	for i, t := range toks {
		w := &s.words[i]
		describe(w, text[t.start:t.end], t.nlBefore)
		w.gaz = f.gaz[w.lower]
		w.vec = uint32(w.gaz >> vecShift & maxVec)
	}
	markRuns(s.words[:len(toks)])
	textCase := lowerText(s.words)
	s.lang = detectLang(s.words[:len(toks)])
	s.rows = grow(s.rows, len(toks)*maxFeatures)
	shift := 64 - f.bits
	for i := range toks {
		rows := (*[maxFeatures]uint32)(s.rows[i*maxFeatures:])
		for k, h := range features(s.words, i, textCase, uint64(s.lang)) {
			rows[k] = uint32(h >> shift)
		}
	}
}
