// Command proxy measures the latency the LLM proxy adds: it starts the stub
// upstream (shared/proxy/proxytest) and the whole platform in-process on
// loopback (embedded adapters in a temporary data directory, as make run),
// creates an app with the default configuration, and at each concurrency
// level sends the same chat completion directly to the stub and through
// the proxy, non-streamed (latency) and streamed (time to the first
// content delta). It prints p50 and p99 of each and the difference, the
// added latency. Traffic goes to 127.0.0.1 only; every level is bounded by
// a request count and a time limit.
//
//	go run ./scripts/bench/proxy -levels 1,50,500 -requests 400 -max 60s
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
	"bulwark/shared/proxy/proxytest"
	bulwarkruntime "bulwark/shared/runtime"
)

func main() {
	levels := flag.String("levels", "1,50,500", "comma-separated concurrency levels")
	requests := flag.Int("requests", 400, "requests per measurement (at least 2 per worker)")
	maxDur := flag.Duration("max", 60*time.Second, "time limit of one measurement")
	dataDir := flag.String("data", "", "data directory (default: a new temporary directory, removed after)")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	stub := flag.String("stub", "", "only serve the stub upstream on this loopback address (e.g. 127.0.0.1:9999) until interrupted, for trying the proxy under make run")
	flag.Parse()
	if *stub != "" {
		if err := serveStub(*stub); err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
			os.Exit(1)
		}
		return
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	if err := run(*levels, *requests, *maxDur, *dataDir); err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// The request of every measurement: a short prompt; streamed, a 400-byte
// answer in 8-byte chunks.
var (
	prompt     = "Summarise the quarterly report in three short bullet points for the board."
	streamText = "Revenue grew four percent while costs fell, driven by the new supplier contracts. " +
		"Churn stayed flat in Europe and improved slightly in North America after the pricing change. " +
		"Hiring slowed as planned; the support backlog is down to two days. " +
		"Risks for next quarter: the data-centre migration, currency swings and one large renewal in March. " +
		"The board is asked to approve the revised travel policy."
)

func run(levelList string, requests int, maxDur time.Duration, dataDir string) error {
	up := proxytest.Start()
	defer up.Close()
	if dataDir == "" {
		d, err := os.MkdirTemp("", "bulwark-bench-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		dataDir = d
	}
	reg, _ := json.Marshal(map[string]any{"providers": []map[string]any{
		{"slug": "stub", "format": "openai", "base_url": up.OpenAIBase(), "default": true},
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

	fmt.Printf("proxy benchmark: data in %s, %d requests per measurement (limit %s)\n\n", dataDir, requests, maxDur)
	fmt.Println("| concurrency | mode | direct p50 | direct p99 | proxy p50 | proxy p99 | added p50 | added p99 |")
	fmt.Println("|---|---|---|---|---|---|---|---|")
	for _, f := range strings.Split(levelList, ",") {
		c, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || c < 1 {
			return fmt.Errorf("bad level %q", f)
		}
		n := max(requests, 2*c)
		client := &http.Client{Transport: &http.Transport{MaxIdleConns: 2 * c, MaxIdleConnsPerHost: 2 * c, IdleConnTimeout: time.Minute}}
		direct := target{client: client, url: up.OpenAIBase() + "/chat/completions"}
		via := target{client: client, url: srv.URL + proxy.PathChatCompletions, key: boot.APIKey, app: app}
		for _, stream := range []bool{false, true} {
			d, err := measure(direct, c, n, maxDur, stream)
			if err != nil {
				return err
			}
			p, err := measure(via, c, n, maxDur, stream)
			if err != nil {
				return err
			}
			mode := "non-streamed latency"
			if stream {
				mode = "streamed time to first token"
			}
			fmt.Printf("| %d | %s | %s | %s | %s | %s | %s | %s |\n", c, mode,
				ms(pct(d, 50)), ms(pct(d, 99)), ms(pct(p, 50)), ms(pct(p, 99)),
				ms(pct(p, 50)-pct(d, 50)), ms(pct(p, 99)-pct(d, 99)))
		}
		client.CloseIdleConnections()
	}
	return nil
}

// serveStub serves the stub upstream alone on a loopback address.
func serveStub(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("the stub serves on loopback addresses only, not %s", host)
	}
	fmt.Printf("stub upstream on http://%s: OpenAI base URL http://%s/v1, Anthropic base URL http://%s\n", addr, addr, addr)
	srv := &http.Server{Addr: addr, Handler: proxytest.New().Handler(), ReadHeaderTimeout: 10 * time.Second}
	return srv.ListenAndServe()
}

// target is where requests go: the stub directly, or the proxy with a key
// and an app.
type target struct {
	client   *http.Client
	url      string
	key, app string
}

// measure sends n requests from c workers (stopping at the time limit)
// after a warm-up, and returns the latencies.
func measure(t target, c, n int, limit time.Duration, stream bool) ([]time.Duration, error) {
	for range min(c, 8) {
		if _, err := t.once(stream); err != nil {
			return nil, err
		}
	}
	var (
		mu    sync.Mutex
		lat   = make([]time.Duration, 0, n)
		left  atomic.Int64
		first error
		wg    sync.WaitGroup
	)
	left.Store(int64(n))
	deadline := time.Now().Add(limit)
	for range c {
		wg.Go(func() {
			for left.Add(-1) >= 0 && time.Now().Before(deadline) {
				d, err := t.once(stream)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				lat = append(lat, d)
				mu.Unlock()
				if err != nil {
					return
				}
			}
		})
	}
	wg.Wait()
	slices.Sort(lat)
	return lat, first
}

// once sends one request and returns its latency (streamed: until the
// first content delta).
func (t target) once(stream bool) (time.Duration, error) {
	msg := prompt
	if stream {
		msg = "say:" + streamText
	}
	body, _ := json.Marshal(map[string]any{"model": "stub-model", "stream": stream,
		"messages": []any{map[string]any{"role": "user", "content": msg}}})
	req, _ := http.NewRequest("POST", t.url, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if t.key != "" {
		req.Header.Set("Authorization", "Bearer "+t.key)
		req.Header.Set(proxy.HeaderAppID, t.app)
	}
	start := time.Now()
	resp, err := t.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		return 0, fmt.Errorf("%s: %d %s", t.url, resp.StatusCode, b)
	}
	if !stream {
		_, err := io.Copy(io.Discard, resp.Body)
		return time.Since(start), err
	}
	var ttft time.Duration
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if ttft == 0 && strings.HasPrefix(line, "data: {") && strings.Contains(line, `"content":"`) && !strings.Contains(line, `"content":""`) {
			ttft = time.Since(start)
		}
	}
	if ttft == 0 {
		return 0, fmt.Errorf("%s: no content in the stream", t.url)
	}
	return ttft, sc.Err()
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

// pct is the p-th percentile of sorted latencies.
func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, len(sorted)*p/100)]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }
