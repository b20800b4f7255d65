package scans

// Split scans: a parquet file larger than Config.ScanPartBytes is scanned
// in parts of whole row groups (datascan.Table.Plan), each a part of the
// scan job (jobrun.Run.Split) that any worker runs. A part stores its
// collector's state at "<results prefix>parts/<index>.json", the same
// content however often it runs; the merge absorbs the parts in order,
// which gives exactly the result of one scan of the file, and stores it
// as a run of the scan stores its results. The settling removes the parts.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/apache/arrow/go/v17/parquet"

	"bulwark/shared/blob"
	"bulwark/shared/datascan"
	"bulwark/shared/errs"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/records"
)

// scanPart is the input of one part of a split scan.
type scanPart struct {
	RowGroups datascan.RowGroupRange `json:"row_groups"`
}

// partKey is where a part of a scan stores its collector's state.
func partKey(workspace, datasetID, scanID string, index int) string {
	return fmt.Sprintf("%sparts/%05d.json", resultsPrefix(workspace, datasetID, scanID), index)
}

// scanOrSplit scans a parquet file of the blob store, or, when it is
// larger than one part, splits the job (returning jobrun.ErrSplit).
func scanOrSplit(ctx context.Context, d *platform.Deps, r *jobrun.Run, key string, sc *datascan.Scanner, col *datascan.Collector, o datascan.ScanOptions) (datascan.Summary, error) {
	tbl, closeTable, err := openParquet(ctx, d, key)
	if err != nil {
		return datascan.Summary{}, err
	}
	defer closeTable()
	if plan := tbl.Plan(d.Config.ScanPartBytes); len(plan) > 1 {
		parts := make([]any, len(plan))
		for i, rg := range plan {
			parts[i] = scanPart{RowGroups: rg}
		}
		return datascan.Summary{}, r.Split(ctx, parts)
	}
	return sc.ScanTable(ctx, tbl, o, col)
}

// runScanPart scans one part and stores its state.
func (t *tasks) runScanPart(ctx context.Context, p *jobrun.PartRun) error {
	d, ws := t.d, p.Job.WorkspaceID
	in, err := decode[scanInput](p.Job.Input)
	if err != nil {
		return jobrun.Failf(codeInternal, "the job's input is unreadable")
	}
	part, err := decode[scanPart](p.Input)
	if err != nil {
		return jobrun.Failf(codeInternal, "the part's input is unreadable")
	}
	s, _, err := records.Get[Scan](ctx, d.Main, ScanKey(ws, in.DatasetID, in.ScanID))
	if errors.Is(err, errs.ErrNotFound) {
		return jobrun.Failf(CodeScanNotFound, "the scan record is gone")
	}
	if err != nil {
		return err
	}
	v, err := readyVersion(ctx, d, ws, s.DatasetID, s.Version)
	if err != nil {
		return err
	}
	sc, err := s.Settings.scanner()
	if err != nil {
		return jobrun.Failf(codeInternal, "the scan's settings do not compile: %v", err)
	}
	tbl, closeTable, err := openParquet(ctx, d, v.ParquetKey)
	if err != nil {
		return failure(err)
	}
	defer closeTable()
	col := datascan.NewCollector()
	sum, err := sc.ScanTable(ctx, tbl, datascan.ScanOptions{
		SampleRows: s.SampleRows, Seed: seed(s.ID), RowGroups: &part.RowGroups,
		Progress: func(done, total int64) error { return p.Progress(ctx) },
	}, col)
	if err != nil {
		return failure(err)
	}
	body, err := json.Marshal(col.Partial(sum))
	if err != nil {
		return err
	}
	key := partKey(ws, s.DatasetID, s.ID, p.Index)
	if err := d.Blobs.Put(ctx, key, bytes.NewReader(body), "application/json"); err != nil {
		return fmt.Errorf("scans: store part %d: %w", p.Index, err)
	}
	// A part that finds its job ended removes what it wrote, in case the
	// settling already ran; one that lost the part to another run leaves
	// it, since that run writes the same.
	if err := p.Checkpoint(ctx); err != nil {
		wctx := context.WithoutCancel(ctx)
		if j, gerr := jobrun.Get(wctx, d, ws, p.Job.ID); gerr == nil && (jobrun.Terminal(j.Status) || j.CancelRequested) {
			_ = d.Blobs.Delete(wctx, key)
		}
		return err
	}
	return nil
}

