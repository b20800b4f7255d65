// Package jobrun tracks background work as job records and runs it through
// the job queue (SQS on AWS, in-process under make run).
//
// # States
//
//	pending ──(input arrived)──▶ queued ──(worker claims)──▶ running ──▶ succeeded
//	   │                           │                           │ └────▶ failed
//	   └───────────────────────────┴──(cancel / deadline)──────┴──────▶ cancelled / failed
//
// A job is created pending when it waits for its input (a presigned upload)
// and queued otherwise. A worker claims a queued job (or a running one whose
// lease has expired: its previous worker died) with an optimistic write that
// sets a new run id and a lease; only the holder of the current run id can
// report progress or finish the job, so a job is never run twice to
// completion, and a redelivered message for a finished job is acknowledged
// without running anything. A heartbeat renews the lease while the worker
// lives; Progress calls are the checkpoints: they extend the lease too and
// tell the worker when cancellation was requested.
//
// Once terminal, a job is settled exactly once: its kind's Settle hook
// (cleanup), its webhook, the release of its concurrency slot and of its
// index entry. The scheduled sweep fails jobs past their deadline and
// re-enqueues jobs whose queue message was lost or whose worker died.
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
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Job states.
const (
	StatusPending   = "pending"
	StatusQueued    = "queued"
	StatusRunning   = "running"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
	StatusCancelled = "cancelled"
)

// Statuses lists every state, in lifecycle order.
func Statuses() []string {
	return []string{StatusPending, StatusQueued, StatusRunning, StatusSucceeded, StatusFailed, StatusCancelled}
}

// Terminal reports whether a state is final.
func Terminal(status string) bool {
	return status == StatusSucceeded || status == StatusFailed || status == StatusCancelled
}

// Record kinds: jobs in their workspace, and the cross-workspace index of
// unsettled jobs that the sweep walks ("<workspace>/<job id>", so a
// workspace's unsettled jobs are also one prefix listing).
const (
	KindJob    = "job"
	kindActive = "job-active"
)

// Error codes a job can end with besides its kind's own.
const (
	CodeTimeout          = "JOB_TIMEOUT"
	CodeUploadMissing    = "UPLOAD_NOT_RECEIVED"
	CodeRetriesExhausted = "JOB_RETRIES_EXHAUSTED"
)

// Webhook is a job's callback request.
type Webhook struct {
	URL        string `json:"url"`
	OnComplete bool   `json:"on_complete"`
	OnFailure  bool   `json:"on_failure"`
}

// Job is the stored job record. Fields tagged "-" in View are internal.
type Job struct {
	ID              string         `json:"job_id"`
	WorkspaceID     string         `json:"workspace_id"`
	Type            string         `json:"type"`
	Provider        string         `json:"provider"`
	Status          string         `json:"status"`
	Progress        int            `json:"progress"`
	Message         string         `json:"message"`
	Error           string         `json:"error,omitempty"`
	ErrorCode       string         `json:"error_code,omitempty"`
	CancelRequested bool           `json:"cancel_requested"`
	CancelledAt     *time.Time     `json:"cancelled_at,omitempty"`
	CreatedAt       time.Time      `json:"created_at"`
	UpdatedAt       time.Time      `json:"updated_at"`
	StartedAt       *time.Time     `json:"started_at,omitempty"`
	FinishedAt      *time.Time     `json:"finished_at,omitempty"`
	DeadlineAt      time.Time      `json:"deadline_at"`
	DatasetID       string         `json:"dataset_id,omitempty"`
	Attempts        int            `json:"attempts"`
	Details         map[string]any `json:"details,omitempty"`
	Webhook         *Webhook       `json:"webhook,omitempty"`

	// Input is the kind's private input, Output its private result for
	// Settle (neither is shown by the API).
	Input  json.RawMessage `json:"input,omitempty"`
	Output json.RawMessage `json:"output,omitempty"`
	// RunID identifies the current claim; LeaseUntil is when it lapses.
	RunID      string    `json:"run_id,omitempty"`
	LeaseUntil time.Time `json:"lease_until"`
	// UsesSlot jobs count against the workspace's max_concurrent_scans.
	UsesSlot bool `json:"uses_slot,omitempty"`
	// NotCancellable jobs refuse cancellation (a deletion half done
	// cannot be undone).
	NotCancellable bool `json:"not_cancellable,omitempty"`
	// Settled is set once the terminal job's hooks have all run.
	Settled bool `json:"settled,omitempty"`
	// Parts is set once a Run split the job (see Run.Split).
	Parts *Parts `json:"parts,omitempty"`
}

