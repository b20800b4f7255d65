package identity

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// PublicUser is a User as the API shows it: no password hash, no MFA
// secret, with its workspace embedded.
type PublicUser struct {
	ID              int64        `json:"id"`
	Email           string       `json:"email"`
	IsActive        bool         `json:"is_active"`
	Name            string       `json:"name"`
	Roles           []string     `json:"roles"`
	MFAEnabled      bool         `json:"mfa_enabled"`
	IsPlatformOwner bool         `json:"is_platform_owner"`
	WorkspaceID     string       `json:"workspace_id"`
	Workspace       WorkspaceRef `json:"workspace"`
	CreatedAt       time.Time    `json:"created_at"`
	UpdatedAt       time.Time    `json:"updated_at"`
}

// Public returns the API form of u in workspace ws.
func (u User) Public(ws WorkspaceRef) PublicUser {
	roles := u.Roles
	if roles == nil {
		roles = []string{}
	}
	return PublicUser{
		ID: u.ID, Email: u.Email, IsActive: u.IsActive, Name: u.Name, Roles: roles,
		MFAEnabled: u.MFAEnabled, IsPlatformOwner: u.IsPlatformOwner, WorkspaceID: u.WorkspaceID,
		Workspace: ws, CreatedAt: u.CreatedAt, UpdatedAt: u.UpdatedAt,
	}
}

// UserKey is the store key of a user.
func UserKey(workspaceID string, userID int64) store.Key {
	return store.Key{Workspace: workspaceID, Kind: KindUser, ID: strconv.FormatInt(userID, 10)}
}

// WorkspaceKey is the store key of a workspace record.
func WorkspaceKey(workspaceID string) store.Key {
	return store.Key{Workspace: workspaceID, Kind: KindWorkspace, ID: workspaceID}
}

// OrgKey is the store key of an organization in its home workspace.
func OrgKey(workspaceID string, orgID int64) store.Key {
	return store.Key{Workspace: workspaceID, Kind: KindOrg, ID: strconv.FormatInt(orgID, 10)}
}

// APIKeyKey is the store key of an API key record.
func APIKeyKey(workspaceID, keyID string) store.Key {
	return store.Key{Workspace: workspaceID, Kind: KindAPIKey, ID: keyID}
}

// GetUser loads a user of a workspace (errs.ErrNotFound when absent).
func GetUser(ctx context.Context, main store.Table, workspaceID string, userID int64) (User, error) {
	u, _, err := records.Get[User](ctx, main, UserKey(workspaceID, userID))
	return u, err
}

// GetWorkspace loads a workspace.
func GetWorkspace(ctx context.Context, main store.Table, workspaceID string) (Workspace, error) {
	w, _, err := records.Get[Workspace](ctx, main, WorkspaceKey(workspaceID))
	return w, err
}

// GetOrg loads an organization stored in a workspace.
func GetOrg(ctx context.Context, main store.Table, workspaceID string, orgID int64) (Organization, error) {
	o, _, err := records.Get[Organization](ctx, main, OrgKey(workspaceID, orgID))
	return o, err
}

// WorkspaceOrg loads the organization of a workspace: where features read
// the licence limits (max_*) that apply to it.
func WorkspaceOrg(ctx context.Context, main store.Table, workspaceID string) (Organization, error) {
	ws, err := GetWorkspace(ctx, main, workspaceID)
	if err != nil {
		return Organization{}, fmt.Errorf("identity.WorkspaceOrg: workspace: %w", err)
	}
	return GetOrg(ctx, main, workspaceID, ws.OrgID)
}

// UserByEmail finds a user by e-mail address (normalised), wherever its
// workspace; errs.ErrNotFound when there is none.
func UserByEmail(ctx context.Context, main store.Table, email string) (User, error) {
	idx, _, err := records.Get[EmailIndex](ctx, main, store.Key{Workspace: store.Global, Kind: KindEmailIndex, ID: records.NormEmail(email)})
	if err != nil {
		return User{}, err
	}
	return GetUser(ctx, main, idx.WorkspaceID, idx.UserID)
}

