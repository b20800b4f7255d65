package jobrun_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
)

// restartEnv runs a split kind and a plain one ("test.work") whose runs
// can be made to die: a run that dies returns ErrLeaseLost, which records
// nothing, and so leaves its job or part as a worker that stopped with its
// process leaves it: running under a live lease.
type restartEnv struct {
	*env
	s     *splitKind
	split jobs.Func
	work  jobs.Func
	// dies holds the plain jobs whose next run dies, partDies the parts
	// (by index) whose next run dies, settleFails the jobs whose next
	// settle fails.
	dies, settleFails map[string]bool
	partDies          map[int]bool
	runs              map[string]int
}

func newRestartEnv(t *testing.T, parts int) *restartEnv {
	t.Helper()
	r := &restartEnv{env: newEnv(t), s: &splitKind{n: parts},
		dies: map[string]bool{}, settleFails: map[string]bool{}, partDies: map[int]bool{}, runs: map[string]int{}}
	r.s.fail = func(i int) error {
		if r.partDies[i] {
			delete(r.partDies, i)
			return jobrun.ErrLeaseLost
		}
		return nil
	}
	r.split = jobrun.Task(r.d, r.s.kind())
	r.work = jobrun.Task(r.d, jobrun.Kind{Type: "test.work", Lease: time.Minute,
		Run: func(ctx context.Context, run *jobrun.Run) (map[string]any, error) {
			r.runs[run.Job.ID]++
			if r.dies[run.Job.ID] {
				delete(r.dies, run.Job.ID)
				return nil, jobrun.ErrLeaseLost
			}
			return nil, nil
		},
		Settle: func(_ context.Context, j jobrun.Job) (map[string]any, error) {
			if r.settleFails[j.ID] {
				delete(r.settleFails, j.ID)
				return nil, errors.New("the process stopped while settling")
			}
			return nil, nil
		}})
	return r
}

// task runs a job or part message; ticks are left to the test, which
// runs them itself (their clock never reaches the next one).
func (r *restartEnv) task(ctx context.Context, m jobs.Envelope) error {
	switch m.Type {
	case "test.split":
		return r.split(ctx, m)
	case "test.work":
		return r.work(ctx, m)
	}
	return nil
}

// startWork creates a plain job and runs its message once (its run dies
// when told to).
func (r *restartEnv) startWork(t *testing.T, dies bool) jobrun.Job {
	t.Helper()
	j := r.create(t, jobrun.New{})
	r.q.Take()
	r.dies[j.ID] = dies
	if err := r.work(context.Background(), envelope(j)); err != nil {
		t.Fatal(err)
	}
	return r.get(t, j.ID)
}

// restart stands for the local server's restart: a second passes, the
// in-process queue's messages are gone, and the new process's
// LocalSchedule queues its startup tick, which it returns with the tick
// task.
func (r *restartEnv) restart(t *testing.T) (jobs.Envelope, jobs.Func) {
	t.Helper()
	r.clk.Advance(time.Second)
	r.q.Take()
	tasks, err := jobrun.LocalSchedule(r.d)
	if err != nil {
		t.Fatal(err)
	}
	first := r.q.Take()
	if len(first) != 1 || first[0].Env.Type != jobrun.TypeLocalTick {
		t.Fatalf("startup tick %+v", first)
	}
	return first[0].Env, tasks[jobrun.TypeLocalTick]
}

// run runs the messages of envs in order.
func (r *restartEnv) run(t *testing.T, envs ...jobs.Envelope) {
	t.Helper()
	for _, m := range envs {
		if err := r.task(context.Background(), m); err != nil {
			t.Fatalf("message %+v: %v", m, err)
		}
	}
}

// splitAndRun splits a test.split job and runs the messages of the parts
// listed in run, the run of part dies dying; the other parts' messages
// are left undelivered.
func (r *restartEnv) splitAndRun(t *testing.T, dies int, run ...int) jobrun.Job {
	t.Helper()
	j, parts := split(t, r.env, r.split)
	r.partDies[dies] = true
	for _, i := range run {
		r.run(t, parts[i].Env)
	}
	return j
}

