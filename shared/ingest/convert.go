package ingest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Defaults of Options.
const (
	DefaultRowGroupBytes = 32 << 20
	DefaultRowGroupRows  = 1 << 20
	DefaultSampleRows    = 10_000
	DefaultMaxColumns    = 2000
	// maxRestarts bounds the widening restarts; past it every column that
	// still fails becomes a string column at once.
	maxRestarts = 8
	// MaxRecordBytes bounds one record: a CSV record (its header too,
	// quoted line breaks included) or a JSON Lines line. A longer one
	// fails the ingestion with RECORD_TOO_LONG before it is held whole,
	// which bounds an ingestion's memory whatever the file's longest line
	// (see docs/data.md for the measured peak).
	MaxRecordBytes = 16 << 20
)

// csvReadAhead is how far encoding/csv's own buffer may read past the
// record it is parsing.
const csvReadAhead = 4096

// maxSampleBytes bounds the rows held for type inference, which are kept
// in memory until they are written: sampling stops at SampleRows rows or
// this many bytes, whichever comes first.
const maxSampleBytes = 64 << 20

var errRecordTooLong = errors.New("ingest: record too long")

// recordLimiter lets a CSV reader pull at most one record's worth of bytes
// (MaxRecordBytes plus the parser's read-ahead) between two reset calls,
// so that an endless line fails early instead of growing the parser's
// buffers to the size of the line.
type recordLimiter struct {
	r    io.Reader
	left int64
}

func (l *recordLimiter) reset() { l.left = MaxRecordBytes + csvReadAhead }

