package jobrun_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/records"
	"bulwark/shared/webhooks"
)

type env struct {
	d   *platform.Deps
	q   *platformtest.Recorder
	clk *clock.Fake
	tn  identity.Tenant
}

func newEnv(t *testing.T) *env {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
	q := &platformtest.Recorder{}
	d := platformtest.Embedded(t, clk, platformtest.Config(t))
	d.Jobs = q
	tn, err := identity.CreateTenant(context.Background(), d.Main, clk, "jobs@example.com", "", "jobs")
	if err != nil {
		t.Fatal(err)
	}
	return &env{d: d, q: q, clk: clk, tn: tn}
}

func (e *env) create(t *testing.T, n jobrun.New) jobrun.Job {
	t.Helper()
	if n.Type == "" {
		n.Type = "test.work"
	}
	j, err := jobrun.Create(context.Background(), e.d, e.tn.WorkspaceID, n)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func (e *env) get(t *testing.T, id string) jobrun.Job {
	t.Helper()
	j, err := jobrun.Get(context.Background(), e.d, e.tn.WorkspaceID, id)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func envelope(j jobrun.Job) jobs.Envelope {
	return jobs.Envelope{Type: j.Type, WorkspaceID: j.WorkspaceID, JobID: j.ID}
}

// hangGuard bounds a wait on another goroutine: it only turns a hang into
// a failure, it does not measure anything.
const hangGuard = 30 * time.Second

// await returns what ch delivers. It fails the test instead of waiting
// forever when the background delivery ended first (its error comes on
// ended), or after hangGuard.
func await[T any](t *testing.T, what string, ch <-chan T, ended <-chan error) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case err := <-ended:
		t.Fatalf("waiting for %s: the delivery ended first (%v)", what, err)
	case <-time.After(hangGuard):
		t.Fatalf("waiting for %s: nothing after %v", what, hangGuard)
	}
	var zero T // t.Fatalf does not return
	return zero
}

func TestJobRunsOnceAndRedeliveriesAreAcknowledged(t *testing.T) {
	e := newEnv(t)
	runs := 0
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
		runs++
		if err := r.Progress(ctx, 40, "halfway"); err != nil {
			return nil, err
		}
		return map[string]any{"answer": 42}, nil
	}})
	j := e.create(t, jobrun.New{Provider: "test"})
	if j.Status != jobrun.StatusQueued {
		t.Fatalf("created %s", j.Status)
	}
	msgs := e.q.Take()
	if len(msgs) != 1 || msgs[0].Env.JobID != j.ID {
		t.Fatalf("queued %+v", msgs)
	}
	for range 3 {
		if err := task(context.Background(), msgs[0].Env); err != nil {
			t.Fatal(err)
		}
	}
	j = e.get(t, j.ID)
	if runs != 1 || j.Status != jobrun.StatusSucceeded || j.Progress != 100 || j.Details["answer"] != 42.0 || j.Attempts != 1 ||
		j.StartedAt == nil || j.FinishedAt == nil || !j.Settled {
		t.Fatalf("runs %d, job %+v", runs, j)
	}
	rep, err := jobrun.Sweep(context.Background(), e.d)
	if err != nil || rep.Checked != 0 {
		t.Fatalf("a settled job must leave the sweep's index: %+v %v", rep, err)
	}
}

