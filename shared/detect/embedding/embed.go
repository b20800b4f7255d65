// Package embedding turns text into a small deterministic vector and uses it
// for two detectors: "embedding_anomaly" (how far a text is from the app's
// own recent traffic, kept as a Profile) and "topic_drift" (how far a
// conversation's latest user turn is from its opening).
//
// The embedding is feature hashing, not a learned model: lower-cased,
// lightly stemmed word unigrams (English stop words left out) and bigrams
// of consecutive content words, or character bigrams in scripts written
// without spaces (Chinese, Japanese, Thai), are hashed with a sign bit into
// Dim buckets; each bucket is damped as sign(x)·log(1+|x|) so that a word
// repeated fifty times does not own the vector (sub-linear term frequency,
// applied per bucket), and the result is L2-normalised. It is pure Go,
// allocation-free and needs no weights, so the same text gives the same
// vector on every machine and version, which is what a stored Profile
// relies on. It knows no synonyms: "rain" and "weather" are as far apart
// as "rain" and "invoice".
package embedding

import (
	"math"
	"unicode"
	"unicode/utf8"
)

// Dim is the number of dimensions of a Vector.
const Dim = 1024

// Vector is an L2-normalised embedding (or the zero vector for a text with
// no words).
type Vector [Dim]float32

// Feature weights: a word says more about a topic than one of its
// trigrams, and a bigram adds word order without dominating.
const (
	wUnigram = 1.0
	wBigram  = 0.6
	wTrigram = 0.2
	maxWord  = 48 // runes of a word used for trigrams
)

// FNV-1a, with a different seed per feature family so that a word and a
// bigram with the same letters land in different buckets.
const (
	fnvOffset   = 14695981039346656037
	fnvPrime    = 1099511628211
	seedUnigram = 0x9e3779b97f4a7c15
	seedBigram  = 0xc2b2ae3d27d4eb4f
)

func mix(h uint64, r rune) uint64 {
	for r > 0 {
		h ^= uint64(r & 0xff)
		h *= fnvPrime
		r >>= 8
	}
	h ^= 0xff // rune separator, so that multi-byte runes do not collide
	return h * fnvPrime
}

// finalize spreads the FNV state so that both the bucket (low bits) and
// the sign (top bit) are well mixed.
func finalize(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	return h ^ h>>33
}

func (v *Vector) add(h uint64, w float32) {
	h = finalize(h)
	if h>>63 == 1 {
		w = -w
	}
	v[h%Dim] += w
}

// Embed returns the embedding of text. It is deterministic, safe for
// concurrent use and does not allocate.
func Embed(text string) Vector {
	var v Vector
	embedInto(&v, text)
	return v
}

// embedInto fills v and returns the number of content words seen.
func embedInto(v *Vector, text string) int {
	var word [maxWord]rune
	var prev uint64 // unigram hash of the previous content word, 0 if none
	words := 0
	i := 0
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !isWordRune(r) {
			i += n
			continue
		}
		wl := 0
		for i < len(text) {
			r, n = utf8.DecodeRuneInString(text[i:])
			if !isWordRune(r) {
				break
			}
			if wl < maxWord {
				if 'A' <= r && r <= 'Z' {
					r += 'a' - 'A'
				} else if r >= utf8.RuneSelf {
					r = unicode.ToLower(r)
				}
				word[wl] = r
				wl++
			}
			i += n
		}
		w := word[:wl]
		if unspaced(w[0]) {
			words += addBigrams(v, w)
			prev = 0
			continue
		}
		if isStopWord(w) {
			continue
		}
		words++
		h := uint64(fnvOffset ^ seedUnigram)
		for _, r := range stem(w) {
			h = mix(h, r)
		}
		v.add(h, wUnigram)
		if prev != 0 {
			v.add((prev^seedBigram)*fnvPrime^h, wBigram)
		}
		prev = h
	}
	damp(v)
	return words
}

