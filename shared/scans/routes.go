package scans

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"bulwark/shared/compliance"
	"bulwark/shared/datascan"
	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/heal"
	"bulwark/shared/httpkit"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/records"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/runtime/apps"
)

// Limits of the requests.
const (
	MaxSampleRows = 1_000_000_000
	MaxRules      = 100
	// ScanDeadline is how long a scan or heal job may take.
	ScanDeadline = 6 * time.Hour
	maxBody      = 256 << 10
)

// Routes builds the scan, heal, results and compliance routes of the
// datasets endpoint group.
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	h := func(fn func(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error) http.Handler {
		return platform.Handle(d, fn)
	}
	return []httpkit.Route{
		{Method: "POST", Path: "/api/datasets/{dataset_id}/scans", Handler: h(startScan)},
		{Method: "GET", Path: "/api/datasets/{dataset_id}/scans", Handler: h(listScans)},
		{Method: "POST", Path: "/api/datasets/{dataset_id}/heal", Handler: h(startHeal)},
		{Method: "GET", Path: "/api/results/{scan_id}", Handler: h(getResult)},
		{Method: "GET", Path: "/api/results/{scan_id}/findings", Handler: h(listFindings)},
		{Method: "GET", Path: "/api/compliance/{dataset_id}", Handler: h(getCompliance)},
	}, nil
}

var _ platform.Builder = Routes

// With returns the datasets group's builder: base's routes (the datasets
// package's list, get and delete) and these.
func With(base platform.Builder) platform.Builder {
	return func(d *platform.Deps) ([]httpkit.Route, error) {
		a, err := base(d)
		if err != nil {
			return nil, err
		}
		b, err := Routes(d)
		if err != nil {
			return nil, err
		}
		return append(a, b...), nil
	}
}

