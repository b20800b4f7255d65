// Command proxy measures the latency the LLM proxy adds: it starts the stub
// upstream (shared/proxy/proxytest) in this process and the whole platform
// in a child process on loopback (embedded adapters in a temporary data
// directory, as make run), creates an app with the default configuration,
// and at each concurrency level sends the same chat completion directly to
// the stub and through the proxy, non-streamed and streamed. It prints p50
// and p99 of the latency (non-streamed), of the time to the first content
// delta and of the time to the end of the answer (streamed), and the
// difference, the added latency; the proxied requests per second; and the
// CPU time the platform's process used per 1000 proxied requests, which
// stays comparable when other work shares the machine. Traffic goes to
// 127.0.0.1 only; every level is bounded by a request count and a time
// limit.
//
// Each level is closed-loop: every worker sends its next request when the
// last answer arrives. With the stub answering at once (the default) that
// measures the proxy saturated, on cores it shares with the client and the
// stub. A real model takes hundreds of milliseconds to seconds, so that
// the same number of requests in flight is a low request rate:
// -upstream-delay makes the stub wait before it answers, -chunk-delay
// between the events of a stream.
//
//	go run ./scripts/bench/proxy -levels 1,50,500 -requests 400 -max 60s
//	go run ./scripts/bench/proxy -levels 50,500 -upstream-delay 300ms -chunk-delay 20ms
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"bulwark/shared/proxy"
	"bulwark/shared/proxy/proxytest"
)

