// Package storekit holds the rules every store.Table adapter shares, so that
// the embedded and the DynamoDB adapters validate keys, bound listings,
// encode cursors and judge expiry in exactly the same way.
package storekit

import (
	"encoding/base64"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"bulwark/shared/errs"
	"bulwark/shared/store"
)

// Sep joins workspace and kind into a partition name. It may not appear in
// either, so that ("a#b", "c") and ("a", "b#c") cannot share a partition.
const Sep = "#"

// counterSuffix marks the partition that holds the counters of a kind, so
// that a counter and an item with the same key never meet.
const counterSuffix = Sep + "n"

// Size limits follow DynamoDB's key limits (2048 bytes for a partition key,
// 1024 for a sort key), so a key valid for one adapter is valid for all.
const (
	maxPartName = 1000
	maxID       = 1024
)

// CheckKey reports whether k is a valid key, wrapping errs.ErrInvalid.
func CheckKey(k store.Key) error {
	if err := CheckPartition(k.Workspace, k.Kind); err != nil {
		return err
	}
	return checkID("id", k.ID)
}

// CheckPartition validates a workspace and kind pair.
func CheckPartition(workspace, kind string) error {
	for _, f := range [...]struct{ name, v string }{{"workspace", workspace}, {"kind", kind}} {
		if err := checkPart(f.name, f.v, maxPartName); err != nil {
			return err
		}
		if strings.Contains(f.v, Sep) {
			return fmt.Errorf("%s %q contains %q: %w", f.name, f.v, Sep, errs.ErrInvalid)
		}
	}
	return nil
}

func checkID(name, v string) error { return checkPart(name, v, maxID) }

func checkPart(name, v string, max int) error {
	switch {
	case v == "":
		return fmt.Errorf("empty %s: %w", name, errs.ErrInvalid)
	case len(v) > max:
		return fmt.Errorf("%s longer than %d bytes: %w", name, max, errs.ErrInvalid)
	case !utf8.ValidString(v):
		return fmt.Errorf("%s is not valid UTF-8: %w", name, errs.ErrInvalid)
	case strings.ContainsRune(v, 0):
		return fmt.Errorf("%s contains NUL: %w", name, errs.ErrInvalid)
	}
	return nil
}

// Name renders a key for error messages.
func Name(k store.Key) string { return k.Workspace + "/" + k.Kind + "/" + k.ID }

// Partition names the partition that holds the items of a workspace and kind.
func Partition(workspace, kind string) string { return workspace + Sep + kind }

// CounterPartition names the partition that holds the counters of a
// workspace and kind.
func CounterPartition(workspace, kind string) string {
	return Partition(workspace, kind) + counterSuffix
}

// ExpUnix converts an expiry time to the stored form: Unix seconds, 0 for
// never. Sub-second parts are dropped (DynamoDB TTL counts whole seconds), so
// an item expires at most one second early, never late. An expiry at or
// before the epoch is stored as 1 (long expired) so that it is not "never".
func ExpUnix(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return max(t.Unix(), 1)
}

// ExpTime converts a stored expiry back to a time (zero for never).
func ExpTime(exp int64) time.Time {
	if exp == 0 {
		return time.Time{}
	}
	return time.Unix(exp, 0).UTC()
}

// NowUnix is the clock reading that stored expiries are compared with: an
// item is expired when 0 < exp <= NowUnix(now). With whole-second expiries
// this is exactly "ExpiresAt is not after now".
func NowUnix(now time.Time) int64 { return now.Unix() }

// Expired reports whether a stored expiry has passed at now.
func Expired(exp int64, now time.Time) bool { return exp != 0 && exp <= NowUnix(now) }

// Clone copies b; empty data is returned as nil by every adapter.
func Clone(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return append([]byte(nil), b...)
}

// Plan is a validated listing: the id range it covers, its page size and
// where it resumes.
type Plan struct {
	// Lo and Hi bound the ids: Lo <= id < Hi; an empty Hi means no upper bound.
	Lo, Hi string
	// Prefix keeps only ids that start with it.
	Prefix     string
	Descending bool
	Limit      int
	// After is the last id of the previous page ("" on the first page);
	// the listing continues strictly after it in the listing's direction.
	After string
}

