package injection

import "bulwark/shared/detect/ahocorasick"

// automaton is an Aho-Corasick automaton over bytes: one pass over a text
// finds every occurrence of every one of its literals, overlapping ones
// included. It is a full transition table over byte classes (the bytes that
// occur in some literal each have a class, all others share class 0), so the
// scan costs one table load per byte.
type automaton struct {
	class  [256]uint16
	stride int
	// delta[state*stride+class] is the next state's row, next*stride, << 1,
	// with the low bit set when that state ends at least one literal.
	// Storing rows rather than states keeps a multiplication out of the
	// scan's chain of dependent loads.
	delta []uint32
	// The literals ending at state s are outs[outStart[s]:outStart[s+1]],
	// as indexes into the list given to newAutomaton.
	outStart []int32
	outs     []int32
}

func newAutomaton(lits []string) *automaton {
	a := &automaton{}
	pats := make([][]int32, len(lits))
	classes := 1
	for id, l := range lits {
		for i := 0; i < len(l); i++ {
			if a.class[l[i]] == 0 {
				a.class[l[i]] = uint16(classes)
				classes++
			}
			pats[id] = append(pats[id], int32(a.class[l[i]]))
		}
	}
	a.stride = classes
	dfa := ahocorasick.Build(pats, classes)
	n := len(dfa.Ends)
	if uint64(n)*uint64(a.stride) >= 1<<31 {
		panic("injection: too many trigger literals for the automaton")
	}
	a.outStart = make([]int32, n+1)
	for s, ends := range dfa.Ends {
		a.outStart[s+1] = a.outStart[s] + int32(len(ends))
		a.outs = append(a.outs, ends...)
	}
	a.delta = make([]uint32, len(dfa.Next))
	for k, next := range dfa.Next {
		a.delta[k] = uint32(next) * uint32(a.stride) << 1
		if a.outStart[next+1] > a.outStart[next] {
			a.delta[k] |= 1
		}
	}
	return a
}

// find calls fn with the end offset of each occurrence in text and the
// literals that end there, in text order. It also measures the runs of
// text that bound regexp matches (see lenBound): that work is free here,
// where each step waits on a table load anyway.
func (a *automaton) find(text string, fn func(end int, lits []int32)) textRuns {
	var r textRuns
	row := uint32(0)
	spaces, nonSpaces, line := 0, 0, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		e := a.delta[row+uint32(a.class[c])]
		row = e >> 1
		if spaceBytes.has(c) {
			spaces++
			nonSpaces = 0
			if c == '\n' {
				r.line = max(r.line, line)
				line = -1
			}
		} else {
			nonSpaces++
			spaces = 0
		}
		line++
		r.spaces = max(r.spaces, spaces)
		r.nonSpaces = max(r.nonSpaces, nonSpaces)
		if e&1 != 0 {
			s := int(row) / a.stride
			fn(i+1, a.outs[a.outStart[s]:a.outStart[s+1]])
		}
	}
	r.line = max(r.line, line)
	return r
}
