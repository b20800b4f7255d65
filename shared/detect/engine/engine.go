// Package engine combines the detectors into one verdict for an app's
// configuration (appconfig.Config).
//
// Compile turns a configuration into an Engine once: custom PII rules,
// phrase and canary automatons, the tool policy; Cache keeps compiled
// engines per (app, version) so that a scan only runs them. An Engine
// runs the enabled detectors over the input, decides the verdict (see
// Scan), renders the redacted text and converts the detectors' byte
// offsets to Unicode code point offsets, as the API reports them.
//
// Everything here is pure Go, deterministic and offline, and an Engine is
// immutable and safe for concurrent use.
package engine

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"bulwark/shared/detect"
	"bulwark/shared/detect/agentic"
	"bulwark/shared/detect/embedding"
	"bulwark/shared/detect/harm"
	"bulwark/shared/detect/injection"
	"bulwark/shared/detect/ner"
	"bulwark/shared/detect/perplexity"
	"bulwark/shared/detect/phrases"
	"bulwark/shared/detect/pii"
	"bulwark/shared/runtime/appconfig"
)

// Detector names, as in detect.Finding.Detector and the per-detector
// scores of a Result.
const (
	Injection         = "injection"
	PII               = pii.Detector
	NER               = "ner"
	Harm              = harm.Detector
	CustomPhrases     = phrases.DetectorCustom
	Canaries          = phrases.DetectorCanaries
	Perplexity        = perplexity.Detector
	EmbeddingAnomaly  = embedding.DetectorAnomaly
	TopicDrift        = embedding.DetectorTopicDrift
	AgenticGuardrails = agentic.Detector
)

// Locations of a finding: which part of the input its offsets refer to.
const (
	LocText     = "text"      // Input.Text
	LocMessage  = "message"   // the content of Input.Messages[MessageIndex]
	LocMessages = "messages"  // the conversation as a whole (Start = End = 0)
	LocToolCall = "tool_call" // the raw JSON of Input.ToolCall.Arguments
)

// Separator joins the scanned messages of a conversation into the one text
// the detectors read; spans never cross it.
const Separator = "\n\n"

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// ToolCall is a tool call an agent wants to make.
type ToolCall struct {
	Name string
	// Arguments is the raw JSON of the arguments.
	Arguments []byte
	// Description is the tool's description as the agent presented it to
	// the model (the proxy takes it from the request's tool list); the MCP
	// registry compares it with the pinned one. Empty when unknown.
	Description string
}

// Input is what one scan looks at.
type Input struct {
	// Direction is appconfig.DirectionInput, DirectionOutput or
	// DirectionToolCall; it chooses the thresholds and which detectors run.
	Direction string
	// Text, or Messages in chat form, is the text to scan. Messages with
	// role "system" or "developer" are the app's own instructions: they
	// are not scanned, and serve as SystemPrompt when that is empty.
	Text     string
	Messages []Message
	// SystemPrompt is the app's system prompt; an output scan checks that
	// the output does not reproduce it.
	SystemPrompt string
	// ToolCall is checked by agentic_guardrails.
	ToolCall *ToolCall
	// Profile is the app's traffic profile for embedding_anomaly; nil
	// leaves that detector out.
	Profile *embedding.Profile
	// Extra are findings made outside the engine (the MCP registry's
	// enforcement of a tool call, its scan of tool results); they count
	// towards the verdict like the engine's own.
	Extra []Extra
}

// Extra is a batch of findings of one outside detector. Message < 0 means
// the findings are about the tool call; otherwise their byte offsets are
// into Messages[Message].Content (a message the engine does not scan,
// such as a system message, is skipped).
type Extra struct {
	Detector string
	Message  int
	Findings []detect.Finding
}

// Finding is a detector's finding as a scan reports it: offsets are
// Unicode code points (the indexes a Python str uses) into the part of
// the input named by Location.
type Finding struct {
	Detector    string
	Category    string
	Score       float64
	Start, End  int
	Snippet     string
	Explanation string
	Location    string
	// MessageIndex is the index in Input.Messages when Location is
	// LocMessage, -1 otherwise.
	MessageIndex int
	// Redacted is true when the span was replaced in the redacted text.
	Redacted bool
}

