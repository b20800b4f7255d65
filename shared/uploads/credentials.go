package uploads

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/secrets"
	"bulwark/shared/store"
)

// credentialsKeyName is the deployment secret that encrypts repository
// access tokens at rest.
const credentialsKeyName = secrets.NameCredentialsKey

// kindCredential holds a workspace's saved repository token per host.
const kindCredential = "repo-credential"

// savedCredential is a repository token sealed with AES-256-GCM; only the
// host is in clear.
type savedCredential struct {
	Host      string    `json:"host"`
	Sealed    string    `json:"sealed"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

func credentialKey(workspace, host string) store.Key {
	return store.Key{Workspace: workspace, Kind: kindCredential, ID: host}
}

// aead returns the AES-GCM cipher under the deployment's credentials key.
func aead(ctx context.Context, d *platform.Deps) (cipher.AEAD, error) {
	key, err := secrets.GetOrCreate(ctx, d.Secrets, credentialsKeyName, 32)
	if err != nil {
		return nil, fmt.Errorf("uploads: credentials key: %w", err)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("uploads: credentials key: %w", err)
	}
	return cipher.NewGCM(block)
}

// seal encrypts a secret bound to context (the additional data names
// where the ciphertext belongs, so it cannot be moved to another record).
func seal(ctx context.Context, d *platform.Deps, secret, context string) (string, error) {
	a, err := aead(ctx, d)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, a.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := a.Seal(nonce, nonce, []byte(secret), []byte(context))
	return base64.StdEncoding.EncodeToString(out), nil
}

// unseal decrypts what seal produced for the same context.
func unseal(ctx context.Context, d *platform.Deps, sealed, context string) (string, error) {
	a, err := aead(ctx, d)
	if err != nil {
		return "", err
	}
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < a.NonceSize() {
		return "", errors.New("uploads: sealed credential is malformed")
	}
	plain, err := a.Open(nil, raw[:a.NonceSize()], raw[a.NonceSize():], []byte(context))
	if err != nil {
		return "", errors.New("uploads: sealed credential does not open")
	}
	return string(plain), nil
}

func credentialContext(workspace, host string) string {
	return "repo-credential|" + workspace + "|" + host
}

func jobTokenContext(workspace, jobID string) string { return "job-token|" + workspace + "|" + jobID }

// saveCredential stores (or replaces) the workspace's token for a host,
// encrypted.
func saveCredential(ctx context.Context, d *platform.Deps, workspace, host, token string) error {
	sealed, err := seal(ctx, d, token, credentialContext(workspace, host))
	if err != nil {
		return err
	}
	now := d.Clock.Now()
	c := savedCredential{Host: host, Sealed: sealed, CreatedAt: now, UpdatedAt: now}
	if old, _, err := records.Get[savedCredential](ctx, d.Main, credentialKey(workspace, host)); err == nil {
		c.CreatedAt = old.CreatedAt
	}
	return records.Put(ctx, d.Main, credentialKey(workspace, host), c, time.Time{})
}

// hasCredential reports whether the workspace saved a token for host.
func hasCredential(ctx context.Context, d *platform.Deps, workspace, host string) (bool, error) {
	_, _, err := records.Get[savedCredential](ctx, d.Main, credentialKey(workspace, host))
	if errors.Is(err, errs.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// loadCredential returns the workspace's saved token for host.
func loadCredential(ctx context.Context, d *platform.Deps, workspace, host string) (string, error) {
	c, _, err := records.Get[savedCredential](ctx, d.Main, credentialKey(workspace, host))
	if err != nil {
		return "", err
	}
	return unseal(ctx, d, c.Sealed, credentialContext(workspace, host))
}
