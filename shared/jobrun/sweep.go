package jobrun

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/store"
	"bulwark/shared/webhooks"
)

// Sweep timings.
const (
	// requeueAfter: a queued job untouched this long lost its message.
	requeueAfter = 5 * time.Minute
	// settleAfter: a terminal job still unsettled this long lost its
	// settle message.
	settleAfter = time.Minute
)

// SweepReport counts what one sweep did.
type SweepReport struct {
	Checked  int `json:"checked"`
	Failed   int `json:"failed"`
	Requeued int `json:"requeued"`
	Cleared  int `json:"cleared"`
	Webhooks int `json:"webhooks_requeued"`
}

// Sweep walks every unsettled job of every workspace: it fails jobs past
// their deadline (pending ones with UPLOAD_NOT_RECEIVED, others with
// JOB_TIMEOUT), re-enqueues queued jobs whose message was lost, running
// jobs whose lease lapsed (their worker died) and terminal jobs not yet
// settled, and clears index entries of settled or vanished jobs. Then it
// does the same for webhook deliveries. Running it twice is harmless.
//
// This is the sweep of AWS (jobs.TypeSweep, sent by EventBridge): no
// process there knows that another died, so it judges by time alone.
func Sweep(ctx context.Context, d *platform.Deps) (SweepReport, error) {
	return sweep(ctx, d, time.Time{})
}

// sweep is Sweep told that the process that wrote the jobs before gone
// has died with its queue messages and its runs (zero: none is known to
// have): a job written before gone and still queued, running or
// unsettled is recovered at once, without waiting for its message to
// count as lost or its lease to lapse (see orphaned).
func sweep(ctx context.Context, d *platform.Deps, gone time.Time) (SweepReport, error) {
	var rep SweepReport
	now := d.Clock.Now()
	cursor := ""
	for {
		page, err := d.Main.List(ctx, store.Global, kindActive, store.Query{Cursor: cursor, Limit: 200})
		if err != nil {
			return rep, err
		}
		for _, it := range page.Items {
			var ref activeRef
			if json.Unmarshal(it.Data, &ref) != nil {
				continue
			}
			rep.Checked++
			if err := sweepOne(ctx, d, now, gone, it.Key, ref, &rep); err != nil {
				return rep, err
			}
		}
		if page.Next == "" {
			break
		}
		cursor = page.Next
	}
	n, err := webhooks.Sweep(ctx, d)
	rep.Webhooks = n
	return rep, err
}

func sweepOne(ctx context.Context, d *platform.Deps, now, gone time.Time, idx store.Key, ref activeRef, rep *SweepReport) error {
	j, _, err := records.Get[Job](ctx, d.Main, Key(ref.WorkspaceID, ref.JobID))
	switch {
	case errors.Is(err, errs.ErrNotFound) || err == nil && j.Settled:
		rep.Cleared++
		if err := d.Main.Delete(ctx, idx); err != nil && !errors.Is(err, errs.ErrNotFound) {
			return err
		}
		return nil
	case err != nil:
		return err
	}
	// Written before gone: its messages and its run died with their process.
	dead := j.UpdatedAt.Before(gone)
	switch {
	case Terminal(j.Status):
		if dead || now.Sub(j.UpdatedAt) >= settleAfter {
			rep.Requeued++
			return Enqueue(ctx, d, j, 0)
		}
	case !now.Before(j.DeadlineAt):
		code, msg := CodeTimeout, "the job did not finish before its deadline"
		if j.Status == StatusPending {
			code, msg = CodeUploadMissing, "the upload was not received before the upload URL expired"
		}
		if _, err := Fail(ctx, d, j.WorkspaceID, j.ID, code, msg); err != nil {
			return err
		}
		rep.Failed++
	case j.Status == StatusRunning && dead:
		queued, err := orphaned(ctx, d, j, gone)
		if queued {
			rep.Requeued++
		}
		return err
	case j.Status == StatusQueued && (dead || now.Sub(j.UpdatedAt) >= requeueAfter),
		j.Status == StatusRunning && !now.Before(j.LeaseUntil):
		rep.Requeued++
		return Enqueue(ctx, d, j, 0)
	}
	return nil
}