// Result is the outcome of a scan.
type Result struct {
	Verdict string
	// Scores holds the score (0 to 1) of every detector that ran: the
	// highest score of its findings, 0 without any (injection: the
	// detector's combined score).
	Scores   map[string]float64
	Findings []Finding
	// Redacted is true when at least one span was redacted; RedactedText
	// (and, for a conversation, RedactedMessages) then hold the rewritten
	// input.
	Redacted         bool
	RedactedText     string
	RedactedMessages []Message
	// BlockedReason explains a block verdict in one sentence ("" otherwise).
	BlockedReason string
	// InjectionScore and InjectionLabel ("injection", "suspicious",
	// "benign" by the app's thresholds; "disabled" when the detector is
	// off) summarise the injection detector for the event log.
	InjectionScore float64
	InjectionLabel string
	// PIICount and PIICategories count the pii detector's findings.
	PIICount      int
	PIICategories []string
	// TextLength is the number of code points scanned (text or message
	// contents, plus tool call arguments).
	TextLength int
	// Embedding is the text's embedding when embedding_anomaly ran; the
	// caller adds it to the app's profile.
	Embedding *embedding.Vector
}

// Engine is a compiled app configuration.
type Engine struct {
	cfg      appconfig.Config
	inj      *injection.Detector
	pii      *pii.Scanner
	ner      *ner.Recognizer
	phrases  *phrases.Matcher
	canaries *phrases.CanaryMatcher
	policy   agentic.Policy
}

// Compile builds the Engine of a validated configuration. It fails only on
// a configuration Validate would reject (a bad PII pattern, a canary too
// short), or when an embedded model cannot load.
func Compile(cfg *appconfig.Config) (*Engine, error) {
	e := &Engine{cfg: *cfg}
	var err error
	if cfg.Detectors.Injection {
		if e.inj, err = injection.Default(); err != nil {
			return nil, fmt.Errorf("engine: injection model: %w", err)
		}
	}
	if cfg.Detectors.PII {
		if e.pii, err = pii.New(cfg.DetectorRules()); err != nil {
			return nil, fmt.Errorf("engine: pii rules: %w", err)
		}
	}
	if cfg.Detectors.NER {
		e.ner = ner.Default()
	}
	if len(cfg.CustomPhrases) > 0 {
		if e.phrases, err = phrases.Compile(cfg.CustomPhrases); err != nil {
			return nil, fmt.Errorf("engine: custom phrases: %w", err)
		}
	}
	if cfg.Canaries.Enabled && len(cfg.Canaries.Phrases) > 0 {
		if e.canaries, err = phrases.CompileCanaries(cfg.Canaries.Phrases); err != nil {
			return nil, fmt.Errorf("engine: canaries: %w", err)
		}
	}
	e.policy = agentic.Policy{
		Allowlist: cfg.ToolPolicy.Allowlist, Denylist: cfg.ToolPolicy.Denylist, EgressHosts: cfg.Egress.HostAllowlist,
	}
	return e, nil
}

// WithInjection returns a copy of the engine whose injection detector is
// d (the evaluation's classifiers trained with a source left out); an
// engine with injection off stays so.
func (e *Engine) WithInjection(d *injection.Detector) *Engine {
	c := *e
	if c.inj != nil {
		c.inj = d
	}
	return &c
}

// Config returns the configuration the engine was compiled from.
func (e *Engine) Config() *appconfig.Config { return &e.cfg }

// raw is a detector finding with byte offsets and the part it refers to:
// loc, and seg, a segment of the document for a whole-message finding
// (-1 otherwise: the segment follows from the offsets).
type raw struct {
	detect.Finding
	loc string
	seg int
	// quiet findings are recorded but do not make the verdict flag (the
	// default NER mode's places, organisations and dates).
	quiet bool
}

