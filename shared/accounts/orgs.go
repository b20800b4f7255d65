package accounts

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/principal"
	"bulwark/shared/records"
)

// OrgView is an Organization as the API shows it, with member_count.
type OrgView struct {
	identity.OrgProfile
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
	MemberCount int64     `json:"member_count"`
}

func (s *server) viewOrg(ctx context.Context, o identity.Organization) (OrgView, error) {
	users, err := identity.ListUsers(ctx, s.d.Main, o.WorkspaceID)
	if err != nil {
		return OrgView{}, err
	}
	return OrgView{OrgProfile: o.OrgProfile, CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt, MemberCount: int64(len(users))}, nil
}

// callerOrg resolves {org_id} to the caller's organization: an id that is
// not the organization of the caller's workspace is a 404, whoever owns it.
func (s *server) callerOrg(r *http.Request) (principal.Principal, identity.Organization, error) {
	p, err := principal.Require(r)
	if err != nil {
		return p, identity.Organization{}, err
	}
	id, err := strconv.ParseInt(r.PathValue("org_id"), 10, 64)
	if err != nil || id <= 0 {
		return p, identity.Organization{}, httpkit.Invalid([]any{"path", "org_id"}, "Input should be a valid integer, unable to parse string as an integer", "int_parsing")
	}
	ws, err := identity.GetWorkspace(r.Context(), s.d.Main, p.WorkspaceID)
	if err != nil {
		return p, identity.Organization{}, err
	}
	notFound := errNotFound("ORG_NOT_FOUND", "the organization")
	if ws.OrgID != id {
		return p, identity.Organization{}, notFound
	}
	o, err := identity.GetOrg(r.Context(), s.d.Main, p.WorkspaceID, id)
	if errors.Is(err, errs.ErrNotFound) {
		return p, o, notFound
	}
	return p, o, err
}

// listOrgs answers the organizations the caller belongs to: the one of its
// workspace.
func (s *server) listOrgs(w http.ResponseWriter, r *http.Request) error {
	p, err := principal.Require(r)
	if err != nil {
		return err
	}
	ws, err := identity.GetWorkspace(r.Context(), s.d.Main, p.WorkspaceID)
	if err != nil {
		return err
	}
	items := []OrgView{}
	o, err := identity.GetOrg(r.Context(), s.d.Main, p.WorkspaceID, ws.OrgID)
	switch {
	case err == nil:
		v, err := s.viewOrg(r.Context(), o)
		if err != nil {
			return err
		}
		items = append(items, v)
	case !errors.Is(err, errs.ErrNotFound):
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, map[string]any{"items": items})
	return nil
}

