package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"bulwark/shared/audit"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
	"bulwark/shared/runtime/devices"
	"bulwark/shared/runtime/events"
	"bulwark/shared/store"
)

// deviceRoutes are the runtime catch-all's operations: devices, enrollment
// tokens and the DLP policy (administrators, runtime:config:write to
// change, runtime:events:read to read), enrolment (public, authenticated
// by the enrollment token), and what an enrolled device calls with its
// own credential (/device/...).
func (h *handlers) deviceRoutes() []httpkit.Route {
	const rs = "/api/runtime-security"
	return []httpkit.Route{
		{Method: "POST", Path: rs + "/devices", Handler: principal.Handler(h.registerDevice)},
		{Method: "GET", Path: rs + "/devices", Handler: principal.Handler(h.listDevices)},
		{Method: "GET", Path: rs + "/devices/{device_id}", Handler: principal.Handler(h.getDevice)},
		{Method: "PATCH", Path: rs + "/devices/{device_id}", Handler: principal.Handler(h.updateDevice)},
		{Method: "POST", Path: rs + "/devices/{device_id}/revoke", Handler: principal.Handler(h.revokeDevice)},
		{Method: "POST", Path: rs + "/enrollment-tokens", Handler: principal.Handler(h.createToken)},
		{Method: "GET", Path: rs + "/enrollment-tokens", Handler: principal.Handler(h.listTokens)},
		{Method: "GET", Path: rs + "/enrollment-tokens/{token_id}", Handler: principal.Handler(h.getToken)},
		{Method: "POST", Path: rs + "/enrollment-tokens/{token_id}/revoke", Handler: principal.Handler(h.revokeToken)},
		{Method: "POST", Path: rs + "/enroll", Handler: httpkit.Handle(h.enroll)},
		{Method: "GET", Path: rs + "/dlp-policy", Handler: principal.Handler(h.getPolicy)},
		{Method: "PUT", Path: rs + "/dlp-policy", Handler: principal.Handler(h.putPolicy)},
		{Method: "GET", Path: rs + "/dlp-policy/versions", Handler: principal.Handler(h.listPolicyVersions)},
		{Method: "GET", Path: rs + "/dlp-policy/versions/{version_number}", Handler: principal.Handler(h.getPolicyVersion)},
		{Method: "POST", Path: rs + "/dlp-policy/versions/{version_number}/restore", Handler: principal.Handler(h.restorePolicyVersion)},
		{Method: "POST", Path: rs + "/device/checkin", Handler: principal.Handler(h.deviceCheckin)},
		{Method: "POST", Path: rs + "/device/scan", Handler: principal.Handler(h.deviceScan)},
	}
}

// ---- devices (administrators)

type deviceFields struct {
	Name         *string         `json:"name"`
	Platform     *string         `json:"platform"`
	AppUUID      json.RawMessage `json:"app_uuid"`
	Labels       json.RawMessage `json:"labels"`
	AgentVersion *string         `json:"agent_version"`
}

// checked validates the fields given (required says which must be) and
// returns the app uuid (nil: none; set: explicitly given) and labels.
func (f *deviceFields) check(c *httpkit.Checker, required bool) (app **string, labels map[string]string) {
	if f.Name != nil || required {
		if c.Required([]any{"body", "name"}, f.Name != nil) {
			checkName(c, *f.Name)
		}
	}
	if f.Platform != nil || required {
		if c.Required([]any{"body", "platform"}, f.Platform != nil) {
			c.OneOf([]any{"body", "platform"}, *f.Platform, devices.Platforms...)
		}
	}
	if f.AgentVersion != nil {
		c.Name([]any{"body", "agent_version"}, *f.AgentVersion, 1, devices.MaxAgentVersion)
	}
	if len(f.AppUUID) > 0 {
		var id *string
		if json.Unmarshal(f.AppUUID, &id) != nil {
			c.Add([]any{"body", "app_uuid"}, "Input should be a valid string", "string_type")
		} else if id != nil && !uuidForm.MatchString(*id) {
			c.Add([]any{"body", "app_uuid"}, "Input should be a valid UUID", "uuid_parsing")
		} else if id != nil {
			low := strings.ToLower(*id)
			id = &low
		}
		app = &id
	}
	if present(f.Labels) {
		if json.Unmarshal(f.Labels, &labels) != nil {
			c.Add([]any{"body", "labels"}, "Input should be an object of strings", "dict_type")
		}
		checkLabels(c, labels)
	}
	return app, labels
}

