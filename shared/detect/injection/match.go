package injection

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// ruleIndex finds the matches of all rules in a text (see trigger.go for
// how).
type ruleIndex struct {
	rules []rule
	ac    *automaton
	// refs[k] are the triggers whose literal is the automaton's key k, and
	// requiredBy[k] the rules that require it.
	refs       [][]triggerRef
	requiredBy [][]int32
	keys       []string
	leads      int // distinct lead sets of line triggers
}

// triggerRef is one rule's trigger on an automaton key.
type triggerRef struct {
	rule int32
	trigger
	leadID int // index of the lead set for a line trigger, else -1
}

// compiled is a rule's pattern analysed and compiled for the index.
type compiled struct {
	// atStart runs at offset 0 of the text; afterRune runs from the rune
	// before the start, which it consumes, so that \b and (?m)^ at the
	// start see the text's real context. search is afterRune unanchored,
	// for dense candidates.
	atStart, afterRune, search *regexp.Regexp
	bound                      lenBound
	triggers                   []trigger
	required                   []string
}

// compile analyses a rule's pattern (see trigger.go) and compiles the forms
// it runs in.
func compile(pattern string) (compiled, error) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return compiled{}, err
	}
	re = re.Simplify()
	ts, err := triggers(re)
	if err != nil {
		return compiled{}, err
	}
	c := compiled{bound: boundOf(re), triggers: ts, required: required(re)}
	if c.atStart, err = regexp.Compile(`\A(?:` + pattern + `)`); err != nil {
		return compiled{}, err
	}
	if c.afterRune, err = regexp.Compile(`\A(?s:.)(?:` + pattern + `)`); err != nil {
		return compiled{}, err
	}
	if c.search, err = regexp.Compile(`(?s:.)(?:` + pattern + `)`); err != nil {
		return compiled{}, err
	}
	return c, nil
}

// mustCompile is compile for rules defined in code.
func mustCompile(pattern string) compiled {
	c, err := compile(pattern)
	if err != nil {
		panic(fmt.Sprintf("injection: rule %q: %v", pattern, err))
	}
	return c
}

// newRuleIndex builds the automaton over the triggers and required
// literals of all rules.
func newRuleIndex(rules []rule) *ruleIndex {
	x := &ruleIndex{rules: rules}
	var keys []string
	keyID := map[string]int{}
	// Literals that differ only in which space they hold share one key;
	// the byte checks and the regexp sort them out.
	key := func(lit string) int {
		lit = spaceKey(lit)
		id, ok := keyID[lit]
		if !ok {
			id = len(keys)
			keyID[lit] = id
			keys = append(keys, lit)
			x.refs = append(x.refs, nil)
			x.requiredBy = append(x.requiredBy, nil)
		}
		return id
	}
	var leads []byteSet
	for i := range rules {
		for _, t := range rules[i].triggers {
			id := key(t.lit)
			t.lit = keys[id]
			ref := triggerRef{rule: int32(i), trigger: t, leadID: -1}
			if t.line {
				ref.leadID = slices.Index(leads, *t.lead)
				if ref.leadID < 0 {
					ref.leadID = len(leads)
					leads = append(leads, *t.lead)
				}
			}
			x.refs[id] = mergeRef(x.refs[id], ref)
		}
		for _, lit := range rules[i].required {
			id := key(lit)
			if !slices.Contains(x.requiredBy[id], int32(i)) {
				x.requiredBy[id] = append(x.requiredBy[id], int32(i))
			}
		}
	}
	x.leads = len(leads)
	x.keys = keys
	x.ac = newAutomaton(keys)
	for _, c := range []byte("\t\n\f\r") {
		x.ac.class[c] = x.ac.class[' ']
	}
	return x
}

// spaceKey replaces the space bytes of \s in a literal by ' '.
func spaceKey(lit string) string {
	b := []byte(lit)
	for i, c := range b {
		if spaceBytes.has(c) {
			b[i] = ' '
		}
	}
	return string(b)
}

// mergeRef adds ref to the references of one key, merged with one of the
// same rule and kind.
func mergeRef(refs []triggerRef, ref triggerRef) []triggerRef {
	for i := range refs {
		if o := &refs[i]; o.rule == ref.rule && o.line == ref.line && o.leadID == ref.leadID {
			o.merge(ref.trigger)
			return refs
		}
	}
	return append(refs, ref)
}

// index finds the matches of the package's rules.
var index = newRuleIndex(rules)

