package jobrun_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/store"
)

// countingTable counts the calls a split job makes on the store, by
// method and record kind, and can fail the next update or delete of one
// key. It also keeps the most deletes of part records in flight at once;
// with meet set, each such delete waits (hangGuard at most) until meet
// of them are in flight together.
type countingTable struct {
	store.Table
	mu         sync.Mutex
	calls      map[string]int
	failOn     *store.Key
	failDelete *store.Key

	meet                 int
	met                  chan struct{}
	deleting, mostAtOnce int
}

func countCalls(e *env) *countingTable {
	c := &countingTable{Table: e.d.Main, calls: map[string]int{}}
	e.d.Main = c
	return c
}

func (c *countingTable) note(method, kind string) {
	c.mu.Lock()
	c.calls[method+" "+kind]++
	c.mu.Unlock()
}

func (c *countingTable) count(method, kind string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls[method+" "+kind]
}

func (c *countingTable) reset() {
	c.mu.Lock()
	c.calls = map[string]int{}
	c.mu.Unlock()
}

func (c *countingTable) Update(ctx context.Context, it store.Item) (store.Item, error) {
	c.note("update", it.Kind)
	c.mu.Lock()
	fail := c.failOn != nil && *c.failOn == it.Key
	if fail {
		c.failOn = nil
	}
	c.mu.Unlock()
	if fail {
		return store.Item{}, errors.New("store unavailable")
	}
	return c.Table.Update(ctx, it)
}

func (c *countingTable) Delete(ctx context.Context, k store.Key) error {
	c.note("delete", k.Kind)
	if k.Kind != "job-part" {
		return c.Table.Delete(ctx, k)
	}
	c.mu.Lock()
	fail := c.failDelete != nil && *c.failDelete == k
	if fail {
		c.failDelete = nil
	}
	c.deleting++
	c.mostAtOnce = max(c.mostAtOnce, c.deleting)
	met := c.met
	if met != nil && c.deleting >= c.meet {
		close(met)
		c.met = nil
	}
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.deleting--
		c.mu.Unlock()
	}()
	if met != nil {
		select {
		case <-met:
		case <-time.After(hangGuard):
			c.mu.Lock()
			if c.met == met {
				close(met) // never met: the deletes run one at a time
				c.met = nil
			}
			c.mu.Unlock()
		}
	}
	if fail {
		return errors.New("store unavailable")
	}
	return c.Table.Delete(ctx, k)
}

func (c *countingTable) Put(ctx context.Context, it store.Item) (store.Item, error) {
	c.note("put", it.Kind)
	return c.Table.Put(ctx, it)
}

func (c *countingTable) List(ctx context.Context, workspace, kind string, q store.Query) (store.Page, error) {
	c.note("list", kind)
	return c.Table.List(ctx, workspace, kind, q)
}

// Finishing a part reads no other part: the count is kept on the job
// record, so a job of n parts lists its parts no time at all when nothing
// goes wrong (it listed them once per finished part, n² reads).
func TestFinishingAPartReadsNoOtherPart(t *testing.T) {
	e := newEnv(t)
	calls := countCalls(e)
	s := &splitKind{n: 12}
	task := jobrun.Task(e.d, s.kind())
	j, parts := split(t, e, task)
	for i, m := range parts {
		if err := task(context.Background(), m.Env); err != nil {
			t.Fatal(err)
		}
		if v := jobrun.ViewOf(e.get(t, j.ID)); i < len(parts)-1 && (*v.PartsDone != i+1 || v.Progress != 100*(i+1)/12) {
			t.Fatalf("after %d parts: done %d, progress %d", i+1, *v.PartsDone, v.Progress)
		}
	}
	deliver(t, e, task, 3)
	if got := e.get(t, j.ID); got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 506.0 || got.Parts.Done != 12 {
		t.Fatalf("job %+v", got)
	}
	if n := calls.count("list", "job-part"); n != 0 {
		t.Errorf("the parts were listed %d times", n)
	}
}