// TestAWorkerThatDiesIsReplacedAndTheJobCompletesOnce: run A claims the
// job and hangs; once its lease lapses another delivery takes the job over
// and finishes it; A's late checkpoint learns it lost the job and its
// result is never recorded.
func TestAWorkerThatDiesIsReplacedAndTheJobCompletesOnce(t *testing.T) {
	e := newEnv(t)
	hang, started, resumed := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	t.Cleanup(func() {
		select {
		case <-hang:
		default:
			close(hang) // a failed test must not leave A blocked
		}
	})
	calls := 0
	var mu sync.Mutex
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", Lease: time.Minute, Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
		mu.Lock()
		calls++
		first := calls == 1
		mu.Unlock()
		if first {
			close(started)
			<-hang
			err := r.Progress(ctx, 90, "A is back")
			resumed <- err
			return map[string]any{"by": "A"}, err
		}
		return map[string]any{"by": "B"}, nil
	}})
	j := e.create(t, jobrun.New{})
	env := envelope(j)
	aDone := make(chan error, 1)
	go func() { aDone <- task(context.Background(), env) }()
	// A must be inside Run, not just past its claim, before time moves on:
	// were B's delivery the first to reach Run, B would be the one that
	// hangs.
	await(t, "A to run", started, aDone)
	if got := e.get(t, j.ID).Status; got != jobrun.StatusRunning {
		t.Fatalf("while A runs: %s", got)
	}
	// A duplicate delivery while A's lease is live changes nothing.
	if err := task(context.Background(), env); err != nil || e.get(t, j.ID).Status != jobrun.StatusRunning {
		t.Fatalf("duplicate during a live lease: %v %s", err, e.get(t, j.ID).Status)
	}
	e.clk.Advance(2 * time.Minute)
	if err := task(context.Background(), env); err != nil {
		t.Fatal(err)
	}
	close(hang)
	if err := await(t, "A's checkpoint", resumed, nil); !errors.Is(err, jobrun.ErrLeaseLost) {
		t.Fatalf("A's checkpoint: %v", err)
	}
	if err := await(t, "A's delivery", aDone, nil); err != nil {
		t.Fatalf("A's delivery: %v", err)
	}
	got := e.get(t, j.ID)
	if got.Status != jobrun.StatusSucceeded || got.Details["by"] != "B" || got.Attempts != 2 {
		t.Fatalf("job %+v", got)
	}
}

func TestTransientErrorsAreRetriedThenTheJobFails(t *testing.T) {
	e := newEnv(t)
	boom := errors.New("store unavailable")
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", MaxAttempts: 3, Run: func(context.Context, *jobrun.Run) (map[string]any, error) {
		return nil, boom
	}})
	j := e.create(t, jobrun.New{})
	for i := range 3 {
		if err := task(context.Background(), envelope(j)); !errors.Is(err, boom) {
			t.Fatalf("attempt %d: %v (the queue must deliver again)", i+1, err)
		}
		if got := e.get(t, j.ID); got.Status != jobrun.StatusRunning || got.Attempts != i+1 {
			t.Fatalf("after attempt %d: %+v", i+1, got)
		}
	}
	if err := task(context.Background(), envelope(j)); err != nil {
		t.Fatal(err)
	}
	if got := e.get(t, j.ID); got.Status != jobrun.StatusFailed || got.ErrorCode != jobrun.CodeRetriesExhausted {
		t.Fatalf("after the last attempt: %+v", got)
	}

	for _, c := range []struct {
		run  func(context.Context, *jobrun.Run) (map[string]any, error)
		code string
	}{
		{func(context.Context, *jobrun.Run) (map[string]any, error) {
			return nil, jobrun.Failf("CSV_INVALID", "line 3: bad")
		}, "CSV_INVALID"},
		{func(context.Context, *jobrun.Run) (map[string]any, error) { panic("index out of range") }, "INTERNAL"},
	} {
		task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", Run: c.run})
		j := e.create(t, jobrun.New{})
		if err := task(context.Background(), envelope(j)); err != nil {
			t.Fatal(err)
		}
		if got := e.get(t, j.ID); got.Status != jobrun.StatusFailed || got.ErrorCode != c.code || got.Attempts != 1 {
			t.Fatalf("%s: %+v", c.code, got)
		}
	}
}

