package engine

import (
	"sort"
	"strconv"
	"strings"

	"bulwark/shared/runtime/appconfig"
)

// Span is a byte range of a text to redact, labelled by the category and
// score of its finding.
type Span struct {
	Start, End int
	Category   string
	Score      float64
}

// redact replaces the spans of redactable findings scoring at least
// threshold, fills the redacted text of res, and returns the findings as
// the API reports them (code point offsets, location, redacted flag).
//
// Overlapping spans (a PII match inside a NER entity, say) are merged into
// one, labelled by the highest-scoring finding, so that no part of either
// value survives. With the typed_token style, equal values of a category
// get the same token within one response, numbered in order of first
// appearance across the whole input: "<EMAIL_0> ... <PHONE_1> ... <EMAIL_0>".
func (e *Engine) redact(doc *document, found []raw, threshold float64, res *Result) ([]Finding, bool) {
	var spans []Span
	for _, f := range found {
		if f.loc == LocText && f.Redactable && f.Score >= threshold && f.End > f.Start {
			start, end := f.Start, min(f.End, len(doc.text))
			if doc.segs != nil {
				// A span never crosses into the next message.
				end = min(end, doc.segs[doc.segmentAt(start)].end)
			}
			if start < end {
				spans = append(spans, Span{Start: start, End: end, Category: f.Category, Score: f.Score})
			}
		}
	}
	spans = MergeSpans(spans)

	redacted := len(spans) > 0
	if redacted {
		tokens := NewTokens(e.cfg.Redaction.Style)
		render := func(s Span) string { return tokens.Token(s.Category, doc.text[s.Start:s.End]) }
		res.RedactedText = rewrite(doc.text, 0, len(doc.text), spans, render)
		if doc.segs != nil {
			res.RedactedMessages = make([]Message, len(doc.messages))
			copy(res.RedactedMessages, doc.messages)
			for _, s := range doc.segs {
				res.RedactedMessages[s.msg].Content = rewrite(doc.text, s.start, s.end, spans, render)
			}
		}
	}

	return e.report(doc, found, spans), redacted
}

// MergeSpans sorts spans and merges overlapping ones, each merged span
// labelled by its highest-scoring part, so that no part of either value
// survives. It reuses the backing array of spans.
func MergeSpans(spans []Span) []Span {
	sort.Slice(spans, func(i, j int) bool {
		if spans[i].Start != spans[j].Start {
			return spans[i].Start < spans[j].Start
		}
		return spans[i].End > spans[j].End
	})
	out := spans[:0]
	for _, s := range spans {
		if n := len(out); n > 0 && s.Start < out[n-1].End {
			last := &out[n-1]
			last.End = max(last.End, s.End)
			if s.Score > last.Score {
				last.Category, last.Score = s.Category, s.Score
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

// Tokens renders redacted values in an app's redaction style: <EMAIL>,
// or with typed tokens <EMAIL_0>, numbered in order of first use, the same
// token for the same value of a category throughout one response.
type Tokens struct {
	typed  bool
	tokens map[string]string
}

// NewTokens returns the renderer of one response in style (an
// appconfig.Redaction style).
func NewTokens(style string) *Tokens {
	return &Tokens{typed: style == appconfig.RedactionTypedToken, tokens: map[string]string{}}
}

// Token is the replacement of value, a finding of category.
func (t *Tokens) Token(category, value string) string {
	label := strings.ToUpper(category)
	if !t.typed {
		return "<" + label + ">"
	}
	key := label + "\x00" + value
	tok, ok := t.tokens[key]
	if !ok {
		tok = "<" + label + "_" + strconv.Itoa(len(t.tokens)) + ">"
		t.tokens[key] = tok
	}
	return tok
}

// rewrite returns text[from:to] with the spans inside it replaced. Tokens
// are rendered in text order, which numbers typed tokens by first
// appearance.
func rewrite(text string, from, to int, spans []Span, render func(Span) string) string {
	var b strings.Builder
	pos := from
	for _, s := range spans {
		if s.Start < from || s.End > to {
			continue
		}
		b.WriteString(text[pos:s.Start])
		b.WriteString(render(s))
		pos = s.End
	}
	b.WriteString(text[pos:to])
	return b.String()
}

// report converts raw findings to API findings: code point offsets into
// their location, message index, and whether a redacted span covers them.
func (e *Engine) report(doc *document, found []raw, spans []Span) []Finding {
	offs := make([]int, 0, 2*len(found)+2*len(doc.segs))
	for _, f := range found {
		offs = append(offs, f.Start, f.End)
	}
	for _, s := range doc.segs {
		offs = append(offs, s.start, s.end)
	}
	textCP := runeOffsets(doc.text, offs)
	segCP := textCP[2*len(found):] // start and end of each segment

	out := make([]Finding, len(found))
	var args []int
	for i, f := range found {
		o := Finding{
			Detector: f.Detector, Category: f.Category, Score: f.Score, Snippet: f.Snippet,
			Explanation: f.Explanation, Location: f.loc, MessageIndex: -1,
			Start: textCP[2*i], End: textCP[2*i+1],
		}
		switch {
		case f.loc == LocToolCall:
			if args == nil {
				var toolOffs []int
				for _, g := range found {
					if g.loc == LocToolCall {
						toolOffs = append(toolOffs, g.Start, g.End)
					}
				}
				args = runeOffsets(string(doc.toolArgs), toolOffs)
			}
			o.Start, o.End = args[0], args[1]
			args = args[2:]
		case doc.segs != nil && (f.seg >= 0 || f.End > f.Start):
			seg := f.seg
			if seg < 0 {
				seg = doc.segmentAt(f.Start)
			}
			base, segEnd := segCP[2*seg], segCP[2*seg+1]
			o.Location, o.MessageIndex = LocMessage, doc.segs[seg].msg
			if f.seg >= 0 {
				o.Start, o.End = 0, 0
			} else {
				o.Start, o.End = o.Start-base, min(o.End, segEnd)-base
			}
		case doc.segs != nil:
			// A finding about the conversation as a whole.
			o.Location = LocMessages
		}
		if f.loc == LocText {
			for _, s := range spans {
				if f.Start >= s.Start && f.End <= s.End && f.End > f.Start {
					o.Redacted = true
					break
				}
			}
		}
		out[i] = o
	}
	return out
}

// Redact returns text with spans (byte offsets) replaced in the redaction
// style, overlapping spans merged as MergeSpans does. Callers outside the
// engine (the DLP policy of devices) redact with it.
func Redact(text string, spans []Span, style string) string {
	spans = MergeSpans(spans)
	tokens := NewTokens(style)
	return rewrite(text, 0, len(text), spans, func(s Span) string { return tokens.Token(s.Category, text[s.Start:s.End]) })
}

// RuneOffsets converts byte offsets of s into code point offsets, as the
// API reports spans.
func RuneOffsets(s string, offs []int) []int { return runeOffsets(s, offs) }
