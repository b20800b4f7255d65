package identity

import (
	"context"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/store"
)

// Record kinds of the runtime devices (managed by shared/runtime/devices).
const (
	KindDevice            = "runtime-device"
	KindEnrollmentToken   = "enrollment-token"
	KindDevicePrefixIndex = "device-prefix" // Global: credential prefix -> PrefixIndex
	KindEnrollPrefixIndex = "enroll-prefix" // Global: token prefix -> PrefixIndex
)

// Device statuses.
const (
	DeviceActive  = "active"
	DeviceRevoked = "revoked"
)

// Codes of a refused device credential or enrollment token.
const (
	CodeInvalidDeviceCredential = "INVALID_DEVICE_CREDENTIAL"
	CodeDeviceRevoked           = "DEVICE_REVOKED"
	CodeInvalidEnrollmentToken  = "INVALID_ENROLLMENT_TOKEN"
)

var (
	errBadDevice  = errs.New(errs.ErrUnauthenticated, CodeInvalidDeviceCredential, "the device credential is not one this deployment issued")
	errDeviceGone = errs.New(errs.ErrUnauthenticated, CodeDeviceRevoked, "the device was revoked; enrol it again with a new enrollment token")
	// ErrBadEnrollment refuses an enrollment token that is unknown,
	// revoked, expired or used up: the enrolling device learns only that
	// it cannot enrol with it.
	ErrBadEnrollment = errs.New(errs.ErrUnauthenticated, CodeInvalidEnrollmentToken,
		"the enrollment token is not valid: it is unknown, revoked, expired or used up; ask for a new one")
)

// Device is an endpoint (a laptop agent, a browser extension, a gateway)
// enrolled in a workspace: it authenticates with its own credential
// (bwd_...), reads the workspace's DLP policy and scans text against it.
// It belongs to the workspace, or to one app of it (AppUUID).
type Device struct {
	ID           string            `json:"id"`
	WorkspaceID  string            `json:"workspace_id"`
	Name         string            `json:"name"`
	Platform     string            `json:"platform"`
	AppUUID      *string           `json:"app_uuid"`
	Labels       map[string]string `json:"labels"`
	Status       string            `json:"status"`
	AgentVersion *string           `json:"agent_version"`
	// Prefix and SecretHash identify the credential (HashKey of it).
	Prefix     string `json:"credential_prefix"`
	SecretHash string `json:"secret_hash,omitempty"`
	// EnrollmentTokenID names the token it enrolled with (nil when an
	// administrator registered it).
	EnrollmentTokenID *string    `json:"enrollment_token_id"`
	CreatedAt         time.Time  `json:"created_at"`
	UpdatedAt         time.Time  `json:"updated_at"`
	CreatedByUserID   *int64     `json:"created_by_user_id"`
	LastSeenAt        *time.Time `json:"last_seen_at"`
	LastSeenIP        *string    `json:"last_seen_ip"`
	RevokedAt         *time.Time `json:"revoked_at"`
}

// EnrollmentToken lets devices enrol themselves: each enrolment uses it
// once, up to MaxUses, until ExpiresAt or revocation.
type EnrollmentToken struct {
	ID              string     `json:"id"`
	WorkspaceID     string     `json:"workspace_id"`
	Name            string     `json:"name"`
	AppUUID         *string    `json:"app_uuid"`
	Prefix          string     `json:"prefix"`
	SecretHash      string     `json:"secret_hash,omitempty"`
	MaxUses         int        `json:"max_uses"`
	Uses            int        `json:"uses"`
	ExpiresAt       time.Time  `json:"expires_at"`
	CreatedAt       time.Time  `json:"created_at"`
	CreatedByUserID *int64     `json:"created_by_user_id"`
	LastUsedAt      *time.Time `json:"last_used_at"`
	RevokedAt       *time.Time `json:"revoked_at"`
}

// Usable reports whether the token may enrol one more device at now.
func (t EnrollmentToken) Usable(now time.Time) bool {
	return t.RevokedAt == nil && now.Before(t.ExpiresAt) && t.Uses < t.MaxUses
}

// DeviceKey and EnrollmentTokenKey name the records.
func DeviceKey(ws, id string) store.Key { return store.Key{Workspace: ws, Kind: KindDevice, ID: id} }

func EnrollmentTokenKey(ws, id string) store.Key {
	return store.Key{Workspace: ws, Kind: KindEnrollmentToken, ID: id}
}

// LookupDevice finds the device of a presented credential: well-formed,
// known, matching (constant-time) and active. A revoked device's holder is
// told DEVICE_REVOKED; anything else is INVALID_DEVICE_CREDENTIAL.
func LookupDevice(ctx context.Context, main store.Table, raw string) (Device, error) {
	d, err := findSecret(ctx, main, raw, secretKind[Device]{
		tag: DevicePrefix, index: KindDevicePrefixIndex, kind: KindDevice, bad: errBadDevice,
		hash: func(d Device) (string, string) { return d.SecretHash, d.Prefix },
	})
	if err != nil {
		return Device{}, err
	}
	if d.Status != DeviceActive {
		return Device{}, errDeviceGone
	}
	return d, nil
}

// LookupEnrollmentToken finds the token record of a presented enrollment
// token (ErrBadEnrollment when unknown or not matching). Whether it is still
// usable is the caller's check, made inside the update that uses it.
func LookupEnrollmentToken(ctx context.Context, main store.Table, raw string) (EnrollmentToken, error) {
	return findSecret(ctx, main, raw, secretKind[EnrollmentToken]{
		tag: EnrollPrefix, index: KindEnrollPrefixIndex, kind: KindEnrollmentToken, bad: ErrBadEnrollment,
		hash: func(t EnrollmentToken) (string, string) { return t.SecretHash, t.Prefix },
	})
}
