// Package classifier is the statistical half of the prompt-injection
// detector: a logistic regression over hashed word and character n-grams of
// normalised text (see package normalize).
//
// Features. The text is cut into windows of at most WindowBytes. In each
// window, every word (a run of letters, digits and marks; a number counts as
// the word "0") gives a unigram and, with the word before it, a bigram; every
// byte position gives character 3-, 4- and 5-grams. Each feature is hashed
// (FNV-1a, then a murmur3 finaliser, salted by feature kind) into one of Dim
// buckets. A window's raw logit is z = bias + Σ w[bucket] / √n over its n
// feature occurrences.
//
// Evidence. A short text has few features, so a handful of n-grams decides
// its raw logit: "hello" shares "hello" with the jailbreak templates that
// open with "Hello ChatGPT". The logit is therefore shrunk toward a low
// prior in proportion to the evidence, the window's number of words k
// (Words; a Chinese or Japanese character counts as a word):
//
//	logit = prior + (z − prior) · min(1, k / N)
//
// A window of N words or more keeps its raw logit; an empty one scores the
// prior. The training program chooses the prior and N by cross-validation
// on the training data; short attacks are left to the patterns of package
// injection, which do not need many words to be sure. A window's
// probability is the logistic sigmoid of its logit, and a text scores the
// maximum over its windows, so an injection inside a long benign document is
// not diluted away.
//
// Token vectors (optional, off in the shipped weights). A weights file of
// format 4 also holds dense weights over v, the unit-length mean of the
// static token vectors of the window's WordPiece tokens (package tokvec,
// derived from the public all-MiniLM-L6-v2 model); the window's raw logit
// gains DenseTerm: u · v with no hidden layer, else Σ_j c_j·relu(W_j · v +
// b_j) over H hidden units. Phrasings that share no n-gram can share
// direction in that space; the experiment is in docs/detect-injection.md.
//
// Weights file (little-endian), written by scripts/train/injection:
//
//	offset  size     field
//	0       4        magic "BWIC"
//	4       2        format version (3, or 4 with token vectors)
//	6       1        feature version (FeatureVersion)
//	7       1        log2 of the number of buckets (Bits)
//	8       4        bias, float32 (calibration already folded in)
//	12      4        scale, float32: weight = int8 value × scale
//	16      4        prior, float32: the logit short windows shrink toward
//	20      4        N, float32: the words at which a window counts in full
//	24      52       13 script offsets, float32
//	format 4 only:
//	76      2        D, dimensions of the token vectors (1..tokvec.MaxDims)
//	78      2        H, hidden units (0: none)
//	80      4        CRC-32 of the token vectors file the weights were trained on
//	then    Dim      weights, int8 each
//	format 4 only:
//	then    4·K      dense weights, float32: u (K = D) when H = 0, else
//	                 W (H×D, row by row), b (H), c (H): K = H·(D+2)
//	end−4   4        CRC-32 (IEEE) of all the bytes before it
//
// A Model is immutable and safe for concurrent use.
package classifier

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"sync"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect/injection/tokvec"
)

const (
	// Bits is log2 of the number of hash buckets.
	Bits = 18
	// Dim is the number of hash buckets (weights).
	Dim = 1 << Bits
	// FeatureVersion changes whenever feature extraction changes, so that
	// weights trained for other features are refused.
	FeatureVersion = 1
	// WindowBytes is the largest span of text scored at once.
	WindowBytes = 4096
	// windowStep is the distance between window starts; windows overlap so
	// that a phrase cut by one boundary is whole in the next window.
	windowStep = 3072

	formatVersion      = 3
	formatVersionDense = 4
	headerSize         = 24 + 4*NumScripts
	denseHeaderSize    = headerSize + 8
	magic              = "BWIC"
	// MaxHidden bounds the hidden units of the dense term.
	MaxHidden = 256
)

// Feature kinds salt the hash so that a word and a character n-gram with the
// same bytes land in different buckets.
const (
	kindWord uint32 = iota + 1
	kindBigram
	kindChar
)

