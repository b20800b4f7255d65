// Package runtime is the runtime-security endpoint group: runtime apps,
// their versioned configuration, the scan API and the event log (Routes),
// and the Service that the scan API and the proxy share to scan a text for
// an app: quota, compiled configuration, detection, event.
//
// Sub-packages: appconfig (the AppConfig type, defaults, merge and
// validation), apps (apps and configuration versions in the store) and
// events (the runtime event log).
package runtime

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/clock"
	"bulwark/shared/detect/engine"
	"bulwark/shared/mcp"
	"bulwark/shared/platform"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
	"bulwark/shared/runtime/devices"
	"bulwark/shared/runtime/events"
	"bulwark/shared/store"
	"bulwark/shared/writebehind"
)

// Service scans texts for runtime apps. It is safe for concurrent use;
// build one per process (it caches compiled configurations).
type Service struct {
	Apps      *apps.Service
	events    store.Table
	clock     clock.Clock
	retention time.Duration
	engines   *engine.Cache
	meter     *meter
	mcp       *mcp.Registry
	log       *slog.Logger
	// policy is what this deployment admits in an app configuration.
	policy appconfig.Policy
	// deferred writes events behind the request (nil: at once).
	deferred *writebehind.Buffer
	// devices holds the runtime catch-all's devices, tokens and DLP policy.
	devices *devices.Service
	// audit records what no middleware sees (public enrolment).
	audit *audit.Writer
	// limiter rate-limits the public enrolment per client address (nil
	// when the platform has no auth service).
	limiter *auth.Limiter
}

// NewService builds the Service on the platform's dependencies.
func NewService(d *platform.Deps) *Service {
	log := d.Log
	if log == nil {
		log = slog.Default()
	}
	if err := engine.Warm(); err != nil {
		// Every scan will report the same failure; say it once at start.
		log.Error("runtime: detection models failed to load", "err", err.Error())
	}
	var limiter *auth.Limiter
	if d.Auth != nil {
		limiter = d.Auth.Limiter()
	}
	return &Service{
		limiter:   limiter,
		Apps:      &apps.Service{Main: d.Main, Blobs: d.Blobs, Clock: d.Clock},
		events:    d.Events,
		clock:     d.Clock,
		retention: d.Config.EventRetention,
		engines:   engine.NewCache(engine.DefaultCacheSize),
		meter:     newMeter(d.Main, d.Clock, d.Deferred),
		deferred:  d.Deferred,
		mcp:       mcp.NewRegistry(d),
		log:       log,
		policy:    appconfig.Policy{AllowLoopbackUpstream: d.Config.AllowLoopbackUpstream},
		devices:   &devices.Service{Main: d.Main, Clock: d.Clock},
		audit:     d.AuditWriter(),
	}
}

// ScanParams is one scan: the input and what the event log records
// about its origin.
type ScanParams struct {
	Input     engine.Input
	SourceApp string
	Provider  string
	Model     string
	ClientIP  string
	Metadata  map[string]any
	// Started is when handling began (the latency is measured from it);
	// zero means when Scan is called.
	Started time.Time
}

// ScanOutcome is what a scan decided and the event it wrote.
type ScanOutcome struct {
	App    apps.App
	Result engine.Result
	Event  events.Event
}