func checkLabels(c *httpkit.Checker, labels map[string]string) {
	if len(labels) > devices.MaxLabels {
		c.Add([]any{"body", "labels"}, fmt.Sprintf("Labels should have at most %d entries", devices.MaxLabels), "too_long")
	}
	for k, v := range labels {
		c.Name([]any{"body", "labels", k}, k, 1, devices.MaxLabelKey)
		c.Name([]any{"body", "labels", k}, v, 0, devices.MaxLabelValue)
	}
}

// appExists answers 422 at body.app_uuid for an app the workspace lacks.
func (h *handlers) appExists(ctx context.Context, ws string, app *string) error {
	if app == nil {
		return nil
	}
	if _, err := h.s.Apps.Stored(ctx, ws, *app); err != nil {
		if errors.Is(err, apps.ErrAppNotFound) {
			return httpkit.Invalid([]any{"body", "app_uuid"}, "No runtime app with this uuid in the workspace", "value_error")
		}
		return err
	}
	return nil
}

type registered struct {
	Device identity.Device `json:"device"`
	// Credential is the device's bearer secret, shown only now.
	Credential string `json:"credential"`
}

func (h *handlers) registerDevice(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	var req deviceFields
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	app, labels := req.check(&c, true)
	if err := c.Err(); err != nil {
		return err
	}
	n := devices.NewDevice{
		Name: strings.TrimSpace(*req.Name), Platform: *req.Platform, Labels: labels,
		AgentVersion: req.AgentVersion, UserID: p.UserID,
	}
	if app != nil {
		n.AppUUID = *app
	}
	if err := h.appExists(r.Context(), p.WorkspaceID, n.AppUUID); err != nil {
		return err
	}
	reg, err := h.s.devices.Register(r.Context(), p.WorkspaceID, n)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "device", reg.Device.ID
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s registered device %q (%s)", p.Actor, reg.Device.Name, reg.Device.ID)
	})
	httpkit.WriteJSON(w, http.StatusCreated, registered{Device: devices.Public(reg.Device), Credential: reg.Credential})
	return nil
}

// deviceID returns the path's device id; one that is not a uuid names no
// device.
func deviceID(r *http.Request) (string, error) {
	id := r.PathValue("device_id")
	if !uuidForm.MatchString(id) {
		return "", devices.ErrDeviceNotFound
	}
	return strings.ToLower(id), nil
}

func (h *handlers) listDevices(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseQuery(r, "limit", "cursor", "status", "app_uuid")
	if err != nil {
		return err
	}
	var c httpkit.Checker
	f := devices.DeviceFilter{Limit: q.limit(&c, DefaultPageSize, MaxPageSize), Cursor: q.idCursor(&c)}
	if f.Status = q.get("status"); f.Status != "" || q.has("status") {
		c.OneOf([]any{"query", "status"}, f.Status, identity.DeviceActive, identity.DeviceRevoked)
	}
	if f.AppUUID = q.get("app_uuid"); f.AppUUID != "" || q.has("app_uuid") {
		if !uuidForm.MatchString(f.AppUUID) {
			c.Add([]any{"query", "app_uuid"}, "Input should be a valid UUID", "uuid_parsing")
		}
		f.AppUUID = strings.ToLower(f.AppUUID)
	}
	if err := c.Err(); err != nil {
		return err
	}
	items, next, err := h.s.devices.List(r.Context(), p.WorkspaceID, f)
	if err != nil {
		return err
	}
	for i := range items {
		items[i] = devices.Public(items[i])
	}
	httpkit.WriteJSON(w, http.StatusOK, page[identity.Device]{Items: items, NextCursor: cursorOf(next)})
	return nil
}

// idCursor reads a cursor that is the id (a uuid) of the previous page's
// last item.
func (q query) idCursor(c *httpkit.Checker) string {
	cur := q.get("cursor")
	if cur == "" {
		return ""
	}
	if !uuidForm.MatchString(cur) {
		c.Add([]any{"query", "cursor"}, "Cursor should be the next_cursor of the previous page", "uuid_parsing")
	}
	return strings.ToLower(cur)
}

