package proxy_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"bulwark/shared/auth/authtest"
	"bulwark/shared/proxy"
)

// secret makes the app's signing secret through the runtime route.
func (v *env) secret(app, key string) authtest.Response {
	v.t.Helper()
	return authtest.Do(v.t, v.srv.Config.Handler, "POST", "/api/runtime-security/apps/"+app+"/signing-secret", nil, key)
}

// signed sends a chat request signed with secret at time at and nonce.
func (v *env) signed(app, secret string, at time.Time, nonce string, body []byte) answer {
	ts := strconv.FormatInt(at.Unix(), 10)
	sig := proxy.Sign(secret, "POST", proxy.PathChatCompletions, ts, nonce, body)
	return v.do("POST", proxy.PathChatCompletions, app, body,
		proxy.HeaderTimestamp+": "+ts, proxy.HeaderNonce+": "+nonce, proxy.HeaderSignature+": "+sig)
}

func TestSignedRequestsAndReplays(t *testing.T) {
	authtest.Each(t, func(t *testing.T, e *authtest.Env) {
		v := newEnvOn(t, e)
		app := v.app(map[string]any{"request_signing": map[string]any{"enabled": true, "timestamp_skew_seconds": 60}})
		body := []byte(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`)
		now := e.Clock.Now()

		if a := v.signed(app, "bss_none", now, "nonce-0000000000000001", body); a.status != 401 || a.errorCode() != proxy.CodeSigningSecretNotSet {
			t.Fatalf("no secret yet: %d %s", a.status, a.body)
		}
		r := v.secret(app, v.owner.APIKey)
		var s proxy.SigningSecret
		r.JSON(t, &s)
		if r.Code != http.StatusCreated || len(s.Secret) != 47 || s.Headers.Signature != proxy.HeaderSignature {
			t.Fatalf("secret: %d %s", r.Code, r.Body)
		}

		if a := v.do("POST", proxy.PathChatCompletions, app, body); a.status != 401 || a.errorCode() != proxy.CodeSignatureRequired {
			t.Fatalf("unsigned: %d %s", a.status, a.body)
		}
		if a := v.signed(app, s.Secret, now, "nonce-0000000000000001", body); a.status != 200 {
			t.Fatalf("signed: %d %s", a.status, a.body)
		}
		if a := v.signed(app, s.Secret, now, "nonce-0000000000000001", body); a.status != 401 || a.errorCode() != proxy.CodeNonceReused {
			t.Fatalf("replay: %d %s", a.status, a.body)
		}
		if a := v.signed(app, s.Secret, now.Add(-2*time.Minute), "nonce-0000000000000002", body); a.status != 401 || a.errorCode() != proxy.CodeSignatureExpired {
			t.Fatalf("old: %d %s", a.status, a.body)
		}
		tampered := []byte(`{"model":"m","messages":[{"role":"user","content":"hI"}]}`)
		ts := strconv.FormatInt(now.Unix(), 10)
		sig := proxy.Sign(s.Secret, "POST", proxy.PathChatCompletions, ts, "nonce-0000000000000003", body)
		a := v.do("POST", proxy.PathChatCompletions, app, tampered,
			proxy.HeaderTimestamp+": "+ts, proxy.HeaderNonce+": nonce-0000000000000003", proxy.HeaderSignature+": "+sig)
		if a.status != 401 || a.errorCode() != proxy.CodeSignatureInvalid {
			t.Fatalf("tampered: %d %s", a.status, a.body)
		}
		// A refused request did not use up its nonce.
		if a := v.signed(app, s.Secret, now, "nonce-0000000000000003", body); a.status != 200 {
			t.Fatalf("nonce of a refused request: %d %s", a.status, a.body)
		}
		// Rotation: the old secret stops working at once.
		var s2 proxy.SigningSecret
		v.secret(app, v.owner.APIKey).JSON(t, &s2)
		if a := v.signed(app, s.Secret, now, "nonce-0000000000000004", body); a.errorCode() != proxy.CodeSignatureInvalid {
			t.Fatalf("old secret after rotation: %d %s", a.status, a.body)
		}
		if a := v.signed(app, s2.Secret, now, "nonce-0000000000000004", body); a.status != 200 {
			t.Fatalf("new secret: %d %s", a.status, a.body)
		}
	})
}

func TestAnotherWorkspaceReachesNoneOfTheApps(t *testing.T) {
	v := newEnv(t)
	app := v.app(nil)
	other := v.other.APIKey
	for _, c := range []struct{ method, path string }{
		{"POST", proxy.PathChatCompletions}, {"GET", proxy.PathModels},
		{"POST", proxy.PathEmbeddings}, {"POST", proxy.PathAnthropicMessages},
	} {
		var body any
		if c.method == "POST" {
			body = map[string]any{"model": "m", "max_tokens": 5, "input": "hi", "messages": []any{map[string]any{"role": "user", "content": "hi"}}}
		}
		a := v.do(c.method, c.path, app, body, "Authorization: Bearer "+other)
		if a.status != 404 || a.errorCode() != "APP_NOT_FOUND" {
			t.Fatalf("%s %s: %d %s", c.method, c.path, a.status, a.body)
		}
	}
	if r := v.secret(app, other); r.Code != 404 || r.ErrorCode() != "APP_NOT_FOUND" {
		t.Fatalf("signing secret: %d %s", r.Code, r.Body)
	}
	if len(v.up.Requests()) != 0 || len(v.events(app)) != 0 {
		t.Fatal("another workspace's request was forwarded or recorded")
	}
	var e struct {
		Type string `json:"type"`
	}
	a := v.do("POST", proxy.PathAnthropicMessages, app, anthropicBody("hi", false), "Authorization: Bearer "+other)
	if json.Unmarshal(a.body, &e); e.Type != "error" {
		t.Fatalf("anthropic error object: %s", a.body)
	}
}

// The OpenAI Go client signs through a middleware; a client that reuses
// its nonce is refused on the second request.
func TestOpenAIGoClientSignsAndItsReplayIsRefused(t *testing.T) {
	v := newEnv(t)
	app := v.app(map[string]any{"request_signing": map[string]any{"enabled": true}})
	var s proxy.SigningSecret
	v.secret(app, v.owner.APIKey).JSON(t, &s)
	signWith := func(nonce string) option.Middleware {
		return func(r *http.Request, next option.MiddlewareNext) (*http.Response, error) {
			var body []byte
			if r.Body != nil {
				body, _ = io.ReadAll(r.Body)
				r.Body = io.NopCloser(bytes.NewReader(body))
			}
			ts := strconv.FormatInt(v.e.Clock.Now().Unix(), 10)
			r.Header.Set(proxy.HeaderTimestamp, ts)
			r.Header.Set(proxy.HeaderNonce, nonce)
			r.Header.Set(proxy.HeaderSignature, proxy.Sign(s.Secret, r.Method, r.URL.EscapedPath(), ts, nonce, body))
			return next(r)
		}
	}
	c := v.openai(app, option.WithMiddleware(signWith("go-client-nonce-000001")))
	if res, err := chat(c, "hello there"); err != nil || res.Choices[0].Message.Content != "You said: hello there" {
		var e *openai.Error
		if errors.As(err, &e) {
			t.Fatalf("signed: %d %s", e.StatusCode, e.RawJSON())
		}
		t.Fatalf("signed: %v", err)
	}
	_, err := chat(c, "hello there again")
	if status, code := apiCode(t, err); status != 401 || code != proxy.CodeNonceReused {
		t.Fatalf("replay: %d %s", status, code)
	}
	if _, err := chat(v.openai(app), "unsigned"); err == nil {
		t.Fatal("an unsigned request passed")
	}
}
