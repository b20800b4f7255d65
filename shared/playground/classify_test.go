package playground

import (
	"strings"
	"testing"

	"github.com/duckdb/duckdb-go/v2/mapping"
)

func TestClassifyAcceptsReadOnlyQueries(t *testing.T) {
	cases := []struct {
		q    string
		kind Kind
		sql  string
	}{
		{"SELECT * FROM data", KindQuery, "SELECT * FROM data"},
		{"  select count(*) from data ;  ", KindQuery, "select count(*) from data"},
		{"SELECT 1;;", KindQuery, "SELECT 1"},
		{"-- leading comment\nSELECT 1 -- trailing", KindQuery, "SELECT 1"},
		{"WITH t AS (SELECT grp FROM data) SELECT count(*) FROM t", KindQuery, ""},
		{"FROM data SELECT id LIMIT 3", KindQuery, ""},
		{"FROM data", KindQuery, ""},
		{"VALUES (1), (2)", KindQuery, ""},
		{"TABLE data", KindQuery, ""},
		{"DESCRIBE data", KindQuery, ""},
		{"DESC data", KindQuery, ""},
		{"SHOW TABLES", KindQuery, ""},
		{"SUMMARIZE data", KindQuery, ""},
		{"PIVOT data ON grp USING count(*)", KindQuery, ""},
		{"UNPIVOT data ON name INTO NAME k VALUE v", KindQuery, ""},
		{"(SELECT 1) UNION ALL (SELECT 2)", KindQuery, ""},
		{"EXPLAIN SELECT * FROM data", KindExplain, ""},
		{"explain analyze select count(*) from data", KindExplain, ""},
		// Semicolons, keywords and comment markers inside strings,
		// identifiers and comments are text, not statements.
		{"SELECT 'a;b' AS s", KindQuery, "SELECT 'a;b' AS s"},
		{"SELECT 'x''; DROP TABLE data; --' AS s", KindQuery, ""},
		{`SELECT "odd;""name" FROM (SELECT 1 AS "odd;""name")`, KindQuery, ""},
		{"SELECT 1 /* ; COPY data TO 'x' */", KindQuery, "SELECT 1"},
		{"SELECT /* outer /* nested ; */ still comment ; */ 1", KindQuery, ""},
		{"SELECT $$ ; DROP $$ AS s", KindQuery, ""},
		{"SELECT $tag$ ; $$ ; $tag$ AS s", KindQuery, ""},
		{`SELECT E'it\'s; fine' AS s`, KindQuery, ""},
		{"SELECT * FROM data WHERE name LIKE '%;%' AND note <> 'COPY'", KindQuery, ""},
		{"SELECT read_csv_count FROM (SELECT 1 AS read_csv_count)", KindQuery, ""},
		{"SELECT * FROM data d JOIN data e USING (id) LIMIT 1", KindQuery, ""},
		// Strings elsewhere, after commas of other clauses, are values.
		{"SELECT 'a', 'b' FROM data WHERE name IN ('x', 'y') ORDER BY 1, 2", KindQuery, ""},
		{"SELECT * FROM (SELECT 1 AS a) t, data WHERE note = 'x.csv'", KindQuery, ""},
		{"SELECT * FROM data GROUP BY ALL HAVING count(*) > 0 ORDER BY 'x', 1", KindQuery, ""},
		{"FROM data SELECT name, 'file.csv' AS label", KindQuery, ""},
		{"VALUES ('a', 'b'), ('/etc/passwd', 'c')", KindQuery, ""},
		{"SELECT * FROM range(10)", KindQuery, ""},
		{"SELECT * FROM data, range(3) t(i)", KindQuery, ""},
		{"SELECT * FROM data JOIN generate_series(1, 3) g(i) ON g.i = data.grp", KindQuery, ""},
		{"SELECT * FROM data, LATERAL range(grp) r(i)", KindQuery, ""},
		{"SELECT range_end, repeat_count FROM (SELECT 1 AS range_end, 2 AS repeat_count)", KindQuery, ""},
	}
	for _, c := range cases {
		st, err := Classify(c.q)
		if err != nil {
			t.Errorf("Classify(%q): %v", c.q, err)
			continue
		}
		if st.Kind != c.kind {
			t.Errorf("Classify(%q) kind %d, want %d", c.q, st.Kind, c.kind)
		}
		if c.sql != "" && st.SQL != c.sql {
			t.Errorf("Classify(%q) SQL %q, want %q", c.q, st.SQL, c.sql)
		}
	}
}

