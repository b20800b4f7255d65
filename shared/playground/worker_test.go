package playground

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/platform"
)

// recordExec wraps the engine's exec to deliver the error of every
// statement as the worker path returned it (run may answer a timeout
// before exec returns, without the worker's end).
func recordExec(e *Engine, n int) <-chan error {
	got := make(chan error, n)
	inner := e.exec
	e.exec = func(ctx context.Context, path string, st Statement, limit int) (*Result, error) {
		res, err := inner(ctx, path, st, limit)
		got <- err
		return res, err
	}
	return got
}

// peakRSSMB is this process's peak resident memory since the last
// resetPeakRSS, in MB (VmHWM).
func peakRSSMB(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status:", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.Atoi(strings.Fields(rest)[0])
			if err != nil {
				t.Fatal(err)
			}
			return kb >> 10
		}
	}
	t.Fatal("no VmHWM")
	return 0
}

// resetPeakRSS makes VmHWM the current resident memory.
func resetPeakRSS(t *testing.T) {
	t.Helper()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skip("cannot reset the peak RSS:", err)
	}
}

// gone fails unless the process pid no longer exists (reaped).
func gone(t *testing.T, pid int, what string) {
	t.Helper()
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("%s: worker %d still exists (%v)", what, pid, err)
	}
}

// TestMemoryBombsEndInTheWorker: statements whose single values DuckDB's
// memory_limit does not count, and the classic aggregate and cross-join
// bombs, end with a 400 SQL_RESOURCE_LIMIT or SQL_TIMEOUT; their worker is
// gone and this process (the server) stayed small and keeps answering. In
// the process itself, lpad alone allocated about 2 GB and
// len(range(100000000)) 1.7 GB.
func TestMemoryBombsEndInTheWorker(t *testing.T) {
	e := NewEngine(Limits{Timeout: 2 * time.Second, MemoryMB: 64})
	path := fixture(t, 1000)
	bombs := []struct {
		q        string
		classify bool
	}{
		{"SELECT lpad('x', 300000000, 'y')", true},
		// The classifier refuses list-valued range; the worker must hold
		// without it.
		{"SELECT len(range(100000000))", false},
		{"SELECT length(string_agg(md5(i::VARCHAR), '')) FROM range(100000000) t(i)", true},
		{"SELECT max(a.name || b.name || c.name) FROM data a, data b, data c", true},
	}
	errsOf := recordExec(e, len(bombs))
	resetPeakRSS(t)
	before := peakRSSMB(t)
	for _, b := range bombs {
		var err error
		if b.classify {
			_, err = e.Query(t.Context(), path, b.q, 10)
		} else {
			_, err = e.run(t.Context(), path, Statement{Kind: KindQuery, SQL: b.q}, 10)
		}
		if code := codeOf(err); code != CodeResourceLimit && code != CodeTimeout || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%s: %v, want %s or %s (400)", b.q, err, CodeResourceLimit, CodeTimeout)
		}
	}
	for i := range bombs {
		err := <-errsOf
		var x *WorkerExit
		if !errors.As(err, &x) || x.State == nil {
			t.Errorf("%s: no ended worker in %v", bombs[i].q, err)
			continue
		}
		t.Logf("%s: %s; %v", bombs[i].q, codeOf(err), x)
		if codeOf(err) == CodeTimeout && !x.Killed {
			t.Errorf("%s: timed out, but the worker was not killed: %v", bombs[i].q, x)
		}
		gone(t, x.Pid, bombs[i].q)
	}
	t.Logf("peak RSS of this process: %d MB before, %d MB after", before, peakRSSMB(t))
	if grew := peakRSSMB(t) - before; grew > 256 {
		t.Errorf("this process grew by %d MB during the bombs", grew)
	}
	// The server survived and still answers (with the default statement
	// timeout: the short one is for the bombs, and a statement that may
	// have to start a worker on a loaded machine must not depend on it).
	res := query(t, NewEngine(Limits{}), path, "SELECT count(*) AS n FROM data", 1)
	if rowsJSON(t, res) != `[{"n":1000}]` {
		t.Fatalf("after the bombs: %s", rowsJSON(t, res))
	}
}