// NewPlan validates a query and turns it into a Plan.
func NewPlan(workspace, kind string, q store.Query) (Plan, error) {
	if err := CheckPartition(workspace, kind); err != nil {
		return Plan{}, err
	}
	p := Plan{Lo: q.Start, Hi: q.End, Prefix: q.Prefix, Descending: q.Descending, Limit: q.Limit}
	switch {
	case q.Limit < 0:
		return Plan{}, fmt.Errorf("negative limit %d: %w", q.Limit, errs.ErrInvalid)
	case q.Limit == 0:
		p.Limit = store.DefaultLimit
	case q.Limit > store.MaxLimit:
		p.Limit = store.MaxLimit
	}
	for _, f := range [...]struct{ name, v string }{{"prefix", q.Prefix}, {"start", q.Start}, {"end", q.End}} {
		if f.v != "" {
			if err := checkID(f.name, f.v); err != nil {
				return Plan{}, err
			}
		}
	}
	// The prefix narrows the range: ids with prefix P are >= P and below
	// PrefixEnd(P), so adapters only need the [Lo, Hi) range to seek.
	if p.Prefix > p.Lo {
		p.Lo = p.Prefix
	}
	if end := PrefixEnd(p.Prefix); end != "" && (p.Hi == "" || end < p.Hi) {
		p.Hi = end
	}
	if q.Cursor != "" {
		after, err := DecodeCursor(q.Cursor)
		if err != nil {
			return Plan{}, err
		}
		// A cursor can only come from a listing of this range; one from
		// elsewhere was forged or belongs to another query.
		if !p.Contains(after) {
			return Plan{}, fmt.Errorf("cursor outside the listed range: %w", errs.ErrInvalid)
		}
		p.After = after
	}
	return p, nil
}

// Contains reports whether id is inside the plan's range and prefix,
// ignoring the cursor.
func (p Plan) Contains(id string) bool {
	return id >= p.Lo && (p.Hi == "" || id < p.Hi) && strings.HasPrefix(id, p.Prefix)
}

// Empty reports whether no id can satisfy the plan.
func (p Plan) Empty() bool { return p.Hi != "" && p.Lo >= p.Hi }

// PrefixEnd returns the smallest valid UTF-8 string above every string that
// starts with prefix, or "" when there is none (prefix empty, or made of
// U+10FFFF only). It stays valid UTF-8 because DynamoDB string keys must be.
// UTF-8 byte order is code point order, so the next code point of the last
// one that can grow bounds every continuation.
func PrefixEnd(prefix string) string {
	rs := []rune(prefix)
	for i := len(rs) - 1; i >= 0; i-- {
		if rs[i] == utf8.MaxRune {
			continue
		}
		next := rs[i] + 1
		if next >= 0xD800 && next <= 0xDFFF { // surrogates are not valid UTF-8
			next = 0xE000
		}
		return string(rs[:i]) + string(next)
	}
	return ""
}

// Wants reports whether id belongs on this or a later page: inside the range
// and strictly past the cursor.
func (p Plan) Wants(id string) bool {
	if !p.Contains(id) {
		return false
	}
	if p.After == "" {
		return true
	}
	if p.Descending {
		return id < p.After
	}
	return id > p.After
}

// Past reports whether id lies beyond the end of the plan's range in its
// direction, so that a scan in key order can stop.
func (p Plan) Past(id string) bool {
	if p.Descending {
		return id < p.Lo
	}
	return p.Hi != "" && id >= p.Hi
}

// Finish turns up to Limit+1 collected items into a page: when there is one
// more item than the limit, the page is full and Next resumes after its last
// item.
func Finish(p Plan, items []store.Item) store.Page {
	if len(items) <= p.Limit {
		return store.Page{Items: items}
	}
	items = items[:p.Limit]
	return store.Page{Items: items, Next: EncodeCursor(items[len(items)-1].ID)}
}

// cursorVersion prefixes every cursor so that the format can change later.
const cursorVersion = "c1:"

// EncodeCursor makes the opaque cursor that resumes after id.
func EncodeCursor(id string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorVersion + id))
}

// DecodeCursor returns the id a cursor resumes after, or errs.ErrInvalid.
func DecodeCursor(c string) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return "", fmt.Errorf("malformed cursor: %w", errs.ErrInvalid)
	}
	id, ok := strings.CutPrefix(string(raw), cursorVersion)
	if !ok {
		return "", fmt.Errorf("malformed cursor: %w", errs.ErrInvalid)
	}
	if err := checkID("cursor", id); err != nil {
		return "", err
	}
	return id, nil
}
