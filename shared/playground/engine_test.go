package playground

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bulwark/shared/errs"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// query runs q on the fixture of n rows and fails the test on error.
// hangGuard bounds the polls of these tests: it turns a hang into a
// failure and measures nothing.
const hangGuard = 30 * time.Second

func query(t *testing.T, e *Engine, path, q string, limit int) *Result {
	t.Helper()
	res, err := e.Query(t.Context(), path, q, limit)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return res
}

// rowsJSON is the result's rows as one JSON array.
func rowsJSON(t *testing.T, res *Result) string {
	t.Helper()
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // as httpkit.WriteJSON
	if err := enc.Encode(res.Rows); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func TestQueryReadsTheSessionTable(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 1000)

	res := query(t, e, path, "SELECT count(*) AS n, count(score) AS scored FROM data", 100)
	if got := rowsJSON(t, res); got != `[{"n":1000,"scored":900}]` || res.RowCount != 1 || res.Truncated {
		t.Fatalf("count: %s row_count %d truncated %v", got, res.RowCount, res.Truncated)
	}
	if strings.Join(res.Columns, ",") != "n,scored" {
		t.Fatalf("columns %v", res.Columns)
	}

	// The row limit keeps the query's order and says that rows were left out.
	res = query(t, e, path, "SELECT id FROM data ORDER BY id DESC", 3)
	if got := rowsJSON(t, res); got != `[{"id":999},{"id":998},{"id":997}]` || !res.Truncated || res.RowCount != 3 {
		t.Fatalf("order+limit: %s truncated %v", got, res.Truncated)
	}
	res = query(t, e, path, "SELECT id FROM data WHERE id < 3 ORDER BY id", 3)
	if res.Truncated || res.RowCount != 3 {
		t.Fatalf("exactly limit rows must not be truncated: %+v", res)
	}
	res = query(t, e, path, "SELECT * FROM data WHERE id < 0", 10)
	if rowsJSON(t, res) != "[]" || res.RowCount != 0 || len(res.Columns) != 8 {
		t.Fatalf("empty result: %+v", res)
	}

	// Values keep their meaning: exact decimals, ISO dates and
	// timestamps, nulls, text with SQL punctuation.
	res = query(t, e, path, "SELECT * FROM data WHERE id IN (0, 1) ORDER BY id", 10)
	want := `[{"id":0,"name":"user0","grp":0,"amount":0,"day":"2024-01-01","ts":"2024-01-01T00:00:00Z","score":null,"note":"note; with -- tricky /* text */ 'quotes'"},` +
		`{"id":1,"name":"user1","grp":1,"amount":1.5,"day":"2024-01-02","ts":"2024-01-01T00:00:01Z","score":0.25,"note":"note; with -- tricky /* text */ 'quotes'"}]`
	if got := rowsJSON(t, res); got != want {
		t.Fatalf("values:\n got %s\nwant %s", got, want)
	}
	if strings.Join(res.Columns, ",") != "id,name,grp,amount,day,ts,score,note" {
		t.Fatalf("columns %v", res.Columns)
	}
}

func TestQueryValueTypes(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 10)
	res := query(t, e, path, `SELECT 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::UUID AS u, 'nan'::DOUBLE AS nan,
		'-inf'::DOUBLE AS ninf, [1, 2] AS l, {'x': 1, 'y': 'z'} AS s, MAP {'b': 2, 'a': 1} AS m,
		'abc'::BLOB AS b, 170141183460469231731687303715884105727::HUGEINT AS h, 12345678901234567.89::DECIMAL(38,2) AS d,
		TIME '01:02:03.5' AS t, INTERVAL 3 DAY AS i, true AS flag, 'é"<>&' AS txt`, 1)
	want := `[{"u":"a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11","nan":"NaN","ninf":"-Infinity","l":[1,2],"s":{"x":1,"y":"z"},` +
		`"m":[{"key":"a","value":1},{"key":"b","value":2}],"b":"YWJj","h":170141183460469231731687303715884105727,` +
		`"d":12345678901234567.89,"t":"01:02:03.5","i":{"days":3,"months":0,"micros":0},"flag":true,"txt":"é\"<>&"}]`
	if got := rowsJSON(t, res); got != want {
		t.Fatalf("values:\n got %s\nwant %s", got, want)
	}
	// Repeated names become distinct keys.
	res = query(t, e, path, "SELECT 1 AS a, 2 AS a", 1)
	if len(res.Columns) != 2 || res.Columns[0] == res.Columns[1] {
		t.Fatalf("duplicate columns: %v", res.Columns)
	}
}

