package auth

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Token claims. Issuer is every token's iss; the audience tells an access
// token from a sign-in challenge, so neither passes for the other.
const (
	Issuer            = "bulwark"
	AudienceAccess    = "bulwark-api"
	AudienceChallenge = "bulwark-mfa"
	// ChallengeTTL is how long a sign-in challenge waits for its TOTP code.
	ChallengeTTL = 5 * time.Minute
	// KindRevokedToken records a revoked jti in the nonces table until the
	// token would have expired anyway.
	KindRevokedToken = "jwt-revoked"
)

// Authentication methods (the amr claim).
const (
	AMRPassword = "pwd"
	AMROTP      = "otp"
)

// Claims are the claims of Bulwark's tokens: sub is the user id, ws the
// workspace, sep the user's session epoch when the token was issued (a
// token whose epoch is not the user's current one is dead), amr how the
// user signed in.
type Claims struct {
	jwt.RegisteredClaims
	Workspace string   `json:"ws"`
	Epoch     int64    `json:"sep"`
	AMR       []string `json:"amr,omitempty"`
}

// UserID is the subject as a user id.
func (c *Claims) UserID() int64 {
	id, _ := strconv.ParseInt(c.Subject, 10, 64)
	return id
}

// Token is an issued token.
type Token struct {
	Raw       string
	Claims    Claims
	ExpiresAt time.Time
}

// Session is a verified access token with its user.
type Session struct {
	Claims Claims
	User   identity.User
}

// Refusals of an access token. Only a token whose signature verified can
// be told expired or revoked, so the distinction helps its holder (refresh,
// or sign in again) and tells a forger nothing.
var (
	errBadToken     = errs.New(errs.ErrUnauthenticated, CodeInvalidToken, "the access token is malformed or was not issued by this deployment")
	errTokenExpired = errs.New(errs.ErrUnauthenticated, CodeTokenExpired, "the access token has expired; sign in again (POST /api/auth/login)")
	errTokenRevoked = errs.New(errs.ErrUnauthenticated, CodeTokenRevoked,
		"the access token was revoked (signed out, refreshed, password changed or user deactivated); sign in again")
)

// IssueAccess signs an access token for u, valid for the configured TTL.
func (s *Service) IssueAccess(ctx context.Context, u identity.User, amr ...string) (Token, error) {
	return s.issue(ctx, u, AudienceAccess, s.c.TTL, amr)
}

// IssueChallenge signs a sign-in challenge for a user whose password was
// right and who has MFA enabled: it is exchanged, once, with a TOTP code
// for an access token.
func (s *Service) IssueChallenge(ctx context.Context, u identity.User) (Token, error) {
	return s.issue(ctx, u, AudienceChallenge, ChallengeTTL, []string{AMRPassword})
}

func (s *Service) issue(ctx context.Context, u identity.User, aud string, ttl time.Duration, amr []string) (Token, error) {
	key, kid, err := s.signingKey(ctx)
	if err != nil {
		return Token{}, err
	}
	now := s.c.Clock.Now()
	exp := now.Add(ttl)
	c := Claims{
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer: Issuer, Subject: strconv.FormatInt(u.ID, 10), Audience: jwt.ClaimStrings{aud},
			ExpiresAt: jwt.NewNumericDate(exp), IssuedAt: jwt.NewNumericDate(now), NotBefore: jwt.NewNumericDate(now),
			ID: records.NewID(),
		},
		Workspace: u.WorkspaceID, Epoch: u.SessionEpoch, AMR: amr,
	}
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, c)
	t.Header["kid"] = kid
	raw, err := t.SignedString(key)
	if err != nil {
		return Token{}, err
	}
	// The claims carry second precision: report what the token says.
	return Token{Raw: raw, Claims: c, ExpiresAt: c.ExpiresAt.Time.Truncate(time.Second)}, nil
}

// parse checks signature, algorithm, issuer, audience and lifetime.
func (s *Service) parse(ctx context.Context, raw, aud string) (Claims, error) {
	var c Claims
	p := jwt.NewParser(
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(Issuer), jwt.WithAudience(aud),
		jwt.WithExpirationRequired(), jwt.WithIssuedAt(),
		jwt.WithTimeFunc(s.c.Clock.Now),
	)
	var keyErr error
	keyFor := func(t *jwt.Token) (any, error) {
		kid, _ := t.Header["kid"].(string)
		k, err := s.verificationKey(ctx, kid)
		keyErr = err
		return k, err
	}
	if _, err := p.ParseWithClaims(raw, &c, keyFor); err != nil {
		if keyErr != nil && !errors.Is(keyErr, errBadToken) {
			return Claims{}, keyErr // the secret could not be read: not the caller's fault
		}
		// The claims are validated only after the signature, so an expired
		// token here is one this deployment issued.
		if errors.Is(err, jwt.ErrTokenExpired) && !errors.Is(err, jwt.ErrTokenInvalidAudience) &&
			!errors.Is(err, jwt.ErrTokenInvalidIssuer) && c.ID != "" {
			return Claims{}, errTokenExpired
		}
		return Claims{}, errBadToken
	}
	if c.ID == "" || c.Workspace == "" || c.UserID() == 0 {
		return Claims{}, errBadToken
	}
	return c, nil
}

