package platform_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
	"bulwark/shared/platform"
)

// fill replaces {params} with a value so that a documented path can be requested.
func fill(path string) string {
	var b strings.Builder
	skip := false
	for _, c := range path {
		switch {
		case c == '{':
			skip = true
			b.WriteString("x1")
		case c == '}':
			skip = false
		case !skip:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func allGroups() platform.Groups {
	g := platform.Groups{}
	for _, name := range openapi.Groups() {
		if name != "meta" {
			g[name] = nil
		}
	}
	return g
}

func TestHandlerServesExactlyTheDocumentedOperations(t *testing.T) {
	h, rt, err := platform.Handler(&platform.Deps{}, allGroups())
	if err != nil {
		t.Fatal(err)
	}
	served := map[string]bool{}
	for _, r := range rt.Routes() {
		served[r.Method+" "+r.Path] = true
	}
	ops := openapi.Operations()
	if len(served) != len(ops) {
		t.Errorf("router serves %d routes, the OpenAPI document lists %d", len(served), len(ops))
	}
	for _, op := range ops {
		if !served[op.Method+" "+op.Path] {
			t.Errorf("documented but not served: %s %s", op.Method, op.Path)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(op.Method, fill(op.Path), strings.NewReader("{}")))
		if w.Code == http.StatusNotFound && strings.Contains(w.Body.String(), "ROUTE_NOT_FOUND") || w.Code == http.StatusMethodNotAllowed {
			t.Errorf("%s %s is documented but answers %d %s", op.Method, op.Path, w.Code, w.Body)
		}
	}
}

func TestUnbuiltGroupsAnswer501WithTheEnvelope(t *testing.T) {
	l := localDeps(t)
	res, err := identity.Bootstrap(context.Background(), l.Main, l.Clock, "", "")
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := platform.Handler(&l.Deps, platform.Groups{"datasets": nil})
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/datasets", nil))
	if w.Code != 401 || !strings.Contains(w.Body.String(), `"UNAUTHENTICATED"`) || w.Header().Get("WWW-Authenticate") == "" {
		t.Fatalf("without a key: got %d %s", w.Code, w.Body)
	}
	// The bearer key passes; X-API-Key is accepted on runtime routes only.
	for hdr, want := range map[string]int{"Authorization": 501, "X-API-Key": 401} {
		r := httptest.NewRequest("GET", "/api/datasets", nil)
		if hdr == "Authorization" {
			r.Header.Set(hdr, "Bearer "+res.APIKey)
		} else {
			r.Header.Set(hdr, res.APIKey)
		}
		w = httptest.NewRecorder()
		h.ServeHTTP(w, r)
		var env struct {
			Error struct{ Code, Message string }
		}
		_ = json.Unmarshal(w.Body.Bytes(), &env)
		if w.Code != want || want == 501 && env.Error.Code != "NOT_IMPLEMENTED" {
			t.Fatalf("with %s: got %d %s", hdr, w.Code, w.Body)
		}
	}
	r := httptest.NewRequest("GET", "/api/datasets", nil)
	r.Header.Set("Authorization", "Bearer "+res.APIKey+"x")
	w = httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != 401 || !strings.Contains(w.Body.String(), `"INVALID_API_KEY"`) {
		t.Fatalf("with a bad key: got %d %s", w.Code, w.Body)
	}
	// Routes of groups this handler does not carry are unknown here.
	w = httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/jobs", nil))
	if w.Code != 404 {
		t.Fatalf("jobs route on the datasets function: got %d", w.Code)
	}
}

func TestMetaRoutes(t *testing.T) {
	h, _, err := platform.Handler(&platform.Deps{}, platform.Groups{})
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/health", nil))
	if w.Code != 200 || strings.TrimSpace(w.Body.String()) != `{"status":"ok"}` {
		t.Fatalf("health: %d %s", w.Code, w.Body)
	}
	w = httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/api/openapi.json", nil))
	var doc struct {
		OpenAPI string         `json:"openapi"`
		Paths   map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &doc); err != nil || doc.OpenAPI != "3.1.0" || len(doc.Paths) == 0 {
		t.Fatalf("openapi: %d %v %+v", w.Code, err, doc)
	}
}

func TestBuilderCannotServeUndocumentedRoutes(t *testing.T) {
	rogue := func(*platform.Deps) ([]httpkit.Route, error) {
		return []httpkit.Route{{Method: "GET", Path: "/api/jobs/secret-admin", Handler: http.NotFoundHandler()}}, nil
	}
	if _, _, err := platform.Handler(&platform.Deps{}, platform.Groups{"jobs": rogue}); err == nil {
		t.Fatal("an undocumented route was accepted")
	}
	if _, _, err := platform.Handler(&platform.Deps{}, platform.Groups{"nosuchgroup": nil}); err == nil {
		t.Fatal("an unknown group was accepted")
	}
}

func TestFromEnv(t *testing.T) {
	env := map[string]string{}
	get := func(k string) string { return env[k] }
	c, err := platform.FromEnv(get)
	if err != nil || c.Addr != "127.0.0.1:8080" || c.DataDir != ".data" || c.JWTTTL.Hours() != 1 || c.RateLimit != 600 {
		t.Fatalf("defaults: %+v %v", c, err)
	}
	env[platform.EnvJWTTTL] = "soon"
	if _, err := platform.FromEnv(get); err == nil {
		t.Fatal("a malformed TTL was accepted")
	}
	env[platform.EnvJWTTTL] = "30m"
	env[platform.EnvRateLimit] = "-3"
	if _, err := platform.FromEnv(get); err == nil {
		t.Fatal("a negative rate limit was accepted")
	}
}
