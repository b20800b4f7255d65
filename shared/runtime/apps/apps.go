// Package apps stores runtime apps and their numbered configuration
// versions in the main table, keyed by workspace.
//
// # Records
//
//	kind "runtime-app",       id <app uuid>            the App
//	kind "appcfg:<app uuid>", id <version, 10 digits>  one Version each
//	kind "runtime-profile",   id <app uuid>            the app's traffic profile
//
// Version ids are zero-padded so that key order is version order.
//
// # Concurrency
//
// Every change creates the next version with a conditional Create, so two
// writers can never store the same version number: the loser finds its
// number taken, takes the version that won as its new base (its change is
// merged onto the winner's, never lost) and tries the next number. The
// App record then keeps the highest number it has seen, with an optimistic
// update; it is what readers use as the current version.
//
// A configuration too large for one store item (DynamoDB items are at most
// 400 KB; mcp.tools alone may hold 200 descriptions of 8 KB) is written to
// the blob bucket and the version record points at it.
package apps

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"bulwark/shared/blob"
	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/records"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/store"
)

// Record kinds.
const (
	KindApp     = "runtime-app"
	KindProfile = "runtime-profile"
	// kindVersions is followed by the app's uuid.
	kindVersions = "appcfg:"
)

// Limits of the App fields.
const (
	MaxName          = 128
	MaxDescription   = 1024
	MaxChangeSummary = 512
)

// maxInline is the largest configuration kept inside its version record;
// larger ones go to the blob bucket.
const maxInline = 256 << 10

// maxAttempts bounds the retries of a contended change.
const maxAttempts = 32

// Errors with stable codes.
var (
	ErrAppNotFound     = errs.New(errs.ErrNotFound, "APP_NOT_FOUND", "no runtime app with this uuid in the workspace")
	ErrVersionNotFound = errs.New(errs.ErrNotFound, "CONFIG_VERSION_NOT_FOUND", "the app has no configuration version with this number")
	errContended       = errs.New(errs.ErrConflict, "CONFIG_CONTENDED", "the configuration is being changed by many writers at once; retry")
)

// App is a runtime app: a named unit with its own configuration and
// traffic profile.
type App struct {
	UUID        string  `json:"uuid"`
	Name        string  `json:"name"`
	Description *string `json:"description"`
	// ConfigVersion is the number of the current configuration version.
	ConfigVersion   int       `json:"config_version"`
	CreatedAt       time.Time `json:"created_at"`
	UpdatedAt       time.Time `json:"updated_at"`
	CreatedByUserID *int64    `json:"created_by_user_id"`
}

// Version is AppConfigVersionRead: one stored configuration.
type Version struct {
	ID              string           `json:"id"`
	VersionNumber   int              `json:"version_number"`
	Config          appconfig.Config `json:"config"`
	ChangeSummary   *string          `json:"change_summary"`
	CreatedAt       time.Time        `json:"created_at"`
	CreatedByUserID *int64           `json:"created_by_user_id"`
}

// versionRecord is a Version as stored: the configuration inline, or the
// key of the blob that holds it.
type versionRecord struct {
	ID              string          `json:"id"`
	VersionNumber   int             `json:"version_number"`
	Config          json.RawMessage `json:"config,omitempty"`
	ConfigBlob      string          `json:"config_blob,omitempty"`
	ChangeSummary   *string         `json:"change_summary"`
	CreatedAt       time.Time       `json:"created_at"`
	CreatedByUserID *int64          `json:"created_by_user_id"`
}

// Service reads and writes apps and versions. Blobs may be nil when no
// configuration exceeds maxInline (tests of small configurations).
type Service struct {
	Main  store.Table
	Blobs blob.Bucket
	Clock clock.Clock
}

func appKey(ws, app string) store.Key { return store.Key{Workspace: ws, Kind: KindApp, ID: app} }

func versionKey(ws, app string, n int) store.Key {
	return store.Key{Workspace: ws, Kind: kindVersions + app, ID: versionID(n)}
}

func versionID(n int) string { return fmt.Sprintf("%010d", n) }

