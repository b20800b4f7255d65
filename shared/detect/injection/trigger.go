package injection

import (
	"errors"
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// A rule's regexp is never run over the whole text. Its pattern is analysed
// once, when the rule is built, into triggers: short literals of which every
// match starts with one (or, for a rule that starts with (?m)^, one that
// follows only spacing at the start of the line), and required literals, of
// which every match contains one. A single Aho-Corasick pass finds both in
// the text; cheap byte checks (\b before, the byte after) reject most
// triggers, and so does the absence of a required literal within reach.
// The rule's regexp then runs anchored at each remaining start, on a slice
// bounded by the longest match the text allows (lenBound); where many
// starts crowd together it runs unanchored over them once instead (see
// denseAttempts). The matches are exactly those of the regexp over the
// whole text.

// Trigger literals are cut to at most maxTrigger bytes, which keeps the
// automaton small, and grown to at least minTrigger bytes where the pattern
// allows, which keeps them selective.
const (
	minTrigger = 3
	// minRequired is the shortest required literal worth looking for:
	// even "ai" rules out most starts of a rule that needs it.
	minRequired = 2
	maxTrigger  = 8
	// maxTriggersPerRule bounds the expansion of a pattern's alternatives.
	maxTriggersPerRule = 512
)

// byteSet is a set of bytes.
type byteSet [4]uint64

func (s *byteSet) add(c byte)      { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *byteSet) addRange(lo, hi byte) {
	for c := int(lo); c <= int(hi); c++ {
		s.add(byte(c))
	}
}
func (s *byteSet) union(o byteSet) {
	for i := range s {
		s[i] |= o[i]
	}
}

// trigger is a literal that starts every match of a rule, with the cheap
// conditions a match starting there must meet.
type trigger struct {
	lit string
	// boundary: the pattern has \b just before lit, so the byte before it
	// must differ from lit's first byte in being a word character.
	boundary bool
	// follow holds the bytes that may come right after lit; nil means any
	// byte, or the end of the text.
	follow *byteSet
	// line: the match starts at the start of lit's line, and every byte
	// between the two is in lead.
	line bool
	lead *byteSet
}

// triggers analyses a pattern (already parsed and simplified) into its
// triggers. It fails for a pattern whose matches may start with something
// other than literal text, or which can match the empty string.
func triggers(re *syntax.Regexp) ([]trigger, error) {
	w := &walker{}
	if err := w.walk([]*syntax.Regexp{re}, nil, false, false); err != nil {
		return nil, err
	}
	return w.out, nil
}

type walker struct {
	out  []trigger
	lead byteSet // bytes of the lead elements skipped in line mode
}

var errNoLiteral = errors.New("matches do not start with literal text (or (?m)^ and spacing, then literal text)")

// walk follows every way the sequence seq can start, having consumed
// prefix. boundary and line record a leading \b and (?m)^.
func (w *walker) walk(seq []*syntax.Regexp, prefix []byte, boundary, line bool) error {
	if len(w.out) > maxTriggersPerRule {
		return errors.New("too many trigger literals")
	}
	if len(prefix) >= minTrigger && (len(seq) == 0 || !extends(seq[0], len(prefix))) {
		w.emit(prefix, boundary, line, seq)
		return nil
	}
	if len(seq) == 0 {
		if len(prefix) == 0 {
			return errors.New("pattern can match the empty string")
		}
		w.emit(prefix, boundary, line, nil)
		return nil
	}
	re, rest := seq[0], seq[1:]
	with := func(subs ...*syntax.Regexp) []*syntax.Regexp {
		return append(append(make([]*syntax.Regexp, 0, len(subs)+len(rest)), subs...), rest...)
	}
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return errors.New("case-insensitive literals are not supported: patterns are written in lower case")
		}
		p := prefix
		for _, r := range re.Rune {
			p = utf8.AppendRune(p, r)
		}
		if len(p) > maxTrigger {
			f := &byteSet{}
			f.add(p[maxTrigger])
			w.add(trigger{lit: string(p[:maxTrigger]), boundary: boundary, follow: f, line: line})
			return nil
		}
		return w.walk(rest, p, boundary, line)
	case syntax.OpCapture:
		return w.walk(with(re.Sub[0]), prefix, boundary, line)
	case syntax.OpConcat:
		return w.walk(with(re.Sub...), prefix, boundary, line)
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if err := w.walk(with(sub), prefix, boundary, line); err != nil {
				return err
			}
		}
		return nil
	case syntax.OpQuest:
		if err := w.walk(with(re.Sub[0]), prefix, boundary, line); err != nil {
			return err
		}
		return w.walk(rest, prefix, boundary, line)
	case syntax.OpPlus:
		star := &syntax.Regexp{Op: syntax.OpStar, Flags: re.Flags, Sub: re.Sub}
		return w.walk(with(re.Sub[0], star), prefix, boundary, line)
	case syntax.OpEmptyMatch:
		return w.walk(rest, prefix, boundary, line)
	case syntax.OpWordBoundary:
		return w.walk(rest, prefix, boundary || len(prefix) == 0, line)
	case syntax.OpBeginLine:
		return w.walk(rest, prefix, boundary, line || len(prefix) == 0)
	case syntax.OpEndLine, syntax.OpNoWordBoundary, syntax.OpBeginText, syntax.OpEndText:
		// Checked by the regexp, which sees the text's context.
		return w.walk(rest, prefix, boundary, line)
	case syntax.OpCharClass:
		if n := classSize(re.Rune); n > 0 && n <= 8 {
			for i := 0; i < len(re.Rune); i += 2 {
				for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
					if err := w.walk(rest, utf8.AppendRune(prefix, r), boundary, line); err != nil {
						return err
					}
				}
			}
			return nil
		}
	}
	// Anything else (a large class, a repetition) ends the literal.
	switch {
	case len(prefix) > 0:
		w.emit(prefix, boundary, line, seq)
		return nil
	case line && !boundary && skippableLead(re):
		// Spacing or markup at the start of the line: the match starts at
		// the line start, so the trigger is what follows.
		w.lead.union(consumable(re))
		return w.walk(rest, prefix, boundary, line)
	}
	return errNoLiteral
}

