package accounts_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"bulwark/shared/accounts"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
)

// TestCrossWorkspaceIsolation: a second workspace's credentials (its
// owner's session and its '*' key) reach none of the first workspace's
// records on any route of the auth, apikeys, orgs and audit groups: every
// id of the first is a 404, and no list or query shows its records.
func TestCrossWorkspaceIsolation(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		a := env.Tenant(t, "acme")
		b := env.Tenant(t, "globex")
		aOwner := mustLogin(t, h, a.Email, ownerPassword)
		// A's records: a member, a key, an org change (audited).
		m := env.User(t, a, "acme-member@example.com", "a member's long password", identity.RoleMember)
		_, aKey := mint(t, h, aOwner, map[string]any{"name": "acme secret key"})
		aOrg := "/api/orgs/" + strconv.FormatInt(a.OrgID, 10)
		bOrg := "/api/orgs/" + strconv.FormatInt(b.OrgID, 10)
		if res := authtest.Do(t, h, "PATCH", aOrg, map[string]string{"name": "Acme Original"}, aOwner); res.Code != 200 {
			t.Fatalf("setup: %d", res.Code)
		}
		marks := []string{"acme", a.WorkspaceID, aKey.ID, aKey.Prefix, "Acme Original", a.Email, "acme-member@example.com"}

		bCreds := map[string]string{"session": mustLogin(t, h, b.Email, ownerPassword), "key": b.APIKey}
		for via, cred := range bCreds {
			// Routes addressing A's records by id: 404, nothing changes.
			byID := []struct{ method, path, body string }{
				{"GET", aOrg, ""},
				{"PATCH", aOrg, `{"name":"pwned"}`},
				{"GET", aOrg + "/members", ""},
				{"POST", aOrg + "/members", `{"email":"spy@example.com","roles":["admin"]}`},
				{"PATCH", fmt.Sprintf("%s/members/%d", aOrg, m.ID), `{"roles":["viewer"]}`},
				{"PATCH", fmt.Sprintf("%s/members/%d", bOrg, m.ID), `{"is_active":false}`},
				{"DELETE", "/api/api-keys/" + aKey.ID, ""},
			}
			for _, c := range byID {
				var body any
				if c.body != "" {
					body = c.body
				}
				res := authtest.Do(t, h, c.method, c.path, body, cred)
				if res.Code != 404 {
					t.Errorf("%s: %s %s: %d %s, want 404", via, c.method, c.path, res.Code, res.Body)
				}
				for _, mark := range marks {
					if strings.Contains(res.Body.String(), mark) {
						t.Errorf("%s: %s %s leaks %q: %s", via, c.method, c.path, mark, res.Body)
					}
				}
			}
			// Lists and queries show only B's own records.
			for _, path := range []string{"/api/orgs", bOrg, bOrg + "/members", "/api/api-keys", "/api/audit-trail/records?page_size=200", "/api/auth/me"} {
				res := authtest.Do(t, h, "GET", path, nil, cred)
				if res.Code != 200 {
					t.Errorf("%s: GET %s: %d %s", via, path, res.Code, res.Body)
				}
				for _, mark := range marks {
					// B's own trail records the ids B sent; nothing else of A's.
					if strings.Contains(res.Body.String(), mark) && !(strings.HasPrefix(path, "/api/audit-trail") && mark == aKey.ID) {
						t.Errorf("%s: GET %s leaks %q: %s", via, path, mark, res.Body)
					}
				}
			}
		}
		// A's records are intact.
		if res := authtest.Do(t, h, "GET", "/api/orgs", nil, aKey.Key); res.Code != 200 || !strings.Contains(res.Body.String(), "Acme Original") {
			t.Fatalf("A's org after the attempts: %d %s", res.Code, res.Body)
		}
		res := authtest.Do(t, h, "GET", aOrg+"/members", nil, aOwner)
		var members struct{ Items []identity.PublicUser }
		res.JSON(t, &members)
		if len(members.Items) != 2 || members.Items[1].Roles[0] != identity.RoleMember || !members.Items[1].IsActive {
			t.Fatalf("A's members after the attempts: %s", res.Body)
		}
		var keys struct{ Items []accounts.KeyView }
		authtest.Do(t, h, "GET", "/api/api-keys", nil, aOwner).JSON(t, &keys)
		if keys.Items[0].ID != aKey.ID || keys.Items[0].RevokedAt != nil {
			t.Fatalf("A's key after the attempts: %+v", keys.Items[0])
		}
	})
}

// TestIsolationCoversEveryIdentityRoute keeps the isolation test honest:
// every operation of the identity groups that takes a path parameter is
// exercised above.
func TestIsolationCoversEveryIdentityRoute(t *testing.T) {
	covered := map[string]bool{
		"GET /api/orgs/{org_id}": true, "PATCH /api/orgs/{org_id}": true, "GET /api/orgs/{org_id}/members": true,
		"POST /api/orgs/{org_id}/members": true, "PATCH /api/orgs/{org_id}/members/{user_id}": true, "DELETE /api/api-keys/{key_id}": true,
	}
	for _, op := range openapi.Operations() {
		switch op.Group {
		case "auth", "apikeys", "orgs", "audit":
			if strings.Contains(op.Path, "{") && !covered[op.Method+" "+op.Path] {
				t.Errorf("%s %s takes an id and is not in TestCrossWorkspaceIsolation", op.Method, op.Path)
			}
		}
	}
}
