package playground

import (
	"context"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	duckdb "github.com/duckdb/duckdb-go/v2"

	"bulwark/shared/errs"
)

// Limits of the sandbox. Zero fields take the defaults below.
type Limits struct {
	// MemoryMB is DuckDB's memory_limit for one statement's database.
	MemoryMB int
	// Threads is DuckDB's worker thread count.
	Threads int
	// Timeout is the statement timeout.
	Timeout time.Duration
	// MaxResultBytes caps the JSON of the returned rows.
	MaxResultBytes int
	// MaxConcurrent is how many statements may run at once in this process;
	// a statement keeps its slot until its worker is gone.
	MaxConcurrent int
	// WorkerMemoryMB is the hard cap on the writable memory a statement's
	// worker process may add to what it holds when the statement arrives
	// (RLIMIT_DATA, see capProcess): what DuckDB's memory_limit does not
	// count (single values functions build) ends there. Default: MemoryMB
	// plus 256.
	WorkerMemoryMB int
}

// Defaults of Limits and of the SQL endpoint.
const (
	DefaultMemoryMB       = 256
	DefaultThreads        = 2
	DefaultTimeout        = 10 * time.Second
	DefaultMaxResultBytes = 4 << 20
	DefaultMaxConcurrent  = 2
	// workerOverheadMB is what a worker needs beside DuckDB's buffers and
	// what it holds at start: thread stacks, DuckDB's own structures, the
	// rows and their JSON.
	workerOverheadMB = 256
	// DefaultLimit and MaxLimit bound the rows a query returns.
	DefaultLimit = 100
	MaxLimit     = 10000
)

func (l Limits) withDefaults() Limits {
	if l.MemoryMB <= 0 {
		l.MemoryMB = DefaultMemoryMB
	}
	if l.Threads <= 0 {
		l.Threads = DefaultThreads
	}
	if l.Timeout <= 0 {
		l.Timeout = DefaultTimeout
	}
	if l.MaxResultBytes <= 0 {
		l.MaxResultBytes = DefaultMaxResultBytes
	}
	if l.MaxConcurrent <= 0 {
		l.MaxConcurrent = DefaultMaxConcurrent
	}
	if l.WorkerMemoryMB <= 0 {
		l.WorkerMemoryMB = l.MemoryMB + workerOverheadMB
	}
	return l
}

// Result is the playground SQL result of the API.
type Result struct {
	Columns []string `json:"columns"`
	// Rows are JSON objects keyed by column, in column order.
	Rows      []json.RawMessage `json:"rows"`
	RowCount  int               `json:"row_count"`
	Truncated bool              `json:"truncated"`
	ElapsedMS int64             `json:"elapsed_ms"`
}

// Column is one column of the session's table.
type Column struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Engine runs read-only SQL over one parquet file at a time, each statement
// in a worker process of its own (a re-execution of this binary, see
// RunWorkerIfRequested) with a hard memory cap, in a fresh in-memory DuckDB
// database that can read that file and nothing else. It is safe for
// concurrent use.
type Engine struct {
	lim   Limits
	slots chan struct{}
	// exec runs one accepted statement (inWorker; tests replace it).
	exec func(ctx context.Context, path string, st Statement, limit int) (*Result, error)
}

// NewEngine returns an engine with the limits (defaults for zero fields).
func NewEngine(l Limits) *Engine {
	l = l.withDefaults()
	e := &Engine{lim: l, slots: make(chan struct{}, l.MaxConcurrent)}
	e.exec = e.inWorker
	return e
}

