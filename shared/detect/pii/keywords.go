package pii

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

// newKeywordSet compiles the keywords, which must be lower-case ASCII and
// non-empty. Duplicates keep separate ids.
func newKeywordSet(words []string) *keywordSet {
	k := &keywordSet{words: words, ncls: 1}
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if k.class[w[i]] == 0 {
				k.class[w[i]] = uint8(k.ncls)
				k.ncls++
			}
		}
	}
	// Trie with goto transitions; -1 marks a missing edge.
	trie := [][]int32{newRow(k.ncls)}
	out := [][]int32{nil}
	for id, w := range words {
		s := int32(0)
		for i := 0; i < len(w); i++ {
			c := k.class[w[i]]
			if trie[s][c] < 0 {
				trie[s][c] = int32(len(trie))
				trie = append(trie, newRow(k.ncls))
				out = append(out, nil)
			}
			s = trie[s][c]
		}
		out[s] = append(out[s], int32(id))
	}
	// Breadth-first failure links, folded into a full transition table.
	fail := make([]int32, len(trie))
	queue := make([]int32, 0, len(trie))
	for c := 0; c < k.ncls; c++ {
		if t := trie[0][c]; t > 0 {
			queue = append(queue, t)
		} else {
			trie[0][c] = 0
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		out[s] = append(out[s], out[fail[s]]...)
		for c := 0; c < k.ncls; c++ {
			t := trie[s][c]
			if t < 0 {
				trie[s][c] = trie[fail[s]][c]
				continue
			}
			fail[t] = trie[fail[s]][c]
			queue = append(queue, t)
		}
	}
	k.delta = make([]int32, len(trie)*k.ncls)
	for s, row := range trie {
		for c, t := range row {
			v := t * int32(k.ncls)
			if len(out[t]) > 0 {
				v = ^v
			}
			k.delta[s*k.ncls+c] = v
		}
	}
	k.outputs = out
	for c := 'A'; c <= 'Z'; c++ {
		k.class[c] = k.class[c+'a'-'A']
	}
	return k
}

func newRow(n int) []int32 {
	r := make([]int32, n)
	for i := range r {
		r[i] = -1
	}
	return r
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
