package pii

import (
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode/utf8"

	"bulwark/shared/errs"
)

// Python re flag bits, as AppPiiRule.flags carries them (the API is shaped
// after a Python service). Only the ones RE2 can honour are accepted.
const (
	FlagIgnoreCase = 2   // re.IGNORECASE -> (?i)
	FlagLocale     = 4   // re.LOCALE: rejected, RE2 has no locale-dependent classes
	FlagMultiline  = 8   // re.MULTILINE -> (?m)
	FlagDotAll     = 16  // re.DOTALL -> (?s)
	FlagUnicode    = 32  // re.UNICODE: accepted; see CompileRule
	FlagVerbose    = 64  // re.VERBOSE: rejected, RE2 has no verbose mode
	FlagASCII      = 256 // re.ASCII: accepted; see CompileRule
)

// Defaults and limits of AppPiiRule.
const (
	DefaultRuleCategory = "custom"
	DefaultRuleScore    = 0.7
	maxRuleName         = 128
	maxRulePattern      = 2048
	maxRuleCategory     = 64
	maxRuleDescription  = 512
	maxRuleFlags        = 258
)

// Rule is one custom PII rule from an app's configuration (AppPiiRule).
type Rule struct {
	Name    string
	Pattern string // RE2 syntax (Go regexp)
	// Category names what the rule finds; empty means "custom". It is
	// upper-cased for findings and redaction labels (see CompileRule).
	Category string
	// Score is the confidence of every match, 0 to 1; nil means 0.7.
	Score       *float64
	Description string
	Flags       int // Python re flag bitmask, 0 to 258
	// Priority decides overlaps: the higher wins. Built-ins have 0.
	Priority int
}

// RuleError says which custom rule is invalid and why. It matches
// errs.ErrInvalid with errors.Is; Field is the AppPiiRule field at fault so
// that the API can point its 422 at it.
type RuleError struct {
	Index   int // position in the list given to New; -1 from CompileRule
	Name    string
	Field   string
	Problem string
	Err     error // the regexp error, when Field is "pattern"
}

// Error names the rule (and its position when it came through New), the
// field and the problem.
func (e *RuleError) Error() string {
	if e.Index >= 0 {
		return fmt.Sprintf("pii rule %d %q: %s: %s", e.Index, e.Name, e.Field, e.Problem)
	}
	return fmt.Sprintf("pii rule %q: %s: %s", e.Name, e.Field, e.Problem)
}

// Unwrap exposes errs.ErrInvalid and the regexp error, if any.
func (e *RuleError) Unwrap() []error {
	if e.Err != nil {
		return []error{errs.ErrInvalid, e.Err}
	}
	return []error{errs.ErrInvalid}
}

// CompiledRule is a validated custom rule, safe for concurrent use.
type CompiledRule struct {
	name        string
	category    string
	score       float64
	priority    int
	description string
	re          *regexp.Regexp
}

// Name returns the rule's name.
func (c *CompiledRule) Name() string { return c.name }

// Category returns the upper-cased category its findings carry.
func (c *CompiledRule) Category() string { return c.category }

// Score returns the score of its findings.
func (c *CompiledRule) Score() float64 { return c.score }

// Priority returns its overlap priority.
func (c *CompiledRule) Priority() int { return c.priority }

