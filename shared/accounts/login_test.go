package accounts_test

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"bulwark/shared/accounts"
	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/identity"
	"bulwark/shared/openapi"
	"bulwark/shared/platform"
)

const ownerPassword = "correct horse battery staple"

// api serves every documented operation: the identity groups built, the
// others answering 501.
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

type tokenResponse struct {
	AccessToken string              `json:"access_token"`
	TokenType   string              `json:"token_type"`
	ExpiresIn   int                 `json:"expires_in"`
	User        identity.PublicUser `json:"user"`
	Roles       []string            `json:"roles"`
	MFARequired bool                `json:"mfa_required"`
	MFAToken    string              `json:"mfa_token"`
}

func login(t *testing.T, h http.Handler, email, password string, headers ...string) (authtest.Response, tokenResponse) {
	t.Helper()
	res := authtest.Do(t, h, "POST", "/api/auth/login", map[string]string{"email": email, "password": password}, "", headers...)
	var tok tokenResponse
	if res.Code == 200 {
		res.JSON(t, &tok)
	}
	return res, tok
}

func mustLogin(t *testing.T, h http.Handler, email, password string) string {
	t.Helper()
	res, tok := login(t, h, email, password)
	if res.Code != 200 || tok.AccessToken == "" {
		t.Fatalf("sign-in of %s: %d %s", email, res.Code, res.Body)
	}
	return tok.AccessToken
}

func records(t *testing.T, env *authtest.Env, workspace string, q audit.Query) []audit.Record {
	t.Helper()
	if q.Page == 0 {
		q.Page, q.PageSize = 1, 200
	}
	res, err := audit.Search(context.Background(), env.Deps.Audit, workspace, q)
	if err != nil {
		t.Fatal(err)
	}
	return res.Records
}

func TestSignIn(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		res, tok := login(t, h, "  ACME-Owner@Example.com ", ownerPassword)
		if res.Code != 200 || tok.TokenType != "bearer" || tok.ExpiresIn != 3600 || tok.User.Email != tn.Email ||
			tok.User.ID != tn.UserID || tok.User.Workspace.ID != tn.WorkspaceID || tok.User.Workspace.Slug != "acme" ||
			len(tok.Roles) != 1 || tok.Roles[0] != "owner" || strings.Count(tok.AccessToken, ".") != 2 {
			t.Fatalf("token response %d %+v", res.Code, tok)
		}
		if strings.Contains(res.Body.String(), "password_hash") || strings.Contains(res.Body.String(), "argon2") {
			t.Fatalf("the answer leaks the hash: %s", res.Body)
		}
		c := res.Result().Cookies()
		if len(c) != 1 || c[0].Name != auth.CookieName || c[0].Value != tok.AccessToken || !c[0].HttpOnly || !c[0].Secure ||
			c[0].SameSite != http.SameSiteStrictMode || c[0].Path != "/" || c[0].MaxAge != 3600 {
			t.Fatalf("cookie %+v", c)
		}
		me := authtest.Do(t, h, "GET", "/api/auth/me", nil, tok.AccessToken)
		var u identity.PublicUser
		me.JSON(t, &u)
		if me.Code != 200 || u.ID != tn.UserID || u.Email != tn.Email || !u.IsActive || u.Roles[0] != "owner" || u.MFAEnabled ||
			u.WorkspaceID != tn.WorkspaceID || u.Workspace.Name != "acme" || u.Workspace.Type != "organization" || u.CreatedAt.IsZero() {
			t.Fatalf("me: %d %s", me.Code, me.Body)
		}
		for _, field := range []string{`"workspace":{"id"`, `"logo_url"`, `"is_platform_owner"`, `"mfa_enabled"`, `"updated_at"`} {
			if !strings.Contains(me.Body.String(), field) {
				t.Errorf("me lacks %s: %s", field, me.Body)
			}
		}
		// me with an API key is its creator.
		if me := authtest.Do(t, h, "GET", "/api/auth/me", nil, tn.APIKey); me.Code != 200 || !strings.Contains(me.Body.String(), tn.Email) {
			t.Fatalf("me with a key: %d %s", me.Code, me.Body)
		}
		recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{accounts.EventLogin}})
		if len(recs) != 1 || recs[0].Actor != tn.Email || recs[0].Category != "auth" || recs[0].IPAddress != "198.51.100.7" ||
			recs[0].EntityID != strconv.FormatInt(tn.UserID, 10) {
			t.Fatalf("sign-in record %+v", recs)
		}
		// Validation.
		for body, loc := range map[string]string{`{"email":"a@b.c"}`: "password", `{"password":"x"}`: "email", `{"email":"a@b.c","password":"x","remember":true}`: "remember"} {
			if res := authtest.Do(t, h, "POST", "/api/auth/login", body, ""); res.Code != 422 || !strings.Contains(res.Body.String(), `"`+loc+`"`) {
				t.Errorf("%s: %d %s", body, res.Code, res.Body)
			}
		}
	})
}

