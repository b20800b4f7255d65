// Package audit is Bulwark's audit trail: the record type, the writer that
// stores records in the audit table (keyed by workspace, UUIDv7 ids so key
// order is time order, expiring after the configured retention), the HTTP
// middleware that records every mutating request automatically, and the
// query endpoint of the audit group (GET /api/audit-trail/records).
//
// Handlers do not write their own records for ordinary changes: the
// middleware does, deriving event_type from the operation id, category
// from the endpoint group, entity_type and entity_id from the path, params
// from the JSON body (secrets removed) and severity from method and
// outcome. A handler refines the pending record with Annotate (say, the id
// of what it created). Public operations (sign-in, password reset) have no
// middleware and call Writer.Write themselves.
package audit

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Kind is the record kind in the audit table.
const Kind = "audit"

// Severities, lowest first.
const (
	SeverityLow      = "low"
	SeverityMedium   = "medium"
	SeverityHigh     = "high"
	SeverityCritical = "critical"
)

// Severities lists the severity values, lowest first.
func Severities() []string {
	return []string{SeverityLow, SeverityMedium, SeverityHigh, SeverityCritical}
}

// Categories of records written outside the middleware (the middleware
// uses the endpoint group as the category).
const (
	CategoryAuth = "auth"
)

// Application is the runtime app an event concerns.
type Application struct {
	ID          string     `json:"id"`
	Key         string     `json:"key"`
	Name        string     `json:"name"`
	CreatedAt   *time.Time `json:"created_at"`
	UpdatedAt   *time.Time `json:"updated_at"`
	Description string     `json:"description"`
	AccentColor string     `json:"accent_color"`
	ParamCount  int        `json:"param_count"`
}

// Record is one audit record, as stored and as served.
type Record struct {
	ID             string         `json:"id"`
	EventType      string         `json:"event_type"`
	Category       string         `json:"category"`
	Summary        string         `json:"summary"`
	CreatedAt      time.Time      `json:"created_at"`
	Actor          string         `json:"actor"`
	ApplicationID  string         `json:"application_id"`
	ApplicationKey string         `json:"application_key"`
	Application    *Application   `json:"application"`
	EntityType     string         `json:"entity_type"`
	EntityID       string         `json:"entity_id"`
	Severity       string         `json:"severity"`
	Params         map[string]any `json:"params"`
	Metadata       map[string]any `json:"metadata"`
	IPAddress      string         `json:"ip_address"`
}

// Writer stores audit records.
type Writer struct {
	// Table is the audit table.
	Table store.Table
	// Clock stamps records.
	Clock clock.Clock
	// Retention is how long records are kept (0: forever).
	Retention time.Duration
	// Log receives write failures, which never fail the request that
	// caused them (its answer is already sent).
	Log *slog.Logger
}

// Write stores rec in the workspace's trail, filling the id, the time, a
// severity of low and empty maps where rec leaves them unset; params pass
// through Redact first.
func (w *Writer) Write(ctx context.Context, workspace string, rec Record) error {
	if w == nil || w.Table == nil {
		return fmt.Errorf("audit.Write: no audit table")
	}
	now := w.Clock.Now()
	if rec.ID == "" {
		rec.ID = records.NewID()
	}
	if rec.CreatedAt.IsZero() {
		rec.CreatedAt = now
	}
	if rec.Severity == "" {
		rec.Severity = SeverityLow
	}
	if rec.Metadata == nil {
		rec.Metadata = map[string]any{}
	}
	params, removed := Redact(rec.Params)
	rec.Params, _ = params.(map[string]any)
	if rec.Params == nil {
		rec.Params = map[string]any{}
	}
	if len(removed) > 0 {
		rec.Metadata["redacted_fields"] = removed
	}
	var exp time.Time
	if w.Retention > 0 {
		exp = now.Add(w.Retention)
	}
	if err := records.Create(ctx, w.Table, store.Key{Workspace: workspace, Kind: Kind, ID: rec.ID}, rec, exp); err != nil {
		return fmt.Errorf("audit.Write %s: %w", rec.EventType, err)
	}
	return nil
}

// WriteLogged writes rec and logs a failure instead of returning it: for
// callers whose answer does not depend on the trail.
func (w *Writer) WriteLogged(ctx context.Context, workspace string, rec Record) {
	if err := w.Write(ctx, workspace, rec); err != nil {
		var log *slog.Logger
		if w != nil {
			log = w.Log
		}
		if log == nil {
			log = slog.Default()
		}
		log.ErrorContext(ctx, "audit record not written", "event_type", rec.EventType, "err", err.Error())
	}
}
