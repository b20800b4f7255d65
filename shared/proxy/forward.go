package proxy

import (
	"io"
	"net/http"
	"time"

	"bulwark/shared/httpkit"
	"bulwark/shared/runtime"
)

// modelRequest is a parsed model call of either wire format: the decoded
// body (rewritten in place when the input is redacted), what the call
// record needs and the texts to scan.
type modelRequest struct {
	root        map[string]any
	model       string
	stream      bool
	texts       texts
	attachments int
	tools       map[string]string
}

// newModelRequest decodes a model call's body and checks what both formats
// share: model, stream, and the declared tools, whose name and description
// toolDef finds in each entry of the tools list.
func newModelRequest(body []byte, c *httpkit.Checker, toolDef func(map[string]any) map[string]any) (*modelRequest, error) {
	root, err := decodeTree(body)
	if err != nil {
		return nil, err
	}
	req := &modelRequest{root: root, tools: map[string]string{}}
	modelAndStream(c, root, &req.model, &req.stream)
	tools, _ := list(root["tools"])
	for _, raw := range tools {
		t, _ := obj(raw)
		def := toolDef(t)
		if name, ok := str(def, "name"); ok {
			req.tools[name], _ = str(def, "description")
		}
	}
	return req, nil
}

// modelAndStream checks the model and stream fields both formats share.
func modelAndStream(c *httpkit.Checker, root map[string]any, model *string, stream *bool) {
	m, ok := str(root, "model")
	if c.Required(at("model"), root["model"] != nil) {
		if !ok {
			c.Add(at("model"), "Input should be a valid string", "string_type")
		}
		c.Len(at("model"), m, 1, 256)
	}
	*model = m
	switch s := root["stream"].(type) {
	case nil:
	case bool:
		*stream = s
	default:
		c.Add(at("stream"), "Input should be a valid boolean", "bool_type")
	}
}

// message is one entry of a request's messages list that is an object,
// at index i, with its role.
type message struct {
	i    int
	m    map[string]any
	role string
}

// checkMessages checks the messages field both formats share: a non-empty
// list of objects whose role is one of roles. It returns the objects.
func checkMessages(c *httpkit.Checker, root map[string]any, roles ...string) []message {
	msgs, ok := list(root["messages"])
	switch {
	case root["messages"] == nil:
		c.Add(at("messages"), "Field required", "missing")
	case !ok:
		c.Add(at("messages"), "Input should be a valid list", "list_type")
	case len(msgs) == 0:
		c.Add(at("messages"), "List should have at least 1 item", "too_short")
	}
	var out []message
	for i, raw := range msgs {
		m, ok := obj(raw)
		if !ok {
			c.Add(at("messages", i), "Input should be a valid dictionary", "dict_type")
			continue
		}
		role, _ := str(m, "role")
		c.OneOf(at("messages", i, "role"), role, roles...)
		out = append(out, message{i: i, m: m, role: role})
	}
	return out
}

// toolCall is a tool call of a non-streamed answer, checked before the
// answer is relayed.
type toolCall struct {
	id, name string
	args     []byte
}

// answerParts are what is scanned and checked of a non-streamed answer:
// its texts and tool calls, and, when set, what removes parts of the
// decoded answer that would repeat redacted values.
type answerParts struct {
	texts    texts
	calls    []toolCall
	onRedact func()
}

// wire is one wire format's model call: the upstream path, how a request
// is parsed, what its answer is called in errors, what of a whole answer
// is scanned and how a streamed answer is relayed.
type wire struct {
	format Format
	path   string
	parse  func(body []byte) (*modelRequest, error)
	answer string
	parts  func(root map[string]any) answerParts
	stream func(p *Proxy, r *http.Request, c *call, w http.ResponseWriter, body io.Reader, more map[string]any)
}

// forward is the flow both formats' model calls share: parse the request,
// route the call,
// scan the input (a block refuses it, a redaction rewrites the body), send
// it upstream, relay an upstream error as it is, then relay the answer,
// streamed or whole.
func (p *Proxy) forward(w http.ResponseWriter, r *http.Request, c *call, body []byte, wf wire) error {
	req, err := wf.parse(body)
	if err != nil {
		return err
	}
	c.model, c.stream, c.attachments, c.system, c.tools = req.model, req.stream, req.attachments, req.texts.system(), req.tools
	ctx := r.Context()
	t, err := p.route(ctx, c.cfg, wf.format, r)
	if err != nil {
		return err
	}
	c.provider = t.provider
	in, err := p.scanInput(ctx, c, req.texts.messages())
	if err != nil {
		return err
	}
	if in.Result.Redacted && req.texts.redact(in.Result.RedactedMessages) {
		body = encodeTree(req.root)
	}
	sent := time.Now()
	resp, err := p.send(ctx, wf.format, t, http.MethodPost, wf.path, body, r, c.stream)
	if err != nil {
		return upstreamFailed(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		relayError(w, wf.format, resp)
		return nil
	}
	more := map[string]any{"upstream_ms": time.Since(sent).Milliseconds()}
	if c.stream {
		if !isEventStream(resp) {
			return upstreamInvalid("event stream")
		}
		wf.stream(p, r, c, w, resp.Body, more)
		return nil
	}
	return p.relayAnswer(w, r, c, resp, in, more, wf)
}

// relayAnswer relays a non-streamed answer: it scans its texts (the
// output event: a block refuses the answer), checks its tool calls, and
// writes it, re-encoded when the scan redacted its texts.
func (p *Proxy) relayAnswer(w http.ResponseWriter, r *http.Request, c *call, resp *http.Response, in runtime.ScanOutcome, more map[string]any, wf wire) error {
	body, err := readUpstream(resp)
	if err != nil {
		return err
	}
	root, err := decodeTree(body)
	if err != nil {
		return upstreamInvalid(wf.answer)
	}
	a := wf.parts(root)
	ctx := r.Context()
	outcome, err := p.scanOutput(ctx, c, a.texts.contents(), more)
	if err != nil {
		return err
	}
	for _, tc := range a.calls {
		if err := p.checkTool(ctx, c, tc.id, tc.name, tc.args); err != nil {
			return err
		}
	}
	if outcome.Result.Redacted && a.texts.redact(outcome.Result.RedactedMessages) {
		if a.onRedact != nil {
			a.onRedact()
		}
		body = encodeTree(root)
	}
	c.scanHeaders(w, in, outcome)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
	return nil
}
