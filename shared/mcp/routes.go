package mcp

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"bulwark/shared/detect/phrases"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
)

// Bounds of a registration request. The spec fixes the name, description
// and item count; an extra phrase is bounded like a custom phrase.
const (
	MaxExtraPhrases     = 64
	MaxExtraPhraseChars = appconfig.MaxPhraseLength
)

// Routes is the builder of the MCP operations of the runtime group: the
// runtime group's builder appends them to its own routes.
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	return NewRegistry(d).Routes(), nil
}

// Routes returns the four MCP registry operations on this registry.
func (r *Registry) Routes() []httpkit.Route {
	const tools = "/api/runtime-security/apps/{app_uuid}/mcp/tools"
	return []httpkit.Route{
		{Method: "POST", Path: tools, Handler: handle(r.serveRegister)},
		{Method: "GET", Path: tools, Handler: handle(r.serveList)},
		{Method: "GET", Path: tools + "/{name}", Handler: handle(r.serveGet)},
		{Method: "DELETE", Path: tools + "/{name}", Handler: handle(r.serveDelete)},
	}
}

// handle adapts a handler that returns an error, with the caller's
// principal, to http.Handler.
func handle(f func(w http.ResponseWriter, req *http.Request, p principal.Principal) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		p, err := principal.Require(req)
		if err == nil {
			err = f(w, req, p)
		}
		if err != nil {
			httpkit.WriteError(w, req, err)
		}
	})
}

var uuidForm = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// appID returns the path's app uuid in lower case; a value that is not a
// uuid names no app (404, as the runtime group's other operations answer).
func appID(req *http.Request) (string, error) {
	id := req.PathValue("app_uuid")
	if !uuidForm.MatchString(id) {
		return "", apps.ErrAppNotFound
	}
	return strings.ToLower(id), nil
}

// toolName returns the path's tool name (422 beyond 128 characters).
func toolName(req *http.Request) (string, error) {
	name := req.PathValue("name")
	var c httpkit.Checker
	c.Name([]any{"path", "name"}, name, 1, appconfig.MaxToolName)
	return name, c.Err()
}

// noQuery rejects query parameters other than allowed, as bodies reject
// unknown properties.
func noQuery(req *http.Request, allowed ...string) error {
	var c httpkit.Checker
	for k := range req.URL.Query() {
		if !slices.Contains(allowed, k) {
			c.Add([]any{"query", k}, "Extra inputs are not permitted", "extra_forbidden")
		}
	}
	return c.Err()
}

// registerBody is McpToolRegisterRequest as decoded; extra_phrases items
// are pointers so that a null item is reported where it is.
type registerBody struct {
	Name         *string   `json:"name"`
	Description  *string   `json:"description"`
	ExtraPhrases []*string `json:"extra_phrases"`
}

// decodeRegistration reads and validates a registration, reporting every
// problem at its exact location.
func decodeRegistration(req *http.Request) (Registration, error) {
	if err := noQuery(req, "repin"); err != nil {
		return Registration{}, err
	}
	var c httpkit.Checker
	var reg Registration
	switch q := req.URL.Query(); q.Get("repin") {
	case "", "false":
	case "true":
		reg.Repin = true
	default:
		c.Add([]any{"query", "repin"}, "Input should be a valid boolean: true or false", "bool_parsing")
	}

	// The body is read once: decoded strictly, then looked at raw to tell
	// a null from an absent property.
	raw, err := io.ReadAll(io.LimitReader(req.Body, httpkit.DefaultMaxBody+1))
	if err != nil {
		return Registration{}, err
	}
	req.Body = io.NopCloser(bytes.NewReader(raw))
	var body registerBody
	if err := httpkit.Decode(req, &body, httpkit.DecodeOptions{}); err != nil {
		return Registration{}, err
	}
	var props map[string]json.RawMessage
	if json.Unmarshal(raw, &props) != nil {
		return Registration{}, httpkit.Invalid([]any{"body"}, "Input should be a valid dictionary", "dict_type")
	}
	isNull := func(k string) bool { return string(props[k]) == "null" }

	loc := func(p ...any) []any { return append([]any{"body"}, p...) }
	switch {
	case isNull("name"):
		c.Add(loc("name"), "Input should be a valid string", "string_type")
	case c.Required(loc("name"), body.Name != nil):
		reg.Name = *body.Name
		if strings.TrimSpace(reg.Name) == "" && reg.Name != "" {
			c.Add(loc("name"), "String should not be blank", "string_too_short")
		} else {
			c.Name(loc("name"), reg.Name, 1, appconfig.MaxToolName)
		}
	}
	switch {
	case isNull("description"):
		c.Add(loc("description"), "Input should be a valid string", "string_type")
	case body.Description != nil:
		reg.Description = *body.Description
		c.Len(loc("description"), reg.Description, 0, appconfig.MaxToolDescription)
	}
	switch {
	case isNull("extra_phrases"):
		c.Add(loc("extra_phrases"), "Input should be a valid list", "list_type")
	case len(body.ExtraPhrases) > MaxExtraPhrases:
		c.MaxItems(loc("extra_phrases"), len(body.ExtraPhrases), MaxExtraPhrases)
	default:
		for i, p := range body.ExtraPhrases {
			l := loc("extra_phrases", i)
			switch {
			case p == nil:
				c.Add(l, "Input should be a valid string", "string_type")
			case strings.TrimSpace(*p) == "" && *p != "":
				c.Add(l, "String should not be blank", "string_too_short")
			case utf8.RuneCountInString(*p) < 1 || utf8.RuneCountInString(*p) > MaxExtraPhraseChars:
				c.Len(l, *p, 1, MaxExtraPhraseChars)
			default:
				if _, err := phrases.Compile([]string{*p}); err != nil {
					c.Add(l, "Phrase has no letters, digits or symbols left after normalisation", "value_error")
					continue
				}
				reg.ExtraPhrases = append(reg.ExtraPhrases, *p)
			}
		}
	}
	return reg, c.Err()
}

func (r *Registry) serveRegister(w http.ResponseWriter, req *http.Request, p principal.Principal) error {
	app, err := appID(req)
	if err != nil {
		return err
	}
	reg, err := decodeRegistration(req)
	if err != nil {
		return err
	}
	out, err := r.Register(req.Context(), p.WorkspaceID, app, p.UserID, reg)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, out)
	return nil
}

// toolList is the answer of GET .../mcp/tools.
type toolList struct {
	Items         []appconfig.MCPTool `json:"items"`
	ConfigVersion int                 `json:"config_version"`
}

func (r *Registry) serveList(w http.ResponseWriter, req *http.Request, p principal.Principal) error {
	app, err := appID(req)
	if err != nil {
		return err
	}
	if err := noQuery(req); err != nil {
		return err
	}
	tools, v, err := r.List(req.Context(), p.WorkspaceID, app)
	if err != nil {
		return err
	}
	if tools == nil {
		tools = []appconfig.MCPTool{}
	}
	httpkit.WriteJSON(w, http.StatusOK, toolList{Items: tools, ConfigVersion: v})
	return nil
}

func (r *Registry) serveGet(w http.ResponseWriter, req *http.Request, p principal.Principal) error {
	app, err := appID(req)
	if err != nil {
		return err
	}
	name, err := toolName(req)
	if err == nil {
		err = noQuery(req)
	}
	if err != nil {
		return err
	}
	d, err := r.Get(req.Context(), p.WorkspaceID, app, name)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, d)
	return nil
}

func (r *Registry) serveDelete(w http.ResponseWriter, req *http.Request, p principal.Principal) error {
	app, err := appID(req)
	if err != nil {
		return err
	}
	name, err := toolName(req)
	if err == nil {
		err = noQuery(req)
	}
	if err != nil {
		return err
	}
	d, err := r.Delete(req.Context(), p.WorkspaceID, app, name, p.UserID)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, d)
	return nil
}
