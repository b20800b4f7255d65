package jobrun_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/store"
)

func storeQuery(jobID string) store.Query { return store.Query{Prefix: jobID + "/"} }

// eachEnv runs fn on the embedded adapters and on DynamoDB and S3 of the
// emulator, the queue being a Recorder in both.
func eachEnv(t *testing.T, fn func(t *testing.T, e *env)) {
	t.Run("embedded", func(t *testing.T) { fn(t, newEnv(t)) })
	t.Run("aws", func(t *testing.T) {
		clk := clock.NewFake(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
		q := &platformtest.Recorder{}
		d := platformtest.AWS(t, clk, platformtest.Config(t), "jobparts")
		d.Jobs = q
		tn, err := identity.CreateTenant(context.Background(), d.Main, clk, "jobs@example.com", "", "jobs")
		if err != nil {
			t.Fatal(err)
		}
		fn(t, &env{d: d, q: q, clk: clk, tn: tn})
	})
}

// splitKind splits its job into n parts whose inputs are their squares;
// each part adds its input to sums (by part, so a part run twice counts
// once), and the merge adds them up. fail makes a part fail.
type splitKind struct {
	n    int
	mu   sync.Mutex
	runs map[int]int
	sums map[int]int
	fail func(i int) error
}

func (s *splitKind) kind() jobrun.Kind {
	s.runs, s.sums = map[int]int{}, map[int]int{}
	return jobrun.Kind{
		Type: "test.split", Lease: time.Minute,
		Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
			var in []any
			for i := range s.n {
				in = append(in, i*i)
			}
			return nil, r.Split(ctx, in)
		},
		RunPart: func(ctx context.Context, p *jobrun.PartRun) error {
			s.mu.Lock()
			s.runs[p.Index]++
			s.mu.Unlock()
			if s.fail != nil {
				if err := s.fail(p.Index); err != nil {
					return err
				}
			}
			if err := p.Progress(ctx); err != nil {
				return err
			}
			var v int
			fmt.Sscan(string(p.Input), &v)
			s.mu.Lock()
			s.sums[p.Index] = v
			s.mu.Unlock()
			return nil
		},
		Merge: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
			s.mu.Lock()
			defer s.mu.Unlock()
			total := 0
			for _, v := range s.sums {
				total += v
			}
			return map[string]any{"sum": total}, nil
		},
	}
}

// split creates a test.split job and runs its message, which splits it;
// it returns the job and its parts' messages.
func split(t *testing.T, e *env, task jobs.Func) (jobrun.Job, []platformtest.Sent) {
	t.Helper()
	j := e.create(t, jobrun.New{Type: "test.split"})
	e.q.Take() // the job's own message, delivered here
	if err := task(context.Background(), envelope(j)); err != nil {
		t.Fatal(err)
	}
	return j, e.q.Take()
}

// deliver runs every queued message once, in order, until none is left
// (at most rounds times), and returns the envelopes it ran.
func deliver(t *testing.T, e *env, task jobs.Func, rounds int) []jobs.Envelope {
	t.Helper()
	var ran []jobs.Envelope
	for range rounds {
		msgs := e.q.Take()
		if len(msgs) == 0 {
			break
		}
		for _, m := range msgs {
			ran = append(ran, m.Env)
			if err := task(context.Background(), m.Env); err != nil {
				t.Fatalf("message %+v: %v", m.Env, err)
			}
		}
	}
	return ran
}

// A split job runs each part from its own message, counts a part
// delivered twice once, shows the parts done, merges once the last part
// is done, and leaves no part record behind once settled.
func TestSplitJobRunsItsPartsThenMerges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		s := &splitKind{n: 4}
		task := jobrun.Task(e.d, s.kind())
		j, parts := split(t, e, task)
		if len(parts) != 4 {
			t.Fatalf("queued %+v", parts)
		}
		got := e.get(t, j.ID)
		if got.Status != jobrun.StatusRunning || got.Parts == nil || got.Parts.Total != 4 {
			t.Fatalf("split job %+v", got)
		}
		// Part 2 twice (a duplicate delivery), part 0; then the rest.
		for _, m := range []jobs.Envelope{parts[2].Env, parts[2].Env, parts[0].Env} {
			if err := task(context.Background(), m); err != nil {
				t.Fatal(err)
			}
		}
		if v := jobrun.ViewOf(e.get(t, j.ID)); v.PartsTotal == nil || *v.PartsTotal != 4 || *v.PartsDone != 2 || v.Progress != 50 {
			t.Fatalf("after two parts: %+v", v)
		}
		if len(e.q.Take()) != 0 {
			t.Fatal("the job was queued before its last part")
		}
		for _, m := range []jobs.Envelope{parts[1].Env, parts[3].Env} {
			if err := task(context.Background(), m); err != nil {
				t.Fatal(err)
			}
		}
		// The last part queued the job, whose claim merges.
		deliver(t, e, task, 3)
		got = e.get(t, j.ID)
		if got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 14.0 || got.Parts.Done != 4 || !got.Settled {
			t.Fatalf("merged job %+v", got)
		}
		if s.runs[2] != 1 {
			t.Errorf("a duplicate message ran part 2 again: %v", s.runs)
		}
		// Late duplicates change nothing.
		for _, p := range parts {
			if err := task(context.Background(), p.Env); err != nil {
				t.Fatal(err)
			}
		}
		if s.runs[0] != 1 || e.get(t, j.ID).Status != jobrun.StatusSucceeded {
			t.Errorf("runs after the end: %v", s.runs)
		}
		page, err := e.d.Main.List(context.Background(), e.tn.WorkspaceID, "job-part", storeQuery(j.ID))
		if err != nil || len(page.Items) != 0 {
			t.Errorf("part records left: %d %v", len(page.Items), err)
		}
	})
}

