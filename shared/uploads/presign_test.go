package uploads

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/platform"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/store/boltstore"
)

func unitDeps(t *testing.T) (*platform.Deps, *clock.Fake) {
	t.Helper()
	dir := t.TempDir()
	clk := clock.NewFake(time.Now())
	db, err := boltstore.Open(filepath.Join(dir, "db"), clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	sec, _ := filesecrets.New(filepath.Join(dir, "secrets"))
	return &platform.Deps{Main: db.Table("main"), Secrets: sec, Clock: clk, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}, clk
}

func TestUploadTokensAreSignedAndExpire(t *testing.T) {
	d, clk := unitDeps(t)
	ctx := context.Background()
	claims := uploadClaims{Workspace: "w", JobID: "j", Key: "w/datasets/d/v1/source.upload", Size: 10, Expires: clk.Now().Add(time.Minute).Unix()}
	token, err := signToken(ctx, d, claims)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := verifyToken(ctx, d, token); err != nil || got != claims {
		t.Fatalf("verify: %+v %v", got, err)
	}
	payload, sig, _ := strings.Cut(token, ".")
	forgedClaims := claims
	forgedClaims.Size = 1 << 40
	forged, _ := signToken(ctx, d, forgedClaims)
	forgedPayload, _, _ := strings.Cut(forged, ".")
	for name, bad := range map[string]string{
		"payload swapped": forgedPayload + "." + sig,
		"signature cut":   payload + "." + sig[:10],
		"no signature":    payload,
	} {
		if _, err := verifyToken(ctx, d, bad); !errors.Is(err, errTokenInvalid) {
			t.Errorf("%s: %v", name, err)
		}
	}
	clk.Advance(time.Minute)
	if _, err := verifyToken(ctx, d, token); !errors.Is(err, errTokenExpired) {
		t.Fatalf("expired: %v", err)
	}
}

func TestPresignedKeys(t *testing.T) {
	for key, ok := range map[string]bool{
		"w/datasets/d/v1/source.upload":          true,
		"w/datasets/d/v12/source.upload":         true,
		"w/datasets/d/v0/source.upload":          false,
		"w/datasets/d/v01/source.upload":         false,
		"w/datasets/d/v1/data-x.parquet":         false,
		"w/datasets/d/v1/x/source.upload":        false,
		"w/uploads/d/v1/source.upload":           false,
		"incoming/w/datasets/d/v1/source.upload": false,
	} {
		if _, _, _, got := parsePresignedKey(key); got != ok {
			t.Errorf("%s: %v", key, got)
		}
	}
}

func TestSavedCredentialsAreSealed(t *testing.T) {
	d, _ := unitDeps(t)
	ctx := context.Background()
	const token = "ghp_saved_credential_value"
	if err := saveCredential(ctx, d, "w1", "github.com", token); err != nil {
		t.Fatal(err)
	}
	it, err := d.Main.Get(ctx, credentialKey("w1", "github.com"))
	if err != nil || strings.Contains(string(it.Data), token) {
		t.Fatalf("stored in clear: %s %v", it.Data, err)
	}
	if got, err := loadCredential(ctx, d, "w1", "github.com"); err != nil || got != token {
		t.Fatalf("load: %q %v", got, err)
	}
	if ok, _ := hasCredential(ctx, d, "w2", "github.com"); ok {
		t.Fatal("another workspace sees the credential")
	}
	// The ciphertext is bound to its workspace and host.
	sealed, _ := seal(ctx, d, token, credentialContext("w1", "github.com"))
	if _, err := unseal(ctx, d, sealed, credentialContext("w2", "github.com")); err == nil {
		t.Fatal("a sealed credential opened under another workspace")
	}
	if _, err := unseal(ctx, d, sealed, credentialContext("w1", "gitlab.com")); err == nil {
		t.Fatal("a sealed credential opened for another host")
	}
}

func TestDeploymentSettings(t *testing.T) {
	env := map[string]string{platform.EnvS3ImportBuckets: " data-a, data-b ,", platform.EnvAllowLoopbackWebhooks: "1"}
	cfg, err := platform.FromEnv(func(k string) string { return env[k] })
	if err != nil || len(cfg.S3ImportBuckets) != 2 || cfg.S3ImportBuckets[1] != "data-b" || !cfg.AllowLoopbackWebhooks {
		t.Fatalf("%+v %v", cfg, err)
	}
	cfg, _ = platform.FromEnv(func(string) string { return "" })
	if cfg.AllowLoopbackWebhooks || len(cfg.S3ImportBuckets) != 0 {
		t.Fatal("the defaults must be closed")
	}
	env[platform.EnvAllowLoopbackWebhooks] = "yes"
	if _, err := platform.FromEnv(func(k string) string { return env[k] }); err == nil {
		t.Fatal("a malformed switch must be refused")
	}
}
