package ner

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// Later mentions of a person. A text names a person in full once ("Martin
// Winterkorn said …") and by the surname after that ("Winterkorn added
// …"); the model tags each token from its neighbours and misses many of
// the lone surnames, and a redaction that hides the full name but not the
// surname still gives the person away. A word that is the last word of a
// PERSON finding of two or more words is that person wherever else it
// stands alone in the text.

// repeatSurnames adds, to found (the findings of the whole text, in text
// order), a PERSON finding for each other lone occurrence of the surname of
// a person found in full, with that finding's score; it returns the
// findings in text order. An occurrence is left alone when a finding
// covers it or when it joins another capitalised word ("Ford Motor",
// "Chancellor Merkel"), which makes it part of another name.
func repeatSurnames(text string, found []detect.Finding) []detect.Finding {
	surnames := map[string]float64{}
	for _, f := range found {
		if f.Category != Person {
			continue
		}
		words := strings.Fields(text[f.Start:f.End])
		if len(words) < 2 {
			continue
		}
		if last := words[len(words)-1]; surnameLike(last) {
			surnames[last] = max(surnames[last], f.Score)
		}
	}
	if len(surnames) == 0 {
		return found
	}
	names := make([]string, 0, len(surnames))
	for s := range surnames {
		names = append(names, s)
	}
	slices.Sort(names) // a fixed order: the same text gives the same findings
	n := len(found)
	for _, name := range names {
		for from := 0; ; {
			i := strings.Index(text[from:], name)
			if i < 0 {
				break
			}
			start := from + i
			end := start + len(name)
			from = end
			if !loneWord(text, start, end) || covered(found, start, end) {
				continue
			}
			found = append(found, detect.Finding{
				Detector:    "ner",
				Category:    Person,
				Score:       surnames[name],
				Start:       start,
				End:         end,
				Snippet:     detect.Mask(name),
				Explanation: "The surname of a person the text names in full elsewhere.",
			})
		}
	}
	if len(found) > n {
		slices.SortStableFunc(found, func(a, b detect.Finding) int { return a.Start - b.Start })
	}
	return found
}

// surnameLike reports whether w can be a surname standing alone: a
// capital letter then at least one more letter, hyphens and apostrophes
// allowed inside ("O'Brien", "Smith-Jones"), no full stop ("Jr.", "J.").
func surnameLike(w string) bool {
	first, size := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(first) || size == len(w) {
		return false
	}
	for _, r := range w[size:] {
		if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' {
			return false
		}
	}
	return true
}

// loneWord reports whether text[start:end] is a whole word that no other
// capitalised word joins: not inside a longer word, not followed by a
// capitalised word, and not preceded by one unless that word opens a
// sentence or ends with a full stop (a sentence's end, "Mr.", "Dr.").
func loneWord(text string, start, end int) bool {
	before, _ := utf8.DecodeLastRuneInString(text[:start])
	after, _ := utf8.DecodeRuneInString(text[end:])
	if start > 0 && (wordRune(before) || before == '-') || end < len(text) && (wordRune(after) || after == '-') {
		return false
	}
	if next := strings.TrimLeft(text[end:], " \t"); next != "" {
		if r, _ := utf8.DecodeRuneInString(next); unicode.IsUpper(r) {
			return false
		}
	}
	prev := strings.TrimRight(text[:start], " \t")
	if prev == "" || len(prev) == start || strings.HasSuffix(prev, ".") {
		return true
	}
	k := strings.LastIndexFunc(prev, func(r rune) bool { return !wordRune(r) && r != '-' && r != '\'' })
	if r, _ := utf8.DecodeRuneInString(prev[k+1:]); !unicode.IsUpper(r) {
		return true
	}
	// A capitalised word before it that opens a sentence ("Contact
	// Fjellstrom for access") is capitalised for that reason only.
	lead := strings.TrimRight(prev[:k+1], " \t")
	return lead == "" || strings.ContainsAny(lead[len(lead)-1:], ".!?:\n")
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// covered reports whether a finding overlaps text[start:end].
func covered(found []detect.Finding, start, end int) bool {
	return slices.ContainsFunc(found, func(f detect.Finding) bool { return f.Start < end && start < f.End })
}
