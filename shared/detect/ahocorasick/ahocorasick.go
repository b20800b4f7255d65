// Package ahocorasick builds the Aho-Corasick automaton of a set of
// patterns as a complete transition table (a DFA): one table load per
// symbol finds every occurrence of every pattern, overlapping ones
// included, whatever their number.
//
// Symbols are the caller's classes: the caller maps its alphabet (bytes,
// bytes with ASCII case folded, runes) to class numbers, giving class 0 to
// every symbol that occurs in no pattern, and lays the table out for its
// own scan loop. The detectors keep their loops (each measures or folds
// something different on the way); the automaton is built here once.
package ahocorasick

// DFA is the automaton of Build.
type DFA struct {
	// Classes is the number of symbol classes, the stride of Next.
	Classes int
	// Next[s*Classes+c] is the state after a symbol of class c in state
	// s; state 0 is the root.
	Next []int32
	// Ends[s] lists the patterns that end in state s, as indexes into the
	// patterns given to Build: its own first, then those ending at its
	// longest proper suffix.
	Ends [][]int32
}

// Build returns the DFA of patterns, each a non-empty sequence of classes
// in [1, classes). Equal patterns keep their separate indexes.
func Build(patterns [][]int32, classes int) *DFA {
	d := &DFA{Classes: classes}
	// The trie; -1 marks a missing edge until the failure links fill it.
	newState := func() int32 {
		for range classes {
			d.Next = append(d.Next, -1)
		}
		d.Ends = append(d.Ends, nil)
		return int32(len(d.Ends) - 1)
	}
	newState()
	for id, p := range patterns {
		s := int32(0)
		for _, c := range p {
			k := int(s)*classes + int(c)
			if d.Next[k] < 0 {
				t := newState()
				d.Next[k] = t
			}
			s = d.Next[k]
		}
		d.Ends[s] = append(d.Ends[s], int32(id))
	}

	// Breadth first: failure links, folded into the table, and the outputs
	// inherited from them. A state's failure state is shallower, so its
	// outputs are complete when the state is reached.
	fail := make([]int32, len(d.Ends))
	queue := make([]int32, 0, len(d.Ends))
	for c := range classes {
		if t := d.Next[c]; t > 0 {
			queue = append(queue, t)
		} else {
			d.Next[c] = 0
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for c := range classes {
			k := int(s)*classes + c
			f := d.Next[int(fail[s])*classes+c]
			t := d.Next[k]
			if t < 0 {
				d.Next[k] = f
				continue
			}
			fail[t] = f
			d.Ends[t] = append(d.Ends[t], d.Ends[f]...)
			queue = append(queue, t)
		}
	}
	return d
}
