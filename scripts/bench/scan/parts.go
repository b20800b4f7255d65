package main

// The -workers mode: a scan job through the whole job pipeline (embedded
// store and blobs, the in-process queue with a pool of N workers), split
// into parts of -part-mb of parquet, once per pool size.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"bulwark/shared/blob/blobtest"
	"bulwark/shared/cputime"
	"bulwark/shared/datasets"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/queue/memqueue"
	"bulwark/shared/scans"
)

// benchParts scans the file once per pool size and prints wall and CPU
// time per run.
func benchParts(path string, pools string, partMB, threads int, detectors []string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	fmt.Printf("file %.1f MB, parts of at most %d MB of parquet, detectors %s, GOMAXPROCS %d, scan threads %d (0: one per core)\n",
		float64(st.Size())/1e6, partMB, strings.Join(detectors, ","), runtime.GOMAXPROCS(0), threads)
	fmt.Printf("%-8s %6s %10s %10s %12s %10s  %s\n", "workers", "parts", "wall", "cpu", "MB/s text", "findings", "blob requests of the scan")
	for f := range strings.SplitSeq(pools, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return fmt.Errorf("-workers: %q is not a pool size", f)
		}
		if err := benchPool(path, n, partMB, threads, detectors); err != nil {
			return err
		}
	}
	return nil
}

func benchPool(path string, workers, partMB, threads int, detectors []string) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "bulwark-bench-parts-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	cfg, err := platform.FromEnv(func(k string) string {
		switch k {
		case platform.EnvDataDir:
			return dir
		case platform.EnvRateLimit:
			return "1000000"
		case platform.EnvScanPartMB:
			return strconv.Itoa(partMB)
		case platform.EnvScanThreads:
			if threads > 0 {
				return strconv.Itoa(threads)
			}
		}
		return ""
	})
	if err != nil {
		return err
	}
	quiet := slog.New(slog.DiscardHandler)
	l, err := platform.OpenLocal(cfg, quiet)
	if err != nil {
		return err
	}
	defer l.Close()
	blobs := blobtest.NewCounting(l.Blobs)
	l.Blobs = blobs
	q := memqueue.New(memqueue.Options{Concurrency: workers, VisibilityTimeout: 15 * time.Minute})
	l.Jobs = q
	dispatch, err := platform.Dispatcher(&l.Deps, jobrun.Tasks, scans.Tasks)
	if err != nil {
		return err
	}
	wctx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = q.Consume(wctx, dispatch.Handle)
	}()
	defer func() {
		stop()
		<-done
	}()
	tn, err := identity.CreateTenant(ctx, l.Main, l.Clock, "bench@example.com", "", "bench")
	if err != nil {
		return err
	}
	dsID, err := seed(ctx, &l.Deps, tn.WorkspaceID, path)
	if err != nil {
		return err
	}
	h, _, err := platform.Handler(&l.Deps, platform.Groups{"datasets": scans.With(datasets.Routes), "jobs": jobrun.Routes})
	if err != nil {
		return err
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	call := func(method, path string, body any, out any) error {
		var rd io.Reader
		if body != nil {
			raw, _ := json.Marshal(body)
			rd = bytes.NewReader(raw)
		}
		req, _ := http.NewRequest(method, srv.URL+path, rd)
		req.Header.Set("Authorization", "Bearer "+tn.APIKey)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 300 {
			return fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, raw)
		}
		return json.Unmarshal(raw, out)
	}
	blobs.Take()
	cpu0, start := cputime.Process(), time.Now()
	var started struct {
		JobID string `json:"job_id"`
	}
	if err := call("POST", "/api/datasets/"+dsID+"/scans", map[string]any{"detectors": detectors}, &started); err != nil {
		return err
	}
	var j jobrun.View
	for {
		if err := call("GET", "/api/jobs/"+started.JobID, nil, &j); err != nil {
			return err
		}
		if jobrun.Terminal(j.Status) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	wall, cpu := time.Since(start), cputime.Process()-cpu0
	if j.Status != jobrun.StatusSucceeded {
		return fmt.Errorf("scan job %s: %v", j.Status, j.Error)
	}
	parts := 1
	if j.PartsTotal != nil {
		parts = *j.PartsTotal
	}
	mb := j.Details["bytes_scanned"].(float64) / 1e6
	fmt.Printf("%-8d %6d %10s %10s %12.1f %10.0f  %s\n", workers, parts, wall.Round(10*time.Millisecond), cpu.Round(10*time.Millisecond),
		mb/wall.Seconds(), j.Details["findings_total"].(float64), blobtest.Format(blobs.Take()))
	return nil
}

// seed adds a ready dataset holding the file, as an ingestion would; the
// file is streamed into the store (a 5 GB file is not read into memory).
func seed(ctx context.Context, d *platform.Deps, workspace, path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", err
	}
	ds, v, err := datasets.Begin(ctx, d, workspace, datasets.Spec{Name: "bench", Kind: datasets.Tabular, Format: "parquet", JobID: "bench"})
	if err != nil {
		return "", err
	}
	key := datasets.VersionPrefix(workspace, ds.ID, v.Number) + "data.parquet"
	if err := d.Blobs.Put(ctx, key, f, "application/vnd.apache.parquet"); err != nil {
		return "", err
	}
	res := datasets.Result{Format: "parquet", RowCount: 1, ParquetKey: key, ParquetBytes: st.Size(), StoredBytes: st.Size()}
	_, _, err = datasets.Complete(ctx, d, workspace, ds.ID, v.Number, res)
	return ds.ID, err
}