// A part that fails permanently fails the job with its code and the
// part's index; the parts still queued then run nothing.
func TestAFailedPartFailsTheJob(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		s := &splitKind{n: 3, fail: func(i int) error {
			if i == 1 {
				return jobrun.Failf("DATASET_UNREADABLE", "row group 7 cannot be read")
			}
			return nil
		}}
		task := jobrun.Task(e.d, s.kind())
		j, parts := split(t, e, task)
		for _, i := range []int{1, 0, 2} {
			if err := task(context.Background(), parts[i].Env); err != nil {
				t.Fatal(err)
			}
		}
		deliver(t, e, task, 3)
		got := e.get(t, j.ID)
		if got.Status != jobrun.StatusFailed || got.ErrorCode != "DATASET_UNREADABLE" || got.Details["failed_part"] != 1.0 || !got.Settled {
			t.Fatalf("job %+v", got)
		}
		if s.runs[0] != 0 || s.runs[2] != 0 {
			t.Errorf("parts ran after the job failed: %v", s.runs)
		}
	})
}

// A transient error retries the part; past MaxAttempts the job fails.
func TestAPartRetriesThenFailsTheJob(t *testing.T) {
	e := newEnv(t)
	boom := errors.New("store unavailable")
	s := &splitKind{n: 2, fail: func(i int) error {
		if i == 0 {
			return boom
		}
		return nil
	}}
	task := jobrun.Task(e.d, s.kind())
	j, parts := split(t, e, task)
	for range 3 {
		if err := task(context.Background(), parts[0].Env); !errors.Is(err, boom) {
			t.Fatalf("transient error: %v", err)
		}
	}
	if err := task(context.Background(), parts[0].Env); err != nil {
		t.Fatal(err)
	}
	deliver(t, e, task, 3)
	if got := e.get(t, j.ID); got.Status != jobrun.StatusFailed || got.ErrorCode != jobrun.CodeRetriesExhausted || s.runs[0] != 3 {
		t.Fatalf("job %+v, runs %v", got, s.runs)
	}
}

// Cancelling a split job stops it at its parts' next checkpoint, and the
// parts not started never run.
func TestCancelStopsTheRemainingParts(t *testing.T) {
	e := newEnv(t)
	s := &splitKind{n: 3}
	task := jobrun.Task(e.d, s.kind())
	j, parts := split(t, e, task)
	if err := task(context.Background(), parts[0].Env); err != nil {
		t.Fatal(err)
	}
	if _, err := jobrun.Cancel(context.Background(), e.d, e.tn.WorkspaceID, j.ID); err != nil {
		t.Fatal(err)
	}
	e.clk.Advance(2 * time.Second) // past the checkpoint spacing
	if err := task(context.Background(), parts[1].Env); err != nil {
		t.Fatal(err)
	}
	if err := task(context.Background(), parts[2].Env); err != nil {
		t.Fatal(err)
	}
	deliver(t, e, task, 3)
	got := e.get(t, j.ID)
	if got.Status != jobrun.StatusCancelled || !got.Settled || s.runs[2] != 0 || len(s.sums) != 1 {
		t.Fatalf("job %+v, runs %v, done %v", got, s.runs, s.sums)
	}
}

// A part whose worker died (its lease lapsed) and a part whose message
// was lost are queued again by the sweep, through the job's watch.
func TestSweepRecoversStuckParts(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		s := &splitKind{n: 3}
		hang, started := make(chan struct{}), make(chan struct{})
		k := s.kind()
		run := k.RunPart
		k.RunPart = func(ctx context.Context, p *jobrun.PartRun) error {
			s.mu.Lock()
			first := p.Index == 0 && s.runs[0] == 0
			if first {
				s.runs[0]++
			}
			s.mu.Unlock()
			if first {
				close(started)
				<-hang // the worker dies: its lease lapses
				return ctx.Err()
			}
			return run(ctx, p)
		}
		task := jobrun.Task(e.d, k)
		j, parts := split(t, e, task)
		ctx, cancel := context.WithCancel(context.Background())
		dead := make(chan error, 1)
		go func() { dead <- task(ctx, parts[0].Env) }()
		// However the test ends, the hung worker is released and gone
		// before the next test.
		t.Cleanup(func() {
			select {
			case <-hang:
			default:
				close(hang)
			}
			cancel()
			await(t, "the hung worker to end", dead, nil)
		})
		// Part 0 must be running (holding its lease) before time moves on:
		// were it claimed only after the sweep, the redelivery below would
		// be the run that hangs.
		await(t, "part 0 to run", started, dead)
		// Part 1 runs; part 2's message is lost.
		if err := task(context.Background(), parts[1].Env); err != nil {
			t.Fatal(err)
		}
		e.clk.Advance(10 * time.Minute)
		if rep, err := jobrun.Sweep(context.Background(), e.d); err != nil || rep.Requeued != 1 {
			t.Fatalf("sweep %+v %v", rep, err)
		}
		deliver(t, e, task, 5)
		got := e.get(t, j.ID)
		if got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 5.0 {
			t.Fatalf("job %+v, runs %v", got, s.runs)
		}
	})
}
