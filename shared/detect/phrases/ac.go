package phrases

import "bulwark/shared/detect/ahocorasick"

// automaton is an Aho-Corasick matcher over runes, compiled to a dense DFA
// over a compact alphabet: every rune that occurs in some pattern gets its
// own class and every other rune falls into class 0, which sends the DFA
// back to the root. Scanning is one table lookup per rune, whatever the
// number of patterns, so a call is linear in the text.
type automaton struct {
	ascii   [128]int32     // class of each ASCII rune
	classes map[rune]int32 // class of each non-ASCII pattern rune
	nclass  int32
	next    []int32   // next[state*nclass+class]
	out     [][]int32 // pattern ids that end in each state (own and by suffix)
	lens    []int     // pattern lengths in runes
}

func (a *automaton) class(r rune) int32 {
	if r < 128 {
		return a.ascii[r]
	}
	return a.classes[r]
}

// newAutomaton builds the DFA. Patterns must be non-empty.
func newAutomaton(patterns [][]rune) *automaton {
	a := &automaton{classes: map[rune]int32{}, nclass: 1}
	pats := make([][]int32, len(patterns))
	for id, p := range patterns {
		for _, r := range p {
			if a.class(r) == 0 {
				if r < 128 {
					a.ascii[r] = a.nclass
				} else {
					a.classes[r] = a.nclass
				}
				a.nclass++
			}
			pats[id] = append(pats[id], a.class(r))
		}
		a.lens = append(a.lens, len(p))
	}
	dfa := ahocorasick.Build(pats, int(a.nclass))
	a.next, a.out = dfa.Next, dfa.Ends
	return a
}

// scan reports every occurrence (overlapping ones too) of every pattern in
// text as (pattern id, start rune index, end rune index exclusive). It stops
// when fn returns false.
func (a *automaton) scan(text []rune, fn func(id int32, start, end int) bool) {
	nc := int(a.nclass)
	s := int32(0)
	for i, r := range text {
		s = a.next[int(s)*nc+int(a.class(r))]
		for _, id := range a.out[s] {
			if !fn(id, i+1-a.lens[id], i+1) {
				return
			}
		}
	}
}