// TestWrongCredentialsLookTheSame: an unknown e-mail, a wrong password, a
// deactivated user and an invited user without a password get the same
// answer, and each failure is audited.
func TestWrongCredentialsLookTheSame(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		env.User(t, tn, "gone@example.com", "a perfectly good password", identity.RoleMember)
		owner := mustLogin(t, h, tn.Email, ownerPassword)
		var gone identity.PublicUser
		members := authtest.Do(t, h, "GET", "/api/orgs/"+strconv.FormatInt(tn.OrgID, 10)+"/members", nil, owner)
		var list struct{ Items []identity.PublicUser }
		members.JSON(t, &list)
		for _, m := range list.Items {
			if m.Email == "gone@example.com" {
				gone = m
			}
		}
		orgPath := "/api/orgs/" + strconv.FormatInt(tn.OrgID, 10) + "/members/"
		if res := authtest.Do(t, h, "PATCH", orgPath+strconv.FormatInt(gone.ID, 10), map[string]bool{"is_active": false}, owner); res.Code != 200 {
			t.Fatalf("deactivate: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "POST", "/api/orgs/"+strconv.FormatInt(tn.OrgID, 10)+"/members", map[string]any{"email": "invited@example.com", "roles": []string{"viewer"}}, owner); res.Code != 201 {
			t.Fatalf("invite: %d %s", res.Code, res.Body)
		}
		var first string
		for _, c := range [][2]string{
			{"nobody@example.com", ownerPassword}, {tn.Email, "wrong password!"}, {"gone@example.com", "a perfectly good password"},
			{"invited@example.com", "anything at all"},
		} {
			res, _ := login(t, h, c[0], c[1])
			if res.Code != 401 || res.ErrorCode() != "INVALID_CREDENTIALS" || res.Header().Get("Set-Cookie") != "" {
				t.Fatalf("%s: %d %s", c[0], res.Code, res.Body)
			}
			if first == "" {
				first = res.Body.String()
			} else if res.Body.String() != first {
				t.Fatalf("answers differ: %s vs %s", res.Body, first)
			}
		}
		failed := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{accounts.EventLoginFailed}})
		if len(failed) != 3 || failed[0].Severity != audit.SeverityMedium || failed[0].Metadata["reason"] != "no_password" ||
			failed[1].Metadata["reason"] != "inactive_user" || failed[2].Metadata["reason"] != "wrong_password" {
			t.Fatalf("failed sign-in records %+v", failed)
		}
		for _, r := range failed {
			if strings.Contains(strings.ToLower(r.Summary+jsonOf(r.Params)), "password!") {
				t.Fatalf("a record holds the password: %+v", r)
			}
		}
	})
}

func TestSignInThrottleOverHTTP(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		// Each e-mail from its own address, so only the account's count
		// decides; an unknown e-mail is treated like a known one.
		for i, email := range []string{tn.Email, "nobody@example.com"} {
			from := authtest.RemoteAddr + ": 192.0.2." + strconv.Itoa(i+1) + ":999"
			var last authtest.Response
			for range auth.AccountPolicy.Lock {
				last, _ = login(t, h, email, "wrong password!", from)
				if last.Code == 429 {
					ra, _ := strconv.Atoi(last.Header().Get("Retry-After"))
					env.Clock.Advance(time.Duration(ra) * time.Second)
					last, _ = login(t, h, email, "wrong password!", from)
				}
				if last.Code != 401 {
					t.Fatalf("%s: %d %s", email, last.Code, last.Body)
				}
			}
			res, _ := login(t, h, email, ownerPassword, from)
			if res.Code != 429 || res.ErrorCode() != auth.ErrTooManyAttempts || res.Header().Get("Retry-After") != "900" {
				t.Fatalf("%s locked: %d %s %v", email, res.Code, res.Body, res.Header())
			}
		}
		env.Clock.Advance(15 * time.Minute)
		mustLogin(t, h, tn.Email, ownerPassword)
	})
}

