package proxy

import (
	"bytes"
	"encoding/json"
	"slices"
	"unicode/utf8"
)

// Request and answer bodies are handled as the bytes they came as: a body
// is validated once (as encoding/json does), the proxy reads only the
// members it needs (model, stream, tools, the texts to scan) as spans of
// the body, and a redaction splices the new texts in, so every byte the
// proxy does not change is forwarded as it came.

// maxDepth is encoding/json's bound on nested arrays and objects.
const maxDepth = 10000

// doc is a JSON document that valid accepted.
type doc []byte

// val is a value of a doc: the bytes [from, to). The zero val (to == 0)
// is an absent value; no value of a document ends at 0.
type val struct{ from, to int }

func (v val) present() bool { return v.to > 0 }

// member is a member of an object: its key (with the quotes) and value.
type member struct{ key, value val }

// valid reports whether b is one JSON value, alone but for white space,
// exactly as json.Valid does (strings may hold any byte from 0x20 up).
func valid(b []byte) bool {
	i, ok := validValue(b, skipSpace(b, 0), 0)
	return ok && skipSpace(b, i) == len(b)
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// validValue checks the value at b[i:] (depth containers deep) and
// returns where it ends.
func validValue(b []byte, i, depth int) (int, bool) {
	if i >= len(b) {
		return i, false
	}
	switch c := b[i]; {
	case c == '"':
		return validString(b, i)
	case c == '{' || c == '[':
		if depth >= maxDepth {
			return i, false
		}
		return validContainer(b, i, depth+1)
	case c == '-' || ('0' <= c && c <= '9'):
		return validNumber(b, i)
	case c == 't':
		return validLiteral(b, i, "true")
	case c == 'f':
		return validLiteral(b, i, "false")
	case c == 'n':
		return validLiteral(b, i, "null")
	}
	return i, false
}

// validContainer checks the object or array that opens at b[i].
func validContainer(b []byte, i, depth int) (int, bool) {
	object := b[i] == '{'
	closing := byte(']')
	if object {
		closing = '}'
	}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == closing {
		return i + 1, true
	}
	for {
		var ok bool
		if object {
			if i >= len(b) || b[i] != '"' {
				return i, false
			}
			if i, ok = validString(b, i); !ok {
				return i, false
			}
			i = skipSpace(b, i)
			if i >= len(b) || b[i] != ':' {
				return i, false
			}
			i = skipSpace(b, i+1)
		}
		if i, ok = validValue(b, i, depth); !ok {
			return i, false
		}
		i = skipSpace(b, i)
		switch {
		case i >= len(b):
			return i, false
		case b[i] == ',':
			i = skipSpace(b, i+1)
		case b[i] == closing:
			return i + 1, true
		default:
			return i, false
		}
	}
}

// validString checks the string that opens at b[i]: no control
// characters, only JSON's escapes.
func validString(b []byte, i int) (int, bool) {
	for i++; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"':
			return i + 1, true
		case c < 0x20:
			return i, false
		case c == '\\':
			i++
			if i >= len(b) {
				return i, false
			}
			switch b[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(b) {
					return i, false
				}
				for _, h := range b[i+1 : i+5] {
					if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return i, false
					}
				}
				i += 4
			default:
				return i, false
			}
		}
	}
	return i, false
}

// validNumber checks the number at b[i:]: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func validNumber(b []byte, i int) (int, bool) {
	if b[i] == '-' {
		i++
	}
	digits := func() bool {
		start := i
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
		return i > start
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case !digits():
		return i, false
	}
	if i < len(b) && b[i] == '.' {
		i++
		if !digits() {
			return i, false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if !digits() {
			return i, false
		}
	}
	return i, true
}

func validLiteral(b []byte, i int, lit string) (int, bool) {
	if len(b)-i < len(lit) || string(b[i:i+len(lit)]) != lit {
		return i, false
	}
	return i + len(lit), true
}

// ---- reading a valid document

// root is the document's value.
func (d doc) root() val {
	from := skipSpace(d, 0)
	return val{from, d.end(from)}
}

