// Package authtest builds test deployments for code that needs real
// authentication: platform.Deps on the embedded adapters (bbolt, outbox,
// secret files) or on the AWS ones (DynamoDB and Secrets Manager on the
// emulator named by AWS_ENDPOINT_URL), with a fake clock, plus helpers to
// make tenants, users and keys and to call a handler with a credential.
//
// Each runs a test body on every backend:
//
//	authtest.Each(t, func(t *testing.T, env *authtest.Env) { ... })
package authtest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/clock"
	"bulwark/shared/identity"
	"bulwark/shared/mail/outbox"
	"bulwark/shared/platform"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/secrets/smsecrets"
	"bulwark/shared/store"
	"bulwark/shared/store/boltstore"
	"bulwark/shared/store/dynamostore"
)

// Start is the fake clock's initial time.
var Start = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

// Env is a test deployment.
type Env struct {
	// Name is "embedded" or "aws".
	Name  string
	Deps  *platform.Deps
	Clock *clock.Fake
	// MailDir is the outbox directory mail goes to (on both backends).
	MailDir string
}

// config is the test configuration: defaults, a rate limit high enough
// not to interfere unless a test lowers it.
func config(t *testing.T) platform.Config {
	cfg, err := platform.FromEnv(func(k string) string {
		switch k {
		case platform.EnvDataDir:
			return t.TempDir()
		case platform.EnvRateLimit:
			return "100000"
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// testLog is a logger that shows errors in the test's output (a 500
// answers only INTERNAL; its cause is logged) and drops everything else.
func testLog(t *testing.T) *slog.Logger {
	w := &testWriter{t: t}
	t.Cleanup(w.stop)
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelError}))
}

// testWriter writes to the test's log until the test ends (a background
// goroutine may log later; that is dropped rather than a panic).
type testWriter struct {
	t    *testing.T
	mu   sync.Mutex
	done bool
}

func (w *testWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Log(strings.TrimSpace(string(p)))
	}
	return len(p), nil
}

func (w *testWriter) stop() {
	w.mu.Lock()
	w.done = true
	w.mu.Unlock()
}

// Embedded returns a deployment on the embedded adapters.
func Embedded(t *testing.T) *Env {
	t.Helper()
	clk := clock.NewFake(Start)
	cfg := config(t)
	db, err := boltstore.Open(filepath.Join(cfg.DataDir, "bulwark.db"), clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	sec, err := filesecrets.New(filepath.Join(cfg.DataDir, "secrets"))
	if err != nil {
		t.Fatal(err)
	}
	return newEnv(t, "embedded", cfg, clk, sec,
		db.Table(platform.TableMain), db.Table(platform.TableEvents), db.Table(platform.TableAudit), db.Table(platform.TableNonces))
}

// AWS returns a deployment on DynamoDB and Secrets Manager of the emulator
// (tables and secrets made for the test and deleted after it). It skips
// without an emulator (fails under CI=true, see awstest).
func AWS(t *testing.T) *Env {
	t.Helper()
	ac := awstest.Config(t)
	clk := clock.NewFake(Start)
	cfg := config(t)
	db := dynamo.New(ac)
	tables := make([]store.Table, 4)
	for i := range tables {
		name := awstest.UniqueName(t, "bulwark-auth")
		if err := dynamostore.CreateTable(t.Context(), db, name); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := dynamostore.DeleteTable(context.Background(), db, name); err != nil {
				t.Error(err)
			}
		})
		tables[i] = dynamostore.New(db, name, clk)
	}
	client := secretsmanager.NewFromConfig(ac)
	prefix := awstest.UniqueName(t, "bulwark-auth") + "/"
	t.Cleanup(func() {
		_, _ = client.DeleteSecret(context.Background(), &secretsmanager.DeleteSecretInput{
			SecretId: aws.String(prefix + "jwt-signing-key"), ForceDeleteWithoutRecovery: aws.Bool(true),
		})
	})
	return newEnv(t, "aws", cfg, clk, secrets.WithPrefix(smsecrets.New(client), prefix), tables[0], tables[1], tables[2], tables[3])
}