// TestWorkerCapStopsWhatDuckDBDoesNotCount: with DuckDB's memory limit
// far above the worker's cap, a huge single value ends at the cap.
func TestWorkerCapStopsWhatDuckDBDoesNotCount(t *testing.T) {
	e := NewEngine(Limits{Timeout: 5 * time.Second, MemoryMB: 4096, WorkerMemoryMB: 128})
	_, err := e.run(t.Context(), fixture(t, 10), Statement{Kind: KindQuery, SQL: "SELECT len(range(100000000))"}, 10)
	if code := codeOf(err); code != CodeResourceLimit && code != CodeTimeout {
		t.Fatalf("%v, want %s or %s", err, CodeResourceLimit, CodeTimeout)
	}
}

// TestWorkerEnvironment: a worker gets the marker and the time zone, none
// of the server's environment (credentials, settings).
func TestWorkerEnvironment(t *testing.T) {
	t.Setenv("AWS_SECRET_ACCESS_KEY", "not-for-workers")
	t.Setenv("TZ", "UTC")
	w, err := startWorker()
	if err != nil {
		t.Fatal(err)
	}
	defer w.kill()
	// The environment shows once the new program runs.
	var env []byte
	for deadline := time.Now().Add(hangGuard); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if env, err = os.ReadFile("/proc/" + strconv.Itoa(w.cmd.Process.Pid) + "/environ"); err != nil {
			t.Skip("no /proc environ:", err)
		}
		if len(env) > 0 {
			break
		}
	}
	vars := strings.Split(strings.TrimRight(string(env), "\x00"), "\x00")
	if strings.Join(vars, " ") != EnvWorker+"=1 TZ=UTC" || bytes.Contains(env, []byte("not-for-workers")) {
		t.Fatalf("worker environment: %q", vars)
	}
}

// TestIdleWorkerThatDiedIsReplaced: a pre-started worker that ended while
// idle does not fail the statement that takes it.
func TestIdleWorkerThatDiedIsReplaced(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 10)
	query(t, e, path, "SELECT 1 AS x", 1)
	// The pool refills in the background; kill every idle worker.
	var idle []*worker
	for deadline := time.Now().Add(hangGuard); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		workers.mu.Lock()
		idle = append([]*worker(nil), workers.idle...)
		workers.mu.Unlock()
		if len(idle) > 0 {
			break
		}
	}
	if len(idle) == 0 {
		t.Fatal("the pool never refilled")
	}
	for _, w := range idle {
		_ = syscall.Kill(w.cmd.Process.Pid, syscall.SIGKILL)
	}
	for _, w := range idle {
		waitZombie(t, w.cmd.Process.Pid)
	}
	for range len(idle) + 1 {
		res := query(t, e, path, "SELECT count(*) AS n FROM data", 1)
		if rowsJSON(t, res) != `[{"n":10}]` {
			t.Fatalf("after idle deaths: %s", rowsJSON(t, res))
		}
	}
	// Taken or, at the latest, dismissed, they are reaped.
	workers.dismiss()
	for _, w := range idle {
		gone(t, w.cmd.Process.Pid, "killed idle worker")
	}
}

// waitZombie waits until the unreaped child pid has ended.
func waitZombie(t *testing.T, pid int) {
	t.Helper()
	for deadline := time.Now().Add(hangGuard); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			t.Fatal(err)
		}
		if s := string(b); strings.HasPrefix(s[strings.LastIndex(s, ")")+1:], " Z") {
			return
		}
	}
	t.Fatalf("worker %d did not end", pid)
}