// attempt is one anchored run of a rule's regexp: the match it found at
// start ends at end, or end is -1.
type attempt struct{ rule, start, end int }

// scanned is what a scan of a text leaves for a scan of a variant with the
// same byte layout (ROT13, leetspeak): its candidates and runs, which hold
// for the variant away from the bytes that differ, and its attempts, which
// the variant reuses where their input bytes are the same.
type scanned struct {
	text        string
	cands, reqs perRule
	runs        textRuns
	tries       []attempt
}

// perRule holds offsets for each rule, by rule number.
type perRule [][]int

// reset empties the lists, keeping their memory, for n rules.
func (p *perRule) reset(n int) {
	// The lists keep their memory across indexes of other sizes (the
	// prompt rules and the data rules take turns on one matcher).
	if cap(*p) < n {
		*p = append((*p)[:cap(*p)], make(perRule, n-cap(*p))...)
	}
	*p = (*p)[:n]
	for r := range *p {
		(*p)[r] = (*p)[r][:0]
	}
}

// copyFrom makes p a copy of q.
func (p *perRule) copyFrom(q perRule) {
	p.reset(len(q))
	for r := range q {
		(*p)[r] = append((*p)[r], q[r]...)
	}
}

// sortCompact sorts every list and removes repeats.
func (p perRule) sortCompact() {
	for r, l := range p {
		if len(l) > 1 {
			slices.Sort(l)
			p[r] = slices.Compact(l)
		}
	}
}

// matcher is the scratch state of finding matches; it is reused across
// calls through the scan pool.
type matcher struct {
	cands  perRule // starts of triggers
	reqs   perRule // starts of required literals
	starts []int   // one rule's candidates that have a required literal in reach
	tries  []attempt
	diffs  []int // offsets where the text differs from the base text
	diffed bool  // diffs is complete for the text last scanned
	base   scanned
	runs   textRuns
	// Per lead set: the line start last checked and where its lead ends.
	leadLine, leadEnd []int
	// ls is the start of the line holding offset lsAt.
	ls, lsAt int
}

// find calls emit with every match of every rule in text: rule by rule, in
// the order of x.rules, each rule's leftmost-first non-overlapping matches
// in text order (those of regexp.MustCompile(rule.pattern).
// FindAllStringIndex(text, -1)), until maxFindingsPerRule of them have
// counted or maxMatchesPerRule have been emitted. emit reports whether a
// match counts: one the caller discounts (an attack phrase quoted in a
// text about attacks) does not, so three quoted phrases cannot hide the
// real one after them. base, when not nil, is the scan of a text with the
// same byte layout, kept by keep.
func (m *matcher) find(x *ruleIndex, text string, base *scanned, emit func(r *rule, start, end int) bool) {
	m.diffed = base != nil && m.diff(text, base.text)
	if !m.diffed {
		base = nil
	}
	m.candidates(x, text, base)
	m.tries = m.tries[:0]
	for r, cands := range m.cands {
		if len(cands) > 0 {
			m.findRule(&x.rules[r], r, text, cands, m.reqs[r], base, emit)
		}
	}
}

// denseAttempts is how many candidates of a rule, each within reach of the
// one before, are tried one by one. A longer chain is searched in one
// unanchored pass instead: attempts from every start of "----..." would
// cost the square of its length, the pass costs its length.
const denseAttempts = 4

// findRule finds the matches of rule r among its candidates, given the
// starts of its required literals.
func (m *matcher) findRule(rl *rule, r int, text string, cands, reqs []int, base *scanned, emit func(r *rule, start, end int) bool) {
	// reach bounds a match and the context after it.
	reach := len(text)
	if !rl.bound.unbounded {
		reach = rl.bound.limit(m.runs) + utf8.UTFMax
	}
	m.starts = m.starts[:0]
	for _, start := range cands {
		if rl.required != nil {
			for len(reqs) > 0 && reqs[0] < start {
				reqs = reqs[1:]
			}
			if len(reqs) == 0 || reqs[0] >= start+reach {
				continue
			}
		}
		m.starts = append(m.starts, start)
	}
	starts := m.starts
	lastEnd, found, emitted := 0, 0, 0
	more := func() bool { return found < maxFindingsPerRule && emitted < maxMatchesPerRule }
	take := func(start, end int) {
		if emit(rl, start, end) {
			found++
		}
		lastEnd, emitted = end, emitted+1
	}
	for k := 0; k < len(starts) && more(); {
		start := starts[k]
		if start < lastEnd {
			k++
			continue
		}
		// The chain of starts from k, each within reach of the one before.
		q := k + 1
		for q < len(starts) && starts[q] <= starts[q-1]+reach {
			q++
		}
		if q-k <= denseAttempts || start == 0 {
			if end := m.try(rl, r, text, start, reach, base); end >= 0 {
				take(start, end)
			}
			k++
			continue
		}
		// Matches start at candidates, so the leftmost match from pos that
		// starts by the chain's last start is the next one.
		last := starts[q-1]
		hi := min(len(text), last+reach)
		for pos := start; pos <= last && more(); {
			s, e := search(rl, text, pos, hi)
			if s < 0 || s > last {
				break
			}
			take(s, e)
			pos = e
		}
		k = q
	}
}

