package jobrun

import (
	"encoding/base64"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/webhooks"
)

// View is a job as the API shows it.
type View struct {
	JobID             string         `json:"job_id"`
	Type              string         `json:"type"`
	Provider          string         `json:"provider"`
	Status            string         `json:"status"`
	Progress          int            `json:"progress"`
	Message           string         `json:"message"`
	Error             *string        `json:"error"`
	ErrorCode         *string        `json:"error_code"`
	CancelRequested   bool           `json:"cancel_requested"`
	CancelledAt       *time.Time     `json:"cancelled_at"`
	CreatedAt         time.Time      `json:"created_at"`
	UpdatedAt         time.Time      `json:"updated_at"`
	StartedAt         *time.Time     `json:"started_at"`
	FinishedAt        *time.Time     `json:"finished_at"`
	DeadlineAt        time.Time      `json:"deadline_at"`
	DatasetID         *string        `json:"dataset_id"`
	Attempts          int            `json:"attempts"`
	Details           map[string]any `json:"details"`
	Webhook           *Webhook       `json:"webhook"`
	WebhookDeliveries []DeliveryView `json:"webhook_deliveries,omitempty"`

	// PartsTotal and PartsDone are shown once the job runs in parts.
	PartsTotal *int `json:"parts_total,omitempty"`
	PartsDone  *int `json:"parts_done,omitempty"`
}

