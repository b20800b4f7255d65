package normalize

import (
	"slices"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// hiddenText is text decoded from invisible characters while folding.
type hiddenText struct {
	enc        Encoding
	text       string
	start, end int
}

// builder writes folded output and records where each output byte came
// from. One builder is reused across calls through the state pool.
type builder struct {
	in        string
	out       []byte
	anchors   []anchor
	delta     int // input minus output offset since the last anchor
	flags     Flags
	invisible int
	hidden    []hiddenText

	prev    rune // last visible rune seen, for joiner and emoji context
	flagSeq bool // inside an emoji subdivision flag (U+1F3F4 + tags)

	tagStart, tagEnd int // current run of decoded tag characters; tagStart < 0 when none
	tagBuf           []byte
	vsStart, vsEnd   int // current run of variation selectors; vsStart < 0 when none
	vsBuf            []byte

	docLatin           int8 // 0 unknown, 1 Latin letters dominate the input, -1 they do not
	wordStart, wordEnd int  // input span of the word whose homoglyph decision is cached
	wordFold           bool
}

func (b *builder) reset(s string) {
	b.in = s
	b.out = b.out[:0]
	b.anchors = b.anchors[:0]
	b.delta = 0
	b.flags = 0
	b.invisible = 0
	b.hidden = b.hidden[:0]
	b.prev = 0
	b.flagSeq = false
	b.tagStart, b.vsStart = -1, -1
	b.docLatin = 0
	b.wordStart, b.wordEnd = 0, 0
}

// resetJoin prepares a builder that only records output and anchors (the
// spaced-letter pass).
func (b *builder) resetJoin() {
	b.out = b.out[:0]
	b.anchors = b.anchors[:0]
	b.delta = 0
}

func (b *builder) anchorAt(in int) {
	if in-len(b.out) != b.delta {
		b.anchors = append(b.anchors, anchor{out: int32(len(b.out)), in: int32(in)})
		b.delta = in - len(b.out)
	}
}

func (b *builder) emitByte(c byte, in int) {
	b.anchorAt(in)
	b.out = append(b.out, c)
}

func (b *builder) emitRune(r rune, in int) {
	b.anchorAt(in)
	b.out = utf8.AppendRune(b.out, r)
}

// fold runs the first pass over b.in. Text that is already in NFKC form
// (almost all of it, in practice) is folded rune by rune; other segments go
// through the NFKC iterator, and every rune of a segment's output maps to
// the segment's start in the input.
func (b *builder) fold() {
	s := b.in
	pos := 0
	for pos < len(s) {
		q := pos + norm.NFKC.QuickSpanString(s[pos:])
		b.foldRange(pos, q)
		pos = q
		if pos >= len(s) {
			break
		}
		var it norm.Iter
		it.InitString(norm.NFKC, s[pos:])
		seg := it.Next()
		n := it.Pos()
		if n <= 0 { // the iterator always advances; guard the loop anyway
			n = 1
		}
		b.foldSegment(seg, pos, pos+n)
		pos += n
	}
	b.endRuns()
}

func (b *builder) foldRange(pos, end int) {
	s := b.in
	for i := pos; i < end; {
		if c := s[i]; c < utf8.RuneSelf {
			if b.tagStart >= 0 || b.vsStart >= 0 {
				b.endRuns()
			}
			if j := b.copyASCII(i, end); j > i {
				i = j
				continue
			}
			b.foldASCII(c, i)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:end])
		b.foldRune(r, i, i+size)
		i += size
	}
}

// foldSegment folds the NFKC form seg of the input span [in0, in1).
func (b *builder) foldSegment(seg []byte, in0, in1 int) {
	if string(seg) == b.in[in0:in1] {
		b.foldRange(in0, in1)
		return
	}
	for i := 0; i < len(seg); {
		r, size := utf8.DecodeRune(seg[i:])
		if r < utf8.RuneSelf && (isASCIILetter(byte(r)) || '0' <= r && r <= '9') {
			// A non-ASCII compatibility form (fullwidth, mathematical,
			// circled) became an ASCII letter or digit.
			b.flags |= HadCompat
		}
		if r < utf8.RuneSelf {
			if b.tagStart >= 0 || b.vsStart >= 0 {
				b.endRuns()
			}
			b.foldASCII(byte(r), in0)
		} else {
			b.foldRune(r, in0, in1)
		}
		i += size
	}
}