// extends reports whether a trigger of n bytes grows on into re: through
// literal text, and through one space of a run of spaces between words
// ("you" is a poor trigger, "you " followed by "a" a better one), as long
// as every alternative does.
func extends(re *syntax.Regexp, n int) bool {
	switch re.Op {
	case syntax.OpLiteral:
		return true
	case syntax.OpPlus, syntax.OpCapture:
		return extends(re.Sub[0], n)
	case syntax.OpConcat:
		return len(re.Sub) > 0 && extends(re.Sub[0], n)
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !extends(sub, n) {
				return false
			}
		}
		return true
	case syntax.OpCharClass:
		return n < maxTrigger && classSize(re.Rune) <= 8
	}
	return false
}

// emit records prefix as a trigger followed by the sequence seq.
func (w *walker) emit(prefix []byte, boundary, line bool, seq []*syntax.Regexp) {
	t := trigger{lit: string(prefix), boundary: boundary, line: line}
	if f, nullable := firstBytes(seq); !nullable {
		t.follow = &f
	}
	w.add(t)
}

// add merges t with an earlier trigger of the same literal.
func (w *walker) add(t trigger) {
	if t.line {
		lead := w.lead
		t.lead = &lead
	}
	for i := range w.out {
		if w.out[i].lit == t.lit && w.out[i].line == t.line {
			w.out[i].merge(t)
			return
		}
	}
	w.out = append(w.out, t)
}

// merge widens t to the starts that t or o allows: a start must meet the
// conditions of at least one of them.
func (t *trigger) merge(o trigger) {
	t.boundary = t.boundary && o.boundary
	if t.follow == nil || o.follow == nil {
		t.follow = nil
	} else {
		f := *t.follow
		f.union(*o.follow)
		t.follow = &f
	}
	if t.line {
		l := *t.lead
		l.union(*o.lead)
		t.lead = &l
	}
}