func fmix(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return h
}

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func hashString(s string) uint32 {
	h := uint32(fnvOffset)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

var numberHash = hashString("0")

// The bucket of each kind of feature, from the FNV-1a hash of its bytes.
func wordBucket(h uint32) uint32         { return fmix(h^kindWord) & (Dim - 1) }
func bigramBucket(prev, h uint32) uint32 { return fmix(prev*fnvPrime^h^kindBigram<<24) & (Dim - 1) }
func charBucket(h uint32, k int) uint32  { return fmix(h^kindChar<<24^uint32(k)) & (Dim - 1) }
func fnvStep(h uint32, c byte) uint32    { return (h ^ uint32(c)) * fnvPrime }
func fnv3(t string, i int) uint32        { return fnvStep(fnvStep(fnvStep(fnvOffset, t[i]), t[i+1]), t[i+2]) }

// asciiWord marks the ASCII bytes that are word runes.
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = isWordRune(rune(c))
	}
	return t
}()

// unspaced reports whether r belongs to a script written without spaces
// between words (Han, Hiragana, Katakana), where each character counts as
// a word of evidence.
func unspaced(r rune) bool {
	return 0x3040 <= r && r <= 0x30ff || 0x3400 <= r && r <= 0x9fff || 0xf900 <= r && r <= 0xfaff || 0x20000 <= r && r <= 0x2ffff
}

