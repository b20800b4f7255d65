// Package worst prints the rows an evaluation got most wrong: the benign
// rows scored highest, the attacks scored lowest.
package worst

import (
	"fmt"
	"sort"
	"strings"
)

// Row is one scored row of an evaluation and the source it came from.
type Row struct {
	Score        float64
	Source, Text string
}

// Print prints title, then the n rows of rows with the highest scores
// (highest true) or the lowest, one line each, the text clipped. It sorts
// rows in place.
func Print(title string, rows []Row, n int, highest bool) {
	sort.SliceStable(rows, func(i, j int) bool {
		if highest {
			return rows[i].Score > rows[j].Score
		}
		return rows[i].Score < rows[j].Score
	})
	fmt.Println(title)
	for _, r := range rows[:min(n, len(rows))] {
		fmt.Printf("  %.3f %s %q\n", r.Score, r.Source, Clip(r.Text))
	}
}

// Clip puts a text on one line (runs of white space become one space) and
// cuts it to 160 characters.
func Clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 160 {
		return string(r[:160]) + "…"
	}
	return s
}
