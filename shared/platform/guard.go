package platform

import (
	"fmt"
	"net"
	"net/http"
	"strings"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
	"bulwark/shared/principal"
)

// guard authenticates every non-public operation: the API key comes as
// `Authorization: Bearer <key>` or `X-API-Key: <key>`, and the request
// carries the resulting principal.Principal.
func guard(d *Deps, op openapi.Operation, next http.Handler) http.Handler {
	if op.Public {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("X-API-Key")
		if bearer, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
			key = bearer
		}
		if key == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="bulwark"`)
			httpkit.WriteError(w, r, errs.New(errs.ErrUnauthenticated, "UNAUTHENTICATED", "send an API key as 'Authorization: Bearer <key>'"))
			return
		}
		k, err := identity.LookupAPIKey(r.Context(), d.Main, strings.TrimSpace(key), d.Clock.Now())
		if err != nil {
			w.Header().Set("WWW-Authenticate", `Bearer realm="bulwark", error="invalid_token"`)
			httpkit.WriteError(w, r, err)
			return
		}
		p := principal.Principal{
			WorkspaceID: k.WorkspaceID, UserID: k.CreatedByUserID, KeyID: k.ID, Scopes: k.Scopes,
			Via: principal.ViaAPIKey, Actor: fmt.Sprintf("api_key:%s", k.ID), ClientIP: ClientIP(r),
		}
		next.ServeHTTP(w, r.WithContext(principal.With(r.Context(), p)))
	})
}

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
