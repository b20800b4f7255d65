// Package events is the runtime event log: one record per scan (scan API
// or proxy) in the Events table, keyed by workspace, with a retention TTL.
//
// Event ids are UUIDv7 made from the service clock, so key order is time
// order: a descending listing is newest first, an event uuid is an exclusive
// upper bound for "older than this event" (the API's cursor), and a time
// range is a key range (TimeBound) rather than a filter.
//
// An event never holds the scanned text: only its length, the categories
// found, scores, spans and masked snippets.
package events

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"bulwark/shared/store"
)

// Kind is the record kind of runtime events in the Events table.
const Kind = "runtime-event"

// MaxExamined bounds the events one filtered List reads. Filters on app,
// verdict and direction are applied to the events read, so a rare match
// could otherwise make one request read the whole log; a request that
// reaches the bound returns what it found with a cursor to continue from.
const MaxExamined = 2000

// MaxFindings bounds the findings kept in one event.
const MaxFindings = 100

// Event is one runtime event (the API's RuntimeEvent).
type Event struct {
	UUID      string    `json:"uuid"`
	CreatedAt time.Time `json:"created_at"`
	// AppUUID and ConfigVersion name the app and the configuration that
	// decided the verdict.
	AppUUID        string         `json:"app_uuid"`
	ConfigVersion  int            `json:"config_version"`
	Direction      string         `json:"direction"`
	Verdict        string         `json:"verdict"`
	InjectionScore float64        `json:"injection_score"`
	InjectionLabel string         `json:"injection_label"`
	PIICount       int            `json:"pii_count"`
	PIICategories  []string       `json:"pii_categories"`
	TextLength     int            `json:"text_length"`
	LatencyMS      int64          `json:"latency_ms"`
	SourceApp      string         `json:"source_app"`
	Provider       string         `json:"provider"`
	Model          string         `json:"model"`
	ClientIP       string         `json:"client_ip"`
	BlockedReason  string         `json:"blocked_reason"`
	Metadata       map[string]any `json:"metadata"`
	// Scores holds each detector's score.
	Scores map[string]float64 `json:"scores"`
	// Findings are what the detectors found, with masked snippets.
	Findings []Finding `json:"findings"`
}

// Finding is one finding as the event log keeps it.
type Finding struct {
	Detector string  `json:"detector"`
	Category string  `json:"category"`
	Score    float64 `json:"score"`
	// Start and End are Unicode code point offsets into the scanned part
	// named by Location (and MessageIndex).
	Start        int    `json:"start"`
	End          int    `json:"end"`
	Snippet      string `json:"snippet"`
	Location     string `json:"location"`
	MessageIndex *int   `json:"message_index,omitempty"`
}

// Write stores e (whose UUID and CreatedAt the caller set with NewID) for
// the retention period.
func Write(ctx context.Context, t store.Table, ws string, e Event, retention time.Duration) error {
	it, err := Item(ws, e, retention)
	if err != nil {
		return err
	}
	if _, err := t.Create(ctx, it); err != nil {
		return fmt.Errorf("events.Write %s: %w", e.UUID, err)
	}
	return nil
}

// Item is e as the store holds it (for writers that batch, such as
// shared/writebehind): findings capped at MaxFindings, expiring after the
// retention period.
func Item(ws string, e Event, retention time.Duration) (store.Item, error) {
	if len(e.Findings) > MaxFindings {
		e.Findings = e.Findings[:MaxFindings]
	}
	data, err := json.Marshal(e)
	if err != nil {
		return store.Item{}, fmt.Errorf("events.Item: encode: %w", err)
	}
	it := store.Item{Key: store.Key{Workspace: ws, Kind: Kind, ID: e.UUID}, Data: data}
	if retention > 0 {
		it.ExpiresAt = e.CreatedAt.Add(retention)
	}
	return it, nil
}

// Filter selects events. Zero fields select everything.
type Filter struct {
	// Limit is the page size (required, 1 to 500).
	Limit int
	// Cursor returns only events older than this event uuid.
	Cursor string
	// Verdict, Direction and App keep the events that have this value.
	Verdict, Direction, App string
	// Since (inclusive) and Until (exclusive) bound the creation time.
	Since, Until time.Time
}

func (f Filter) filtered() bool { return f.Verdict != "" || f.Direction != "" || f.App != "" }

