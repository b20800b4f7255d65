package pii

import (
	"errors"
	"regexp/syntax"
	"strings"
	"testing"

	"bulwark/shared/errs"
)

func ptr(f float64) *float64 { return &f }

func TestCustomRuleFlags(t *testing.T) {
	tests := []struct {
		name    string
		rule    Rule
		text    string
		want    string // "" means no match
		comment string
	}{
		{"no flags is case-sensitive", Rule{Name: "emp", Pattern: `EMP-\d{5}`}, "id emp-12345", "", ""},
		{"IGNORECASE", Rule{Name: "emp", Pattern: `EMP-\d{5}`, Flags: FlagIgnoreCase}, "id emp-12345", "emp-12345", ""},
		{"no MULTILINE: ^ is text start", Rule{Name: "line", Pattern: `^ID:\d+$`}, "x\nID:42\ny", "", ""},
		{"MULTILINE", Rule{Name: "line", Pattern: `^ID:\d+$`, Flags: FlagMultiline}, "x\nID:42\ny", "ID:42", ""},
		{"no DOTALL: . stops at newline", Rule{Name: "block", Pattern: `BEGIN.+END`}, "BEGIN a\nb END", "", ""},
		{"DOTALL", Rule{Name: "block", Pattern: `BEGIN.+END`, Flags: FlagDotAll}, "BEGIN a\nb END", "BEGIN a\nb END", ""},
		{"UNICODE accepted", Rule{Name: "u", Pattern: `caf\pL`, Flags: FlagUnicode}, "un café", "café", ""},
		{"ASCII accepted, \\w stays ASCII", Rule{Name: "a", Pattern: `caf\w`, Flags: FlagASCII}, "un café", "", ""},
		{"ASCII with IGNORECASE (258)", Rule{Name: "a", Pattern: `emp-\d+`, Flags: FlagASCII | FlagIgnoreCase}, "EMP-7", "EMP-7", ""},
		{"all three", Rule{Name: "m", Pattern: `^a.b$`, Flags: FlagIgnoreCase | FlagMultiline | FlagDotAll}, "x\nA\nB\ny", "A\nB", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScanner(t, tt.rule)
			fs := ofCategory(s.Scan(tt.text), "CUSTOM")
			switch {
			case tt.want == "" && len(fs) > 0:
				t.Fatalf("unexpected match %q", tt.text[fs[0].Start:fs[0].End])
			case tt.want != "" && (len(fs) != 1 || tt.text[fs[0].Start:fs[0].End] != tt.want):
				t.Fatalf("got %+v, want one match %q", fs, tt.want)
			}
		})
	}
}

func TestCompileRuleErrors(t *testing.T) {
	long := func(n int) string { return strings.Repeat("a", n) }
	tests := []struct {
		name  string
		rule  Rule
		field string
		says  string
	}{
		{"empty name", Rule{Pattern: "x"}, "name", "1 to 128"},
		{"long name", Rule{Name: long(129), Pattern: "x"}, "name", "1 to 128"},
		{"empty pattern", Rule{Name: "r"}, "pattern", "1 to 2048"},
		{"long pattern", Rule{Name: "r", Pattern: long(2049)}, "pattern", "1 to 2048"},
		{"long category", Rule{Name: "r", Pattern: "x", Category: long(65)}, "category", "1 to 64"},
		{"score above 1", Rule{Name: "r", Pattern: "x", Score: ptr(1.5)}, "score", "between 0 and 1"},
		{"negative score", Rule{Name: "r", Pattern: "x", Score: ptr(-0.1)}, "score", "between 0 and 1"},
		{"long description", Rule{Name: "r", Pattern: "x", Description: long(513)}, "description", "at most 512"},
		{"LOCALE", Rule{Name: "r", Pattern: "x", Flags: FlagLocale}, "flags", "LOCALE"},
		{"VERBOSE", Rule{Name: "r", Pattern: "x", Flags: FlagVerbose | FlagIgnoreCase}, "flags", "VERBOSE"},
		{"unknown bit", Rule{Name: "r", Pattern: "x", Flags: 1}, "flags", "unknown flag bits 1"},
		{"DEBUG bit", Rule{Name: "r", Pattern: "x", Flags: 128}, "flags", "unknown flag bits 128"},
		{"out of range", Rule{Name: "r", Pattern: "x", Flags: 259}, "flags", "between 0 and 258"},
		{"negative flags", Rule{Name: "r", Pattern: "x", Flags: -2}, "flags", "between 0 and 258"},
		{"unbalanced paren", Rule{Name: "broken", Pattern: `(\d+`}, "pattern", "missing closing )"},
		{"lookahead", Rule{Name: "python-only", Pattern: `\d+(?=px)`}, "pattern", "no lookahead"},
		{"backreference", Rule{Name: "python-only", Pattern: `(\w)\1`}, "pattern", "no lookahead, lookbehind or backreferences"},
		{"repeat too large", Rule{Name: "big", Pattern: `a{1001}`}, "pattern", "invalid repeat count"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := CompileRule(tt.rule)
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("CompileRule: err = %v, want a *RuleError", err)
			}
			if re.Field != tt.field || re.Name != tt.rule.Name || re.Index != -1 {
				t.Fatalf("RuleError %+v: want field %q for rule %q", re, tt.field, tt.rule.Name)
			}
			if !errors.Is(err, errs.ErrInvalid) {
				t.Fatal("error does not match errs.ErrInvalid")
			}
			if msg := err.Error(); !strings.Contains(msg, tt.says) || !strings.Contains(msg, `"`+tt.rule.Name+`"`) {
				t.Fatalf("error %q should name the rule and say %q", msg, tt.says)
			}
		})
	}
	var se *syntax.Error
	if _, err := CompileRule(Rule{Name: "r", Pattern: "(x"}); !errors.As(err, &se) {
		t.Error("a pattern error should wrap the regexp/syntax error")
	}
}