// A part whose success was recorded but not counted on the job (its worker
// stopped in between) is counted when its message comes again, once.
func TestAPartFinishedTwiceCountsOnce(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		calls := countCalls(e)
		s := &splitKind{n: 3}
		task := jobrun.Task(e.d, s.kind())
		j, parts := split(t, e, task)
		calls.mu.Lock()
		calls.failOn = &store.Key{Workspace: j.WorkspaceID, Kind: jobrun.KindJob, ID: j.ID}
		calls.mu.Unlock()
		if err := task(context.Background(), parts[1].Env); err == nil {
			t.Fatal("the count's failure was not reported for a redelivery")
		}
		if got := e.get(t, j.ID); got.Parts.Done != 0 {
			t.Fatalf("counted %d", got.Parts.Done)
		}
		for range 2 {
			if err := task(context.Background(), parts[1].Env); err != nil {
				t.Fatal(err)
			}
		}
		if got := e.get(t, j.ID); got.Parts.Done != 1 || s.runs[1] != 1 {
			t.Fatalf("done %d, runs %v", got.Parts.Done, s.runs)
		}
		for _, i := range []int{0, 2, 2} {
			if err := task(context.Background(), parts[i].Env); err != nil {
				t.Fatal(err)
			}
		}
		deliver(t, e, task, 3)
		if got := e.get(t, j.ID); got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 5.0 || got.Parts.Done != 3 {
			t.Fatalf("job %+v", got)
		}
	})
}

// A part's checkpoints read the job and write nothing: the heartbeat
// keeps the part's lease, and still stops a part taken over by another
// run.
func TestPartCheckpointsDoNotWrite(t *testing.T) {
	e := newEnv(t)
	calls := countCalls(e)
	var mu sync.Mutex
	outcome := map[int]error{}
	k := jobrun.Kind{
		Type: "test.split", Lease: 300 * time.Millisecond,
		Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
			return nil, r.Split(ctx, []any{0, 1})
		},
		RunPart: func(ctx context.Context, p *jobrun.PartRun) error {
			var err error
			switch p.Index {
			case 0:
				for range 10 {
					e.clk.Advance(2 * time.Second)
					if err = p.Progress(ctx); err != nil {
						break
					}
				}
			case 1:
				// Another run takes the part over; the heartbeat finds out.
				if err := takeOver(ctx, e, p); err != nil {
					return err
				}
				deadline := time.Now().Add(hangGuard) // the heartbeat ticks every 100 ms
				for err == nil && time.Now().Before(deadline) {
					time.Sleep(10 * time.Millisecond)
					err = p.Progress(ctx)
				}
			}
			mu.Lock()
			outcome[p.Index] = err
			mu.Unlock()
			return err
		},
		Merge: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) { return nil, nil },
	}
	// Part 0 runs with a lease of a minute, so that no heartbeat falls
	// within its checkpoints however slow the machine; part 1 with a short
	// one, so that the heartbeat soon finds it taken over.
	task := jobrun.Task(e.d, k)
	long := k
	long.Lease = time.Minute
	_, parts := split(t, e, task)
	calls.reset()
	if err := jobrun.Task(e.d, long)(context.Background(), parts[0].Env); err != nil {
		t.Fatal(err)
	}
	if outcome[0] != nil {
		t.Fatalf("part 0: %v", outcome[0])
	}
	// The claim and the outcome; no write per checkpoint.
	if n := calls.count("update", "job-part"); n != 2 {
		t.Errorf("%d writes of the part record for 10 checkpoints", n)
	}
	if err := task(context.Background(), parts[1].Env); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(outcome[1], jobrun.ErrLeaseLost) {
		t.Fatalf("a part taken over: %v", outcome[1])
	}
}

// When the job's watch lapses, parts still queued behind others are not
// sent again: only once the queue delivered none of the job's parts for
// five minutes are their messages taken for lost, and sent once.
func TestLapsedWatchDoesNotResendQueuedParts(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		s := &splitKind{n: 3}
		task := jobrun.Task(e.d, s.kind())
		j, parts := split(t, e, task)
		if err := task(context.Background(), parts[0].Env); err != nil {
			t.Fatal(err)
		}
		sweep := func(wantParts ...int) {
			t.Helper()
			if _, err := jobrun.Sweep(context.Background(), e.d); err != nil {
				t.Fatal(err)
			}
			got := partsSent(t, e, task, e.q.Take())
			if fmt.Sprint(got) != fmt.Sprint(wantParts) {
				t.Fatalf("parts sent again: %v, want %v", got, wantParts)
			}
		}
		// The watch (a lease of a minute) lapsed two minutes after the
		// last part: parts 1 and 2 are waiting, not lost.
		e.clk.Advance(2 * time.Minute)
		sweep()
		e.clk.Advance(2 * time.Minute)
		sweep()
		// Six minutes without a delivery: lost, sent once.
		e.clk.Advance(2 * time.Minute)
		sweep(1, 2)
		e.clk.Advance(2 * time.Minute)
		sweep()
		for _, i := range []int{1, 2} {
			if err := task(context.Background(), partEnvelope(j, i)); err != nil {
				t.Fatal(err)
			}
		}
		deliver(t, e, task, 3)
		if got := e.get(t, j.ID); got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 5.0 {
			t.Fatalf("job %+v", got)
		}
	})
}

