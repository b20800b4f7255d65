// Package ingest turns uploaded data into parquet: CSV, JSON Lines and
// parquet files are converted with Apache Arrow (pqarrow) into one parquet
// file per dataset version, and images are checked (real format from their
// magic bytes, dimensions, size) and described in a parquet manifest.
//
// # Tabular conversion
//
// The schema is inferred from a sample of the first rows (SampleRows): for
// CSV each column gets the narrowest of bool, int64, float64, date32,
// timestamp[us, UTC] and string that fits every non-empty sample value
// (empty cells are nulls; numbers with leading zeros stay strings, so
// codes such as zip codes keep their digits); JSON Lines fields keep their
// JSON types (bool, int64, float64, string; nested values as JSON text).
// When a later row does not fit, the offending column is widened one step
// (int64 to float64 to string, date32 to timestamp to string, bool to
// string; a new JSON field is added) and the conversion starts again from
// the source, so types are exact for the whole file. Parquet input is
// validated and rewritten with the same writer settings.
//
// Row groups hold up to RowGroupRows rows or about RowGroupBytes of
// source data, whichever comes first, so that a scanner can process a file
// one bounded row group at a time; pages are zstd-compressed, with
// dictionaries and statistics.
package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"unicode/utf8"
)

// Tabular formats.
const (
	FormatCSV     = "csv"
	FormatJSONL   = "jsonl"
	FormatParquet = "parquet"
)

// Formats lists the tabular formats.
func Formats() []string { return []string{FormatCSV, FormatJSONL, FormatParquet} }

// Error is a problem with the data itself: Code is stable, Message safe to
// show (it names the line and column where it can).
type Error struct {
	Code    string
	Message string
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

func dataErr(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Error codes of tabular data.
const (
	CodeNotTabular      = "NOT_TABULAR"
	CodeCSVInvalid      = "CSV_INVALID"
	CodeJSONLInvalid    = "JSONL_INVALID"
	CodeRecordTooLong   = "RECORD_TOO_LONG"
	CodeParquetInvalid  = "PARQUET_INVALID"
	CodeTooManyColumns  = "TOO_MANY_COLUMNS"
	CodeEmpty           = "EMPTY_FILE"
	CodeFormatMismatch  = "FORMAT_MISMATCH"
	CodeNotUTF8         = "NOT_UTF8"
	CodeNotAnImage      = "NOT_AN_IMAGE"
	CodeImageTooLarge   = "IMAGE_TOO_LARGE"
	CodeImageDimensions = "IMAGE_DIMENSIONS"
	CodeImageCorrupt    = "IMAGE_CORRUPT"
)

var parquetMagic = []byte("PAR1")

// FormatFromName guesses a tabular format from a file name's extension
// ("" when it does not tell).
func FormatFromName(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".csv", ".tsv":
		return FormatCSV
	case ".jsonl", ".ndjson":
		return FormatJSONL
	case ".parquet", ".pq":
		return FormatParquet
	}
	return ""
}

// Sniff tells the tabular format of a file from its first bytes (at least
// a few KiB when the file has them), and refuses what is not tabular. want,
// when not empty, is the format the caller declared: the content must be
// of that format. name is used only to break a tie between CSV and JSON
// Lines.
func Sniff(head []byte, want, name string) (string, error) {
	if len(bytes.TrimSpace(head)) == 0 {
		return "", dataErr(CodeEmpty, "the file is empty")
	}
	got := ""
	switch {
	case bytes.HasPrefix(head, parquetMagic):
		got = FormatParquet
	case SniffImage(head) != "":
		return "", dataErr(CodeNotTabular, "the file is a %s image, not CSV, JSON Lines or parquet", SniffImage(head))
	case looksBinary(head):
		return "", dataErr(CodeNotTabular, "the file is binary, not CSV, JSON Lines or parquet")
	default:
		text := bytes.TrimPrefix(head, utf8BOM)
		first := firstLine(text)
		if bytes.HasPrefix(bytes.TrimSpace(first), []byte("{")) && (want == FormatJSONL || want == "" && FormatFromName(name) != FormatCSV) {
			got = FormatJSONL
		} else {
			got = FormatCSV
		}
	}
	if want != "" && want != got {
		return "", dataErr(CodeFormatMismatch, "the content is %s, not %s", describeFormat(got), describeFormat(want))
	}
	return got, nil
}

func describeFormat(f string) string {
	switch f {
	case FormatCSV:
		return "CSV"
	case FormatJSONL:
		return "JSON Lines"
	}
	return f
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

func firstLine(b []byte) []byte {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		return b[:i]
	}
	return b
}

// looksBinary reports content with NUL bytes or invalid UTF-8 (ignoring a
// rune cut at the end of the sample).
func looksBinary(b []byte) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return true
	}
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r == utf8.RuneError && size <= 1 {
			return len(b) >= utf8.UTFMax
		}
		b = b[size:]
	}
	return false
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// errRestart asks Convert to start over with a widened schema.
var errRestart = errors.New("ingest: restart with a wider schema")
