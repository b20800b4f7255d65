package datasets

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// VersionView is a version as the API shows it.
type VersionView struct {
	Version      int             `json:"version"`
	Status       string          `json:"status"`
	Format       string          `json:"format"`
	JobID        string          `json:"job_id"`
	Source       Source          `json:"source"`
	RowCount     int64           `json:"row_count"`
	RowGroups    int             `json:"row_groups"`
	Columns      []ingest.Column `json:"columns"`
	ImageCount   int             `json:"image_count"`
	SourceBytes  int64           `json:"source_bytes"`
	ParquetBytes int64           `json:"parquet_bytes"`
	SizeBytes    int64           `json:"size_bytes"`
	Error        *string         `json:"error"`
	ErrorCode    *string         `json:"error_code"`
	CreatedAt    time.Time       `json:"created_at"`
	UpdatedAt    time.Time       `json:"updated_at"`
	ReadyAt      *time.Time      `json:"ready_at"`
}

// View is a dataset as the API shows it. Schema and Versions are filled by
// GET of one dataset only.
type View struct {
	ID               string          `json:"id"`
	Name             string          `json:"name"`
	Kind             string          `json:"kind"`
	Status           string          `json:"status"`
	ImageSpecificity *string         `json:"image_specificity"`
	DatasetType      *string         `json:"dataset_type"`
	LatestVersion    *int            `json:"latest_version"`
	VersionCount     int             `json:"version_count"`
	RowCount         int64           `json:"row_count"`
	SizeBytes        int64           `json:"size_bytes"`
	Schema           []ingest.Column `json:"schema,omitempty"`
	Versions         []VersionView   `json:"versions,omitempty"`
	CreatedAt        time.Time       `json:"created_at"`
	UpdatedAt        time.Time       `json:"updated_at"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// ViewOf is the API form of a dataset (without schema and versions).
func ViewOf(ds Dataset) View {
	v := View{
		ID: ds.ID, Name: ds.Name, Kind: ds.Kind, Status: ds.Status, ImageSpecificity: optional(ds.ImageSpecificity),
		DatasetType: optional(ds.DatasetType), VersionCount: ds.NextVersion, RowCount: ds.RowCount,
		SizeBytes: ds.SizeBytes, CreatedAt: ds.CreatedAt, UpdatedAt: ds.UpdatedAt,
	}
	if ds.LatestVersion > 0 {
		n := ds.LatestVersion
		v.LatestVersion = &n
	}
	return v
}

// VersionViewOf is the API form of a version.
func VersionViewOf(v Version) VersionView {
	cols := v.Columns
	if cols == nil {
		cols = []ingest.Column{}
	}
	return VersionView{
		Version: v.Number, Status: v.Status, Format: v.Format, JobID: v.JobID, Source: v.Source,
		RowCount: v.RowCount, RowGroups: v.RowGroups, Columns: cols, ImageCount: v.ImageCount,
		SourceBytes: v.SourceBytes, ParquetBytes: v.ParquetBytes, SizeBytes: v.SizeBytes,
		Error: optional(v.Error), ErrorCode: optional(v.ErrorCode), CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt, ReadyAt: v.ReadyAt,
	}
}

// ListResponse is the body of GET /api/datasets.
type ListResponse struct {
	Items      []View  `json:"items"`
	NextCursor *string `json:"next_cursor"`
}

// maxVersionsShown bounds the versions GET returns (newest first).
const maxVersionsShown = 100

// Routes builds the datasets endpoint group: list, get and delete (the
// scan, heal, results and compliance routes of the group are not built
// yet and answer 501).
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	return []httpkit.Route{
		{Method: "GET", Path: "/api/datasets", Handler: platform.Handle(d, list)},
		{Method: "GET", Path: "/api/datasets/{dataset_id}", Handler: platform.Handle(d, get)},
		{Method: "DELETE", Path: "/api/datasets/{dataset_id}", Handler: platform.Handle(d, remove)},
	}, nil
}

func get(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := jobrun.PathID(r, "dataset_id")
	if err != nil {
		return err
	}
	ds, err := Get(r.Context(), d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	vs, err := Versions(r.Context(), d, p.WorkspaceID, id, maxVersionsShown)
	if err != nil {
		return err
	}
	v := ViewOf(ds)
	v.Schema = []ingest.Column{}
	v.Versions = []VersionView{}
	for _, ver := range vs {
		if ver.Number == ds.LatestVersion {
			v.Schema = ver.Columns
		}
		v.Versions = append(v.Versions, VersionViewOf(ver))
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

func list(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseList(r.URL.Query())
	if err != nil {
		return err
	}
	resp := ListResponse{Items: []View{}}
	end := q.after
	for len(resp.Items) < q.limit {
		batch, next, err := records.List[Dataset](r.Context(), d.Main, p.WorkspaceID, KindDataset, store.Query{Descending: true, End: end, Limit: 200})
		if err != nil {
			return err
		}
		for _, ds := range batch {
			end = ds.ID
			if (q.status != "" && ds.Status != q.status) || (q.kind != "" && ds.Kind != q.kind) {
				continue
			}
			resp.Items = append(resp.Items, ViewOf(ds))
			if len(resp.Items) == q.limit {
				c := jobrun.EncodeCursor(ds.ID)
				resp.NextCursor = &c
				break
			}
		}
		if next == "" {
			break
		}
	}
	httpkit.WriteJSON(w, http.StatusOK, resp)
	return nil
}

type listQuery struct {
	limit        int
	after        string
	status, kind string
}

func parseList(v url.Values) (listQuery, error) {
	var c httpkit.Checker
	q := listQuery{limit: jobrun.DefaultPageSize}
	for name, vals := range v {
		loc := []any{"query", name}
		if len(vals) != 1 {
			c.Add(loc, "Give this parameter once", "too_long")
			continue
		}
		val := vals[0]
		if jobrun.PageParam(&c, loc, name, val, &q.limit, &q.after) {
			continue
		}
		switch name {
		case "status":
			c.OneOf(loc, val, DatasetStatuses()...)
			q.status = val
		case "kind":
			c.OneOf(loc, val, Tabular, Images)
			q.kind = val
		default:
			c.Add(loc, "Extra inputs are not permitted", "extra_forbidden")
		}
	}
	return q, c.Err()
}

// TypeDelete is the task type of dataset deletion jobs.
const TypeDelete = "dataset.delete"

// remove starts the deletion of a dataset: it becomes "deleting" at once
// (its name is free for a new dataset), its ingestion jobs are cancelled,
// and a deletion job removes its blobs and records. The answer is 202 with
// that job; deleting a dataset that is being deleted answers the same job.
func remove(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := jobrun.PathID(r, "dataset_id")
	if err != nil {
		return err
	}
	j, err := StartDelete(r.Context(), d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusAccepted, jobrun.ViewOf(j))
	return nil
}

// StartDelete marks a dataset deleting and returns its deletion job.
func StartDelete(ctx context.Context, d *platform.Deps, workspace, id string) (jobrun.Job, error) {
	jobID := records.NewID()
	ds, err := records.Mutate(ctx, d.Main, DatasetKey(workspace, id), func(x *Dataset) error {
		if x.DeleteJobID == "" {
			x.Status, x.DeleteJobID, x.UpdatedAt = StatusDeleting, jobID, d.Clock.Now()
		}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return jobrun.Job{}, errNotFound
	}
	if err != nil {
		return jobrun.Job{}, err
	}
	if err := dropName(ctx, d, ds); err != nil {
		return jobrun.Job{}, err
	}
	vs, err := Versions(ctx, d, workspace, id, store.MaxLimit)
	if err != nil {
		return jobrun.Job{}, err
	}
	for _, v := range vs {
		if versionActive(v.Status) && v.JobID != "" {
			if _, err := jobrun.Cancel(ctx, d, workspace, v.JobID); err != nil && !errors.Is(err, errs.ErrConflict) && !errors.Is(err, errs.ErrNotFound) {
				return jobrun.Job{}, err
			}
		}
	}
	j, err := jobrun.Get(ctx, d, workspace, ds.DeleteJobID)
	if err == nil {
		return j, nil
	}
	if !errors.Is(err, errs.ErrNotFound) {
		return j, err
	}
	return jobrun.Create(ctx, d, workspace, jobrun.New{
		ID: ds.DeleteJobID, Type: TypeDelete, Provider: "bulwark", DatasetID: id,
		SkipQueueLimit: true, NotCancellable: true, Deadline: time.Hour, Message: "queued: delete the dataset",
	})
}

// Tasks registers the dataset deletion task.
func Tasks(d *platform.Deps) (jobs.Dispatcher, error) {
	return jobs.Dispatcher{TypeDelete: jobrun.Task(d, jobrun.Kind{Type: TypeDelete, Run: func(ctx context.Context, r *jobrun.Run) (map[string]any, error) {
		return runDelete(ctx, d, r)
	}})}, nil
}

// runDelete removes a deleting dataset's blobs, version records, name
// index and record. Each step is idempotent, so a retried run finishes
// what an interrupted one started.
func runDelete(ctx context.Context, d *platform.Deps, r *jobrun.Run) (map[string]any, error) {
	ws, id := r.Job.WorkspaceID, r.Job.DatasetID
	ds, _, err := records.Get[Dataset](ctx, d.Main, DatasetKey(ws, id))
	if errors.Is(err, errs.ErrNotFound) {
		return map[string]any{"deleted_objects": 0}, nil
	}
	if err != nil {
		return nil, err
	}
	n, err := DeletePrefix(ctx, d, Prefix(ws, id), func(deleted int) error {
		return r.Progress(ctx, 50, fmt.Sprintf("deleted %d objects", deleted))
	})
	if err != nil {
		return nil, err
	}
	if err := r.Progress(ctx, 90, "deleting the records"); err != nil {
		return nil, err
	}
	if err := removeDataset(ctx, d, ds); err != nil {
		return nil, err
	}
	return map[string]any{"deleted_objects": n}, nil
}
