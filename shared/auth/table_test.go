package auth_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"bulwark/shared/auth"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
)

func TestScopeTableRules(t *testing.T) {
	cases := []struct {
		method, path, want string
	}{
		// Reads are GET, HEAD and OPTIONS; every other method writes.
		{"GET", "/api/datasets", "datasets:read"},
		{"HEAD", "/api/datasets/d1", "datasets:read"},
		{"OPTIONS", "/api/datasets/d1", "datasets:read"},
		{"POST", "/api/datasets/d1/heal", "datasets:write"},
		{"DELETE", "/api/datasets/d1", "datasets:write"},
		{"PURGE", "/api/datasets/d1", "datasets:write"},
		{"POST", "/api/uploads/dataset/images", "datasets:write"},
		{"GET", "/api/compliance/{dataset_id}", "datasets:read"},
		// Results paths come before the scans and datasets rows.
		{"GET", "/api/results/{scan_id}", "results:read"},
		{"GET", "/api/results/{scan_id}/findings", "results:read"},
		{"GET", "/api/datasets/d1/scans/s1/results", "results:read"},
		{"PATCH", "/api/results/s1/findings/f1", "scans:write"},
		{"GET", "/api/datasets/{dataset_id}/scans", "scans:read"},
		{"POST", "/api/datasets/{dataset_id}/scans", "scans:write"},
		// Runtime: scan routes, events, configuration, the catch-all.
		{"POST", "/api/runtime-security/apps/{app_uuid}/scan", "runtime:scan"},
		{"POST", "/openai-compatible/v1/chat/completions", "runtime:scan"},
		{"GET", "/openai-compatible/v1/models", "runtime:scan"},
		{"POST", "/anthropic-compatible/v1/messages", "runtime:scan"},
		{"GET", "/api/runtime-security/events", "runtime:events:read"},
		{"DELETE", "/api/runtime-security/events", "runtime:config:write"},
		{"GET", "/api/runtime-security/apps/{app_uuid}/config", "runtime:config:read"},
		{"PUT", "/api/runtime-security/apps/{app_uuid}/config", "runtime:config:write"},
		{"GET", "/api/runtime-security/apps/a/config/versions/3", "runtime:config:read"},
		{"POST", "/api/runtime-security/apps/a/mcp/tools", "runtime:config:write"},
		{"GET", "/api/runtime-security/apps/a/mcp/tools/x", "runtime:config:read"},
		{"GET", "/api/runtime-security/apps", "runtime:events:read"},
		{"POST", "/api/runtime-security/apps", "runtime:config:write"},
		{"GET", "/api/runtime-security/devices", "runtime:events:read"},
		{"POST", "/api/runtime-security/devices", "runtime:config:write"},
		{"PUT", "/api/runtime-security/dlp-policy", "runtime:config:write"},
		{"DELETE", "/api/runtime-security/enrollment-tokens/t1", "runtime:config:write"},
		// Platform areas.
		{"GET", "/api/jobs/j1", "jobs:read"},
		{"POST", "/api/jobs/j1/cancel", "jobs:write"},
		{"POST", "/api/playground/sessions/s/sql", "playground:query"},
		{"GET", "/api/audit-trail/records", "audit:read"},
		{"DELETE", "/api/audit-trail/records", "*"},
		{"GET", "/api/orgs/1", "orgs:read"},
		{"PATCH", "/api/orgs/1", "orgs:write"},
		{"GET", "/api/api-keys/scopes", "keys:read"},
		{"POST", "/api/api-keys", "keys:write"},
		{"GET", "/api/auth/me", ""},
		// Anything the table does not name needs "*".
		{"GET", "/api/something-new", "*"},
	}
	for _, c := range cases {
		if got := auth.Required(c.method, c.path); got.Scope != c.want || got.SessionOnly {
			t.Errorf("%s %s: got %+v, want scope %q", c.method, c.path, got, c.want)
		}
	}
	for _, p := range []string{"/api/auth/token/refresh", "/api/auth/logout", "/api/auth/mfa/enroll", "/api/auth/password/change"} {
		if got := auth.Required("POST", p); !got.SessionOnly {
			t.Errorf("%s is not session-only: %+v", p, got)
		}
	}
}