func TestNewNamesTheBadRule(t *testing.T) {
	_, err := New([]Rule{
		{Name: "fine", Pattern: `\d+`},
		{Name: "broken", Pattern: `[a-`},
	})
	var re *RuleError
	if !errors.As(err, &re) || re.Index != 1 || re.Name != "broken" || re.Field != "pattern" {
		t.Fatalf("New: err = %v, want a RuleError for rule 1 %q", err, "broken")
	}
	if !strings.Contains(err.Error(), `pii rule 1 "broken": pattern:`) {
		t.Errorf("message %q", err.Error())
	}
}

func TestCustomRuleDefaultsAndCategory(t *testing.T) {
	c, err := CompileRule(Rule{Name: "badge", Pattern: `BDG\d{4}`})
	if err != nil {
		t.Fatal(err)
	}
	if c.Category() != "CUSTOM" || c.Score() != DefaultRuleScore || c.Priority() != 0 || c.Name() != "badge" {
		t.Errorf("defaults: category %q score %v priority %d", c.Category(), c.Score(), c.Priority())
	}
	zero, err := CompileRule(Rule{Name: "z", Pattern: "x", Score: ptr(0)})
	if err != nil || zero.Score() != 0 {
		t.Errorf("an explicit score of 0 must be kept: %v %v", zero, err)
	}

	s := newScanner(t, Rule{Name: "employee", Pattern: `E-\d{6}`, Category: "employee id", Score: ptr(0.9),
		Description: "HR employee number"})
	text := "employee E-123456 joined"
	f, ok := spanned(s.Scan(text), text, "E-123456")
	if !ok || f.Category != "EMPLOYEE_ID" || f.Score != 0.9 || !f.Redactable || !strings.Contains(f.Explanation, `"employee"`) {
		t.Fatalf("custom finding %+v", f)
	}
}

func TestCustomRuleIgnoresEmptyMatches(t *testing.T) {
	s := newScanner(t, Rule{Name: "optional", Pattern: `x*`})
	if fs := ofCategory(s.Scan("abc"), "CUSTOM"); len(fs) != 0 {
		t.Errorf("empty matches reported: %+v", fs)
	}
}

func TestPriorityResolution(t *testing.T) {
	text := "SSN: 536-90-4399"
	ssn := `\d{3}-\d{2}-\d{4}`
	tests := []struct {
		name string
		rule Rule
		want string
	}{
		{"higher priority beats a better built-in score",
			Rule{Name: "hr", Pattern: ssn, Category: "hr_id", Score: ptr(0.3), Priority: 1}, "HR_ID"},
		{"same priority: higher score wins (built-in)",
			Rule{Name: "hr", Pattern: ssn, Category: "hr_id", Score: ptr(0.5)}, USSSN},
		{"same priority: higher score wins (custom)",
			Rule{Name: "hr", Pattern: ssn, Category: "hr_id", Score: ptr(0.95)}, "HR_ID"},
		{"lower priority loses", Rule{Name: "hr", Pattern: ssn, Category: "hr_id", Score: ptr(1), Priority: -1}, USSSN},
		{"partial overlap, higher priority wins the whole region",
			Rule{Name: "tail", Pattern: `4399`, Category: "tail", Priority: 2}, "TAIL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := newScanner(t, tt.rule).Scan(text)
			if len(fs) != 1 || fs[0].Category != tt.want {
				t.Fatalf("got %+v, want exactly one %s finding", fs, tt.want)
			}
		})
	}
	// Ties on priority and score go to the longer span.
	fs := newScanner(t, Rule{Name: "short", Pattern: `536-90`, Score: ptr(0.9)}).Scan(text)
	if len(fs) != 1 || fs[0].Category != USSSN {
		t.Fatalf("tie on priority and score: got %+v, want the longer US_SSN span", fs)
	}
}
