package accounts_test

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"bulwark/shared/accounts"
	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/identity"
)

type createdKey struct {
	accounts.KeyView
	Key string `json:"key"`
}

func mint(t *testing.T, h http.Handler, cred string, body any) (authtest.Response, createdKey) {
	t.Helper()
	res := authtest.Do(t, h, "POST", "/api/api-keys", body, cred)
	var k createdKey
	if res.Code == 201 {
		res.JSON(t, &k)
	}
	return res, k
}

func TestMintListRevoke(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		session := mustLogin(t, h, tn.Email, ownerPassword)
		exp := env.Clock.Now().Add(24 * time.Hour).Format(time.RFC3339)
		res, k := mint(t, h, session, map[string]any{"name": "ci", "scopes": []string{"datasets:read", "runtime:scan"}, "expires_at": exp})
		if res.Code != 201 || !strings.HasPrefix(k.Key, "bwk_"+k.Prefix+"_") || k.Name != "ci" || k.CreatedByUserID != tn.UserID ||
			!slices.Equal(k.Scopes, []string{"datasets:read", "runtime:scan"}) || k.ExpiresAt == nil || k.RevokedAt != nil {
			t.Fatalf("mint: %d %s", res.Code, res.Body)
		}
		// The key works at once, within its scopes.
		if res := authtest.Do(t, h, "GET", "/api/datasets", nil, k.Key); res.Code != 501 {
			t.Fatalf("datasets with the key: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "GET", "/api/orgs", nil, k.Key); res.Code != 403 || !strings.Contains(res.Body.String(), "'orgs:read'") {
			t.Fatalf("orgs with the key: %d %s", res.Code, res.Body)
		}
		// Listed, newest first, never with the secret or its hash.
		list := authtest.Do(t, h, "GET", "/api/api-keys", nil, session)
		var keys struct{ Items []accounts.KeyView }
		list.JSON(t, &keys)
		if list.Code != 200 || len(keys.Items) != 2 || keys.Items[0].ID != k.ID || keys.Items[0].LastUsedAt == nil {
			t.Fatalf("list: %d %s", list.Code, list.Body)
		}
		if strings.Contains(list.Body.String(), k.Key) || strings.Contains(list.Body.String(), "secret_hash") || strings.Contains(list.Body.String(), identity.HashKey(k.Key)) {
			t.Fatalf("the list leaks the secret: %s", list.Body)
		}
		// Revoked at once; revoking again is fine; an unknown id is a 404.
		if res := authtest.Do(t, h, "DELETE", "/api/api-keys/"+k.ID, nil, session); res.Code != 204 {
			t.Fatalf("revoke: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "GET", "/api/datasets", nil, k.Key); res.Code != 401 || res.ErrorCode() != "API_KEY_REVOKED" {
			t.Fatalf("a revoked key: %d %s", res.Code, res.Body)
		}
		forged := k.Key[:len(k.Key)-1] + "x"
		if forged == k.Key {
			forged = k.Key[:len(k.Key)-1] + "y"
		}
		if res := authtest.Do(t, h, "GET", "/api/datasets", nil, forged); res.Code != 401 || res.ErrorCode() != "INVALID_API_KEY" {
			t.Fatalf("a revoked key's prefix with a wrong secret must not be told revoked: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "DELETE", "/api/api-keys/"+k.ID, nil, session); res.Code != 204 {
			t.Fatalf("revoke twice: %d", res.Code)
		}
		for _, id := range []string{"0193a1b2-0000-7000-8000-000000000001", "nonsense"} {
			if res := authtest.Do(t, h, "DELETE", "/api/api-keys/"+id, nil, session); res.Code != 404 || res.ErrorCode() != "API_KEY_NOT_FOUND" {
				t.Fatalf("revoke %s: %d %s", id, res.Code, res.Body)
			}
		}
		list = authtest.Do(t, h, "GET", "/api/api-keys", nil, session)
		list.JSON(t, &keys)
		if keys.Items[0].RevokedAt == nil {
			t.Fatalf("revoked_at not shown: %s", list.Body)
		}
		// Expiry.
		_, k2 := mint(t, h, session, map[string]any{"name": "short", "expires_at": env.Clock.Now().Add(time.Hour).Format(time.RFC3339)})
		env.Clock.Advance(time.Hour)
		if res := authtest.Do(t, h, "GET", "/api/orgs", nil, k2.Key); res.Code != 401 {
			t.Fatalf("an expired key: %d", res.Code)
		}
		// Audited with the new key's id; the secret is nowhere in the trail.
		recs := records(t, env, tn.WorkspaceID, audit.Query{Categories: []string{"apikeys"}})
		if len(recs) < 3 || recs[len(recs)-1].EventType != "create_api_key" || recs[len(recs)-1].EntityID != k.ID ||
			recs[len(recs)-1].EntityType != "api_key" || recs[len(recs)-1].Severity != audit.SeverityMedium {
			t.Fatalf("records %+v", recs)
		}
		for _, r := range recs {
			if strings.Contains(jsonOf(r), k.Key) || strings.Contains(jsonOf(r), k2.Key) {
				t.Fatalf("the trail holds a secret: %+v", r)
			}
		}
		revokes := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{"revoke_api_key"}})
		if len(revokes) != 4 || revokes[len(revokes)-1].EntityID != k.ID || revokes[len(revokes)-1].Severity != audit.SeverityHigh {
			t.Fatalf("revocation records %+v", revokes)
		}
	})
}