// Scan runs the enabled detectors over in and decides the verdict, with
// the thresholds of its direction (output_block and output_redact for
// output, block and redact otherwise):
//
//   - block: a risk detector (every detector but pii and ner) scores at
//     least the block threshold, or a canary phrase appears in output;
//   - redact: otherwise, a redactable finding (pii, custom PII rules, ner
//     in redact mode) scores at least the redact threshold; those spans
//     are replaced in the redacted text;
//   - flag: otherwise, any finding at all (risk findings below block,
//     redactable findings below redact, ner findings in flag mode), except
//     the entities the default ner mode only records;
//   - allow: nothing was found.
//
// The content detectors read Text or the scanned messages, in every
// direction, when there is text (a tool call may come without); canaries and the system prompt leak check read output only;
// topic_drift needs two user messages; agentic_guardrails reads the tool
// call. A message with role "tool" (or RoleDocument) is data: injection
// also reads it for instructions aimed at the model (see
// injection.Instructions).
func (e *Engine) Scan(in Input) Result {
	doc := newDocument(in)
	text := doc.text
	res := Result{Scores: map[string]float64{}, InjectionLabel: "disabled"}
	if e.inj != nil {
		// Nothing to read (a bare tool call) is nothing injected.
		res.InjectionLabel = injection.LabelBenign
	}
	block, redact := e.cfg.Thresholds.Block, e.cfg.Thresholds.Redact
	if in.Direction == appconfig.DirectionOutput {
		block, redact = e.cfg.Thresholds.OutputBlock, e.cfg.Thresholds.OutputRedact
	}

	var found []raw
	add := func(name string, fs []detect.Finding, loc string, seg int) {
		s := res.Scores[name]
		for _, f := range fs {
			s = max(s, f.Score)
			found = append(found, raw{Finding: f, loc: loc, seg: seg})
		}
		res.Scores[name] = s
	}

	if e.inj != nil && text != "" {
		// A tool result or a document is data: instructions in it aimed
		// at the model are evidence of their own (injection.Instructions),
		// which blocks only on its own: the score is the higher of the
		// conversation's and the strongest data score. The messages are
		// joined by a blank line, so one normalisation of the whole text,
		// cut back, serves each of them (injection.DetectWithData).
		var spans [][2]int
		var segs []int
		for i, sg := range doc.segs {
			if isData(doc.messages[sg.msg].Role) {
				spans, segs = append(spans, [2]int{sg.start, sg.end}), append(segs, i)
			}
		}
		r, read := e.inj.DetectWithData(text, spans)
		first := len(found)
		add(Injection, r.Findings, LocText, -1)
		data, kept, dataSeg, signs := 0.0, 0, -1, 0
		prompt := r.Score
		for k, dr := range read {
			if dr.Addressed {
				// Data that speaks to the model outside quotes: the
				// conversation's quoted attacks are not a discussion only.
				prompt = r.Uncapped
			}
			if dr.Score > data {
				data, dataSeg, signs = dr.Score, segs[k], len(dr.Findings)
			}
			fs := dr.Findings[:min(len(dr.Findings), maxDataFindings-kept)]
			kept += len(fs)
			add(Injection, fs, LocText, -1)
		}
		if data > prompt {
			// The data score decides: a finding about the whole message
			// carries it, so that a block names it as its reason.
			add(Injection, []detect.Finding{{Detector: Injection, Category: injection.CatIndirectInjection, Score: data,
				Explanation: fmt.Sprintf("%d signs of instructions aimed at the model in this message, which it reads as data, score %.2f together.", signs, data)}}, LocText, dataSeg)
		}
		score := max(prompt, data)
		res.Scores[Injection] = score
		res.InjectionScore = score
		res.InjectionLabel = label(score, block, redact)
		if score < redact {
			// A weak sign alone ("never refuse", a developer mode) is
			// what ordinary text has too: recorded, labelled benign,
			// and not a flag for a reviewer.
			for i := first; i < len(found); i++ {
				found[i].quiet = true
			}
		}
	}
	var piiFound, nerFound []detect.Finding
	if e.pii != nil && text != "" {
		piiFound = e.pii.Scan(text)
	}
	if e.ner != nil && text != "" {
		nerFound = e.ner.Recognize(text, e.cfg.NER.Threshold, e.cfg.NER.Entities)
		piiFound = dropPhonesInAddresses(piiFound, nerFound)
	}
	if e.pii != nil && text != "" {
		add(PII, piiFound, LocText, -1)
		res.PIICount = len(piiFound)
		res.PIICategories = categories(piiFound)
	}
	if e.ner != nil && text != "" {
		first := len(found)
		add(NER, nerFound, LocText, -1)
		mode := e.cfg.NER.EffectiveMode()
		for i := first; i < len(found); i++ {
			switch f := &found[i]; {
			case mode == appconfig.NERModeRedact:
				f.Redactable = true
			case mode != appconfig.NERModeRecord:
			case slices.Contains(appconfig.NERRedactedByDefault, f.Category):
				// Redacted with the app's PII; with detectors.pii off, a
				// name or an address is still worth a reviewer's look.
				f.Redactable = e.cfg.Detectors.PII
			default:
				f.quiet = true
			}
		}
	}
	if e.cfg.Detectors.Harm && text != "" {
		add(Harm, harm.Scan(text), LocText, -1)
	}
	if e.phrases != nil && text != "" {
		add(CustomPhrases, e.phrases.Scan(text), LocText, -1)
	}
	if in.Direction == appconfig.DirectionOutput && text != "" {
		var fs []detect.Finding
		if e.canaries != nil {
			fs = e.canaries.Scan(text)
		}
		if sys := doc.systemPrompt; sys != "" {
			if f, ok := systemPromptLeak(sys, text); ok {
				fs = append(fs, f)
			}
		}
		if e.canaries != nil || doc.systemPrompt != "" {
			add(Canaries, fs, LocText, -1)
		}
	}
	if e.cfg.Detectors.Perplexity && text != "" {
		add(Perplexity, perplexity.Scan(text), LocText, -1)
	}
	if e.cfg.Detectors.EmbeddingAnomaly && in.Profile != nil && text != "" {
		v := embedding.Embed(text)
		add(EmbeddingAnomaly, embedding.ScanAnomaly(in.Profile, text, v), LocText, -1)
		res.Embedding = &v
	}
	if e.cfg.Detectors.TopicDrift {
		if first, latest, ok := doc.userTurns(); ok {
			// A whole-message finding about the latest turn.
			add(TopicDrift, embedding.ScanTopicDrift(doc.content(first), doc.content(latest)), LocText, latest)
		}
	}
	if e.cfg.Detectors.AgenticGuardrails && in.ToolCall != nil {
		add(AgenticGuardrails, e.policy.Check(in.ToolCall.Name, in.ToolCall.Arguments), LocToolCall, -1)
	}

	for _, x := range in.Extra {
		if x.Message < 0 {
			add(x.Detector, x.Findings, LocToolCall, -1)
			continue
		}
		seg, ok := doc.segmentOf(x.Message)
		if !ok {
			continue
		}
		add(x.Detector, shifted(x.Findings, doc.segs[seg].start), LocText, -1)
	}

	res.Verdict, res.BlockedReason = decide(found, res.Scores, block, redact, in.Direction)
	res.Findings, res.Redacted = e.redact(&doc, found, redact, &res)
	res.TextLength = doc.runes
	res.TextLength += utf8.RuneCount(doc.toolArgs)
	return res
}

