package httpkit

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Checker collects field errors so that one 422 answer lists every problem
// of a body at once. Loc elements are strings (property names) and ints
// (array indexes); the first element names the source ("body", "query",
// "path").
type Checker struct {
	errs []FieldError
}

// Add records a field error.
func (c *Checker) Add(loc []any, msg, typ string) {
	c.errs = append(c.errs, FieldError{Loc: append([]any{}, loc...), Msg: msg, Type: typ})
}

// Err returns the collected errors as a *ValidationError, or nil.
func (c *Checker) Err() error {
	if len(c.errs) == 0 {
		return nil
	}
	return &ValidationError{Detail: c.errs}
}

// Len checks a string's length in characters.
func (c *Checker) Len(loc []any, s string, min, max int) {
	n := utf8.RuneCountInString(s)
	if n < min {
		c.Add(loc, fmt.Sprintf("String should have at least %d character%s", min, plural(min)), "string_too_short")
	} else if max >= 0 && n > max {
		c.Add(loc, fmt.Sprintf("String should have at most %d character%s", max, plural(max)), "string_too_long")
	}
}

// Name checks a name's length and refuses control characters (NUL, line
// breaks, escape sequences) and invisible format characters (bidirectional
// overrides, zero-width characters): they break logs, headers, CSV exports
// and file names, and make two different names look the same.
func (c *Checker) Name(loc []any, s string, min, max int) {
	c.Len(loc, s, min, max)
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			c.Add(loc, "String should not contain control or invisible formatting characters", "value_error")
			return
		}
	}
}

// Required reports a missing field when present is false.
func (c *Checker) Required(loc []any, present bool) bool {
	if !present {
		c.Add(loc, "Field required", "missing")
	}
	return present
}

// Range checks lo <= x <= hi.
func (c *Checker) Range(loc []any, x, lo, hi float64) {
	if x < lo {
		c.Add(loc, fmt.Sprintf("Input should be greater than or equal to %v", lo), "greater_than_equal")
	} else if x > hi {
		c.Add(loc, fmt.Sprintf("Input should be less than or equal to %v", hi), "less_than_equal")
	}
}

// IntRange checks lo <= x <= hi for integers.
func (c *Checker) IntRange(loc []any, x, lo, hi int64) {
	if x < lo {
		c.Add(loc, fmt.Sprintf("Input should be greater than or equal to %d", lo), "greater_than_equal")
	} else if x > hi {
		c.Add(loc, fmt.Sprintf("Input should be less than or equal to %d", hi), "less_than_equal")
	}
}

// MaxItems checks a list's length.
func (c *Checker) MaxItems(loc []any, n, max int) {
	if n > max {
		c.Add(loc, fmt.Sprintf("List should have at most %d item%s", max, plural(max)), "too_long")
	}
}

// OneOf checks that s is one of the allowed values.
func (c *Checker) OneOf(loc []any, s string, allowed ...string) {
	for _, a := range allowed {
		if s == a {
			return
		}
	}
	c.Add(loc, fmt.Sprintf("Input should be %s", quoteList(allowed)), "enum")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func quoteList(vals []string) string {
	out := ""
	for i, v := range vals {
		switch {
		case i == 0:
		case i == len(vals)-1:
			out += " or "
		default:
			out += ", "
		}
		out += "'" + v + "'"
	}
	return out
}
