package pii

import (
	"bytes"
	"net/netip"
	"slices"
	"strings"
)

// Numeric recognizers: everything found in runs of digits and separators
// (IPv4, SSN, CPF, Aadhaar, payment cards, numeric dates). Phones are in
// phone.go.

// digitGroup is a maximal run of ASCII digits at text[start:end].
type digitGroup struct{ start, end int }

// scanNumericRuns finds runs of digits and the separators numbers are
// written with (space, - . / ( ) + and an 'x' extension marker) and hands
// each to the numeric recognizers.
func scanNumericRuns(st *scanState) {
	text := st.text
	n := len(text)
	for i := 0; i < n; {
		c := text[i]
		if !isDigit(c) && c != '+' && c != '(' {
			i++
			continue
		}
		j, last, digits := i, -1, 0
	run:
		for ; j < n; j++ {
			c := text[j]
			switch {
			case isDigit(c):
				digits++
				last = j
			case c == ' ':
				if j+1 < n && text[j+1] == ' ' {
					break run
				}
			case c == '-' || c == '.' || c == '(' || c == ')' || c == '/' || c == '+':
			case (c == 'x' || c == 'X') && last == j-1 && j+1 < n && isDigit(text[j+1]):
			default:
				break run
			}
		}
		if last >= 0 && digits >= 4 {
			processRun(st, i, last+1, digits)
		}
		i = max(j, i+1)
	}
}

// processRun runs the numeric recognizers on text[a:b], which starts with
// a digit, '+' or '(' and ends with a digit.
func processRun(st *scanState, a, b, digits int) {
	text := st.text
	st.groups = st.groups[:0]
	for i := a; i < b; {
		if !isDigit(text[i]) {
			i++
			continue
		}
		j := i
		for j < b && isDigit(text[j]) {
			j++
		}
		st.groups = append(st.groups, digitGroup{i, j})
		i = j
	}
	if st.dobWanted && len(st.groups) >= 3 {
		collectDates(st)
	}
	if len(st.groups) >= 4 {
		scanIPv4(st)
	}
	if digits >= 9 {
		scanSSN(st)
	}
	if digits >= 11 {
		scanCPF(st)
	}
	if digits >= 12 {
		scanAadhaar(st)
	}
	if digits >= 13 {
		scanCards(st)
	}
	if digits >= 7 {
		scanPhones(st, a, b)
	}
}

// standalone reports whether text[s:e] is not glued to a neighbouring
// letter or digit, nor continued through one of joiners by another digit
// ("1.2.3.4.5" is no IPv4 address, "12-345-67-8901" holds no SSN).
func standalone(text string, s, e int, joiners string) bool {
	if s > 0 {
		p := text[s-1]
		if isAlnum(p) || s > 1 && strings.IndexByte(joiners, p) >= 0 && isDigit(text[s-2]) {
			return false
		}
	}
	if e < len(text) {
		q := text[e]
		if isAlnum(q) || e+1 < len(text) && strings.IndexByte(joiners, q) >= 0 && isDigit(text[e+1]) {
			return false
		}
	}
	return true
}

// glen is the number of digits in group g; sepAfter the one-byte
// separator between groups g and g+1, or 0 when there is none or more.
func (st *scanState) glen(g int) int { return st.groups[g].end - st.groups[g].start }

func (st *scanState) sepAfter(g int) byte {
	s, e := st.groups[g].end, st.groups[g+1].start
	if e-s != 1 {
		return 0
	}
	return st.text[s]
}

