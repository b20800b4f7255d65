package mcp

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
	"bulwark/shared/store"
)

// kindPins is followed by the app's uuid: the pins of one app, keyed by
// the SHA-256 of the tool name (names may hold any character; keys may
// not).
const kindPins = "mcp-pin:"

// ScannerVersion names the rule set that scored a tool, so that a stored
// score can be told apart from one a later rule set would give.
const ScannerVersion = "bulwark-mcp/1"

// Errors with stable codes.
var (
	ErrToolNotFound = errs.New(errs.ErrNotFound, "MCP_TOOL_NOT_FOUND", "the app has no MCP tool with this name")
	ErrToolLimit    = errs.New(errs.ErrConflict, "MCP_TOOL_LIMIT",
		fmt.Sprintf("the app already has %d MCP tools, the most an app can register; delete one first", appconfig.MaxMCPTools))
	errPinRaced = errs.New(errs.ErrConflict, "MCP_PIN_CONTENDED", "the tool was being registered by another request at the same time; retry")
)

// Pin statuses of a registration (scan.pin.status).
const (
	// PinOff: mcp.pin_on_first_use is false; nothing is compared.
	PinOff = "off"
	// PinPinned: this first accepted registration pinned the tool.
	PinPinned = "pinned"
	// PinNotPinned: the tool has no pin and was rejected, so none was made.
	PinNotPinned = "not_pinned"
	// PinMatch: the description matches the pin.
	PinMatch = "match"
	// PinChanged: the description differs from the pin; the registration
	// was rejected and the pin stays.
	PinChanged = "changed"
	// PinRepinned: the change was approved (repin) and the pin replaced.
	PinRepinned = "repinned"
)

// Registry registers the MCP tools of runtime apps: it scans them, stores
// accepted ones in the app's configuration (a new version each time,
// through apps.Service.Change, which is safe under concurrent writers)
// and keeps their pins in the main table.
type Registry struct {
	Apps  *apps.Service
	Main  store.Table
	Clock clock.Clock
}

// NewRegistry builds the registry on the platform's dependencies.
func NewRegistry(d *platform.Deps) *Registry {
	return &Registry{Apps: &apps.Service{Main: d.Main, Blobs: d.Blobs, Clock: d.Clock}, Main: d.Main, Clock: d.Clock}
}

// Registration is a request to register a tool (McpToolRegisterRequest,
// plus the repin approval).
type Registration struct {
	Name         string
	Description  string
	ExtraPhrases []string
	// Repin approves a description that differs from the tool's pin: if
	// the new description is accepted on its own, it replaces the pin.
	Repin bool
}

// Outcome is McpToolRegisterResponse.
type Outcome struct {
	Accepted bool              `json:"accepted"`
	Tool     appconfig.MCPTool `json:"tool"`
	Scan     ScanObject        `json:"scan"`
	// ConfigVersion is the version that stores the accepted tool; nil
	// when the tool was rejected, since a rejection stores nothing.
	ConfigVersion *apps.Version `json:"config_version"`
	// Reason says in one sentence why a tool was rejected; nil when
	// accepted.
	Reason *string `json:"reason"`
}

// ScanObject is the scan object of McpToolRegisterResponse.
type ScanObject struct {
	Scanner       string    `json:"scanner"`
	TrustScore    float64   `json:"trust_score"`
	MinTrustScore float64   `json:"min_trust_score"`
	SeverityTop   string    `json:"severity_top"`
	FindingsCount int       `json:"findings_count"`
	Findings      []Finding `json:"findings"`
	Pin           PinReport `json:"pin"`
}

// PinReport is what pinning made of a registration.
type PinReport struct {
	Status string `json:"status"`
	// SHA256 is the digest of the registered name and description.
	SHA256 string `json:"sha256"`
	// PinnedSHA256 and PinnedAt describe the pin in force before this
	// registration, if any.
	PinnedSHA256 *string    `json:"pinned_sha256"`
	PinnedAt     *time.Time `json:"pinned_at"`
	// Diff goes from the pinned description to the submitted one; present
	// when they differ.
	Diff []DiffOp `json:"diff,omitempty"`
}

