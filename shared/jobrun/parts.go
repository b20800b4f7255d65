package jobrun

// Jobs split into parts.
//
// A Run may split its job (Run.Split) into parts that any worker runs,
// each from its own queue message: the job stays running, without a run
// of its own, while its parts run; every part is a record of its own
// ("job-part", "<job id>/<index>") claimed with a run id and a lease as a
// job is, and retried on its own. The part that completes the set queues
// the job again, and the job's next claim runs its kind's Merge, which
// finishes the job as a Run would. A part that fails permanently fails the
// job with its code; cancellation or the failure of the job stops the
// other parts at their next checkpoint, and their queued messages are
// acknowledged without running anything.
//
// While the parts run, the job's lease is a watch: each finished part
// renews it, and counts itself on the job record (Parts.Done, with one bit
// a part so that a part finished twice counts once): the part that makes
// the count reach the total queues the merge, without reading the other
// parts. When the watch lapses (every worker died, a part message was
// lost, or no part finished for a lease) the sweep queues the job as it
// queues any running job whose lease lapsed, and that claim, the only
// place that lists the parts, recounts them and queues again the parts
// whose lease lapsed and the queued parts whose message is known lost:
// their send failed, or the queue delivered none of the job's parts for
// requeueAfter while none ran (the rule the sweep applies to queued
// jobs). A part that is queued while others are claimed or running is
// waiting its turn: sending it again would only double the queue.
//
// The local server knows more at its start: the previous process's queue
// messages and runs died with it. Its startup sweep ends the watch of a
// split job that process left running and records the start on the job
// (Parts.LostBefore): the job's next claim sends again at once, once, the
// parts queued or running before it, and a part claimed before it is
// taken over though its lease has not lapsed. Parts queued or claimed
// since are the live process's and are left alone. On AWS no such time is
// ever recorded.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"bulwark/shared/errs"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/queue"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Parts is the state of a split job shown on its record.
type Parts struct {
	Total int `json:"total"`
	// Done counts the parts that succeeded; DoneSet has bit i set once
	// part i is counted (a conditional update of the job record), so that
	// counting is idempotent.
	Done    int    `json:"done"`
	DoneSet []byte `json:"done_set,omitempty"`
	// MergeAttempts counts the claims of the merge.
	MergeAttempts int `json:"merge_attempts,omitempty"`
	// Lost lists queued parts whose message was not sent (the send
	// failed): the next claim of a lapsed watch sends them.
	Lost []int `json:"lost,omitempty"`
	// ResentAt is when queued parts were last sent again as lost.
	ResentAt *time.Time `json:"resent_at,omitempty"`
	// LostBefore, set by the local server's startup sweep, is when the
	// process started: parts queued or claimed before it lost their
	// message or their worker with the previous process. The job's claim
	// sends them again while ResentAt is before it.
	LostBefore *time.Time `json:"lost_before,omitempty"`
}

// orphan reports whether the part was last queued or claimed by a process
// that died (before LostBefore).
func (ps *Parts) orphan(p part) bool {
	return ps.LostBefore != nil && p.UpdatedAt.Before(*ps.LostBefore) && (p.Status == partQueued || p.Status == partRunning)
}

// counted reports whether part i is counted in Done.
func (ps *Parts) counted(i int) bool {
	return i >= 0 && i/8 < len(ps.DoneSet) && ps.DoneSet[i/8]&(1<<(i%8)) != 0
}

// count adds part i to Done unless it is counted already, and says
// whether it did.
func (ps *Parts) count(i int) bool {
	if i < 0 || i >= ps.Total || ps.counted(i) {
		return false
	}
	if len(ps.DoneSet) < (ps.Total+7)/8 {
		ps.DoneSet = append(ps.DoneSet, make([]byte, (ps.Total+7)/8-len(ps.DoneSet))...)
	}
	ps.DoneSet[i/8] |= 1 << (i % 8)
	// The bits are the count: a record whose Done was counted otherwise
	// (an older worker) never reaches the total early.
	ps.Done = 0
	for _, b := range ps.DoneSet {
		ps.Done += bits.OnesCount8(b)
	}
	return true
}