func TestQueryStatementKinds(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 100)
	cases := []struct {
		q    string
		rows int
	}{
		{"DESCRIBE data", 8},
		{"SUMMARIZE data", 8},
		{"SHOW TABLES", 1},
		{"FROM data LIMIT 5", 5},
		{"TABLE data", 100},
		{"VALUES (1, 'a;b'), (2, 'c')", 2},
		{"PIVOT (SELECT grp FROM data) ON grp IN (0, 1, 2) USING count(*)", 1},
		{"UNPIVOT (SELECT id, name FROM data) ON name INTO NAME k VALUE v", 100},
		{"WITH g AS (SELECT grp, count(*) AS n FROM data GROUP BY grp) SELECT * FROM g ORDER BY grp", 7},
		{"(SELECT 1 AS x) UNION ALL (SELECT 2)", 2},
		{"SELECT 'a;b' AS s -- a trailing comment; DROP VIEW data", 1},
	}
	for _, c := range cases {
		res := query(t, e, path, c.q, 1000)
		if res.RowCount != c.rows {
			t.Errorf("%s: %d rows, want %d", c.q, res.RowCount, c.rows)
		}
	}
	res := query(t, e, path, "EXPLAIN SELECT grp, count(*) FROM data GROUP BY grp", 100)
	if res.RowCount == 0 || !strings.Contains(rowsJSON(t, res), "READ_PARQUET") && !strings.Contains(strings.ToUpper(rowsJSON(t, res)), "PARQUET") {
		t.Fatalf("EXPLAIN: %s", rowsJSON(t, res))
	}
	res = query(t, e, path, "SELECT 'a;b' AS s", 1)
	if rowsJSON(t, res) != `[{"s":"a;b"}]` {
		t.Fatalf("semicolon in a string: %s", rowsJSON(t, res))
	}
}

func TestQueryErrors(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 10)
	cases := []struct{ q, code string }{
		{"SELECT nope FROM data", CodeError},
		{"SELECT 'x'::INTEGER", CodeError},
		{"SELECT FROM WHERE", CodeSyntax},
		{"SELECT * FROM data WHERE id = $1", CodeNotAllowed},
		{"SELECT * FROM data WHERE id = ?", CodeNotAllowed},
	}
	for _, c := range cases {
		_, err := e.Query(t.Context(), path, c.q, 10)
		if codeOf(err) != c.code || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%s: %v, want code %s (400)", c.q, err, c.code)
		}
	}
}

func TestResultByteCap(t *testing.T) {
	e := NewEngine(Limits{MaxResultBytes: 1000})
	path := fixture(t, 100)
	res := query(t, e, path, "SELECT * FROM data", 100)
	if !res.Truncated || res.RowCount == 0 || res.RowCount >= 100 {
		t.Fatalf("byte cap: %d rows, truncated %v", res.RowCount, res.Truncated)
	}
	size := 0
	for _, r := range res.Rows {
		size += len(r) + 1
	}
	if size > 1000+1 {
		t.Fatalf("rows take %d bytes, cap 1000", size)
	}
}

