// Package mcp is the MCP tool registry of runtime apps: a trust scanner
// for tool descriptions (Scan), the registry operations that store accepted
// tools in an app's configuration and pin them (Registry), the HTTP
// operations of the runtime group that expose them (Routes), and the checks
// that the runtime scan and the proxy apply to tool calls and tool results
// (Check, ScanToolResult).
//
// # Trust
//
// Scan reads a tool's name and description (and phrases the caller wants
// treated as suspicious) with a set of rules, each of one severity: low,
// medium or high. Every rule counts once, with its most severe finding, and
// the risks combine by noisy-OR:
//
//	trust = Π over rules (1 − w(severity)),  w(high) = 0.7, w(medium) = 0.35, w(low) = 0.1
//
// so that one high finding (trust 0.3) is below the default minimum of 0.4,
// two medium ones (0.42) are not, and three are (0.27). The weights were
// chosen on the training half of the labelled corpus in scripts/eval/mcp;
// docs/mcp.md lists every rule and the measured figures.
//
// # Pins
//
// The first accepted registration of a name pins the SHA-256 of its
// normalised name and description (see Digest). A later registration with a
// different description is a rug pull: a high finding reported with a diff,
// and the registration is rejected until the tool is deleted or the change
// is approved (repin). Pins are records of their own in the main table,
// because McpToolEntry has no pin field and AppConfig allows no extra
// properties.
package mcp

import (
	"fmt"
	"math"
	"slices"
	"unicode/utf8"

	"bulwark/shared/detect/injection"
	"bulwark/shared/detect/normalize"
	"bulwark/shared/detect/phrases"
	"bulwark/shared/runtime/appconfig"
)

// Severity grades a finding.
type Severity int

// Severities, from none to high; a tool's severity_top is the highest of
// its findings.
const (
	None Severity = iota
	Low
	Medium
	High
)

// String returns the API name of the severity ("none", "low", ...).
func (s Severity) String() string {
	switch s {
	case Low:
		return appconfig.SeverityLow
	case Medium:
		return appconfig.SeverityMedium
	case High:
		return appconfig.SeverityHigh
	}
	return appconfig.SeverityNone
}

// Weight is the risk one rule of this severity adds to a tool (see the
// package documentation), and the score of a tool-result finding.
func (s Severity) Weight() float64 {
	switch s {
	case Low:
		return 0.1
	case Medium:
		return 0.35
	case High:
		return 0.7
	}
	return 0
}

// ParseSeverity returns the severity of an API name; unknown names are None.
func ParseSeverity(s string) Severity {
	for _, v := range []Severity{Low, Medium, High} {
		if v.String() == s {
			return v
		}
	}
	return None
}

// Fields a finding's evidence can point into.
const (
	FieldName        = "name"
	FieldDescription = "description"
)

// MaxFindings bounds the findings of one scan; findings_count still counts
// every finding.
const MaxFindings = 64

// maxEvidence is the most characters of evidence text a finding carries.
const maxEvidence = 160

// Evidence is where a finding is: a span of code points (as Python indexes
// a str) of the name or the description, and the text of that span with
// invisible characters made visible, shortened to 160 characters.
type Evidence struct {
	Field string `json:"field"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`

	// from and to are the span in bytes, as detect.Finding reports it.
	from, to int
}

// Finding is one thing the trust scan found.
type Finding struct {
	Rule        string   `json:"rule"`
	Severity    string   `json:"severity"`
	Evidence    Evidence `json:"evidence"`
	Explanation string   `json:"explanation"`

	sev Severity
}

// Input is what Scan reads.
type Input struct {
	Name        string
	Description string
	// ExtraPhrases are phrases the caller wants treated as suspicious for
	// this tool: each occurrence in the name or the description is a high
	// finding.
	ExtraPhrases []string
	// Pinned is the tool's pin, if it has one; a description that no
	// longer matches it is a rug-pull finding unless Repin is set.
	Pinned *Pin
	// Repin approves a change of the pinned description.
	Repin bool
}

