package runtime_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/runtime"
)

// env is one platform serving the runtime group, with two tenants.
type env struct {
	t     *testing.T
	d     *platform.Deps
	clock *clock.Fake
	h     http.Handler
	// key is the owner key of the first workspace (ws), other the second
	// tenant's.
	key, ws string
	userID  int64
	orgID   int64
	other   identity.Tenant
}

// backends are the two ways a test runs: embedded and on the emulator.
var backends = []struct {
	name string
	open func(t *testing.T, clk *clock.Fake) *platform.Deps
}{
	{"embedded", embeddedDeps},
	{"aws", awsDeps},
}

// each runs f on every backend.
func each(t *testing.T, f func(t *testing.T, e *env)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { f(t, newEnv(t, b.open)) })
	}
}

func embeddedDeps(t *testing.T, clk *clock.Fake) *platform.Deps {
	return platformtest.Embedded(t, clk, platformtest.Config(t))
}

// awsDeps puts the tables on DynamoDB and the blobs on S3 of the emulator
// (skipped without AWS_ENDPOINT_URL, failing under CI=true).
func awsDeps(t *testing.T, clk *clock.Fake) *platform.Deps {
	return platformtest.AWS(t, clk, platformtest.Config(t), "rt")
}

func newEnv(t *testing.T, open func(*testing.T, *clock.Fake) *platform.Deps) *env {
	t.Helper()
	clk := clock.NewFake(time.Now().UTC().Truncate(time.Millisecond))
	d := open(t, clk)
	h, _, err := platform.Handler(d, platform.Groups{"runtime": runtime.Routes})
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	res, err := identity.Bootstrap(ctx, d.Main, clk, "owner@example.com", "")
	if err != nil {
		t.Fatal(err)
	}
	other, err := identity.CreateTenant(ctx, d.Main, clk, "intruder@example.net", "", "other")
	if err != nil {
		t.Fatal(err)
	}
	return &env{t: t, d: d, clock: clk, h: h, key: res.APIKey, ws: res.WorkspaceID, userID: res.UserID, orgID: res.OrgID, other: other}
}

// resp is an answer: status and decoded JSON body.
type resp struct {
	status int
	body   map[string]any
	raw    []byte
}

// call sends a request with the first workspace's key.
func (e *env) call(method, path string, body any) resp { return e.callAs(e.key, method, path, body) }

// callAs sends a request authenticated by key (Authorization: Bearer).
func (e *env) callAs(key, method, path string, body any) resp {
	e.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = bytes.NewBufferString(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	r := httptest.NewRequest(method, path, rd)
	if rd != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set("Authorization", "Bearer "+key)
	return e.serve(r)
}

func (e *env) serve(r *http.Request) resp {
	e.t.Helper()
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, r)
	out := resp{status: w.Code, raw: w.Body.Bytes()}
	if len(out.raw) > 0 {
		if err := json.Unmarshal(out.raw, &out.body); err != nil {
			e.t.Fatalf("%s %s: answer is not a JSON object: %s", r.Method, r.URL, out.raw)
		}
	}
	return out
}

// must fails the test unless the answer has the status.
func (r resp) must(t *testing.T, status int) resp {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d: %s", r.status, status, r.raw)
	}
	return r
}

// code returns the error code of an error answer.
func (r resp) code() string {
	e, _ := r.body["error"].(map[string]any)
	c, _ := e["code"].(string)
	return c
}

// str and num read a property path of the body ("config.thresholds.block").
func (r resp) get(path ...string) any {
	var v any = r.body
	for _, p := range path {
		m, _ := v.(map[string]any)
		v = m[p]
	}
	return v
}

func (r resp) str(path ...string) string { s, _ := r.get(path...).(string); return s }

func (r resp) num(path ...string) float64 { n, _ := r.get(path...).(float64); return n }

func (r resp) items() []map[string]any {
	raw, _ := r.body["items"].([]any)
	out := make([]map[string]any, len(raw))
	for i, it := range raw {
		out[i], _ = it.(map[string]any)
	}
	return out
}

// detail returns the locs and types of a 422 answer as "loc|type" strings.
func (r resp) detail() []string {
	var out []string
	d, _ := r.body["detail"].([]any)
	for _, x := range d {
		m, _ := x.(map[string]any)
		loc, _ := json.Marshal(m["loc"])
		out = append(out, string(loc)+"|"+m["type"].(string))
	}
	return out
}

// hasDetail fails unless a 422 lists typ at loc (JSON of the loc array).
func (r resp) hasDetail(t *testing.T, loc, typ string) {
	t.Helper()
	r.must(t, http.StatusUnprocessableEntity)
	for _, d := range r.detail() {
		if d == loc+"|"+typ {
			return
		}
	}
	t.Fatalf("want %s at %s, got %v", typ, loc, r.detail())
}

// createApp creates an app with the given config patch (nil: defaults)
// and returns its uuid.
func (e *env) createApp(name string, config any) string {
	e.t.Helper()
	body := map[string]any{"name": name}
	if config != nil {
		body["config"] = config
	}
	r := e.call("POST", "/api/runtime-security/apps", body).must(e.t, http.StatusCreated)
	return r.str("uuid")
}

func (e *env) scan(app string, body map[string]any) resp {
	e.t.Helper()
	return e.call("POST", "/api/runtime-security/apps/"+app+"/scan", body)
}
