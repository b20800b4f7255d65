package audit_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"bulwark/shared/accounts"
	"bulwark/shared/audit"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/openapi"
	"bulwark/shared/platform"
)

func api(t *testing.T, env *authtest.Env) http.Handler {
	g := platform.Groups{}
	for _, name := range openapi.Groups() {
		if name != "meta" {
			g[name] = nil
		}
	}
	g["auth"], g["apikeys"], g["orgs"], g["audit"] = accounts.AuthRoutes, accounts.APIKeyRoutes, accounts.OrgRoutes, accounts.AuditRoutes
	return env.Handler(t, g)
}

func query(t *testing.T, h http.Handler, cred string, params url.Values) (authtest.Response, audit.Result) {
	t.Helper()
	res := authtest.Do(t, h, "GET", "/api/audit-trail/records?"+params.Encode(), nil, cred)
	var out audit.Result
	if res.Code == 200 {
		res.JSON(t, &out)
	}
	return res, out
}

// TestEveryMutatingRequestIsRecorded: built or not, any group's mutating
// request leaves a record with every spec field, secrets removed; reads
// leave none.
func TestEveryMutatingRequestIsRecorded(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		body := `{"name":"support bot","webhook_secret":"whsec_123","credentials":{"token":"t"},"repo_access_token":"ghp_x"}`
		res := authtest.Do(t, h, "POST", "/api/runtime-security/apps", body, tn.APIKey, "X-Request-Id: req-42")
		if res.Code != 501 {
			t.Fatalf("unbuilt route: %d", res.Code)
		}
		authtest.Do(t, h, "PUT", "/api/runtime-security/apps/0193-app/config?dry_run=1&token=query-secret-qzv", `{"thresholds":{"block":0.9}}`, tn.APIKey)
		authtest.Do(t, h, "DELETE", "/api/datasets/ds-9", nil, tn.APIKey)
		authtest.Do(t, h, "GET", "/api/datasets", nil, tn.APIKey)
		authtest.Do(t, h, "GET", "/api/orgs", nil, tn.APIKey)

		_, out := query(t, h, tn.APIKey, url.Values{})
		if out.Total != 3 || out.Page != 1 || out.PageSize != 50 || out.TotalPages != 1 {
			t.Fatalf("result %+v", out)
		}
		del, put, post := out.Records[0], out.Records[1], out.Records[2]
		if post.EventType != "create_app" || post.Category != "runtime" || post.EntityType != "app" || post.EntityID != "" ||
			!strings.HasPrefix(post.Actor, "api_key:") || post.IPAddress != "198.51.100.7" || post.Severity != audit.SeverityMedium ||
			post.Metadata["request_id"] != "req-42" || post.Metadata["status"] != float64(501) || post.Metadata["error_code"] != "NOT_IMPLEMENTED" ||
			post.Params["name"] != "support bot" || len(post.Params) != 1 || post.CreatedAt != authtest.Start || post.ID == "" {
			t.Fatalf("POST record %+v", post)
		}
		if got := post.Metadata["redacted_fields"]; strings.Join(toStrings(got), ",") != "credentials,repo_access_token,webhook_secret" {
			t.Fatalf("redacted fields %v", got)
		}
		if put.EventType != "put_app_config" || put.ApplicationID != "0193-app" || put.EntityType != "app" || put.EntityID != "0193-app" ||
			put.Params["thresholds"] == nil || put.Metadata["query"].(map[string]any)["dry_run"] != "1" || put.Metadata["query"].(map[string]any)["token"] != nil {
			t.Fatalf("PUT record %+v", put)
		}
		if del.EventType != "delete_dataset" || del.Category != "datasets" || del.EntityType != "dataset" || del.EntityID != "ds-9" {
			t.Fatalf("DELETE record %+v", del)
		}
		raw := authtest.Do(t, h, "GET", "/api/audit-trail/records", nil, tn.APIKey).Body.String()
		for _, secret := range []string{"whsec_123", "ghp_x", `"token":"t"`, "query-secret-qzv"} {
			if strings.Contains(raw, secret) {
				t.Fatalf("the trail holds %s: %s", secret, raw)
			}
		}
		for _, f := range []string{"id", "event_type", "category", "summary", "created_at", "actor", "application_id", "application_key",
			"application", "entity_type", "entity_id", "severity", "params", "metadata", "ip_address"} {
			if !strings.Contains(raw, `"`+f+`":`) {
				t.Errorf("records lack %s", f)
			}
		}
	})
}

func toStrings(v any) []string {
	var out []string
	for _, e := range v.([]any) {
		out = append(out, e.(string))
	}
	return out
}