func (l *recordLimiter) Read(p []byte) (int, error) {
	if l.left <= 0 {
		return 0, errRecordTooLong
	}
	if int64(len(p)) > l.left {
		p = p[:l.left]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	return n, err
}

func recordTooLong(line int) error {
	return dataErr(CodeRecordTooLong, "the record after line %d is longer than %d MiB", line, MaxRecordBytes>>20)
}

// Options tune a conversion; zero fields take the defaults.
type Options struct {
	// Format is FormatCSV, FormatJSONL or FormatParquet.
	Format string
	// RowGroupBytes and RowGroupRows bound a row group: it closes when
	// either is reached (source bytes for CSV and JSON Lines).
	RowGroupBytes int64
	RowGroupRows  int
	// SampleRows is how many rows the schema is inferred from.
	SampleRows int
	// MaxColumns refuses wider files (TOO_MANY_COLUMNS).
	MaxColumns int
	// Checkpoint is called after each row group with the source bytes read
	// so far; an error it returns stops the conversion and is returned.
	Checkpoint func(sourceBytes int64) error
	// TempDir holds the temporary copy of a parquet source (default
	// os.TempDir()).
	TempDir string
}

func (o Options) withDefaults() Options {
	if o.RowGroupBytes <= 0 {
		o.RowGroupBytes = DefaultRowGroupBytes
	}
	if o.RowGroupRows <= 0 {
		o.RowGroupRows = DefaultRowGroupRows
	}
	if o.SampleRows <= 0 {
		o.SampleRows = DefaultSampleRows
	}
	if o.MaxColumns <= 0 {
		o.MaxColumns = DefaultMaxColumns
	}
	return o
}

// Opener opens the source from its first byte; a conversion that must
// start over opens it again.
type Opener func() (io.ReadCloser, error)

// Output receives the parquet file. Reset discards what an abandoned
// attempt wrote.
type Output interface {
	io.Writer
	Reset() error
}

// FileOutput writes to a file (truncated on Reset).
func FileOutput(f *os.File) Output { return fileOutput{f} }

type fileOutput struct{ f *os.File }

func (o fileOutput) Write(p []byte) (int, error) { return o.f.Write(p) }
func (o fileOutput) Reset() error {
	if err := o.f.Truncate(0); err != nil {
		return err
	}
	_, err := o.f.Seek(0, io.SeekStart)
	return err
}

// BufferOutput writes to memory.
type BufferOutput struct{ bytes.Buffer }

// Reset empties the buffer.
func (b *BufferOutput) Reset() error { b.Buffer.Reset(); return nil }

// Convert converts a tabular source to parquet. Data problems are *Error
// values; other errors come from the source, the output or the context.
func Convert(ctx context.Context, open Opener, out Output, o Options) (Result, error) {
	o = o.withDefaults()
	switch o.Format {
	case FormatParquet:
		return rewriteParquet(ctx, open, out, o)
	case FormatCSV, FormatJSONL:
	default:
		return Result{}, fmt.Errorf("ingest: unknown format %q", o.Format)
	}
	forced := map[string]colType{}
	for restarts := 0; ; restarts++ {
		res, err := convertOnce(ctx, open, out, o, forced, restarts >= maxRestarts)
		if !errors.Is(err, errRestart) {
			res.Restarts = restarts
			return res, err
		}
		if err := out.Reset(); err != nil {
			return Result{}, err
		}
	}
}

func convertOnce(ctx context.Context, open Opener, out Output, o Options, forced map[string]colType, giveUp bool) (Result, error) {
	rc, err := open()
	if err != nil {
		return Result{}, err
	}
	defer rc.Close()
	src := &countingReader{r: rc}
	if o.Format == FormatCSV {
		return convertCSV(ctx, src, out, o, forced, giveUp)
	}
	return convertJSONL(ctx, src, out, o, forced, giveUp)
}

// sniffDelimiter picks the CSV delimiter from the header line: the most
// frequent of comma, semicolon, tab and pipe outside quotes.
func sniffDelimiter(head []byte) rune {
	line := firstLine(head)
	counts := map[byte]int{}
	quoted := false
	for _, c := range line {
		switch {
		case c == '"':
			quoted = !quoted
		case !quoted && (c == ',' || c == ';' || c == '\t' || c == '|'):
			counts[c]++
		}
	}
	best, n := byte(','), counts[',']
	for _, c := range []byte{';', '\t', '|'} {
		if counts[c] > n {
			best, n = c, counts[c]
		}
	}
	return rune(best)
}

// columnNames cleans header names: trimmed, empty ones named column_<n>,
// duplicates suffixed _2, _3, ...
func columnNames(header []string) []string {
	seen := map[string]int{}
	out := make([]string, len(header))
	for i, h := range header {
		name := strings.TrimSpace(h)
		if name == "" {
			name = "column_" + strconv.Itoa(i+1)
		}
		base := name
		for seen[name] > 0 {
			seen[base]++
			name = base + "_" + strconv.Itoa(seen[base])
		}
		seen[name]++
		out[i] = name
	}
	return out
}

func convertCSV(ctx context.Context, src *countingReader, out io.Writer, o Options, forced map[string]colType, giveUp bool) (Result, error) {
	br := bufio.NewReaderSize(src, 1<<20)
	head, _ := br.Peek(64 << 10)
	if bytes.HasPrefix(head, utf8BOM) {
		_, _ = br.Discard(len(utf8BOM))
		head = head[len(utf8BOM):]
	}
	lim := &recordLimiter{r: br}
	lim.reset()
	r := csv.NewReader(lim)
	r.Comma = sniffDelimiter(head)
	r.ReuseRecord = true
	header, err := r.Read()
	if errors.Is(err, io.EOF) {
		return Result{}, dataErr(CodeEmpty, "the CSV file is empty")
	}
	if err != nil {
		return Result{}, csvError(err, 0)
	}
	if len(header) > o.MaxColumns {
		return Result{}, dataErr(CodeTooManyColumns, "the file has %d columns; at most %d are accepted", len(header), o.MaxColumns)
	}
	names := columnNames(header)

	// Infer the types from a sample of rows, kept to be written first.
	types := make([]colType, len(names))
	var sample [][]string
	var sampled int
	for len(sample) < o.SampleRows && sampled < maxSampleBytes {
		lim.reset()
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return Result{}, csvError(err, len(sample)+1)
		}
		if err := checkUTF8(rec, names, len(sample)+2); err != nil {
			return Result{}, err
		}
		row := make([]string, len(rec))
		copy(row, rec)
		for _, v := range row {
			sampled += len(v)
		}
		for i, v := range row {
			if v == "" || types[i] == tString {
				continue
			}
			if types[i] == tUnknown || !fits(types[i], v) {
				types[i] = widen(types[i], v)
			}
		}
		sample = append(sample, row)
	}
	for i, n := range names {
		if t, ok := forced[n]; ok {
			types[i] = t
		} else if types[i] == tUnknown {
			types[i] = tString
		}
	}

	w, err := newTableWriter(out, names, types, o)
	if err != nil {
		return Result{}, err
	}
	line := 1
	add := func(rec []string) error {
		line++
		size := int64(len(rec))
		for i, v := range rec {
			size += int64(len(v))
			if !w.appenders[i](v, v == "") {
				w.abandon()
				next := widen(types[i], v)
				if giveUp {
					next = tString
				}
				forced[names[i]] = next
				return errRestart
			}
		}
		return w.rowDone(ctx, size, func() int64 { return src.n - int64(br.Buffered()) })
	}
	for _, rec := range sample {
		if err := add(rec); err != nil {
			return Result{}, err
		}
	}
	for {
		lim.reset()
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			w.abandon()
			return Result{}, csvError(err, line)
		}
		if err := checkUTF8(rec, names, line+1); err != nil {
			w.abandon()
			return Result{}, err
		}
		if err := add(rec); err != nil {
			return Result{}, err
		}
	}
	return w.close(ctx, src.n)
}

func checkUTF8(rec, names []string, line int) error {
	for i, v := range rec {
		if !utf8.ValidString(v) {
			return dataErr(CodeNotUTF8, "line %d, column %q: the text is not valid UTF-8", line, names[min(i, len(names)-1)])
		}
	}
	return nil
}

// csvError turns encoding/csv's errors (which carry line and column) into
// a data error; line is the last record read whole.
func csvError(err error, line int) error {
	var pe *csv.ParseError
	if errors.Is(err, errRecordTooLong) {
		return recordTooLong(line)
	}
	if errors.As(err, &pe) {
		return dataErr(CodeCSVInvalid, "line %d, column %d: %v", pe.Line, pe.Column, pe.Err)
	}
	return err
}