func TestClassifyRejects(t *testing.T) {
	cases := []struct {
		q, code string
	}{
		// Statement types that are not read-only queries.
		{"COPY data TO '/tmp/out.csv'", CodeNotAllowed},
		{"COPY (SELECT 1) TO 'x.parquet' (FORMAT parquet)", CodeNotAllowed},
		{"ATTACH '/tmp/x.db' AS x", CodeNotAllowed},
		{"DETACH x", CodeNotAllowed},
		{"INSTALL httpfs", CodeNotAllowed},
		{"FORCE INSTALL httpfs", CodeNotAllowed},
		{"LOAD httpfs", CodeNotAllowed},
		{"SET enable_external_access = true", CodeNotAllowed},
		{"SET lock_configuration = false", CodeNotAllowed},
		{"RESET threads", CodeNotAllowed},
		{"PRAGMA version", CodeNotAllowed},
		{"CREATE TABLE t AS SELECT * FROM data", CodeNotAllowed},
		{"CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')", CodeNotAllowed},
		{"INSERT INTO data VALUES (1)", CodeNotAllowed},
		{"UPDATE data SET id = 1", CodeNotAllowed},
		{"DELETE FROM data", CodeNotAllowed},
		{"DROP VIEW data", CodeNotAllowed},
		{"ALTER VIEW data RENAME TO d", CodeNotAllowed},
		{"EXPORT DATABASE '/tmp/export'", CodeNotAllowed},
		{"IMPORT DATABASE '/tmp/export'", CodeNotAllowed},
		{"CALL pragma_version()", CodeNotAllowed},
		{"CHECKPOINT", CodeNotAllowed},
		{"VACUUM", CodeNotAllowed},
		{"BEGIN TRANSACTION", CodeNotAllowed},
		{"USE memory", CodeNotAllowed},
		{"PREPARE p AS SELECT 1", CodeNotAllowed},
		{"EXECUTE p", CodeNotAllowed},
		{"SET VARIABLE x = 1", CodeNotAllowed},
		{"EXPLAIN COPY data TO 'x.csv'", CodeNotAllowed},
		{"EXPLAIN ANALYZE INSERT INTO data VALUES (1)", CodeNotAllowed},
		{"(COPY data TO 'x.csv')", CodeNotAllowed},
		// More than one statement, however it is hidden.
		{"SELECT 1; DROP VIEW data", CodeNotAllowed},
		{"SELECT 1; SELECT 2", CodeNotAllowed},
		{"SELECT 1 /* ; */; COPY data TO 'x.csv'", CodeNotAllowed},
		{"SELECT ';'; COPY data TO 'x.csv'", CodeNotAllowed},
		{"SELECT 1 -- comment\n; ATTACH 'x.db'", CodeNotAllowed},
		{`SELECT "a;"; LOAD httpfs`, CodeNotAllowed},
		// Files, URLs, the environment and SQL hidden in strings.
		{"SELECT * FROM read_csv('/etc/passwd')", CodeNotAllowed},
		{"SELECT * FROM READ_CSV_AUTO ('/etc/passwd')", CodeNotAllowed},
		{"SELECT * FROM main.read_parquet('/tmp/other.parquet')", CodeNotAllowed},
		{"SELECT * FROM read_json/**/('/etc/hosts')", CodeNotAllowed},
		{`SELECT * FROM "read_text"('/etc/passwd')`, CodeNotAllowed},
		{"SELECT * FROM read_blob('/proc/self/environ')", CodeNotAllowed},
		{"SELECT * FROM glob('/etc/*')", CodeNotAllowed},
		{"SELECT * FROM parquet_metadata('/tmp/x.parquet')", CodeNotAllowed},
		{"SELECT * FROM '/etc/passwd'", CodeNotAllowed},
		{"SELECT * FROM data JOIN 'https://example.com/x.csv' USING (id)", CodeNotAllowed},
		{`SELECT * FROM "/etc/passwd"`, CodeNotAllowed},
		{`SELECT * FROM "s3://bucket/key.parquet"`, CodeNotAllowed},
		{"FROM 'http://169.254.169.254/latest/meta-data/'", CodeNotAllowed},
		{"SELECT * FROM data, '/etc/passwd'", CodeNotAllowed},
		{"SELECT * FROM data AS a, (SELECT 1) AS b, 'x.csv'", CodeNotAllowed},
		{`SELECT * FROM data, "x.parquet"`, CodeNotAllowed},
		{"DESCRIBE '/etc/passwd'", CodeNotAllowed},
		{"SUMMARIZE 's3://bucket/key.parquet'", CodeNotAllowed},
		{"SHOW 'x.csv'", CodeNotAllowed},
		{"TABLE '/etc/passwd'", CodeNotAllowed},
		{"PIVOT 'x.csv' ON a USING count(*)", CodeNotAllowed},
		{"SELECT getenv('AWS_SECRET_ACCESS_KEY')", CodeNotAllowed},
		{"SELECT * FROM duckdb_secrets()", CodeNotAllowed},
		{"SELECT * FROM query('SELECT 1')", CodeNotAllowed},
		{"SELECT * FROM query_table('data')", CodeNotAllowed},
		// One value as large as an argument asks (not bounded by the
		// memory limit): refused; the table forms stream.
		{"SELECT length(repeat('x', 1000000000))", CodeNotAllowed},
		{"SELECT len(list_resize([1], 100000000))", CodeNotAllowed},
		{"SELECT len(range(100000000))", CodeNotAllowed},
		{"SELECT unnest(generate_series(1, 100000000))", CodeNotAllowed},
		{"SELECT * FROM data WHERE id IN (SELECT range(10))", CodeNotAllowed},
		// Malformed text.
		{"", CodeSyntax},
		{"  ;  ; ", CodeSyntax},
		{"-- only a comment", CodeSyntax},
		{"SELECT 'unterminated", CodeSyntax},
		{"SELECT 1 /* unterminated", CodeSyntax},
		{`SELECT "unterminated`, CodeSyntax},
		{"SELECT $x$ unterminated", CodeSyntax},
		{"SELECT 1) UNION ALL (SELECT 2", CodeSyntax},
		{"SELECT (1", CodeSyntax},
		{"SELECT " + strings.Repeat("(", MaxNesting+1) + "1" + strings.Repeat(")", MaxNesting+1), CodeSyntax},
	}
	for _, c := range cases {
		_, err := Classify(c.q)
		if got := codeOf(err); got != c.code {
			t.Errorf("Classify(%q) = %v (code %q), want code %s", c.q, err, got, c.code)
		}
	}
}

