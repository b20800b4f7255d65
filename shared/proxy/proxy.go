// Package proxy is the LLM proxy endpoint group: routes that speak the
// OpenAI (/openai-compatible/v1/...) and Anthropic
// (/anthropic-compatible/v1/...) wire formats, so that a stock SDK works
// through Bulwark by changing only its base URL, its API key (a Bulwark key
// with scope runtime:scan) and one default header, X-App-Id, naming the
// runtime app whose configuration applies.
//
// Every request is scanned before it is forwarded (user, tool and
// assistant messages; block answers with an error object in the caller's
// format, redact forwards the redacted text), and every answer before it
// reaches the caller: non-streamed answers whole, streamed ones
// incrementally with a hold-back window (see guard), tool calls by the
// agentic guardrails, the tool policy and the MCP policy. Runtime events
// are written for the input, the output and each tool call.
//
// The upstream is the app's routing.upstream_base_url (allowlisted by the
// deployment and the app) or a provider of the deployment's registry
// (BULWARK_PROVIDERS_FILE); every connection passes the SSRF guard at dial
// time. Apps may require HMAC-signed requests with nonce replay
// protection (signing.go). docs/proxy.md is the user's guide.
package proxy

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"os"
	"regexp"
	"strings"
	"time"

	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/phrases"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/runtime"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
)

// HeaderAppID names the runtime app of a proxy request.
const HeaderAppID = "X-App-Id"

// MaxBody bounds a proxy request body: chat requests carry images and
// documents inline (base64).
const MaxBody = 20 << 20

// Paths of the proxy operations.
const (
	PathChatCompletions   = "/openai-compatible/v1/chat/completions"
	PathModels            = "/openai-compatible/v1/models"
	PathEmbeddings        = "/openai-compatible/v1/embeddings"
	PathAnthropicMessages = "/anthropic-compatible/v1/messages"
)

// Proxy serves the proxy group. It is safe for concurrent use; build one
// per process (it caches compiled configurations and upstream connections).
type Proxy struct {
	rt        *runtime.Service
	engines   *engine.Cache
	providers *registry
	client    *http.Client
	signer    *signer
	log       *slog.Logger

	allowlist     []string
	allowLoopback bool
	// lookup resolves upstream host names (nil: the system resolver).
	lookup func(ctx context.Context, host string) ([]netip.Addr, error)
}

// Routes is the builder of the proxy group.
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	p, err := New(d)
	if err != nil {
		return nil, err
	}
	return p.Routes(), nil
}

// New builds the proxy on the platform's dependencies: the provider
// registry from BULWARK_PROVIDERS_FILE (checked now, so a bad file stops
// the start), the upstream allowlist and the loopback switch.
func New(d *platform.Deps) (*Proxy, error) {
	cfg := d.Config
	ps, err := LoadProviders(cfg.ProvidersFile, cfg.AllowLoopbackUpstream)
	if err != nil {
		return nil, err
	}
	log := d.Log
	if log == nil {
		log = slog.Default()
	}
	p := &Proxy{
		rt:      runtime.NewService(d),
		engines: engine.NewCache(engine.DefaultCacheSize),
		providers: newRegistry(ps, &keyring{
			getenv: os.Getenv, secrets: d.Secrets, clock: d.Clock, cached: map[string]cachedKey{},
		}),
		signer:        newSigner(d),
		log:           log,
		allowlist:     cfg.UpstreamAllowlist,
		allowLoopback: cfg.AllowLoopbackUpstream,
	}
	p.client = &http.Client{
		Transport: newTransport(p.ssrfOptions()),
		// Redirects are answers to relay, never followed: a redirect
		// could lead anywhere the allowlist does not.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return p, nil
}

// Routes returns the proxy group's operations.
func (p *Proxy) Routes() []httpkit.Route {
	return []httpkit.Route{
		{Method: "POST", Path: PathChatCompletions, Handler: p.handle(FormatOpenAI, p.chatCompletions), WriteError: errorWriter(FormatOpenAI)},
		{Method: "GET", Path: PathModels, Handler: p.handle(FormatOpenAI, p.models), WriteError: errorWriter(FormatOpenAI)},
		{Method: "POST", Path: PathEmbeddings, Handler: p.handle(FormatOpenAI, p.embeddings), WriteError: errorWriter(FormatOpenAI)},
		{Method: "POST", Path: PathAnthropicMessages, Handler: p.handle(FormatAnthropic, p.messages), WriteError: errorWriter(FormatAnthropic)},
	}
}

// call is one proxy request: who, which app and configuration, and what
// the events record.
type call struct {
	f       Format
	ws      string
	app     apps.App
	eng     *engine.Engine
	cfg     *appconfig.Config
	started time.Time
	ip      string
	route   string
	reqID   string

	// Filled from the request body.
	model       string
	stream      bool
	system      string
	attachments int
	provider    string
	// tools maps the request's tool names to the descriptions it presented
	// to the model, which the MCP registry compares with its pins.
	tools map[string]string
}

var uuidForm = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// handle adapts a proxy operation: it authenticates the app (X-App-Id),
// reads the body, loads the app's configuration, verifies the request
// signature when the app requires one, and answers every error in the
// caller's format. A streaming operation that has begun its answer
// reports errors as stream events itself and returns nil.
func (p *Proxy) handle(f Format, serve func(w http.ResponseWriter, r *http.Request, c *call, body []byte) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, body, err := p.begin(r, f)
		if err == nil {
			err = serve(w, r, c, body)
		}
		if err != nil {
			writeError(w, r, f, err)
		}
	})
}

