package main

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"bulwark/shared/detect"
	"bulwark/shared/detect/ner"
)

// errorKinds sorts what went wrong on a source's PER+LOC+ORG entities:
// every gold entity and every finding falls in exactly one kind, so the
// kinds say which part of the gap between exact and overlap F1, and
// between overlap F1 and 1, each error explains.
type errorKinds struct {
	exact    int            // same label, same span
	boundary map[string]int // same label, overlapping: "extra before: the" and the like
	label    map[string]int // same span or overlapping, another label: "ORGANIZATION as LOCATION"
	labelOf  map[string]int // the same with the gold entity's text: "ORGANIZATION as LOCATION: nato"
	missed   int            // gold entity nothing overlaps
	missedOf map[string]int // missed, by label and text: "PERSON curie"
	spurious int            // finding overlapping no gold entity
}

func newErrorKinds() errorKinds {
	return errorKinds{boundary: map[string]int{}, label: map[string]int{}, labelOf: map[string]int{}, missedOf: map[string]int{}}
}

// entityLabel reports whether l is one of the three entity labels the
// figures are given for.
func entityLabel(l string) bool {
	return l == ner.Person || l == ner.Location || l == ner.Organization
}

// classify adds the errors of one example's findings against its spans.
func (k *errorKinds) classify(text string, found []detect.Finding, gold []ner.Span) {
	var fs []detect.Finding
	for _, f := range found {
		if entityLabel(f.Category) {
			fs = append(fs, f)
		}
	}
	var gs []ner.Span
	for _, g := range gold {
		if entityLabel(g.Label) {
			gs = append(gs, g)
		}
	}
	usedF := make([]bool, len(fs))
	for _, g := range gs {
		best := -1
		for i, f := range fs {
			if usedF[i] || !(f.Start < g.End && g.Start < f.End) {
				continue
			}
			// prefer the same label, then the exact span
			if best < 0 || rank(f, g) > rank(fs[best], g) {
				best = i
			}
		}
		if best < 0 {
			k.missed++
			k.missedOf[g.Label+" "+clip(text[g.Start:g.End])]++
			continue
		}
		usedF[best] = true
		f := fs[best]
		switch {
		case f.Category != g.Label:
			k.label[g.Label+" as "+f.Category]++
			k.labelOf[g.Label+" as "+f.Category+": "+clip(text[g.Start:g.End])]++
		case f.Start == g.Start && f.End == g.End:
			k.exact++
		default:
			k.boundary[boundaryKind(text, f, g)]++
		}
	}
	for i := range fs {
		if !usedF[i] {
			k.spurious++
		}
	}
}

func rank(f detect.Finding, g ner.Span) int {
	r := 0
	if f.Category == g.Label {
		r += 2
	}
	if f.Start == g.Start && f.End == g.End {
		r++
	}
	return r
}

// boundaryKind names how a finding's span differs from the gold span of
// the same label: the text it adds or leaves out at each end, lower-cased
// words of up to three, longer differences summarised.
func boundaryKind(text string, f detect.Finding, g ner.Span) string {
	var parts []string
	side := func(what string, a, b int) {
		if a < b {
			parts = append(parts, what+": "+clip(text[a:b]))
		}
	}
	side("extra before", f.Start, g.Start)
	side("missing before", g.Start, f.Start)
	side("extra after", g.End, f.End)
	side("missing after", f.End, g.End)
	return g.Label + " " + strings.Join(parts, "; ")
}

func clip(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if w := strings.Fields(s); len(w) > 3 {
		return fmt.Sprintf("<%d words>", len(w))
	}
	return s
}

// errorBreakdown recognizes the examples and tallies the kinds of errors.
func errorBreakdown(rec *ner.Recognizer, examples []ner.Example, threshold float64) errorKinds {
	k := newErrorKinds()
	for _, ex := range examples {
		k.classify(ex.Text, rec.Recognize(ex.Text, threshold, nil), ex.Spans)
	}
	return k
}

// print writes the breakdown, then the top most common boundary
// differences, label confusions, confused entities and missed entities.
func (k errorKinds) print(w io.Writer, name string, top int) {
	sum := func(m map[string]int) (n int) {
		for _, v := range m {
			n += v
		}
		return n
	}
	fmt.Fprintf(w, "## errors of %s (PER+LOC+ORG)\n\n", name)
	fmt.Fprintf(w, "exact %d, boundary %d, label %d, missed %d, spurious %d\n\n", k.exact, sum(k.boundary), sum(k.label), k.missed, k.spurious)
	for _, m := range []map[string]int{k.boundary, k.label, k.labelOf, k.missedOf} {
		keys := slices.SortedFunc(maps.Keys(m), func(a, b string) int {
			return cmp.Or(cmp.Compare(m[b], m[a]), strings.Compare(a, b))
		})
		for i, key := range keys {
			if i == top {
				break
			}
			fmt.Fprintf(w, "- %d  %s\n", m[key], key)
		}
		fmt.Fprintln(w)
	}
}
