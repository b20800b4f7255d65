package uploads

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/queue"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Tasks registers the ingestion task and the handler of ObjectCreated
// notifications (S3 trigger on AWS, the local PUT target under make run).
func Tasks(d *platform.Deps) (jobs.Dispatcher, error) {
	t := &tasks{d: d, fetch: newFetchers()}
	kind := jobrun.Kind{Type: TypeIngest, Run: t.run, Settle: t.settle}
	return jobs.Dispatcher{
		TypeIngest:             jobrun.Task(d, kind),
		jobs.TypeObjectCreated: t.objectCreated,
	}, nil
}

type tasks struct {
	d     *platform.Deps
	fetch fetchers
}

func decodeInput(j jobrun.Job) (input, error) {
	var in input
	if len(j.Input) == 0 {
		return in, nil
	}
	if err := json.Unmarshal(j.Input, &in); err != nil {
		return in, fmt.Errorf("uploads: job %s input: %w", j.ID, err)
	}
	return in, nil
}

// failure turns the errors of an ingestion into the job's outcome: data
// problems and limit refusals are permanent failures with their code;
// cancellation, lease loss and anything else pass through (the last are
// retried as transient).
func failure(err error) error {
	var de *ingest.Error
	var ee *errs.Error
	switch {
	case err == nil, errors.Is(err, jobrun.ErrCancelled), errors.Is(err, jobrun.ErrLeaseLost):
		return err
	case errors.As(err, &de):
		return &jobrun.Failure{Code: de.Code, Message: de.Message}
	case errors.As(err, &ee) && !errors.Is(err, errs.ErrUnavailable):
		return &jobrun.Failure{Code: ee.Code, Message: ee.Message}
	}
	return err
}

func (t *tasks) run(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
	in, err := decodeInput(r.Job)
	if err != nil {
		return nil, &jobrun.Failure{Code: "INTERNAL", Message: "the job's input is unreadable"}
	}
	start := t.d.Clock.Now()
	// A run after one that published the version but died before ending
	// the job has nothing left to do.
	if v, err := datasets.GetVersion(ctx, t.d, r.Job.WorkspaceID, in.DatasetID, in.Version); err == nil && v.Status == datasets.VersionReady {
		return versionDetails(in, v), nil
	}
	var res datasets.Result
	switch {
	case in.Kind == datasets.Tabular:
		res, err = t.runTabular(ctx, r, in)
	case in.Provider == ProviderUpload:
		res, err = t.runStoredImages(ctx, r, in)
	default:
		res, err = t.runImport(ctx, r, in)
	}
	if err != nil {
		return nil, failure(err)
	}
	// A last checkpoint, then the version is published before the job
	// ends, so that a client seeing the job succeeded finds the version
	// ready. The checkpoint renews the lease: no other run can take the job
	// over while this one publishes. A run that lost its job must not leave
	// its parquet file behind.
	if err := r.Progress(ctx, 99, "publishing the version"); err != nil {
		if errors.Is(err, jobrun.ErrLeaseLost) {
			_ = t.d.Blobs.Delete(context.WithoutCancel(ctx), res.ParquetKey)
		}
		return nil, err
	}
	if _, _, err := datasets.Complete(ctx, t.d, r.Job.WorkspaceID, in.DatasetID, in.Version, res); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return nil, &jobrun.Failure{Code: "DATASET_DELETED", Message: "the dataset was deleted during its ingestion"}
		}
		return nil, err
	}
	r.Output = res
	elapsed := t.d.Clock.Now().Sub(start)
	details := versionDetails(in, datasets.Version{
		Format: res.Format, RowCount: res.RowCount, RowGroups: res.RowGroups, Columns: res.Columns,
		SourceBytes: res.SourceBytes, ParquetBytes: res.ParquetBytes,
	})
	details["duration_ms"] = elapsed.Milliseconds()
	if res.ImageCount > 0 {
		details["image_count"] = res.ImageCount
	}
	if res.Commit != "" {
		details["commit"] = res.Commit
	}
	if secs := elapsed.Seconds(); secs > 0 && res.SourceBytes > 0 {
		details["throughput_mb_s"] = float64(res.SourceBytes) / 1e6 / secs
	}
	return details, nil
}