func classSize(ranges []rune) int {
	n := 0
	for i := 0; i < len(ranges); i += 2 {
		n += int(ranges[i+1]-ranges[i]) + 1
	}
	return n
}

// skippableLead reports whether re never matches a line break or an
// assertion, so that in a line rule it is spacing or markup between the
// line start and the literal.
func skippableLead(re *syntax.Regexp) bool {
	c := consumable(re)
	return !c.has('\n') && !hasAssertion(re)
}

func hasAssertion(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	for _, sub := range re.Sub {
		if hasAssertion(sub) {
			return true
		}
	}
	return false
}

// firstBytes returns the bytes a match of the sequence seq may start with,
// and whether it may match the empty string.
func firstBytes(seq []*syntax.Regexp) (byteSet, bool) {
	var s byteSet
	for _, re := range seq {
		f, nullable := first(re)
		s.union(f)
		if !nullable {
			return s, false
		}
	}
	return s, true
}

func first(re *syntax.Regexp) (byteSet, bool) {
	var s byteSet
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return s, true
		}
		var b [utf8.UTFMax]byte
		utf8.EncodeRune(b[:], re.Rune[0])
		s.add(b[0])
		return s, false
	case syntax.OpCharClass:
		return classBytes(re.Rune, true), false
	case syntax.OpAnyCharNotNL:
		s = allBytes
		s[0] &^= 1 << '\n'
		return s, false
	case syntax.OpAnyChar:
		return allBytes, false
	case syntax.OpCapture, syntax.OpPlus:
		return first(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		s, _ = first(re.Sub[0])
		return s, true
	case syntax.OpRepeat:
		s, nullable := first(re.Sub[0])
		return s, nullable || re.Min == 0
	case syntax.OpConcat:
		return firstBytes(re.Sub)
	case syntax.OpAlternate:
		nullable := false
		for _, sub := range re.Sub {
			f, n := first(sub)
			s.union(f)
			nullable = nullable || n
		}
		return s, nullable
	case syntax.OpNoMatch:
		return s, false
	}
	return s, true // empty match and assertions
}

var allBytes = byteSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}

// classBytes returns the bytes that runes of the class start with (leading
// only) or contain (leading and continuation bytes). A class holding U+FFFD
// also matches any invalid byte.
func classBytes(ranges []rune, leading bool) byteSet {
	var s byteSet
	for i := 0; i < len(ranges); i += 2 {
		lo, hi := ranges[i], ranges[i+1]
		for c := lo; c <= hi && c < utf8.RuneSelf; c++ {
			s.add(byte(c))
		}
		if hi < utf8.RuneSelf {
			continue
		}
		if !leading || lo <= utf8.RuneError && utf8.RuneError <= hi {
			s.addRange(0x80, 0xff)
			continue
		}
		s.addRange(leadByte(max(lo, utf8.RuneSelf)), leadByte(hi))
	}
	return s
}

// leadByte returns the first byte of r's UTF-8 form (monotonic in r).
func leadByte(r rune) byte {
	switch {
	case r < 0x800:
		return byte(0xC0 | r>>6)
	case r < 0x10000:
		return byte(0xE0 | r>>12)
	case r <= utf8.MaxRune:
		return byte(0xF0 | r>>18)
	}
	return 0xF4
}

// consumable returns every byte a match of re may contain.
func consumable(re *syntax.Regexp) byteSet {
	var s byteSet
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			var b [utf8.UTFMax]byte
			for _, c := range b[:utf8.EncodeRune(b[:], r)] {
				s.add(c)
			}
		}
	case syntax.OpCharClass:
		s = classBytes(re.Rune, false)
	case syntax.OpAnyCharNotNL:
		s = allBytes
		s[0] &^= 1 << '\n'
	case syntax.OpAnyChar:
		s = allBytes
	default:
		for _, sub := range re.Sub {
			s.union(consumable(sub))
		}
	}
	return s
}