// label names an injection score by the app's thresholds.
func label(score, block, redact float64) string {
	switch {
	case score >= block:
		return injection.LabelInjection
	case score >= redact:
		return injection.LabelSuspicious
	}
	return injection.LabelBenign
}

// categories lists the distinct categories of fs in order of appearance.
func categories(fs []detect.Finding) []string {
	out := []string{}
	for _, f := range fs {
		seen := false
		for _, c := range out {
			if c == f.Category {
				seen = true
				break
			}
		}
		if !seen {
			out = append(out, f.Category)
		}
	}
	return out
}

// maxDataFindings bounds the findings the tool results of one scan add,
// however many there are (their scores all count).
const maxDataFindings = 32

// shifted returns findings about a message's content with offsets into the
// joined text, the message starting at byte start.
func shifted(fs []detect.Finding, start int) []detect.Finding {
	out := make([]detect.Finding, len(fs))
	for i, f := range fs {
		f.Start, f.End = f.Start+start, f.End+start
		out[i] = f
	}
	return out
}

// RoleDocument is the role of a document attached to a message (the
// proxies give it to Anthropic's plain-text document blocks): data the
// model reads, like a tool's result, but no tool's, so the MCP registry's
// scan of tool results leaves it alone. The scan API takes role tool.
const RoleDocument = "document"

// isData reports whether a message role carries data the model reads (a
// tool's result, a document) rather than someone's words to it.
func isData(role string) bool { return strings.EqualFold(role, "tool") || role == RoleDocument }

// isSystem reports whether a message role carries the app's own
// instructions rather than conversation content.
func isSystem(role string) bool {
	r := strings.ToLower(role)
	return r == "system" || r == "developer"
}

// weakPhone is the score below which a phone finding rests on its format
// alone: no country prefix that validates, no North American number with
// separators, no context word (see the phone tiers in docs/detect-pii.md).
const weakPhone = 0.45

// dropPhonesInAddresses removes the phone findings that lie inside an
// address the NER model found and rest on their digits' format alone:
// "Apt. 722 20 40 rue Victor Hugo" holds a flat and a house number, not a
// phone. The address itself is reported (and redacted with names when
// pii redaction is on), so no digits escape. A phone with evidence of its
// own (a context word such as "tel", a valid +CC number) is kept. It
// filters found in place.
func dropPhonesInAddresses(found, entities []detect.Finding) []detect.Finding {
	var addrs []detect.Finding
	for _, f := range entities {
		if f.Category == ner.Address {
			addrs = append(addrs, f)
		}
	}
	if len(addrs) == 0 {
		return found
	}
	return slices.DeleteFunc(found, func(f detect.Finding) bool {
		if f.Category != pii.Phone || f.Score >= weakPhone {
			return false
		}
		for _, a := range addrs {
			if a.Start <= f.Start && f.End <= a.End {
				return true
			}
		}
		return false
	})
}
