package proxy

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"bulwark/shared/audit"
	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/records"
	"bulwark/shared/runtime/apps"
	"bulwark/shared/secrets"
	"bulwark/shared/store"
)

// Request signing headers (apps with request_signing.enabled).
const (
	// HeaderTimestamp is the request time in Unix seconds.
	HeaderTimestamp = "X-Bulwark-Timestamp"
	// HeaderNonce is a value used once: 16-128 of A-Z a-z 0-9 _ -.
	HeaderNonce = "X-Bulwark-Nonce"
	// HeaderSignature is "v1=" and the lower-case hex HMAC-SHA256 of
	// Canonical with the app's signing secret.
	HeaderSignature = "X-Bulwark-Signature"
)

// Record kinds of signing.
const (
	// KindSigningSecret is an app's signing secret, in the main table
	// (id: the app uuid), sealed with the deployment key signingKeyName.
	KindSigningSecret = "app-signing-secret"
	// kindNonce is a claimed nonce, in the nonces table (id: app uuid and
	// nonce), kept until its timestamp can no longer be accepted.
	kindNonce = "proxy-nonce"
	// signingKeyName is the deployment secret (32 bytes, made on first
	// use) that seals the apps' signing secrets at rest.
	signingKeyName = secrets.NameAppSigningKey
	// PathSigningSecret is the route that (re)generates an app's secret.
	PathSigningSecret = "/api/runtime-security/apps/{app_uuid}/signing-secret"
	// secretPrefix starts every signing secret, so that scanners and
	// people recognise one.
	secretPrefix = "bss_"
)

var nonceForm = regexp.MustCompile(`^[A-Za-z0-9_-]{16,128}$`)

// Canonical is the text a request signature covers, one item a line:
// "v1", the method, the path (as sent, without the query), the timestamp,
// the nonce and the lower-case hex SHA-256 of the body (of the empty body
// for a GET).
func Canonical(method, path, timestamp, nonce string, body []byte) string {
	sum := sha256.Sum256(body)
	return strings.Join([]string{"v1", strings.ToUpper(method), path, timestamp, nonce, hex.EncodeToString(sum[:])}, "\n")
}

// Sign returns the X-Bulwark-Signature value of a request: "v1=" and the
// hex HMAC-SHA256 of Canonical keyed with the app's signing secret (the
// whole "bss_..." string, as bytes).
func Sign(secret, method, path, timestamp, nonce string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(Canonical(method, path, timestamp, nonce, body)))
	return "v1=" + hex.EncodeToString(m.Sum(nil))
}

// signer verifies signed requests and keeps the apps' secrets.
type signer struct {
	main, nonces store.Table
	secrets      secrets.Store
	clock        clock.Clock

	mu   sync.Mutex
	aead cipher.AEAD
}

func newSigner(d *platform.Deps) *signer {
	return &signer{main: d.Main, nonces: d.Nonces, secrets: d.Secrets, clock: d.Clock}
}

// sealedSecret is an app's signing secret as stored.
type sealedSecret struct {
	AppUUID   string    `json:"app_uuid"`
	Nonce     []byte    `json:"nonce"`
	Sealed    []byte    `json:"sealed"`
	CreatedAt time.Time `json:"created_at"`
}

func secretKey(ws, app string) store.Key {
	return store.Key{Workspace: ws, Kind: KindSigningSecret, ID: app}
}

