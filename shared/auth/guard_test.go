package auth_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"bulwark/shared/accounts"
	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
	"bulwark/shared/platform"
	"bulwark/shared/runtime/devices"
)

// fill puts a value in every {param} of a documented path.
func fill(path string) string {
	var b strings.Builder
	skip := false
	for _, c := range path {
		switch {
		case c == '{':
			skip = true
			b.WriteString("1")
		case c == '}':
			skip = false
		case !skip:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// everyGroup serves every documented operation: the identity groups built,
// the others answering 501 behind the guard.
func everyGroup(t *testing.T, env *authtest.Env) http.Handler {
	g := platform.Groups{}
	for _, name := range openapi.Groups() {
		if name != "meta" {
			g[name] = nil
		}
	}
	g["auth"], g["apikeys"], g["orgs"], g["audit"] = accounts.AuthRoutes, accounts.APIKeyRoutes, accounts.OrgRoutes, accounts.AuditRoutes
	return env.Handler(t, g)
}

func signIn(t *testing.T, h http.Handler, email, password string) string {
	t.Helper()
	res := authtest.Do(t, h, "POST", "/api/auth/login", map[string]string{"email": email, "password": password}, "")
	var tok struct {
		AccessToken string `json:"access_token"`
	}
	res.JSON(t, &tok)
	if res.Code != 200 || tok.AccessToken == "" {
		t.Fatalf("sign-in of %s: %d %s", email, res.Code, res.Body)
	}
	return tok.AccessToken
}

func bodyFor(method string) any {
	if auth.IsRead(method) {
		return nil
	}
	return "{}"
}

// TestRouteScopeMatrix: over every route that exists, a key lacking the
// required scope gets 403 naming it, and a key holding only that scope
// passes the guard; X-API-Key behaves the same on runtime routes.
func TestRouteScopeMatrix(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := everyGroup(t, env)
		tn := env.Tenant(t, "acme")
		full := env.Key(t, tn.WorkspaceID, tn.UserID, "*")
		devs := &devices.Service{Main: env.Deps.Main, Clock: env.Clock}
		reg, err := devs.Register(t.Context(), tn.WorkspaceID, devices.NewDevice{Name: "laptop", Platform: "linux"})
		if err != nil {
			t.Fatal(err)
		}
		device := reg.Credential
		checked := 0
		for _, op := range openapi.Operations() {
			if op.Public {
				continue
			}
			path := fill(op.Path)
			req := auth.Required(op.Method, op.Path)
			name := op.Method + " " + op.Path
			if !req.DeviceOnly {
				// A device credential opens its own operations only.
				if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), device); res.Code != 403 || res.ErrorCode() != auth.CodeDeviceNotAllowed {
					t.Errorf("%s with a device credential: %d %s, want 403 DEVICE_CREDENTIAL_NOT_ALLOWED", name, res.Code, res.Body)
				}
			}
			switch {
			case req.DeviceOnly:
				if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), full); res.Code != 403 || res.ErrorCode() != auth.CodeDeviceRequired {
					t.Errorf("%s with a key: %d %s, want 403 DEVICE_CREDENTIAL_REQUIRED", name, res.Code, res.Body)
				}
				if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), device); res.Code == 401 || res.Code == 403 {
					t.Errorf("%s with the device's credential: %d %s", name, res.Code, res.Body)
				}
			case req.SessionOnly:
				if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), full); res.Code != 403 || res.ErrorCode() != auth.CodeSessionRequired {
					t.Errorf("%s with a key: %d %s, want 403 SESSION_REQUIRED", name, res.Code, res.Body)
				}
				// A fresh session each time: sign-out and refresh end theirs.
				jwt := signIn(t, h, tn.Email, "correct horse battery staple")
				if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), jwt); res.Code == 401 || res.Code == 403 {
					t.Errorf("%s with a session: %d %s", name, res.Code, res.Body)
				}
			case req.Scope == "":
				none := env.Key(t, tn.WorkspaceID, tn.UserID)
				if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), none); res.Code == 401 || res.Code == 403 {
					t.Errorf("%s with a scope-less key: %d %s", name, res.Code, res.Body)
				}
			default:
				lacking := env.Key(t, tn.WorkspaceID, tn.UserID, slices.DeleteFunc(auth.Concrete(), func(s string) bool { return s == req.Scope })...)
				holding := env.Key(t, tn.WorkspaceID, tn.UserID, req.Scope)
				ways := map[string]func(key string) authtest.Response{
					"bearer": func(key string) authtest.Response {
						return authtest.Do(t, h, op.Method, path, bodyFor(op.Method), key)
					},
				}
				if auth.RuntimeRoute(op.Path) {
					ways["X-API-Key"] = func(key string) authtest.Response {
						return authtest.Do(t, h, op.Method, path, bodyFor(op.Method), "", "X-API-Key: "+key)
					}
				}
				for via, send := range ways {
					res := send(lacking)
					if res.Code != 403 || res.ErrorCode() != auth.CodeInsufficientScope || !strings.Contains(res.Body.String(), "'"+req.Scope+"'") {
						t.Errorf("%s (%s) without %s: %d %s", name, via, req.Scope, res.Code, res.Body)
					}
					if res := send(holding); res.Code == 401 || res.Code == 403 {
						t.Errorf("%s (%s) with %s: %d %s", name, via, req.Scope, res.Code, res.Body)
					}
				}
			}
			checked++
		}
		if checked < 40 {
			t.Fatalf("only %d operations checked", checked)
		}
	})
}