// versionDetails describes a published version as job details.
func versionDetails(in input, v datasets.Version) map[string]any {
	return map[string]any{
		"dataset_id": in.DatasetID, "version": in.Version, "format": v.Format, "row_count": v.RowCount,
		"row_groups": v.RowGroups, "columns": len(v.Columns), "source_bytes": v.SourceBytes, "parquet_bytes": v.ParquetBytes,
	}
}

// runTabular converts the stored source to parquet.
func (t *tasks) runTabular(ctx context.Context, r *jobrun.Run, in input) (datasets.Result, error) {
	d := t.d
	attrs, err := d.Blobs.Stat(ctx, in.SourceKey)
	if errors.Is(err, errs.ErrNotFound) {
		return datasets.Result{}, &jobrun.Failure{Code: "UPLOAD_MISSING", Message: "the uploaded file is not in the store"}
	}
	if err != nil {
		return datasets.Result{}, err
	}
	if in.SourceBytes > 0 && attrs.Size > in.SourceBytes {
		return datasets.Result{}, &jobrun.Failure{Code: datasets.CodeDatasetSize, Message: fmt.Sprintf("the upload is %d bytes, more than the %d announced", attrs.Size, in.SourceBytes)}
	}
	open := func() (io.ReadCloser, error) {
		rc, _, err := d.Blobs.Get(ctx, in.SourceKey)
		return rc, err
	}
	// Presigned uploads are seen here for the first time: check what they
	// are before converting.
	rc, err := open()
	if err != nil {
		return datasets.Result{}, err
	}
	sample, err := io.ReadAll(io.LimitReader(rc, sniffLen))
	rc.Close()
	if err != nil {
		return datasets.Result{}, err
	}
	if _, err := ingest.Sniff(sample, in.Format, ""); err != nil {
		return datasets.Result{}, err
	}
	if err := r.Progress(ctx, 5, "converting to parquet"); err != nil {
		return datasets.Result{}, err
	}
	tmp, err := os.CreateTemp("", "bulwark-parquet-*")
	if err != nil {
		return datasets.Result{}, err
	}
	defer func() {
		tmp.Close()
		os.Remove(tmp.Name())
	}()
	total := max(attrs.Size, 1)
	res, err := ingest.Convert(ctx, open, ingest.FileOutput(tmp), ingest.Options{
		Format: in.Format,
		Checkpoint: func(n int64) error {
			return r.Progress(ctx, 5+int(85*n/total), fmt.Sprintf("converted %.1f of %.1f MB", float64(n)/1e6, float64(attrs.Size)/1e6))
		},
	})
	if err != nil {
		return datasets.Result{}, err
	}
	size, err := tmp.Seek(0, io.SeekCurrent)
	if err != nil {
		return datasets.Result{}, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return datasets.Result{}, err
	}
	if err := r.Progress(ctx, 92, "storing the parquet file"); err != nil {
		return datasets.Result{}, err
	}
	key := datasets.VersionPrefix(r.Job.WorkspaceID, in.DatasetID, in.Version) + "data-" + r.ID + ".parquet"
	if err := d.Blobs.Put(ctx, key, tmp, "application/vnd.apache.parquet"); err != nil {
		return datasets.Result{}, err
	}
	return datasets.Result{
		Format: in.Format, RowCount: res.Rows, RowGroups: res.RowGroups, Columns: res.Columns,
		SourceBytes: attrs.Size, ParquetBytes: size, StoredBytes: attrs.Size + size, ParquetKey: key,
	}, nil
}

