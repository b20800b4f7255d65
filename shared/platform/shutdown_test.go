package platform_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"sync"
	"testing"

	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/runtime"
	"bulwark/shared/runtime/events"
)

// TestShutdownWritesEveryDeferredEvent: runtime events and scan counters
// are written behind the requests; stopping the server (what SIGTERM does
// in bin/bulwark) writes every one of them before the store closes.
func TestShutdownWritesEveryDeferredEvent(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{platform.EnvAddr: "127.0.0.1:0", platform.EnvDataDir: dir, platform.EnvRateLimit: "100000"}
	cfg, err := platform.FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	out := &platformtest.SyncBuffer{}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- platform.ServeLocal(ctx, cfg, platform.Groups{"runtime": runtime.Routes}, nil, out, ready)
	}()
	var base string
	select {
	case addr := <-ready:
		base = "http://" + addr
	case err := <-done:
		t.Fatalf("server did not start: %v", err)
	}
	key := regexp.MustCompile(`bwk_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}`).FindString(out.String())
	call := func(path string, body any) map[string]any {
		raw, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", base+path, bytes.NewReader(raw))
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Error(err)
			return nil
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		var v map[string]any
		_ = json.Unmarshal(b, &v)
		if resp.StatusCode >= 300 {
			t.Errorf("%s: %d %s", path, resp.StatusCode, b)
		}
		return v
	}
	app, _ := call("/api/runtime-security/apps", map[string]any{"name": "bot"})["uuid"].(string)
	const scans = 120
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for range scans {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			call("/api/runtime-security/apps/"+app+"/scan", map[string]any{"direction": "input", "text": "hello there"})
		})
	}
	wg.Wait()
	cancel() // SIGTERM
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	l, err := platform.OpenLocal(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	boot, err := identity.Bootstrap(context.Background(), l.Main, l.Clock, cfg.AdminEmail, cfg.AdminPassword)
	if err != nil || boot.Created {
		t.Fatalf("reopen: %+v %v", boot, err)
	}
	ws := boot.WorkspaceID
	n := 0
	f := events.Filter{Limit: 500}
	for {
		pg, err := events.List(context.Background(), l.Events, ws, f)
		if err != nil {
			t.Fatal(err)
		}
		n += len(pg.Items)
		if pg.NextCursor == "" {
			break
		}
		f.Cursor = pg.NextCursor
	}
	if n != scans {
		t.Fatalf("%d events stored after shutdown, want %d", n, scans)
	}
}