type activeRef struct {
	WorkspaceID string `json:"workspace_id"`
	JobID       string `json:"job_id"`
}

// Key is the store key of a job.
func Key(workspace, id string) store.Key {
	return store.Key{Workspace: workspace, Kind: KindJob, ID: id}
}

func activeKey(workspace, id string) store.Key {
	return store.Key{Workspace: store.Global, Kind: kindActive, ID: workspace + "/" + id}
}

// New describes a job to create.
type New struct {
	// ID, when set, is the job id to use (a UUIDv7 from records.NewID),
	// for callers that must name the job before creating it.
	ID        string
	Type      string
	Provider  string
	DatasetID string
	// Pending jobs wait for Start; others are queued at once.
	Pending bool
	// Deadline is how long the job may take from creation before the sweep
	// fails it (default 2h).
	Deadline time.Duration
	// Input is stored with the job for its task (JSON).
	Input   any
	Webhook *Webhook
	Details map[string]any
	// UsesSlot counts the running job against max_concurrent_scans.
	UsesSlot bool
	// SkipQueueLimit exempts the job from max_queue_size (deletions, which
	// free resources, are never refused for a full queue).
	SkipQueueLimit bool
	NotCancellable bool
	Message        string
}

// DefaultDeadline is a job's time limit when New.Deadline is zero.
const DefaultDeadline = 2 * time.Hour

// Create records a job for the workspace and, unless it is pending, queues
// it. It enforces the organization's max_queue_size: at most that many
// unfinished jobs per workspace (429 QUEUE_FULL).
func Create(ctx context.Context, d *platform.Deps, workspace string, n New) (Job, error) {
	now := d.Clock.Now()
	if !n.SkipQueueLimit {
		if err := CheckQueue(ctx, d, workspace); err != nil {
			return Job{}, err
		}
	}
	deadline := n.Deadline
	if deadline <= 0 {
		deadline = DefaultDeadline
	}
	if n.ID == "" {
		n.ID = records.NewID()
	}
	j := Job{
		ID: n.ID, WorkspaceID: workspace, Type: n.Type, Provider: n.Provider, Status: StatusQueued,
		Message: n.Message, CreatedAt: now, UpdatedAt: now, DeadlineAt: now.Add(deadline),
		DatasetID: n.DatasetID, Details: n.Details, Webhook: n.Webhook, UsesSlot: n.UsesSlot, NotCancellable: n.NotCancellable,
	}
	if n.Pending {
		j.Status = StatusPending
	}
	if j.Message == "" {
		j.Message = map[bool]string{true: "waiting for the upload", false: "queued"}[n.Pending]
	}
	if n.Input != nil {
		raw, err := json.Marshal(n.Input)
		if err != nil {
			return Job{}, fmt.Errorf("jobrun.Create: input: %w", err)
		}
		j.Input = raw
	}
	// The index entry comes first: a job that exists is always indexed, so
	// the sweep sees every job that could get stuck.
	if err := records.Put(ctx, d.Main, activeKey(workspace, j.ID), activeRef{WorkspaceID: workspace, JobID: j.ID}, time.Time{}); err != nil {
		return Job{}, fmt.Errorf("jobrun.Create: %w", err)
	}
	if err := records.Create(ctx, d.Main, Key(workspace, j.ID), j, time.Time{}); err != nil {
		_ = d.Main.Delete(context.WithoutCancel(ctx), activeKey(workspace, j.ID))
		return Job{}, fmt.Errorf("jobrun.Create: %w", err)
	}
	if !n.Pending {
		if err := Enqueue(ctx, d, j, 0); err != nil {
			// The sweep re-enqueues queued jobs whose message is missing.
			d.Log.WarnContext(ctx, "jobrun: job recorded but not queued yet; the sweep will queue it", "job", j.ID, "err", err.Error())
		}
	}
	return j, nil
}

// CheckQueue refuses a new job when the workspace already has
// max_queue_size unfinished jobs (429 QUEUE_FULL, Retry-After 30).
// Create checks it too; callers check it early to fail before expensive
// work.
func CheckQueue(ctx context.Context, d *platform.Deps, workspace string) error {
	org, err := Organization(ctx, d, workspace)
	if err != nil || org.MaxQueueSize <= 0 {
		return err
	}
	active, err := countActive(ctx, d.Main, workspace, int(org.MaxQueueSize))
	if err != nil {
		return err
	}
	if int64(active) >= org.MaxQueueSize {
		e := errs.Newf(errs.ErrRateLimited, "QUEUE_FULL",
			"the workspace already has %d unfinished jobs (max_queue_size %d); retry when some finish", active, org.MaxQueueSize)
		e.RetryAfter = 30
		return e
	}
	return nil
}

