// Package proxytest is an LLM upstream stub for the proxy's tests, the SDK
// tests and the proxy benchmark: one loopback HTTP server that speaks the
// OpenAI format under /v1 (chat completions streamed or not, models,
// embeddings) and the Anthropic messages format, and answers from a script
// carried by the last user message:
//
//   - "say:TEXT" answers TEXT exactly; in a stream, "||" in TEXT marks a
//     chunk boundary (removed), otherwise chunks are ChunkBytes long;
//   - "tool:NAME {json}" answers with one call of tool NAME with those
//     arguments;
//   - "b64:" and the base64 of one of the above is that script, so that a
//     test can ask for an answer its own input scan would refuse;
//   - anything else answers "You said: " and the message, so a test sees
//     what reached the upstream (after redaction).
//
// It records every request it receives (path, headers, body), and may
// answer as slowly as a real model (Delay, ChunkDelay).
package proxytest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Upstream is a running stub.
type Upstream struct {
	// Server is the HTTP server on 127.0.0.1 (Start).
	Server *httptest.Server
	// Key, when set, is the API key the stub requires (Authorization:
	// Bearer for OpenAI, x-api-key for Anthropic).
	Key string
	// ChunkBytes is the size of streamed text chunks (default 8).
	ChunkBytes int
	// Delay is how long a model call waits before it answers (a real
	// model's time to the first token); ChunkDelay, how long a stream
	// waits between two events after the first (its time per token). Both
	// are zero by default: the stub answers at once. Like Key, set them
	// before the first request.
	Delay, ChunkDelay time.Duration

	mu       sync.Mutex
	requests []Request
}

// maxRecorded bounds the requests kept, so a long benchmark or a stub
// serving make run does not grow without end.
const maxRecorded = 1000

// Request is one request the stub received.
type Request struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// New returns a stub that is not serving yet: serve Handler yourself, or
// call Start.
func New() *Upstream { return &Upstream{ChunkBytes: 8} }

// Start starts a stub on a free loopback port; Close stops it.
func Start() *Upstream {
	u := New()
	u.Server = httptest.NewServer(u.Handler())
	return u
}

// Handler serves the stub's routes.
func (u *Upstream) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", u.chat)
	mux.HandleFunc("GET /v1/models", u.models)
	mux.HandleFunc("POST /v1/embeddings", u.embeddings)
	mux.HandleFunc("POST /v1/messages", u.messages)
	return mux
}

// Close stops the stub.
func (u *Upstream) Close() { u.Server.Close() }

// OpenAIBase is the base URL an OpenAI SDK (or provider entry) uses.
func (u *Upstream) OpenAIBase() string { return u.Server.URL + "/v1" }

// AnthropicBase is the base URL an Anthropic SDK (or provider entry) uses.
func (u *Upstream) AnthropicBase() string { return u.Server.URL }

// Requests returns the requests received so far.
func (u *Upstream) Requests() []Request {
	u.mu.Lock()
	defer u.mu.Unlock()
	return append([]Request(nil), u.requests...)
}

// Last returns the last request received (zero when none).
func (u *Upstream) Last() Request {
	u.mu.Lock()
	defer u.mu.Unlock()
	if len(u.requests) == 0 {
		return Request{}
	}
	return u.requests[len(u.requests)-1]
}

