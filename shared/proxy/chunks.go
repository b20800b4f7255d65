package proxy

import (
	"encoding/json"
	"strconv"
)

// Streamed answers arrive as one small JSON document per event, dozens to
// thousands per answer. decodeChunk and decodeAnthropicEvent read them as
// json.Unmarshal into openAIChunk and anthropicEvent would, without
// reflection, for the shapes providers send. Anything else (a key in
// another case or escaped, a repeated key, a value of an unexpected type)
// is left to json.Unmarshal itself, so the result is always the same: the
// fuzz tests compare the two.

// decodeChunk decodes an OpenAI chat completion chunk into ch (zero).
func decodeChunk(data []byte, ch *openAIChunk) error {
	if valid(data) && readChunk(doc(data), ch) {
		return nil
	}
	*ch = openAIChunk{}
	return json.Unmarshal(data, ch)
}

// decodeAnthropicEvent decodes an Anthropic stream event into e (zero).
func decodeAnthropicEvent(data []byte, e *anthropicEvent) error {
	if valid(data) && readAnthropicEvent(doc(data), e) {
		return nil
	}
	*e = anthropicEvent{}
	return json.Unmarshal(data, e)
}

// fieldsOf calls fn with the index in names of each member of object v
// and its value, or -1 for a member named otherwise. It returns false,
// and so does fn to stop, when the fast path cannot decode v as
// encoding/json would: v is not an object, a key is escaped or not ASCII
// (encoding/json folds some non-ASCII letters to ASCII ones), matches a
// name only ignoring case, or repeats.
func fieldsOf(d doc, v val, names []string, fn func(i int, v val) bool) bool {
	if d.kind(v) != '{' {
		return false
	}
	var seen uint64
	c := d.object(v)
	for m, ok := c.member(); ok; m, ok = c.member() {
		key := d[m.key.from+1 : m.key.to-1]
		for _, c := range key {
			if c == '\\' || c >= 0x80 {
				return false
			}
		}
		i := -1
		for j, name := range names {
			if string(key) == name {
				i = j
				break
			}
			if asciiFold(key, name) {
				return false
			}
		}
		if i >= 0 {
			if seen&(1<<i) != 0 {
				return false
			}
			seen |= 1 << i
		}
		if !fn(i, m.value) {
			return false
		}
	}
	return true
}

// asciiFold reports whether the ASCII key is name ignoring case.
func asciiFold(key []byte, name string) bool {
	if len(key) != len(name) {
		return false
	}
	for i, c := range key {
		if c != name[i] && !(c|0x20 == name[i]|0x20 && 'a' <= c|0x20 && c|0x20 <= 'z') {
			return false
		}
	}
	return true
}

