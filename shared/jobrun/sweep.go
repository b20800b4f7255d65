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
func Sweep(ctx context.Context, d *platform.Deps) (SweepReport, error) {
	return sweep(ctx, d, requeueAfter)
}

// sweep is Sweep with the age past which a queued job counts as lost.
func sweep(ctx context.Context, d *platform.Deps, lostAfter time.Duration) (SweepReport, error) {
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
			if err := sweepOne(ctx, d, now, lostAfter, it.Key, ref, &rep); err != nil {
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

func sweepOne(ctx context.Context, d *platform.Deps, now time.Time, lostAfter time.Duration, idx store.Key, ref activeRef, rep *SweepReport) error {
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
	switch {
	case Terminal(j.Status):
		if now.Sub(j.UpdatedAt) >= settleAfter {
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
	case j.Status == StatusQueued && now.Sub(j.UpdatedAt) >= lostAfter,
		j.Status == StatusRunning && !now.Before(j.LeaseUntil):
		rep.Requeued++
		return Enqueue(ctx, d, j, 0)
	}
	return nil
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
	// Startup marks the first tick of a process: the in-process queue is
	// empty then, so every queued job lost its message.
	Startup bool `json:"startup,omitempty"`
}

// LocalSchedule is the TaskBuilder the local server adds (never the worker
// Lambda, where EventBridge sends jobs.TypeSweep): it queues a first tick
// when the server starts, which re-queues at once the jobs the in-process
// queue forgot when the previous process exited, and every tick sweeps
// and queues the next one a minute later.
func LocalSchedule(d *platform.Deps) (jobs.Dispatcher, error) {
	if _, err := jobs.Enqueue(context.Background(), d.Jobs, jobs.Envelope{Type: TypeLocalTick}, localTick{Startup: true}, 0); err != nil {
		return nil, err
	}
	return jobs.Dispatcher{TypeLocalTick: func(ctx context.Context, e jobs.Envelope) error {
		var t localTick
		_ = json.Unmarshal(e.Payload, &t)
		lostAfter := requeueAfter
		if t.Startup {
			lostAfter = 0
		}
		if _, err := sweep(ctx, d, lostAfter); err != nil {
			d.Log.WarnContext(ctx, "local sweep failed; the next tick retries", "err", err.Error())
		}
		_, err := jobs.Enqueue(ctx, d.Jobs, jobs.Envelope{Type: TypeLocalTick}, nil, LocalTickEvery)
		return err
	}}, nil
}