func TestCancel(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	started, release := make(chan struct{}), make(chan struct{})
	ran := 0
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
		ran++
		close(started)
		<-release
		return nil, r.Progress(ctx, 50, "checkpoint")
	}})

	queued := e.create(t, jobrun.New{})
	j, err := jobrun.Cancel(ctx, e.d, e.tn.WorkspaceID, queued.ID)
	if err != nil || j.Status != jobrun.StatusCancelled || j.CancelledAt == nil || !j.CancelRequested {
		t.Fatalf("cancel queued: %+v %v", j, err)
	}
	if err := task(ctx, envelope(queued)); err != nil || ran != 0 || !e.get(t, queued.ID).Settled {
		t.Fatalf("a cancelled job must not run: ran %d, %v", ran, err)
	}

	running := e.create(t, jobrun.New{})
	done := make(chan error, 1)
	go func() { done <- task(ctx, envelope(running)) }()
	await(t, "the run to start", started, done)
	j, err = jobrun.Cancel(ctx, e.d, e.tn.WorkspaceID, running.ID)
	if err != nil || j.Status != jobrun.StatusRunning || !j.CancelRequested || j.CancelledAt != nil {
		t.Fatalf("cancel running: %+v %v", j, err)
	}
	close(release)
	if err := await(t, "the run to end", done, nil); err != nil {
		t.Fatal(err)
	}
	if j = e.get(t, running.ID); j.Status != jobrun.StatusCancelled || j.CancelledAt == nil {
		t.Fatalf("after the checkpoint: %+v", j)
	}
	_, err = jobrun.Cancel(ctx, e.d, e.tn.WorkspaceID, running.ID)
	var ee *errs.Error
	if !errors.As(err, &ee) || ee.Code != "JOB_ALREADY_FINISHED" {
		t.Fatalf("cancel finished: %v", err)
	}
	fixed := e.create(t, jobrun.New{NotCancellable: true})
	if _, err := jobrun.Cancel(ctx, e.d, e.tn.WorkspaceID, fixed.ID); !errors.As(err, &ee) || ee.Code != "JOB_NOT_CANCELLABLE" {
		t.Fatalf("cancel a deletion: %v", err)
	}
}

func TestSweepFailsStuckJobsAndRequeuesLostOnes(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	pending := e.create(t, jobrun.New{Pending: true, Deadline: 10 * time.Minute})
	late := e.create(t, jobrun.New{Deadline: 10 * time.Minute})
	lost := e.create(t, jobrun.New{})
	dead := e.create(t, jobrun.New{})
	// dead is claimed by a worker that never comes back.
	hold, holding, ended := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	t.Cleanup(func() { close(hold) })
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", Lease: time.Minute, Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
		close(holding)
		<-hold
		return nil, nil
	}})
	go func() { ended <- task(ctx, envelope(dead)) }()
	await(t, "the worker to hold dead", holding, ended)
	e.q.Take()

	e.clk.Advance(6 * time.Minute)
	rep, err := jobrun.Sweep(ctx, e.d)
	if err != nil {
		t.Fatal(err)
	}
	requeued := map[string]bool{}
	for _, m := range e.q.Take() {
		requeued[m.Env.JobID] = true
	}
	if rep.Checked != 4 || rep.Failed != 0 || !requeued[lost.ID] || !requeued[late.ID] || !requeued[dead.ID] || requeued[pending.ID] {
		t.Fatalf("first sweep %+v, requeued %v", rep, requeued)
	}

	e.clk.Advance(5 * time.Minute)
	if rep, err = jobrun.Sweep(ctx, e.d); err != nil || rep.Failed != 2 {
		t.Fatalf("second sweep %+v %v", rep, err)
	}
	if j := e.get(t, pending.ID); j.Status != jobrun.StatusFailed || j.ErrorCode != jobrun.CodeUploadMissing {
		t.Fatalf("pending past its deadline: %+v", j)
	}
	if j := e.get(t, late.ID); j.Status != jobrun.StatusFailed || j.ErrorCode != jobrun.CodeTimeout {
		t.Fatalf("queued past its deadline: %+v", j)
	}
	// The failed jobs are queued for settling; settling clears them.
	settle := jobrun.Task(e.d, jobrun.Kind{Type: "test.work"})
	for _, m := range e.q.Take() {
		if err := settle(ctx, m.Env); err != nil {
			t.Fatal(err)
		}
	}
	if !e.get(t, pending.ID).Settled || !e.get(t, late.ID).Settled {
		t.Fatal("failed jobs were not settled")
	}
}