// Report is the outcome of a scan: the trust score, the highest severity
// and the findings, most severe first.
type Report struct {
	TrustScore    float64
	SeverityTop   Severity
	FindingsCount int
	Findings      []Finding
	// Digest is the pin digest of the scanned name and description.
	Digest string
	// Changed is set when Pinned was given and the description differs
	// from it; Diff then says what changed.
	Changed bool
	Diff    []DiffOp
}

// Scan scores a tool for trust. It is deterministic, offline and safe for
// concurrent use. Extra phrases that normalise to nothing are ignored
// (the API rejects them before).
func Scan(in Input) Report {
	var fs findings
	scanName(&fs, in.Name)
	scanText(&fs, FieldDescription, in.Description, false)
	scanInjection(&fs, in.Description)
	scanLength(&fs, in.Description)
	scanPhrases(&fs, in)

	rep := Report{Digest: Digest(in.Name, in.Description)}
	if p := in.Pinned; p != nil && p.SHA256 != rep.Digest {
		rep.Changed = true
		rep.Diff = Diff(p.Description, in.Description)
		if !in.Repin {
			fs.add(Finding{
				Rule: RuleRugPull, sev: High,
				Evidence: evidence(FieldDescription, in.Description, 0, len(in.Description)),
				Explanation: fmt.Sprintf("The description differs from the one pinned on %s (%s); a tool that changes after approval is a rug pull.",
					p.PinnedAt.UTC().Format("2006-01-02 15:04 MST"), DiffSummary(rep.Diff)),
			})
		}
	}
	rep.TrustScore, rep.SeverityTop = trust(fs.list)
	rep.FindingsCount = fs.count
	rep.Findings = fs.sorted()
	return rep
}

// RuleRugPull is the rule of a description that no longer matches its pin.
const RuleRugPull = "rug_pull"

// trust combines the findings into the trust score: each rule counts once,
// with its most severe finding.
func trust(fs []Finding) (float64, Severity) {
	worst := map[string]Severity{}
	top := None
	for _, f := range fs {
		worst[f.Rule] = max(worst[f.Rule], f.sev)
		top = max(top, f.sev)
	}
	t := 1.0
	for _, s := range worst {
		t *= 1 - s.Weight()
	}
	return math.Round(t*1e4) / 1e4, top
}

// findings collects the findings of one scan, keeping at most MaxFindings
// and one per rule and span.
type findings struct {
	list  []Finding
	count int
	seen  map[[4]any]bool
}

func (fs *findings) add(f Finding) {
	k := [4]any{f.Rule, f.Evidence.Field, f.Evidence.Start, f.Evidence.End}
	if fs.seen == nil {
		fs.seen = map[[4]any]bool{}
	}
	if fs.seen[k] {
		return
	}
	fs.seen[k] = true
	f.Severity = f.sev.String()
	fs.count++
	if len(fs.list) < MaxFindings {
		fs.list = append(fs.list, f)
	} else if i := fs.weakest(); fs.list[i].sev < f.sev {
		// A full list still makes room for a more severe finding, so
		// that padding a description with weak matches hides nothing.
		fs.list[i] = f
	}
}

func (fs *findings) weakest() int {
	w := 0
	for i, f := range fs.list {
		if f.sev < fs.list[w].sev {
			w = i
		}
	}
	return w
}

// sorted returns the findings most severe first, then by field and
// position.
func (fs *findings) sorted() []Finding {
	out := slices.Clone(fs.list)
	if out == nil {
		out = []Finding{}
	}
	slices.SortStableFunc(out, func(a, b Finding) int {
		switch {
		case a.sev != b.sev:
			return int(b.sev) - int(a.sev)
		case a.Evidence.Field != b.Evidence.Field:
			if a.Evidence.Field == FieldName {
				return -1
			}
			return 1
		}
		return a.Evidence.Start - b.Evidence.Start
	})
	return out
}