// userRef turns a principal's user id into the API's nullable field.
func userRef(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

// Create stores a new app whose first version (number 1) is cfg, which the
// caller has built from appconfig.Defaults and validated.
func (s *Service) Create(ctx context.Context, ws string, userID int64, name string, description *string, cfg appconfig.Config) (App, Version, error) {
	now := s.Clock.Now()
	app := App{
		UUID: records.NewID(), Name: name, Description: description, ConfigVersion: 1,
		CreatedAt: now, UpdatedAt: now, CreatedByUserID: userRef(userID),
	}
	// The version first: a crash in between leaves an unreachable version,
	// never an app without a configuration.
	v, err := s.createVersion(ctx, ws, app.UUID, 1, cfg, ptr("Created"), userID)
	if err != nil {
		return App{}, Version{}, err
	}
	if err := records.Create(ctx, s.Main, appKey(ws, app.UUID), app, time.Time{}); err != nil {
		return App{}, Version{}, fmt.Errorf("apps.Create %s: %w", app.UUID, err)
	}
	return app, v, nil
}

func ptr[T any](v T) *T { return &v }

// Get returns an app as its configuration endpoints show it (settled: see
// settle), or ErrAppNotFound.
func (s *Service) Get(ctx context.Context, ws, app string) (App, error) {
	a, err := s.Stored(ctx, ws, app)
	if err != nil {
		return App{}, err
	}
	return s.settle(ctx, ws, a)
}

// Stored returns an app as stored, without settling: the request path of
// scans and the proxy reads it in one point read. After a process died
// between the two writes of a change, it names the previous version until
// the app's configuration is next read or written through the API.
func (s *Service) Stored(ctx context.Context, ws, app string) (App, error) {
	a, _, err := records.Get[App](ctx, s.Main, appKey(ws, app))
	if errors.Is(err, errs.ErrNotFound) {
		return App{}, ErrAppNotFound
	}
	if err != nil {
		return App{}, fmt.Errorf("apps.Get %s: %w", app, err)
	}
	return a, nil
}

// settle makes a change that was stored but never answered current. A
// change writes version n+1 first and then moves the app's pointer to it;
// a process killed in between leaves n+1 in the history while the app
// still names n. The stored version is durable, so it is the current one:
// settle finds the newest version above the pointer and moves the pointer
// there (best effort: a later reader or writer finishes the move).
func (s *Service) settle(ctx context.Context, ws string, a App) (App, error) {
	n := a.ConfigVersion
	for {
		_, err := s.Main.Get(ctx, versionKey(ws, a.UUID, n+1))
		if errors.Is(err, errs.ErrNotFound) {
			break
		}
		if err != nil {
			return App{}, fmt.Errorf("apps.settle %s: %w", a.UUID, err)
		}
		n++
	}
	if n == a.ConfigVersion {
		return a, nil
	}
	v, err := s.Version(ctx, ws, a.UUID, n)
	if err != nil {
		return App{}, err
	}
	s.advance(ctx, ws, a.UUID, v)
	a.ConfigVersion, a.UpdatedAt = n, v.CreatedAt
	return a, nil
}

// errSettled ends a pointer move that another writer already made.
var errSettled = errors.New("apps: the pointer is already there")

// advance moves the app's pointer to v unless it is already at v or
// beyond. Failing to move it loses nothing: v is stored, and settle moves
// the pointer on the next read.
func (s *Service) advance(ctx context.Context, ws, app string, v Version) {
	_, _ = records.Mutate(ctx, s.Main, appKey(ws, app), func(a *App) error {
		if a.ConfigVersion >= v.VersionNumber {
			return errSettled
		}
		a.ConfigVersion = v.VersionNumber
		a.UpdatedAt = v.CreatedAt
		return nil
	})
}

// List returns one page of the workspace's apps, newest first. cursor is
// the previous page's next cursor (opaque).
func (s *Service) List(ctx context.Context, ws string, limit int, cursor string) ([]App, string, error) {
	items, next, err := records.List[App](ctx, s.Main, ws, KindApp, store.Query{Descending: true, Limit: limit, Cursor: cursor})
	if err != nil {
		return nil, "", fmt.Errorf("apps.List: %w", err)
	}
	for i := range items {
		if items[i], err = s.settle(ctx, ws, items[i]); err != nil {
			return nil, "", err
		}
	}
	return items, next, nil
}

// Update changes an app's name or description through fn.
func (s *Service) Update(ctx context.Context, ws, app string, fn func(a *App)) (App, error) {
	a, err := records.Mutate(ctx, s.Main, appKey(ws, app), func(a *App) error {
		fn(a)
		a.UpdatedAt = s.Clock.Now()
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return App{}, ErrAppNotFound
	}
	if err != nil {
		return App{}, fmt.Errorf("apps.Update %s: %w", app, err)
	}
	return a, nil
}

// Delete removes an app, then its versions, their blobs and its traffic
// profile. Its runtime events stay until their retention ends.
func (s *Service) Delete(ctx context.Context, ws, app string) error {
	if err := s.Main.Delete(ctx, appKey(ws, app)); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return ErrAppNotFound
		}
		return fmt.Errorf("apps.Delete %s: %w", app, err)
	}
	q := store.Query{Limit: store.MaxLimit}
	for {
		page, err := s.Main.List(ctx, ws, kindVersions+app, q)
		if err != nil {
			return fmt.Errorf("apps.Delete %s: list versions: %w", app, err)
		}
		for _, it := range page.Items {
			var rec versionRecord
			if json.Unmarshal(it.Data, &rec) == nil && rec.ConfigBlob != "" && s.Blobs != nil {
				if err := s.Blobs.Delete(ctx, rec.ConfigBlob); err != nil {
					return fmt.Errorf("apps.Delete %s: config blob: %w", app, err)
				}
			}
			if err := s.Main.Delete(ctx, it.Key); err != nil && !errors.Is(err, errs.ErrNotFound) {
				return fmt.Errorf("apps.Delete %s: version %s: %w", app, it.ID, err)
			}
		}
		if page.Next == "" {
			break
		}
		q.Cursor = page.Next
	}
	if err := s.Main.Delete(ctx, store.Key{Workspace: ws, Kind: KindProfile, ID: app}); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return fmt.Errorf("apps.Delete %s: profile: %w", app, err)
	}
	return nil
}

