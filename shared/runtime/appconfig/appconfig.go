// Package appconfig is the per-app runtime configuration (AppConfig in the
// API): its Go types, the defaults of a new app, the merge of a partial
// update onto a stored version, and the validation of every bound.
//
// The scan API, the proxy and the MCP registry all read an app's
// configuration through these types; the detection engine
// (detect/engine) compiles one into a scanner.
//
// Nullable fields are pointers; every other field always has a value, so a
// stored configuration is complete and a reader never applies defaults
// itself. Defaults apply when an app is created (Defaults) and to the items
// of a list given in an update (a new PII rule without a score gets 0.7);
// an update never resets a stored value to its default.
package appconfig

import "time"

// Directions of a scan, as the API and the event log name them.
const (
	DirectionInput    = "input"
	DirectionOutput   = "output"
	DirectionToolCall = "tool_call"
)

// Verdicts of a scan, from the mildest to the strictest.
const (
	VerdictAllow  = "allow"
	VerdictFlag   = "flag"
	VerdictRedact = "redact"
	VerdictBlock  = "block"
)

// NER modes (AppNerPolicy.mode).
const (
	NERModeFlag   = "flag"
	NERModeRedact = "redact"
	// NERModeRecord is the platform default, what a null ner.mode means
	// (it is not a value an app sets): person names and postal addresses
	// are redacted like regex PII when detectors.pii is on (the redaction
	// an app already asked for; with it off they flag the event, as in
	// flag mode), and the other entities (places, organisations, dates)
	// are recorded in the event without marking it suspicious: a city or a famous author in a prompt is not a reason
	// for a reviewer to look, a customer's name and home address are
	// data to keep from the provider.
	NERModeRecord = "record"
)

// DefaultNERMode is the platform default of ner.mode (see NERModeRecord).
const DefaultNERMode = NERModeRecord

// NERRedactedByDefault are the entity labels the default mode redacts.
var NERRedactedByDefault = []string{"PERSON", "ADDRESS"}

// Redaction styles (AppRedactionPolicy.style).
const (
	RedactionBracket    = "bracket"
	RedactionTypedToken = "typed_token"
)

// MCP enforcement modes and tool severities.
const (
	EnforcementAdvisory  = "advisory"
	EnforcementBlockHigh = "block_high"

	SeverityNone   = "none"
	SeverityLow    = "low"
	SeverityMedium = "medium"
	SeverityHigh   = "high"
)

// DefaultAttachmentNotice is the default streaming.attachment_notice_message.
const DefaultAttachmentNotice = "Note: the attached file is being analyzed for security risks before it is used."

// Config is AppConfig: everything an app can tune. No additional
// properties are allowed at any level.
type Config struct {
	Thresholds     Thresholds     `json:"thresholds"`
	Detectors      Detectors      `json:"detectors"`
	NER            NER            `json:"ner"`
	CustomPhrases  []string       `json:"custom_phrases"`
	PIIRules       []PIIRule      `json:"pii_rules"`
	ToolPolicy     ToolPolicy     `json:"tool_policy"`
	Routing        Routing        `json:"routing"`
	Streaming      Streaming      `json:"streaming"`
	Egress         Egress         `json:"egress"`
	Canaries       Canaries       `json:"canaries"`
	Redaction      Redaction      `json:"redaction"`
	RequestSigning RequestSigning `json:"request_signing"`
	MCP            MCP            `json:"mcp"`
}

// Thresholds (AppThresholds) decide verdicts from scores, each 0 to 1.
// Input and tool-call scans use Block and Redact, output scans the Output
// pair.
type Thresholds struct {
	Block        float64 `json:"block"`
	Redact       float64 `json:"redact"`
	OutputBlock  float64 `json:"output_block"`
	OutputRedact float64 `json:"output_redact"`
}

// Detectors (AppDetectors) switches each detector on or off.
type Detectors struct {
	Injection         bool `json:"injection"`
	PII               bool `json:"pii"`
	NER               bool `json:"ner"`
	EmbeddingAnomaly  bool `json:"embedding_anomaly"`
	Perplexity        bool `json:"perplexity"`
	Harm              bool `json:"harm"`
	TopicDrift        bool `json:"topic_drift"`
	AgenticGuardrails bool `json:"agentic_guardrails"`
}

// NER (AppNerPolicy) tunes entity recognition; detectors.ner enables it.
type NER struct {
	// Mode is "flag", "redact" or nil for the platform default
	// (DefaultNERMode).
	Mode      *string  `json:"mode"`
	Threshold float64  `json:"threshold"`
	Entities  []string `json:"entities"`
}

// EffectiveMode is Mode, or DefaultNERMode when it is unset.
func (n NER) EffectiveMode() string {
	if n.Mode == nil {
		return DefaultNERMode
	}
	return *n.Mode
}

// PIIRule (AppPiiRule) is an app's own PII pattern, in RE2 syntax.
type PIIRule struct {
	Name        string  `json:"name"`
	Pattern     string  `json:"pattern"`
	Category    string  `json:"category"`
	Score       float64 `json:"score"`
	Description *string `json:"description"`
	// Flags is a Python re flag bitmask (see detect/pii).
	Flags    int `json:"flags"`
	Priority int `json:"priority"`
}

