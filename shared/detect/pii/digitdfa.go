package pii

import (
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// digitDFA matches a pattern against whole strings of ASCII digits (so it
// answers what the regexp answers only for a pattern anchored at both
// ends) with a deterministic automaton built lazily from the
// pattern's program (as RE2 builds its DFA): a state is the set of the
// program's instructions alive at a position, and each transition is
// computed once, the first time a digit is read in that state. A match then
// costs one table step per digit instead of a backtracking run of Go's
// regexp, which is what the phone-number patterns were costing. The
// language is the regexp's: TestDigitDFAMatchesRegexp compares the two on
// every phone pattern.
type digitDFA struct {
	prog  *syntax.Prog
	start *dfaState
	mu    sync.Mutex // guards index and the building of transitions
	index map[string]*dfaState
	// full is set when the automaton would exceed maxDFAStates; match
	// then reports that it cannot answer.
	full atomic.Bool
}

type dfaState struct {
	pcs    []uint32 // the alive instructions, sorted
	accept bool     // a match ends here when the input does
	next   [10]atomic.Pointer[dfaState]
}

// maxDFAStates bounds the states of one automaton.
const maxDFAStates = 4096

// deadState has no alive instruction: no input leads to a match.
var deadState = &dfaState{}

// newDigitDFA compiles pattern; nil when it does not parse or uses an
// assertion other than ^ and $ (word boundaries, which this automaton does
// not track).
func newDigitDFA(pattern string) *digitDFA {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil
	}
	const allowed = syntax.EmptyBeginText | syntax.EmptyBeginLine | syntax.EmptyEndText | syntax.EmptyEndLine
	for _, in := range prog.Inst {
		if in.Op == syntax.InstEmptyWidth && syntax.EmptyOp(in.Arg)&^allowed != 0 {
			return nil
		}
	}
	d := &digitDFA{prog: prog, index: map[string]*dfaState{}}
	d.start = d.state(d.closure([]uint32{uint32(prog.Start)}, syntax.EmptyBeginText|syntax.EmptyBeginLine), syntax.EmptyBeginText|syntax.EmptyBeginLine)
	return d
}

// closure follows the empty transitions from pcs, passing the assertions
// in at, and returns the alive instructions: those that read a rune, the
// match, and assertions still waiting (the end of the text).
func (d *digitDFA) closure(pcs []uint32, at syntax.EmptyOp) []uint32 {
	seen := map[uint32]bool{}
	var out []uint32
	var visit func(pc uint32)
	visit = func(pc uint32) {
		if seen[pc] {
			return
		}
		seen[pc] = true
		switch in := &d.prog.Inst[pc]; in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			visit(in.Out)
			visit(in.Arg)
		case syntax.InstCapture, syntax.InstNop:
			visit(in.Out)
		case syntax.InstEmptyWidth:
			if syntax.EmptyOp(in.Arg)&^at == 0 {
				visit(in.Out)
			} else {
				out = append(out, pc)
			}
		case syntax.InstFail:
		default:
			out = append(out, pc)
		}
	}
	for _, pc := range pcs {
		visit(pc)
	}
	slices.Sort(out)
	return out
}

// state returns the state of the alive set pcs, whose assertions were
// followed with at, creating it when new. The caller holds mu (or is
// newDigitDFA).
func (d *digitDFA) state(pcs []uint32, at syntax.EmptyOp) *dfaState {
	if len(pcs) == 0 {
		return deadState
	}
	var key strings.Builder
	for _, pc := range pcs {
		key.WriteString(strconv.FormatUint(uint64(pc), 36))
		key.WriteByte(',')
	}
	if at != 0 {
		key.WriteByte('^') // the start state, where ^ holds
	}
	if s, ok := d.index[key.String()]; ok {
		return s
	}
	s := &dfaState{pcs: pcs}
	for _, pc := range d.closure(pcs, at|syntax.EmptyEndText|syntax.EmptyEndLine) {
		if d.prog.Inst[pc].Op == syntax.InstMatch {
			s.accept = true
		}
	}
	d.index[key.String()] = s
	return s
}

// step builds the transition of s on digit c.
func (d *digitDFA) step(s *dfaState, c int) *dfaState {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n := s.next[c].Load(); n != nil {
		return n
	}
	if len(d.index) >= maxDFAStates {
		d.full.Store(true)
		return nil
	}
	var to []uint32
	for _, pc := range s.pcs {
		switch in := &d.prog.Inst[pc]; in.Op {
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			if in.MatchRune(rune('0' + c)) {
				to = append(to, in.Out)
			}
		}
	}
	n := d.state(d.closure(to, 0), 0)
	s.next[c].Store(n)
	return n
}

// walk returns the state after reading digits, stopping early at the dead
// state or, with stopAtAccept, at an accepting one; nil when the automaton
// cannot answer.
func (d *digitDFA) walk(digits string, stopAtAccept bool) *dfaState {
	if d == nil || d.full.Load() {
		return nil
	}
	s := d.start
	for i := 0; i < len(digits) && !(stopAtAccept && s.accept); i++ {
		c := int(digits[i]) - '0'
		if c < 0 || c > 9 {
			return nil
		}
		n := s.next[c].Load()
		if n == nil {
			if n = d.step(s, c); n == nil {
				return nil
			}
		}
		if n == deadState {
			return n
		}
		s = n
	}
	return s
}

// match reports whether the pattern matches digits (ASCII digits only);
// ok is false when the automaton cannot answer (a byte that is not a
// digit, or too many states), and the caller must ask the regexp.
func (d *digitDFA) match(digits string) (matched, ok bool) {
	s := d.walk(digits, false)
	if s == nil {
		return false, false
	}
	return s.accept, true
}

// prefixMatch reports whether the pattern matches a prefix of digits (the
// regexp's answer for the pattern without its final $); ok as for match.
func (d *digitDFA) prefixMatch(digits string) (matched, ok bool) {
	s := d.walk(digits, true)
	if s == nil {
		return false, false
	}
	return s.accept, true
}