// escapeDir is a directory with the session's file and a secret beside it:
// the sandbox may read the first and nothing else.
func escapeDir(t *testing.T) (dir, path string) {
	dir = t.TempDir()
	path = filepath.Join(dir, "session.parquet")
	src, err := os.ReadFile(fixture(t, 100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, src, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("TOPSECRET"), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir, path
}

// assertUntouched fails when an escape attempt left a file in dir.
func assertUntouched(t *testing.T, dir, attempt string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("%s: the directory now holds %v", attempt, names)
	}
}

// escapes are attempts to leave the sandbox; DIR is the directory of the
// session's file, which also holds a secret.
var escapes = []string{
	"COPY data TO 'DIR/out.csv'",
	"COPY (SELECT * FROM data) TO 'DIR/out.parquet' (FORMAT parquet)",
	"EXPLAIN ANALYZE COPY data TO 'DIR/out.csv'",
	"ATTACH 'DIR/evil.db' AS evil",
	"ATTACH ':memory:' AS m",
	"INSTALL httpfs",
	"LOAD httpfs",
	"LOAD 'DIR/evil.duckdb_extension'",
	"SET enable_external_access = true",
	"SET allowed_paths = ['/']",
	"SET allowed_directories = ['/']",
	"SET lock_configuration = false",
	"RESET lock_configuration",
	"SET memory_limit = '64GB'",
	"SET temp_directory = 'DIR'",
	"PRAGMA threads = 16",
	"PRAGMA show_tables",
	"CREATE TABLE t AS SELECT * FROM data",
	"CREATE MACRO m(x) AS x",
	"INSERT INTO data SELECT * FROM data",
	"UPDATE data SET id = 0",
	"DELETE FROM data",
	"DROP VIEW data",
	"ALTER VIEW data RENAME TO other",
	"EXPORT DATABASE 'DIR/export'",
	"CALL pragma_version()",
	"SELECT * FROM read_csv('/etc/passwd')",
	"SELECT * FROM read_text('DIR/secret.txt')",
	"SELECT * FROM read_blob('DIR/secret.txt')",
	"SELECT * FROM read_json('/etc/hosts')",
	"SELECT * FROM read_parquet('DIR/*.parquet')",
	"SELECT * FROM glob('DIR/*')",
	"SELECT * FROM parquet_metadata('DIR/session.parquet')",
	"SELECT * FROM '/etc/passwd'",
	"SELECT * FROM 'DIR/secret.txt'",
	`SELECT * FROM "DIR/secret.txt"`,
	"SELECT * FROM read_parquet('https://example.com/x.parquet')",
	"SELECT * FROM 's3://bucket/x.parquet'",
	"FROM 'http://169.254.169.254/latest/meta-data/'",
	"SELECT * FROM data, 'DIR/secret.txt'",
	"DESCRIBE 'DIR/secret.txt'",
	"SUMMARIZE 'DIR/secret.txt'",
	"SELECT 1; DROP VIEW data",
	"SELECT 1 /* ; */; COPY data TO 'DIR/out.csv'",
	"SELECT ';'; COPY data TO 'DIR/out.csv'",
	"SELECT getenv('HOME')",
	"SELECT * FROM duckdb_secrets()",
	"SELECT * FROM query('SELECT * FROM read_text(''DIR/secret.txt'')')",
}

// TestEscapeAttemptsFail is the battery through every layer: each attempt
// is refused with a 400 and a stable code, and leaves no file behind.
func TestEscapeAttemptsFail(t *testing.T) {
	e := NewEngine(Limits{})
	dir, path := escapeDir(t)
	for _, q := range escapes {
		q = strings.ReplaceAll(q, "DIR", dir)
		res, err := e.Query(t.Context(), path, q, 10)
		if err == nil {
			t.Errorf("%s: ran, answering %s", q, rowsJSON(t, res))
			continue
		}
		if code := codeOf(err); code != CodeNotAllowed || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%s: %v, want %s (400)", q, err, CodeNotAllowed)
		}
		assertUntouched(t, dir, q)
	}
	// Nothing changed for the next statement either.
	res := query(t, e, path, "SELECT count(*) AS n FROM data", 1)
	if rowsJSON(t, res) != `[{"n":100}]` {
		t.Fatalf("after the battery: %s", rowsJSON(t, res))
	}
}

// TestDuckDBLayerRefusesWithoutTheClassifier sends statements the
// classifier would have refused straight to the second layer: DuckDB's
// parser must find one statement of type SELECT or EXPLAIN.
func TestDuckDBLayerRefusesWithoutTheClassifier(t *testing.T) {
	e := NewEngine(Limits{})
	dir, path := escapeDir(t)
	for _, q := range []string{
		"COPY data TO 'DIR/out.csv'",
		"SELECT 1; COPY data TO 'DIR/out.csv'",
		"SELECT 1 /* ; */; COPY data TO 'DIR/out.csv'",
		"ATTACH 'DIR/evil.db' AS evil",
		"INSTALL httpfs",
		"LOAD httpfs",
		"SET threads = 16",
		"PRAGMA threads = 16",
		"CALL pragma_version()",
		"CREATE TABLE t (a INTEGER)",
		"PIVOT data ON grp USING count(*)",
		"DROP VIEW data",
		"EXPORT DATABASE 'DIR/export'",
		"-- nothing",
	} {
		q = strings.ReplaceAll(q, "DIR", dir)
		_, err := e.run(t.Context(), path, Statement{Kind: KindQuery, SQL: q}, 10)
		if codeOf(err) != CodeNotAllowed {
			t.Errorf("%s: %v, want %s", q, err, CodeNotAllowed)
		}
		assertUntouched(t, dir, q)
	}
}

