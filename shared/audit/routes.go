package audit

import (
	"net/http"

	"bulwark/shared/httpkit"
	"bulwark/shared/principal"
	"bulwark/shared/store"
)

// Routes are the audit group's operations: GET /api/audit-trail/records,
// the caller's workspace only.
func Routes(t store.Table) []httpkit.Route {
	return []httpkit.Route{{Method: "GET", Path: "/api/audit-trail/records", Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := principal.Require(r)
		if err != nil {
			httpkit.WriteError(w, r, err)
			return
		}
		q, err := ParseQuery(r.URL.Query())
		if err != nil {
			httpkit.WriteError(w, r, err)
			return
		}
		res, err := Search(r.Context(), t, p.WorkspaceID, q)
		if err != nil {
			httpkit.WriteError(w, r, err)
			return
		}
		if res.Truncated {
			w.Header().Set("X-Audit-Scan-Truncated", "true")
		}
		httpkit.WriteJSON(w, http.StatusOK, res)
	})}}
}
