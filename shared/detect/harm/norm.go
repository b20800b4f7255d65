package harm

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// Tokens and proximity across scripts.
//
// Spaced scripts (Latin, Cyrillic, Greek, Arabic, Devanagari, Bengali,
// Hangul, ...) are split into words as in English. Scripts written without
// spaces between words (Han, kana, Thai, Lao, Khmer, Myanmar) have no word
// boundaries to find, so each of their characters is a token of its own and
// a lexicon phrase in such a script is compiled into the same one-character
// tokens: "炸弹" is the two tokens 炸 and 弹, matched in a row by the same
// one-pass matcher, so it is found anywhere inside a run of text.
//
// Distances (an action within six words of a term, a target within two
// words of a verb) are measured in units, not tokens: a spaced word is
// unitWord wide, a Han or kana character half a word (Chinese and Japanese
// words average about two characters), a Thai-like character a quarter
// (Thai words average about four code points with their vowel and tone
// marks). Windows written in words therefore cover about twice as many
// Han characters and four times as many Thai code points.
const (
	unitWord = 4
	unitHan  = 2
	unitThai = 1
)

// tokenize splits text into lower-cased, folded words (see fold) with the
// byte spans of the original text. Apostrophes, hyphens and "&" stay inside
// a word ("i'm", "self-harm", "d&d"); marks (Devanagari vowel signs, Thai
// tone marks) are word characters.
func tokenize(text string) []token {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return tokenizeUnicode(text)
		}
	}
	return tokenizeASCII(text)
}

// tokenizeASCII is the fast path for ASCII text: letters are lower-cased in
// place, so a token is a substring and byte offsets are the text's.
func tokenizeASCII(text string) []token {
	lower := asciiLower(text)
	toks := make([]token, 0, len(text)/5+1)
	i := 0
	for i < len(lower) {
		c := lower[i]
		if !isASCIIWord(c) {
			if len(toks) > 0 {
				toks[len(toks)-1].mark(rune(c))
			}
			i++
			continue
		}
		start := i
		for i < len(lower) {
			c := lower[i]
			if isASCIIWord(c) || (c == '\'' || c == '-' || c == '&') && i+1 < len(lower) && isASCIIWord(lower[i+1]) {
				if c == '\'' && elision[lower[start:i]] {
					break
				}
				i++
				continue
			}
			break
		}
		toks = append(toks, token{s: lower[start:i], start: start, end: i, pos: int32(len(toks) * unitWord)})
		if i < len(lower) && lower[i] == '\'' && elision[lower[start:i]] {
			i++ // "l'arme" is "l" and "arme", with no break between
		}
	}
	return toks
}

// mark records the punctuation r that follows the token.
func (t *token) mark(r rune) {
	switch r {
	case ' ', '\t', '\r', '\u00a0', '\u3000', '\u200b':
	case '.', '!', '?', ';', '\n', '。', '؟', '؛', '।', '॥', '۔', '｡':
		t.brk, t.stop = true, true
	default:
		if !unicode.IsSpace(r) {
			t.brk = true
		}
	}
}

func isASCIIWord(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || 'A' <= c && c <= 'Z'
}

// tokenizeUnicode tokenizes text with non-ASCII characters. Tokens are
// slices of one folded copy of the text; their spans are the original's.
func tokenizeUnicode(text string) []token {
	buf := make([]byte, 0, len(text)+8)
	toks := make([]token, 0, len(text)/4+1)
	// ns is where the open word starts in buf, -1 when none is open.
	ns, start, pos := -1, 0, int32(0)
	var spans [][2]int
	closeWord := func(end int) {
		if ns < 0 {
			return
		}
		toks = append(toks, token{start: start, end: end, pos: pos})
		spans = append(spans, [2]int{ns, len(buf)})
		pos += unitWord
		ns = -1
	}
	var tmp [2]rune
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		fr := fold(r, tmp[:0])
		if len(fr) == 0 { // dropped: diacritics, tatweel, joiners
			i += n
			continue
		}
		c := fr[0]
		switch {
		case unspaced(c) != 0:
			closeWord(i)
			toks = append(toks, token{start: i, end: i + n, pos: pos})
			spans = append(spans, [2]int{len(buf), len(buf)})
			for _, x := range fr {
				buf = utf8.AppendRune(buf, x)
			}
			spans[len(spans)-1][1] = len(buf)
			pos += int32(unspaced(c))
		case isWordRune(c):
			if ns < 0 {
				ns, start = len(buf), i
			}
			for _, x := range fr {
				buf = utf8.AppendRune(buf, x)
			}
		case c == '\'' && ns >= 0 && elision[string(buf[ns:])]:
			closeWord(i) // "l'arme", "dell'arma", "j'ai": the article is a word of its own
		case (c == '\'' || c == '-' || c == '&') && ns >= 0 && i+n < len(text) && nextIsWord(text[i+n:]):
			buf = append(buf, byte(c))
		default:
			closeWord(i)
			if len(toks) > 0 {
				toks[len(toks)-1].mark(c)
			}
		}
		i += n
	}
	closeWord(len(text))
	s := string(buf)
	for k := range toks {
		toks[k].s = s[spans[k][0]:spans[k][1]]
	}
	return toks
}

// elision holds the French and Italian words written joined to the next by
// an apostrophe ("l'arme", "qu'il", "dell'arma"); they are split off.
var elision = map[string]bool{
	"l": true, "d": true, "j": true, "qu": true, "n": true, "s": true, "c": true, "m": true, "t": true,
	"lorsqu": true, "puisqu": true, "jusqu": true, "quoiqu": true,
	"dell": true, "dall": true, "nell": true, "sull": true, "all": true, "coll": true, "un": true,
	"quest": true, "quell": true, "nessun": true, "tutt": true, "po": true,
}

func nextIsWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	var tmp [2]rune
	fr := fold(r, tmp[:0])
	return len(fr) > 0 && unspaced(fr[0]) == 0 && isWordRune(fr[0])
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || 'A' <= r && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// unspaced returns the width in units of a character of a script written
// without spaces between words, or 0 for other characters.
func unspaced(r rune) int {
	switch {
	case r < 0x0e00:
		return 0
	case r <= 0x0eff, 0x1000 <= r && r <= 0x109f, 0x1780 <= r && r <= 0x17ff: // Thai, Lao, Myanmar, Khmer
		if unicode.IsLetter(r) || unicode.IsMark(r) {
			return unitThai
		}
	case 0x3040 <= r && r <= 0x30ff, 0x31f0 <= r && r <= 0x31ff, // kana
		0x3400 <= r && r <= 0x4dbf, 0x4e00 <= r && r <= 0x9fff, 0xf900 <= r && r <= 0xfaff, 0x20000 <= r && r <= 0x3ffff: // Han
		if r != 0x30fb { // katakana middle dot is punctuation
			return unitHan
		}
	}
	return 0
}

// fold appends the normal form of r to dst: lower case; full- and
// half-width forms folded (NFKC width); Latin letters without their
// diacritics ("é" → "e", "ệ" → "e", "ı" → "i", "ß" → "ss"), so accented and
// unaccented spellings meet; combining diacritics, Arabic short vowels and
// tatweel, and zero-width joiners dropped; Arabic alef and yeh variants
// unified; Devanagari and Bengali nukta and chandrabindu dropped or
// unified; Cyrillic "ё" → "е"; traditional Chinese characters of the
// lexicon folded to their simplified form (tradToSimp).
func fold(r rune, dst []rune) []rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return append(dst, r)
	}
	switch {
	case 0x0300 <= r && r <= 0x036f, r == 0x0640, 0x064b <= r && r <= 0x065f, r == 0x0670,
		r == 0x200c, r == 0x200d, r == 0x00ad, r == 0xfeff:
		return dst
	case r < 0x0250 || 0x1e00 <= r && r <= 0x1eff:
		if f, ok := latinFold[r]; ok {
			return append(dst, f...)
		}
		return append(dst, unicode.ToLower(r))
	case r == 0x093c || r == 0x09bc || r == 0x0981: // nukta; Bengali chandrabindu
		return dst
	case r == 0x0901: // Devanagari chandrabindu, written for anusvara or not
		return append(dst, 0x0902)
	case 0x0958 <= r && r <= 0x095f, 0x09dc <= r && r <= 0x09df:
		if f, ok := nuktaFold[r]; ok {
			return append(dst, f)
		}
	case r == 0x0623 || r == 0x0625 || r == 0x0622 || r == 0x0671:
		return append(dst, 0x0627)
	case r == 0x0649:
		return append(dst, 0x064a)
	case r == 'ё' || r == 'Ё':
		return append(dst, 'е')
	case r == '\u2019' || r == '\u2018' || r == '\u02bc':
		return append(dst, '\'')
	case 0xff01 <= r && r <= 0xffef:
		if f := width.LookupRune(r).Folded(); f != 0 {
			return fold(f, dst)
		}
	case 0x3400 <= r && r <= 0x9fff:
		if f, ok := tradToSimp[r]; ok {
			return append(dst, f)
		}
		return append(dst, r)
	}
	return append(dst, unicode.ToLower(r))
}

// nuktaFold maps the Devanagari and Bengali letters with a nukta to the
// letter without it, as the nukta sign itself is dropped: the precomposed
// and the decomposed "ḍa" both become "ड", and a nukta left out still
// matches.
var nuktaFold = map[rune]rune{
	'\u0958': '\u0915', '\u0959': '\u0916', '\u095a': '\u0917', '\u095b': '\u091c',
	'\u095c': '\u0921', '\u095d': '\u0922', '\u095e': '\u092b', '\u095f': '\u092f',
	'\u09dc': '\u09a1', '\u09dd': '\u09a2', '\u09df': '\u09af',
}

// latinFold maps the accented and special Latin letters to lower-case
// letters without diacritics; built once from Unicode's decompositions.
var latinFold = func() map[rune][]rune {
	m := map[rune][]rune{'ß': {'s', 's'}, 'ẞ': {'s', 's'}, 'ı': {'i'}, 'İ': {'i'}, 'đ': {'d'}, 'Đ': {'d'},
		'ø': {'o'}, 'Ø': {'o'}, 'ł': {'l'}, 'Ł': {'l'}, 'æ': {'a', 'e'}, 'Æ': {'a', 'e'}, 'œ': {'o', 'e'}, 'Œ': {'o', 'e'}}
	add := func(lo, hi rune) {
		for r := lo; r <= hi; r++ {
			if _, ok := m[r]; ok || !unicode.IsLetter(r) {
				continue
			}
			d := []rune(norm.NFD.String(string(unicode.ToLower(r))))
			if len(d) > 1 && d[0] < 0x0250 {
				m[r] = []rune{d[0]}
			} else if l := unicode.ToLower(r); l != r {
				m[r] = []rune{l}
			}
		}
	}
	add(0x00c0, 0x024f)
	add(0x1e00, 0x1eff)
	return m
}()
