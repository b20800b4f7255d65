package playground

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"bulwark/shared/errs"
)

// EnvWorker is the environment variable that turns a process the engine
// started into a statement worker (value "1"); RunWorkerIfRequested looks
// for it.
const EnvWorker = "BULWARK_PLAYGROUND_WORKER"

// workerCapable is set when this binary's main (or TestMain) called
// RunWorkerIfRequested: only then does re-executing the binary with the
// marker reach the worker. A binary that did not is never re-executed (it
// would run its own main again); its engine refuses to run statements
// rather than run them without the worker's memory cap.
var workerCapable atomic.Bool

// RunWorkerIfRequested makes this process a playground statement worker
// when the engine started it (EnvWorker=1): it waits for one statement on
// standard input, caps its own memory, runs the statement in the sandbox,
// writes the answer to standard output and exits. Without the marker it
// returns at once. Call it as the very first line of main (and of TestMain)
// in every binary that serves the playground: the engine re-executes its
// own program (ownProgram) to get workers.
func RunWorkerIfRequested() {
	if os.Getenv(EnvWorker) != "1" {
		workerCapable.Store(true)
		return
	}
	out, err := replyChannel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "playground worker:", err)
		os.Exit(exitProtocol)
	}
	os.Exit(serveWorker(os.Stdin, out))
}

// replyChannel moves the reply off descriptor 1: the reply goes to a copy
// of standard output, and standard output itself becomes standard error,
// so that nothing a library prints can corrupt the frame.
func replyChannel() (*os.File, error) {
	fd, err := unix.Dup(1)
	if err != nil {
		return nil, fmt.Errorf("dup stdout: %w", err)
	}
	if err := unix.Dup2(2, 1); err != nil {
		return nil, fmt.Errorf("redirect stdout: %w", err)
	}
	return os.NewFile(uintptr(fd), "reply"), nil
}

// workerRequest is the one frame the engine sends a worker: the limits and
// the statement. Frames are a 4-byte big-endian length and that many bytes
// of JSON; the worker acknowledges the request with ackByte as soon as it
// has read it, then answers with one workerReply frame.
type workerRequest struct {
	MemoryMB       int           `json:"memory_mb"`
	Threads        int           `json:"threads"`
	Timeout        time.Duration `json:"timeout"`
	MaxResultBytes int           `json:"max_result_bytes"`
	// CapMB is the writable memory the worker may add to what it holds
	// when it reads the request (see capProcess).
	CapMB int    `json:"cap_mb"`
	Path  string `json:"path"`
	Kind  Kind   `json:"kind"`
	SQL   string `json:"sql"`
	Limit int    `json:"limit"`
}

type workerReply struct {
	Result *Result      `json:"result,omitempty"`
	Error  *workerError `json:"error,omitempty"`
}

// workerError is an error crossing the pipe: an *errs.Error keeps its
// kind, code and message; any other error is internal (Kind "").
type workerError struct {
	Kind    string `json:"kind,omitempty"`
	Code    string `json:"code,omitempty"`
	Message string `json:"message"`
}

// wireKinds are the error kinds a worker reports (execute returns no
// others).
var wireKinds = map[string]error{"invalid": errs.ErrInvalid, "conflict": errs.ErrConflict}

func toWire(err error) *workerError {
	var e *errs.Error
	if errors.As(err, &e) {
		for name, kind := range wireKinds {
			if e.Kind == kind {
				return &workerError{Kind: name, Code: e.Code, Message: e.Message}
			}
		}
	}
	return &workerError{Message: err.Error()}
}

// err rebuilds the error; cause (how the worker ended) is kept for the log.
func (w *workerError) err(cause error) error {
	if kind, ok := wireKinds[w.Kind]; ok {
		return &errs.Error{Kind: kind, Code: w.Code, Message: w.Message, Err: cause}
	}
	return fmt.Errorf("playground worker: %s (%w)", w.Message, cause)
}

// Frame limits: a request holds a query of at most MaxQueryChars
// characters; a reply at most MaxResultBytes of rows plus the column names
// and the envelope.
const (
	maxRequestFrame = 1 << 20
	replySlack      = 8 << 20
)

// writeFrame writes v as one frame. HTML characters stay as they are: the
// rows are JSON already, and the API shows them as encoded.
func writeFrame(w io.Writer, v any) error {
	var b bytes.Buffer
	b.Write([]byte{0, 0, 0, 0})
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	buf := b.Bytes()
	binary.BigEndian.PutUint32(buf, uint32(len(buf)-4))
	_, err := w.Write(buf)
	return err
}

