package runtime_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
)

const (
	rs         = "/api/runtime-security"
	devicesURL = rs + "/devices"
	tokensURL  = rs + "/enrollment-tokens"
	policyURL  = rs + "/dlp-policy"
)

// register registers a device and returns its id and credential.
func (e *env) register(body map[string]any) (id, cred string) {
	e.t.Helper()
	r := e.call("POST", devicesURL, body).must(e.t, http.StatusCreated)
	return r.str("device", "id"), r.str("credential")
}

// enroll enrols a device with an enrollment token (no other credential).
func (e *env) enroll(token, name string) resp {
	e.t.Helper()
	return e.callAs("", "POST", rs+"/enroll", map[string]any{"enrollment_token": token, "name": name, "platform": "macos"})
}

func TestDeviceLifecycle(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		app := e.createApp("support", nil)
		r := e.call("POST", devicesURL, map[string]any{
			"name": " Alice's laptop ", "platform": "macos", "app_uuid": strings.ToUpper(app),
			"labels": map[string]any{"team": "support"}, "agent_version": "1.2.0",
		}).must(t, http.StatusCreated)
		id, cred := r.str("device", "id"), r.str("credential")
		if !strings.HasPrefix(cred, "bwd_") || len(cred) != 4+12+1+40 || r.str("device", "status") != "active" ||
			r.str("device", "name") != "Alice's laptop" || r.str("device", "app_uuid") != app || r.get("device", "last_seen_at") != nil {
			t.Fatalf("registered: %s", r.raw)
		}
		if strings.Contains(string(r.raw), "secret_hash") || !strings.Contains(cred, r.str("device", "credential_prefix")) {
			t.Fatalf("the answer must show the prefix, never the hash: %s", r.raw)
		}
		second, _ := e.register(map[string]any{"name": "gateway", "platform": "server"})

		// Listing, newest first, filtered, paged.
		if items := e.call("GET", devicesURL, nil).must(t, http.StatusOK).items(); len(items) != 2 || items[0]["id"] != second || items[1]["id"] != id {
			t.Fatalf("list: %v", items)
		}
		if items := e.call("GET", devicesURL+"?app_uuid="+app, nil).must(t, http.StatusOK).items(); len(items) != 1 || items[0]["id"] != id {
			t.Fatalf("filtered by app: %v", items)
		}
		p1 := e.call("GET", devicesURL+"?limit=1", nil).must(t, http.StatusOK)
		if len(p1.items()) != 1 || p1.str("next_cursor") != second {
			t.Fatalf("first page: %s", p1.raw)
		}
		p2 := e.call("GET", devicesURL+"?limit=1&cursor="+p1.str("next_cursor"), nil).must(t, http.StatusOK)
		if items := p2.items(); len(items) != 1 || items[0]["id"] != id || p2.get("next_cursor") != nil {
			t.Fatalf("second page: %s", p2.raw)
		}

		// The device checks in with its own credential.
		e.clock.Advance(time.Second)
		c := e.callAs(cred, "POST", rs+"/device/checkin", map[string]any{"agent_version": "1.3.0"}).must(t, http.StatusOK)
		if c.str("device", "id") != id || c.str("device", "agent_version") != "1.3.0" || c.get("device", "last_seen_at") == nil ||
			c.num("policy", "version_number") != 0 || c.get("policy", "policy", "actions", "CREDIT_CARD") != "block" {
			t.Fatalf("check-in: %s", c.raw)
		}
		if got := e.call("GET", devicesURL+"/"+id, nil).must(t, http.StatusOK); got.str("agent_version") != "1.3.0" || got.get("last_seen_at") == nil {
			t.Fatalf("check-in not recorded: %s", got.raw)
		}

		// Update: rename, move to the workspace, replace labels.
		up := e.call("PATCH", devicesURL+"/"+id, map[string]any{"name": "Alice", "app_uuid": nil, "labels": map[string]any{"site": "paris"}}).must(t, http.StatusOK)
		if up.str("name") != "Alice" || up.get("app_uuid") != nil || up.get("labels", "team") != nil || up.str("labels", "site") != "paris" || up.str("platform") != "macos" {
			t.Fatalf("patch: %s", up.raw)
		}

		// Revoke: the credential stops working at once, the record stays.
		rv := e.call("POST", devicesURL+"/"+id+"/revoke", nil).must(t, http.StatusOK)
		if rv.str("status") != "revoked" || rv.get("revoked_at") == nil {
			t.Fatalf("revoke: %s", rv.raw)
		}
		if r := e.callAs(cred, "POST", rs+"/device/checkin", nil); r.status != http.StatusUnauthorized || r.code() != "DEVICE_REVOKED" {
			t.Fatalf("revoked credential: %d %s", r.status, r.raw)
		}
		e.call("POST", devicesURL+"/"+id+"/revoke", nil).must(t, http.StatusOK)
		if items := e.call("GET", devicesURL+"?status=revoked", nil).must(t, http.StatusOK).items(); len(items) != 1 || items[0]["id"] != id {
			t.Fatalf("revoked listing: %v", items)
		}
		// A forged credential with a real prefix is refused like garbage.
		forged := cred[:4+12+1] + strings.Repeat("A", 40)
		for _, bad := range []string{forged, "bwd_short", "bwd_" + strings.Repeat("x", 12) + "_" + strings.Repeat("y", 40)} {
			if r := e.callAs(bad, "POST", rs+"/device/checkin", nil); r.status != http.StatusUnauthorized || r.code() != "INVALID_DEVICE_CREDENTIAL" {
				t.Fatalf("credential %q: %d %s", bad, r.status, r.raw)
			}
		}
		e.call("GET", devicesURL+"/0190f0f0-0000-7000-8000-000000000000", nil).must(t, http.StatusNotFound)
		if r := e.call("GET", devicesURL+"/nope", nil).must(t, http.StatusNotFound); r.code() != "DEVICE_NOT_FOUND" {
			t.Fatalf("code %s", r.code())
		}
	})
}

