package playground

import (
	"bufio"
	"database/sql"
	"os"
	"strings"
	"testing"
)

// catalogue is DuckDB's own list of the functions a statement can call,
// by name, with the kinds each name has.
func catalogue(t *testing.T) map[string][]string {
	t.Helper()
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.QueryContext(t.Context(), `SELECT DISTINCT function_name, function_type FROM duckdb_functions() ORDER BY 1, 2`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var name, kind string
		if err := rows.Scan(&name, &kind); err != nil {
			t.Fatal(err)
		}
		out[name] = append(out[name], kind)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < 500 {
		t.Fatalf("DuckDB's catalogue lists only %d functions", len(out))
	}
	return out
}

func allowedFunctions(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("testdata/duckdb_allowed_functions.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out[line] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestClassifierCoversDuckDBsCatalogue: every function DuckDB ships was
// decided on, allowed or refused on purpose; a refused one is refused
// whether it is called as a table or as a value; pragmas are statements
// the playground never runs.
func TestClassifierCoversDuckDBsCatalogue(t *testing.T) {
	allowed := allowedFunctions(t)
	refused := func(name string) bool { return deniedFunctions[name] || amplifiers[name] }
	for name, kinds := range catalogue(t) {
		if len(kinds) == 1 && kinds[0] == "pragma" {
			if _, err := Classify("PRAGMA " + name); codeOf(err) != CodeNotAllowed {
				t.Errorf("PRAGMA %s: %v, want %s", name, err, CodeNotAllowed)
			}
			continue
		}
		switch {
		case allowed[name] && refused(name):
			t.Errorf("%s (%v) is both allowed and refused", name, kinds)
		case !allowed[name] && !refused(name):
			t.Errorf("DuckDB ships %s (%v), which the playground neither allows nor refuses: decide", name, kinds)
		case refused(name):
			for _, q := range []string{"SELECT * FROM " + name + "()", "SELECT " + name + "('x')", "SELECT 1 FROM data WHERE " + name + "(name) IS NULL"} {
				if _, err := Classify(q); codeOf(err) != CodeNotAllowed {
					t.Errorf("%s: %v, want %s", q, err, CodeNotAllowed)
				}
			}
		}
	}
	for name := range allowed {
		if !strings.Contains(name, "_") && !isIdentStart(name, 0) {
			continue // operators such as || are listed as functions too
		}
		if _, err := Classify("SELECT " + name + "(id) FROM data"); codeOf(err) == CodeNotAllowed && !generators[name] {
			t.Errorf("the allowed function %s is refused: %v", name, err)
		}
	}
}

// TestSQLHiddenInStringsIsRefused: DuckDB can run, plan or rebuild a
// statement from a string, which the classifier cannot read; each such
// route is refused, however it is spelt.
func TestSQLHiddenInStringsIsRefused(t *testing.T) {
	for _, q := range []string{
		"SELECT * FROM json_execute_serialized_sql(json_serialize_sql('SELECT * FROM duckdb_secrets()'))",
		"FROM JSON_EXECUTE_SERIALIZED_SQL('{}')",
		`SELECT * FROM "json_execute_serialized_sql"('{}')`,
		"SELECT json_deserialize_sql(json_serialize_sql('SELECT 1'))",
		"SELECT json_serialize_plan('SELECT * FROM read_text(''/etc/passwd'')')",
		"SELECT * FROM query('SELECT 1')",
		"SELECT * FROM query_table('data')",
		"SELECT * FROM sql_auto_complete('SELECT')",
		"SELECT sql FROM duckdb_views()",
		"SELECT current_setting('allowed_paths')",
		"SELECT pg_get_viewdef(1)",
		"SELECT * FROM duckdb_settings()",
		"SELECT path FROM duckdb_databases()",
	} {
		if _, err := Classify(q); codeOf(err) != CodeNotAllowed {
			t.Errorf("%s: %v, want %s", q, err, CodeNotAllowed)
		}
	}
}
