package accounts_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"bulwark/shared/accounts"
	"bulwark/shared/audit"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/mail"
)

func TestOrganizations(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		env.User(t, tn, "member@example.com", "a member's long password", identity.RoleMember)
		owner := mustLogin(t, h, tn.Email, ownerPassword)
		member := mustLogin(t, h, "member@example.com", "a member's long password")
		path := "/api/orgs/" + strconv.FormatInt(tn.OrgID, 10)

		res := authtest.Do(t, h, "GET", "/api/orgs", nil, member)
		var list struct{ Items []accounts.OrgView }
		res.JSON(t, &list)
		if res.Code != 200 || len(list.Items) != 1 || list.Items[0].ID != tn.OrgID || list.Items[0].MemberCount != 2 {
			t.Fatalf("list: %d %s", res.Code, res.Body)
		}
		res = authtest.Do(t, h, "GET", path, nil, member)
		for _, f := range []string{"id", "name", "slug", "license_type", "uuid", "license_key", "license_expires_at", "plan_tier", "max_users",
			"max_datasets", "max_total_scans", "max_concurrent_scans", "max_queue_size", "max_dataset_size_bytes", "max_total_storage_bytes",
			"created_at", "updated_at", "member_count"} {
			if !strings.Contains(res.Body.String(), `"`+f+`":`) {
				t.Errorf("organization lacks %s: %s", f, res.Body)
			}
		}
		// Members may read but not change it.
		if res := authtest.Do(t, h, "PATCH", path, map[string]string{"name": "x"}, member); res.Code != 403 || !strings.Contains(res.Body.String(), "'orgs:write'") {
			t.Fatalf("member patch: %d %s", res.Code, res.Body)
		}
		// Every field.
		env.Clock.Advance(time.Minute)
		patch := map[string]any{
			"name": "Acme Corp", "slug": "acme-corp", "license_type": "subscription", "plan_tier": "team", "license_key": "LIC-123-SECRET",
			"license_expires_at": "2027-12-31T23:59:59+01:00", "max_users": 3, "max_datasets": 10, "max_total_scans": 100,
			"max_concurrent_scans": 2, "max_queue_size": 5, "max_dataset_size_bytes": 1 << 20, "max_total_storage_bytes": 1 << 30,
			"max_runtime_security_calls": 0,
		}
		res = authtest.Do(t, h, "PATCH", path, patch, owner)
		var o accounts.OrgView
		res.JSON(t, &o)
		if res.Code != 200 || o.Name != "Acme Corp" || o.Slug != "acme-corp" || o.LicenseType != "subscription" || o.PlanTier != "team" ||
			o.LicenseKey != "LIC-123-SECRET" || o.LicenseExpiresAt == nil || !o.LicenseExpiresAt.Equal(time.Date(2027, 12, 31, 22, 59, 59, 0, time.UTC)) ||
			o.MaxUsers != 3 || o.MaxDatasets != 10 || o.MaxTotalScans != 100 || o.MaxConcurrentScans != 2 || o.MaxQueueSize != 5 ||
			o.MaxDatasetSizeBytes != 1<<20 || o.MaxTotalStorageBytes != 1<<30 || o.MaxRuntimeSecurityCalls != 0 ||
			!o.UpdatedAt.Equal(env.Clock.Now()) || o.MemberCount != 2 {
			t.Fatalf("patch: %d %s", res.Code, res.Body)
		}
		// Partial update keeps the rest; null clears the expiry.
		res = authtest.Do(t, h, "PATCH", path, `{"plan_tier":"enterprise","license_expires_at":null}`, owner)
		res.JSON(t, &o)
		if res.Code != 200 || o.PlanTier != "enterprise" || o.Name != "Acme Corp" || o.LicenseExpiresAt != nil {
			t.Fatalf("partial patch: %d %s", res.Code, res.Body)
		}
		// Validation: every bad field at its location, unknown fields too.
		bad := map[string]string{
			`{"name":""}`: `["body","name"]`,
			`{"name":"` + strings.Repeat("n", 256) + `"}`: `["body","name"]`,
			`{"slug":"` + strings.Repeat("s", 65) + `"}`:  `["body","slug"]`,
			`{"slug":"Not A Slug"}`:                       `["body","slug"]`,
			`{"slug":"-edge-"}`:                           `["body","slug"]`,
			`{"license_key":""}`:                          `["body","license_key"]`,
			`{"max_users":-1}`:                            `["body","max_users"]`,
			`{"max_datasets":1.5}`:                        `["body","max_datasets"]`,
			`{"max_queue_size":"5"}`:                      `["body","max_queue_size"]`,
			`{"license_expires_at":"soon"}`:               `["body","license_expires_at"]`,
			`{"name":null}`:                               `["body","name"]`,
			`{"owner":"me"}`:                              `["body","owner"]`,
			`{"name":"ok","max_users":{"n":1}}`:           `["body","max_users"]`,
		}
		for body, loc := range bad {
			if res := authtest.Do(t, h, "PATCH", path, body, owner); res.Code != 422 || !strings.Contains(res.Body.String(), loc) {
				t.Errorf("%s: %d %s, want a 422 at %s", body, res.Code, res.Body, loc)
			}
		}
		if res := authtest.Do(t, h, "GET", "/api/orgs/abc", nil, owner); res.Code != 422 {
			t.Fatalf("non-integer id: %d", res.Code)
		}
		if res := authtest.Do(t, h, "GET", "/api/orgs/999", nil, owner); res.Code != 404 || res.ErrorCode() != "ORG_NOT_FOUND" {
			t.Fatalf("unknown id: %d %s", res.Code, res.Body)
		}
		// A key with orgs:write may patch.
		_, k := mint(t, h, owner, map[string]any{"name": "admin bot", "scopes": []string{"orgs:write"}})
		if res := authtest.Do(t, h, "PATCH", path, map[string]string{"name": "Acme by key"}, k.Key); res.Code != 200 {
			t.Fatalf("patch with an orgs:write key: %d %s", res.Code, res.Body)
		}
		// The change is audited, without the licence key.
		recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{"update_org"}})
		first := recs[len(recs)-1]
		if first.EntityType != "org" || first.EntityID != strconv.FormatInt(tn.OrgID, 10) || first.Category != "orgs" ||
			first.Params["name"] != "Acme Corp" || first.Params["license_key"] != nil || !strings.Contains(jsonOf(first.Metadata), "license_key") {
			t.Fatalf("update record %+v", first)
		}
	})
}