func TestKeyValidation(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		now := env.Clock.Now()
		for body, loc := range map[string]string{
			`{}`:                             `["body","name"]`,
			`{"name":""}`:                    `["body","name"]`,
			`{"name":"x","scopes":"*"}`:      `["body","scopes"]`,
			`{"name":"x","scopes":["nope"]}`: `["body","scopes",0]`,
			`{"name":"x","scopes":["datasets:read","datasets:*"]}`:                           `["body","scopes",1]`,
			`{"name":"x","expires_at":"tomorrow"}`:                                           `["body","expires_at"]`,
			`{"name":"x","expires_at":"` + now.Add(-time.Minute).Format(time.RFC3339) + `"}`: `["body","expires_at"]`,
			`{"name":"x","expires_at":"` + now.AddDate(6, 0, 0).Format(time.RFC3339) + `"}`:  `["body","expires_at"]`,
			`{"name":"x","owner":"me"}`:                                                      `["body","owner"]`,
			`{"name":"a\u0000b"}`:                                                            `["body","name"]`,
			`{"name":"key\u202e"}`:                                                           `["body","name"]`,
		} {
			if res := authtest.Do(t, h, "POST", "/api/api-keys", body, tn.APIKey); res.Code != 422 || !strings.Contains(res.Body.String(), loc) {
				t.Errorf("%s: %d %s, want a 422 at %s", body, res.Code, res.Body, loc)
			}
		}
	})
}

