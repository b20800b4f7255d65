package pii

import "bulwark/shared/detect/ahocorasick"

// keywordSet finds every occurrence of a fixed set of lower-case ASCII
// keywords in one pass (Aho-Corasick compiled to a DFA), ignoring ASCII
// case. One pass serves both the secret rules' keyword prefilter and the
// context words, so a scan never runs hundreds of strings.Contains over the
// text.
type keywordSet struct {
	words []string
	class [256]uint8 // byte -> column, upper-case ASCII as lower; 0 for bytes in no keyword
	ncls  int
	// delta maps row+class to the next state's row (state*ncls), stored
	// complemented (negative) when keywords end in that state, so that the
	// loop tests one sign per byte.
	delta   []int32
	outputs [][]int32 // state -> ids of the keywords ending there
}

// keywordHit is one occurrence: keyword id and the byte offset just past it.
type keywordHit struct {
	id  int32
	end int32
}

// newKeywordSet compiles the keywords, which must be non-empty and hold
// no upper-case ASCII letter (other bytes, UTF-8 included, match exactly).
// Duplicates keep separate ids.
func newKeywordSet(words []string) *keywordSet {
	k := &keywordSet{words: words, ncls: 1}
	pats := make([][]int32, len(words))
	for id, w := range words {
		for i := 0; i < len(w); i++ {
			if k.class[w[i]] == 0 {
				k.class[w[i]] = uint8(k.ncls)
				k.ncls++
			}
			pats[id] = append(pats[id], int32(k.class[w[i]]))
		}
	}
	dfa := ahocorasick.Build(pats, k.ncls)
	k.delta = make([]int32, len(dfa.Next))
	for i, t := range dfa.Next {
		v := t * int32(k.ncls)
		if len(dfa.Ends[t]) > 0 {
			v = ^v
		}
		k.delta[i] = v
	}
	k.outputs = dfa.Ends
	for c := 'A'; c <= 'Z'; c++ {
		k.class[c] = k.class[c+'a'-'A']
	}
	return k
}

// scan appends every keyword occurrence in text to hits and returns it.
// ASCII case is ignored; other bytes must match exactly.
func (k *keywordSet) scan(text string, hits []keywordHit) []keywordHit {
	delta, class := k.delta, &k.class
	row := int32(0)
	for i := 0; i < len(text); i++ {
		t := delta[row+int32(class[text[i]])]
		if t < 0 {
			t = ^t
			for _, id := range k.outputs[t/int32(k.ncls)] {
				hits = append(hits, keywordHit{id: id, end: int32(i + 1)})
			}
		}
		row = t
	}
	return hits
}

// any reports whether text contains any of the keywords, ignoring ASCII
// case.
func (k *keywordSet) any(text []byte) bool {
	row := int32(0)
	for _, b := range text {
		t := k.delta[row+int32(k.class[b])]
		if t < 0 {
			return true
		}
		row = t
	}
	return false
}
