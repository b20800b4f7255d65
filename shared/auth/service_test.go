package auth_test

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/records"
)

func owner(t *testing.T, env *authtest.Env) identity.User {
	t.Helper()
	tn := env.Tenant(t, "acme")
	u, err := identity.GetUser(context.Background(), env.Deps.Main, tn.WorkspaceID, tn.UserID)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func badToken(t *testing.T, err error, what string) {
	t.Helper()
	refused(t, err, auth.CodeInvalidToken, what)
}

// refused asserts a 401 refusal with code: clients refresh on
// TOKEN_EXPIRED, sign in again on TOKEN_REVOKED, and fix their credential
// on INVALID_TOKEN.
func refused(t *testing.T, err error, code, what string) {
	t.Helper()
	var e *errs.Error
	if !errors.As(err, &e) || e.Code != code || !errors.Is(err, errs.ErrUnauthenticated) {
		t.Fatalf("%s: want %s, got %v", what, code, err)
	}
}

func TestAccessTokens(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		s := env.Deps.Auth
		u := owner(t, env)
		tok, err := s.IssueAccess(ctx, u, auth.AMRPassword)
		if err != nil {
			t.Fatal(err)
		}
		sess, err := s.VerifyAccess(ctx, tok.Raw)
		if err != nil || sess.User.ID != u.ID || sess.Claims.Workspace != u.WorkspaceID || sess.Claims.Issuer != "bulwark" {
			t.Fatalf("verify: %+v %v", sess, err)
		}
		if !tok.ExpiresAt.Equal(authtest.Start.Add(time.Hour)) {
			t.Fatalf("expires at %v, want the 1h TTL", tok.ExpiresAt)
		}
		// Header and claims are what docs/auth.md says.
		parts := strings.Split(tok.Raw, ".")
		header, _ := base64.RawURLEncoding.DecodeString(parts[0])
		claims, _ := base64.RawURLEncoding.DecodeString(parts[1])
		if !strings.Contains(string(header), `"alg":"HS256"`) {
			t.Fatalf("header %s", header)
		}
		for _, c := range []string{`"iss":"bulwark"`, `"aud":["bulwark-api"]`, `"sub":"`, `"ws":"`, `"sep":0`, `"amr":["pwd"]`, `"jti":"`, `"exp":`, `"iat":`, `"nbf":`} {
			if !strings.Contains(string(claims), c) {
				t.Errorf("claims %s lack %s", claims, c)
			}
		}

		// Tampered: another payload under the same signature.
		forged := strings.Replace(string(claims), `"sep":0`, `"sep":1`, 1)
		_, err = s.VerifyAccess(ctx, parts[0]+"."+base64.RawURLEncoding.EncodeToString([]byte(forged))+"."+parts[2])
		badToken(t, err, "tampered claims")
		_, err = s.VerifyAccess(ctx, tok.Raw[:len(tok.Raw)-2]+"xx")
		badToken(t, err, "tampered signature")
		// alg none and a token signed with another key.
		none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, sess.Claims).SignedString(jwt.UnsafeAllowNoneSignatureType)
		_, err = s.VerifyAccess(ctx, none)
		badToken(t, err, "alg none")
		other, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, sess.Claims).SignedString([]byte(strings.Repeat("k", 32)))
		_, err = s.VerifyAccess(ctx, other)
		badToken(t, err, "foreign key")
		// A challenge is not an access token, nor the reverse.
		ch, err := s.IssueChallenge(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.VerifyAccess(ctx, ch.Raw)
		badToken(t, err, "challenge as access")
		if _, err := s.VerifyChallenge(ctx, tok.Raw); err == nil {
			t.Fatal("an access token passed as a challenge")
		}

		// Revocation by jti, and Consume is once only.
		if err := s.Revoke(ctx, sess.Claims); err != nil {
			t.Fatal(err)
		}
		_, err = s.VerifyAccess(ctx, tok.Raw)
		refused(t, err, auth.CodeTokenRevoked, "revoked")
		tok2, _ := s.IssueAccess(ctx, u)
		sess2, _ := s.VerifyAccess(ctx, tok2.Raw)
		var wg sync.WaitGroup
		var won int
		var mu sync.Mutex
		for range 5 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if s.Consume(ctx, sess2.Claims) == nil {
					mu.Lock()
					won++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if won != 1 {
			t.Fatalf("%d concurrent consumers won, want 1", won)
		}

		// A new session epoch (password change) ends older tokens.
		tok3, _ := s.IssueAccess(ctx, u)
		if _, err := records.Mutate(ctx, env.Deps.Main, identity.UserKey(u.WorkspaceID, u.ID), func(v *identity.User) error { v.SessionEpoch++; return nil }); err != nil {
			t.Fatal(err)
		}
		_, err = s.VerifyAccess(ctx, tok3.Raw)
		refused(t, err, auth.CodeTokenRevoked, "old epoch")

		// Expiry, by the clock.
		u, _ = identity.GetUser(ctx, env.Deps.Main, u.WorkspaceID, u.ID)
		tok4, _ := s.IssueAccess(ctx, u)
		env.Clock.Advance(time.Hour - time.Second)
		if _, err := s.VerifyAccess(ctx, tok4.Raw); err != nil {
			t.Fatalf("a token 1s before expiry: %v", err)
		}
		env.Clock.Advance(time.Second)
		_, err = s.VerifyAccess(ctx, tok4.Raw)
		refused(t, err, auth.CodeTokenExpired, "expired")
		// Only a token this deployment signed is told it expired.
		_, err = s.VerifyAccess(ctx, tok4.Raw[:len(tok4.Raw)-2]+"xx")
		badToken(t, err, "expired with a bad signature")
		oldClaims := sess.Claims
		foreign, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, oldClaims).SignedString([]byte(strings.Repeat("k", 32)))
		_, err = s.VerifyAccess(ctx, foreign)
		badToken(t, err, "expired, signed by another key")
	})
}

