// Package unionfind groups the integers 0 … n−1 into disjoint sets: the
// rows of a training corpus that share a template, the matches of rules
// that read the same words.
package unionfind

// Sets is a partition of 0 … n−1, every element alone at first.
type Sets struct{ parent []int }

// New returns n singletons.
func New(n int) *Sets {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return &Sets{p}
}

// Find returns the representative of x's set: its smallest element, so
// that the result does not depend on the order of the unions.
func (s *Sets) Find(x int) int {
	for s.parent[x] != x {
		s.parent[x] = s.parent[s.parent[x]]
		x = s.parent[x]
	}
	return x
}

// Union joins the sets of a and b.
func (s *Sets) Union(a, b int) {
	a, b = s.Find(a), s.Find(b)
	if a != b {
		s.parent[max(a, b)] = min(a, b)
	}
}
