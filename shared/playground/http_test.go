package playground

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
)

// memSource is a DatasetSource over a map: "workspace/dataset/version" to
// blob key (version 0 is the latest).
type memSource struct {
	mu   sync.Mutex
	keys map[string]string
}

func (m *memSource) ParquetKey(_ context.Context, workspace, datasetID string, version int) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k, ok := m.keys[fmt.Sprintf("%s/%s/%d", workspace, datasetID, version)]
	if !ok {
		return "", fmt.Errorf("dataset %s version %d: %w", datasetID, version, errs.ErrNotFound)
	}
	return k, nil
}

func (m *memSource) add(workspace, datasetID string, version int, key string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.keys[fmt.Sprintf("%s/%s/%d", workspace, datasetID, version)] = key
}

// env is a platform serving the playground group, with two tenants.
type env struct {
	t     *testing.T
	d     *platform.Deps
	clock *clock.Fake
	src   *memSource
	h     http.Handler
	key   string
	ws    string
	other identity.Tenant
}

var backends = []struct {
	name string
	open func(t *testing.T, clk *clock.Fake) *platform.Deps
}{
	{"embedded", embeddedDeps},
	{"aws", awsDeps},
}

// each runs f on every backend.
func each(t *testing.T, f func(t *testing.T, e *env)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { f(t, newEnv(t, b.open, nil)) })
	}
}

func testConfig(t *testing.T) platform.Config {
	cfg := platformtest.Config(t)
	cfg.PlaygroundDir = filepath.Join(t.TempDir(), "playground")
	return cfg
}

func embeddedDeps(t *testing.T, clk *clock.Fake) *platform.Deps {
	return platformtest.Embedded(t, clk, testConfig(t))
}

// awsDeps puts the tables on DynamoDB and the blobs on S3 of the emulator
// (skipped without AWS_ENDPOINT_URL, failing under CI=true).
func awsDeps(t *testing.T, clk *clock.Fake) *platform.Deps {
	return platformtest.AWS(t, clk, testConfig(t), "pg")
}

// newEnv builds the platform over a memSource; tune changes the
// configuration first.
func newEnv(t *testing.T, open func(*testing.T, *clock.Fake) *platform.Deps, tune func(*platform.Config)) *env {
	return newEnvWith(t, open, tune, func(src *memSource) platform.Builder {
		return Builder(func(*platform.Deps) DatasetSource { return src })
	})
}

// newEnvWith builds the platform with the group's builder.
func newEnvWith(t *testing.T, open func(*testing.T, *clock.Fake) *platform.Deps, tune func(*platform.Config), build func(*memSource) platform.Builder) *env {
	t.Helper()
	clk := clock.NewFake(time.Now().UTC().Truncate(time.Millisecond))
	d := open(t, clk)
	if tune != nil {
		tune(&d.Config)
	}
	src := &memSource{keys: map[string]string{}}
	h, _, err := platform.Handler(d, platform.Groups{"playground": build(src)})
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	res, err := identity.Bootstrap(ctx, d.Main, clk, "owner@example.com", "")
	if err != nil {
		t.Fatal(err)
	}
	other, err := identity.CreateTenant(ctx, d.Main, clk, "intruder@example.net", "", "other")
	if err != nil {
		t.Fatal(err)
	}
	return &env{t: t, d: d, clock: clk, src: src, h: h, key: res.APIKey, ws: res.WorkspaceID, other: other}
}

// dsID is the dataset id a test names ds.
func dsID(name string) string { return uuid.NewSHA1(uuid.NameSpaceOID, []byte(name)).String() }

// putDataset stores a parquet file of n rows as version 1 (and the
// latest) of dataset id in the first workspace and returns its key.
func (e *env) putDataset(name string, n int) string {
	e.t.Helper()
	data, err := os.ReadFile(fixture(e.t, n))
	if err != nil {
		e.t.Fatal(err)
	}
	id := dsID(name)
	key := e.ws + "/datasets/" + id + "/v1/data.parquet"
	if err := e.d.Blobs.Put(e.t.Context(), key, bytes.NewReader(data), "application/vnd.apache.parquet"); err != nil {
		e.t.Fatal(err)
	}
	e.src.add(e.ws, id, 1, key)
	e.src.add(e.ws, id, 0, key)
	return key
}

type resp struct {
	status int
	body   map[string]any
	raw    []byte
}

func (e *env) call(method, path string, body any) resp { return e.callAs(e.key, method, path, body) }

