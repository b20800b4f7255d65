package scans

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"bulwark/shared/datascan"
	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/heal"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/secrets"
)

// Tasks registers the scan and heal tasks (a platform.TaskBuilder).
func Tasks(d *platform.Deps) (jobs.Dispatcher, error) {
	t := &tasks{d: d}
	return jobs.Dispatcher{
		TypeScan: jobrun.Task(d, jobrun.Kind{Type: TypeScan, Run: t.runScan, Settle: t.settleScan, RunPart: t.runScanPart, Merge: t.mergeScan}),
		TypeHeal: jobrun.Task(d, jobrun.Kind{Type: TypeHeal, Run: t.runHeal, Settle: t.settleHeal}),
	}, nil
}

var _ platform.TaskBuilder = Tasks

type tasks struct{ d *platform.Deps }

// scanInput is a scan job's input.
type scanInput struct {
	ScanID    string `json:"scan_id"`
	DatasetID string `json:"dataset_id"`
}

// scanOutput is what a succeeded scan run leaves for its settling.
type scanOutput struct {
	Prefix string `json:"prefix"`
	Stats  *Stats `json:"stats"`
}

func decode[T any](raw json.RawMessage) (T, error) {
	var v T
	if len(raw) == 0 {
		return v, errors.New("scans: the job has no input")
	}
	err := json.Unmarshal(raw, &v)
	return v, err
}

// failure turns an error of a run into the job's outcome: problems with
// the data and refusals are permanent failures with a stable code;
// cancellation, a lost lease and other errors (retried) pass through.
func failure(err error) error {
	var ee *errs.Error
	var f *jobrun.Failure
	switch {
	case err == nil, errors.Is(err, jobrun.ErrCancelled), errors.Is(err, jobrun.ErrLeaseLost), errors.As(err, &f):
		return err
	case errors.Is(err, errs.ErrUnavailable), errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		// A read of the file that failed for now (S3 throttling, a reset
		// connection, the run stopped) is retried, never read as a broken
		// file: scans read their parquet in ranges from the store.
		return err
	case errors.Is(err, datascan.ErrUnreadable):
		return jobrun.Failf(CodeDatasetUnread, "the version's parquet file cannot be read")
	case errors.As(err, &ee) && !errors.Is(err, errs.ErrUnavailable):
		return &jobrun.Failure{Code: ee.Code, Message: ee.Message}
	case errors.Is(err, errs.ErrNotFound):
		return jobrun.Failf(CodeVersionNotFound, "the version's data is no longer in the store")
	}
	return err
}

// readyVersion returns a version that must still be ready.
func readyVersion(ctx context.Context, d *platform.Deps, workspace, datasetID string, n int) (datasets.Version, error) {
	v, err := datasets.GetVersion(ctx, d, workspace, datasetID, n)
	if errors.Is(err, errs.ErrNotFound) {
		return v, jobrun.Failf(CodeVersionNotFound, "version %d of the dataset no longer exists", n)
	}
	if err != nil {
		return v, err
	}
	if v.Status != datasets.VersionReady || v.ParquetKey == "" {
		return v, jobrun.Failf(CodeDatasetNotReady, "version %d of the dataset is %s, not ready", n, v.Status)
	}
	return v, nil
}

// download copies a blob to a temporary file, positioned at its start.
// The caller closes and removes it (cleanup).
func download(ctx context.Context, d *platform.Deps, key string) (*os.File, func(), error) {
	rc, _, err := d.Blobs.Get(ctx, key)
	if err != nil {
		return nil, nil, err
	}
	defer rc.Close()
	f, err := os.CreateTemp("", "bulwark-scan-*.parquet")
	if err != nil {
		return nil, nil, err
	}
	cleanup := func() {
		f.Close()
		os.Remove(f.Name())
	}
	if _, err := io.Copy(f, rc); err != nil {
		cleanup()
		return nil, nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		cleanup()
		return nil, nil, err
	}
	return f, cleanup, nil
}

