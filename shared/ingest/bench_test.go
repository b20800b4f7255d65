package ingest_test

import (
	"bytes"
	"context"
	"io"
	"testing"

	"bulwark/shared/ingest"
)

// BenchmarkConvertCSV converts a generated 16 MiB CSV (integers, floats,
// dates, timestamps, booleans and text) to parquet; the MB/s column is
// source bytes per second.
func BenchmarkConvertCSV(b *testing.B) {
	src := ingest.SyntheticCSV(16 << 20)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for b.Loop() {
		var out ingest.BufferOutput
		_, err := ingest.Convert(context.Background(), func() (io.ReadCloser, error) {
			return io.NopCloser(bytes.NewReader(src)), nil
		}, &out, ingest.Options{Format: ingest.FormatCSV})
		if err != nil {
			b.Fatal(err)
		}
	}
}