// readInt reads an int field: a number without fraction or exponent
// that fits (encoding/json refuses the others).
func readInt(d doc, v val, out *int) bool {
	if !d.isNumber(v) {
		return false
	}
	raw := d.raw(v)
	if len(raw) > 18 {
		n, err := strconv.ParseInt(string(raw), 10, strconv.IntSize)
		*out = int(n)
		return err == nil
	}
	n, neg := 0, raw[0] == '-'
	if neg {
		raw = raw[1:]
	}
	for _, c := range raw {
		if c < '0' || c > '9' {
			return false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	*out = n
	return true
}

// readString reads a string field: a string sets it, null leaves it.
func readString(d doc, v val, out *string) bool {
	switch d.kind(v) {
	case 'n':
		return true
	case '"':
		*out, _ = d.str(v)
		return true
	}
	return false
}

// readStringPtr reads a *string field: a string sets it, null clears it.
func readStringPtr(d doc, v val, out **string) bool {
	switch d.kind(v) {
	case 'n':
		*out = nil
		return true
	case '"':
		s, _ := d.str(v)
		*out = &s
		return true
	}
	return false
}

// readRaw reads a json.RawMessage field: a copy of the value.
func readRaw(d doc, v val, out *json.RawMessage) bool {
	*out = append(json.RawMessage(nil), d.raw(v)...)
	return true
}

// readList reads a slice field of objects: null clears it, an array of
// objects sets it, each element decoded by one.
func readList[T any](d doc, v val, out *[]T, one func(d doc, v val, t *T) bool) bool {
	switch d.kind(v) {
	case 'n':
		*out = nil
		return true
	case '[':
	default:
		return false
	}
	list := []T{}
	c := d.list(v)
	for e, _, ok := c.element(); ok; e, _, ok = c.element() {
		var t T
		if !one(d, e, &t) {
			return false
		}
		list = append(list, t)
	}
	*out = list
	return true
}

// readObject reads a struct field: null leaves it, an object is decoded by
// one.
func readObject[T any](d doc, v val, out *T, one func(d doc, v val, t *T) bool) bool {
	if d.kind(v) == 'n' {
		return true
	}
	return one(d, v, out)
}

var (
	chunkNames    = []string{"choices", "usage", "error"}
	choiceNames   = []string{"index", "delta", "finish_reason"}
	deltaNames    = []string{"role", "content", "refusal", "tool_calls", "function_call"}
	toolNames     = []string{"index", "id", "type", "function"}
	fnNames       = []string{"name", "arguments"}
	eventNames    = []string{"type", "index", "content_block", "delta"}
	eventDeltaKey = []string{"type", "text", "partial_json"}
)

func readChunk(d doc, ch *openAIChunk) bool {
	return fieldsOf(d, d.root(), chunkNames, func(i int, v val) bool {
		switch i {
		case 0:
			return readList(d, v, &ch.Choices, readChoice)
		case 1:
			return readRaw(d, v, &ch.Usage)
		case 2:
			return readRaw(d, v, &ch.Error)
		}
		return true
	})
}

func readChoice(d doc, v val, c *openAIChunkChoice) bool {
	return fieldsOf(d, v, choiceNames, func(i int, v val) bool {
		switch i {
		case 0:
			return readInt(d, v, &c.Index)
		case 1:
			return readObject(d, v, &c.Delta, readDelta)
		case 2:
			return readStringPtr(d, v, &c.FinishReason)
		}
		return true
	})
}

func readDelta(d doc, v val, delta *openAIDelta) bool {
	return fieldsOf(d, v, deltaNames, func(i int, v val) bool {
		switch i {
		case 0:
			return readStringPtr(d, v, &delta.Role)
		case 1:
			return readStringPtr(d, v, &delta.Content)
		case 2:
			return readStringPtr(d, v, &delta.Refusal)
		case 3:
			return readList(d, v, &delta.ToolCalls, readToolDelta)
		case 4:
			switch d.kind(v) {
			case 'n':
				delta.FunctionCall = nil
				return true
			case '{':
				delta.FunctionCall = &openAIFnPart{}
				return readFn(d, v, delta.FunctionCall)
			}
			return false
		}
		return true
	})
}

func readToolDelta(d doc, v val, t *openAIToolDelta) bool {
	return fieldsOf(d, v, toolNames, func(i int, v val) bool {
		switch i {
		case 0:
			return readInt(d, v, &t.Index)
		case 1:
			return readString(d, v, &t.ID)
		case 2:
			return readString(d, v, &t.Type)
		case 3:
			return readObject(d, v, &t.Function, readFn)
		}
		return true
	})
}

func readFn(d doc, v val, f *openAIFnPart) bool {
	return fieldsOf(d, v, fnNames, func(i int, v val) bool {
		switch i {
		case 0:
			return readString(d, v, &f.Name)
		case 1:
			return readString(d, v, &f.Arguments)
		}
		return true
	})
}

func readAnthropicEvent(d doc, e *anthropicEvent) bool {
	return fieldsOf(d, d.root(), eventNames, func(i int, v val) bool {
		switch i {
		case 0:
			return readString(d, v, &e.Type)
		case 1:
			return readInt(d, v, &e.Index)
		case 2:
			return readRaw(d, v, &e.ContentBlock)
		case 3:
			return readObject(d, v, &e.Delta, readEventDelta)
		}
		return true
	})
}

func readEventDelta(d doc, v val, delta *anthropicDelta) bool {
	return fieldsOf(d, v, eventDeltaKey, func(i int, v val) bool {
		switch i {
		case 0:
			return readString(d, v, &delta.Type)
		case 1:
			return readString(d, v, &delta.Text)
		case 2:
			return readString(d, v, &delta.PartialJSON)
		}
		return true
	})
}