// progress maps a fraction of a step onto the job's percentage range
// [from, to].
func progress(ctx context.Context, r *jobrun.Run, from, to int, what string) func(done, total int64) error {
	return func(done, total int64) error {
		pct := from
		if total > 0 {
			pct = from + int(int64(to-from)*done/total)
		}
		return r.Progress(ctx, pct, fmt.Sprintf("%s: %d of %d", what, done, total))
	}
}

// scanJob is what a scan's run and each of its parts start from.
type scanJob struct {
	in scanInput
	s  Scan
	v  datasets.Version
	sc *datascan.Scanner
}

// loadScan reads a scan job's input, its scan record (marked running when
// start is set: the job's own run), the version, which must still be
// ready, and the scan's compiled settings: the setup of the run and of
// each part of a split scan.
func (t *tasks) loadScan(ctx context.Context, j jobrun.Job, start bool) (scanJob, error) {
	d, ws := t.d, j.WorkspaceID
	var sj scanJob
	var err error
	if sj.in, err = decode[scanInput](j.Input); err != nil {
		return sj, jobrun.Failf(codeInternal, "the job's input is unreadable")
	}
	if start {
		sj.s, err = mutate(ctx, d, ws, sj.in.DatasetID, sj.in.ScanID, func(s *Scan) { s.Status = StatusRunning })
	} else {
		sj.s, _, err = records.Get[Scan](ctx, d.Main, ScanKey(ws, sj.in.DatasetID, sj.in.ScanID))
	}
	if errors.Is(err, errs.ErrNotFound) {
		return sj, jobrun.Failf(CodeScanNotFound, "the scan record is gone")
	}
	if err != nil {
		return sj, err
	}
	if sj.v, err = readyVersion(ctx, d, ws, sj.s.DatasetID, sj.s.Version); err != nil {
		return sj, err
	}
	if sj.sc, err = sj.s.Settings.scanner(); err != nil {
		return sj, jobrun.Failf(codeInternal, "the scan's settings do not compile: %v", err)
	}
	return sj, nil
}

func (t *tasks) runScan(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
	d := t.d
	sj, err := t.loadScan(ctx, r.Job, true)
	if err != nil {
		return nil, err
	}
	start := d.Clock.Now()
	col := datascan.NewCollector()
	var sum datascan.Summary
	if sj.s.Kind == datasets.Images {
		sum, err = scanImages(ctx, d, r.Job.WorkspaceID, sj.s.DatasetID, sj.s.Version, sj.v, sj.sc, col, sj.s.SampleRows, progress(ctx, r, 2, 95, "images checked"))
	} else {
		sum, err = t.scanParquet(ctx, r, nil, sj, col, progress(ctx, r, 2, 95, "rows scanned"))
	}
	if errors.Is(err, jobrun.ErrSplit) {
		return nil, err
	}
	if err != nil {
		return nil, failure(err)
	}
	return storeScan(ctx, d, r, sj.in, collected(col), sum, start)
}

// scanParquet scans the version's parquet file into col: the row groups
// of one part when part is set, else the whole file, unless it is larger
// than one part: then it splits the run's job into parts and returns
// jobrun.ErrSplit.
func (t *tasks) scanParquet(ctx context.Context, r *jobrun.Run, part *scanPart, sj scanJob, col *datascan.Collector, prog func(done, total int64) error) (datascan.Summary, error) {
	var known scanPart
	if part != nil {
		known = *part
	}
	pf, err := openParquet(ctx, t.d, sj.v.ParquetKey, known.Size, known.FooterBytes)
	if err != nil {
		return datascan.Summary{}, err
	}
	defer pf.Close()
	o := datascan.ScanOptions{SampleRows: sj.s.SampleRows, Seed: seed(sj.s.ID), Progress: prog, Workers: t.d.Config.ScanThreads}
	rg := datascan.RowGroupRange{From: 0, To: pf.NumRowGroups()}
	if part != nil {
		rg = part.RowGroups
		o.RowGroups = &rg
	} else if plan := pf.Plan(t.d.Config.ScanPartBytes); len(plan) > 1 {
		parts := make([]any, len(plan))
		for i, p := range plan {
			parts[i] = scanPart{RowGroups: p, Size: pf.size, FooterBytes: pf.FooterBytes()}
		}
		return datascan.Summary{}, r.Split(ctx, parts)
	}
	pf.expect(pf.ChunkRanges(rg.From, rg.To))
	return sj.sc.ScanTable(ctx, pf.Table, o, col)
}