// Space bytes as RE2's \s sees them.
var spaceBytes = func() byteSet {
	var s byteSet
	for _, c := range []byte("\t\n\f\r ") {
		s.add(c)
	}
	return s
}()

// lenBound bounds the length of a match of re in terms of runs of the text
// it runs on: an unbounded repetition consumes a run of spaces, a run of
// non-space bytes or a run of bytes within one line, whose longest lengths
// (textRuns) are known once per text.
type lenBound struct {
	fixed, spaces, nonSpaces, lines int
	unbounded                       bool
}

// textRuns are the longest runs of a text that bound its matches: of
// space bytes (those of \s), of other bytes, and of bytes other than '\n'.
type textRuns struct{ spaces, nonSpaces, line int }

func (b lenBound) limit(r textRuns) int {
	return b.fixed + b.spaces*r.spaces + b.nonSpaces*r.nonSpaces + b.lines*r.line
}

func (b lenBound) plus(o lenBound) lenBound {
	return lenBound{b.fixed + o.fixed, b.spaces + o.spaces, b.nonSpaces + o.nonSpaces, b.lines + o.lines, b.unbounded || o.unbounded}
}

func (b lenBound) times(n int) lenBound {
	return lenBound{b.fixed * n, b.spaces * n, b.nonSpaces * n, b.lines * n, b.unbounded}
}

func maxBound(a, b lenBound) lenBound {
	return lenBound{max(a.fixed, b.fixed), max(a.spaces, b.spaces), max(a.nonSpaces, b.nonSpaces), max(a.lines, b.lines), a.unbounded || b.unbounded}
}

func boundOf(re *syntax.Regexp) lenBound {
	switch re.Op {
	case syntax.OpLiteral:
		n := 0
		for _, r := range re.Rune {
			n += runeBytes(r)
		}
		return lenBound{fixed: n}
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return lenBound{}
		}
		return lenBound{fixed: runeBytes(re.Rune[len(re.Rune)-1])}
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return lenBound{fixed: utf8.UTFMax}
	case syntax.OpCapture, syntax.OpQuest:
		return boundOf(re.Sub[0])
	case syntax.OpConcat:
		var b lenBound
		for _, sub := range re.Sub {
			b = b.plus(boundOf(sub))
		}
		return b
	case syntax.OpAlternate:
		var b lenBound
		for _, sub := range re.Sub {
			b = maxBound(b, boundOf(sub))
		}
		return b
	case syntax.OpRepeat:
		if re.Max >= 0 {
			return boundOf(re.Sub[0]).times(re.Max)
		}
		return runBound(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		return runBound(re.Sub[0])
	case syntax.OpEndText, syntax.OpBeginText:
		// The match is cut from the text; "end of text" would then lie.
		return lenBound{unbounded: true}
	}
	return lenBound{}
}

// runBound bounds any number of repetitions of sub, which match one
// contiguous run of the bytes sub may contain.
func runBound(sub *syntax.Regexp) lenBound {
	c := consumable(sub)
	var nonSpace, space byteSet
	for i := range c {
		nonSpace[i] = c[i] &^ spaceBytes[i]
		space[i] = c[i] & spaceBytes[i]
	}
	switch {
	case nonSpace == byteSet{}:
		return lenBound{spaces: 1}
	case space == byteSet{}:
		return lenBound{nonSpaces: 1}
	case !c.has('\n'):
		return lenBound{lines: 1}
	}
	return lenBound{unbounded: true}
}

func runeBytes(r rune) int {
	switch {
	case r < utf8.RuneSelf:
		return 1
	case r < 0x800:
		return 2
	case r < 0x10000:
		return 3
	}
	return 4
}

// required returns literals one of which every match of re contains (cut
// to maxTrigger bytes), or nil when re has none of at least minTrigger
// bytes. A start with no required literal within reach cannot start a
// match, which spares the regexp most starts in text dense with trigger
// words ("ignore the ignore the ..." has no "instructions").
func required(re *syntax.Regexp) []string {
	set := requiredAfterStart(re)
	if shortest(set) < minRequired {
		return nil
	}
	cut := make([]string, 0, len(set))
	for _, l := range set {
		cut = append(cut, l[:min(len(l), maxTrigger)])
	}
	// A literal holding another is found wherever that one is.
	var out []string
	for i, l := range cut {
		redundant := false
		for j, o := range cut {
			if j != i && strings.Contains(l, o) && (l != o || j < i) {
				redundant = true
				break
			}
		}
		if !redundant {
			out = append(out, l)
		}
	}
	return out
}

// requiredAfterStart prefers literals required after the part a match
// starts with, which are the triggers and filter nothing more.
func requiredAfterStart(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpCapture:
		return requiredAfterStart(re.Sub[0])
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			set := requiredAfterStart(sub)
			if set == nil {
				return nil
			}
			all = append(all, set...)
		}
		return all
	case syntax.OpConcat:
		for i, sub := range re.Sub {
			if requiredSet(sub) != nil {
				if set := bestRequired(re.Sub[i+1:]); set != nil {
					return set
				}
				break
			}
		}
	}
	return requiredSet(re)
}

func requiredSet(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 || len(re.Rune) == 0 {
			return nil
		}
		return []string{string(re.Rune)}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredSet(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min > 0 {
			return requiredSet(re.Sub[0])
		}
	case syntax.OpConcat:
		return bestRequired(re.Sub)
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			set := requiredSet(sub)
			if set == nil {
				return nil
			}
			all = append(all, set...)
		}
		return all
	}
	return nil
}

// bestRequired returns the best set of literals one of which every match
// of the sequence seq contains: each part's own, and the strings of each
// run of parts with few exact matches ("de" then "cline|ny" give
// "decline|deny"). Sets of minTrigger bytes or more beat shorter ones;
// among equals the last wins, being furthest from the match start.
func bestRequired(seq []*syntax.Regexp) []string {
	var best []string
	quality := func(set []string) int { return min(shortest(set), minTrigger) }
	consider := func(set []string) {
		if set != nil && (best == nil || quality(set) >= quality(best)) {
			best = set
		}
	}
	var run []string
	for _, sub := range seq {
		consider(requiredSet(sub))
		if ex := exactSet(sub); ex != nil && (run == nil || len(run)*len(ex) <= maxExact) {
			run = product(run, ex)
			consider(run)
		} else {
			run = ex
		}
	}
	return best
}

// maxExact bounds the strings exactSet lists.
const maxExact = 64

// exactSet returns every string re matches when they are few, else nil.
func exactSet(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil
		}
		return []string{string(re.Rune)}
	case syntax.OpEmptyMatch:
		return []string{""}
	case syntax.OpCapture:
		return exactSet(re.Sub[0])
	case syntax.OpQuest:
		if sub := exactSet(re.Sub[0]); sub != nil && len(sub) < maxExact {
			return append([]string{""}, sub...)
		}
	case syntax.OpCharClass:
		if n := classSize(re.Rune); n > 0 && n <= 8 {
			var out []string
			for i := 0; i < len(re.Rune); i += 2 {
				for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
					out = append(out, string(r))
				}
			}
			return out
		}
	case syntax.OpConcat:
		out := []string{""}
		for _, sub := range re.Sub {
			ex := exactSet(sub)
			if ex == nil || len(out)*len(ex) > maxExact {
				return nil
			}
			out = product(out, ex)
		}
		return out
	case syntax.OpAlternate:
		var out []string
		for _, sub := range re.Sub {
			ex := exactSet(sub)
			if ex == nil || len(out)+len(ex) > maxExact {
				return nil
			}
			out = append(out, ex...)
		}
		return out
	}
	return nil
}

// product returns every string of a followed by one of b; a nil a counts
// as the empty string alone.
func product(a, b []string) []string {
	if a == nil {
		return b
	}
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	return out
}

// shortest returns the length of the shortest literal of set, 0 for none.
func shortest(set []string) int {
	n := 0
	for i, l := range set {
		if i == 0 || len(l) < n {
			n = len(l)
		}
	}
	return n
}