// inWorker runs the statement in a worker process, which runs execute. A
// pre-started worker that ended while idle (the request cannot be
// delivered) is replaced by a new one once.
func (e *Engine) inWorker(ctx context.Context, path string, st Statement, limit int) (*Result, error) {
	req := workerRequest{MemoryMB: e.lim.MemoryMB, Threads: e.lim.Threads, Timeout: e.lim.Timeout,
		MaxResultBytes: e.lim.MaxResultBytes, CapMB: e.lim.WorkerMemoryMB,
		Path: path, Kind: st.Kind, SQL: st.SQL, Limit: limit}
	w, err := workers.take(e.lim.MaxConcurrent)
	if err != nil {
		return nil, err
	}
	res, err := w.query(ctx, e, req)
	if errors.Is(err, errSend) {
		if w, err = startWorker(); err != nil {
			return nil, err
		}
		res, err = w.query(ctx, e, req)
	}
	return res, err
}

// Query classifies query and runs it against the parquet file at path,
// exposed as the table data, returning at most limit rows (truncated is
// true when there were more, or when the rows reached the byte cap).
// Rejections and failures are *errs.Error values of kind ErrInvalid with
// the Code* codes, or ErrRateLimited (CodeBusy) when the process kept
// running its maximum of statements for a whole statement timeout.
func (e *Engine) Query(ctx context.Context, path, query string, limit int) (*Result, error) {
	st, err := Classify(query)
	if err != nil {
		return nil, err
	}
	return e.run(ctx, path, st, limit)
}