// TestEveryOperationHasARow: every authenticated operation of the OpenAPI
// document, built or not, is decided by a row of the table rather than by
// the "*" fallback, and the scope it needs is one a role can grant.
func TestEveryOperationHasARow(t *testing.T) {
	ownerScopes := auth.ScopesOf([]string{identity.RoleOwner})
	for _, op := range openapi.Operations() {
		if op.Public {
			continue
		}
		req := auth.Required(op.Method, op.Path)
		if req.Rule == "/**" {
			t.Errorf("%s %s (%s) falls through to the fallback row: give it a row in the scope table", op.Method, op.Path, op.Group)
		}
		if req.Scope != "" && req.Scope != "*" && !slices.Contains(ownerScopes, req.Scope) {
			t.Errorf("%s %s needs %q, which no role grants", op.Method, op.Path, req.Scope)
		}
	}
}

// TestDocumentedScopesMatchTheTable: operations that state their scope in
// the OpenAPI document (x-required-scope) state the table's.
func TestDocumentedScopesMatchTheTable(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(openapi.JSON(), &doc); err != nil {
		t.Fatal(err)
	}
	n := 0
	for path, item := range doc.Paths {
		for method, raw := range item {
			var op struct {
				Scope    string `json:"x-required-scope"`
				Security []any  `json:"security"`
			}
			if json.Unmarshal(raw, &op) != nil || op.Scope == "" {
				continue
			}
			n++
			req := auth.Required(strings.ToUpper(method), path)
			want := req.Scope
			switch {
			case op.Security != nil && len(op.Security) == 0:
				want = "none (public)"
			case req.SessionOnly:
				want = "user session"
			case req.Scope == "":
				want = "any credential"
			}
			if op.Scope != want {
				t.Errorf("%s %s documents %q, the table says %q", method, path, op.Scope, want)
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d operations document their scope", n)
	}
}

// TestDocsShowTheTables: docs/auth.md carries the scope table and the
// role mapping exactly as the code has them.
func TestDocsShowTheTables(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "auth.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	if !strings.Contains(doc, auth.TableMarkdown()) {
		t.Errorf("docs/auth.md does not contain the scope table; paste:\n%s", auth.TableMarkdown())
	}
	if !strings.Contains(doc, auth.RolesMarkdown()) {
		t.Errorf("docs/auth.md does not contain the role mapping; paste:\n%s", auth.RolesMarkdown())
	}
}

func TestRolesAndPermissions(t *testing.T) {
	// Each concrete scope is granted by exactly one permission.
	for _, s := range auth.Concrete() {
		n := 0
		for _, p := range auth.Permissions() {
			if slices.Contains(p.Scopes, s) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s is granted by %d permissions", s, n)
		}
	}
	if got := auth.ScopesOf([]string{identity.RoleOwner}); !slices.Equal(got, auth.Concrete()) {
		t.Errorf("owner holds %v", got)
	}
	if got := auth.ScopesOf([]string{identity.RoleAdmin}); !slices.Equal(got, auth.Concrete()) {
		t.Errorf("admin holds %v", got)
	}
	for _, s := range auth.ScopesOf([]string{identity.RoleViewer}) {
		if !strings.HasSuffix(s, ":read") && s != "keys:write" {
			t.Errorf("viewer holds %s", s)
		}
	}
	for _, role := range []string{identity.RoleMember, identity.RoleAnalyst, identity.RoleViewer} {
		if auth.HasPermission([]string{role}, auth.PermOrgManage) || auth.HasPermission([]string{role}, auth.PermAPIKeysAdmin) {
			t.Errorf("%s may manage the organization or every key", role)
		}
	}
	spec := map[string]string{
		auth.PermRuntimeSecurityScan: "runtime:scan", auth.PermRuntimeSecurityView: "runtime:events:read",
		auth.PermRuntimeSecurityManage: "runtime:config:write",
	}
	for perm, scope := range spec {
		if auth.PermissionFor(scope) != perm {
			t.Errorf("%s is granted by %s, want %s", scope, auth.PermissionFor(scope), perm)
		}
	}
	if auth.ScopesOf([]string{"intruder"}) != nil {
		t.Error("an unknown role grants scopes")
	}
}
