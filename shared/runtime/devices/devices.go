// Package devices is the runtime catch-all's store side: enrolled devices
// and their credentials, enrollment tokens, and the workspace's versioned
// DLP policy, which devices read and scan text against.
//
// # Records (main table, keyed by workspace)
//
//	kind "runtime-device",   id <device uuid>   identity.Device
//	kind "enrollment-token", id <token uuid>    identity.EnrollmentToken
//	kind "dlp-policy",       id <version, 10 digits>  one PolicyVersion each
//	Global "device-prefix" / "enroll-prefix", id <public prefix>  -> the record
//
// Credentials and tokens are shown once, at creation, and stored as
// SHA-256 (identity.HashKey); they are found by their public prefix and
// compared in constant time (identity.LookupDevice).
package devices

import (
	"context"
	"errors"
	"fmt"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Limits of the device and token fields.
const (
	MaxName         = 128
	MaxPlatform     = 32
	MaxAgentVersion = 64
	MaxLabels       = 16
	MaxLabelKey     = 64
	MaxLabelValue   = 256
	// MaxExamined bounds the records one filtered listing reads; a page
	// that reaches it ends early with a cursor to continue from.
	MaxExamined = 2000
	// seenEvery is how stale last_seen_at may get before a device's call
	// refreshes it: one write per device per minute at most.
	seenEvery = time.Minute
)

// Platforms a device may declare.
var Platforms = []string{"windows", "macos", "linux", "ios", "android", "chromeos", "browser", "server", "other"}

// Errors with stable codes.
var (
	ErrDeviceNotFound = errs.New(errs.ErrNotFound, "DEVICE_NOT_FOUND", "no device with this id in the workspace")
	ErrTokenNotFound  = errs.New(errs.ErrNotFound, "ENROLLMENT_TOKEN_NOT_FOUND", "no enrollment token with this id in the workspace")
)

// Service reads and writes devices, tokens and the DLP policy.
type Service struct {
	Main  store.Table
	Clock clock.Clock
	// compiled caches the DLP policy's compiled custom rules.
	compiled compiledPolicies
}

// NewDevice is what registration or enrolment stores about a new device.
type NewDevice struct {
	Name         string
	Platform     string
	AppUUID      *string
	Labels       map[string]string
	AgentVersion *string
	TokenID      *string
	UserID       int64
	IP           string
}

// Registered is a new device with its credential, which is shown only now.
type Registered struct {
	Device     identity.Device
	Credential string
}

// Register stores a new active device and its credential. The prefix
// index is written first: a crash in between leaves an index that points
// at nothing (refused like an unknown credential), never a device whose
// credential cannot be found.
func (s *Service) Register(ctx context.Context, ws string, n NewDevice) (Registered, error) {
	now := s.Clock.Now()
	secret, prefix := identity.NewSecret(identity.DevicePrefix)
	d := identity.Device{
		ID: records.NewID(), WorkspaceID: ws, Name: n.Name, Platform: n.Platform, AppUUID: n.AppUUID,
		Labels: n.Labels, Status: identity.DeviceActive, AgentVersion: n.AgentVersion,
		Prefix: prefix, SecretHash: identity.HashKey(secret), EnrollmentTokenID: n.TokenID,
		CreatedAt: now, UpdatedAt: now, CreatedByUserID: userRef(n.UserID),
	}
	if d.Labels == nil {
		d.Labels = map[string]string{}
	}
	if n.TokenID != nil {
		// An enrolled device has been seen: it is calling now.
		d.LastSeenAt = &now
		if n.IP != "" {
			d.LastSeenIP = &n.IP
		}
	}
	idx := store.Key{Workspace: store.Global, Kind: identity.KindDevicePrefixIndex, ID: prefix}
	if err := records.Create(ctx, s.Main, idx, identity.PrefixIndex{WorkspaceID: ws, KeyID: d.ID}, time.Time{}); err != nil {
		return Registered{}, fmt.Errorf("devices.Register: index: %w", err)
	}
	if err := records.Create(ctx, s.Main, identity.DeviceKey(ws, d.ID), d, time.Time{}); err != nil {
		_ = s.Main.Delete(ctx, idx)
		return Registered{}, fmt.Errorf("devices.Register: %w", err)
	}
	return Registered{Device: d, Credential: secret}, nil
}

// Get returns a device, or ErrDeviceNotFound.
func (s *Service) Get(ctx context.Context, ws, id string) (identity.Device, error) {
	d, _, err := records.Get[identity.Device](ctx, s.Main, identity.DeviceKey(ws, id))
	if errors.Is(err, errs.ErrNotFound) {
		return d, ErrDeviceNotFound
	}
	return d, err
}

// DeviceFilter selects devices in a listing.
type DeviceFilter struct {
	Status  string // "" for any
	AppUUID string // "" for any
	// Limit and Cursor page the listing (newest first); the cursor is the
	// id of the last device of the previous page.
	Limit  int
	Cursor string
}

// List returns one page of the workspace's devices, newest first, and the
// cursor of the next page ("" on the last).
func (s *Service) List(ctx context.Context, ws string, f DeviceFilter) ([]identity.Device, string, error) {
	return listFiltered(ctx, s.Main, ws, identity.KindDevice, f.Limit, f.Cursor, func(d identity.Device) (string, bool) {
		ok := (f.Status == "" || d.Status == f.Status) && (f.AppUUID == "" || d.AppUUID != nil && *d.AppUUID == f.AppUUID)
		return d.ID, ok
	})
}

// listFiltered pages records of one kind newest first (ids are UUIDv7),
// keeping those keep accepts, reading at most MaxExamined records. The
// cursor is an id: the next page lists ids below it.
func listFiltered[T any](ctx context.Context, main store.Table, ws, kind string, limit int, cursor string, keep func(T) (string, bool)) ([]T, string, error) {
	out := []T{}
	q := store.Query{Descending: true, End: cursor, Limit: min(max(limit*2, 50), store.MaxLimit)}
	examined := 0
	for {
		page, next, err := records.List[T](ctx, main, ws, kind, q)
		if err != nil {
			return nil, "", fmt.Errorf("devices: list %s: %w", kind, err)
		}
		for i, v := range page {
			examined++
			id, ok := keep(v)
			if ok {
				out = append(out, v)
			}
			if len(out) == limit || examined >= MaxExamined {
				if i == len(page)-1 && next == "" {
					return out, "", nil
				}
				// More may follow: the caller continues below this id.
				return out, id, nil
			}
		}
		if next == "" || len(page) == 0 {
			return out, "", nil
		}
		q.Cursor = next
	}
}

// Update changes a device through fn (name, app, labels).
func (s *Service) Update(ctx context.Context, ws, id string, fn func(d *identity.Device) error) (identity.Device, error) {
	d, err := records.Mutate(ctx, s.Main, identity.DeviceKey(ws, id), func(d *identity.Device) error {
		if err := fn(d); err != nil {
			return err
		}
		d.UpdatedAt = s.Clock.Now()
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return d, ErrDeviceNotFound
	}
	return d, err
}

// Revoke marks a device revoked: its credential stops working at once. A
// revoked device stays listed (with revoked_at) for the record; revoking
// it again changes nothing.
func (s *Service) Revoke(ctx context.Context, ws, id string) (identity.Device, error) {
	return s.Update(ctx, ws, id, func(d *identity.Device) error {
		if d.Status == identity.DeviceRevoked {
			return nil
		}
		now := s.Clock.Now()
		d.Status, d.RevokedAt = identity.DeviceRevoked, &now
		return nil
	})
}

// Seen records that a device called, at most once a minute (a failure only
// costs freshness), with the agent version it reports, if any.
func (s *Service) Seen(ctx context.Context, d identity.Device, ip string, agentVersion *string) (identity.Device, error) {
	now := s.Clock.Now()
	fresh := d.LastSeenAt != nil && now.Sub(*d.LastSeenAt) < seenEvery
	sameIP := ip == "" || d.LastSeenIP != nil && *d.LastSeenIP == ip
	sameAgent := agentVersion == nil || d.AgentVersion != nil && *d.AgentVersion == *agentVersion
	if fresh && sameIP && sameAgent {
		return d, nil
	}
	return records.Mutate(ctx, s.Main, identity.DeviceKey(d.WorkspaceID, d.ID), func(x *identity.Device) error {
		x.LastSeenAt = &now
		if ip != "" {
			x.LastSeenIP = &ip
		}
		if agentVersion != nil {
			x.AgentVersion = agentVersion
		}
		return nil
	})
}

// Public is a device as the API shows it: without its credential's hash.
func Public(d identity.Device) identity.Device {
	d.SecretHash = ""
	return d
}

// userRef turns a principal's user id into the API's nullable field.
func userRef(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}