// TestClassifierSplitsLikeDuckDB checks the classifier's statement
// boundaries against DuckDB's own parser on texts built to confuse a
// tokenizer: wherever DuckDB parses the text, both count the same
// statements.
func TestClassifierSplitsLikeDuckDB(t *testing.T) {
	var db mapping.Database
	if mapping.Open("", &db) == mapping.StateError {
		t.Fatal("open duckdb")
	}
	defer mapping.Close(&db)
	var conn mapping.Connection
	if mapping.Connect(db, &conn) == mapping.StateError {
		t.Fatal("connect duckdb")
	}
	defer mapping.Disconnect(&conn)
	texts := []string{
		"SELECT 1; SELECT 2",
		"SELECT ';'",
		"SELECT 1 /* ; */",
		"SELECT 1 -- ; SELECT 2",
		"SELECT /* /* */ ; */ 1",
		"SELECT /* a /* b */ c */ 1; SELECT 2",
		`SELECT E'\'; SELECT 2 --'`,
		`SELECT E'\\'; SELECT 2`,
		"SELECT $$;$$",
		"SELECT $a$ ; $b$ ; $a$",
		"SELECT $1; SELECT 2",
		`SELECT "a;""b"`,
		"SELECT 'it''s; fine'",
		"SELECT 'a' || ';' || 'b'",
		"SELECT 1;;;SELECT 2;",
		"SELECT x$y FROM (SELECT 1 AS x$y); SELECT 2",
		"SELECT X'ab;'",
	}
	for _, q := range texts {
		var ext mapping.ExtractedStatements
		n := int(mapping.ExtractStatements(conn, q, &ext))
		msg := mapping.ExtractStatementsError(ext)
		mapping.DestroyExtracted(&ext)
		if n == 0 {
			t.Logf("DuckDB does not parse %q (%s); skipped", q, msg)
			continue
		}
		toks, err := lex(q)
		if err != nil {
			t.Errorf("lex(%q): %v; DuckDB finds %d statements", q, err, n)
			continue
		}
		if got := len(splitStatements(toks)); got != n {
			t.Errorf("%q: classifier finds %d statements, DuckDB %d", q, got, n)
		}
	}
}
