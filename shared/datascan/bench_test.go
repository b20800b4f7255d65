package datascan_test

import (
	"bytes"
	"context"
	"testing"

	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
)

// BenchmarkScanParquet scans 20,000 rows of mixed text (names, unique
// e-mail addresses, a low-cardinality city, sentences with the odd PII
// sample) with every family; MB/s is text bytes.
// go test -run '^$' -bench ScanParquet -cpu 1 ./shared/datascan
func BenchmarkScanParquet(b *testing.B) {
	raw, s, bytesScanned, err := datascantest.MixedTextScanned(20000)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.ScanParquet(context.Background(), bytes.NewReader(raw), datascan.ScanOptions{Workers: 1}, datascan.NewCollector()); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(bytesScanned)
}
