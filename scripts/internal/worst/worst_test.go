package worst

import (
	"strings"
	"testing"
)

func TestClipJoinsLinesAndCutsAtRunes(t *testing.T) {
	if got := Clip("a\n\n b\tc "); got != "a b c" {
		t.Errorf("Clip = %q", got)
	}
	long := strings.Repeat("é", 200)
	if got := Clip(long); got != strings.Repeat("é", 160)+"…" {
		t.Errorf("Clip(200 runes) has %d runes", len([]rune(got)))
	}
}

func TestPrintSortsTheWay(t *testing.T) {
	rows := []Row{{0.2, "a", "x"}, {0.9, "b", "y"}, {0.5, "c", "z"}}
	Print("high", rows, 2, true)
	if rows[0].Score != 0.9 || rows[1].Score != 0.5 {
		t.Errorf("highest first: %+v", rows)
	}
	Print("low", rows, 5, false)
	if rows[0].Score != 0.2 || rows[2].Score != 0.9 {
		t.Errorf("lowest first: %+v", rows)
	}
}
