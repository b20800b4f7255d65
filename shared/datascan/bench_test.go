package datascan_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
)

// BenchmarkScanParquet scans 20,000 rows of mixed text (names, unique
// e-mail addresses, a low-cardinality city, sentences with the odd PII
// sample) with every family; MB/s is text bytes.
// go test -run '^$' -bench ScanParquet -cpu 1 ./shared/datascan
func BenchmarkScanParquet(b *testing.B) {
	const n = 20000
	var name, email, city, text []any
	for i := 0; i < n; i++ {
		name = append(name, fmt.Sprintf("Person %d", i%500))
		email = append(email, fmt.Sprintf("user%d@example.com", i))
		city = append(city, []string{"Berlin", "Oslo", "Lima", "Accra"}[i%4])
		t := "The parcel arrived late and the box was damaged, support replaced it quickly."
		if i%50 == 0 {
			t = datascantest.Samples[(i/50)%len(datascantest.Samples)].Text
		}
		text = append(text, t)
	}
	raw, err := datascantest.Parquet([]datascantest.Column{{Name: "name", Values: name}, {Name: "email", Values: email},
		{Name: "city", Values: city}, {Name: "text", Values: text}}, 8192)
	if err != nil {
		b.Fatal(err)
	}
	s, err := datascan.New(datascan.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var bytesScanned int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sum, err := s.ScanParquet(context.Background(), bytes.NewReader(raw), datascan.ScanOptions{Workers: 1}, datascan.NewCollector())
		if err != nil {
			b.Fatal(err)
		}
		bytesScanned = sum.BytesScanned
	}
	b.SetBytes(bytesScanned)
}
