package proxy

import (
	"bytes"
	"encoding/json"
	"strings"

	"bulwark/shared/detect/engine"
	"bulwark/shared/httpkit"
)

// reader reads a request or answer body (see rawjson.go): the document,
// and the repeated members its reads passed over, which a rewritten body
// drops so that what leaves is what was scanned.
type reader struct {
	d        doc
	shadowed []edit
}

// readBody checks that body is a JSON object and returns its reader and
// root.
func readBody(body []byte) (*reader, val, error) {
	if !valid(body) {
		return nil, val{}, httpkit.Invalid([]any{"body"}, "JSON decode error: the body is not valid JSON", "json_invalid")
	}
	d := doc(body)
	root := d.root()
	if d.kind(root) != '{' {
		return nil, val{}, httpkit.Invalid([]any{"body"}, "Input should be a valid dictionary", "dict_type")
	}
	return &reader{d: d}, root, nil
}

// get reads the members named keys of object v into out (see doc.fields).
func (r *reader) get(v val, keys []string, out []val) { r.d.fields(v, keys, out, &r.shadowed) }

// listAt returns a cursor over the list that is v's member key (nothing
// when it is not a list).
func (r *reader) listAt(v val, key []string) cursor {
	var m [1]val
	r.get(v, key, m[:])
	return r.d.list(m[0])
}

// rewrite returns the body with the edits applied and the members that
// were passed over dropped, or the body as it came when there is neither.
// A repeated member is dropped even when nothing was redacted: a decoder
// that keeps the first copy (the proxy scans the last, as Go and most
// decoders read it) must never receive text that was not scanned.
func (r *reader) rewrite(edits []edit) []byte {
	if len(edits) == 0 && len(r.shadowed) == 0 {
		return r.d
	}
	return splice(r.d, append(edits, r.shadowed...))
}

// slot is one text of a body that is scanned: its role in the
// conversation, the text, and where its value is in the body.
type slot struct {
	role string
	text string
	at   val
}

// texts is a body's scanned texts, in order.
type texts []slot

// add records the text of value v (a string; anything else reads as "").
func (t *texts) add(d doc, role string, v val) {
	s, _ := d.str(v)
	*t = append(*t, slot{role: role, text: s, at: v})
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

// redact returns the edits that write the engine's redacted messages
// (same order as messages()) into the body: none when nothing changed.
func (t texts) redact(redacted []engine.Message) []edit {
	var edits []edit
	for i, s := range t {
		if i < len(redacted) && redacted[i].Content != s.text && s.at.present() {
			edits = append(edits, edit{from: s.at.from, to: s.at.to, with: quote(redacted[i].Content)})
		}
	}
	return edits
}

// contents are the texts alone.
func (t texts) contents() []string {
	out := make([]string, len(t))
	for i, s := range t {
		out[i] = s.text
	}
	return out
}

// at builds a validation location under the body.
func at(path ...any) []any { return append([]any{"body"}, path...) }

// canonicalJSON renders a value (an answer's tool input) as compact JSON
// with sorted keys, as the tool-call check has always read it; absent or
// null is {}.
func canonicalJSON(d doc, v val) []byte {
	if d.null(v) {
		return []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(d.raw(v)))
	dec.UseNumber()
	var x any
	_ = dec.Decode(&x) // a value of a valid document always decodes
	return encodeJSON(x)
}