func TestConcurrencySlotsAndQueueLimit(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	org, _, _ := records.Get[identity.Organization](ctx, e.d.Main, identity.OrgKey(e.tn.WorkspaceID, e.tn.OrgID))
	org.MaxConcurrentScans, org.MaxQueueSize = 1, 3
	if err := records.Put(ctx, e.d.Main, identity.OrgKey(e.tn.WorkspaceID, e.tn.OrgID), org, time.Time{}); err != nil {
		t.Fatal(err)
	}
	gate := make(chan struct{})
	running := make(chan string, 2)
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work", Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
		running <- r.Job.ID
		<-gate
		return nil, nil
	}})
	a := e.create(t, jobrun.New{UsesSlot: true})
	b := e.create(t, jobrun.New{UsesSlot: true})
	e.create(t, jobrun.New{})
	_, err := jobrun.Create(ctx, e.d, e.tn.WorkspaceID, jobrun.New{Type: "test.work"})
	var ee *errs.Error
	if !errors.As(err, &ee) || ee.Code != "QUEUE_FULL" || ee.RetryAfter == 0 || !errors.Is(err, errs.ErrRateLimited) {
		t.Fatalf("max_queue_size: %v", err)
	}
	if _, err := jobrun.Create(ctx, e.d, e.tn.WorkspaceID, jobrun.New{Type: "test.work", SkipQueueLimit: true}); err != nil {
		t.Fatalf("deletions skip the queue limit: %v", err)
	}
	e.q.Take()

	done := make(chan error, 1)
	go func() { done <- task(ctx, envelope(a)) }()
	await(t, "a to run", running, done)
	if err := task(ctx, envelope(b)); err != nil {
		t.Fatal(err)
	}
	jb := e.get(t, b.ID)
	msgs := e.q.Take()
	if jb.Status != jobrun.StatusQueued || !strings.Contains(jb.Message, "max_concurrent_scans") || len(msgs) != 1 || msgs[0].Delay != 30*time.Second {
		t.Fatalf("b while a runs: %+v, sent %+v", jb, msgs)
	}
	close(gate)
	if err := await(t, "a to end", done, nil); err != nil {
		t.Fatal(err)
	}
	if err := task(ctx, envelope(b)); err != nil {
		t.Fatal(err)
	}
	if got := await(t, "b to run", running, nil); got != b.ID || e.get(t, b.ID).Status != jobrun.StatusSucceeded {
		t.Fatalf("b after a finished: %s %+v", got, e.get(t, b.ID))
	}
}

func TestWebhookIsScheduledWhenTheJobEnds(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	task := jobrun.Task(e.d, jobrun.Kind{Type: "test.work",
		Run: func(context.Context, *jobrun.Run) (map[string]any, error) {
			return nil, jobrun.Failf("BAD", "bad input")
		},
		Settle: func(context.Context, jobrun.Job) (map[string]any, error) {
			return map[string]any{"dataset": map[string]any{"id": "d1"}}, nil
		}})
	ok := e.create(t, jobrun.New{Webhook: &jobrun.Webhook{URL: "https://hooks.example.com/x", OnComplete: true, OnFailure: false}})
	bad := e.create(t, jobrun.New{Webhook: &jobrun.Webhook{URL: "https://hooks.example.com/x", OnComplete: false, OnFailure: true}})
	e.q.Take()
	for _, j := range []jobrun.Job{ok, bad} {
		if err := task(ctx, envelope(j)); err != nil {
			t.Fatal(err)
		}
	}
	msgs := e.q.Take()
	if len(msgs) != 1 || msgs[0].Env.Type != webhooks.TaskType {
		t.Fatalf("one delivery for the failure only: %+v", msgs)
	}
	dels, err := webhooks.ForPrefix(ctx, e.d.Main, e.tn.WorkspaceID, bad.ID+".")
	if err != nil || len(dels) != 1 || dels[0].Event != jobrun.EventFailed {
		t.Fatalf("deliveries %+v %v", dels, err)
	}
	var p map[string]any
	_ = json.Unmarshal(dels[0].Body, &p)
	job, _ := p["job"].(map[string]any)
	if p["type"] != jobrun.EventFailed || p["id"] != bad.ID+"."+jobrun.EventFailed || job["error_code"] != "BAD" || p["dataset"] == nil {
		t.Fatalf("payload %s", dels[0].Body)
	}
}

