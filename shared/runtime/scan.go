package runtime

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"bulwark/shared/detect/engine"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/events"
)

// Limits of a scan request.
const (
	// MaxScanChars bounds the characters scanned in one request: the text,
	// or all message contents together, and the tool call arguments each.
	MaxScanChars = 100_000
	// MaxMessages bounds a conversation.
	MaxMessages = 256
	// MaxMetadataBytes bounds the metadata object, kept in the event.
	MaxMetadataBytes = 4096
	maxSourceApp     = 128
	maxProvider      = 64
	maxModel         = 128
	maxToolName      = 128
)

// Message roles a conversation may use.
var roles = []string{"system", "developer", "user", "assistant", "tool"}

type scanRequest struct {
	Direction    *string          `json:"direction"`
	Text         *string          `json:"text"`
	Messages     []engine.Message `json:"messages"`
	SystemPrompt *string          `json:"system_prompt"`
	ToolCall     *scanToolCall    `json:"tool_call"`
	Metadata     map[string]any   `json:"metadata"`
	SourceApp    *string          `json:"source_app"`
	Provider     *string          `json:"provider"`
	Model        *string          `json:"model"`
}

type scanToolCall struct {
	Name      *string         `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// scanResponse is the scan API's answer.
type scanResponse struct {
	Verdict          string             `json:"verdict"`
	EventUUID        string             `json:"event_uuid"`
	LatencyMS        int64              `json:"latency_ms"`
	AppUUID          string             `json:"app_uuid"`
	ConfigVersion    int                `json:"config_version"`
	Direction        string             `json:"direction"`
	Scores           map[string]float64 `json:"scores"`
	Findings         []scanFinding      `json:"findings"`
	RedactedText     *string            `json:"redacted_text,omitempty"`
	RedactedMessages []engine.Message   `json:"redacted_messages,omitempty"`
	BlockedReason    string             `json:"blocked_reason"`
}

type scanFinding struct {
	Detector     string  `json:"detector"`
	Category     string  `json:"category"`
	Score        float64 `json:"score"`
	Start        int     `json:"start"`
	End          int     `json:"end"`
	Snippet      string  `json:"snippet"`
	Explanation  string  `json:"explanation"`
	Location     string  `json:"location"`
	MessageIndex *int    `json:"message_index,omitempty"`
	Redacted     bool    `json:"redacted"`
}

func (h *handlers) scan(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	started := time.Now()
	id, err := appID(r)
	if err != nil {
		return err
	}
	var req scanRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	in, err := req.input()
	if err != nil {
		return err
	}
	out, err := h.s.Scan(r.Context(), p.WorkspaceID, id, ScanParams{
		Input: in, SourceApp: deref(req.SourceApp), Provider: deref(req.Provider), Model: deref(req.Model),
		ClientIP: platform.ClientIP(r), Metadata: req.Metadata, Started: started,
	})
	if err != nil {
		return err
	}
	res := out.Result
	resp := scanResponse{
		Verdict: res.Verdict, EventUUID: out.Event.UUID, LatencyMS: out.Event.LatencyMS,
		AppUUID: out.App.UUID, ConfigVersion: out.App.ConfigVersion, Direction: in.Direction,
		Scores: res.Scores, Findings: make([]scanFinding, len(res.Findings)), BlockedReason: res.BlockedReason,
	}
	for i, f := range res.Findings {
		sf := scanFinding{
			Detector: f.Detector, Category: f.Category, Score: f.Score, Start: f.Start, End: f.End,
			Snippet: f.Snippet, Explanation: f.Explanation, Location: f.Location, Redacted: f.Redacted,
		}
		if f.MessageIndex >= 0 {
			mi := f.MessageIndex
			sf.MessageIndex = &mi
		}
		resp.Findings[i] = sf
	}
	if res.Redacted {
		resp.RedactedText = &res.RedactedText
		resp.RedactedMessages = res.RedactedMessages
	}
	httpkit.WriteJSON(w, http.StatusOK, resp)
	return nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// input validates the request and turns it into the engine's input.
func (req *scanRequest) input() (engine.Input, error) {
	var c httpkit.Checker
	loc := func(p ...any) []any { return append([]any{"body"}, p...) }
	var in engine.Input
	if c.Required(loc("direction"), req.Direction != nil) {
		in.Direction = *req.Direction
		c.OneOf(loc("direction"), in.Direction, appconfig.DirectionInput, appconfig.DirectionOutput, appconfig.DirectionToolCall)
	}
	switch {
	case req.Text != nil && req.Messages != nil:
		c.Add(loc("messages"), "Give either text or messages, not both", "value_error")
	case req.Text == nil && req.Messages == nil && in.Direction != appconfig.DirectionToolCall:
		c.Add(loc("text"), "Field required: give text or messages", "missing")
	case req.Text != nil:
		in.Text = *req.Text
		c.Len(loc("text"), in.Text, 0, MaxScanChars)
	case req.Messages != nil:
		in.Messages = req.Messages
		c.MaxItems(loc("messages"), len(req.Messages), MaxMessages)
		if len(req.Messages) == 0 {
			c.Add(loc("messages"), "List should have at least 1 item", "too_short")
		}
		total := 0
		for i, m := range req.Messages {
			c.OneOf(loc("messages", i, "role"), strings.ToLower(m.Role), roles...)
			total += utf8.RuneCountInString(m.Content)
		}
		if total > MaxScanChars {
			c.Add(loc("messages"), "The message contents should have at most 100000 characters together", "too_long")
		}
	}
	if req.SystemPrompt != nil {
		in.SystemPrompt = *req.SystemPrompt
		c.Len(loc("system_prompt"), in.SystemPrompt, 0, MaxScanChars)
	}
	if tc := req.ToolCall; tc != nil {
		in.ToolCall = &engine.ToolCall{Arguments: []byte("{}")}
		if c.Required(loc("tool_call", "name"), tc.Name != nil) {
			in.ToolCall.Name = *tc.Name
			c.Len(loc("tool_call", "name"), *tc.Name, 1, maxToolName)
		}
		if present(tc.Arguments) {
			args, ok := toolArguments(tc.Arguments)
			if !ok {
				c.Add(loc("tool_call", "arguments"), "Input should be a JSON object, or a string holding one", "dict_type")
			}
			in.ToolCall.Arguments = args
			c.Len(loc("tool_call", "arguments"), string(args), 0, MaxScanChars)
		}
	} else if in.Direction == appconfig.DirectionToolCall {
		c.Add(loc("tool_call"), "Field required for direction tool_call", "missing")
	}
	if req.Metadata != nil {
		if raw, _ := json.Marshal(req.Metadata); len(raw) > MaxMetadataBytes {
			c.Add(loc("metadata"), "Metadata should be at most 4096 bytes of JSON", "too_long")
		}
	}
	for _, f := range []struct {
		name string
		v    *string
		max  int
	}{{"source_app", req.SourceApp, maxSourceApp}, {"provider", req.Provider, maxProvider}, {"model", req.Model, maxModel}} {
		if f.v != nil {
			c.Len(loc(f.name), *f.v, 0, f.max)
		}
	}
	return in, c.Err()
}

// toolArguments accepts the arguments as a JSON object, or as a string
// holding the JSON (as OpenAI's tool calls carry them), and returns the raw
// JSON the guardrails read. A string that is not JSON is kept as it is:
// agentic_guardrails scans malformed arguments as one string.
func toolArguments(raw json.RawMessage) ([]byte, bool) {
	switch raw[0] {
	case '{':
		return raw, true
	case '"':
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return nil, false
		}
		return []byte(s), true
	}
	return raw, false
}

// ---- event log

func (h *handlers) listEvents(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseQuery(r, "limit", "cursor", "verdict", "direction", "app", "since", "until")
	if err != nil {
		return err
	}
	var c httpkit.Checker
	f := events.Filter{Limit: q.limit(&c, 50, 500)}
	if f.Cursor = q.get("cursor"); f.Cursor != "" {
		if !uuidForm.MatchString(f.Cursor) {
			c.Add([]any{"query", "cursor"}, "Cursor should be an event uuid", "uuid_parsing")
		}
		f.Cursor = strings.ToLower(f.Cursor)
	}
	if f.Verdict = q.get("verdict"); f.Verdict != "" || q.has("verdict") {
		c.OneOf([]any{"query", "verdict"}, f.Verdict, appconfig.VerdictAllow, appconfig.VerdictFlag, appconfig.VerdictRedact, appconfig.VerdictBlock)
	}
	if f.Direction = q.get("direction"); f.Direction != "" || q.has("direction") {
		c.OneOf([]any{"query", "direction"}, f.Direction, appconfig.DirectionInput, appconfig.DirectionOutput, appconfig.DirectionToolCall)
	}
	if f.App = q.get("app"); f.App != "" || q.has("app") {
		if !uuidForm.MatchString(f.App) {
			c.Add([]any{"query", "app"}, "App should be an app uuid", "uuid_parsing")
		}
		f.App = strings.ToLower(f.App)
	}
	f.Since = q.time(&c, "since")
	f.Until = q.time(&c, "until")
	if !f.Since.IsZero() && !f.Until.IsZero() && !f.Since.Before(f.Until) {
		c.Add([]any{"query", "until"}, "until should be later than since", "value_error")
	}
	if err := c.Err(); err != nil {
		return err
	}
	pg, err := events.List(r.Context(), h.s.events, p.WorkspaceID, f)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, page[events.Event]{Items: pg.Items, NextCursor: cursorOf(pg.NextCursor)})
	return nil
}

func (q query) has(k string) bool { _, ok := q[k]; return ok }

// time parses an RFC 3339 time parameter (zero when absent).
func (q query) time(c *httpkit.Checker, k string) time.Time {
	if !q.has(k) {
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339Nano, q.get(k))
	if err != nil {
		c.Add([]any{"query", k}, "Input should be a valid datetime in RFC 3339 format", "datetime_parsing")
	}
	return t
}
