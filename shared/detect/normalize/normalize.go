// Package normalize turns hostile text into canonical forms that detectors
// can match with plain patterns.
//
// Normalize applies, in one pass over the input: Unicode NFKC (fullwidth,
// mathematical and other compatibility letters become ASCII), lower-casing,
// removal of Latin diacritics, folding of lookalike letters from other
// scripts (Cyrillic, Greek, Armenian, Cherokee, small capitals; see
// confusables.go), removal of zero-width characters, bidi controls and
// variation selectors, and decoding of Unicode tag characters
// (U+E0020–U+E007E) into the ASCII text they hide. A second pass joins
// spaced-out letters ("i g n o r e  a l l" becomes "ignore all").
//
// It then decodes embedded base64, hex, URL-encoded (%xx), ROT13 and
// leetspeak segments, plus bytes smuggled in variation selectors, into extra
// Variants to scan. Decoding nests at most MaxDepth levels and yields at most
// MaxVariants variants, so the work on adversarial input stays linear in its
// length.
//
// Result.Span maps a byte span of Result.Text back to the original input, so
// that a finding on the folded text can point at what the user sent.
//
// Normalize is safe for concurrent use; it keeps no state between calls
// except pooled scratch buffers.
package normalize

import (
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// Limits that bound the work on adversarial input.
const (
	// MaxVariants caps the decoded variants of one input, nested ones included.
	MaxVariants = 16
	// MaxDepth is how deep decoding nests: a base64 payload inside a
	// base64 payload is decoded (depth 2), a third layer is not.
	MaxDepth = 2
	// maxDecodedBytes caps the bytes decoded from one input at every depth
	// together, so that a text made of nested encodings cannot multiply work.
	maxDecodedBytes = 1 << 16
)

// Encoding says how a Variant was hidden in the text.
type Encoding uint8

// The encodings Normalize decodes.
const (
	Base64 Encoding = iota + 1
	Hex
	URL
	ROT13
	Leet
	UnicodeTags
	VariationSelectors
)

var encodingNames = [...]string{"unknown", "base64", "hex", "url", "rot13", "leetspeak", "unicode_tags", "variation_selectors"}

// String returns the encoding's snake-case name ("base64", "unicode_tags").
func (e Encoding) String() string {
	if int(e) < len(encodingNames) {
		return encodingNames[e]
	}
	return encodingNames[0]
}

// Flags records which tricks Normalize found in the text.
type Flags uint16

// The flags of a Result. Their names (Flags.Names) are the snake-case forms
// shown in comments.
const (
	// HadInvisible: zero-width characters, soft hyphens, stray variation
	// selectors or other invisible format characters were removed
	// (had_invisible). Joiners inside emoji and Indic or Arabic script words
	// and a leading byte-order mark are legitimate and do not count.
	HadInvisible Flags = 1 << iota
	// HadBidi: bidirectional embedding, override or isolate controls were
	// removed (had_bidi).
	HadBidi
	// HadTagChars: Unicode tag characters spelled hidden ASCII text, which
	// was decoded into Text (had_tag_chars). Tags inside emoji flag
	// sequences do not count.
	HadTagChars
	// HadHomoglyphs: letters from another script that look like Latin ones
	// were folded to Latin (had_homoglyphs).
	HadHomoglyphs
	// HadCompat: compatibility forms such as fullwidth or mathematical
	// letters were folded to ASCII by NFKC (had_compat).
	HadCompat
	// HadSpacedLetters: spaced-out letters were joined (had_spaced_letters).
	HadSpacedLetters
	// HadEncoded: a base64, hex, URL-encoded, ROT13 or variation-selector
	// segment decoded to readable text (had_encoded).
	HadEncoded
	// HadLeet: leetspeak words were decoded into a variant (had_leet).
	HadLeet
	// Truncated: a limit (MaxVariants, MaxDepth, decoded bytes) stopped
	// decoding before every candidate was tried (truncated).
	Truncated
)

var flagNames = [...]string{"had_invisible", "had_bidi", "had_tag_chars", "had_homoglyphs", "had_compat", "had_spaced_letters", "had_encoded", "had_leet", "truncated"}

// Has reports whether every flag in x is set.
func (f Flags) Has(x Flags) bool { return f&x == x }

// Names returns the snake-case names of the set flags, in declaration order.
func (f Flags) Names() []string {
	var out []string
	for i, n := range flagNames {
		if f&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// Variant is decoded text found inside the input.
type Variant struct {
	// Encoding is how the text was hidden.
	Encoding Encoding
	// Text is the decoded text, itself normalised (folded like Result.Text).
	Text string
	// Start and End are the byte span in the original input of the
	// segment that was decoded. Both are 0 for whole-text variants (ROT13,
	// leetspeak), which are Aligned instead.
	Start, End int
	// Aligned is true when Text has exactly the byte layout of Result.Text
	// (ROT13 and leetspeak substitute single bytes), so Result.Span maps a
	// span of Text to the original input precisely.
	Aligned bool
	// Depth is 1 for a segment decoded from the input, 2 for one decoded
	// from inside another variant (whose Start and End are those of the
	// outer segment).
	Depth int
}

// Result is the canonical form of a text.
type Result struct {
	// Text is the folded text: NFKC, lower case, without diacritics,
	// lookalikes folded to Latin, invisible characters removed, tag
	// characters decoded and spaced letters joined. Line breaks are kept;
	// other whitespace becomes a single space character each.
	Text string
	// Variants are the decoded segments, at most MaxVariants.
	Variants []Variant
	// Flags says which tricks were found.
	Flags Flags
	// Invisible counts the suspicious invisible characters removed.
	Invisible int

	orig   string
	fold   offsetMap // Text (before joining spaced letters) -> orig
	joined offsetMap // Text -> text before joining; empty when nothing was joined
}

// Span maps the byte span [start, end) of r.Text to the span of the original
// input it came from. Spans that cover only inserted characters map to an
// empty span at their position.
func (r *Result) Span(start, end int) (int, int) {
	if start < 0 {
		start = 0
	}
	if end > len(r.Text) {
		end = len(r.Text)
	}
	if start >= end {
		s := r.toOrig(start)
		return s, s
	}
	s := r.toOrig(start)
	e := r.toOrig(end - 1)
	// Extend the end over the whole original rune the last byte came from.
	if e < len(r.orig) {
		_, size := utf8.DecodeRuneInString(r.orig[e:])
		e += size
	}
	if e < s {
		e = s
	}
	return s, e
}

// TextSpan maps the byte span [start, end) of the original input to the
// span of r.Text that came from it: from the first byte of Text that maps
// at or after start to the first that maps after end, or at end and is a
// line break (text inserted at the end of the span, such as the space
// after decoded tag characters, belongs to it). For parts of a text
// joined by line breaks, each part's span of Text is what the part alone
// normalises to (FuzzTextSpan): so a caller normalises a conversation once
// and cuts it back into its messages.
func (r *Result) TextSpan(start, end int) (int, int) {
	s := sort.Search(len(r.Text), func(p int) bool { return r.toOrig(p) >= start })
	e := sort.Search(len(r.Text), func(p int) bool { return r.toOrig(p) >= end })
	for e < len(r.Text) && r.Text[e] != '\n' && r.toOrig(e) == end {
		e++
	}
	return s, max(s, e)
}

func (r *Result) toOrig(pos int) int {
	if r.joined.active {
		pos = r.joined.toInput(pos)
	}
	p := r.fold.toInput(pos)
	if p > len(r.orig) {
		p = len(r.orig)
	}
	// Never point inside a UTF-8 sequence of the original.
	for p > 0 && p < len(r.orig) && !utf8.RuneStart(r.orig[p]) {
		p--
	}
	return p
}

// Normalize returns the canonical form of s and the variants decoded from it.
func Normalize(s string) Result {
	st := statePool.Get().(*state)
	defer statePool.Put(st)
	st.budget = maxDecodedBytes
	st.variants = 0
	return st.normalize(s, 1)
}

// state is the scratch space of one Normalize call, pooled to keep calls
// allocation-light.
type state struct {
	b        builder
	join     builder
	scratch  []byte // decoded bytes before they become a variant
	budget   int    // decoded bytes still allowed
	variants int    // variants produced so far, nested ones included
}

var statePool = sync.Pool{New: func() any { return new(state) }}

// normalize folds s and decodes its variants at the given depth (1 for the
// caller's input).
func (st *state) normalize(s string, depth int) Result {
	b := &st.b
	b.reset(s)
	b.fold()
	res := Result{orig: s, Flags: b.flags, Invisible: b.invisible}
	res.fold.set(b.anchors)

	text := b.out
	j := &st.join
	j.resetJoin()
	if joinSpaced(text, j) {
		res.Flags |= HadSpacedLetters
		res.joined.set(j.anchors)
		text = j.out
	}
	res.Text = string(text)

	// Hidden texts found while folding (tag characters, variation
	// selectors) are decoded segments in their own right.
	hidden := b.hidden // copy out before recursion reuses the builder
	b.hidden = nil
	for _, h := range hidden {
		st.addVariant(&res, h.enc, h.text, h.start, h.end, depth)
	}
	b.hidden = hidden[:0]

	st.decodeSegments(&res, s, depth)
	st.addWholeTextVariants(&res, depth)
	return res
}

// addVariant normalises decoded text and appends it, with the variants
// nested inside it, to res.
func (st *state) addVariant(res *Result, enc Encoding, decoded string, start, end, depth int) {
	if st.variants >= MaxVariants {
		res.Flags |= Truncated
		return
	}
	st.variants++
	if enc != UnicodeTags {
		res.Flags |= HadEncoded
	}
	if depth >= MaxDepth {
		// Fold without decoding further: the nesting limit is reached.
		inner := st.foldOnly(decoded)
		res.Variants = append(res.Variants, Variant{Encoding: enc, Text: inner, Start: start, End: end, Depth: depth})
		if mayHideEncoding(decoded) {
			res.Flags |= Truncated
		}
		return
	}
	inner := st.normalize(decoded, depth+1)
	res.Variants = append(res.Variants, Variant{Encoding: enc, Text: inner.Text, Start: start, End: end, Depth: depth})
	res.Flags |= inner.Flags &^ (HadEncoded | Truncated)
	res.Flags |= inner.Flags & Truncated
	for _, v := range inner.Variants {
		v.Start, v.End, v.Aligned = start, end, false
		res.Variants = append(res.Variants, v)
		res.Flags |= HadEncoded
	}
}

// foldOnly folds s without joining spaced letters or decoding variants;
// it is the last nesting level.
func (st *state) foldOnly(s string) string {
	b := &st.b
	b.reset(s)
	b.fold()
	b.hidden = b.hidden[:0]
	return string(b.out)
}

// mayHideEncoding reports whether decoded text still looks like it holds an
// encoded payload, to flag that the nesting limit cut decoding short.
func mayHideEncoding(s string) bool {
	return strings.Contains(s, "%") || longestRun(s, isBase64Byte) >= minBase64Len
}