func (e *env) callAs(key, method, path string, body any) resp {
	e.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	r := httptest.NewRequest(method, path, rd)
	if rd != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	r.Header.Set("Authorization", "Bearer "+key)
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, r)
	out := resp{status: w.Code, raw: w.Body.Bytes()}
	if len(out.raw) > 0 {
		if err := json.Unmarshal(out.raw, &out.body); err != nil {
			e.t.Fatalf("%s %s: answer is not a JSON object: %s", method, path, out.raw)
		}
	}
	return out
}

func (r resp) must(t *testing.T, status int) resp {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d: %s", r.status, status, r.raw)
	}
	return r
}

func (r resp) code() string {
	e, _ := r.body["error"].(map[string]any)
	c, _ := e["code"].(string)
	return c
}

// mustError fails unless the answer is the error envelope with status and code.
func (r resp) mustError(t *testing.T, status int, code string) {
	t.Helper()
	r.must(t, status)
	if r.code() != code {
		t.Fatalf("code %q, want %s: %s", r.code(), code, r.raw)
	}
}

// hasDetail fails unless a 422 lists typ at loc (JSON of the loc array).
func (r resp) hasDetail(t *testing.T, loc, typ string) {
	t.Helper()
	r.must(t, http.StatusUnprocessableEntity)
	d, _ := r.body["detail"].([]any)
	for _, x := range d {
		m, _ := x.(map[string]any)
		l, _ := json.Marshal(m["loc"])
		if string(l) == loc && m["type"] == typ {
			return
		}
	}
	t.Fatalf("no %s at %s in %s", typ, loc, r.raw)
}

func (e *env) open(name string) string {
	e.t.Helper()
	r := e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID(name)}).must(e.t, http.StatusCreated)
	id, _ := r.body["session_id"].(string)
	return id
}

func sqlPath(id string) string { return "/api/playground/sessions/" + id + "/sql" }

func TestSessionsAndSQL(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.putDataset("ds1", 1000)

		r := e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1")}).must(t, http.StatusCreated)
		id, _ := r.body["session_id"].(string)
		if !sessionForm.MatchString(id) || r.body["table"] != "data" || r.body["dataset_id"] != dsID("ds1") ||
			r.body["version"] != nil || r.body["row_count"] != float64(1000) {
			t.Fatalf("session: %s", r.raw)
		}
		cols, _ := r.body["columns"].([]any)
		if len(cols) != 8 || cols[0].(map[string]any)["name"] != "id" || cols[0].(map[string]any)["type"] != "BIGINT" {
			t.Fatalf("columns: %s", r.raw)
		}
		created, _ := time.Parse(time.RFC3339Nano, r.body["created_at"].(string))
		expires, _ := time.Parse(time.RFC3339Nano, r.body["expires_at"].(string))
		if expires.Sub(created) != SessionTTL {
			t.Fatalf("expiry: %s", r.raw)
		}
		v := e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1"), "version": 1}).must(t, http.StatusCreated)
		if v.body["version"] != float64(1) {
			t.Fatalf("version: %s", v.raw)
		}

		r = e.call("POST", sqlPath(id), map[string]any{"query": "SELECT grp, count(*) AS n FROM data GROUP BY grp ORDER BY grp"}).must(t, http.StatusOK)
		rows, _ := r.body["rows"].([]any)
		if fmt.Sprint(r.body["columns"]) != "[grp n]" || len(rows) != 7 || r.body["row_count"] != float64(7) ||
			r.body["truncated"] != false || fmt.Sprint(rows[0]) != "map[grp:0 n:143]" {
			t.Fatalf("sql: %s", r.raw)
		}
		if ms, ok := r.body["elapsed_ms"].(float64); !ok || ms < 0 {
			t.Fatalf("elapsed_ms: %s", r.raw)
		}
		// Rows keep the column order in the JSON text itself.
		if !bytes.Contains(r.raw, []byte(`{"grp":0,"n":143}`)) {
			t.Fatalf("row order: %s", r.raw)
		}

		// limit: default 100, at most 10 000, more rows are flagged.
		r = e.call("POST", sqlPath(id), map[string]any{"query": "SELECT id FROM data"}).must(t, http.StatusOK)
		if r.body["row_count"] != float64(DefaultLimit) || r.body["truncated"] != true {
			t.Fatalf("default limit: row_count %v truncated %v", r.body["row_count"], r.body["truncated"])
		}
		r = e.call("POST", sqlPath(id), map[string]any{"query": "SELECT id FROM data", "limit": MaxLimit}).must(t, http.StatusOK)
		if r.body["row_count"] != float64(1000) || r.body["truncated"] != false {
			t.Fatalf("max limit: row_count %v truncated %v", r.body["row_count"], r.body["truncated"])
		}
		r = e.call("POST", sqlPath(id), map[string]any{"query": "SELECT * FROM range(1000000000000)", "limit": 5}).must(t, http.StatusOK)
		if r.body["row_count"] != float64(5) || r.body["truncated"] != true {
			t.Fatalf("limit 5: %s", r.raw)
		}

		// Refusals and failures: 400 with a stable code.
		e.call("POST", sqlPath(id), map[string]any{"query": "COPY data TO '/tmp/x.csv'"}).mustError(t, http.StatusBadRequest, CodeNotAllowed)
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1; DROP VIEW data"}).mustError(t, http.StatusBadRequest, CodeNotAllowed)
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT * FROM read_csv('/etc/passwd')"}).mustError(t, http.StatusBadRequest, CodeNotAllowed)
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT nope FROM data"}).mustError(t, http.StatusBadRequest, CodeError)
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 'open"}).mustError(t, http.StatusBadRequest, CodeSyntax)
		r = e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 'a;b' AS s"}).must(t, http.StatusOK)
		if !bytes.Contains(r.raw, []byte(`"rows":[{"s":"a;b"}]`)) {
			t.Fatalf("benign semicolon: %s", r.raw)
		}
	})
}