func TestRoutes(t *testing.T) {
	e := newEnv(t)
	h, _, err := platform.Handler(e.d, platform.Groups{"jobs": jobrun.Routes})
	if err != nil {
		t.Fatal(err)
	}
	do := func(key, method, path string) (int, []byte) {
		r := httptest.NewRequest(method, path, nil)
		r.Header.Set("Authorization", "Bearer "+key)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Code, w.Body.Bytes()
	}
	var ids []string
	for i := range 5 {
		n := jobrun.New{DatasetID: "01a20000-0000-7000-8000-000000000001"}
		if i%2 == 1 {
			n = jobrun.New{Pending: true}
		}
		ids = append(ids, e.create(t, n).ID)
		e.clk.Advance(time.Millisecond)
	}
	key := e.tn.APIKey
	code, body := do(key, "GET", "/api/jobs?limit=2")
	var page jobrun.ListResponse
	_ = json.Unmarshal(body, &page)
	if code != 200 || len(page.Items) != 2 || page.Items[0].JobID != ids[4] || page.NextCursor == nil {
		t.Fatalf("first page %d %s", code, body)
	}
	_, body = do(key, "GET", "/api/jobs?limit=2&cursor="+*page.NextCursor)
	_ = json.Unmarshal(body, &page)
	if len(page.Items) != 2 || page.Items[0].JobID != ids[2] {
		t.Fatalf("second page %s", body)
	}
	_, body = do(key, "GET", "/api/jobs?status=pending")
	_ = json.Unmarshal(body, &page)
	if len(page.Items) != 2 || page.Items[0].Status != jobrun.StatusPending || page.NextCursor != nil {
		t.Fatalf("pending filter %s", body)
	}
	_, body = do(key, "GET", "/api/jobs?dataset_id=01a20000-0000-7000-8000-000000000001&status=queued,running")
	_ = json.Unmarshal(body, &page)
	if len(page.Items) != 3 {
		t.Fatalf("dataset filter %s", body)
	}
	for path, want := range map[string]int{
		"/api/jobs/" + ids[0]:                            200,
		"/api/jobs/not-a-uuid":                           422,
		"/api/jobs/01a20000-0000-7000-8000-0000000000ff": 404,
		"/api/jobs?status=done":                          422,
		"/api/jobs?limit=0":                              422,
		"/api/jobs?cursor=xyz":                           422,
		"/api/jobs?colour=red":                           422,
	} {
		if code, body := do(key, "GET", path); code != want {
			t.Errorf("GET %s: %d %s", path, code, body)
		}
	}
	if code, body := do(key, "POST", "/api/jobs/"+ids[0]+"/cancel"); code != 200 || !strings.Contains(string(body), `"status":"cancelled"`) {
		t.Fatalf("cancel %d %s", code, body)
	}
	if code, _ := do(key, "POST", "/api/jobs/"+ids[0]+"/cancel"); code != http.StatusConflict {
		t.Fatalf("cancel again: %d", code)
	}
	other, err := identity.CreateTenant(context.Background(), e.d.Main, e.clk, "other@example.com", "", "other")
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range [][2]string{{"GET", "/api/jobs/" + ids[1]}, {"POST", "/api/jobs/" + ids[1] + "/cancel"}} {
		if code, body := do(other.APIKey, req[0], req[1]); code != 404 || !strings.Contains(string(body), "JOB_NOT_FOUND") {
			t.Errorf("other tenant %s %s: %d %s", req[0], req[1], code, body)
		}
	}
	_, body = do(other.APIKey, "GET", "/api/jobs")
	if !strings.Contains(string(body), `"items":[]`) {
		t.Fatalf("other tenant's list: %s", body)
	}
}

