package proxy

import (
	"regexp/syntax"
	"sort"
	"strings"
	"unicode/utf8"

	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/pii"
	"bulwark/shared/runtime/appconfig"
)

// Hold-back sizes, in bytes of upstream text.
const (
	// builtinHoldback covers the built-in PII and secret patterns: e-mail
	// addresses, phone, card and account numbers, and provider keys up to
	// the longest common ones (OpenAI project keys are about 170 bytes),
	// with the context words before them that raise their scores.
	builtinHoldback = 256
	// unboundedRuleHoldback is what an app's PII rule with an unbounded
	// repetition (\d+, .*) is given.
	unboundedRuleHoldback = 512
	// strictWholeMax is the longest answer strict mode rescans whole
	// before every flush; beyond it, strict scans the window like the
	// default mode does (the final scan still reads the whole answer).
	strictWholeMax = 100_000
)

// holdback is how much of the newest text a stream keeps back, unsent,
// so that a pattern split across chunks is still seen whole before any of
// it leaves: the longest of the built-in patterns, twice the app's canary
// and custom phrases (their matching tolerates case, spacing and
// invisible characters), and its PII rules' longest matches.
func holdback(cfg *appconfig.Config) int {
	h := builtinHoldback
	phrases := append(append([]string{}, cfg.CustomPhrases...), cfg.Canaries.Phrases...)
	for _, p := range phrases {
		h = max(h, 2*len(p)+16)
	}
	for _, r := range cfg.PIIRules {
		re, err := syntax.Parse(r.Pattern, syntax.Perl)
		if err != nil {
			continue // Validate refuses such rules; nothing to hold for
		}
		n := pii.MaxLen(re.Simplify())
		if n < 0 {
			n = unboundedRuleHoldback
		}
		h = max(h, n+builtinHoldback/4)
	}
	return h
}

// guard scans one streamed text (a choice, or an answer's text blocks)
// incrementally. Upstream text is added as it arrives; release scans and
// returns what may be sent now:
//
//   - by default the scan reads a window: the last hold bytes already
//     sent (context for the patterns) and everything pending, and only
//     text older than the hold-back leaves, so a value split across
//     chunks is scanned whole before any of it is sent;
//   - in strict mode every release rescans the whole answer so far, so a
//     verdict that depends on all of it (injection, harm, a leaked system
//     prompt) is known before any new text leaves.
//
// A block verdict stops the stream: nothing of the text that caused it has
// been sent. Redacted spans are rendered in the app's style, typed tokens
// numbered per answer, so the same value gets the same token everywhere.
type guard struct {
	eng    *engine.Engine
	strict bool
	hold   int
	system string

	text     []byte
	released int // bytes of text already sent (or skipped)
	scanned  int // bytes of text covered by the last strict scan
	tokens   *engine.Tokens
}

func newGuard(eng *engine.Engine, system string) *guard {
	cfg := eng.Config()
	return &guard{
		eng: eng, strict: cfg.Streaming.Strict, hold: holdback(cfg), system: system,
		tokens: engine.NewTokens(cfg.Redaction.Style),
	}
}

// add appends upstream text; it fails once the answer exceeds the bound of
// a non-streamed one, so an endless stream cannot exhaust memory.
func (g *guard) add(s string) error {
	if len(g.text)+len(s) > maxUpstreamBody {
		return upstreamInvalid("answer within the size limit")
	}
	g.text = append(g.text, s...)
	return nil
}

// separate ends a block of text: what follows is scanned as a new
// paragraph, so no pattern is matched across the two.
func (g *guard) separate() {
	g.text = append(g.text, engine.Separator...)
	g.released = len(g.text)
	g.scanned = len(g.text)
}

// all is the whole text added so far.
func (g *guard) all() string { return string(g.text) }

// release scans as needed and returns the text that may be sent now (final:
// all of it), rendered with redactions. A block verdict returns the scan
// result with ok false; nothing more may be sent.
func (g *guard) release(final bool) (out string, blocked *engine.Result) {
	end := len(g.text)
	boundary := end
	if !final {
		boundary = runeStart(g.text, end-g.hold)
	}
	releasable := boundary > g.released
	if !releasable && !(g.strict && end > g.scanned) {
		return "", nil
	}
	from := runeStart(g.text, g.released-g.hold)
	if g.strict && end <= strictWholeMax {
		from = 0
	}
	res := g.eng.Scan(engine.Input{Direction: appconfig.DirectionOutput, Text: string(g.text[from:]), SystemPrompt: g.system})
	g.scanned = end
	if res.Verdict == appconfig.VerdictBlock {
		return "", &res
	}
	spans := redactedSpans(g.text[from:], res.Findings, from)
	// A redacted value is sent whole or not yet: never cut at the
	// boundary.
	for _, s := range spans {
		if s.Start < boundary && s.End > boundary {
			boundary = s.Start
		}
	}
	if boundary <= g.released {
		return "", nil
	}
	out = g.render(g.released, boundary, spans)
	g.released = boundary
	return out, nil
}

// runeStart clamps i to [0, len(b)] and moves it back to the start of the
// UTF-8 character it falls in.
func runeStart(b []byte, i int) int {
	i = min(max(i, 0), len(b))
	for i > 0 && i < len(b) && !utf8.RuneStart(b[i]) {
		i--
	}
	return i
}

// redactedSpans turns the redacted findings of a scan of text (which
// starts at byte base of the whole) into merged byte spans of the whole,
// each labelled by its strongest finding, as the engine merges them.
func redactedSpans(text []byte, fs []engine.Finding, base int) []engine.Span {
	var cps []int
	for _, f := range fs {
		if f.Redacted && f.Location == engine.LocText && f.End > f.Start {
			cps = append(cps, f.Start, f.End)
		}
	}
	if len(cps) == 0 {
		return nil
	}
	offs := byteOffsets(text, cps)
	var spans []engine.Span
	i := 0
	for _, f := range fs {
		if f.Redacted && f.Location == engine.LocText && f.End > f.Start {
			spans = append(spans, engine.Span{Start: base + offs[i], End: base + offs[i+1], Category: f.Category, Score: f.Score})
			i += 2
		}
	}
	return engine.MergeSpans(spans)
}

// byteOffsets converts code point offsets into text to byte offsets.
func byteOffsets(text []byte, cps []int) []int {
	order := make([]int, len(cps))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return cps[order[a]] < cps[order[b]] })
	out := make([]int, len(cps))
	pos, n := 0, 0
	for _, i := range order {
		for n < cps[i] && pos < len(text) {
			_, size := utf8.DecodeRune(text[pos:])
			pos += size
			n++
		}
		out[i] = pos
	}
	return out
}

// render returns text[from:to] with the spans inside it replaced in the
// app's style; a span that began before from (sent earlier only when
// longer than the hold-back) is redacted from from on.
func (g *guard) render(from, to int, spans []engine.Span) string {
	var b strings.Builder
	pos := from
	for _, s := range spans {
		if s.End <= from || s.Start >= to {
			continue
		}
		start := max(s.Start, from)
		b.Write(g.text[pos:start])
		b.WriteString(g.tokens.Token(s.Category, string(g.text[s.Start:s.End])))
		pos = min(s.End, to)
	}
	b.Write(g.text[pos:to])
	return b.String()
}