// TestKeyCreationRules drives every rule of spec §Authentication 4-5
// through the API, with sessions of each role and with keys.
func TestKeyCreationRules(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		owner := mustLogin(t, h, tn.Email, ownerPassword)
		env.User(t, tn, "member@example.com", "a member's long password", identity.RoleMember)
		env.User(t, tn, "analyst@example.com", "an analyst's long password", identity.RoleAnalyst)
		member := mustLogin(t, h, "member@example.com", "a member's long password")
		analyst := mustLogin(t, h, "analyst@example.com", "an analyst's long password")

		want := func(cred string, body any, status int, scopes []string, naming string) createdKey {
			t.Helper()
			res, k := mint(t, h, cred, body)
			if res.Code != status || status == 201 && scopes != nil && !slices.Equal(k.Scopes, scopes) ||
				naming != "" && !strings.Contains(res.Body.String(), "'"+naming+"'") {
				t.Fatalf("%v: %d %s; want %d %v %s", body, res.Code, res.Body, status, scopes, naming)
			}
			return k
		}
		// Omitted or empty: the widest set the creator holds.
		want(owner, map[string]any{"name": "a"}, 201, []string{"*"}, "")
		want(owner, map[string]any{"name": "a", "scopes": []string{}}, 201, []string{"*"}, "")
		mk := want(member, map[string]any{"name": "a"}, 201, nil, "")
		if !slices.Contains(mk.Scopes, "runtime:*") || slices.Contains(mk.Scopes, "*") || slices.Contains(mk.Scopes, "orgs:write") ||
			!slices.Equal(auth.Expand(mk.Scopes), auth.ScopesOf([]string{identity.RoleMember})) {
			t.Fatalf("member's widest key %v", mk.Scopes)
		}
		ak := want(analyst, map[string]any{"name": "a", "scopes": []string{}}, 201, nil, "")
		if !slices.Equal(auth.Expand(ak.Scopes), auth.ScopesOf([]string{identity.RoleAnalyst})) || slices.Contains(ak.Scopes, "runtime:*") {
			t.Fatalf("analyst's widest key %v", ak.Scopes)
		}
		// "*" only for a creator holding every scope.
		want(member, map[string]any{"name": "a", "scopes": []string{"*"}}, 403, nil, "*")
		// "runtime:*" only for one holding the four runtime scopes.
		want(member, map[string]any{"name": "a", "scopes": []string{"runtime:*"}}, 201, []string{"runtime:*"}, "")
		want(analyst, map[string]any{"name": "a", "scopes": []string{"runtime:*"}}, 403, nil, "runtime:scan")
		// Other wildcards never.
		want(owner, map[string]any{"name": "a", "scopes": []string{"datasets:*"}}, 422, nil, "")
		// A scope not held is refused, naming it.
		want(member, map[string]any{"name": "a", "scopes": []string{"datasets:read", "audit:read"}}, 403, nil, "audit:read")
		want(analyst, map[string]any{"name": "a", "scopes": []string{"runtime:config:write"}}, 403, nil, "runtime:config:write")
		// A key mints within its own scopes, never beyond.
		narrow := want(owner, map[string]any{"name": "narrow", "scopes": []string{"keys:write", "datasets:read", "runtime:events:read"}}, 201, nil, "").Key
		want(narrow, map[string]any{"name": "child"}, 201, []string{"datasets:read", "keys:write", "runtime:events:read"}, "")
		want(narrow, map[string]any{"name": "child", "scopes": []string{"datasets:write"}}, 403, nil, "datasets:write")
		want(narrow, map[string]any{"name": "child", "scopes": []string{"*"}}, 403, nil, "")
		want(narrow, map[string]any{"name": "child", "scopes": []string{"runtime:*"}}, 403, nil, "")
		child := want(narrow, map[string]any{"name": "child", "scopes": []string{"datasets:read"}}, 201, nil, "")
		if child.CreatedByKeyID == "" || child.CreatedByUserID != tn.UserID {
			t.Fatalf("child key %+v", child)
		}
		// A key without keys:write cannot mint at all.
		reader := want(owner, map[string]any{"name": "reader", "scopes": []string{"datasets:read"}}, 201, nil, "").Key
		want(reader, map[string]any{"name": "x"}, 403, nil, "keys:write")
	})
}

