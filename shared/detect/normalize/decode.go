package normalize

import (
	"encoding/base64"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Shortest segments worth decoding: shorter ones cannot hide an
// instruction and would decode plain words by accident.
const (
	minBase64Len = 20 // characters: 15 bytes of payload
	minHexLen    = 16 // hex digits: 8 bytes
	minEscapes   = 3  // %xx or \xHH escapes in one token
	minHexPairs  = 8  // space-separated hex pairs ("69 67 6e ...")
)

var spaceBytes = newByteSet(" \n\t\r\v\f")

func isSpaceByte(c byte) bool { return spaceBytes[c] }

func isHexByte(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}

func isBase64Byte(c byte) bool {
	return isASCIILetter(c) || '0' <= c && c <= '9' || c == '+' || c == '/' || c == '-' || c == '_' || c == '='
}

func hexVal(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// longestRun returns the length of the longest run of bytes in s that
// satisfy ok.
func longestRun(s string, ok func(byte) bool) int {
	best, cur := 0, 0
	for i := 0; i < len(s); i++ {
		if ok(s[i]) {
			cur++
			best = max(best, cur)
		} else {
			cur = 0
		}
	}
	return best
}

// decodeSegments finds encoded segments in the input s and adds the ones
// that decode to readable text as variants. Candidates are
// whitespace-separated tokens, trimmed of surrounding punctuation, and runs
// of space-separated hex pairs.
func (st *state) decodeSegments(res *Result, s string, depth int) {
	pairStart, pairEnd, pairs := 0, 0, 0
	for i := 0; i < len(s); {
		if isSpaceByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && !isSpaceByte(s[j]) {
			j++
		}
		if tok := s[i:j]; len(tok) == 2 && isHexByte(tok[0]) && isHexByte(tok[1]) {
			if pairs == 0 {
				pairStart = i
			}
			pairs++
			pairEnd = j
		} else {
			if pairs >= minHexPairs {
				st.decodeHexPairs(res, s, pairStart, pairEnd, depth)
			}
			pairs = 0
			st.decodeToken(res, s, i, j, depth)
		}
		i = j
	}
	if pairs >= minHexPairs {
		st.decodeHexPairs(res, s, pairStart, pairEnd, depth)
	}
}

func (st *state) decodeHexPairs(res *Result, s string, start, end, depth int) {
	buf := st.scratch[:0]
	for i := start; i+1 < end; {
		if isHexByte(s[i]) && isHexByte(s[i+1]) {
			buf = append(buf, hexVal(s[i])<<4|hexVal(s[i+1]))
			i += 2
			continue
		}
		i++
	}
	st.scratch = buf
	st.candidate(res, Hex, buf, start, end, depth)
}

// byteSet is a set of bytes, as a table: one load per test.
type byteSet [256]bool

func newByteSet(chars string) (s byteSet) {
	for i := 0; i < len(chars); i++ {
		s[chars[i]] = true
	}
	return s
}

// Punctuation trimmed from the start and the end of a token before decoding.
var (
	openPunct  = newByteSet("\"'`([{<,;:!?")
	closePunct = newByteSet("\"'`)]}>,;:!?.")
)

// decodeToken tries one token s[i:j] as URL-encoding, \x escapes, hex and
// base64, in that order.
func (st *state) decodeToken(res *Result, s string, i, j, depth int) {
	if j-i < minEscapes*3 {
		return // too short even before trimming
	}
	for i < j && openPunct[s[i]] {
		i++
	}
	for j > i && closePunct[s[j-1]] {
		j--
	}
	tok := s[i:j]
	if len(tok) < minEscapes*3 {
		return
	}
	buf := st.scratch[:0]
	switch {
	case strings.IndexByte(tok, '%') >= 0:
		n := 0
		for k := 0; k < len(tok); k++ {
			if tok[k] == '%' && k+2 < len(tok) && isHexByte(tok[k+1]) && isHexByte(tok[k+2]) {
				buf = append(buf, hexVal(tok[k+1])<<4|hexVal(tok[k+2]))
				k += 2
				n++
				continue
			}
			buf = append(buf, tok[k])
		}
		st.scratch = buf
		if n >= minEscapes {
			st.candidate(res, URL, buf, i, j, depth)
		}
	case strings.Contains(tok, `\x`):
		n := 0
		for k := 0; k < len(tok); k++ {
			if tok[k] == '\\' && k+3 < len(tok) && tok[k+1]|0x20 == 'x' && isHexByte(tok[k+2]) && isHexByte(tok[k+3]) {
				buf = append(buf, hexVal(tok[k+2])<<4|hexVal(tok[k+3]))
				k += 3
				n++
				continue
			}
			buf = append(buf, tok[k])
		}
		st.scratch = buf
		if n >= minEscapes {
			st.candidate(res, Hex, buf, i, j, depth)
		}
	case len(tok) >= minHexLen && len(tok)%2 == 0 && longestRun(tok, isHexByte) == len(tok):
		for k := 0; k+1 < len(tok); k += 2 {
			buf = append(buf, hexVal(tok[k])<<4|hexVal(tok[k+1]))
		}
		st.scratch = buf
		st.candidate(res, Hex, buf, i, j, depth)
	case len(tok) >= minBase64Len && longestRun(tok, isBase64Byte) == len(tok):
		body := strings.TrimRight(tok, "=")
		if strings.IndexByte(body, '=') >= 0 {
			return
		}
		enc := base64.RawStdEncoding
		if strings.ContainsAny(body, "-_") {
			if strings.ContainsAny(body, "+/") {
				return
			}
			enc = base64.RawURLEncoding
		}
		if len(body)%4 == 1 {
			body = body[:len(body)-1]
		}
		// The scratch holds the encoded body, then room for the decoded bytes.
		buf = append(buf, body...)
		buf = append(buf, make([]byte, enc.DecodedLen(len(body)))...)
		n, err := enc.Decode(buf[len(body):], buf[:len(body)])
		st.scratch = buf
		if err != nil {
			return
		}
		st.candidate(res, Base64, buf[len(body):len(body)+n], i, j, depth)
	}
}

// candidate adds decoded bytes as a variant when they read as text and the
// decoding budget allows.
func (st *state) candidate(res *Result, enc Encoding, decoded []byte, start, end, depth int) {
	if st.budget < len(decoded) || st.variants >= MaxVariants {
		res.Flags |= Truncated
		return
	}
	st.budget -= len(decoded)
	if readable(decoded) {
		st.addVariant(res, enc, string(decoded), start, end, depth)
	}
}

// readable reports whether decoded bytes are text rather than binary: valid
// UTF-8, at least four letters, letters at least 40% of the characters and
// at most 10% unprintable ones.
func readable(b []byte) bool {
	if len(b) < 6 || !utf8.Valid(b) {
		return false
	}
	letters, bad, total := 0, 0, 0
	for _, r := range string(b) {
		total++
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == '\n' || r == '\t' || r == '\r' || unicode.IsPrint(r):
		default:
			bad++
		}
	}
	return letters >= 4 && bad*10 <= total && letters*5 >= total*2
}

// addWholeTextVariants adds the ROT13 and leetspeak readings of res.Text
// when they look meant. Both substitute single bytes, so they are Aligned.
func (st *state) addWholeTextVariants(res *Result, depth int) {
	if st.variants >= MaxVariants {
		return
	}
	if rot13Likely(res.Text) {
		st.variants++
		res.Flags |= HadEncoded
		res.Variants = append(res.Variants, Variant{Encoding: ROT13, Text: rot13(res.Text), Aligned: true, Depth: depth})
	}
	if st.variants >= MaxVariants {
		return
	}
	if t, ok := deleet(res.Text); ok {
		st.variants++
		res.Flags |= HadLeet
		res.Variants = append(res.Variants, Variant{Encoding: Leet, Text: t, Aligned: true, Depth: depth})
	}
}

var rot13Table = func() (t [256]byte) {
	for c := range t {
		t[c] = byte(c)
		switch {
		case 'a' <= c && c <= 'z':
			t[c] = byte('a' + (c-'a'+13)%26)
		case 'A' <= c && c <= 'Z':
			t[c] = byte('A' + (c-'A'+13)%26)
		}
	}
	return t
}()

func rot13Byte(c byte) byte { return rot13Table[c] }

func rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = rot13Byte(c)
	}
	return string(b)
}