// scanIPv4 finds dotted quads that net/netip accepts (no octet above 255,
// no leading zeros) and that are not part of a longer dotted number or a
// version string.
func scanIPv4(st *scanState) {
	text := st.text
	for g := 0; g+3 < len(st.groups); g++ {
		if st.glen(g) > 3 || st.glen(g+1) > 3 || st.glen(g+2) > 3 || st.glen(g+3) > 3 ||
			st.sepAfter(g) != '.' || st.sepAfter(g+1) != '.' || st.sepAfter(g+2) != '.' {
			continue
		}
		s, e := st.groups[g].start, st.groups[g+3].end
		if !standalone(text, s, e, ".") || s > 0 && text[s-1] == '.' || versionBefore(st, s) {
			continue
		}
		addr, err := netip.ParseAddr(text[s:e])
		if err != nil || !addr.Is4() {
			continue
		}
		st.add(candidate{start: s, end: e, category: IPAddress, score: 0.6, why: "IPv4 address."})
		g += 3
	}
}

// versionWords name what a dotted number of four parts is when it is not
// an address, said right before it: a version, release or build, a
// firmware or patch level, the number of a section, chapter, figure or
// clause ("Firmware 9.7.4.48", "Section 1.1.14.47"; English, then
// French, German, Spanish, Italian, Portuguese). versionNear also count
// anywhere in the 20 bytes before ("version is 1.2.3.4", "versión de la
// app 3.12.8.50").
var (
	versionWords = []string{"version", "ver", "release", "build", "firmware", "patch", "section",
		"chapter", "figure", "fig", "clause", "versión", "versão", "versione", "paragraphe",
		"abschnitt", "kapitel", "sección", "capítulo", "sezione", "seção"}
	versionNear = [][]byte{[]byte("version"), []byte("versión"), []byte("versão"), []byte("firmware")}
)

// versionBefore reports whether the number at s is named a version, or
// the like (versionWords, versionNear).
func versionBefore(st *scanState, s int) bool {
	low := st.lowered()
	for _, w := range versionNear {
		if bytes.Contains(low[max(0, s-20):s], w) {
			return true
		}
	}
	_, w := wordBefore(st.text, s)
	return oneOf(w, versionWords)
}

// wordBefore returns the word that ends before e, past spaces and the
// punctuation that joins a label to its number (":", "#", ".", "-", "/"),
// and where it starts; "" when there is none. Bytes of multi-byte UTF-8
// count as letters.
func wordBefore(text string, e int) (int, string) {
	for e > 0 && strings.IndexByte(" :#.-/", text[e-1]) >= 0 {
		e--
	}
	b := e
	for b > 0 && (isAlnum(text[b-1]) || text[b-1] >= 0x80) {
		b--
	}
	return b, text[b:e]
}

// oneOf reports whether w is one of words, ignoring case.
func oneOf(w string, words []string) bool {
	return w != "" && slices.ContainsFunc(words, func(x string) bool { return strings.EqualFold(x, w) })
}

// scanSSN finds US Social Security numbers, ddd-dd-dddd (or with spaces
// or dots) or nine bare digits: area not 000, 666 or 9xx, group not 00,
// serial not 0000, and not a number the SSA voided.
func scanSSN(st *scanState) {
	text := st.text
	for g := 0; g < len(st.groups); g++ {
		var s, e int
		var sep byte
		score := 0.15 // nine bare digits are weak evidence without context
		switch {
		case st.glen(g) == 9:
			s, e = st.groups[g].start, st.groups[g].end
		case g+2 < len(st.groups) && st.glen(g) == 3 && st.glen(g+1) == 2 && st.glen(g+2) == 4 &&
			st.sepAfter(g) == st.sepAfter(g+1) && strings.IndexByte("- .", st.sepAfter(g)) >= 0:
			s, e, sep = st.groups[g].start, st.groups[g+2].end, st.sepAfter(g)
			score = 0.3 // spaces and dots also separate other numbers (suites, versions)
			if sep == '-' {
				score = 0.5
			}
		default:
			continue
		}
		joiners := "-."
		if sep == ' ' {
			joiners = "-. "
		}
		if !standalone(text, s, e, joiners) || partNumber(st, s) {
			continue
		}
		var buf [9]byte
		d := buf[:0]
		for i := s; i < e; i++ {
			if isDigit(text[i]) {
				d = append(d, text[i])
			}
		}
		if !ssnValid(string(d)) {
			continue
		}
		st.add(candidate{start: s, end: e, category: USSSN, score: score,
			why: "US Social Security number (valid area, group and serial)."})
	}
}

