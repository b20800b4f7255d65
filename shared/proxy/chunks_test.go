package proxy

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The seeds of the decoding fuzz tests: chunks and events as providers
// send them, and the shapes the fast path leaves to encoding/json.
var chunkSeeds = []string{
	`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1700000000,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null,"logprobs":null}]}`,
	`{"id":"c","choices":[{"index":0,"delta":{"content":"Hello \u00e9\ud83d\ude00 \"x\""},"finish_reason":null}]}`,
	`{"choices":[{"index":1,"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"f","arguments":""}}]}}]}`,
	`{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"a\":"}}]},"finish_reason":null}]}`,
	`{"choices":[{"index":0,"delta":{"function_call":{"name":"f","arguments":"{}"}},"finish_reason":"function_call"}]}`,
	`{"choices":[],"usage":{"prompt_tokens":10,"completion_tokens":5, "total_tokens":15}}`,
	`{"error":{"message":"overloaded","type":"server_error"}}`,
	`{"choices":null,"usage":null,"error":null}`,
	`{"choices":[{"index":0,"delta":null,"finish_reason":"stop"}]}`,
	`{"Choices":[{"index":3}]}`, `{"choices":[{"INDEX":3}]}`, `{"choices":[{"index":1},{"index":2}],"choices":[]}`,
	`{"choices":[{"index":1.0}]}`, `{"choices":[{"index":"1"}]}`, `{"choices":[{"index":99999999999999999999}]}`,
	`{"choices":[{"index":-7,"delta":{"content":5}}]}`, `{"choices":[null]}`, `{"choices":{}}`, `{"ch\u006fices":[]}`,
	`{"choices":[{"delta":{"role":null,"content":null,"tool_calls":null,"function_call":null}}]}`,
	`{"choices":[{"delta":{"tool_calls":[{"id":null,"type":null,"function":null}]}}]}`,
	`{"choices":[{"delta":{"content":"a"},"delta":{"role":"b"}}]}`, `{"ſhoices":[]}`, `{"choices":[{"index":0,"delta":{"content":"\xff"}}]}`,
	`null`, `[]`, `"x"`, `5`, `{}`, ``, `{`, `{"choices":[{"index":0}]} x`,
	`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}`,
	`{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"t","name":"n","input":{}}}`,
	`{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"a\": 1"}}`,
	`{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":5}}`,
	`{"type":"ping"}`, `{"Type":"ping"}`, `{"type":null,"index":null,"delta":null,"content_block":null}`,
	`{"type":"x","type":"y"}`, `{"index":1e2}`, `{"delta":{"text":["x"]}}`,
}

// FuzzDecodeChunk checks that decodeChunk decodes every document as
// json.Unmarshal does: the same error or none, the same value.
func FuzzDecodeChunk(f *testing.F) { fuzzDecode(f, decodeChunk) }

// FuzzDecodeAnthropicEvent is FuzzDecodeChunk for Anthropic events.
func FuzzDecodeAnthropicEvent(f *testing.F) { fuzzDecode(f, decodeAnthropicEvent) }

func fuzzDecode[T any](f *testing.F, decode func([]byte, *T) error) {
	for _, s := range chunkSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var got, want T
		gerr, werr := decode(data, &got), json.Unmarshal(data, &want)
		if (gerr == nil) != (werr == nil) {
			t.Fatalf("%s: error %v, encoding/json %v", data, gerr, werr)
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%s:\n got %+v\nwant %+v", data, got, want)
		}
	})
}

// FuzzValid checks valid against json.Valid.
func FuzzValid(f *testing.F) {
	for _, s := range append(chunkSeeds, `[[[]]]`, `{"a":[1,-0.5e+3,true,false,null,"\u12ab\n"]}`, ` 1 `, `01`, `1.`, `-`, `"\u12"`, `"\x01"`, "\"\t\"", `tru`, `{"a" 1}`, `{,}`, `[1,]`) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if got, want := valid(data), json.Valid(data); got != want {
			t.Fatalf("%q: valid %v, json.Valid %v", data, got, want)
		}
	})
}

// Output chunks are written byte for byte as when they were encoded as
// maps: the template's members and choices and usage in sorted key order,
// escaped and compacted by encoding/json.
func TestOutputChunksAreWrittenAsTheirMaps(t *testing.T) {
	role, text := "assistant", "<b>R&D</b>\u2028\xff"
	choices := []openAIOutChoice{{Index: 0, Delta: openAIDelta{Role: &role, Content: &text}}}
	list, _ := json.Marshal(choices)
	for _, tmpl := range []string{
		`null`, `{}`,
		`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1700000000,"model":"m<&>","system_fingerprint":null}`,
		`{"zeta": {"a" : [1, 2]},"Ärger":"x","a":true,"choices":[1],"usage":{"n":1},"service_tier":"default","v":"\u003c"}`,
	} {
		var top map[string]json.RawMessage
		if err := json.Unmarshal([]byte(tmpl), &top); err != nil {
			t.Fatal(err)
		}
		for _, usage := range []json.RawMessage{nil, json.RawMessage(`{"prompt_tokens": 10, "note":"<x>"}`)} {
			// What the stream wrote before: the template as a map.
			m := map[string]json.RawMessage{"object": json.RawMessage(`"chat.completion.chunk"`)}
			for k, v := range top {
				m[k] = v
			}
			m["choices"] = list
			delete(m, "usage")
			if usage != nil {
				m["usage"] = usage
			}
			want, _ := json.Marshal(m)
			if got := newChunkFrame(top).render(list, usage); string(got) != string(want) {
				t.Errorf("template %s, usage %s:\n got %s\nwant %s", tmpl, usage, got, want)
			}
		}
	}
	for i, text := range []string{"", "plain", "<a&b>", "\u2028 \u2029", "\xff\xfe", "line\n\t\"q\"\\"} {
		want, _ := json.Marshal(map[string]any{
			"type": "content_block_delta", "index": i, "delta": map[string]string{"type": "text_delta", "text": text},
		})
		if got := textDelta(i, text); string(got) != string(want) {
			t.Errorf("text delta %q:\n got %s\nwant %s", text, got, want)
		}
		want, _ = json.Marshal(map[string]any{
			"type": "content_block_start", "index": i, "content_block": map[string]string{"type": "text", "text": ""},
		})
		if got := startWithoutText(i); string(got) != string(want) {
			t.Errorf("start %d:\n got %s\nwant %s", i, got, want)
		}
	}
}