func TestDeviceValidation(t *testing.T) {
	e := newEnv(t, embeddedDeps)
	e.call("POST", devicesURL, map[string]any{"platform": "linux"}).hasDetail(t, `["body","name"]`, "missing")
	e.call("POST", devicesURL, map[string]any{"name": "x"}).hasDetail(t, `["body","platform"]`, "missing")
	e.call("POST", devicesURL, map[string]any{"name": "x", "platform": "amiga"}).hasDetail(t, `["body","platform"]`, "enum")
	e.call("POST", devicesURL, map[string]any{"name": "x\u202e", "platform": "linux"}).hasDetail(t, `["body","name"]`, "value_error")
	e.call("POST", devicesURL, map[string]any{"name": "x", "platform": "linux", "app_uuid": "nope"}).hasDetail(t, `["body","app_uuid"]`, "uuid_parsing")
	e.call("POST", devicesURL, map[string]any{"name": "x", "platform": "linux", "app_uuid": "0190f0f0-0000-7000-8000-000000000000"}).hasDetail(t, `["body","app_uuid"]`, "value_error")
	e.call("POST", devicesURL, map[string]any{"name": "x", "platform": "linux", "labels": map[string]any{"k": 1}}).hasDetail(t, `["body","labels"]`, "dict_type")
	labels := map[string]any{}
	for i := range 17 {
		labels[fmt.Sprint("k", i)] = "v"
	}
	e.call("POST", devicesURL, map[string]any{"name": "x", "platform": "linux", "labels": labels}).hasDetail(t, `["body","labels"]`, "too_long")
	e.call("POST", devicesURL, map[string]any{"name": "x", "platform": "linux", "secret": "y"}).hasDetail(t, `["body","secret"]`, "extra_forbidden")
	e.call("GET", devicesURL+"?status=lost", nil).hasDetail(t, `["query","status"]`, "enum")
	e.call("GET", devicesURL+"?cursor=zzz", nil).hasDetail(t, `["query","cursor"]`, "uuid_parsing")
	id, _ := e.register(map[string]any{"name": "x", "platform": "linux"})
	e.call("PATCH", devicesURL+"/"+id, map[string]any{"agent_version": "9"}).hasDetail(t, `["body","agent_version"]`, "extra_forbidden")
	if n := len(e.call("GET", devicesURL, nil).must(t, http.StatusOK).items()); n != 1 {
		t.Fatalf("refused registrations stored devices: %d", n)
	}
}

func TestEnrollmentTokens(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		app := e.createApp("fleet", nil)
		r := e.call("POST", tokensURL, map[string]any{"name": "fleet rollout", "app_uuid": app, "max_uses": 2, "expires_in_seconds": 3600}).must(t, http.StatusCreated)
		tok, tid := r.str("token"), r.str("id")
		if !strings.HasPrefix(tok, "bwe_") || r.num("uses") != 0 || r.num("max_uses") != 2 || r.str("status") != "active" || strings.Contains(string(r.raw), "secret_hash") {
			t.Fatalf("created: %s", r.raw)
		}
		// Two enrolments, then the token is used up.
		var creds []string
		for i := range 2 {
			en := e.enroll(tok, fmt.Sprint("mac-", i)).must(t, http.StatusCreated)
			if en.str("device", "app_uuid") != app || en.str("device", "enrollment_token_id") != tid || en.get("device", "last_seen_at") == nil {
				t.Fatalf("enrolled: %s", en.raw)
			}
			creds = append(creds, en.str("credential"))
		}
		if r := e.enroll(tok, "one too many"); r.status != http.StatusUnauthorized || r.code() != "INVALID_ENROLLMENT_TOKEN" {
			t.Fatalf("third enrolment: %d %s", r.status, r.raw)
		}
		if got := e.call("GET", tokensURL+"/"+tid, nil).must(t, http.StatusOK); got.num("uses") != 2 || got.str("status") != "exhausted" || got.get("token") != nil {
			t.Fatalf("token after use: %s", got.raw)
		}
		for _, c := range creds {
			e.callAs(c, "POST", rs+"/device/checkin", nil).must(t, http.StatusOK)
		}
		// The app cannot be chosen by the enrolling device.
		e.callAs("", "POST", rs+"/enroll", map[string]any{"enrollment_token": tok, "name": "x", "platform": "linux", "app_uuid": app}).
			hasDetail(t, `["body","app_uuid"]`, "extra_forbidden")

		// Expiry and revocation refuse alike.
		exp := e.call("POST", tokensURL, map[string]any{"name": "short", "expires_in_seconds": 60}).must(t, http.StatusCreated)
		rev := e.call("POST", tokensURL, map[string]any{"name": "revoked", "max_uses": 5}).must(t, http.StatusCreated)
		e.call("POST", tokensURL+"/"+rev.str("id")+"/revoke", nil).must(t, http.StatusOK)
		e.clock.Advance(61 * time.Second)
		for _, bad := range []string{exp.str("token"), rev.str("token"), "bwe_nonsense", tok[:len(tok)-1] + "x"} {
			if r := e.enroll(bad, "late"); r.status != http.StatusUnauthorized || r.code() != "INVALID_ENROLLMENT_TOKEN" {
				t.Fatalf("token %q: %d %s", bad, r.status, r.raw)
			}
		}
		st := map[string]string{}
		for _, it := range e.call("GET", tokensURL, nil).must(t, http.StatusOK).items() {
			st[it["name"].(string)] = it["status"].(string)
		}
		if st["short"] != "expired" || st["revoked"] != "revoked" || st["fleet rollout"] != "exhausted" {
			t.Fatalf("statuses: %v", st)
		}
		if items := e.call("GET", tokensURL+"?status=revoked", nil).must(t, http.StatusOK).items(); len(items) != 1 {
			t.Fatalf("filtered: %v", items)
		}
		if n := len(e.call("GET", devicesURL, nil).must(t, http.StatusOK).items()); n != 2 {
			t.Fatalf("%d devices after two enrolments and five refusals", n)
		}
	})
}

// TestEnrollmentNeverExceedsMaxUses: concurrent enrolments take the uses
// with an optimistic update, so max_uses holds however many race.
func TestEnrollmentNeverExceedsMaxUses(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		tok := e.call("POST", tokensURL, map[string]any{"name": "race", "max_uses": 3}).must(t, http.StatusCreated).str("token")
		var wg sync.WaitGroup
		codes := make([]int, 12)
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i] = e.enroll(tok, fmt.Sprint("d", i)).status
			}()
		}
		wg.Wait()
		ok := 0
		for _, c := range codes {
			if c == http.StatusCreated {
				ok++
			} else if c != http.StatusUnauthorized {
				t.Fatalf("status %d", c)
			}
		}
		devs := len(e.call("GET", devicesURL, nil).must(t, http.StatusOK).items())
		if ok != 3 || devs != 3 {
			t.Fatalf("%d enrolments succeeded, %d devices stored; want 3", ok, devs)
		}
	})
}

