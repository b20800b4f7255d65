package pii

import (
	"net/netip"
	"regexp"
	"strconv"
	"strings"
)

// Token recognizers: wallets, national ids, IBANs, MAC and IPv6 addresses
// and passport numbers, found from alphanumeric tokens or their separators.

// Byte classes of the token scan.
const (
	classAlnum = 1 << iota
	classDigit
)

var tokenClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if isAlnum(byte(c)) {
			t[c] |= classAlnum
		}
		if isDigit(byte(c)) {
			t[c] |= classDigit
		}
	}
	return t
}()

// What kinds of bytes a text holds, which decides the passes it needs.
const (
	kindDigit    = 1 << iota // 0-9
	kindTokenSep             // ':', '-', '.' (inside MAC addresses)
)

var byteKind = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = kindDigit
	}
	t[':'], t['-'], t['.'] = kindTokenSep, kindTokenSep, kindTokenSep
	return t
}()

// kindsOf returns the kinds of bytes in text, eight bytes at a time (SWAR:
// a digit is a byte that is at least '0' and not above '9', a separator a
// byte equal to one), stopping once both kinds are seen.
func kindsOf(text string) uint8 {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
		low7 = 0x7f7f7f7f7f7f7f7f
	)
	hasZero := func(v uint64) bool { return (v-ones)&^v&high != 0 }
	var k uint8
	i := 0
	for ; i+8 <= len(text) && k != kindDigit|kindTokenSep; i += 8 {
		w := text[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		t := x & low7 // each byte's high bit is tested on x itself, so no carry crosses bytes
		if (t+ones*(0x80-'0'))&^(t+ones*(0x7f-'9'))&^x&high != 0 {
			k |= kindDigit
		}
		if hasZero(x^(ones*':')) || hasZero(x^(ones*'-')) || hasZero(x^(ones*'.')) {
			k |= kindTokenSep
		}
	}
	for ; i < len(text); i++ {
		k |= byteKind[text[i]]
	}
	return k
}

// scanTokensOf runs the token recognizers on a text that holds the given
// kinds of bytes. In a text without digits, checkToken can only find a MAC
// address written with letters (a two- or four-character token followed by
// ':', '-' or '.'), so only the tokens before those separators are read.
func scanTokensOf(st *scanState, kinds uint8) {
	switch {
	case kinds&kindDigit != 0:
		scanTokens(st)
	case kinds&kindTokenSep != 0:
		scanSeparatedTokens(st)
	}
}

// scanSeparatedTokens hands checkToken, in text order, the tokens of two
// or four characters that end at a ':', '-' or '.'.
func scanSeparatedTokens(st *scanState) {
	text := st.text
	seps := [3]byte{':', '-', '.'}
	var next [3]int
	for k, c := range seps {
		next[k] = strings.IndexByte(text, c)
	}
	for {
		k := -1
		for m := range next {
			if next[m] >= 0 && (k < 0 || next[m] < next[k]) {
				k = m
			}
		}
		if k < 0 {
			return
		}
		j := next[k]
		if n := strings.IndexByte(text[j+1:], seps[k]); n >= 0 {
			next[k] = j + 1 + n
		} else {
			next[k] = -1
		}
		i := j
		for i > 0 && isAlnum(text[i-1]) {
			i--
		}
		if l := j - i; l == 2 || l == 4 {
			checkToken(st, i, j)
		}
	}
}

// scanTokens checks maximal alphanumeric tokens for wallets, national ids,
// IBANs and MAC addresses. Every recognizer of checkToken needs a digit in
// the token except the two- and four-character ones (a MAC address's hex
// pairs or quads, the letters of a spaced National Insurance number), so
// the words of prose skip it.
func scanTokens(st *scanState) {
	text := st.text
	n := len(text)
	for i := 0; i < n; {
		if tokenClass[text[i]]&classAlnum == 0 {
			i++
			continue
		}
		j, seen := i, uint8(0)
		for ; j < n; j++ {
			c := tokenClass[text[j]]
			if c&classAlnum == 0 {
				break
			}
			seen |= c
		}
		if l := j - i; seen&classDigit != 0 || l == 2 || l == 4 {
			checkToken(st, i, j)
		}
		i = j
	}
}

