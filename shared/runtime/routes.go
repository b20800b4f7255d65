package runtime

import (
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/mcp"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
)

// Limits of the runtime endpoints.
const (
	// MaxConfigBody is the body limit of requests that carry a whole
	// configuration (mcp.tools may hold 200 descriptions of 8 KB).
	MaxConfigBody = 4 << 20
	// DefaultPageSize and MaxPageSize bound the app and version listings.
	DefaultPageSize = 50
	MaxPageSize     = 200
)

// Routes is the builder of the runtime group.
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	tools, err := mcp.Routes(d)
	if err != nil {
		return nil, err
	}
	return append(NewService(d).Routes(), tools...), nil
}

// Routes returns the runtime group's operations on this service; the MCP
// tool registry's operations of the group come from package mcp.
func (s *Service) Routes() []httpkit.Route {
	h := &handlers{s: s}
	const app = "/api/runtime-security/apps/{app_uuid}"
	return append([]httpkit.Route{
		{Method: "POST", Path: "/api/runtime-security/apps", Handler: principal.Handler(h.createApp)},
		{Method: "GET", Path: "/api/runtime-security/apps", Handler: principal.Handler(h.listApps)},
		{Method: "GET", Path: app, Handler: principal.Handler(h.getApp)},
		{Method: "PATCH", Path: app, Handler: principal.Handler(h.updateApp)},
		{Method: "DELETE", Path: app, Handler: principal.Handler(h.deleteApp)},
		{Method: "GET", Path: app + "/config", Handler: principal.Handler(h.getConfig)},
		{Method: "PUT", Path: app + "/config", Handler: principal.Handler(h.putConfig)},
		{Method: "GET", Path: app + "/config/versions", Handler: principal.Handler(h.listVersions)},
		{Method: "GET", Path: app + "/config/versions/{version_number}", Handler: principal.Handler(h.getVersion)},
		{Method: "POST", Path: app + "/config/versions/{version_number}/restore", Handler: principal.Handler(h.restoreVersion)},
		{Method: "POST", Path: app + "/scan", Handler: principal.Handler(h.scan)},
		{Method: "GET", Path: "/api/runtime-security/events", Handler: principal.Handler(h.listEvents)},
	}, h.deviceRoutes()...)
}

type handlers struct{ s *Service }

var uuidForm = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// appID returns the path's app uuid; one that is not a uuid names no app.
func appID(r *http.Request) (string, error) {
	id := r.PathValue("app_uuid")
	if !uuidForm.MatchString(id) {
		return "", apps.ErrAppNotFound
	}
	return strings.ToLower(id), nil
}

// versionNumber returns the path's version number (422 when it is not a
// positive integer).
func versionNumber(r *http.Request) (int, error) {
	n := apps.ParseVersion(r.PathValue("version_number"))
	if n == 0 {
		return 0, httpkit.Invalid([]any{"path", "version_number"}, "Input should be a positive integer", "int_parsing")
	}
	return n, nil
}

// ---- apps

type appCreated struct {
	apps.App
	Config apps.Version `json:"config"`
}

type createAppRequest struct {
	Name        *string         `json:"name"`
	Description *string         `json:"description"`
	Config      json.RawMessage `json:"config"`
}

func (h *handlers) createApp(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	var req createAppRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: MaxConfigBody}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "name"}, req.Name != nil) {
		checkName(&c, *req.Name)
	}
	if req.Description != nil {
		c.Len([]any{"body", "description"}, *req.Description, 0, apps.MaxDescription)
	}
	if err := c.Err(); err != nil {
		return err
	}
	cfg := appconfig.Defaults()
	if present(req.Config) {
		var err error
		if cfg, err = appconfig.Apply(cfg, req.Config, []any{"body", "config"}, h.s.policy); err != nil {
			return err
		}
	}
	app, v, err := h.s.Apps.Create(r.Context(), p.WorkspaceID, p.UserID, strings.TrimSpace(*req.Name), req.Description, cfg)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusCreated, appCreated{App: app, Config: v})
	return nil
}

func checkName(c *httpkit.Checker, name string) {
	if strings.TrimSpace(name) == "" && name != "" {
		c.Add([]any{"body", "name"}, "String should not be blank", "string_too_short")
		return
	}
	c.Name([]any{"body", "name"}, name, 1, apps.MaxName)
}

// present reports whether an optional JSON property was given and not null.
func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(raw) != "null"
}

type page[T any] struct {
	Items      []T     `json:"items"`
	NextCursor *string `json:"next_cursor"`
}

func cursorOf(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (h *handlers) listApps(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseQuery(r, "limit", "cursor")
	if err != nil {
		return err
	}
	var c httpkit.Checker
	limit := q.limit(&c, DefaultPageSize, MaxPageSize)
	if err := c.Err(); err != nil {
		return err
	}
	items, next, err := h.s.Apps.List(r.Context(), p.WorkspaceID, limit, q.get("cursor"))
	if err != nil {
		if errors.Is(err, errs.ErrInvalid) {
			return httpkit.Invalid([]any{"query", "cursor"}, "Cursor is not one this listing returned", "value_error")
		}
		return err
	}
	if items == nil {
		items = []apps.App{}
	}
	httpkit.WriteJSON(w, http.StatusOK, page[apps.App]{Items: items, NextCursor: cursorOf(next)})
	return nil
}

func (h *handlers) getApp(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	app, err := h.s.Apps.Get(r.Context(), p.WorkspaceID, id)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, app)
	return nil
}

type updateAppRequest struct {
	Name        *string         `json:"name"`
	Description json.RawMessage `json:"description"`
}

func (h *handlers) updateApp(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	var req updateAppRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{}); err != nil {
		return err
	}
	var c httpkit.Checker
	if req.Name != nil {
		checkName(&c, *req.Name)
	}
	var desc *string
	if present(req.Description) {
		if json.Unmarshal(req.Description, &desc) != nil {
			c.Add([]any{"body", "description"}, "Input should be a valid string", "string_type")
		} else {
			c.Len([]any{"body", "description"}, *desc, 0, apps.MaxDescription)
		}
	}
	if err := c.Err(); err != nil {
		return err
	}
	app, err := h.s.Apps.Update(r.Context(), p.WorkspaceID, id, func(a *apps.App) {
		if req.Name != nil {
			a.Name = strings.TrimSpace(*req.Name)
		}
		if len(req.Description) > 0 {
			a.Description = desc
		}
	})
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, app)
	return nil
}

func (h *handlers) deleteApp(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	if err := h.s.Apps.Delete(r.Context(), p.WorkspaceID, id); err != nil {
		return err
	}
	// The app is gone; its tool pins go with it.
	if err := h.s.mcp.DeleteApp(r.Context(), p.WorkspaceID, id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// ---- configuration

func (h *handlers) getConfig(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	_, v, err := h.s.Apps.Current(r.Context(), p.WorkspaceID, id)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

type putConfigRequest struct {
	Config        json.RawMessage `json:"config"`
	ChangeSummary *string         `json:"change_summary"`
}

func (h *handlers) putConfig(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	var req putConfigRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: MaxConfigBody}); err != nil {
		return err
	}
	var c httpkit.Checker
	c.Required([]any{"body", "config"}, present(req.Config))
	checkSummary(&c, req.ChangeSummary)
	if err := c.Err(); err != nil {
		return err
	}
	// The patch is merged onto the latest version inside Change, so that
	// a concurrent writer's change is kept, and validated there.
	v, err := h.s.Apps.Change(r.Context(), p.WorkspaceID, id, p.UserID, req.ChangeSummary, func(cfg *appconfig.Config) error {
		merged, err := appconfig.Apply(*cfg, req.Config, []any{"body", "config"}, h.s.policy)
		if err != nil {
			return err
		}
		*cfg = merged
		return nil
	})
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

func checkSummary(c *httpkit.Checker, s *string) {
	if s != nil {
		c.Len([]any{"body", "change_summary"}, *s, 0, apps.MaxChangeSummary)
	}
}

func (h *handlers) listVersions(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	q, err := parseQuery(r, "limit", "cursor")
	if err != nil {
		return err
	}
	var c httpkit.Checker
	limit, before := q.limit(&c, DefaultPageSize, MaxPageSize), q.versionCursor(&c)
	if err := c.Err(); err != nil {
		return err
	}
	if _, err := h.s.Apps.Get(r.Context(), p.WorkspaceID, id); err != nil {
		return err
	}
	items, next, err := h.s.Apps.Versions(r.Context(), p.WorkspaceID, id, limit, before)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, versionPage(items, next))
	return nil
}

// versionCursor reads the cursor of a version listing: the version number
// the previous page answered as next_cursor (0 when absent).
func (q query) versionCursor(c *httpkit.Checker) int {
	cur := q.get("cursor")
	if cur == "" {
		return 0
	}
	before := apps.ParseVersion(cur)
	if before == 0 {
		c.Add([]any{"query", "cursor"}, "Cursor should be a version number returned as next_cursor", "int_parsing")
	}
	return before
}

// versionPage is one page of a version listing; next is the number to
// continue below (0 on the last page).
func versionPage[T any](items []T, next int) page[T] {
	var nc *string
	if next > 0 {
		nc = cursorOf(strconv.Itoa(next))
	}
	return page[T]{Items: items, NextCursor: nc}
}

func (h *handlers) getVersion(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
	n, err := versionNumber(r)
	if err != nil {
		return err
	}
	if _, err := h.s.Apps.Get(r.Context(), p.WorkspaceID, id); err != nil {
		return err
	}
	v, err := h.s.Apps.Version(r.Context(), p.WorkspaceID, id, n)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

type restoreRequest struct {
	ChangeSummary *string `json:"change_summary"`
}

func (h *handlers) restoreVersion(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := appID(r)
	if err != nil {
		return err
	}
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
	if _, err := h.s.Apps.Get(r.Context(), p.WorkspaceID, id); err != nil {
		return err
	}
	v, err := h.s.Apps.Restore(r.Context(), p.WorkspaceID, id, n, p.UserID, req.ChangeSummary)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusCreated, v)
	return nil
}

// ---- query strings

// query is a request's query string, checked for unknown parameters.
type query map[string][]string

// parseQuery rejects parameters other than allowed with a 422 at their
// location, as bodies reject unknown properties.
func parseQuery(r *http.Request, allowed ...string) (query, error) {
	q := r.URL.Query()
	var c httpkit.Checker
	for k := range q {
		ok := false
		for _, a := range allowed {
			ok = ok || k == a
		}
		if !ok {
			c.Add([]any{"query", k}, "Extra inputs are not permitted", "extra_forbidden")
		}
	}
	return query(q), c.Err()
}

func (q query) get(k string) string {
	if v := q[k]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// limit parses the limit parameter: def when absent, 1 to max.
func (q query) limit(c *httpkit.Checker, def, max int) int {
	s := q.get("limit")
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || utf8.RuneCountInString(s) > 10 {
		c.Add([]any{"query", "limit"}, "Input should be a valid integer", "int_parsing")
		return def
	}
	c.IntRange([]any{"query", "limit"}, int64(n), 1, int64(max))
	return n
}
