package perplexity

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The model reads text as a sequence of symbols from a small alphabet:
// letters case-folded to a-z (Latin letters with diacritics lose them),
// all digits as one symbol, white space runs as one space, and
// punctuation in a few classes by how common it is in prose. Case is
// modelled apart (see caseContext) so that "camelCaseInsideWords" still
// costs something without doubling the alphabet.
const (
	symSpace  = 0
	symA      = 1 // 'a' .. 'z' are symA .. symA+25
	symDigit  = 27
	symPeriod = 28
	symComma  = 29
	symApos   = 30
	symQuote  = 31
	symQuest  = 32
	symExcl   = 33
	symColon  = 34 // ':' and ';'
	symParen  = 35 // '(' and ')'
	symDash   = 36 // '-' and dashes
	symCommon = 37 // / & % $ # @ + = * and the like
	symRare   = 38 // { } [ ] < > \ | ^ ~ _ ` and other symbols
	alphabet  = 39

	// skip marks a rune the model does not score: letters of other
	// scripts, emoji, and everything in a skipped region (URLs, code,
	// encoded blobs). A skip breaks the context.
	skip = 0xff
)

// sym is one symbol and the byte offset of the rune it came from.
type sym struct {
	c     uint8
	upper bool
	off   int32
}

// latinFold maps Latin letters with diacritics (U+00C0-U+024F and
// U+1E00-U+1EFF) to their base letter, lower-cased; zero means not a
// foldable letter.
var latinFold = func() map[rune]rune {
	m := map[rune]rune{}
	add := func(lo, hi rune) {
		for r := lo; r <= hi; r++ {
			if !unicode.IsLetter(r) {
				continue
			}
			d := []rune(norm.NFD.String(string(r)))
			if b := unicode.ToLower(d[0]); 'a' <= b && b <= 'z' {
				m[r] = b
			}
		}
	}
	add(0xc0, 0x24f)
	add(0x1e00, 0x1eff)
	m['ß'], m['æ'], m['Æ'], m['ø'], m['Ø'], m['œ'], m['Œ'] = 's', 'a', 'a', 'o', 'o', 'o', 'o'
	return m
}()

// classify maps one rune to its symbol. ok is false for runes the model
// skips.
func classify(r rune) (c uint8, upper, ok bool) {
	switch {
	case 'a' <= r && r <= 'z':
		return uint8(symA + r - 'a'), false, true
	case 'A' <= r && r <= 'Z':
		return uint8(symA + r - 'A'), true, true
	case '0' <= r && r <= '9':
		return symDigit, false, true
	}
	switch r {
	case ' ', '\t', '\n', '\r', '\v', '\f', 0xa0:
		return symSpace, false, true
	case '.', '…':
		return symPeriod, false, true
	case ',':
		return symComma, false, true
	case '\'', '’', '‘':
		return symApos, false, true
	case '"', '“', '”', '«', '»':
		return symQuote, false, true
	case '?':
		return symQuest, false, true
	case '!':
		return symExcl, false, true
	case ':', ';':
		return symColon, false, true
	case '(', ')':
		return symParen, false, true
	case '-', '–', '—':
		return symDash, false, true
	case '/', '&', '%', '$', '#', '@', '+', '=', '*', '€', '£':
		return symCommon, false, true
	case '{', '}', '[', ']', '<', '>', '\\', '|', '^', '~', '_', '`':
		return symRare, false, true
	}
	if b, found := latinFold[r]; found {
		return uint8(symA + b - 'a'), unicode.IsUpper(r), true
	}
	if unicode.IsSpace(r) {
		return symSpace, false, true
	}
	if unicode.IsPunct(r) && r < 0x2e80 {
		return symRare, false, true
	}
	// Letters and digits of other scripts, CJK punctuation, emoji and
	// other symbols: out of the model's alphabet, not evidence of
	// gibberish.
	return 0, false, false
}