// scanInjection adds the prompt-injection detector's heuristic findings.
// Its statistical classifier is left out: trained on chat prompts, it rates
// terse imperative tool descriptions ("Create a draft email without sending
// it.") as injections. Invisible text and obfuscation are the rules' own
// business here.
func scanInjection(fs *findings, desc string) {
	det, err := injection.Default()
	if err != nil || desc == "" {
		// The embedded weights always load (the injection package's tests
		// prove it); without them the heuristics of this package remain.
		return
	}
	r := det.Detect(desc)
	for _, f := range r.Findings {
		switch f.Category {
		case injection.CatClassifier, injection.CatInvisibleText, injection.CatObfuscation:
			continue
		}
		sev := Low
		switch {
		case f.Score >= 0.7:
			sev = High
		case f.Score >= 0.45:
			sev = Medium
		}
		fs.add(Finding{
			Rule: RulePromptInjection, sev: sev,
			Evidence:    evidence(FieldDescription, desc, f.Start, f.End),
			Explanation: fmt.Sprintf("Prompt-injection phrasing (%s, %.2f): the text %s.", f.Category, f.Score, f.Explanation),
		})
	}
}

// RulePromptInjection is the rule of the injection detector's findings.
const RulePromptInjection = "prompt_injection"

// Length rules: real tool descriptions explain one function in a few
// sentences (the longest benign one of the corpus has about 1,300
// characters); a much longer one, or one made of repeated sentences, is
// padding that pushes instructions out of a reviewer's sight.
const (
	longDescription     = 2000
	veryLongDescription = 4000
	minPaddingSentences = 8
)

// RuleExcessiveLength and RulePadding are the length rules.
const (
	RuleExcessiveLength = "excessive_length"
	RulePadding         = "repetitive_padding"
)

func scanLength(fs *findings, desc string) {
	n := utf8.RuneCountInString(desc)
	whole := evidence(FieldDescription, desc, 0, len(desc))
	switch {
	case n > veryLongDescription:
		fs.add(Finding{Rule: RuleExcessiveLength, sev: Medium, Evidence: whole,
			Explanation: fmt.Sprintf("The description has %d characters, far more than a tool needs to explain one function.", n)})
	case n > longDescription:
		fs.add(Finding{Rule: RuleExcessiveLength, sev: Low, Evidence: whole,
			Explanation: fmt.Sprintf("The description has %d characters, more than tools usually need.", n)})
	}
	if total, distinct := sentenceCounts(normalize.Normalize(desc).Text); total >= minPaddingSentences && 2*distinct < total {
		fs.add(Finding{Rule: RulePadding, sev: Medium, Evidence: whole,
			Explanation: fmt.Sprintf("%d of the description's %d sentences are repeats: padding that hides the rest of the text.", total-distinct, total)})
	}
}

// RuleExtraPhrase is the rule of the caller's extra phrases.
const RuleExtraPhrase = "extra_phrase"

func scanPhrases(fs *findings, in Input) {
	if len(in.ExtraPhrases) == 0 {
		return
	}
	var list []string
	for _, p := range in.ExtraPhrases {
		if _, err := phrases.Compile([]string{p}); err == nil {
			list = append(list, p)
		}
	}
	m, err := phrases.Compile(list)
	if err != nil {
		return
	}
	for _, field := range []struct{ name, text string }{{FieldName, in.Name}, {FieldDescription, in.Description}} {
		for _, f := range m.Scan(field.text) {
			fs.add(Finding{
				Rule: RuleExtraPhrase, sev: High,
				Evidence:    evidence(field.name, field.text, f.Start, f.End),
				Explanation: fmt.Sprintf("The %s contains %q, a phrase the caller listed as suspicious for this tool.", field.name, field.text[f.Start:f.End]),
			})
		}
	}
}

// evidence builds the evidence of a byte span [start, end) of text.
func evidence(field, text string, start, end int) Evidence {
	start, end = max(0, min(start, len(text))), max(0, min(end, len(text)))
	if end < start {
		end = start
	}
	cs := utf8.RuneCountInString(text[:start])
	return Evidence{
		Field: field, Start: cs, End: cs + utf8.RuneCountInString(text[start:end]), Text: clip(visible(text[start:end])),
		from: start, to: end,
	}
}

// clip shortens s to maxEvidence characters, keeping both ends.
func clip(s string) string {
	r := []rune(s)
	if len(r) <= maxEvidence {
		return s
	}
	h := maxEvidence/2 - 1
	return string(r[:h]) + " … " + string(r[len(r)-h:])
}
