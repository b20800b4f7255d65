package detect

import (
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf8"
)

// maskRunes is Mask as first written, by converting the whole value to
// runes; Mask must give the same string.
func maskRunes(s string) string {
	n := utf8.RuneCountInString(s)
	if n < 8 {
		return "***"
	}
	r := []rune(s)
	return string(r[:2]) + "***" + string(r[n-2:])
}

func TestMaskKeepsTwoCodePointsEachSide(t *testing.T) {
	cases := []string{"", "short", "1234567", "12345678", "jane.doe@example.org", "+44 20 7946 0958",
		"héllo wörld", "日本語のテキストです", "ab\xffcdefgh", "\xff\xfeabcdef\xfd\xfc", "abcdef\xe2\x82",
		"\xe2\x82abcdefgh", "ab\xf0\x9f\x98\x80cdef\xf0\x9f\x98\x80"}
	r := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"a", "7", " ", "é", "日", "\xff", "\xe2\x82", "\xf0\x9f\x98\x80", "\xc3", "\x80"}
	for i := 0; i < 100000; i++ {
		var b []byte
		for k := r.IntN(14); k > 0; k-- {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		cases = append(cases, string(b))
	}
	for _, c := range cases {
		if got, want := Mask(c), maskRunes(c); got != want {
			t.Fatalf("Mask(%q) = %q, want %q", c, got, want)
		}
	}
}

func FuzzMask(f *testing.F) {
	f.Add("jane.doe@example.org")
	f.Add("ab\xffcdefgh")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Mask(s), maskRunes(s); got != want {
			t.Fatalf("Mask(%q) = %q, want %q", s, got, want)
		}
	})
}

func TestCodePointStarts(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want []int
	}{
		{"", []int{0}},
		{"ab", []int{0, 1, 2}},
		{"Zoë K", []int{0, 1, 2, 4, 5, 6}},
		{"日本", []int{0, 3, 6}},
		{"a\xffb", []int{0, 1, 2, 3}},
	} {
		if got := CodePointStarts(tt.s); !slices.Equal(got, tt.want) {
			t.Errorf("CodePointStarts(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