// storeScan stores a finished scan's results under the run's prefix and
// leaves them for the settling.
func storeScan(ctx context.Context, d *platform.Deps, r *jobrun.Run, in scanInput, groups findingGroups, sum datascan.Summary, start time.Time) (map[string]any, error) {
	prefix := resultsPrefix(r.Job.WorkspaceID, in.DatasetID, in.ScanID) + r.ID + "/"
	if err := writeResults(ctx, d, prefix, groups, sum); err != nil {
		return nil, err
	}
	st := stats(sum)
	st.DurationMS = d.Clock.Now().Sub(start).Milliseconds()
	// A last checkpoint: a run that lost its job removes its results.
	if err := r.Progress(ctx, 99, "storing the results"); err != nil {
		if errors.Is(err, jobrun.ErrLeaseLost) {
			_, _ = datasets.DeletePrefix(context.WithoutCancel(ctx), d, prefix, nil)
		}
		return nil, err
	}
	r.Output = scanOutput{Prefix: prefix, Stats: st}
	return scanDetails(in.ScanID, st), nil
}

// scanDetails are the figures shown on a succeeded scan job.
func scanDetails(scanID string, st *Stats) map[string]any {
	out := map[string]any{
		"scan_id": scanID, "rows_scanned": st.RowsScanned, "rows_total": st.RowsTotal, "sampled": st.Sampled,
		"cells_scanned": st.CellsScanned, "bytes_scanned": st.BytesScanned, "findings_total": st.FindingsTotal,
		"duration_ms": st.DurationMS,
	}
	if st.DurationMS > 0 && st.BytesScanned > 0 {
		out["throughput_mb_s"] = float64(st.BytesScanned) / 1e6 / (float64(st.DurationMS) / 1000)
	}
	return out
}

// seed derives the sampling seed from the scan id, so that a scan's
// sample is the same on every attempt.
func seed(scanID string) uint64 {
	sum := sha256.Sum256([]byte(scanID))
	var s uint64
	for _, b := range sum[:8] {
		s = s<<8 | uint64(b)
	}
	return s
}

