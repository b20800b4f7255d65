package runtime_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"bulwark/shared/identity"
	"bulwark/shared/runtime/apps"
)

const base = "/api/runtime-security/apps"

func TestAppLifecycle(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		r := e.call("POST", base, map[string]any{"name": " Support bot ", "description": "the help desk"}).must(t, http.StatusCreated)
		id := r.str("uuid")
		if r.str("name") != "Support bot" || r.num("config_version") != 1 || r.num("config", "version_number") != 1 {
			t.Fatalf("created %s", r.raw)
		}
		if r.num("config", "config", "thresholds", "block") != 0.55 || r.get("config", "config", "ner", "mode") != nil {
			t.Fatalf("first version must hold the defaults: %s", r.raw)
		}
		if int64(r.num("created_by_user_id")) != e.userID || int64(r.num("config", "created_by_user_id")) != e.userID {
			t.Fatalf("creator not recorded: %s", r.raw)
		}

		second := e.createApp("second", nil)
		list := e.call("GET", base, nil).must(t, http.StatusOK)
		if items := list.items(); len(items) != 2 || items[0]["uuid"] != second || items[1]["uuid"] != id || list.get("next_cursor") != nil {
			t.Fatalf("list, newest first: %s", list.raw)
		}
		page := e.call("GET", base+"?limit=1", nil).must(t, http.StatusOK)
		next := page.str("next_cursor")
		if len(page.items()) != 1 || next == "" {
			t.Fatalf("first page: %s", page.raw)
		}
		page = e.call("GET", base+"?limit=1&cursor="+next, nil).must(t, http.StatusOK)
		if items := page.items(); len(items) != 1 || items[0]["uuid"] != id || page.get("next_cursor") != nil {
			t.Fatalf("second page: %s", page.raw)
		}

		got := e.call("GET", base+"/"+id, nil).must(t, http.StatusOK)
		if got.str("description") != "the help desk" {
			t.Fatalf("get: %s", got.raw)
		}
		up := e.call("PATCH", base+"/"+id, map[string]any{"name": "Renamed", "description": nil}).must(t, http.StatusOK)
		if up.str("name") != "Renamed" || up.get("description") != nil || up.num("config_version") != 1 {
			t.Fatalf("patch: %s", up.raw)
		}
		// Only the name: the description stays.
		e.call("PATCH", base+"/"+id, map[string]any{"description": "again"}).must(t, http.StatusOK)
		if up = e.call("PATCH", base+"/"+id, map[string]any{"name": "Final"}).must(t, http.StatusOK); up.str("description") != "again" {
			t.Fatalf("patch of the name cleared the description: %s", up.raw)
		}

		e.call("DELETE", base+"/"+id, nil).must(t, http.StatusNoContent)
		for _, p := range []string{"", "/config", "/config/versions", "/config/versions/1"} {
			if r := e.call("GET", base+"/"+id+p, nil).must(t, http.StatusNotFound); r.code() != "APP_NOT_FOUND" {
				t.Fatalf("GET %s after delete: %s", p, r.raw)
			}
		}
		e.call("DELETE", base+"/"+id, nil).must(t, http.StatusNotFound)
		e.call("GET", base+"/not-a-uuid", nil).must(t, http.StatusNotFound)
	})
}