// checkToken hands the token text[i:j] to the recognizers its shape fits.
func checkToken(st *scanState, i, j int) {
	text := st.text
	tok := text[i:j]
	l := len(tok)
	switch {
	case l == 42 && tok[0] == '0' && tok[1]|0x20 == 'x' && allOf(tok[2:], isHex):
		checksummed, valid := ethChecksumState(tok[2:])
		if !valid {
			return
		}
		score, why := 0.5, "Ethereum address (no checksum case)."
		if checksummed {
			score, why = 0.85, "Ethereum address (valid EIP-55 checksum)."
		}
		st.add(candidate{start: i, end: j, category: CryptoWallet, score: score, why: why})
		return
	case l >= 26 && l <= 35 && (tok[0] == '1' || tok[0] == '3') && allOf(tok, func(c byte) bool { return base58Index[c] >= 0 }):
		if btcBase58Valid(tok) {
			st.add(candidate{start: i, end: j, category: CryptoWallet, score: 0.8,
				why: "Bitcoin address (valid base58check)."})
		}
		return
	case l >= 14 && l <= 74 && strings.EqualFold(tok[:3], "bc1"):
		if btcBech32Valid(tok) {
			st.add(candidate{start: i, end: j, category: CryptoWallet, score: 0.8,
				why: "Bitcoin segwit address (valid bech32 checksum)."})
		}
		return
	}
	if l == 9 && isUpper(tok[8]) && nifValid(tok) {
		st.add(candidate{start: i, end: j, category: ESNIF, score: 0.4,
			why: "Spanish DNI/NIE (valid control letter)."})
		return
	}
	if l == 8 && allOf(tok, isDigit) && j+1 < len(text) && text[j] == '-' && isUpper(text[j+1]) &&
		(j+2 == len(text) || !isAlnum(text[j+2])) && nifValid(tok+text[j+1:j+2]) {
		st.add(candidate{start: i, end: j + 2, category: ESNIF, score: 0.4,
			why: "Spanish DNI (valid control letter)."})
		return
	}
	if l >= 2 && isAlpha(tok[0]) && isAlpha(tok[1]) {
		if l >= 4 && isDigit(tok[2]) && isDigit(tok[3]) {
			tryIBAN(st, i)
		}
		if l == 9 || l == 2 {
			tryNINO(st, i)
		}
	}
	if i > 0 && (text[i-1] == ':' || text[i-1] == '-' || text[i-1] == '.') {
		return // inside a MAC address already tried from its first pair
	}
	if l == 2 && j < len(text) && (text[j] == ':' || text[j] == '-') && allOf(tok, isHex) {
		tryMAC(st, i, text[j])
	}
	if l == 4 && j < len(text) && text[j] == '.' && allOf(tok, isHex) {
		tryCiscoMAC(st, i)
	}
}

func allOf(s string, f func(byte) bool) bool {
	for i := 0; i < len(s); i++ {
		if !f(s[i]) {
			return false
		}
	}
	return true
}

// tryIBAN reads an IBAN at text[i:], compact or in groups of four
// separated by single spaces, cuts it to its country's length and checks
// mod-97.
func tryIBAN(st *scanState, i int) {
	text := st.text
	var compact [34]byte
	var endAt [35]int
	k, j, inGroup := 0, i, 0
	for j < len(text) && k < len(compact) {
		c := text[j]
		if isAlnum(c) {
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			compact[k] = c
			k++
			j++
			endAt[k] = j
			inGroup++
			continue
		}
		if c == ' ' && inGroup == 4 && j+1 < len(text) && isAlnum(text[j+1]) {
			j++
			inGroup = 0
			continue
		}
		break
	}
	if k < 4 || !isUpper(compact[0]) || !isUpper(compact[1]) {
		return
	}
	cc := string(compact[:2])
	want := ibanLength[cc]
	if want == 0 || k < want {
		return
	}
	end := endAt[want]
	if end < len(text) && isAlnum(text[end]) || !ibanMod97(string(compact[:want])) {
		return
	}
	st.add(candidate{start: i, end: end, category: IBAN, score: 0.8,
		why: "IBAN (" + cc + " length " + strconv.Itoa(want) + ", mod-97 valid)."})
}

// tryNINO reads a UK National Insurance number at text[i:]: two prefix
// letters, three pairs of digits and a suffix A-D, optionally spaced, with
// the prefixes HMRC never issues excluded.
func tryNINO(st *scanState, i int) {
	text := st.text
	j := i + 2
	if j > len(text) || !isUpper(text[i]) || !isUpper(text[i+1]) {
		return
	}
	skipSpace := func() {
		if j < len(text) && text[j] == ' ' {
			j++
		}
	}
	for p := 0; p < 3; p++ {
		skipSpace()
		if j+2 > len(text) || !isDigit(text[j]) || !isDigit(text[j+1]) {
			return
		}
		j += 2
	}
	skipSpace()
	if j >= len(text) || text[j] < 'A' || text[j] > 'D' {
		return
	}
	j++
	if j < len(text) && isAlnum(text[j]) {
		return
	}
	a, b := text[i], text[i+1]
	prefix := text[i : i+2]
	if strings.IndexByte("DFIQUV", a) >= 0 || strings.IndexByte("DFIOQUV", b) >= 0 ||
		strings.Contains("BG GB KN NK NT TN ZZ", prefix) {
		return
	}
	st.add(candidate{start: i, end: j, category: UKNINO, score: 0.5,
		why: "UK National Insurance number (valid prefix and suffix)."})
}