// nextWord returns the first word of text at or after i: its span, the hash
// it counts as (numberHash for a number) and the words of evidence it is
// worth (1, or its number of unspaced characters), or start == len(text).
func nextWord(text string, i int) (start, end int, h uint32, units int) {
	for i < len(text) {
		if c := text[i]; c < utf8.RuneSelf {
			if asciiWord[c] {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if isWordRune(r) {
			break
		}
		i += n
	}
	j, digits, cjk := i, true, 0
	h = fnvOffset
	for j < len(text) {
		if c := text[j]; c < utf8.RuneSelf {
			if !asciiWord[c] {
				break
			}
			digits = digits && c <= '9' // ASCII word bytes: digits, then letters
			h = fnvStep(h, c)
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[j:])
		if !isWordRune(r) {
			break
		}
		if unspaced(r) {
			cjk++
		}
		digits = false
		for k := j; k < j+n; k++ {
			h = fnvStep(h, text[k])
		}
		j += n
	}
	if digits {
		h = numberHash
	}
	return i, j, h, max(1, cjk)
}

// charFeatures returns the number of character n-grams of a window of n bytes.
func charFeatures(n int) int {
	switch {
	case n < 3:
		return 0
	case n == 3:
		return 1
	}
	return 3*n - 9
}

// AppendFeatures appends the bucket of every feature occurrence in text (one
// window of normalised text) to dst: word unigrams and bigrams, then the
// character 3-, 4- and 5-grams at each byte position.
func AppendFeatures(dst []uint32, text string) []uint32 {
	var prev uint32
	for i, first := 0, true; ; first = false {
		start, end, h, _ := nextWord(text, i)
		if start == len(text) {
			break
		}
		dst = append(dst, wordBucket(h))
		if !first {
			dst = append(dst, bigramBucket(prev, h))
		}
		prev, i = h, end
	}
	for i := 0; i+3 <= len(text); i++ {
		h := fnv3(text, i)
		dst = append(dst, charBucket(h, 2))
		for k := 3; k < 5 && i+k < len(text); k++ {
			h = fnvStep(h, text[i+k])
			dst = append(dst, charBucket(h, k))
		}
	}
	return dst
}

// Words returns the evidence of one window of normalised text: its number
// of words, counting each Han or kana character as one.
func Words(text string) int {
	k := 0
	for i := 0; ; {
		start, end, _, units := nextWord(text, i)
		if start == len(text) {
			return k
		}
		k += units
		i = end
	}
}

// wordSum returns the summed weights of the word features of one window,
// their number and the window's Words.
func (m *Model) wordSum(text string) (sum int64, n, words int) {
	w := (*[Dim]int8)(m.w)
	var prev uint32
	for i, first := 0, true; ; first = false {
		start, end, h, units := nextWord(text, i)
		if start == len(text) {
			return sum, n, words
		}
		words += units
		sum += int64(w[wordBucket(h)])
		n++
		if !first {
			sum += int64(w[bigramBucket(prev, h)])
			n++
		}
		prev, i = h, end
	}
}

// fullGrams returns the summed weights of the 3-, 4- and 5-grams at
// position i of text (i+5 <= len(text)).
func (m *Model) fullGrams(w *[Dim]int8, text string, i int) int32 {
	h := fnv3(text, i)
	s := int32(w[charBucket(h, 2)])
	h = fnvStep(h, text[i+3])
	s += int32(w[charBucket(h, 3)])
	h = fnvStep(h, text[i+4])
	return s + int32(w[charBucket(h, 4)])
}

// tailGrams returns the summed weights of the n-grams at the last four
// positions of text, where not all three lengths fit.
func (m *Model) tailGrams(w *[Dim]int8, text string) int64 {
	var s int64
	for i := max(0, len(text)-4); i+3 <= len(text); i++ {
		h := fnv3(text, i)
		s += int64(w[charBucket(h, 2)])
		if i+4 <= len(text) {
			s += int64(w[charBucket(fnvStep(h, text[i+3]), 3)])
		}
	}
	return s
}

// Windows cuts text into the spans that are scored: the whole text when it
// fits in WindowBytes, else overlapping windows starting every windowStep
// bytes, each cut at rune boundaries.
func Windows(text string) []string {
	var out []string
	for s, e := range windows(text) {
		out = append(out, text[s:e])
	}
	return out
}

// windows yields the byte spans of Windows(text).
func windows(text string) func(yield func(start, end int) bool) {
	return func(yield func(start, end int) bool) {
		if len(text) <= WindowBytes {
			yield(0, len(text))
			return
		}
		for start := 0; start < len(text); start += windowStep {
			s := start
			for s > 0 && s < len(text) && !utf8.RuneStart(text[s]) {
				s--
			}
			e := min(s+WindowBytes, len(text))
			for e < len(text) && e > s && !utf8.RuneStart(text[e]) {
				e--
			}
			if !yield(s, e) || e == len(text) {
				return
			}
		}
	}
}

// Sigmoid is the logistic function.
func Sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Model holds quantised weights and the evidence parameters.
type Model struct {
	bias     float64
	scale    float64
	prior    float64
	evidence float64 // N: words at which a window counts in full
	offset   [NumScripts]float64
	w        []int8
	// dense are the weights of the token-vector mean (nil: none, layout
	// of DenseTerm), hidden its hidden units and vec the table the vectors
	// come from.
	dense  []float32
	hidden int
	vec    *tokvec.Table
}

// Params are a model's scalars besides its weights.
type Params struct {
	// Bias is the raw logit of a window without features, calibration
	// folded in.
	Bias float32
	// Prior is the logit that windows with few words shrink toward.
	Prior float32
	// Evidence is N, the number of words at which a window's raw logit
	// counts in full; it must be at least 1.
	Evidence float32
	// ScriptOffset is added to the logit of a text written mostly in the
	// script of that index (Script), so that benign texts of every script
	// cross the block threshold at a like rate.
	ScriptOffset [NumScripts]float32
	// Dense are the weights of the window's mean token vector (package
	// tokvec) in the layout of DenseTerm, calibration folded in; empty for
	// a model without them.
	Dense []float32
	// Hidden is the number of hidden units of the dense term (0: linear).
	Hidden int
	// VectorsChecksum is tokvec.Table.Checksum of the vectors Dense was
	// trained on.
	VectorsChecksum uint32
}

// prefixPool holds the running sums of character n-gram weights used to
// score the overlapping windows of long texts.
var prefixPool = sync.Pool{New: func() any { return new([]uint32) }}

// Logit returns the logit of one window given its feature buckets
// (AppendFeatures) and its Words, without the token-vector term (which a
// model of format 3 does not have; WindowLogit adds it).
func (m *Model) Logit(feats []uint32, words int) float64 {
	var sum int64
	for _, f := range feats {
		sum += int64(m.w[f])
	}
	return m.logit(sum, len(feats), words, 0)
}

// WindowLogit returns the logit of one window of normalised text: its
// hashed features, its token-vector term when the model has one, shrunk by
// its Words. Score is the sigmoid of the highest WindowLogit over the
// windows, plus the script offset.
func (m *Model) WindowLogit(win string) float64 {
	feats := AppendFeatures(nil, win)
	var sum int64
	for _, f := range feats {
		sum += int64(m.w[f])
	}
	return m.logit(sum, len(feats), Words(win), m.denseTerm(win))
}

// logit is the window logit from the summed weights of its n features,
// the token-vector term dz and its words: the raw logit shrunk toward the
// prior by Shrink.
func (m *Model) logit(sum int64, n, words int, dz float64) float64 {
	z := m.bias + dz
	if n > 0 {
		z += float64(sum) * m.scale / math.Sqrt(float64(n))
	}
	return Shrink(z, m.prior, m.evidence, words)
}

// denseTerm returns the dense term of a window's mean token vector, 0 for
// a model without token vectors.
func (m *Model) denseTerm(win string) float64 {
	if m.dense == nil {
		return 0
	}
	var v [tokvec.MaxDims]float32
	dims := m.vec.Dims()
	m.vec.Mean(win, v[:dims])
	return DenseTerm(m.dense, m.hidden, v[:dims])
}

// DenseLen returns the number of dense weights for vectors of dims
// dimensions and hidden units.
func DenseLen(dims, hidden int) int {
	if hidden == 0 {
		return dims
	}
	return hidden * (dims + 2)
}

// DenseTerm returns the logit term of vector v under dense weights w of
// hidden units: u · v with none (w = u), else Σ_j c_j·relu(W_j · v + b_j)
// with w = W (hidden rows of len(v)), b, c.
func DenseTerm(w []float32, hidden int, v []float32) float64 {
	if hidden == 0 {
		var s float32
		for d, u := range w[:len(v)] {
			s += u * v[d]
		}
		return float64(s)
	}
	dims := len(v)
	b, c := w[hidden*dims:hidden*dims+hidden], w[hidden*dims+hidden:hidden*(dims+2)]
	var z float32
	for j := range hidden {
		row := w[j*dims : (j+1)*dims]
		a := b[j]
		for d, x := range v {
			a += row[d] * x
		}
		if a > 0 {
			z += c[j] * a
		}
	}
	return float64(z)
}

// Dense reports whether the model uses token vectors.
func (m *Model) Dense() bool { return m.dense != nil }

// Shrink returns the logit of a window of the given words whose raw logit
// is z: prior + (z − prior) · min(1, words / evidence).
func Shrink(z, prior, evidence float64, words int) float64 {
	if f := float64(words) / evidence; f < 1 {
		return prior + (z-prior)*f
	}
	return z
}

// Bias returns the model's bias (the raw logit of a window without
// features).
func (m *Model) Bias() float64 { return m.bias }

// Prior returns the logit that windows with few words shrink toward.
func (m *Model) Prior() float64 { return m.prior }

// Evidence returns N, the number of words at which a window's raw logit
// counts in full.
func (m *Model) Evidence() float64 { return m.evidence }

// Weight returns the dequantised weight of bucket i.
func (m *Model) Weight(i uint32) float64 { return float64(m.w[i&(Dim-1)]) * m.scale }

// Score returns the probability that normalised text is a prompt injection
// or jailbreak: the highest of its windows. It equals the sigmoid of the
// highest Logit(AppendFeatures(nil, w), Words(w)) over w in Windows(text), computed
// without listing features: n-grams are summed as they are hashed, and in
// a long text each byte position is hashed once for all the windows that
// overlap there. The offset of the text's script (Offset(Script(text)))
// is added to that logit.
func (m *Model) Score(text string) float64 {
	w := (*[Dim]int8)(m.w)
	off := m.offset[Script(text)]
	if len(text) <= WindowBytes {
		var sum int64
		for i := 0; i+5 <= len(text); i++ {
			sum += int64(m.fullGrams(w, text, i))
		}
		ws, wn, words := m.wordSum(text)
		return Sigmoid(m.logit(sum+m.tailGrams(w, text)+ws, charFeatures(len(text))+wn, words, m.denseTerm(text)) + off)
	}
	// prefix[i] is the sum of fullGrams over positions before i, modulo
	// 2^32: a window's sum fits in 32 bits, so differences are exact.
	p := prefixPool.Get().(*[]uint32)
	defer prefixPool.Put(p)
	prefix := append((*p)[:0], 0)
	var run uint32
	for i := 0; i+5 <= len(text); i++ {
		run += uint32(m.fullGrams(w, text, i))
		prefix = append(prefix, run)
	}
	*p = prefix
	best := math.Inf(-1)
	for s, e := range windows(text) {
		win := text[s:e]
		var sum int64
		if e-s >= 5 {
			sum = int64(int32(prefix[e-4] - prefix[s]))
		}
		ws, wn, words := m.wordSum(win)
		best = max(best, m.logit(sum+m.tailGrams(w, win)+ws, charFeatures(len(win))+wn, words, m.denseTerm(win)))
	}
	return Sigmoid(best + off)
}

// Offset returns the logit offset of texts of script s (an index of
// Scripts).
func (m *Model) Offset(s int) float64 { return m.offset[s] }

// Decode parses a weights file. A file of format 4 needs the token vectors
// it was trained on linked in (package tokvec/vectors, tokvec.Default):
// their dimensions and checksum must match.
func Decode(b []byte) (*Model, error) {
	if len(b) < headerSize+Dim+4 || string(b[:4]) != magic {
		return nil, errors.New("classifier: not a weights file")
	}
	version := binary.LittleEndian.Uint16(b[4:])
	if version != formatVersion && version != formatVersionDense {
		return nil, fmt.Errorf("classifier: format version %d, want %d or %d", version, formatVersion, formatVersionDense)
	}
	if b[6] != FeatureVersion || b[7] != Bits {
		return nil, fmt.Errorf("classifier: weights for feature version %d with %d bits, want %d and %d", b[6], b[7], FeatureVersion, Bits)
	}
	head, dims, hidden, nDense := headerSize, 0, 0, 0
	if version == formatVersionDense {
		if len(b) < denseHeaderSize+4 {
			return nil, errors.New("classifier: weights file too short")
		}
		head = denseHeaderSize
		dims, hidden = int(binary.LittleEndian.Uint16(b[headerSize:])), int(binary.LittleEndian.Uint16(b[headerSize+2:]))
		if dims < 1 || dims > tokvec.MaxDims || hidden > MaxHidden {
			return nil, fmt.Errorf("classifier: %d token-vector dimensions and %d hidden units, want 1 to %d and at most %d", dims, hidden, tokvec.MaxDims, MaxHidden)
		}
		nDense = DenseLen(dims, hidden)
	}
	if want := head + Dim + 4*nDense + 4; len(b) != want {
		return nil, fmt.Errorf("classifier: weights file has %d bytes, want %d", len(b), want)
	}
	body := len(b) - 4
	if crc32.ChecksumIEEE(b[:body]) != binary.LittleEndian.Uint32(b[body:]) {
		return nil, errors.New("classifier: weights file checksum mismatch")
	}
	m := &Model{
		bias:     float64(math.Float32frombits(binary.LittleEndian.Uint32(b[8:]))),
		scale:    float64(math.Float32frombits(binary.LittleEndian.Uint32(b[12:]))),
		prior:    float64(math.Float32frombits(binary.LittleEndian.Uint32(b[16:]))),
		evidence: float64(math.Float32frombits(binary.LittleEndian.Uint32(b[20:]))),
		w:        make([]int8, Dim),
	}
	for i := range m.offset {
		m.offset[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(b[24+4*i:])))
		if math.IsNaN(m.offset[i]) || math.IsInf(m.offset[i], 0) {
			return nil, fmt.Errorf("classifier: script offset %d is %v", i, m.offset[i])
		}
	}
	if !(m.evidence >= 1) || math.IsInf(m.evidence, 0) {
		return nil, fmt.Errorf("classifier: evidence N = %v, want a finite number of words >= 1", m.evidence)
	}
	for i := range m.w {
		m.w[i] = int8(b[head+i])
	}
	if dims > 0 {
		vec, err := tokvec.Default()
		if err != nil {
			return nil, fmt.Errorf("classifier: %w", err)
		}
		if vec.Dims() != dims || vec.Checksum() != binary.LittleEndian.Uint32(b[headerSize+4:]) {
			return nil, fmt.Errorf("classifier: weights trained on other token vectors (%d dimensions, checksum %08x) than the linked ones (%d, %08x)",
				dims, binary.LittleEndian.Uint32(b[headerSize+4:]), vec.Dims(), vec.Checksum())
		}
		m.vec, m.dense, m.hidden = vec, make([]float32, nDense), hidden
		for d := range m.dense {
			u := math.Float32frombits(binary.LittleEndian.Uint32(b[head+Dim+4*d:]))
			if math.IsNaN(float64(u)) || math.IsInf(float64(u), 0) {
				return nil, fmt.Errorf("classifier: dense weight %d is %v", d, u)
			}
			m.dense[d] = u
		}
	}
	return m, nil
}

// Encode quantises float weights (len Dim) to int8 and returns the weights
// file with the scalars p (format 4 when p.Dense is set, else 3). Weights
// beyond clip in magnitude are clipped to it, so that a few outliers do not
// coarsen the resolution of all the others.
func Encode(p Params, w []float32, clip float32) ([]byte, error) {
	if len(w) != Dim {
		return nil, fmt.Errorf("classifier: %d weights, want %d", len(w), Dim)
	}
	if clip <= 0 {
		return nil, errors.New("classifier: clip must be positive")
	}
	if !(p.Evidence >= 1) || math.IsInf(float64(p.Evidence), 0) {
		return nil, fmt.Errorf("classifier: evidence N = %v, want a finite number of words >= 1", p.Evidence)
	}
	dims := 0
	if len(p.Dense) > 0 {
		if p.Hidden < 0 || p.Hidden > MaxHidden {
			return nil, fmt.Errorf("classifier: %d hidden units, want 0 to %d", p.Hidden, MaxHidden)
		}
		dims = len(p.Dense)
		if p.Hidden > 0 {
			dims = len(p.Dense)/p.Hidden - 2
		}
		if dims < 1 || dims > tokvec.MaxDims || DenseLen(dims, p.Hidden) != len(p.Dense) {
			return nil, fmt.Errorf("classifier: %d dense weights fit no vector size up to %d with %d hidden units", len(p.Dense), tokvec.MaxDims, p.Hidden)
		}
	}
	scale := clip / 127
	version, head := uint16(formatVersion), headerSize
	if len(p.Dense) > 0 {
		version, head = formatVersionDense, denseHeaderSize
	}
	b := make([]byte, head, head+Dim+4*len(p.Dense)+4)
	copy(b, magic)
	binary.LittleEndian.PutUint16(b[4:], version)
	b[6] = FeatureVersion
	b[7] = Bits
	binary.LittleEndian.PutUint32(b[8:], math.Float32bits(p.Bias))
	binary.LittleEndian.PutUint32(b[12:], math.Float32bits(scale))
	binary.LittleEndian.PutUint32(b[16:], math.Float32bits(p.Prior))
	binary.LittleEndian.PutUint32(b[20:], math.Float32bits(p.Evidence))
	for i, o := range p.ScriptOffset {
		binary.LittleEndian.PutUint32(b[24+4*i:], math.Float32bits(o))
	}
	if len(p.Dense) > 0 {
		binary.LittleEndian.PutUint16(b[headerSize:], uint16(dims))
		binary.LittleEndian.PutUint16(b[headerSize+2:], uint16(p.Hidden))
		binary.LittleEndian.PutUint32(b[headerSize+4:], p.VectorsChecksum)
	}
	for _, x := range w {
		q := math.Round(float64(x / scale))
		q = max(-127, min(127, q))
		b = append(b, byte(int8(q)))
	}
	for _, u := range p.Dense {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(u))
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}

// Scripts names the writing systems a text's offset depends on, by index.
var Scripts = [NumScripts]string{"none", "latin", "cyrillic", "greek", "arabic", "hebrew", "devanagari", "bengali", "telugu", "thai", "hangul", "han", "other"}

// NumScripts is the number of Scripts.
const NumScripts = 13

// Script returns the index in Scripts of the writing system most of the
// letters of text belong to ("han" covers Chinese characters and Japanese
// kana), 0 ("none") for a text without letters. Ties go to the earlier
// script.
func Script(text string) int {
	var counts [NumScripts]int
	ascii := true
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if c|0x20 >= 'a' && c|0x20 <= 'z' {
			counts[1]++
		}
	}
	if ascii {
		if counts[1] > 0 {
			return 1
		}
		return 0
	}
	counts[1] = 0
	// Letters come in runs of one script: the script of the previous
	// letter is tried first, so a Chinese or Thai text costs one table
	// search a letter rather than one per script.
	last := 0
	for _, r := range text {
		if r < utf8.RuneSelf {
			if r|0x20 >= 'a' && r|0x20 <= 'z' {
				counts[1]++
			}
			continue
		}
		if !unicode.IsLetter(r) {
			continue
		}
		if last == 0 || !inScript(r, last) {
			last = scriptOf(r)
		}
		counts[last]++
	}
	best := 0
	for i := 1; i < NumScripts; i++ {
		if counts[i] > counts[best] {
			best = i
		}
	}
	return best
}