func TestMembersAndMaxUsers(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h, tn, owner, org := orgOwner(t, env)
		if res := authtest.Do(t, h, "PATCH", org, map[string]int{"max_users": 2}, owner); res.Code != 200 {
			t.Fatalf("limit: %d", res.Code)
		}
		res := authtest.Do(t, h, "POST", org+"/members", map[string]any{"email": "New@Example.com", "name": "New", "roles": []string{"analyst"}}, owner)
		var u identity.PublicUser
		res.JSON(t, &u)
		if res.Code != 201 || u.Email != "new@example.com" || u.Roles[0] != "analyst" || !u.IsActive || u.Workspace.ID != tn.WorkspaceID {
			t.Fatalf("invite: %d %s", res.Code, res.Body)
		}
		for body, loc := range map[string]string{
			`{"email":"x@example.com","roles":["owner"]}`: `["body","roles",0]`,
			`{"email":"x@example.com","roles":[]}`:        `["body","roles"]`,
			`{"email":"x@example.com"}`:                   `["body","roles"]`,
			`{"email":"nope","roles":["viewer"]}`:         `["body","email"]`,
		} {
			if res := authtest.Do(t, h, "POST", org+"/members", body, owner); res.Code != 422 || !strings.Contains(res.Body.String(), loc) {
				t.Errorf("%s: %d %s", body, res.Code, res.Body)
			}
		}
		// max_users is enforced.
		res = authtest.Do(t, h, "POST", org+"/members", map[string]any{"email": "third@example.com", "roles": []string{"viewer"}}, owner)
		if res.Code != 402 || res.ErrorCode() != "LICENSE_LIMIT_REACHED" || !strings.Contains(res.Body.String(), "max_users") {
			t.Fatalf("over max_users: %d %s", res.Code, res.Body)
		}
		authtest.Do(t, h, "PATCH", org, map[string]int{"max_users": 10}, owner)
		// Inviting a pending invitee again (a retry after a lost answer)
		// sends a new invitation, with the new roles; no second account.
		if res := authtest.Do(t, h, "POST", org+"/members", map[string]any{"email": "new@example.com", "roles": []string{"viewer"}}, owner); res.Code != 201 {
			t.Fatalf("invite again: %d %s", res.Code, res.Body)
		} else if res.JSON(t, &u); u.ID == 0 || u.Roles[0] != "viewer" {
			t.Fatalf("re-invited user: %+v", u)
		}
		// The invitation mail sets the first password.
		tok := mailedToken(t, env, "new@example.com")
		if res, _ := login(t, h, "new@example.com", "anything at all!"); res.Code != 401 {
			t.Fatalf("sign-in before choosing a password: %d", res.Code)
		}
		if res := authtest.Do(t, h, "POST", "/api/auth/password/reset", map[string]string{"token": tok, "new_password": "my very own passphrase"}, ""); res.Code != 200 {
			t.Fatalf("accept invitation: %d %s", res.Code, res.Body)
		}
		mustLogin(t, h, "new@example.com", "my very own passphrase")
		// Once the invitee has chosen a password the address is taken.
		if res := authtest.Do(t, h, "POST", org+"/members", map[string]any{"email": "new@example.com", "roles": []string{"viewer"}}, owner); res.Code != 409 || res.ErrorCode() != "EMAIL_TAKEN" {
			t.Fatalf("same e-mail: %d %s", res.Code, res.Body)
		}
		// Listed, counted.
		res = authtest.Do(t, h, "GET", org+"/members", nil, owner)
		var members struct{ Items []identity.PublicUser }
		res.JSON(t, &members)
		if res.Code != 200 || len(members.Items) != 2 || members.Items[0].ID != tn.UserID {
			t.Fatalf("members: %d %s", res.Code, res.Body)
		}
		// The owner is immutable; nobody changes themselves.
		if res := authtest.Do(t, h, "PATCH", fmt.Sprintf("%s/members/%d", org, tn.UserID), map[string]any{"roles": []string{"viewer"}}, owner); res.Code != 403 {
			t.Fatalf("demote the owner: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "PATCH", fmt.Sprintf("%s/members/%d", org, tn.UserID), map[string]any{"name": "The Owner"}, owner); res.Code != 200 {
			t.Fatalf("rename the owner: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "PATCH", fmt.Sprintf("%s/members/%d", org, 424242), map[string]any{"name": "x"}, owner); res.Code != 404 {
			t.Fatalf("unknown member: %d", res.Code)
		}
		recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{"invite_org_member"}, Filters: []audit.Filter{{Key: "metadata.status", Operator: "eq", Value: jsonNumber(201)}}})
		if len(recs) != 2 || recs[0].EntityType != "user" || recs[0].EntityID != strconv.FormatInt(u.ID, 10) || recs[1].EntityID != recs[0].EntityID {
			t.Fatalf("invitation records (the invitation and its repeat) %+v", recs)
		}
	})
}

