package ner

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// Address blocks. An address written out on lines (an envelope, a
// letterhead, a signature, a contact card) puts the addressee on a line of
// its own above the street, sometimes with a company line between, and the
// postcode on a line below it, often after the city or the country. With
// no sentence around it the model reads the addressee's line as an
// organisation, a place or nothing, and a bare number as nothing, and the
// default redaction then hides the street but leaves the name and the
// postcode. Around each ADDRESS finding that opens its line, this rule
// reads the block's lines:
//
//   - above it, the nearest of up to two short lines that is a name (two or three capitalised words, the
//     first a listed first name, after an optional title and before an
//     optional degree) is a PERSON;
//   - below it, on each of up to four short lines, a number of four to six
//     digits (or a ZIP+4) with no other digits on its line is the
//     postcode: an ADDRESS.
//
// A short line has at most five words and does not end a sentence; the
// block ends at the first line that is not short. Blank lines are passed
// over but count against a budget: at most four lines are read above an
// address, eight below. Findings of other labels on the addressee's line
// give way to it; a line that holds a PERSON or ADDRESS finding, and a
// postcode one touches, are left as they are.

// blockScore is the score of a name or postcode placed by an address block,
// as of a street matched by its form (addressScore).
const blockScore = addressScore

// Block limits: lines read above and below an address, and the words of a
// short line.
const (
	blockAbove     = 2
	blockBelow     = 4
	shortLineWords = 5
)

// nameTitles open a name line without being part of the name; nameDegrees
// close one (lower case, without a dot).
var (
	nameTitles  = map[string]bool{"mr": true, "mrs": true, "ms": true, "mx": true, "miss": true, "dr": true, "prof": true}
	nameDegrees = map[string]bool{"phd": true, "md": true, "jr": true, "sr": true, "ii": true, "iii": true, "esq": true}
)

// addressBlocks adds the addressees and postcodes of the address blocks of
// text to found (the findings of the whole text, in text order) and returns
// the findings in text order. Nothing is added at a threshold above
// blockScore.
func (r *Recognizer) addressBlocks(text string, found []detect.Finding, threshold float64) []detect.Finding {
	if blockScore < threshold || strings.IndexByte(text, '\n') < 0 || !slices.ContainsFunc(found, func(f detect.Finding) bool { return f.Category == Address }) {
		return found
	}
	var added []detect.Finding
	for _, a := range found {
		if a.Category != Address || !opensLine(text, a.Start) {
			continue // the address is inside a sentence, not a block
		}
		// Up, then down, line by line: blank lines are passed over but
		// counted against a bound, so that every line is read a bounded
		// number of times whatever the text.
		above := lineStart(text, a.Start)
		for n, lines := 0, 0; n < blockAbove && lines < 2*blockAbove && above > 0; lines++ {
			s := lineStart(text, above-1)
			ln := text[s : above-1]
			above = s
			if strings.TrimSpace(ln) == "" {
				continue
			}
			if !shortLine(ln) {
				break
			}
			if start, end, ok := r.nameLine(text, s, s+len(ln)); ok {
				added = append(added, finding(text, start, end, Person, blockScore, "The name on the line above a postal address: its addressee."))
				break
			}
			n++
		}
		below := lineEnd(text, a.End)
		for n, lines := 0, 0; n < blockBelow && lines < 2*blockBelow && below < len(text); lines++ {
			s := below + 1
			e := lineEnd(text, s)
			ln := text[s:e]
			below = e
			if strings.TrimSpace(ln) == "" {
				continue
			}
			if !shortLine(ln) {
				break
			}
			if start, end, ok := postcodeOnLine(ln); ok {
				added = append(added, finding(text, s+start, s+end, Address, blockScore, "A postcode on a line of a postal address."))
			}
			n++
		}
	}
	if len(added) == 0 {
		return found
	}
	// found's findings do not overlap (see touching): each block finding
	// looks only at those it touches.
	slices.SortStableFunc(added, func(a, b detect.Finding) int { return a.Start - b.Start })
	n, placed := len(found), 0
	for _, b := range added {
		if b.Start < placed {
			continue // an earlier block placed it already
		}
		from, to := b.Start, b.End
		if b.Category == Person { // other findings give up the addressee's whole line
			from, to = lineStart(text, b.Start), lineEnd(text, b.End)
		}
		lo, hi := touching(found[:n], from, to)
		near := found[lo:hi]
		if slices.ContainsFunc(near, func(f detect.Finding) bool { return f.Category == Person || f.Category == Address }) {
			continue // the model placed it already, or a person or address shares the line
		}
		for i := range near {
			giveWay(text, &near[i], from, to, "the addressee's line of an address")
		}
		found = append(found, b)
		placed = b.End
	}
	found = slices.DeleteFunc(found, func(f detect.Finding) bool { return f.Category == "" })
	slices.SortStableFunc(found, func(a, b detect.Finding) int { return a.Start - b.Start })
	return found
}

