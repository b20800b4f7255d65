package proxy

import (
	"context"
	"errors"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/filesecrets"
)

// The built-in providers take their key from the environment, else from
// the deployment secret the AWS stack creates for the proxy; a secret that
// still holds the stack's placeholder is no key (503), never sent.
func TestBuiltInProvidersReadTheirKeyFromTheSecretWithoutTheEnvironment(t *testing.T) {
	ctx := context.Background()
	store, err := filesecrets.New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{}
	k := &keyring{getenv: func(n string) string { return env[n] }, secrets: store, clock: clock.NewFake(time.Now()), cached: map[string]cachedKey{}}
	var openai Provider
	for _, p := range DefaultProviders() {
		if p.Slug == "openai" {
			openai = p
		}
	}
	noKey := func(what string) {
		t.Helper()
		if _, err := k.key(ctx, openai); !errors.Is(err, errs.ErrUnavailable) {
			t.Fatalf("%s: %v, want 503", what, err)
		}
	}
	noKey("no environment, no secret")
	if err := store.Put(ctx, secrets.NameOpenAIKey, []byte(secrets.ProviderKeyUnset)); err != nil {
		t.Fatal(err)
	}
	noKey("the stack's placeholder")
	if err := store.Put(ctx, secrets.NameOpenAIKey, []byte("sk-from-the-secret\n")); err != nil {
		t.Fatal(err)
	}
	k.cached = map[string]cachedKey{}
	if v, err := k.key(ctx, openai); err != nil || v != "sk-from-the-secret" {
		t.Fatalf("from the secret: %q %v", v, err)
	}
	env["OPENAI_API_KEY"] = "sk-from-the-environment"
	if v, err := k.key(ctx, openai); err != nil || v != "sk-from-the-environment" {
		t.Fatalf("the environment wins: %q %v", v, err)
	}
}
