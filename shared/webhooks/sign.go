package webhooks

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/secrets"
	"bulwark/shared/store"
)

// SignatureHeader carries "t=<unix seconds>,v1=<hex HMAC-SHA256>" where the
// MAC is computed with the workspace's webhook secret over
// "<t>.<raw body>".
const SignatureHeader = "Bulwark-Signature"

// secretName is the deployment secret every workspace secret derives from.
const secretName = secrets.NameWebhookKey

// kindSecret holds a workspace's secret generation (the secret itself is
// derived, never stored).
const kindSecret = "webhook-secret"

// SecretPrefix starts every workspace webhook secret.
const SecretPrefix = "whsec_"

// SecretInfo describes a workspace's current webhook secret.
type SecretInfo struct {
	Secret     string    `json:"secret"`
	Generation int64     `json:"generation"`
	CreatedAt  time.Time `json:"created_at"`
}

type generation struct {
	Generation int64     `json:"generation"`
	CreatedAt  time.Time `json:"created_at"`
}

// Secret returns the workspace's current signing secret. The secret is
// HMAC-SHA256(deployment webhook key, workspace id + "/" + generation): a
// per-workspace secret that is never written to the database, and that
// Rotate replaces by moving to the next generation.
func Secret(ctx context.Context, d *platform.Deps, workspace string) (SecretInfo, error) {
	k := store.Key{Workspace: workspace, Kind: kindSecret, ID: "current"}
	g, _, err := records.Get[generation](ctx, d.Main, k)
	if errors.Is(err, errs.ErrNotFound) {
		g = generation{Generation: 1, CreatedAt: d.Clock.Now()}
		if err = records.Create(ctx, d.Main, k, g, time.Time{}); errors.Is(err, errs.ErrAlreadyExists) {
			g, _, err = records.Get[generation](ctx, d.Main, k)
		}
	}
	if err != nil {
		return SecretInfo{}, fmt.Errorf("webhooks.Secret: %w", err)
	}
	return derive(ctx, d, workspace, g)
}

// Rotate moves the workspace to a new secret; deliveries signed from now on
// use it.
func Rotate(ctx context.Context, d *platform.Deps, workspace string) (SecretInfo, error) {
	if _, err := Secret(ctx, d, workspace); err != nil {
		return SecretInfo{}, err
	}
	g, err := records.Mutate(ctx, d.Main, store.Key{Workspace: workspace, Kind: kindSecret, ID: "current"}, func(g *generation) error {
		g.Generation++
		g.CreatedAt = d.Clock.Now()
		return nil
	})
	if err != nil {
		return SecretInfo{}, fmt.Errorf("webhooks.Rotate: %w", err)
	}
	return derive(ctx, d, workspace, g)
}

func derive(ctx context.Context, d *platform.Deps, workspace string, g generation) (SecretInfo, error) {
	key, err := secrets.GetOrCreate(ctx, d.Secrets, secretName, 32)
	if err != nil {
		return SecretInfo{}, fmt.Errorf("webhooks: deployment key: %w", err)
	}
	m := hmac.New(sha256.New, key)
	fmt.Fprintf(m, "%s/%d", workspace, g.Generation)
	return SecretInfo{
		Secret:     SecretPrefix + base64.RawURLEncoding.EncodeToString(m.Sum(nil)),
		Generation: g.Generation, CreatedAt: g.CreatedAt,
	}, nil
}

// Sign returns the signature header value for body sent at t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + mac(secret, ts, body)
}

func mac(secret, ts string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ts))
	m.Write([]byte{'.'})
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// Verify checks a signature header against body, as a receiver does: a v1
// MAC that matches in constant time, and a timestamp within tolerance of
// now (which bounds replays).
func Verify(secret, header string, body []byte, now time.Time, tolerance time.Duration) error {
	var ts string
	var sigs []string
	for part := range strings.SplitSeq(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sigs = append(sigs, v)
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return errors.New("webhooks: malformed signature header")
	}
	if d := now.Sub(time.Unix(sec, 0)); d > tolerance || d < -tolerance {
		return errors.New("webhooks: signature timestamp outside the tolerance")
	}
	want := mac(secret, ts, body)
	for _, s := range sigs {
		if hmac.Equal([]byte(s), []byte(want)) {
			return nil
		}
	}
	return errors.New("webhooks: signature mismatch")
}