// search returns the leftmost match of rl starting at or after pos (> 0)
// and ending by hi, or -1, -1.
func search(rl *rule, text string, pos, hi int) (int, int) {
	_, n := utf8.DecodeLastRuneInString(text[:pos])
	lo := pos - n
	loc := rl.search.FindStringIndex(text[lo:hi])
	if loc == nil {
		return -1, -1
	}
	// The match starts after the rune its first position consumed.
	x := lo + loc[0]
	_, w := utf8.DecodeRuneInString(text[x:hi])
	return x + w, lo + loc[1]
}

// keep makes the last scan the base for scans of variants of its text.
func (m *matcher) keep(text string) {
	m.base.tries, m.tries = m.tries, m.base.tries[:0]
	m.base.cands, m.cands = m.cands, m.base.cands
	m.base.reqs, m.reqs = m.reqs, m.base.reqs
	m.base.text, m.base.runs = text, m.runs
}

// candidates collects the starts where each rule may match, sorted by
// rule, then start, without duplicates. More starts than there are matches
// do no harm (the anchored regexp decides); every match start must be
// there.
func (m *matcher) candidates(x *ruleIndex, text string, base *scanned) {
	m.cands.reset(len(x.rules))
	m.reqs.reset(len(x.rules))
	m.leadLine = append(m.leadLine[:0], make([]int, x.leads)...)
	m.leadEnd = append(m.leadEnd[:0], make([]int, x.leads)...)
	for k := range m.leadLine {
		m.leadLine[k] = -1
	}
	m.ls, m.lsAt = 0, 0
	if base == nil || m.diffsTouchSpace(text, base.text) {
		m.runs = x.ac.find(text, func(end int, lits []int32) { m.check(x, text, end, lits) })
	} else {
		// Runs and triggers away from the changed bytes are the base
		// text's; only the neighbourhood of changes is scanned again.
		m.runs = base.runs
		m.cands.copyFrom(base.cands)
		m.reqs.copyFrom(base.reqs)
		m.forChangedWindows(text, func(lo, hi int) {
			x.ac.find(text[lo:hi], func(end int, lits []int32) { m.check(x, text, lo+end, lits) })
		})
	}
	m.cands.sortCompact()
	m.reqs.sortCompact()
}

// check adds the starts of the triggers lits ending at end that pass their
// byte checks, and of the required literals.
func (m *matcher) check(x *ruleIndex, text string, end int, lits []int32) {
	for _, id := range lits {
		for _, r := range x.requiredBy[id] {
			m.reqs[r] = append(m.reqs[r], end-len(x.keys[id]))
		}
		for k := range x.refs[id] {
			ref := &x.refs[id][k]
			start := end - len(ref.lit)
			if ref.boundary && isWordByte(ref.lit[0]) == (start > 0 && isWordByte(text[start-1])) {
				continue
			}
			if ref.follow != nil && (end == len(text) || !ref.follow.has(text[end])) {
				continue
			}
			if ref.line {
				ls := m.lineStart(text, start)
				if m.leadLine[ref.leadID] != ls {
					m.leadLine[ref.leadID] = ls
					e := ls
					for e < len(text) && ref.lead.has(text[e]) {
						e++
					}
					m.leadEnd[ref.leadID] = e
				}
				if start > m.leadEnd[ref.leadID] {
					continue
				}
				start = ls
			}
			m.cands[ref.rule] = append(m.cands[ref.rule], start)
		}
	}
}