func TestSigningKeyIsPerDeploymentAndKept(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		u := owner(t, env)
		tok, err := env.Deps.Auth.IssueAccess(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		key, err := env.Deps.Secrets.Get(ctx, auth.SigningKeyName)
		if err != nil || len(key) != 32 {
			t.Fatalf("secret %s: %d bytes, %v", auth.SigningKeyName, len(key), err)
		}
		// A second service on the same deployment (another Lambda) reads the
		// same key and accepts the token.
		again := authtest.Embedded(t)
		again.Deps.Main, again.Deps.Nonces, again.Deps.Secrets, again.Deps.Clock = env.Deps.Main, env.Deps.Nonces, env.Deps.Secrets, env.Clock
		if _, err := platform.NewAuth(again.Deps).VerifyAccess(ctx, tok.Raw); err != nil {
			t.Fatalf("another instance rejects the token: %v", err)
		}
		// Another deployment does not.
		if _, err := authtest.Embedded(t).Deps.Auth.VerifyAccess(ctx, tok.Raw); err == nil {
			t.Fatal("another deployment accepted the token")
		}
	})
}

func TestTOTPCodesAreSingleUse(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		s := env.Deps.Auth
		u := owner(t, env)
		en, err := auth.NewEnrollment(u.Email)
		if err != nil || !strings.HasPrefix(en.URL, "otpauth://totp/Bulwark:") || en.Digits != 6 {
			t.Fatalf("enrollment %+v %v", en, err)
		}
		code, _ := auth.TOTPCode(en.Secret, env.Clock.Now())
		if err := s.CheckTOTP(ctx, u, en.Secret, code); err != nil {
			t.Fatalf("a fresh code: %v", err)
		}
		if err := s.CheckTOTP(ctx, u, en.Secret, code); !errors.Is(err, auth.ErrInvalidMFACode) {
			t.Fatalf("a replayed code: %v", err)
		}
		prev, _ := auth.TOTPCode(en.Secret, env.Clock.Now().Add(-30*time.Second))
		if err := s.CheckTOTP(ctx, u, en.Secret, prev); err != nil {
			t.Fatalf("the previous step's code (clock skew): %v", err)
		}
		old, _ := auth.TOTPCode(en.Secret, env.Clock.Now().Add(-90*time.Second))
		if err := s.CheckTOTP(ctx, u, en.Secret, old); !errors.Is(err, auth.ErrInvalidMFACode) {
			t.Fatalf("a code three steps old: %v", err)
		}
		if err := s.CheckTOTP(ctx, u, en.Secret, "000000"); !errors.Is(err, auth.ErrInvalidMFACode) && code != "000000" {
			t.Fatalf("a wrong code: %v", err)
		}
	})
}

func TestPasswordPolicy(t *testing.T) {
	for pw, ok := range map[string]bool{
		"correct horse battery staple": true, "short": false, "aaaaaaaaaaaaaaaa": false, "Password1234": false,
		"alice-likes-long-passwords": false, "another fine phrase": true, strings.Repeat("ab", 65): false,
	} {
		if got := auth.PasswordProblem(pw, "alice@example.com") == ""; got != ok {
			t.Errorf("%q accepted %v, want %v", pw, got, ok)
		}
	}
	if ok, err := identity.VerifyPassword("anything", auth.DummyHash()); ok || err != nil || !strings.HasPrefix(auth.DummyHash(), "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("dummy hash %q: %v %v", auth.DummyHash(), ok, err)
	}
}
