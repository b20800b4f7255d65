package audit_test

import (
	"encoding/json"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"bulwark/shared/audit"
	"bulwark/shared/httpkit"
)

func TestRedact(t *testing.T) {
	var body any
	_ = json.Unmarshal([]byte(`{
		"name": "ci", "password": "p", "new_password": "p", "currentPassword": "p", "license_key": "L",
		"repo_access_token": "t", "Authorization": "Bearer x", "credentials": {"user": "u"}, "code": "123456",
		"key_id": "k1", "token_type": "bearer", "api_key_name": "x", "scopes": ["a"], "max_tokens": 100,
		"status_code": 200, "pin_on_first_use": true, "mfa_enabled": true,
		"nested": {"client_secret": "s", "keep": 1, "list": [{"apiKey": "k"}, "bwk_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB"]},
		"note": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "upstream": "sk-abcdefghijklmnopqrstuvwx"
	}`), &body)
	got, removed := audit.Redact(body)
	want := map[string]any{
		"name": "ci", "key_id": "k1", "token_type": "bearer", "api_key_name": "x", "scopes": []any{"a"}, "max_tokens": float64(100),
		"status_code": float64(200), "pin_on_first_use": true, "mfa_enabled": true,
		"nested": map[string]any{"keep": float64(1), "list": []any{map[string]any{}, "[REDACTED]"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("redacted to\n%v\nwant\n%v", got, want)
	}
	wantRemoved := []string{"Authorization", "code", "credentials", "currentPassword", "license_key", "nested.client_secret",
		"nested.list[0].apiKey", "nested.list[1]", "new_password", "note", "password", "repo_access_token", "upstream"}
	if !reflect.DeepEqual(removed, wantRemoved) {
		t.Fatalf("removed %v\nwant %v", removed, wantRemoved)
	}
}

func TestEventTypeAndEntity(t *testing.T) {
	for in, want := range map[string]string{
		"createApiKey": "create_api_key", "loginMfa": "login_mfa", "runPlaygroundSql": "run_playground_sql",
		"updateOrg": "update_org", "getAppConfigVersion": "get_app_config_version", "openaiChatCompletions": "openai_chat_completions",
	} {
		if got := audit.EventType(in); got != want {
			t.Errorf("%s -> %s, want %s", in, got, want)
		}
	}
	vals := map[string]string{"key_id": "k1", "app_uuid": "a1", "version_number": "3", "org_id": "7", "name": "t"}
	get := func(n string) string { return vals[n] }
	for pattern, want := range map[string][2]string{
		"/api/api-keys/{key_id}":                       {"api_key", "k1"},
		"/api/api-keys":                                {"api_key", ""},
		"/api/orgs/{org_id}":                           {"org", "7"},
		"/api/runtime-security/apps/{app_uuid}/config": {"app", "a1"},
		"/api/runtime-security/apps/{app_uuid}/config/versions/{version_number}/restore": {"version", "3"},
		"/api/runtime-security/apps/{app_uuid}/mcp/tools/{name}":                         {"tool", "t"},
		"/api/playground/sessions": {"session", ""},
	} {
		if et, id := audit.Entity(pattern, get); et != want[0] || id != want[1] {
			t.Errorf("%s -> %s %s, want %v", pattern, et, id, want)
		}
	}
	for status, want := range map[int]string{200: "low", 201: "low", 204: "low", 400: "low", 401: "high", 403: "high", 404: "low", 422: "low", 500: "medium"} {
		if got := audit.Severity("POST", status); got != want {
			t.Errorf("POST %d: %s, want %s", status, got, want)
		}
	}
	if audit.Severity("DELETE", 204) != "medium" {
		t.Error("a deletion is not medium")
	}
}

func locOf(t *testing.T, err error) [][]any {
	t.Helper()
	ve, ok := err.(*httpkit.ValidationError)
	if !ok {
		t.Fatalf("want a validation error, got %v", err)
	}
	var out [][]any
	for _, d := range ve.Detail {
		out = append(out, d.Loc)
	}
	return out
}

func TestParseQuery(t *testing.T) {
	q, err := audit.ParseQuery(url.Values{})
	if err != nil || q.Page != 1 || q.PageSize != 50 {
		t.Fatalf("defaults %+v %v", q, err)
	}
	q, err = audit.ParseQuery(url.Values{"page": {"3"}, "page_size": {"200"}, "event_types": {"login, login_failed,,login"},
		"severities": {"high,critical"}, "actors": {"a@b.c"}, "categories": {"auth"}})
	if err != nil || q.Page != 3 || q.PageSize != 200 || !reflect.DeepEqual(q.EventTypes, []string{"login", "login_failed"}) ||
		!reflect.DeepEqual(q.Severities, []string{"high", "critical"}) {
		t.Fatalf("parsed %+v %v", q, err)
	}
	bad := map[string][]any{
		"page=0":              {"query", "page"},
		"page=x":              {"query", "page"},
		"page_size=0":         {"query", "page_size"},
		"page_size=201":       {"query", "page_size"},
		"severities=urgent":   {"query", "severities"},
		"filters=nope":        {"query", "filters"},
		`filters={"key":"x"}`: {"query", "filters"},
		`filters=[1]`:         {"query", "filters", 0},
		`filters=[{"key":"severity","operator":"eq","value":"low"},{"key":"severity","operator":"like","value":"x"}]`: {"query", "filters", 1, "operator"},
		`filters=[{"operator":"eq","value":"x"}]`:                            {"query", "filters", 0, "key"},
		`filters=[{"key":"password","operator":"eq","value":"x"}]`:           {"query", "filters", 0, "key"},
		`filters=[{"key":"params.","operator":"eq","value":"x"}]`:            {"query", "filters", 0, "key"},
		`filters=[{"key":"severity","operator":"eq"}]`:                       {"query", "filters", 0, "value"},
		`filters=[{"key":"severity","operator":"eq","value":[1]}]`:           {"query", "filters", 0, "value"},
		`filters=[{"key":"severity","operator":"in","value":[]}]`:            {"query", "filters", 0, "value"},
		`filters=[{"key":"created_at","operator":"gt","value":true}]`:        {"query", "filters", 0, "value"},
		`filters=[{"key":"params.x","operator":"exists","value":"yes"}]`:     {"query", "filters", 0, "value"},
		`filters=[{"key":"severity","operator":"eq","value":"x","extra":1}]`: {"query", "filters", 0, "extra"},
	}
	for raw, want := range bad {
		v, _ := url.ParseQuery(strings.ReplaceAll(raw, "+", "%2B"))
		_, err := audit.ParseQuery(v)
		if got := locOf(t, err); !reflect.DeepEqual(got[0], want) {
			t.Errorf("%s: loc %v, want %v", raw, got, want)
		}
	}
}

func TestFilters(t *testing.T) {
	recs := []map[string]any{
		{"event_type": "create_api_key", "severity": "medium", "created_at": "2026-01-01T10:00:00Z", "application_id": "",
			"params": map[string]any{"name": "CI key", "scopes": []any{"datasets:read", "runtime:scan"}, "limit": 5}, "metadata": map[string]any{"status": 201}},
		{"event_type": "login_failed", "severity": "high", "created_at": "2026-02-01T10:00:00Z", "application_id": "app-1",
			"params": map[string]any{"email": "a@b.c"}, "metadata": map[string]any{"status": 401}},
	}
	cases := []struct {
		filters string
		want    []int
	}{
		{`[{"key":"severity","operator":"eq","value":"high"}]`, []int{1}},
		{`[{"key":"severity","operator":"neq","value":"high"}]`, []int{0}},
		{`[{"key":"params.name","operator":"contains","value":"ci"}]`, []int{0}},
		{`[{"key":"params.scopes","operator":"contains","value":"runtime:scan"}]`, []int{0}},
		{`[{"key":"params.scopes.1","operator":"eq","value":"runtime:scan"}]`, []int{0}},
		{`[{"key":"event_type","operator":"starts_with","value":"login"}]`, []int{1}},
		{`[{"key":"severity","operator":"in","value":["low","high"]}]`, []int{1}},
		{`[{"key":"severity","operator":"not_in","value":["high"]}]`, []int{0}},
		{`[{"key":"created_at","operator":"gt","value":"2026-01-15T00:00:00+01:00"}]`, []int{1}},
		{`[{"key":"created_at","operator":"lte","value":"2026-01-01T10:00:00Z"}]`, []int{0}},
		{`[{"key":"metadata.status","operator":"gte","value":400}]`, []int{1}},
		{`[{"key":"params.limit","operator":"eq","value":5}]`, []int{0}},
		{`[{"key":"params.limit","operator":"lt","value":5}]`, nil},
		{`[{"key":"application_id","operator":"exists"}]`, []int{1}},
		{`[{"key":"application_id","operator":"exists","value":false}]`, []int{0}},
		{`[{"key":"params.email","operator":"eq","value":null}]`, []int{0}},
		{`[{"key":"params.email","operator":"exists","value":true},{"key":"severity","operator":"eq","value":"low"}]`, nil},
	}
	for _, c := range cases {
		q, err := audit.ParseQuery(url.Values{"filters": {c.filters}})
		if err != nil {
			t.Fatalf("%s: %v", c.filters, err)
		}
		var got []int
		for i, r := range recs {
			raw, _ := json.Marshal(r)
			if ok, err := q.Match(raw); err != nil {
				t.Fatal(err)
			} else if ok {
				got = append(got, i)
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: matched %v, want %v", c.filters, got, c.want)
		}
	}
}
