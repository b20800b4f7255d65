package accounts

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/principal"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Audit event types of the public sign-in routes.
const (
	EventLogin             = "login"
	EventLoginFailed       = "login_failed"
	EventMFAChallenge      = "login_mfa_challenge"
	EventPasswordForgot    = "password_reset_requested"
	EventPasswordResetDone = "password_reset"
)

// TokenResponse is the answer of every sign-in and refresh.
type TokenResponse struct {
	AccessToken string              `json:"access_token"`
	TokenType   string              `json:"token_type"`
	ExpiresIn   int64               `json:"expires_in"`
	User        identity.PublicUser `json:"user"`
	Roles       []string            `json:"roles"`
}

// MFAChallenge is the answer of a correct password for a user with MFA:
// send mfa_token with a TOTP code to POST /api/auth/login/mfa.
type MFAChallenge struct {
	MFARequired bool   `json:"mfa_required"`
	MFAToken    string `json:"mfa_token"`
	TokenType   string `json:"token_type"`
	ExpiresIn   int64  `json:"expires_in"`
}

var errBadCredentials = errs.New(errs.ErrUnauthenticated, "INVALID_CREDENTIALS", "the e-mail address or the password is wrong")

// grant issues an access token for u, sets the session cookie and answers
// with the token response.
func (s *server) grant(ctx context.Context, w http.ResponseWriter, u identity.User, amr ...string) error {
	tok, err := s.auth.IssueAccess(ctx, u, amr...)
	if err != nil {
		return err
	}
	pu, err := s.publicUser(ctx, u)
	if err != nil {
		return err
	}
	now := s.auth.Clock().Now()
	http.SetCookie(w, auth.SessionCookie(tok, now))
	httpkit.WriteJSON(w, http.StatusOK, TokenResponse{
		AccessToken: tok.Raw, TokenType: "bearer", ExpiresIn: int64(tok.ExpiresAt.Sub(now).Seconds()),
		User: pu, Roles: pu.Roles,
	})
	return nil
}

// record writes an audit record of a public route: in the user's
// workspace when there is a user, else in store.Global (kept for
// operators, and written either way so both paths cost the same).
func (s *server) record(r *http.Request, workspace string, rec audit.Record) {
	if workspace == "" {
		workspace = store.Global
	}
	rec.Category = audit.CategoryAuth
	rec.IPAddress = auth.ClientIP(r)
	if rec.Metadata == nil {
		rec.Metadata = map[string]any{}
	}
	rec.Metadata["request_id"] = httpkit.RequestID(r.Context())
	rec.Metadata["path"] = r.URL.Path
	s.audit.WriteLogged(context.WithoutCancel(r.Context()), workspace, rec)
}

// limitPublic applies the rate limit to a public route, per client
// address.
func (s *server) limitPublic(w http.ResponseWriter, r *http.Request) error {
	return s.auth.Limiter().Allow(r.Context(), w, store.Global, "ip:"+auth.ClientIP(r))
}

type loginBody struct {
	Email    *string `json:"email"`
	Password *string `json:"password"`
}

// login checks an e-mail and password. Unknown e-mails, wrong passwords,
// deactivated users and accounts without a password (invited, not yet
// set) all get the same 401 INVALID_CREDENTIALS after the same argon2id
// work; the throttle counts every attempt per e-mail and per address.
func (s *server) login(w http.ResponseWriter, r *http.Request) error {
	var b loginBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	email := requireString(&c, []any{"body", "email"}, b.Email, 1, 254)
	password := requireString(&c, []any{"body", "password"}, b.Password, 1, auth.MaxPasswordLen*4)
	if err := c.Err(); err != nil {
		return err
	}
	if err := s.limitPublic(w, r); err != nil {
		return err
	}
	ctx := r.Context()
	attempt, err := s.auth.Throttle().Begin(ctx, email, auth.ClientIP(r))
	if err != nil {
		return err
	}
	u, err := identity.UserByEmail(ctx, s.d.Main, email)
	known := err == nil
	if err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	hash := auth.DummyHash()
	if known && u.PasswordHash != "" {
		hash = u.PasswordHash
	}
	ok, _ := identity.VerifyPassword(password, hash)
	if !ok || !known || !u.IsActive || u.PasswordHash == "" {
		reason := "wrong_password"
		switch {
		case !known:
			reason = "unknown_email"
		case !u.IsActive:
			reason = "inactive_user"
		case u.PasswordHash == "":
			reason = "no_password"
		}
		s.record(r, u.WorkspaceID, audit.Record{
			EventType: EventLoginFailed, Severity: audit.SeverityMedium, Actor: records.NormEmail(email),
			Summary: "failed sign-in for " + email, EntityType: "user", EntityID: idOrEmpty(u.ID),
			Params: map[string]any{"email": email}, Metadata: map[string]any{"reason": reason},
		})
		return errBadCredentials
	}
	if u.MFAEnabled {
		tok, err := s.auth.IssueChallenge(ctx, u)
		if err != nil {
			return err
		}
		s.record(r, u.WorkspaceID, audit.Record{
			EventType: EventMFAChallenge, Actor: u.Email, Summary: u.Email + " entered the right password; TOTP code requested",
			EntityType: "user", EntityID: idOrEmpty(u.ID), Params: map[string]any{"email": email},
		})
		httpkit.WriteJSON(w, http.StatusOK, MFAChallenge{
			MFARequired: true, MFAToken: tok.Raw, TokenType: "mfa", ExpiresIn: int64(auth.ChallengeTTL.Seconds()),
		})
		return nil
	}
	attempt.Succeeded(ctx)
	s.record(r, u.WorkspaceID, audit.Record{
		EventType: EventLogin, Actor: u.Email, Summary: u.Email + " signed in with a password",
		EntityType: "user", EntityID: idOrEmpty(u.ID), Params: map[string]any{"email": email},
		Metadata: map[string]any{"amr": []string{auth.AMRPassword}},
	})
	return s.grant(ctx, w, u, auth.AMRPassword)
}