// unspaced reports scripts written without spaces between words, where a
// "word" found by splitting on spaces is a whole phrase.
func unspaced(r rune) bool {
	if r < 0x0e00 { // below Thai: Latin, Greek, Cyrillic, Arabic, Hebrew, Indic...
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana,
		unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

// addBigrams hashes the character bigrams of a run of an unspaced script
// (a single character counts as one feature) and returns how many words
// it stands for, counting two characters as a word.
func addBigrams(v *Vector, w []rune) int {
	if len(w) == 1 {
		v.add(mix(fnvOffset^seedBigram, w[0]), wUnigram)
		return 1
	}
	for k := 0; k+1 < len(w); k++ {
		v.add(mix(mix(fnvOffset^seedBigram, w[k]), w[k+1]), wUnigram)
	}
	return (len(w) + 1) / 2
}

// stem strips a few English inflections so that "invoices", "invoiced"
// and "invoicing" share a feature with "invoice". It is deliberately
// crude: over-stemming only merges rare pairs, and both sides of every
// comparison are stemmed the same way.
func stem(w []rune) []rune {
	n := len(w)
	switch {
	case n > 5 && w[n-3] == 'i' && w[n-2] == 'n' && w[n-1] == 'g':
		return trimE(w[:n-3])
	case n > 4 && w[n-2] == 'e' && w[n-1] == 'd':
		return trimE(w[:n-2])
	case n > 4 && w[n-3] == 'i' && w[n-2] == 'e' && w[n-1] == 's':
		return w[:n-3]
	case n > 3 && w[n-1] == 's' && w[n-2] != 's' && w[n-2] != 'u' && w[n-2] != 'i':
		return trimE(w[:n-1])
	}
	return trimE(w)
}

// trimE drops a final "e", so that "invoice" and "invoic(ing)" meet.
func trimE(w []rune) []rune {
	if n := len(w); n > 3 && w[n-1] == 'e' {
		return w[:n-1]
	}
	return w
}

// damp applies sign(x)·log(1+|x|) to every bucket and normalises.
func damp(v *Vector) {
	var norm float64
	for k, x := range v {
		d := math.Log1p(math.Abs(float64(x)))
		if x < 0 {
			d = -d
		}
		v[k] = float32(d)
		norm += d * d
	}
	if norm == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(norm))
	for k := range v {
		v[k] *= inv
	}
}

// Cosine returns the cosine similarity of a and b, 0 when either is zero.
func Cosine(a, b *Vector) float64 {
	var dot, na, nb float64
	for k := range a {
		x, y := float64(a[k]), float64(b[k])
		dot += x * y
		na += x * x
		nb += y * y
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// isStopWord reports English function words, which carry no topic.
func isStopWord(w []rune) bool {
	if len(w) > 10 {
		return false
	}
	var b [10]byte
	for k, r := range w {
		if r >= utf8.RuneSelf {
			return false
		}
		b[k] = byte(r)
	}
	return stopWords[string(b[:len(w)])]
}

var stopWords = map[string]bool{}

func init() {
	for _, w := range []string{
		"a", "an", "the", "and", "or", "but", "if", "then", "else", "of", "to", "in", "on", "at", "by",
		"for", "with", "about", "from", "into", "over", "under", "as", "is", "are", "was", "were", "be",
		"been", "being", "am", "do", "does", "did", "have", "has", "had", "i", "me", "my", "we", "our",
		"you", "your", "he", "him", "his", "she", "her", "it", "its", "they", "them", "their", "this",
		"that", "these", "those", "what", "which", "who", "whom", "how", "why", "when", "where", "can",
		"could", "would", "should", "will", "shall", "may", "might", "must", "not", "no", "so", "too",
		"very", "just", "also", "there", "here", "some", "any", "all", "each", "more", "most", "other",
		"such", "only", "own", "same", "than", "s", "t", "don", "please", "tell", "give", "let", "make",
		"up", "out", "get", "like", "one", "two", "now", "me", "us", "yes", "ok", "okay", "thanks", "thank",
	} {
		stopWords[w] = true
	}
}