// asciiFold is what an ASCII byte folds to: lower case, other spacing
// than line breaks to a space, or 0 for the other C0 controls and DEL,
// which carry no text.
var asciiFold = func() (t [utf8.RuneSelf]byte) {
	for c := range utf8.RuneSelf {
		switch {
		case 'A' <= c && c <= 'Z':
			t[c] = byte(c) + 'a' - 'A'
		case c == '\n' || c >= ' ' && c != 0x7f:
			t[c] = byte(c)
		case c == '\t' || c == '\r' || c == '\v' || c == '\f':
			t[c] = ' '
		}
	}
	return t
}()

// copyASCII folds the run of kept ASCII bytes from b.in[i:end] in bulk, as
// foldASCII would one by one (byte for byte, so without anchors), and
// returns where it stopped.
func (b *builder) copyASCII(i, end int) int {
	s := b.in
	j := i
	for j < end && s[j] < utf8.RuneSelf && asciiFold[s[j]] != 0 {
		j++
	}
	if j == i {
		return i
	}
	b.anchorAt(i)
	n := len(b.out)
	b.out = slices.Grow(b.out, j-i)[:n+j-i]
	out := b.out[n:]
	for k, c := range []byte(s[i:j]) {
		out[k] = asciiFold[c]
	}
	b.prev = rune(s[j-1])
	b.flagSeq = false
	return j
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func (b *builder) foldASCII(c byte, in int) {
	b.prev = rune(c)
	b.flagSeq = false
	if f := asciiFold[c]; f != 0 {
		b.emitByte(f, in)
		return
	}
	b.invisible++
	b.flags |= HadInvisible
}

// endRuns closes pending runs of tag characters and variation selectors.
func (b *builder) endRuns() {
	if b.tagStart >= 0 {
		b.emitByte(' ', b.tagEnd)
		b.hidden = append(b.hidden, hiddenText{enc: UnicodeTags, text: string(b.tagBuf), start: b.tagStart, end: b.tagEnd})
		b.flags |= HadTagChars
		b.tagStart = -1
	}
	if b.vsStart >= 0 {
		n := len(b.vsBuf)
		// A single selector picks emoji or text presentation (and keycaps
		// such as "1️⃣" follow an ASCII digit): that is ordinary text.
		if n >= 2 {
			b.invisible += n
			b.flags |= HadInvisible
			if n >= 4 && readable(b.vsBuf) {
				b.hidden = append(b.hidden, hiddenText{enc: VariationSelectors, text: string(b.vsBuf), start: b.vsStart, end: b.vsEnd})
			}
		}
		b.vsStart = -1
	}
}

// foldRune folds one non-ASCII rune (already in NFKC form) that came from
// the input span [in0, in1).
func (b *builder) foldRune(r rune, in0, in1 int) {
	isTag := r >= 0xE0000 && r <= 0xE007F
	isVS := r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF
	if b.tagStart >= 0 && !isTag || b.vsStart >= 0 && !isVS {
		b.endRuns()
	}
	switch {
	case isTag:
		b.tag(r, in0, in1)
		return
	case isVS:
		if b.vsStart < 0 {
			b.vsStart = in0
			b.vsBuf = b.vsBuf[:0]
		}
		b.vsEnd = in1
		// Selectors can smuggle bytes: U+FE00–FE0F carry 0–15, U+E0100–E01EF 16–255.
		if r <= 0xFE0F {
			b.vsBuf = append(b.vsBuf, byte(r-0xFE00))
		} else {
			b.vsBuf = append(b.vsBuf, byte(r-0xE0100+16))
		}
		return
	case r == utf8.RuneError && in1-in0 == 1:
		return // an invalid byte carries no text
	case isZeroWidth(r):
		legit := r == 0xFEFF && in0 == 0 || // byte-order mark
			(r == 0x200C || r == 0x200D) && b.prev >= utf8.RuneSelf // joiners in emoji and Indic or Arabic words
		if !legit {
			b.invisible++
			b.flags |= HadInvisible
		}
		return
	case r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069:
		b.flags |= HadBidi
		return
	case r == 0x200E || r == 0x200F || r == 0x061C:
		return // directional marks are ordinary in right-to-left text
	case r >= 0x064B && r <= 0x0652 || r == 0x0670 || r == 0x0640:
		// Arabic short vowels, shadda, sukun and tatweel are written or
		// left out at will ("المطوّر", "المطور"): like Latin diacritics,
		// they are folded away.
		return
	case unicode.IsSpace(r):
		if r == 0x2028 || r == 0x2029 || r == 0x85 {
			b.emitByte('\n', in0)
		} else {
			b.emitByte(' ', in0)
		}
		b.prev = ' '
		b.flagSeq = false
		return
	case unicode.Is(unicode.Cc, r):
		b.invisible++
		b.flags |= HadInvisible
		return
	case unicode.Is(unicode.Cf, r):
		if r >= 0xFFF9 && r <= 0xFFFB { // interlinear annotations hide text
			b.invisible++
			b.flags |= HadInvisible
		}
		return
	}
	b.prev = r
	b.flagSeq = r == 0x1F3F4
	if c, ok := confusable(r); ok && b.foldWordAt(in0) {
		b.flags |= HadHomoglyphs
		b.emitByte(c, in0)
		return
	}
	lr := unicode.ToLower(r)
	if lr < utf8.RuneSelf {
		b.emitByte(byte(lr), in0)
		return
	}
	if c := latinBase(lr); c != 0 {
		b.emitByte(c, in0)
		return
	}
	b.emitRune(lr, in0)
}

// tag decodes a Unicode tag character. Tags spell ASCII (U+E0041 is a
// hidden "A"), which is an injection vector: the hidden text is decoded into
// the output, set apart by spaces, and kept as a variant. Tags that follow
// U+1F3F4 form emoji subdivision flags and are dropped silently.
func (b *builder) tag(r rune, in0, in1 int) {
	if b.flagSeq {
		if r == 0xE007F { // cancel tag ends the flag
			b.flagSeq = false
		}
		return
	}
	if r < 0xE0020 || r > 0xE007E { // language tag, cancel tag: no text
		return
	}
	c := byte(r - 0xE0000)
	if b.tagStart < 0 {
		b.tagStart = in0
		b.tagBuf = b.tagBuf[:0]
		b.emitByte(' ', in0)
	}
	b.tagEnd = in1
	b.tagBuf = append(b.tagBuf, c)
	prev := b.prev
	b.foldASCII(c, in0)
	b.prev = prev // hidden text is not context for what is visible
}

// isZeroWidth reports characters that render as nothing and have no place
// inside words.
func isZeroWidth(r rune) bool {
	switch {
	case r >= 0x200B && r <= 0x200D, r >= 0x2060 && r <= 0x2064, r >= 0x206A && r <= 0x206F,
		r >= 0x1BCA0 && r <= 0x1BCA3, r >= 0x1D173 && r <= 0x1D17A:
		return true
	}
	switch r {
	case 0x00AD, 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF, 0xFFA0:
		return true
	}
	return false
}

// foldWordAt decides whether lookalike letters in the input word around
// offset in are folded to Latin. A word is folded when every letter in it
// is Latin or a lookalike, and either it mixes scripts ("іgnore" with a
// Cyrillic і) or Latin letters dominate the whole input. So Russian or
// Greek prose stays as it is, while a disguised English word does not.
func (b *builder) foldWordAt(in int) bool {
	if in >= b.wordStart && in < b.wordEnd {
		return b.wordFold
	}
	s := b.in
	const maxWord = 64
	start := in
	for start > 0 && in-start < maxWord {
		r, size := utf8.DecodeLastRuneInString(s[:start])
		if !isWordRune(r) {
			break
		}
		start -= size
	}
	end := in
	for end < len(s) && end-in < maxWord {
		r, size := utf8.DecodeRuneInString(s[end:])
		if !isWordRune(r) {
			break
		}
		end += size
	}
	hasLatin, foldable := false, true
	for _, r := range s[start:end] {
		switch {
		case isLatinLike(r):
			hasLatin = true
		case !unicode.IsLetter(r):
		default:
			if _, ok := confusable(r); !ok {
				foldable = false
			}
		}
	}
	b.wordStart, b.wordEnd = start, end
	b.wordFold = foldable && (hasLatin || b.latinDominates())
	return b.wordFold
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || isZeroWidth(r)
}

// isLatinLike reports Latin letters, including the compatibility forms NFKC
// folds to them (fullwidth, mathematical alphanumerics).
func isLatinLike(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIILetter(byte(r))
	}
	if _, ok := confusable(r); ok {
		return false
	}
	return unicode.Is(unicode.Latin, r) || r >= 0xFF21 && r <= 0xFF5A || r >= 0x1D400 && r <= 0x1D7FF
}

// latinDominates reports whether the input has more Latin letters than
// letters of the scripts lookalikes come from. It is computed once per input,
// and only when a lookalike is met.
func (b *builder) latinDominates() bool {
	if b.docLatin == 0 {
		latin, other := 0, 0
		for _, r := range b.in {
			switch {
			case isLatinLike(r):
				latin++
			case r >= 0x370 && r <= 0x58F || r >= 0x13A0 && r <= 0x13FF || r >= 0xAB70 && r <= 0xABBF:
				// Greek, Cyrillic, Armenian, Cherokee
				if unicode.IsLetter(r) {
					other++
				}
			}
		}
		b.docLatin = -1
		if latin > other {
			b.docLatin = 1
		}
	}
	return b.docLatin > 0
}
