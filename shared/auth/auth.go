// Package auth authenticates every credential Bulwark accepts and decides
// what it may do.
//
//   - Credentials: API keys (Authorization: Bearer, and X-API-Key on the
//     runtime-security and proxy routes), JWT access tokens (HS256, signed
//     with the per-deployment secret "jwt-signing-key", revocable by jti)
//     and the session cookie (the same JWT, accepted only by the runtime
//     event log).
//   - Authorization: the ONE scope table (Required: method and path to
//     scope), the scope rules for minting keys (Grant), the role to
//     permission to scope mapping (ScopesOf).
//   - Limits: the per-workspace rate limit (counters in the store, so it
//     holds across Lambda instances) and sign-in throttling with lockout.
//   - TOTP for multi-factor sign-in, with replay protection.
//
// Service.Guard wraps every non-public operation: it authenticates, puts a
// principal.Principal in the request context, applies the rate limit and
// checks the required scope, auditing every refusal of an authenticated
// caller. docs/auth.md documents the decisions.
package auth

import (
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"bulwark/shared/audit"
	"bulwark/shared/clock"
	"bulwark/shared/secrets"
	"bulwark/shared/store"
)

// SigningKeyName is the deployment secret that signs access tokens: a file
// in the data directory locally, a Secrets Manager secret on AWS.
const SigningKeyName = secrets.NameJWTSigningKey

// Config is what a Service is built from.
type Config struct {
	// Main holds users, workspaces and API keys.
	Main store.Table
	// Nonces holds revoked token ids, rate-limit counters, sign-in
	// throttling state, reset tokens and used TOTP codes (all with TTL).
	Nonces store.Table
	// Audit receives the refusals of authenticated callers.
	Audit *audit.Writer
	// Clock tells the time (tokens, windows, TOTP).
	Clock clock.Clock
	// Secrets holds the signing key, read on first use.
	Secrets secrets.Store
	// TTL is the lifetime of access tokens.
	TTL time.Duration
	// RateLimit is the per-workspace limit of requests per minute.
	RateLimit int
	// Log is the logger.
	Log *slog.Logger
}

// Service authenticates and authorizes requests. It is safe for
// concurrent use.
type Service struct {
	c        Config
	limiter  *Limiter
	throttle *Throttle

	mu       sync.Mutex
	kr       keyring   // see keyring.go
	forcedAt time.Time // the last read an unknown kid forced
}

// New returns a Service. The signing key is read (or created) on first
// use, so a function that never sees a JWT never reads the secret.
func New(c Config) *Service {
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if c.Clock == nil {
		c.Clock = clock.System{}
	}
	return &Service{
		c:        c,
		limiter:  &Limiter{Table: c.Nonces, Clock: c.Clock, PerMinute: c.RateLimit},
		throttle: &Throttle{Table: c.Nonces, Clock: c.Clock},
	}
}

// TTL is the lifetime of access tokens.
func (s *Service) TTL() time.Duration { return s.c.TTL }

// Clock is the service's clock.
func (s *Service) Clock() clock.Clock { return s.c.Clock }

// Limiter is the per-workspace rate limiter.
func (s *Service) Limiter() *Limiter { return s.limiter }

// Throttle is the sign-in throttle.
func (s *Service) Throttle() *Throttle { return s.throttle }

// ClientIP is the caller's address: API Gateway and Function URLs put the
// source address in RemoteAddr (through the Lambda adapters); locally it is
// the TCP peer. X-Forwarded-For is not trusted, since any client can set it.
func ClientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