// verify parses a token of the audience and checks that it is not revoked
// and that its user is active with the same session epoch.
func (s *Service) verify(ctx context.Context, raw, aud string) (Session, error) {
	c, err := s.parse(ctx, raw, aud)
	if err != nil {
		return Session{}, err
	}
	revoked, err := s.isRevoked(ctx, c)
	if err != nil {
		return Session{}, err
	}
	if revoked {
		return Session{}, errTokenRevoked
	}
	u, err := identity.GetUser(ctx, s.c.Main, c.Workspace, c.UserID())
	if errors.Is(err, errs.ErrNotFound) || err == nil && (!u.IsActive || u.SessionEpoch != c.Epoch) {
		return Session{}, errTokenRevoked
	}
	if err != nil {
		return Session{}, err
	}
	return Session{Claims: c, User: u}, nil
}

// VerifyAccess verifies an access token (signature, lifetime, revocation,
// active user, session epoch).
func (s *Service) VerifyAccess(ctx context.Context, raw string) (Session, error) {
	return s.verify(ctx, raw, AudienceAccess)
}

// VerifyChallenge verifies a sign-in challenge the same way.
func (s *Service) VerifyChallenge(ctx context.Context, raw string) (Session, error) {
	sess, err := s.verify(ctx, raw, AudienceChallenge)
	if errors.Is(err, errBadToken) || errors.Is(err, errTokenExpired) || errors.Is(err, errTokenRevoked) {
		return sess, errs.New(errs.ErrUnauthenticated, "INVALID_MFA_TOKEN", "the sign-in challenge is invalid, expired or used; sign in again")
	}
	return sess, err
}

// Revoke makes a token unusable until it expires: its jti goes to the
// nonces table with the token's expiry as TTL.
func (s *Service) Revoke(ctx context.Context, c Claims) error {
	k := store.Key{Workspace: c.Workspace, Kind: KindRevokedToken, ID: c.ID}
	return records.Put(ctx, s.c.Nonces, k, map[string]any{"sub": c.Subject, "revoked_at": s.c.Clock.Now()}, c.ExpiresAt.Time)
}

// Consume revokes a token exactly once: of several concurrent callers
// presenting the same token (two refreshes, two uses of one sign-in
// challenge) one succeeds and the others get errBadToken.
func (s *Service) Consume(ctx context.Context, c Claims) error {
	k := store.Key{Workspace: c.Workspace, Kind: KindRevokedToken, ID: c.ID}
	err := records.Create(ctx, s.c.Nonces, k, map[string]any{"sub": c.Subject, "revoked_at": s.c.Clock.Now()}, c.ExpiresAt.Time)
	if errors.Is(err, errs.ErrAlreadyExists) {
		return errBadToken
	}
	return err
}

func (s *Service) isRevoked(ctx context.Context, c Claims) (bool, error) {
	_, err := s.c.Nonces.Get(ctx, store.Key{Workspace: c.Workspace, Kind: KindRevokedToken, ID: c.ID})
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, errs.ErrNotFound):
		return false, nil
	}
	return false, err
}

// CookieName is the session cookie. The __Host- prefix makes browsers
// refuse it unless it is Secure, host-only and for path /.
const CookieName = "__Host-bulwark_session"

// SessionCookie carries an access token to a browser: HttpOnly (no
// script reads it), Secure, SameSite=Strict (no cross-site request sends
// it), expiring with the token.
func SessionCookie(t Token, now time.Time) *http.Cookie {
	return &http.Cookie{
		Name: CookieName, Value: t.Raw, Path: "/", MaxAge: max(1, int(t.ExpiresAt.Sub(now).Seconds())),
		HttpOnly: true, Secure: true, SameSite: http.SameSiteStrictMode,
	}
}

// ClearCookie removes the session cookie.
func ClearCookie() *http.Cookie {
	return &http.Cookie{Name: CookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: true, SameSite: http.SameSiteStrictMode}
}