// Describe returns the columns and the row count of the parquet file at path.
func (e *Engine) Describe(ctx context.Context, path string) ([]Column, int64, error) {
	res, err := e.run(ctx, path, Statement{Kind: KindQuery,
		SQL: "SELECT column_name, column_type, (SELECT count(*) FROM data) AS n FROM (DESCRIBE data)"}, MaxLimit)
	if err != nil {
		return nil, 0, err
	}
	cols := make([]Column, 0, len(res.Rows))
	var n int64
	for _, raw := range res.Rows {
		var c struct {
			Name string `json:"column_name"`
			Type string `json:"column_type"`
			N    int64  `json:"n"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			return nil, 0, fmt.Errorf("playground.Describe: %w", err)
		}
		cols = append(cols, Column{Name: c.Name, Type: c.Type})
		n = c.N
	}
	return cols, n, nil
}

// run executes an accepted statement with the statement timeout. When the
// context ends, the statement's worker is killed (DuckDB cannot interrupt
// some work, such as building one huge value); the answer does not wait
// for the kill to complete, and the slot is freed once the worker is
// reaped.
func (e *Engine) run(ctx context.Context, path string, st Statement, limit int) (*Result, error) {
	// Wait for a slot at most one statement timeout: the worker of a
	// statement that timed out may still be being reaped.
	wait := time.NewTimer(e.lim.Timeout)
	select {
	case e.slots <- struct{}{}:
		wait.Stop()
	case <-wait.C:
		return nil, &errs.Error{Kind: errs.ErrRateLimited, Code: CodeBusy,
			Message: "the playground is running its maximum of statements; retry shortly", RetryAfter: 1}
	case <-ctx.Done():
		wait.Stop()
		return nil, ctx.Err()
	}
	ctx, cancel := context.WithTimeout(ctx, e.lim.Timeout)
	type outcome struct {
		res *Result
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() { <-e.slots }()
		res, err := e.exec(ctx, path, st, limit)
		done <- outcome{res, err}
	}()
	select {
	case o := <-done:
		cancel()
		if o.err != nil && ctx.Err() == context.DeadlineExceeded && codeOf(o.err) != CodeTimeout {
			return nil, e.timeout(o.err)
		}
		return o.res, o.err
	case <-ctx.Done():
		// The goroutine kills the worker (the context is done) and frees
		// the slot once it is reaped.
		err := ctx.Err()
		cancel()
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, e.timeout(nil)
		}
		return nil, err
	}
}

// timeout is the answer for a statement that ran past its deadline; cause
// (may be nil) is kept for the log.
func (e *Engine) timeout(cause error) error {
	return &errs.Error{Kind: errs.ErrInvalid, Code: CodeTimeout, Err: cause,
		Message: fmt.Sprintf("the statement ran longer than the playground's %s limit", e.lim.Timeout)}
}

// resourceLimit is the answer for a statement that ran out of memory,
// DuckDB's limit or the worker's cap.
func (e *Engine) resourceLimit(cause error) error {
	return &errs.Error{Kind: errs.ErrInvalid, Code: CodeResourceLimit, Err: cause,
		Message: fmt.Sprintf("the statement needed more than the playground's %d MB of memory; aggregate or filter more", e.lim.MemoryMB)}
}

// execute opens the sandbox, checks the statement with DuckDB's own parser
// and runs it. It is what a worker process runs (serveWorker); the engine
// itself never opens DuckDB.
func (e *Engine) execute(ctx context.Context, path string, st Statement, limit int) (*Result, error) {
	sb, err := openSandbox(ctx, path, e.lim)
	if err != nil {
		return nil, err
	}
	defer sb.close()
	start := time.Now()
	rows, err := sb.query(ctx, st, limit)
	if err != nil {
		return nil, e.sqlError(err, path)
	}
	defer rows.Close()
	res, err := collect(rows, limit, e.lim.MaxResultBytes)
	if err != nil {
		return nil, e.sqlError(err, path)
	}
	res.ElapsedMS = time.Since(start).Milliseconds()
	return res, nil
}

// sandbox is one fresh in-memory DuckDB database over one parquet file.
type sandbox struct {
	connector *duckdb.Connector
	conn      *duckdb.Conn
}

// sandboxSetup configures a new database, in this order: resource limits,
// no extension installation or loading, no spilling to disk, the view over
// the session's file; then the only readable path becomes that file,
// external access (every other file, URL, extension) is switched off, and
// the configuration is locked so that no statement can undo any of it.
func sandboxSetup(path string, l Limits) []string {
	lit := "'" + strings.ReplaceAll(path, "'", "''") + "'"
	return []string{
		fmt.Sprintf("SET threads = %d", l.Threads),
		fmt.Sprintf("SET memory_limit = '%dMB'", l.MemoryMB),
		"SET temp_directory = ''",
		"SET max_temp_directory_size = '0B'",
		"SET autoinstall_known_extensions = false",
		"SET autoload_known_extensions = false",
		"SET allow_community_extensions = false",
		"SET allow_persistent_secrets = false",
		"SET max_expression_depth = 250",
		// The view names its file through a variable, so that its
		// definition (information_schema.views, sqlite_master) does not
		// reveal the cache file's path; reading variables is refused.
		"SET VARIABLE " + pathVariable + " = " + lit,
		"CREATE VIEW data AS SELECT * FROM read_parquet(getvariable('" + pathVariable + "'))",
		"SET allowed_paths = [" + lit + "]",
		"SET enable_external_access = false",
		"SET lock_configuration = true",
	}
}

// pathVariable holds the session file's path inside the sandbox.
const pathVariable = "bulwark_session_file"

// openSandbox creates the database and its one connection.
func openSandbox(ctx context.Context, path string, l Limits) (*sandbox, error) {
	connector, err := duckdb.NewConnector("", nil)
	if err != nil {
		return nil, fmt.Errorf("playground: open duckdb: %w", err)
	}
	dc, err := connector.Connect(ctx)
	if err != nil {
		_ = connector.Close()
		return nil, fmt.Errorf("playground: connect duckdb: %w", err)
	}
	sb := &sandbox{connector: connector, conn: dc.(*duckdb.Conn)}
	for _, s := range sandboxSetup(path, l) {
		if _, err := sb.conn.ExecContext(ctx, s, nil); err != nil {
			sb.close()
			var de *duckdb.Error
			if strings.HasPrefix(s, "CREATE VIEW") && errors.As(err, &de) {
				// DuckDB cannot read the file's footer or schema.
				return nil, &errs.Error{Kind: errs.ErrConflict, Code: CodeDatasetUnreadable, Err: err,
					Message: "the dataset version's parquet file cannot be read: " + scrub(de.Msg, path)}
			}
			return nil, fmt.Errorf("playground: sandbox setup %q: %w", s, err)
		}
	}
	return sb, nil
}

func (sb *sandbox) close() {
	_ = sb.conn.Close()
	_ = sb.connector.Close()
}

// allowedTypes are DuckDB's statement types the playground runs: DESCRIBE,
// SHOW, SUMMARIZE and PIVOT are SELECT statements to DuckDB.
var allowedTypes = map[duckdb.StmtType]bool{duckdb.STATEMENT_TYPE_SELECT: true, duckdb.STATEMENT_TYPE_EXPLAIN: true}

// prepare prepares exactly one statement. Conn.Prepare (unlike
// PrepareContext, which executes every statement but the last) refuses a
// text that DuckDB's parser splits into several statements, so nothing runs
// here; the statement type DuckDB assigns must be SELECT or EXPLAIN.
func (sb *sandbox) prepare(sql string) (*duckdb.Stmt, error) {
	ds, err := sb.conn.Prepare(sql)
	if err != nil {
		var de *duckdb.Error
		if !errors.As(err, &de) {
			// Not a parser or binder error: the driver found other than
			// one statement (several, or only comments).
			// A PIVOT without an IN list expands into several statements.
			return nil, notAllowed("exactly one statement per call is allowed; DuckDB's parser did not find exactly one " +
				"(a PIVOT needs an explicit IN (...) list of values in the playground)")
		}
		return nil, err
	}
	stmt := ds.(*duckdb.Stmt)
	typ, err := stmt.StatementType()
	if err == nil && !allowedTypes[typ] {
		err = notAllowed("only read-only queries are allowed; DuckDB classifies this statement as another type")
	}
	if err == nil && stmt.NumInput() > 0 {
		err = notAllowed("statement parameters ($1, ?) are not supported; write the values into the query")
	}
	if err != nil {
		_ = stmt.Close()
		return nil, err
	}
	return stmt, nil
}

// query prepares and starts the statement. A query is first prepared as
// written (DuckDB's parser and binder check it alone), then run as the
// subquery of SELECT * ... LIMIT limit+1 so that DuckDB stops producing
// rows once it has one more than the caller asked for; a query DuckDB
// cannot nest runs as written. EXPLAIN runs as written.
func (sb *sandbox) query(ctx context.Context, st Statement, limit int) (driver.Rows, error) {
	stmt, err := sb.prepare(st.SQL)
	if err != nil {
		return nil, err
	}
	if st.Kind == KindQuery {
		// The newlines end a trailing -- comment and keep DuckDB's line
		// numbers of the user's text one off at most.
		wrapped := "SELECT * FROM (\n" + st.SQL + "\n) AS playground_result LIMIT " + strconv.Itoa(limit+1)
		if w, werr := sb.prepare(wrapped); werr == nil {
			_ = stmt.Close()
			stmt = w
		}
	}
	rows, err := stmt.QueryContext(ctx, nil)
	if err != nil {
		_ = stmt.Close()
		return nil, err
	}
	return &stmtRows{Rows: rows, stmt: stmt}, nil
}

// stmtRows closes the statement with its rows.
type stmtRows struct {
	driver.Rows
	stmt *duckdb.Stmt
}

// ColumnTypeDatabaseTypeName is DuckDB's type name of column i.
func (r *stmtRows) ColumnTypeDatabaseTypeName(i int) string {
	if tn, ok := r.Rows.(driver.RowsColumnTypeDatabaseTypeName); ok {
		return tn.ColumnTypeDatabaseTypeName(i)
	}
	return ""
}

func (r *stmtRows) Close() error {
	err := r.Rows.Close()
	_ = r.stmt.Close()
	return err
}

// collect reads up to limit rows as JSON objects within maxBytes.
func collect(rows driver.Rows, limit, maxBytes int) (*Result, error) {
	names := uniqueNames(rows.Columns())
	types := make([]string, len(names))
	if tn, ok := rows.(driver.RowsColumnTypeDatabaseTypeName); ok {
		for i := range types {
			types[i] = tn.ColumnTypeDatabaseTypeName(i)
		}
	}
	keys := make([][]byte, len(names))
	for i, n := range names {
		keys[i], _ = json.Marshal(n)
	}
	res := &Result{Columns: names, Rows: []json.RawMessage{}}
	vals := make([]driver.Value, len(names))
	size := 0
	for {
		err := rows.Next(vals)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(res.Rows) == limit {
			res.Truncated = true
			break
		}
		row, err := encodeRow(keys, types, vals)
		if err != nil {
			return nil, err
		}
		if size+len(row) > maxBytes {
			res.Truncated = true
			break
		}
		size += len(row) + 1
		res.Rows = append(res.Rows, row)
	}
	res.RowCount = len(res.Rows)
	return res, nil
}

// uniqueNames makes column names usable as object keys: a repeated name
// gets a suffix (_1, _2, ...) as DuckDB does for subquery columns.
func uniqueNames(cols []string) []string {
	seen := map[string]bool{}
	out := make([]string, len(cols))
	for i, c := range cols {
		name := c
		for n := 1; seen[name]; n++ {
			name = c + "_" + strconv.Itoa(n)
		}
		seen[name] = true
		out[i] = name
	}
	return out
}

// codeOf is the stable code of an *errs.Error ("" for other errors).
func codeOf(err error) string {
	var e *errs.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// sqlError turns a DuckDB failure into the playground's stable codes,
// keeping DuckDB's message where it helps the caller fix the query, with
// the session file's location taken out (see scrub).
func (e *Engine) sqlError(err error, path string) error {
	var pe *errs.Error
	if errors.As(err, &pe) {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return e.timeout(err)
	}
	var de *duckdb.Error
	if !errors.As(err, &de) {
		return err
	}
	msg := scrub(de.Msg, path)
	switch {
	case de.Type == duckdb.ErrorTypeOutOfMemory || outOfMemory(de.Msg):
		return e.resourceLimit(err)
	case de.Type == duckdb.ErrorTypePermission:
		return &errs.Error{Kind: errs.ErrInvalid, Code: CodeNotAllowed, Err: err,
			Message: "the statement tried to reach files, URLs, extensions or settings outside the session's data: " + msg}
	case de.Type == duckdb.ErrorTypeInterrupt:
		return e.timeout(err)
	case de.Type == duckdb.ErrorTypeParser || de.Type == duckdb.ErrorTypeSyntax:
		return &errs.Error{Kind: errs.ErrInvalid, Code: CodeSyntax, Message: msg, Err: err}
	}
	return &errs.Error{Kind: errs.ErrInvalid, Code: CodeError, Message: msg, Err: err}
}

// outOfMemory recognises an allocation failure DuckDB reports under
// another error type (an internal or invalid-input error raised while a
// buffer could not be allocated or pinned, or a C++ bad_alloc).
func outOfMemory(msg string) bool {
	m := strings.ToLower(msg)
	for _, s := range []string{"out of memory", "failed to allocate", "could not allocate", "bad_alloc", "memory limit", "memory_limit", "failed to pin block"} {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

// scrub takes the session file's location out of a DuckDB message: the
// cache path says how the server is laid out, and the caller knows the
// file as the table data.
func scrub(msg, path string) string {
	if path == "" {
		return msg
	}
	msg = strings.ReplaceAll(msg, path, "data")
	if dir := filepath.Dir(path); len(dir) > 1 {
		msg = strings.ReplaceAll(msg, dir, "<cache>")
	}
	return msg
}
