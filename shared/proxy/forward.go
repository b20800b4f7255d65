package proxy

import (
	"io"
	"net/http"
	"time"

	"bulwark/shared/httpkit"
	"bulwark/shared/runtime"
)

// modelRequest is a parsed model call of either wire format: the body's
// reader (the body is rewritten from it when the input is redacted), what
// the call record needs and the texts to scan.
type modelRequest struct {
	*reader
	root        [len(requestKeys)]val // the body's members named requestKeys
	model       string
	stream      bool
	texts       texts
	attachments int
	tools       map[string]string
}

// Members of a model call's body that both formats read, then those of
// Anthropic messages, in the order of requestKeys.
const (
	keyModel = iota
	keyStream
	keyTools
	keyMessages
	keyMaxTokens
	keySystem
)

var (
	requestKeys = [...]string{"model", "stream", "tools", "messages", "max_tokens", "system"}
	toolKeys    = []string{"name", "description"}
	messageKeys = []string{"role", "content"}
)

// newModelRequest reads a model call's body and checks what both formats
// share: model, stream, and the declared tools, whose name and description
// toolDef finds in each entry of the tools list.
func newModelRequest(body []byte, c *httpkit.Checker, toolDef func(r *reader, tool val) val) (*modelRequest, error) {
	r, v, err := readBody(body)
	if err != nil {
		return nil, err
	}
	req := &modelRequest{reader: r}
	r.get(v, requestKeys[:], req.root[:])
	d := r.d
	modelAndStream(c, d, req.root[keyModel], req.root[keyStream], &req.model, &req.stream)
	tools := d.list(req.root[keyTools])
	for t, _, ok := tools.element(); ok; t, _, ok = tools.element() {
		var def [2]val
		r.get(toolDef(r, t), toolKeys, def[:])
		if name, ok := d.str(def[0]); ok {
			if req.tools == nil {
				req.tools = map[string]string{}
			}
			req.tools[name], _ = d.str(def[1])
		}
	}
	return req, nil
}

// modelAndStream checks the model and stream fields both formats share
// (null reads as absent).
func modelAndStream(c *httpkit.Checker, d doc, mv, sv val, model *string, stream *bool) {
	m, ok := d.str(mv)
	if c.Required(at("model"), !d.null(mv)) {
		if !ok {
			c.Add(at("model"), "Input should be a valid string", "string_type")
		}
		c.Len(at("model"), m, 1, 256)
	}
	*model = m
	switch d.kind(sv) {
	case 0, 'n':
	case 't':
		*stream = true
	case 'f':
		*stream = false
	default:
		c.Add(at("stream"), "Input should be a valid boolean", "bool_type")
	}
}

// message is one entry of a request's messages list that is an object,
// at index i, with its role and content.
type message struct {
	i       int
	role    string
	content val
}

// checkMessages checks the messages field both formats share: a non-empty
// list of objects whose role is one of roles. It returns the objects.
func checkMessages(c *httpkit.Checker, r *reader, msgs val, roles ...string) []message {
	d := r.d
	switch {
	case d.null(msgs):
		c.Add(at("messages"), "Field required", "missing")
	case d.kind(msgs) != '[':
		c.Add(at("messages"), "Input should be a valid list", "list_type")
	}
	var out []message
	list := d.list(msgs)
	for m, i, ok := list.element(); ok; m, i, ok = list.element() {
		if d.kind(m) != '{' {
			c.Add(at("messages", i), "Input should be a valid dictionary", "dict_type")
			continue
		}
		var f [2]val
		r.get(m, messageKeys, f[:])
		role, _ := d.str(f[0])
		c.OneOf(at("messages", i, "role"), role, roles...)
		out = append(out, message{i: i, role: role, content: f[1]})
	}
	if d.kind(msgs) == '[' && list.n == 0 {
		c.Add(at("messages"), "List should have at least 1 item", "too_short")
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
// its texts and tool calls, and the edits that go with a redaction of
// its texts (parts that would repeat redacted values).
type answerParts struct {
	texts    texts
	calls    []toolCall
	onRedact []edit
}

// wire is one wire format's model call: the upstream path, how a request
// is parsed, what its answer is called in errors, what of a whole answer
// is scanned and how a streamed answer is relayed.
type wire struct {
	format Format
	path   string
	parse  func(body []byte) (*modelRequest, error)
	answer string
	parts  func(r *reader, root val) answerParts
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
	var edits []edit
	if in.Result.Redacted {
		edits = req.texts.redact(in.Result.RedactedMessages)
	}
	body = req.rewrite(edits)
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
// writes it, with the redacted texts spliced in when the scan redacted
// them.
func (p *Proxy) relayAnswer(w http.ResponseWriter, r *http.Request, c *call, resp *http.Response, in runtime.ScanOutcome, more map[string]any, wf wire) error {
	body, err := readUpstream(resp)
	if err != nil {
		return err
	}
	rd, root, err := readBody(body)
	if err != nil {
		return upstreamInvalid(wf.answer)
	}
	a := wf.parts(rd, root)
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
	var edits []edit
	if outcome.Result.Redacted {
		if edits = a.texts.redact(outcome.Result.RedactedMessages); len(edits) > 0 {
			edits = append(edits, a.onRedact...)
		}
	}
	body = rd.rewrite(edits)
	c.scanHeaders(w, in, outcome)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
	return nil
}