// sandboxEscapes are the attempts that reach outside the database: files,
// URLs, extensions and settings. (The battery's other attempts, such as
// CREATE or DROP, only touch the in-memory database, which is discarded
// after the statement; the first two layers refuse them.)
var sandboxEscapes = []string{
	"COPY data TO 'DIR/out.csv'",
	"COPY (SELECT * FROM data) TO 'DIR/out.parquet' (FORMAT parquet)",
	"EXPLAIN ANALYZE COPY data TO 'DIR/out.csv'",
	"SELECT 1; COPY data TO 'DIR/out.csv'",
	"ATTACH 'DIR/evil.db' AS evil",
	"INSTALL httpfs",
	"LOAD httpfs",
	"LOAD 'DIR/evil.duckdb_extension'",
	"SET enable_external_access = true",
	"SET allowed_paths = ['/']",
	"SET allowed_directories = ['/']",
	"SET lock_configuration = false",
	"RESET lock_configuration",
	"SET memory_limit = '64GB'",
	"SET temp_directory = 'DIR'",
	"PRAGMA threads = 16",
	"EXPORT DATABASE 'DIR/export'",
	"SELECT * FROM read_csv('/etc/passwd')",
	"SELECT * FROM read_text('DIR/secret.txt')",
	"SELECT * FROM read_blob('DIR/secret.txt')",
	"SELECT * FROM read_json('/etc/hosts')",
	"SELECT * FROM read_parquet('DIR/*.parquet')",
	"SELECT * FROM glob('DIR/*')",
	"SELECT * FROM '/etc/passwd'",
	"SELECT * FROM 'DIR/secret.txt'",
	`SELECT * FROM "DIR/secret.txt"`,
	"SELECT * FROM read_parquet('https://example.com/x.parquet')",
	"SELECT * FROM 's3://bucket/x.parquet'",
	"FROM 'http://169.254.169.254/latest/meta-data/'",
	"DESCRIBE 'DIR/secret.txt'",
	"SUMMARIZE 'DIR/secret.txt'",
	"SELECT getenv('HOME')",
	"SELECT * FROM query('SELECT * FROM read_text(''DIR/secret.txt'')')",
}