// lineStart returns the start of the line holding offset i. Calls come in
// nearly increasing order of i, so it scans on from the last call, and
// back from i only when a line break lies between the two.
func (m *matcher) lineStart(text string, i int) int {
	switch {
	case i > m.lsAt:
		if j := strings.LastIndexByte(text[m.lsAt:i], '\n'); j >= 0 {
			m.ls = m.lsAt + j + 1
		}
	case m.ls > i:
		m.ls = strings.LastIndexByte(text[:i], '\n') + 1
	default:
		return m.ls
	}
	m.lsAt = i
	return m.ls
}

// forChangedWindows calls fn with merged windows of text around its
// changed bytes that hold every trigger a change can make or unmake: one
// that covers a changed byte or has it just before or after, and a line
// trigger later on the same line, whose lead a change may alter.
func (m *matcher) forChangedWindows(text string, fn func(lo, hi int)) {
	lo, hi, lineEnd := -1, -1, -1
	for _, d := range m.diffs {
		if d > lineEnd {
			lineEnd = len(text)
			if k := strings.IndexByte(text[d:], '\n'); k >= 0 {
				lineEnd = d + k
			}
		}
		a, b := max(0, d-maxTrigger-1), min(len(text), lineEnd+maxTrigger+2)
		if lo >= 0 && a <= hi {
			hi = max(hi, b)
			continue
		}
		if lo >= 0 {
			fn(lo, hi)
		}
		lo, hi = a, b
	}
	if lo >= 0 {
		fn(lo, hi)
	}
}

// diffsTouchSpace reports whether a changed byte is a space in either text,
// which changes the runs.
func (m *matcher) diffsTouchSpace(text, base string) bool {
	for _, d := range m.diffs {
		if spaceBytes.has(text[d]) || spaceBytes.has(base[d]) {
			return true
		}
	}
	return false
}

// try runs rule r anchored at start and returns the end of its match, or -1.
func (m *matcher) try(rl *rule, r int, text string, start, reach int, base *scanned) int {
	// The regexp sees text[lo:hi]: from the rune before start (so that
	// assertions at start see their context) to past the longest match
	// the text allows (so that assertions at its end do too).
	lo, re := 0, rl.atStart
	if start > 0 {
		_, n := utf8.DecodeLastRuneInString(text[:start])
		lo, re = start-n, rl.afterRune
	}
	hi := min(len(text), start+reach)
	end := -2
	if base != nil {
		end = m.reuse(base, rl, r, start, hi)
	}
	if end == -2 {
		end = -1
		if loc := re.FindStringIndex(text[lo:hi]); loc != nil {
			end = lo + loc[1]
		}
	}
	m.tries = append(m.tries, attempt{r, start, end})
	return end
}

// reuse returns the end the base scan found for the same attempt on the
// same bytes, or -2 when it has none.
func (m *matcher) reuse(base *scanned, rl *rule, r, start, hi int) int {
	if !rl.bound.unbounded {
		if min(len(base.text), start+rl.bound.limit(base.runs)+utf8.UTFMax) != hi {
			return -2
		}
	}
	// The same bytes from UTFMax before start (so that the rune before
	// start decodes alike) to hi give the same result.
	if m.changed(max(0, start-utf8.UTFMax), hi) {
		return -2
	}
	k := sort.Search(len(base.tries), func(k int) bool {
		t := base.tries[k]
		return t.rule > r || t.rule == r && t.start >= start
	})
	if k < len(base.tries) && base.tries[k].rule == r && base.tries[k].start == start {
		return base.tries[k].end
	}
	return -2
}

// changed reports whether the bytes text[start:end] of the text last
// scanned differ from the base text's, or whether that is unknown.
func (m *matcher) changed(start, end int) bool {
	if !m.diffed {
		return true
	}
	k := sort.Search(len(m.diffs), func(k int) bool { return m.diffs[k] >= start })
	return k < len(m.diffs) && m.diffs[k] < end
}

// diff records where text differs from base and reports whether reuse is
// worth it: the texts have the same length and differ in few bytes.
func (m *matcher) diff(text, base string) bool {
	m.diffs = m.diffs[:0]
	if len(text) != len(base) {
		return false
	}
	limit := len(text)/16 + 1
	for i := 0; i < len(text); {
		// Compare eight bytes at a time where they are equal.
		if i+8 <= len(text) && text[i:i+8] == base[i:i+8] {
			i += 8
			continue
		}
		if text[i] != base[i] {
			if len(m.diffs) == limit {
				return false
			}
			m.diffs = append(m.diffs, i)
		}
		i++
	}
	return true
}

func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}