func TestDLPPolicyVersionsAndScans(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		_, cred := e.register(map[string]any{"name": "browser", "platform": "browser"})
		scan := func(text string) resp {
			t.Helper()
			return e.callAs(cred, "POST", rs+"/device/scan", map[string]any{"text": text, "destination": "chat.example.com"}).must(t, http.StatusOK)
		}
		// The platform default (version 0) before any policy is stored.
		def := e.call("GET", policyURL, nil).must(t, http.StatusOK)
		if def.num("version_number") != 0 || def.get("created_at") != nil {
			t.Fatalf("default: %s", def.raw)
		}
		card := "pay with 4111 1111 1111 1111 today"
		if r := scan(card); r.str("verdict") != "block" || r.get("redacted_text") != nil {
			t.Fatalf("default policy on a card: %s", r.raw)
		}
		if r := scan("write to jane.doe@example.com please"); r.str("verdict") != "redact" || r.str("redacted_text") != "write to <EMAIL> please" {
			t.Fatalf("default policy on an e-mail: %s", r.raw)
		}
		if r := scan("nothing to see"); r.str("verdict") != "allow" || len(r.body["findings"].([]any)) != 0 {
			t.Fatalf("clean text: %s", r.raw)
		}

		// A policy of the workspace's own: e-mails allowed, a code name blocked.
		v1 := e.call("PUT", policyURL, map[string]any{"change_summary": "pilot", "policy": map[string]any{
			"actions":      map[string]any{"EMAIL": "allow", "CREDIT_CARD": "redact", "CODENAME": "block"},
			"custom_rules": []any{map[string]any{"name": "falcon", "pattern": `project\s+falcon`, "category": "codename", "flags": 2}},
		}}).must(t, http.StatusOK)
		if v1.num("version_number") != 1 || v1.str("policy", "default_action") != "redact" ||
			v1.str("policy", "actions", "AWS_ACCESS_KEY") != "block" || v1.str("policy", "actions", "EMAIL") != "allow" {
			t.Fatalf("v1: %s", v1.raw)
		}
		if r := scan("mail jane.doe@example.com"); r.str("verdict") != "allow" || r.num("policy_version") != 1 {
			t.Fatalf("allowed e-mail: %s", r.raw)
		}
		r := scan("Project FALCON ships with card 4111 1111 1111 1111")
		f, _ := r.body["findings"].([]any)
		if r.str("verdict") != "block" || len(f) != 2 || r.get("redacted_text") != nil {
			t.Fatalf("custom rule: %s", r.raw)
		}
		if first := f[0].(map[string]any); first["category"] != "CODENAME" || first["rule"] != "falcon" || first["action"] != "block" || first["start"].(float64) != 0 {
			t.Fatalf("custom finding: %v", first)
		}
		if r := scan("card 4111 1111 1111 1111"); r.str("verdict") != "redact" || r.str("redacted_text") != "card <CREDIT_CARD>" {
			t.Fatalf("card redacted by policy: %s", r.raw)
		}
		e.call("PUT", policyURL, map[string]any{"policy": map[string]any{"enabled": false}}).must(t, http.StatusOK)
		if r := scan(card); r.str("verdict") != "allow" || len(r.body["findings"].([]any)) == 0 {
			t.Fatalf("disabled policy still reports, never acts: %s", r.raw)
		}
		// Versions, newest first; restore makes a new version.
		vs := e.call("GET", policyURL+"/versions", nil).must(t, http.StatusOK).items()
		if len(vs) != 2 || vs[0]["version_number"].(float64) != 2 {
			t.Fatalf("versions: %v", vs)
		}
		rs3 := e.call("POST", policyURL+"/versions/1/restore", nil).must(t, http.StatusCreated)
		if rs3.num("version_number") != 3 || rs3.str("change_summary") != "Restored version 1" {
			t.Fatalf("restore: %s", rs3.raw)
		}
		if r := scan("mail jane.doe@example.com"); r.str("verdict") != "allow" || r.num("policy_version") != 3 {
			t.Fatalf("after restore: %s", r.raw)
		}
		if r := e.call("GET", policyURL+"/versions/9", nil).must(t, http.StatusNotFound); r.code() != "DLP_POLICY_VERSION_NOT_FOUND" {
			t.Fatalf("code %s", r.code())
		}
		// The check-in carries the current policy.
		if c := e.callAs(cred, "POST", rs+"/device/checkin", nil).must(t, http.StatusOK); c.num("policy", "version_number") != 3 {
			t.Fatalf("check-in policy: %s", c.raw)
		}

		// Every device scan is a runtime event: the device, never the text.
		ev := e.call("GET", "/api/runtime-security/events?limit=500", nil).must(t, http.StatusOK)
		items := ev.items()
		if len(items) != 8 {
			t.Fatalf("%d events for 8 device scans", len(items))
		}
		if strings.Contains(string(ev.raw), "jane.doe") || strings.Contains(string(ev.raw), "4111 1111") || strings.Contains(string(ev.raw), "FALCON") {
			t.Fatalf("events hold scanned text: %s", ev.raw)
		}
		blocked := e.call("GET", "/api/runtime-security/events?verdict=block", nil).must(t, http.StatusOK).items()
		if len(blocked) != 2 || blocked[0]["source_app"] != "device:browser" || blocked[0]["provider"] != "chat.example.com" ||
			blocked[0]["blocked_reason"] != "dlp_policy" || blocked[0]["metadata"].(map[string]any)["device_id"] == nil {
			t.Fatalf("blocked events: %v", blocked)
		}
	})
}

