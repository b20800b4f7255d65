package heal_test

import (
	"bytes"
	"context"
	"io"
	"testing"

	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
	"bulwark/shared/heal"
)

// BenchmarkHealParquet heals the table of BenchmarkScanParquet (20,000
// rows of mixed text) with a hash of every finding, one core: the
// detectors run again on every cell and the file is written anew. MB/s
// is text bytes, as the scan benchmark counts them, so the two compare: a
// heal job is this plus the verification scan of the healed file.
// go test -run '^$' -bench HealParquet -cpu 1 ./shared/heal
func BenchmarkHealParquet(b *testing.B) {
	raw, s, bytesScanned, err := datascantest.MixedTextScanned(20000)
	if err != nil {
		b.Fatal(err)
	}
	plan := &heal.Plan{Rules: []heal.Rule{{Action: heal.Hash}}, Scanner: s, Salt: []byte("bench")}
	b.SetBytes(bytesScanned)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tb, err := datascan.OpenTable(bytes.NewReader(raw))
		if err != nil {
			b.Fatal(err)
		}
		st, _, err := heal.Parquet(context.Background(), tb, io.Discard, plan, nil)
		tb.Close()
		if err != nil {
			b.Fatal(err)
		}
		if st.CellsChanged == 0 {
			b.Fatal("the healing changed nothing")
		}
	}
}
