package jobrun

import (
	"context"
	"errors"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// kindSlots holds, per workspace, the jobs currently holding a concurrency
// slot. One small record updated with optimistic writes makes the limit
// exact even when several workers claim at once.
const kindSlots = "job-slots"

type slots struct {
	// Jobs maps a job id to when its slot lapses on its own (the job's
	// deadline), should the job never settle.
	Jobs map[string]time.Time `json:"jobs"`
}

func slotsKey(workspace string) store.Key {
	return store.Key{Workspace: workspace, Kind: kindSlots, ID: "running"}
}

// acquireSlot takes one of the workspace's max_concurrent_scans slots for
// the job (a job that holds one already keeps it: a worker taking over a
// dead one's job). It reports whether it got one, and the count and limit.
func acquireSlot(ctx context.Context, d *platform.Deps, workspace, jobID string, until time.Time) (ok bool, running, limit int, err error) {
	org, err := Organization(ctx, d, workspace)
	if err != nil {
		return false, 0, 0, err
	}
	limit = int(org.MaxConcurrentScans)
	if limit <= 0 {
		return true, 0, 0, nil
	}
	k := slotsKey(workspace)
	if err := records.Create(ctx, d.Main, k, slots{Jobs: map[string]time.Time{}}, time.Time{}); err != nil && !errors.Is(err, errs.ErrAlreadyExists) {
		return false, 0, 0, err
	}
	now := d.Clock.Now()
	_, err = records.Mutate(ctx, d.Main, k, func(s *slots) error {
		if s.Jobs == nil {
			s.Jobs = map[string]time.Time{}
		}
		for id, exp := range s.Jobs {
			if !now.Before(exp) {
				delete(s.Jobs, id)
			}
		}
		_, held := s.Jobs[jobID]
		ok = held || len(s.Jobs) < limit
		if ok {
			s.Jobs[jobID] = until
		}
		running = len(s.Jobs)
		return nil
	})
	return ok, running, limit, err
}

// releaseSlot gives the job's slot back.
func releaseSlot(ctx context.Context, d *platform.Deps, workspace, jobID string) error {
	_, err := records.Mutate(ctx, d.Main, slotsKey(workspace), func(s *slots) error {
		delete(s.Jobs, jobID)
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return nil
	}
	return err
}
