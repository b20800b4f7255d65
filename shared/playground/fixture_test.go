package playground

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// fixtureSQL is the table the tests query: n rows with the column types a
// dataset has (integers, text with SQL punctuation, decimals, dates,
// timestamps, nulls).
const fixtureSQL = `SELECT
	i AS id,
	'user' || i AS name,
	i % 7 AS grp,
	(i * 1.5)::DECIMAL(12,2) AS amount,
	DATE '2024-01-01' + (i % 365)::INTEGER AS day,
	TIMESTAMP '2024-01-01 00:00:00' + INTERVAL (i) SECOND AS ts,
	CASE WHEN i % 10 = 0 THEN NULL ELSE i * 0.25 END AS score,
	'note; with -- tricky /* text */ ''quotes''' AS note
FROM range(N) t(i)`

// writeParquet writes the fixture with n rows to path, with a plain DuckDB
// connection that is not a sandbox.
func writeParquet(t testing.TB, path string, n int) {
	t.Helper()
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	q := "COPY (" + strings.Replace(fixtureSQL, "range(N)", fmt.Sprintf("range(%d)", n), 1) + ") TO '" +
		strings.ReplaceAll(path, "'", "''") + "' (FORMAT parquet)"
	if _, err := db.Exec(q); err != nil {
		t.Fatal(err)
	}
}

var (
	fixtureOnce sync.Map // n -> *fixtureFile
)

type fixtureFile struct {
	once sync.Once
	path string
}

// fixture returns a parquet file of n rows shared by the tests of the run.
func fixture(t testing.TB, n int) string {
	t.Helper()
	v, _ := fixtureOnce.LoadOrStore(n, &fixtureFile{})
	f := v.(*fixtureFile)
	f.once.Do(func() {
		dir, err := os.MkdirTemp("", "playground-fixture-")
		if err != nil {
			t.Fatal(err)
		}
		f.path = filepath.Join(dir, fmt.Sprintf("data-%d.parquet", n))
		writeParquet(t, f.path, n)
	})
	if f.path == "" {
		t.Fatal("fixture was not written")
	}
	return f.path
}

// TestMain removes the shared fixtures after the run.
func TestMain(m *testing.M) {
	RunWorkerIfRequested()
	code := m.Run()
	fixtureOnce.Range(func(_, v any) bool {
		if p := v.(*fixtureFile).path; p != "" {
			_ = os.RemoveAll(filepath.Dir(p))
		}
		return true
	})
	os.Exit(code)
}