// CompileRule validates r against the AppPiiRule limits, applies its
// defaults and compiles its pattern.
//
// Flags map as follows. IGNORECASE, MULTILINE and DOTALL become the RE2
// inline flags i, m and s. UNICODE and ASCII are accepted but change
// nothing, and callers should know what RE2 does instead: \w, \d, \s and \b
// are always ASCII-only (as with Python's ASCII flag), while case folding
// under IGNORECASE and classes like \pL are always Unicode-aware. LOCALE
// and VERBOSE cannot be honoured and are rejected, as are unknown bits. (UNICODE together with
// ASCII, which Python rejects, is 288 and already out of range.)
//
// The category is upper-cased and every character outside A-Z, 0-9 and '_'
// becomes '_', so "employee id" yields findings of category EMPLOYEE_ID and
// redaction labels like <EMPLOYEE_ID>.
func CompileRule(r Rule) (*CompiledRule, error) {
	bad := func(field, format string, args ...any) error {
		return &RuleError{Index: -1, Name: r.Name, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	if n := utf8.RuneCountInString(r.Name); n < 1 || n > maxRuleName {
		return nil, bad("name", "must be 1 to %d characters, got %d", maxRuleName, n)
	}
	if n := utf8.RuneCountInString(r.Pattern); n < 1 || n > maxRulePattern {
		return nil, bad("pattern", "must be 1 to %d characters, got %d", maxRulePattern, n)
	}
	category := r.Category
	if category == "" {
		category = DefaultRuleCategory
	}
	if n := utf8.RuneCountInString(category); n > maxRuleCategory {
		return nil, bad("category", "must be 1 to %d characters, got %d", maxRuleCategory, n)
	}
	score := DefaultRuleScore
	if r.Score != nil {
		score = *r.Score
	}
	if !(score >= 0 && score <= 1) {
		return nil, bad("score", "must be between 0 and 1, got %v", score)
	}
	if n := utf8.RuneCountInString(r.Description); n > maxRuleDescription {
		return nil, bad("description", "must be at most %d characters, got %d", maxRuleDescription, n)
	}
	prefix, err := flagPrefix(r.Flags)
	if err != nil {
		return nil, bad("flags", "%s", err.Error())
	}
	re, err := regexp.Compile(prefix + r.Pattern)
	if err != nil {
		e := bad("pattern", "%s", patternProblem(err)).(*RuleError)
		e.Err = err
		return nil, e
	}
	return &CompiledRule{
		name:        r.Name,
		category:    normalizeCategory(category),
		score:       score,
		priority:    r.Priority,
		description: r.Description,
		re:          re,
	}, nil
}

// flagPrefix turns the Python flag bitmask into RE2 inline flags.
func flagPrefix(flags int) (string, error) {
	if flags < 0 || flags > maxRuleFlags {
		return "", fmt.Errorf("must be between 0 and %d, got %d", maxRuleFlags, flags)
	}
	if flags&FlagLocale != 0 {
		return "", errors.New("LOCALE (4) is not supported: RE2 has no locale-dependent matching")
	}
	if flags&FlagVerbose != 0 {
		return "", errors.New("VERBOSE (64) is not supported: RE2 has no verbose mode; remove whitespace and comments from the pattern")
	}
	known := FlagIgnoreCase | FlagMultiline | FlagDotAll | FlagUnicode | FlagASCII
	if unknown := flags &^ known; unknown != 0 {
		return "", fmt.Errorf("unknown flag bits %d: supported are IGNORECASE=2, MULTILINE=8, DOTALL=16, UNICODE=32, ASCII=256", unknown)
	}
	var b strings.Builder
	if flags&FlagIgnoreCase != 0 {
		b.WriteByte('i')
	}
	if flags&FlagMultiline != 0 {
		b.WriteByte('m')
	}
	if flags&FlagDotAll != 0 {
		b.WriteByte('s')
	}
	if b.Len() == 0 {
		return "", nil
	}
	return "(?" + b.String() + ")", nil
}

// patternProblem rewords a regexp error for someone who wrote the pattern
// for Python's re module.
func patternProblem(err error) string {
	msg := strings.TrimPrefix(err.Error(), "error parsing regexp: ")
	var se *syntax.Error
	if errors.As(err, &se) && (se.Code == syntax.ErrInvalidPerlOp || se.Code == syntax.ErrInvalidEscape) {
		msg += " (RE2 supports no lookahead, lookbehind or backreferences)"
	}
	return "not a valid RE2 pattern: " + msg
}

// normalizeCategory upper-cases a category and replaces every character
// outside A-Z, 0-9 and '_' with '_'.
func normalizeCategory(c string) string {
	var b strings.Builder
	b.Grow(len(c))
	for _, r := range strings.ToUpper(c) {
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// scan adds the rule's matches; empty matches are ignored.
func (c *CompiledRule) scan(st *scanState) {
	why := `Matched custom rule "` + c.name + `".`
	if c.description != "" {
		why += " (" + c.description + ")"
	}
	for _, m := range c.re.FindAllStringIndex(st.text, -1) {
		st.add(candidate{start: m[0], end: m[1], category: c.category, score: c.score,
			priority: c.priority, why: why, noContext: true})
	}
}