// DeliveryView is a webhook delivery of a job with its attempts.
type DeliveryView struct {
	ID        string             `json:"id"`
	Event     string             `json:"event"`
	State     string             `json:"state"`
	Attempts  []webhooks.Attempt `json:"attempts"`
	NextAt    *time.Time         `json:"next_attempt_at"`
	CreatedAt time.Time          `json:"created_at"`
	UpdatedAt time.Time          `json:"updated_at"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// ViewOf is the API form of a job.
func ViewOf(j Job) View {
	details := j.Details
	if details == nil {
		details = map[string]any{}
	}
	var total, done *int
	if j.Parts != nil {
		total, done = &j.Parts.Total, &j.Parts.Done
	}
	return View{
		PartsTotal: total, PartsDone: done,
		JobID: j.ID, Type: j.Type, Provider: j.Provider, Status: j.Status, Progress: j.Progress, Message: j.Message,
		Error: optional(j.Error), ErrorCode: optional(j.ErrorCode), CancelRequested: j.CancelRequested,
		CancelledAt: j.CancelledAt, CreatedAt: j.CreatedAt, UpdatedAt: j.UpdatedAt, StartedAt: j.StartedAt,
		FinishedAt: j.FinishedAt, DeadlineAt: j.DeadlineAt, DatasetID: optional(j.DatasetID), Attempts: j.Attempts,
		Details: details, Webhook: j.Webhook,
	}
}

// apiView is a job as the jobs routes show it (shownStatus): one that
// succeeded but is not settled yet reads as running, at most 99%,
// "finishing". Webhooks are scheduled while settling and carry ViewOf's
// status.
func apiView(j Job) View {
	v := ViewOf(j)
	if s := j.shownStatus(); s != j.Status {
		v.Status, v.Progress, v.Message, v.FinishedAt = s, min(v.Progress, 99), "finishing", nil
	}
	return v
}

// ListResponse is the body of GET /api/jobs.
type ListResponse struct {
	Items      []View  `json:"items"`
	NextCursor *string `json:"next_cursor"`
}

// Routes builds the jobs endpoint group.
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	return []httpkit.Route{
		{Method: "GET", Path: "/api/jobs", Handler: platform.Handle(d, list)},
		{Method: "GET", Path: "/api/jobs/{job_id}", Handler: platform.Handle(d, get)},
		{Method: "POST", Path: "/api/jobs/{job_id}/cancel", Handler: platform.Handle(d, cancel)},
	}, nil
}

// PathID reads a UUID path parameter (422 uuid_parsing otherwise).
func PathID(r *http.Request, name string) (string, error) {
	v := r.PathValue(name)
	u, err := uuid.Parse(v)
	if err != nil || len(v) != 36 {
		return "", httpkit.Invalid([]any{"path", name}, "Input should be a valid UUID", "uuid_parsing")
	}
	return u.String(), nil
}

func get(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := PathID(r, "job_id")
	if err != nil {
		return err
	}
	j, err := Get(r.Context(), d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	v := apiView(j)
	dels, err := webhooks.ForPrefix(r.Context(), d.Main, p.WorkspaceID, j.ID+".")
	if err != nil {
		return err
	}
	for _, del := range dels {
		dv := DeliveryView{ID: del.ID, Event: del.Event, State: del.State, Attempts: del.Attempts, CreatedAt: del.CreatedAt, UpdatedAt: del.UpdatedAt}
		if del.State == webhooks.StatePending {
			next := del.NextAt
			dv.NextAt = &next
		}
		v.WebhookDeliveries = append(v.WebhookDeliveries, dv)
	}
	httpkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

func cancel(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	id, err := PathID(r, "job_id")
	if err != nil {
		return err
	}
	j, err := Cancel(r.Context(), d, p.WorkspaceID, id)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, apiView(j))
	return nil
}

// List bounds.
const (
	DefaultPageSize = 50
	MaxPageSize     = 200
)

func list(d *platform.Deps, w http.ResponseWriter, r *http.Request, p principal.Principal) error {
	q, err := parseList(r.URL.Query())
	if err != nil {
		return err
	}
	items, after, err := List(r.Context(), d, p.WorkspaceID, q)
	if err != nil {
		return err
	}
	resp := ListResponse{Items: make([]View, 0, len(items))}
	for _, j := range items {
		resp.Items = append(resp.Items, apiView(j))
	}
	if after != "" {
		c := EncodeCursor(after)
		resp.NextCursor = &c
	}
	httpkit.WriteJSON(w, http.StatusOK, resp)
	return nil
}

func parseList(v url.Values) (ListQuery, error) {
	var c httpkit.Checker
	q := ListQuery{Limit: DefaultPageSize}
	for name, vals := range v {
		loc := []any{"query", name}
		if len(vals) != 1 {
			c.Add(loc, "Give this parameter once", "too_long")
			continue
		}
		val := vals[0]
		if PageParam(&c, loc, name, val, &q.Limit, &q.After) {
			continue
		}
		switch name {
		case "status":
			for s := range strings.SplitSeq(val, ",") {
				s = strings.TrimSpace(s)
				c.OneOf(loc, s, Statuses()...)
				q.Statuses = append(q.Statuses, s)
			}
		case "type":
			c.Len(loc, val, 1, 64)
			q.Type = val
		case "dataset_id":
			if _, err := uuid.Parse(val); err != nil {
				c.Add(loc, "Input should be a valid UUID", "uuid_parsing")
			}
			q.DatasetID = val
		default:
			c.Add(loc, "Extra inputs are not permitted", "extra_forbidden")
		}
	}
	return q, c.Err()
}

// PageParam reads the paging parameters of a list of jobs or datasets,
// limit (1 to MaxPageSize) and cursor (made by EncodeCursor), into limit
// and after; it reports whether name was one of them.
func PageParam(c *httpkit.Checker, loc []any, name, val string, limit *int, after *string) bool {
	switch name {
	case "limit":
		n, err := strconv.Atoi(val)
		if err != nil {
			c.Add(loc, "Input should be a valid integer", "int_parsing")
			return true
		}
		c.IntRange(loc, int64(n), 1, MaxPageSize)
		*limit = n
	case "cursor":
		id, ok := DecodeCursor(val)
		if !ok {
			c.Add(loc, "Input should be a cursor returned by a previous page", "value_error")
		}
		*after = id
	default:
		return false
	}
	return true
}

// EncodeCursor makes an opaque cursor of a record id.
func EncodeCursor(id string) string { return base64.RawURLEncoding.EncodeToString([]byte(id)) }

// DecodeCursor reads a cursor made by EncodeCursor: it must hold a UUID.
func DecodeCursor(c string) (string, bool) {
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return "", false
	}
	u, err := uuid.Parse(string(raw))
	if err != nil || len(raw) != 36 {
		return "", false
	}
	return u.String(), true
}