func (s *server) getOrg(w http.ResponseWriter, r *http.Request) error {
	_, o, err := s.callerOrg(r)
	if err != nil {
		return err
	}
	v, err := s.viewOrg(r.Context(), o)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

// orgPatch is the update body: every field optional.
type orgPatch struct {
	Name                    *string `json:"name"`
	Slug                    *string `json:"slug"`
	LicenseType             *string `json:"license_type"`
	PlanTier                *string `json:"plan_tier"`
	LicenseKey              *string `json:"license_key"`
	LicenseExpiresAt        *string `json:"license_expires_at"`
	MaxUsers                *int64  `json:"max_users"`
	MaxDatasets             *int64  `json:"max_datasets"`
	MaxTotalScans           *int64  `json:"max_total_scans"`
	MaxConcurrentScans      *int64  `json:"max_concurrent_scans"`
	MaxQueueSize            *int64  `json:"max_queue_size"`
	MaxDatasetSizeBytes     *int64  `json:"max_dataset_size_bytes"`
	MaxTotalStorageBytes    *int64  `json:"max_total_storage_bytes"`
	MaxRuntimeSecurityCalls *int64  `json:"max_runtime_security_calls"`
}

// slugPattern: lower-case letters and digits in dash-separated groups.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// decodeOrgPatch decodes and validates a PATCH body: strings 1-255
// characters (slug at most 64 and slug-shaped), integers >= 0, date-times
// RFC 3339. null is allowed only for license_expires_at (it clears it).
// clearExpiry reports that license_expires_at is to be cleared.
func decodeOrgPatch(r *http.Request) (b orgPatch, clearExpiry bool, err error) {
	const limit = 16 << 10
	// Read the body once to look at it twice: typed (Decode, strict) and
	// raw, which tells an absent field from a null one.
	raw, err := httpkit.ReadBody(r, limit)
	if err != nil {
		return b, false, err
	}
	r.Body = io.NopCloser(bytes.NewReader(raw))
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: limit}); err != nil {
		return b, false, err
	}
	var fields map[string]json.RawMessage
	_ = json.Unmarshal(raw, &fields)
	var c httpkit.Checker
	for k, v := range fields {
		if string(bytes.TrimSpace(v)) == "null" {
			if k == "license_expires_at" {
				clearExpiry = true
				continue
			}
			c.Add([]any{"body", k}, "Input should not be null", "null_forbidden")
		}
	}
	for _, f := range []struct {
		name string
		v    *string
		max  int
	}{{"name", b.Name, 255}, {"slug", b.Slug, 64}, {"license_type", b.LicenseType, 255}, {"plan_tier", b.PlanTier, 255}, {"license_key", b.LicenseKey, 255}} {
		if f.v != nil {
			c.Name([]any{"body", f.name}, *f.v, 1, f.max)
		}
	}
	if b.Slug != nil && *b.Slug != "" && !slugPattern.MatchString(*b.Slug) {
		c.Add([]any{"body", "slug"}, "String should match pattern '^[a-z0-9]+(?:-[a-z0-9]+)*$'", "string_pattern_mismatch")
	}
	for _, f := range []struct {
		name string
		v    *int64
	}{{"max_users", b.MaxUsers}, {"max_datasets", b.MaxDatasets}, {"max_total_scans", b.MaxTotalScans},
		{"max_concurrent_scans", b.MaxConcurrentScans}, {"max_queue_size", b.MaxQueueSize},
		{"max_dataset_size_bytes", b.MaxDatasetSizeBytes}, {"max_total_storage_bytes", b.MaxTotalStorageBytes},
		{"max_runtime_security_calls", b.MaxRuntimeSecurityCalls}} {
		if f.v != nil {
			c.IntRange([]any{"body", f.name}, *f.v, 0, 1<<53)
		}
	}
	if b.LicenseExpiresAt != nil {
		if _, err := time.Parse(time.RFC3339, *b.LicenseExpiresAt); err != nil {
			c.Add([]any{"body", "license_expires_at"}, "Input should be a valid RFC 3339 date-time", "datetime_parsing")
		}
	}
	return b, clearExpiry, c.Err()
}

// updateOrg changes the caller's organization. The scope table requires
// orgs:write, which only owners and admins (and keys they mint with it)
// hold.
func (s *server) updateOrg(w http.ResponseWriter, r *http.Request) error {
	p, o, err := s.callerOrg(r)
	if err != nil {
		return err
	}
	b, clearExpiry, err := decodeOrgPatch(r)
	if err != nil {
		return err
	}
	now := s.auth.Clock().Now()
	var changed []string
	o, err = records.Mutate(r.Context(), s.d.Main, identity.OrgKey(p.WorkspaceID, o.ID), func(v *identity.Organization) error {
		changed = changed[:0]
		setS := func(name string, dst *string, src *string) {
			if src != nil {
				*dst = *src
				changed = append(changed, name)
			}
		}
		setI := func(name string, dst *int64, src *int64) {
			if src != nil {
				*dst = *src
				changed = append(changed, name)
			}
		}
		setS("name", &v.Name, b.Name)
		setS("slug", &v.Slug, b.Slug)
		setS("license_type", &v.LicenseType, b.LicenseType)
		setS("plan_tier", &v.PlanTier, b.PlanTier)
		setS("license_key", &v.LicenseKey, b.LicenseKey)
		if b.LicenseExpiresAt != nil {
			t, _ := time.Parse(time.RFC3339, *b.LicenseExpiresAt)
			t = t.UTC()
			v.LicenseExpiresAt = &t
			changed = append(changed, "license_expires_at")
		} else if clearExpiry {
			v.LicenseExpiresAt = nil
			changed = append(changed, "license_expires_at")
		}
		setI("max_users", &v.MaxUsers, b.MaxUsers)
		setI("max_datasets", &v.MaxDatasets, b.MaxDatasets)
		setI("max_total_scans", &v.MaxTotalScans, b.MaxTotalScans)
		setI("max_concurrent_scans", &v.MaxConcurrentScans, b.MaxConcurrentScans)
		setI("max_queue_size", &v.MaxQueueSize, b.MaxQueueSize)
		setI("max_dataset_size_bytes", &v.MaxDatasetSizeBytes, b.MaxDatasetSizeBytes)
		setI("max_total_storage_bytes", &v.MaxTotalStorageBytes, b.MaxTotalStorageBytes)
		setI("max_runtime_security_calls", &v.MaxRuntimeSecurityCalls, b.MaxRuntimeSecurityCalls)
		if len(changed) > 0 {
			v.UpdatedAt = now
		}
		return nil
	})
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s changed organization %d: %s", p.Actor, o.ID, strings.Join(changed, ", "))
		rec.Metadata["changed_fields"] = changed
	})
	v, err := s.viewOrg(r.Context(), o)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