// partEnvelope is the message of part i of job j.
func partEnvelope(j jobrun.Job, i int) jobs.Envelope {
	return jobs.Envelope{Type: j.Type, WorkspaceID: j.WorkspaceID, JobID: j.ID, Payload: json.RawMessage(fmt.Sprintf(`{"part":%d}`, i))}
}

// partsSent returns the indexes of the part messages among msgs, and
// runs the job's own messages with task (appending the parts they send).
func partsSent(t *testing.T, e *env, task jobs.Func, msgs []platformtest.Sent) []int {
	t.Helper()
	var got []int
	for len(msgs) > 0 {
		m := msgs[0]
		msgs = msgs[1:]
		var p struct{ Part *int }
		if json.Unmarshal(m.Env.Payload, &p) == nil && p.Part != nil {
			got = append(got, *p.Part)
			continue
		}
		if err := task(context.Background(), m.Env); err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, e.q.Take()...)
	}
	return got
}

// Settling a split job deletes its part records several at once, a
// bounded number: a delete that fails fails the settle, and the settle's
// next run deletes what is left.
func TestSettleDeletesThePartsConcurrently(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		calls := countCalls(e)
		s := &splitKind{n: 20}
		task := jobrun.Task(e.d, s.kind())
		j, parts := split(t, e, task)
		for _, m := range parts {
			if err := task(ctx, m.Env); err != nil {
				t.Fatal(err)
			}
		}
		merge := e.q.Take()
		if len(merge) != 1 {
			t.Fatalf("the merge's message %+v", merge)
		}
		calls.mu.Lock()
		calls.failDelete = &store.Key{Workspace: j.WorkspaceID, Kind: "job-part", ID: j.ID + "/00005"}
		calls.meet, calls.met = 2, make(chan struct{})
		calls.mu.Unlock()
		if err := task(ctx, merge[0].Env); err == nil {
			t.Fatal("the failed delete did not fail the settle")
		}
		if got := e.get(t, j.ID); got.Status != jobrun.StatusSucceeded || got.Settled {
			t.Fatalf("after the failed settle %+v", got)
		}
		calls.mu.Lock()
		most := calls.mostAtOnce
		calls.mu.Unlock()
		if most < 2 || most > 8 {
			t.Errorf("%d part records deleted at once, want 2 to 8", most)
		}
		// The settle runs again on the job's next message, and finishes.
		e.q.Take()
		if err := task(ctx, envelope(j)); err != nil {
			t.Fatal(err)
		}
		if got := e.get(t, j.ID); !got.Settled || got.Details["sum"] != 2470.0 {
			t.Fatalf("after the second settle %+v", got)
		}
		page, err := e.d.Main.List(ctx, e.tn.WorkspaceID, "job-part", storeQuery(j.ID))
		if err != nil || len(page.Items) != 0 {
			t.Errorf("part records left: %d %v", len(page.Items), err)
		}
	})
}

// A part running under a live lease (its heartbeat renews it) means the
// workers are busy: the parts queued behind it are not sent again, however
// long the job's watch has lapsed.
func TestQueuedPartsBehindARunningPartAreNotResent(t *testing.T) {
	e := newEnv(t)
	s := &splitKind{n: 3}
	task := jobrun.Task(e.d, s.kind())
	j, _ := split(t, e, task)
	// Part 0 is claimed by a worker whose heartbeat keeps its lease.
	key := store.Key{Workspace: j.WorkspaceID, Kind: "job-part", ID: j.ID + "/00000"}
	it, err := e.d.Main.Get(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]any
	if err := json.Unmarshal(it.Data, &p); err != nil {
		t.Fatal(err)
	}
	p["status"], p["run_id"], p["lease_until"] = "running", "busy", e.clk.Now().Add(time.Hour)
	it.Data, _ = json.Marshal(p)
	if _, err := e.d.Main.Update(context.Background(), it); err != nil {
		t.Fatal(err)
	}
	e.clk.Advance(10 * time.Minute)
	if _, err := jobrun.Sweep(context.Background(), e.d); err != nil {
		t.Fatal(err)
	}
	if got := partsSent(t, e, task, e.q.Take()); len(got) != 0 {
		t.Fatalf("parts sent again behind a running one: %v", got)
	}
}