func idOrEmpty(id int64) string {
	if id == 0 {
		return ""
	}
	return strconv.FormatInt(id, 10)
}

type loginMFABody struct {
	MFAToken *string `json:"mfa_token"`
	Code     *string `json:"code"`
}

// checkCode validates the shape of a TOTP code.
func checkCode(c *httpkit.Checker, loc []any, code *string) string {
	if !c.Required(loc, code != nil) {
		return ""
	}
	v := strings.TrimSpace(*code)
	if len(v) != 6 || strings.Trim(v, "0123456789") != "" {
		c.Add(loc, "String should be a 6-digit code", "string_pattern_mismatch")
	}
	return v
}

// loginMFA completes a sign-in with the challenge and a TOTP code. The
// challenge is single-use; codes count against the account's throttle.
func (s *server) loginMFA(w http.ResponseWriter, r *http.Request) error {
	var b loginMFABody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	raw := requireString(&c, []any{"body", "mfa_token"}, b.MFAToken, 1, 4096)
	code := checkCode(&c, []any{"body", "code"}, b.Code)
	if err := c.Err(); err != nil {
		return err
	}
	if err := s.limitPublic(w, r); err != nil {
		return err
	}
	ctx := r.Context()
	sess, err := s.auth.VerifyChallenge(ctx, raw)
	if err != nil {
		return err
	}
	u := sess.User
	attempt, err := s.auth.Throttle().Begin(ctx, u.Email, auth.ClientIP(r))
	if err != nil {
		return err
	}
	if !u.MFAEnabled {
		return errs.New(errs.ErrUnauthenticated, "INVALID_MFA_TOKEN", "the sign-in challenge is invalid, expired or used; sign in again")
	}
	if err := s.auth.CheckTOTP(ctx, u, u.MFASecret, code); err != nil {
		if errors.Is(err, auth.ErrInvalidMFACode) {
			s.record(r, u.WorkspaceID, audit.Record{
				EventType: EventLoginFailed, Severity: audit.SeverityMedium, Actor: u.Email,
				Summary: "failed TOTP step of the sign-in of " + u.Email, EntityType: "user", EntityID: idOrEmpty(u.ID),
				Metadata: map[string]any{"reason": "wrong_mfa_code"},
			})
		}
		return err
	}
	if err := s.auth.Consume(ctx, sess.Claims); err != nil {
		return errs.New(errs.ErrUnauthenticated, "INVALID_MFA_TOKEN", "the sign-in challenge is invalid, expired or used; sign in again")
	}
	attempt.Succeeded(ctx)
	s.record(r, u.WorkspaceID, audit.Record{
		EventType: EventLogin, Actor: u.Email, Summary: u.Email + " signed in with a password and a TOTP code",
		EntityType: "user", EntityID: idOrEmpty(u.ID), Metadata: map[string]any{"amr": []string{auth.AMRPassword, auth.AMROTP}},
	})
	return s.grant(ctx, w, u, auth.AMRPassword, auth.AMROTP)
}

// bearerSession re-verifies the caller's bearer token to reach its claims
// (the guard only admitted it).
func (s *server) bearerSession(r *http.Request) (auth.Session, error) {
	scheme, raw, _ := strings.Cut(r.Header.Get("Authorization"), " ")
	if !strings.EqualFold(scheme, "Bearer") {
		return auth.Session{}, errs.New(errs.ErrUnauthenticated, "INVALID_TOKEN", "send the access token as 'Authorization: Bearer <token>'")
	}
	return s.auth.VerifyAccess(r.Context(), strings.TrimSpace(raw))
}

// refresh exchanges a valid access token for a new one and revokes the old
// one (exactly once, so a token cannot be refreshed into two).
func (s *server) refresh(w http.ResponseWriter, r *http.Request) error {
	sess, err := s.bearerSession(r)
	if err != nil {
		return err
	}
	if err := s.auth.Consume(r.Context(), sess.Claims); err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "user", idOrEmpty(sess.User.ID)
		rec.Summary = sess.User.Email + " refreshed an access token"
		rec.Metadata["revoked_jti"] = sess.Claims.ID
	})
	return s.grant(r.Context(), w, sess.User, sess.Claims.AMR...)
}

// logout revokes the caller's token and clears the cookie.
func (s *server) logout(w http.ResponseWriter, r *http.Request) error {
	sess, err := s.bearerSession(r)
	if err != nil {
		return err
	}
	if err := s.auth.Revoke(r.Context(), sess.Claims); err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "user", idOrEmpty(sess.User.ID)
		rec.Summary = sess.User.Email + " signed out"
	})
	http.SetCookie(w, auth.ClearCookie())
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// me answers the caller's user (for an API key, the key's creator).
func (s *server) me(w http.ResponseWriter, r *http.Request) error {
	_, u, err := s.caller(r)
	if err != nil {
		return err
	}
	pu, err := s.publicUser(r.Context(), u)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, pu)
	return nil
}

// annotateUser points the pending audit record at the caller's user.
func annotateUser(r *http.Request, p principal.Principal, severity, summary string) {
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "user", idOrEmpty(p.UserID)
		if succeeded(rec) {
			rec.Severity = severity
			rec.Summary = fmt.Sprintf("%s %s", p.Actor, summary)
		}
	})
}

// succeeded reports whether the recorded request succeeded.
func succeeded(rec *audit.Record) bool {
	st, _ := rec.Metadata["status"].(int)
	return st > 0 && st < 400
}