// TestSandboxAloneBlocksEscapes runs the attempts on a sandbox connection
// directly, with neither the classifier nor the statement-type check: the
// database's own configuration must stop every one.
func TestSandboxAloneBlocksEscapes(t *testing.T) {
	dir, path := escapeDir(t)
	ctx := t.Context()
	sb, err := openSandbox(ctx, path, Limits{}.withDefaults())
	if err != nil {
		t.Fatal(err)
	}
	defer sb.close()
	for _, q := range sandboxEscapes {
		q = strings.ReplaceAll(q, "DIR", dir)
		if _, err := sb.conn.ExecContext(ctx, q, nil); err == nil {
			t.Errorf("%s: the sandbox ran it", q)
		}
		assertUntouched(t, dir, q)
	}
	// The configuration is what openSandbox set, locked.
	rows, err := sb.conn.QueryContext(ctx, `SELECT current_setting('enable_external_access')::VARCHAR,
		current_setting('lock_configuration')::VARCHAR, current_setting('autoload_known_extensions')::VARCHAR,
		current_setting('autoinstall_known_extensions')::VARCHAR, current_setting('temp_directory')::VARCHAR,
		(SELECT count(*) FROM data)::VARCHAR`, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := collect(rows, 1, 1<<20)
	_ = rows.Close()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var row map[string]string
	if err := json.Unmarshal(res.Rows[0], &row); err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Columns {
		got = append(got, row[c])
	}
	if strings.Join(got, ",") != "false,true,false,false,,100" {
		t.Fatalf("sandbox settings: %v", got)
	}
}

// TestResourceLimits: statements that try to run forever or exhaust
// memory end with a 400 and a stable code, not a crash or a hang.
func TestResourceLimits(t *testing.T) {
	e := NewEngine(Limits{Timeout: time.Second, MemoryMB: 64})
	path := fixture(t, 1000)
	cases := []struct {
		q     string
		codes []string
	}{
		{"SELECT sum(i) FROM range(1000000000000) t(i)", []string{CodeTimeout}},
		{"SELECT max(a.name || b.name || c.name) FROM data a, data b, data c", []string{CodeTimeout}},
		{"WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT count(*) FROM t", []string{CodeTimeout, CodeResourceLimit}},
		{"SELECT length(string_agg(md5(i::VARCHAR), '')) FROM range(100000000) t(i)", []string{CodeResourceLimit, CodeTimeout}},
		{"SELECT list(i) FROM range(1000000000) t(i)", []string{CodeResourceLimit, CodeTimeout}},
	}
	for _, c := range cases {
		_, err := e.Query(t.Context(), path, c.q, 10)
		code := codeOf(err)
		ok := false
		for _, want := range c.codes {
			ok = ok || code == want
		}
		if !ok || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%s: %v, want one of %v (400)", c.q, err, c.codes)
		}
	}
	// An endless generator is cut by the row limit, pushed into DuckDB:
	// it answers without needing the short timeout above, which a loaded
	// machine may spend starting the statement's worker alone.
	e = NewEngine(Limits{MemoryMB: 64})
	res := query(t, e, path, "SELECT * FROM range(1000000000000)", 50)
	if res.RowCount != 50 || !res.Truncated {
		t.Fatalf("endless rows: %d, truncated %v", res.RowCount, res.Truncated)
	}
	res = query(t, e, path, "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT n FROM t", 5)
	if res.RowCount != 5 || !res.Truncated {
		t.Fatalf("recursive rows: %d, truncated %v", res.RowCount, res.Truncated)
	}
}

// TestTimeoutAnswersWhileDuckDBStillRuns: work DuckDB cannot interrupt
// (one huge scalar value) must not hold the answer; its slot stays taken
// until it really ends, so such statements cannot pile up.
func TestTimeoutAnswersWhileDuckDBStillRuns(t *testing.T) {
	e := NewEngine(Limits{Timeout: time.Second, MaxConcurrent: 1})
	release := make(chan struct{})
	finished := make(chan struct{})
	e.exec = func(ctx context.Context, path string, st Statement, limit int) (*Result, error) {
		<-release // ignores ctx, as uninterruptible work does
		close(finished)
		return &Result{}, nil
	}
	_, err := e.Query(t.Context(), "unused.parquet", "SELECT 1", 1)
	if codeOf(err) != CodeTimeout {
		t.Fatalf("stuck statement: %v, want %s", err, CodeTimeout)
	}
	_, err = e.Query(t.Context(), "unused.parquet", "SELECT 1", 1)
	var pe *errs.Error
	if !errors.As(err, &pe) || pe.Code != CodeBusy || !errors.Is(err, errs.ErrRateLimited) || pe.RetryAfter < 1 {
		t.Fatalf("while the stuck statement runs: %v, want PLAYGROUND_BUSY (429)", err)
	}
	close(release)
	<-finished
	e.exec = func(context.Context, string, Statement, int) (*Result, error) { return &Result{RowCount: 1}, nil }
	// The slot is freed right after exec returns (the goroutine that ran
	// it may still need a moment to be scheduled on a busy machine).
	for deadline := time.Now().Add(hangGuard); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if res, err := e.Query(t.Context(), "unused.parquet", "SELECT 1", 1); err == nil {
			if res.RowCount != 1 {
				t.Fatalf("result %+v", res)
			}
			return
		}
	}
	t.Fatal("the slot was never freed")
}

