package accounts

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/principal"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Key creation bounds.
const (
	MaxKeyName     = 128
	MaxKeyScopes   = 64
	MaxKeyLifetime = 5 * 365 * 24 * time.Hour
)

// KeyView is an API key as the API shows it: never the secret nor its hash.
type KeyView struct {
	ID              string     `json:"id"`
	Name            string     `json:"name"`
	Prefix          string     `json:"prefix"`
	Scopes          []string   `json:"scopes"`
	CreatedByUserID int64      `json:"created_by_user_id"`
	CreatedByKeyID  string     `json:"created_by_key_id,omitempty"`
	CreatedAt       time.Time  `json:"created_at"`
	ExpiresAt       *time.Time `json:"expires_at"`
	RevokedAt       *time.Time `json:"revoked_at"`
	LastUsedAt      *time.Time `json:"last_used_at"`
}

// CreatedKey is the answer of a creation: the record plus the secret,
// shown this once.
type CreatedKey struct {
	KeyView
	Key string `json:"key"`
}

func viewKey(k identity.APIKey) KeyView {
	return KeyView{
		ID: k.ID, Name: k.Name, Prefix: k.Prefix, Scopes: k.Scopes, CreatedByUserID: k.CreatedByUserID,
		CreatedByKeyID: k.CreatedByKeyID, CreatedAt: k.CreatedAt, ExpiresAt: k.ExpiresAt, RevokedAt: k.RevokedAt, LastUsedAt: k.LastUsedAt,
	}
}

type createKeyBody struct {
	Name      *string  `json:"name"`
	Scopes    []string `json:"scopes"`
	ExpiresAt *string  `json:"expires_at"`
}

// createKey mints a key within what the caller holds (auth.Grant): for a
// signed-in user, what their roles grant; for a key, its own effective
// scopes. The key is bound to the caller's user, so it also never exceeds
// that user's roles later on.
func (s *server) createKey(w http.ResponseWriter, r *http.Request) error {
	var b createKeyBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	name := strings.TrimSpace(requireString(&c, []any{"body", "name"}, b.Name, 1, MaxKeyName))
	c.Name([]any{"body", "name"}, name, 0, -1)
	if b.Name != nil && name == "" && *b.Name != "" {
		c.Add([]any{"body", "name"}, "String should not be blank", "string_too_short")
	}
	c.MaxItems([]any{"body", "scopes"}, len(b.Scopes), MaxKeyScopes)
	p, err := principal.Require(r)
	if err != nil {
		return err
	}
	now := s.auth.Clock().Now()
	var expires *time.Time
	if b.ExpiresAt != nil {
		t, err := time.Parse(time.RFC3339, *b.ExpiresAt)
		switch {
		case err != nil:
			c.Add([]any{"body", "expires_at"}, "Input should be a valid RFC 3339 date-time", "datetime_parsing")
		case !t.After(now):
			c.Add([]any{"body", "expires_at"}, "expires_at should be in the future", "datetime_future")
		case t.Sub(now) > MaxKeyLifetime:
			c.Add([]any{"body", "expires_at"}, "expires_at should be at most 5 years ahead", "datetime_too_far")
		default:
			t = t.UTC()
			expires = &t
		}
	}
	if err := c.Err(); err != nil {
		return err
	}
	scopes, err := auth.Grant(p.Scopes, b.Scopes)
	if err != nil {
		return err
	}
	secret, k, err := identity.CreateAPIKey(r.Context(), s.d.Main, s.auth.Clock(), identity.NewAPIKey{
		WorkspaceID: p.WorkspaceID, Name: name, Scopes: scopes, CreatedByUserID: p.UserID, CreatedByKeyID: p.KeyID, ExpiresAt: expires,
	})
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityID = k.ID
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s minted the API key %q (%s) with scopes %s", p.Actor, k.Name, k.Prefix, strings.Join(k.Scopes, ", "))
		rec.Metadata["granted_scopes"] = k.Scopes
	})
	httpkit.WriteJSON(w, http.StatusCreated, CreatedKey{KeyView: viewKey(k), Key: secret})
	return nil
}

// seesAllKeys: owners and admins (permission api_keys.admin) see and
// revoke every key of the workspace; others only the keys they minted.
func seesAllKeys(p principal.Principal) bool {
	return auth.HasPermission(p.Roles, auth.PermAPIKeysAdmin)
}

// listKeys lists the workspace's keys visible to the caller, newest first,
// revoked ones included (with revoked_at).
func (s *server) listKeys(w http.ResponseWriter, r *http.Request) error {
	p, err := principal.Require(r)
	if err != nil {
		return err
	}
	items := []KeyView{}
	cursor := ""
	for {
		page, next, err := records.List[identity.APIKey](r.Context(), s.d.Main, p.WorkspaceID, identity.KindAPIKey,
			store.Query{Descending: true, Limit: store.MaxLimit, Cursor: cursor})
		if err != nil {
			return err
		}
		for _, k := range page {
			if seesAllKeys(p) || k.CreatedByUserID == p.UserID {
				items = append(items, viewKey(k))
			}
		}
		if next == "" {
			break
		}
		cursor = next
	}
	httpkit.WriteJSON(w, http.StatusOK, map[string]any{"items": items})
	return nil
}

// ScopeView is one entry of the scope catalogue, with whether the caller
// holds it (may grant it to a new key).
type ScopeView struct {
	auth.Scope
	Held bool `json:"held"`
}

// listScopes answers the scope catalogue.
func (s *server) listScopes(w http.ResponseWriter, r *http.Request) error {
	p, err := principal.Require(r)
	if err != nil {
		return err
	}
	var out []ScopeView
	for _, sc := range auth.Catalogue() {
		held := true
		for _, c := range auth.Expand([]string{sc.Name}) {
			held = held && slices.Contains(p.Scopes, c)
		}
		out = append(out, ScopeView{Scope: sc, Held: held})
	}
	httpkit.WriteJSON(w, http.StatusOK, map[string]any{"scopes": out})
	return nil
}

// revokeKey revokes a key at once (idempotent: revoking a revoked key is a
// 204 too). A key the caller may not see is a 404.
func (s *server) revokeKey(w http.ResponseWriter, r *http.Request) error {
	p, err := principal.Require(r)
	if err != nil {
		return err
	}
	id := r.PathValue("key_id")
	notFound := errNotFound("API_KEY_NOT_FOUND", "the API key")
	if _, err := uuid.Parse(id); err != nil {
		return notFound
	}
	now := s.auth.Clock().Now()
	k, err := records.Mutate(r.Context(), s.d.Main, identity.APIKeyKey(p.WorkspaceID, id), func(k *identity.APIKey) error {
		if !seesAllKeys(p) && k.CreatedByUserID != p.UserID {
			return notFound
		}
		if k.RevokedAt == nil {
			k.RevokedAt = &now
		}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return notFound
	}
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.Severity = audit.SeverityHigh
		rec.Summary = fmt.Sprintf("%s revoked the API key %q (%s)", p.Actor, k.Name, k.Prefix)
	})
	w.WriteHeader(http.StatusNoContent)
	return nil
}