// runStoredImages describes the images a multipart upload stored (and
// checked) in a parquet manifest, after making sure each one is there.
func (t *tasks) runStoredImages(ctx context.Context, r *jobrun.Run, in input) (datasets.Result, error) {
	d := t.d
	rc, _, err := d.Blobs.Get(ctx, in.SourceKey)
	if errors.Is(err, errs.ErrNotFound) {
		return datasets.Result{}, &jobrun.Failure{Code: "UPLOAD_MISSING", Message: "the uploaded images are not in the store"}
	}
	if err != nil {
		return datasets.Result{}, err
	}
	var rows []ingest.ManifestRow
	err = json.NewDecoder(rc).Decode(&rows)
	rc.Close()
	if err != nil {
		return datasets.Result{}, &jobrun.Failure{Code: "UPLOAD_MISSING", Message: "the upload's image list is unreadable"}
	}
	prefix := datasets.VersionPrefix(r.Job.WorkspaceID, in.DatasetID, in.Version)
	var total int64
	for i, row := range rows {
		a, err := d.Blobs.Stat(ctx, prefix+row.File)
		if errors.Is(err, errs.ErrNotFound) || err == nil && a.Size != row.Size {
			return datasets.Result{}, &jobrun.Failure{Code: "UPLOAD_MISSING", Message: row.Path + " is missing from the store"}
		}
		if err != nil {
			return datasets.Result{}, err
		}
		total += row.Size
		if err := r.Progress(ctx, 5+80*(i+1)/len(rows), fmt.Sprintf("checked %d of %d images", i+1, len(rows))); err != nil {
			return datasets.Result{}, err
		}
	}
	return t.writeManifest(ctx, r, in, rows, total, "")
}

// writeManifest stores the parquet manifest of an image version.
func (t *tasks) writeManifest(ctx context.Context, r *jobrun.Run, in input, rows []ingest.ManifestRow, total int64, commit string) (datasets.Result, error) {
	var buf bytes.Buffer
	res, err := ingest.WriteManifest(&buf, rows)
	if err != nil {
		return datasets.Result{}, err
	}
	size := int64(buf.Len())
	key := datasets.VersionPrefix(r.Job.WorkspaceID, in.DatasetID, in.Version) + "manifest-" + r.ID + ".parquet"
	if err := t.d.Blobs.Put(ctx, key, &buf, "application/vnd.apache.parquet"); err != nil {
		return datasets.Result{}, err
	}
	return datasets.Result{
		Format: "images", RowCount: res.Rows, RowGroups: res.RowGroups, Columns: res.Columns, ImageCount: len(rows),
		SourceBytes: total, ParquetBytes: size, StoredBytes: total + size, ParquetKey: key, Commit: commit,
	}, nil
}

// settle publishes a succeeded version, or removes a failed or cancelled
// one, and returns the dataset part of the webhook payload.
func (t *tasks) settle(ctx context.Context, j jobrun.Job) (map[string]any, error) {
	d := t.d
	in, err := decodeInput(j)
	if err != nil {
		return nil, err
	}
	dsID, n := in.DatasetID, in.Version
	if dsID == "" {
		// The request died between adding the version and recording it on
		// the job: find the version through the dataset's name.
		if dsID, n, err = findVersionOfJob(ctx, d, j.WorkspaceID, in.DatasetName, j.ID); err != nil || dsID == "" {
			return nil, err
		}
	}
	if j.Status == jobrun.StatusSucceeded {
		// The run published the version; publishing again is a no-op
		// unless the dataset vanished meanwhile, when it removes the blobs.
		if len(j.Output) > 0 {
			var res datasets.Result
			if err := json.Unmarshal(j.Output, &res); err != nil {
				return nil, fmt.Errorf("uploads: job %s output: %w", j.ID, err)
			}
			if _, _, err := datasets.Complete(ctx, d, j.WorkspaceID, dsID, n, res); err != nil && !errors.Is(err, errs.ErrNotFound) {
				return nil, err
			}
		}
	} else {
		status := datasets.VersionFailed
		if j.Status == jobrun.StatusCancelled {
			status = datasets.VersionCancelled
		}
		if err := datasets.Abandon(ctx, d, j.WorkspaceID, dsID, n, status, j.ErrorCode, j.Error); err != nil {
			return nil, err
		}
	}
	return map[string]any{"dataset": datasetPayload(ctx, d, j.WorkspaceID, dsID, n)}, nil
}

