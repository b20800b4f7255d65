// Package datasets holds dataset records and their versions, enforces the
// organization's dataset and storage limits, and serves the datasets
// endpoint group's list, get and delete routes.
//
// # States
//
// A dataset is "ingesting" until its first version is ready, then "ready";
// DELETE makes it "deleting" until its deletion job has removed its blobs
// and records. A dataset whose only versions failed or were cancelled is
// removed with them, so a bad first upload leaves nothing behind.
//
// A version is "pending" while its presigned upload has not arrived,
// "ingesting" while its ingestion job is queued or running, then "ready",
// "failed" or "cancelled". A failed or cancelled version keeps its record
// (with the error) but none of its blobs.
//
// # Blobs
//
// Everything a version stores lives under
// "<workspace>/datasets/<dataset id>/v<n>/": the source as uploaded, the
// images of an image dataset, and the parquet file. Outputs written by an
// ingestion run carry the run id in their name, so a worker that lost its
// job to another can remove its own files without touching the winner's.
package datasets

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Record kinds.
const (
	KindDataset = "dataset"
	KindVersion = "dataset-version"
	kindName    = "dataset-name"
)

// Dataset contents.
const (
	Tabular = "tabular"
	Images  = "images"
)

// Dataset states.
const (
	StatusIngesting = "ingesting"
	StatusReady     = "ready"
	StatusDeleting  = "deleting"
)

// Version states.
const (
	VersionPending   = "pending"
	VersionIngesting = "ingesting"
	VersionReady     = "ready"
	VersionFailed    = "failed"
	VersionCancelled = "cancelled"
)

// DatasetStatuses and VersionStatuses list the states.
func DatasetStatuses() []string { return []string{StatusIngesting, StatusReady, StatusDeleting} }

// VersionStatuses lists the version states.
func VersionStatuses() []string {
	return []string{VersionPending, VersionIngesting, VersionReady, VersionFailed, VersionCancelled}
}

func versionActive(s string) bool { return s == VersionPending || s == VersionIngesting }