// ScanView is a scan as the API shows it.
type ScanView struct {
	ScanID         string                 `json:"scan_id"`
	DatasetID      string                 `json:"dataset_id"`
	Version        int                    `json:"version"`
	Kind           string                 `json:"kind"`
	JobID          string                 `json:"job_id"`
	Origin         string                 `json:"origin"`
	Status         string                 `json:"status"`
	Detectors      []string               `json:"detectors"`
	SampleRows     *int64                 `json:"sample_rows"`
	MinScore       float64                `json:"min_score"`
	Exhaustive     bool                   `json:"exhaustive"`
	AppID          *string                `json:"app_id"`
	PIIRules       []appconfig.PIIRule    `json:"pii_rules"`
	CreatedAt      time.Time              `json:"created_at"`
	FinishedAt     *time.Time             `json:"finished_at"`
	ErrorCode      *string                `json:"error_code"`
	Error          *string                `json:"error"`
	RowsTotal      *int64                 `json:"rows_total"`
	RowsScanned    *int64                 `json:"rows_scanned"`
	Sampled        bool                   `json:"sampled"`
	FindingsTotal  *int64                 `json:"findings_total"`
	FindingsStored *int64                 `json:"findings_stored"`
	DurationMS     *int64                 `json:"duration_ms"`
	Totals         []CategoryCount        `json:"totals"`
	Images         *datascan.ImageSummary `json:"images,omitempty"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func viewOf(s Scan) ScanView {
	v := ScanView{
		ScanID: s.ID, DatasetID: s.DatasetID, Version: s.Version, Kind: s.Kind, JobID: s.JobID, Origin: s.Origin,
		Status: s.Status, Detectors: s.Detectors, MinScore: s.MinScore, Exhaustive: s.Exhaustive, AppID: optional(s.AppID),
		PIIRules: s.PIIRules, CreatedAt: s.CreatedAt, FinishedAt: s.FinishedAt, ErrorCode: optional(s.ErrorCode),
		Error: optional(s.Error), Totals: []CategoryCount{},
	}
	if v.PIIRules == nil {
		v.PIIRules = []appconfig.PIIRule{}
	}
	if s.SampleRows > 0 {
		n := s.SampleRows
		v.SampleRows = &n
	}
	if st := s.Stats; st != nil {
		v.RowsTotal, v.RowsScanned, v.Sampled = &st.RowsTotal, &st.RowsScanned, st.Sampled
		v.FindingsTotal, v.FindingsStored, v.DurationMS = &st.FindingsTotal, &st.FindingsStored, &st.DurationMS
		v.Totals, v.Images = st.Totals, st.Images
	}
	return v
}

// StartScanRequest is the body of POST /api/datasets/{dataset_id}/scans.
type StartScanRequest struct {
	Version    *int        `json:"version"`
	Detectors  []string    `json:"detectors"`
	SampleRows *int64      `json:"sample_rows"`
	MinScore   *float64    `json:"min_score"`
	Exhaustive *bool       `json:"exhaustive"`
	AppID      *string     `json:"app_id"`
	PIIRules   []ruleInput `json:"pii_rules"`
}

// ruleInput is an AppPiiRule whose optional fields take the AppConfig
// defaults.
type ruleInput struct {
	Name        string   `json:"name"`
	Pattern     string   `json:"pattern"`
	Category    *string  `json:"category"`
	Score       *float64 `json:"score"`
	Description *string  `json:"description"`
	Flags       *int     `json:"flags"`
	Priority    *int     `json:"priority"`
}

func (r ruleInput) rule() appconfig.PIIRule {
	out := appconfig.PIIRule{Name: r.Name, Pattern: r.Pattern, Category: "custom", Score: 0.7, Description: r.Description}
	if r.Category != nil {
		out.Category = *r.Category
	}
	if r.Score != nil {
		out.Score = *r.Score
	}
	if r.Flags != nil {
		out.Flags = *r.Flags
	}
	if r.Priority != nil {
		out.Priority = *r.Priority
	}
	return out
}

// StartScanResponse is the 202 answer of a scan request.
type StartScanResponse struct {
	ScanID string   `json:"scan_id"`
	JobID  string   `json:"job_id"`
	Scan   ScanView `json:"scan"`
}

// dataset loads the dataset of the path and one of its ready versions (0:
// the latest).
func dataset(ctx context.Context, d *platform.Deps, workspace, id string, version int) (datasets.Dataset, datasets.Version, error) {
	ds, err := datasets.Get(ctx, d, workspace, id)
	if err != nil {
		return ds, datasets.Version{}, err
	}
	if ds.Status == datasets.StatusDeleting {
		return ds, datasets.Version{}, errs.New(errs.ErrConflict, CodeDatasetDeleting, "the dataset is being deleted")
	}
	if version == 0 {
		if ds.LatestVersion == 0 {
			return ds, datasets.Version{}, errs.New(errs.ErrConflict, CodeDatasetNotReady, "the dataset has no ready version yet")
		}
		version = ds.LatestVersion
	}
	v, err := datasets.GetVersion(ctx, d, workspace, id, version)
	if errors.Is(err, errs.ErrNotFound) {
		return ds, v, errs.Newf(errs.ErrNotFound, CodeVersionNotFound, "the dataset has no version %d", version)
	}
	if err != nil {
		return ds, v, err
	}
	if v.Status != datasets.VersionReady {
		return ds, v, errs.Newf(errs.ErrConflict, CodeDatasetNotReady, "version %d is %s, not ready", version, v.Status)
	}
	return ds, v, nil
}

func startScan(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	ctx := r.Context()
	id, err := jobrun.PathID(r, "dataset_id")
	if err != nil {
		return err
	}
	var req StartScanRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: maxBody, Optional: true}); err != nil {
		return err
	}
	settings, version, err := req.settings()
	if err != nil {
		return err
	}
	ds, v, err := dataset(ctx, d, p.WorkspaceID, id, version)
	if err != nil {
		return err
	}
	if settings.AppID != "" {
		svc := &apps.Service{Main: d.Main, Blobs: d.Blobs, Clock: d.Clock}
		_, cv, err := svc.Current(ctx, p.WorkspaceID, settings.AppID)
		if err != nil {
			return err
		}
		settings.PIIRules = append(append([]appconfig.PIIRule{}, cv.Config.PIIRules...), settings.PIIRules...)
	}
	if err := countScan(ctx, d, p.WorkspaceID); err != nil {
		return err
	}
	s, j, err := enqueueScan(ctx, d, p.WorkspaceID, ds, v.Number, settings, OriginRequest)
	if err != nil {
		uncount(ctx, d, p.WorkspaceID)
		return err
	}
	httpkit.WriteJSON(w, http.StatusAccepted, StartScanResponse{ScanID: s.ID, JobID: j.ID, Scan: viewOf(s)})
	return nil
}

// settings validates a scan request (422 listing every problem).
func (req StartScanRequest) settings() (Settings, int, error) {
	var c httpkit.Checker
	s := Settings{Detectors: datascan.Families(), MinScore: datascan.DefaultMinScore, PIIRules: []appconfig.PIIRule{}}
	version := 0
	if req.Version != nil {
		c.IntRange([]any{"body", "version"}, int64(*req.Version), 1, 1<<31-1)
		version = *req.Version
	}
	if req.Detectors != nil {
		loc := []any{"body", "detectors"}
		if len(req.Detectors) == 0 {
			c.Add(loc, "List should have at least 1 item after validation, not 0", "too_short")
		}
		seen := map[string]bool{}
		s.Detectors = []string{}
		for i, f := range req.Detectors {
			c.OneOf(append(loc, i), f, datascan.Families()...)
			if !seen[f] {
				seen[f] = true
				s.Detectors = append(s.Detectors, f)
			}
		}
	}
	if req.SampleRows != nil {
		c.IntRange([]any{"body", "sample_rows"}, *req.SampleRows, 1, MaxSampleRows)
		s.SampleRows = *req.SampleRows
	}
	if req.MinScore != nil {
		c.Range([]any{"body", "min_score"}, *req.MinScore, 0.01, 1)
		s.MinScore = *req.MinScore
	}
	if req.Exhaustive != nil {
		s.Exhaustive = *req.Exhaustive
	}
	if req.AppID != nil {
		if _, err := uuid.Parse(*req.AppID); err != nil || len(*req.AppID) != 36 {
			c.Add([]any{"body", "app_id"}, "Input should be a valid UUID", "uuid_parsing")
		}
		s.AppID = strings.ToLower(*req.AppID)
	}
	for _, ri := range req.PIIRules {
		s.PIIRules = append(s.PIIRules, ri.rule())
	}
	if len(s.PIIRules) > 0 {
		// The rules are checked as an app configuration checks them.
		cfg := appconfig.Defaults()
		cfg.PIIRules = s.PIIRules
		if err := cfg.Validate([]any{"body"}, appconfig.Policy{}); err != nil {
			var ve *httpkit.ValidationError
			if errors.As(err, &ve) {
				for _, fe := range ve.Detail {
					c.Add(fe.Loc, fe.Msg, fe.Type)
				}
			}
		}
	}
	return s, version, c.Err()
}

// countScan counts a requested scan against max_total_scans.
func countScan(ctx context.Context, d *platform.Deps, workspace string) error {
	org, err := jobrun.Organization(ctx, d, workspace)
	if err != nil {
		return err
	}
	n, err := d.Main.Incr(ctx, counterKey(workspace), 1, timeZero)
	if err != nil {
		return err
	}
	if org.MaxTotalScans > 0 && n > org.MaxTotalScans {
		uncount(ctx, d, workspace)
		return errs.Newf(errs.ErrQuotaExceeded, CodeScanLimit,
			"the workspace has run %d scans, the most its organization allows (max_total_scans)", org.MaxTotalScans)
	}
	return nil
}

// uncount gives back a scan that was not started.
func uncount(ctx context.Context, d *platform.Deps, workspace string) {
	if _, err := d.Main.Incr(context.WithoutCancel(ctx), counterKey(workspace), -1, timeZero); err != nil {
		d.Log.WarnContext(ctx, "scans: could not give back a scan count", "err", err.Error())
	}
}

// enqueueScan records a scan of a version and queues its job.
func enqueueScan(ctx context.Context, d *platform.Deps, workspace string, ds datasets.Dataset, version int, settings Settings, origin string) (Scan, jobrun.Job, error) {
	now := d.Clock.Now()
	s := Scan{
		ID: records.NewID(), WorkspaceID: workspace, DatasetID: ds.ID, Version: version, Kind: ds.Kind,
		JobID: records.NewID(), Origin: origin, Status: StatusQueued, Settings: settings, CreatedAt: now, UpdatedAt: now,
	}
	if err := create(ctx, d, s); err != nil {
		return s, jobrun.Job{}, err
	}
	j, err := jobrun.Create(ctx, d, workspace, jobrun.New{
		ID: s.JobID, Type: TypeScan, Provider: "bulwark", DatasetID: ds.ID, Deadline: ScanDeadline, UsesSlot: true,
		Input: scanInput{ScanID: s.ID, DatasetID: ds.ID}, Details: map[string]any{"scan_id": s.ID, "version": version},
		Message: "queued: scan the dataset",
	})
	if err != nil {
		remove(ctx, d, s)
		return s, j, err
	}
	return s, j, nil
}

// ScanList is the body of GET /api/datasets/{dataset_id}/scans.
type ScanList struct {
	Items      []ScanView `json:"items"`
	NextCursor *string    `json:"next_cursor"`
}

func listScans(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	ctx := r.Context()
	id, err := jobrun.PathID(r, "dataset_id")
	if err != nil {
		return err
	}
	q, err := parseQuery(r.URL.Query(), map[string]bool{"limit": true, "cursor": true, "version": true})
	if err != nil {
		return err
	}
	ds, err := datasets.Get(ctx, d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	if ds.Status == datasets.StatusDeleting {
		return errs.New(errs.ErrNotFound, "DATASET_NOT_FOUND", "no dataset with this id in the workspace")
	}
	list, next, err := List(ctx, d, p.WorkspaceID, id, q.version, q.limit, q.after)
	if err != nil {
		return err
	}
	resp := ScanList{Items: []ScanView{}}
	for _, s := range list {
		if s, err = reconcile(ctx, d, s); err != nil {
			return err
		}
		resp.Items = append(resp.Items, viewOf(s))
	}
	if next != "" {
		c := jobrun.EncodeCursor(next)
		resp.NextCursor = &c
	}
	httpkit.WriteJSON(w, http.StatusOK, resp)
	return nil
}

// query holds the parsed query parameters of the list routes.
type query struct {
	limit, version int
	after          string
	findingsCursor findingsCursor
	filter         findingsFilter
	format         string
}

// parseQuery reads the allowed parameters; others are 422 extra_forbidden.
func parseQuery(v url.Values, allowed map[string]bool) (query, error) {
	var c httpkit.Checker
	q := query{limit: jobrun.DefaultPageSize, format: "json"}
	maxLimit := jobrun.MaxPageSize
	if allowed["column"] {
		q.limit, maxLimit = defaultFindingsLimit, maxFindingsLimit
	}
	list := func(s string) []string {
		var out []string
		for _, x := range strings.Split(s, ",") {
			if x = strings.TrimSpace(x); x != "" {
				out = append(out, x)
			}
		}
		return out
	}
	for name, vals := range v {
		loc := []any{"query", name}
		if !allowed[name] {
			c.Add(loc, "Extra inputs are not permitted", "extra_forbidden")
			continue
		}
		if len(vals) != 1 {
			c.Add(loc, "Give this parameter once", "too_long")
			continue
		}
		val := vals[0]
		switch name {
		case "limit", "version":
			n, err := strconv.Atoi(val)
			if err != nil {
				c.Add(loc, "Input should be a valid integer", "int_parsing")
				continue
			}
			if name == "limit" {
				c.IntRange(loc, int64(n), 1, int64(maxLimit))
				q.limit = n
			} else {
				c.IntRange(loc, int64(n), 1, 1<<31-1)
				q.version = n
			}
		case "cursor":
			ok := false
			if allowed["column"] {
				q.findingsCursor, ok = decodeFindingsCursor(val)
			} else {
				q.after, ok = jobrun.DecodeCursor(val)
			}
			if !ok {
				c.Add(loc, "Input should be a cursor returned by a previous page", "value_error")
			}
		case "column":
			q.filter.columns = list(val)
		case "category":
			q.filter.categories = list(val)
		case "detector":
			q.filter.detectors = list(val)
			for _, f := range q.filter.detectors {
				c.OneOf(loc, f, append(datascan.Families(), datascan.FamilyImage)...)
			}
		case "format":
			c.OneOf(loc, val, "json", "html")
			q.format = val
		}
	}
	return q, c.Err()
}

// ResultView is the body of GET /api/results/{scan_id}: the scan, its
// job's progress, and once it succeeded the summary per column.
type ResultView struct {
	ScanView
	Progress       int                      `json:"progress"`
	Lineage        *Lineage                 `json:"lineage"`
	CellsScanned   *int64                   `json:"cells_scanned"`
	BytesScanned   *int64                   `json:"bytes_scanned"`
	Totals         []datascan.CategoryTotal `json:"totals"`
	Columns        []datascan.ColumnSummary `json:"columns"`
	SkippedColumns []datascan.SkippedColumn `json:"skipped_columns"`
}

func getResult(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	ctx := r.Context()
	id, err := jobrun.PathID(r, "scan_id")
	if err != nil {
		return err
	}
	if _, err := parseQuery(r.URL.Query(), nil); err != nil {
		return err
	}
	s, err := Get(ctx, d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	v := ResultView{ScanView: viewOf(s), Totals: []datascan.CategoryTotal{}, Columns: []datascan.ColumnSummary{},
		SkippedColumns: []datascan.SkippedColumn{}}
	if j, err := jobrun.Get(ctx, d, p.WorkspaceID, s.JobID); err == nil {
		v.Progress = j.Progress
	}
	if s.Status == StatusSucceeded {
		v.Progress = 100
		doc, err := readResults(ctx, d, s)
		if err != nil {
			return err
		}
		v.CellsScanned, v.BytesScanned = &doc.Summary.CellsScanned, &doc.Summary.BytesScanned
		v.Totals, v.Columns, v.SkippedColumns = doc.Summary.Totals, doc.Summary.Columns, doc.Summary.SkippedColumns
	}
	if v.Lineage, err = GetLineage(ctx, d, p.WorkspaceID, s.DatasetID, s.Version); err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

func listFindings(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	ctx := r.Context()
	id, err := jobrun.PathID(r, "scan_id")
	if err != nil {
		return err
	}
	q, err := parseQuery(r.URL.Query(), map[string]bool{"limit": true, "cursor": true, "column": true, "category": true, "detector": true})
	if err != nil {
		return err
	}
	s, err := Get(ctx, d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	if s.Status != StatusSucceeded {
		return errs.Newf(errs.ErrConflict, CodeScanNotFinished, "the scan is %s; findings are listed once it succeeded", s.Status)
	}
	doc, err := readResults(ctx, d, s)
	if err != nil {
		return err
	}
	page, err := readFindings(ctx, d, doc, q.filter, q.findingsCursor, q.limit)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, page)
	return nil
}

// HealRequest is the body of POST /api/datasets/{dataset_id}/heal.
type HealRequest struct {
	ScanID  *string     `json:"scan_id"`
	Actions []heal.Rule `json:"actions"`
	// Dimension, "WxH", resizes every image of an image set to exactly
	// that size (as an upload's dimension requires of every image).
	Dimension *string `json:"dimension"`
}

var dimensionRE = regexp.MustCompile(`^([0-9]{1,5})x([0-9]{1,5})$`)

// parseDimension reads "WxH" (each 1 to ingest.MaxImageSide), as an image
// upload's dimension field is read.
func parseDimension(s string) (image.Point, bool) {
	m := dimensionRE.FindStringSubmatch(strings.ToLower(s))
	if m == nil {
		return image.Point{}, false
	}
	w, _ := strconv.Atoi(m[1])
	h, _ := strconv.Atoi(m[2])
	if w < 1 || h < 1 || w > ingest.MaxImageSide || h > ingest.MaxImageSide {
		return image.Point{}, false
	}
	return image.Pt(w, h), true
}

// HealResponse is the 202 answer of a heal request.
type HealResponse struct {
	JobID              string   `json:"job_id"`
	DatasetID          string   `json:"dataset_id"`
	SourceVersion      int      `json:"source_version"`
	Version            int      `json:"version"`
	ScanID             string   `json:"scan_id"`
	VerificationScanID string   `json:"verification_scan_id"`
	DropColumns        []string `json:"drop_columns"`
}

func startHeal(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	ctx := r.Context()
	id, err := jobrun.PathID(r, "dataset_id")
	if err != nil {
		return err
	}
	var req HealRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: maxBody}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "scan_id"}, req.ScanID != nil) {
		if u, err := uuid.Parse(*req.ScanID); err != nil || len(*req.ScanID) != 36 {
			c.Add([]any{"body", "scan_id"}, "Input should be a valid UUID", "uuid_parsing")
		} else {
			*req.ScanID = u.String()
		}
	}
	if c.Required([]any{"body", "actions"}, req.Actions != nil) {
		c.MaxItems([]any{"body", "actions"}, len(req.Actions), MaxRules)
	}
	if req.Dimension != nil {
		if _, ok := parseDimension(*req.Dimension); !ok {
			c.Add([]any{"body", "dimension"}, fmt.Sprintf("Input should be WIDTHxHEIGHT, each 1 to %d, such as 224x224", ingest.MaxImageSide), "value_error")
		}
	}
	if err := c.Err(); err != nil {
		return err
	}
	ds, err := datasets.Get(ctx, d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	s, err := Get(ctx, d, p.WorkspaceID, *req.ScanID)
	if errors.Is(err, errs.ErrNotFound) || err == nil && s.DatasetID != id {
		return errs.New(errs.ErrNotFound, CodeScanNotFound, "no scan with this id for this dataset")
	}
	if err != nil {
		return err
	}
	if s.Status != StatusSucceeded {
		return errs.Newf(errs.ErrConflict, CodeScanNotFinished, "the scan is %s; healing needs a succeeded scan", s.Status)
	}
	if _, _, err := dataset(ctx, d, p.WorkspaceID, id, s.Version); err != nil {
		return err
	}
	doc, err := readResults(ctx, d, s)
	if err != nil {
		return err
	}
	in := healInput{DatasetID: id, SourceVersion: s.Version, ScanID: s.ID, Rules: req.Actions}
	if err := checkRules(req, ds.Kind, doc.Summary, &in); err != nil {
		return err
	}
	out, err := beginHeal(ctx, d, p.WorkspaceID, ds, s, in)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusAccepted, out)
	return nil
}

// checkRules validates the healing rules against the scanned version and
// resolves the columns to drop.
func checkRules(req HealRequest, kind string, sum datascan.Summary, in *healInput) error {
	var c httpkit.Checker
	if kind == datasets.Images {
		for i, a := range req.Actions {
			loc := []any{"body", "actions", i}
			c.OneOf(append(loc, "action"), a.Action, heal.ImageActions()...)
			if a.Style != "" {
				c.Add(append(loc, "style"), "style applies to redact only", "value_error")
			}
		}
		if req.Dimension != nil {
			in.Dimension = strings.ToLower(*req.Dimension)
		}
		return c.Err()
	}
	if req.Dimension != nil {
		c.Add([]any{"body", "dimension"}, "dimension applies to image datasets only", "value_error")
	}
	var all, text []string
	for _, col := range sum.Columns {
		all, text = append(all, col.Name), append(text, col.Name)
	}
	for _, col := range sum.SkippedColumns {
		all = append(all, col.Name)
	}
	for _, pr := range heal.Validate(req.Actions, all, text) {
		c.Add([]any{"body", "actions", pr.Index, pr.Field}, pr.Msg, "value_error")
	}
	if err := c.Err(); err != nil {
		return err
	}
	in.DropColumns = heal.ColumnsToDrop(req.Actions, func(cat string) []string { return sum.Category(cat).Columns })
	for _, col := range sum.Columns {
		if col.Findings > 0 {
			in.FoundIn = append(in.FoundIn, col.Name)
		}
	}
	if len(in.DropColumns) == len(all) {
		return httpkit.Invalid([]any{"body", "actions"}, "the actions would drop every column", "value_error")
	}
	return nil
}

// beginHeal creates the pending heal job (max_queue_size), adds the new
// version (dataset and storage limits), records the verification scan,
// then starts the job; on a failure after the job exists the job is failed
// and its settling removes what was added.
func beginHeal(ctx context.Context, d *platform.Deps, workspace string, ds datasets.Dataset, src Scan, in healInput) (HealResponse, error) {
	j, err := jobrun.Create(ctx, d, workspace, jobrun.New{
		Type: TypeHeal, Provider: "bulwark", DatasetID: ds.ID, Pending: true, Deadline: ScanDeadline, UsesSlot: true,
		Input: in, Details: map[string]any{"scan_id": src.ID, "source_version": src.Version}, Message: "preparing the healing",
	})
	if err != nil {
		return HealResponse{}, err
	}
	fail := func(err error) (HealResponse, error) {
		code, msg := codeInternal, "the healing could not be started"
		var e *errs.Error
		if errors.As(err, &e) {
			code, msg = e.Code, e.Message
		}
		if _, ferr := jobrun.Fail(context.WithoutCancel(ctx), d, workspace, j.ID, code, msg); ferr != nil {
			d.Log.WarnContext(ctx, "scans: could not fail the heal job; the sweep will", "job", j.ID, "err", ferr.Error())
		}
		return HealResponse{}, err
	}
	srcV, err := datasets.GetVersion(ctx, d, workspace, ds.ID, src.Version)
	if err != nil {
		return fail(err)
	}
	_, v, err := datasets.Begin(ctx, d, workspace, datasets.Spec{
		Name: ds.Name, Kind: ds.Kind, ImageSpecificity: ds.ImageSpecificity, DatasetType: ds.DatasetType,
		Format: srcV.Format, Source: datasets.Source{Provider: datasets.ProviderHeal, Filename: fmt.Sprintf("v%d healed with scan %s", src.Version, src.ID)},
		ExpectedBytes: srcV.SizeBytes, JobID: j.ID,
	})
	if err != nil {
		return fail(err)
	}
	// The input names the version (and the verification scan) before
	// anything else can fail, so that the job's settling finds them.
	in.Version, in.VerifyScanID = v.Number, records.NewID()
	if err := jobrun.Attach(ctx, d, workspace, j.ID, ds.ID, in); err != nil {
		return fail(err)
	}
	now := d.Clock.Now()
	verify := Scan{
		ID: in.VerifyScanID, WorkspaceID: workspace, DatasetID: ds.ID, Version: v.Number, Kind: ds.Kind, JobID: j.ID,
		Origin: OriginHeal, Status: StatusQueued, Settings: src.Settings, CreatedAt: now, UpdatedAt: now,
	}
	verify.SampleRows = 0 // the verification reads every row
	if err := create(ctx, d, verify); err != nil {
		return fail(err)
	}
	if _, err := jobrun.Start(ctx, d, workspace, j.ID, ScanDeadline, map[string]any{"version": v.Number, "verification_scan_id": verify.ID}); err != nil {
		return fail(err)
	}
	drop := in.DropColumns
	if drop == nil {
		drop = []string{}
	}
	return HealResponse{JobID: j.ID, DatasetID: ds.ID, SourceVersion: src.Version, Version: v.Number, ScanID: src.ID,
		VerificationScanID: verify.ID, DropColumns: drop}, nil
}

func getCompliance(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	ctx := r.Context()
	id, err := jobrun.PathID(r, "dataset_id")
	if err != nil {
		return err
	}
	q, err := parseQuery(r.URL.Query(), map[string]bool{"version": true, "format": true})
	if err != nil {
		return err
	}
	ds, v, err := dataset(ctx, d, p.WorkspaceID, id, q.version)
	if err != nil {
		return err
	}
	s, ok, err := Latest(ctx, d, p.WorkspaceID, id, v.Number)
	if err != nil {
		return err
	}
	if !ok {
		return errs.Newf(errs.ErrConflict, CodeScanRequired,
			"version %d has no finished scan: POST /api/datasets/%s/scans with {\"version\": %d} first", v.Number, id, v.Number)
	}
	doc, err := readResults(ctx, d, s)
	if err != nil {
		return err
	}
	scanned := s.CreatedAt
	if s.FinishedAt != nil {
		scanned = *s.FinishedAt
	}
	rep := compliance.Evaluate(compliance.Input{
		DatasetID: ds.ID, DatasetName: ds.Name, Version: v.Number, Images: ds.Kind == datasets.Images, ScanID: s.ID,
		ScannedAt: scanned, Detectors: s.Detectors, Summary: doc.Summary, Now: d.Clock.Now(),
	})
	if q.format == "html" {
		var page bytes.Buffer
		if err := compliance.HTML(&page, rep); err != nil {
			return err
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", compliance.ContentSecurityPolicy)
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.WriteHeader(http.StatusOK)
		_, err := w.Write(page.Bytes())
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, rep)
	return nil
}