// scriptTables lists, after Latin, the Unicode tables of each script of
// Scripts by index.
var scriptTables = []struct {
	index  int
	tables []*unicode.RangeTable
}{
	{2, []*unicode.RangeTable{unicode.Cyrillic}},
	{3, []*unicode.RangeTable{unicode.Greek}},
	{4, []*unicode.RangeTable{unicode.Arabic}},
	{5, []*unicode.RangeTable{unicode.Hebrew}},
	{6, []*unicode.RangeTable{unicode.Devanagari}},
	{7, []*unicode.RangeTable{unicode.Bengali}},
	{8, []*unicode.RangeTable{unicode.Telugu}},
	{9, []*unicode.RangeTable{unicode.Thai}},
	{10, []*unicode.RangeTable{unicode.Hangul}},
	{11, []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana}},
}

// scriptOf returns the index in Scripts of the script of letter r.
func scriptOf(r rune) int {
	if inScript(r, 1) {
		return 1
	}
	for _, t := range scriptTables {
		if unicode.In(r, t.tables...) {
			return t.index
		}
	}
	return NumScripts - 1
}

// inScript reports whether letter r belongs to the script of index i
// ("other" is what no table holds, so it is never confirmed here).
func inScript(r rune, i int) bool {
	switch {
	case i == 1:
		return r < 0x250 || unicode.Is(unicode.Latin, r)
	case i >= 2 && i < NumScripts-1:
		return unicode.In(r, scriptTables[i-2].tables...)
	}
	return false
}