// partNumber reports whether the number at s continues a code through a
// hyphen ("ZX-426-62-9578", "REF-123456789"): a model or reference
// number, not an SSN, unless the code is the word SSN itself.
func partNumber(st *scanState, s int) bool {
	if s < 2 || st.text[s-1] != '-' || !isAlnum(st.text[s-2]) {
		return false
	}
	return !bytes.HasSuffix(st.lowered()[:s-1], []byte("ssn"))
}

// ssnValid applies the SSA's structural rules to nine digits.
func ssnValid(d string) bool {
	area, group, serial := d[0:3], d[3:5], d[5:9]
	switch {
	case area == "000" || area == "666" || area[0] == '9', group == "00", serial == "0000":
		return false
	case strings.Count(d, d[:1]) == 9:
		return false
	case d == "078051120" || d == "219099999": // voided: published on a wallet card and in an ad
		return false
	}
	return true
}

// scanCPF finds Brazilian CPF numbers, ddd.ddd.ddd-dd or eleven bare
// digits, with valid check digits.
func scanCPF(st *scanState) {
	text := st.text
	for g := 0; g < len(st.groups); g++ {
		var s, e, g1 int
		score := 0.2
		switch {
		case st.glen(g) == 11:
			s, e, g1 = st.groups[g].start, st.groups[g].end, g
		case g+3 < len(st.groups) && st.glen(g) == 3 && st.glen(g+1) == 3 && st.glen(g+2) == 3 && st.glen(g+3) == 2 &&
			st.sepAfter(g) == '.' && st.sepAfter(g+1) == '.' && st.sepAfter(g+2) == '-':
			s, e, g1, score = st.groups[g].start, st.groups[g+3].end, g+3, 0.6
		default:
			continue
		}
		if !standalone(text, s, e, ".-") || !cpfValid(groupDigits(st, g, g1)) {
			continue
		}
		st.add(candidate{start: s, end: e, category: BRCPF, score: score,
			why: "Brazilian CPF (valid check digits)."})
	}
}

// groupDigits concatenates the digits of st.groups[g0..g1].
func groupDigits(st *scanState, g0, g1 int) string {
	var b strings.Builder
	for g := g0; g <= g1; g++ {
		b.WriteString(st.text[st.groups[g].start:st.groups[g].end])
	}
	return b.String()
}

// sameSeparator reports whether st.groups[g0..g1] are separated by one
// and the same character out of allowed, and returns it.
func sameSeparator(st *scanState, g0, g1 int, allowed string) (byte, bool) {
	var sep byte
	for g := g0 + 1; g <= g1; g++ {
		s, e := st.groups[g-1].end, st.groups[g].start
		if e-s != 1 || strings.IndexByte(allowed, st.text[s]) < 0 || g > g0+1 && st.text[s] != sep {
			return 0, false
		}
		sep = st.text[s]
	}
	return sep, true
}

// scanAadhaar finds 12-digit Aadhaar numbers, bare or in three groups of
// four: first digit 2-9 and a valid Verhoeff check digit.
func scanAadhaar(st *scanState) {
	text := st.text
	for g := 0; g < len(st.groups); g++ {
		gr := st.groups[g]
		var s, e int
		var d string
		score := 0.3
		switch {
		case gr.end-gr.start == 12:
			s, e, d = gr.start, gr.end, text[gr.start:gr.end]
		case g+2 < len(st.groups) && gr.end-gr.start == 4 &&
			st.groups[g+1].end-st.groups[g+1].start == 4 && st.groups[g+2].end-st.groups[g+2].start == 4:
			sep, ok := sameSeparator(st, g, g+2, " -")
			if !ok {
				continue
			}
			s, e, d, score = gr.start, st.groups[g+2].end, groupDigits(st, g, g+2), 0.4
			if !standalone(text, s, e, string(sep)) {
				continue
			}
		default:
			continue
		}
		if d[0] < '2' || strings.Count(d, d[:1]) == 12 || !standalone(text, s, e, "-.") || !verhoeffValid(d) {
			continue
		}
		st.add(candidate{start: s, end: e, category: INAadhaar, score: score,
			why: "Indian Aadhaar number (valid Verhoeff check digit)."})
	}
}

