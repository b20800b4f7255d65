package ahocorasick

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// classes maps the bytes of words to classes 1..n, every other byte to 0.
func classes(words []string) (cls [256]int32, n int) {
	n = 1
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if cls[w[i]] == 0 {
				cls[w[i]] = int32(n)
				n++
			}
		}
	}
	return cls, n
}

type hit struct{ id, end int }

// find runs the DFA of words over text.
func find(words []string, text string) []hit {
	cls, n := classes(words)
	pats := make([][]int32, len(words))
	for i, w := range words {
		for j := 0; j < len(w); j++ {
			pats[i] = append(pats[i], cls[w[j]])
		}
	}
	d := Build(pats, n)
	var out []hit
	s := int32(0)
	for i := 0; i < len(text); i++ {
		s = d.Next[int(s)*d.Classes+int(cls[text[i]])]
		for _, id := range d.Ends[s] {
			out = append(out, hit{int(id), i + 1})
		}
	}
	return out
}

// naive finds the same occurrences with strings.HasPrefix at every offset.
func naive(words []string, text string) []hit {
	var out []hit
	for i := range len(text) {
		for id, w := range words {
			if strings.HasPrefix(text[i:], w) {
				out = append(out, hit{id, i + len(w)})
			}
		}
	}
	return out
}

func sorted(h []hit) []hit {
	slices.SortFunc(h, func(a, b hit) int {
		if a.end != b.end {
			return a.end - b.end
		}
		return a.id - b.id
	})
	return h
}

func TestFindsEveryOccurrence(t *testing.T) {
	words := []string{"he", "she", "his", "hers", "she", "e"}
	got := find(words, "ushers and sheep")
	want := naive(words, "ushers and sheep")
	if !slices.Equal(sorted(got), sorted(want)) {
		t.Fatalf("got %v, want %v", got, want)
	}
	// A pattern's own id comes before those of its suffixes.
	if got := find([]string{"e", "she"}, "she"); !slices.Equal(got, []hit{{1, 3}, {0, 3}}) {
		t.Fatalf("got %v, want she then e", got)
	}
}

func TestAgreesWithNaiveSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	word := func(n int) string {
		b := make([]byte, 1+r.IntN(n))
		for i := range b {
			b[i] = "abcab"[r.IntN(5)]
		}
		return string(b)
	}
	for range 300 {
		words := make([]string, 1+r.IntN(8))
		for i := range words {
			words[i] = word(4)
		}
		text := word(60) + "xyz" + word(30)
		if got, want := sorted(find(words, text)), sorted(naive(words, text)); !slices.Equal(got, want) {
			t.Fatalf("words %q text %q: got %v, want %v", words, text, got, want)
		}
	}
}