func (p *Proxy) begin(r *http.Request, f Format) (*call, []byte, error) {
	started := time.Now()
	pr, err := principal.Require(r)
	if err != nil {
		return nil, nil, err
	}
	id := strings.TrimSpace(r.Header.Get(HeaderAppID))
	if id == "" {
		return nil, nil, errs.New(errs.ErrInvalid, CodeAppIDRequired,
			"name the runtime app with the header 'X-App-Id: <app uuid>' (an SDK's default headers)")
	}
	if !uuidForm.MatchString(id) {
		return nil, nil, apps.ErrAppNotFound
	}
	var body []byte
	if r.Body != nil && r.Method != http.MethodGet {
		if body, err = httpkit.ReadBody(r, MaxBody); err != nil {
			return nil, nil, err
		}
	}
	ctx := r.Context()
	app, err := p.rt.Apps.Stored(ctx, pr.WorkspaceID, strings.ToLower(id))
	if err != nil {
		return nil, nil, err
	}
	eng, err := p.engines.Get(pr.WorkspaceID+"/"+app.UUID, app.ConfigVersion, func() (*appconfig.Config, error) {
		v, err := p.rt.Apps.Version(ctx, pr.WorkspaceID, app.UUID, app.ConfigVersion)
		if err != nil {
			return nil, err
		}
		return &v.Config, nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("proxy: configuration of %s: %w", app.UUID, err)
	}
	c := &call{
		f: f, ws: pr.WorkspaceID, app: app, eng: eng, cfg: eng.Config(), started: started,
		ip: pr.ClientIP, route: r.URL.Path, reqID: httpkit.RequestID(ctx),
	}
	if c.cfg.RequestSigning.Enabled {
		if err := p.signer.verify(ctx, c.ws, app.UUID, c.cfg.RequestSigning.TimestampSkewSeconds, r, body); err != nil {
			return nil, nil, err
		}
	}
	return c, body, nil
}

// sourceApp is what events record as their source: the route family.
func (c *call) sourceApp() string { return string(c.f) + "-compatible" }

// metadata is what every event of the call records besides its fields.
func (c *call) metadata(more map[string]any) map[string]any {
	m := map[string]any{"route": c.route, "stream": c.stream}
	if c.reqID != "" {
		m["request_id"] = c.reqID
	}
	if c.attachments > 0 {
		m["attachments"] = c.attachments
	}
	for k, v := range more {
		m[k] = v
	}
	return m
}

// scanInput scans the request's messages (direction input) and writes the
// input event. A block verdict is the INPUT_BLOCKED error.
func (p *Proxy) scanInput(ctx context.Context, c *call, msgs []engine.Message) (runtime.ScanOutcome, error) {
	out, err := p.rt.Scan(ctx, c.ws, c.app.UUID, runtime.ScanParams{
		Input:     engine.Input{Direction: appconfig.DirectionInput, Messages: msgs},
		SourceApp: c.sourceApp(), Provider: c.provider, Model: c.model, ClientIP: c.ip,
		Metadata: c.metadata(nil), Started: c.started,
	})
	if err != nil {
		return out, err
	}
	if out.Result.Verdict == appconfig.VerdictBlock {
		return out, blockedError(CodeInputBlocked, out.Result.BlockedReason)
	}
	return out, nil
}

// scanOutput scans an answer's texts (one message per choice or text
// block, direction output, with the request's system prompt for the leak
// check) and writes the output event. A block verdict is OUTPUT_BLOCKED,
// or CANARY_LEAKED when a canary phrase caused it.
func (p *Proxy) scanOutput(ctx context.Context, c *call, texts []string, more map[string]any) (runtime.ScanOutcome, error) {
	msgs := make([]engine.Message, len(texts))
	for i, t := range texts {
		msgs[i] = engine.Message{Role: "assistant", Content: t}
	}
	out, err := p.rt.Scan(ctx, c.ws, c.app.UUID, runtime.ScanParams{
		Input:     engine.Input{Direction: appconfig.DirectionOutput, Messages: msgs, SystemPrompt: c.system},
		SourceApp: c.sourceApp(), Provider: c.provider, Model: c.model, ClientIP: c.ip,
		Metadata: c.metadata(more),
	})
	if err != nil {
		return out, err
	}
	if out.Result.Verdict == appconfig.VerdictBlock {
		return out, outputBlocked(out.Result)
	}
	return out, nil
}

// streamBlocked is the refusal of a streamed answer that a guard stopped
// before its end. Unless the output event was already written (final),
// the answer so far is scanned whole and written as the output event, so
// a stream stopped midway is in the event log like any other block.
func (p *Proxy) streamBlocked(ctx context.Context, c *call, final bool, texts []string, more map[string]any, res engine.Result) error {
	if !final {
		if _, err := p.scanOutput(ctx, c, texts, more); err != nil {
			return err
		}
	}
	return outputBlocked(res)
}

// outputBlocked is the refusal of a blocked answer.
func outputBlocked(res engine.Result) error {
	for _, f := range res.Findings {
		if f.Detector == engine.Canaries && f.Category == phrases.CategoryCanary {
			return blockedError(CodeCanaryLeaked, res.BlockedReason)
		}
	}
	return blockedError(CodeOutputBlocked, res.BlockedReason)
}

// checkTool checks one tool call of an answer through the runtime scan
// (direction tool_call, which writes the tool_call event): the agentic
// guardrails, the tool policy, and the MCP registry's policy, given the
// description the request presented for the tool. A block is
// TOOL_CALL_BLOCKED.
func (p *Proxy) checkTool(ctx context.Context, c *call, id, name string, args []byte) error {
	if len(strings.TrimSpace(string(args))) == 0 {
		args = []byte("{}")
	}
	out, err := p.rt.Scan(ctx, c.ws, c.app.UUID, runtime.ScanParams{
		Input: engine.Input{Direction: appconfig.DirectionToolCall, ToolCall: &engine.ToolCall{
			Name: name, Arguments: args, Description: c.tools[name],
		}},
		SourceApp: c.sourceApp(), Provider: c.provider, Model: c.model, ClientIP: c.ip,
		Metadata: c.metadata(map[string]any{"tool_call_id": id}),
	})
	if err != nil {
		return err
	}
	if out.Result.Verdict == appconfig.VerdictBlock {
		return blockedError(CodeToolCallBlocked, fmt.Sprintf("tool %q: %s", name, out.Result.BlockedReason))
	}
	return nil
}

// noticeText is the attachment notice of a streamed answer, followed by a
// blank line, or "" when the request has no attachment or the app turned
// the notice off.
func (c *call) noticeText() string {
	s := c.cfg.Streaming
	if c.attachments == 0 || !s.AttachmentNoticeEnabled {
		return ""
	}
	return or(strings.TrimSpace(s.AttachmentNoticeMessage), appconfig.DefaultAttachmentNotice) + "\n\n"
}

// scanHeaders describes the scans of a non-streamed answer to a request
// with attachments (when the app's attachment notice is on).
func (c *call) scanHeaders(w http.ResponseWriter, in, out runtime.ScanOutcome) {
	if c.attachments == 0 || !c.cfg.Streaming.AttachmentNoticeEnabled {
		return
	}
	h := w.Header()
	h.Set("X-Service-Scan-Status", "scanned")
	h.Set("X-Service-Scan-Attachments", fmt.Sprint(c.attachments))
	h.Set("X-Service-Scan-Input-Verdict", in.Result.Verdict)
	h.Set("X-Service-Scan-Output-Verdict", out.Result.Verdict)
	h.Set("X-Service-Scan-Input-Event", in.Event.UUID)
	h.Set("X-Service-Scan-Output-Event", out.Event.UUID)
	if msg := strings.TrimSpace(c.cfg.Streaming.AttachmentNoticeMessage); asciiHeader(msg) {
		h.Set("X-Service-Scan-Notice", msg)
	}
}

// asciiHeader reports whether s can be sent as a header value as is.
func asciiHeader(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// upstreamFailed turns a send error into the caller's answer error; a
// request the client abandoned has nobody to answer.
func upstreamFailed(err error) error {
	if err == context.Canceled || err == context.DeadlineExceeded {
		return &errs.Error{Kind: errs.ErrUnavailable, Code: CodeUpstreamUnavailable, Message: "the request was cancelled", Err: err}
	}
	return err
}
