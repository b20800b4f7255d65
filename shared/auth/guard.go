package auth

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"bulwark/shared/audit"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
	"bulwark/shared/principal"
	"bulwark/shared/records"
)

// Codes of the guard's refusals.
const (
	CodeUnauthenticated   = "UNAUTHENTICATED"
	CodeInvalidAPIKey     = identity.CodeInvalidAPIKey
	CodeAPIKeyExpired     = identity.CodeAPIKeyExpired
	CodeAPIKeyRevoked     = identity.CodeAPIKeyRevoked
	CodeInvalidToken      = "INVALID_TOKEN"
	CodeTokenExpired      = "TOKEN_EXPIRED"
	CodeTokenRevoked      = "TOKEN_REVOKED"
	CodeInsufficientScope = "INSUFFICIENT_SCOPE"
	CodeSessionRequired   = "SESSION_REQUIRED"
	CodeDeviceRequired    = "DEVICE_CREDENTIAL_REQUIRED"
	CodeDeviceNotAllowed  = "DEVICE_CREDENTIAL_NOT_ALLOWED"
	// EventAccessDenied is the audit event of a refused authenticated call.
	EventAccessDenied = "access_denied"
)

var errKeyDead = errs.New(errs.ErrUnauthenticated, CodeAPIKeyRevoked, "the API key's creator was deactivated or deleted, which revokes the key")

// lastUsedEvery is how stale a key's last_used_at may get before a request
// refreshes it: one write per key per minute at most.
const lastUsedEvery = time.Minute

// RuntimeRoute reports whether a path belongs to the runtime-security
// surface (the REST routes and the LLM proxy), where X-API-Key is accepted.
func RuntimeRoute(path string) bool {
	return strings.HasPrefix(path, "/api/runtime-security/") || strings.HasPrefix(path, "/openai-compatible/") ||
		strings.HasPrefix(path, "/anthropic-compatible/")
}

// CookieRoute reports whether an operation accepts the session cookie: the
// runtime event log only, as the spec lists.
func CookieRoute(method, path string) bool {
	return method == http.MethodGet && path == "/api/runtime-security/events"
}

// Guard wraps the handler of a documented operation. A public operation
// passes through. Otherwise the guard authenticates the caller (401 when it
// cannot), puts the principal in the context, counts the request against
// the workspace's rate limit (429) and checks the scope the table requires
// (403, audited, naming the scope).
func (s *Service) Guard(op openapi.Operation, next http.Handler, writeErr func(http.ResponseWriter, *http.Request, error)) http.Handler {
	if op.Public {
		return next
	}
	if writeErr == nil {
		writeErr = httpkit.WriteError
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := s.Authenticate(r, op)
		if err != nil {
			if errors.Is(err, errs.ErrUnauthenticated) {
				w.Header().Set("WWW-Authenticate", `Bearer realm="bulwark"`)
			}
			writeErr(w, r, err)
			return
		}
		if err := s.limiter.Allow(r.Context(), w, p.WorkspaceID, "rest"); err != nil {
			writeErr(w, r, err)
			return
		}
		if err := s.authorize(r, op, p); err != nil {
			writeErr(w, r, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(principal.With(r.Context(), p)))
	})
}

