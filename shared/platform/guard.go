package platform

import (
	"net/http"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/principal"
)

// NewAuth builds the deployment's authentication service (package auth)
// from its dependencies: users and keys in Main, token revocations, rate
// counters and sign-in throttling in Nonces, refusals to the audit trail,
// and the JWT signing key, the secret auth.SigningKeyName, read or created
// on first use through d.Secrets.
func NewAuth(d *Deps) *auth.Service {
	return auth.New(auth.Config{
		Main: d.Main, Nonces: d.Nonces, Audit: d.AuditWriter(), Clock: d.Clock, Secrets: d.Secrets,
		TTL: d.Config.JWTTTL, RateLimit: d.Config.RateLimit, Log: d.Log,
	})
}

// AuditWriter is the writer of the deployment's audit trail, keeping
// records for the configured retention.
func (d *Deps) AuditWriter() *audit.Writer {
	return &audit.Writer{Table: d.Audit, Clock: d.Clock, Retention: d.Config.AuditRetention, Log: d.Log}
}

// ClientIP is the caller's address (see auth.ClientIP).
func ClientIP(r *http.Request) string { return auth.ClientIP(r) }

// Handle adapts the handler of an authenticated operation of a group to
// http.Handler (see principal.Handler), giving it the group's Deps.
func Handle(d *Deps, fn func(d *Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error) http.Handler {
	return principal.Handler(func(w http.ResponseWriter, r *http.Request, p principal.Principal) error {
		return fn(d, w, r, p)
	})
}