func TestValidation(t *testing.T) {
	e := newEnv(t, embeddedDeps, nil)
	e.putDataset("ds1", 10)
	id := e.open("ds1")

	e.call("POST", "/api/playground/sessions", map[string]any{}).hasDetail(t, `["body","dataset_id"]`, "missing")
	e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": ""}).hasDetail(t, `["body","dataset_id"]`, "uuid_parsing")
	e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": "ds1"}).hasDetail(t, `["body","dataset_id"]`, "uuid_parsing")
	e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1"), "version": 0}).hasDetail(t, `["body","version"]`, "greater_than_equal")
	e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1"), "table": "x"}).hasDetail(t, `["body","table"]`, "extra_forbidden")
	e.call("POST", "/api/playground/sessions", "{").hasDetail(t, `["body"]`, "json_invalid")

	e.call("POST", sqlPath(id), map[string]any{}).hasDetail(t, `["body","query"]`, "missing")
	e.call("POST", sqlPath(id), map[string]any{"query": ""}).hasDetail(t, `["body","query"]`, "string_too_short")
	e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1 " + strings.Repeat(" ", MaxQueryChars)}).hasDetail(t, `["body","query"]`, "string_too_long")
	e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1", "limit": 0}).hasDetail(t, `["body","limit"]`, "greater_than_equal")
	e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1", "limit": MaxLimit + 1}).hasDetail(t, `["body","limit"]`, "less_than_equal")
	e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1", "limit": "10"}).hasDetail(t, `["body","limit"]`, "int_type")
	e.call("POST", sqlPath(id), map[string]any{"query": 1}).hasDetail(t, `["body","query"]`, "string_type")
	e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1", "params": []int{1}}).hasDetail(t, `["body","params"]`, "extra_forbidden")
}

func TestSessionErrors(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		key := e.putDataset("ds1", 10)

		e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("nope")}).mustError(t, http.StatusNotFound, CodeDatasetNotFound)
		e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1"), "version": 2}).mustError(t, http.StatusNotFound, CodeDatasetNotFound)
		e.call("POST", sqlPath("0190d9a0-0000-7000-8000-000000000000"), map[string]any{"query": "SELECT 1"}).
			mustError(t, http.StatusNotFound, CodeSessionNotFound)
		e.call("POST", sqlPath("not-a-session"), map[string]any{"query": "SELECT 1"}).mustError(t, http.StatusNotFound, CodeSessionNotFound)

		// A version whose parquet file is not written yet.
		e.src.add(e.ws, dsID("pending"), 0, e.ws+"/datasets/pending/v1/data.parquet")
		e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("pending")}).mustError(t, http.StatusConflict, CodeDatasetNotReady)

		// A file that is not parquet.
		bad := e.ws + "/datasets/bad/v1/data.parquet"
		if err := e.d.Blobs.Put(t.Context(), bad, strings.NewReader("not parquet"), ""); err != nil {
			t.Fatal(err)
		}
		e.src.add(e.ws, dsID("bad"), 0, bad)
		e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("bad")}).mustError(t, http.StatusConflict, CodeDatasetUnreadable)

		// A replaced or deleted version is not served from the local copy.
		id := e.open("ds1")
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT count(*) AS n FROM data"}).must(t, http.StatusOK)
		data, err := os.ReadFile(fixture(t, 20))
		if err != nil {
			t.Fatal(err)
		}
		if err := e.d.Blobs.Put(t.Context(), key, bytes.NewReader(data), ""); err != nil {
			t.Fatal(err)
		}
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT count(*) AS n FROM data"}).mustError(t, http.StatusConflict, CodeSessionStale)
		id = e.open("ds1")
		r := e.call("POST", sqlPath(id), map[string]any{"query": "SELECT count(*) AS n FROM data"}).must(t, http.StatusOK)
		if !bytes.Contains(r.raw, []byte(`[{"n":20}]`)) {
			t.Fatalf("new session: %s", r.raw)
		}
		if err := e.d.Blobs.Delete(t.Context(), key); err != nil {
			t.Fatal(err)
		}
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1"}).mustError(t, http.StatusConflict, CodeSessionStale)
	})
}