func TestDLPPolicyValidation(t *testing.T) {
	e := newEnv(t, embeddedDeps)
	put := func(policy any) resp { return e.call("PUT", policyURL, map[string]any{"policy": policy}) }
	e.call("PUT", policyURL, map[string]any{}).hasDetail(t, `["body","policy"]`, "missing")
	put(map[string]any{"default_action": "shred"}).hasDetail(t, `["body","policy","default_action"]`, "enum")
	put(map[string]any{"actions": map[string]any{"EMAIL": "shred"}}).hasDetail(t, `["body","policy","actions","EMAIL"]`, "enum")
	put(map[string]any{"actions": map[string]any{"SHOE_SIZE": "block"}}).hasDetail(t, `["body","policy","actions","SHOE_SIZE"]`, "value_error")
	put(map[string]any{"min_score": 2}).hasDetail(t, `["body","policy","min_score"]`, "less_than_equal")
	put(map[string]any{"custom_rules": []any{map[string]any{"pattern": "x"}}}).hasDetail(t, `["body","policy","custom_rules",0,"name"]`, "missing")
	put(map[string]any{"custom_rules": []any{map[string]any{"name": "look", "pattern": "(?=x)"}}}).hasDetail(t, `["body","policy","custom_rules",0,"pattern"]`, "value_error")
	put(map[string]any{"colour": "red"}).hasDetail(t, `["body","policy","colour"]`, "extra_forbidden")
	put(map[string]any{"redaction_style": "stars"}).hasDetail(t, `["body","policy","redaction_style"]`, "enum")
	if v := e.call("GET", policyURL, nil).must(t, http.StatusOK); v.num("version_number") != 0 {
		t.Fatalf("refused policies were stored: %s", v.raw)
	}
	// A custom rule without a category is "custom", as an app's rule is.
	v := put(map[string]any{"custom_rules": []any{map[string]any{"name": "r", "pattern": "zz+"}}, "actions": map[string]any{"CUSTOM": "block"}}).must(t, http.StatusOK)
	rules, _ := v.get("policy", "custom_rules").([]any)
	if len(rules) != 1 || rules[0].(map[string]any)["category"] != "custom" || rules[0].(map[string]any)["score"] != 0.7 {
		t.Fatalf("rule defaults: %s", v.raw)
	}
}

