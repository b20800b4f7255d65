// Package accounts serves the endpoint groups of people and credentials:
// auth (sign-in with password and TOTP, token refresh, sign-out, the
// current user, password reset and change, MFA enrolment), apikeys
// (minting, listing and revoking scoped API keys, the scope catalogue),
// orgs (organizations with their licence limits, and their members) and,
// as glue for package audit, the audit group's query endpoint.
//
// Authentication, scopes and rate limits are applied before these handlers
// run (platform.Handler wraps them with auth.Service.Guard), and mutating
// requests are audited by audit.Middleware; handlers add what only they
// know (the id of what they created, a severity) with audit.Annotate. The
// public sign-in routes have no principal and write their own records.
package accounts

import (
	"context"
	"net/http"
	"net/mail"
	"strings"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
)

// server holds what every handler of the package needs.
type server struct {
	d     *platform.Deps
	auth  *auth.Service
	audit *audit.Writer
}

func newServer(d *platform.Deps) *server {
	if d.Auth == nil {
		d.Auth = platform.NewAuth(d)
	}
	return &server{d: d, auth: d.Auth, audit: d.AuditWriter()}
}

// AuthRoutes builds the auth group.
func AuthRoutes(d *platform.Deps) ([]httpkit.Route, error) {
	s := newServer(d)
	return []httpkit.Route{
		{Method: "POST", Path: "/api/auth/login", Handler: handle(s.login)},
		{Method: "POST", Path: "/api/auth/login/mfa", Handler: handle(s.loginMFA)},
		{Method: "POST", Path: "/api/auth/token/refresh", Handler: handle(s.refresh)},
		{Method: "POST", Path: "/api/auth/logout", Handler: handle(s.logout)},
		{Method: "GET", Path: "/api/auth/me", Handler: handle(s.me)},
		{Method: "POST", Path: "/api/auth/password/forgot", Handler: handle(s.forgotPassword)},
		{Method: "POST", Path: "/api/auth/password/reset", Handler: handle(s.resetPassword)},
		{Method: "GET", Path: "/reset-password", Handler: http.HandlerFunc(s.resetPage)},
		{Method: "POST", Path: "/reset-password", Handler: http.HandlerFunc(s.resetForm)},
		{Method: "POST", Path: "/api/auth/password/change", Handler: handle(s.changePassword)},
		{Method: "POST", Path: "/api/auth/mfa/enroll", Handler: handle(s.mfaEnroll)},
		{Method: "POST", Path: "/api/auth/mfa/confirm", Handler: handle(s.mfaConfirm)},
		{Method: "POST", Path: "/api/auth/mfa/disable", Handler: handle(s.mfaDisable)},
	}, nil
}

// APIKeyRoutes builds the apikeys group.
func APIKeyRoutes(d *platform.Deps) ([]httpkit.Route, error) {
	s := newServer(d)
	return []httpkit.Route{
		{Method: "POST", Path: "/api/api-keys", Handler: handle(s.createKey)},
		{Method: "GET", Path: "/api/api-keys", Handler: handle(s.listKeys)},
		{Method: "GET", Path: "/api/api-keys/scopes", Handler: handle(s.listScopes)},
		{Method: "DELETE", Path: "/api/api-keys/{key_id}", Handler: handle(s.revokeKey)},
	}, nil
}

// OrgRoutes builds the orgs group.
func OrgRoutes(d *platform.Deps) ([]httpkit.Route, error) {
	s := newServer(d)
	return []httpkit.Route{
		{Method: "GET", Path: "/api/orgs", Handler: handle(s.listOrgs)},
		{Method: "GET", Path: "/api/orgs/{org_id}", Handler: handle(s.getOrg)},
		{Method: "PATCH", Path: "/api/orgs/{org_id}", Handler: handle(s.updateOrg)},
		{Method: "GET", Path: "/api/orgs/{org_id}/members", Handler: handle(s.listMembers)},
		{Method: "POST", Path: "/api/orgs/{org_id}/members", Handler: handle(s.inviteMember)},
		{Method: "PATCH", Path: "/api/orgs/{org_id}/members/{user_id}", Handler: handle(s.updateMember)},
	}, nil
}

// AuditRoutes builds the audit group (package audit's query endpoint on
// the deployment's audit table).
func AuditRoutes(d *platform.Deps) ([]httpkit.Route, error) {
	return audit.Routes(d.Audit), nil
}

// handle is httpkit.Handle.
func handle(fn func(w http.ResponseWriter, r *http.Request) error) http.Handler {
	return httpkit.Handle(fn)
}

// caller returns the principal and the current record of its user.
func (s *server) caller(r *http.Request) (principal.Principal, identity.User, error) {
	p, err := principal.Require(r)
	if err != nil {
		return p, identity.User{}, err
	}
	u, err := identity.GetUser(r.Context(), s.d.Main, p.WorkspaceID, p.UserID)
	if err != nil {
		return p, u, err
	}
	return p, u, nil
}

// publicUser is the API form of a user with its workspace.
func (s *server) publicUser(ctx context.Context, u identity.User) (identity.PublicUser, error) {
	ws, err := identity.GetWorkspace(ctx, s.d.Main, u.WorkspaceID)
	if err != nil {
		return identity.PublicUser{}, err
	}
	return u.Public(ws.WorkspaceRef), nil
}

// checkEmail adds a problem when s is not a plain e-mail address.
func checkEmail(c *httpkit.Checker, loc []any, s string) {
	c.Len(loc, s, 3, 254)
	if a, err := mail.ParseAddress(s); err != nil || a.Address != strings.TrimSpace(s) || a.Name != "" {
		c.Add(loc, "value is not a valid email address", "value_error")
	}
}

// requireString reports a missing or empty required string.
func requireString(c *httpkit.Checker, loc []any, v *string, min, max int) string {
	if !c.Required(loc, v != nil) {
		return ""
	}
	c.Len(loc, *v, min, max)
	return *v
}

// errNotFound is a 404 with a stable code.
func errNotFound(code, what string) error {
	return errs.New(errs.ErrNotFound, code, what+" does not exist")
}