// Current returns the app and its current configuration version.
func (s *Service) Current(ctx context.Context, ws, app string) (App, Version, error) {
	a, err := s.Get(ctx, ws, app)
	if err != nil {
		return App{}, Version{}, err
	}
	v, err := s.Version(ctx, ws, app, a.ConfigVersion)
	return a, v, err
}

// Version returns one configuration version, or ErrVersionNotFound.
func (s *Service) Version(ctx context.Context, ws, app string, n int) (Version, error) {
	if n < 1 {
		return Version{}, ErrVersionNotFound
	}
	it, err := s.Main.Get(ctx, versionKey(ws, app, n))
	if errors.Is(err, errs.ErrNotFound) {
		return Version{}, ErrVersionNotFound
	}
	if err != nil {
		return Version{}, fmt.Errorf("apps.Version %s/%d: %w", app, n, err)
	}
	return s.decode(ctx, it.Data)
}

// Versions returns one page of an app's versions, newest first: at most
// limit versions numbered below before (0: from the newest), and the
// number to pass as before for the next page (0 on the last page).
func (s *Service) Versions(ctx context.Context, ws, app string, limit, before int) ([]Version, int, error) {
	q := store.Query{Descending: true, Limit: limit}
	if before > 0 {
		q.End = versionID(before)
	}
	page, err := s.Main.List(ctx, ws, kindVersions+app, q)
	if err != nil {
		return nil, 0, fmt.Errorf("apps.Versions %s: %w", app, err)
	}
	out := make([]Version, 0, len(page.Items))
	for _, it := range page.Items {
		v, err := s.decode(ctx, it.Data)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, v)
	}
	next := 0
	if page.Next != "" && len(out) > 0 {
		next = out[len(out)-1].VersionNumber
	}
	return out, next, nil
}

// Change stores a new version made by fn from the latest one, and makes
// it current. fn gets a fresh copy of the latest configuration on every
// attempt (it runs again when another writer stored a version first) and
// returns the error that aborts the change, such as a validation error.
func (s *Service) Change(ctx context.Context, ws, app string, userID int64, summary *string, fn func(cfg *appconfig.Config) error) (Version, error) {
	a, err := s.Get(ctx, ws, app)
	if err != nil {
		return Version{}, err
	}
	n := a.ConfigVersion
	base, err := s.Version(ctx, ws, app, n)
	if err != nil {
		return Version{}, err
	}
	for range maxAttempts {
		cfg := base.Config
		if err := fn(&cfg); err != nil {
			return Version{}, err
		}
		v, err := s.createVersion(ctx, ws, app, n+1, cfg, summary, userID)
		if errors.Is(err, errs.ErrAlreadyExists) {
			// Another writer stored n+1: build on it and try the next number.
			n++
			if base, err = s.Version(ctx, ws, app, n); err != nil {
				return Version{}, err
			}
			continue
		}
		if err != nil {
			return Version{}, err
		}
		// The version is stored: the change is made. Moving the pointer
		// only makes it quick to find (settle finishes a move that a crash
		// or a burst of writers interrupted).
		s.advance(ctx, ws, app, v)
		return v, nil
	}
	return Version{}, errContended
}

