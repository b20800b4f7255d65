// Package scans serves the scan, results, heal and compliance routes of
// the datasets endpoint group (Routes) and runs their jobs (Tasks).
//
// # Scans
//
// POST /api/datasets/{id}/scans records a scan of one ready version and
// queues a "dataset.scan" job for it. The job streams the version's
// parquet file through the detectors (package datascan), or checks every
// image of an image set, and stores the results in the blob store under
// the dataset's prefix ("<workspace>/datasets/<id>/scans/<scan>/<run>/"):
// summary.json (per column and category: counts, maximum score, masked
// examples) and one JSON Lines file of findings per (column, category),
// capped at datascan.DefaultMaxPerGroup findings each while the counts
// stay exact. The scan record (Main table) keeps the status and the
// totals per category; GET /api/results/{scan} and .../findings read the
// blobs.
//
// # Healing
//
// POST /api/datasets/{id}/heal takes a succeeded scan and healing rules,
// adds a new version to the dataset (package datasets) and queues a
// "dataset.heal" job: it rewrites the scanned version (package heal),
// stores the result as the new version's parquet file (or images and
// manifest), and scans the result with the same settings, recorded as a
// scan of the new version (origin "heal"), so that the new version has a
// result and a compliance report at once. The new version records its
// lineage: the version, scan and rules it came from.
//
// # Limits
//
// Every scan requested through the API counts against the organization's
// max_total_scans (402 SCAN_LIMIT_REACHED once reached); the verification
// scan of a heal does not. Scan and heal jobs hold one of the
// max_concurrent_scans slots while they run; jobs beyond it wait queued.
package scans

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"bulwark/shared/datascan"
	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/heal"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/records"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/store"
)

// Task types.
const (
	TypeScan = "dataset.scan"
	TypeHeal = "dataset.heal"
)

// Record kinds: scans keyed "<dataset>/<scan>" (so a dataset's scans are
// one prefix listing), the look-up from a scan id to its dataset, the
// lineage of healed versions, and the workspace's scan counter.
const (
	KindScan    = "dataset-scan"
	kindScanRef = "dataset-scan-ref"
	kindLineage = "dataset-lineage"
	kindCounter = "dataset-scan-count"
)

// Scan states (those of its job).
const (
	StatusQueued    = "queued"
	StatusRunning   = "running"
	StatusSucceeded = "succeeded"
	StatusFailed    = "failed"
	StatusCancelled = "cancelled"
)

// Statuses lists the scan states.
func Statuses() []string {
	return []string{StatusQueued, StatusRunning, StatusSucceeded, StatusFailed, StatusCancelled}
}

// Origins of a scan.
const (
	OriginRequest = "request"
	OriginHeal    = "heal"
)

// Error codes.
const (
	CodeScanNotFound     = "SCAN_NOT_FOUND"
	CodeVersionNotFound  = "VERSION_NOT_FOUND"
	CodeDatasetNotReady  = "DATASET_NOT_READY"
	CodeDatasetDeleting  = "DATASET_DELETING"
	CodeScanLimit        = "SCAN_LIMIT_REACHED"
	CodeScanNotFinished  = "SCAN_NOT_FINISHED"
	CodeScanRequired     = "SCAN_REQUIRED"
	CodeDatasetUnread    = "DATASET_UNREADABLE"
	CodeHealEmpty        = "HEAL_EMPTY_RESULT"
	codeInternal         = "INTERNAL"
	defaultFindingsLimit = 100
	maxFindingsLimit     = 1000
)

// timeZero is the expiry of records that never expire.
var timeZero time.Time

var errScanNotFound = errs.New(errs.ErrNotFound, CodeScanNotFound, "no scan with this id in the workspace")

// Settings are what a scan runs with; a heal runs the detectors again
// with its scan's settings.
type Settings struct {
	Detectors  []string `json:"detectors"`
	SampleRows int64    `json:"sample_rows"`
	MinScore   float64  `json:"min_score"`
	Exhaustive bool     `json:"exhaustive"`
	AppID      string   `json:"app_id,omitempty"`
	// PIIRules are the custom rules in force: the app's (when AppID is
	// set) then the request's, resolved when the scan was requested.
	PIIRules []appconfig.PIIRule `json:"pii_rules"`
}

// scanner builds the detectors of the settings.
func (s Settings) scanner() (*datascan.Scanner, error) {
	cfg := appconfig.Config{PIIRules: s.PIIRules}
	return datascan.New(datascan.Options{
		Families: s.Detectors, Rules: cfg.DetectorRules(), MinScore: s.MinScore, Exhaustive: s.Exhaustive,
	})
}

// CategoryCount is one category's total in a scan record.
type CategoryCount struct {
	Category string  `json:"category"`
	Detector string  `json:"detector"`
	Count    int64   `json:"count"`
	MaxScore float64 `json:"max_score"`
}

