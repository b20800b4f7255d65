package pii

import (
	"regexp"
	"strings"
)

// Phone numbers are the loosest category: any 7 to 15 digits could be one.
// The evidence, strongest first:
//
//   - an international prefix (+CC or 00CC) and a number libphonenumber
//     holds valid for that country: 0.7; possible length only: 0.45;
//   - ten digits (or eleven starting with 1) valid in the North American
//     plan: 0.6 when written with separators, 0.4 as bare digits; NANP
//     length but unassigned area code or exchange: 0.3 / 0.2;
//   - written with separators or parentheses like a phone number but not
//     validated (national numbers of unknown country): 0.3;
//   - bare digits of phone length: 0.15.
//
// Without a country code there is no region to validate a national number
// against; guessing regions would cost a libphonenumber parse (about 15 µs)
// per region per candidate. So the weak tiers stay below the default redact
// threshold (0.35) unless a phone context word ("call", "phone", "fax",
// ...) is near, which adds 0.35.

// extensionRe matches an extension written after a number: " ext. 12".
var extensionRe = regexp.MustCompile(`^(?i)\s?(?:ext\.?|extension)\s?:?\s?\d{1,6}`)

// extensionAt returns the length of an "ext. 123" written at text[i:], or 0.
func extensionAt(text string, i int) int {
	j := i
	if j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= len(text) || text[j]|0x20 != 'e' {
		return 0
	}
	if m := extensionRe.FindStringIndex(text[i:min(len(text), i+24)]); m != nil {
		return m[1]
	}
	return 0
}

// phoneChunk is a space-free piece of a numeric run; ext is the offset of
// an 'x' extension marker in it, or -1.
type phoneChunk struct{ start, end, ext, digits int }

// hasInnerExtension reports whether a chunk that is not the last of a
// candidate carries an extension, which cannot be.
func hasInnerExtension(chunks []phoneChunk) bool {
	for _, c := range chunks {
		if c.ext >= 0 {
			return true
		}
	}
	return false
}

// scanPhones finds phone numbers in the numeric run text[a:b]. The run is
// split at spaces into chunks; from the left, the longest range of chunks
// that scores as a phone number wins, so "89825 9885 1152" can yield a
// number after a postcode and one run can hold two numbers.
func scanPhones(st *scanState, a, b int) {
	text := st.text
	chunks := st.chunks[:0]
	for i := a; i < b; {
		j := i
		for j < b && text[j] != ' ' {
			j++
		}
		c := phoneChunk{start: i, end: j, ext: -1}
		for k := i; k < j; k++ {
			switch {
			case isDigit(text[k]) && c.ext < 0:
				c.digits++
			case text[k] == 'x' || text[k] == 'X':
				c.ext = k
			}
		}
		chunks = append(chunks, c)
		i = j + 1
	}
	st.chunks = chunks
	nc := len(chunks)
	for ci := 0; ci < nc; ci++ {
		if s := chunks[ci].start; text[s] != '+' && orderNumber(text, s) {
			continue
		}
		// A candidate holds at most 15 digits, so at most 15 chunks.
		last := min(nc-1, ci+14)
		digits := 0
		for cj := ci; cj <= last; cj++ {
			digits += chunks[cj].digits
		}
		for cj := last; cj >= ci; cj-- {
			if cj < last {
				digits -= chunks[cj+1].digits
			}
			if digits < 7 {
				break
			}
			if digits > 15 || hasInnerExtension(chunks[ci:cj]) {
				continue
			}
			s, mainEnd, end := chunks[ci].start, chunks[cj].end, chunks[cj].end
			if x := chunks[cj].ext; x >= 0 {
				mainEnd = x
			} else if cj == nc-1 {
				end += extensionAt(text, end)
			}
			if !standalone(text, s, end, "") {
				continue
			}
			score, why := phoneScore(text[s:mainEnd])
			if score == 0 {
				continue
			}
			st.add(candidate{start: s, end: end, category: Phone, score: score, why: why, unchecked: score < uncheckedPhone})
			ci = cj
			break
		}
	}
}

// orderWords name a number as an order, invoice, shipment, batch, case or
// other reference (English, Spanish, Portuguese, French, Italian, German,
// Dutch). A number right after one is that, not a phone, even when its
// ten digits are a valid North American number ("Order 8682878251",
// "Pedido 3858974259", "Ihre Bestellung Nr. 3162461107", "INV-9193573013").
var orderWords = []string{"order", "invoice", "inv", "shipment", "tracking", "batch", "lot", "case", "ticket",
	"ref", "reference", "booking", "confirmation", "transaction", "txn", "sku", "serial", "awb",
	"pedido", "referencia", "factura", "envío", "envio", "encomenda", "fatura", "referência",
	"commande", "facture", "colis", "ordine", "fattura", "spedizione", "lotto", "bestellung",
	"bestellnummer", "rechnung", "auftrag", "sendung", "charge", "bestelling", "factuur", "zending"}

