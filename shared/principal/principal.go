// Package principal carries the authenticated caller of a request through
// its context: who (user, API key), in which workspace, with which roles and
// scopes. The guard that authenticates requests puts it there; handlers
// read it and key every store access by its WorkspaceID.
package principal

import (
	"context"
	"net/http"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
)

// Credential kinds.
const (
	ViaAPIKey = "api_key"
	ViaJWT    = "jwt"
	ViaCookie = "cookie"
	// ViaDevice is an enrolled device's credential (bwd_...).
	ViaDevice = "device"
)

// Principal is an authenticated caller.
type Principal struct {
	WorkspaceID string
	// UserID is the signed-in user, or the user who created the API key.
	UserID int64
	// KeyID is set when the caller authenticated with an API key.
	KeyID string
	// DeviceID is set when the caller is an enrolled device.
	DeviceID string
	// Roles of the user (for keys: of the key's creator).
	Roles []string
	// Scopes the credential holds (API keys); JWT sessions hold the scopes
	// their roles grant.
	Scopes []string
	// Via is how the caller authenticated: ViaAPIKey, ViaJWT, ViaCookie or
	// ViaDevice.
	Via string
	// Actor names the caller in audit records ("user:3", "api_key:<id>").
	Actor string
	// ClientIP is the caller's address as seen by the service.
	ClientIP string
}

type ctxKey struct{}

// With returns ctx carrying p.
func With(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, ctxKey{}, p)
}

// From returns the principal of ctx.
func From(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(ctxKey{}).(Principal)
	return p, ok
}

// Require returns the request's principal or an UNAUTHENTICATED error.
func Require(r *http.Request) (Principal, error) {
	p, ok := From(r.Context())
	if !ok || p.WorkspaceID == "" {
		return Principal{}, errs.New(errs.ErrUnauthenticated, "UNAUTHENTICATED", "authentication is required")
	}
	return p, nil
}

// Handler adapts the handler of an authenticated operation to
// http.Handler: fn gets the request's principal, and the error fn returns
// (or UNAUTHENTICATED when there is no principal) is written with
// httpkit.WriteError.
func Handler(fn func(w http.ResponseWriter, r *http.Request, p Principal) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := Require(r)
		if err == nil {
			err = fn(w, r, p)
		}
		if err != nil {
			httpkit.WriteError(w, r, err)
		}
	})
}