func TestAppValidation(t *testing.T) {
	e := newEnv(t, embeddedDeps)
	e.call("POST", base, map[string]any{}).hasDetail(t, `["body","name"]`, "missing")
	e.call("POST", base, map[string]any{"name": ""}).hasDetail(t, `["body","name"]`, "string_too_short")
	e.call("POST", base, map[string]any{"name": "   "}).hasDetail(t, `["body","name"]`, "string_too_short")
	e.call("POST", base, map[string]any{"name": strings.Repeat("n", 129)}).hasDetail(t, `["body","name"]`, "string_too_long")
	e.call("POST", base, map[string]any{"name": "bot\x00admin"}).hasDetail(t, `["body","name"]`, "value_error")
	e.call("POST", base, map[string]any{"name": "bot\u202egnp.exe"}).hasDetail(t, `["body","name"]`, "value_error")
	e.call("POST", base, map[string]any{"name": "a", "description": strings.Repeat("d", 1025)}).hasDetail(t, `["body","description"]`, "string_too_long")
	e.call("POST", base, map[string]any{"name": "a", "colour": "red"}).hasDetail(t, `["body","colour"]`, "extra_forbidden")
	e.call("POST", base, map[string]any{"name": "a", "config": map[string]any{"thresholds": map[string]any{"block": 3}}}).
		hasDetail(t, `["body","config","thresholds","block"]`, "less_than_equal")
	e.call("POST", base, map[string]any{"name": "a", "config": map[string]any{"mcp": map[string]any{"tools": []any{map[string]any{"name": "t", "x": 1}}}}}).
		hasDetail(t, `["body","config","mcp","tools",0,"x"]`, "extra_forbidden")
	if items := e.call("GET", base, nil).must(t, http.StatusOK).items(); len(items) != 0 {
		t.Fatalf("a rejected create stored an app: %v", items)
	}
	id := e.createApp("a", nil)
	e.call("PATCH", base+"/"+id, map[string]any{"name": ""}).hasDetail(t, `["body","name"]`, "string_too_short")
	e.call("PATCH", base+"/"+id, map[string]any{"description": 5}).hasDetail(t, `["body","description"]`, "string_type")
	e.call("PATCH", base+"/"+id, map[string]any{"config": map[string]any{}}).hasDetail(t, `["body","config"]`, "extra_forbidden")
	e.call("GET", base+"?limit=0", nil).hasDetail(t, `["query","limit"]`, "greater_than_equal")
	e.call("GET", base+"?limit=201", nil).hasDetail(t, `["query","limit"]`, "less_than_equal")
	e.call("GET", base+"?cursor=garbage", nil).hasDetail(t, `["query","cursor"]`, "value_error")
	e.call("GET", base+"?sort=name", nil).hasDetail(t, `["query","sort"]`, "extra_forbidden")
}

