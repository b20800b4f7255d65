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
// renews it. When it lapses (every worker died, a part message was lost)
// the sweep queues the job as it queues any running job whose lease
// lapsed, and that claim queues again the parts whose lease lapsed or
// whose message was lost.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

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
	// Done counts the parts that succeeded (the part records are the
	// truth; this is their count when the last one finished).
	Done int `json:"done"`
	// MergeAttempts counts the claims of the merge.
	MergeAttempts int `json:"merge_attempts,omitempty"`
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
	for i := range inputs {
		if err := enqueuePart(send, r.d, r.Job, i); err != nil {
			// The job's next claim after its lease queues it again.
			r.d.Log.WarnContext(ctx, "jobrun: part not queued; the sweep will queue it", "job", id, "part", i, "err", err.Error())
		}
	}
	return ErrSplit
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

func succeeded(ps []part) int {
	n := 0
	for _, p := range ps {
		if p.Status == partSucceeded {
			n++
		}
	}
	return n
}

// claimSplit is claim for a job running in parts: it claims the merge once
// every part succeeded, and otherwise, when the job's watch lease lapsed,
// queues again the parts that lost their worker or their message.
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
	ps, err := listParts(ctx, d, ws, id)
	if err != nil {
		return nil, j, err
	}
	if done := succeeded(ps); done == j.Parts.Total {
		if j.Parts.MergeAttempts >= k.MaxAttempts {
			j, err := Fail(ctx, d, ws, id, CodeRetriesExhausted, "merging the job's parts failed on every attempt; see the logs for the request id")
			return nil, j, err
		}
		runID := records.NewID()
		j.RunID, j.LeaseUntil, j.UpdatedAt = runID, now.Add(k.Lease), now
		j.Parts.Done, j.Parts.MergeAttempts = done, j.Parts.MergeAttempts+1
		j.Message = fmt.Sprintf("merging %d parts", done)
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
	// The watch lapsed: take it for another lease, then queue the parts
	// that need it. The version check makes one claim do so.
	j.LeaseUntil, j.UpdatedAt = now.Add(k.Lease), now
	if _, err := records.Update(ctx, d.Main, Key(ws, id), j, ver, time.Time{}); err != nil {
		if errors.Is(err, errs.ErrVersionMismatch) {
			err = nil
		}
		return nil, j, err
	}
	for _, p := range ps {
		lost := p.Status == partRunning && !now.Before(p.LeaseUntil) ||
			p.Status == partQueued && now.Sub(p.UpdatedAt) >= min(requeueAfter, k.Lease)
		if !lost {
			continue
		}
		if p.Status == partQueued {
			// Not again before the next watch.
			_, _ = records.Mutate(ctx, d.Main, partKey(ws, id, p.Index), func(v *part) error {
				v.UpdatedAt = now
				return nil
			})
		}
		if err := enqueuePart(ctx, d, j, p.Index); err != nil {
			return nil, j, err
		}
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
}

// Progress is a part's checkpoint: it renews the part's lease and returns
// ErrCancelled when the job's cancellation was requested, or ErrLeaseLost
// when the part was taken over or the job ended (another part failed):
// the part must then stop without touching shared state. Checks are
// spaced at least a second apart.
func (p *PartRun) Progress(ctx context.Context) error {
	if p.d.Clock.Now().Sub(p.lastCheck) < time.Second {
		return nil
	}
	return p.Checkpoint(ctx)
}

// Checkpoint is Progress at once: the last check of a part before it
// reports success (a part that lost its job removes what it wrote).
func (p *PartRun) Checkpoint(ctx context.Context) error {
	now := p.d.Clock.Now()
	if err := p.renew(ctx); err != nil {
		return err
	}
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

// renew extends the part's lease while the part is still this run's.
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
		beat(runCtx, p.lease, stop, p.renew)
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
		case p.Status == partSucceeded, p.Status == partRunning && now.Before(p.LeaseUntil):
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
	case errors.As(runErr, &f):
		_, err := end(wctx, d, ws, id, func(j *Job, now time.Time) {
			j.Status, j.ErrorCode, j.Error, j.Message = StatusFailed, f.Code, f.Message, "failed"
			j.Details = merge(j.Details, merge(f.Details, map[string]any{"failed_part": p.Index}))
		})
		return err
	}
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
	if runErr != nil {
		d.Log.WarnContext(ctx, "jobrun: transient failure of a part; its message will be delivered again", "type", k.Type, "job", id, "part", p.Index, "err", runErr.Error())
		return runErr
	}
	ps, err := listParts(wctx, d, ws, id)
	if err != nil {
		return err
	}
	done := succeeded(ps)
	_, err = records.Mutate(wctx, d.Main, Key(ws, id), func(j *Job) error {
		if j.Status != StatusRunning || j.Parts == nil || j.RunID != "" {
			return ErrLeaseLost
		}
		now := d.Clock.Now()
		j.Parts.Done = max(j.Parts.Done, done)
		j.Progress = max(j.Progress, min(99, 100*j.Parts.Done/j.Parts.Total))
		j.Message = fmt.Sprintf("running in %d parts: %d done", j.Parts.Total, j.Parts.Done)
		j.UpdatedAt, j.LeaseUntil = now, now.Add(k.Lease)
		return nil
	})
	if err != nil && !errors.Is(err, ErrLeaseLost) {
		// Only the shown count is late; the merge below does not need it.
		d.Log.WarnContext(ctx, "jobrun: part count not recorded", "job", id, "err", err.Error())
	}
	if done == p.Total {
		return Enqueue(wctx, d, p.Job, 0)
	}
	return nil
}

// removeParts deletes the part records of a settled job.
func removeParts(ctx context.Context, d *platform.Deps, j Job) error {
	ps, err := listParts(ctx, d, j.WorkspaceID, j.ID)
	if err != nil {
		return err
	}
	for _, p := range ps {
		if err := d.Main.Delete(ctx, partKey(j.WorkspaceID, j.ID, p.Index)); err != nil && !errors.Is(err, errs.ErrNotFound) {
			return err
		}
	}
	return nil
}
