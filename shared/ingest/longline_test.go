package ingest_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"bulwark/shared/ingest"
)

// endless yields n bytes of c without holding them.
type endless struct {
	c byte
	n int64
}

func (e *endless) Read(p []byte) (int, error) {
	if e.n <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > e.n {
		p = p[:e.n]
	}
	for i := range p {
		p[i] = e.c
	}
	e.n -= int64(len(p))
	return len(p), nil
}

// A record far longer than MaxRecordBytes (a 256 MiB line) fails with
// RECORD_TOO_LONG, and the conversion never allocates anything near the
// line's size: ingestion memory is bounded whatever the longest line.
// (Unbounded, encoding/csv held the line several times over: a 500 MB
// line cost 5.9 GB.)
func TestALongRecordIsRefusedWithoutBeingHeld(t *testing.T) {
	const line = 256 << 20
	for _, c := range []struct {
		format, head, tail string
		filler             byte
	}{
		{ingest.FormatCSV, "id,text\n1,short\n2,", "\n3,after\n", 'x'},
		{ingest.FormatCSV, "id,text\n1,\"", "\"\n", '\n'}, // one quoted field of line breaks
		{ingest.FormatJSONL, `{"id":1}` + "\n" + `{"id":2,"text":"`, `"}` + "\n", 'x'},
	} {
		open := func() (io.ReadCloser, error) {
			return io.NopCloser(io.MultiReader(strings.NewReader(c.head), &endless{c: c.filler, n: line}, strings.NewReader(c.tail))), nil
		}
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var out ingest.BufferOutput
		_, err := ingest.Convert(context.Background(), open, &out, ingest.Options{Format: c.format})
		runtime.ReadMemStats(&after)
		var ie *ingest.Error
		if !errors.As(err, &ie) || ie.Code != ingest.CodeRecordTooLong {
			t.Fatalf("%s %q: %v, want %s", c.format, c.filler, err, ingest.CodeRecordTooLong)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 10*ingest.MaxRecordBytes {
			t.Errorf("%s %q: allocated %d MiB for a %d MiB line", c.format, c.filler, alloc>>20, line>>20)
		}
	}
}

// A record just under the bound is ingested.
func TestARecordUnderTheBoundIsIngested(t *testing.T) {
	long := strings.Repeat("y", ingest.MaxRecordBytes-64)
	res, _ := convert(t, "id,text\n1,"+long+"\n2,b\n", ingest.FormatCSV, ingest.Options{})
	if res.Rows != 2 {
		t.Fatalf("rows %d", res.Rows)
	}
}

// A whole number with more significant digits than a double keeps and too
// long for int64 (a 23-digit account number) stays text, in CSV and JSON
// Lines, instead of losing its last digits as a float64.
func TestLongNumbersStayExact(t *testing.T) {
	const card = "12345678901234567890123"
	for _, tc := range []struct{ format, src string }{
		{ingest.FormatCSV, "id,card,amount\n1," + card + ",12.5\n2,4111111111111111,3\n"},
		{ingest.FormatJSONL, `{"id":1,"card":` + card + `,"amount":12.5}` + "\n" + `{"id":2,"card":4111111111111111,"amount":3}` + "\n"},
	} {
		res, b := convert(t, tc.src, tc.format, ingest.Options{})
		types := map[string]string{}
		for _, c := range res.Columns {
			types[c.Name] = c.Type
		}
		if types["card"] != "utf8" || types["amount"] != "float64" {
			t.Errorf("%s: column types %v", tc.format, types)
		}
		if !bytes.Contains(b, []byte(card)) {
			t.Errorf("%s: the card number's digits are not kept", tc.format)
		}
	}
}