// kindPart is the record kind of a part of a split job.
const kindPart = "job-part"

// Part states.
const (
	partQueued    = "queued"
	partRunning   = "running"
	partSucceeded = "succeeded"
)

// part is the stored record of one part.
type part struct {
	JobID      string          `json:"job_id"`
	Index      int             `json:"index"`
	Status     string          `json:"status"`
	Input      json.RawMessage `json:"input,omitempty"`
	RunID      string          `json:"run_id,omitempty"`
	LeaseUntil time.Time       `json:"lease_until"`
	Attempts   int             `json:"attempts"`
	UpdatedAt  time.Time       `json:"updated_at"`
}

func partKey(workspace, jobID string, i int) store.Key {
	return store.Key{Workspace: workspace, Kind: kindPart, ID: fmt.Sprintf("%s/%05d", jobID, i)}
}

// partMessage is the payload of a part's queue message.
type partMessage struct {
	Part *int `json:"part"`
}

// ErrSplit is what Split returns: the Run returns it as is, and its job
// goes on running in parts.
var ErrSplit = errors.New("jobrun: the job was split into parts")

// Split turns the job into len(inputs) parts, each run by the kind's
// RunPart with its input (JSON), and queues them. The Run returns what
// Split returns (ErrSplit once the parts are queued). Only a kind with
// RunPart and Merge can split.
func (r *Run) Split(ctx context.Context, inputs []any) error {
	if len(inputs) == 0 {
		return fmt.Errorf("jobrun.Split %s: no parts", r.Job.ID)
	}
	now := r.d.Clock.Now()
	ws, id := r.Job.WorkspaceID, r.Job.ID
	for i, in := range inputs {
		raw, err := json.Marshal(in)
		if err != nil {
			return fmt.Errorf("jobrun.Split %s: input of part %d: %w", id, i, err)
		}
		// The parts exist before the job says so: a part never runs for a
		// job that is not split yet, so a split run again overwrites them.
		p := part{JobID: id, Index: i, Status: partQueued, Input: raw, UpdatedAt: now}
		if err := records.Put(ctx, r.d.Main, partKey(ws, id, i), p, time.Time{}); err != nil {
			return fmt.Errorf("jobrun.Split %s: %w", id, err)
		}
	}
	_, err := records.Mutate(ctx, r.d.Main, Key(ws, id), func(j *Job) error {
		if j.RunID != r.ID || j.Status != StatusRunning {
			return ErrLeaseLost
		}
		j.Parts = &Parts{Total: len(inputs)}
		j.RunID, j.LeaseUntil, j.UpdatedAt = "", now.Add(r.lease), now
		j.Message = fmt.Sprintf("running in %d parts: 0 done", len(inputs))
		return nil
	})
	if err != nil {
		return err
	}
	// The run gave up its lease above, so its heartbeat will soon cancel
	// ctx: the sends must not depend on it.
	send := context.WithoutCancel(ctx)
	var lost []int
	for i := range inputs {
		if err := enqueuePart(send, r.d, r.Job, i); err != nil {
			lost = append(lost, i)
			r.d.Log.WarnContext(ctx, "jobrun: part not queued; the sweep will queue it", "job", id, "part", i, "err", err.Error())
		}
	}
	if len(lost) > 0 {
		// The job's next claim after its watch queues them again.
		markLost(send, r.d, ws, id, lost)
	}
	return ErrSplit
}

// markLost records parts whose message was not sent, for the next claim
// of the job's watch. Should that write fail too, the claim still finds
// them once the queue delivered nothing for requeueAfter.
func markLost(ctx context.Context, d *platform.Deps, workspace, jobID string, lost []int) {
	_, err := records.Mutate(ctx, d.Main, Key(workspace, jobID), func(j *Job) error {
		if j.Status != StatusRunning || j.Parts == nil {
			return ErrLeaseLost
		}
		for _, i := range lost {
			if !slices.Contains(j.Parts.Lost, i) {
				j.Parts.Lost = append(j.Parts.Lost, i)
			}
		}
		return nil
	})
	if err != nil && !errors.Is(err, ErrLeaseLost) {
		d.Log.WarnContext(ctx, "jobrun: unsent parts not recorded", "job", jobID, "err", err.Error())
	}
}