func newEnv(t *testing.T, name string, cfg platform.Config, clk *clock.Fake, sec secrets.Store, main, events, auditT, nonces store.Table) *Env {
	t.Helper()
	mailDir := filepath.Join(cfg.DataDir, "outbox")
	mailer, err := outbox.New(mailDir)
	if err != nil {
		t.Fatal(err)
	}
	d := &platform.Deps{
		Main: main, Events: events, Audit: auditT, Nonces: nonces, Mail: mailer, Secrets: sec,
		Clock: clk, Log: testLog(t), Config: cfg,
	}
	d.Auth = platform.NewAuth(d)
	return &Env{Name: name, Deps: d, Clock: clk, MailDir: mailDir}
}

// Each runs fn on the embedded deployment and, when an emulator is
// configured, on the AWS one, as subtests named after the backend.
func Each(t *testing.T, fn func(t *testing.T, env *Env)) {
	t.Run("embedded", func(t *testing.T) { fn(t, Embedded(t)) })
	t.Run("aws", func(t *testing.T) { fn(t, AWS(t)) })
}

// Handler builds the handler of the given groups on the deployment.
func (e *Env) Handler(t *testing.T, groups platform.Groups) http.Handler {
	t.Helper()
	h, _, err := platform.Handler(e.Deps, groups)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// Tenant makes a workspace with an organization, an owner (password
// "correct horse battery staple") and an owner key holding "*".
func (e *Env) Tenant(t *testing.T, slug string) identity.Tenant {
	t.Helper()
	tn, err := identity.CreateTenant(context.Background(), e.Deps.Main, e.Clock, slug+"-owner@example.com", "correct horse battery staple", slug)
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

// User adds a user with roles and a password to a tenant's workspace.
func (e *Env) User(t *testing.T, tn identity.Tenant, email, password string, roles ...string) identity.User {
	t.Helper()
	u, err := identity.CreateUser(context.Background(), e.Deps.Main, e.Clock, tn.WorkspaceID, identity.NewUser{Email: email, Name: email, Roles: roles, Password: password})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Key writes an API key of user userID with exactly these scopes, as
// stored, bypassing the creation rules (to test what a request with such a
// key may do).
func (e *Env) Key(t *testing.T, workspaceID string, userID int64, scopes ...string) string {
	t.Helper()
	key, _, err := identity.CreateAPIKey(context.Background(), e.Deps.Main, e.Clock, identity.NewAPIKey{
		WorkspaceID: workspaceID, Name: "test", Scopes: scopes, CreatedByUserID: userID,
	})
	if err != nil {
		t.Fatal(err)
	}
	return key
}

// Mail lists the messages sent so far.
func (e *Env) Mail(t *testing.T) []outbox.Sent {
	t.Helper()
	m, err := outbox.List(e.MailDir)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Response is a recorded answer.
type Response struct {
	*httptest.ResponseRecorder
}

// JSON decodes the body into v (a test failure when it is not JSON).
func (r Response) JSON(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body.Bytes(), v); err != nil {
		t.Fatalf("answer %d is not JSON: %v: %s", r.Code, err, r.Body)
	}
}

// Code returns the error code of an error answer.
func (r Response) ErrorCode() string {
	var env struct {
		Error struct{ Code string } `json:"error"`
	}
	_ = json.Unmarshal(r.Body.Bytes(), &env)
	return env.Error.Code
}

// RemoteAddr, as a header name given to Do, sets the request's client
// address ("Remote-Addr: 192.0.2.1:1234") instead of a header.
const RemoteAddr = "Remote-Addr"

// Do sends a request to h. body is JSON-encoded unless it is a string
// (sent as is) or nil; cred, when not empty, goes as "Authorization:
// Bearer cred"; headers are extra "Name: value" pairs. The client address
// is 198.51.100.7 unless a RemoteAddr pseudo-header says otherwise.
func Do(t *testing.T, h http.Handler, method, path string, body any, cred string, headers ...string) Response {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	r := httptest.NewRequest(method, path, rd)
	r.RemoteAddr = "198.51.100.7:4711"
	if rd != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	if cred != "" {
		r.Header.Set("Authorization", "Bearer "+cred)
	}
	for _, hv := range headers {
		k, v, _ := strings.Cut(hv, ":")
		if k = strings.TrimSpace(k); k == RemoteAddr {
			r.RemoteAddr = strings.TrimSpace(v)
			continue
		}
		r.Header.Add(k, strings.TrimSpace(v))
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return Response{w}
}