func (f Filter) matches(e *Event) bool {
	return (f.Verdict == "" || e.Verdict == f.Verdict) &&
		(f.Direction == "" || e.Direction == f.Direction) &&
		(f.App == "" || e.AppUUID == f.App)
}

// Page is one page of events, newest first. NextCursor is "" on the last
// page. A filtered page may hold fewer than Limit events (even none) and
// still have a NextCursor, when it reached MaxExamined.
type Page struct {
	Items      []Event
	NextCursor string
}

// List returns the events of a workspace that match f, newest first.
func List(ctx context.Context, t store.Table, ws string, f Filter) (Page, error) {
	q := store.Query{Descending: true}
	if !f.Since.IsZero() {
		q.Start = TimeBound(f.Since)
	}
	if !f.Until.IsZero() {
		q.End = TimeBound(f.Until)
	}
	if f.Cursor != "" && (q.End == "" || f.Cursor < q.End) {
		q.End = f.Cursor
	}
	out := make([]Event, 0, f.Limit)
	examined := 0
	for {
		q.Limit = f.Limit - len(out)
		if f.filtered() {
			// Read ahead, since some events will be filtered out, but
			// never past the bound.
			q.Limit = min(store.MaxLimit, MaxExamined-examined, max(2*f.Limit, 100))
		}
		page, err := t.List(ctx, ws, Kind, q)
		if err != nil {
			return Page{}, fmt.Errorf("events.List: %w", err)
		}
		for i, it := range page.Items {
			examined++
			var e Event
			if err := json.Unmarshal(it.Data, &e); err != nil {
				return Page{}, fmt.Errorf("events.List: decode %s: %w", it.ID, err)
			}
			if f.matches(&e) {
				out = append(out, e)
			}
			if len(out) == f.Limit {
				if i < len(page.Items)-1 || page.Next != "" {
					return Page{Items: out, NextCursor: e.UUID}, nil
				}
				return Page{Items: out}, nil
			}
			if examined >= MaxExamined {
				if i < len(page.Items)-1 || page.Next != "" {
					return Page{Items: out, NextCursor: it.ID}, nil
				}
				return Page{Items: out}, nil
			}
		}
		if page.Next == "" {
			return Page{Items: out}, nil
		}
		q.Cursor = page.Next
	}
}

// TimeBound is the smallest UUIDv7 string of the millisecond of t: every
// event created at or after t has an id >= TimeBound(t), every event
// created before t one below it.
func TimeBound(t time.Time) string {
	ms := uint64(max(t.UnixMilli(), 0))
	return fmt.Sprintf("%08x-%04x-0000-0000-000000000000", ms>>16, ms&0xffff)
}

var idState struct {
	sync.Mutex
	ms  uint64
	seq uint16
}

// NewID returns a UUIDv7 whose timestamp is now (the service clock, so the
// id agrees with the event's created_at). Ids made by this process in the
// same millisecond increase, so events written in order list in order.
func NewID(now time.Time) string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	ms := uint64(max(now.UnixMilli(), 0))
	idState.Lock()
	switch {
	case ms <= idState.ms && idState.ms-ms <= 1 && idState.seq < 0xfff:
		// Same millisecond (or the one a full counter spilled into).
		ms = idState.ms
		idState.seq++
	case ms <= idState.ms && idState.ms-ms <= 1:
		// The counter is full: borrow the next millisecond.
		ms = idState.ms + 1
		idState.ms, idState.seq = ms, 0
	default:
		idState.ms = ms
		// Start low in the 12-bit counter to leave room for increments.
		idState.seq = binary.BigEndian.Uint16(b[6:8]) & 0x7ff
	}
	seq := idState.seq
	idState.Unlock()
	b[0], b[1], b[2], b[3], b[4], b[5] = byte(ms>>40), byte(ms>>32), byte(ms>>24), byte(ms>>16), byte(ms>>8), byte(ms)
	b[6] = 0x70 | byte(seq>>8)
	b[7] = byte(seq)
	b[8] = 0x80 | b[8]&0x3f
	var s [36]byte
	hex.Encode(s[0:8], b[0:4])
	s[8] = '-'
	hex.Encode(s[9:13], b[4:6])
	s[13] = '-'
	hex.Encode(s[14:18], b[6:8])
	s[18] = '-'
	hex.Encode(s[19:23], b[8:10])
	s[23] = '-'
	hex.Encode(s[24:], b[10:])
	return string(s[:])
}