// failingMailer refuses every message, as SES does without permission.
type failingMailer struct{}

func (failingMailer) Send(context.Context, mail.Message) error {
	return errors.New("AccessDenied: ses:SendEmail")
}

// An invitation whose mail cannot be sent creates nothing: 503, no member,
// the address still free, and a retry once mail works succeeds.
func TestInvitationIsAllOrNothing(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h, _, owner, org := orgOwner(t, env)
		working := env.Deps.Mail
		env.Deps.Mail = failingMailer{}
		invite := map[string]any{"email": "late@example.com", "roles": []string{"viewer"}}
		if res := authtest.Do(t, h, "POST", org+"/members", invite, owner); res.Code != 503 || res.ErrorCode() != "MAIL_UNAVAILABLE" {
			t.Fatalf("invite without mail: %d %s", res.Code, res.Body)
		}
		if _, err := identity.UserByEmail(context.Background(), env.Deps.Main, "late@example.com"); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("the failed invitation left an account: %v", err)
		}
		env.Deps.Mail = working
		if res := authtest.Do(t, h, "POST", org+"/members", invite, owner); res.Code != 201 {
			t.Fatalf("retry: %d %s", res.Code, res.Body)
		}
		mailedToken(t, env, "late@example.com")
	})
}

func jsonNumber(n int) json.Number { return json.Number(strconv.Itoa(n)) }

// orgOwner is the API, a tenant, its owner signed in, and the path of its
// organization.
func orgOwner(t *testing.T, env *authtest.Env) (http.Handler, identity.Tenant, string, string) {
	t.Helper()
	h := api(t, env)
	tn := env.Tenant(t, "acme")
	return h, tn, mustLogin(t, h, tn.Email, ownerPassword), "/api/orgs/" + strconv.FormatInt(tn.OrgID, 10)
}