// cipher returns the AEAD sealing the secrets at rest (AES-256-GCM with
// the deployment key, read or made once per process).
func (s *signer) cipher(ctx context.Context) (cipher.AEAD, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.aead != nil {
		return s.aead, nil
	}
	key, err := secrets.GetOrCreate(ctx, s.secrets, signingKeyName, 32)
	if err != nil {
		return nil, fmt.Errorf("proxy: signing key: %w", err)
	}
	if len(key) != 32 {
		return nil, fmt.Errorf("proxy: signing key %s has %d bytes, want 32", signingKeyName, len(key))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	if s.aead, err = cipher.NewGCM(block); err != nil {
		return nil, err
	}
	return s.aead, nil
}

// aad binds a sealed secret to its workspace and app: a record copied to
// another key does not open.
func aad(ws, app string) []byte { return []byte(KindSigningSecret + "/" + ws + "/" + app) }

// rotate makes a new secret for the app, replacing any earlier one.
func (s *signer) rotate(ctx context.Context, ws, app string) (string, time.Time, error) {
	aead, err := s.cipher(ctx)
	if err != nil {
		return "", time.Time{}, err
	}
	raw := make([]byte, 32)
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(raw); err != nil {
		return "", time.Time{}, err
	}
	if _, err := rand.Read(nonce); err != nil {
		return "", time.Time{}, err
	}
	secret := secretPrefix + base64.RawURLEncoding.EncodeToString(raw)
	now := s.clock.Now().UTC()
	rec := sealedSecret{AppUUID: app, Nonce: nonce, Sealed: aead.Seal(nil, nonce, []byte(secret), aad(ws, app)), CreatedAt: now}
	if err := records.Put(ctx, s.main, secretKey(ws, app), rec, time.Time{}); err != nil {
		return "", time.Time{}, fmt.Errorf("proxy: store signing secret: %w", err)
	}
	return secret, now, nil
}

// secret returns the app's signing secret.
func (s *signer) secret(ctx context.Context, ws, app string) (string, error) {
	rec, _, err := records.Get[sealedSecret](ctx, s.main, secretKey(ws, app))
	if errors.Is(err, errs.ErrNotFound) {
		return "", errs.Newf(errs.ErrUnauthenticated, CodeSigningSecretNotSet,
			"the app requires signed requests but has no signing secret yet: create one with POST %s",
			strings.Replace(PathSigningSecret, "{app_uuid}", app, 1))
	}
	if err != nil {
		return "", err
	}
	aead, err := s.cipher(ctx)
	if err != nil {
		return "", err
	}
	plain, err := aead.Open(nil, rec.Nonce, rec.Sealed, aad(ws, app))
	if err != nil {
		return "", fmt.Errorf("proxy: signing secret of %s does not open: %w", app, err)
	}
	return string(plain), nil
}

// verify checks a request of an app that requires signing: the three
// headers, the timestamp within skew seconds of now, the signature, and
// then claims the nonce (a conditional create in the nonces table that
// lives as long as the timestamp could be accepted), so a replay within
// the window is refused. Each refusal is a 401 with its own code.
func (s *signer) verify(ctx context.Context, ws, app string, skew int, r *http.Request, body []byte) error {
	ts, nonce, sig := r.Header.Get(HeaderTimestamp), r.Header.Get(HeaderNonce), r.Header.Get(HeaderSignature)
	if ts == "" || nonce == "" || sig == "" {
		return errs.Newf(errs.ErrUnauthenticated, CodeSignatureRequired,
			"the app requires signed requests: send %s, %s and %s (see docs/proxy.md)", HeaderTimestamp, HeaderNonce, HeaderSignature)
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return errs.Newf(errs.ErrUnauthenticated, CodeSignatureInvalid, "%s must be Unix seconds", HeaderTimestamp)
	}
	now := s.clock.Now()
	at := time.Unix(sec, 0)
	window := time.Duration(skew) * time.Second
	if d := now.Sub(at); d > window || d < -window {
		return errs.Newf(errs.ErrUnauthenticated, CodeSignatureExpired,
			"the request timestamp is more than %d seconds away from the server's time", skew)
	}
	if !nonceForm.MatchString(nonce) {
		return errs.Newf(errs.ErrUnauthenticated, CodeSignatureInvalid, "%s must be 16-128 of A-Z a-z 0-9 _ -", HeaderNonce)
	}
	secret, err := s.secret(ctx, ws, app)
	if err != nil {
		return err
	}
	want := Sign(secret, r.Method, r.URL.EscapedPath(), ts, nonce, body)
	if !hmac.Equal([]byte(strings.ToLower(strings.TrimSpace(sig))), []byte(want)) {
		return errs.New(errs.ErrUnauthenticated, CodeSignatureInvalid, "the request signature does not match")
	}
	// Only a correctly signed request may claim a nonce, so nobody else
	// can use up the app's nonces.
	k := store.Key{Workspace: ws, Kind: kindNonce, ID: app + ":" + nonce}
	_, err = s.nonces.Create(ctx, store.Item{Key: k, Data: []byte(`{}`), ExpiresAt: at.Add(window + time.Minute)})
	if errors.Is(err, errs.ErrAlreadyExists) {
		return errs.New(errs.ErrUnauthenticated, CodeNonceReused, "the request nonce was already used")
	}
	if err != nil {
		return fmt.Errorf("proxy: claim nonce: %w", err)
	}
	return nil
}

// SigningSecret is the answer of POST .../signing-secret: the new secret,
// shown only now.
type SigningSecret struct {
	AppUUID   string    `json:"app_uuid"`
	Secret    string    `json:"secret"`
	Algorithm string    `json:"algorithm"`
	CreatedAt time.Time `json:"created_at"`
	Headers   struct {
		Timestamp string `json:"timestamp"`
		Nonce     string `json:"nonce"`
		Signature string `json:"signature"`
	} `json:"headers"`
}

// SigningRoutes are the operations of the runtime group that manage the
// apps' request-signing secrets: POST .../signing-secret makes a new
// secret (replacing the old one at once) and shows it once. The runtime
// group is served as platform.Combine(runtime.Routes, proxy.SigningRoutes).
func SigningRoutes(d *platform.Deps) ([]httpkit.Route, error) {
	s := newSigner(d)
	a := &apps.Service{Main: d.Main, Blobs: d.Blobs, Clock: d.Clock}
	return []httpkit.Route{{Method: "POST", Path: PathSigningSecret, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := rotateSecret(w, r, s, a); err != nil {
			httpkit.WriteError(w, r, err)
		}
	})}}, nil
}

func rotateSecret(w http.ResponseWriter, r *http.Request, s *signer, a *apps.Service) error {
	p, err := principal.Require(r)
	if err != nil {
		return err
	}
	id := r.PathValue("app_uuid")
	if !uuidForm.MatchString(id) {
		return apps.ErrAppNotFound
	}
	app, err := a.Get(r.Context(), p.WorkspaceID, strings.ToLower(id))
	if err != nil {
		return err
	}
	secret, at, err := s.rotate(r.Context(), p.WorkspaceID, app.UUID)
	if err != nil {
		return err
	}
	audit.Annotate(r, func(rec *audit.Record) {
		rec.EntityType, rec.EntityID = "app", app.UUID
		rec.Severity = audit.SeverityMedium
		rec.Summary = fmt.Sprintf("%s created a new request-signing secret for app %s", p.Actor, app.UUID)
	})
	out := SigningSecret{AppUUID: app.UUID, Secret: secret, Algorithm: "HMAC-SHA256", CreatedAt: at}
	out.Headers.Timestamp, out.Headers.Nonce, out.Headers.Signature = HeaderTimestamp, HeaderNonce, HeaderSignature
	httpkit.WriteJSON(w, http.StatusCreated, out)
	return nil
}