// errFrameTooLarge: the peer announced a frame over the limit.
var errFrameTooLarge = errors.New("playground worker: frame over the size limit")

func readFrame(r io.Reader, v any, max int) error {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return err
	}
	n := binary.BigEndian.Uint32(head[:])
	if int64(n) > int64(max) {
		return errFrameTooLarge
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return io.ErrUnexpectedEOF
	}
	return json.Unmarshal(body, v)
}

// ackByte is the worker's acknowledgement of its request.
const ackByte = '+'

// Exit codes of a worker that gave no reply.
const (
	exitProtocol = 3 // unreadable request
	exitWatchdog = 4 // still running well after its statement timeout
)

// watchdogGrace is how long after its statement timeout a worker ends
// itself: the engine kills it at the deadline, so this only matters when
// the engine is gone.
const watchdogGrace = 2 * time.Second

// serveWorker is a worker's whole life: one request, the memory cap, the
// statement, one reply. It returns the exit code. End of input before a
// request (the engine dismissed an idle worker, or exited) is a clean exit.
func serveWorker(in io.Reader, out io.Writer) int {
	var req workerRequest
	if err := readFrame(in, &req, maxRequestFrame); err != nil {
		if errors.Is(err, io.EOF) {
			return 0
		}
		return exitProtocol
	}
	time.AfterFunc(req.Timeout+watchdogGrace, func() { os.Exit(exitWatchdog) })
	if _, err := out.Write([]byte{ackByte}); err != nil {
		return exitProtocol
	}
	var reply workerReply
	if err := capProcess(req.CapMB); err != nil {
		reply.Error = toWire(err)
	} else {
		e := &Engine{lim: Limits{MemoryMB: req.MemoryMB, Threads: req.Threads, Timeout: req.Timeout,
			MaxResultBytes: req.MaxResultBytes}.withDefaults()}
		ctx, cancel := context.WithTimeout(context.Background(), req.Timeout)
		res, err := e.execute(ctx, req.Path, Statement{Kind: req.Kind, SQL: req.SQL}, req.Limit)
		cancel()
		if reply.Result = res; err != nil {
			reply.Error = toWire(err)
		}
	}
	if err := writeFrame(out, reply); err != nil {
		return 1
	}
	return 0
}

// assumedBaselineMB stands for the worker's own writable memory where the
// kernel does not report it (no /proc): about what Go's runtime and the
// binary's data hold at start on linux/amd64 (130-150 MB measured).
const assumedBaselineMB = 160

// capProcess sets the worker's hard limits before DuckDB starts:
//
//   - writable memory: RLIMIT_DATA counts the heap, anonymous mappings and
//     thread stacks, but not address space that is only reserved; Go's
//     runtime and glibc's malloc arenas reserve well over a gigabyte of
//     it, so RLIMIT_AS would have to be too high to protect anything. The
//     limit is what the worker already has (VmData) plus capMB, so the
//     budget does not depend on the runtime's reservations on an
//     architecture;
//   - no core files;
//   - no file writes: DuckDB's in-memory database with spilling off
//     writes none, and a write would fail (EFBIG; Go's runtime ignores
//     SIGXFSZ), so no statement can create more than an empty file.
func capProcess(capMB int) error {
	base, err := vmDataMB()
	if err != nil {
		base = assumedBaselineMB
	}
	limits := []struct {
		res int
		val uint64
	}{
		{syscall.RLIMIT_DATA, uint64(base+capMB) << 20},
		{syscall.RLIMIT_CORE, 0},
		{syscall.RLIMIT_FSIZE, 0},
	}
	for _, l := range limits {
		if err := syscall.Setrlimit(l.res, &syscall.Rlimit{Cur: l.val, Max: l.val}); err != nil {
			return fmt.Errorf("setrlimit %d: %w", l.res, err)
		}
	}
	return nil
}

// vmDataMB is the process's writable private memory as the kernel counts
// it for RLIMIT_DATA (VmData of /proc/self/status), rounded up.
func vmDataMB() (int, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmData:"); ok {
			f := strings.Fields(rest)
			if len(f) == 2 && f[1] == "kB" {
				kb, err := strconv.Atoi(f[0])
				if err == nil {
					return (kb + 1023) >> 10, nil
				}
			}
		}
	}
	return 0, errors.New("no VmData in /proc/self/status")
}