func TestQueryEndpoint(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		// 7 records: 5 key creations (low/medium), a failed sign-in, a sign-in.
		for i := range 5 {
			env.Clock.Advance(time.Minute)
			authtest.Do(t, h, "POST", "/api/api-keys", map[string]any{"name": "k" + strconv.Itoa(i), "scopes": []string{"datasets:read"}}, tn.APIKey)
		}
		env.Clock.Advance(time.Minute)
		authtest.Do(t, h, "POST", "/api/auth/login", map[string]string{"email": tn.Email, "password": "wrong password!"}, "")
		env.Clock.Advance(time.Minute)
		authtest.Do(t, h, "POST", "/api/auth/login", map[string]string{"email": tn.Email, "password": "correct horse battery staple"}, "")

		_, all := query(t, h, tn.APIKey, url.Values{})
		if all.Total != 7 || all.Records[0].EventType != "login" || all.Records[1].EventType != "login_failed" {
			t.Fatalf("all: %+v", all)
		}
		for i := 1; i < len(all.Records); i++ {
			if all.Records[i].CreatedAt.After(all.Records[i-1].CreatedAt) {
				t.Fatalf("not newest first at %d", i)
			}
		}
		_, p := query(t, h, tn.APIKey, url.Values{"page": {"2"}, "page_size": {"3"}})
		if p.Total != 7 || p.TotalPages != 3 || p.Page != 2 || len(p.Records) != 3 || p.Records[0].ID != all.Records[3].ID {
			t.Fatalf("page 2: %+v", p)
		}
		_, p = query(t, h, tn.APIKey, url.Values{"page": {"9"}, "page_size": {"3"}})
		if p.Total != 7 || len(p.Records) != 0 {
			t.Fatalf("page 9: %+v", p)
		}
		for params, want := range map[string]int{
			"event_types=login,login_failed":      2,
			"categories=apikeys":                  5,
			"severities=medium":                   6, // five mints and the failed sign-in
			"actors=" + url.QueryEscape(tn.Email): 2,
			"categories=auth&severities=low":      1,
			"filters=" + url.QueryEscape(`[{"key":"params.name","operator":"in","value":["k1","k3"]}]`):                                                 2,
			"filters=" + url.QueryEscape(`[{"key":"metadata.granted_scopes","operator":"contains","value":"datasets:read"}]`):                           5,
			"filters=" + url.QueryEscape(`[{"key":"created_at","operator":"gte","value":"2026-11-22T10:03:00Z"}]`):                                      5,
			"filters=" + url.QueryEscape(`[{"key":"metadata.reason","operator":"exists"},{"key":"ip_address","operator":"eq","value":"198.51.100.7"}]`): 1,
		} {
			v, _ := url.ParseQuery(params)
			res, got := query(t, h, tn.APIKey, v)
			if res.Code != 200 || got.Total != want {
				t.Errorf("%s: %d total %d, want %d: %s", params, res.Code, got.Total, want, res.Body)
			}
		}
		res, _ := query(t, h, tn.APIKey, url.Values{"filters": {`[{"key":"severity","operator":"eq","value":"low"},{"key":"nope","operator":"eq","value":1}]`}, "page_size": {"500"}})
		var ve struct {
			Detail []struct {
				Loc []any
			}
		}
		_ = json.Unmarshal(res.Body.Bytes(), &ve)
		if res.Code != 422 || len(ve.Detail) != 2 {
			t.Fatalf("malformed: %d %s", res.Code, res.Body)
		}
		if locs := jsonOf(ve.Detail); !strings.Contains(locs, `["query","page_size"]`) || !strings.Contains(locs, `["query","filters",1,"key"]`) {
			t.Fatalf("locations %s", locs)
		}
	})
}

func TestRetention(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		authtest.Do(t, h, "POST", "/api/api-keys", map[string]any{"name": "old"}, tn.APIKey)
		env.Clock.Advance(env.Deps.Config.AuditRetention - time.Hour)
		authtest.Do(t, h, "POST", "/api/api-keys", map[string]any{"name": "new"}, tn.APIKey)
		if _, out := query(t, h, tn.APIKey, url.Values{}); out.Total != 2 {
			t.Fatalf("before expiry: %d", out.Total)
		}
		env.Clock.Advance(time.Hour)
		_, out := query(t, h, tn.APIKey, url.Values{})
		if out.Total != 1 || out.Records[0].Params["name"] != "new" {
			t.Fatalf("after the retention: %+v", out)
		}
	})
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestDataPlaneCallsStayOutOfTheTrail: scans and proxied LLM calls carry
// prompts; the runtime event log records them, the audit trail does not.
func TestDataPlaneCallsStayOutOfTheTrail(t *testing.T) {
	env := authtest.Embedded(t)
	h := api(t, env)
	tn := env.Tenant(t, "acme")
	authtest.Do(t, h, "POST", "/api/runtime-security/apps/0193-app/scan", `{"direction":"input","text":"my SSN is 078-05-1120"}`, tn.APIKey)
	authtest.Do(t, h, "POST", "/openai-compatible/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":"my SSN is 078-05-1120"}]}`, tn.APIKey)
	authtest.Do(t, h, "DELETE", "/api/datasets/ds-9", nil, tn.APIKey)
	_, out := query(t, h, tn.APIKey, url.Values{})
	if out.Total != 1 || out.Records[0].EventType != "delete_dataset" {
		t.Fatalf("trail %+v", out)
	}
	raw := authtest.Do(t, h, "GET", "/api/audit-trail/records", nil, tn.APIKey).Body.String()
	if strings.Contains(raw, "078-05-1120") {
		t.Fatalf("a prompt reached the audit trail: %s", raw)
	}
}