// Dataset is the stored dataset record.
type Dataset struct {
	ID          string `json:"id"`
	WorkspaceID string `json:"workspace_id"`
	Name        string `json:"name"`
	Kind        string `json:"kind"`
	Status      string `json:"status"`
	// ImageSpecificity and DatasetType describe image datasets.
	ImageSpecificity string `json:"image_specificity,omitempty"`
	DatasetType      string `json:"dataset_type,omitempty"`
	// LatestVersion is the highest ready version (0: none yet).
	LatestVersion int `json:"latest_version"`
	// NextVersion is the number the next version gets minus one: the
	// count of versions ever created.
	NextVersion int `json:"next_version"`
	// ActiveVersions counts pending and ingesting versions.
	ActiveVersions int `json:"active_versions"`
	// RowCount is the latest ready version's.
	RowCount int64 `json:"row_count"`
	// SizeBytes is what the ready versions store; PendingBytes is reserved
	// by the versions still being ingested (counted against the limits).
	SizeBytes    int64     `json:"size_bytes"`
	PendingBytes int64     `json:"pending_bytes"`
	DeleteJobID  string    `json:"delete_job_id,omitempty"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
}

// Source says where a version's data came from.
type Source struct {
	// Provider is one of SourceProviders (for an ingested version, also
	// its job's provider).
	Provider string `json:"provider"`
	Filename string `json:"filename,omitempty"`
	Files    int    `json:"files,omitempty"`
	S3URL    string `json:"s3_url,omitempty"`
	RepoURL  string `json:"repo_url,omitempty"`
	Branch   string `json:"branch,omitempty"`
	Commit   string `json:"commit,omitempty"`
}

// Where a version's data comes from: an upload, a presigned upload, an S3
// or git import, or a heal job that rewrote another version.
const (
	ProviderUpload    = "upload"
	ProviderPresigned = "presigned_upload"
	ProviderS3        = "s3"
	ProviderGit       = "git"
	ProviderHeal      = "heal"
)

// SourceProviders is every value Source.Provider takes: the enum of the
// DatasetSource schema, which a test keeps equal to it.
var SourceProviders = []string{ProviderUpload, ProviderPresigned, ProviderS3, ProviderGit, ProviderHeal}

// Version is one stored version of a dataset.
type Version struct {
	DatasetID string          `json:"dataset_id"`
	Number    int             `json:"version"`
	Status    string          `json:"status"`
	JobID     string          `json:"job_id"`
	Format    string          `json:"format"`
	Source    Source          `json:"source"`
	RowCount  int64           `json:"row_count"`
	RowGroups int             `json:"row_groups"`
	Columns   []ingest.Column `json:"columns"`
	// ImageCount counts the images of an image version.
	ImageCount int `json:"image_count,omitempty"`
	// ExpectedBytes is what the upload announced (reserved until ready).
	ExpectedBytes int64 `json:"expected_bytes"`
	SourceBytes   int64 `json:"source_bytes"`
	ParquetBytes  int64 `json:"parquet_bytes"`
	SizeBytes     int64 `json:"size_bytes"`
	// SourceKey is the uploaded source object (or the image list of a
	// multipart image upload); ParquetKey the parquet file (the manifest
	// of an image version). Both are under the version's prefix.
	SourceKey  string     `json:"source_key,omitempty"`
	ParquetKey string     `json:"parquet_key,omitempty"`
	ErrorCode  string     `json:"error_code,omitempty"`
	Error      string     `json:"error,omitempty"`
	CreatedAt  time.Time  `json:"created_at"`
	UpdatedAt  time.Time  `json:"updated_at"`
	ReadyAt    *time.Time `json:"ready_at,omitempty"`
}

// DatasetKey is the store key of a dataset.
func DatasetKey(workspace, id string) store.Key {
	return store.Key{Workspace: workspace, Kind: KindDataset, ID: id}
}

// VersionKey is the store key of a version: "<dataset id>/<number>",
// zero-padded so versions list in order.
func VersionKey(workspace, datasetID string, n int) store.Key {
	return store.Key{Workspace: workspace, Kind: KindVersion, ID: fmt.Sprintf("%s/%06d", datasetID, n)}
}

func nameKey(workspace, name string) store.Key {
	return store.Key{Workspace: workspace, Kind: kindName, ID: NormalizeName(name)}
}

// NormalizeName is the form dataset names are unique in: trimmed, lower
// case.
func NormalizeName(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// Prefix is the blob prefix of a dataset; VersionPrefix of one version.
func Prefix(workspace, datasetID string) string {
	return workspace + "/datasets/" + datasetID + "/"
}

// VersionPrefix is the blob prefix under which a version stores everything.
func VersionPrefix(workspace, datasetID string, n int) string {
	return fmt.Sprintf("%sv%d/", Prefix(workspace, datasetID), n)
}

var errNotFound = errs.New(errs.ErrNotFound, "DATASET_NOT_FOUND", "no dataset with this id in the workspace")

// Get returns a dataset of the workspace (404 DATASET_NOT_FOUND).
func Get(ctx context.Context, d *platform.Deps, workspace, id string) (Dataset, error) {
	ds, _, err := records.Get[Dataset](ctx, d.Main, DatasetKey(workspace, id))
	if errors.Is(err, errs.ErrNotFound) {
		return ds, errNotFound
	}
	return ds, err
}

// GetVersion returns one version.
func GetVersion(ctx context.Context, d *platform.Deps, workspace, datasetID string, n int) (Version, error) {
	v, _, err := records.Get[Version](ctx, d.Main, VersionKey(workspace, datasetID, n))
	return v, err
}

// Versions lists a dataset's versions, newest first (at most limit).
func Versions(ctx context.Context, d *platform.Deps, workspace, datasetID string, limit int) ([]Version, error) {
	vs, _, err := records.List[Version](ctx, d.Main, workspace, KindVersion, store.Query{Prefix: datasetID + "/", Descending: true, Limit: limit})
	return vs, err
}

// Usage is what a workspace's datasets hold.
type Usage struct {
	Datasets     int
	StorageBytes int64
}

// WorkspaceUsage adds up the workspace's datasets (those not being
// deleted) and their stored and reserved bytes.
func WorkspaceUsage(ctx context.Context, d *platform.Deps, workspace string) (Usage, error) {
	var u Usage
	cursor := ""
	for {
		page, err := d.Main.List(ctx, workspace, KindDataset, store.Query{Cursor: cursor, Limit: store.MaxLimit})
		if err != nil {
			return u, err
		}
		for _, it := range page.Items {
			var ds Dataset
			if err := json.Unmarshal(it.Data, &ds); err != nil {
				return u, err
			}
			if ds.Status == StatusDeleting {
				continue
			}
			u.Datasets++
			u.StorageBytes += ds.SizeBytes + ds.PendingBytes
		}
		if page.Next == "" {
			return u, nil
		}
		cursor = page.Next
	}
}

// Limit error codes.
const (
	CodeDatasetLimit = "DATASET_LIMIT_REACHED"
	CodeDatasetSize  = "DATASET_TOO_LARGE"
	CodeStorageLimit = "STORAGE_LIMIT_REACHED"
)

// CheckRoom refuses bytes more data for the workspace when one version of
// that size, or the workspace's storage with it, would exceed the
// organization's max_dataset_size_bytes (413 DATASET_TOO_LARGE) or
// max_total_storage_bytes (402 STORAGE_LIMIT_REACHED).
func CheckRoom(ctx context.Context, d *platform.Deps, workspace string, bytes int64) error {
	org, err := jobrun.Organization(ctx, d, workspace)
	if err != nil {
		return err
	}
	if org.MaxDatasetSizeBytes > 0 && bytes > org.MaxDatasetSizeBytes {
		return errs.Newf(errs.ErrTooLarge, CodeDatasetSize, "the data is %d bytes; a dataset version may hold at most %d (max_dataset_size_bytes)", bytes, org.MaxDatasetSizeBytes)
	}
	if org.MaxTotalStorageBytes > 0 {
		u, err := WorkspaceUsage(ctx, d, workspace)
		if err != nil {
			return err
		}
		if u.StorageBytes+bytes > org.MaxTotalStorageBytes {
			return errs.Newf(errs.ErrQuotaExceeded, CodeStorageLimit, "the workspace stores %d bytes; %d more would exceed max_total_storage_bytes (%d)", u.StorageBytes, bytes, org.MaxTotalStorageBytes)
		}
	}
	return nil
}

// Precheck tells, before anything is created, whether Begin would refuse a
// version of bytes under name for the organization's limits, so that a
// refused upload leaves not even a job behind. Begin checks again.
func Precheck(ctx context.Context, d *platform.Deps, workspace, name string, bytes int64) error {
	if err := CheckRoom(ctx, d, workspace, bytes); err != nil {
		return err
	}
	idx, _, err := records.Get[nameIndex](ctx, d.Main, nameKey(workspace, name))
	if err == nil {
		if _, _, err = records.Get[Dataset](ctx, d.Main, DatasetKey(workspace, idx.DatasetID)); err == nil {
			return nil
		}
	}
	if !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	org, err := jobrun.Organization(ctx, d, workspace)
	if err != nil || org.MaxDatasets <= 0 {
		return err
	}
	u, err := WorkspaceUsage(ctx, d, workspace)
	if err != nil {
		return err
	}
	if int64(u.Datasets) >= org.MaxDatasets {
		return errs.Newf(errs.ErrQuotaExceeded, CodeDatasetLimit, "the workspace has %d datasets, the most its organization allows (max_datasets)", u.Datasets)
	}
	return nil
}

// Room is how many bytes one more version of the workspace may hold
// before a limit refuses it, and the error that limit gives (for imports,
// whose size is only known as they are fetched). The version's own
// reservation is not counted against it.
func Room(ctx context.Context, d *platform.Deps, workspace string, reserved int64) (int64, func(int64) error, error) {
	org, err := jobrun.Organization(ctx, d, workspace)
	if err != nil {
		return 0, nil, err
	}
	room := int64(1) << 62
	tooLarge := func(n int64) error {
		return errs.Newf(errs.ErrTooLarge, CodeDatasetSize, "the data exceeds %d bytes, the most a dataset version may hold (max_dataset_size_bytes)", org.MaxDatasetSizeBytes)
	}
	refuse := tooLarge
	if org.MaxDatasetSizeBytes > 0 {
		room = org.MaxDatasetSizeBytes
	}
	if org.MaxTotalStorageBytes > 0 {
		u, err := WorkspaceUsage(ctx, d, workspace)
		if err != nil {
			return 0, nil, err
		}
		if left := org.MaxTotalStorageBytes - (u.StorageBytes - reserved); left < room {
			room = max(left, 0)
			refuse = func(n int64) error {
				return errs.Newf(errs.ErrQuotaExceeded, CodeStorageLimit, "the data would exceed the workspace's max_total_storage_bytes (%d)", org.MaxTotalStorageBytes)
			}
		}
	}
	return room, refuse, nil
}

// Spec describes a new version to begin.
type Spec struct {
	Name             string
	Kind             string
	ImageSpecificity string
	DatasetType      string
	Format           string
	Source           Source
	// ExpectedBytes is the size announced or received (0: unknown yet, as
	// for imports, whose run checks the limits as it fetches).
	ExpectedBytes int64
	// JobID is the ingestion job the version belongs to.
	JobID string
	// Pending versions wait for a presigned upload.
	Pending bool
	// SourceKey is where the uploaded source is (or will be) stored.
	SourceKey string
}

// Begin finds the workspace's dataset of that name, or creates it, and
// adds a version to it, after checking the organization's limits
// (max_datasets for a new dataset, max_dataset_size_bytes and
// max_total_storage_bytes for the announced size). A dataset of the other
// kind under the same name is a 409 DATASET_KIND_MISMATCH.
func Begin(ctx context.Context, d *platform.Deps, workspace string, s Spec) (Dataset, Version, error) {
	org, err := jobrun.Organization(ctx, d, workspace)
	if err != nil {
		return Dataset{}, Version{}, err
	}
	if err := CheckRoom(ctx, d, workspace, s.ExpectedBytes); err != nil {
		return Dataset{}, Version{}, err
	}
	for attempt := 0; ; attempt++ {
		ds, err := findOrCreate(ctx, d, workspace, s, org.MaxDatasets)
		if err != nil {
			return Dataset{}, Version{}, err
		}
		now := d.Clock.Now()
		var v Version
		ds, err = records.Mutate(ctx, d.Main, DatasetKey(workspace, ds.ID), func(x *Dataset) error {
			if x.Status == StatusDeleting {
				return errs.New(errs.ErrConflict, "DATASET_DELETING", "the dataset is being deleted")
			}
			if x.Kind != s.Kind {
				return errs.Newf(errs.ErrConflict, "DATASET_KIND_MISMATCH", "the dataset %q holds %s data, not %s", x.Name, x.Kind, s.Kind)
			}
			x.NextVersion++
			x.ActiveVersions++
			x.PendingBytes += s.ExpectedBytes
			x.UpdatedAt = now
			v = Version{
				DatasetID: x.ID, Number: x.NextVersion, Status: VersionIngesting, JobID: s.JobID, Format: s.Format,
				Source: s.Source, Columns: []ingest.Column{}, ExpectedBytes: s.ExpectedBytes, SourceKey: s.SourceKey,
				CreatedAt: now, UpdatedAt: now,
			}
			if s.Pending {
				v.Status = VersionPending
			}
			return nil
		})
		if errors.Is(err, errs.ErrNotFound) && attempt < 3 {
			// The dataset was removed between finding and updating it (its
			// only version failed): create it again.
			continue
		}
		if err != nil {
			return Dataset{}, Version{}, err
		}
		if err := records.Create(ctx, d.Main, VersionKey(workspace, ds.ID, v.Number), v, time.Time{}); err != nil {
			return Dataset{}, Version{}, err
		}
		return ds, v, nil
	}
}

type nameIndex struct {
	DatasetID string `json:"dataset_id"`
}

// findOrCreate returns the dataset named s.Name, creating it (after the
// max_datasets check) when there is none. The name index is created
// first with a conditional write, so two concurrent uploads of a new name
// end up in one dataset.
func findOrCreate(ctx context.Context, d *platform.Deps, workspace string, s Spec, maxDatasets int64) (Dataset, error) {
	for range 20 {
		idx, _, err := records.Get[nameIndex](ctx, d.Main, nameKey(workspace, s.Name))
		if err == nil {
			ds, _, err := records.Get[Dataset](ctx, d.Main, DatasetKey(workspace, idx.DatasetID))
			if err == nil {
				return ds, nil
			}
			if !errors.Is(err, errs.ErrNotFound) {
				return Dataset{}, err
			}
			// The index is being created by a concurrent upload, or points
			// at a dataset that is gone: wait briefly, then repair it.
			time.Sleep(25 * time.Millisecond)
			if _, _, err := records.Get[Dataset](ctx, d.Main, DatasetKey(workspace, idx.DatasetID)); errors.Is(err, errs.ErrNotFound) {
				_ = d.Main.Delete(ctx, nameKey(workspace, s.Name))
			}
			continue
		}
		if !errors.Is(err, errs.ErrNotFound) {
			return Dataset{}, err
		}
		if maxDatasets > 0 {
			u, err := WorkspaceUsage(ctx, d, workspace)
			if err != nil {
				return Dataset{}, err
			}
			if int64(u.Datasets) >= maxDatasets {
				return Dataset{}, errs.Newf(errs.ErrQuotaExceeded, CodeDatasetLimit, "the workspace has %d datasets, the most its organization allows (max_datasets)", u.Datasets)
			}
		}
		now := d.Clock.Now()
		ds := Dataset{
			ID: records.NewID(), WorkspaceID: workspace, Name: strings.TrimSpace(s.Name), Kind: s.Kind, Status: StatusIngesting,
			ImageSpecificity: s.ImageSpecificity, DatasetType: s.DatasetType, CreatedAt: now, UpdatedAt: now,
		}
		err = records.Create(ctx, d.Main, nameKey(workspace, s.Name), nameIndex{DatasetID: ds.ID}, time.Time{})
		if errors.Is(err, errs.ErrAlreadyExists) {
			continue
		}
		if err != nil {
			return Dataset{}, err
		}
		if err := records.Create(ctx, d.Main, DatasetKey(workspace, ds.ID), ds, time.Time{}); err != nil {
			_ = d.Main.Delete(context.WithoutCancel(ctx), nameKey(workspace, s.Name))
			return Dataset{}, err
		}
		return ds, nil
	}
	return Dataset{}, errs.New(errs.ErrConflict, "CONFLICT", "the dataset name is being changed concurrently; retry")
}

// MarkIngesting moves a pending version to ingesting (its upload arrived)
// and records the received size.
func MarkIngesting(ctx context.Context, d *platform.Deps, workspace, datasetID string, n int) error {
	_, err := records.Mutate(ctx, d.Main, VersionKey(workspace, datasetID, n), func(v *Version) error {
		if v.Status == VersionPending {
			v.Status, v.UpdatedAt = VersionIngesting, d.Clock.Now()
		}
		return nil
	})
	return err
}

// Result is what an ingestion run produced.
type Result struct {
	Format       string          `json:"format"`
	RowCount     int64           `json:"row_count"`
	RowGroups    int             `json:"row_groups"`
	Columns      []ingest.Column `json:"columns"`
	ImageCount   int             `json:"image_count,omitempty"`
	SourceBytes  int64           `json:"source_bytes"`
	ParquetBytes int64           `json:"parquet_bytes"`
	// StoredBytes is everything the version keeps (source, images, parquet).
	StoredBytes int64  `json:"stored_bytes"`
	ParquetKey  string `json:"parquet_key"`
	Commit      string `json:"commit,omitempty"`
}

// Complete publishes a version whose ingestion succeeded: the version
// becomes ready and the dataset ready with it as its latest version.
// It is idempotent; when the dataset or the version is gone (deleted
// meanwhile) it removes the version's blobs and reports errNotFound.
func Complete(ctx context.Context, d *platform.Deps, workspace, datasetID string, n int, res Result) (Dataset, Version, error) {
	now := d.Clock.Now()
	changed := false
	v, err := records.Mutate(ctx, d.Main, VersionKey(workspace, datasetID, n), func(v *Version) error {
		changed = versionActive(v.Status)
		if !changed {
			return nil
		}
		v.Status, v.UpdatedAt, v.ReadyAt = VersionReady, now, &now
		v.Format, v.RowCount, v.RowGroups, v.Columns = res.Format, res.RowCount, res.RowGroups, res.Columns
		v.ImageCount, v.SourceBytes, v.ParquetBytes, v.SizeBytes = res.ImageCount, res.SourceBytes, res.ParquetBytes, res.StoredBytes
		v.ParquetKey = res.ParquetKey
		if res.Commit != "" {
			v.Source.Commit = res.Commit
		}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return Dataset{}, v, removeVersionBlobs(ctx, d, workspace, datasetID, n, errNotFound)
	}
	if err != nil {
		return Dataset{}, v, err
	}
	if !changed {
		ds, err := Get(ctx, d, workspace, datasetID)
		return ds, v, err
	}
	ds, err := records.Mutate(ctx, d.Main, DatasetKey(workspace, datasetID), func(x *Dataset) error {
		x.ActiveVersions = max(x.ActiveVersions-1, 0)
		x.PendingBytes = max(x.PendingBytes-v.ExpectedBytes, 0)
		x.SizeBytes += v.SizeBytes
		if n > x.LatestVersion {
			x.LatestVersion, x.RowCount = n, v.RowCount
		}
		if x.Status == StatusIngesting {
			x.Status = StatusReady
		}
		x.UpdatedAt = now
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return ds, v, removeVersionBlobs(ctx, d, workspace, datasetID, n, errNotFound)
	}
	return ds, v, err
}

// Abandon ends a version whose ingestion failed or was cancelled: its
// blobs are removed and it keeps only its record and error; a dataset left
// with no ready and no active version is removed entirely. Idempotent.
func Abandon(ctx context.Context, d *platform.Deps, workspace, datasetID string, n int, status, code, message string) error {
	now := d.Clock.Now()
	changed := false
	v, err := records.Mutate(ctx, d.Main, VersionKey(workspace, datasetID, n), func(v *Version) error {
		changed = versionActive(v.Status)
		if changed {
			v.Status, v.ErrorCode, v.Error, v.UpdatedAt = status, code, message, now
		}
		return nil
	})
	if err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	if err := removeVersionBlobs(ctx, d, workspace, datasetID, n, nil); err != nil {
		return err
	}
	if !changed {
		return nil
	}
	remove := false
	ds, err := records.Mutate(ctx, d.Main, DatasetKey(workspace, datasetID), func(x *Dataset) error {
		x.ActiveVersions = max(x.ActiveVersions-1, 0)
		x.PendingBytes = max(x.PendingBytes-v.ExpectedBytes, 0)
		x.UpdatedAt = now
		remove = x.LatestVersion == 0 && x.ActiveVersions == 0 && x.Status != StatusDeleting
		if remove {
			// Refuse new versions from here on: the record is going away.
			x.Status = StatusDeleting
		}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return nil
	}
	if err != nil || !remove {
		return err
	}
	return removeDataset(ctx, d, ds)
}

// removeVersionBlobs deletes every object under a version's prefix, then
// returns ret.
func removeVersionBlobs(ctx context.Context, d *platform.Deps, workspace, datasetID string, n int, ret error) error {
	if _, err := DeletePrefix(ctx, d, VersionPrefix(workspace, datasetID, n), nil); err != nil {
		return err
	}
	return ret
}

// DeletePrefix deletes every object whose key starts with prefix, calling
// progress (when set) after each page with the count so far.
func DeletePrefix(ctx context.Context, d *platform.Deps, prefix string, progress func(deleted int) error) (int, error) {
	deleted := 0
	for {
		// Always list from the start: the objects already deleted are gone.
		page, err := d.Blobs.List(ctx, prefix, "", 1000)
		if err != nil {
			return deleted, err
		}
		for _, o := range page.Objects {
			if err := d.Blobs.Delete(ctx, o.Key); err != nil {
				return deleted, err
			}
			deleted++
		}
		if progress != nil && len(page.Objects) > 0 {
			if err := progress(deleted); err != nil {
				return deleted, err
			}
		}
		if page.Next == "" {
			return deleted, nil
		}
	}
}

// removeDataset deletes a dataset whose versions all failed: its version
// records, its name index and its record (its blobs are gone already).
func removeDataset(ctx context.Context, d *platform.Deps, ds Dataset) error {
	if err := deleteVersionRecords(ctx, d, ds.WorkspaceID, ds.ID); err != nil {
		return err
	}
	if err := dropName(ctx, d, ds); err != nil {
		return err
	}
	if err := d.Main.Delete(ctx, DatasetKey(ds.WorkspaceID, ds.ID)); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	return nil
}

func deleteVersionRecords(ctx context.Context, d *platform.Deps, workspace, datasetID string) error {
	for {
		page, err := d.Main.List(ctx, workspace, KindVersion, store.Query{Prefix: datasetID + "/", Limit: store.MaxLimit})
		if err != nil {
			return err
		}
		for _, it := range page.Items {
			if err := d.Main.Delete(ctx, it.Key); err != nil && !errors.Is(err, errs.ErrNotFound) {
				return err
			}
		}
		if page.Next == "" {
			return nil
		}
	}
}

// dropName removes the name index when it still points at this dataset.
func dropName(ctx context.Context, d *platform.Deps, ds Dataset) error {
	idx, _, err := records.Get[nameIndex](ctx, d.Main, nameKey(ds.WorkspaceID, ds.Name))
	if errors.Is(err, errs.ErrNotFound) || err == nil && idx.DatasetID != ds.ID {
		return nil
	}
	if err != nil {
		return err
	}
	if err := d.Main.Delete(ctx, nameKey(ds.WorkspaceID, ds.Name)); err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	return nil
}