// After a restart of the local server, its startup tick recovers at once
// what the previous process left: a queued job, a job whose worker died
// with it, a job that died while settling, and a split job with a part
// done, a part running and parts queued all finish without the clock
// moving past a lease or requeueAfter.
func TestLocalStartupResumesWhatThePreviousProcessLeft(t *testing.T) {
	r := newRestartEnv(t, 4)
	ctx := context.Background()
	// The previous process: the split job runs part 0, dies running part
	// 1, and never delivers parts 2 and 3.
	j := r.splitAndRun(t, 1, 0, 1)
	running := r.startWork(t, true)
	finishing := r.create(t, jobrun.New{})
	r.q.Take()
	r.settleFails[finishing.ID] = true
	if err := r.work(ctx, envelope(finishing)); err == nil {
		t.Fatal("the failed settle was not reported")
	}
	queued := r.create(t, jobrun.New{})
	start := r.clk.Now().Add(time.Second)
	for id, status := range map[string]string{j.ID: jobrun.StatusRunning, running.ID: jobrun.StatusRunning, queued.ID: jobrun.StatusQueued} {
		if got := r.get(t, id); got.Status != status || got.Status == jobrun.StatusRunning && !got.LeaseUntil.After(start) {
			t.Fatalf("before the restart %s: %+v", id, got)
		}
	}

	tick, tickTask := r.restart(t)
	if err := tickTask(ctx, tick); err != nil {
		t.Fatal(err)
	}
	// The split job's claim sends at once every part the previous process
	// had queued or running, part 1 though its lease is live.
	resent := partsSent(t, r.env, r.task, r.q.Take())
	if !slices.Equal(resent, []int{1, 2, 3}) {
		t.Fatalf("parts sent again %v", resent)
	}
	for _, i := range resent {
		r.run(t, partEnvelope(j, i))
	}
	deliver(t, r.env, r.task, 4)

	if !r.clk.Now().Equal(start) {
		t.Fatalf("the clock moved to %v", r.clk.Now())
	}
	if got := r.get(t, j.ID); got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 14.0 || !got.Settled {
		t.Fatalf("split job %+v", got)
	}
	if r.s.runs[0] != 1 || r.s.runs[1] != 2 || r.s.runs[2] != 1 || r.s.runs[3] != 1 {
		t.Errorf("part runs %v", r.s.runs)
	}
	if got := r.get(t, running.ID); got.Status != jobrun.StatusSucceeded || got.Attempts != 2 || !got.Settled {
		t.Errorf("the job whose worker died %+v", got)
	}
	for _, id := range []string{queued.ID, finishing.ID} {
		if got := r.get(t, id); got.Status != jobrun.StatusSucceeded || !got.Settled {
			t.Errorf("job %s: %+v", id, got)
		}
	}
}

// The startup tick takes over nothing of the new process: a job it
// claimed keeps its run, a job it queued is not queued twice, and a part
// of a recovered split job that it claimed keeps its lease; once the
// parts of the previous process are sent again, the job's later claims
// follow the usual rules.
func TestLocalStartupLeavesTheNewProcessAlone(t *testing.T) {
	r := newRestartEnv(t, 3)
	ctx := context.Background()
	// The previous process dies running part 0.
	j := r.splitAndRun(t, 0, 0)

	tick, tickTask := r.restart(t)
	// The new process claims a job and queues one before its first tick.
	r.clk.Advance(time.Second)
	claimed := r.startWork(t, true)
	waiting := r.create(t, jobrun.New{})
	if err := tickTask(ctx, tick); err != nil {
		t.Fatal(err)
	}
	msgs := r.q.Take()
	var forSplit, forWaiting int
	for _, m := range msgs {
		switch m.Env.JobID {
		case claimed.ID:
			t.Fatalf("the tick queued the job the new process runs: %+v", msgs)
		case waiting.ID:
			forWaiting++
		case j.ID:
			forSplit++
		}
	}
	if forWaiting != 1 || forSplit != 1 {
		t.Fatalf("messages %+v", msgs)
	}
	if got := r.get(t, claimed.ID); got.Status != jobrun.StatusRunning || got.RunID != claimed.RunID || got.Attempts != 1 {
		t.Fatalf("the new process's job was taken over: %+v", got)
	}

	// The split job's claim sends all three parts: part 1 runs, the new
	// process's worker dies running part 0 in its turn, and a second
	// delivery of part 0 leaves the part to that worker; part 2's message
	// waits behind them.
	r.run(t, envelope(j))
	if resent := partsSent(t, r.env, r.task, r.q.Take()); !slices.Equal(resent, []int{0, 1, 2}) {
		t.Fatalf("parts sent again %v", resent)
	}
	r.run(t, partEnvelope(j, 1))
	r.clk.Advance(30 * time.Second)
	r.partDies[0] = true
	r.run(t, partEnvelope(j, 0), partEnvelope(j, 0))
	if r.s.runs[0] != 2 {
		t.Fatalf("part 0 ran %d times: the new process's claim was taken over", r.s.runs[0])
	}
	// The watch lapses before part 0's lease: the job's claim sends
	// nothing while the part's worker may still be running, and part 2,
	// sent since the restart, is not sent twice.
	r.clk.Advance(31 * time.Second)
	if _, err := jobrun.Sweep(ctx, r.d); err != nil {
		t.Fatal(err)
	}
	if got := partsSent(t, r.env, r.task, r.q.Take()); len(got) != 0 {
		t.Fatalf("sent while part 0 was held: %v", got)
	}
	// Its lease lapsed: part 0 alone is sent again, part 2's message comes
	// and the job completes.
	r.clk.Advance(time.Minute)
	if _, err := jobrun.Sweep(ctx, r.d); err != nil {
		t.Fatal(err)
	}
	if got := partsSent(t, r.env, r.task, r.q.Take()); !slices.Equal(got, []int{0}) {
		t.Fatalf("sent once part 0's lease lapsed: %v", got)
	}
	r.run(t, partEnvelope(j, 0), partEnvelope(j, 2))
	deliver(t, r.env, r.task, 3)
	if got := r.get(t, j.ID); got.Status != jobrun.StatusSucceeded || got.Details["sum"] != 5.0 || r.s.runs[0] != 3 {
		t.Fatalf("split job %+v, runs %v", got, r.s.runs)
	}
}
