package unionfind

import "testing"

func TestSets(t *testing.T) {
	s := New(6)
	s.Union(4, 2)
	s.Union(5, 4)
	s.Union(1, 3)
	want := []int{0, 1, 2, 1, 2, 2}
	for x, w := range want {
		if got := s.Find(x); got != w {
			t.Errorf("Find(%d) = %d, want %d", x, got, w)
		}
	}
	s.Union(3, 5)
	for _, x := range []int{1, 2, 3, 4, 5} {
		if s.Find(x) != 1 {
			t.Errorf("Find(%d) = %d after joining both sets, want 1", x, s.Find(x))
		}
	}
	if s.Find(0) != 0 {
		t.Error("0 joined a set it was never put in")
	}
}
