package proxy

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"

	"bulwark/shared/detect/engine"
	"bulwark/shared/httpkit"
)

// OpenAI message roles; system and developer messages are the app's
// instructions.
var openAIRoles = []string{"system", "developer", "user", "assistant", "tool", "function"}

// parseChat reads and checks a chat completions request: model, messages
// (each with a known role and string, null or content-part content),
// stream. Text parts are scanned; image, audio and file parts are
// attachments, forwarded unscanned.
func parseChat(body []byte) (*modelRequest, error) {
	var c httpkit.Checker
	// A tool is declared as {type: function, function: {name, description, parameters}}.
	req, err := newModelRequest(body, &c, func(r *reader, t val) val {
		var fn [1]val
		r.get(t, functionKey, fn[:])
		return fn[0]
	})
	if err != nil {
		return nil, err
	}
	d := req.d
	for _, msg := range checkMessages(&c, req.reader, req.root[keyMessages], openAIRoles...) {
		i, role := msg.i, msg.role
		if role == "developer" {
			role = "system"
		}
		if role == "function" {
			role = "tool"
		}
		switch d.kind(msg.content) {
		case 0, 'n':
		case '"':
			req.texts.add(d, role, msg.content)
		case '[':
			parts := d.list(msg.content)
			for part, j, ok := parts.element(); ok; part, j, ok = parts.element() {
				var f [3]val // type, text, refusal
				req.get(part, partKeys, f[:])
				typ, _ := d.str(f[0])
				if typ == "" {
					c.Add(at("messages", i, "content", j, "type"), "Field required", "missing")
					continue
				}
				switch typ {
				case "text", "refusal":
					text := f[1]
					if typ == "refusal" {
						text = f[2]
					}
					if d.kind(text) != '"' {
						c.Add(at("messages", i, "content", j, typ), "Input should be a valid string", "string_type")
						continue
					}
					req.texts.add(d, role, text)
				default:
					req.attachments++
				}
			}
		default:
			c.Add(at("messages", i, "content"), "Input should be a valid string or list of content parts", "string_type")
		}
	}
	return req, c.Err()
}

var (
	functionKey = []string{"function"}
	partKeys    = []string{"type", "text", "refusal"}
)

// chatCompletions serves POST /openai-compatible/v1/chat/completions.
func (p *Proxy) chatCompletions(w http.ResponseWriter, r *http.Request, c *call, body []byte) error {
	return p.forward(w, r, c, body, openAIWire)
}

// openAIWire is how a chat completion call is parsed, forwarded and relayed.
var openAIWire = wire{
	format: FormatOpenAI, path: "/chat/completions", parse: parseChat, answer: "chat completion", parts: openAIParts,
	stream: func(p *Proxy, r *http.Request, c *call, w http.ResponseWriter, body io.Reader, more map[string]any) {
		newOpenAIStream(p, r, c, w, body, more).run()
	},
}

func isEventStream(resp *http.Response) bool {
	return strings.HasPrefix(strings.ToLower(resp.Header.Get("Content-Type")), "text/event-stream")
}

// Members of a chat completion that openAIParts reads.
var (
	choicesKey        = []string{"choices"}
	choiceKeys        = []string{"message", "logprobs"}
	answerMessageKeys = []string{"content", "tool_calls", "function_call"}
	textKey           = []string{"text"}
	toolCallKeys      = []string{"id", "function"}
	functionCallKeys  = []string{"name", "arguments"}
)

