// Package sdktests drives the LLM proxy with the official OpenAI and
// Anthropic Python SDKs: the Go test starts a stub upstream and the whole
// platform (embedded adapters, a real HTTP server on loopback), makes the
// apps the Python tests use, and runs pytest on this directory with the
// project's virtualenv. The SDKs are pinned in scripts/requirements-sdk.txt;
// under CI=true the test installs them into .venv first, otherwise it skips
// when they are missing.
package sdktests

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
	"bulwark/shared/proxy/proxytest"
	"bulwark/shared/runtime"
)

// root is the repository root, from this package's directory.
var root, _ = filepath.Abs(filepath.Join("..", ".."))

// fixture is what the Python tests read (BULWARK_SDK_FIXTURE).
type fixture struct {
	BaseURL       string            `json:"base_url"`
	APIKey        string            `json:"api_key"`
	Apps          map[string]string `json:"apps"`
	SigningSecret string            `json:"signing_secret"`
}

func TestOfficialSDKs(t *testing.T) {
	python := filepath.Join(root, ".venv", "bin", "python")
	if !sdksInstalled(python) {
		if os.Getenv("CI") != "true" {
			t.Skip("the SDKs are not installed in .venv: run .venv/bin/python -m pip install -r scripts/requirements-sdk.txt")
		}
		install(t, python)
	}
	fx := serve(t)
	path := filepath.Join(t.TempDir(), "fixture.json")
	raw, _ := json.Marshal(fx)
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "scripts/sdk-tests")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "BULWARK_SDK_FIXTURE="+path)
	out, err := cmd.CombinedOutput()
	t.Logf("pytest:\n%s", out)
	if err != nil {
		t.Fatalf("pytest failed: %v", err)
	}
}

// sdksInstalled reports whether the venv's python imports both SDKs and pytest.
func sdksInstalled(python string) bool {
	return exec.Command(python, "-c", "import openai, anthropic, pytest").Run() == nil
}

// install creates .venv when missing and installs the pinned SDKs.
func install(t *testing.T, python string) {
	t.Helper()
	if _, err := os.Stat(python); err != nil {
		if out, err := exec.Command("python3", "-m", "venv", filepath.Join(root, ".venv")).CombinedOutput(); err != nil {
			t.Fatalf("create .venv: %v\n%s", err, out)
		}
	}
	cmd := exec.Command(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", "scripts/requirements-sdk.txt")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("install the SDKs: %v\n%s", err, out)
	}
}

// serve starts the stub upstream and the platform and makes the apps.
func serve(t *testing.T) fixture {
	t.Helper()
	up := proxytest.Start()
	t.Cleanup(up.Close)
	reg, _ := json.Marshal(map[string]any{"providers": []map[string]any{
		{"slug": "stub", "format": "openai", "base_url": up.OpenAIBase(), "default": true},
		{"slug": "stub-anthropic", "format": "anthropic", "base_url": up.AnthropicBase()},
	}})
	regPath := filepath.Join(t.TempDir(), "providers.json")
	if err := os.WriteFile(regPath, reg, 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := platform.FromEnv(func(k string) string {
		return map[string]string{
			platform.EnvDataDir: t.TempDir(), platform.EnvRateLimit: "100000",
			platform.EnvProvidersFile: regPath, platform.EnvAllowLoopbackUpstream: "1",
		}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := platform.OpenLocal(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	boot, err := identity.Bootstrap(context.Background(), l.Main, l.Clock, "owner@example.com", "")
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := platform.Handler(&l.Deps, platform.Groups{"proxy": proxy.Routes, "runtime": platform.Combine(runtime.Routes, proxy.SigningRoutes)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)

	policy := map[string]any{
		"canaries":    map[string]any{"enabled": true, "phrases": []string{"ZEBRA-CANARY-7731"}},
		"tool_policy": map[string]any{"denylist": []string{"delete_*"}},
	}
	fx := fixture{BaseURL: srv.URL, APIKey: boot.APIKey, Apps: map[string]string{}}
	fx.Apps["openai"] = createApp(t, srv.URL, boot.APIKey, policy)
	policy["routing"] = map[string]any{"provider": "stub-anthropic"}
	fx.Apps["anthropic"] = createApp(t, srv.URL, boot.APIKey, policy)
	signed := createApp(t, srv.URL, boot.APIKey, map[string]any{"request_signing": map[string]any{"enabled": true}})
	fx.Apps["signed"] = signed
	var sec proxy.SigningSecret
	call(t, srv.URL+"/api/runtime-security/apps/"+signed+"/signing-secret", boot.APIKey, nil, &sec)
	fx.SigningSecret = sec.Secret
	return fx
}

func createApp(t *testing.T, base, key string, cfg map[string]any) string {
	t.Helper()
	var out struct {
		UUID string `json:"uuid"`
	}
	call(t, base+"/api/runtime-security/apps", key, map[string]any{"name": "sdk test", "config": cfg}, &out)
	return out.UUID
}

// call POSTs JSON and decodes a 2xx answer.
func call(t *testing.T, url, key string, body, out any) {
	t.Helper()
	raw, _ := json.Marshal(body)
	if body == nil {
		raw = nil
	}
	req, _ := http.NewRequest("POST", url, strings.NewReader(string(raw)))
	req.Header.Set("Authorization", "Bearer "+key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode/100 != 2 {
		t.Fatalf("POST %s: %d %s", url, resp.StatusCode, b)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatal(err)
	}
}