func TestDescribe(t *testing.T) {
	e := NewEngine(Limits{})
	cols, n, err := e.Describe(t.Context(), fixture(t, 100))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(cols)
	want := `[{"name":"id","type":"BIGINT"},{"name":"name","type":"VARCHAR"},{"name":"grp","type":"BIGINT"},` +
		`{"name":"amount","type":"DECIMAL(12,2)"},{"name":"day","type":"DATE"},{"name":"ts","type":"TIMESTAMP"},` +
		`{"name":"score","type":"DECIMAL(22,2)"},{"name":"note","type":"VARCHAR"}]`
	if string(b) != want || n != 100 {
		t.Fatalf("describe: %s, %d rows", b, n)
	}
	// A file that is not parquet is a clear error, not a crash.
	bad := filepath.Join(t.TempDir(), "bad.parquet")
	if err := os.WriteFile(bad, []byte("not parquet"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Describe(t.Context(), bad); err == nil {
		t.Fatal("a broken file was described")
	}
}

// TestErrorsNeverNameTheCacheFile: DuckDB's messages may quote the session
// file's path (a failed read, a view's definition); the caller sees the
// table's name instead. An allocation failure DuckDB files under another
// error type is still a resource limit.
func TestErrorsNeverNameTheCacheFile(t *testing.T) {
	e := NewEngine(Limits{})
	path := "/var/cache/bulwark/playground/ws-1/ds-2-v3.parquet"
	cases := []struct {
		in   *duckdb.Error
		code string
	}{
		{&duckdb.Error{Type: duckdb.ErrorTypeIO, Msg: "IO Error: No magic bytes found at end of file '" + path + "'"}, CodeError},
		{&duckdb.Error{Type: duckdb.ErrorTypeBinder, Msg: "Binder Error: in read_parquet('" + path + "') near /var/cache/bulwark/playground/ws-1/other"}, CodeError},
		{&duckdb.Error{Type: duckdb.ErrorTypePermission, Msg: "Permission Error: cannot access " + path}, CodeNotAllowed},
		{&duckdb.Error{Type: duckdb.ErrorTypeOutOfMemory, Msg: "Out of Memory Error: failed to allocate data of size 64.0 MiB"}, CodeResourceLimit},
		{&duckdb.Error{Type: duckdb.ErrorTypeInternal, Msg: "INTERNAL Error: std::bad_alloc"}, CodeResourceLimit},
		{&duckdb.Error{Type: duckdb.ErrorTypeInvalidInput, Msg: "Invalid Input Error: could not allocate block of size 256KiB (64MiB/64MiB used)"}, CodeResourceLimit},
		{&duckdb.Error{Type: duckdb.ErrorTypeInvalid, Msg: "Out of Memory Error: failed to pin block of size 256.0 KiB"}, CodeResourceLimit},
	}
	for _, c := range cases {
		err := e.sqlError(c.in, path)
		var pe *errs.Error
		if !errors.As(err, &pe) || pe.Code != c.code || !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%q: %v, want %s", c.in.Msg, err, c.code)
			continue
		}
		if strings.Contains(pe.Message, "/var/cache") || strings.Contains(pe.Message, "ds-2-v3") {
			t.Errorf("%q: the message names the cache: %s", c.in.Msg, pe.Message)
		}
	}
}

// TestCatalogueNeverNamesTheCacheFile: the view's definition, as the
// catalogue views show it, names a variable, not the session file's path.
func TestCatalogueNeverNamesTheCacheFile(t *testing.T) {
	e := NewEngine(Limits{})
	path := fixture(t, 10)
	for _, q := range []string{"SELECT view_definition FROM information_schema.views", "SELECT sql FROM sqlite_master"} {
		res := query(t, e, path, q, 100)
		if got := rowsJSON(t, res); strings.Contains(got, filepath.Dir(path)) || strings.Contains(got, filepath.Base(path)) {
			t.Errorf("%s names the cache file: %s", q, got)
		}
	}
	for _, q := range []string{"SELECT getvariable('bulwark_session_file')", "SELECT * FROM duckdb_variables()"} {
		if _, err := e.Query(t.Context(), path, q, 10); codeOf(err) != CodeNotAllowed {
			t.Errorf("%s: %v, want %s", q, err, CodeNotAllowed)
		}
	}
	if res := query(t, e, path, "SELECT count(*) AS n FROM data", 1); rowsJSON(t, res) != `[{"n":10}]` {
		t.Fatalf("the view still reads the file: %s", rowsJSON(t, res))
	}
}
