package accounts_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"bulwark/shared/auth/authtest"
)

// postForm posts a form to the reset page as a browser does.
func postForm(h http.Handler, form url.Values) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", "/reset-password", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.RemoteAddr = "198.51.100.9:1234"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

// The link of the invitation e-mail opens a page that sets the password
// without a client: the form carries the token, names a problem at the
// field and keeps the token, and a used link says so.
func TestResetPageSetsThePasswordFromTheMailedLink(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		h, _, owner, org := orgOwner(t, env)
		if res := authtest.Do(t, h, "POST", org+"/members", map[string]any{"email": "page@example.com", "roles": []string{"viewer"}}, owner); res.Code != 201 {
			t.Fatalf("invite: %d %s", res.Code, res.Body)
		}
		tok := mailedToken(t, env, "page@example.com")
		for _, m := range env.Mail(t) {
			if m.To == "page@example.com" && !strings.Contains(m.Text, "/reset-password?token="+url.QueryEscape(tok)) {
				t.Fatalf("the mail does not link the page: %s", m.Text)
			}
		}

		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/reset-password?token="+url.QueryEscape(tok), nil))
		body := w.Body.String()
		if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") || !strings.Contains(body, `name="token" value="`+tok+`"`) ||
			!strings.Contains(w.Header().Get("Content-Security-Policy"), "default-src 'none'") || strings.Contains(body, "<script") {
			t.Fatalf("page: %d %v %s", w.Code, w.Header(), body)
		}
		w = httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/reset-password", nil))
		if w.Code != 400 || !strings.Contains(w.Body.String(), "link from your e-mail") {
			t.Fatalf("page without a token: %d", w.Code)
		}

		if w := postForm(h, url.Values{"token": {tok}, "new_password": {"a long passphrase one"}, "confirm": {"a long passphrase two"}}); w.Code != 422 || !strings.Contains(w.Body.String(), "differ") {
			t.Fatalf("different passwords: %d %s", w.Code, w.Body)
		}
		if w := postForm(h, url.Values{"token": {tok}, "new_password": {"short"}, "confirm": {"short"}}); w.Code != 422 || !strings.Contains(w.Body.String(), `value="`+tok+`"`) {
			t.Fatalf("a password the policy refuses: %d %s", w.Code, w.Body)
		}
		if w := postForm(h, url.Values{"token": {tok}, "new_password": {"a sturdy chosen passphrase"}, "confirm": {"a sturdy chosen passphrase"}}); w.Code != 200 || !strings.Contains(w.Body.String(), "has been changed") {
			t.Fatalf("set: %d %s", w.Code, w.Body)
		}
		mustLogin(t, h, "page@example.com", "a sturdy chosen passphrase")
		if w := postForm(h, url.Values{"token": {tok}, "new_password": {"another passphrase here"}, "confirm": {"another passphrase here"}}); w.Code != 400 || !strings.Contains(w.Body.String(), "already used") {
			t.Fatalf("the link again: %d %s", w.Code, w.Body)
		}
		if w := postForm(h, url.Values{"token": {"<script>alert(1)</script>"}, "new_password": {"x"}, "confirm": {"y"}}); strings.Contains(w.Body.String(), "<script>alert") {
			t.Fatalf("the token is not escaped: %s", w.Body)
		}
	})
}
