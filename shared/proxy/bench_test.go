package proxy_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"bulwark/shared/cputime"
	"bulwark/shared/proxy"
	"bulwark/shared/proxy/proxytest"
)

// The proxy benchmarks measure the proxy's own work per request: the
// request goes straight to the handler (no client socket), the platform
// runs on the embedded adapters as make run serves it (events and counters
// written behind the request), and the upstream replays answers the stub
// rendered once, event by event with a flush each, so that neither the
// client's nor the stub's JSON is counted. ns/op and allocs/op include the
// loopback call to the upstream; cpu-ns/op is the process's CPU time per
// call, which waiting does not inflate.
//
//	go test -run '^$' -bench BenchmarkProxy -benchmem ./shared/proxy/

// benchPrompt and benchAnswer are the requests of scripts/bench/proxy.
const (
	benchPrompt = "Summarise the quarterly report in three short bullet points for the board."
	benchAnswer = "Revenue grew four percent while costs fell, driven by the new supplier contracts. " +
		"Churn stayed flat in Europe and improved slightly in North America after the pricing change. " +
		"Hiring slowed as planned; the support backlog is down to two days. " +
		"Risks for next quarter: the data-centre migration, currency swings and one large renewal in March. " +
		"The board is asked to approve the revised travel policy."
)

// benchEnv is a platform serving the proxy in front of a replaying
// upstream.
type benchEnv struct {
	h        http.Handler
	key, app string
}

func newBenchEnv(b *testing.B) *benchEnv {
	b.Helper()
	rp := &replayer{stub: proxytest.New().Handler(), answers: map[string][][]byte{}}
	up := httptest.NewServer(rp)
	b.Cleanup(up.Close)
	d, err := proxytest.OpenDeployment(b.TempDir(), []map[string]any{
		{"slug": "stub", "format": "openai", "base_url": up.URL + "/v1", "default": true},
		{"slug": "stub-anthropic", "format": "anthropic", "base_url": up.URL, "default": true},
	})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(d.Close)
	app, err := d.NewApp()
	if err != nil {
		b.Fatal(err)
	}
	return &benchEnv{h: d.Handler, key: d.Key, app: app}
}

// serve sends one request to the platform's handler.
func (v *benchEnv) serve(path string, body []byte) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", path, bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+v.key)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(proxy.HeaderAppID, v.app)
	rec := httptest.NewRecorder()
	v.h.ServeHTTP(rec, req)
	return rec
}

// replayer is the benchmarks' upstream: the first request of each path and
// body is answered by the stub and recorded, later ones replay the
// recording, one event (or the whole body) per write and flush.
type replayer struct {
	stub    http.Handler
	answers map[string][][]byte // set up before the timed loop, then read-only
}

func (rp *replayer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	k := r.URL.Path + "\x00" + string(body)
	parts, ok := rp.answers[k]
	if !ok {
		rec := httptest.NewRecorder()
		r.Body = io.NopCloser(bytes.NewReader(body))
		rp.stub.ServeHTTP(rec, r)
		out := rec.Body.Bytes()
		if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/event-stream") {
			for ev := range strings.SplitAfterSeq(string(out), "\n\n") {
				if ev != "" {
					parts = append(parts, []byte(ev))
				}
			}
		} else {
			parts = [][]byte{out}
		}
		rp.answers[k] = parts
	}
	w.Header().Set("Content-Type", "application/json")
	if len(parts) > 1 || bytes.HasPrefix(parts[0], []byte("data:")) || bytes.HasPrefix(parts[0], []byte("event:")) {
		w.Header().Set("Content-Type", "text/event-stream")
	}
	f, _ := w.(http.Flusher)
	for _, p := range parts {
		_, _ = w.Write(p)
		if f != nil && len(parts) > 1 {
			f.Flush()
		}
	}
}

// run benchmarks one request shape: a first call records the upstream's
// answer (and warms the caches), then every iteration is one proxied call.
func (v *benchEnv) run(b *testing.B, path string, body []byte, check func(b *testing.B, out []byte)) {
	b.Helper()
	rec := v.serve(path, body)
	if rec.Code != http.StatusOK {
		b.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
	}
	check(b, rec.Body.Bytes())
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	cpu := cputime.Process()
	n := 0
	for b.Loop() {
		if rec := v.serve(path, body); rec.Code != http.StatusOK {
			b.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		n++
	}
	// The process's CPU time per call (proxy, upstream and the write-behind
	// goroutine), which does not count waiting as ns/op does.
	b.ReportMetric(float64(cputime.Process()-cpu)/float64(n), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used (user and system).

func chatBody(stream bool, text string) []byte {
	body, _ := json.Marshal(map[string]any{"model": "stub-model", "stream": stream,
		"messages": []any{map[string]any{"role": "user", "content": text}}})
	return body
}

func has(want string) func(b *testing.B, out []byte) {
	return func(b *testing.B, out []byte) {
		b.Helper()
		if !bytes.Contains(out, []byte(want)) {
			b.Fatalf("the answer lacks %q: %s", want, out)
		}
	}
}

// BenchmarkProxyChat is one non-streamed chat completion of
// scripts/bench/proxy: a 76-character prompt and its echo.
func BenchmarkProxyChat(b *testing.B) {
	v := newBenchEnv(b)
	v.run(b, proxy.PathChatCompletions, chatBody(false, benchPrompt), has("You said: Summarise"))
}

// BenchmarkProxyChatStream is the streamed chat completion of
// scripts/bench/proxy: a 420-byte answer in 8-byte chunks.
func BenchmarkProxyChatStream(b *testing.B) {
	v := newBenchEnv(b)
	v.run(b, proxy.PathChatCompletions, chatBody(true, "say:"+benchAnswer), has("[DONE]"))
}

// BenchmarkProxyChatAttachment is a chat completion carrying a 1 MB image
// inline (base64), which is forwarded unscanned.
func BenchmarkProxyChatAttachment(b *testing.B) {
	v := newBenchEnv(b)
	img := base64.StdEncoding.EncodeToString(bytes.Repeat([]byte{0x89, 'P', 'N', 'G', 7, 0}, 1<<20/6))
	body, _ := json.Marshal(map[string]any{"model": "stub-model", "messages": []any{map[string]any{
		"role": "user", "content": []any{
			map[string]any{"type": "text", "text": benchPrompt},
			map[string]any{"type": "image_url", "image_url": map[string]any{"url": "data:image/png;base64," + img}},
		},
	}}})
	v.run(b, proxy.PathChatCompletions, body, has("You said: Summarise"))
}

// BenchmarkProxyMessages is one non-streamed Anthropic message.
func BenchmarkProxyMessages(b *testing.B) {
	v := newBenchEnv(b)
	body, _ := json.Marshal(map[string]any{"model": "stub-model", "max_tokens": 256, "system": "You are terse.",
		"messages": []any{map[string]any{"role": "user", "content": benchPrompt}}})
	v.run(b, proxy.PathAnthropicMessages, body, has("You said: Summarise"))
}

// BenchmarkProxyMessagesStream is the streamed answer of
// BenchmarkProxyChatStream as Anthropic message events.
func BenchmarkProxyMessagesStream(b *testing.B) {
	v := newBenchEnv(b)
	body, _ := json.Marshal(map[string]any{"model": "stub-model", "max_tokens": 256, "stream": true,
		"messages": []any{map[string]any{"role": "user", "content": "say:" + benchAnswer}}})
	v.run(b, proxy.PathAnthropicMessages, body, has("message_stop"))
}