func (h *handlers) getDevice(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := deviceID(r)
	if err != nil {
		return err
	}
	d, err := h.s.devices.Get(r.Context(), p.WorkspaceID, id)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, devices.Public(d))
	return nil
}

func (h *handlers) updateDevice(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := deviceID(r)
	if err != nil {
		return err
	}
	var req deviceFields
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	app, labels := req.check(&c, false)
	if req.AgentVersion != nil {
		c.Add([]any{"body", "agent_version"}, "The agent version is reported by the device itself at check-in", "extra_forbidden")
	}
	if err := c.Err(); err != nil {
		return err
	}
	if app != nil {
		if err := h.appExists(r.Context(), p.WorkspaceID, *app); err != nil {
			return err
		}
	}
	d, err := h.s.devices.Update(r.Context(), p.WorkspaceID, id, func(d *identity.Device) error {
		if req.Name != nil {
			d.Name = strings.TrimSpace(*req.Name)
		}
		if req.Platform != nil {
			d.Platform = *req.Platform
		}
		if app != nil {
			d.AppUUID = *app
		}
		if present(req.Labels) {
			d.Labels = labels
		}
		return nil
	})
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, devices.Public(d))
	return nil
}

func (h *handlers) revokeDevice(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := deviceID(r)
	if err != nil {
		return err
	}
	if err := httpkit.Decode(r, &struct{}{}, httpkit.DecodeOptions{Optional: true}); err != nil {
		return err
	}
	d, err := h.s.devices.Revoke(r.Context(), p.WorkspaceID, id)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "device", d.ID
		rec.Severity = audit.SeverityHigh
		rec.Summary = fmt.Sprintf("%s revoked device %q (%s)", p.Actor, d.Name, d.ID)
	})
	httpkit.WriteJSON(w, http.StatusOK, devices.Public(d))
	return nil
}

// ---- enrollment tokens

type createTokenRequest struct {
	Name             *string `json:"name"`
	AppUUID          *string `json:"app_uuid"`
	MaxUses          *int    `json:"max_uses"`
	ExpiresInSeconds *int64  `json:"expires_in_seconds"`
}

type tokenCreated struct {
	devices.Token
	// Token is the enrollment secret, shown only now.
	Secret string `json:"token"`
}

func (h *handlers) createToken(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	var req createTokenRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "name"}, req.Name != nil) {
		checkName(&c, *req.Name)
	}
	n := devices.NewToken{MaxUses: devices.DefaultTokenUses, Lifetime: devices.DefaultTokenLife, UserID: p.UserID}
	if req.AppUUID != nil {
		if !uuidForm.MatchString(*req.AppUUID) {
			c.Add([]any{"body", "app_uuid"}, "Input should be a valid UUID", "uuid_parsing")
		}
		low := strings.ToLower(*req.AppUUID)
		n.AppUUID = &low
	}
	if req.MaxUses != nil {
		n.MaxUses = *req.MaxUses
		c.IntRange([]any{"body", "max_uses"}, int64(n.MaxUses), 1, devices.MaxTokenUses)
	}
	if req.ExpiresInSeconds != nil {
		c.IntRange([]any{"body", "expires_in_seconds"}, *req.ExpiresInSeconds,
			int64(devices.MinTokenLifetime/time.Second), int64(devices.MaxTokenLifetime/time.Second))
		n.Lifetime = time.Duration(*req.ExpiresInSeconds) * time.Second
	}
	if err := c.Err(); err != nil {
		return err
	}
	n.Name = strings.TrimSpace(*req.Name)
	if err := h.appExists(r.Context(), p.WorkspaceID, n.AppUUID); err != nil {
		return err
	}
	t, secret, err := h.s.devices.CreateToken(r.Context(), p.WorkspaceID, n)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "enrollment_token", t.ID
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s created enrollment token %q for %d device(s)", p.Actor, t.Name, t.MaxUses)
	})
	httpkit.WriteJSON(w, http.StatusCreated, tokenCreated{Token: t, Secret: secret})
	return nil
}

func tokenID(r *http.Request) (string, error) {
	id := r.PathValue("token_id")
	if !uuidForm.MatchString(id) {
		return "", devices.ErrTokenNotFound
	}
	return strings.ToLower(id), nil
}

