package ner

import (
	"bytes"
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// Street addresses by pattern. The model learns ADDRESS from one generated
// source, and reads a street it has not seen as a place or nothing ("221B
// Baker St.", "Hauptstraße 5", "PO Box 1234"), which the default does not
// redact. These patterns name the parts of an address that say so by
// their form: a house number and a street type, a continental street with
// its number, a post-office box; with the flat, suite or unit that
// follows. They are written from the address formats of the countries
// whose languages the model covers, not from any evaluation data.
//
// A pattern match is an ADDRESS finding of score addressScore; findings of
// the model that lie inside it, or overlap it, are replaced by one ADDRESS
// over their union (the model's ADDRESS often stops at the street, and its
// LOCATION or ORGANIZATION there is a misreading of the same words).
//
// The patterns are anchored: they run at the word starts that can open an
// address (see appendAddressSpans), not over the whole text, so that a text
// costs one pass over its words and a short match per such word.
var addressPatterns = func() []*regexp.Regexp {
	const (
		// A house number: "42", "221B", "12-14", "1600".
		number = `\d{1,6}(?:[A-Za-z]\b|-\d{1,5})?`
		// Words of a street's name: capitalised, ordinals ("5th",
		// "Fifth" is capitalised anyway), or "of"/"the" between them.
		nameWord = `(?:\p{Lu}[\p{L}'’.-]*|\d{1,3}(?:st|nd|rd|th)|(?:of|the|de|la|le|du|des))`
		// English street types, abbreviated or not, any case.
		// Words that are as often names of other things (Park, Hill, Row,
		// Walk) are left out.
		streetType = `(?i:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.?|court|ct\.?|place|pl\.?|square|sq\.?|terrace|way|parkway|pkwy\.?|highway|hwy\.?|circle|close|crescent|mews|plaza)`
		// Compass suffix of American streets: "Ave NW".
		compass = `(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?`
		// A flat, suite, unit or floor after the street.
		unit = `(?:,?\s+(?i:apt\.?|apartment|suite|ste\.?|unit|flat|floor|fl\.?|room|rm\.?)\s*#?\s*[\dA-Za-z][\w-]{0,5}|,?\s+#\s?\d{1,5})?`
		// Continental street words that carry the type inside the word
		// ("Hauptstraße", "Kirchweg") and the number after it.
		// ("ring" is left out: "During 5 years").
		germanic = `\p{Lu}[\p{L}-]*(?i:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|steig|chaussee|gracht|straat|laan|plein|vägen|gatan|gränd|torget)`
		// Romance and Dutch street types that precede the name.
		romanceType = `(?:Rue|Avenue|Av\.|Boulevard|Bd|Place|Chemin|Allée|Impasse|Quai|Cours|Via|Viale|Piazza|Corso|Vicolo|Calle|C/|Avenida|Av\.|Plaza|Paseo|Camino|Carrer|Rua|Travessa|Largo|Praça|Estrada)`
		romanceLink = `(?:\s+(?:de|del|della|delle|dei|di|da|do|dos|das|des|du|la|le|les|l'|d'|el|los|las|sant|san|santa|são))*`
	)
	// romanceLowerTypes, after a house number only (see there).
	romanceLower := `(?:` + strings.Join(slices.Sorted(maps.Keys(romanceLowerTypes)), "|") + `)`
	return []*regexp.Regexp{
		// "42 Baker Street", "1600 Pennsylvania Ave NW, Suite 3", "221B Baker St."
		regexp.MustCompile(`^` + number + `\s+(?:` + nameWord + `\s+){1,4}` + streetType + `\b\.?` + compass + unit),
		// "Hauptstraße 5", "Kirchweg 12a"
		regexp.MustCompile(`^` + germanic + `\s+\d{1,5}[a-z]?\b` + unit),
		// "12 Rue de Rivoli", "Via Roma 10", "Calle Mayor, 5", "Rua das Flores 22",
		// "C/ Mayor 5", "53 place Stanislas"
		// (a number after the name has at most four digits: five are the
		// postcode of the next part, "Rue de Rivoli, 75001 Paris")
		regexp.MustCompile(`^(?:(?:\d{1,5}[a-z]?,?\s+)?` + romanceType + `|\d{1,5}[a-z]?,?\s+` + romanceLower + `)` + romanceLink + `\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}(?:,?\s+(?:n\.?\s*[º°]?\s*)?\d{1,4}[a-z]?\b)?` + unit),
		// "PO Box 1234", "P.O. Box 77", "Postfach 10 20 30", "Apartado 45"
		regexp.MustCompile(`^(?i:p\.?\s?o\.?\s?box|post\s+office\s+box|postfach|boîte\s+postale|apartado(?:\s+de\s+correos)?|casella\s+postale)\s+\d+(?:\s\d+){0,2}\b`),
		// "zip code is 35649", "Postcode: SW1A 1AA", "PLZ 10115": the code
		// alone (group 1) after the words that name it; US ZIP and
		// ZIP+4, four- and five-digit codes (with Dutch letters or a
		// Portuguese suffix), British and Canadian codes
		regexp.MustCompile(`^(?i:zip\s*code|zip|postal\s+code|post\s*code|plz|code\s+postal|c[oó]digo\s+postal)(?:\s+(?i:is|was|of|ist|est|es|é|è|:)|\s*[:=#-])?\s*(\d{5}(?:-\d{4})?|\d{4}(?:\s?[A-Za-z]{2}\b|-\d{3})?|[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)\b`),
	}
}()

// addressScore is the score of a pattern match: above the default NER
// and redaction thresholds, below what the model gives a name it is sure
// of.
const addressScore = 0.8

// The patterns, by index in addressPatterns.
const (
	numberStreet   = iota // "42 Baker Street"
	germanicStreet        // "Hauptstraße 5"
	romanceStreet         // "Via Roma 10": needs a house number somewhere in the match, so that "Place de la Concorde" in a sentence about history is not an address
	postBox               // "PO Box 1234"
	postcode              // "zip code is 35649": only the code (the pattern's group 1) is the address
)

// maxAddress bounds the bytes an anchored pattern reads from its start.
const maxAddress = 160

// romanceTypes are the words that open romanceStreet and germanicSuffixes
// the endings of germanicStreet's first word (boxWord names those of
// postBox): they decide where the patterns run.
var (
	// A type that is also an English word (Avenue, Place, Plaza,
	// Boulevard) opens a romance street only after a house number ("12
	// Avenue des Ternes"): "Avenue Elementary School, 600 students" is
	// not an address. The value says whether the word may open one alone.
	romanceTypes = map[string]bool{"Rue": true, "Avenue": false, "Av": false, "Boulevard": false, "Bd": true, "Place": false,
		"Chemin": true, "Allée": true, "Impasse": true, "Quai": true, "Cours": true, "Via": true, "Viale": true,
		"Piazza": true, "Corso": true, "Vicolo": true, "Calle": true, "Avenida": true, "Plaza": false, "Paseo": true,
		"Camino": true, "Carrer": true, "Rua": true, "Travessa": true, "Largo": true, "Praça": true, "Estrada": true}
	// The romance types in lower case, as French, Italian, Spanish and
	// Portuguese addresses often write them ("12 rue de Rivoli", "53
	// place Stanislas"): they open a street only after a house number,
	// since "via" and "place" are English words too ("Largo", "long", is
	// left out).
	romanceLowerTypes = map[string]bool{"rue": true, "avenue": true, "boulevard": true, "bd": true, "place": true,
		"chemin": true, "allée": true, "impasse": true, "quai": true, "cours": true, "via": true, "viale": true,
		"piazza": true, "corso": true, "vicolo": true, "calle": true, "avenida": true, "plaza": true, "paseo": true,
		"camino": true, "carrer": true, "rua": true, "travessa": true, "praça": true, "estrada": true}
	germanicSuffixes = []string{"straße", "strasse", "str", "weg", "gasse", "platz", "allee", "damm", "ufer", "steig",
		"chaussee", "gracht", "straat", "laan", "plein", "vägen", "gatan", "gränd", "torget"}
)

// appendAddressSpans appends the pattern matches that open at the tokens
// of a chunk of text, in text order.
func appendAddressSpans(spans [][2]int, text string, toks []token) [][2]int {
	for ti := 0; ti < len(toks); {
		i, j := toks[ti].start, toks[ti].end
		word := text[i:j]
		r, _ := utf8.DecodeRuneInString(word)
		var try [5]bool
		switch {
		case r >= '0' && r <= '9':
			// a house number: the next word is capitalised (a street's
			// name or a romance street type) or a number
			if next := nextWord(text, j); next != "" {
				q, _ := utf8.DecodeRuneInString(next)
				try[numberStreet] = unicode.IsUpper(q) || q >= '0' && q <= '9'
				_, try[romanceStreet] = romanceTypes[next]
				try[romanceStreet] = try[romanceStreet] || romanceLowerTypes[next] || spanishCalle(text[j:])
			}
		case unicode.IsUpper(r):
			try[romanceStreet] = len(word) <= 9 && romanceTypes[word] || spanishCalle(text[i:])
			try[germanicStreet] = germanicWord(word)
			try[postBox] = boxWord(word)
			try[postcode] = postcodeWord(word)
		case r == 'p' || r == 'b' || r == 'a' || r == 'c' || r == 'z':
			try[postBox] = boxWord(word)
			try[postcode] = postcodeWord(word)
		}
		if startsWithYear(text, i) {
			try = [5]bool{}
		}
		end := j
		for k, ok := range try {
			if !ok {
				continue
			}
			m := addressPatterns[k].FindStringSubmatchIndex(text[i:min(len(text), i+maxAddress)])
			if m == nil || k == romanceStreet && !hasDigit(text[i:i+m[1]]) {
				continue
			}
			from, to := m[0], m[1]
			if k == postcode {
				from, to = m[2], m[3]
			}
			spans = append(spans, [2]int{i + from, i + to})
			end = max(end, i+m[1])
		}
		for ti++; ti < len(toks) && toks[ti].start < end; ti++ {
		}
	}
	return spans
}

// lowerASCII writes s into buf with its ASCII letters lower-cased and
// returns the written part; s must fit.
func lowerASCII(buf []byte, s string) []byte {
	lower := buf[:len(s)]
	for i := range len(s) {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
	}
	return lower
}

// boxWord reports whether word opens a post-office box ("PO", "P.O",
// "Postfach", ...), ignoring the case of ASCII letters.
func boxWord(word string) bool {
	return lowerOneOf(word, "p", "po", "p.o", "post", "postfach", "boîte", "boite", "apartado", "casella")
}

// postcodeWord reports whether word can open the words that name a
// postcode ("ZIP", "postal", "Postcode", "PLZ", "code", "código"),
// ignoring the case of ASCII letters.
func postcodeWord(word string) bool {
	return lowerOneOf(word, "zip", "zipcode", "postal", "post", "postcode", "plz", "code", "código", "codigo")
}

// lowerOneOf reports whether word, its ASCII letters lower-cased, is one
// of words (each at most 16 bytes), without allocating.
func lowerOneOf(word string, words ...string) bool {
	var buf [16]byte
	if len(word) > len(buf) {
		return false
	}
	return slices.Contains(words, string(lowerASCII(buf[:], word)))
}

// germanicWord reports whether word ends with a germanic street suffix
// and has more before it ("Hauptstraße", not "Weg"), ignoring the case of
// ASCII letters.
func germanicWord(word string) bool {
	var buf [10]byte
	lower := lowerASCII(buf[:], word[max(0, len(word)-len(buf)):])
	for _, suf := range germanicSuffixes {
		if len(word) > len(suf) && bytes.HasSuffix(lower, []byte(suf)) {
			return true
		}
	}
	return false
}

// spanishCalle reports whether rest (the text at a word, or after a house
// number and its comma or spaces) opens with Spain's "C/ " (calle).
func spanishCalle(rest string) bool {
	return strings.HasPrefix(strings.TrimLeft(rest, ", \t"), "C/ ")
}

// nextWord returns the word after a house number that ends at j: after an
// optional letter or "-digits", a comma, then spaces; "" when none follows.
func nextWord(text string, j int) string {
	if j < len(text) && text[j] == '-' {
		for j++; j < len(text) && text[j] >= '0' && text[j] <= '9'; j++ {
		}
	}
	if j < len(text) && text[j] == ',' {
		j++
	}
	k := j
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	if k == j {
		return ""
	}
	e := k
	for e < len(text) {
		q, n := utf8.DecodeRuneInString(text[e:])
		if !unicode.IsLetter(q) && !unicode.IsDigit(q) {
			break
		}
		e += n
	}
	return text[k:e]
}

// addAddresses merges the pattern matches spans (appendAddressSpans, in
// text order) into found (the model's findings of text, in text order) and
// returns the findings in text order. A match whose score (addressScore,
// or a model ADDRESS it absorbs) is below threshold is left out.
func addAddresses(text string, found []detect.Finding, spans [][2]int, threshold float64) []detect.Finding {
	if len(spans) == 0 {
		return found
	}
	// Overlapping matches (two patterns over one street) become one.
	merged := spans[:1]
	for _, sp := range spans[1:] {
		if last := &merged[len(merged)-1]; sp[0] < last[1] {
			last[1] = max(last[1], sp[1])
		} else {
			merged = append(merged, sp)
		}
	}
	// Findings the addresses absorb are marked with an empty category and
	// dropped in place; the addresses are appended, then all sorted.
	adds := make([]detect.Finding, 0, len(merged))
	for _, sp := range merged {
		absorbs := func(f *detect.Finding) bool {
			if f.Category == "" || f.End <= sp[0] || f.Start >= sp[1] {
				return false
			}
			// a name beside the address, not part of it, stays
			return f.Category != Person || f.Start >= sp[0] && f.End <= sp[1]
		}
		start, end, score := sp[0], sp[1], addressScore
		lo, hi := touching(found, sp[0], sp[1])
		near := found[lo:hi]
		for i := range near {
			if f := &near[i]; absorbs(f) && f.Category == Address {
				score = max(score, f.Score)
			}
		}
		if score < threshold {
			continue // below the caller's threshold: the model's findings stand
		}
		for i := range near {
			if f := &near[i]; absorbs(f) {
				start, end = min(start, f.Start), max(end, f.End)
				f.Category = ""
			}
		}
		for i := range near { // a name beside it keeps only its own part
			giveWay(text, &near[i], start, end, "a street address")
		}
		if k := len(adds) - 1; k >= 0 && start < adds[k].End {
			// The previous address absorbed a finding of the model that
			// reaches into this match: one address.
			last := &adds[k]
			last.Start, last.End, last.Score = min(last.Start, start), max(last.End, end), max(last.Score, score)
			last.Snippet = detect.Mask(text[last.Start:last.End])
			continue
		}
		adds = append(adds, finding(text, start, end, Address, score, "The text has the form of a street address or a post-office box."))
	}
	out := slices.DeleteFunc(found, func(f detect.Finding) bool { return f.Category == "" })
	out = append(out, adds...)
	slices.SortStableFunc(out, func(a, b detect.Finding) int { return a.Start - b.Start })
	return out
}

// houseNumbers extends each ADDRESS finding of found (in text order, not
// overlapping) over the house number right before it, which the model
// often leaves out ("lives at 21 Jump Street" read as ADDRESS "Jump
// Street"): one to five digits, an optional letter, then spaces; the
// number a word of its own, not the end of a longer one ("1,234", "A21",
// "3.5") and not a year after "in", "since" and the like.
func houseNumbers(text string, found []detect.Finding) []detect.Finding {
	for i := range found {
		f := &found[i]
		if f.Category != Address {
			continue
		}
		k := f.Start
		for k > 0 && (text[k-1] == ' ' || text[k-1] == '\t') {
			k--
		}
		if k == f.Start {
			continue
		}
		if k > 0 && ('a' <= text[k-1] && text[k-1] <= 'z' || 'A' <= text[k-1] && text[k-1] <= 'Z') {
			k--
		}
		d := k
		for d > 0 && text[d-1] >= '0' && text[d-1] <= '9' && k-d < 5 {
			d--
		}
		if d == k || d > 0 && !numberBoundary(text[d-1]) || i > 0 && found[i-1].End > d || startsWithYear(text, d) {
			continue
		}
		f.Start = d
		f.Snippet = detect.Mask(text[f.Start:f.End])
	}
	return found
}

// numberBoundary reports whether byte c may stand right before a house
// number: white space or an opening bracket or quote, not a digit, a
// letter, nor the separators of longer numbers.
func numberBoundary(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '(' || c == '"' || c == '\'' || c == '>' || c == ':'
}

// touching returns the index range [lo, hi) of the findings that overlap
// the span [from, to). found is in text order and its findings do not
// overlap one another, so their ends are in order too: a binary search
// finds the first, and the walk stops after the last, so that merging a
// text's spans into its findings is not quadratic.
func touching(found []detect.Finding, from, to int) (lo, hi int) {
	lo, _ = slices.BinarySearchFunc(found, from, func(f detect.Finding, at int) int { return cmp.Compare(f.End, at+1) })
	hi = lo
	for hi < len(found) && found[hi].Start < to {
		hi++
	}
	return lo, hi
}

// startsWithYear reports whether the match at i opens with a year after a
// word that makes it one ("in 2019 Place Vendôme", "since 1998 Oak Court").
func startsWithYear(text string, i int) bool {
	j := i
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	if j-i != 4 || !(text[i:i+2] == "19" || text[i:i+2] == "20") {
		return false
	}
	k := i
	for k > 0 && text[k-1] == ' ' {
		k--
	}
	w := k
	for w > 0 && (text[w-1] >= 'a' && text[w-1] <= 'z' || text[w-1] >= 'A' && text[w-1] <= 'Z') {
		w--
	}
	return yearWords[strings.ToLower(text[w:k])]
}

var yearWords = map[string]bool{"in": true, "since": true, "by": true, "from": true, "until": true, "till": true,
	"of": true, "to": true, "year": true, "around": true, "circa": true, "before": true, "after": true, "during": true}

func hasDigit(s string) bool {
	return strings.ContainsAny(s, "0123456789")
}
