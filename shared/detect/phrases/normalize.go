package phrases

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// folded is a normalised copy of a text in which every rune remembers the
// byte span of the original text it came from, so that a match found in the
// normalised form is reported at its place in the text the caller scanned.
type folded struct {
	runes      []rune
	start, end []int32
	seg        []byte // scratch for one normalised segment
}

var foldedPool = sync.Pool{New: func() any { return new(folded) }}

func getFolded() *folded { return foldedPool.Get().(*folded) }

func putFolded(f *folded) {
	// Very large scans would pin their buffers in the pool for ever.
	if cap(f.runes) > 1<<20 {
		return
	}
	foldedPool.Put(f)
}

// mode selects what the normalisation keeps.
type mode int

const (
	// phraseMode keeps every visible rune and collapses each run of white
	// space to one space, so that phrases match across line breaks and
	// doubled spaces but still on word boundaries.
	phraseMode mode = iota
	// skeletonMode keeps letters and digits only, with common Cyrillic and
	// Greek look-alikes mapped to Latin: "S-E-C r e t" and "ＳＥＣＲＥＴ" both
	// become "secret".
	skeletonMode
)

// build fills f with the NFKC-normalised, case-folded form of s. NFKC is
// applied per normalisation segment (a starter and its combining marks), so
// each output rune maps back to the segment that produced it: "ﬁ" gives "f"
// and "i", both spanning the ligature's three bytes. Zero-width, bidi and
// other format characters and variation selectors are dropped in both modes
// because they are invisible to a reader and are the usual way to split a
// word so that a plain substring search misses it.
func (f *folded) build(s string, m mode) {
	f.runes, f.start, f.end = f.runes[:0], f.start[:0], f.end[:0]
	for i := 0; i < len(s); {
		// Fast path: an ASCII character not followed by a combining mark
		// is its own NFKC segment and normalises to itself.
		if c := s[i]; c < utf8.RuneSelf && (i+1 == len(s) || s[i+1] < utf8.RuneSelf) {
			f.add(rune(c), i, i+1, m)
			i++
			continue
		}
		n := norm.NFKC.NextBoundaryInString(s[i:], true)
		if n <= 0 {
			n = len(s) - i
		}
		f.seg = norm.NFKC.AppendString(f.seg[:0], s[i:i+n])
		for seg := f.seg; len(seg) > 0; {
			r, size := utf8.DecodeRune(seg)
			seg = seg[size:]
			f.add(r, i, i+n, m)
		}
		i += n
	}
}

// add appends one normalised rune that came from s[start:end].
func (f *folded) add(r rune, start, end int, m mode) {
	if ignorable(r) {
		return
	}
	switch m {
	case phraseMode:
		if unicode.IsSpace(r) {
			if n := len(f.runes); n == 0 || f.runes[n-1] == ' ' {
				return
			}
			r = ' '
		}
		f.push(foldCase(r), start, end)
	case skeletonMode:
		if r < utf8.RuneSelf {
			if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
				f.push(r, start, end)
			} else if 'A' <= r && r <= 'Z' {
				f.push(r+'a'-'A', start, end)
			}
			return
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return
		}
		r = foldCase(r)
		if l, ok := confusables[r]; ok {
			r = l
		}
		f.push(r, start, end)
	}
}

func (f *folded) push(r rune, start, end int) {
	f.runes = append(f.runes, r)
	f.start = append(f.start, int32(start))
	f.end = append(f.end, int32(end))
}

// span returns the byte span of the original text covered by the
// normalised runes [i, j).
func (f *folded) span(i, j int) (int, int) {
	return int(f.start[i]), int(f.end[j-1])
}

// ignorable reports runes a reader does not see: format characters
// (zero-width space and joiners, bidi marks, embeddings, overrides and
// isolates, word joiner, byte order mark, soft hyphen, tag characters) and
// variation selectors.
func ignorable(r rune) bool {
	if r < 0x80 {
		return false
	}
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
}

// foldCase maps a rune to a case-insensitive representative. Both the
// patterns and the text go through it, so any consistent choice works;
// upper-then-lower also folds the long s and the Kelvin sign.
func foldCase(r rune) rune {
	if r < 0x80 {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	return unicode.ToLower(unicode.ToUpper(r))
}

// confusables maps lower-case Cyrillic and Greek letters that look like Latin
// ones to those Latin letters. Used only for canary skeletons, where a model
// (or an attacker coaching it) swapping "о" for "o" must not hide a leak.
var confusables = map[rune]rune{
	'а': 'a', 'в': 'b', 'е': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
	'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i',
	'ј': 'j', 'ԁ': 'd', 'ɡ': 'g', 'ո': 'n',
	'α': 'a', 'β': 'b', 'ε': 'e', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o',
	'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x', 'ζ': 'z', 'η': 'n',
}

// isWord reports runes that belong to a word for the word-boundary test.
func isWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// needsBoundary reports whether a phrase that begins or ends with r must
// stop at a word boundary there. Scripts written without spaces between
// words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) have no boundary to
// find, so their phrases match anywhere.
func needsBoundary(r rune) bool {
	return isWord(r) && !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana,
		unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}
