package identity

import (
	"context"
	"errors"
	"fmt"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// bootstrapMarker records the first-run bootstrap in store.Global. It is
// created before anything else (a conditional write, so of several starting
// servers exactly one bootstraps while the others wait for it) and marked
// Done after the last record. A marker left not Done for longer than
// bootstrapLease belongs to an interrupted start: the next start takes it
// over (an optimistic update, so again only one does) and finishes the job
// with the same ids.
type bootstrapMarker struct {
	WorkspaceID string    `json:"workspace_id"`
	OrgID       int64     `json:"org_id"`
	UserID      int64     `json:"user_id"`
	KeyID       string    `json:"key_id"`
	Email       string    `json:"email"`
	StartedAt   time.Time `json:"started_at"`
	Done        bool      `json:"done"`
}

const bootstrapLease = 30 * time.Second

var markerKey = store.Key{Workspace: store.Global, Kind: "bootstrap", ID: "owner"}

// BootstrapResult says what Bootstrap did. Password and APIKey are set only
// when Created is true: they are shown once and never stored in clear.
type BootstrapResult struct {
	Created     bool
	Email       string
	Password    string
	APIKey      string
	WorkspaceID string
	OrgID       int64
	UserID      int64
}

// DefaultAdminEmail is the owner's e-mail when none is configured.
const DefaultAdminEmail = "admin@bulwark.local"

// Bootstrap creates, on an empty store, a workspace, an organization, an
// owner user and an API key holding "*". email and password choose the
// owner's credentials; empty values mean DefaultAdminEmail and a random
// password. On a store that was bootstrapped already it changes nothing and
// returns Created false with the owner's e-mail.
func Bootstrap(ctx context.Context, main store.Table, clk clock.Clock, email, password string) (BootstrapResult, error) {
	if email == "" {
		email = DefaultAdminEmail
	}
	m, err := claimBootstrap(ctx, main, clk, records.NormEmail(email))
	if err != nil || m.Done {
		return BootstrapResult{Email: m.Email, WorkspaceID: m.WorkspaceID, OrgID: m.OrgID, UserID: m.UserID}, err
	}
	now := clk.Now()
	if password == "" {
		password = RandomPassword(20)
	}
	hash, err := HashPassword(password)
	if err != nil {
		return BootstrapResult{}, err
	}
	key, prefix := NewKeySecret()
	ws := Workspace{
		WorkspaceRef: WorkspaceRef{ID: m.WorkspaceID, Name: "Default workspace", Slug: "default", Type: "organization"},
		OrgID:        m.OrgID, CreatedAt: now,
	}
	org := DefaultOrganization(m.OrgID, m.WorkspaceID, now)
	user := User{
		ID: m.UserID, Email: m.Email, Name: "Owner", IsActive: true, Roles: []string{RoleOwner},
		IsPlatformOwner: true, WorkspaceID: m.WorkspaceID, PasswordHash: hash, CreatedAt: now, UpdatedAt: now,
	}
	apiKey := APIKey{
		ID: m.KeyID, Name: "bootstrap", Prefix: prefix, Scopes: []string{"*"}, SecretHash: HashKey(key),
		WorkspaceID: m.WorkspaceID, CreatedByUserID: m.UserID, CreatedAt: now,
	}
	wsKey := func(kind, id string) store.Key { return store.Key{Workspace: m.WorkspaceID, Kind: kind, ID: id} }
	puts := []struct {
		k store.Key
		v any
	}{
		{wsKey(KindWorkspace, m.WorkspaceID), ws},
		{wsKey(KindOrg, fmt.Sprint(m.OrgID)), org},
		{store.Key{Workspace: store.Global, Kind: KindOrgIndex, ID: fmt.Sprint(m.OrgID)}, OrgIndex{WorkspaceID: m.WorkspaceID}},
		{wsKey(KindUser, fmt.Sprint(m.UserID)), user},
		{store.Key{Workspace: store.Global, Kind: KindEmailIndex, ID: m.Email}, EmailIndex{WorkspaceID: m.WorkspaceID, UserID: m.UserID}},
		{wsKey(KindAPIKey, m.KeyID), apiKey},
		{store.Key{Workspace: store.Global, Kind: KindPrefixIndex, ID: prefix}, PrefixIndex{WorkspaceID: m.WorkspaceID, KeyID: m.KeyID}},
	}
	for _, p := range puts {
		if err := records.Put(ctx, main, p.k, p.v, time.Time{}); err != nil {
			return BootstrapResult{}, fmt.Errorf("identity.Bootstrap %s: %w", p.k.Kind, err)
		}
	}
	m.Done = true
	if err := records.Put(ctx, main, markerKey, m, time.Time{}); err != nil {
		return BootstrapResult{}, err
	}
	return BootstrapResult{
		Created: true, Email: m.Email, Password: password, APIKey: key,
		WorkspaceID: m.WorkspaceID, OrgID: m.OrgID, UserID: m.UserID,
	}, nil
}

// claimBootstrap returns the marker this caller must complete, or a Done
// marker when another start completed it.
func claimBootstrap(ctx context.Context, main store.Table, clk clock.Clock, email string) (bootstrapMarker, error) {
	for {
		m, ver, err := records.Get[bootstrapMarker](ctx, main, markerKey)
		switch {
		case errors.Is(err, errs.ErrNotFound):
			orgID, err := records.NextSeq(ctx, main, "org")
			if err != nil {
				return m, err
			}
			userID, err := records.NextSeq(ctx, main, "user")
			if err != nil {
				return m, err
			}
			m = bootstrapMarker{WorkspaceID: records.NewID(), OrgID: orgID, UserID: userID, KeyID: records.NewID(), Email: email, StartedAt: clk.Now()}
			err = records.Create(ctx, main, markerKey, m, time.Time{})
			if err == nil {
				return m, nil
			}
			if !errors.Is(err, errs.ErrAlreadyExists) {
				return m, err
			}
		case err != nil:
			return m, err
		case m.Done:
			return m, nil
		case clk.Now().Sub(m.StartedAt) >= bootstrapLease:
			m.StartedAt = clk.Now()
			_, err := records.Update(ctx, main, markerKey, m, ver, time.Time{})
			if err == nil {
				return m, nil
			}
			if !errors.Is(err, errs.ErrVersionMismatch) {
				return m, err
			}
		default:
			// Another start is bootstrapping: wait for it.
			select {
			case <-ctx.Done():
				return m, ctx.Err()
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
}

// DefaultOrganization is a new organization with the default plan limits.
func DefaultOrganization(id int64, workspaceID string, now time.Time) Organization {
	return Organization{
		OrgProfile: OrgProfile{
			ID: id, UUID: records.NewID(), Name: "Default organization", Slug: "default",
			LicenseType: "self_hosted", PlanTier: "enterprise",
			MaxUsers: 50, MaxDatasets: 1000, MaxTotalScans: 100000, MaxConcurrentScans: 4,
			MaxQueueSize: 100, MaxDatasetSizeBytes: 5 << 30, MaxTotalStorageBytes: 100 << 30,
			MaxRuntimeSecurityCalls: 1_000_000,
		},
		WorkspaceID: workspaceID, CreatedAt: now, UpdatedAt: now,
	}
}
