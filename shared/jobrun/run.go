package jobrun

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
	"bulwark/shared/webhooks"
)

// Sentinels a Run returns (through its Progress checkpoints).
var (
	// ErrCancelled: cancellation was requested; the job ends cancelled.
	ErrCancelled = errors.New("jobrun: cancellation requested")
	// ErrLeaseLost: another worker took the job over; this run must stop
	// without touching shared state.
	ErrLeaseLost = errors.New("jobrun: lease lost to another worker")
)

// Failure is a permanent failure with a stable code and a message safe to
// show; any other error from a Run is treated as transient and retried.
type Failure struct {
	Code    string
	Message string
	Details map[string]any
}

func (f *Failure) Error() string { return f.Code + ": " + f.Message }

// Failf returns a *Failure.
func Failf(code, format string, args ...any) *Failure {
	return &Failure{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Kind is one type of job: how to run it and how to clean up after it.
type Kind struct {
	// Type is the queue task type, for example "dataset.ingest".
	Type string
	// Run does the work, calling r.Progress at its checkpoints, and
	// returns the details shown on the succeeded job. Outputs it writes
	// must be keyed by r.ID (the run id) or be idempotent, since a run that
	// lost its lease may still be writing.
	Run func(ctx context.Context, r *Run) (map[string]any, error)
	// Settle runs once the job is terminal, before its webhook: it
	// releases or removes what the job produced (cleanup after failure,
	// publication after success). It must be idempotent. It returns fields
	// merged into the webhook payload (for example "dataset").
	Settle func(ctx context.Context, j Job) (map[string]any, error)
	// Lease is how long a claim lasts without a checkpoint (default 2m).
	Lease time.Duration
	// MaxAttempts bounds runs ended by transient errors (default 3), and
	// so the attempts of each part and of the merge of a split job.
	MaxAttempts int

	// RunPart runs one part of a job its Run split (Run.Split), checking
	// p.Progress at its checkpoints. What it writes must be keyed by the
	// part's index and the same on every run: a part may run again.
	RunPart func(ctx context.Context, p *PartRun) error
	// Merge runs once every part of a split job succeeded, as a Run of the
	// job: it combines what the parts wrote and ends the job as Run would.
	Merge func(ctx context.Context, r *Run) (map[string]any, error)
}

// Run is one claim of a job by a worker.
type Run struct {
	// Job is the job as claimed.
	Job Job
	// ID is the run id, unique per claim.
	ID string

	// Output, when set by the Run, is stored with the succeeded job for
	// its kind's Settle (it is never shown by the API).
	Output any

	d         *platform.Deps
	lease     time.Duration
	lastWrite time.Time
	lastPct   int
	// merge marks the run of a split job's Merge.
	merge bool
}

// Progress is a checkpoint: it records progress (0-100) and a message,
// extends the lease (the heartbeat does too, between checkpoints), and
// returns ErrCancelled when cancellation was
// requested or ErrLeaseLost when another worker took the job over. Writes
// are spaced at least a second apart unless the percentage changed.
func (r *Run) Progress(ctx context.Context, pct int, msg string) error {
	pct = min(max(pct, 0), 99)
	now := r.d.Clock.Now()
	if pct == r.lastPct && now.Sub(r.lastWrite) < time.Second {
		return nil
	}
	var stop error
	_, err := records.Mutate(ctx, r.d.Main, Key(r.Job.WorkspaceID, r.Job.ID), func(j *Job) error {
		if j.RunID != r.ID || j.Status != StatusRunning {
			return ErrLeaseLost
		}
		stop = nil
		if j.CancelRequested {
			stop = ErrCancelled
		}
		j.Progress, j.UpdatedAt, j.LeaseUntil = max(j.Progress, pct), now, now.Add(r.lease)
		if msg != "" {
			j.Message = msg
		}
		return nil
	})
	if err != nil {
		return err
	}
	r.lastWrite, r.lastPct = now, pct
	return stop
}

// Task returns the queue function of a kind: claim, run, finish and
// settle, idempotent on the job id.
func Task(d *platform.Deps, k Kind) jobs.Func {
	if k.Lease <= 0 {
		k.Lease = 2 * time.Minute
	}
	if k.MaxAttempts <= 0 {
		k.MaxAttempts = 3
	}
	return func(ctx context.Context, e jobs.Envelope) error {
		if e.WorkspaceID == "" || e.JobID == "" {
			return fmt.Errorf("jobrun: %s message without a job: %w", e.Type, queue.ErrPoison)
		}
		if i, ok := partOf(e); ok {
			return runPart(ctx, d, k, e, i)
		}
		r, j, err := claim(ctx, d, k, e.WorkspaceID, e.JobID)
		if err != nil || r == nil {
			if err == nil && Terminal(j.Status) && !j.Settled {
				return settle(ctx, d, k, j)
			}
			return err
		}
		// The heartbeat keeps the lease while the worker is alive, however
		// long a step between two checkpoints takes; it stops the run when
		// another worker took the job over.
		runCtx, stop := context.WithCancel(ctx)
		beat := make(chan struct{})
		go func() {
			defer close(beat)
			heartbeat(runCtx, d, r, stop)
		}()
		details, runErr := runSafely(runCtx, k, r)
		stop()
		<-beat
		j, err = finish(ctx, d, k, r, details, runErr)
		if err != nil {
			return err
		}
		if Terminal(j.Status) {
			return settle(ctx, d, k, j)
		}
		return nil
	}
}

// heartbeat renews the run's lease every third of it until ctx ends; when
// the job is no longer this run's, it calls lost.
func heartbeat(ctx context.Context, d *platform.Deps, r *Run, lost context.CancelFunc) {
	beat(ctx, r.lease, lost, func(ctx context.Context) error {
		_, err := records.Mutate(ctx, d.Main, Key(r.Job.WorkspaceID, r.Job.ID), func(j *Job) error {
			if j.RunID != r.ID || j.Status != StatusRunning {
				return ErrLeaseLost
			}
			j.LeaseUntil = d.Clock.Now().Add(r.lease)
			return nil
		})
		return err
	})
}

// beat calls renew every third of lease until ctx ends, and lost when
// renew returns ErrLeaseLost. Other errors wait for the next beat, well
// within the lease.
func beat(ctx context.Context, lease time.Duration, lost context.CancelFunc, renew func(context.Context) error) {
	t := time.NewTicker(lease / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if errors.Is(renew(ctx), ErrLeaseLost) {
			lost()
			return
		}
	}
}

// runSafely turns a panic in a Run into a permanent failure, so that one
// bad input cannot crash the worker again on every redelivery.
func runSafely(ctx context.Context, k Kind, r *Run) (details map[string]any, err error) {
	defer func() {
		if p := recover(); p != nil {
			r.d.Log.ErrorContext(ctx, "jobrun: task panicked", "type", k.Type, "job", r.Job.ID, "panic", fmt.Sprint(p))
			details, err = nil, Failf("INTERNAL", "the job failed unexpectedly")
		}
	}()
	if r.merge {
		return k.Merge(ctx, r)
	}
	return k.Run(ctx, r)
}

// claim takes the job for this worker. It returns a nil Run when there is
// nothing to run: the job is pending, finished, or held by a live lease
// (a duplicate message), or it had to wait for a concurrency slot.
func claim(ctx context.Context, d *platform.Deps, k Kind, workspace, id string) (*Run, Job, error) {
	for {
		j, ver, err := records.Get[Job](ctx, d.Main, Key(workspace, id))
		if errors.Is(err, errs.ErrNotFound) {
			return nil, j, nil
		}
		if err != nil {
			return nil, j, err
		}
		now := d.Clock.Now()
		switch {
		case Terminal(j.Status), j.Status == StatusPending:
			return nil, j, nil
		case j.Parts != nil:
			return claimSplit(ctx, d, k, j, ver)
		case j.Status == StatusRunning && now.Before(j.LeaseUntil):
			return nil, j, nil
		case j.CancelRequested:
			j, err = cancelled(ctx, d, workspace, id)
			return nil, j, err
		case !now.Before(j.DeadlineAt):
			j, err = Fail(ctx, d, workspace, id, CodeTimeout, "the job did not finish before its deadline")
			return nil, j, err
		case j.Attempts >= k.MaxAttempts:
			j, err = Fail(ctx, d, workspace, id, CodeRetriesExhausted, "the job failed on every attempt; see the logs for the request id")
			return nil, j, err
		}
		if j.UsesSlot {
			ok, running, limit, err := acquireSlot(ctx, d, workspace, id, j.DeadlineAt)
			if err != nil {
				return nil, j, err
			}
			if !ok {
				msg := fmt.Sprintf("waiting for a free slot: %d of %d jobs running (max_concurrent_scans)", running, limit)
				if j.Message != msg {
					j.Message, j.UpdatedAt = msg, now
					if _, err := records.Update(ctx, d.Main, Key(workspace, id), j, ver, time.Time{}); err != nil && !errors.Is(err, errs.ErrVersionMismatch) {
						return nil, j, err
					}
				}
				return nil, j, Enqueue(ctx, d, j, slotRetry)
			}
		}
		runID := records.NewID()
		j.Status, j.RunID, j.LeaseUntil, j.UpdatedAt = StatusRunning, runID, now.Add(k.Lease), now
		j.Attempts++
		j.Message = "running"
		if j.StartedAt == nil {
			j.StartedAt = &now
		}
		_, err = records.Update(ctx, d.Main, Key(workspace, id), j, ver, time.Time{})
		if errors.Is(err, errs.ErrVersionMismatch) {
			continue
		}
		if err != nil {
			return nil, j, err
		}
		return &Run{Job: j, ID: runID, d: d, lease: k.Lease, lastWrite: now, lastPct: j.Progress}, j, nil
	}
}

// cancelled ends a job whose cancellation was requested.
func cancelled(ctx context.Context, d *platform.Deps, workspace, id string) (Job, error) {
	return end(ctx, d, workspace, id, func(j *Job, now time.Time) {
		j.Status, j.CancelledAt, j.Message = StatusCancelled, &now, "cancelled"
	})
}

// slotRetry is how long a job waiting for a concurrency slot sleeps.
const slotRetry = 30 * time.Second

// finish records the outcome of a run. A transient error releases the
// lease and is returned, so the queue delivers the message again.
func finish(ctx context.Context, d *platform.Deps, k Kind, r *Run, details map[string]any, runErr error) (Job, error) {
	if errors.Is(runErr, ErrLeaseLost) || errors.Is(runErr, ErrSplit) {
		return r.Job, nil
	}
	var f *Failure
	transient := runErr != nil && !errors.Is(runErr, ErrCancelled) && !errors.As(runErr, &f)
	var output []byte
	if runErr == nil && r.Output != nil {
		var err error
		if output, err = json.Marshal(r.Output); err != nil {
			return r.Job, fmt.Errorf("jobrun: output of %s: %w", r.Job.ID, err)
		}
	}
	// Record the outcome even when the handler's context has ended.
	wctx := context.WithoutCancel(ctx)
	j, err := records.Mutate(wctx, d.Main, Key(r.Job.WorkspaceID, r.Job.ID), func(j *Job) error {
		if j.RunID != r.ID || j.Status != StatusRunning {
			return ErrLeaseLost
		}
		now := d.Clock.Now()
		j.UpdatedAt = now
		if transient {
			// Let the redelivery take over at once.
			j.LeaseUntil = time.Time{}
			j.Message = "retrying after a transient error"
			return nil
		}
		j.FinishedAt, j.RunID, j.LeaseUntil = &now, "", time.Time{}
		switch {
		case runErr == nil:
			j.Status, j.Progress, j.Message, j.Details = StatusSucceeded, 100, "succeeded", merge(j.Details, details)
			j.Output = output
		case errors.Is(runErr, ErrCancelled):
			j.Status, j.CancelledAt, j.Message = StatusCancelled, &now, "cancelled"
		default:
			j.Status, j.ErrorCode, j.Error, j.Message, j.Details = StatusFailed, f.Code, f.Message, "failed", merge(j.Details, f.Details)
		}
		return nil
	})
	if errors.Is(err, ErrLeaseLost) {
		return r.Job, nil
	}
	if err != nil {
		return j, err
	}
	if transient {
		d.Log.WarnContext(ctx, "jobrun: transient failure; the message will be delivered again", "type", k.Type, "job", j.ID, "attempt", j.Attempts, "err", runErr.Error())
		return j, runErr
	}
	return j, nil
}

func merge(a, b map[string]any) map[string]any {
	if len(b) == 0 {
		return a
	}
	out := map[string]any{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

// Event types of job webhooks.
const (
	EventSucceeded = "job.succeeded"
	EventFailed    = "job.failed"
	EventCancelled = "job.cancelled"
)

// settle runs the terminal hooks of a job once: the kind's Settle, the
// webhook, the slot and index release, then marks it settled. Every step
// is idempotent, so a settle interrupted half-way is simply done again.
func settle(ctx context.Context, d *platform.Deps, k Kind, j Job) error {
	var extra map[string]any
	if k.Settle != nil {
		var err error
		if extra, err = k.Settle(ctx, j); err != nil {
			return fmt.Errorf("jobrun: settle %s: %w", j.ID, err)
		}
	}
	if event := webhookEvent(j); event != "" {
		body, err := Payload(j, event, d.Clock.Now(), extra)
		if err != nil {
			return err
		}
		if err := webhooks.Schedule(ctx, d, j.WorkspaceID, j.ID+"."+event, event, j.Webhook.URL, body); err != nil {
			return err
		}
	}
	if j.UsesSlot {
		if err := releaseSlot(ctx, d, j.WorkspaceID, j.ID); err != nil {
			return err
		}
	}
	if j.Parts != nil {
		if err := removeParts(ctx, d, j); err != nil {
			return err
		}
	}
	_, err := records.Mutate(ctx, d.Main, Key(j.WorkspaceID, j.ID), func(v *Job) error {
		v.Settled = true
		// The input may hold sealed credentials: nothing needs it now.
		v.Input = nil
		return nil
	})
	if err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	if err := d.Main.Delete(ctx, activeKey(j.WorkspaceID, j.ID)); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	return nil
}

func webhookEvent(j Job) string {
	if j.Webhook == nil || j.Webhook.URL == "" {
		return ""
	}
	switch {
	case j.Status == StatusSucceeded && j.Webhook.OnComplete:
		return EventSucceeded
	case j.Status == StatusFailed && j.Webhook.OnFailure:
		return EventFailed
	case j.Status == StatusCancelled && j.Webhook.OnFailure:
		return EventCancelled
	}
	return ""
}

// Payload is the webhook body of a job event: {id, type, created_at,
// workspace_id, job, ...extra} (docs/data.md describes it).
func Payload(j Job, event string, now time.Time, extra map[string]any) ([]byte, error) {
	body := map[string]any{}
	for k, v := range extra {
		body[k] = v
	}
	body["id"] = j.ID + "." + event
	body["type"] = event
	body["created_at"] = now
	body["workspace_id"] = j.WorkspaceID
	body["job"] = ViewOf(j)
	return json.Marshal(body)
}
