package playground

import (
	"testing"
	"time"
)

// benchQuery runs q on a 1M-row fixture once per iteration, each in a
// fresh sandbox as the endpoint does.
func benchQuery(b *testing.B, q string, limit int) {
	path := fixture(b, 1_000_000)
	e := NewEngine(Limits{})
	b.ResetTimer()
	for b.Loop() {
		if _, err := e.Query(b.Context(), path, q, limit); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAggregate1M: a grouped aggregate over the whole table.
func BenchmarkAggregate1M(b *testing.B) {
	benchQuery(b, "SELECT grp, count(*) AS n, avg(amount) AS avg_amount, max(ts) AS last FROM data GROUP BY grp ORDER BY grp", 100)
}

// BenchmarkFirstRows1M: the first 100 rows of SELECT *, where the row limit
// pushed into DuckDB saves reading the rest.
func BenchmarkFirstRows1M(b *testing.B) {
	benchQuery(b, "SELECT * FROM data", 100)
}

// BenchmarkSandboxOverhead: a pre-started worker process, a fresh
// database, its locked configuration and the view, around a trivial
// statement: what every statement costs. Statements come back to back, so
// the pool's refill (a process start) runs beside each one.
func BenchmarkSandboxOverhead(b *testing.B) {
	benchQuery(b, "SELECT 1 AS x", 1)
}

// BenchmarkSandboxOverheadReadyWorker: the same, each statement finding
// the pool refilled (the timer stops while it refills), as statements
// that do not come back to back do.
func BenchmarkSandboxOverheadReadyWorker(b *testing.B) {
	path := fixture(b, 1_000_000)
	e := NewEngine(Limits{})
	for b.Loop() {
		if _, err := e.Query(b.Context(), path, "SELECT 1 AS x", 1); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		for {
			workers.mu.Lock()
			full := len(workers.idle) >= workers.target
			workers.mu.Unlock()
			if full {
				break
			}
			time.Sleep(time.Millisecond)
		}
		b.StartTimer()
	}
}

// BenchmarkSandboxOverheadFreshWorker: the same in a worker started for
// the statement (what the pool saves: the start of the binary).
func BenchmarkSandboxOverheadFreshWorker(b *testing.B) {
	path := fixture(b, 1_000_000)
	e := NewEngine(Limits{})
	req := workerRequest{MemoryMB: e.lim.MemoryMB, Threads: e.lim.Threads, Timeout: e.lim.Timeout,
		MaxResultBytes: e.lim.MaxResultBytes, CapMB: e.lim.WorkerMemoryMB, Path: path, Kind: KindQuery, SQL: "SELECT 1 AS x", Limit: 1}
	for b.Loop() {
		w, err := startWorker()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := w.query(b.Context(), e, req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSandboxOverheadInProcess: the same without a worker process,
// in this process (what the worker itself does).
func BenchmarkSandboxOverheadInProcess(b *testing.B) {
	path := fixture(b, 1_000_000)
	e := NewEngine(Limits{})
	for b.Loop() {
		if _, err := e.execute(b.Context(), path, Statement{Kind: KindQuery, SQL: "SELECT 1 AS x"}, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClassify: the classifier alone.
func BenchmarkClassify(b *testing.B) {
	q := `WITH recent AS (SELECT * FROM data WHERE ts > TIMESTAMP '2024-01-01 00:10:00' AND note LIKE '%;%')
SELECT grp, count(*) AS n, avg(amount) AS avg_amount -- per group
FROM recent /* the CTE */ GROUP BY grp HAVING count(*) > 10 ORDER BY n DESC`
	for b.Loop() {
		if _, err := Classify(q); err != nil {
			b.Fatal(err)
		}
	}
}
