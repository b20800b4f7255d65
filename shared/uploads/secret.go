package uploads

import (
	"net/http"

	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/webhooks"
)

// webhookSecret serves POST /api/uploads/webhook-secret: the workspace's
// current webhook signing secret (created on first use). It is a POST so
// that revealing a signing secret needs the write scope and is audited.
func webhookSecret(d *platform.Deps, w http.ResponseWriter, r *http.Request) {
	p, err := principal.Require(r)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	s, err := webhooks.Secret(r.Context(), d, p.WorkspaceID)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	httpkit.WriteJSON(w, http.StatusOK, s)
}

// rotateWebhookSecret serves POST /api/uploads/webhook-secret/rotate:
// deliveries are signed with the new secret from now on.
func rotateWebhookSecret(d *platform.Deps, w http.ResponseWriter, r *http.Request) {
	p, err := principal.Require(r)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	s, err := webhooks.Rotate(r.Context(), d, p.WorkspaceID)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	httpkit.WriteJSON(w, http.StatusOK, s)
}
