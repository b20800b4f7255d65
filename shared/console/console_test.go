package console

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// apiStub stands for the API: it answers JSON 404 to everything, as the
// router does for unknown routes.
var apiStub = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write([]byte(`{"error":{"code":"ROUTE_NOT_FOUND","message":"api"}}`))
})

var built = fstest.MapFS{
	"index.html":          {Data: []byte(`<!doctype html><title>Bulwark</title><script type="module" src="/assets/app-1.js"></script>`)},
	"assets/app-1.js":     {Data: []byte(`console.log(1)`)},
	"assets/app-1.css":    {Data: []byte(`body{}`)},
	"favicon.svg":         {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
	"assets/sub/.keep":    {Data: nil},
	"assets/sub/deep.txt": {Data: []byte(`x`)},
}

func get(h http.Handler, method, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec
}

func TestConsoleOwnsItsPathsOnly(t *testing.T) {
	h := handlerFS(apiStub, built, "")
	cases := []struct {
		method, path string
		status       int
		console      bool
		body         string
	}{
		{"GET", "/", 200, true, "<title>Bulwark</title>"},
		{"HEAD", "/", 200, true, ""},
		{"GET", "/events", 200, true, "<title>Bulwark</title>"},
		{"GET", "/apps/0190-abc/config", 200, true, "<title>Bulwark</title>"},
		{"GET", "/devices/policy/history", 200, true, "<title>Bulwark</title>"},
		{"GET", "/assets/app-1.js", 200, true, "console.log(1)"},
		{"GET", "/favicon.svg", 200, true, "<svg"},
		{"GET", "/assets/missing.js", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/assets/sub", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/nowhere", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/api/nowhere", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/api/events", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/openai-compatible/v1/x", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/anthropic-compatible/v1/x", 404, false, "ROUTE_NOT_FOUND"},
		{"GET", "/reset-password", 404, false, "ROUTE_NOT_FOUND"},
		{"POST", "/", 404, false, "ROUTE_NOT_FOUND"},
		{"DELETE", "/events", 404, false, "ROUTE_NOT_FOUND"},
	}
	for _, c := range cases {
		rec := get(h, c.method, c.path)
		if rec.Code != c.status {
			t.Errorf("%s %s: status %d, want %d", c.method, c.path, rec.Code, c.status)
		}
		if !strings.Contains(rec.Body.String(), c.body) {
			t.Errorf("%s %s: body %q lacks %q", c.method, c.path, rec.Body.String(), c.body)
		}
		csp := rec.Header().Get("Content-Security-Policy")
		if c.console && csp != CSP {
			t.Errorf("%s %s: CSP %q", c.method, c.path, csp)
		}
		if !c.console && csp != "" {
			t.Errorf("%s %s: the API's answer got the console's CSP", c.method, c.path)
		}
	}
}

func TestConsoleSecurityHeaders(t *testing.T) {
	h := handlerFS(apiStub, built, "")
	for _, p := range []string{"/", "/assets/app-1.js", "/datasets"} {
		rec := get(h, "GET", p)
		want := map[string]string{
			"X-Content-Type-Options": "nosniff",
			"Referrer-Policy":        "no-referrer",
			"X-Frame-Options":        "DENY",
		}
		for k, v := range want {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("%s: %s = %q, want %q", p, k, got, v)
			}
		}
		csp := rec.Header().Get("Content-Security-Policy")
		for _, part := range []string{"default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"} {
			if !strings.Contains(csp, part) {
				t.Errorf("%s: CSP %q lacks %q", p, csp, part)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
			t.Errorf("%s: CSP allows inline code: %q", p, csp)
		}
	}
	if cc := get(h, "GET", "/assets/app-1.js").Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("assets Cache-Control %q", cc)
	}
	if cc := get(h, "GET", "/").Header().Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("index Cache-Control %q", cc)
	}
}

func TestConsoleNotBuilt(t *testing.T) {
	h := handlerFS(apiStub, fstest.MapFS{}, "")
	rec := get(h, "GET", "/")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "make web") {
		t.Fatalf("not built: %d %q", rec.Code, rec.Body.String())
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("Content-Type %q", ct)
	}
	if rec.Header().Get("Content-Security-Policy") != CSP {
		t.Error("the not-built page lacks the CSP")
	}
	if rec := get(h, "GET", "/api/x"); rec.Code != 404 || !strings.Contains(rec.Body.String(), "ROUTE_NOT_FOUND") {
		t.Errorf("API behind an unbuilt console: %d %q", rec.Code, rec.Body.String())
	}
}

// TestHandlerEmbedsSomething: the embedded tree always compiles and serves
// "/" (the bundle or the not-built page).
func TestHandlerEmbedsSomething(t *testing.T) {
	rec := get(Handler(apiStub), "GET", "/")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<html") && !strings.Contains(rec.Body.String(), "<!doctype html>") {
		t.Fatalf("/: %d %q", rec.Code, rec.Body.String())
	}
}

// TestConsoleOnAnotherLiveOrigin: on AWS the live stream is the WebSocket
// API's; the console learns it from /console.json and its CSP admits that
// origin (and no other).
func TestConsoleOnAnotherLiveOrigin(t *testing.T) {
	live := LiveURL("https://abc123.execute-api.eu-west-1.amazonaws.com/live")
	if live != "wss://abc123.execute-api.eu-west-1.amazonaws.com/live" {
		t.Fatalf("LiveURL: %q", live)
	}
	for _, bad := range []string{"", "http://x/live", "not a url", "https:///live"} {
		if got := LiveURL(bad); got != "" {
			t.Errorf("LiveURL(%q) = %q", bad, got)
		}
	}
	h := handlerFS(apiStub, built, live)
	rec := get(h, "GET", "/console.json")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"live_url":"wss://abc123.execute-api.eu-west-1.amazonaws.com/live"`) {
		t.Fatalf("console.json: %d %s", rec.Code, rec.Body)
	}
	csp := get(h, "GET", "/").Header().Get("Content-Security-Policy")
	if !strings.Contains(csp, "connect-src 'self' wss://abc123.execute-api.eu-west-1.amazonaws.com;") {
		t.Fatalf("CSP: %s", csp)
	}
	local := get(handlerFS(apiStub, built, ""), "GET", "/console.json")
	if !strings.Contains(local.Body.String(), `"live_url":""`) {
		t.Fatalf("local console.json: %s", local.Body)
	}
}