// openAIParts are what is scanned of a non-streamed chat completion: the
// choices' texts and their tool calls; a redaction drops the log
// probabilities.
func openAIParts(r *reader, root val) answerParts {
	d := r.d
	var a answerParts
	choices := r.listAt(root, choicesKey)
	for choice, _, ok := choices.element(); ok; choice, _, ok = choices.element() {
		var cf [2]val // message, logprobs
		r.get(choice, choiceKeys, cf[:])
		// Log probabilities repeat the raw tokens of what was redacted.
		if !d.null(cf[1]) {
			a.onRedact = append(a.onRedact, edit{from: cf[1].from, to: cf[1].to, with: []byte("null")})
		}
		if d.kind(cf[0]) != '{' {
			continue
		}
		var mf [3]val // content, tool_calls, function_call
		r.get(cf[0], answerMessageKeys, mf[:])
		switch d.kind(mf[0]) {
		case '"':
			a.texts.add(d, "assistant", mf[0])
		case '[':
			parts := d.list(mf[0])
			for part, _, ok := parts.element(); ok; part, _, ok = parts.element() {
				var text [1]val
				r.get(part, textKey, text[:])
				if d.kind(text[0]) == '"' {
					a.texts.add(d, "assistant", text[0])
				}
			}
		}
		tcs := d.list(mf[1])
		for tc, _, ok := tcs.element(); ok; tc, _, ok = tcs.element() {
			var tf, ff [2]val
			r.get(tc, toolCallKeys, tf[:])
			r.get(tf[1], functionCallKeys, ff[:])
			id, _ := d.str(tf[0])
			a.calls = append(a.calls, functionCall(d, id, ff))
		}
		if d.kind(mf[2]) == '{' {
			var ff [2]val
			r.get(mf[2], functionCallKeys, ff[:])
			a.calls = append(a.calls, functionCall(d, "", ff))
		}
	}
	return a
}

// functionCall is a tool call of id whose function's name and arguments
// are f (strings; anything else reads as "").
func functionCall(d doc, id string, f [2]val) toolCall {
	name, _ := d.str(f[0])
	args, _ := d.str(f[1])
	return toolCall{id: id, name: name, args: []byte(args)}
}

// models serves GET /openai-compatible/v1/models: the upstream's list, as
// it is.
func (p *Proxy) models(w http.ResponseWriter, r *http.Request, c *call, _ []byte) error {
	t, err := p.route(r.Context(), c.cfg, FormatOpenAI, r)
	if err != nil {
		return err
	}
	resp, err := p.send(r.Context(), FormatOpenAI, t, http.MethodGet, "/models", nil, r, false)
	if err != nil {
		return upstreamFailed(err)
	}
	defer resp.Body.Close()
	return passThrough(w, resp)
}

// embeddings serves POST /openai-compatible/v1/embeddings: the input
// strings are scanned (block refuses, redact forwards the redacted
// strings); token-id inputs and the vectors pass unscanned.
func (p *Proxy) embeddings(w http.ResponseWriter, r *http.Request, c *call, body []byte) error {
	rd, root, err := readBody(body)
	if err != nil {
		return err
	}
	d := rd.d
	var f [3]val // model, stream, input
	rd.get(root, embeddingKeys, f[:])
	var ck httpkit.Checker
	modelAndStream(&ck, d, f[0], f[1], &c.model, &c.stream)
	var in texts
	switch d.kind(f[2]) {
	case 0, 'n':
		ck.Add(at("input"), "Field required", "missing")
	case '"':
		in.add(d, "user", f[2])
	case '[':
		items := d.list(f[2])
		for item, _, ok := items.element(); ok; item, _, ok = items.element() {
			if d.kind(item) == '"' {
				in.add(d, "user", item)
			}
		}
	default:
		ck.Add(at("input"), "Input should be a string, a list of strings or token ids", "string_type")
	}
	if err := ck.Err(); err != nil {
		return err
	}
	ctx := r.Context()
	t, err := p.route(ctx, c.cfg, FormatOpenAI, r)
	if err != nil {
		return err
	}
	c.provider = t.provider
	out, err := p.scanInput(ctx, c, in.messages())
	if err != nil {
		return err
	}
	var edits []edit
	if out.Result.Redacted {
		edits = in.redact(out.Result.RedactedMessages)
	}
	body = rd.rewrite(edits)
	resp, err := p.send(ctx, FormatOpenAI, t, http.MethodPost, "/embeddings", body, r, false)
	if err != nil {
		return upstreamFailed(err)
	}
	defer resp.Body.Close()
	return passThrough(w, resp)
}

var embeddingKeys = []string{"model", "stream", "input"}

// passThrough relays an upstream answer as it is (status, JSON body).
func passThrough(w http.ResponseWriter, resp *http.Response) error {
	if resp.StatusCode != http.StatusOK {
		relayError(w, FormatOpenAI, resp)
		return nil
	}
	w.Header().Set("Content-Type", or(resp.Header.Get("Content-Type"), "application/json"))
	w.WriteHeader(http.StatusOK)
	_, _ = io.Copy(w, io.LimitReader(resp.Body, maxUpstreamBody))
	return nil
}

// ---- streaming