// datasetPayload is the dataset part of a webhook: the dataset (when it
// still exists) and the version the job worked on.
func datasetPayload(ctx context.Context, d *platform.Deps, workspace, id string, n int) map[string]any {
	out := map[string]any{"id": id, "version": n}
	if ds, err := datasets.Get(ctx, d, workspace, id); err == nil {
		out["name"], out["kind"], out["status"] = ds.Name, ds.Kind, ds.Status
		out["latest_version"], out["row_count"], out["size_bytes"] = ds.LatestVersion, ds.RowCount, ds.SizeBytes
	}
	if v, err := datasets.GetVersion(ctx, d, workspace, id, n); err == nil {
		out["version"] = datasets.VersionViewOf(v)
	}
	return out
}

func findVersionOfJob(ctx context.Context, d *platform.Deps, workspace, name, jobID string) (string, int, error) {
	if name == "" {
		return "", 0, nil
	}
	page, err := d.Main.List(ctx, workspace, datasets.KindDataset, store.Query{Limit: store.MaxLimit})
	if err != nil {
		return "", 0, err
	}
	for _, it := range page.Items {
		var ds datasets.Dataset
		if json.Unmarshal(it.Data, &ds) != nil || datasets.NormalizeName(ds.Name) != datasets.NormalizeName(name) {
			continue
		}
		vs, err := datasets.Versions(ctx, d, workspace, ds.ID, store.MaxLimit)
		if err != nil {
			return "", 0, err
		}
		for _, v := range vs {
			if v.JobID == jobID {
				return ds.ID, v.Number, nil
			}
		}
	}
	return "", 0, nil
}

// objectCreated starts the ingestion of a presigned upload that landed in
// the bucket. Objects that are not presigned uploads are ignored; an
// upload whose job has ended (failed, cancelled) or vanished is deleted;
// a duplicate notification changes nothing.
func (t *tasks) objectCreated(ctx context.Context, e jobs.Envelope) error {
	d := t.d
	var oc jobs.ObjectCreated
	if err := json.Unmarshal(e.Payload, &oc); err != nil || oc.Key == "" {
		return fmt.Errorf("uploads: malformed object.created payload: %w", queue.ErrPoison)
	}
	ws, dsID, n, ok := parsePresignedKey(oc.Key)
	if !ok || oc.Bucket != d.Config.Bucket {
		d.Log.DebugContext(ctx, "uploads: object is not a presigned upload of this deployment", "bucket", oc.Bucket, "key", oc.Key)
		return nil
	}
	orphan := func() error { return d.Blobs.Delete(ctx, oc.Key) }
	v, err := datasets.GetVersion(ctx, d, ws, dsID, n)
	if errors.Is(err, errs.ErrNotFound) {
		return orphan()
	}
	if err != nil {
		return err
	}
	j, _, err := records.Get[jobrun.Job](ctx, d.Main, jobrun.Key(ws, v.JobID))
	if errors.Is(err, errs.ErrNotFound) {
		return orphan()
	}
	if err != nil {
		return err
	}
	switch {
	case j.Status == jobrun.StatusFailed || j.Status == jobrun.StatusCancelled:
		return orphan()
	case j.Status != jobrun.StatusPending:
		return nil
	}
	in, err := decodeInput(j)
	if err != nil {
		return err
	}
	attrs, err := d.Blobs.Stat(ctx, oc.Key)
	if errors.Is(err, errs.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if attrs.Size > in.SourceBytes {
		_, err := jobrun.Fail(ctx, d, ws, j.ID, datasets.CodeDatasetSize, fmt.Sprintf("the upload is %d bytes, more than the %d announced", attrs.Size, in.SourceBytes))
		return err
	}
	if err := datasets.MarkIngesting(ctx, d, ws, dsID, n); err != nil {
		return err
	}
	_, err = jobrun.Start(ctx, d, ws, j.ID, ingestDeadline, map[string]any{"received_bytes": attrs.Size, "received_at": d.Clock.Now().Format(time.RFC3339)})
	return err
}