func enqueuePart(ctx context.Context, d *platform.Deps, j Job, i int) error {
	_, err := jobs.Enqueue(ctx, d.Jobs, jobs.Envelope{Type: j.Type, WorkspaceID: j.WorkspaceID, JobID: j.ID}, partMessage{Part: &i}, 0)
	return err
}

// partOf returns the part a message is for, if it is a part's.
func partOf(e jobs.Envelope) (int, bool) {
	if len(e.Payload) == 0 {
		return 0, false
	}
	var m partMessage
	if json.Unmarshal(e.Payload, &m) != nil || m.Part == nil || *m.Part < 0 {
		return 0, false
	}
	return *m.Part, true
}

// listParts returns the parts of a split job, in order.
func listParts(ctx context.Context, d *platform.Deps, workspace, jobID string) ([]part, error) {
	var out []part
	cursor := ""
	for {
		batch, next, err := records.List[part](ctx, d.Main, workspace, kindPart, store.Query{Prefix: jobID + "/", Cursor: cursor, Limit: store.MaxLimit})
		if err != nil {
			return nil, err
		}
		out = append(out, batch...)
		if next == "" {
			return out, nil
		}
		cursor = next
	}
}

// claimSplit is claim for a job running in parts: it claims the merge once
// every part is counted, and otherwise, when the job's watch lapsed,
// recounts the parts and queues again those that lost their worker or
// their message.
func claimSplit(ctx context.Context, d *platform.Deps, k Kind, j Job, ver int64) (*Run, Job, error) {
	now := d.Clock.Now()
	ws, id := j.WorkspaceID, j.ID
	switch {
	case j.CancelRequested:
		j, err := cancelled(ctx, d, ws, id)
		return nil, j, err
	case !now.Before(j.DeadlineAt):
		j, err := Fail(ctx, d, ws, id, CodeTimeout, "the job did not finish before its deadline")
		return nil, j, err
	case j.RunID != "" && now.Before(j.LeaseUntil):
		return nil, j, nil // a live merge
	}
	if j.Parts.Done >= j.Parts.Total {
		if j.Parts.MergeAttempts >= k.MaxAttempts {
			j, err := Fail(ctx, d, ws, id, CodeRetriesExhausted, "merging the job's parts failed on every attempt; see the logs for the request id")
			return nil, j, err
		}
		runID := records.NewID()
		j.RunID, j.LeaseUntil, j.UpdatedAt = runID, now.Add(k.Lease), now
		j.Parts.MergeAttempts++
		j.Message = fmt.Sprintf("merging %d parts", j.Parts.Done)
		if _, err := records.Update(ctx, d.Main, Key(ws, id), j, ver, time.Time{}); err != nil {
			if errors.Is(err, errs.ErrVersionMismatch) {
				err = nil // another claim won; it merges
			}
			return nil, j, err
		}
		return &Run{Job: j, ID: runID, d: d, lease: k.Lease, lastWrite: now, lastPct: j.Progress, merge: true}, j, nil
	}
	if now.Before(j.LeaseUntil) {
		return nil, j, nil
	}
	// The watch lapsed: the one place that reads every part.
	ps, err := listParts(ctx, d, ws, id)
	if err != nil {
		return nil, j, err
	}
	// The queue delivered none of the job's parts for requeueAfter, and
	// none is running: the messages of the queued parts are lost (as the
	// sweep judges a queued job's). A queued part's time is the split's;
	// a claimed one's its last claim or outcome. A part running under a
	// live lease means the workers are busy, with queued parts behind it.
	last := time.Time{}
	if j.Parts.ResentAt != nil {
		last = *j.Parts.ResentAt
	}
	// After a restart of the local server, the parts the previous process
	// queued or ran are sent again by the first claim since (the one that
	// records ResentAt); a part that died running holds no worker.
	restart := j.Parts.LostBefore != nil && last.Before(*j.Parts.LostBefore)
	busy := false
	for _, p := range ps {
		if p.UpdatedAt.After(last) {
			last = p.UpdatedAt
		}
		busy = busy || p.Status == partRunning && now.Before(p.LeaseUntil) && !j.Parts.orphan(p)
	}
	idle := !busy && now.Sub(last) >= requeueAfter
	var send []int
	resent := restart
	for _, p := range ps {
		switch {
		case p.Status == partSucceeded:
			// A worker that died between its part's record and the count.
			j.Parts.count(p.Index)
		case restart && j.Parts.orphan(p):
			send = append(send, p.Index)
		case p.Status == partRunning && !now.Before(p.LeaseUntil):
			send = append(send, p.Index)
		case p.Status == partQueued && (idle || slices.Contains(j.Parts.Lost, p.Index)):
			send = append(send, p.Index)
			resent = resent || idle
		}
	}
	// Take the watch for another lease: the version check makes one claim
	// send the parts.
	j.Parts.Lost = nil
	if resent {
		j.Parts.ResentAt = &now
	}
	j.Progress = max(j.Progress, min(99, 100*j.Parts.Done/j.Parts.Total))
	j.LeaseUntil, j.UpdatedAt = now.Add(k.Lease), now
	if _, err := records.Update(ctx, d.Main, Key(ws, id), j, ver, time.Time{}); err != nil {
		if errors.Is(err, errs.ErrVersionMismatch) {
			err = nil
		}
		return nil, j, err
	}
	if j.Parts.Done >= j.Parts.Total {
		return nil, j, Enqueue(ctx, d, j, 0)
	}
	var failed []int
	for _, i := range send {
		if err := enqueuePart(ctx, d, j, i); err != nil {
			failed = append(failed, i)
		}
	}
	if len(failed) > 0 {
		markLost(ctx, d, ws, id, failed)
	}
	return nil, j, nil
}