// errNotOrphaned stops the write of orphaned: the job moved on since.
var errNotOrphaned = errors.New("jobrun: the job was written since its process died")

// orphaned makes a running job whose process died before gone claimable
// at once, and queues it: its lease (a split job's watch) ends now, and a
// split job's parts queued or claimed before gone are marked lost
// (Parts.LostBefore), so that the job's claim sends them again at once
// and their claims take over those still under a lease. The write is
// made only while the job is as the dead process left it: one written
// since (claimed, counted or cancelled by a live process) keeps its
// lease, and its parts lose nothing they got after gone.
func orphaned(ctx context.Context, d *platform.Deps, j Job, gone time.Time) (queued bool, err error) {
	got, err := records.Mutate(ctx, d.Main, Key(j.WorkspaceID, j.ID), func(v *Job) error {
		if v.Status != StatusRunning || !v.UpdatedAt.Before(gone) {
			return errNotOrphaned
		}
		v.LeaseUntil = time.Time{}
		if v.Parts != nil && (v.Parts.LostBefore == nil || v.Parts.LostBefore.Before(gone)) {
			v.Parts.LostBefore = &gone
		}
		return nil
	})
	switch {
	case errors.Is(err, errNotOrphaned), errors.Is(err, errs.ErrNotFound):
		return false, nil
	case err != nil:
		return false, err
	}
	return true, Enqueue(ctx, d, got, 0)
}

// Tasks registers the scheduled sweep (jobs.TypeSweep, sent by the
// scheduler function on AWS).
func Tasks(d *platform.Deps) (jobs.Dispatcher, error) {
	return jobs.Dispatcher{jobs.TypeSweep: func(ctx context.Context, e jobs.Envelope) error {
		rep, err := Sweep(ctx, d)
		if err != nil {
			return err
		}
		d.Log.InfoContext(ctx, "sweep", "checked", rep.Checked, "failed", rep.Failed, "requeued", rep.Requeued,
			"cleared", rep.Cleared, "webhooks_requeued", rep.Webhooks)
		return nil
	}}, nil
}

// TypeLocalTick is the local server's stand-in for the EventBridge
// schedule: each tick sweeps and queues the next one.
const TypeLocalTick = "jobrun.local-tick"

// LocalTickEvery is the interval of the local ticks.
const LocalTickEvery = time.Minute

// localTick is the payload of TypeLocalTick.
type localTick struct {
	// Startup marks the first tick of a process: what the previous
	// process queued or ran died with it (see LocalSchedule).
	Startup bool `json:"startup,omitempty"`
}

// LocalSchedule is the TaskBuilder the local server adds (never the worker
// Lambda: on AWS EventBridge sends jobs.TypeSweep, Sweep judges by time
// alone and nothing here runs). It records when the process started and
// queues a first tick, and every tick sweeps and queues the next one a
// minute later.
//
// The first tick recovers at once what the previous process left: the
// in-process queue forgot its messages and the process's runs ended with
// it, so every job written before the start is known lost. Queued and
// unsettled jobs are queued again; running jobs are made claimable now
// rather than when their lease lapses, and a split job's parts queued or
// running before the start are sent again by the job's claim (orphaned).
// What this process queued or claimed, written after the start, is left
// alone.
func LocalSchedule(d *platform.Deps) (jobs.Dispatcher, error) {
	start := d.Clock.Now()
	if _, err := jobs.Enqueue(context.Background(), d.Jobs, jobs.Envelope{Type: TypeLocalTick}, localTick{Startup: true}, 0); err != nil {
		return nil, err
	}
	return jobs.Dispatcher{TypeLocalTick: func(ctx context.Context, e jobs.Envelope) error {
		var t localTick
		_ = json.Unmarshal(e.Payload, &t)
		gone := time.Time{}
		if t.Startup {
			gone = start
		}
		if _, err := sweep(ctx, d, gone); err != nil {
			d.Log.WarnContext(ctx, "local sweep failed; the next tick retries", "err", err.Error())
		}
		_, err := jobs.Enqueue(ctx, d.Jobs, jobs.Envelope{Type: TypeLocalTick}, nil, LocalTickEvery)
		return err
	}}, nil
}
