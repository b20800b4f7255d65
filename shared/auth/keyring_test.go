package auth_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/secrets"
)

// countingSecrets counts the reads of the signing key.
type countingSecrets struct {
	secrets.Store
	reads atomic.Int32
}

func (c *countingSecrets) Get(ctx context.Context, name string) ([]byte, error) {
	if name == auth.SigningKeyName {
		c.reads.Add(1)
	}
	return c.Store.Get(ctx, name)
}

// Rotating the signing key signs nobody out: instances that have not read
// the new key yet verify tokens signed with it, their own tokens (signed
// with the previous key) verify everywhere, and every instance signs with
// the new key within a minute. A key two rotations old ends its tokens.
func TestRotatingTheSigningKeySignsNobodyOut(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		u := owner(t, env)
		store := &countingSecrets{Store: env.Deps.Secrets}
		instance := func() *auth.Service {
			return auth.New(auth.Config{Main: env.Deps.Main, Nonces: env.Deps.Nonces, Clock: env.Clock, Secrets: store, TTL: 24 * time.Hour})
		}
		a, b := instance(), instance()
		before, err := a.IssueAccess(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		if err := auth.RotateSigningKey(ctx, store); err != nil {
			t.Fatal(err)
		}
		stale, _ := a.IssueAccess(ctx, u) // a has not read the new key
		fresh, _ := b.IssueAccess(ctx, u) // b reads it now
		if kidOf(stale.Raw) == kidOf(fresh.Raw) || kidOf(before.Raw) != kidOf(stale.Raw) {
			t.Fatalf("key ids: before %s stale %s fresh %s", kidOf(before.Raw), kidOf(stale.Raw), kidOf(fresh.Raw))
		}
		for name, tok := range map[string]string{"before": before.Raw, "stale": stale.Raw, "fresh": fresh.Raw} {
			for who, s := range map[string]*auth.Service{"a": a, "b": b, "new": instance()} {
				if _, err := s.VerifyAccess(ctx, tok); err != nil {
					t.Errorf("instance %s refused the %s token: %v", who, name, err)
				}
			}
		}
		env.Clock.Advance(time.Minute + time.Second)
		later, _ := a.IssueAccess(ctx, u)
		if kidOf(later.Raw) != kidOf(fresh.Raw) {
			t.Fatalf("a still signs with the old key after a minute")
		}

		// A second rotation drops the first key: its tokens end.
		if err := auth.RotateSigningKey(ctx, store); err != nil {
			t.Fatal(err)
		}
		env.Clock.Advance(time.Minute + time.Second)
		if _, err := a.VerifyAccess(ctx, before.Raw); err == nil {
			t.Fatal("a token of a key two rotations old is still accepted")
		}
		if _, err := a.VerifyAccess(ctx, fresh.Raw); err != nil {
			t.Fatalf("the previous key's token: %v", err)
		}

		// Made-up key ids cannot turn every request into a secret read.
		reads := store.reads.Load()
		forged := forgeKid(fresh.Raw)
		for range 50 {
			if _, err := a.VerifyAccess(ctx, forged); err == nil {
				t.Fatal("a token with a made-up kid was accepted")
			}
		}
		if n := store.reads.Load() - reads; n > 1 {
			t.Fatalf("50 made-up key ids read the secret %d times", n)
		}
	})
}

func kidOf(raw string) string {
	h, _ := base64.RawURLEncoding.DecodeString(strings.Split(raw, ".")[0])
	var v struct {
		Kid string `json:"kid"`
	}
	_ = json.Unmarshal(h, &v)
	return v.Kid
}

func forgeKid(raw string) string {
	parts := strings.Split(raw, ".")
	parts[0] = base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","kid":"0000000000000000","typ":"JWT"}`))
	return strings.Join(parts, ".")
}

// A generated raw key is any 64 bytes: one that happens to start with '{'
// (one in 256) is still a key, not a broken key set that stops every
// sign-in.
func TestARawKeyStartingWithABraceIsAKey(t *testing.T) {
	env := authtest.Embedded(t)
	u := owner(t, env)
	raw := append([]byte("{"), []byte(strings.Repeat("k", 63))...)
	if err := env.Deps.Secrets.Put(context.Background(), auth.SigningKeyName, raw); err != nil {
		t.Fatal(err)
	}
	svc := auth.New(auth.Config{Main: env.Deps.Main, Nonces: env.Deps.Nonces, Clock: env.Clock, Secrets: env.Deps.Secrets, TTL: time.Hour})
	tok, err := svc.IssueAccess(context.Background(), u)
	if err != nil {
		t.Fatalf("issue with a raw key starting with '{': %v", err)
	}
	if _, err := svc.VerifyAccess(context.Background(), tok.Raw); err != nil {
		t.Fatalf("verify: %v", err)
	}
}