// Register scans a tool and, when its trust score reaches the app's
// mcp.min_trust_score and it is no rug pull, stores it in the app's
// configuration as a new version and pins it. A rejected tool changes
// nothing. The name and description must be within the API's bounds.
func (r *Registry) Register(ctx context.Context, ws, app string, userID int64, reg Registration) (Outcome, error) {
	// A concurrent first registration of the same name can win the pin
	// between our read and our write; the next attempt compares against it.
	for range 3 {
		out, err := r.register(ctx, ws, app, userID, reg)
		if !errors.Is(err, errPinRaced) {
			return out, err
		}
	}
	return Outcome{}, errPinRaced
}

func (r *Registry) register(ctx context.Context, ws, app string, userID int64, reg Registration) (Outcome, error) {
	_, cur, err := r.Apps.Current(ctx, ws, app)
	if err != nil {
		return Outcome{}, err
	}
	policy := cur.Config.MCP
	var pin *Pin
	var pinVersion int64
	if policy.PinOnFirstUse {
		if pin, pinVersion, err = r.pin(ctx, ws, app, reg.Name); err != nil {
			return Outcome{}, err
		}
	}
	rep := Scan(Input{Name: reg.Name, Description: reg.Description, ExtraPhrases: reg.ExtraPhrases, Pinned: pin, Repin: reg.Repin})
	now := r.Clock.Now().UTC()
	out := Outcome{
		Tool: appconfig.MCPTool{
			Name: reg.Name, Description: reg.Description, TrustScore: rep.TrustScore,
			SeverityTop: rep.SeverityTop.String(), FindingsCount: rep.FindingsCount, LastScannedAt: &now,
		},
		Scan: ScanObject{
			Scanner: ScannerVersion, TrustScore: rep.TrustScore, MinTrustScore: policy.MinTrustScore,
			SeverityTop: rep.SeverityTop.String(), FindingsCount: rep.FindingsCount, Findings: rep.Findings,
			Pin: PinReport{SHA256: rep.Digest, Diff: rep.Diff},
		},
	}
	if pin != nil {
		out.Scan.Pin.PinnedSHA256, out.Scan.Pin.PinnedAt = &pin.SHA256, &pin.PinnedAt
	}

	// A rug pull is rejected whatever the trust score: an app that sets
	// min_trust_score to 0 still wants to know that an approved tool
	// changed.
	rugPull := rep.Changed && !reg.Repin
	if rugPull || rep.TrustScore < policy.MinTrustScore {
		out.Reason = ptr(rejection(rep, pin, policy.MinTrustScore, rugPull))
		switch {
		case !policy.PinOnFirstUse:
			out.Scan.Pin.Status = PinOff
		case pin == nil:
			out.Scan.Pin.Status = PinNotPinned
		default:
			out.Scan.Pin.Status = PinChanged
		}
		return out, nil
	}

	// Accepted: pin first (a conditional write decides between racing
	// first registrations), then store the tool, and undo the pin if the
	// tool cannot be stored.
	newPin := Pin{Name: reg.Name, SHA256: rep.Digest, Description: reg.Description, PinnedAt: now}
	key := pinKey(ws, app, reg.Name)
	summary := fmt.Sprintf("Registered MCP tool %q", reg.Name)
	undo := func() {}
	switch {
	case !policy.PinOnFirstUse:
		out.Scan.Pin.Status = PinOff
	case pin == nil:
		out.Scan.Pin.Status = PinPinned
		if err := records.Create(ctx, r.Main, key, newPin, time.Time{}); err != nil {
			if errors.Is(err, errs.ErrAlreadyExists) {
				return Outcome{}, errPinRaced
			}
			return Outcome{}, fmt.Errorf("mcp.Register %s: pin: %w", reg.Name, err)
		}
		undo = func() { _ = r.Main.Delete(context.WithoutCancel(ctx), key) }
	case rep.Changed:
		out.Scan.Pin.Status = PinRepinned
		summary = fmt.Sprintf("Re-approved MCP tool %q (pin replaced)", reg.Name)
		if _, err := records.Update(ctx, r.Main, key, newPin, pinVersion, time.Time{}); err != nil {
			if errors.Is(err, errs.ErrVersionMismatch) || errors.Is(err, errs.ErrNotFound) {
				return Outcome{}, errPinRaced
			}
			return Outcome{}, fmt.Errorf("mcp.Register %s: repin: %w", reg.Name, err)
		}
		old := *pin
		undo = func() { _ = records.Put(context.WithoutCancel(ctx), r.Main, key, old, time.Time{}) }
	default:
		out.Scan.Pin.Status = PinMatch
		summary = fmt.Sprintf("Re-scanned MCP tool %q", reg.Name)
	}

	var stored appconfig.MCPTool
	v, err := r.Apps.Change(ctx, ws, app, userID, &summary, func(cfg *appconfig.Config) error {
		// A fresh list: the configuration handed in shares its backing
		// array with the version it was read from.
		tools := slices.Clone(cfg.MCP.Tools)
		t := out.Tool
		t.RegisteredAt = &now
		i := slices.IndexFunc(tools, func(e appconfig.MCPTool) bool { return e.Name == reg.Name })
		switch {
		case i >= 0:
			// Re-registering the same text keeps the first registration time.
			if prev := tools[i]; prev.RegisteredAt != nil && Digest(prev.Name, prev.Description) == rep.Digest {
				t.RegisteredAt = prev.RegisteredAt
			}
			tools[i] = t
		case len(tools) >= appconfig.MaxMCPTools:
			return ErrToolLimit
		default:
			tools = append(tools, t)
		}
		cfg.MCP.Tools = tools
		stored = t
		return nil
	})
	if err != nil {
		undo()
		return Outcome{}, err
	}
	if !policy.PinOnFirstUse {
		// Without pinning the record follows every accepted registration,
		// so that turning pinning on later pins what is registered then.
		if err := records.Put(ctx, r.Main, key, newPin, time.Time{}); err != nil {
			return Outcome{}, fmt.Errorf("mcp.Register %s: record: %w", reg.Name, err)
		}
	}
	out.Accepted, out.Tool, out.ConfigVersion = true, stored, &v
	return out, nil
}

