package playground

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bulwark/shared/ingest"
)

// TestQueriesIngestedParquet queries a file written by the ingestion
// pipeline (Apache Arrow's pqarrow writer, as uploads are converted), not
// by DuckDB: its types (timestamps in UTC, dates, nulls) read back as the
// API shows them.
func TestQueriesIngestedParquet(t *testing.T) {
	csv := "id,email,signup,day,score,note\n" +
		"1,ann@example.com,2024-03-01T10:00:00Z,2024-03-01,0.5,\"semi; colon\"\n" +
		"2,bob@example.com,2024-03-02T11:30:00Z,2024-03-02,,plain\n" +
		"3,cy@example.com,2024-03-03T12:00:00Z,2024-03-03,1.25,'quoted'\n"
	path := filepath.Join(t.TempDir(), "ingested.parquet")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	open := func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(csv)), nil }
	if _, err := ingest.Convert(t.Context(), open, ingest.FileOutput(f), ingest.Options{Format: ingest.FormatCSV}); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	e := NewEngine(Limits{})
	res := query(t, e, path, "SELECT * FROM data ORDER BY id", 10)
	want := `[{"id":1,"email":"ann@example.com","signup":"2024-03-01T10:00:00Z","day":"2024-03-01","score":0.5,"note":"semi; colon"},` +
		`{"id":2,"email":"bob@example.com","signup":"2024-03-02T11:30:00Z","day":"2024-03-02","score":null,"note":"plain"},` +
		`{"id":3,"email":"cy@example.com","signup":"2024-03-03T12:00:00Z","day":"2024-03-03","score":1.25,"note":"'quoted'"}]`
	if got := rowsJSON(t, res); got != want {
		t.Fatalf("rows:\n got %s\nwant %s", got, want)
	}
	cols, n, err := e.Describe(t.Context(), path)
	if err != nil || n != 3 || len(cols) != 6 {
		t.Fatalf("describe: %v %d %v", cols, n, err)
	}
}