// openAIStream relays a streamed chat completion: text deltas go through
// one guard per choice, tool call deltas are gathered and checked whole
// when their choice finishes, and usage is sent last.
type openAIStream struct {
	relay
	frame   *chunkFrame // the first chunk's members but choices and usage
	choices map[int]*openAIChoice
	order   []int
	usage   json.RawMessage
	final   bool
}

// openAIChoice is the state of one streamed choice.
type openAIChoice struct {
	g         *guard
	role      string
	refusal   strings.Builder
	tools     map[int]*toolAcc
	toolOrder []int
	fn        *toolAcc
	finish    *string
	ending    bool
	done      bool
	noticed   bool
}

// toolAcc gathers a streamed tool call.
type toolAcc struct {
	id, typ, name string
	args          strings.Builder
}

// openAIChunk is what the relay reads of an upstream chunk (decodeChunk).
type openAIChunk struct {
	Choices []openAIChunkChoice `json:"choices"`
	Usage   json.RawMessage     `json:"usage"`
	Error   json.RawMessage     `json:"error"`
}

type openAIChunkChoice struct {
	Index        int         `json:"index"`
	Delta        openAIDelta `json:"delta"`
	FinishReason *string     `json:"finish_reason"`
}

// openAIDelta is a choice's delta, read from upstream chunks and written
// in the relay's (empty members left out).
type openAIDelta struct {
	Role         *string           `json:"role,omitempty"`
	Content      *string           `json:"content,omitempty"`
	Refusal      *string           `json:"refusal,omitempty"`
	ToolCalls    []openAIToolDelta `json:"tool_calls,omitempty"`
	FunctionCall *openAIFnPart     `json:"function_call,omitempty"`
}

type openAIToolDelta struct {
	Index    int          `json:"index"`
	ID       string       `json:"id,omitempty"`
	Type     string       `json:"type,omitempty"`
	Function openAIFnPart `json:"function"`
}

type openAIFnPart struct {
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments"`
}

// openAIOutChoice is a choice of an output chunk.
type openAIOutChoice struct {
	Index        int         `json:"index"`
	Delta        openAIDelta `json:"delta"`
	Logprobs     *struct{}   `json:"logprobs"`
	FinishReason *string     `json:"finish_reason"`
}

func newOpenAIStream(p *Proxy, r *http.Request, c *call, w http.ResponseWriter, body io.Reader, more map[string]any) *openAIStream {
	return &openAIStream{relay: newRelay(p, r, c, w, body, more), choices: map[int]*openAIChoice{}}
}

// run relays until the upstream ends or an error ends the stream.
func (s *openAIStream) run() {
	for {
		ev, err := s.in.next()
		if err == io.EOF {
			s.end(false)
			return
		}
		if err != nil {
			s.fail(upstreamInvalid("event stream"))
			return
		}
		data := bytes.TrimSpace(ev.data)
		if string(data) == "[DONE]" {
			s.end(true)
			return
		}
		stop, err := s.chunk(data)
		if err != nil {
			s.fail(err)
			return
		}
		if stop {
			return
		}
		if s.in.idle() || s.in.burst() {
			if err := s.flush(); err != nil {
				s.fail(err)
				return
			}
		}
	}
}

// chunk takes in one upstream chunk; stop is set when the upstream sent an
// error, which is relayed as it is and ends the stream.
func (s *openAIStream) chunk(data []byte) (stop bool, err error) {
	var ch openAIChunk
	if err := decodeChunk(data, &ch); err != nil {
		return false, upstreamInvalid("chat completion chunk")
	}
	if len(ch.Error) > 0 && string(ch.Error) != "null" {
		s.out.send("", data)
		_ = s.out.flush()
		return true, nil
	}
	// The chunk's other fields (id, model, created, ...) are the same in
	// every chunk of a completion: the first one is the template.
	if s.frame == nil {
		var top map[string]json.RawMessage
		if json.Unmarshal(data, &top) == nil && top != nil {
			s.frame = newChunkFrame(top)
		}
	}
	if len(ch.Usage) > 0 && string(ch.Usage) != "null" {
		s.usage = ch.Usage
	}
	for _, c := range ch.Choices {
		st := s.choice(c.Index)
		d := c.Delta
		if d.Role != nil {
			st.role = *d.Role
		}
		if d.Content != nil {
			if err := st.g.add(*d.Content); err != nil {
				return false, err
			}
		}
		if d.Refusal != nil {
			st.refusal.WriteString(*d.Refusal)
		}
		for _, tc := range d.ToolCalls {
			acc, ok := st.tools[tc.Index]
			if !ok {
				acc = &toolAcc{}
				st.tools[tc.Index] = acc
				st.toolOrder = append(st.toolOrder, tc.Index)
			}
			acc.id = or(tc.ID, acc.id)
			acc.typ = or(tc.Type, acc.typ)
			acc.name += tc.Function.Name
			acc.args.WriteString(tc.Function.Arguments)
			if acc.args.Len() > maxUpstreamBody {
				return false, upstreamInvalid("tool call within the size limit")
			}
		}
		if fc := d.FunctionCall; fc != nil {
			if st.fn == nil {
				st.fn = &toolAcc{}
			}
			st.fn.name += fc.Name
			st.fn.args.WriteString(fc.Arguments)
		}
		if c.FinishReason != nil {
			st.finish, st.ending = c.FinishReason, true
		}
	}
	return false, nil
}

