package proxy

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"

	"bulwark/shared/detect/engine"
	"bulwark/shared/httpkit"
)

// parseMessages reads and checks a messages request: model, max_tokens,
// system (string or text blocks), messages (user or assistant, string or
// content blocks), stream. Text blocks, plain-text documents and the text
// of tool results are scanned; images and other documents are
// attachments, forwarded unscanned.
func parseMessages(body []byte) (*modelRequest, error) {
	var c httpkit.Checker
	// A tool is declared as {name, description, input_schema}.
	req, err := newModelRequest(body, &c, func(_ *reader, t val) val { return t })
	if err != nil {
		return nil, err
	}
	d := req.d
	if mt := req.root[keyMaxTokens]; c.Required(at("max_tokens"), !d.null(mt)) {
		if !d.isNumber(mt) || bytes.ContainsAny(d.raw(mt), ".eE-") {
			c.Add(at("max_tokens"), "Input should be a valid integer", "int_type")
		}
	}
	switch sys := req.root[keySystem]; d.kind(sys) {
	case 0, 'n':
	case '"':
		req.texts.add(d, "system", sys)
	case '[':
		req.blocks(&c, "system", sys, at("system"))
	default:
		c.Add(at("system"), "Input should be a valid string or list of text blocks", "string_type")
	}
	for _, msg := range checkMessages(&c, req.reader, req.root[keyMessages], "user", "assistant") {
		switch d.kind(msg.content) {
		case '"':
			req.texts.add(d, msg.role, msg.content)
		case '[':
			req.blocks(&c, msg.role, msg.content, at("messages", msg.i, "content"))
		default:
			c.Add(at("messages", msg.i, "content"), "Input should be a valid string or list of content blocks", "string_type")
		}
	}
	return req, c.Err()
}

// Members of content blocks that blocks and anthropicParts read.
var (
	blockKeys  = [...]string{"type", "text", "source", "content", "id", "name", "input"}
	sourceKeys = []string{"type", "data"}
)

// Indexes in blockKeys.
const (
	blockType = iota
	blockText
	blockSource
	blockContent
	blockID
	blockName
	blockInput
)

// blocks records the texts and attachments of a list of content blocks.
func (req *modelRequest) blocks(c *httpkit.Checker, role string, list val, loc []any) {
	d := req.d
	blocks := d.list(list)
	for b, j, ok := blocks.element(); ok; b, j, ok = blocks.element() {
		var f [len(blockKeys)]val
		req.get(b, blockKeys[:], f[:])
		typ, _ := d.str(f[blockType])
		if typ == "" {
			c.Add(append(loc, j, "type"), "Field required", "missing")
			continue
		}
		switch typ {
		case "text":
			if d.kind(f[blockText]) != '"' {
				c.Add(append(loc, j, "text"), "Input should be a valid string", "string_type")
				continue
			}
			req.texts.add(d, role, f[blockText])
		case "document":
			var src [2]val
			req.get(f[blockSource], sourceKeys, src[:])
			// An attached document is data the model reads, like a
			// tool's result, but no tool's (engine.RoleDocument).
			if kind, _ := d.str(src[0]); kind == "text" && d.kind(src[1]) == '"' {
				req.texts.add(d, engine.RoleDocument, src[1])
			}
			req.attachments++
		case "image", "file", "container_upload":
			req.attachments++
		case "tool_result":
			switch content := f[blockContent]; d.kind(content) {
			case '"':
				req.texts.add(d, "tool", content)
			case '[':
				req.blocks(c, "tool", content, append(loc, j, "content"))
			}
		}
	}
}

// messages serves POST /anthropic-compatible/v1/messages.
func (p *Proxy) messages(w http.ResponseWriter, r *http.Request, c *call, body []byte) error {
	return p.forward(w, r, c, body, anthropicWire)
}

// anthropicWire is how a message call is parsed, forwarded and relayed.
var anthropicWire = wire{
	format: FormatAnthropic, path: "/v1/messages", parse: parseMessages, answer: "message", parts: anthropicParts,
	stream: func(p *Proxy, r *http.Request, c *call, w http.ResponseWriter, body io.Reader, more map[string]any) {
		newAnthropicStream(p, r, c, w, body, more).run()
	},
}