func TestConfigVersions(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		// Defaults apply to a new app, under the given values.
		id := e.createApp("bot", map[string]any{"thresholds": map[string]any{"block": 0.9}})
		cfg := base + "/" + id + "/config"
		cur := e.call("GET", cfg, nil).must(t, http.StatusOK)
		if cur.num("version_number") != 1 || cur.num("config", "thresholds", "block") != 0.9 || cur.num("config", "thresholds", "redact") != 0.35 {
			t.Fatalf("version 1: %s", cur.raw)
		}

		// A partial update merges onto the current version; the version
		// number goes up; nothing is reset to a default.
		v2 := e.call("PUT", cfg, map[string]any{"config": map[string]any{"detectors": map[string]any{"harm": false}}, "change_summary": "no harm"}).must(t, http.StatusOK)
		if v2.num("version_number") != 2 || v2.str("change_summary") != "no harm" || v2.num("config", "thresholds", "block") != 0.9 ||
			v2.get("config", "detectors", "harm") != false || v2.get("config", "detectors", "pii") != true {
			t.Fatalf("version 2: %s", v2.raw)
		}
		v3 := e.call("PUT", cfg, map[string]any{"config": map[string]any{"thresholds": map[string]any{"block": 0.7},
			"pii_rules": []any{map[string]any{"name": "ticket", "pattern": `TCK-\d+`}}}}).must(t, http.StatusOK)
		if v3.num("version_number") != 3 || v3.get("change_summary") != nil || v3.get("config", "detectors", "harm") != false {
			t.Fatalf("version 3: %s", v3.raw)
		}
		rule := v3.get("config", "pii_rules").([]any)[0].(map[string]any)
		if rule["score"] != 0.7 || rule["category"] != "custom" || rule["flags"] != 0.0 {
			t.Fatalf("a new rule gets its defaults: %v", rule)
		}
		if app := e.call("GET", base+"/"+id, nil).must(t, http.StatusOK); app.num("config_version") != 3 {
			t.Fatalf("app keeps the current number: %s", app.raw)
		}
		if cur = e.call("GET", cfg, nil).must(t, http.StatusOK); cur.num("version_number") != 3 || cur.num("config", "thresholds", "block") != 0.7 {
			t.Fatalf("current: %s", cur.raw)
		}

		// A rejected update stores nothing.
		e.call("PUT", cfg, map[string]any{"config": map[string]any{"thresholds": map[string]any{"block": 7}}}).
			hasDetail(t, `["body","config","thresholds","block"]`, "less_than_equal")
		e.call("PUT", cfg, map[string]any{"config": map[string]any{"pii_rules": []any{map[string]any{"name": "bad one", "pattern": "(?<=a)b"}}}}).
			hasDetail(t, `["body","config","pii_rules",0,"pattern"]`, "value_error")
		e.call("PUT", cfg, map[string]any{"config": map[string]any{"routing": map[string]any{"upstream_base_url": "https://169.254.169.254/"}}}).
			hasDetail(t, `["body","config","routing","upstream_base_url"]`, "url_unsafe")
		e.call("PUT", cfg, map[string]any{"config": map[string]any{"routing": map[string]any{"upstream_base_url": "https://\u0084"}}}).
			hasDetail(t, `["body","config","routing","upstream_base_url"]`, "url_unsafe")
		e.call("PUT", cfg, map[string]any{"change_summary": "nothing"}).hasDetail(t, `["body","config"]`, "missing")
		e.call("PUT", cfg, map[string]any{"config": map[string]any{}, "change_summary": strings.Repeat("s", 513)}).
			hasDetail(t, `["body","change_summary"]`, "string_too_long")
		e.call("PUT", cfg, map[string]any{"config": map[string]any{}, "extra": 1}).hasDetail(t, `["body","extra"]`, "extra_forbidden")
		if cur = e.call("GET", cfg, nil).must(t, http.StatusOK); cur.num("version_number") != 3 {
			t.Fatalf("a rejected update changed the version: %s", cur.raw)
		}

		// History, newest first, paginated.
		vs := base + "/" + id + "/config/versions"
		page := e.call("GET", vs+"?limit=2", nil).must(t, http.StatusOK)
		items := page.items()
		if len(items) != 2 || items[0]["version_number"] != 3.0 || items[1]["version_number"] != 2.0 || page.str("next_cursor") != "2" {
			t.Fatalf("page 1: %s", page.raw)
		}
		page = e.call("GET", vs+"?limit=2&cursor=2", nil).must(t, http.StatusOK)
		if items = page.items(); len(items) != 1 || items[0]["version_number"] != 1.0 || page.get("next_cursor") != nil {
			t.Fatalf("page 2: %s", page.raw)
		}
		one := e.call("GET", vs+"/1", nil).must(t, http.StatusOK)
		if one.num("config", "thresholds", "block") != 0.9 || one.get("config", "detectors", "harm") != true {
			t.Fatalf("version 1 as stored: %s", one.raw)
		}
		if r := e.call("GET", vs+"/9", nil).must(t, http.StatusNotFound); r.code() != "CONFIG_VERSION_NOT_FOUND" {
			t.Fatalf("missing version: %s", r.raw)
		}
		e.call("GET", vs+"/abc", nil).hasDetail(t, `["path","version_number"]`, "int_parsing")
		e.call("GET", vs+"/0", nil).hasDetail(t, `["path","version_number"]`, "int_parsing")
		e.call("GET", vs+"?cursor=x", nil).hasDetail(t, `["query","cursor"]`, "int_parsing")

		// Restore makes a new version equal to the old one.
		rest := e.call("POST", vs+"/1/restore", nil).must(t, http.StatusCreated)
		if rest.num("version_number") != 4 || rest.str("change_summary") != "Restored version 1" {
			t.Fatalf("restore: %s", rest.raw)
		}
		a, _ := json.Marshal(rest.get("config"))
		b, _ := json.Marshal(one.get("config"))
		if string(a) != string(b) {
			t.Fatalf("restored config differs:\n%s\n%s", a, b)
		}
		if cur = e.call("GET", cfg, nil).must(t, http.StatusOK); cur.num("version_number") != 4 {
			t.Fatalf("restore must become current: %s", cur.raw)
		}
		named := e.call("POST", vs+"/3/restore", map[string]any{"change_summary": "back to 0.7"}).must(t, http.StatusCreated)
		if named.num("version_number") != 5 || named.str("change_summary") != "back to 0.7" || named.num("config", "thresholds", "block") != 0.7 {
			t.Fatalf("restore with summary: %s", named.raw)
		}
		e.call("POST", vs+"/42/restore", nil).must(t, http.StatusNotFound)
		e.call("POST", vs+"/1/restore", map[string]any{"note": "x"}).hasDetail(t, `["body","note"]`, "extra_forbidden")
	})
}

