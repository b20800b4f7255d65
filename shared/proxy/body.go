package proxy

import (
	"bytes"
	"encoding/json"
	"strings"

	"bulwark/shared/detect/engine"
	"bulwark/shared/httpkit"
)

// Request and answer bodies are handled as JSON trees (numbers kept exact),
// so that every field the proxy does not read is forwarded as it came; a
// body is re-encoded only when a redaction changed it.

// decodeTree decodes a JSON object.
func decodeTree(body []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		return nil, httpkit.Invalid([]any{"body"}, "JSON decode error: the body is not valid JSON", "json_invalid")
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, httpkit.Invalid([]any{"body"}, "Input should be a valid dictionary", "dict_type")
	}
	return m, nil
}

// encodeTree encodes a tree as the body to send.
func encodeTree(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // a decoded tree always encodes
	return bytes.TrimRight(buf.Bytes(), "\n")
}

// slot is one text of a body that is scanned: its role in the
// conversation, the text, and how to replace it with its redacted form.
type slot struct {
	role string
	text string
	set  func(string)
}

// texts is a body's scanned texts, in order.
type texts []slot

// add records a text held in container m under key k.
func (t *texts) add(role string, m map[string]any, k string) {
	s, _ := m[k].(string)
	*t = append(*t, slot{role: role, text: s, set: func(v string) { m[k] = v }})
}

// messages are the texts as the engine's conversation.
func (t texts) messages() []engine.Message {
	out := make([]engine.Message, len(t))
	for i, s := range t {
		out[i] = engine.Message{Role: s.role, Content: s.text}
	}
	return out
}

// system joins the texts with a system role: the app's system prompt,
// which the output scan checks answers against.
func (t texts) system() string {
	var parts []string
	for _, s := range t {
		if s.role == "system" {
			parts = append(parts, s.text)
		}
	}
	return strings.Join(parts, engine.Separator)
}

// redact writes the engine's redacted messages (same order as messages())
// back into the body; it reports whether anything changed.
func (t texts) redact(redacted []engine.Message) bool {
	changed := false
	for i, s := range t {
		if i < len(redacted) && redacted[i].Content != s.text {
			s.set(redacted[i].Content)
			changed = true
		}
	}
	return changed
}

// contents are the texts alone.
func (t texts) contents() []string {
	out := make([]string, len(t))
	for i, s := range t {
		out[i] = s.text
	}
	return out
}

// field helpers over decoded trees.

func str(m map[string]any, k string) (string, bool) {
	s, ok := m[k].(string)
	return s, ok
}

func obj(v any) (map[string]any, bool) {
	m, ok := v.(map[string]any)
	return m, ok
}

func list(v any) ([]any, bool) {
	l, ok := v.([]any)
	return l, ok
}

// at builds a validation location under the body.
func at(path ...any) []any { return append([]any{"body"}, path...) }

// rawJSON encodes a decoded value (tool input) as compact JSON.
func rawJSON(v any) []byte {
	if v == nil {
		return []byte("{}")
	}
	return encodeTree(v)
}