// numberWords may stand between an order word and its number ("Nr.",
// "no", "#" is skipped as punctuation).
var numberWords = []string{"no", "nr", "nº", "n°", "num", "number", "nummer", "número", "numero", "numéro", "id"}

// orderNumber reports whether the number at s follows one of orderWords,
// with at most one of numberWords and punctuation between.
func orderNumber(text string, s int) bool {
	b, w := wordBefore(text, s)
	if oneOf(w, numberWords) {
		_, w = wordBefore(text, b)
	}
	return oneOf(w, orderWords)
}

// uncheckedPhone: phoneScore's tiers below it are numbers no numbering
// plan vouches for (phone-formatted, or of phone length).
const uncheckedPhone = 0.4

// phoneScore grades a candidate (without extension) per the tiers above;
// 0 means not a phone number.
func phoneScore(sub string) (float64, string) {
	if len(sub) == 0 || !(isDigit(sub[0]) || sub[0] == '+' || sub[0] == '(') || !isDigit(sub[len(sub)-1]) ||
		strings.IndexByte(sub, '/') >= 0 || strings.LastIndexByte(sub, '+') > 0 ||
		strings.Count(sub, "(") != strings.Count(sub, ")") {
		return 0, ""
	}
	var buf [16]byte
	digits := buf[:0]
	var groups []int // lengths of digit groups
	var seps []byte  // separator before each group after the first
	run := 0
	for i := 0; i < len(sub); i++ {
		c := sub[i]
		if isDigit(c) {
			if len(digits) == len(buf) {
				return 0, ""
			}
			digits = append(digits, c)
			run++
			continue
		}
		if run > 0 {
			groups = append(groups, run)
			seps = append(seps, c)
			run = 0
		}
	}
	groups = append(groups, run)
	d := string(digits)
	if len(d) < 7 || len(d) > 15 || dateLike(groups, seps) || ipv4Like(groups, seps) || ssnLike(groups, seps) ||
		len(groups) == 2 && seps[0] == '.' { // "19045.3693" is a decimal number
		return 0, ""
	}
	maxGroup := 0
	for i, g := range groups {
		maxGroup = max(maxGroup, g)
		if g == 1 && i > 0 { // "1 800 ..." has a one-digit country code; no plan has inner 1-digit groups
			return 0, ""
		}
	}
	formatted := len(groups) >= 2 && maxGroup <= 8

	intl := ""
	switch {
	case sub[0] == '+':
		intl = d
	case strings.HasPrefix(sub, "00") && len(d) > 2 && d[2] != '0':
		intl = d[2:]
	}
	if intl != "" {
		v := internationalVerdict(intl)
		switch {
		case !v.parsed:
			return 0, ""
		case v.valid:
			return 0.7, validPhoneWhy(v.cc)
		case v.possible:
			return 0.45, "Phone number (international format, possible length)."
		}
		return 0, ""
	}
	if len(d) == 10 || len(d) == 11 && d[0] == '1' {
		if v := northAmericanVerdict(d); v.parsed {
			switch {
			case v.valid && formatted:
				return 0.6, "Phone number (valid North American number)."
			case v.valid:
				return 0.4, "Phone number (valid North American number, unformatted)."
			case !formatted && v.possible:
				return 0.2, "Digit string of North American phone length (not an assigned number)."
			}
		}
	}
	if formatted {
		return 0.3, "Phone-formatted number (not validated)."
	}
	if len(d) <= 12 {
		return 0.15, "Digit string of phone length (not validated)."
	}
	return 0, ""
}

// dateLike: three groups with one separator out of - . / and day, month
// and year lengths, or a run that starts with yyyy-mm-dd.
func dateLike(groups []int, seps []byte) bool {
	if len(groups) < 3 || seps[0] != seps[1] || strings.IndexByte("-./", seps[0]) < 0 {
		return false
	}
	a, b, c := groups[0], groups[1], groups[2]
	if a == 4 && b <= 2 && c <= 2 {
		return true
	}
	return len(groups) == 3 && a <= 2 && b <= 2 && (c == 2 || c == 4)
}

// ipv4Like: four dot-separated groups of at most three digits.
func ipv4Like(groups []int, seps []byte) bool {
	if len(groups) != 4 {
		return false
	}
	for i, g := range groups {
		if g > 3 || i < 3 && seps[i] != '.' {
			return false
		}
	}
	return true
}

// ssnLike: ddd-dd-dddd, which is an SSN's shape and no phone plan's.
func ssnLike(groups []int, seps []byte) bool {
	return len(groups) == 3 && groups[0] == 3 && groups[1] == 2 && groups[2] == 4 && seps[0] == '-' && seps[1] == '-'
}