func TestRefreshAndSignOut(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		old := mustLogin(t, h, tn.Email, ownerPassword)
		env.Clock.Advance(30 * time.Minute)
		res := authtest.Do(t, h, "POST", "/api/auth/token/refresh", nil, old)
		var tok tokenResponse
		res.JSON(t, &tok)
		if res.Code != 200 || tok.AccessToken == old || tok.ExpiresIn != 3600 || tok.User.ID != tn.UserID || res.Header().Get("Set-Cookie") == "" {
			t.Fatalf("refresh: %d %s", res.Code, res.Body)
		}
		for name, c := range map[string]struct{ cred, code string }{
			"the refreshed token": {old, "TOKEN_REVOKED"}, "a tampered token": {tok.AccessToken + "x", "INVALID_TOKEN"},
		} {
			if res := authtest.Do(t, h, "POST", "/api/auth/token/refresh", nil, c.cred); res.Code != 401 || res.ErrorCode() != c.code {
				t.Fatalf("refresh with %s: %d %s", name, res.Code, res.Body)
			}
		}
		if res := authtest.Do(t, h, "POST", "/api/auth/token/refresh", nil, tn.APIKey); res.Code != 403 || res.ErrorCode() != auth.CodeSessionRequired {
			t.Fatalf("refresh with a key: %d %s", res.Code, res.Body)
		}
		// The new token outlives the old one's expiry, then expires itself.
		env.Clock.Advance(45 * time.Minute)
		if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, tok.AccessToken); res.Code != 200 {
			t.Fatalf("refreshed token: %d", res.Code)
		}
		env.Clock.Advance(15 * time.Minute)
		if res := authtest.Do(t, h, "POST", "/api/auth/token/refresh", nil, tok.AccessToken); res.Code != 401 {
			t.Fatalf("refresh of an expired token: %d", res.Code)
		}
		// Sign-out revokes the token and clears the cookie.
		cur := mustLogin(t, h, tn.Email, ownerPassword)
		res = authtest.Do(t, h, "POST", "/api/auth/logout", nil, cur)
		if res.Code != 204 || !strings.Contains(res.Header().Get("Set-Cookie"), "Max-Age=0") {
			t.Fatalf("logout: %d %v", res.Code, res.Header())
		}
		if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, cur); res.Code != 401 {
			t.Fatalf("a signed-out token: %d", res.Code)
		}
		if recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{"logout", "refresh_token"}}); len(recs) != 2 || recs[0].EntityType != "user" {
			t.Fatalf("records %+v", recs)
		}
	})
}

var tokenInMail = regexp.MustCompile(`\n\n([A-Za-z0-9_-]{43})\n`)

func mailedToken(t *testing.T, env *authtest.Env, to string) string {
	t.Helper()
	var tok string
	for _, m := range env.Mail(t) {
		if m.To == to {
			if got := tokenInMail.FindStringSubmatch(m.Text); got != nil {
				tok = got[1]
			}
		}
	}
	if tok == "" {
		t.Fatalf("no token mailed to %s", to)
	}
	return tok
}