func TestWildcardKeys(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := everyGroup(t, env)
		tn := env.Tenant(t, "acme")
		star := env.Key(t, tn.WorkspaceID, tn.UserID, "*")
		runtime := env.Key(t, tn.WorkspaceID, tn.UserID, "runtime:*")
		bogus := env.Key(t, tn.WorkspaceID, tn.UserID, "datasets:*", "runtime:config:*")
		for _, op := range openapi.Operations() {
			req := auth.Required(op.Method, op.Path)
			if op.Public || req.SessionOnly || req.Scope == "" {
				continue
			}
			path := fill(op.Path)
			if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), star); res.Code == 401 || res.Code == 403 {
				t.Errorf("%s %s with *: %d %s", op.Method, op.Path, res.Code, res.Body)
			}
			res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), runtime)
			if isRuntime := strings.HasPrefix(req.Scope, "runtime:"); isRuntime == (res.Code == 403) {
				t.Errorf("%s %s with runtime:*: %d %s", op.Method, op.Path, res.Code, res.Body)
			}
			if res := authtest.Do(t, h, op.Method, path, bodyFor(op.Method), bogus); res.Code != 403 {
				t.Errorf("%s %s with category wildcards: %d %s", op.Method, op.Path, res.Code, res.Body)
			}
		}
	})
}

func TestCredentialKinds(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := everyGroup(t, env)
		tn := env.Tenant(t, "acme")
		token := signIn(t, h, tn.Email, "correct horse battery staple")
		cookie := "Cookie: " + auth.CookieName + "=" + token
		cases := []struct {
			name, method, path, cred string
			headers                  []string
			want                     int
		}{
			{"no credential", "GET", "/api/orgs", "", nil, 401},
			{"bearer key", "GET", "/api/orgs", tn.APIKey, nil, 200},
			{"bearer token", "GET", "/api/orgs", token, nil, 200},
			{"lower-case scheme", "GET", "/api/orgs", "", []string{"Authorization: bearer " + token}, 200},
			{"X-API-Key off the runtime routes", "GET", "/api/orgs", "", []string{"X-API-Key: " + tn.APIKey}, 401},
			{"X-API-Key on a runtime route", "GET", "/api/runtime-security/events", "", []string{"X-API-Key: " + tn.APIKey}, 501},
			{"X-API-Key on the proxy", "POST", "/anthropic-compatible/v1/messages", "", []string{"X-API-Key: " + tn.APIKey}, 501},
			{"cookie on the event log", "GET", "/api/runtime-security/events", "", []string{cookie}, 501},
			{"cookie elsewhere", "GET", "/api/orgs", "", []string{cookie}, 401},
			{"cookie on another runtime route", "GET", "/api/runtime-security/apps", "", []string{cookie}, 401},
			{"garbage bearer", "GET", "/api/orgs", "not-a-token", nil, 401},
			{"forged key", "GET", "/api/orgs", forge(tn.APIKey), nil, 401},
		}
		for _, c := range cases {
			var body any
			if c.method == "POST" {
				body = "{}"
			}
			res := authtest.Do(t, h, c.method, c.path, body, c.cred, c.headers...)
			if res.Code != c.want {
				t.Errorf("%s: %d %s, want %d", c.name, res.Code, res.Body, c.want)
			}
			if res.Code == 401 && res.Header().Get("WWW-Authenticate") == "" {
				t.Errorf("%s: 401 without WWW-Authenticate", c.name)
			}
		}
	})
}