// ListUsers returns every user of a workspace, in id order.
func ListUsers(ctx context.Context, main store.Table, workspaceID string) ([]User, error) {
	var out []User
	cursor := ""
	for {
		page, next, err := records.List[User](ctx, main, workspaceID, KindUser, store.Query{Limit: store.MaxLimit, Cursor: cursor})
		if err != nil {
			return nil, err
		}
		out = append(out, page...)
		if next == "" {
			break
		}
		cursor = next
	}
	// Ids are decimal strings: order them as numbers.
	slices.SortFunc(out, func(a, b User) int { return int(a.ID - b.ID) })
	return out, nil
}

// NewUser describes a user to create.
type NewUser struct {
	Email string
	Name  string
	Roles []string
	// Password is the initial password; empty leaves the account without
	// one until its holder sets it through a reset (invitation) token.
	Password string
}

// ErrEmailTaken is returned by CreateUser for an address already in use.
var ErrEmailTaken = errs.New(errs.ErrAlreadyExists, "EMAIL_TAKEN", "a user with this e-mail address already exists")

// CreateUser adds an active user to a workspace. It enforces the
// organization's max_users (402 LICENSE_LIMIT_REACHED) and e-mail
// uniqueness across the deployment (409 EMAIL_TAKEN, through a conditional
// write of the e-mail index, so two concurrent creations cannot both win).
func CreateUser(ctx context.Context, main store.Table, clk clock.Clock, workspaceID string, nu NewUser) (User, error) {
	org, err := WorkspaceOrg(ctx, main, workspaceID)
	if err != nil {
		return User{}, fmt.Errorf("identity.CreateUser: organization: %w", err)
	}
	users, err := ListUsers(ctx, main, workspaceID)
	if err != nil {
		return User{}, err
	}
	if int64(len(users)) >= org.MaxUsers {
		return User{}, errs.Newf(errs.ErrQuotaExceeded, "LICENSE_LIMIT_REACHED",
			"the organization has reached its max_users limit (%d)", org.MaxUsers)
	}
	hash := ""
	if nu.Password != "" {
		if hash, err = HashPassword(nu.Password); err != nil {
			return User{}, err
		}
	}
	id, err := records.NextSeq(ctx, main, "user")
	if err != nil {
		return User{}, err
	}
	email := records.NormEmail(nu.Email)
	idxKey := store.Key{Workspace: store.Global, Kind: KindEmailIndex, ID: email}
	if err := records.Create(ctx, main, idxKey, EmailIndex{WorkspaceID: workspaceID, UserID: id}, time.Time{}); err != nil {
		if errors.Is(err, errs.ErrAlreadyExists) {
			return User{}, ErrEmailTaken
		}
		return User{}, err
	}
	now := clk.Now()
	u := User{
		ID: id, Email: email, Name: nu.Name, IsActive: true, Roles: slices.Clone(nu.Roles),
		WorkspaceID: workspaceID, PasswordHash: hash, CreatedAt: now, UpdatedAt: now,
	}
	if err := records.Create(ctx, main, UserKey(workspaceID, id), u, time.Time{}); err != nil {
		_ = main.Delete(ctx, idxKey)
		return User{}, err
	}
	return u, nil
}

// RemoveNewUser undoes CreateUser for a user nobody has used yet (an
// invitation whose mail could not be sent): the user record, then the
// e-mail index, so that a crash in between leaves an address that a retry
// of the invitation finds (a pending user) rather than a record without
// its index.
func RemoveNewUser(ctx context.Context, main store.Table, u User) error {
	if err := main.Delete(ctx, UserKey(u.WorkspaceID, u.ID)); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return fmt.Errorf("identity.RemoveNewUser: %w", err)
	}
	err := main.Delete(ctx, store.Key{Workspace: store.Global, Kind: KindEmailIndex, ID: records.NormEmail(u.Email)})
	if err != nil && !errors.Is(err, errs.ErrNotFound) {
		return fmt.Errorf("identity.RemoveNewUser: index: %w", err)
	}
	return nil
}

// Pending reports whether u was invited and has never chosen a password.
func (u User) Pending() bool { return u.PasswordHash == "" && u.IsActive }

// NewAPIKey describes an API key to mint.
type NewAPIKey struct {
	WorkspaceID     string
	Name            string
	Scopes          []string
	CreatedByUserID int64
	CreatedByKeyID  string
	ExpiresAt       *time.Time
}

