package storekit

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPrefixEnd: the bound is valid UTF-8 and above every id with the prefix.
func TestPrefixEnd(t *testing.T) {
	cases := map[string]string{
		"":                      "",
		"a":                     "b",
		"ab":                    "ac",
		"a\U0010FFFF":           "b",
		"\U0010FFFF":            "",
		"\x7f":                  "\u0080",
		"x\uD7FF":               "x\uE000",
		"é":                     "ê",
		"w\U0010FFFF\U0010FFFF": "x",
	}
	for prefix, want := range cases {
		got := PrefixEnd(prefix)
		if got != want {
			t.Errorf("PrefixEnd(%q) = %q, want %q", prefix, got, want)
		}
		if !utf8.ValidString(got) {
			t.Errorf("PrefixEnd(%q) = %q is not valid UTF-8", prefix, got)
		}
		for _, tail := range []string{"", "\x00", "zzz", "\U0010FFFF\U0010FFFF"} {
			if id := prefix + tail; got != "" && id >= got {
				t.Errorf("id %q is not below PrefixEnd(%q) = %q", id, prefix, got)
			}
		}
	}
}

func TestCursorRoundTrip(t *testing.T) {
	for _, id := range []string{"a", "0190a3b4-7c1e-7000-8000-000000000000", "é/ü#x", strings.Repeat("z", maxID)} {
		got, err := DecodeCursor(EncodeCursor(id))
		if err != nil || got != id {
			t.Errorf("round trip of %q: %q, %v", id, got, err)
		}
	}
}