// maxCardGroups is the most digit groups a card number is written in.
const maxCardGroups = 9

// Scores of a card number: Luhn and length decide whether it is one; a
// known issuer range (cardBrand) raises the score rather than gating it,
// since issuers' ranges change and private-label cards sit outside them.
// Without a range, a context word ("card", "visa", ...) is what lifts an
// arbitrary Luhn-valid number (one in ten is) over the redaction threshold.
const (
	cardScoreBrand   = 0.6
	cardScoreNoBrand = 0.3
)

// scanCards tries every run of consistently separated digit groups of 13
// to 19 digits, longest first, for a Luhn-valid number.
func scanCards(st *scanState) {
	text := st.text
	for g0 := 0; g0 < len(st.groups); g0++ {
		// A card has at most 19 digits in groups of 2 to 6 (or one group),
		// so at most 9 groups: the search stays linear in the run.
		for g1 := min(len(st.groups)-1, g0+maxCardGroups-1); g1 >= g0; g1-- {
			n := 0
			for g := g0; g <= g1; g++ {
				l := st.glen(g)
				if g1 > g0 && (l < 2 || l > 6) {
					n = -1
					break
				}
				n += l
			}
			if n < 13 || n > 19 {
				continue
			}
			if _, ok := sameSeparator(st, g0, g1, " -"); !ok {
				continue
			}
			s, e := st.groups[g0].start, st.groups[g1].end
			if !standalone(text, s, e, "-.") {
				continue
			}
			d := groupDigits(st, g0, g1)
			if strings.Count(d, d[:1]) == len(d) || !luhnValid(d) {
				continue
			}
			score, why := cardScoreBrand, "Payment card number (Luhn-valid, "+cardBrand(d)+" range)."
			if cardBrand(d) == "" {
				score, why = cardScoreNoBrand, "Payment card number (Luhn-valid, outside the known issuer ranges)."
			}
			st.add(candidate{start: s, end: e, category: CreditCard, score: score, why: why})
			g0 = g1
			break
		}
	}
}

// collectDates records the numeric dates of the current run (d/m/y, m/d/y
// or y-m-d with one separator out of - . /) for the date-of-birth check.
func collectDates(st *scanState) {
	text := st.text
	for g := 0; g+2 < len(st.groups); g++ {
		sep := st.sepAfter(g)
		if sep == 0 || strings.IndexByte("-./", sep) < 0 || st.sepAfter(g+1) != sep {
			continue
		}
		a, b, c := st.glen(g), st.glen(g+1), st.glen(g+2)
		x := atoi(text[st.groups[g].start:st.groups[g].end])
		y := atoi(text[st.groups[g+1].start:st.groups[g+1].end])
		z := text[st.groups[g+2].start:st.groups[g+2].end]
		var ok bool
		switch {
		case a == 4 && b <= 2 && c <= 2:
			ok = validDate(x, y, atoi(z))
		case a <= 2 && b <= 2 && (c == 2 || c == 4):
			year := fullYear(z)
			ok = validDate(year, x, y) || validDate(year, y, x)
		}
		s, e := st.groups[g].start, st.groups[g+2].end
		if ok && standalone(text, s, e, "-./") {
			st.dates = append(st.dates, span{s, e})
			g += 2
		}
	}
}

// span is a byte range of the text.
type span struct{ start, end int }