// maxBlockIndent bounds the bytes before an address on its line that may
// still leave it opening the line ("??? 74 " before "Västerviksgatan 2").
const maxBlockIndent = 16

// opensLine reports whether only a few bytes without letters stand between
// offset i and the start of its line.
func opensLine(text string, i int) bool {
	for k := i; k > 0 && k >= i-maxBlockIndent; {
		c, size := utf8.DecodeLastRuneInString(text[:k])
		if c == '\n' {
			return true
		}
		if unicode.IsLetter(c) {
			return false
		}
		k -= size
	}
	return i <= maxBlockIndent
}

// finding is a finding of this detector over text[start:end].
func finding(text string, start, end int, label string, score float64, why string) detect.Finding {
	return detect.Finding{
		Detector:    "ner",
		Category:    label,
		Score:       score,
		Start:       start,
		End:         end,
		Snippet:     detect.Mask(text[start:end]),
		Explanation: why,
	}
}

// giveWay cuts the span [start, end) out of f: f keeps the part of it,
// before or after the span, that holds a letter (the first when both do),
// without the white space, commas, semicolons or colons before the cut
// (a full stop stays: "Ltd.") or anything but letters and digits after it,
// or loses its category when none does. rest names what took the span,
// for the explanation.
func giveWay(text string, f *detect.Finding, start, end int, rest string) {
	if f.Category == "" || f.End <= start || f.Start >= end {
		return
	}
	if before := strings.TrimRight(strings.TrimRightFunc(text[f.Start:max(f.Start, start)], unicode.IsSpace), ",;:"); hasLetter(before) {
		f.End = f.Start + len(before)
	} else if after := strings.TrimLeftFunc(text[min(f.End, end):f.End], notWordRune); hasLetter(after) {
		f.Start = f.End - len(after)
	} else {
		f.Category = ""
		return
	}
	f.Snippet = detect.Mask(text[f.Start:f.End])
	f.Explanation = fmt.Sprintf("%s (the rest of it is %s).", strings.TrimSuffix(f.Explanation, "."), rest)
}

// nameLine reports where the name is on the line text[s:e] when the line is
// a person's name (see the package comment above).
func (r *Recognizer) nameLine(text string, s, e int) (start, end int, ok bool) {
	var words [][2]int
	for _, w := range lineWords(text[s:e], blank) {
		w = [2]int{s + w[0], s + w[1]}
		if hasLetter(text[w[0]:w[1]]) {
			words = append(words, w)
		} else if len(words) > 0 {
			return 0, 0, false // punctuation or digits inside the line
		}
	}
	key := func(w [2]int) string { return strings.ToLower(strings.Trim(text[w[0]:w[1]], ".,")) }
	if len(words) > 0 && nameTitles[key(words[0])] {
		words = words[1:]
	}
	for len(words) > 0 && nameDegrees[key(words[len(words)-1])] {
		words = words[:len(words)-1]
	}
	if len(words) < 2 || len(words) > 3 {
		return 0, 0, false
	}
	for k, w := range words {
		word := text[w[0]:w[1]]
		if k < len(words)-1 && strings.HasSuffix(word, ",") {
			return 0, 0, false // "Okafor, Ruth" is a name, but a list's order
		}
		word = strings.TrimSuffix(word, ",")
		first, _ := utf8.DecodeRuneInString(word)
		if !unicode.IsUpper(first) || strings.ContainsFunc(word, func(c rune) bool {
			return !unicode.IsLetter(c) && c != '\'' && c != '’' && c != '-' && c != '.'
		}) {
			return 0, 0, false
		}
	}
	if r.gaz[hashWord(text[words[0][0]:words[0][1]])]&gazFirstName == 0 {
		return 0, 0, false
	}
	last := words[len(words)-1]
	return words[0][0], last[0] + len(strings.TrimRight(text[last[0]:last[1]], ",")), true
}

