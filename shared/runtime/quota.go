package runtime

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
	"bulwark/shared/writebehind"
)

// kindCalls is the kind of the monthly scan counters, in store.Global,
// one per organization and calendar month (UTC): "<org id>:2025-06".
const kindCalls = "runtime-calls"

// orgTTL is how long a workspace's organization limits are cached: a
// licence change reaches every instance within this time.
const orgTTL = 30 * time.Second

// meter counts runtime scans per organization and calendar month against
// Organization.MaxRuntimeSecurityCalls.
type meter struct {
	main     store.Table
	clock    clock.Clock
	deferred *writebehind.Buffer

	mu   sync.Mutex
	orgs map[string]orgLimit // by workspace
}

type orgLimit struct {
	orgID   int64
	limit   int64
	fetched time.Time
}

func newMeter(main store.Table, clk clock.Clock, deferred *writebehind.Buffer) *meter {
	return &meter{main: main, clock: clk, deferred: deferred, orgs: map[string]orgLimit{}}
}

// take counts one scan for the workspace's organization, or fails with
// 402 QUOTA_EXCEEDED (counting nothing) when the month's quota is used up.
func (m *meter) take(ctx context.Context, ws string) error {
	org, err := m.org(ctx, ws)
	if err != nil {
		return err
	}
	now := m.clock.Now().UTC()
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	next := month.AddDate(0, 1, 0)
	k := store.Key{Workspace: store.Global, Kind: kindCalls, ID: strconv.FormatInt(org.orgID, 10) + ":" + month.Format("2006-01")}
	// The counter outlives its month by a month, so the last days' usage
	// can still be read after the turn of the month.
	n, err := m.deferred.Incr(ctx, m.main, k, 1, next.AddDate(0, 1, 0))
	if err != nil {
		return fmt.Errorf("runtime: count scan: %w", err)
	}
	if n <= org.limit {
		return nil
	}
	// Give the call back, so that the counter is the number of scans run.
	if _, err := m.deferred.Incr(ctx, m.main, k, -1, next.AddDate(0, 1, 0)); err != nil {
		return fmt.Errorf("runtime: uncount scan: %w", err)
	}
	return errs.Newf(errs.ErrQuotaExceeded, "QUOTA_EXCEEDED",
		"the organization's runtime-security quota of %d scans per month is used up until %s; ask for the licence to be topped up",
		org.limit, next.Format("2006-01-02"))
}

// org returns the limits of the workspace's organization: Workspace.OrgID,
// then the organization record in its home workspace (OrgIndex).
func (m *meter) org(ctx context.Context, ws string) (orgLimit, error) {
	now := m.clock.Now()
	m.mu.Lock()
	o, ok := m.orgs[ws]
	m.mu.Unlock()
	if ok && now.Sub(o.fetched) < orgTTL && !now.Before(o.fetched) {
		return o, nil
	}
	noLicence := errs.New(errs.ErrQuotaExceeded, "QUOTA_EXCEEDED", "the workspace has no organization licence for runtime-security scans")
	w, err := identity.GetWorkspace(ctx, m.main, ws)
	if errors.Is(err, errs.ErrNotFound) || err == nil && w.OrgID == 0 {
		return orgLimit{}, noLicence
	}
	if err != nil {
		return orgLimit{}, fmt.Errorf("runtime: workspace: %w", err)
	}
	idx, _, err := records.Get[identity.OrgIndex](ctx, m.main,
		store.Key{Workspace: store.Global, Kind: identity.KindOrgIndex, ID: strconv.FormatInt(w.OrgID, 10)})
	if errors.Is(err, errs.ErrNotFound) {
		return orgLimit{}, noLicence
	}
	if err != nil {
		return orgLimit{}, fmt.Errorf("runtime: organization index: %w", err)
	}
	org, err := identity.GetOrg(ctx, m.main, idx.WorkspaceID, w.OrgID)
	if errors.Is(err, errs.ErrNotFound) {
		return orgLimit{}, noLicence
	}
	if err != nil {
		return orgLimit{}, fmt.Errorf("runtime: organization: %w", err)
	}
	o = orgLimit{orgID: org.ID, limit: org.MaxRuntimeSecurityCalls, fetched: now}
	m.mu.Lock()
	m.orgs[ws] = o
	m.mu.Unlock()
	return o, nil
}