func (s *openAIStream) choice(i int) *openAIChoice {
	st, ok := s.choices[i]
	if !ok {
		st = &openAIChoice{g: newGuard(s.c.eng, s.c.system), tools: map[int]*toolAcc{}}
		s.choices[i] = st
		s.order = append(s.order, i)
		slices.Sort(s.order)
	}
	return st
}

// flush scans what the choices gathered and sends what may leave: text
// older than the hold-back, and for choices that finished their tail,
// their checked tool calls and their finish reason. When the last open
// choice finishes, the whole answer is scanned first (the output event).
func (s *openAIStream) flush() error {
	var outs []openAIOutChoice
	for _, i := range s.order {
		st := s.choices[i]
		if st.done {
			continue
		}
		oc := openAIOutChoice{Index: i}
		var text string
		if st.ending {
			if !s.final && s.allEnding() {
				if err := s.scanAll(); err != nil {
					return err
				}
			}
			tail, blocked := st.g.release(true)
			if blocked != nil {
				return s.blocked(*blocked)
			}
			text = tail
			tools, err := s.checkTools(st)
			if err != nil {
				return err
			}
			oc.Delta.ToolCalls = tools
			if st.fn != nil {
				oc.Delta.FunctionCall = &openAIFnPart{Name: st.fn.name, Arguments: st.fn.args.String()}
			}
			oc.FinishReason = st.finish
			st.done = true
		} else {
			out, blocked := st.g.release(false)
			if blocked != nil {
				return s.blocked(*blocked)
			}
			text = out
		}
		if !st.noticed && s.notice != "" {
			text, st.noticed = s.notice+text, true
		}
		if st.role != "" {
			role := st.role
			oc.Delta.Role, st.role = &role, ""
		}
		if text != "" {
			oc.Delta.Content = &text
		}
		if st.refusal.Len() > 0 {
			ref := st.refusal.String()
			oc.Delta.Refusal = &ref
			st.refusal.Reset()
		}
		if oc.Delta.Role != nil || oc.Delta.Content != nil || oc.Delta.Refusal != nil || oc.Delta.ToolCalls != nil ||
			oc.Delta.FunctionCall != nil || oc.FinishReason != nil {
			outs = append(outs, oc)
		}
	}
	if len(outs) > 0 {
		s.out.send("", s.encode(outs, nil))
	}
	return s.out.flush()
}

func (s *openAIStream) allEnding() bool {
	for _, st := range s.choices {
		if !st.ending && !st.done {
			return false
		}
	}
	return true
}

// scanAll scans the whole answer (every choice) and writes the output event.
func (s *openAIStream) scanAll() error {
	s.final = true
	_, err := s.p.scanOutput(s.r.Context(), s.c, s.texts(), s.more)
	return err
}

// texts are the choices' texts so far.
func (s *openAIStream) texts() []string {
	all := make([]string, len(s.order))
	for k, i := range s.order {
		all[k] = s.choices[i].g.all()
	}
	return all
}

// blocked ends the answer a choice's guard stopped (see streamBlocked).
func (s *openAIStream) blocked(res engine.Result) error {
	final := s.final
	s.final = true
	return s.p.streamBlocked(s.r.Context(), s.c, final, s.texts(), s.more, res)
}