// mergeScan absorbs the parts in order and stores the scan's results.
func (t *tasks) mergeScan(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
	d, ws := t.d, r.Job.WorkspaceID
	in, err := decode[scanInput](r.Job.Input)
	if err != nil || r.Job.Parts == nil {
		return nil, jobrun.Failf(codeInternal, "the job's input is unreadable")
	}
	col := datascan.NewCollector()
	var rows datascan.RowCounts
	n := r.Job.Parts.Total
	for i := range n {
		rc, _, err := d.Blobs.Get(ctx, partKey(ws, in.DatasetID, in.ScanID, i))
		if err != nil {
			return nil, fmt.Errorf("scans: read part %d: %w", i, err)
		}
		var p datascan.Partial
		err = json.NewDecoder(rc).Decode(&p)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("scans: decode part %d: %w", i, err)
		}
		col.Absorb(p, &rows)
		if err := r.Progress(ctx, 99, fmt.Sprintf("merging the parts: %d of %d", i+1, n)); err != nil {
			return nil, err
		}
	}
	sum := col.Summary()
	sum.RowsTotal, sum.RowsScanned, sum.Sampled = rows.Total, rows.Scanned, rows.Sampled
	start := d.Clock.Now()
	if r.Job.StartedAt != nil {
		start = *r.Job.StartedAt
	}
	return storeScan(ctx, d, r, in, col, sum, start)
}

// openParquet opens a parquet file of the blob store. A store that reads
// ranges serves the footer and then only the column chunks a scan reads
// (one request each), so a part of a multi-GB file costs its own row
// groups; another store's file is downloaded first.
func openParquet(ctx context.Context, d *platform.Deps, key string) (*datascan.Table, func(), error) {
	var src parquet.ReaderAtSeeker
	cleanup := func() {}
	if rg, ok := d.Blobs.(blob.Ranger); ok {
		a, err := d.Blobs.Stat(ctx, key)
		if err != nil {
			return nil, nil, err
		}
		src = &rangeFile{ctx: ctx, r: rg, key: key, size: a.Size}
	} else {
		f, done, err := download(ctx, d, key)
		if err != nil {
			return nil, nil, err
		}
		src, cleanup = f, done
	}
	tbl, err := datascan.OpenTable(src)
	if err != nil {
		cleanup()
		return nil, nil, fmt.Errorf("%w (%w)", err, errs.ErrInvalid)
	}
	return tbl, func() {
		tbl.Close()
		cleanup()
	}, nil
}

// rangeFile is an object of the blob store read as a file: each ReadAt
// is one range request.
type rangeFile struct {
	ctx       context.Context
	r         blob.Ranger
	key       string
	size, pos int64
}

func (f *rangeFile) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, fmt.Errorf("scans: read %s at %d: %w", f.key, off, errs.ErrInvalid)
	}
	if off >= f.size {
		return 0, io.EOF
	}
	n := min(int64(len(p)), f.size-off)
	rc, err := f.r.GetRange(f.ctx, f.key, off, n)
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	got, err := io.ReadFull(rc, p[:n])
	if err == nil && n < int64(len(p)) {
		err = io.EOF
	}
	return got, err
}

func (f *rangeFile) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += f.pos
	case io.SeekEnd:
		offset += f.size
	default:
		return 0, fmt.Errorf("scans: seek %s: bad whence %d: %w", f.key, whence, errs.ErrInvalid)
	}
	if offset < 0 {
		return 0, fmt.Errorf("scans: seek %s before its start: %w", f.key, errs.ErrInvalid)
	}
	f.pos = offset
	return offset, nil
}
