// Package heal rewrites a dataset without what a scan found: the text
// columns of a parquet file (Parquet) and the files of an image set
// (Image). The result is a new file; the original is never changed.
//
// # Rules
//
// A Rule selects findings by category, by column or both, and names an
// action:
//
//   - redact replaces the span with a label, "<EMAIL>" (style bracket) or
//     "<EMAIL_0>" (style typed_token: equal values of a category in one cell
//     share a number, in order of first appearance), as the runtime
//     redacts;
//   - mask keeps the first and last two characters ("jo***om"), as
//     findings' snippets are masked;
//   - hash replaces the span with "<EMAIL:kqzmxbpwtarvhcyd>": 16 letters
//     derived from SHA-256 over a salt and the value. The salt is the
//     dataset's, so a value hashes the same in every version and every
//     heal of a dataset (joins still work) and differently in another
//     dataset; letters only, so a hash never reads as a number;
//   - drop_row removes every row with a matching finding;
//   - drop_column removes a column (by name, or every column where the
//     scan found the category).
//
// The first rule (in order) that matches a finding decides what happens
// to it; findings no rule matches are left alone. Healing runs the
// detectors again on every cell, with the scan's settings, rather than
// trusting the scan's stored findings, which may be sampled or capped:
// the healed file holds no finding of a healed category, which a new scan
// confirms.
package heal

import (
	"crypto/sha256"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"bulwark/shared/datascan"
	"bulwark/shared/detect"
)

// Actions.
const (
	Redact     = "redact"
	Mask       = "mask"
	Hash       = "hash"
	DropRow    = "drop_row"
	DropColumn = "drop_column"
	// StripMetadata is what healing does to every image of an image set
	// (Image); naming it in a rule changes nothing, and it is the only
	// action besides drop_row that applies to images.
	StripMetadata = "strip_metadata"
)

// Actions lists the actions on tabular data.
func Actions() []string { return []string{Redact, Mask, Hash, DropRow, DropColumn} }

// ImageActions lists the actions on image sets.
func ImageActions() []string { return []string{StripMetadata, DropRow} }

// Redaction styles (as the runtime's AppRedactionPolicy.style).
const (
	StyleBracket    = "bracket"
	StyleTypedToken = "typed_token"
)

// Rule is one healing instruction.
type Rule struct {
	Category string `json:"category,omitempty"`
	Column   string `json:"column,omitempty"`
	Action   string `json:"action"`
	// Style is the redaction style (redact only; default bracket).
	Style string `json:"style,omitempty"`
}

// matches reports whether the rule applies to a finding of category in
// column.
func (r Rule) matches(column, category string) bool {
	return (r.Category == "" || r.Category == category) && (r.Column == "" || r.Column == column)
}

// Plan is a healing of one dataset.
type Plan struct {
	Rules []Rule
	// Scanner finds what the rules act on (built with the scan's options).
	Scanner *datascan.Scanner
	// Salt is the dataset's hashing salt.
	Salt []byte
	// DropColumns are removed outright (see ColumnsToDrop).
	DropColumns []string
	// FoundIn are the columns where the scan found something. A scanned
	// column that is not text (numbers, dates) is rewritten, as text,
	// only when it is one of them: a healed card number is no longer a
	// number, but an id column with nothing in it keeps its type.
	FoundIn []string
}

// ColumnsToDrop resolves the drop_column rules: named columns, and the
// columns where the scan found a rule's category.
func ColumnsToDrop(rules []Rule, found func(category string) []string) []string {
	set := map[string]bool{}
	for _, r := range rules {
		if r.Action != DropColumn {
			continue
		}
		if r.Category == "" {
			set[r.Column] = true
			continue
		}
		for _, c := range found(r.Category) {
			if r.Column == "" || r.Column == c {
				set[c] = true
			}
		}
	}
	out := slices.Sorted(maps.Keys(set))
	return out
}

// Stats counts what a healing changed.
type Stats struct {
	RowsIn      int64 `json:"rows_in"`
	RowsOut     int64 `json:"rows_out"`
	RowsDropped int64 `json:"rows_dropped"`
	// CellsChanged counts cells rewritten.
	CellsChanged int64 `json:"cells_changed"`
	// Spans counts the spans rewritten, by category; Dropped the findings
	// behind dropped rows, by category.
	Spans          map[string]int64 `json:"spans"`
	Dropped        map[string]int64 `json:"dropped"`
	ColumnsDropped []string         `json:"columns_dropped"`
}

func newStats() Stats {
	return Stats{Spans: map[string]int64{}, Dropped: map[string]int64{}, ColumnsDropped: []string{}}
}

// cellResult is what happens to one cell.
type cellResult struct {
	drop    bool
	changed bool
	text    string
	spans   []span
}

// span is a byte range to rewrite, with the hit that decides how.
type span struct {
	start, end int
	category   string
	score      float64
	rule       Rule
}