// listMembers answers the users of the organization's workspace.
func (s *server) listMembers(w http.ResponseWriter, r *http.Request) error {
	_, o, err := s.callerOrg(r)
	if err != nil {
		return err
	}
	users, err := identity.ListUsers(r.Context(), s.d.Main, o.WorkspaceID)
	if err != nil {
		return err
	}
	ws, err := identity.GetWorkspace(r.Context(), s.d.Main, o.WorkspaceID)
	if err != nil {
		return err
	}
	items := make([]identity.PublicUser, 0, len(users))
	for _, u := range users {
		items = append(items, u.Public(ws.WorkspaceRef))
	}
	httpkit.WriteJSON(w, http.StatusOK, map[string]any{"items": items})
	return nil
}

// grantableRoles are the roles members may be given: there is one owner,
// the account holder, made at sign-up.
func grantableRoles() []string {
	return slices.DeleteFunc(auth.Roles(), func(r string) bool { return r == identity.RoleOwner })
}

func checkRoles(c *httpkit.Checker, roles []string) {
	loc := []any{"body", "roles"}
	if len(roles) == 0 {
		c.Add(loc, "List should have at least 1 item", "too_short")
	}
	c.MaxItems(loc, len(roles), len(grantableRoles()))
	for i, role := range roles {
		c.OneOf([]any{"body", "roles", i}, role, grantableRoles()...)
	}
}

type inviteBody struct {
	Email *string  `json:"email"`
	Name  *string  `json:"name"`
	Roles []string `json:"roles"`
}

// inviteMember creates a user in the organization's workspace (within
// max_users) and mails an invitation token with which they choose their
// password. The invitation is all or nothing: when the mail cannot be
// sent the new user is removed again (503 MAIL_UNAVAILABLE), and inviting
// an address that is already a pending invitee of the workspace (a retry
// after a lost answer) sends a new invitation instead of EMAIL_TAKEN.
func (s *server) inviteMember(w http.ResponseWriter, r *http.Request) error {
	p, o, err := s.callerOrg(r)
	if err != nil {
		return err
	}
	var b inviteBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "email"}, b.Email != nil) {
		checkEmail(&c, []any{"body", "email"}, *b.Email)
	}
	name := ""
	if b.Name != nil {
		name = *b.Name
		c.Name([]any{"body", "name"}, name, 1, 255)
	}
	if c.Required([]any{"body", "roles"}, b.Roles != nil) {
		checkRoles(&c, b.Roles)
	}
	if err := c.Err(); err != nil {
		return err
	}
	ctx := r.Context()
	u, err := identity.CreateUser(ctx, s.d.Main, s.auth.Clock(), o.WorkspaceID, identity.NewUser{Email: *b.Email, Name: name, Roles: b.Roles})
	created := err == nil
	if errors.Is(err, identity.ErrEmailTaken) {
		u, err = s.pendingInvitee(ctx, o.WorkspaceID, *b.Email, name, b.Roles)
	}
	if err != nil {
		return err
	}
	if err := s.issuePasswordToken(ctx, u, "invite", InviteTTL); err != nil {
		s.d.Log.ErrorContext(ctx, "invitation mail not sent", "user_id", u.ID, "err", err.Error())
		if created {
			if rerr := identity.RemoveNewUser(context.WithoutCancel(ctx), s.d.Main, u); rerr != nil {
				s.d.Log.ErrorContext(ctx, "invited user not removed after the mail failed", "user_id", u.ID, "err", rerr.Error())
			}
		}
		return errs.New(errs.ErrUnavailable, "MAIL_UNAVAILABLE",
			"the invitation e-mail could not be sent, so no account was created; retry later")
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "user", idOrEmpty(u.ID)
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s invited %s as %s", p.Actor, u.Email, strings.Join(u.Roles, ", "))
	})
	pu, err := s.publicUser(ctx, u)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusCreated, pu)
	return nil
}

