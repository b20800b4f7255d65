package proxy_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"bulwark/shared/auth"
	"bulwark/shared/identity"
	"bulwark/shared/proxy"
	"bulwark/shared/records"
)

// keyRefusal is a 401 of a proxy route, read as an SDK reads it.
type keyRefusal struct {
	Type  string `json:"type"` // Anthropic: "error"
	Error struct {
		Type    string `json:"type"`
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// The refusals in front of a proxy route (no key, a bad, expired or revoked
// key) are in the caller's wire format, with the type every SDK maps to
// its authentication error, a code that says what to do, and no talk of
// access tokens to a client that holds an API key.
func TestKeyRefusalsSpeakTheCallersFormat(t *testing.T) {
	v := newEnv(t)
	app := v.app(nil)
	ctx := context.Background()
	k, err := identity.LookupAPIKey(ctx, v.e.Deps.Main, v.owner.APIKey, v.e.Clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	openaiMsg := map[string]any{"model": "m", "messages": []any{map[string]any{"role": "user", "content": "hi"}}}
	anthropicMsg := map[string]any{"model": "m", "max_tokens": 8, "messages": []any{map[string]any{"role": "user", "content": "hi"}}}

	check := func(what string, a answer, anthropic bool, code string) {
		t.Helper()
		var e keyRefusal
		if err := json.Unmarshal(a.body, &e); err != nil || a.status != 401 {
			t.Fatalf("%s: %d %s", what, a.status, a.body)
		}
		if e.Error.Type != "authentication_error" || e.Error.Code != code || (anthropic && e.Type != "error") {
			t.Errorf("%s: want authentication_error %s, got %s", what, code, a.body)
		}
		if strings.Contains(strings.ToLower(e.Error.Message), "access token") {
			t.Errorf("%s: the message talks of access tokens to an API key holder: %s", what, e.Error.Message)
		}
	}
	for _, c := range []struct {
		what, auth, code string
	}{
		{"no key", "Authorization:", auth.CodeUnauthenticated},
		{"a provider key", "Authorization: Bearer sk-proj-abcdefghijklmnop", auth.CodeInvalidAPIKey},
		{"an unknown key", "Authorization: Bearer bwk_notakey_0000", auth.CodeInvalidAPIKey},
	} {
		check("openai, "+c.what, v.do("POST", proxy.PathChatCompletions, app, openaiMsg, c.auth), false, c.code)
	}
	check("anthropic, an unknown key", v.do("POST", proxy.PathAnthropicMessages, app, anthropicMsg, "Authorization:", "X-API-Key: sk-ant-not-bulwark"), true, auth.CodeInvalidAPIKey)
	check("anthropic, no key", v.do("POST", proxy.PathAnthropicMessages, app, anthropicMsg, "Authorization:"), true, auth.CodeUnauthenticated)

	// Expired, then revoked: the holder of the real key is told which, so
	// that a client replaces the key instead of retrying.
	past := v.e.Clock.Now().Add(-time.Minute)
	if _, err := records.Mutate(ctx, v.e.Deps.Main, identity.APIKeyKey(k.WorkspaceID, k.ID), func(a *identity.APIKey) error { a.ExpiresAt = &past; return nil }); err != nil {
		t.Fatal(err)
	}
	check("openai, an expired key", v.do("POST", proxy.PathChatCompletions, app, openaiMsg), false, auth.CodeAPIKeyExpired)
	if _, err := records.Mutate(ctx, v.e.Deps.Main, identity.APIKeyKey(k.WorkspaceID, k.ID), func(a *identity.APIKey) error { a.RevokedAt = &past; return nil }); err != nil {
		t.Fatal(err)
	}
	check("anthropic, a revoked key", v.do("POST", proxy.PathAnthropicMessages, app, anthropicMsg, "Authorization:", "X-API-Key: "+v.owner.APIKey), true, auth.CodeAPIKeyRevoked)
}