// rejection is the one-sentence reason of a rejection.
func rejection(rep Report, pin *Pin, minTrust float64, rugPull bool) string {
	if rugPull {
		return fmt.Sprintf("The description changed since the tool was pinned on %s (%s); delete the tool or register it again with repin=true to approve the change.",
			pin.PinnedAt.UTC().Format("2006-01-02"), DiffSummary(rep.Diff))
	}
	top := rep.Findings[0] // a trust score below 1 has findings; the first is the most severe
	return fmt.Sprintf("Trust score %.2f is below the app's minimum of %.2f; the most severe finding is %s (%s).",
		rep.TrustScore, minTrust, top.Rule, top.Severity)
}

func ptr[T any](v T) *T { return &v }

// pinKey is the key of a tool's pin.
func pinKey(ws, app, name string) store.Key {
	h := sha256.Sum256([]byte(name))
	return store.Key{Workspace: ws, Kind: kindPins + app, ID: hex.EncodeToString(h[:])}
}

// pin returns a tool's pin and its store version, or nil.
func (r *Registry) pin(ctx context.Context, ws, app, name string) (*Pin, int64, error) {
	p, ver, err := records.Get[Pin](ctx, r.Main, pinKey(ws, app, name))
	if errors.Is(err, errs.ErrNotFound) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("mcp: pin %s: %w", name, err)
	}
	return &p, ver, nil
}

// Pins returns an app's pins, for Check.
func (r *Registry) Pins(ctx context.Context, ws, app string) (Pins, error) {
	out := Pins{}
	q := store.Query{Limit: store.MaxLimit}
	for {
		items, next, err := records.List[Pin](ctx, r.Main, ws, kindPins+app, q)
		if err != nil {
			return nil, fmt.Errorf("mcp.Pins %s: %w", app, err)
		}
		for _, p := range items {
			out[p.Name] = p
		}
		if next == "" {
			return out, nil
		}
		q.Cursor = next
	}
}

// List returns the app's registered tools and its current configuration
// version number.
func (r *Registry) List(ctx context.Context, ws, app string) ([]appconfig.MCPTool, int, error) {
	a, v, err := r.Apps.Current(ctx, ws, app)
	if err != nil {
		return nil, 0, err
	}
	return v.Config.MCP.Tools, a.ConfigVersion, nil
}