// TestDeviceTenantIsolation: another workspace reaches none of the first
// workspace's devices, tokens or policy, and a device reads its own
// workspace's policy only.
func TestDeviceTenantIsolation(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		id, cred := e.register(map[string]any{"name": "mine", "platform": "linux"})
		tid := e.call("POST", tokensURL, map[string]any{"name": "mine"}).must(t, http.StatusCreated).str("id")
		e.call("PUT", policyURL, map[string]any{"policy": map[string]any{"actions": map[string]any{"EMAIL": "block"}}}).must(t, http.StatusOK)

		k := e.other.APIKey
		for _, c := range []struct {
			method, path string
			body         any
		}{
			{"GET", devicesURL + "/" + id, nil},
			{"PATCH", devicesURL + "/" + id, map[string]any{"name": "theirs"}},
			{"POST", devicesURL + "/" + id + "/revoke", nil},
			{"GET", tokensURL + "/" + tid, nil},
			{"POST", tokensURL + "/" + tid + "/revoke", nil},
			{"GET", policyURL + "/versions/1", nil},
			{"POST", policyURL + "/versions/1/restore", nil},
		} {
			if r := e.callAs(k, c.method, c.path, c.body); r.status != http.StatusNotFound {
				t.Fatalf("%s %s with another workspace's key: %d %s", c.method, c.path, r.status, r.raw)
			}
		}
		for _, p := range []string{devicesURL, tokensURL, policyURL + "/versions"} {
			if items := e.callAs(k, "GET", p, nil).must(t, http.StatusOK).items(); len(items) != 0 {
				t.Fatalf("%s lists %v to another workspace", p, items)
			}
		}
		if v := e.callAs(k, "GET", policyURL, nil).must(t, http.StatusOK); v.num("version_number") != 0 {
			t.Fatalf("another workspace sees the policy: %s", v.raw)
		}
		// Their policy is theirs; the device keeps reading its own.
		e.callAs(k, "PUT", policyURL, map[string]any{"policy": map[string]any{"enabled": false}}).must(t, http.StatusOK)
		if r := e.callAs(cred, "POST", rs+"/device/scan", map[string]any{"text": "a@example.com"}).must(t, http.StatusOK); r.str("verdict") != "block" {
			t.Fatalf("the device read another workspace's policy: %s", r.raw)
		}
		if d := e.call("GET", devicesURL+"/"+id, nil).must(t, http.StatusOK); d.str("name") != "mine" || d.str("status") != "active" {
			t.Fatalf("changed by the other workspace: %s", d.raw)
		}
	})
}

// TestDeviceScansAreMetered: device scans count against the organization's
// runtime quota like the scan API, and a refused one writes no event.
func TestDeviceScansAreMetered(t *testing.T) {
	e := newEnv(t, embeddedDeps)
	_, cred := e.register(map[string]any{"name": "agent", "platform": "windows"})
	e.orgLimit(t, 1)
	e.clock.Advance(time.Minute)
	e.callAs(cred, "POST", rs+"/device/scan", map[string]any{"text": "hi"}).must(t, http.StatusOK)
	if r := e.callAs(cred, "POST", rs+"/device/scan", map[string]any{"text": "hi"}); r.status != http.StatusPaymentRequired || r.code() != "QUOTA_EXCEEDED" {
		t.Fatalf("over quota: %d %s", r.status, r.raw)
	}
	e.callAs(cred, "POST", rs+"/device/scan", map[string]any{}).hasDetail(t, `["body","text"]`, "missing")
	if n := len(e.call("GET", "/api/runtime-security/events", nil).must(t, http.StatusOK).items()); n != 1 {
		t.Fatalf("%d events", n)
	}
	// Device operations refuse other credentials, and devices refuse the rest.
	if r := e.call("POST", rs+"/device/scan", map[string]any{"text": "hi"}); r.status != http.StatusForbidden || r.code() != "DEVICE_CREDENTIAL_REQUIRED" {
		t.Fatalf("key on a device route: %d %s", r.status, r.raw)
	}
	if r := e.callAs(cred, "GET", devicesURL, nil); r.status != http.StatusForbidden || r.code() != "DEVICE_CREDENTIAL_NOT_ALLOWED" {
		t.Fatalf("device on an admin route: %d %s", r.status, r.raw)
	}
}

// TestEnrollmentIsRateLimitedPerAddress: the public enrolment counts
// against the client address's rate limit, as sign-in does, so guessing
// tokens costs a 429 long before it could matter.
func TestEnrollmentIsRateLimitedPerAddress(t *testing.T) {
	e := newEnv(t, func(t *testing.T, clk *clock.Fake) *platform.Deps {
		cfg := platformtest.Config(t)
		cfg.RateLimit = 5
		return platformtest.Embedded(t, clk, cfg)
	})
	codes := map[int]int{}
	for range 8 {
		codes[e.enroll("bwe_"+strings.Repeat("x", 12)+"_"+strings.Repeat("y", 40), "guess").status]++
	}
	if codes[http.StatusUnauthorized] == 0 || codes[http.StatusTooManyRequests] == 0 || codes[http.StatusUnauthorized] > 5 {
		t.Fatalf("statuses of 8 guesses with a limit of 5: %v", codes)
	}
}
