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
// a person found in full at a score of at least need, with that finding's
// score; it returns the findings in text order. An occurrence is left alone
// when it overlaps a finding, a span the model tagged (whatever its score
// or label: the result must not depend on the threshold or the entities
// asked for) or an address match, or when it joins another capitalised
// word ("Ford Motor", "Aston Martin"), which makes it part of another name.
// One pass over the text's words: linear in its length.
func repeatSurnames(text string, found []detect.Finding, tagged [][3]int, addrs [][2]int, need float64) []detect.Finding {
	surnames := map[string]float64{}
	for _, f := range found {
		if f.Category != Person || f.Score < need {
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
	var covered func(start, end int) bool // built at the first candidate
	n := len(found)
	for start := 0; start < len(text); {
		end := wordEnd(text, start)
		if end == start {
			size := 1
			if text[start] >= utf8.RuneSelf {
				_, size = utf8.DecodeRuneInString(text[start:])
			}
			start += size
			continue
		}
		if c := text[start]; 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			start = end // the common case: no surname starts so
			continue
		}
		name := text[start:end]
		score, ok := surnames[name]
		if !ok { // "Winterkorn's": the name without its possessive
			if stem, cut := cutPossessive(name); cut {
				name = stem
				score, ok = surnames[stem]
			}
		}
		if ok && covered == nil {
			covered = coverage(found[:n], tagged, addrs)
		}
		if ok && loneWord(text, start, end) && !covered(start, start+len(name)) {
			found = append(found, finding(text, start, start+len(name), Person, score, "The surname of a person the text names in full elsewhere."))
		}
		start = end
	}
	if len(found) > n {
		slices.SortStableFunc(found, func(a, b detect.Finding) int { return a.Start - b.Start })
	}
	return found
}

// wordEnd returns the end of the word that starts at byte i of text: a run
// of letters, digits and marks, joined by hyphens and apostrophes between
// them ("O'Brien", "Smith-Jones"); i itself when no word starts there.
func wordEnd(text string, i int) int {
	for i < len(text) {
		if c := text[i]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			i++ // ASCII letters and digits first: most of any text
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if isWordRune(r) {
			i += size
			continue
		}
		if r != '-' && r != '\'' && r != '’' || i == 0 {
			break
		}
		prev, _ := utf8.DecodeLastRuneInString(text[:i])
		next, _ := utf8.DecodeRuneInString(text[i+size:])
		if !isWordRune(prev) || !isWordRune(next) {
			break
		}
		i += size
	}
	return i
}

// cutPossessive returns w without a final "'s" or "’s".
func cutPossessive(w string) (string, bool) {
	for _, s := range []string{"'s", "’s"} {
		if stem, ok := strings.CutSuffix(w, s); ok && stem != "" {
			return stem, true
		}
	}
	return w, false
}

// coverage returns a function that reports whether [start, end) overlaps
// a finding, a tagged span or an address match, each test a binary search.
func coverage(found []detect.Finding, tagged [][3]int, addrs [][2]int) func(start, end int) bool {
	spans := make([][2]int, 0, len(found)+len(tagged)+len(addrs))
	for _, f := range found {
		spans = append(spans, [2]int{f.Start, f.End})
	}
	for _, t := range tagged {
		spans = append(spans, [2]int{t[0], t[1]})
	}
	spans = append(spans, addrs...)
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	reach := make([]int, len(spans)) // the largest end of spans[:i+1]
	for i, sp := range spans {
		reach[i] = sp[1]
		if i > 0 {
			reach[i] = max(reach[i], reach[i-1])
		}
	}
	return func(start, end int) bool {
		// spans[:k] start before end; one of them reaches past start?
		k, _ := slices.BinarySearchFunc(spans, end, func(sp [2]int, e int) int {
			if sp[0] < e {
				return -1
			}
			return 1
		})
		return k > 0 && reach[k-1] > start
	}
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

// loneWord reports whether the word text[start:end] stands alone: not
// followed by a capitalised word, and not preceded by one unless that
// word opens a sentence or ends with a full stop (a sentence's end, "Mr.",
// "Dr."). Words are separated by spaces and tabs here; a line break, a
// quote or other punctuation between two words separates them.
func loneWord(text string, start, end int) bool {
	if next := strings.TrimLeft(text[end:], " \t"); next != "" && len(next) < len(text)-end {
		if r, _ := utf8.DecodeRuneInString(next); unicode.IsUpper(r) {
			return false
		}
	}
	prev := strings.TrimRight(text[:start], " \t")
	if len(prev) == start || prev == "" || strings.HasSuffix(prev, ".") {
		return true
	}
	k := strings.LastIndexFunc(prev, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '\'' && r != '’' })
	if r, _ := utf8.DecodeRuneInString(prev[k+1:]); !unicode.IsUpper(r) {
		return true
	}
	// A capitalised word before it that opens a sentence ("Contact
	// Fjellstrom for access") is capitalised for that reason only.
	lead := strings.TrimRight(prev[:k+1], " \t")
	return lead == "" || strings.ContainsAny(lead[len(lead)-1:], ".!?:\n")
}
