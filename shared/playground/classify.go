package playground

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/errs"
)

// Error codes of rejected or failed statements (400 unless noted, see docs/playground.md).
const (
	// CodeNotAllowed: the statement is not a read-only query of the
	// session's table (wrong statement type, more than one statement, file
	// or URL access, settings).
	CodeNotAllowed = "SQL_NOT_ALLOWED"
	// CodeSyntax: the text is not one well-formed statement (unterminated
	// string or comment, unbalanced parentheses, parser error).
	CodeSyntax = "SQL_SYNTAX"
	// CodeError: DuckDB refused or failed the query (unknown column, bad
	// cast, division by zero, ...). The message is DuckDB's.
	CodeError = "SQL_ERROR"
	// CodeTimeout: the statement ran longer than the statement timeout.
	CodeTimeout = "SQL_TIMEOUT"
	// CodeResourceLimit: the statement needed more memory than the sandbox has.
	CodeResourceLimit = "SQL_RESOURCE_LIMIT"
	// CodeBusy: the process is running its maximum of statements (429,
	// with Retry-After).
	CodeBusy = "PLAYGROUND_BUSY"
	// CodeDatasetUnreadable: the parquet file cannot be read (409).
	CodeDatasetUnreadable = "DATASET_UNREADABLE"
)

// MaxNesting is the deepest parenthesis nesting a query may use; deeper
// queries are refused before they reach DuckDB's recursive parser.
const MaxNesting = 64

// Kind is the class of an accepted statement.
type Kind int

const (
	// KindQuery is a statement that returns rows and can be read as a
	// subquery: SELECT, WITH, FROM-first, VALUES, TABLE, DESCRIBE, SHOW,
	// SUMMARIZE, PIVOT, UNPIVOT.
	KindQuery Kind = iota + 1
	// KindExplain is EXPLAIN [ANALYZE] of a KindQuery statement.
	KindExplain
)

// Statement is a query the classifier accepted.
type Statement struct {
	Kind Kind
	// SQL is the statement without its trailing semicolons.
	SQL string
}

// queryStarts are the keywords a KindQuery statement may begin with.
var queryStarts = map[string]bool{
	"select": true, "with": true, "from": true, "values": true, "table": true,
	"describe": true, "desc": true, "show": true, "summarize": true,
	"pivot": true, "unpivot": true, "pivot_wider": true, "pivot_longer": true,
}

// nestedStarts are the keywords a parenthesised query may begin with.
var nestedStarts = map[string]bool{"select": true, "with": true, "from": true, "values": true, "table": true}

// deniedFunctions are the table and scalar functions the playground
// refuses, by what they would give away. The sandbox refuses the file and
// URL readers as well (external access is off); the classifier names them
// all so that the caller gets a clear answer and so that a DuckDB
// regression in the sandbox settings alone is not enough to escape.
// TestClassifierCoversDuckDBsCatalogue checks that every function DuckDB
// ships is either here (or in amplifiers) or in
// testdata/duckdb_allowed_functions.txt, so a DuckDB upgrade cannot add a
// function nobody decided on.
var deniedFunctions = setOf(
	// Files, URLs and other databases.
	"read_csv", "read_csv_auto", "sniff_csv",
	"read_json", "read_json_auto", "read_json_objects", "read_json_objects_auto",
	"read_ndjson", "read_ndjson_auto", "read_ndjson_objects",
	"read_parquet", "parquet_scan", "parquet_metadata", "parquet_schema",
	"parquet_file_metadata", "parquet_kv_metadata", "parquet_bloom_probe",
	"read_text", "read_blob", "glob", "read_xlsx", "read_avro",
	"st_read", "st_read_meta", "sqlite_scan", "sqlite_attach",
	"postgres_scan", "postgres_attach", "postgres_query", "mysql_scan", "mysql_query",
	"iceberg_scan", "iceberg_metadata", "iceberg_snapshots", "delta_scan",
	// Memory addresses (Arrow scans take raw pointers).
	"arrow_scan", "arrow_scan_dumb",
	// SQL hidden in a string, executed, planned or deserialised: the text
	// would pass the classifier unseen.
	"query", "query_table", "json_execute_serialized_sql", "json_deserialize_sql",
	"json_serialize_sql", "json_serialize_plan", "sql_auto_complete", "check_peg_parser",
	// The environment, secrets, settings and the sandbox's own files (the
	// view's definition and the settings name the cache file's path).
	"getenv", "current_setting", "getvariable", "duckdb_variables", "duckdb_settings", "duckdb_secrets", "which_secret",
	"duckdb_secret_types", "load_aws_credentials", "duckdb_databases", "duckdb_views",
	"pg_get_viewdef", "duckdb_temporary_files", "duckdb_external_file_cache", "duckdb_extensions",
	"duckdb_memory", "pragma_database_size", "pragma_storage_info", "pragma_metadata_info",
	// State changes and logs.
	"install_extension", "load_extension", "checkpoint", "force_checkpoint",
	"enable_logging", "disable_logging", "truncate_duckdb_logs", "write_log",
	"duckdb_logs", "duckdb_log_contexts", "duckdb_logs_parsed",
)

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// tokKind is the lexical class of a token.
type tokKind int