// cell decides the fate of one cell of column given its findings.
func (p *Plan) cell(column, text string, hits []datascan.Hit) cellResult {
	var spans []span
	drop := false
	for _, h := range hits {
		r, ok := p.rule(column, h.Category)
		if !ok {
			continue
		}
		if r.Action == DropRow {
			drop = true
			spans = append(spans, span{category: h.Category, rule: r})
			continue
		}
		s, e := h.Start, h.End
		if e <= s || e > len(text) {
			s, e = 0, len(text) // a finding about the whole cell
		}
		spans = append(spans, span{start: s, end: e, category: h.Category, score: h.Score, rule: r})
	}
	if drop {
		return cellResult{drop: true, spans: spans}
	}
	if len(spans) == 0 {
		return cellResult{text: text}
	}
	spans = merge(spans)
	return cellResult{changed: true, text: p.rewrite(text, spans), spans: spans}
}

// rule returns the first rule matching a finding (drop_column rules are
// applied to whole columns, not findings).
func (p *Plan) rule(column, category string) (Rule, bool) {
	for _, r := range p.Rules {
		if r.Action != DropColumn && r.matches(column, category) {
			return r, true
		}
	}
	return Rule{}, false
}

// merge sorts spans and merges overlapping ones; a merged span is labelled
// and healed by its highest-scoring finding, so no part of either value
// survives.
func merge(spans []span) []span {
	sort.Slice(spans, func(i, j int) bool {
		if spans[i].start != spans[j].start {
			return spans[i].start < spans[j].start
		}
		return spans[i].end > spans[j].end
	})
	out := spans[:0]
	for _, s := range spans {
		if n := len(out); n > 0 && s.start < out[n-1].end {
			last := &out[n-1]
			last.end = max(last.end, s.end)
			if s.score > last.score {
				last.category, last.score, last.rule = s.category, s.score, s.rule
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

// rewrite replaces each span by its action's rendering.
func (p *Plan) rewrite(text string, spans []span) string {
	var b strings.Builder
	tokens := map[string]string{}
	pos := 0
	for _, s := range spans {
		b.WriteString(text[pos:s.start])
		value := text[s.start:s.end]
		label := strings.ToUpper(s.category)
		switch s.rule.Action {
		case Mask:
			b.WriteString(detect.Mask(value))
		case Hash:
			b.WriteString("<" + label + ":" + HashValue(p.Salt, value) + ">")
		default: // Redact
			if s.rule.Style != StyleTypedToken {
				b.WriteString("<" + label + ">")
				break
			}
			key := label + "\x00" + value
			tok, ok := tokens[key]
			if !ok {
				tok = "<" + label + "_" + strconv.Itoa(len(tokens)) + ">"
				tokens[key] = tok
			}
			b.WriteString(tok)
		}
		pos = s.end
	}
	b.WriteString(text[pos:])
	return b.String()
}

// HashLetters is the length of a hashed value.
const HashLetters = 16

// HashValue is the salted hash of a value as a heal writes it: HashLetters
// lower-case letters, each the remainder mod 26 of one byte of
// SHA-256(salt || value).
func HashValue(salt []byte, value string) string {
	h := sha256.New()
	h.Write(salt)
	h.Write([]byte(value))
	sum := h.Sum(nil)
	out := make([]byte, HashLetters)
	for i := range out {
		out[i] = 'a' + sum[i]%26
	}
	return string(out)
}

// Validate checks rules against the dataset's columns (textColumns are
// the ones a span action can rewrite) and returns the problems as
// (index, field, message) triples.
func Validate(rules []Rule, columns, textColumns []string) []Problem {
	var out []Problem
	has := func(list []string, s string) bool {
		for _, v := range list {
			if v == s {
				return true
			}
		}
		return false
	}
	for i, r := range rules {
		switch {
		case !has(Actions(), r.Action):
			out = append(out, Problem{i, "action", fmt.Sprintf("Input should be %s", strings.Join(Actions(), ", "))})
			continue
		case r.Category == "" && r.Column == "":
			out = append(out, Problem{i, "category", "a rule needs a category, a column or both"})
		}
		if r.Style != "" && (r.Action != Redact || r.Style != StyleBracket && r.Style != StyleTypedToken) {
			out = append(out, Problem{i, "style", "style applies to redact only: bracket or typed_token"})
		}
		if r.Column != "" {
			switch {
			case !has(columns, r.Column):
				out = append(out, Problem{i, "column", fmt.Sprintf("the dataset has no column %q", r.Column)})
			case r.Action != DropColumn && !has(textColumns, r.Column):
				out = append(out, Problem{i, "column", fmt.Sprintf("column %q is not scanned (see skipped_columns): only drop_column applies to it", r.Column)})
			}
		}
	}
	return out
}

// Problem is one invalid rule field.
type Problem struct {
	Index int
	Field string
	Msg   string
}