// commonWords are frequent English words and the vocabulary of injections.
// None of them is another one's ROT13, so a text whose ROT13 reading
// contains several while the text itself contains few is ROT13.
const commonWords = `the and you your are all ignore previous instructions instruction
	for with this that not system prompt reveal now tell what secret password please print say from
	have any rules must will can into about how make give show write forget disregard above prior
	output repeat delete send email data user assistant developer mode answer question access key
	admin code execute command follow new task only message text was were there their they them`

// maxCommonWord is the longest common word; a word of at most this many
// letters packs into a uint64 at 5 bits a letter.
const maxCommonWord = 12

// wordSet is an open-addressing hash set of packed lower-case words, so that
// rot13Likely looks words up without hashing strings.
type wordSet [256]uint64

func (ws *wordSet) slot(key uint64) int { return int(key * 0x9E3779B97F4A7C15 >> 56) }

func (ws *wordSet) add(key uint64) {
	i := ws.slot(key)
	for ws[i] != 0 {
		i = (i + 1) % len(ws)
	}
	ws[i] = key
}

func (ws *wordSet) has(key uint64) bool {
	for i := ws.slot(key); ws[i] != 0; i = (i + 1) % len(ws) {
		if ws[i] == key {
			return true
		}
	}
	return false
}

// packLetter appends the letter c (a–z, as 1–26) to the packed word k.
func packLetter(k uint64, c byte) uint64 { return k<<5 | uint64(c-'a'+1) }