func TestPasswordReset(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		session := mustLogin(t, h, tn.Email, ownerPassword)
		known := authtest.Do(t, h, "POST", "/api/auth/password/forgot", map[string]string{"email": tn.Email}, "")
		unknown := authtest.Do(t, h, "POST", "/api/auth/password/forgot", map[string]string{"email": "nobody@example.com"}, "")
		if known.Code != 200 || unknown.Code != 200 || known.Body.String() != unknown.Body.String() {
			t.Fatalf("forgot: %d %s / %d %s", known.Code, known.Body, unknown.Code, unknown.Body)
		}
		if res := authtest.Do(t, h, "POST", "/api/auth/password/forgot", map[string]string{"email": "not an address"}, ""); res.Code != 422 {
			t.Fatalf("bad address: %d", res.Code)
		}
		if n := len(env.Mail(t)); n != 1 {
			t.Fatalf("%d mails sent, want 1 (to the known address only)", n)
		}
		token := mailedToken(t, env, tn.Email)
		reset := func(pw string) authtest.Response {
			return authtest.Do(t, h, "POST", "/api/auth/password/reset", map[string]string{"token": token, "new_password": pw}, "")
		}
		// The policy is checked before the token is spent.
		if res := reset("short"); res.Code != 422 || !strings.Contains(res.Body.String(), "password_policy") {
			t.Fatalf("weak password: %d %s", res.Code, res.Body)
		}
		if res := reset("a brand new passphrase"); res.Code != 200 {
			t.Fatalf("reset: %d %s", res.Code, res.Body)
		}
		if res := reset("another new passphrase"); res.Code != 400 || res.ErrorCode() != "INVALID_RESET_TOKEN" {
			t.Fatalf("second use: %d %s", res.Code, res.Body)
		}
		if res, _ := login(t, h, tn.Email, ownerPassword); res.Code != 401 {
			t.Fatalf("old password: %d", res.Code)
		}
		mustLogin(t, h, tn.Email, "a brand new passphrase")
		if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, session); res.Code != 401 {
			t.Fatalf("a session from before the reset: %d", res.Code)
		}
		// Tokens expire after 30 minutes.
		authtest.Do(t, h, "POST", "/api/auth/password/forgot", map[string]string{"email": tn.Email}, "")
		token = mailedToken(t, env, tn.Email)
		env.Clock.Advance(accounts.ResetTTL)
		if res := reset("yet another passphrase"); res.Code != 400 {
			t.Fatalf("expired token: %d %s", res.Code, res.Body)
		}
		recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{accounts.EventPasswordForgot, accounts.EventPasswordResetDone}})
		if len(recs) != 3 || recs[1].EventType != accounts.EventPasswordResetDone || recs[1].Severity != audit.SeverityHigh {
			t.Fatalf("records %+v", recs)
		}
	})
}

func TestPasswordResetLiftsALockout(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		for {
			res, _ := login(t, h, tn.Email, "wrong password!")
			if res.Code == 429 {
				ra, _ := strconv.Atoi(res.Header().Get("Retry-After"))
				if ra > 60 {
					break // locked
				}
				env.Clock.Advance(time.Duration(ra) * time.Second)
			}
		}
		if res, _ := login(t, h, tn.Email, ownerPassword); res.Code != 429 {
			t.Fatalf("not locked: %d", res.Code)
		}
		authtest.Do(t, h, "POST", "/api/auth/password/forgot", map[string]string{"email": tn.Email}, "")
		res := authtest.Do(t, h, "POST", "/api/auth/password/reset", map[string]string{"token": mailedToken(t, env, tn.Email), "new_password": "a brand new passphrase"}, "")
		if res.Code != 200 {
			t.Fatalf("reset: %d %s", res.Code, res.Body)
		}
		mustLogin(t, h, tn.Email, "a brand new passphrase")
	})
}

func TestPasswordChange(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		a := mustLogin(t, h, tn.Email, ownerPassword)
		b := mustLogin(t, h, tn.Email, ownerPassword)
		if res := authtest.Do(t, h, "POST", "/api/auth/password/change", map[string]string{"current_password": "nope nope nope", "new_password": "a brand new passphrase"}, a); res.Code != 422 || !strings.Contains(res.Body.String(), "current_password") {
			t.Fatalf("wrong current password: %d %s", res.Code, res.Body)
		}
		res := authtest.Do(t, h, "POST", "/api/auth/password/change", map[string]string{"current_password": ownerPassword, "new_password": "a brand new passphrase"}, a)
		var tok tokenResponse
		res.JSON(t, &tok)
		if res.Code != 200 || tok.AccessToken == "" {
			t.Fatalf("change: %d %s", res.Code, res.Body)
		}
		for name, cred := range map[string]string{"this session's old token": a, "another session": b} {
			if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, cred); res.Code != 401 {
				t.Fatalf("%s still works: %d", name, res.Code)
			}
		}
		if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, tok.AccessToken); res.Code != 200 {
			t.Fatalf("the new token: %d", res.Code)
		}
		recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{"change_password"}})
		if len(recs) != 2 || recs[0].Severity != audit.SeverityHigh || len(recs[0].Params) != 0 || len(recs[0].Metadata["redacted_fields"].([]any)) != 2 {
			t.Fatalf("records %+v", recs)
		}
	})
}