// failingSends fails the sends of some part messages.
type failingSends struct {
	platformtest.Recorder
	fail map[int]bool
}

func (f *failingSends) Send(ctx context.Context, body []byte, delay time.Duration) (string, error) {
	var e jobs.Envelope
	var p struct{ Part *int }
	if json.Unmarshal(body, &e) == nil && json.Unmarshal(e.Payload, &p) == nil && p.Part != nil && f.fail[*p.Part] {
		delete(f.fail, *p.Part)
		return "", errors.New("queue unavailable")
	}
	return f.Recorder.Send(ctx, body, delay)
}

// A part whose message could not be sent at the split is sent by the
// first claim of the lapsed watch, without waiting for the queue to look
// idle, and the parts already queued are not sent again.
func TestAPartNotSentIsSentAtTheNextWatch(t *testing.T) {
	e := newEnv(t)
	q := &failingSends{fail: map[int]bool{1: true}}
	e.d.Jobs = q
	s := &splitKind{n: 3}
	task := jobrun.Task(e.d, s.kind())
	j := e.create(t, jobrun.New{Type: "test.split"})
	q.Take()
	if err := task(context.Background(), envelope(j)); err != nil {
		t.Fatal(err)
	}
	var queued []int
	for _, m := range q.Take() {
		var p struct{ Part *int }
		if json.Unmarshal(m.Env.Payload, &p) == nil && p.Part != nil {
			queued = append(queued, *p.Part)
		}
	}
	if fmt.Sprint(queued) != "[0 2]" {
		t.Fatalf("queued %v", queued)
	}
	if got := e.get(t, j.ID); fmt.Sprint(got.Parts.Lost) != "[1]" {
		t.Fatalf("lost %v", got.Parts.Lost)
	}
	e.clk.Advance(2 * time.Minute) // the watch lapses; the queue is not idle yet
	if _, err := jobrun.Sweep(context.Background(), e.d); err != nil {
		t.Fatal(err)
	}
	e.q = &q.Recorder
	if got := partsSent(t, e, task, q.Take()); fmt.Sprint(got) != "[1]" {
		t.Fatalf("parts sent again: %v", got)
	}
	if got := e.get(t, j.ID); len(got.Parts.Lost) != 0 {
		t.Fatalf("lost %v", got.Parts.Lost)
	}
}

// takeOver makes part p another run's, as a worker that claimed it after
// p's lease lapsed does.
func takeOver(ctx context.Context, e *env, p *jobrun.PartRun) error {
	key := store.Key{Workspace: p.Job.WorkspaceID, Kind: "job-part", ID: fmt.Sprintf("%s/%05d", p.Job.ID, p.Index)}
	it, err := e.d.Main.Get(ctx, key)
	if err != nil {
		return err
	}
	var v map[string]any
	_ = json.Unmarshal(it.Data, &v)
	v["run_id"] = "another"
	it.Data, _ = json.Marshal(v)
	_, err = e.d.Main.Update(ctx, it)
	return err
}

// A part run that was taken over does not record its outcome: its failure
// (a read cut short when its context ended, say) must not fail the job
// that another worker is still running.
func TestATakenOverPartCannotFailTheJob(t *testing.T) {
	e := newEnv(t)
	k := jobrun.Kind{
		Type: "test.split", Lease: time.Minute,
		Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
			return nil, r.Split(ctx, []any{0, 1})
		},
		RunPart: func(ctx context.Context, p *jobrun.PartRun) error {
			if err := takeOver(ctx, e, p); err != nil {
				return err
			}
			return jobrun.Failf("DATASET_UNREADABLE", "the read was cut short")
		},
		Merge: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) { return nil, nil },
	}
	task := jobrun.Task(e.d, k)
	j, parts := split(t, e, task)
	if err := task(context.Background(), parts[0].Env); err != nil {
		t.Fatal(err)
	}
	if got := e.get(t, j.ID); got.Status != jobrun.StatusRunning || got.ErrorCode != "" {
		t.Fatalf("a taken-over part ended the job: %+v", got)
	}
}