// TestLocalScheduleRequeuesWhatTheLastProcessLost: the in-process queue
// forgets its messages when the server stops; the first tick of the next
// start queues every queued job again, and each tick queues the next.
func TestLocalScheduleRequeuesWhatTheLastProcessLost(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	j := e.create(t, jobrun.New{})
	e.q.Take() // lost with the previous process
	// That process stopped before this one starts.
	e.clk.Advance(time.Second)
	tasks, err := jobrun.LocalSchedule(e.d)
	if err != nil {
		t.Fatal(err)
	}
	first := e.q.Take()
	if len(first) != 1 || first[0].Env.Type != jobrun.TypeLocalTick || first[0].Delay != 0 {
		t.Fatalf("startup tick %+v", first)
	}
	if err := tasks[jobrun.TypeLocalTick](ctx, first[0].Env); err != nil {
		t.Fatal(err)
	}
	var requeued, next bool
	for _, m := range e.q.Take() {
		requeued = requeued || m.Env.JobID == j.ID
		next = next || m.Env.Type == jobrun.TypeLocalTick && m.Delay == jobrun.LocalTickEvery
	}
	if !requeued || !next {
		t.Fatalf("requeued %v, next tick %v", requeued, next)
	}
	// A later tick leaves a fresh queued job alone.
	if err := tasks[jobrun.TypeLocalTick](ctx, jobs.Envelope{Type: jobrun.TypeLocalTick}); err != nil {
		t.Fatal(err)
	}
	for _, m := range e.q.Take() {
		if m.Env.JobID == j.ID {
			t.Fatal("a regular tick re-queued a fresh job")
		}
	}
}

// A job whose run succeeded reads as running ("finishing") until its
// settling is done, so that a client that sees "succeeded" finds what the
// job made (a heal publishes its version while settling).
func TestSucceededReadsAsFinishingUntilSettled(t *testing.T) {
	e := newEnv(t)
	h, _, err := platform.Handler(e.d, platform.Groups{"jobs": jobrun.Routes})
	if err != nil {
		t.Fatal(err)
	}
	view := func(path string) []byte {
		r := httptest.NewRequest("GET", path, nil)
		r.Header.Set("Authorization", "Bearer "+e.tn.APIKey)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != 200 {
			t.Fatalf("GET %s: %d %s", path, w.Code, w.Body)
		}
		return w.Body.Bytes()
	}
	settleFails := true
	task := jobrun.Task(e.d, jobrun.Kind{
		Type: "test.work",
		Run:  func(context.Context, *jobrun.Run) (map[string]any, error) { return nil, nil },
		Settle: func(context.Context, jobrun.Job) (map[string]any, error) {
			if settleFails {
				settleFails = false
				return nil, errors.New("the store is unavailable")
			}
			return nil, nil
		},
	})
	j := e.create(t, jobrun.New{})
	if err := task(context.Background(), envelope(j)); err == nil {
		t.Fatal("a failed settle was not reported for redelivery")
	}
	var v jobrun.View
	_ = json.Unmarshal(view("/api/jobs/"+j.ID), &v)
	if v.Status != jobrun.StatusRunning || v.Message != "finishing" || v.Progress > 99 || v.FinishedAt != nil {
		t.Fatalf("unsettled job shown as %+v", v)
	}
	var page jobrun.ListResponse
	_ = json.Unmarshal(view("/api/jobs"), &page)
	if len(page.Items) != 1 || page.Items[0].Status != jobrun.StatusRunning {
		t.Fatalf("unsettled job listed as %+v", page.Items)
	}
	// The status filter agrees with the status shown.
	_ = json.Unmarshal(view("/api/jobs?status=running"), &page)
	if len(page.Items) != 1 {
		t.Fatalf("?status=running left out the finishing job: %+v", page.Items)
	}
	_ = json.Unmarshal(view("/api/jobs?status=succeeded"), &page)
	if len(page.Items) != 0 {
		t.Fatalf("?status=succeeded listed a job shown as running: %+v", page.Items)
	}
	if err := task(context.Background(), envelope(j)); err != nil {
		t.Fatal(err)
	}
	_ = json.Unmarshal(view("/api/jobs/"+j.ID), &v)
	if v.Status != jobrun.StatusSucceeded || v.Progress != 100 || v.FinishedAt == nil {
		t.Fatalf("settled job shown as %+v", v)
	}
}