// countActive counts a workspace's unsettled jobs, reading at most limit+1.
func countActive(ctx context.Context, main store.Table, workspace string, limit int) (int, error) {
	n, cursor := 0, ""
	for n <= limit {
		page, err := main.List(ctx, store.Global, kindActive, store.Query{Prefix: workspace + "/", Cursor: cursor, Limit: min(limit+1, store.MaxLimit)})
		if err != nil {
			return 0, err
		}
		n += len(page.Items)
		if page.Next == "" {
			break
		}
		cursor = page.Next
	}
	return n, nil
}

// Enqueue sends the job's message to the queue (again): harmless when it
// is already queued, since handlers are idempotent on the job id.
func Enqueue(ctx context.Context, d *platform.Deps, j Job, delay time.Duration) error {
	_, err := jobs.Enqueue(ctx, d.Jobs, jobs.Envelope{Type: j.Type, WorkspaceID: j.WorkspaceID, JobID: j.ID}, nil, delay)
	return err
}

// Attach records, on a pending job, the dataset it works on and its final
// input (known only once the job exists).
func Attach(ctx context.Context, d *platform.Deps, workspace, id, datasetID string, input any) error {
	raw, err := json.Marshal(input)
	if err != nil {
		return fmt.Errorf("jobrun.Attach: input: %w", err)
	}
	_, err = records.Mutate(ctx, d.Main, Key(workspace, id), func(j *Job) error {
		if j.Status != StatusPending {
			return errs.New(errs.ErrConflict, "JOB_NOT_PENDING", "the job is no longer waiting for its input")
		}
		j.DatasetID, j.Input, j.UpdatedAt = datasetID, raw, d.Clock.Now()
		return nil
	})
	return err
}

// Discard removes a pending job that never got its input because the
// request that created it was refused: nothing was stored, so there is
// nothing to settle and no trace to keep. A job that is no longer pending
// is left alone.
func Discard(ctx context.Context, d *platform.Deps, workspace, id string) error {
	j, ver, err := records.Get[Job](ctx, d.Main, Key(workspace, id))
	if errors.Is(err, errs.ErrNotFound) {
		return nil
	}
	if err != nil || j.Status != StatusPending {
		return err
	}
	// Make it final first, so that no concurrent Start can queue it.
	j.Status, j.Settled, j.Input = StatusFailed, true, nil
	if _, err := records.Update(ctx, d.Main, Key(workspace, id), j, ver, time.Time{}); err != nil {
		return err
	}
	if err := d.Main.Delete(ctx, Key(workspace, id)); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	if err := d.Main.Delete(ctx, activeKey(workspace, id)); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	return nil
}

// Start moves a pending job to queued and queues it (its input arrived),
// with a new deadline from now (DefaultDeadline when zero). Starting a job
// that is no longer pending changes nothing and returns it as it is.
func Start(ctx context.Context, d *platform.Deps, workspace, id string, deadline time.Duration, details map[string]any) (Job, error) {
	if deadline <= 0 {
		deadline = DefaultDeadline
	}
	started := false
	j, err := records.Mutate(ctx, d.Main, Key(workspace, id), func(j *Job) error {
		started = j.Status == StatusPending
		if started {
			now := d.Clock.Now()
			j.Status, j.Message, j.UpdatedAt, j.DeadlineAt = StatusQueued, "queued", now, now.Add(deadline)
			for k, v := range details {
				if j.Details == nil {
					j.Details = map[string]any{}
				}
				j.Details[k] = v
			}
		}
		return nil
	})
	if err != nil || !started {
		return j, err
	}
	return j, Enqueue(ctx, d, j, 0)
}

// Get returns a job of the workspace (404 JOB_NOT_FOUND).
func Get(ctx context.Context, d *platform.Deps, workspace, id string) (Job, error) {
	j, _, err := records.Get[Job](ctx, d.Main, Key(workspace, id))
	if errors.Is(err, errs.ErrNotFound) {
		return j, errs.New(errs.ErrNotFound, "JOB_NOT_FOUND", "no job with this id in the workspace")
	}
	return j, err
}

// Fail ends an unfinished job as failed with a stable code and a message
// safe to show, and queues it so that a worker settles it (cleanup,
// webhook). Failing a finished job changes nothing.
func Fail(ctx context.Context, d *platform.Deps, workspace, id, code, message string) (Job, error) {
	return end(ctx, d, workspace, id, func(j *Job, now time.Time) {
		j.Status, j.ErrorCode, j.Error, j.Message = StatusFailed, code, message, "failed"
	})
}

// end applies a terminal transition to an unfinished job and queues it for
// settling.
func end(ctx context.Context, d *platform.Deps, workspace, id string, apply func(j *Job, now time.Time)) (Job, error) {
	changed := false
	j, err := records.Mutate(ctx, d.Main, Key(workspace, id), func(j *Job) error {
		changed = !Terminal(j.Status)
		if changed {
			now := d.Clock.Now()
			apply(j, now)
			j.FinishedAt, j.UpdatedAt, j.RunID, j.LeaseUntil = &now, now, "", time.Time{}
		}
		return nil
	})
	if err != nil || !changed {
		return j, err
	}
	if err := Enqueue(ctx, d, j, 0); err != nil {
		d.Log.WarnContext(ctx, "jobrun: finished job not queued for settling; the sweep will", "job", id, "err", err.Error())
	}
	return j, nil
}

// Cancel requests cancellation. A pending or queued job is cancelled at
// once; a running job gets cancel_requested and its worker stops at its
// next checkpoint; a finished job is a 409 JOB_ALREADY_FINISHED.
func Cancel(ctx context.Context, d *platform.Deps, workspace, id string) (Job, error) {
	finished := false
	settle := false
	j, err := records.Mutate(ctx, d.Main, Key(workspace, id), func(j *Job) error {
		finished = Terminal(j.Status)
		settle = false
		if finished || j.NotCancellable {
			return nil
		}
		now := d.Clock.Now()
		j.CancelRequested, j.UpdatedAt = true, now
		if j.Status == StatusRunning {
			j.Message = "cancellation requested; stopping at the next checkpoint"
			return nil
		}
		settle = true
		j.Status, j.Message = StatusCancelled, "cancelled before it started"
		j.CancelledAt, j.FinishedAt, j.RunID, j.LeaseUntil = &now, &now, "", time.Time{}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return j, errs.New(errs.ErrNotFound, "JOB_NOT_FOUND", "no job with this id in the workspace")
	}
	if err != nil {
		return j, err
	}
	if finished {
		return j, errs.Newf(errs.ErrConflict, "JOB_ALREADY_FINISHED", "the job already ended with status %s", j.Status)
	}
	if j.NotCancellable {
		return j, errs.Newf(errs.ErrConflict, "JOB_NOT_CANCELLABLE", "a %s job cannot be cancelled", j.Type)
	}
	if settle {
		if err := Enqueue(ctx, d, j, 0); err != nil {
			d.Log.WarnContext(ctx, "jobrun: cancelled job not queued for settling; the sweep will", "job", id, "err", err.Error())
		}
	}
	return j, nil
}

// ListQuery selects jobs of a workspace, newest first.
type ListQuery struct {
	Statuses  []string
	Type      string
	DatasetID string
	Limit     int
	// After continues a listing: only jobs older than this job id.
	After string
}

// shownStatus is the status the jobs routes show and filter on: a job
// that succeeded reads as running until it is settled, so that a client
// that sees "succeeded" finds what the job made (a heal's new version is
// published while settling).
func (j Job) shownStatus() string {
	if j.Status == StatusSucceeded && !j.Settled {
		return StatusRunning
	}
	return j.Status
}

// List returns up to q.Limit matching jobs, newest first, and the id to
// continue after ("" when there are no more). Filters (the status as shown, shownStatus) are applied while
// walking pages, so a page is full unless the jobs ran out.
func List(ctx context.Context, d *platform.Deps, workspace string, q ListQuery) ([]Job, string, error) {
	want := map[string]bool{}
	for _, s := range q.Statuses {
		want[s] = true
	}
	out := []Job{}
	end := q.After
	for {
		batch, next, err := records.List[Job](ctx, d.Main, workspace, KindJob, store.Query{Descending: true, End: end, Limit: 200})
		if err != nil {
			return nil, "", err
		}
		for _, j := range batch {
			end = j.ID
			if (len(want) > 0 && !want[j.shownStatus()]) || (q.Type != "" && j.Type != q.Type) || (q.DatasetID != "" && j.DatasetID != q.DatasetID) {
				continue
			}
			out = append(out, j)
			if len(out) == q.Limit {
				return out, j.ID, nil
			}
		}
		if next == "" {
			return out, "", nil
		}
	}
}