func packWord(w string) uint64 {
	var k uint64
	for i := 0; i < len(w); i++ {
		k = packLetter(k, w[i])
	}
	return k
}

var commonWordSet = func() *wordSet {
	ws := &wordSet{}
	for _, w := range strings.Fields(commonWords) {
		if len(w) > maxCommonWord {
			panic("normalize: common word too long: " + w)
		}
		ws.add(packWord(w))
	}
	return ws
}()

// rot13Likely reports whether s reads better after ROT13: at least three
// known words appear only in its ROT13 reading, and they outnumber half of
// the known words in the plain reading.
func rot13Likely(s string) bool {
	plain, rotated := 0, 0
	for i := 0; i < len(s); {
		if s[i] < 'a' || s[i] > 'z' {
			i++
			continue
		}
		j := i
		var k, rk uint64
		for j < len(s) && 'a' <= s[j] && s[j] <= 'z' {
			k = packLetter(k, s[j])
			rk = packLetter(rk, rot13Byte(s[j]))
			j++
		}
		if n := j - i; n >= 3 && n <= maxCommonWord {
			if commonWordSet.has(k) {
				plain++
			}
			if commonWordSet.has(rk) {
				rotated++
			}
		}
		i = j
	}
	return rotated >= 3 && rotated*2 > plain
}

// leetValues maps leetspeak characters to the letters they stand for.
var leetValues = func() (t [256]byte) {
	for _, p := range []string{"0o", "1i", "!i", "3e", "4a", "@a", "5s", "$s", "7t", "8b", "9g"} {
		t[p[0]] = p[1]
	}
	return t
}()

// leetValue returns the letter leetspeak character c stands for, or 0.
func leetValue(c byte) byte { return leetValues[c] }

// maxLeetWord is the longest word deleet rewrites: longer runs of letters
// and digits are hashes or encodings, not words.
const maxLeetWord = 24

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }

// deleet returns s with leetspeak words spelled out ("1gn0r3" becomes
// "ignore"). A word is rewritten when it has a letter and either two
// leetspeak characters, one between letters, or one leading two letters
// ("4ll"), so "gpt4" and "mp3" stay.
func deleet(s string) (string, bool) {
	var out strings.Builder
	copied := 0 // s[:copied] is written to out
	for i := 0; i < len(s); {
		if !isLeetWordByte(s[i]) {
			i++
			continue
		}
		j := i
		letters, leet, inner, plainDigit := 0, 0, false, false
		for j < len(s) && isLeetWordByte(s[j]) {
			switch {
			case 'a' <= s[j] && s[j] <= 'z':
				letters++
			case leetValue(s[j]) != 0:
				leet++
				if j > i && j+1 < len(s) && isLower(s[j-1]) && isLower(s[j+1]) {
					inner = true
				}
			default: // 2 and 6 stand for no letter: a code or number, not leetspeak
				plainDigit = true
			}
			j++
		}
		if plainDigit {
			i = j
			continue
		}
		leading := leetValue(s[i]) != 0 && j-i >= 3 && isLower(s[i+1]) && isLower(s[i+2])
		if letters > 0 && (leet >= 2 || inner || leading) && j-i >= 3 && j-i <= maxLeetWord {
			if copied == 0 {
				out.Grow(len(s))
			}
			out.WriteString(s[copied:i])
			for k := i; k < j; k++ {
				if v := leetValue(s[k]); v != 0 && !(k == j-1 && s[k] == '!') {
					out.WriteByte(v)
				} else {
					out.WriteByte(s[k])
				}
			}
			copied = j
		}
		i = j
	}
	if copied == 0 {
		return "", false
	}
	out.WriteString(s[copied:])
	return out.String(), true
}

// leetWordBytes are the bytes of a word deleet may rewrite: lower-case
// letters, digits and the leetspeak symbols.
var leetWordBytes = newByteSet("abcdefghijklmnopqrstuvwxyz0123456789!@$")

func isLeetWordByte(c byte) bool { return leetWordBytes[c] }