// anthropicParts are what is scanned of a non-streamed message: its text
// blocks and its tool_use blocks.
func anthropicParts(r *reader, root val) answerParts {
	d := r.d
	var a answerParts
	blocks := r.listAt(root, contentKey)
	for b, _, ok := blocks.element(); ok; b, _, ok = blocks.element() {
		var f [len(blockKeys)]val
		r.get(b, blockKeys[:], f[:])
		switch typ, _ := d.str(f[blockType]); typ {
		case "text":
			a.texts.add(d, "assistant", f[blockText])
		case "tool_use", "server_tool_use", "mcp_tool_use":
			id, _ := d.str(f[blockID])
			name, _ := d.str(f[blockName])
			a.calls = append(a.calls, toolCall{id: id, name: name, args: canonicalJSON(d, f[blockInput])})
		}
	}
	return a
}

var contentKey = []string{"content"}

// ---- streaming

// anthropicStream relays a streamed message: text deltas go through one
// guard (each text block ends a paragraph), tool_use blocks are held until
// they are complete and checked, and the whole answer is scanned when the
// upstream sends message_delta (the output event).
type anthropicStream struct {
	relay
	g       *guard
	blocks  map[int]*anthropicBlock
	textIdx int // the open text block, -1 when none
	final   bool
}

// anthropicBlock is a content block being streamed.
type anthropicBlock struct {
	kind     string // "text", "tool" (held) or "other" (relayed)
	start    []byte
	id, name string
	input    strings.Builder
}

// anthropicEvent is what the relay reads of an upstream event
// (decodeAnthropicEvent).
type anthropicEvent struct {
	Type         string          `json:"type"`
	Index        int             `json:"index"`
	ContentBlock json.RawMessage `json:"content_block"`
	Delta        anthropicDelta  `json:"delta"`
}

type anthropicDelta struct {
	Type        string `json:"type"`
	Text        string `json:"text"`
	PartialJSON string `json:"partial_json"`
}

func newAnthropicStream(p *Proxy, r *http.Request, c *call, w http.ResponseWriter, body io.Reader, more map[string]any) *anthropicStream {
	return &anthropicStream{
		relay: newRelay(p, r, c, w, body, more), g: newGuard(c.eng, c.system), blocks: map[int]*anthropicBlock{}, textIdx: -1,
	}
}