// TestKeysFollowTheirCreator: a key never exceeds its creator, including
// after the creator loses roles or is deactivated; members see and revoke
// only their own keys.
func TestKeysFollowTheirCreator(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		owner := mustLogin(t, h, tn.Email, ownerPassword)
		m := env.User(t, tn, "member@example.com", "a member's long password", identity.RoleMember)
		member := mustLogin(t, h, "member@example.com", "a member's long password")
		_, mk := mint(t, h, member, map[string]any{"name": "member key", "scopes": []string{"datasets:write", "datasets:read"}})
		_, ok := mint(t, h, owner, map[string]any{"name": "owner key"})
		// A stored key that claims more than its creator has exercises only
		// what the creator has.
		inflated := env.Key(t, tn.WorkspaceID, m.ID, "*")
		if res := authtest.Do(t, h, "GET", "/api/audit-trail/records", nil, inflated); res.Code != 403 {
			t.Fatalf("a member's '*' key read the audit trail: %d", res.Code)
		}
		if res := authtest.Do(t, h, "POST", "/api/datasets/d1/heal", "{}", mk.Key); res.Code != 501 {
			t.Fatalf("member key before: %d %s", res.Code, res.Body)
		}
		// Members see and revoke only their own keys.
		var keys struct{ Items []accounts.KeyView }
		authtest.Do(t, h, "GET", "/api/api-keys", nil, member).JSON(t, &keys)
		for _, k := range keys.Items {
			if k.CreatedByUserID != m.ID {
				t.Fatalf("a member sees key %+v", k)
			}
		}
		if res := authtest.Do(t, h, "DELETE", "/api/api-keys/"+ok.ID, nil, member); res.Code != 404 {
			t.Fatalf("a member revoked the owner's key: %d", res.Code)
		}
		// Demoted to viewer: the key loses datasets:write at once.
		orgMembers := "/api/orgs/" + strconv.FormatInt(tn.OrgID, 10) + "/members/" + strconv.FormatInt(m.ID, 10)
		if res := authtest.Do(t, h, "PATCH", orgMembers, map[string]any{"roles": []string{"viewer"}}, owner); res.Code != 200 {
			t.Fatalf("demote: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "POST", "/api/datasets/d1/heal", "{}", mk.Key); res.Code != 403 || !strings.Contains(res.Body.String(), "'datasets:write'") {
			t.Fatalf("member key after demotion: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "GET", "/api/datasets/d1", nil, mk.Key); res.Code != 501 {
			t.Fatalf("member key reading after demotion: %d", res.Code)
		}
		if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, member); res.Code != 401 {
			t.Fatalf("the demoted member's session: %d", res.Code)
		}
		// Deactivated: the key stops working.
		if res := authtest.Do(t, h, "PATCH", orgMembers, map[string]any{"is_active": false}, owner); res.Code != 200 {
			t.Fatalf("deactivate: %d", res.Code)
		}
		if res := authtest.Do(t, h, "GET", "/api/datasets/d1", nil, mk.Key); res.Code != 401 {
			t.Fatalf("a deactivated member's key: %d", res.Code)
		}
		// The owner revokes anyone's key.
		if res := authtest.Do(t, h, "DELETE", "/api/api-keys/"+mk.ID, nil, owner); res.Code != 204 {
			t.Fatalf("owner revoking a member's key: %d", res.Code)
		}
	})
}

func TestScopeCatalogue(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		env.User(t, tn, "analyst@example.com", "an analyst's long password", identity.RoleAnalyst)
		analyst := mustLogin(t, h, "analyst@example.com", "an analyst's long password")
		res := authtest.Do(t, h, "GET", "/api/api-keys/scopes", nil, analyst)
		var cat struct{ Scopes []accounts.ScopeView }
		res.JSON(t, &cat)
		if res.Code != 200 || len(cat.Scopes) != len(auth.Catalogue()) {
			t.Fatalf("catalogue: %d %s", res.Code, res.Body)
		}
		held := map[string]bool{}
		for _, s := range cat.Scopes {
			if s.Label == "" || s.Description == "" {
				t.Errorf("%s lacks a label", s.Name)
			}
			held[s.Name] = s.Held
		}
		if held["*"] || held["runtime:*"] || !held["audit:read"] || held["datasets:write"] || !held["runtime:events:read"] {
			t.Fatalf("held flags %v", held)
		}
	})
}
