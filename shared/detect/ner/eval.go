package ner

import "bulwark/shared/detect"

// Counts tallies entity matches: a true positive is a found entity that
// matches a labelled one (see Evaluate), each labelled entity matching at
// most once.
type Counts struct {
	TP, FP, FN int
}

// Add returns the sum of two tallies.
func (c Counts) Add(o Counts) Counts {
	return Counts{c.TP + o.TP, c.FP + o.FP, c.FN + o.FN}
}

// Precision is TP/(TP+FP), or 0 when nothing was found.
func (c Counts) Precision() float64 { return ratio(c.TP, c.TP+c.FP) }

// Recall is TP/(TP+FN), or 0 when nothing was labelled.
func (c Counts) Recall() float64 { return ratio(c.TP, c.TP+c.FN) }

// F1 is the harmonic mean of precision and recall.
func (c Counts) F1() float64 { return ratio(2*c.TP, 2*c.TP+c.FP+c.FN) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Report holds per-label tallies (keyed by label) under the two usual
// matching rules: Exact needs the same label and the same byte span;
// Overlap needs the same label and at least one shared byte. ByScore
// tallies the exact-rule true and false positives by Score, in tenths
// (ByScore[7] holds scores from 0.7 to 0.8), to check calibration.
type Report struct {
	Exact, Overlap map[string]Counts
	ByScore        [10]Counts
}

// Add returns the sum of two reports.
func (r Report) Add(o Report) Report {
	sum := Report{Exact: map[string]Counts{}, Overlap: map[string]Counts{}}
	for _, l := range labels {
		sum.Exact[l] = r.Exact[l].Add(o.Exact[l])
		sum.Overlap[l] = r.Overlap[l].Add(o.Overlap[l])
	}
	for i := range sum.ByScore {
		sum.ByScore[i] = r.ByScore[i].Add(o.ByScore[i])
	}
	return sum
}

// Micro returns the tallies of a rule summed over all labels.
func Micro(byLabel map[string]Counts) Counts {
	var c Counts
	for _, l := range labels {
		c = c.Add(byLabel[l])
	}
	return c
}

// Evaluate recognizes every example at threshold and tallies the findings
// against the labelled spans.
func Evaluate(r *Recognizer, examples []Example, threshold float64) Report {
	return EvaluateWith(examples, func(text string) []detect.Finding {
		return r.Recognize(text, threshold, nil)
	})
}

// EvaluateWith tallies what recognize finds in every example against the
// labelled spans, so that another system's findings are scored by the
// same rules as the model's.
func EvaluateWith(examples []Example, recognize func(text string) []detect.Finding) Report {
	rep := Report{Exact: map[string]Counts{}, Overlap: map[string]Counts{}}
	for _, ex := range examples {
		found := recognize(ex.Text)
		hits := tally(rep.Exact, found, ex.Spans, func(f detect.Finding, s Span) bool {
			return f.Start == s.Start && f.End == s.End
		})
		for i, f := range found {
			bin := &rep.ByScore[min(9, int(f.Score*10))]
			if hits[i] {
				bin.TP++
			} else {
				bin.FP++
			}
		}
		tally(rep.Overlap, found, ex.Spans, func(f detect.Finding, s Span) bool {
			return f.Start < s.End && s.Start < f.End
		})
	}
	return rep
}

// tally matches findings to gold spans of the same label greedily, in
// text order, adds the outcome to byLabel and reports which findings hit.
func tally(byLabel map[string]Counts, found []detect.Finding, gold []Span, match func(detect.Finding, Span) bool) (hits []bool) {
	used := make([]bool, len(gold))
	hits = make([]bool, len(found))
	for fi, f := range found {
		c := byLabel[f.Category]
		hit := false
		for i, g := range gold {
			if !used[i] && g.Label == f.Category && match(f, g) {
				used[i], hit = true, true
				break
			}
		}
		hits[fi] = hit
		if hit {
			c.TP++
		} else {
			c.FP++
		}
		byLabel[f.Category] = c
	}
	for i, g := range gold {
		if !used[i] {
			c := byLabel[g.Label]
			c.FN++
			byLabel[g.Label] = c
		}
	}
	return hits
}