// PartRun is one claim of a part of a split job by a worker.
type PartRun struct {
	// Job is the job as it was when the part was claimed.
	Job Job
	// Index is the part's (from 0), Total the job's number of parts.
	Index, Total int
	// Input is the part's input as given to Split (JSON).
	Input json.RawMessage
	// ID is the part's run id, unique per claim.
	ID string

	d         *platform.Deps
	lease     time.Duration
	lastCheck time.Time
	// lost is set by the heartbeat when the part is no longer this run's.
	lost atomic.Bool
}

// Progress is a part's checkpoint: it returns ErrCancelled when the job's
// cancellation was requested, or ErrLeaseLost when the part was taken
// over or the job ended (another part failed): the part must then stop
// without touching shared state. It reads the job record and writes
// nothing: the heartbeat alone keeps the part's lease (and cancels the
// part's context when it finds the part taken over). Checks are spaced at
// least a second apart.
func (p *PartRun) Progress(ctx context.Context) error {
	if p.lost.Load() {
		return ErrLeaseLost
	}
	if p.d.Clock.Now().Sub(p.lastCheck) < time.Second {
		return nil
	}
	return p.Checkpoint(ctx)
}

// Checkpoint is Progress at once: the last check of a part before it
// reports success (a part that lost its job removes what it wrote).
func (p *PartRun) Checkpoint(ctx context.Context) error {
	if p.lost.Load() {
		return ErrLeaseLost
	}
	now := p.d.Clock.Now()
	j, _, err := records.Get[Job](ctx, p.d.Main, Key(p.Job.WorkspaceID, p.Job.ID))
	switch {
	case errors.Is(err, errs.ErrNotFound):
		return ErrLeaseLost
	case err != nil:
		return err
	case j.Status != StatusRunning || j.Parts == nil:
		return ErrLeaseLost
	case j.CancelRequested:
		return ErrCancelled
	}
	p.lastCheck = now
	return nil
}

// renew extends the part's lease while the part is still this run's (the
// heartbeat's write).
func (p *PartRun) renew(ctx context.Context) error {
	_, err := records.Mutate(ctx, p.d.Main, partKey(p.Job.WorkspaceID, p.Job.ID, p.Index), func(v *part) error {
		if v.RunID != p.ID || v.Status != partRunning {
			return ErrLeaseLost
		}
		v.LeaseUntil = p.d.Clock.Now().Add(p.lease)
		return nil
	})
	return err
}

