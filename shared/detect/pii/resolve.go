package pii

import (
	"cmp"
	"slices"
	"strings"

	"bulwark/shared/detect"
)

// resolve keeps the best of overlapping candidates and turns the survivors
// into findings ordered by Start. Candidates are ranked by priority (custom
// rules carry theirs, built-ins 0), then checked before unchecked (see
// candidate.unchecked), then score, then span length (a longer
// span hides more), then position and category so that the output never
// depends on the order the recognizers ran in. A candidate is kept when it
// overlaps no better-ranked kept one, which makes the kept spans disjoint.
// The bytes kept spans cover are marked in a bitmap, a 64-byte word at a
// time, so the cost is the sort plus the candidates' total length over 64,
// whatever their number.
func resolve(text string, cands []candidate, st *scanState) []detect.Finding {
	if len(cands) == 0 {
		return nil
	}
	slices.SortFunc(cands, func(a, b candidate) int {
		if c := cmp.Compare(b.priority, a.priority); c != 0 {
			return c
		}
		if a.unchecked != b.unchecked {
			if a.unchecked {
				return 1
			}
			return -1
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
	for _, c := range cands {
		if st.anyTaken(c.start, c.end) {
			continue
		}
		st.markTaken(c.start, c.end)
		kept = append(kept, c)
	}
	st.kept = kept[:0]
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

// takenMask returns the word of the bitmap holding byte s and the mask of
// the bytes of [s, e) in that word.
func takenMask(s, e int) (word int, mask uint64) {
	b := uint(s % 64)
	n := uint(min(64-int(b), e-s))
	return s / 64, (1<<n - 1) << b // n == 64: 1<<64 is 0, so the mask is all ones
}

// anyTaken reports whether a byte of [s, e) is covered by a kept finding.
func (st *scanState) anyTaken(s, e int) bool {
	for s < e {
		w, m := takenMask(s, e)
		if st.taken[w]&m != 0 {
			return true
		}
		s = (w + 1) * 64
	}
	return false
}

// markTaken marks the bytes of [s, e) as covered.
func (st *scanState) markTaken(s, e int) {
	for s < e {
		w, m := takenMask(s, e)
		st.taken[w] |= m
		s = (w + 1) * 64
	}
}