// Stats are the figures of a finished scan kept on its record.
type Stats struct {
	RowsTotal      int64                  `json:"rows_total"`
	RowsScanned    int64                  `json:"rows_scanned"`
	Sampled        bool                   `json:"sampled"`
	CellsScanned   int64                  `json:"cells_scanned"`
	BytesScanned   int64                  `json:"bytes_scanned"`
	FindingsTotal  int64                  `json:"findings_total"`
	FindingsStored int64                  `json:"findings_stored"`
	Totals         []CategoryCount        `json:"totals"`
	Images         *datascan.ImageSummary `json:"images,omitempty"`
	DurationMS     int64                  `json:"duration_ms"`
}

// Scan is the stored scan record.
type Scan struct {
	ID          string `json:"scan_id"`
	WorkspaceID string `json:"workspace_id"`
	DatasetID   string `json:"dataset_id"`
	Version     int    `json:"version"`
	// Kind is the dataset's: tabular or images.
	Kind   string `json:"kind"`
	JobID  string `json:"job_id"`
	Origin string `json:"origin"`
	Status string `json:"status"`
	Settings
	CreatedAt  time.Time  `json:"created_at"`
	UpdatedAt  time.Time  `json:"updated_at"`
	FinishedAt *time.Time `json:"finished_at,omitempty"`
	ErrorCode  string     `json:"error_code,omitempty"`
	Error      string     `json:"error,omitempty"`
	// ResultPrefix is where the results are (set when succeeded).
	ResultPrefix string `json:"result_prefix,omitempty"`
	Stats        *Stats `json:"stats,omitempty"`
}

type scanRef struct {
	DatasetID string `json:"dataset_id"`
}

// Lineage is where a healed version came from.
type Lineage struct {
	ParentVersion int          `json:"parent_version"`
	ScanID        string       `json:"scan_id"`
	JobID         string       `json:"job_id"`
	Actions       []heal.Rule  `json:"actions"`
	Dimension     string       `json:"dimension,omitempty"`
	Stats         *heal.Stats  `json:"stats,omitempty"`
	ImageStats    *ImageHealed `json:"image_stats,omitempty"`
	// VerificationScanID is the scan of the healed version.
	VerificationScanID string    `json:"verification_scan_id"`
	CreatedAt          time.Time `json:"created_at"`
}

// ImageHealed counts what healing an image set did.
type ImageHealed struct {
	Images      int            `json:"images"`
	Reencoded   int            `json:"reencoded"`
	Resized     int            `json:"resized"`
	Dropped     int            `json:"dropped"`
	Undecodable int            `json:"undecodable"`
	DroppedBy   map[string]int `json:"dropped_by"`
}

// ScanKey is the store key of a scan.
func ScanKey(workspace, datasetID, scanID string) store.Key {
	return store.Key{Workspace: workspace, Kind: KindScan, ID: datasetID + "/" + scanID}
}

func refKey(workspace, scanID string) store.Key {
	return store.Key{Workspace: workspace, Kind: kindScanRef, ID: scanID}
}

func lineageKey(workspace, datasetID string, version int) store.Key {
	return store.Key{Workspace: workspace, Kind: kindLineage, ID: fmt.Sprintf("%s/%06d", datasetID, version)}
}

func counterKey(workspace string) store.Key {
	return store.Key{Workspace: workspace, Kind: kindCounter, ID: "total"}
}

// resultsPrefix is where the runs of a scan store their results; each run
// writes under its own run id.
func resultsPrefix(workspace, datasetID, scanID string) string {
	return datasets.Prefix(workspace, datasetID) + "scans/" + scanID + "/"
}

// Get returns a scan of the workspace (404 SCAN_NOT_FOUND), also when its
// dataset is gone or being deleted.
func Get(ctx context.Context, d *platform.Deps, workspace, scanID string) (Scan, error) {
	ref, _, err := records.Get[scanRef](ctx, d.Main, refKey(workspace, scanID))
	if errors.Is(err, errs.ErrNotFound) {
		return Scan{}, errScanNotFound
	}
	if err != nil {
		return Scan{}, err
	}
	s, _, err := records.Get[Scan](ctx, d.Main, ScanKey(workspace, ref.DatasetID, scanID))
	if errors.Is(err, errs.ErrNotFound) {
		return Scan{}, errScanNotFound
	}
	if err != nil {
		return Scan{}, err
	}
	ds, err := datasets.Get(ctx, d, workspace, s.DatasetID)
	if errors.Is(err, errs.ErrNotFound) || err == nil && ds.Status == datasets.StatusDeleting {
		return Scan{}, errScanNotFound
	}
	if err != nil {
		return Scan{}, err
	}
	return reconcile(ctx, d, s)
}