func TestSessionExpires(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.putDataset("ds1", 10)
		id := e.open("ds1")
		e.clock.Advance(SessionTTL - time.Second)
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1 AS x"}).must(t, http.StatusOK)
		e.clock.Advance(2 * time.Second)
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT 1 AS x"}).mustError(t, http.StatusNotFound, CodeSessionNotFound)
	})
}

func TestFileLimit(t *testing.T) {
	e := newEnv(t, embeddedDeps, func(c *platform.Config) { c.PlaygroundMaxFileBytes = 1024 })
	e.putDataset("ds1", 1000)
	e.call("POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1")}).mustError(t, http.StatusRequestEntityTooLarge, CodeTooLarge)
}

// TestTenancy: a second workspace reaches neither the first one's sessions
// nor its datasets, on every playground endpoint.
func TestTenancy(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		e.putDataset("ds1", 10)
		id := e.open("ds1")
		r := e.callAs(e.other.APIKey, "POST", sqlPath(id), map[string]any{"query": "SELECT * FROM data"})
		r.mustError(t, http.StatusNotFound, CodeSessionNotFound)
		if bytes.Contains(r.raw, []byte("user1")) {
			t.Fatalf("leak: %s", r.raw)
		}
		e.callAs(e.other.APIKey, "POST", "/api/playground/sessions", map[string]any{"dataset_id": dsID("ds1")}).
			mustError(t, http.StatusNotFound, CodeDatasetNotFound)
		// The owner still has it.
		e.call("POST", sqlPath(id), map[string]any{"query": "SELECT count(*) AS n FROM data"}).must(t, http.StatusOK)
	})
}

// TestCacheEvictsIdleFiles: the local copies stay within twice the file
// limit, the least recently used going first, and a file in use stays.
func TestCacheEvictsIdleFiles(t *testing.T) {
	e := newEnv(t, embeddedDeps, nil)
	dir := t.TempDir()
	size := int64(len(mustRead(t, fixture(t, 10))))
	c, err := newFileCache(dir, e.d.Blobs, size)
	if err != nil {
		t.Fatal(err)
	}
	refs := make([]objectRef, 3)
	for i := range refs {
		key := e.putDataset(fmt.Sprintf("ds%d", i), 10)
		a, err := e.d.Blobs.Stat(t.Context(), key)
		if err != nil {
			t.Fatal(err)
		}
		refs[i] = objectRef{Key: key, Size: a.Size, ModTime: a.ModTime}
	}
	p0, rel0, err := c.acquire(t.Context(), refs[0])
	if err != nil {
		t.Fatal(err)
	}
	p1, rel1, err := c.acquire(t.Context(), refs[1])
	if err != nil {
		t.Fatal(err)
	}
	rel1()
	// The third copy exceeds the budget: the idle one (1) goes, the one in
	// use (0) stays.
	p2, rel2, err := c.acquire(t.Context(), refs[2])
	if err != nil {
		t.Fatal(err)
	}
	defer rel2()
	for p, want := range map[string]bool{p0: true, p1: false, p2: true} {
		if _, err := os.Stat(p); (err == nil) != want {
			t.Errorf("%s present=%v, want %v", filepath.Base(p), err == nil, want)
		}
	}
	rel0()
	// A copy left by an earlier process is removed at start.
	if _, err := newFileCache(dir, e.d.Blobs, size); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("leftovers: %v", entries)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
