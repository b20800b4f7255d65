// Command ingest measures CSV to parquet ingestion throughput: it
// generates a synthetic CSV (ingest.SyntheticCSV: ids, names, e-mail
// addresses, amounts, booleans, dates, timestamps, free text), converts
// it with the same code and settings as the ingestion job, and prints
// source MB/s (wall clock and CPU time) for each run and the median.
//
//	go run ./scripts/bench/ingest -size-mb 100 -runs 3
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"time"

	"bulwark/shared/cputime"
	"bulwark/shared/ingest"
)

func main() {
	sizeMB := flag.Int("size-mb", 100, "size of the generated CSV in MB (10^6 bytes)")
	runs := flag.Int("runs", 3, "conversions to time")
	flag.Parse()

	src := ingest.SyntheticCSV(*sizeMB * 1_000_000)
	fmt.Printf("source: %.1f MB CSV, GOMAXPROCS=%d, %s/%s\n", float64(len(src))/1e6, runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH)
	var walls []float64
	for i := range *runs {
		out, err := os.CreateTemp("", "bulwark-bench-*.parquet")
		if err != nil {
			fail(err)
		}
		runtime.GC()
		cpu0 := cputime.Process()
		start := time.Now()
		res, err := ingest.Convert(context.Background(), func() (io.ReadCloser, error) {
			return io.NopCloser(bytes.NewReader(src)), nil
		}, ingest.FileOutput(out), ingest.Options{Format: ingest.FormatCSV})
		wall := time.Since(start)
		cpu := cputime.Process() - cpu0
		if err != nil {
			fail(err)
		}
		size, _ := out.Seek(0, io.SeekCurrent)
		out.Close()
		os.Remove(out.Name())
		mb := float64(len(src)) / 1e6
		walls = append(walls, mb/wall.Seconds())
		fmt.Printf("run %d: %d rows, %d row groups, parquet %.1f MB (%.0f%% of the CSV), %.2fs wall %.1f MB/s, %.2fs CPU %.1f MB/s per CPU-second\n",
			i+1, res.Rows, res.RowGroups, float64(size)/1e6, 100*float64(size)/float64(len(src)),
			wall.Seconds(), mb/wall.Seconds(), cpu.Seconds(), mb/cpu.Seconds())
	}
	sort.Float64s(walls)
	fmt.Printf("median: %.1f MB/s (wall clock)\n", walls[len(walls)/2])
}

// cpuTime is the user+system CPU time of the process so far.

func fail(err error) {
	fmt.Fprintln(os.Stderr, "ingest bench:", err)
	os.Exit(1)
}
