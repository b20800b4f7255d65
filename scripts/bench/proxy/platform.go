package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
	bulwarkruntime "bulwark/shared/runtime"
)

// readyLine is what the platform's process writes once it serves.
type readyLine struct {
	URL string `json:"url"`
	Key string `json:"key"`
	App string `json:"app"`
}

// servePlatform is the platform's process: the proxy and runtime groups on
// the embedded adapters in dataDir, with the stub at upstream as the
// default provider, events and counters written behind the requests as
// the servers do. It writes a readyLine, then answers each "cpu" line of
// its input with the CPU time it has used (nanoseconds), and stops when
// its input closes. Keeping the platform in its own process lets that CPU
// time be the proxy's alone, without the client's and the stub's.
func servePlatform(upstream, dataDir, cpuProfile string) error {
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	reg, _ := json.Marshal(map[string]any{"providers": []map[string]any{
		{"slug": "stub", "format": "openai", "base_url": upstream, "default": true},
	}})
	regPath := filepath.Join(dataDir, "providers.json")
	if err := os.WriteFile(regPath, reg, 0o600); err != nil {
		return err
	}
	cfg, err := platform.FromEnv(func(k string) string {
		return map[string]string{
			platform.EnvDataDir: dataDir, platform.EnvRateLimit: "1000000000",
			platform.EnvProvidersFile: regPath, platform.EnvAllowLoopbackUpstream: "1",
		}[k]
	})
	if err != nil {
		return err
	}
	l, err := platform.OpenLocal(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return err
	}
	defer l.Close()
	boot, err := identity.Bootstrap(context.Background(), l.Main, l.Clock, "bench@example.com", "")
	if err != nil {
		return err
	}
	// As the servers do: events and counters written behind the requests.
	deferred := l.DeferWrites()
	defer deferred.Close(context.Background())
	h, _, err := platform.Handler(&l.Deps, platform.Groups{"proxy": proxy.Routes, "runtime": bulwarkruntime.Routes})
	if err != nil {
		return err
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	app, err := createApp(srv.URL, boot.APIKey)
	if err != nil {
		return err
	}
	ready, _ := json.Marshal(readyLine{URL: srv.URL, Key: boot.APIKey, App: app})
	fmt.Printf("%s\n", ready)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		if strings.TrimSpace(in.Text()) == "cpu" {
			fmt.Println(int64(cpuTime()))
		}
	}
	return in.Err()
}

// cpuTime is the CPU time this process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func createApp(base, key string) (string, error) {
	req, _ := http.NewRequest("POST", base+"/api/runtime-security/apps", strings.NewReader(`{"name":"bench"}`))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		UUID string `json:"uuid"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.UUID == "" {
		return "", fmt.Errorf("create app: %d %v", resp.StatusCode, err)
	}
	return out.UUID, nil
}