func TestConcurrentWritersGetDistinctNumbers(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		id := e.createApp("busy", nil)
		// Each writer changes its own field: every change must survive, on
		// its own version number.
		changes := []map[string]any{
			{"thresholds": map[string]any{"block": 0.61}},
			{"thresholds": map[string]any{"redact": 0.31}},
			{"thresholds": map[string]any{"output_block": 0.62}},
			{"thresholds": map[string]any{"output_redact": 0.32}},
			{"ner": map[string]any{"threshold": 0.66}},
			{"mcp": map[string]any{"min_trust_score": 0.44}},
			{"request_signing": map[string]any{"timestamp_skew_seconds": 77}},
			{"streaming": map[string]any{"attachment_notice_message": "hold on"}},
		}
		var wg sync.WaitGroup
		numbers := make([]float64, len(changes))
		for i, c := range changes {
			wg.Go(func() {
				r := e.call("PUT", base+"/"+id+"/config", map[string]any{"config": c, "change_summary": fmt.Sprint("writer ", i)})
				if r.status != http.StatusOK {
					t.Errorf("writer %d: %d %s", i, r.status, r.raw)
					return
				}
				numbers[i] = r.num("version_number")
			})
		}
		wg.Wait()
		seen := map[float64]bool{}
		for _, n := range numbers {
			if n < 2 || n > float64(len(changes)+1) || seen[n] {
				t.Fatalf("version numbers %v: want 2..%d, each once", numbers, len(changes)+1)
			}
			seen[n] = true
		}
		cur := e.call("GET", base+"/"+id+"/config", nil).must(t, http.StatusOK)
		if cur.num("version_number") != float64(len(changes)+1) {
			t.Fatalf("current version %v", cur.num("version_number"))
		}
		c := cur.get("config").(map[string]any)
		got := fmt.Sprint(c["thresholds"], c["ner"].(map[string]any)["threshold"], c["mcp"].(map[string]any)["min_trust_score"],
			c["request_signing"].(map[string]any)["timestamp_skew_seconds"], c["streaming"].(map[string]any)["attachment_notice_message"])
		if want := "map[block:0.61 output_block:0.62 output_redact:0.32 redact:0.31] 0.66 0.44 77hold on"; got != want {
			t.Fatalf("a concurrent change was lost:\n got %s\nwant %s", got, want)
		}
	})
}

func TestLargeConfigurationIsStored(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		// 200 tools of 8,192 characters: far beyond one DynamoDB item.
		tools := make([]any, 200)
		for i := range tools {
			tools[i] = map[string]any{"name": fmt.Sprint("tool_", i), "description": strings.Repeat(fmt.Sprintf("%03d", i%1000), 8192/3) + "xx"}
		}
		id := e.createApp("big", map[string]any{"mcp": map[string]any{"tools": tools}})
		cur := e.call("GET", base+"/"+id+"/config", nil).must(t, http.StatusOK)
		got := cur.get("config", "mcp", "tools").([]any)
		if len(got) != 200 || len(got[199].(map[string]any)["description"].(string)) != 8192 {
			t.Fatalf("tools came back as %d", len(got))
		}
		e.call("PUT", base+"/"+id+"/config", map[string]any{"config": map[string]any{"thresholds": map[string]any{"block": 0.5}}}).must(t, http.StatusOK)
		if v := e.call("GET", base+"/"+id+"/config/versions/2", nil).must(t, http.StatusOK); len(v.get("config", "mcp", "tools").([]any)) != 200 {
			t.Fatal("version 2 lost the tools")
		}
		// The scan path loads it too.
		e.scan(id, map[string]any{"direction": "input", "text": "hello"}).must(t, http.StatusOK)
		e.call("DELETE", base+"/"+id, nil).must(t, http.StatusNoContent)
	})
}

