package normalize

import "sort"

// anchor says that output byte out came from input byte in. Between two
// anchors output and input advance together, so a text whose folding keeps
// byte lengths (plain ASCII, most lower-casing) needs no anchor at all.
type anchor struct{ out, in int32 }

// offsetMap maps output offsets of one folding pass back to its input.
type offsetMap struct {
	anchors []anchor
	active  bool
}

func (m *offsetMap) set(a []anchor) {
	m.active = true
	if len(a) > 0 {
		m.anchors = append([]anchor(nil), a...)
	}
}

// toInput returns the input offset of output offset pos.
func (m *offsetMap) toInput(pos int) int {
	a := m.anchors
	k := sort.Search(len(a), func(i int) bool { return int(a[i].out) > pos }) - 1
	if k < 0 {
		return pos
	}
	return int(a[k].in) + pos - int(a[k].out)
}