// postcodeOnLine finds a postcode on a line: the one word of four to six
// digits (or five, a dash and four) among words without digits, unless a
// month names it a year ("March 2019", a date under an address).
func postcodeOnLine(ln string) (start, end int, ok bool) {
	found, month := false, false
	for _, w := range lineWords(ln, func(c byte) bool { return blank(c) || c == ',' || c == '.' }) {
		word := ln[w[0]:w[1]]
		if !hasDigit(word) {
			month = month || isMonth(word)
			continue
		}
		if found || !postcodeDigits(word) {
			return 0, 0, false
		}
		start, end, found = w[0], w[1], true
	}
	if found && month && len(ln[start:end]) == 4 && (ln[start:start+2] == "19" || ln[start:start+2] == "20") {
		return 0, 0, false
	}
	return start, end, found
}

// months are the English month names and their three-letter forms.
var months = map[string]bool{}

func init() {
	for _, m := range []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"} {
		months[m], months[m[:3]] = true, true
	}
	months["sept"] = true
}

// isMonth reports whether w is a month's name or its short form, in any
// case.
func isMonth(w string) bool { return len(w) >= 3 && len(w) <= 9 && months[strings.ToLower(w)] }

// postcodeDigits reports whether w is 4 to 6 digits, or 5 digits, a dash
// and 4 (a US ZIP+4).
func postcodeDigits(w string) bool {
	if zip, plus, ok := strings.Cut(w, "-"); ok {
		return len(zip) == 5 && len(plus) == 4 && allDigits(zip) && allDigits(plus)
	}
	return len(w) >= 4 && len(w) <= 6 && allDigits(w)
}

// shortLine reports whether a line can be part of an address block: at
// most shortLineWords words and no sentence's end.
func shortLine(ln string) bool {
	ln = strings.TrimSpace(ln)
	words := 0 // of letters or digits: "???" and "-" do not count
	for w := range strings.FieldsSeq(ln) {
		if hasLetter(w) || hasDigit(w) {
			words++
		}
	}
	if words > shortLineWords {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(ln)
	return last != '?' && last != '!' && !(last == '.' && !abbreviationEnd(ln))
}

// abbreviationEnd reports whether the line ends with an abbreviation's dot
// ("Apt.", "St.", "Jr."), an initial's or a number's ("Árpád útja 3.").
func abbreviationEnd(ln string) bool {
	w := ln[strings.LastIndexAny(ln, " \t")+1 : len(ln)-1]
	n := utf8.RuneCountInString(w)
	return n <= 1 || abbreviations[strings.ToLower(w)] || allDigits(w)
}

// lineStart is the offset of the start of the line that holds offset i.
func lineStart(text string, i int) int { return strings.LastIndexByte(text[:i], '\n') + 1 }

// lineEnd is the offset of the end (the '\n' or the text's end) of the line
// that holds offset i.
func lineEnd(text string, i int) int {
	if k := strings.IndexByte(text[i:], '\n'); k >= 0 {
		return i + k
	}
	return len(text)
}

// lineWords returns the [start, end) offsets in ln of its words: the runs
// of bytes that sep does not separate.
func lineWords(ln string, sep func(byte) bool) [][2]int {
	var words [][2]int
	for i := 0; i < len(ln); {
		for i < len(ln) && sep(ln[i]) {
			i++
		}
		j := i
		for j < len(ln) && !sep(ln[j]) {
			j++
		}
		if j > i {
			words = append(words, [2]int{i, j})
		}
		i = j
	}
	return words
}

// allDigits reports whether s holds ASCII digits only.
func allDigits(s string) bool {
	return strings.IndexFunc(s, func(c rune) bool { return c < '0' || c > '9' }) < 0
}

// blank reports whether c separates the words of a line ('\r' ends the
// lines of CRLF text).
func blank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

func notWordRune(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }

func hasLetter(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }
