package pii

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Running a secret rule's regex over a whole text costs tens of
// microseconds even when nothing matches, and two hundred rules would blow
// any latency budget. So each rule gets a plan, derived from its regex's
// syntax tree at load time, for running only where its keywords occur:
//
//   - anchored: every match starts with one of the rule's keywords (after
//     an optional "[\w.-]{0,50}?" identifier prefix, which is dropped).
//     The regex then runs anchored at each keyword occurrence, over at
//     most its maximum match length. A miss costs a few hundred
//     nanoseconds.
//   - windowed: otherwise the regex runs on the text within its maximum
//     match length around each keyword occurrence (merged), or on the lines
//     holding a keyword when the match length is unbounded, or on the whole
//     text when the regex can cross lines.

// maxPrefixes bounds the literal-prefix sets the planner enumerates.
const maxPrefixes = 256

// rulePlan is how one secret rule is run.
type rulePlan struct {
	anchored *regexp.Regexp // nil: windowed
	// boundaryBefore: the regex starts with \b, which the anchored run
	// cannot see, so the byte before the keyword is checked instead.
	boundaryBefore bool
	// prefixClass and prefixMax describe the dropped identifier prefix, to
	// recover where the original match would have started.
	prefixClass *[256]bool
	prefixMax   int
	maxLen      int // of the (remaining) regex in bytes; -1 if unbounded
}

// planRule analyses src; keywords are lower-case.
func planRule(src string, keywords []string) rulePlan {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return rulePlan{maxLen: -1}
	}
	p := rulePlan{maxLen: MaxLen(re)}
	if len(keywords) == 0 {
		return p
	}
	rest := []*syntax.Regexp{re}
	if re.Op == syntax.OpConcat {
		rest = re.Sub
	}
	// Drop leading "[class]{0,n}" pieces: the identifier around the keyword.
	var class *[256]bool
	prefixMax := 0
	for len(rest) > 1 {
		r := rest[0]
		if r.Op != syntax.OpRepeat || r.Min != 0 || r.Max < 0 || r.Sub[0].Op != syntax.OpCharClass {
			break
		}
		if class == nil {
			class = new([256]bool)
		}
		addClass(class, r.Sub[0])
		prefixMax += r.Max
		rest = rest[1:]
	}
	boundary := false
	if len(rest) > 1 && rest[0].Op == syntax.OpWordBoundary {
		boundary = true
		rest = rest[1:]
	}
	body := &syntax.Regexp{Op: syntax.OpConcat, Sub: rest}
	if len(rest) == 1 {
		body = rest[0]
	}
	prefixes, _, ok := literalPrefixes(body)
	if !ok || len(prefixes) == 0 {
		return p
	}
	for _, pre := range prefixes {
		if !startsWithAny(pre, keywords) {
			return p
		}
	}
	anchored, err := regexp.Compile(`^(?:` + body.String() + `)`)
	if err != nil {
		return p
	}
	return rulePlan{anchored: anchored, boundaryBefore: boundary, prefixClass: class, prefixMax: prefixMax, maxLen: MaxLen(body)}
}

func startsWithAny(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// literalPrefixes returns the lower-cased literal strings every match of re
// starts with; complete says whether re matches exactly those strings, so
// that a concatenation may extend them with what follows.
func literalPrefixes(re *syntax.Regexp) (prefixes []string, complete, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{strings.ToLower(string(re.Rune))}, true, true
	case syntax.OpEmptyMatch:
		return []string{""}, true, true
	case syntax.OpCharClass:
		if letters := smallClass(re); letters != nil {
			return letters, true, true
		}
		return nil, false, false
	case syntax.OpCapture:
		return literalPrefixes(re.Sub[0])
	case syntax.OpQuest:
		sub, c, ok := literalPrefixes(re.Sub[0])
		if !ok || !c {
			return nil, false, false
		}
		return append([]string{""}, sub...), true, true
	case syntax.OpAlternate:
		complete = true
		for _, s := range re.Sub {
			p, c, ok := literalPrefixes(s)
			if !ok {
				return nil, false, false
			}
			prefixes = append(prefixes, p...)
			complete = complete && c
		}
		return prefixes, complete, len(prefixes) <= maxPrefixes
	case syntax.OpConcat:
		acc := []string{""}
		for _, s := range re.Sub {
			p, c, ok := literalPrefixes(s)
			if !ok {
				return acc, false, len(acc) > 1 || acc[0] != ""
			}
			next := make([]string, 0, len(acc)*len(p))
			for _, a := range acc {
				for _, b := range p {
					next = append(next, a+b)
				}
			}
			if len(next) > maxPrefixes {
				return acc, false, acc[0] != ""
			}
			acc = next
			if !c {
				return acc, false, true
			}
		}
		return acc, true, true
	}
	return nil, false, false
}

// smallClass lists the lower-cased characters of a class of at most eight
// of them ("[Aa]", "[su]"), or returns nil.
func smallClass(re *syntax.Regexp) []string {
	var out []string
	for i := 0; i < len(re.Rune); i += 2 {
		if re.Rune[i+1]-re.Rune[i] > 8 {
			return nil
		}
		for c := re.Rune[i]; c <= re.Rune[i+1]; c++ {
			l := string(unicode.ToLower(c))
			if !slices.Contains(out, l) {
				out = append(out, l)
			}
			if len(out) > 8 {
				return nil
			}
		}
	}
	return out
}

// addClass marks the ASCII bytes of a character class.
func addClass(set *[256]bool, re *syntax.Regexp) {
	for i := 0; i < len(re.Rune); i += 2 {
		for c := re.Rune[i]; c <= re.Rune[i+1] && c < 256; c++ {
			set[c] = true
		}
	}
}

// maxLen is the longest match of re in bytes, or -1 if unbounded.
func MaxLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return len(re.Rune) * utf8.UTFMax // folding can change a rune's width ('k' and the Kelvin sign)
		}
		n := 0
		for _, r := range re.Rune {
			n += utf8.RuneLen(r)
		}
		return n
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return 0
		}
		return utf8.RuneLen(min(re.Rune[len(re.Rune)-1], unicode.MaxRune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax
	case syntax.OpCapture, syntax.OpQuest:
		return MaxLen(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		return -1
	case syntax.OpRepeat:
		if re.Max < 0 {
			return -1
		}
		m := MaxLen(re.Sub[0])
		if m < 0 {
			return -1
		}
		return re.Max * m
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			m := MaxLen(s)
			if m < 0 {
				return -1
			}
			n += m
		}
		return n
	case syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			m := MaxLen(s)
			if m < 0 {
				return -1
			}
			n = max(n, m)
		}
		return n
	}
	return 0 // empty-width operators
}

// maxRequired bounds the literal sets requiredLiterals builds from one
// concatenation, maxRequiredUnion those of an alternation.
const (
	maxRequired      = 256
	maxRequiredUnion = 2048
)

// requiredLiterals returns lower-cased strings one of which every match of
// re contains, or nil when it finds no such set. Checking for them with one
// automaton pass is far cheaper than running a large case-folding
// alternation (gitleaks' generic allowlist) that almost never matches.
func requiredLiterals(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral, syntax.OpCharClass, syntax.OpQuest:
		if p, complete, ok := literalPrefixes(re); ok && complete && !slices.Contains(p, "") {
			return p
		}
		return nil
	case syntax.OpCapture:
		return requiredLiterals(re.Sub[0])
	case syntax.OpPlus:
		return requiredLiterals(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min > 0 {
			return requiredLiterals(re.Sub[0])
		}
		return nil
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			r := requiredLiterals(s)
			if r == nil {
				return nil
			}
			out = append(out, r...)
		}
		if len(out) > maxRequiredUnion {
			return nil
		}
		return out
	case syntax.OpConcat:
		// Candidates: each maximal run of literal-like pieces, expanded;
		// and each other piece's own requirement. Keep the most selective.
		var best []string
		consider := func(c []string) {
			if c != nil && (best == nil || minLen(c) > minLen(best)) {
				best = c
			}
		}
		run := []string{""}
		flush := func() {
			if len(run) > 1 || run[0] != "" {
				consider(run)
			}
			run = []string{""}
		}
		for _, sub := range re.Sub {
			p, complete, ok := literalPrefixes(sub)
			if ok && complete && len(run)*len(p) <= maxRequired {
				next := make([]string, 0, len(run)*len(p))
				for _, a := range run {
					for _, b := range p {
						next = append(next, a+b)
					}
				}
				run = next
				continue
			}
			flush()
			consider(requiredLiterals(sub))
		}
		flush()
		return best
	}
	return nil
}

func minLen(ss []string) int {
	m := -1
	for _, s := range ss {
		if m < 0 || len(s) < m {
			m = len(s)
		}
	}
	return m
}