// runPart claims, runs and records one part.
func runPart(ctx context.Context, d *platform.Deps, k Kind, e jobs.Envelope, index int) error {
	if k.RunPart == nil {
		return fmt.Errorf("jobrun: %s cannot run parts: %w", k.Type, queue.ErrPoison)
	}
	p, err := claimPart(ctx, d, k, e.WorkspaceID, e.JobID, index)
	if err != nil || p == nil {
		return err
	}
	runCtx, stop := context.WithCancel(ctx)
	beating := make(chan struct{})
	go func() {
		defer close(beating)
		beat(runCtx, p.lease, func() {
			p.lost.Store(true)
			stop()
		}, p.renew)
	}()
	runErr := runPartSafely(runCtx, k, p)
	stop()
	<-beating
	return finishPart(ctx, d, k, p, runErr)
}

func runPartSafely(ctx context.Context, k Kind, p *PartRun) (err error) {
	defer func() {
		if v := recover(); v != nil {
			p.d.Log.ErrorContext(ctx, "jobrun: part panicked", "type", k.Type, "job", p.Job.ID, "part", p.Index, "panic", fmt.Sprint(v))
			err = Failf("INTERNAL", "the job failed unexpectedly")
		}
	}()
	return k.RunPart(ctx, p)
}

// claimPart takes a part for this worker; a nil PartRun means there is
// nothing to run (the job ended, the part is done or held by a live lease).
func claimPart(ctx context.Context, d *platform.Deps, k Kind, workspace, jobID string, index int) (*PartRun, error) {
	for {
		j, _, err := records.Get[Job](ctx, d.Main, Key(workspace, jobID))
		if errors.Is(err, errs.ErrNotFound) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		now := d.Clock.Now()
		switch {
		case j.Status != StatusRunning || j.Parts == nil:
			return nil, nil
		case j.CancelRequested:
			_, err := cancelled(ctx, d, workspace, jobID)
			return nil, err
		case !now.Before(j.DeadlineAt):
			_, err := Fail(ctx, d, workspace, jobID, CodeTimeout, "the job did not finish before its deadline")
			return nil, err
		}
		p, ver, err := records.Get[part](ctx, d.Main, partKey(workspace, jobID, index))
		if errors.Is(err, errs.ErrNotFound) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		switch {
		case p.Status == partSucceeded && !j.Parts.counted(index):
			// Its worker stopped between the part's record and the count:
			// count it now (a part finished twice counts once).
			return nil, countPart(ctx, d, k, j, index)
		case p.Status == partSucceeded && j.Parts.Done >= j.Parts.Total:
			// The merge may not have been queued (the count's send failed).
			return nil, Enqueue(ctx, d, j, 0)
		case p.Status == partSucceeded, p.Status == partRunning && now.Before(p.LeaseUntil) && !j.Parts.orphan(p):
			// Done, or held by a live worker (a run of a process that died
			// is taken over, lease or not).
			return nil, nil
		case p.Attempts >= k.MaxAttempts:
			_, err := Fail(ctx, d, workspace, jobID, CodeRetriesExhausted,
				fmt.Sprintf("part %d of %d failed on every attempt; see the logs for the request id", index+1, j.Parts.Total))
			return nil, err
		}
		p.Status, p.RunID, p.LeaseUntil, p.UpdatedAt = partRunning, records.NewID(), now.Add(k.Lease), now
		p.Attempts++
		_, err = records.Update(ctx, d.Main, partKey(workspace, jobID, index), p, ver, time.Time{})
		if errors.Is(err, errs.ErrVersionMismatch) {
			continue
		}
		if err != nil {
			return nil, err
		}
		return &PartRun{Job: j, Index: index, Total: j.Parts.Total, Input: p.Input, ID: p.RunID, d: d, lease: k.Lease, lastCheck: now}, nil
	}
}