// CreateAPIKey mints a key: it returns the secret (shown once, never
// stored) and the stored record. The prefix index is written with a
// conditional create, so a (vanishingly unlikely) prefix collision draws a
// new key instead of shadowing another.
func CreateAPIKey(ctx context.Context, main store.Table, clk clock.Clock, nk NewAPIKey) (string, APIKey, error) {
	k := APIKey{
		ID: records.NewID(), Name: nk.Name, Scopes: slices.Clone(nk.Scopes), WorkspaceID: nk.WorkspaceID,
		CreatedByUserID: nk.CreatedByUserID, CreatedByKeyID: nk.CreatedByKeyID, CreatedAt: clk.Now(), ExpiresAt: nk.ExpiresAt,
	}
	for range 4 {
		secret, prefix := NewKeySecret()
		k.Prefix, k.SecretHash = prefix, HashKey(secret)
		if err := records.Create(ctx, main, APIKeyKey(nk.WorkspaceID, k.ID), k, time.Time{}); err != nil {
			return "", APIKey{}, fmt.Errorf("identity.CreateAPIKey: %w", err)
		}
		err := records.Create(ctx, main, store.Key{Workspace: store.Global, Kind: KindPrefixIndex, ID: prefix},
			PrefixIndex{WorkspaceID: nk.WorkspaceID, KeyID: k.ID}, time.Time{})
		if err == nil {
			return secret, k, nil
		}
		_ = main.Delete(ctx, APIKeyKey(nk.WorkspaceID, k.ID))
		if !errors.Is(err, errs.ErrAlreadyExists) {
			return "", APIKey{}, fmt.Errorf("identity.CreateAPIKey: prefix index: %w", err)
		}
	}
	return "", APIKey{}, errors.New("identity.CreateAPIKey: no free key prefix")
}

// Tenant is what CreateTenant made.
type Tenant struct {
	WorkspaceID string
	OrgID       int64
	UserID      int64
	Email       string
	Password    string
	// APIKey is a key of the owner holding "*".
	APIKey string
}

// CreateTenant creates a workspace with its organization (default plan
// limits), an owner user and an API key holding "*": a new customer, and
// the second workspace of cross-tenant tests. slug names both; an empty
// password means a random one (returned).
func CreateTenant(ctx context.Context, main store.Table, clk clock.Clock, email, password, slug string) (Tenant, error) {
	orgID, err := records.NextSeq(ctx, main, "org")
	if err != nil {
		return Tenant{}, err
	}
	now := clk.Now()
	wsID := records.NewID()
	ws := Workspace{WorkspaceRef: WorkspaceRef{ID: wsID, Name: slug, Slug: slug, Type: "organization"}, OrgID: orgID, CreatedAt: now}
	org := DefaultOrganization(orgID, wsID, now)
	org.Name, org.Slug = slug, slug
	for _, p := range []struct {
		k store.Key
		v any
	}{
		{WorkspaceKey(wsID), ws},
		{OrgKey(wsID, orgID), org},
		{store.Key{Workspace: store.Global, Kind: KindOrgIndex, ID: strconv.FormatInt(orgID, 10)}, OrgIndex{WorkspaceID: wsID}},
	} {
		if err := records.Create(ctx, main, p.k, p.v, time.Time{}); err != nil {
			return Tenant{}, fmt.Errorf("identity.CreateTenant %s: %w", p.k.Kind, err)
		}
	}
	if password == "" {
		password = RandomPassword(20)
	}
	u, err := CreateUser(ctx, main, clk, wsID, NewUser{Email: email, Name: "Owner", Roles: []string{RoleOwner}, Password: password})
	if err != nil {
		return Tenant{}, err
	}
	key, _, err := CreateAPIKey(ctx, main, clk, NewAPIKey{WorkspaceID: wsID, Name: "owner", Scopes: []string{"*"}, CreatedByUserID: u.ID})
	if err != nil {
		return Tenant{}, err
	}
	return Tenant{WorkspaceID: wsID, OrgID: orgID, UserID: u.ID, Email: u.Email, Password: password, APIKey: key}, nil
}
