package pii

import (
	"cmp"
	"slices"
	"strings"

	"bulwark/shared/detect"
)

// resolve keeps the best of overlapping candidates and turns the survivors
// into findings ordered by Start. Candidates are ranked by priority (custom
// rules carry theirs, built-ins 0), then score, then span length (a longer
// span hides more), then position and category so that the output never
// depends on the order the recognizers ran in. A candidate is kept when it
// overlaps no better-ranked kept one, which makes the kept spans disjoint.
// The bytes kept spans cover are marked in a bitmap, so the cost is the
// sort plus the candidates' total length, whatever their number.
func resolve(text string, cands []candidate, st *scanState) []detect.Finding {
	if len(cands) == 0 {
		return nil
	}
	slices.SortFunc(cands, func(a, b candidate) int {
		if c := cmp.Compare(b.priority, a.priority); c != 0 {
			return c
		}
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := cmp.Compare(b.end-b.start, a.end-a.start); c != 0 {
			return c
		}
		if c := cmp.Compare(a.start, b.start); c != 0 {
			return c
		}
		return strings.Compare(a.category, b.category)
	})
	words := (len(text) + 63) / 64
	st.taken = slices.Grow(st.taken[:0], words)[:words]
	clear(st.taken)
	kept := st.kept[:0]
	defer func() { st.kept = kept[:0] }()
	for _, c := range cands {
		if st.anyTaken(c.start, c.end) {
			continue
		}
		for i := c.start; i < c.end; i++ {
			st.taken[i/64] |= 1 << (i % 64)
		}
		kept = append(kept, c)
	}
	slices.SortFunc(kept, func(a, b candidate) int { return a.start - b.start })
	out := make([]detect.Finding, len(kept))
	for i, c := range kept {
		out[i] = detect.Finding{
			Detector:    Detector,
			Category:    c.category,
			Score:       c.score,
			Start:       c.start,
			End:         c.end,
			Snippet:     detect.Mask(text[c.start:c.end]),
			Explanation: explain(c),
			Redactable:  true,
		}
	}
	return out
}

// explain renders the one-sentence explanation of a kept candidate: its
// why, which ends with a period, and the context word that raised it.
func explain(c candidate) string {
	if c.ctxWord != "" {
		return strings.TrimSuffix(c.why, ".") + `; context word "` + c.ctxWord + `" nearby.`
	}
	return c.why
}

// anyTaken reports whether a byte of [s, e) is covered by a kept finding.
func (st *scanState) anyTaken(s, e int) bool {
	for i := s; i < e; {
		w := st.taken[i/64]
		if w == 0 {
			i = (i/64 + 1) * 64
			continue
		}
		if w&(1<<(i%64)) != 0 {
			return true
		}
		i++
	}
	return false
}