// ToolPolicy (AppToolPolicy) lists the tools an agent may (allowlist) and
// may never (denylist) call; patterns as in detect/agentic.ToolMatches.
type ToolPolicy struct {
	Allowlist []string `json:"allowlist"`
	Denylist  []string `json:"denylist"`
}

// Routing (AppRouting) binds the app to an upstream LLM provider.
type Routing struct {
	ForbiddenProviders []string `json:"forbidden_providers"`
	Provider           *string  `json:"provider"`
	UpstreamBaseURL    *string  `json:"upstream_base_url"`
}

// Streaming (AppStreamingPolicy) tunes the proxy's streaming responses.
type Streaming struct {
	Strict                  bool   `json:"strict"`
	AttachmentNoticeEnabled bool   `json:"attachment_notice_enabled"`
	AttachmentNoticeMessage string `json:"attachment_notice_message"`
}

// Egress (AppEgressPolicy) restricts the hosts tool calls may reach.
type Egress struct {
	HostAllowlist []string `json:"host_allowlist"`
}

// Canaries (AppCanaryPolicy) are phrases planted in the system prompt; one
// that shows up in model output blocks the response.
type Canaries struct {
	Enabled bool     `json:"enabled"`
	Phrases []string `json:"phrases"`
}

// Redaction (AppRedactionPolicy) chooses how redacted spans are rendered.
type Redaction struct {
	Style string `json:"style"`
}

// RequestSigning (AppRequestSigningPolicy) makes the proxy require
// HMAC-signed requests.
type RequestSigning struct {
	Enabled              bool `json:"enabled"`
	TimestampSkewSeconds int  `json:"timestamp_skew_seconds"`
}

// MCP (AppMcpPolicy) is the app's MCP tool policy and registry.
type MCP struct {
	MinTrustScore float64   `json:"min_trust_score"`
	Tools         []MCPTool `json:"tools"`
	Enforcement   string    `json:"enforcement"`
	PinOnFirstUse bool      `json:"pin_on_first_use"`
	ScanResults   bool      `json:"scan_results"`
}

// MCPTool (McpToolEntry) is a tool registered with the app.
type MCPTool struct {
	Name          string     `json:"name"`
	Description   string     `json:"description"`
	TrustScore    float64    `json:"trust_score"`
	SeverityTop   string     `json:"severity_top"`
	FindingsCount int        `json:"findings_count"`
	RegisteredAt  *time.Time `json:"registered_at"`
	LastScannedAt *time.Time `json:"last_scanned_at"`
}

// Defaults returns the configuration of a new app, as the spec lists it.
func Defaults() Config {
	return Config{
		Thresholds: Thresholds{Block: 0.55, Redact: 0.35, OutputBlock: 0.55, OutputRedact: 0.35},
		Detectors: Detectors{
			Injection: true, PII: true, NER: true, EmbeddingAnomaly: false, Perplexity: false,
			Harm: true, TopicDrift: false, AgenticGuardrails: true,
		},
		NER:            NER{Mode: nil, Threshold: 0.45, Entities: []string{}},
		CustomPhrases:  []string{},
		PIIRules:       []PIIRule{},
		ToolPolicy:     ToolPolicy{Allowlist: []string{}, Denylist: []string{}},
		Routing:        Routing{ForbiddenProviders: []string{}},
		Streaming:      Streaming{Strict: false, AttachmentNoticeEnabled: true, AttachmentNoticeMessage: DefaultAttachmentNotice},
		Egress:         Egress{HostAllowlist: []string{}},
		Canaries:       Canaries{Enabled: false, Phrases: []string{}},
		Redaction:      Redaction{Style: RedactionBracket},
		RequestSigning: RequestSigning{Enabled: false, TimestampSkewSeconds: 300},
		MCP: MCP{
			MinTrustScore: 0.4, Tools: []MCPTool{}, Enforcement: EnforcementBlockHigh,
			PinOnFirstUse: true, ScanResults: true,
		},
	}
}

// ruleDefaults and toolDefaults are the defaults of list items that an
// update gives without them.
var (
	ruleDefaults = map[string]any{"category": "custom", "score": 0.7, "description": nil, "flags": 0, "priority": 0}
	toolDefaults = map[string]any{
		"description": "", "trust_score": 0, "severity_top": SeverityNone, "findings_count": 0,
		"registered_at": nil, "last_scanned_at": nil,
	}
)

// normalizeLists turns nil lists into empty ones, so that a stored
// configuration always shows every list as [] rather than null.
func (c *Config) normalizeLists() {
	for _, l := range []*[]string{
		&c.NER.Entities, &c.CustomPhrases, &c.ToolPolicy.Allowlist, &c.ToolPolicy.Denylist,
		&c.Routing.ForbiddenProviders, &c.Egress.HostAllowlist, &c.Canaries.Phrases,
	} {
		if *l == nil {
			*l = []string{}
		}
	}
	if c.PIIRules == nil {
		c.PIIRules = []PIIRule{}
	}
	if c.MCP.Tools == nil {
		c.MCP.Tools = []MCPTool{}
	}
}