func TestMFA(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h := api(t, env)
		tn := env.Tenant(t, "acme")
		session := mustLogin(t, h, tn.Email, ownerPassword)
		res := authtest.Do(t, h, "POST", "/api/auth/mfa/enroll", nil, session)
		var en auth.Enrollment
		res.JSON(t, &en)
		if res.Code != 200 || en.Secret == "" || !strings.HasPrefix(en.URL, "otpauth://totp/") || en.Period != 30 {
			t.Fatalf("enroll: %d %s", res.Code, res.Body)
		}
		code := func(at time.Time) string {
			c, err := auth.TOTPCode(en.Secret, at)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		wrong := "000000"
		if code(env.Clock.Now()) == wrong {
			wrong = "111111"
		}
		if res := authtest.Do(t, h, "POST", "/api/auth/mfa/confirm", map[string]string{"code": wrong}, session); res.Code != 400 || res.ErrorCode() != "INVALID_MFA_CODE" {
			t.Fatalf("confirm with a wrong code: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "POST", "/api/auth/mfa/confirm", map[string]string{"code": "12ab"}, session); res.Code != 422 {
			t.Fatalf("confirm with a malformed code: %d %s", res.Code, res.Body)
		}
		res = authtest.Do(t, h, "POST", "/api/auth/mfa/confirm", map[string]string{"code": code(env.Clock.Now())}, session)
		if res.Code != 200 || !strings.Contains(res.Body.String(), `"mfa_enabled":true`) {
			t.Fatalf("confirm: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "POST", "/api/auth/mfa/enroll", nil, session); res.Code != 409 {
			t.Fatalf("enrolling twice: %d", res.Code)
		}
		// The password alone now yields a challenge, not a token.
		env.Clock.Advance(30 * time.Second)
		res, ch := login(t, h, tn.Email, ownerPassword)
		if res.Code != 200 || !ch.MFARequired || ch.MFAToken == "" || ch.AccessToken != "" || res.Header().Get("Set-Cookie") != "" {
			t.Fatalf("challenge: %d %s", res.Code, res.Body)
		}
		if res := authtest.Do(t, h, "GET", "/api/auth/me", nil, ch.MFAToken); res.Code != 401 {
			t.Fatalf("the challenge used as a token: %d", res.Code)
		}
		second := func(c string) authtest.Response {
			return authtest.Do(t, h, "POST", "/api/auth/login/mfa", map[string]string{"mfa_token": ch.MFAToken, "code": c}, "")
		}
		if res := second(wrong); res.Code != 401 || res.ErrorCode() != "INVALID_MFA_CODE" {
			t.Fatalf("wrong code: %d %s", res.Code, res.Body)
		}
		good := code(env.Clock.Now())
		res = second(good)
		var tok tokenResponse
		res.JSON(t, &tok)
		if res.Code != 200 || tok.AccessToken == "" || !tok.User.MFAEnabled {
			t.Fatalf("second step: %d %s", res.Code, res.Body)
		}
		if res := second(good); res.Code != 401 || res.ErrorCode() != "INVALID_MFA_TOKEN" {
			t.Fatalf("the challenge twice: %d %s", res.Code, res.Body)
		}
		// A code is good once, even with a new challenge.
		_, ch = login(t, h, tn.Email, ownerPassword)
		if res := second(good); res.Code != 401 || res.ErrorCode() != "INVALID_MFA_CODE" {
			t.Fatalf("a replayed code: %d %s", res.Code, res.Body)
		}
		// Disabling takes a current code.
		env.Clock.Advance(30 * time.Second)
		res = authtest.Do(t, h, "POST", "/api/auth/mfa/disable", map[string]string{"code": code(env.Clock.Now())}, tok.AccessToken)
		if res.Code != 200 || !strings.Contains(res.Body.String(), `"mfa_enabled":false`) {
			t.Fatalf("disable: %d %s", res.Code, res.Body)
		}
		mustLogin(t, h, tn.Email, ownerPassword)
		recs := records(t, env, tn.WorkspaceID, audit.Query{EventTypes: []string{"mfa_disable"}})
		if len(recs) != 1 || recs[0].Severity != audit.SeverityHigh || len(recs[0].Params) != 0 {
			t.Fatalf("records %+v", recs)
		}
	})
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