const (
	tokWord   tokKind = iota // keyword or unquoted identifier
	tokIdent                 // "quoted identifier"
	tokString                // 'string', E'string', $tag$string$tag$
	tokNumber
	tokParam // $1
	tokSymbol
)

type token struct {
	kind tokKind
	// text is the lower-cased word, the unquoted identifier, or the symbol.
	text       string
	start, end int
}

// Classify decides whether query is exactly one read-only statement the
// playground runs, before DuckDB sees it. It follows DuckDB's lexical rules
// (which are PostgreSQL's): -- and nested /* */ comments, single-quoted
// strings with doubled quotes, E-strings with backslash escapes, $tag$
// dollar quotes and double-quoted identifiers, so that a semicolon or
// keyword hidden in any of them is seen for what it is. Rejections are
// *errs.Error with CodeNotAllowed or CodeSyntax (400).
func Classify(query string) (Statement, error) {
	toks, err := lex(query)
	if err != nil {
		return Statement{}, err
	}
	stmts := splitStatements(toks)
	count := len(stmts)
	switch {
	case count == 0:
		return Statement{}, errs.New(errs.ErrInvalid, CodeSyntax, "the query contains no statement")
	case count > 1:
		return Statement{}, errs.New(errs.ErrInvalid, CodeNotAllowed, "exactly one statement per call is allowed; remove the other statements")
	}
	stmt := stmts[0]
	if err := checkNesting(stmt); err != nil {
		return Statement{}, err
	}
	kind, err := statementKind(stmt)
	if err != nil {
		return Statement{}, err
	}
	if err := checkReferences(stmt); err != nil {
		return Statement{}, err
	}
	return Statement{Kind: kind, SQL: query[stmt[0].start:stmt[len(stmt)-1].end]}, nil
}