// workerEnv is the whole environment of a worker: the marker and the time
// zone. Nothing else of the parent's (credentials, settings) reaches it.
func workerEnv() []string {
	env := []string{EnvWorker + "=1"}
	if tz, ok := os.LookupEnv("TZ"); ok {
		env = append(env, "TZ="+tz)
	}
	return env
}

// ownProgram is the program this process runs. On Linux /proc/self/exe
// names it even after its file was replaced (a rebuild while make run
// serves), so a worker always runs the engine's own code.
func ownProgram() (string, error) {
	const self = "/proc/self/exe"
	if _, err := os.Lstat(self); err == nil {
		return self, nil
	}
	return os.Executable()
}

// errNoWorkerEntry: the binary's main does not call RunWorkerIfRequested.
var errNoWorkerEntry = errors.New("playground: this binary does not serve statement workers: " +
	"call playground.RunWorkerIfRequested first in main")

// worker is a started worker process waiting for its request. Exactly one
// owner at a time (the pool, then the statement) uses it, and kill is the
// only place that reaps it, so the process group id is never reused while
// it can still be signalled.
type worker struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
	stderr *tail
}

// startWorker re-executes this program as a worker, in a process group of
// its own.
func startWorker() (*worker, error) {
	if !workerCapable.Load() {
		return nil, errNoWorkerEntry
	}
	exe, err := ownProgram()
	if err != nil {
		return nil, fmt.Errorf("playground: worker executable: %w", err)
	}
	w := &worker{stderr: &tail{max: 4 << 10}}
	w.cmd = &exec.Cmd{
		Path:        exe,
		Args:        []string{"bulwark-playground-worker"},
		Env:         workerEnv(),
		Stderr:      w.stderr,
		SysProcAttr: &syscall.SysProcAttr{Setpgid: true},
	}
	if w.stdin, err = w.cmd.StdinPipe(); err != nil {
		return nil, fmt.Errorf("playground: worker pipe: %w", err)
	}
	if w.stdout, err = w.cmd.StdoutPipe(); err != nil {
		return nil, fmt.Errorf("playground: worker pipe: %w", err)
	}
	if err := w.cmd.Start(); err != nil {
		return nil, fmt.Errorf("playground: start worker: %w", err)
	}
	return w, nil
}

// kill ends the worker's process group and reaps the worker.
func (w *worker) kill() {
	_ = syscall.Kill(-w.cmd.Process.Pid, syscall.SIGKILL)
	_ = w.stdin.Close()
	_ = w.cmd.Wait()
}

// WorkerExit describes how a statement's worker ended; it is the cause
// (errs.Error.Err, or the wrapped error) of every error the engine returns
// for a statement that reached a worker.
type WorkerExit struct {
	// Pid is the worker's process id; the worker has been reaped.
	Pid int
	// Killed is true when the engine killed it because the statement's
	// context ended (the deadline passed or the caller went away) before
	// it answered. (A worker that answered is killed too, to make sure
	// nothing of it remains, but Killed is false.)
	Killed bool
	// State is how the process ended.
	State *os.ProcessState
	// Stderr is the end of what the worker wrote to its standard error.
	Stderr string
}

func (x *WorkerExit) Error() string {
	how := "ended"
	if x.Killed {
		how = "was killed at the statement's deadline or cancellation"
	}
	return strings.TrimSpace(fmt.Sprintf("playground worker %d %s (%v) %s", x.Pid, how, x.State, x.Stderr))
}

// memoryFailure reports whether a worker that ended without an answer ran
// into its memory cap: Go's runtime and C++ say so on standard error
// before they end the process, and thread creation fails the same way
// when the cap leaves no room for a stack.
func (x *WorkerExit) memoryFailure() bool {
	s := strings.ToLower(x.Stderr)
	for _, sign := range []string{"out of memory", "bad_alloc", "cannot allocate memory", "failed to create new os thread"} {
		if strings.Contains(s, sign) {
			return true
		}
	}
	return false
}

// errSend: the request did not reach the worker (it had ended). A
// successful write does not prove delivery: a process being started at the
// same moment holds a copy of every pipe until it executes its program, so
// a write to a dead worker's pipe can succeed; the worker's acknowledgement
// is the proof.
var errSend = errors.New("playground worker: request not delivered")

