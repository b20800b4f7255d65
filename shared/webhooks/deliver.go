// Package webhooks delivers job callbacks: a JSON payload POSTed to the
// caller's webhook_url, signed with HMAC-SHA256 under a per-workspace
// secret (header Bulwark-Signature: t=<unix>,v1=<hex>), sent through the
// SSRF guard's client, and retried with exponential backoff through the job
// queue. Every attempt is recorded on the delivery record, which the jobs
// API shows with its job.
//
// Delivery is at least once: a receiver deduplicates on the
// Bulwark-Delivery header (the payload's id).
package webhooks

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/queue"
	"bulwark/shared/records"
	"bulwark/shared/ssrf"
	"bulwark/shared/store"
)

// TaskType is the queue task that makes one delivery attempt.
const TaskType = "webhook.deliver"

// Record kinds: deliveries in the workspace, and the cross-workspace index
// of unfinished deliveries that the sweep walks.
const (
	KindDelivery = "webhook-delivery"
	kindActive   = "webhook-active"
)

// Delivery states.
const (
	StatePending   = "pending"
	StateDelivered = "delivered"
	StateFailed    = "failed"
)

// Headers sent with every attempt besides SignatureHeader.
const (
	EventHeader    = "Bulwark-Event"
	DeliveryHeader = "Bulwark-Delivery"
	userAgent      = "Bulwark-Webhooks/1.0"
)

// MaxAttempts is how many times a delivery is tried before it fails.
const MaxAttempts = 6

// Backoff is the delay before attempt n+1 after attempt n failed: 10s
// tripling each time (10s, 30s, 1m30s, 4m30s, 13m30s), capped at 15
// minutes, the longest delay the queue carries.
func Backoff(n int) time.Duration {
	d := 10 * time.Second
	for i := 1; i < n; i++ {
		d *= 3
		if d >= 15*time.Minute {
			return 15 * time.Minute
		}
	}
	return d
}

// attemptTimeout bounds one POST; a receiver should answer quickly and do
// its work afterwards.
const attemptTimeout = 15 * time.Second

// Attempt is one recorded try.
type Attempt struct {
	N          int       `json:"attempt"`
	At         time.Time `json:"at"`
	StatusCode int       `json:"status_code,omitempty"`
	Error      string    `json:"error,omitempty"`
	DurationMS int64     `json:"duration_ms"`
}