// Scan scans p.Input with the current configuration of the app, counting
// the call against the organization's monthly quota (402 QUOTA_EXCEEDED
// before anything runs when it is used up), and writes the runtime event.
// An unknown app is apps.ErrAppNotFound.
func (s *Service) Scan(ctx context.Context, ws, appUUID string, p ScanParams) (ScanOutcome, error) {
	started := p.Started
	if started.IsZero() {
		started = time.Now()
	}
	app, err := s.Apps.Stored(ctx, ws, appUUID)
	if err != nil {
		return ScanOutcome{}, err
	}
	if err := s.meter.take(ctx, ws); err != nil {
		return ScanOutcome{}, err
	}
	eng, err := s.engines.Get(ws+"/"+app.UUID, app.ConfigVersion, func() (*appconfig.Config, error) {
		v, err := s.Apps.Version(ctx, ws, app.UUID, app.ConfigVersion)
		if err != nil {
			return nil, err
		}
		return &v.Config, nil
	})
	if err != nil {
		return ScanOutcome{}, fmt.Errorf("runtime.Scan %s: %w", app.UUID, err)
	}
	in := p.Input
	if eng.Config().Detectors.EmbeddingAnomaly {
		prof, err := s.Apps.Profile(ctx, ws, app.UUID)
		if err != nil {
			return ScanOutcome{}, err
		}
		in.Profile = &prof
	}
	if in, err = s.withMCP(ctx, ws, app.UUID, eng.Config(), in); err != nil {
		return ScanOutcome{}, err
	}
	res := eng.Scan(in)
	latency := time.Since(started).Milliseconds()

	now := s.clock.Now()
	ev := events.Event{
		UUID: events.NewID(now), CreatedAt: now, AppUUID: app.UUID, ConfigVersion: app.ConfigVersion,
		Direction: in.Direction, Verdict: res.Verdict,
		InjectionScore: res.InjectionScore, InjectionLabel: res.InjectionLabel,
		PIICount: res.PIICount, PIICategories: res.PIICategories,
		TextLength: res.TextLength, LatencyMS: latency,
		SourceApp: p.SourceApp, Provider: p.Provider, Model: p.Model, ClientIP: p.ClientIP,
		BlockedReason: res.BlockedReason, Metadata: p.Metadata, Scores: res.Scores,
		Findings: eventFindings(res.Findings),
	}
	if ev.Metadata == nil {
		ev.Metadata = map[string]any{}
	}
	if ev.PIICategories == nil {
		ev.PIICategories = []string{}
	}
	it, err := events.Item(ws, ev, s.retention)
	if err != nil {
		return ScanOutcome{}, err
	}
	if err := s.deferred.Create(ctx, s.events, it); err != nil {
		return ScanOutcome{}, err
	}
	if res.Embedding != nil {
		// The profile learns from the text after it was scored against it.
		if ok, err := s.Apps.Observe(ctx, ws, app.UUID, res.Embedding); err != nil || !ok {
			s.log.Warn("runtime: traffic profile not updated", "app", app.UUID, "contended", err == nil, "err", fmt.Sprint(err))
		}
	}
	return ScanOutcome{App: app, Result: res, Event: ev}, nil
}

// withMCP adds the MCP registry's findings: a tool call is checked against
// the app's registered tools and pins (when it has any), and tool results
// fed back to the model are scanned as indirect-injection input when
// mcp.scan_results is on.
func (s *Service) withMCP(ctx context.Context, ws, app string, cfg *appconfig.Config, in engine.Input) (engine.Input, error) {
	in.Extra = slices.Clone(in.Extra)
	if in.ToolCall != nil && len(cfg.MCP.Tools) > 0 {
		pins, err := s.mcp.Pins(ctx, ws, app)
		if err != nil {
			return in, err
		}
		call := mcp.Call{Name: in.ToolCall.Name}
		if d := in.ToolCall.Description; d != "" {
			call.Description = &d
		}
		in.Extra = append(in.Extra, engine.Extra{Detector: mcp.Detector, Message: -1, Findings: mcp.Check(cfg, pins, call)})
	}
	if cfg.MCP.ScanResults {
		for i, m := range in.Messages {
			if strings.EqualFold(m.Role, "tool") {
				in.Extra = append(in.Extra, engine.Extra{Detector: mcp.Detector, Message: i, Findings: mcp.ScanToolResult(m.Content)})
			}
		}
	}
	return in, nil
}

// eventFindings keeps what the event log may hold of the findings:
// categories, scores, spans and masked snippets, never explanations that
// could quote the text.
func eventFindings(fs []engine.Finding) []events.Finding {
	out := make([]events.Finding, 0, min(len(fs), events.MaxFindings))
	for _, f := range fs {
		if len(out) == events.MaxFindings {
			break
		}
		ef := events.Finding{
			Detector: f.Detector, Category: f.Category, Score: f.Score,
			Start: f.Start, End: f.End, Snippet: f.Snippet, Location: f.Location,
		}
		if f.MessageIndex >= 0 {
			i := f.MessageIndex
			ef.MessageIndex = &i
		}
		out = append(out, ef)
	}
	return out
}