func (h *handlers) listTokens(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseQuery(r, "limit", "cursor", "status")
	if err != nil {
		return err
	}
	var c httpkit.Checker
	limit, cursor := q.limit(&c, DefaultPageSize, MaxPageSize), q.idCursor(&c)
	status := q.get("status")
	if status != "" || q.has("status") {
		c.OneOf([]any{"query", "status"}, status, devices.TokenActive, devices.TokenRevoked, devices.TokenExpired, devices.TokenExhausted)
	}
	if err := c.Err(); err != nil {
		return err
	}
	items, next, err := h.s.devices.ListTokens(r.Context(), p.WorkspaceID, status, limit, cursor)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, page[devices.Token]{Items: items, NextCursor: cursorOf(next)})
	return nil
}

func (h *handlers) getToken(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := tokenID(r)
	if err != nil {
		return err
	}
	t, err := h.s.devices.GetToken(r.Context(), p.WorkspaceID, id)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, t)
	return nil
}

func (h *handlers) revokeToken(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := tokenID(r)
	if err != nil {
		return err
	}
	if err := httpkit.Decode(r, &struct{}{}, httpkit.DecodeOptions{Optional: true}); err != nil {
		return err
	}
	t, err := h.s.devices.RevokeToken(r.Context(), p.WorkspaceID, id)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "enrollment_token", t.ID
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s revoked enrollment token %q", p.Actor, t.Name)
	})
	httpkit.WriteJSON(w, http.StatusOK, t)
	return nil
}

// ---- enrolment (public: the enrollment token is the credential)

type enrollRequest struct {
	EnrollmentToken *string `json:"enrollment_token"`
	deviceFields
}

func (h *handlers) enroll(w http.ResponseWriter, r *http.Request) error {
	var req enrollRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "enrollment_token"}, req.EnrollmentToken != nil) {
		c.Len([]any{"body", "enrollment_token"}, *req.EnrollmentToken, 1, 128)
	}
	if len(req.AppUUID) > 0 {
		c.Add([]any{"body", "app_uuid"}, "The app of an enrolled device is the enrollment token's", "extra_forbidden")
	}
	_, labels := req.check(&c, true)
	if err := c.Err(); err != nil {
		return err
	}
	ip := platform.ClientIP(r)
	if h.s.limiter != nil {
		// A public route: the rate limit is the client address's.
		if err := h.s.limiter.Allow(r.Context(), w, store.Global, "ip:"+ip); err != nil {
			return err
		}
	}
	reg, err := h.s.devices.Enroll(r.Context(), strings.TrimSpace(*req.EnrollmentToken), devices.NewDevice{
		Name: strings.TrimSpace(*req.Name), Platform: *req.Platform, Labels: labels,
		AgentVersion: req.AgentVersion, IP: ip,
	})
	if err != nil {
		return err
	}
	d := reg.Device
	h.s.audit.WriteLogged(context.WithoutCancel(r.Context()), d.WorkspaceID, audit.Record{
		EventType: "device_enrolled", Category: "runtime", Severity: audit.SeverityMedium,
		Summary: fmt.Sprintf("device %q (%s) enrolled with enrollment token %s", d.Name, d.ID, *d.EnrollmentTokenID),
		Actor:   "device:" + d.ID, IPAddress: ip, EntityType: "device", EntityID: d.ID,
		Metadata: map[string]any{"enrollment_token_id": *d.EnrollmentTokenID, "platform": d.Platform, "request_id": httpkit.RequestID(r.Context())},
	})
	httpkit.WriteJSON(w, http.StatusCreated, registered{Device: devices.Public(d), Credential: reg.Credential})
	return nil
}

// ---- DLP policy