// Restore stores a new version whose configuration is version n's.
func (s *Service) Restore(ctx context.Context, ws, app string, n int, userID int64, summary *string) (Version, error) {
	old, err := s.Version(ctx, ws, app, n)
	if err != nil {
		return Version{}, err
	}
	if summary == nil {
		summary = ptr(fmt.Sprintf("Restored version %d", n))
	}
	return s.Change(ctx, ws, app, userID, summary, func(cfg *appconfig.Config) error {
		*cfg = old.Config
		return nil
	})
}

// createVersion writes version n with a conditional Create
// (errs.ErrAlreadyExists when n is taken).
func (s *Service) createVersion(ctx context.Context, ws, app string, n int, cfg appconfig.Config, summary *string, userID int64) (Version, error) {
	v := Version{
		ID: records.NewID(), VersionNumber: n, Config: cfg, ChangeSummary: summary,
		CreatedAt: s.Clock.Now(), CreatedByUserID: userRef(userID),
	}
	raw, err := json.Marshal(cfg)
	if err != nil {
		return Version{}, fmt.Errorf("apps.createVersion: encode: %w", err)
	}
	rec := versionRecord{
		ID: v.ID, VersionNumber: n, ChangeSummary: summary, CreatedAt: v.CreatedAt, CreatedByUserID: v.CreatedByUserID,
	}
	if len(raw) <= maxInline {
		rec.Config = raw
	} else {
		if s.Blobs == nil {
			return Version{}, errs.New(errs.ErrTooLarge, "CONFIG_TOO_LARGE", "the configuration is too large for this deployment")
		}
		// The blob is named by the version's own id, so a losing writer
		// never overwrites the winner's.
		rec.ConfigBlob = ws + "/runtime/apps/" + app + "/config/" + v.ID + ".json"
		if err := s.Blobs.Put(ctx, rec.ConfigBlob, bytes.NewReader(raw), "application/json"); err != nil {
			return Version{}, fmt.Errorf("apps.createVersion %s/%d: blob: %w", app, n, err)
		}
	}
	err = records.Create(ctx, s.Main, versionKey(ws, app, n), rec, time.Time{})
	if err != nil {
		if rec.ConfigBlob != "" {
			_ = s.Blobs.Delete(ctx, rec.ConfigBlob)
		}
		if errors.Is(err, errs.ErrAlreadyExists) {
			return Version{}, err
		}
		return Version{}, fmt.Errorf("apps.createVersion %s/%d: %w", app, n, err)
	}
	return v, nil
}

// decode turns a stored version record into a Version, reading its blob
// when the configuration lives there.
func (s *Service) decode(ctx context.Context, data []byte) (Version, error) {
	var rec versionRecord
	if err := json.Unmarshal(data, &rec); err != nil {
		return Version{}, fmt.Errorf("apps: decode version: %w", err)
	}
	raw := []byte(rec.Config)
	if rec.ConfigBlob != "" {
		if s.Blobs == nil {
			return Version{}, fmt.Errorf("apps: version %d is stored in a blob but no bucket is configured", rec.VersionNumber)
		}
		r, _, err := s.Blobs.Get(ctx, rec.ConfigBlob)
		if err != nil {
			return Version{}, fmt.Errorf("apps: version %d blob: %w", rec.VersionNumber, err)
		}
		raw, err = io.ReadAll(r)
		r.Close()
		if err != nil {
			return Version{}, fmt.Errorf("apps: version %d blob: %w", rec.VersionNumber, err)
		}
	}
	v := Version{
		ID: rec.ID, VersionNumber: rec.VersionNumber, ChangeSummary: rec.ChangeSummary,
		CreatedAt: rec.CreatedAt, CreatedByUserID: rec.CreatedByUserID,
	}
	if err := json.Unmarshal(raw, &v.Config); err != nil {
		return Version{}, fmt.Errorf("apps: decode version %d config: %w", rec.VersionNumber, err)
	}
	return v, nil
}

// ParseVersion parses a version number from a path ("3"), 0 when it is not
// a positive integer.
func ParseVersion(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || len(s) > 10 {
		return 0
	}
	return n
}