// Authenticate finds and checks the request's credential for op:
//
//   - X-API-Key: an API key, on runtime-security and proxy routes only
//     (taken first there, so a proxy client's Authorization header may
//     carry something else);
//   - Authorization: Bearer: an API key (bwk_...), a device credential
//     (bwd_...) or an access token;
//   - the session cookie: an access token, on the runtime event log only.
func (s *Service) Authenticate(r *http.Request, op openapi.Operation) (principal.Principal, error) {
	ctx := r.Context()
	ip := ClientIP(r)
	xKey := strings.TrimSpace(r.Header.Get("X-API-Key"))
	bearer := ""
	if scheme, v, ok := strings.Cut(r.Header.Get("Authorization"), " "); ok && strings.EqualFold(scheme, "Bearer") {
		bearer = strings.TrimSpace(v)
	}
	cookie := ""
	if c, err := r.Cookie(CookieName); err == nil {
		cookie = c.Value
	}
	proxy := ProxyRoute(op.Path)
	switch {
	case xKey != "" && RuntimeRoute(op.Path):
		return s.fromKey(ctx, xKey, ip)
	case bearer != "" && strings.HasPrefix(bearer, identity.KeyPrefix):
		return s.fromKey(ctx, bearer, ip)
	case bearer != "" && strings.HasPrefix(bearer, identity.DevicePrefix):
		return s.fromDevice(ctx, bearer, ip)
	case bearer != "" && proxy && strings.Count(bearer, ".") != 2:
		// Not a Bulwark key and not shaped like a JWT: most likely the
		// provider's own key, which belongs in the deployment, not the client.
		return principal.Principal{}, errs.New(errs.ErrUnauthenticated, CodeInvalidAPIKey,
			"the credential is not a Bulwark API key (bwk_...): give the SDK the key Bulwark issued, not the provider's")
	case bearer != "":
		return s.fromToken(ctx, bearer, principal.ViaJWT, ip)
	case cookie != "" && CookieRoute(r.Method, op.Path):
		return s.fromToken(ctx, cookie, principal.ViaCookie, ip)
	case xKey != "":
		return principal.Principal{}, errs.New(errs.ErrUnauthenticated, CodeUnauthenticated,
			"X-API-Key is accepted only on runtime-security routes; send 'Authorization: Bearer <key>'")
	case cookie != "":
		return principal.Principal{}, errs.New(errs.ErrUnauthenticated, CodeUnauthenticated,
			"the session cookie is accepted only by GET /api/runtime-security/events; send 'Authorization: Bearer <token>'")
	}
	if proxy {
		return principal.Principal{}, errs.New(errs.ErrUnauthenticated, CodeUnauthenticated,
			"send your Bulwark API key as 'Authorization: Bearer <key>' (the OpenAI SDKs' api_key) or 'X-API-Key: <key>' (the Anthropic SDKs' api_key)")
	}
	return principal.Principal{}, errs.New(errs.ErrUnauthenticated, CodeUnauthenticated,
		"send an API key or an access token as 'Authorization: Bearer <credential>'")
}

// ProxyRoute reports whether path is one of the OpenAI- or
// Anthropic-compatible proxy routes, whose callers are LLM SDKs holding an
// API key.
func ProxyRoute(path string) bool {
	return strings.HasPrefix(path, "/openai-compatible/") || strings.HasPrefix(path, "/anthropic-compatible/")
}

// fromKey authenticates an API key. The key works only while its creator
// is an active user, and never beyond what the creator's roles grant now:
// its effective scopes are its own scopes intersected with the creator's.
func (s *Service) fromKey(ctx context.Context, raw, ip string) (principal.Principal, error) {
	now := s.c.Clock.Now()
	k, err := identity.LookupAPIKey(ctx, s.c.Main, raw, now)
	if err != nil {
		return principal.Principal{}, err
	}
	creator, err := identity.GetUser(ctx, s.c.Main, k.WorkspaceID, k.CreatedByUserID)
	if errors.Is(err, errs.ErrNotFound) || err == nil && !creator.IsActive {
		return principal.Principal{}, errKeyDead
	}
	if err != nil {
		return principal.Principal{}, err
	}
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) >= lastUsedEvery {
		s.touch(ctx, k, now)
	}
	return principal.Principal{
		WorkspaceID: k.WorkspaceID, UserID: k.CreatedByUserID, KeyID: k.ID,
		Roles: creator.Roles, Scopes: Intersect(k.Scopes, ScopesOf(creator.Roles)),
		Via: principal.ViaAPIKey, Actor: "api_key:" + k.ID, ClientIP: ip,
	}, nil
}

// touch records when a key was last used; a failure only costs freshness.
func (s *Service) touch(ctx context.Context, k identity.APIKey, now time.Time) {
	_, err := records.Mutate(ctx, s.c.Main, identity.APIKeyKey(k.WorkspaceID, k.ID), func(a *identity.APIKey) error {
		a.LastUsedAt = &now
		return nil
	})
	if err != nil {
		s.c.Log.WarnContext(ctx, "api key last_used_at not updated", "key_id", k.ID, "err", err.Error())
	}
}