// finishPart records a part's outcome: a success counts once however
// often the part ran, and the part that completes the set queues the job
// for its merge; a permanent failure fails the job; a transient error
// releases the part for the redelivery of its message.
func finishPart(ctx context.Context, d *platform.Deps, k Kind, p *PartRun, runErr error) error {
	ws, id := p.Job.WorkspaceID, p.Job.ID
	wctx := context.WithoutCancel(ctx)
	var f *Failure
	switch {
	case errors.Is(runErr, ErrLeaseLost):
		return nil
	case errors.Is(runErr, ErrCancelled):
		_, err := cancelled(wctx, d, ws, id)
		return err
	}
	// Whatever the outcome, it is this run's to record only while the part
	// is still its own: a run taken over (its reads cut short when its
	// context ended) must not fail the job another worker is running.
	_, err := records.Mutate(wctx, d.Main, partKey(ws, id, p.Index), func(v *part) error {
		if v.RunID != p.ID || v.Status != partRunning {
			return ErrLeaseLost
		}
		v.UpdatedAt, v.LeaseUntil = d.Clock.Now(), time.Time{}
		if runErr == nil {
			v.Status, v.RunID = partSucceeded, ""
		}
		return nil
	})
	if errors.Is(err, ErrLeaseLost) {
		return nil
	}
	if err != nil {
		return err
	}
	if errors.As(runErr, &f) {
		_, err := end(wctx, d, ws, id, func(j *Job, now time.Time) {
			j.Status, j.ErrorCode, j.Error, j.Message = StatusFailed, f.Code, f.Message, "failed"
			j.Details = merge(j.Details, merge(f.Details, map[string]any{"failed_part": p.Index}))
		})
		return err
	}
	if runErr != nil {
		d.Log.WarnContext(ctx, "jobrun: transient failure of a part; its message will be delivered again", "type", k.Type, "job", id, "part", p.Index, "err", runErr.Error())
		return runErr
	}
	return countPart(wctx, d, k, p.Job, p.Index)
}

// errCounted stops a Mutate that has nothing to write.
var errCounted = errors.New("jobrun: part already counted")

// countPart counts a succeeded part on its job record, one conditional
// update that changes nothing when the part is counted already, renews
// the job's watch and shows the parts done; the count that reaches the
// total queues the job for its merge. No other part is read.
func countPart(ctx context.Context, d *platform.Deps, k Kind, j Job, index int) error {
	ws, id := j.WorkspaceID, j.ID
	complete := false
	got, err := records.Mutate(ctx, d.Main, Key(ws, id), func(j *Job) error {
		if j.Status != StatusRunning || j.Parts == nil || j.RunID != "" {
			return ErrLeaseLost
		}
		if !j.Parts.count(index) {
			return errCounted
		}
		now := d.Clock.Now()
		complete = j.Parts.Done >= j.Parts.Total
		j.Progress = max(j.Progress, min(99, 100*j.Parts.Done/j.Parts.Total))
		j.Message = fmt.Sprintf("running in %d parts: %d done", j.Parts.Total, j.Parts.Done)
		j.UpdatedAt, j.LeaseUntil = now, now.Add(k.Lease)
		return nil
	})
	switch {
	case errors.Is(err, ErrLeaseLost), errors.Is(err, errCounted):
		return nil
	case err != nil:
		return err
	case complete:
		return Enqueue(ctx, d, got, 0)
	}
	return nil
}

// partDeletes bounds the part records a settle deletes at once: on
// DynamoDB each delete is a round trip, and a scan has up to a hundred
// parts.
const partDeletes = 8

// removeParts deletes the part records of a settled job, by index (no
// listing needed), partDeletes at a time. The first error stops it and is
// returned: the settle fails, and its next run deletes what is left (a
// record already gone is no error).
func removeParts(ctx context.Context, d *platform.Deps, j Job) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(partDeletes)
	for i := range j.Parts.Total {
		if gctx.Err() != nil {
			break // an error stopped the deletes
		}
		g.Go(func() error {
			if err := d.Main.Delete(gctx, partKey(j.WorkspaceID, j.ID, i)); err != nil && !errors.Is(err, errs.ErrNotFound) {
				return err
			}
			return nil
		})
	}
	return g.Wait()
}
