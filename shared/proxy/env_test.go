package proxy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"bulwark/shared/auth/authtest"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
	"bulwark/shared/proxy/proxytest"
	"bulwark/shared/runtime"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
	"bulwark/shared/runtime/events"
)

// upstreamKey is the stub provider's API key, known only to the
// deployment's registry.
const upstreamKey = "sk-stub-provider-key-0123456789"

// env is a deployment serving the proxy and runtime groups over real HTTP,
// a stub upstream in both formats, and two tenants.
type env struct {
	t     *testing.T
	e     *authtest.Env
	up    *proxytest.Upstream
	srv   *httptest.Server
	owner identity.Tenant
	other identity.Tenant
}

// runtimeWithSigning is the runtime group as the mains wire it: the
// runtime routes and the signing-secret route.
var runtimeWithSigning = platform.Combine(runtime.Routes, proxy.SigningRoutes)

// newEnv builds the deployment on the embedded adapters.
func newEnv(t *testing.T) *env { return newEnvOn(t, authtest.Embedded(t)) }

// newEnvOn builds the deployment on e, with a provider registry of the
// stub: "stub" (OpenAI, the default), "stub-anthropic" and "second"
// (OpenAI too), all on loopback over plain http.
func newEnvOn(t *testing.T, e *authtest.Env) *env {
	t.Helper()
	up := proxytest.Start()
	up.Key = upstreamKey
	t.Cleanup(up.Close)
	t.Setenv("BULWARK_TEST_STUB_KEY", upstreamKey)
	reg := map[string]any{"providers": []map[string]any{
		{"slug": "stub", "format": "openai", "base_url": up.OpenAIBase(), "api_key_env": "BULWARK_TEST_STUB_KEY", "default": true},
		{"slug": "stub-anthropic", "format": "anthropic", "base_url": up.AnthropicBase(), "api_key_env": "BULWARK_TEST_STUB_KEY"},
		{"slug": "second", "format": "openai", "base_url": up.OpenAIBase(), "api_key_env": "BULWARK_TEST_STUB_KEY"},
	}}
	path := filepath.Join(t.TempDir(), "providers.json")
	raw, _ := json.Marshal(reg)
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	e.Deps.Config.ProvidersFile = path
	e.Deps.Config.AllowLoopbackUpstream = true
	h := e.Handler(t, platform.Groups{"proxy": proxy.Routes, "runtime": runtimeWithSigning})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &env{t: t, e: e, up: up, srv: srv, owner: e.Tenant(t, "acme"), other: e.Tenant(t, "other")}
}

// app creates an app of the owner with a configuration patch and returns
// its uuid.
func (v *env) app(patch map[string]any) string {
	v.t.Helper()
	body := map[string]any{"name": "proxy test"}
	if patch != nil {
		body["config"] = patch
	}
	r := authtest.Do(v.t, v.srv.Config.Handler, "POST", "/api/runtime-security/apps", body, v.owner.APIKey)
	if r.Code != http.StatusCreated {
		v.t.Fatalf("create app: %d %s", r.Code, r.Body)
	}
	var out struct {
		UUID string `json:"uuid"`
	}
	r.JSON(v.t, &out)
	return out.UUID
}

// appWith creates an app whose configuration is stored as given, without
// the API's validation (for settings the API refuses, such as a
// plain-http loopback upstream).
func (v *env) appWith(cfg appconfig.Config) string {
	v.t.Helper()
	s := &apps.Service{Main: v.e.Deps.Main, Clock: v.e.Clock}
	a, _, err := s.Create(context.Background(), v.owner.WorkspaceID, v.owner.UserID, "raw", nil, cfg)
	if err != nil {
		v.t.Fatal(err)
	}
	return a.UUID
}

// openai is an official OpenAI Go client pointed at the proxy as a user
// would: base URL, Bulwark key, X-App-Id.
func (v *env) openai(app string, opts ...option.RequestOption) openai.Client {
	return openai.NewClient(append([]option.RequestOption{
		option.WithBaseURL(v.srv.URL + "/openai-compatible/v1"), option.WithAPIKey(v.owner.APIKey),
		option.WithHeader("X-App-Id", app), option.WithMaxRetries(0),
	}, opts...)...)
}

// answer is a raw HTTP answer.
type answer struct {
	status int
	header http.Header
	body   []byte
}

// do sends a raw request to the proxy with the owner's key (unless a
// header overrides it) and an app id.
func (v *env) do(method, path, app string, body any, headers ...string) answer {
	v.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case string:
		rd = strings.NewReader(b)
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, v.srv.URL+path, rd)
	req.Header.Set("Authorization", "Bearer "+v.owner.APIKey)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if app != "" {
		req.Header.Set("X-App-Id", app)
	}
	for _, h := range headers {
		k, val, _ := strings.Cut(h, ":")
		req.Header.Set(strings.TrimSpace(k), strings.TrimSpace(val))
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		v.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return answer{status: resp.StatusCode, header: resp.Header, body: raw}
}

// errorCode reads the code of an error answer (both formats keep it at
// error.code).
func (a answer) errorCode() string {
	var e struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	_ = json.Unmarshal(a.body, &e)
	return e.Error.Code
}

// events lists the owner's runtime events of an app, oldest first.
func (v *env) events(app string) []events.Event {
	v.t.Helper()
	pg, err := events.List(context.Background(), v.e.Deps.Events, v.owner.WorkspaceID, events.Filter{Limit: 500, App: app})
	if err != nil {
		v.t.Fatal(err)
	}
	out := pg.Items
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// sseEvent is one event of a raw stream.
type sseEvent struct {
	name string
	data string
}

// parseSSE splits a stream body into events.
func parseSSE(body []byte) []sseEvent {
	var out []sseEvent
	for _, block := range strings.Split(strings.ReplaceAll(string(body), "\r\n", "\n"), "\n\n") {
		var ev sseEvent
		for _, line := range strings.Split(block, "\n") {
			switch {
			case strings.HasPrefix(line, "event: "):
				ev.name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				ev.data = strings.TrimPrefix(line, "data: ")
			}
		}
		if ev.data != "" {
			out = append(out, ev)
		}
	}
	return out
}

// defaultsWith is the default configuration changed by fn.
func defaultsWith(fn func(c *appconfig.Config)) appconfig.Config {
	c := appconfig.Defaults()
	fn(&c)
	return c
}
