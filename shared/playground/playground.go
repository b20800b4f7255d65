// Package playground is the read-only SQL playground: a workspace opens a
// session on one version of a dataset, then runs SQL through DuckDB on that
// version's parquet file, exposed as the single table data.
//
// The SQL runs in a sandbox built in layers, each enough to stop an escape
// on its own and each tested alone (docs/playground.md):
//
//  1. Classify, before DuckDB: exactly one statement, of a read-only kind
//     (SELECT, WITH, FROM, VALUES, TABLE, DESCRIBE, SHOW, SUMMARIZE, PIVOT,
//     UNPIVOT, EXPLAIN of those), no file, URL or SQL-in-a-string
//     functions, no file paths as tables, no functions that build one
//     value of any size asked.
//  2. DuckDB's own parser: the statement is prepared alone (several
//     statements are refused without running any) and its statement type
//     must be SELECT or EXPLAIN.
//  3. A fresh in-memory database per statement that can read the session's
//     file and nothing else: allowed_paths is that file, external access,
//     extension loading and spilling are off, and the configuration is
//     locked.
//  4. Limits: a statement timeout (DuckDB is interrupted), a memory limit,
//     a row limit pushed into the query, a byte cap on the answer, and a
//     cap on statements running at once.
//  5. A worker process per statement (this binary re-executed, see
//     RunWorkerIfRequested) with a hard cap on its memory and no file
//     writes, killed with its process group at the statement's deadline:
//     work DuckDB neither counts nor interrupts ends there, not in the
//     server.
//
// Sessions are records of the main table keyed by workspace, with a TTL;
// another workspace's session id is simply not found.
package playground

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// DatasetSource resolves a dataset version of a workspace to the blob key
// of its parquet file. Datasets implements it over the datasets package.
//
// version 0 asks for the latest version. A dataset or version the
// workspace does not have (including another workspace's) is an error
// wrapping errs.ErrNotFound; an *errs.Error (for example a 409 while the
// version is still being converted) reaches the caller as it is.
// Implementations are safe for concurrent use.
type DatasetSource interface {
	ParquetKey(ctx context.Context, workspace, datasetID string, version int) (blobKey string, err error)
}

// Limits of the endpoints.
const (
	// SessionTTL is how long a session lives after it is opened.
	SessionTTL = time.Hour
	// MaxQueryChars is the longest SQL text accepted.
	MaxQueryChars = 20000
	// maxBody is the body limit of both endpoints.
	maxBody = 64 << 10
)

// KindSession is the record kind of sessions in the main table.
const KindSession = "playground-session"

// Error codes of sessions and datasets.
const (
	CodeSessionNotFound = "PLAYGROUND_SESSION_NOT_FOUND"
	CodeDatasetNotFound = "DATASET_NOT_FOUND"
	// CodeDatasetNotReady: the version has no parquet file (yet) (409).
	CodeDatasetNotReady = "DATASET_NOT_READY"
)

// session is the stored record. The schema is not stored: a wide table's
// columns could exceed a DynamoDB item, and queries do not need it.
type session struct {
	ID        string    `json:"id"`
	DatasetID string    `json:"dataset_id"`
	Version   *int      `json:"version"`
	Object    objectRef `json:"object"`
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at"`
}

// Session is a session as the API shows it.
type Session struct {
	SessionID string `json:"session_id"`
	DatasetID string `json:"dataset_id"`
	// Version is the version asked for; null means the latest when the
	// session was opened.
	Version   *int      `json:"version"`
	Table     string    `json:"table"`
	Columns   []Column  `json:"columns"`
	RowCount  int64     `json:"row_count"`
	CreatedAt time.Time `json:"created_at"`
	ExpiresAt time.Time `json:"expires_at"`
}

// Service opens sessions and runs their SQL.
type Service struct {
	d      *platform.Deps
	src    DatasetSource
	engine *Engine
	cache  *fileCache
}

// NewService builds the service from the deployment's dependencies and
// playground settings (platform.Config) and the dataset source.
func NewService(d *platform.Deps, src DatasetSource) (*Service, error) {
	if src == nil {
		return nil, errors.New("playground: no dataset source")
	}
	cfg := d.Config
	dir := cfg.PlaygroundDir
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "bulwark-playground")
	}
	maxFile := cfg.PlaygroundMaxFileBytes
	if maxFile <= 0 {
		maxFile = 512 << 20
	}
	cache, err := newFileCache(dir, d.Blobs, maxFile)
	if err != nil {
		return nil, err
	}
	return &Service{d: d, src: src, cache: cache,
		engine: NewEngine(Limits{MemoryMB: cfg.PlaygroundMemoryMB, Timeout: cfg.PlaygroundTimeout})}, nil
}

// Builder returns the playground group's builder over a dataset source
// made from the dependencies.
func Builder(source func(d *platform.Deps) DatasetSource) platform.Builder {
	return func(d *platform.Deps) ([]httpkit.Route, error) {
		s, err := NewService(d, source(d))
		if err != nil {
			return nil, err
		}
		return s.Routes(), nil
	}
}

// Routes returns the playground group's operations.
func (s *Service) Routes() []httpkit.Route {
	return []httpkit.Route{
		{Method: "POST", Path: "/api/playground/sessions", Handler: s.fn(s.createSession)},
		{Method: "POST", Path: "/api/playground/sessions/{session_id}/sql", Handler: s.fn(s.runSQL)},
	}
}

func (s *Service) fn(f func(w http.ResponseWriter, r *http.Request, p principal.Principal) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := principal.Require(r)
		if err == nil {
			err = f(w, r, p)
		}
		if err != nil {
			httpkit.WriteError(w, r, err)
		}
	})
}