func (h *handlers) getPolicy(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	v, err := h.s.devices.CurrentPolicy(r.Context(), p.WorkspaceID)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

type putPolicyRequest struct {
	Policy        *devices.Policy `json:"policy"`
	ChangeSummary *string         `json:"change_summary"`
}

func (h *handlers) putPolicy(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	raw, err := httpkit.ReadBody(r, MaxConfigBody)
	if err != nil {
		return err
	}
	raw, given, err := prepareRules(raw)
	if err != nil {
		return err
	}
	// Properties the policy leaves out take the platform default: a PUT
	// states the whole policy (actions: see below).
	def := devices.DefaultPolicy()
	def.Actions = nil
	req := putPolicyRequest{Policy: &def}
	if err := httpkit.DecodeBytes(raw, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	c.Required([]any{"body", "policy"}, given)
	checkSummary(&c, req.ChangeSummary)
	if err := c.Err(); err != nil {
		return err
	}
	// The actions given override the default map key by key: a policy
	// that blocks one more category keeps blocking secrets and cards.
	actions := devices.DefaultPolicy().Actions
	maps.Copy(actions, req.Policy.Actions)
	req.Policy.Actions = actions
	if err := req.Policy.Check([]any{"body", "policy"}); err != nil {
		return err
	}
	v, err := h.s.devices.SetPolicy(r.Context(), p.WorkspaceID, p.UserID, req.ChangeSummary, *req.Policy)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "dlp_policy", strconv.Itoa(v.VersionNumber)
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s stored DLP policy version %d", p.Actor, v.VersionNumber)
	})
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

// prepareRules reads a policy body once: it reports whether a policy
// object is given, gives its custom rules the defaults of an app's PII
// rules and reports those without name or pattern. A body that is not a
// JSON object is returned as it is, for the decoder to refuse.
func prepareRules(raw []byte) ([]byte, bool, error) {
	var body map[string]any
	if json.Unmarshal(raw, &body) != nil {
		return raw, false, nil
	}
	pol, ok := body["policy"].(map[string]any)
	if !ok {
		return raw, body["policy"] != nil, nil
	}
	var c httpkit.Checker
	appconfig.PrepareRuleItems(&c, pol["custom_rules"], []any{"body", "policy", "custom_rules"})
	if err := c.Err(); err != nil {
		return nil, true, err
	}
	out, err := json.Marshal(body)
	return out, true, err
}

func (h *handlers) listPolicyVersions(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseQuery(r, "limit", "cursor")
	if err != nil {
		return err
	}
	var c httpkit.Checker
	limit, before := q.limit(&c, DefaultPageSize, MaxPageSize), q.versionCursor(&c)
	if err := c.Err(); err != nil {
		return err
	}
	items, next, err := h.s.devices.PolicyVersions(r.Context(), p.WorkspaceID, limit, before)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, versionPage(items, next))
	return nil
}

func (h *handlers) getPolicyVersion(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	n, err := versionNumber(r)
	if err != nil {
		return err
	}
	v, err := h.s.devices.PolicyVersionN(r.Context(), p.WorkspaceID, n)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

func (h *handlers) restorePolicyVersion(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	n, err := versionNumber(r)
	if err != nil {
		return err
	}
	var req restoreRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{Optional: true}); err != nil {
		return err
	}
	var c httpkit.Checker
	checkSummary(&c, req.ChangeSummary)
	if err := c.Err(); err != nil {
		return err
	}
	v, err := h.s.devices.RestorePolicy(r.Context(), p.WorkspaceID, n, p.UserID, req.ChangeSummary)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "dlp_policy", strconv.Itoa(v.VersionNumber)
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s restored DLP policy version %d as version %d", p.Actor, n, v.VersionNumber)
	})
	httpkit.WriteJSON(w, http.StatusCreated, v)
	return nil
}

// ---- what a device calls

type checkinRequest struct {
	AgentVersion *string `json:"agent_version"`
}

type checkinResponse struct {
	Device identity.Device       `json:"device"`
	Policy devices.PolicyVersion `json:"policy"`
}

// thisDevice loads the calling device (the guard checked its credential).
func (h *handlers) thisDevice(ctx context.Context, p principal.Principal) (identity.Device, error) {
	return h.s.devices.Get(ctx, p.WorkspaceID, p.DeviceID)
}

func (h *handlers) deviceCheckin(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	var req checkinRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{Optional: true}); err != nil {
		return err
	}
	var c httpkit.Checker
	if req.AgentVersion != nil {
		c.Name([]any{"body", "agent_version"}, *req.AgentVersion, 1, devices.MaxAgentVersion)
	}
	if err := c.Err(); err != nil {
		return err
	}
	d, err := h.thisDevice(r.Context(), p)
	if err != nil {
		return err
	}
	if d, err = h.s.devices.Seen(r.Context(), d, p.ClientIP, req.AgentVersion); err != nil {
		return err
	}
	v, err := h.s.devices.CurrentPolicy(r.Context(), p.WorkspaceID)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, checkinResponse{Device: devices.Public(d), Policy: v})
	return nil
}

