package ingest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"time"
)

// SyntheticCSV generates a deterministic CSV of about size bytes with the
// mix of column types real exports have (ids, amounts, flags, dates,
// timestamps, names, e-mail addresses, free text). Benchmarks and the
// ingestion throughput program use it.
func SyntheticCSV(size int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"}
	names := []string{"Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Radia", "Tim"}
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	var b bytes.Buffer
	b.Grow(size + 256)
	b.WriteString("id,customer,email,amount,quantity,active,signup_date,last_seen,country,comment\n")
	for i := 0; b.Len() < size; i++ {
		name := names[r.IntN(len(names))]
		at := base.Add(time.Duration(r.Int64N(int64(365 * 24 * time.Hour))))
		fmt.Fprintf(&b, "%d,%s %s,%s%d@example.com,%.2f,%d,%t,%s,%s,%s,\"%s %s, %s\"\n",
			i, name, words[r.IntN(len(words))], name, i, r.Float64()*1000, r.IntN(50), r.IntN(2) == 0,
			at.Format(time.DateOnly), at.Format(time.RFC3339), []string{"FR", "DE", "US", "JP", "BR"}[r.IntN(5)],
			words[r.IntN(len(words))], words[r.IntN(len(words))], words[r.IntN(len(words))])
	}
	return b.Bytes()
}
