package scans

// Split scans: a parquet file whose scanned columns hold more than
// Config.ScanPartBytes is scanned in parts of whole row groups
// (datascan.Table.Plan), each a part of the scan job (jobrun.Run.Split)
// that any worker runs. A part stores its collector's state at
// "<results prefix>parts/<index>.jsonl" (datascan.Collector.WritePart),
// the same content however often it runs; the merge reads the parts one
// at a time as streams into a datascan.Merge, which gives exactly the
// result of one scan of the file with bounded memory, and stores it as a
// run of the scan stores its results. The settling removes the parts.
//
// Reading: a part knows from its input the file's size and its footer's
// length (read at the split), so it reads the footer in one ranged GET and
// needs no HEAD; then the column chunks it scans, those of its row groups'
// scanned columns, lie in a few spans of the file, each read with one
// ranged GET as a stream (datascan.Table.ChunkRanges, rangeFile).

import (
	"context"
	"fmt"
	"io"
	"os"

	"bulwark/shared/datascan"
	"bulwark/shared/jobrun"
)

// scanPart is the input of one part of a split scan.
type scanPart struct {
	RowGroups datascan.RowGroupRange `json:"row_groups"`
	// Size and FooterBytes are the parquet file's, as read at the split
	// (zero in parts split before they were recorded).
	Size        int64 `json:"size,omitempty"`
	FooterBytes int64 `json:"footer_bytes,omitempty"`
}

// partKey is where a part of a scan stores its collector's state.
func partKey(workspace, datasetID, scanID string, index int) string {
	return fmt.Sprintf("%sparts/%05d.jsonl", resultsPrefix(workspace, datasetID, scanID), index)
}

// runScanPart scans one part and stores its state.
func (t *tasks) runScanPart(ctx context.Context, p *jobrun.PartRun) error {
	d, ws := t.d, p.Job.WorkspaceID
	part, err := decode[scanPart](p.Input)
	if err != nil {
		return jobrun.Failf(codeInternal, "the part's input is unreadable")
	}
	sj, err := t.loadScan(ctx, p.Job, false)
	if err != nil {
		return err
	}
	col := datascan.NewCollector()
	sum, err := t.scanParquet(ctx, nil, &part, sj, col, func(done, total int64) error { return p.Progress(ctx) })
	if err != nil {
		return failure(err)
	}
	key := partKey(ws, sj.in.DatasetID, sj.in.ScanID, p.Index)
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(col.WritePart(pw, sum)) }()
	err = d.Blobs.Put(ctx, key, pr, "application/x-ndjson")
	pr.CloseWithError(io.ErrClosedPipe) // ends the writer when Put stopped early
	if err != nil {
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

// mergeScan reads the parts in order into a Merge and stores the scan's
// results: one part at a time, as a stream, the stored findings spilled
// to a temporary file (datascan.Merge says what stays in memory).
func (t *tasks) mergeScan(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
	d, ws := t.d, r.Job.WorkspaceID
	in, err := decode[scanInput](r.Job.Input)
	if err != nil || r.Job.Parts == nil {
		return nil, jobrun.Failf(codeInternal, "the job's input is unreadable")
	}
	spill, err := os.CreateTemp("", "bulwark-merge-*.jsonl")
	if err != nil {
		return nil, err
	}
	defer func() {
		spill.Close()
		os.Remove(spill.Name())
	}()
	m := datascan.NewMerge(spill)
	n := r.Job.Parts.Total
	for i := range n {
		rc, _, err := d.Blobs.Get(ctx, partKey(ws, in.DatasetID, in.ScanID, i))
		if err != nil {
			return nil, fmt.Errorf("scans: read part %d: %w", i, err)
		}
		err = m.Add(rc)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("scans: part %d: %w", i, err)
		}
		if err := r.Progress(ctx, 99, fmt.Sprintf("merging the parts: %d of %d", i+1, n)); err != nil {
			return nil, err
		}
	}
	start := d.Clock.Now()
	if r.Job.StartedAt != nil {
		start = *r.Job.StartedAt
	}
	return storeScan(ctx, d, r, in, m.Groups, m.Summary(), start)
}
