package mcp

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Diff operations.
const (
	OpEqual  = "equal"
	OpDelete = "delete"
	OpInsert = "insert"
)

// DiffOp is one step from the pinned description to the new one. Inserted
// and deleted text is shown with invisible characters made visible (see
// Finding evidence) and cut to 1,000 characters; unchanged text keeps 40
// characters at each end for context.
type DiffOp struct {
	Op   string `json:"op"`
	Text string `json:"text"`
	// Chars is the length of the text before it was shortened.
	Chars int `json:"chars"`
}

// Diff bounds: the word-level comparison is quadratic, so beyond maxCells
// token pairs the changed middle is reported as one deletion and one
// insertion.
const (
	maxCells    = 1 << 21
	maxChanged  = 1000
	equalAround = 40
)

// Diff compares the canonical forms (see Digest) of two descriptions word
// by word.
func Diff(pinned, current string) []DiffOp {
	a, b := tokens(canonical(pinned)), tokens(canonical(current))
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var steps []step
	for _, t := range a[:pre] {
		steps = append(steps, step{OpEqual, t})
	}
	steps = append(steps, lcsSteps(a[pre:len(a)-suf], b[pre:len(b)-suf])...)
	for _, t := range a[len(a)-suf:] {
		steps = append(steps, step{OpEqual, t})
	}
	return merge(steps)
}

type step struct{ op, tok string }

// lcsSteps diffs two token lists through their longest common subsequence.
func lcsSteps(a, b []string) []step {
	var out []step
	if len(a)*len(b) > maxCells || len(a) == 0 || len(b) == 0 {
		for _, t := range a {
			out = append(out, step{OpDelete, t})
		}
		for _, t := range b {
			out = append(out, step{OpInsert, t})
		}
		return out
	}
	// l[i][j] is the LCS length of a[i:] and b[j:]. It is at most the
	// shorter side, below √maxCells, so uint16 holds it.
	w := len(b) + 1
	l := make([]uint16, (len(a)+1)*w)
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				l[i*w+j] = l[(i+1)*w+j+1] + 1
			} else {
				l[i*w+j] = max(l[(i+1)*w+j], l[i*w+j+1])
			}
		}
	}
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			out = append(out, step{OpEqual, a[i]})
			i, j = i+1, j+1
		case l[(i+1)*w+j] >= l[i*w+j+1]:
			out = append(out, step{OpDelete, a[i]})
			i++
		default:
			out = append(out, step{OpInsert, b[j]})
			j++
		}
	}
	for ; i < len(a); i++ {
		out = append(out, step{OpDelete, a[i]})
	}
	for ; j < len(b); j++ {
		out = append(out, step{OpInsert, b[j]})
	}
	return out
}

// merge joins consecutive steps of one kind into operations.
func merge(steps []step) []DiffOp {
	var out []DiffOp
	var cur []byte
	op := ""
	flush := func() {
		if op == "" {
			return
		}
		text := string(cur)
		n := utf8.RuneCountInString(text)
		shown := visible(text)
		if op == OpEqual {
			shown = around(shown)
		} else if utf8.RuneCountInString(shown) > maxChanged {
			shown = string([]rune(shown)[:maxChanged]) + " …"
		}
		out = append(out, DiffOp{Op: op, Text: shown, Chars: n})
	}
	for _, s := range steps {
		if s.op != op {
			flush()
			op, cur = s.op, cur[:0]
		}
		cur = append(cur, s.tok...)
	}
	flush()
	if out == nil {
		out = []DiffOp{}
	}
	return out
}

// around keeps the ends of a long unchanged stretch.
func around(s string) string {
	r := []rune(s)
	if len(r) <= 2*equalAround+3 {
		return s
	}
	return string(r[:equalAround]) + " … " + string(r[len(r)-equalAround:])
}

// tokens splits text into words (letters and digits), runs of spaces and
// single other characters, so that joining them gives the text back.
func tokens(s string) []string {
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) }
	var out []string
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		j := i + size
		switch {
		case word(r):
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				if !word(r2) {
					break
				}
				j += n
			}
		case r == ' ':
			for j < len(s) && s[j] == ' ' {
				j++
			}
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

// DiffSummary says in a few words how much changed.
func DiffSummary(ops []DiffOp) string {
	ins, del := 0, 0
	for _, o := range ops {
		switch o.Op {
		case OpInsert:
			ins += o.Chars
		case OpDelete:
			del += o.Chars
		}
	}
	return fmt.Sprintf("%d characters inserted, %d deleted", ins, del)
}