// pendingInvitee returns the workspace's user with this address when they
// were invited and never chose a password, with the name and roles of the
// new invitation; any other owner of the address is ErrEmailTaken.
func (s *server) pendingInvitee(ctx context.Context, ws, email, name string, roles []string) (identity.User, error) {
	u, err := identity.UserByEmail(ctx, s.d.Main, email)
	if err != nil || u.WorkspaceID != ws || !u.Pending() {
		return identity.User{}, identity.ErrEmailTaken
	}
	return records.Mutate(ctx, s.d.Main, identity.UserKey(ws, u.ID), func(v *identity.User) error {
		if !v.Pending() {
			return identity.ErrEmailTaken
		}
		if name != "" {
			v.Name = name
		}
		v.Roles = slices.Clone(roles)
		v.UpdatedAt = s.auth.Clock().Now()
		return nil
	})
}

type memberPatch struct {
	Name     *string  `json:"name"`
	Roles    []string `json:"roles"`
	IsActive *bool    `json:"is_active"`
}

// updateMember renames a member, changes their roles or (de)activates
// them. A change of roles or activation ends the member's sessions (their
// API keys follow their roles at once anyway). The owner's roles and
// activation cannot be changed, nor can callers change their own.
func (s *server) updateMember(w http.ResponseWriter, r *http.Request) error {
	p, o, err := s.callerOrg(r)
	if err != nil {
		return err
	}
	notFound := errNotFound("USER_NOT_FOUND", "the user")
	id, err := strconv.ParseInt(r.PathValue("user_id"), 10, 64)
	if err != nil || id <= 0 {
		return notFound
	}
	var b memberPatch
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	if b.Name != nil {
		c.Name([]any{"body", "name"}, *b.Name, 1, 255)
	}
	if b.Roles != nil {
		checkRoles(&c, b.Roles)
	}
	if err := c.Err(); err != nil {
		return err
	}
	powers := b.Roles != nil || b.IsActive != nil
	now := s.auth.Clock().Now()
	u, err := records.Mutate(r.Context(), s.d.Main, identity.UserKey(o.WorkspaceID, id), func(u *identity.User) error {
		if powers && (u.IsPlatformOwner || slices.Contains(u.Roles, identity.RoleOwner)) {
			return errs.New(errs.ErrPermissionDenied, "OWNER_IMMUTABLE", "the owner's roles and activation cannot be changed")
		}
		if powers && u.ID == p.UserID {
			return errs.New(errs.ErrPermissionDenied, "SELF_CHANGE_FORBIDDEN", "you cannot change your own roles or activation; ask another administrator")
		}
		if b.Name != nil {
			u.Name = *b.Name
		}
		if b.Roles != nil {
			u.Roles = slices.Clone(b.Roles)
		}
		if b.IsActive != nil {
			u.IsActive = *b.IsActive
		}
		if powers {
			u.SessionEpoch++
		}
		u.UpdatedAt = now
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return notFound
	}
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType = "user"
		if powers {
			rec.Severity = audit.SeverityHigh
		}
		rec.Summary = fmt.Sprintf("%s changed the member %s (roles %s, active %v)", p.Actor, u.Email, strings.Join(u.Roles, ", "), u.IsActive)
	})
	pu, err := s.publicUser(r.Context(), u)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, pu)
	return nil
}
