package proxytest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"

	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
	"bulwark/shared/runtime"
)

// Deployment is the platform in front of a stub, as make run serves it,
// for the proxy's benchmarks: the proxy and runtime groups on the embedded
// adapters, events and counters written behind the requests, loopback
// upstreams allowed, no rate limit to speak of, and an owner's API key.
type Deployment struct {
	// Handler serves the two groups.
	Handler http.Handler
	// Key is the owner's API key.
	Key string

	closers []func()
}

// OpenDeployment opens a deployment whose data lives in dir, with a
// provider registry of providers (entries of BULWARK_PROVIDERS_FILE).
func OpenDeployment(dir string, providers []map[string]any) (*Deployment, error) {
	reg, err := json.Marshal(map[string]any{"providers": providers})
	if err != nil {
		return nil, err
	}
	regPath := filepath.Join(dir, "providers.json")
	if err := os.WriteFile(regPath, reg, 0o600); err != nil {
		return nil, err
	}
	cfg, err := platform.FromEnv(func(k string) string {
		return map[string]string{
			platform.EnvDataDir: filepath.Join(dir, "data"), platform.EnvRateLimit: "1000000000",
			platform.EnvProvidersFile: regPath, platform.EnvAllowLoopbackUpstream: "1",
		}[k]
	})
	if err != nil {
		return nil, err
	}
	l, err := platform.OpenLocal(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return nil, err
	}
	d := &Deployment{closers: []func(){func() { _ = l.Close() }}}
	boot, err := identity.Bootstrap(context.Background(), l.Main, l.Clock, "bench@example.com", "")
	if err != nil {
		d.Close()
		return nil, err
	}
	// As the servers do: events and counters written behind the requests.
	deferred := l.DeferWrites()
	d.closers = append(d.closers, func() { _ = deferred.Close(context.Background()) })
	h, _, err := platform.Handler(&l.Deps, platform.Groups{"proxy": proxy.Routes, "runtime": runtime.Routes})
	if err != nil {
		d.Close()
		return nil, err
	}
	d.Handler, d.Key = h, boot.APIKey
	return d, nil
}

// NewApp creates a runtime app with the default configuration and returns
// its uuid.
func (d *Deployment) NewApp() (string, error) {
	req := httptest.NewRequest("POST", "/api/runtime-security/apps", strings.NewReader(`{"name":"bench"}`))
	req.Header.Set("Authorization", "Bearer "+d.Key)
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	d.Handler.ServeHTTP(rec, req)
	var out struct {
		UUID string `json:"uuid"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil || out.UUID == "" {
		return "", fmt.Errorf("create app: %d %s", rec.Code, rec.Body)
	}
	return out.UUID, nil
}

// Close stops the deferred writes and closes the store.
func (d *Deployment) Close() {
	for i := len(d.closers) - 1; i >= 0; i-- {
		d.closers[i]()
	}
}