// symbolize turns text into symbols, skipping runes out of the alphabet
// and whole regions that are legitimately unlike prose (see skipRegions).
// White space runs collapse to one space.
func symbolize(text string, dst []sym) []sym {
	dst = dst[:0]
	regions := skipRegions(text)
	ri := 0
	for i := 0; i < len(text); {
		for ri < len(regions) && regions[ri][1] <= i {
			ri++
		}
		if ri < len(regions) && regions[ri][0] <= i {
			if n := len(dst); n > 0 && dst[n-1].c == symSpace {
				dst = dst[:n-1]
			}
			if n := len(dst); n == 0 || dst[n-1].c != skip {
				dst = append(dst, sym{c: skip, off: int32(i)})
			}
			i = regions[ri][1]
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		c, up, ok := classify(r)
		// A skip acts as a word boundary: spaces around it are dropped, so
		// the context after a skip is the all-spaces context of a word
		// start, as at the start of a text.
		switch {
		case !ok:
			c = skip
			if n := len(dst); n > 0 && dst[n-1].c == skip {
				i += size
				continue
			} else if n > 0 && dst[n-1].c == symSpace {
				dst = dst[:n-1]
			}
		case c == symSpace:
			if n := len(dst); n == 0 || dst[n-1].c == symSpace || dst[n-1].c == skip {
				i += size
				continue
			}
		}
		dst = append(dst, sym{c: c, upper: up, off: int32(i)})
		i += size
	}
	return dst
}

// skipRegions returns the byte ranges of text that are not English prose
// and must not be scored: fenced code blocks, lines that look like code in
// a multi-line text, inline code in backticks, bracketed data (JSON-like
// objects and arrays, short tags such as "[a]" or "[/b]"), URLs, e-mail
// addresses, markup tags, long tokens mixing letters and digits (keys,
// hashes, base64), and sentences in other Latin-script languages. Ranges
// are sorted and disjoint.
func skipRegions(text string) [][2]int {
	var out [][2]int
	add := func(a, b int) { out = append(out, [2]int{a, b}) }
	multiLine := strings.Count(text, "\n") >= 2
	inFence := false
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start + 1
		}
		line := text[start:end]
		trimmed := strings.TrimSpace(line)
		fence := strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")
		if fence || inFence || multiLine && looksLikeCode(line, trimmed) {
			add(start, end)
		} else {
			skipTokens(text, start, end, add)
			skipMarkup(text, start, end, add)
			skipInlineCode(text, start, end, add)
			skipForeignSentences(text, start, end, add)
		}
		if fence {
			inFence = !inFence
		}
		start = end
	}
	skipBracketData(text, add)
	if len(out) < 2 {
		return out
	}
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	merged := out[:1]
	for _, r := range out[1:] {
		last := &merged[len(merged)-1]
		if r[0] <= last[1] {
			last[1] = max(last[1], r[1])
			continue
		}
		merged = append(merged, r)
	}
	return merged
}

// skipInlineCode adds `code spans` of one line.
func skipInlineCode(text string, start, end int, add func(a, b int)) {
	for i := start; i < end; i++ {
		if text[i] != '`' {
			continue
		}
		j := strings.IndexByte(text[i+1:end], '`')
		if j < 0 {
			return
		}
		add(i, i+j+2)
		i += j + 1
	}
}

// skipBracketData adds balanced {...} and [...] groups that hold data
// (a quote and a ',' ':' or '=' inside, as in {'name': 'x'} or ["a", "b"])
// and short tags such as [a], [b1] or [/c]. An optimiser's suffix has
// brackets too, but rarely balanced around quoted key-value pairs.
func skipBracketData(text string, add func(a, b int)) {
	var stack []int
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '{', '[':
			stack = append(stack, i)
		case '}', ']':
			n := len(stack)
			if n == 0 || text[stack[n-1]] != map[byte]byte{'}': '{', ']': '['}[c] {
				stack = stack[:0]
				continue
			}
			open := stack[n-1]
			stack = stack[:n-1]
			inner := text[open+1 : i]
			if isShortTag(inner) || len(inner) <= 4000 && strings.ContainsAny(inner, "\"'") && strings.ContainsAny(inner, ",:=") {
				add(open, i+1)
			}
		}
	}
}

