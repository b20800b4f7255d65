// Package classifier is the statistical half of the prompt-injection
// detector: a logistic regression over hashed word and character n-grams of
// normalised text (see package normalize).
//
// Features. The text is cut into windows of at most WindowBytes. In each
// window, every word (a run of letters, digits and marks; a number counts as
// the word "0") gives a unigram and, with the word before it, a bigram; every
// byte position gives character 3-, 4- and 5-grams. Each feature is hashed
// (FNV-1a, then a murmur3 finaliser, salted by feature kind) into one of Dim
// buckets. A window's logit is bias + Σ w[bucket] / √n over its n feature
// occurrences, and its probability the logistic sigmoid of that. A text
// scores the maximum over its windows, so an injection inside a long benign
// document is not diluted away.
//
// Weights file (little-endian), written by scripts/train/injection:
//
//	offset  size     field
//	0       4        magic "BWIC"
//	4       2        format version (1)
//	6       1        feature version (FeatureVersion)
//	7       1        log2 of the number of buckets (Bits)
//	8       4        bias, float32 (calibration already folded in)
//	12      4        scale, float32: weight = int8 value × scale
//	16      Dim      weights, int8 each
//	16+Dim  4        CRC-32 (IEEE) of all the bytes before it
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

	formatVersion = 1
	headerSize    = 16
	magic         = "BWIC"
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

// AppendFeatures appends the bucket of every feature occurrence in text (one
// window of normalised text) to dst.
func AppendFeatures(dst []uint32, text string) []uint32 {
	const mask = Dim - 1
	var prev uint32
	havePrev := false
	for i := 0; i < len(text); {
		r, n := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(text[i:])
		}
		if !isWordRune(r) {
			i += n
			continue
		}
		j, digits := i, true
		for j < len(text) {
			r, n := rune(text[j]), 1
			if r >= utf8.RuneSelf {
				r, n = utf8.DecodeRuneInString(text[j:])
			}
			if !isWordRune(r) {
				break
			}
			digits = digits && '0' <= r && r <= '9'
			j += n
		}
		h := numberHash
		if !digits {
			h = hashString(text[i:j])
		}
		dst = append(dst, fmix(h^kindWord)&mask)
		if havePrev {
			dst = append(dst, fmix(prev*fnvPrime^h^kindBigram<<24)&mask)
		}
		prev, havePrev = h, true
		i = j
	}
	for i := 0; i+3 <= len(text); i++ {
		h := uint32(fnvOffset)
		for k := 0; k < 5 && i+k < len(text); k++ {
			h ^= uint32(text[i+k])
			h *= fnvPrime
			if k >= 2 {
				dst = append(dst, fmix(h^kindChar<<24^uint32(k))&mask)
			}
		}
	}
	return dst
}

// Windows cuts text into the spans that are scored: the whole text when it
// fits in WindowBytes, else overlapping windows starting every windowStep
// bytes, each cut at rune boundaries.
func Windows(text string) []string {
	if len(text) <= WindowBytes {
		return []string{text}
	}
	var out []string
	for start := 0; start < len(text); start += windowStep {
		s := start
		for s > 0 && s < len(text) && !utf8.RuneStart(text[s]) {
			s--
		}
		e := min(s+WindowBytes, len(text))
		for e < len(text) && e > s && !utf8.RuneStart(text[e]) {
			e--
		}
		out = append(out, text[s:e])
		if e == len(text) {
			break
		}
	}
	return out
}

// Sigmoid is the logistic function.
func Sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Model holds quantised weights.
type Model struct {
	bias  float64
	scale float64
	w     []int8
}

var featPool = sync.Pool{New: func() any { s := make([]uint32, 0, 4*WindowBytes); return &s }}

// Logit returns the logit of one window given its feature buckets.
func (m *Model) Logit(feats []uint32) float64 {
	if len(feats) == 0 {
		return m.bias
	}
	var sum int64
	for _, f := range feats {
		sum += int64(m.w[f])
	}
	return m.bias + float64(sum)*m.scale/math.Sqrt(float64(len(feats)))
}

// Bias returns the model's bias (the logit of a window without features).
func (m *Model) Bias() float64 { return m.bias }

// Weight returns the dequantised weight of bucket i.
func (m *Model) Weight(i uint32) float64 { return float64(m.w[i&(Dim-1)]) * m.scale }

// Score returns the probability that normalised text is a prompt injection
// or jailbreak: the highest of its windows.
func (m *Model) Score(text string) float64 {
	p := featPool.Get().(*[]uint32)
	defer featPool.Put(p)
	best := math.Inf(-1)
	for _, w := range Windows(text) {
		*p = AppendFeatures((*p)[:0], w)
		best = max(best, m.Logit(*p))
	}
	return Sigmoid(best)
}

// Decode parses a weights file.
func Decode(b []byte) (*Model, error) {
	if len(b) != headerSize+Dim+4 {
		return nil, fmt.Errorf("classifier: weights file has %d bytes, want %d", len(b), headerSize+Dim+4)
	}
	if string(b[:4]) != magic {
		return nil, errors.New("classifier: not a weights file")
	}
	if v := binary.LittleEndian.Uint16(b[4:]); v != formatVersion {
		return nil, fmt.Errorf("classifier: format version %d, want %d", v, formatVersion)
	}
	if b[6] != FeatureVersion || b[7] != Bits {
		return nil, fmt.Errorf("classifier: weights for feature version %d with %d bits, want %d and %d", b[6], b[7], FeatureVersion, Bits)
	}
	body := len(b) - 4
	if crc32.ChecksumIEEE(b[:body]) != binary.LittleEndian.Uint32(b[body:]) {
		return nil, errors.New("classifier: weights file checksum mismatch")
	}
	m := &Model{
		bias:  float64(math.Float32frombits(binary.LittleEndian.Uint32(b[8:]))),
		scale: float64(math.Float32frombits(binary.LittleEndian.Uint32(b[12:]))),
		w:     make([]int8, Dim),
	}
	for i := range m.w {
		m.w[i] = int8(b[headerSize+i])
	}
	return m, nil
}

// Encode quantises float weights (len Dim) to int8 and returns the weights
// file. Weights beyond clip in magnitude are clipped to it, so that a few
// outliers do not coarsen the resolution of all the others.
func Encode(bias float32, w []float32, clip float32) ([]byte, error) {
	if len(w) != Dim {
		return nil, fmt.Errorf("classifier: %d weights, want %d", len(w), Dim)
	}
	if clip <= 0 {
		return nil, errors.New("classifier: clip must be positive")
	}
	scale := clip / 127
	b := make([]byte, headerSize, headerSize+Dim+4)
	copy(b, magic)
	binary.LittleEndian.PutUint16(b[4:], formatVersion)
	b[6] = FeatureVersion
	b[7] = Bits
	binary.LittleEndian.PutUint32(b[8:], math.Float32bits(bias))
	binary.LittleEndian.PutUint32(b[12:], math.Float32bits(scale))
	for _, x := range w {
		q := math.Round(float64(x / scale))
		q = max(-127, min(127, q))
		b = append(b, byte(int8(q)))
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}