// Delivery is one event for one URL and all its attempts.
type Delivery struct {
	ID          string          `json:"id"`
	WorkspaceID string          `json:"workspace_id"`
	Event       string          `json:"event"`
	URL         string          `json:"url"`
	Body        json.RawMessage `json:"body"`
	State       string          `json:"state"`
	Attempts    []Attempt       `json:"attempts"`
	// Claimed is the highest attempt number a worker has started; a
	// redelivered queue message for an attempt already claimed is dropped.
	Claimed int `json:"claimed"`
	// NextAt is when the next attempt is due; the sweep re-enqueues a
	// pending delivery left well past it (a lost queue message).
	NextAt    time.Time `json:"next_at"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

type message struct {
	DeliveryID string `json:"delivery_id"`
	Attempt    int    `json:"attempt"`
}

type activeRef struct {
	WorkspaceID string `json:"workspace_id"`
	DeliveryID  string `json:"delivery_id"`
}

func deliveryKey(ws, id string) store.Key {
	return store.Key{Workspace: ws, Kind: KindDelivery, ID: id}
}

func activeKey(ws, id string) store.Key {
	return store.Key{Workspace: store.Global, Kind: kindActive, ID: ws + "/" + id}
}

// Schedule records a delivery of body (a JSON object) for event to url and
// queues its first attempt. id must be unique per event and stable across
// retries of the caller (for example "<job id>.<event>"): scheduling the
// same id again only makes sure its first attempt is queued.
func Schedule(ctx context.Context, d *platform.Deps, workspace, id, event, url string, body []byte) error {
	now := d.Clock.Now()
	if err := records.Put(ctx, d.Main, activeKey(workspace, id), activeRef{WorkspaceID: workspace, DeliveryID: id}, time.Time{}); err != nil {
		return fmt.Errorf("webhooks.Schedule %s: %w", id, err)
	}
	del := Delivery{
		ID: id, WorkspaceID: workspace, Event: event, URL: url, Body: body, State: StatePending,
		Attempts: []Attempt{}, NextAt: now, CreatedAt: now, UpdatedAt: now,
	}
	err := records.Create(ctx, d.Main, deliveryKey(workspace, id), del, time.Time{})
	if errors.Is(err, errs.ErrAlreadyExists) {
		existing, _, gerr := records.Get[Delivery](ctx, d.Main, deliveryKey(workspace, id))
		if gerr != nil {
			return fmt.Errorf("webhooks.Schedule %s: %w", id, gerr)
		}
		if existing.State != StatePending || existing.Claimed > 0 {
			return nil
		}
	} else if err != nil {
		return fmt.Errorf("webhooks.Schedule %s: %w", id, err)
	}
	return enqueue(ctx, d, workspace, id, 1, 0)
}

func enqueue(ctx context.Context, d *platform.Deps, workspace, id string, attempt int, delay time.Duration) error {
	_, err := jobs.Enqueue(ctx, d.Jobs, jobs.Envelope{Type: TaskType, WorkspaceID: workspace}, message{DeliveryID: id, Attempt: attempt}, delay)
	if err != nil {
		return fmt.Errorf("webhooks: enqueue %s attempt %d: %w", id, attempt, err)
	}
	return nil
}

// ForPrefix lists a workspace's deliveries whose id starts with prefix
// (a job's deliveries: "<job id>."), oldest first.
func ForPrefix(ctx context.Context, main store.Table, workspace, prefix string) ([]Delivery, error) {
	out, _, err := records.List[Delivery](ctx, main, workspace, KindDelivery, store.Query{Prefix: prefix, Limit: 20})
	return out, err
}

// Tasks registers the delivery task.
func Tasks(d *platform.Deps) (jobs.Dispatcher, error) {
	s := &sender{d: d, client: ssrf.NewClient(guardOptions(d))}
	return jobs.Dispatcher{TaskType: s.handle}, nil
}

// guardOptions is the SSRF policy of webhook URLs: https to public
// addresses, loopback only under the test-only deployment switch.
func guardOptions(d *platform.Deps) ssrf.Options {
	return ssrf.Options{AllowLoopback: d.Config.AllowLoopbackWebhooks, Timeout: attemptTimeout}
}

// CheckURL is the creation-time check of a webhook URL under this
// deployment's policy.
func CheckURL(ctx context.Context, d *platform.Deps, raw string) error {
	return ssrf.CheckURL(ctx, raw, guardOptions(d))
}

type sender struct {
	d      *platform.Deps
	client *http.Client
}

func (s *sender) handle(ctx context.Context, e jobs.Envelope) error {
	var m message
	if err := json.Unmarshal(e.Payload, &m); err != nil || m.DeliveryID == "" || m.Attempt < 1 || e.WorkspaceID == "" {
		return fmt.Errorf("webhooks: malformed delivery message: %w", queue.ErrPoison)
	}
	d := s.d
	k := deliveryKey(e.WorkspaceID, m.DeliveryID)
	now := d.Clock.Now()
	dup := false
	del, err := records.Mutate(ctx, d.Main, k, func(v *Delivery) error {
		dup = v.State != StatePending || v.Claimed >= m.Attempt
		if !dup {
			v.Claimed = m.Attempt
			// Keep the sweep away while this attempt is in flight.
			v.NextAt = now.Add(attemptTimeout + time.Minute)
			v.UpdatedAt = now
		}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if dup {
		return nil
	}

	att, permanent := s.attempt(ctx, del, m.Attempt)
	retry := att.StatusCode/100 != 2 && !permanent && m.Attempt < MaxAttempts
	del, err = records.Mutate(context.WithoutCancel(ctx), d.Main, k, func(v *Delivery) error {
		v.Attempts = append(v.Attempts, att)
		v.UpdatedAt = d.Clock.Now()
		switch {
		case att.StatusCode/100 == 2:
			v.State = StateDelivered
		case retry:
			v.NextAt = att.At.Add(Backoff(m.Attempt))
		default:
			v.State = StateFailed
		}
		return nil
	})
	if err != nil {
		return err
	}
	if del.State != StatePending {
		if err := d.Main.Delete(ctx, activeKey(del.WorkspaceID, del.ID)); err != nil && !errors.Is(err, errs.ErrNotFound) {
			d.Log.WarnContext(ctx, "webhooks: could not clear the active index; the sweep will", "delivery", del.ID, "err", err.Error())
		}
		return nil
	}
	if err := enqueue(ctx, d, del.WorkspaceID, del.ID, m.Attempt+1, Backoff(m.Attempt)); err != nil {
		// The sweep re-enqueues a pending delivery past its NextAt.
		d.Log.WarnContext(ctx, "webhooks: retry not queued; the sweep will queue it", "delivery", del.ID, "err", err.Error())
	}
	return nil
}

// attempt POSTs the delivery once. permanent reports a failure that no
// retry can fix (the guard refused the destination, or the receiver
// answered 410 Gone).
func (s *sender) attempt(ctx context.Context, del Delivery, n int) (att Attempt, permanent bool) {
	start := s.d.Clock.Now()
	att = Attempt{N: n, At: start}
	defer func() { att.DurationMS = s.d.Clock.Now().Sub(start).Milliseconds() }()
	secret, err := Secret(ctx, s.d, del.WorkspaceID)
	if err != nil {
		att.Error = "signing secret unavailable"
		return att, false
	}
	if _, err := ssrf.ParseURL(del.URL, guardOptions(s.d)); err != nil {
		att.Error = err.Error()
		return att, true
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, del.URL, bytes.NewReader(del.Body))
	if err != nil {
		att.Error = "bad request: " + err.Error()
		return att, true
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set(EventHeader, del.Event)
	req.Header.Set(DeliveryHeader, del.ID)
	req.Header.Set(SignatureHeader, Sign(secret.Secret, s.d.Clock.Now(), del.Body))
	resp, err := s.client.Do(req)
	if err != nil {
		if errors.Is(err, ssrf.ErrBlocked) {
			var se *ssrf.Error
			errors.As(err, &se)
			att.Error = se.Error()
			return att, true
		}
		att.Error = "request failed: " + describe(err)
		return att, false
	}
	// Drain a little so the connection can be reused; the body is not kept.
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
	resp.Body.Close()
	att.StatusCode = resp.StatusCode
	if resp.StatusCode/100 != 2 {
		att.Error = fmt.Sprintf("receiver answered %d", resp.StatusCode)
	}
	return att, resp.StatusCode == http.StatusGone
}

// describe reduces a transport error to text that names no internal detail
// beyond the kind of failure.
func describe(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "timed out"
	case errors.Is(err, context.Canceled):
		return "cancelled"
	}
	msg := err.Error()
	if len(msg) > 200 {
		msg = msg[:200]
	}
	return msg
}

// Sweep re-enqueues pending deliveries whose next attempt is overdue by
// more than a minute (their queue message was lost, or a worker died
// mid-attempt) and clears the index of finished ones. The scheduled sweep
// task calls it.
func Sweep(ctx context.Context, d *platform.Deps) (requeued int, err error) {
	now := d.Clock.Now()
	cursor := ""
	for {
		page, err := d.Main.List(ctx, store.Global, kindActive, store.Query{Cursor: cursor, Limit: 200})
		if err != nil {
			return requeued, err
		}
		for _, it := range page.Items {
			var ref activeRef
			if json.Unmarshal(it.Data, &ref) != nil {
				continue
			}
			del, _, err := records.Get[Delivery](ctx, d.Main, deliveryKey(ref.WorkspaceID, ref.DeliveryID))
			switch {
			case errors.Is(err, errs.ErrNotFound) || err == nil && del.State != StatePending:
				_ = d.Main.Delete(ctx, it.Key)
			case err != nil:
				return requeued, err
			case now.Sub(del.NextAt) > time.Minute:
				next := max(del.Claimed, len(del.Attempts)) + 1
				if next > MaxAttempts {
					_, err = records.Mutate(ctx, d.Main, deliveryKey(del.WorkspaceID, del.ID), func(v *Delivery) error {
						v.State, v.UpdatedAt = StateFailed, now
						return nil
					})
					if err == nil {
						_ = d.Main.Delete(ctx, it.Key)
					}
					continue
				}
				if err := enqueue(ctx, d, del.WorkspaceID, del.ID, next, 0); err != nil {
					return requeued, err
				}
				requeued++
			}
		}
		if page.Next == "" {
			return requeued, nil
		}
		cursor = page.Next
	}
}
