package identity_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
	"bulwark/shared/store/boltstore"
)

func table(t *testing.T) (store.Table, *clock.Fake) {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
	db, err := boltstore.Open(filepath.Join(t.TempDir(), "t.db"), clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db.Table("main"), clk
}

func TestPasswordHashing(t *testing.T) {
	h, err := identity.HashPassword("s3cret-pass")
	if err != nil || !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash %q %v", h, err)
	}
	h2, _ := identity.HashPassword("s3cret-pass")
	if h == h2 {
		t.Fatal("two hashes of one password are equal: the salt is not random")
	}
	if ok, err := identity.VerifyPassword("s3cret-pass", h); !ok || err != nil {
		t.Fatalf("right password rejected: %v", err)
	}
	if ok, _ := identity.VerifyPassword("s3cret-pasS", h); ok {
		t.Fatal("wrong password accepted")
	}
	if _, err := identity.VerifyPassword("x", "$2a$10$bcrypt"); err == nil {
		t.Fatal("a non-argon2id hash was accepted")
	}
}

func TestAPIKeyFormat(t *testing.T) {
	key, prefix := identity.NewKeySecret()
	p, ok := identity.ParseKey(key)
	if !ok || p != prefix || !strings.HasPrefix(key, "bwk_") {
		t.Fatalf("key %q prefix %q parsed %q %v", key, prefix, p, ok)
	}
	other, _ := identity.NewKeySecret()
	if other == key {
		t.Fatal("two keys are equal")
	}
	for _, bad := range []string{"", "bwk_", "bwk_short_x", "sk-" + key[4:], key + "x", key[:len(key)-1]} {
		if _, ok := identity.ParseKey(bad); ok {
			t.Errorf("malformed key %q parsed", bad)
		}
	}
	if h := identity.HashKey(key); len(h) != 64 || strings.Contains(h, key) || !identity.KeyMatches(key, h) || identity.KeyMatches(other, h) {
		t.Fatalf("hash %q", h)
	}
}

func TestBootstrapOnceEvenWhenConcurrent(t *testing.T) {
	tb, clk := table(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	results := make([]identity.BootstrapResult, 4)
	errs := make([]error, 4)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = identity.Bootstrap(ctx, tb, clk, "Admin@Example.COM", "")
		}()
	}
	wg.Wait()
	created := 0
	var res identity.BootstrapResult
	for i, r := range results {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if r.Created {
			created++
			res = r
		}
	}
	if created != 1 {
		t.Fatalf("%d bootstraps created an owner, want exactly 1", created)
	}
	if res.Email != "admin@example.com" || len(res.Password) != 20 {
		t.Fatalf("result %+v", res)
	}
	// Nothing is stored in clear.
	// Concurrent starters may each draw a user id before one wins the
	// marker: the owner's id is the winner's, not necessarily 1.
	u, _, err := records.Get[identity.User](ctx, tb, identity.UserKey(res.WorkspaceID, res.UserID))
	if err != nil || u.PasswordHash == res.Password || !u.IsPlatformOwner || u.Roles[0] != identity.RoleOwner {
		t.Fatalf("user %+v %v", u, err)
	}
	if ok, _ := identity.VerifyPassword(res.Password, u.PasswordHash); !ok {
		t.Fatal("printed password does not verify")
	}
	again, err := identity.Bootstrap(ctx, tb, clk, "", "")
	if err != nil || again.Created || again.Password != "" || again.APIKey != "" || again.Email != "admin@example.com" {
		t.Fatalf("second bootstrap: %+v %v", again, err)
	}
}

func TestLookupAPIKey(t *testing.T) {
	tb, clk := table(t)
	ctx := context.Background()
	res, err := identity.Bootstrap(ctx, tb, clk, "", "pw-pw-pw-pw")
	if err != nil {
		t.Fatal(err)
	}
	k, err := identity.LookupAPIKey(ctx, tb, res.APIKey, clk.Now())
	if err != nil || k.WorkspaceID != res.WorkspaceID || k.SecretHash == res.APIKey {
		t.Fatalf("lookup %+v %v", k, err)
	}
	forged := res.APIKey[:len(res.APIKey)-1] + "0"
	if forged == res.APIKey {
		forged = res.APIKey[:len(res.APIKey)-1] + "1"
	}
	unknown, _ := identity.NewKeySecret()
	for name, bad := range map[string]string{"forged secret": forged, "unknown prefix": unknown, "garbage": "hello"} {
		if _, err := identity.LookupAPIKey(ctx, tb, bad, clk.Now()); err == nil || !strings.Contains(err.Error(), "INVALID_API_KEY") {
			t.Errorf("%s: got %v", name, err)
		}
	}
	// Revoked and expired keys stop working at once.
	key := store.Key{Workspace: k.WorkspaceID, Kind: identity.KindAPIKey, ID: k.ID}
	exp := clk.Now().Add(time.Minute)
	if _, err := records.Mutate(ctx, tb, key, func(a *identity.APIKey) error { a.ExpiresAt = &exp; return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := identity.LookupAPIKey(ctx, tb, res.APIKey, clk.Now()); err != nil {
		t.Fatalf("key before expiry: %v", err)
	}
	clk.Advance(time.Minute)
	if _, err := identity.LookupAPIKey(ctx, tb, res.APIKey, clk.Now()); err == nil || !strings.Contains(err.Error(), identity.CodeAPIKeyExpired) {
		t.Fatalf("expired key: %v", err)
	}
	now := clk.Now()
	if _, err := records.Mutate(ctx, tb, key, func(a *identity.APIKey) error { a.RevokedAt = &now; return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := identity.LookupAPIKey(ctx, tb, res.APIKey, clk.Now()); err == nil || !strings.Contains(err.Error(), identity.CodeAPIKeyRevoked) {
		t.Fatalf("revoked key: %v", err)
	}
	// Only the holder of the secret learns why: a forged secret of the
	// same prefix is just invalid.
	if _, err := identity.LookupAPIKey(ctx, tb, forged, clk.Now()); err == nil || !strings.Contains(err.Error(), identity.CodeInvalidAPIKey) {
		t.Fatalf("forged secret of a revoked key: %v", err)
	}
}

func TestBootstrapResumesAnInterruptedStart(t *testing.T) {
	tb, clk := table(t)
	ctx := context.Background()
	// A start that died after claiming the marker, before any record.
	stale := map[string]any{"workspace_id": "ws-1", "org_id": 7, "user_id": 9, "key_id": "k-1", "email": "a@b.c", "started_at": clk.Now()}
	if err := records.Create(ctx, tb, store.Key{Workspace: store.Global, Kind: "bootstrap", ID: "owner"}, stale, time.Time{}); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Minute)
	res, err := identity.Bootstrap(ctx, tb, clk, "", "pw-pw-pw-pw")
	if err != nil || !res.Created || res.WorkspaceID != "ws-1" || res.UserID != 9 || res.Email != "a@b.c" {
		t.Fatalf("resume: %+v %v", res, err)
	}
	if _, err := identity.LookupAPIKey(ctx, tb, res.APIKey, clk.Now()); err != nil {
		t.Fatalf("resumed key: %v", err)
	}
}