// splitStatements splits tokens at semicolons into the non-empty
// statements (trailing and doubled semicolons are harmless).
func splitStatements(toks []token) [][]token {
	var out [][]token
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i == len(toks) || toks[i].kind == tokSymbol && toks[i].text == ";" {
			if i > start {
				out = append(out, toks[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// statementKind accepts query statements and EXPLAIN of them.
func statementKind(stmt []token) (Kind, error) {
	first := stmt[0]
	if first.kind == tokWord && first.text == "explain" {
		rest := stmt[1:]
		if len(rest) > 0 && rest[0].kind == tokWord && (rest[0].text == "analyze" || rest[0].text == "analyse") {
			rest = rest[1:]
		}
		if len(rest) == 0 || !isQueryStart(rest) {
			return 0, notAllowed("EXPLAIN is allowed only of a query (EXPLAIN [ANALYZE] SELECT ...)")
		}
		return KindExplain, nil
	}
	if !isQueryStart(stmt) {
		const allowed = "only read-only queries are allowed (SELECT, WITH, FROM, VALUES, TABLE, DESCRIBE, SHOW, SUMMARIZE, PIVOT, UNPIVOT, EXPLAIN)"
		if first.kind == tokWord {
			return 0, notAllowed(allowed + "; " + strings.ToUpper(first.text) + " statements are not")
		}
		return 0, notAllowed(allowed)
	}
	return KindQuery, nil
}

// isQueryStart reports whether toks begin a query: an allowed keyword, or
// parentheses around a SELECT-like query.
func isQueryStart(toks []token) bool {
	i := 0
	for i < len(toks) && toks[i].kind == tokSymbol && toks[i].text == "(" {
		i++
	}
	if i == len(toks) || toks[i].kind != tokWord {
		return false
	}
	if i > 0 {
		return nestedStarts[toks[i].text]
	}
	return queryStarts[toks[i].text]
}

// checkNesting requires balanced parentheses no deeper than MaxNesting:
// the engine wraps the statement in a subquery, which must not change what
// it means.
func checkNesting(stmt []token) error {
	depth := 0
	for _, t := range stmt {
		if t.kind != tokSymbol {
			continue
		}
		switch t.text {
		case "(":
			depth++
			if depth > MaxNesting {
				return errs.Newf(errs.ErrInvalid, CodeSyntax, "parentheses are nested deeper than %d levels", MaxNesting)
			}
		case ")":
			depth--
			if depth < 0 {
				return errs.New(errs.ErrInvalid, CodeSyntax, "unbalanced parentheses: a ) has no matching (")
			}
		}
	}
	if depth != 0 {
		return errs.New(errs.ErrInvalid, CodeSyntax, "unbalanced parentheses: a ( is not closed")
	}
	return nil
}

// checkReferences refuses calls of file, URL and SQL-in-a-string functions
// and file paths used as tables: DuckDB's replacement scans turn a string
// or a quoted name in table position (FROM 'x.csv', JOIN "x.csv",
// FROM data, 'x.csv', DESCRIBE 'x.csv') into a file read.
func checkReferences(stmt []token) error {
	// clause[d] is the last clause keyword seen at parenthesis depth d, to
	// know whether a comma continues a FROM list.
	clause := []string{""}
	inTable := false // t follows a word or comma that introduces a table
	for i, t := range stmt {
		next := token{kind: tokSymbol}
		if i+1 < len(stmt) {
			next = stmt[i+1]
		}
		if (t.kind == tokWord || t.kind == tokIdent) && next.kind == tokSymbol && next.text == "(" {
			name := strings.ToLower(t.text)
			switch {
			case deniedFunctions[name]:
				return notAllowed("the function " + name + " reads files, URLs, memory, the environment, settings, logs or SQL text, or changes the database, which the playground does not allow; query the table data")
			case amplifiers[name]:
				return notAllowed("the function " + name + " builds one value as large as its argument asks, beyond the sandbox's memory limit; the playground does not allow it")
			case generators[name] && !inTable:
				return notAllowed("the function " + name + " is allowed only as a table (FROM " + name + "(...)): as a value it builds one list as large as its argument asks")
			}
		}
		switch {
		case t.kind == tokSymbol && t.text == "(":
			clause = append(clause, "")
		case t.kind == tokSymbol && t.text == ")":
			clause = clause[:len(clause)-1] // balanced: checkNesting ran first
		case t.kind == tokWord && clauseWords[t.text]:
			clause[len(clause)-1] = t.text
		}
		tablePosition := t.kind == tokWord && (tableWords[t.text] || t.text == "lateral") ||
			t.kind == tokSymbol && t.text == "," && (clause[len(clause)-1] == "from" || clause[len(clause)-1] == "join")
		inTable = tablePosition
		if !tablePosition {
			continue
		}
		switch {
		case next.kind == tokString:
			return notAllowed("a string in table position names a file or URL, which the playground does not allow; query the table data")
		case next.kind == tokIdent && strings.ContainsAny(next.text, `/\:.`):
			return notAllowed("the table name " + quoteIdent(next.text) + " looks like a file path or URL, which the playground does not allow; query the table data")
		}
	}
	return nil
}

// amplifiers build one value whose size is an argument: DuckDB's
// memory_limit does not count such a value and cannot interrupt its
// construction, so one call could take the process's memory.
var amplifiers = map[string]bool{"repeat": true, "list_resize": true, "array_resize": true}

// generators are table functions that, called as scalars, build one list
// of the size asked for (the same risk as amplifiers); as tables they
// stream rows and are harmless.
var generators = map[string]bool{"range": true, "generate_series": true}

// tableWords are followed by a table reference.
var tableWords = map[string]bool{
	"from": true, "join": true, "describe": true, "desc": true, "summarize": true, "show": true, "table": true,
	"pivot": true, "unpivot": true,
}

// clauseWords start the clauses that decide what a comma separates.
var clauseWords = map[string]bool{
	"select": true, "from": true, "join": true, "where": true, "group": true, "having": true, "order": true,
	"limit": true, "offset": true, "qualify": true, "window": true, "on": true, "using": true, "values": true,
	"union": true, "except": true, "intersect": true, "pivot": true, "unpivot": true,
}

func notAllowed(msg string) error { return errs.New(errs.ErrInvalid, CodeNotAllowed, msg) }

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// lex splits query into tokens, dropping whitespace and comments.
func lex(q string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(q) {
		c := q[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case strings.HasPrefix(q[i:], "--"):
			nl := strings.IndexByte(q[i:], '\n')
			if nl < 0 {
				i = len(q)
			} else {
				i += nl + 1
			}
		case strings.HasPrefix(q[i:], "/*"):
			end, ok := blockComment(q, i)
			if !ok {
				return nil, errs.New(errs.ErrInvalid, CodeSyntax, "unterminated /* comment")
			}
			i = end
		case c == '\'':
			end, ok := quoted(q, i, '\'', false)
			if !ok {
				return nil, errs.New(errs.ErrInvalid, CodeSyntax, "unterminated string literal")
			}
			toks = append(toks, token{kind: tokString, start: i, end: end})
			i = end
		case (c == 'e' || c == 'E') && i+1 < len(q) && q[i+1] == '\'':
			end, ok := quoted(q, i+1, '\'', true)
			if !ok {
				return nil, errs.New(errs.ErrInvalid, CodeSyntax, "unterminated string literal")
			}
			toks = append(toks, token{kind: tokString, start: i, end: end})
			i = end
		case c == '"':
			end, ok := quoted(q, i, '"', false)
			if !ok {
				return nil, errs.New(errs.ErrInvalid, CodeSyntax, "unterminated quoted identifier")
			}
			toks = append(toks, token{kind: tokIdent, text: strings.ReplaceAll(q[i+1:end-1], `""`, `"`), start: i, end: end})
			i = end
		case c == '$':
			if tag, ok := dollarTag(q, i); ok {
				body := strings.Index(q[i+len(tag):], tag)
				if body < 0 {
					return nil, errs.New(errs.ErrInvalid, CodeSyntax, "unterminated dollar-quoted string")
				}
				end := i + len(tag) + body + len(tag)
				toks = append(toks, token{kind: tokString, start: i, end: end})
				i = end
				continue
			}
			j := i + 1
			for j < len(q) && q[j] >= '0' && q[j] <= '9' {
				j++
			}
			if j > i+1 {
				toks = append(toks, token{kind: tokParam, text: q[i:j], start: i, end: j})
			} else {
				toks = append(toks, token{kind: tokSymbol, text: "$", start: i, end: j})
			}
			i = j
		case isIdentStart(q, i):
			j := i
			for j < len(q) && isIdentPart(q, j) {
				_, n := utf8.DecodeRuneInString(q[j:])
				j += n
			}
			toks = append(toks, token{kind: tokWord, text: strings.ToLower(q[i:j]), start: i, end: j})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(q) && q[i+1] >= '0' && q[i+1] <= '9':
			j := i + 1
			for j < len(q) && (isIdentPart(q, j) || q[j] == '.') {
				j++
			}
			toks = append(toks, token{kind: tokNumber, text: q[i:j], start: i, end: j})
			i = j
		default:
			_, n := utf8.DecodeRuneInString(q[i:])
			toks = append(toks, token{kind: tokSymbol, text: q[i : i+n], start: i, end: i + n})
			i += n
		}
	}
	return toks, nil
}

// blockComment returns the end of the (possibly nested) comment at i.
func blockComment(q string, i int) (int, bool) {
	depth := 0
	for i < len(q) {
		switch {
		case strings.HasPrefix(q[i:], "/*"):
			depth++
			i += 2
		case strings.HasPrefix(q[i:], "*/"):
			depth--
			i += 2
			if depth == 0 {
				return i, true
			}
		default:
			i++
		}
	}
	return i, false
}

// quoted returns the end of the quoted token opening at i: the quote
// doubled is an escaped quote, and with backslash a backslash escapes the
// next byte (E-strings).
func quoted(q string, i int, quote byte, backslash bool) (int, bool) {
	j := i + 1
	for j < len(q) {
		switch q[j] {
		case '\\':
			if backslash {
				j += 2
				continue
			}
		case quote:
			if j+1 < len(q) && q[j+1] == quote {
				j += 2
				continue
			}
			return j + 1, true
		}
		j++
	}
	return len(q), false
}

// dollarTag returns the $tag$ opening a dollar-quoted string at i.
func dollarTag(q string, i int) (string, bool) {
	j := i + 1
	for j < len(q) && q[j] != '$' {
		if !isIdentPart(q, j) || (j == i+1 && q[j] >= '0' && q[j] <= '9') {
			return "", false
		}
		j++
	}
	if j >= len(q) {
		return "", false
	}
	return q[i : j+1], true
}

func isIdentStart(q string, i int) bool {
	r, _ := utf8.DecodeRuneInString(q[i:])
	return r == '_' || unicode.IsLetter(r)
}

func isIdentPart(q string, i int) bool {
	r, _ := utf8.DecodeRuneInString(q[i:])
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}