// run relays until message_stop, an upstream error or a block.
func (s *anthropicStream) run() {
	for {
		ev, err := s.in.next()
		if err == io.EOF {
			if !s.final {
				s.fail(upstreamInvalid("complete event stream"))
			}
			_ = s.out.flush()
			return
		}
		if err != nil {
			s.fail(upstreamInvalid("event stream"))
			return
		}
		stop, err := s.event(ev)
		if err != nil {
			s.fail(err)
			return
		}
		if stop {
			_ = s.out.flush()
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

// event handles one upstream event; stop is set after message_stop or a
// relayed upstream error.
func (s *anthropicStream) event(ev event) (stop bool, err error) {
	var e anthropicEvent
	if err := decodeAnthropicEvent(ev.data, &e); err != nil {
		return false, upstreamInvalid("message event")
	}
	name := or(ev.name, e.Type)
	switch name {
	case "content_block_start":
		var cb struct {
			Type string `json:"type"`
			ID   string `json:"id"`
			Name string `json:"name"`
			Text string `json:"text"`
		}
		_ = json.Unmarshal(e.ContentBlock, &cb)
		switch cb.Type {
		case "text":
			s.blocks[e.Index] = &anthropicBlock{kind: "text"}
			s.textIdx = e.Index
			if cb.Text != "" {
				if err := s.g.add(cb.Text); err != nil {
					return false, err
				}
				ev.data = startWithoutText(e.Index)
			}
			s.out.send(name, ev.data)
			if s.notice != "" {
				s.sendText(e.Index, s.notice)
				s.notice = ""
			}
		case "tool_use", "server_tool_use", "mcp_tool_use":
			s.blocks[e.Index] = &anthropicBlock{kind: "tool", start: append([]byte(nil), ev.data...), id: cb.ID, name: cb.Name}
		default:
			s.blocks[e.Index] = &anthropicBlock{kind: "other"}
			s.out.send(name, ev.data)
		}
	case "content_block_delta":
		b := s.blocks[e.Index]
		switch {
		case b != nil && b.kind == "text" && e.Delta.Type == "text_delta":
			if err := s.g.add(e.Delta.Text); err != nil {
				return false, err
			}
		case b != nil && b.kind == "tool" && e.Delta.Type == "input_json_delta":
			if b.input.WriteString(e.Delta.PartialJSON); b.input.Len() > maxUpstreamBody {
				return false, upstreamInvalid("tool input within the size limit")
			}
		case b != nil && b.kind == "tool":
			// other deltas of a held block are dropped with it
		case e.Delta.Type == "text_delta":
			// Text outside an open text block would pass unscanned.
			return false, upstreamInvalid("message event")
		default:
			s.out.send(name, ev.data)
		}
	case "content_block_stop":
		b := s.blocks[e.Index]
		switch {
		case b != nil && b.kind == "text":
			tail, blocked := s.g.release(true)
			if blocked != nil {
				return false, s.blocked(*blocked)
			}
			if tail != "" {
				s.sendText(e.Index, tail)
			}
			s.g.separate()
			s.textIdx = -1
			s.out.send(name, ev.data)
		case b != nil && b.kind == "tool":
			args := b.input.String()
			if strings.TrimSpace(args) == "" {
				args = "{}"
			}
			if err := s.p.checkTool(s.r.Context(), s.c, b.id, b.name, []byte(args)); err != nil {
				return false, err
			}
			s.out.send("content_block_start", b.start)
			delta, _ := json.Marshal(map[string]any{
				"type": "content_block_delta", "index": e.Index,
				"delta": map[string]string{"type": "input_json_delta", "partial_json": args},
			})
			s.out.send("content_block_delta", delta)
			s.out.send(name, ev.data)
		default:
			s.out.send(name, ev.data)
		}
		delete(s.blocks, e.Index)
	case "message_delta":
		if !s.final {
			s.final = true
			if _, err := s.p.scanOutput(s.r.Context(), s.c, []string{s.g.all()}, s.more); err != nil {
				return false, err
			}
		}
		s.out.send(name, ev.data)
	case "message_stop":
		s.out.send(name, ev.data)
		return true, nil
	case "error":
		s.out.send(name, ev.data)
		return true, nil
	default: // message_start, ping and events this relay does not know
		s.out.send(name, ev.data)
	}
	return false, nil
}

// flush sends the text of the open block that may leave now.
func (s *anthropicStream) flush() error {
	if s.textIdx >= 0 {
		out, blocked := s.g.release(false)
		if blocked != nil {
			return s.blocked(*blocked)
		}
		if out != "" {
			s.sendText(s.textIdx, out)
		}
	}
	return s.out.flush()
}

// blocked ends the answer the guard stopped (see streamBlocked).
func (s *anthropicStream) blocked(res engine.Result) error {
	final := s.final
	s.final = true
	return s.p.streamBlocked(s.r.Context(), s.c, final, []string{s.g.all()}, s.more, res)
}

// sendText queues a text delta of block i.
func (s *anthropicStream) sendText(i int, text string) {
	s.out.send("content_block_delta", textDelta(i, text))
}

// textDelta is the content_block_delta event of text for block i, written
// as encoding/json writes the map of its members (sorted keys).
func textDelta(i int, text string) []byte {
	t, _ := json.Marshal(text) // a string always encodes
	b := make([]byte, 0, len(t)+96)
	b = append(b, `{"delta":{"text":`...)
	b = append(b, t...)
	b = append(b, `,"type":"text_delta"},"index":`...)
	b = strconv.AppendInt(b, int64(i), 10)
	return append(b, `,"type":"content_block_delta"}`...)
}

// startWithoutText is a text block's start whose initial text is sent as
// a delta instead, through the guard.
func startWithoutText(i int) []byte {
	b := []byte(`{"content_block":{"text":"","type":"text"},"index":`)
	b = strconv.AppendInt(b, int64(i), 10)
	return append(b, `,"type":"content_block_start"}`...)
}

// fail ends the stream with an error event the Anthropic SDKs raise.
func (s *anthropicStream) fail(err error) { s.relay.fail(FormatAnthropic, "error", err) }