func main() {
	levels := flag.String("levels", "1,50,500", "comma-separated concurrency levels")
	requests := flag.Int("requests", 400, "requests per measurement (at least 2 per worker)")
	maxDur := flag.Duration("max", 60*time.Second, "time limit of one measurement")
	rounds := flag.Int("rounds", 4, "rounds in which the direct and the proxied requests of a measurement alternate")
	dataDir := flag.String("data", "", "data directory (default: a new temporary directory, removed after)")
	delay := flag.Duration("upstream-delay", 0, "how long the stub waits before it answers (a model's time to the first token)")
	chunkDelay := flag.Duration("chunk-delay", 0, "how long the stub waits between the events of a stream")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the platform's process (the proxy) to this file")
	stub := flag.String("stub", "", "only serve the stub upstream on this loopback address (e.g. 127.0.0.1:9999) until interrupted, for trying the proxy under make run")
	serve := flag.String("serve-platform", "", "internal: serve the platform in front of this OpenAI base URL (the child process)")
	flag.Parse()
	var err error
	switch {
	case *stub != "":
		err = serveStub(*stub)
	case *serve != "":
		err = servePlatform(*serve, *dataDir, *cpuProfile)
	default:
		err = run(config{levels: *levels, requests: *requests, limit: *maxDur, dataDir: *dataDir,
			delay: *delay, chunkDelay: *chunkDelay, cpuProfile: *cpuProfile, rounds: *rounds})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// The request of every measurement: a short prompt; streamed, a 420-byte
// answer in 8-byte chunks.
var (
	prompt     = "Summarise the quarterly report in three short bullet points for the board."
	streamText = "Revenue grew four percent while costs fell, driven by the new supplier contracts. " +
		"Churn stayed flat in Europe and improved slightly in North America after the pricing change. " +
		"Hiring slowed as planned; the support backlog is down to two days. " +
		"Risks for next quarter: the data-centre migration, currency swings and one large renewal in March. " +
		"The board is asked to approve the revised travel policy."
)

type config struct {
	levels            string
	requests          int
	limit             time.Duration
	dataDir           string
	delay, chunkDelay time.Duration
	cpuProfile        string
	rounds            int
}

func run(cfg config) error {
	up := proxytest.New()
	up.Delay, up.ChunkDelay = cfg.delay, cfg.chunkDelay
	up.Server = httptest.NewServer(up.Handler())
	defer up.Close()
	if cfg.dataDir == "" {
		d, err := os.MkdirTemp("", "bulwark-bench-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		cfg.dataDir = d
	}
	pl, err := startPlatform(up.OpenAIBase(), cfg.dataDir, cfg.cpuProfile)
	if err != nil {
		return err
	}
	defer pl.stop()

	upstream := "the stub answers at once (the proxy saturated)"
	if cfg.delay > 0 || cfg.chunkDelay > 0 {
		upstream = fmt.Sprintf("the stub answers after %s, streams an event every %s", cfg.delay, cfg.chunkDelay)
	}
	fmt.Printf("proxy benchmark: data in %s, %d requests per measurement in %d rounds alternating direct and proxied (limit %s); %s; load average %s\n\n",
		cfg.dataDir, cfg.requests, cfg.rounds, cfg.limit, upstream, loadAverage())
	fmt.Println("| concurrency | mode | n | direct p50 | direct p99 | proxy p50 | proxy p99 | added p50 | added p99 | proxy req/s | proxy CPU s / 1000 req | load |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, f := range strings.Split(cfg.levels, ",") {
		c, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || c < 1 {
			return fmt.Errorf("bad level %q", f)
		}
		n := max(cfg.requests, 2*c)
		client := &http.Client{Transport: &http.Transport{MaxIdleConns: 2 * c, MaxIdleConnsPerHost: 2 * c, IdleConnTimeout: time.Minute}}
		direct := target{client: client, url: up.OpenAIBase() + "/chat/completions"}
		via := target{client: client, url: pl.url + proxy.PathChatCompletions, key: pl.key, app: pl.app}
		for _, stream := range []bool{false, true} {
			d, p, cpu, err := compare(direct, via, pl, c, n, cfg, stream)
			if err != nil {
				return err
			}
			rate := float64(len(p.first)) / p.wall.Seconds()
			cpuPer1000 := cpu.Seconds() / float64(len(p.first)) * 1000
			load := strings.Fields(loadAverage())[0]
			row := func(mode string, d, p []time.Duration) {
				fmt.Printf("| %d | %s | %d | %s | %s | %s | %s | %s | %s | %.0f | %.3f | %s |\n", c, mode, len(p),
					ms(pct(d, 50)), ms(pct(d, 99)), ms(pct(p, 50)), ms(pct(p, 99)),
					ms(pct(p, 50)-pct(d, 50)), ms(pct(p, 99)-pct(d, 99)), rate, cpuPer1000, load)
			}
			if !stream {
				row("non-streamed latency", d.first, p.first)
				continue
			}
			row("streamed time to first token", d.first, p.first)
			row("streamed time to the end", d.whole, p.whole)
		}
		client.CloseIdleConnections()
	}
	return nil
}

// loadAverage is the system's 1, 5 and 15-minute load average ("?" where
// the system does not tell).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "? ? ?"
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

// child is the process serving the platform, and what the
// measurements need of it.
type child struct {
	cmd           *exec.Cmd
	in            io.WriteCloser
	out           *bufio.Reader
	url, key, app string
}

// startPlatform runs this program again as the platform's process (see
// servePlatform) and waits until it serves.
func startPlatform(upstream, dataDir, cpuProfile string) (*child, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self, "-serve-platform", upstream, "-data", dataDir, "-cpuprofile", cpuProfile)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	pl := &child{cmd: cmd, in: in, out: bufio.NewReader(stdout)}
	line, err := pl.out.ReadString('\n')
	var ready readyLine
	if err == nil {
		err = json.Unmarshal([]byte(line), &ready)
	}
	if err != nil {
		pl.stop()
		return nil, fmt.Errorf("the platform's process did not start: %v", err)
	}
	pl.url, pl.key, pl.app = ready.URL, ready.Key, ready.App
	return pl, nil
}

// cpu asks the platform's process for the CPU time it has used.
func (pl *child) cpu() (time.Duration, error) {
	if _, err := io.WriteString(pl.in, "cpu\n"); err != nil {
		return 0, err
	}
	line, err := pl.out.ReadString('\n')
	if err != nil {
		return 0, fmt.Errorf("the platform's process: %w", err)
	}
	ns, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64)
	return time.Duration(ns), err
}

// measure is measure through the proxy, with the CPU time the platform's
// process used meanwhile.
func (pl *child) measure(t target, c, n int, limit time.Duration, stream bool, spread time.Duration) (latencies, time.Duration, error) {
	before, err := pl.cpu()
	if err != nil {
		return latencies{}, 0, err
	}
	l, err := measure(t, c, n, limit, stream, spread)
	if err != nil {
		return l, 0, err
	}
	after, err := pl.cpu()
	return l, after - before, err
}

// stop ends the platform's process (its input closes) and waits for it.
func (pl *child) stop() {
	_ = pl.in.Close()
	_ = pl.cmd.Wait()
}

// target is where requests go: the stub directly, or the proxy with a key
// and an app.
type target struct {
	client   *http.Client
	url      string
	key, app string
}

// latencies are the sorted latencies of one measurement: non-streamed, of
// the whole answer (first); streamed, to the first content delta (first)
// and to the end of the answer (whole). wall is how long it took.
type latencies struct {
	first, whole []time.Duration
	wall         time.Duration
}

// compare measures n requests of c workers to the stub directly and as
// many through the proxy, alternately in cfg.rounds rounds so that a
// change of the machine's load weighs on both alike, and returns both and
// the CPU time of the platform's process during the proxied rounds.
func compare(direct, via target, pl *child, c, n int, cfg config, stream bool) (d, p latencies, cpu time.Duration, err error) {
	dSpread, err := direct.warm(c, stream)
	if err != nil {
		return d, p, 0, err
	}
	pSpread, err := via.warm(c, stream)
	if err != nil {
		return d, p, 0, err
	}
	rounds := max(1, min(cfg.rounds, n/c))
	for r := range rounds {
		k := n / rounds
		if r == 0 {
			k += n % rounds
		}
		dr, err := measure(direct, c, k, cfg.limit/time.Duration(rounds), stream, dSpread)
		if err != nil {
			return d, p, 0, err
		}
		pr, cr, err := pl.measure(via, c, k, cfg.limit/time.Duration(rounds), stream, pSpread)
		if err != nil {
			return d, p, 0, err
		}
		d.add(dr)
		p.add(pr)
		cpu += cr
	}
	return d.sorted(), p.sorted(), cpu, nil
}

// warm sends a few requests one after the other (connections, caches)
// and returns the longest time one took.
func (t target) warm(c int, stream bool) (time.Duration, error) {
	var longest time.Duration
	for range min(c, 8) {
		_, w, err := t.once(stream)
		if err != nil {
			return 0, err
		}
		longest = max(longest, w)
	}
	return longest, nil
}

// measure sends n requests from c workers (stopping at the time limit)
// and returns the latencies. The workers start spread over spread, the
// time one request takes, so that with a slow upstream they do not arrive
// in lockstep, 50 requests in the same millisecond every 300 ms, which no
// set of users does.
func measure(t target, c, n int, limit time.Duration, stream bool, spread time.Duration) (latencies, error) {
	var (
		mu    sync.Mutex
		out   = latencies{first: make([]time.Duration, 0, n), whole: make([]time.Duration, 0, n)}
		left  atomic.Int64
		first error
		wg    sync.WaitGroup
	)
	left.Store(int64(n))
	start := time.Now()
	deadline := start.Add(limit)
	for i := range c {
		wg.Go(func() {
			time.Sleep(spread * time.Duration(i) / time.Duration(c))
			for left.Add(-1) >= 0 && time.Now().Before(deadline) {
				f, w, err := t.once(stream)
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				out.first, out.whole = append(out.first, f), append(out.whole, w)
				mu.Unlock()
				if err != nil {
					return
				}
			}
		})
	}
	wg.Wait()
	out.wall = time.Since(start)
	return out, first
}

// add appends the latencies of another round.
func (l *latencies) add(o latencies) {
	l.first, l.whole, l.wall = append(l.first, o.first...), append(l.whole, o.whole...), l.wall+o.wall
}

// sorted is l with its latencies in order, for pct.
func (l latencies) sorted() latencies {
	slices.Sort(l.first)
	slices.Sort(l.whole)
	return l
}

// once sends one request and returns its latency: to the first content
// delta (streamed; the whole answer otherwise) and to the end.
func (t target) once(stream bool) (first, whole time.Duration, err error) {
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
		return 0, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		return 0, 0, fmt.Errorf("%s: %d %s", t.url, resp.StatusCode, b)
	}
	if !stream {
		_, err := io.Copy(io.Discard, resp.Body)
		d := time.Since(start)
		return d, d, err
	}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if first == 0 && strings.HasPrefix(line, "data: {") && strings.Contains(line, `"content":"`) && !strings.Contains(line, `"content":""`) {
			first = time.Since(start)
		}
	}
	if err := sc.Err(); err != nil {
		return 0, 0, err
	}
	if first == 0 {
		return 0, 0, errors.New(t.url + ": no content in the stream")
	}
	return first, time.Since(start), nil
}

// pct is the p-th percentile of sorted latencies.
func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, len(sorted)*p/100)]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }
