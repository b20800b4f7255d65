package live

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
	"bulwark/shared/principal"
)

// Gate admits live connections: the check $connect and the local endpoint
// share (see the package doc).
type Gate struct {
	// Auth authenticates API keys and holds the rate limiter.
	Auth *auth.Service
	// Audit receives the refusals of authenticated callers, as the REST
	// guard's.
	Audit *audit.Writer
}

// Attempt is what a connection attempt carries.
type Attempt struct {
	Header   http.Header
	Query    url.Values
	ClientIP string
}

// Admission is an admitted connection attempt.
type Admission struct {
	Principal principal.Principal
	// App filters the events to one app ("" for all).
	App string
	// Subprotocol is true when the key came in Sec-WebSocket-Protocol, so
	// the handshake's answer must select Subprotocol.
	Subprotocol bool
}

// op is the operation the auth package authenticates a connection as: the
// local endpoint, which lies under the runtime-security routes (X-API-Key is
// accepted there) and needs the event log's read scope.
var op = openapi.Operation{Method: http.MethodGet, Path: LocalPath, Group: "runtime", OperationID: "streamRuntimeEvents"}

// appFilter is what an app uuid may look like.
var appFilter = regexp.MustCompile(`^[0-9A-Za-z-]{1,64}$`)

// Admit authenticates an attempt and checks its scope, rate limit and app
// filter. Refusals are *errs.Error values (or a validation error) for
// httpkit.WriteError; anything else is a failure of the service.
func (g Gate) Admit(ctx context.Context, a Attempt) (Admission, error) {
	key, viaProtocol := credential(a.Header)
	switch {
	case key == "":
		return Admission{}, errs.New(errs.ErrUnauthenticated, auth.CodeUnauthenticated,
			"send an API key: 'Sec-WebSocket-Protocol: "+Subprotocol+", <key>' from a browser, or 'Authorization: Bearer <key>'")
	case !strings.HasPrefix(key, identity.KeyPrefix):
		return Admission{}, errs.New(errs.ErrUnauthenticated, auth.CodeUnauthenticated,
			"live events accept API keys only (bwk_...), not access tokens")
	}
	app := a.Query.Get("app")
	if app != "" && !appFilter.MatchString(app) {
		return Admission{}, errs.New(errs.ErrInvalid, "INVALID_APP_FILTER", "the app query parameter must be an app uuid")
	}
	// The auth package authenticates a request; this one carries only the
	// key and the address, so it is the same check the REST guard makes.
	r := (&http.Request{
		Method: op.Method, URL: &url.URL{Path: op.Path},
		Header: http.Header{"Authorization": {"Bearer " + key}}, RemoteAddr: net.JoinHostPort(a.ClientIP, "0"),
	}).WithContext(ctx)
	p, err := g.Auth.Authenticate(r, op)
	if err != nil {
		return Admission{}, err
	}
	if err := g.Auth.Limiter().Allow(ctx, nil, p.WorkspaceID, "rest"); err != nil {
		return Admission{}, err
	}
	if scope := auth.Required(op.Method, op.Path).Scope; !auth.Covers(p.Scopes, scope) {
		e := errs.Newf(errs.ErrPermissionDenied, auth.CodeInsufficientScope,
			"the API key lacks the scope '%s' required to stream runtime events", scope)
		g.Audit.WriteLogged(context.WithoutCancel(ctx), p.WorkspaceID, audit.Record{
			EventType: auth.EventAccessDenied, Category: audit.CategoryAuth, Severity: audit.SeverityHigh,
			Summary: fmt.Sprintf("%s was refused the live event stream: %s", p.Actor, e.Message),
			Actor:   p.Actor, IPAddress: p.ClientIP, EntityType: "api_key", EntityID: p.KeyID,
			Metadata: map[string]any{
				"operation_id": op.OperationID, "path": op.Path, "via": p.Via,
				"required_scope": scope, "error_code": e.Code,
			},
		})
		return Admission{}, e
	}
	return Admission{Principal: p, App: app, Subprotocol: viaProtocol}, nil
}

// credential finds the API key of an attempt: in Sec-WebSocket-Protocol
// after Subprotocol (browsers), else in Authorization: Bearer or X-API-Key.
func credential(h http.Header) (key string, viaProtocol bool) {
	var offered []string
	for _, line := range h.Values("Sec-WebSocket-Protocol") {
		for tok := range strings.SplitSeq(line, ",") {
			if tok = strings.TrimSpace(tok); tok != "" {
				offered = append(offered, tok)
			}
		}
	}
	if len(offered) >= 2 && strings.EqualFold(offered[0], Subprotocol) {
		return offered[1], true
	}
	if scheme, v, ok := strings.Cut(h.Get("Authorization"), " "); ok && strings.EqualFold(scheme, "Bearer") {
		return strings.TrimSpace(v), false
	}
	return strings.TrimSpace(h.Get("X-API-Key")), false
}