type createRequest struct {
	DatasetID *string `json:"dataset_id"`
	Version   *int    `json:"version"`
}

func (s *Service) createSession(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	var req createRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: maxBody}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "dataset_id"}, req.DatasetID != nil) && !sessionForm.MatchString(*req.DatasetID) {
		c.Add([]any{"body", "dataset_id"}, "Input should be a valid UUID", "uuid_parsing")
	}
	if req.Version != nil {
		c.IntRange([]any{"body", "version"}, int64(*req.Version), 1, 1<<31-1)
	}
	if err := c.Err(); err != nil {
		return err
	}
	sess, err := s.Open(r.Context(), p.WorkspaceID, strings.ToLower(*req.DatasetID), req.Version)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusCreated, sess)
	return nil
}

// Open opens a session of the workspace on a dataset version (nil: the
// latest): it pins the version's parquet object, reads its schema and row
// count in the sandbox, and stores the session for SessionTTL.
func (s *Service) Open(ctx context.Context, workspace, datasetID string, version *int) (Session, error) {
	v := 0
	if version != nil {
		v = *version
	}
	key, err := s.src.ParquetKey(ctx, workspace, datasetID, v)
	if err != nil {
		var e *errs.Error
		if !errors.As(err, &e) && errors.Is(err, errs.ErrNotFound) {
			return Session{}, errs.New(errs.ErrNotFound, CodeDatasetNotFound, "the dataset or version does not exist")
		}
		return Session{}, err
	}
	attrs, err := s.d.Blobs.Stat(ctx, key)
	if errors.Is(err, errs.ErrNotFound) {
		return Session{}, errs.New(errs.ErrConflict, CodeDatasetNotReady, "the dataset version has no parquet data yet; retry when its conversion has finished")
	}
	if err != nil {
		return Session{}, fmt.Errorf("playground.Open: stat %s: %w", key, err)
	}
	ref := objectRef{Key: key, Size: attrs.Size, ModTime: attrs.ModTime}
	path, release, err := s.cache.acquire(ctx, ref)
	if err != nil {
		return Session{}, err
	}
	cols, n, err := s.engine.Describe(ctx, path)
	release()
	if err != nil {
		var e *errs.Error
		if errors.As(err, &e) && e.Kind == errs.ErrInvalid {
			return Session{}, &errs.Error{Kind: errs.ErrConflict, Code: CodeDatasetUnreadable, Err: err,
				Message: "the dataset version's parquet file cannot be read: " + e.Message}
		}
		return Session{}, err
	}
	now := s.d.Clock.Now().UTC()
	rec := session{ID: records.NewID(), DatasetID: datasetID, Version: version, Object: ref,
		CreatedAt: now, ExpiresAt: now.Add(SessionTTL)}
	if err := records.Create(ctx, s.d.Main, sessionKey(workspace, rec.ID), rec, rec.ExpiresAt); err != nil {
		return Session{}, fmt.Errorf("playground.Open: %w", err)
	}
	return Session{SessionID: rec.ID, DatasetID: datasetID, Version: version, Table: "data",
		Columns: cols, RowCount: n, CreatedAt: rec.CreatedAt, ExpiresAt: rec.ExpiresAt}, nil
}

type sqlRequest struct {
	Query *string `json:"query"`
	Limit *int    `json:"limit"`
}

// sessionForm is the form of session and dataset ids (UUIDs).
var sessionForm = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

func (s *Service) runSQL(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	var req sqlRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: maxBody}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "query"}, req.Query != nil) {
		c.Len([]any{"body", "query"}, *req.Query, 1, MaxQueryChars)
	}
	limit := DefaultLimit
	if req.Limit != nil {
		c.IntRange([]any{"body", "limit"}, int64(*req.Limit), 1, MaxLimit)
		limit = *req.Limit
	}
	if err := c.Err(); err != nil {
		return err
	}
	res, err := s.Run(r.Context(), p.WorkspaceID, r.PathValue("session_id"), *req.Query, limit)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, res)
	return nil
}

// Run runs one statement of a session of the workspace.
func (s *Service) Run(ctx context.Context, workspace, sessionID, query string, limit int) (*Result, error) {
	notFound := errs.New(errs.ErrNotFound, CodeSessionNotFound, "the playground session does not exist or has expired")
	if !sessionForm.MatchString(sessionID) {
		return nil, notFound
	}
	rec, _, err := records.Get[session](ctx, s.d.Main, sessionKey(workspace, strings.ToLower(sessionID)))
	if errors.Is(err, errs.ErrNotFound) {
		return nil, notFound
	}
	if err != nil {
		return nil, fmt.Errorf("playground.Run: %w", err)
	}
	// Classify first: a refused statement costs no storage access.
	st, err := Classify(query)
	if err != nil {
		return nil, err
	}
	// The object must still be the one the session pinned: a deleted or
	// replaced dataset version is not served from a local copy.
	attrs, err := s.d.Blobs.Stat(ctx, rec.Object.Key)
	if errors.Is(err, errs.ErrNotFound) || err == nil && (attrs.Size != rec.Object.Size || !attrs.ModTime.Equal(rec.Object.ModTime)) {
		return nil, stale()
	}
	if err != nil {
		return nil, fmt.Errorf("playground.Run: stat %s: %w", rec.Object.Key, err)
	}
	path, release, err := s.cache.acquire(ctx, rec.Object)
	if err != nil {
		return nil, err
	}
	// The answer to a timed-out statement may come before its worker is
	// reaped, so the worker may outlive release: an evicted file stays
	// readable to it until it ends.
	defer release()
	return s.engine.run(ctx, path, st, limit)
}

func sessionKey(workspace, id string) store.Key {
	return store.Key{Workspace: workspace, Kind: KindSession, ID: id}
}