// ToolDetail is one registered tool with its pin.
type ToolDetail struct {
	Tool appconfig.MCPTool `json:"tool"`
	// Pin is nil when the tool has no pin.
	Pin *PinState `json:"pin"`
}

// PinState is a pin as GET shows it.
type PinState struct {
	SHA256   string    `json:"sha256"`
	PinnedAt time.Time `json:"pinned_at"`
	// Matches reports whether the registered description still matches
	// the pin (it does not after a configuration edit changed it).
	Matches bool `json:"matches"`
}

// Get returns one registered tool with its pin.
func (r *Registry) Get(ctx context.Context, ws, app, name string) (ToolDetail, error) {
	_, v, err := r.Apps.Current(ctx, ws, app)
	if err != nil {
		return ToolDetail{}, err
	}
	i := slices.IndexFunc(v.Config.MCP.Tools, func(t appconfig.MCPTool) bool { return t.Name == name })
	if i < 0 {
		return ToolDetail{}, ErrToolNotFound
	}
	t := v.Config.MCP.Tools[i]
	d := ToolDetail{Tool: t}
	p, _, err := r.pin(ctx, ws, app, name)
	if err != nil {
		return ToolDetail{}, err
	}
	if p != nil {
		d.Pin = &PinState{SHA256: p.SHA256, PinnedAt: p.PinnedAt, Matches: p.SHA256 == Digest(t.Name, t.Description)}
	}
	return d, nil
}

// Deletion is the answer to a delete.
type Deletion struct {
	Name string `json:"name"`
	// Unpinned reports whether a pin was removed.
	Unpinned bool `json:"unpinned"`
	// ConfigVersion is the version without the tool; nil when the tool
	// was only pinned (a configuration edit had already removed it).
	ConfigVersion *apps.Version `json:"config_version"`
}

// errGone aborts a change whose tool another writer removed first.
var errGone = errors.New("mcp: tool already removed")

// Delete removes a tool from the app's configuration (a new version) and
// removes its pin, so that it can be registered again with any
// description. ErrToolNotFound when the app has neither.
func (r *Registry) Delete(ctx context.Context, ws, app, name string, userID int64) (Deletion, error) {
	_, cur, err := r.Apps.Current(ctx, ws, app)
	if err != nil {
		return Deletion{}, err
	}
	out := Deletion{Name: name}
	has := func(cfg *appconfig.Config) int {
		return slices.IndexFunc(cfg.MCP.Tools, func(t appconfig.MCPTool) bool { return t.Name == name })
	}
	if has(&cur.Config) >= 0 {
		summary := fmt.Sprintf("Unregistered MCP tool %q", name)
		v, err := r.Apps.Change(ctx, ws, app, userID, &summary, func(cfg *appconfig.Config) error {
			i := has(cfg)
			if i < 0 {
				return errGone
			}
			cfg.MCP.Tools = slices.Delete(slices.Clone(cfg.MCP.Tools), i, i+1)
			return nil
		})
		switch {
		case err == nil:
			out.ConfigVersion = &v
		case !errors.Is(err, errGone):
			return Deletion{}, err
		}
	}
	switch err := r.Main.Delete(ctx, pinKey(ws, app, name)); {
	case err == nil:
		out.Unpinned = true
	case !errors.Is(err, errs.ErrNotFound):
		return Deletion{}, fmt.Errorf("mcp.Delete %s: pin: %w", name, err)
	}
	if out.ConfigVersion == nil && !out.Unpinned {
		return Deletion{}, ErrToolNotFound
	}
	return out, nil
}

// DeleteApp removes the pins of an app; the app's own deletion
// (apps.Service.Delete) removes its configuration versions, not these.
func (r *Registry) DeleteApp(ctx context.Context, ws, app string) error {
	pins, err := r.Pins(ctx, ws, app)
	if err != nil {
		return err
	}
	for name := range pins {
		if err := r.Main.Delete(ctx, pinKey(ws, app, name)); err != nil && !errors.Is(err, errs.ErrNotFound) {
			return fmt.Errorf("mcp.DeleteApp %s: %w", app, err)
		}
	}
	return nil
}