// query sends the request and waits for the reply, killing the worker's
// process group when ctx ends first. The worker is gone (killed and
// reaped) when query returns.
func (w *worker) query(ctx context.Context, e *Engine, req workerRequest) (*Result, error) {
	var reply workerReply
	replied := make(chan error, 1)
	go func() {
		if err := writeFrame(w.stdin, req); err != nil {
			replied <- fmt.Errorf("%w: %w", errSend, err)
			return
		}
		_ = w.stdin.Close()
		r := bufio.NewReader(w.stdout)
		if ack, err := r.ReadByte(); err != nil || ack != ackByte {
			replied <- fmt.Errorf("%w: no acknowledgement", errSend)
			return
		}
		replied <- readFrame(r, &reply, req.MaxResultBytes+replySlack)
	}()
	var err error
	killed := false
	select {
	case err = <-replied:
	case <-ctx.Done():
		killed = true
	}
	// Nothing of the worker outlives the statement.
	w.kill()
	if killed {
		<-replied
		return nil, e.ended(ctx.Err(), w.exit(true))
	}
	switch {
	case errors.Is(err, errSend):
		return nil, fmt.Errorf("%w (%w)", err, w.exit(false))
	case errors.Is(err, errFrameTooLarge):
		return nil, e.resourceLimit(w.exit(false))
	case err != nil:
		return nil, e.ended(nil, w.exit(false))
	case reply.Error != nil:
		return nil, reply.Error.err(w.exit(false))
	case reply.Result == nil:
		return nil, errors.New("playground worker: empty reply")
	}
	return reply.Result, nil
}

func (w *worker) exit(killed bool) *WorkerExit {
	return &WorkerExit{Pid: w.cmd.Process.Pid, Killed: killed, State: w.cmd.ProcessState, Stderr: w.stderr.String()}
}

// ended is the answer for a worker that gave none: the statement timeout
// (the engine killed it at the deadline), the caller's cancellation, the
// memory cap, or, for any other death, an internal error that carries how
// the worker ended (logged with the 500).
func (e *Engine) ended(ctxErr error, x *WorkerExit) error {
	switch {
	case errors.Is(ctxErr, context.DeadlineExceeded):
		return e.timeout(x)
	case ctxErr != nil:
		return fmt.Errorf("%w (%w)", ctxErr, x)
	case x.memoryFailure():
		return e.resourceLimit(x)
	}
	return fmt.Errorf("playground: %w", x)
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// workerIdle is how long pre-started workers wait for a statement before
// the pool dismisses them.
const workerIdle = time.Minute

// workerPool keeps started workers ready, so that a statement does not
// wait for the binary to start and initialise its packages (measured: 15
// ms for the Lambda function's binary, 75 ms for bin/bulwark, which
// initialises every feature). An idle worker is the bare process: it has
// no limits, no database and no data until its one request arrives, and it
// serves that one statement and exits, so nothing crosses statements. The
// pool holds as many idle workers as the largest engine runs statements at
// once, refills after each take, and dismisses them after workerIdle
// without a statement.
type workerPool struct {
	mu       sync.Mutex
	idle     []*worker
	target   int
	starting int
	timer    *time.Timer
}

// workers is the process's pool: every engine of the process re-executes
// the same binary with the same environment, so they share it.
var workers = &workerPool{}

// take returns an idle worker, or starts one when none is ready, and tops
// the pool up to want idle workers in the background.
func (p *workerPool) take(want int) (*worker, error) {
	if !workerCapable.Load() {
		return nil, errNoWorkerEntry
	}
	p.mu.Lock()
	p.target = max(p.target, want)
	var w *worker
	if len(p.idle) > 0 {
		// The oldest first: a worker that died while idle is found (and
		// replaced) at the next statements, not only when dismissed.
		w, p.idle = p.idle[0], p.idle[1:]
	}
	p.fillLocked()
	p.armLocked()
	p.mu.Unlock()
	if w != nil {
		return w, nil
	}
	return startWorker()
}

func (p *workerPool) fillLocked() {
	for len(p.idle)+p.starting < p.target {
		p.starting++
		go func() {
			w, err := startWorker()
			p.mu.Lock()
			defer p.mu.Unlock()
			p.starting--
			if err == nil {
				// A start that fails is retried at the next take, which
				// then reports the error if it fails again.
				p.idle = append(p.idle, w)
				p.armLocked()
			}
		}()
	}
}

// armLocked (re)starts the idle countdown.
func (p *workerPool) armLocked() {
	if p.timer == nil {
		p.timer = time.AfterFunc(workerIdle, p.dismiss)
		return
	}
	p.timer.Reset(workerIdle)
}

// dismiss ends the idle workers.
func (p *workerPool) dismiss() {
	p.mu.Lock()
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, w := range idle {
		w.kill()
	}
}