// reconcile brings a scan whose job has ended, but whose job's settling
// has not reached the record yet, up to date from the job: a scan reads
// as finished as soon as its job does.
func reconcile(ctx context.Context, d *platform.Deps, s Scan) (Scan, error) {
	if s.Status != StatusQueued && s.Status != StatusRunning {
		return s, nil
	}
	j, err := jobrun.Get(ctx, d, s.WorkspaceID, s.JobID)
	if errors.Is(err, errs.ErrNotFound) {
		return s, nil
	}
	if err != nil || !jobrun.Terminal(j.Status) {
		return s, err
	}
	if j.Status == jobrun.StatusSucceeded {
		var out struct {
			Prefix string `json:"prefix"`
			Stats  *Stats `json:"stats"`
			Verify *Stats `json:"verify"`
		}
		if len(j.Output) == 0 || json.Unmarshal(j.Output, &out) != nil {
			return s, nil
		}
		s.ResultPrefix, s.Stats = out.Prefix, out.Stats
		if s.Stats == nil {
			s.Stats = out.Verify
		}
	}
	s.Status, s.FinishedAt, s.ErrorCode, s.Error = j.Status, j.FinishedAt, j.ErrorCode, j.Error
	return s, nil
}

// create stores a new scan record and its look-up.
func create(ctx context.Context, d *platform.Deps, s Scan) error {
	if err := records.Create(ctx, d.Main, refKey(s.WorkspaceID, s.ID), scanRef{DatasetID: s.DatasetID}, time.Time{}); err != nil {
		return err
	}
	if err := records.Create(ctx, d.Main, ScanKey(s.WorkspaceID, s.DatasetID, s.ID), s, time.Time{}); err != nil {
		_ = d.Main.Delete(context.WithoutCancel(ctx), refKey(s.WorkspaceID, s.ID))
		return err
	}
	return nil
}

// remove deletes a scan record and its look-up (a scan whose job could
// not be created).
func remove(ctx context.Context, d *platform.Deps, s Scan) {
	ctx = context.WithoutCancel(ctx)
	_ = d.Main.Delete(ctx, ScanKey(s.WorkspaceID, s.DatasetID, s.ID))
	_ = d.Main.Delete(ctx, refKey(s.WorkspaceID, s.ID))
}

// mutate changes a scan record.
func mutate(ctx context.Context, d *platform.Deps, workspace, datasetID, scanID string, fn func(s *Scan)) (Scan, error) {
	return records.Mutate(ctx, d.Main, ScanKey(workspace, datasetID, scanID), func(s *Scan) error {
		fn(s)
		s.UpdatedAt = d.Clock.Now()
		return nil
	})
}

// List returns up to limit scans of a dataset, newest first, after the
// scan id after (""), and the id to continue after ("" at the end).
// version, when positive, keeps that version's scans only.
func List(ctx context.Context, d *platform.Deps, workspace, datasetID string, version, limit int, after string) ([]Scan, string, error) {
	out := []Scan{}
	end := ""
	if after != "" {
		end = datasetID + "/" + after
	}
	for {
		batch, next, err := records.List[Scan](ctx, d.Main, workspace, KindScan, store.Query{Prefix: datasetID + "/", Descending: true, End: end, Limit: 200})
		if err != nil {
			return nil, "", err
		}
		for _, s := range batch {
			end = datasetID + "/" + s.ID
			if version > 0 && s.Version != version {
				continue
			}
			out = append(out, s)
			if len(out) == limit {
				return out, s.ID, nil
			}
		}
		if next == "" {
			return out, "", nil
		}
	}
}

// Latest returns the newest succeeded scan of a dataset version.
func Latest(ctx context.Context, d *platform.Deps, workspace, datasetID string, version int) (Scan, bool, error) {
	after := ""
	for {
		batch, next, err := List(ctx, d, workspace, datasetID, version, 100, after)
		if err != nil {
			return Scan{}, false, err
		}
		for _, s := range batch {
			if s, err = reconcile(ctx, d, s); err != nil {
				return Scan{}, false, err
			}
			if s.Status == StatusSucceeded {
				return s, true, nil
			}
		}
		if next == "" {
			return Scan{}, false, nil
		}
		after = next
	}
}

// GetLineage returns the lineage of a version produced by a heal.
func GetLineage(ctx context.Context, d *platform.Deps, workspace, datasetID string, version int) (*Lineage, error) {
	l, _, err := records.Get[Lineage](ctx, d.Main, lineageKey(workspace, datasetID, version))
	if errors.Is(err, errs.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &l, nil
}

// Purge removes the scan records, look-ups and lineage of a dataset (its
// result blobs live under the dataset's prefix and go with it). The
// dataset deletion job calls it.
func Purge(ctx context.Context, d *platform.Deps, workspace, datasetID string) error {
	for {
		page, err := d.Main.List(ctx, workspace, KindScan, store.Query{Prefix: datasetID + "/", Limit: store.MaxLimit})
		if err != nil {
			return err
		}
		for _, it := range page.Items {
			scanID := strings.TrimPrefix(it.ID, datasetID+"/")
			if err := d.Main.Delete(ctx, refKey(workspace, scanID)); err != nil && !errors.Is(err, errs.ErrNotFound) {
				return err
			}
			if err := d.Main.Delete(ctx, it.Key); err != nil && !errors.Is(err, errs.ErrNotFound) {
				return err
			}
		}
		if page.Next == "" {
			break
		}
	}
	for {
		page, err := d.Main.List(ctx, workspace, kindLineage, store.Query{Prefix: datasetID + "/", Limit: store.MaxLimit})
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