// settleScan records the outcome on the scan record and removes results
// that are not the winning run's (all of them when the scan did not
// succeed).
func (t *tasks) settleScan(ctx context.Context, j jobrun.Job) (map[string]any, error) {
	d := t.d
	in, err := decode[scanInput](j.Input)
	if err != nil {
		return nil, err
	}
	keep := ""
	s, err := settleRecord(ctx, d, j, in.DatasetID, in.ScanID, func(s *Scan) error {
		if j.Status != jobrun.StatusSucceeded {
			return nil
		}
		out, err := decode[scanOutput](j.Output)
		if err != nil {
			return err
		}
		s.ResultPrefix, s.Stats, keep = out.Prefix, out.Stats, out.Prefix
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if err := removeResults(ctx, d, j.WorkspaceID, in.DatasetID, in.ScanID, keep); err != nil {
		return nil, err
	}
	return map[string]any{"scan": viewOf(s)}, nil
}

// settleRecord ends a scan record with its job's status; fill adds the
// results of a success.
func settleRecord(ctx context.Context, d *platform.Deps, j jobrun.Job, datasetID, scanID string, fill func(s *Scan) error) (Scan, error) {
	var ferr error
	s, err := mutate(ctx, d, j.WorkspaceID, datasetID, scanID, func(s *Scan) {
		now := d.Clock.Now()
		s.Status, s.FinishedAt = j.Status, &now
		s.ErrorCode, s.Error = j.ErrorCode, j.Error
		ferr = fill(s)
	})
	if err == nil {
		err = ferr
	}
	return s, err
}

// removeResults deletes the result blobs of a scan, except those under
// keep.
func removeResults(ctx context.Context, d *platform.Deps, workspace, datasetID, scanID, keep string) error {
	prefix := resultsPrefix(workspace, datasetID, scanID)
	cursor := ""
	for {
		page, err := d.Blobs.List(ctx, prefix, cursor, 1000)
		if err != nil {
			return err
		}
		for _, o := range page.Objects {
			if keep != "" && strings.HasPrefix(o.Key, keep) {
				continue
			}
			if err := d.Blobs.Delete(ctx, o.Key); err != nil {
				return err
			}
		}
		if page.Next == "" {
			return nil
		}
		cursor = page.Next
	}
}

// healInput is a heal job's input.
type healInput struct {
	DatasetID     string      `json:"dataset_id"`
	SourceVersion int         `json:"source_version"`
	Version       int         `json:"version"`
	ScanID        string      `json:"scan_id"`
	VerifyScanID  string      `json:"verification_scan_id"`
	Rules         []heal.Rule `json:"rules"`
	DropColumns   []string    `json:"drop_columns"`
	// FoundIn are the columns where the scan found something: a number
	// or date column is rewritten (as text) only when it is one of them.
	FoundIn   []string `json:"found_in,omitempty"`
	Dimension string   `json:"dimension,omitempty"`
}

// healOutput is what a succeeded heal run leaves for its settling.
type healOutput struct {
	Result     datasets.Result `json:"result"`
	Prefix     string          `json:"prefix"`
	Verify     *Stats          `json:"verify"`
	Heal       *heal.Stats     `json:"heal,omitempty"`
	ImageStats *ImageHealed    `json:"image_stats,omitempty"`
}

// saltName is the deployment secret the hashing salts derive from.
const saltName = secrets.NameDatasetHealSalt

// salt is a dataset's hashing salt: HMAC-SHA256 of the workspace and
// dataset ids under a deployment secret, so it is stable for the dataset
// and never stored.
func salt(ctx context.Context, d *platform.Deps, workspace, datasetID string) ([]byte, error) {
	key, err := secrets.GetOrCreate(ctx, d.Secrets, saltName, 32)
	if err != nil {
		return nil, fmt.Errorf("scans: salt key: %w", err)
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(workspace + "/" + datasetID))
	return m.Sum(nil), nil
}

func (t *tasks) runHeal(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
	d, ws := t.d, r.Job.WorkspaceID
	in, err := decode[healInput](r.Job.Input)
	if err != nil || in.Version == 0 {
		return nil, jobrun.Failf(codeInternal, "the job's input is unreadable")
	}
	src, _, err := records.Get[Scan](ctx, d.Main, ScanKey(ws, in.DatasetID, in.ScanID))
	if errors.Is(err, errs.ErrNotFound) {
		return nil, jobrun.Failf(CodeScanNotFound, "the scan the healing is based on is gone")
	}
	if err != nil {
		return nil, err
	}
	v, err := readyVersion(ctx, d, ws, in.DatasetID, in.SourceVersion)
	if err != nil {
		return nil, err
	}
	if _, err := mutate(ctx, d, ws, in.DatasetID, in.VerifyScanID, func(s *Scan) { s.Status = StatusRunning }); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return nil, err
	}
	sc, err := src.Settings.scanner()
	if err != nil {
		return nil, jobrun.Failf(codeInternal, "the scan's settings do not compile: %v", err)
	}
	start := d.Clock.Now()
	newPrefix := datasets.VersionPrefix(ws, in.DatasetID, in.Version)
	verify := datascan.NewCollector()
	var out healOutput
	if src.Kind == datasets.Images {
		out, err = healImages(ctx, d, r, in, v, sc, verify, newPrefix)
	} else {
		out, err = t.healTable(ctx, r, in, v, sc, verify, newPrefix)
	}
	if err != nil {
		return nil, failure(err)
	}
	out.Verify.DurationMS = d.Clock.Now().Sub(start).Milliseconds()
	if err := r.Progress(ctx, 99, "publishing the healed version"); err != nil {
		if errors.Is(err, jobrun.ErrLeaseLost) {
			wctx := context.WithoutCancel(ctx)
			_, _ = datasets.DeletePrefix(wctx, d, out.Prefix, nil)
			_ = removeRunBlobs(wctx, d, newPrefix, r.ID)
		}
		return nil, err
	}
	r.Output = out
	details := map[string]any{
		"dataset_id": in.DatasetID, "version": in.Version, "source_version": in.SourceVersion, "scan_id": in.ScanID,
		"verification_scan_id": in.VerifyScanID, "remaining": remaining(out.Verify, in.Rules),
	}
	if out.Heal != nil {
		details["rows_in"], details["rows_out"], details["rows_dropped"] = out.Heal.RowsIn, out.Heal.RowsOut, out.Heal.RowsDropped
		details["cells_changed"], details["columns_dropped"] = out.Heal.CellsChanged, out.Heal.ColumnsDropped
	}
	if out.ImageStats != nil {
		details["images"] = out.ImageStats
	}
	return details, nil
}

// remaining counts, in the verification scan, the findings of categories
// a rule healed everywhere (no column restriction): zero when healing
// did its job.
func remaining(st *Stats, rules []heal.Rule) map[string]int64 {
	out := map[string]int64{}
	for _, r := range rules {
		if r.Category == "" || r.Column != "" || r.Action == heal.StripMetadata {
			continue
		}
		out[r.Category] = 0
		for _, t := range st.Totals {
			if t.Category == r.Category {
				out[r.Category] = t.Count
			}
		}
	}
	return out
}

// removeRunBlobs deletes the blobs a run wrote under a version prefix
// (their names carry the run id).
func removeRunBlobs(ctx context.Context, d *platform.Deps, prefix, runID string) error {
	page, err := d.Blobs.List(ctx, prefix, "", 1000)
	for err == nil {
		for _, o := range page.Objects {
			if strings.Contains(o.Key, runID) {
				if err := d.Blobs.Delete(ctx, o.Key); err != nil {
					return err
				}
			}
		}
		if page.Next == "" {
			return nil
		}
		page, err = d.Blobs.List(ctx, prefix, page.Next, 1000)
	}
	return err
}

// healTable rewrites the source parquet file, stores it as the new
// version's, and scans it.
func (t *tasks) healTable(ctx context.Context, r *jobrun.Run, in healInput, v datasets.Version, sc *datascan.Scanner, verify *datascan.Collector, newPrefix string) (healOutput, error) {
	d, ws := t.d, r.Job.WorkspaceID
	saltBytes, err := salt(ctx, d, ws, in.DatasetID)
	if err != nil {
		return healOutput{}, err
	}
	f, cleanup, err := download(ctx, d, v.ParquetKey)
	if err != nil {
		return healOutput{}, err
	}
	defer cleanup()
	tbl, err := datascan.OpenTable(f)
	if err != nil {
		return healOutput{}, err
	}
	defer tbl.Close()
	out, err := os.CreateTemp("", "bulwark-heal-*.parquet")
	if err != nil {
		return healOutput{}, err
	}
	defer func() {
		out.Close()
		os.Remove(out.Name())
	}()
	plan := &heal.Plan{Rules: in.Rules, Scanner: sc, Salt: saltBytes, DropColumns: in.DropColumns, FoundIn: in.FoundIn}
	hs, o, err := heal.Parquet(ctx, tbl, out, plan, progress(ctx, r, 2, 60, "rows healed"))
	if err != nil {
		return healOutput{}, err
	}
	size, err := out.Seek(0, io.SeekCurrent)
	if err != nil {
		return healOutput{}, err
	}
	if _, err := out.Seek(0, io.SeekStart); err != nil {
		return healOutput{}, err
	}
	if err := r.Progress(ctx, 62, "storing the healed version"); err != nil {
		return healOutput{}, err
	}
	key := newPrefix + "data-" + r.ID + ".parquet"
	if err := d.Blobs.Put(ctx, key, out, "application/vnd.apache.parquet"); err != nil {
		return healOutput{}, err
	}
	if _, err := out.Seek(0, io.SeekStart); err != nil {
		return healOutput{}, err
	}
	sum, err := sc.ScanParquet(ctx, out, datascan.ScanOptions{Progress: progress(ctx, r, 65, 95, "rows verified"), Workers: d.Config.ScanThreads}, verify)
	if err != nil {
		return healOutput{}, err
	}
	prefix := resultsPrefix(ws, in.DatasetID, in.VerifyScanID) + r.ID + "/"
	if err := writeResults(ctx, d, prefix, collected(verify), sum); err != nil {
		return healOutput{}, err
	}
	return healOutput{
		Result: datasets.Result{
			Format: ingest.FormatParquet, RowCount: o.Rows, RowGroups: o.RowGroups, Columns: columnsOf(o),
			SourceBytes: size, ParquetBytes: size, StoredBytes: size, ParquetKey: key,
		},
		Prefix: prefix, Verify: stats(sum), Heal: &hs,
	}, nil
}

// jsonTypeKey is the field metadata ingest marks JSON text columns with
// (ingest does not export it).
const jsonTypeKey = "bulwark.type"

// columnsOf describes the healed file's columns as ingest describes a
// converted file's.
func columnsOf(o heal.Output) []ingest.Column {
	out := []ingest.Column{}
	for _, f := range o.Schema.Fields() {
		typ := f.Type.String()
		if v, ok := f.Metadata.GetValue(jsonTypeKey); ok {
			typ = v
		}
		out = append(out, ingest.Column{Name: f.Name, Type: typ, Nullable: f.Nullable})
	}
	return out
}

// settleHeal publishes the healed version with its lineage and its
// verification scan, or abandons it.
func (t *tasks) settleHeal(ctx context.Context, j jobrun.Job) (map[string]any, error) {
	d, ws := t.d, j.WorkspaceID
	in, err := decode[healInput](j.Input)
	if err != nil {
		return nil, err
	}
	if in.Version == 0 {
		// The request failed before the version was added.
		return nil, nil
	}
	if j.Status != jobrun.StatusSucceeded {
		status := datasets.VersionFailed
		if j.Status == jobrun.StatusCancelled {
			status = datasets.VersionCancelled
		}
		if err := datasets.Abandon(ctx, d, ws, in.DatasetID, in.Version, status, j.ErrorCode, j.Error); err != nil {
			return nil, err
		}
		if _, err := settleRecord(ctx, d, j, in.DatasetID, in.VerifyScanID, func(*Scan) error { return nil }); err != nil && !errors.Is(err, errs.ErrNotFound) {
			return nil, err
		}
		return map[string]any{"dataset": map[string]any{"id": in.DatasetID, "version": in.Version}},
			removeResults(ctx, d, ws, in.DatasetID, in.VerifyScanID, "")
	}
	out, err := decode[healOutput](j.Output)
	if err != nil {
		return nil, err
	}
	l := Lineage{
		ParentVersion: in.SourceVersion, ScanID: in.ScanID, JobID: j.ID, Actions: in.Rules, Dimension: in.Dimension,
		Stats: out.Heal, ImageStats: out.ImageStats, VerificationScanID: in.VerifyScanID, CreatedAt: d.Clock.Now(),
	}
	// The lineage is written first: the version is never ready without it.
	if err := records.Put(ctx, d.Main, lineageKey(ws, in.DatasetID, in.Version), l, timeZero); err != nil {
		return nil, err
	}
	if _, _, err := datasets.Complete(ctx, d, ws, in.DatasetID, in.Version, out.Result); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return nil, nil // the dataset was deleted meanwhile
		}
		return nil, err
	}
	if _, err := settleRecord(ctx, d, j, in.DatasetID, in.VerifyScanID, func(s *Scan) error {
		s.ResultPrefix, s.Stats = out.Prefix, out.Verify
		return nil
	}); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return nil, err
	}
	if err := removeResults(ctx, d, ws, in.DatasetID, in.VerifyScanID, out.Prefix); err != nil {
		return nil, err
	}
	return map[string]any{"dataset": map[string]any{"id": in.DatasetID, "version": in.Version, "lineage": l}}, nil
}