// record keeps the request and checks its key; false means it answered.
func (u *Upstream) record(w http.ResponseWriter, r *http.Request, anthropic bool) ([]byte, bool) {
	body, _ := io.ReadAll(r.Body)
	u.mu.Lock()
	if len(u.requests) == maxRecorded {
		u.requests = append(u.requests[:0], u.requests[maxRecorded/2:]...)
	}
	u.requests = append(u.requests, Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	u.mu.Unlock()
	if u.Key == "" {
		return body, true
	}
	got := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	if anthropic {
		got = r.Header.Get("X-Api-Key")
	}
	if got != u.Key {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		if anthropic {
			_, _ = io.WriteString(w, `{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}`)
		} else {
			_, _ = io.WriteString(w, `{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`)
		}
		return nil, false
	}
	return body, true
}

// reply is what the script asks for.
type reply struct {
	text   string
	chunks []string
	tool   string
	args   string
}

// script reads the last user message's text and decides the reply.
func (u *Upstream) script(last string) reply {
	if enc, ok := strings.CutPrefix(last, "b64:"); ok {
		if dec, err := base64.StdEncoding.DecodeString(strings.TrimSpace(enc)); err == nil {
			last = string(dec)
		}
	}
	switch {
	case strings.HasPrefix(last, "say:"):
		t := strings.TrimPrefix(last, "say:")
		var chunks []string
		if strings.Contains(t, "||") {
			chunks = strings.Split(t, "||")
		} else {
			chunks = split(t, u.ChunkBytes)
		}
		return reply{text: strings.Join(chunks, ""), chunks: chunks}
	case strings.HasPrefix(last, "tool:"):
		name, args, _ := strings.Cut(strings.TrimPrefix(last, "tool:"), " ")
		if strings.TrimSpace(args) == "" {
			args = "{}"
		}
		return reply{tool: name, args: args}
	}
	t := "You said: " + last
	return reply{text: t, chunks: split(t, u.ChunkBytes)}
}

// split cuts s into pieces of about n bytes, on character boundaries.
func split(s string, n int) []string {
	if n <= 0 {
		n = 8
	}
	var out []string
	for len(s) > 0 {
		i := min(n, len(s))
		for i < len(s) && !utf8.RuneStart(s[i]) {
			i++
		}
		out = append(out, s[:i])
		s = s[i:]
	}
	return out
}

// lastUserText finds the text of the last user message (string content or
// text parts/blocks).
func lastUserText(msgs []map[string]any) string {
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i]["role"] != "user" {
			continue
		}
		switch c := msgs[i]["content"].(type) {
		case string:
			return c
		case []any:
			var parts []string
			for _, p := range c {
				if m, ok := p.(map[string]any); ok {
					if t, ok := m["text"].(string); ok {
						parts = append(parts, t)
					}
				}
			}
			return strings.Join(parts, " ")
		}
	}
	return ""
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// ---- OpenAI

func (u *Upstream) chat(w http.ResponseWriter, r *http.Request) {
	body, ok := u.record(w, r, false)
	if !ok {
		return
	}
	var req struct {
		Model    string           `json:"model"`
		Stream   bool             `json:"stream"`
		Messages []map[string]any `json:"messages"`
		Options  *struct {
			IncludeUsage bool `json:"include_usage"`
		} `json:"stream_options"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		writeJSON(w, map[string]any{"error": map[string]any{"message": "bad json", "type": "invalid_request_error"}})
		return
	}
	rep := u.script(lastUserText(req.Messages))
	if !wait(r, u.Delay) {
		return
	}
	usage := map[string]int{"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
	if !req.Stream {
		msg := map[string]any{"role": "assistant", "content": rep.text}
		finish := "stop"
		if rep.tool != "" {
			msg["content"] = nil
			msg["tool_calls"] = []any{map[string]any{"id": "call_1", "type": "function",
				"function": map[string]any{"name": rep.tool, "arguments": rep.args}}}
			finish = "tool_calls"
		}
		writeJSON(w, map[string]any{
			"id": "chatcmpl-stub", "object": "chat.completion", "created": 1700000000, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish, "logprobs": nil}},
			"usage":   usage,
		})
		return
	}
	sse := u.startSSE(w, r)
	chunk := func(delta map[string]any, finish any) {
		sse.data(map[string]any{
			"id": "chatcmpl-stub", "object": "chat.completion.chunk", "created": 1700000000, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": nil}},
		})
	}
	chunk(map[string]any{"role": "assistant", "content": ""}, nil)
	finish := "stop"
	if rep.tool != "" {
		finish = "tool_calls"
		chunk(map[string]any{"tool_calls": []any{map[string]any{"index": 0, "id": "call_1", "type": "function",
			"function": map[string]any{"name": rep.tool, "arguments": ""}}}}, nil)
		for _, part := range split(rep.args, u.ChunkBytes) {
			chunk(map[string]any{"tool_calls": []any{map[string]any{"index": 0, "function": map[string]any{"arguments": part}}}}, nil)
		}
	}
	for _, c := range rep.chunks {
		chunk(map[string]any{"content": c}, nil)
	}
	chunk(map[string]any{}, finish)
	if req.Options != nil && req.Options.IncludeUsage {
		sse.data(map[string]any{"id": "chatcmpl-stub", "object": "chat.completion.chunk", "created": 1700000000,
			"model": req.Model, "choices": []any{}, "usage": usage})
	}
	sse.raw("", "[DONE]")
}

func (u *Upstream) models(w http.ResponseWriter, r *http.Request) {
	if _, ok := u.record(w, r, false); !ok {
		return
	}
	writeJSON(w, map[string]any{"object": "list", "data": []any{
		map[string]any{"id": "stub-model", "object": "model", "created": 1700000000, "owned_by": "bulwark-stub"},
	}})
}

func (u *Upstream) embeddings(w http.ResponseWriter, r *http.Request) {
	body, ok := u.record(w, r, false)
	if !ok {
		return
	}
	var req struct {
		Model string `json:"model"`
		Input any    `json:"input"`
	}
	_ = json.Unmarshal(body, &req)
	n := 1
	if l, ok := req.Input.([]any); ok {
		n = len(l)
	}
	data := make([]any, n)
	for i := range data {
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": []float64{0.1, 0.2, 0.3}}
	}
	writeJSON(w, map[string]any{"object": "list", "data": data, "model": req.Model,
		"usage": map[string]int{"prompt_tokens": 3, "total_tokens": 3}})
}

// ---- Anthropic

func (u *Upstream) messages(w http.ResponseWriter, r *http.Request) {
	body, ok := u.record(w, r, true)
	if !ok {
		return
	}
	var req struct {
		Model    string           `json:"model"`
		Stream   bool             `json:"stream"`
		Messages []map[string]any `json:"messages"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		writeJSON(w, map[string]any{"type": "error", "error": map[string]any{"type": "invalid_request_error", "message": "bad json"}})
		return
	}
	rep := u.script(lastUserText(req.Messages))
	if !wait(r, u.Delay) {
		return
	}
	usage := map[string]int{"input_tokens": 10, "output_tokens": 5}
	var input any = map[string]any{}
	if rep.tool != "" {
		_ = json.Unmarshal([]byte(rep.args), &input)
	}
	if !req.Stream {
		var content []any
		stop := "end_turn"
		if rep.tool != "" {
			content = append(content, map[string]any{"type": "tool_use", "id": "toolu_1", "name": rep.tool, "input": input})
			stop = "tool_use"
		} else {
			content = append(content, map[string]any{"type": "text", "text": rep.text})
		}
		writeJSON(w, map[string]any{"id": "msg_stub", "type": "message", "role": "assistant", "model": req.Model,
			"content": content, "stop_reason": stop, "stop_sequence": nil, "usage": usage})
		return
	}
	sse := u.startSSE(w, r)
	sse.event("message_start", map[string]any{"type": "message_start", "message": map[string]any{
		"id": "msg_stub", "type": "message", "role": "assistant", "model": req.Model, "content": []any{},
		"stop_reason": nil, "stop_sequence": nil, "usage": map[string]int{"input_tokens": 10, "output_tokens": 1}}})
	sse.event("ping", map[string]any{"type": "ping"})
	stop := "end_turn"
	if rep.tool != "" {
		stop = "tool_use"
		sse.event("content_block_start", map[string]any{"type": "content_block_start", "index": 0,
			"content_block": map[string]any{"type": "tool_use", "id": "toolu_1", "name": rep.tool, "input": map[string]any{}}})
		for _, part := range split(rep.args, u.ChunkBytes) {
			sse.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": 0,
				"delta": map[string]any{"type": "input_json_delta", "partial_json": part}})
		}
	} else {
		sse.event("content_block_start", map[string]any{"type": "content_block_start", "index": 0,
			"content_block": map[string]any{"type": "text", "text": ""}})
		for _, c := range rep.chunks {
			sse.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": 0,
				"delta": map[string]any{"type": "text_delta", "text": c}})
		}
	}
	sse.event("content_block_stop", map[string]any{"type": "content_block_stop", "index": 0})
	sse.event("message_delta", map[string]any{"type": "message_delta",
		"delta": map[string]any{"stop_reason": stop, "stop_sequence": nil}, "usage": map[string]int{"output_tokens": 5}})
	sse.event("message_stop", map[string]any{"type": "message_stop"})
}

// sseOut writes events, one flush each, as a real provider streams, the
// stub's ChunkDelay apart.
type sseOut struct {
	w     http.ResponseWriter
	f     http.Flusher
	r     *http.Request
	delay time.Duration
	sent  int
}

func (u *Upstream) startSSE(w http.ResponseWriter, r *http.Request) *sseOut {
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	f, _ := w.(http.Flusher)
	return &sseOut{w: w, f: f, r: r, delay: u.ChunkDelay}
}

func (s *sseOut) data(v any)               { s.event("", v) }
func (s *sseOut) event(name string, v any) { b, _ := json.Marshal(v); s.raw(name, string(b)) }

func (s *sseOut) raw(name, data string) {
	if s.sent++; s.sent > 1 && !wait(s.r, s.delay) {
		return
	}
	if name != "" {
		fmt.Fprintf(s.w, "event: %s\n", name)
	}
	fmt.Fprintf(s.w, "data: %s\n\n", data)
	if s.f != nil {
		s.f.Flush()
	}
}

// wait sleeps for d, or until the request is abandoned (false).
func wait(r *http.Request, d time.Duration) bool {
	if d <= 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-r.Context().Done():
		return false
	}
}