// checkTools checks a finished choice's tool calls and returns them as
// one delta each, whole.
func (s *openAIStream) checkTools(st *openAIChoice) ([]openAIToolDelta, error) {
	var out []openAIToolDelta
	for _, i := range st.toolOrder {
		acc := st.tools[i]
		args := acc.args.String()
		if err := s.p.checkTool(s.r.Context(), s.c, acc.id, acc.name, []byte(args)); err != nil {
			return nil, err
		}
		out = append(out, openAIToolDelta{Index: i, ID: acc.id, Type: or(acc.typ, "function"), Function: openAIFnPart{Name: acc.name, Arguments: args}})
	}
	if st.fn != nil {
		if err := s.p.checkTool(s.r.Context(), s.c, "", st.fn.name, []byte(st.fn.args.String())); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// encode renders an output chunk on the upstream's template (id, model,
// created, ...).
func (s *openAIStream) encode(choices []openAIOutChoice, usage json.RawMessage) []byte {
	f := s.frame
	if f == nil {
		f = newChunkFrame(nil)
	}
	if choices == nil {
		choices = []openAIOutChoice{}
	}
	list, _ := json.Marshal(choices)
	return f.render(list, usage)
}

// chunkFrame is an output chunk without its choices and usage, rendered
// once per stream: the template's members in the order encoding/json
// renders a map's (sorted keys), split where "choices" and "usage" go.
type chunkFrame struct {
	beforeChoices, beforeUsage, afterUsage []byte
}

// newChunkFrame renders the members of template, but choices and usage,
// with "object" as a chunk's when the template has none.
func newChunkFrame(template map[string]json.RawMessage) *chunkFrame {
	keys := make([]string, 0, len(template)+1)
	for k := range template {
		if k != "choices" && k != "usage" {
			keys = append(keys, k)
		}
	}
	if _, ok := template["object"]; !ok {
		keys = append(keys, "object")
	}
	slices.Sort(keys)
	f := &chunkFrame{}
	for _, k := range keys {
		v, ok := template[k]
		if !ok {
			v = json.RawMessage(`"chat.completion.chunk"`)
		}
		// Rendered as a one-member map, so key and value are escaped
		// and compacted exactly as in the whole map.
		m, _ := json.Marshal(map[string]json.RawMessage{k: v})
		part := &f.afterUsage
		switch {
		case k < "choices":
			part = &f.beforeChoices
		case k < "usage":
			part = &f.beforeUsage
		}
		*part = append(append(*part, m[1:len(m)-1]...), ',')
	}
	return f
}

// render is the chunk with choices (a JSON list) and usage (when set).
func (f *chunkFrame) render(choices []byte, usage json.RawMessage) []byte {
	b := make([]byte, 0, len(f.beforeChoices)+len(f.beforeUsage)+len(f.afterUsage)+len(choices)+len(usage)+32)
	b = append(b, '{')
	b = append(b, f.beforeChoices...)
	b = append(b, `"choices":`...)
	b = append(b, choices...)
	b = append(b, ',')
	b = append(b, f.beforeUsage...)
	if usage != nil {
		u, _ := json.Marshal(usage) // compacted and escaped as in a map
		b = append(b, `"usage":`...)
		b = append(append(b, u...), ',')
	}
	b = append(b, f.afterUsage...)
	b[len(b)-1] = '}'
	return b
}

// end finishes the stream when the upstream ended it: every open choice
// is finished (tail, tools), usage is sent, then [DONE] when the upstream
// sent it. An upstream that stopped without [DONE] before every choice
// had its finish reason is an error: the answer may be cut.
func (s *openAIStream) end(done bool) {
	complete := done || len(s.choices) > 0
	for _, st := range s.choices {
		complete = complete && (done || st.finish != nil)
		st.ending = true
	}
	if !complete {
		s.fail(upstreamInvalid("complete event stream"))
		return
	}
	if err := s.flush(); err != nil {
		s.fail(err)
		return
	}
	if len(s.usage) > 0 {
		s.out.send("", s.encode(nil, s.usage))
	}
	if done {
		s.out.send("", []byte("[DONE]"))
	}
	_ = s.out.flush()
}

// fail ends the stream with an error event the OpenAI SDKs raise.
func (s *openAIStream) fail(err error) { s.relay.fail(FormatOpenAI, "", err) }