type deviceScanRequest struct {
	Text        *string        `json:"text"`
	Destination *string        `json:"destination"`
	Metadata    map[string]any `json:"metadata"`
}

type deviceScanResponse struct {
	devices.Decision
	EventUUID string `json:"event_uuid"`
	LatencyMS int64  `json:"latency_ms"`
}

// deviceScan applies the workspace's DLP policy to a text the device is
// about to send (to destination, such as an LLM's host), counts it against
// the runtime quota and records a runtime event (direction input, the
// device in its metadata, no text).
func (h *handlers) deviceScan(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	started := time.Now()
	var req deviceScanRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "text"}, req.Text != nil) {
		c.Len([]any{"body", "text"}, *req.Text, 0, MaxScanChars)
	}
	if req.Destination != nil {
		c.Name([]any{"body", "destination"}, *req.Destination, 0, maxSourceApp)
	}
	if req.Metadata != nil {
		if raw, _ := json.Marshal(req.Metadata); len(raw) > MaxMetadataBytes {
			c.Add([]any{"body", "metadata"}, "Metadata should be at most 4096 bytes of JSON", "too_long")
		}
	}
	if err := c.Err(); err != nil {
		return err
	}
	ctx := r.Context()
	d, err := h.thisDevice(ctx, p)
	if err != nil {
		return err
	}
	if err := h.s.meter.take(ctx, p.WorkspaceID); err != nil {
		return err
	}
	dec, err := h.s.devices.Scan(ctx, p.WorkspaceID, *req.Text)
	if err != nil {
		return err
	}
	if _, err := h.s.devices.Seen(ctx, d, p.ClientIP, nil); err != nil {
		h.s.log.Warn("runtime: device last_seen_at not updated", "device", d.ID, "err", err.Error())
	}
	ev, err := h.s.recordDeviceScan(ctx, d, dec, deviceScanInfo{
		text: *req.Text, destination: deref(req.Destination), ip: p.ClientIP, metadata: req.Metadata, started: started,
	})
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, deviceScanResponse{Decision: dec, EventUUID: ev.UUID, LatencyMS: ev.LatencyMS})
	return nil
}

type deviceScanInfo struct {
	text, destination, ip string
	metadata              map[string]any
	started               time.Time
}

// DetectorDLP names the DLP policy's findings in runtime events.
const DetectorDLP = "dlp"

// recordDeviceScan writes the runtime event of a device's DLP scan.
func (s *Service) recordDeviceScan(ctx context.Context, d identity.Device, dec devices.Decision, info deviceScanInfo) (events.Event, error) {
	now := s.clock.Now()
	meta := map[string]any{}
	for k, v := range info.metadata {
		meta[k] = v
	}
	meta["device_id"], meta["device_name"], meta["dlp_policy_version"] = d.ID, d.Name, dec.PolicyVersion
	ev := events.Event{
		UUID: events.NewID(now), CreatedAt: now, ConfigVersion: dec.PolicyVersion,
		Direction: appconfig.DirectionInput, Verdict: dec.Verdict, PIICount: len(dec.Findings),
		PIICategories: slices.Clone(dec.Categories), TextLength: utf8.RuneCountInString(info.text),
		LatencyMS: time.Since(info.started).Milliseconds(), SourceApp: "device:" + d.Name,
		Provider: info.destination, ClientIP: info.ip, Metadata: meta, Scores: map[string]float64{},
		Findings: make([]events.Finding, 0, min(len(dec.Findings), events.MaxFindings)),
	}
	if d.AppUUID != nil {
		ev.AppUUID = *d.AppUUID
	}
	if dec.Verdict == devices.ActionBlock {
		ev.BlockedReason = "dlp_policy"
	}
	for _, f := range dec.Findings {
		if len(ev.Findings) == events.MaxFindings {
			break
		}
		ev.Findings = append(ev.Findings, events.Finding{
			Detector: DetectorDLP, Category: f.Category, Score: f.Score, Start: f.Start, End: f.End,
			Snippet: f.Snippet, Location: "text",
		})
		ev.Scores[DetectorDLP] = max(ev.Scores[DetectorDLP], f.Score)
	}
	it, err := events.Item(d.WorkspaceID, ev, s.retention)
	if err != nil {
		return events.Event{}, err
	}
	if err := s.deferred.Create(ctx, s.events, it); err != nil {
		return events.Event{}, err
	}
	return ev, nil
}