// TestRolesDecideWhatASessionMayDo: a signed-in viewer is refused writes
// with the scope and the permission named, and the refusal is audited.
func TestRolesDecideWhatASessionMayDo(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := everyGroup(t, env)
		tn := env.Tenant(t, "acme")
		env.User(t, tn, "viewer@example.com", "a viewer's long password", identity.RoleViewer)
		token := signIn(t, h, "viewer@example.com", "a viewer's long password")
		res := authtest.Do(t, h, "POST", "/api/datasets/d1/scans", "{}", token)
		if res.Code != 403 || !strings.Contains(res.Body.String(), "'scans:write' (permission scans.run)") {
			t.Fatalf("viewer starting a scan: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "GET", "/api/datasets/d1/scans", nil, token); res.Code != 501 {
			t.Fatalf("viewer listing scans: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "PATCH", "/api/orgs/1", "{}", token); res.Code != 403 {
			t.Fatalf("viewer patching the org: %d %s", res.Code, res.Body)
		}
		recs, err := audit.Search(context.Background(), env.Deps.Audit, tn.WorkspaceID, audit.Query{Page: 1, PageSize: 50, EventTypes: []string{auth.EventAccessDenied}})
		if err != nil || recs.Total != 2 {
			t.Fatalf("access_denied records: %+v %v", recs, err)
		}
		r := recs.Records[1]
		if r.Actor != "viewer@example.com" || r.Severity != audit.SeverityHigh || r.Metadata["required_scope"] != "scans:write" ||
			r.Category != "auth" || r.IPAddress != "198.51.100.7" || r.EntityType != "user" {
			t.Fatalf("record %+v", r)
		}
	})
}

// TestRateLimitOverHTTP: the limit is per workspace, answered with 429 and
// Retry-After, and shared by every handler on the same store.
func TestRateLimitOverHTTP(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		env.Deps.Config.RateLimit = 3
		env.Deps.Auth = platform.NewAuth(env.Deps)
		one, two := everyGroup(t, env), everyGroup(t, env)
		tn := env.Tenant(t, "acme")
		other := env.Tenant(t, "globex")
		for i, h := range []http.Handler{one, two, one} {
			if res := authtest.Do(t, h, "GET", "/api/orgs", nil, tn.APIKey); res.Code != 200 || res.Header().Get("X-RateLimit-Limit") != "3" {
				t.Fatalf("request %d: %d %v", i, res.Code, res.Header())
			}
		}
		res := authtest.Do(t, two, "GET", "/api/orgs", nil, tn.APIKey)
		if res.Code != 429 || res.ErrorCode() != "RATE_LIMITED" || res.Header().Get("Retry-After") != "60" {
			t.Fatalf("fourth request: %d %s %v", res.Code, res.Body, res.Header())
		}
		if res := authtest.Do(t, one, "GET", "/api/orgs", nil, other.APIKey); res.Code != 200 {
			t.Fatalf("another workspace: %d", res.Code)
		}
	})
}

// forge changes the last character of a key.
func forge(key string) string {
	last := "0"
	if strings.HasSuffix(key, last) {
		last = "1"
	}
	return key[:len(key)-1] + last
}