// TestIdleWorkersAreDismissed: dismissing the idle workers ends them, and
// the next statement starts a new one.
func TestIdleWorkersAreDismissed(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 10)
	query(t, e, path, "SELECT 1 AS x", 1)
	workers.mu.Lock()
	idle := append([]*worker(nil), workers.idle...)
	workers.mu.Unlock()
	workers.dismiss()
	for _, w := range idle {
		gone(t, w.cmd.Process.Pid, "dismissed worker")
	}
	query(t, e, path, "SELECT 1 AS x", 1)
}

// TestBinaryWithoutWorkerEntry: a binary whose main does not call
// RunWorkerIfRequested runs no statement at all (a 500), rather than run
// it without the worker's memory cap or re-execute a main that is not a
// worker.
func TestBinaryWithoutWorkerEntry(t *testing.T) {
	workerCapable.Store(false)
	defer workerCapable.Store(true)
	e := NewEngine(Limits{})
	_, err := e.Query(t.Context(), fixture(t, 10), "SELECT 1 AS x", 1)
	var pe *errs.Error
	if !errors.Is(err, errNoWorkerEntry) || errors.As(err, &pe) {
		t.Fatalf("%v, want the internal error %v", err, errNoWorkerEntry)
	}
}

// TestFrames: a frame announced over the limit is refused before it is
// read, and frames keep HTML characters as they are.
func TestFrames(t *testing.T) {
	var b bytes.Buffer
	if err := writeFrame(&b, map[string]string{"s": "<&>"}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b.Bytes(), []byte(`"<&>"`)) {
		t.Fatalf("frame %q", b.Bytes())
	}
	var v map[string]string
	if err := readFrame(bytes.NewReader(b.Bytes()), &v, 100); err != nil || v["s"] != "<&>" {
		t.Fatalf("read back %v: %v", v, err)
	}
	if err := readFrame(bytes.NewReader(b.Bytes()), &v, 5); !errors.Is(err, errFrameTooLarge) {
		t.Fatalf("over the limit: %v", err)
	}
}

// TestMemoryBombOverHTTP: the caller of the endpoint gets a 400 with a
// stable code, not a 502 from a dead server.
func TestMemoryBombOverHTTP(t *testing.T) {
	e := newEnv(t, embeddedDeps, func(c *platform.Config) {
		c.PlaygroundMemoryMB = 64
	})
	e.putDataset("ds1", 10)
	id := e.open("ds1")
	r := e.call("POST", sqlPath(id), map[string]any{"query": "SELECT lpad('x', 300000000, 'y') AS s"})
	if r.status != http.StatusBadRequest || r.code() != CodeResourceLimit && r.code() != CodeTimeout {
		t.Fatalf("lpad bomb: %d %s", r.status, r.raw)
	}
	e.call("POST", sqlPath(id), map[string]any{"query": "SELECT count(*) AS n FROM data"}).must(t, http.StatusOK)
}

// TestWorkerDeathAnswers: a worker that died without an answer is a 400
// SQL_RESOURCE_LIMIT when it ran into its memory cap (Go's runtime, C++ or
// thread creation say so before the process ends), and an internal error
// otherwise.
func TestWorkerDeathAnswers(t *testing.T) {
	e := NewEngine(Limits{})
	for stderr, code := range map[string]string{
		"fatal error: runtime: out of memory\n\ngoroutine 1 [running]:":      CodeResourceLimit,
		"terminate called after throwing an instance of 'std::bad_alloc'":    CodeResourceLimit,
		"runtime: failed to create new OS thread (have 7 already; errno=11)": CodeResourceLimit,
		"SIGSEGV: segmentation violation":                                    "",
		"":                                                                   "",
	} {
		err := e.ended(nil, &WorkerExit{Pid: 1, Stderr: stderr})
		var x *WorkerExit
		if codeOf(err) != code || !errors.As(err, &x) {
			t.Errorf("%q: %v, want code %q with the worker's end", stderr, err, code)
		}
	}
	if err := e.ended(context.DeadlineExceeded, &WorkerExit{Pid: 1, Killed: true}); codeOf(err) != CodeTimeout {
		t.Errorf("deadline: %v", err)
	}
}