// TestTenantIsolation proves that a second workspace's key reaches none of
// the first workspace's apps, versions or events on any runtime endpoint.
func TestTenantIsolation(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		id := e.createApp("private", nil)
		e.call("PUT", base+"/"+id+"/config", map[string]any{"config": map[string]any{"thresholds": map[string]any{"block": 0.6}}}).must(t, http.StatusOK)
		e.scan(id, map[string]any{"direction": "input", "text": "hello"}).must(t, http.StatusOK)

		k := e.other.APIKey
		for _, c := range []struct {
			method, path string
			body         any
		}{
			{"GET", base + "/" + id, nil},
			{"PATCH", base + "/" + id, map[string]any{"name": "mine"}},
			{"GET", base + "/" + id + "/config", nil},
			{"PUT", base + "/" + id + "/config", map[string]any{"config": map[string]any{}}},
			{"GET", base + "/" + id + "/config/versions", nil},
			{"GET", base + "/" + id + "/config/versions/1", nil},
			{"POST", base + "/" + id + "/config/versions/1/restore", nil},
			{"POST", base + "/" + id + "/scan", map[string]any{"direction": "input", "text": "hello"}},
			{"DELETE", base + "/" + id, nil},
		} {
			r := e.callAs(k, c.method, c.path, c.body)
			if r.status != http.StatusNotFound || r.code() != "APP_NOT_FOUND" {
				t.Fatalf("%s %s with another workspace's key: %d %s", c.method, c.path, r.status, r.raw)
			}
		}
		if items := e.callAs(k, "GET", base, nil).must(t, http.StatusOK).items(); len(items) != 0 {
			t.Fatalf("other workspace lists %v", items)
		}
		for _, q := range []string{"", "?app=" + id} {
			if items := e.callAs(k, "GET", "/api/runtime-security/events"+q, nil).must(t, http.StatusOK).items(); len(items) != 0 {
				t.Fatalf("other workspace sees events %v", items)
			}
		}
		// Nothing changed for the owner.
		app := e.call("GET", base+"/"+id, nil).must(t, http.StatusOK)
		if app.str("name") != "private" || app.num("config_version") != 2 {
			t.Fatalf("owner's app changed: %s", app.raw)
		}
		if n := len(e.call("GET", "/api/runtime-security/events", nil).must(t, http.StatusOK).items()); n != 1 {
			t.Fatalf("owner has %d events, want 1", n)
		}
	})
}

func TestProfileUpdatesAreNotLost(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		svc := &apps.Service{Main: e.d.Main, Blobs: e.d.Blobs, Clock: e.clock}
		id := e.createApp("profiled", map[string]any{"detectors": map[string]any{"embedding_anomaly": true}})
		const n = 12
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				e.scan(id, map[string]any{"direction": "input", "text": fmt.Sprint("where is my parcel number ", i)}).must(t, http.StatusOK)
			})
		}
		wg.Wait()
		p, err := svc.Profile(t.Context(), e.ws, id)
		if err != nil {
			t.Fatal(err)
		}
		if p.Count != n {
			t.Fatalf("profile saw %d texts, want %d", p.Count, n)
		}
	})
}

// orgLimit sets the first workspace's organization's monthly scan quota.
func (e *env) orgLimit(t *testing.T, limit int64) {
	org, err := identity.GetOrg(t.Context(), e.d.Main, e.ws, e.orgID)
	if err != nil {
		t.Fatal(err)
	}
	org.MaxRuntimeSecurityCalls = limit
	raw, _ := json.Marshal(org)
	it, err := e.d.Main.Get(t.Context(), identity.OrgKey(e.ws, e.orgID))
	if err != nil {
		t.Fatal(err)
	}
	it.Data = raw
	if _, err := e.d.Main.Put(t.Context(), it); err != nil {
		t.Fatal(err)
	}
}