// end returns where the value that starts at d[i] ends.
func (d doc) end(i int) int {
	switch d[i] {
	case '"':
		return d.stringEnd(i)
	case '{', '[':
		depth := 0
		for {
			switch d[i] {
			case '"':
				i = d.stringEnd(i)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
			i++
		}
	}
	for i < len(d) && d[i] != ',' && d[i] != '}' && d[i] != ']' && !isSpace(d[i]) {
		i++
	}
	return i
}

// stringEnd returns where the string that opens at d[i] ends.
func (d doc) stringEnd(i int) int {
	i++
	for {
		j := bytes.IndexByte(d[i:], '"')
		// The quote ends the string unless an odd run of backslashes
		// escapes it.
		k := i + j
		n := 0
		for k-1-n >= i && d[k-1-n] == '\\' {
			n++
		}
		if n%2 == 0 {
			return k + 1
		}
		i = k + 1
	}
}

// kind is the first byte of v: one of { [ " t f n, or a number's first.
func (d doc) kind(v val) byte {
	if !v.present() {
		return 0
	}
	return d[v.from]
}

// null reports whether v is absent or null, which a decoded tree does not
// tell apart.
func (d doc) null(v val) bool { k := d.kind(v); return k == 0 || k == 'n' }

// isNumber reports whether v is a number.
func (d doc) isNumber(v val) bool { k := d.kind(v); return k == '-' || ('0' <= k && k <= '9') }

// raw is v's bytes.
func (d doc) raw(v val) []byte { return d[v.from:v.to] }

// str decodes v when it is a string, as encoding/json does (invalid UTF-8
// becomes U+FFFD).
func (d doc) str(v val) (string, bool) {
	if d.kind(v) != '"' {
		return "", false
	}
	if in := d[v.from+1 : v.to-1]; bytes.IndexByte(in, '\\') < 0 && utf8.Valid(in) {
		return string(in), true
	}
	var s string
	_ = json.Unmarshal(d.raw(v), &s) // a valid string always decodes
	return s, true
}

// keyIs reports whether the key k (a string val) is name.
func (d doc) keyIs(k val, name string) bool {
	in := d[k.from+1 : k.to-1]
	if bytes.IndexByte(in, '\\') < 0 {
		return string(in) == name
	}
	s, _ := d.str(k)
	return s == name
}

// cursor walks the members of an object or the elements of an array.
type cursor struct {
	d    doc
	i    int // the next member or element, or the closing bracket
	n    int // elements returned so far
	done bool
}

// list returns a cursor over the elements of v when v is an array (none
// otherwise).
func (d doc) list(v val) cursor { return d.cursor(v, '[') }

// object returns a cursor over the members of v when v is an object (none
// otherwise).
func (d doc) object(v val) cursor { return d.cursor(v, '{') }

func (d doc) cursor(v val, kind byte) cursor {
	if d.kind(v) != kind {
		return cursor{done: true}
	}
	return cursor{d: d, i: skipSpace(d, v.from+1)}
}

// member returns the next member of an object; c.i is then where the
// member after it starts.
func (c *cursor) member() (m member, ok bool) {
	d := c.d
	if c.done || d[c.i] == '}' {
		c.done = true
		return member{}, false
	}
	m.key = val{c.i, d.stringEnd(c.i)}
	i := skipSpace(d, m.key.to)
	i = skipSpace(d, i+1) // past the colon
	m.value = val{i, d.end(i)}
	c.next(m.value.to)
	return m, true
}

// element returns the next element of an array and its index.
func (c *cursor) element() (e val, n int, ok bool) {
	if c.done || c.d[c.i] == ']' {
		c.done = true
		return val{}, 0, false
	}
	e = val{c.i, c.d.end(c.i)}
	c.next(e.to)
	c.n++
	return e, c.n - 1, true
}

// next moves past a comma after a value that ended at i.
func (c *cursor) next(i int) {
	i = skipSpace(c.d, i)
	if c.d[i] == ',' {
		i = skipSpace(c.d, i+1)
	}
	c.i = i
}

// ---- objects as the proxy reads them

// maxFields is how many keys fields reads without allocating.
const maxFields = 8

// fields reads the members named keys of object v into out (out[i] for
// keys[i]; absent ones stay zero). When a key repeats, the last value is
// the one read, as encoding/json decodes; the earlier members are added to
// shadowed (when not nil), so that a rewritten body can drop what was
// never scanned. A repeated member is never the object's last, so it ends
// where the member after it starts.
func (d doc) fields(v val, keys []string, out []val, shadowed *[]edit) {
	clear(out)
	var spans [maxFields]edit // each found member, key to the next member's start
	span := spans[:]
	if len(keys) > maxFields {
		span = make([]edit, len(keys))
	}
	c := d.object(v)
	for m, ok := c.member(); ok; m, ok = c.member() {
		for i, k := range keys {
			if !d.keyIs(m.key, k) {
				continue
			}
			if out[i].present() && shadowed != nil {
				*shadowed = append(*shadowed, span[i])
			}
			out[i], span[i] = m.value, edit{from: m.key.from, to: c.i}
			break
		}
	}
}

// ---- rewriting

// edit replaces the bytes [from, to) of a document with with.
type edit struct {
	from, to int
	with     []byte
}

// splice applies non-overlapping edits to b and returns the new document.
func splice(b []byte, edits []edit) []byte {
	slices.SortFunc(edits, func(x, y edit) int { return x.from - y.from })
	n := len(b)
	for _, e := range edits {
		n += len(e.with) - (e.to - e.from)
	}
	out := make([]byte, 0, n)
	pos := 0
	for _, e := range edits {
		out = append(out, b[pos:e.from]...)
		out = append(out, e.with...)
		pos = e.to
	}
	return append(out, b[pos:]...)
}

// quote renders s as a JSON string.
func quote(s string) []byte { return encodeJSON(s) }

// encodeJSON renders a decoded value as compact JSON, with <, > and & as
// they are, as the proxy has always written the bodies it changed.
func encodeJSON(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // strings and decoded values always encode
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
