// Package identity holds the people and credentials of Bulwark:
// organizations, workspaces, users (argon2id passwords) and API keys (shown
// once, stored as SHA-256, found by a public prefix, compared in constant
// time). All records live in the main table, keyed by workspace; the
// cross-workspace look-ups (user by e-mail, key by prefix) are records in
// store.Global that point at the owning workspace.
package identity

import "time"

// Record kinds in the main table.
const (
	KindWorkspace   = "workspace"
	KindOrg         = "org"
	KindUser        = "user"
	KindAPIKey      = "apikey"
	KindEmailIndex  = "user-email"    // Global: normalised e-mail -> EmailIndex
	KindPrefixIndex = "apikey-prefix" // Global: key prefix -> PrefixIndex
	KindOrgIndex    = "org-index"     // Global: org id -> OrgIndex
)

// Roles. The role-to-permission mapping is in package auth
// (shared/auth/permissions.go, documented in docs/auth.md).
const (
	RoleOwner   = "owner"
	RoleAdmin   = "admin"
	RoleMember  = "member"
	RoleViewer  = "viewer"
	RoleAnalyst = "analyst"
)

// WorkspaceRef is the workspace as embedded in a User.
type WorkspaceRef struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Slug    string `json:"slug"`
	Type    string `json:"type"`
	LogoURL string `json:"logo_url"`
}

// Workspace is a tenant: every other record is keyed by its id.
type Workspace struct {
	WorkspaceRef
	OrgID     int64     `json:"org_id"`
	CreatedAt time.Time `json:"created_at"`
}

// Organization is the licence holder of one or more workspaces.
type Organization struct {
	OrgProfile
	WorkspaceID string    `json:"workspace_id"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// OrgProfile is what the API shows of an Organization: its names, licence
// and plan limits.
type OrgProfile struct {
	ID                   int64      `json:"id"`
	UUID                 string     `json:"uuid"`
	Name                 string     `json:"name"`
	Slug                 string     `json:"slug"`
	LicenseType          string     `json:"license_type"`
	LicenseKey           string     `json:"license_key"`
	LicenseExpiresAt     *time.Time `json:"license_expires_at"`
	PlanTier             string     `json:"plan_tier"`
	MaxUsers             int64      `json:"max_users"`
	MaxDatasets          int64      `json:"max_datasets"`
	MaxTotalScans        int64      `json:"max_total_scans"`
	MaxConcurrentScans   int64      `json:"max_concurrent_scans"`
	MaxQueueSize         int64      `json:"max_queue_size"`
	MaxDatasetSizeBytes  int64      `json:"max_dataset_size_bytes"`
	MaxTotalStorageBytes int64      `json:"max_total_storage_bytes"`
	// MaxRuntimeSecurityCalls is the monthly runtime scan quota.
	MaxRuntimeSecurityCalls int64 `json:"max_runtime_security_calls"`
}

// User is a person who signs in. PasswordHash and MFASecret never leave the
// service (see PublicUser).
type User struct {
	ID              int64    `json:"id"`
	Email           string   `json:"email"`
	Name            string   `json:"name"`
	IsActive        bool     `json:"is_active"`
	Roles           []string `json:"roles"`
	MFAEnabled      bool     `json:"mfa_enabled"`
	IsPlatformOwner bool     `json:"is_platform_owner"`
	WorkspaceID     string   `json:"workspace_id"`
	PasswordHash    string   `json:"password_hash"`
	MFASecret       string   `json:"mfa_secret,omitempty"`
	// MFAPendingSecret is a TOTP secret being enrolled, not yet confirmed.
	MFAPendingSecret string `json:"mfa_pending_secret,omitempty"`
	// SessionEpoch is carried by every access token of the user; raising it
	// (password change or reset, deactivation, role change) ends every
	// session at once.
	SessionEpoch int64     `json:"session_epoch"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
}

// APIKey is a stored key: the secret itself is never stored, only its hash.
type APIKey struct {
	ID              string   `json:"id"`
	Name            string   `json:"name"`
	Prefix          string   `json:"prefix"`
	Scopes          []string `json:"scopes"`
	SecretHash      string   `json:"secret_hash"`
	WorkspaceID     string   `json:"workspace_id"`
	CreatedByUserID int64    `json:"created_by_user_id"`
	// CreatedByKeyID is set when the key was minted with another key.
	CreatedByKeyID string     `json:"created_by_key_id,omitempty"`
	CreatedAt      time.Time  `json:"created_at"`
	ExpiresAt      *time.Time `json:"expires_at"`
	RevokedAt      *time.Time `json:"revoked_at"`
	LastUsedAt     *time.Time `json:"last_used_at"`
}

// EmailIndex points from an e-mail to its user.
type EmailIndex struct {
	WorkspaceID string `json:"workspace_id"`
	UserID      int64  `json:"user_id"`
}

// PrefixIndex points from a key prefix to its key.
type PrefixIndex struct {
	WorkspaceID string `json:"workspace_id"`
	KeyID       string `json:"key_id"`
}

// OrgIndex points from an organization id to its home workspace.
type OrgIndex struct {
	WorkspaceID string `json:"workspace_id"`
}