// tryMAC reads six hex pairs separated by sep at text[i:].
func tryMAC(st *scanState, i int, sep byte) {
	text := st.text
	if i+17 > len(text) {
		return
	}
	zero := true
	for k := 0; k < 6; k++ {
		p := i + 3*k
		if !isHex(text[p]) || !isHex(text[p+1]) || k < 5 && text[p+2] != sep {
			return
		}
		zero = zero && text[p] == '0' && text[p+1] == '0'
	}
	if zero || i+17 < len(text) && (isAlnum(text[i+17]) || text[i+17] == sep) {
		return
	}
	st.add(candidate{start: i, end: i + 17, category: MACAddress, score: 0.6, why: "MAC address."})
}

// tryCiscoMAC reads the dotted form "0011.2233.4455" at text[i:].
func tryCiscoMAC(st *scanState, i int) {
	text := st.text
	if i+14 > len(text) || text[i+9] != '.' || !allOf(text[i:i+4]+text[i+5:i+9]+text[i+10:i+14], isHex) {
		return
	}
	if i+14 < len(text) && (isAlnum(text[i+14]) || text[i+14] == '.') {
		return
	}
	st.add(candidate{start: i, end: i + 14, category: MACAddress, score: 0.5, why: "MAC address (dotted form)."})
}

func isV6Char(c byte) bool { return isHex(c) || c == ':' || c == '.' }

// scanIPv6 grows each ':' into the surrounding run of hex digits, colons
// and dots and keeps those net/netip parses as IPv6 with at least one
// decimal digit and six hex digits, which leaves out times, C++ scopes and
// "::1".
func scanIPv6(st *scanState) {
	text := st.text
	for off := 0; off < len(text); {
		k := strings.IndexByte(text[off:], ':')
		if k < 0 {
			return
		}
		p := off + k
		l, r := p, p
		for l > 0 && isV6Char(text[l-1]) {
			l--
		}
		for r < len(text) && isV6Char(text[r]) {
			r++
		}
		off = r
		for r > l && text[r-1] == '.' {
			r--
		}
		if r > l+1 && text[r-1] == ':' && text[r-2] != ':' {
			r--
		}
		if l > 0 && isAlnum(text[l-1]) || r < len(text) && isAlnum(text[r]) {
			continue
		}
		cand := text[l:r]
		if strings.Count(cand, ":") < 2 {
			continue
		}
		hexDigits, decimal := 0, false
		for i := 0; i < len(cand); i++ {
			if isHex(cand[i]) {
				hexDigits++
			}
			decimal = decimal || isDigit(cand[i])
		}
		if hexDigits < 6 || !decimal {
			continue
		}
		if addr, err := netip.ParseAddr(cand); err == nil && addr.Is6() {
			st.add(candidate{start: l, end: r, category: IPAddress, score: 0.6, why: "IPv6 address."})
		}
	}
}

// scanMRZ finds the second line of a passport's machine-readable zone
// (ICAO 9303 TD3) with every check digit valid.
func scanMRZ(st *scanState) {
	text := st.text
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		s, e := start, end
		for s < e && (text[s] == ' ' || text[s] == '\t') {
			s++
		}
		for e > s && (text[e-1] == ' ' || text[e-1] == '\r' || text[e-1] == '\t') {
			e--
		}
		if line := text[s:e]; len(line) == 44 &&
			allOf(line, func(c byte) bool { return isUpper(c) || isDigit(c) || c == '<' }) && mrzLine2Valid(line) {
			st.add(candidate{start: s, end: e, category: Passport, score: 0.9,
				why: "Passport machine-readable zone (ICAO 9303 check digits valid).", noContext: true})
		}
		start = end + 1
	}
}

// passportNumberRe is a passport number's shape; it only runs right after
// the word "passport".
var passportNumberRe = regexp.MustCompile(`\b[A-Z0-9]{6,9}\b`)

// passportAfter is how far after "passport" a number is looked for.
const passportAfter = 48

// scanPassportNumber reports the first plausible passport number (6 to 9
// upper-case letters and digits, at least 5 of them digits) shortly after
// the word "passport". Passport numbers carry no check digit outside the
// machine-readable zone, so the word is required.
func scanPassportNumber(st *scanState, h keywordHit) {
	text := st.text
	ws, we := int(h.end), min(len(text), int(h.end)+passportAfter)
	for _, m := range passportNumberRe.FindAllStringIndex(text[ws:we], -1) {
		v := text[ws+m[0] : ws+m[1]]
		digits := 0
		for i := 0; i < len(v); i++ {
			if isDigit(v[i]) {
				digits++
			}
		}
		if digits >= 5 {
			st.add(candidate{start: ws + m[0], end: ws + m[1], category: Passport, score: 0.6,
				why: `Passport number (after the word "passport").`, noContext: true})
			return
		}
	}
}