// fromDevice authenticates an enrolled device's credential. A device acts
// for its workspace with no user and no scopes: the table's device rows are
// the only operations it may call (authorize).
func (s *Service) fromDevice(ctx context.Context, raw, ip string) (principal.Principal, error) {
	d, err := identity.LookupDevice(ctx, s.c.Main, raw)
	if err != nil {
		return principal.Principal{}, err
	}
	return principal.Principal{
		WorkspaceID: d.WorkspaceID, DeviceID: d.ID, Via: principal.ViaDevice,
		Actor: "device:" + d.ID, ClientIP: ip,
	}, nil
}

// fromToken authenticates an access token (bearer or cookie).
func (s *Service) fromToken(ctx context.Context, raw, via, ip string) (principal.Principal, error) {
	sess, err := s.VerifyAccess(ctx, raw)
	if err != nil {
		return principal.Principal{}, err
	}
	return principal.Principal{
		WorkspaceID: sess.User.WorkspaceID, UserID: sess.User.ID, Roles: sess.User.Roles,
		Scopes: ScopesOf(sess.User.Roles), Via: via, Actor: sess.User.Email, ClientIP: ip,
	}, nil
}

// authorize checks the requirement of the table row for the request,
// auditing a refusal.
func (s *Service) authorize(r *http.Request, op openapi.Operation, p principal.Principal) error {
	req := Required(r.Method, op.Path)
	var err *errs.Error
	switch {
	case req.SessionOnly && p.Via == principal.ViaAPIKey:
		err = errs.Newf(errs.ErrPermissionDenied, CodeSessionRequired,
			"%s %s acts on the signed-in user: use an access token from POST /api/auth/login, not an API key", r.Method, op.Path)
	case req.DeviceOnly && p.Via != principal.ViaDevice:
		err = errs.Newf(errs.ErrPermissionDenied, CodeDeviceRequired,
			"%s %s is called by an enrolled device with its device credential (bwd_...)", r.Method, op.Path)
	case !req.DeviceOnly && p.Via == principal.ViaDevice:
		err = errs.Newf(errs.ErrPermissionDenied, CodeDeviceNotAllowed,
			"a device credential may call only the /api/runtime-security/device/ operations, not %s %s", r.Method, op.Path)
	case req.Scope != "" && !Covers(p.Scopes, req.Scope):
		if p.Via == principal.ViaAPIKey {
			err = errs.Newf(errs.ErrPermissionDenied, CodeInsufficientScope,
				"the API key lacks the scope '%s' required by %s %s", req.Scope, r.Method, op.Path)
		} else {
			err = errs.Newf(errs.ErrPermissionDenied, CodeInsufficientScope,
				"your roles do not grant the scope '%s' (permission %s) required by %s %s",
				req.Scope, PermissionFor(req.Scope), r.Method, op.Path)
		}
	default:
		return nil
	}
	entityType, entityID := "user", strconv.FormatInt(p.UserID, 10)
	switch {
	case p.KeyID != "":
		entityType, entityID = "api_key", p.KeyID
	case p.DeviceID != "":
		entityType, entityID = "device", p.DeviceID
	}
	s.c.Audit.WriteLogged(context.WithoutCancel(r.Context()), p.WorkspaceID, audit.Record{
		EventType: EventAccessDenied, Category: audit.CategoryAuth, Severity: audit.SeverityHigh,
		Summary: fmt.Sprintf("%s was refused %s %s: %s", p.Actor, r.Method, r.URL.Path, err.Message),
		Actor:   p.Actor, IPAddress: p.ClientIP, EntityType: entityType, EntityID: entityID,
		Metadata: map[string]any{
			"operation_id": op.OperationID, "method": r.Method, "path": r.URL.Path, "via": p.Via,
			"required_scope": req.Scope, "error_code": err.Code, "request_id": httpkit.RequestID(r.Context()),
		},
	})
	return err
}