func isShortTag(s string) bool {
	s = strings.TrimPrefix(s, "/")
	if len(s) == 0 || len(s) > 4 {
		return false
	}
	for k := 0; k < len(s); k++ {
		if c := s[k]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// skipForeignSentences adds one line, or the sentences of it, written in
// another Latin-script language (French, Spanish, German, Italian,
// Portuguese, Dutch): at least three function words of those languages
// that are not English words, and more than twice as many as English
// function words. An English character model finds such text improbable,
// but it is not gibberish.
func skipForeignSentences(text string, start, end int, add func(a, b int)) {
	type sentence struct{ start, end, foreign, english int }
	var sents [16]sentence
	list := sents[:0]
	cur := sentence{start: start}
	total := sentence{}
	for i := start; i < end; {
		c := text[i]
		if c == '.' || c == '!' || c == '?' {
			cur.end = i + 1
			list = append(list, cur)
			cur = sentence{start: i + 1}
			i++
			continue
		}
		if !isASCIILetter(c) && c < utf8.RuneSelf {
			i++
			continue
		}
		// One word: ASCII-lower-cased into a small buffer; words longer
		// than any function word are only skipped over.
		var buf [8]byte // the longest function word listed, "também", has seven bytes
		n, j := 0, i
		for j < end {
			r, size := utf8.DecodeRuneInString(text[j:])
			if !unicode.IsLetter(r) && r != '\'' {
				break
			}
			if n+size <= len(buf) {
				for k := 0; k < size; k++ {
					b := text[j+k]
					if 'A' <= b && b <= 'Z' {
						b += 'a' - 'A'
					}
					buf[n+k] = b
				}
			}
			n += size
			j += size
		}
		if n <= len(buf) {
			if w := buf[:n]; foreignWords[string(w)] {
				cur.foreign++
				total.foreign++
			} else if englishWords[string(w)] {
				cur.english++
				total.english++
			}
		}
		i = max(j, i+1)
	}
	cur.end = end
	list = append(list, cur)
	if isForeign(total.foreign, total.english) {
		add(start, end)
		return
	}
	for _, s := range list {
		if isForeign(s.foreign, s.english) {
			add(s.start, s.end)
		}
	}
}

func isForeign(foreign, english int) bool { return foreign >= 3 && foreign > 2*english }

var foreignWords, englishWords = wordSet(
	// French, Spanish, German, Italian, Portuguese and Dutch function words
	// that are not also English words.
	"le la les des du une et est pas que qui dans pour sur avec je tu il elle nous vous ils ce cette sont au aux ne "+
		"c'est n'est d'un d'une l'on qu'il j'ai "+
		"el los las del y en una es por para con se su al lo como pero más muy esta este está son yo "+
		"der die das und ist nicht ich du er sie wir ein eine zu mit dem den auf für von sich auch noch wie oder "+
		"il gli di che è della delle sono si ma anche questo questa "+
		"os da dos das em um uma não com mais também "+
		"het een en van dat niet op te zijn voor ik je wat ook",
	"the a an and or of to in on at by for with from is are was were be been it this that these those "+
		"i you he she we they not but if then so as which who what how why when where there here do does did "+
		"have has had will would can could should may might must")

func wordSet(foreign, english string) (map[string]bool, map[string]bool) {
	f, e := map[string]bool{}, map[string]bool{}
	for _, w := range strings.Fields(english) {
		e[w] = true
	}
	for _, w := range strings.Fields(foreign) {
		if !e[w] {
			f[w] = true
		}
	}
	return f, e
}

// codeStarts are line openings that mark source code or shell.
var codeStarts = []string{
	"def ", "func ", "class ", "import ", "from ", "return ", "package ", "#include", "#!", "var ", "let ",
	"const ", "public ", "private ", "static ", "if (", "for (", "while (", "} else", "print(", "console.",
	"select ", "SELECT ", "INSERT ", "UPDATE ", "CREATE ", "<div", "<span", "<?", "$ ", "//", "/*", "* ", "# ",
	"|", "+--", "<!", "<html", "<body", "<head", "<title",
}

// looksLikeCode judges one line of a multi-line text. A single-line text
// is never code by this test: an optimiser's suffix lives on the same
// line as the request it rides on, and it is full of brackets too.
func looksLikeCode(line, trimmed string) bool {
	if trimmed == "" {
		return false
	}
	if strings.HasPrefix(line, "    ") || strings.HasPrefix(line, "\t") {
		return true
	}
	for _, p := range codeStarts {
		if strings.HasPrefix(trimmed, p) {
			return true
		}
	}
	switch trimmed[len(trimmed)-1] {
	case '{', '}', ';', ')', ']':
		return true
	}
	return false
}

// skipTokens adds the URLs, e-mail addresses and long mixed tokens of
// text[start:end].
func skipTokens(text string, start, end int, add func(a, b int)) {
	i := start
	for i < end {
		for i < end && isSpaceByte(text[i]) {
			i++
		}
		j := i
		for j < end && !isSpaceByte(text[j]) {
			j++
		}
		if j > i && isSkippableToken(text[i:j]) {
			add(i, j)
		}
		i = j
	}
}

// skipMarkup adds the XML/HTML tags of one line, such as "<rule>",
// "</text>" or "<br/>", wherever they stand: markup, not prose.
func skipMarkup(text string, start, end int, add func(a, b int)) {
	for i := start; i < end; i++ {
		if text[i] != '<' {
			continue
		}
		j := i + 1
		if j < end && text[j] == '/' {
			j++
		}
		if j >= end || !isASCIILetter(text[j]) {
			continue
		}
		for j < end && (isASCIILetter(text[j]) || '0' <= text[j] && text[j] <= '9' || text[j] == '-' || text[j] == '_') {
			j++
		}
		if j < end && text[j] == '/' {
			j++
		}
		if j < end && text[j] == '>' {
			add(i, j+1)
			i = j
		}
	}
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isSkippableToken(t string) bool {
	if strings.Contains(t, "://") || strings.HasPrefix(t, "www.") {
		return true
	}
	if at := strings.IndexByte(t, '@'); at > 0 && strings.Contains(t[at:], ".") && !strings.ContainsAny(t, "{}[]()<>\\\"'`") {
		return true
	}
	if len(t) < 20 {
		return false
	}
	letters, digits := 0, 0
	for k := 0; k < len(t); k++ {
		c := t[k]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			letters++
		case '0' <= c && c <= '9':
			digits++
		case c == '+' || c == '/' || c == '=' || c == '-' || c == '_' || c == '.' || c == ':':
		default:
			return false
		}
	}
	return letters > 0 && digits > 0
}
