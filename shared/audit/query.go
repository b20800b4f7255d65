package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"bulwark/shared/httpkit"
	"bulwark/shared/store"
)

// Query parameter bounds.
const (
	DefaultPageSize = 50
	MaxPageSize     = 200
	// MaxFilters bounds the filters array; MaxListItems each comma-separated
	// list and each "in" value.
	MaxFilters   = 20
	MaxListItems = 100
	// MaxScan is how many of the newest records one query examines. A
	// workspace with more records in its retention window sees only the
	// newest MaxScan (the answer carries X-Audit-Scan-Truncated: true).
	MaxScan = 100_000
)

// Filter operators.
const (
	OpEq         = "eq"
	OpNeq        = "neq"
	OpContains   = "contains"
	OpStartsWith = "starts_with"
	OpIn         = "in"
	OpNotIn      = "not_in"
	OpGt         = "gt"
	OpGte        = "gte"
	OpLt         = "lt"
	OpLte        = "lte"
	OpExists     = "exists"
)

// Operators lists the filter operators.
func Operators() []string {
	return []string{OpEq, OpNeq, OpContains, OpStartsWith, OpIn, OpNotIn, OpGt, OpGte, OpLt, OpLte, OpExists}
}

// Filter is one element of the filters parameter: a condition on a record
// field ("severity", "entity_id", ...) or on a path inside params,
// metadata or application ("params.scopes", "metadata.status").
type Filter struct {
	Key      string `json:"key"`
	Operator string `json:"operator"`
	Value    any    `json:"value"`
}

// Query is a parsed GET /api/audit-trail/records request.
type Query struct {
	Page, PageSize                             int
	EventTypes, Categories, Actors, Severities []string
	Filters                                    []Filter
}

// Result is the answer: one page of records, newest first.
type Result struct {
	Records    []Record `json:"records"`
	Total      int      `json:"total"`
	Page       int      `json:"page"`
	PageSize   int      `json:"page_size"`
	TotalPages int      `json:"total_pages"`
	// Truncated is true when the workspace holds more than MaxScan records
	// and older ones were not examined.
	Truncated bool `json:"-"`
}

// recordFields are the top-level keys a filter may name.
var recordFields = func() []string {
	var out []string
	t := reflect.TypeOf(Record{})
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out = append(out, name)
	}
	return out
}()

// nestedFields are the object fields a filter key may descend into.
var nestedFields = []string{"params", "metadata", "application"}

// ParseQuery reads and validates the query parameters: page (>= 1, default
// 1), page_size (1-200, default 50), comma-separated event_types,
// categories, actors and severities, and filters, a JSON array of {key,
// operator, value}. Every problem is reported in one 422 whose loc names
// the parameter, and for filters the element and its field.
func ParseQuery(v url.Values) (Query, error) {
	q := Query{Page: 1, PageSize: DefaultPageSize}
	var c httpkit.Checker
	intParam := func(name string, dst *int, lo, hi int) {
		s := v.Get(name)
		if s == "" {
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			c.Add([]any{"query", name}, "Input should be a valid integer, unable to parse string as an integer", "int_parsing")
			return
		}
		c.IntRange([]any{"query", name}, int64(n), int64(lo), int64(hi))
		*dst = n
	}
	intParam("page", &q.Page, 1, 1<<31-1)
	intParam("page_size", &q.PageSize, 1, MaxPageSize)
	list := func(name string) []string {
		var out []string
		for _, raw := range v[name] {
			for _, s := range strings.Split(raw, ",") {
				if s = strings.TrimSpace(s); s != "" && !slices.Contains(out, s) {
					out = append(out, s)
				}
			}
		}
		c.MaxItems([]any{"query", name}, len(out), MaxListItems)
		return out
	}
	q.EventTypes = list("event_types")
	q.Categories = list("categories")
	q.Actors = list("actors")
	q.Severities = list("severities")
	for _, s := range q.Severities {
		c.OneOf([]any{"query", "severities"}, s, Severities()...)
	}
	if raw := strings.TrimSpace(v.Get("filters")); raw != "" {
		q.Filters = parseFilters(raw, &c)
	}
	if err := c.Err(); err != nil {
		return Query{}, err
	}
	return q, nil
}

func parseFilters(raw string, c *httpkit.Checker) []Filter {
	loc := []any{"query", "filters"}
	var elems []json.RawMessage
	if err := json.Unmarshal([]byte(raw), &elems); err != nil {
		c.Add(loc, "filters should be a JSON array of {key, operator, value} objects", "json_invalid")
		return nil
	}
	c.MaxItems(loc, len(elems), MaxFilters)
	var out []Filter
	for i, e := range elems {
		at := func(field ...any) []any { return append([]any{"query", "filters", i}, field...) }
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(e, &obj); err != nil || obj == nil {
			c.Add(at(), "Input should be an object with key, operator and value", "dict_type")
			continue
		}
		for k := range obj {
			if k != "key" && k != "operator" && k != "value" {
				c.Add(at(k), "Extra inputs are not permitted", "extra_forbidden")
			}
		}
		var f Filter
		ok := true
		if s, present, isStr := str(obj, "key"); !present {
			c.Add(at("key"), "Field required", "missing")
			ok = false
		} else if !isStr {
			c.Add(at("key"), "Input should be a valid string", "string_type")
			ok = false
		} else if msg := checkKey(s); msg != "" {
			c.Add(at("key"), msg, "filter_key")
			ok = false
		} else {
			f.Key = s
		}
		if s, present, isStr := str(obj, "operator"); !present {
			c.Add(at("operator"), "Field required", "missing")
			ok = false
		} else if !isStr || !slices.Contains(Operators(), s) {
			c.Add(at("operator"), "Input should be "+quoteList(Operators()), "enum")
			ok = false
		} else {
			f.Operator = s
		}
		if rv, present := obj["value"]; present {
			dec := json.NewDecoder(bytes.NewReader(rv))
			dec.UseNumber()
			_ = dec.Decode(&f.Value)
		}
		if ok {
			if msg, typ := checkValue(f, obj["value"] != nil); msg != "" {
				c.Add(at("value"), msg, typ)
				continue
			}
			out = append(out, f)
		}
	}
	return out
}

func str(obj map[string]json.RawMessage, k string) (s string, present, isStr bool) {
	raw, ok := obj[k]
	if !ok {
		return "", false, false
	}
	err := json.Unmarshal(raw, &s)
	return s, true, err == nil && string(raw) != "null"
}

func checkKey(k string) string {
	head, rest, nested := strings.Cut(k, ".")
	switch {
	case k == "":
		return "key should name a record field, or params.<path>, metadata.<path> or application.<field>"
	case nested && slices.Contains(nestedFields, head) && rest != "" && !slices.Contains(strings.Split(rest, "."), ""):
		return ""
	case !nested && slices.Contains(recordFields, k):
		return ""
	}
	return fmt.Sprintf("'%s' is not a filterable key: use one of %s, or params.<path>, metadata.<path>, application.<field>", k, strings.Join(recordFields, ", "))
}

func checkValue(f Filter, present bool) (msg, typ string) {
	switch f.Operator {
	case OpExists:
		if _, ok := f.Value.(bool); present && !ok {
			return "exists takes true or false (default true)", "bool_type"
		}
	case OpIn, OpNotIn:
		arr, ok := f.Value.([]any)
		if !ok || len(arr) == 0 {
			return f.Operator + " takes a non-empty array of strings, numbers or booleans", "list_type"
		}
		if len(arr) > MaxListItems {
			return fmt.Sprintf("List should have at most %d items", MaxListItems), "too_long"
		}
		for _, e := range arr {
			if !isScalar(e) || e == nil {
				return f.Operator + " takes a non-empty array of strings, numbers or booleans", "list_type"
			}
		}
	case OpGt, OpGte, OpLt, OpLte:
		switch f.Value.(type) {
		case string, json.Number:
		default:
			return f.Operator + " takes a number or a string (an RFC 3339 date-time compares as a time)", "comparable_type"
		}
	case OpContains, OpStartsWith:
		if _, ok := f.Value.(string); !ok {
			if f.Operator == OpStartsWith || !isScalar(f.Value) || f.Value == nil {
				return f.Operator + " takes a string", "string_type"
			}
		}
	default: // eq, neq
		if !present {
			return "Field required", "missing"
		}
		if !isScalar(f.Value) {
			return f.Operator + " takes a string, a number, a boolean or null", "scalar_type"
		}
	}
	return "", ""
}

func isScalar(v any) bool {
	switch v.(type) {
	case nil, string, bool, json.Number:
		return true
	}
	return false
}

func quoteList(vals []string) string {
	q := make([]string, len(vals))
	for i, v := range vals {
		q[i] = "'" + v + "'"
	}
	return strings.Join(q, ", ")
}

// Search runs q over a workspace's records, newest first.
func Search(ctx context.Context, t store.Table, workspace string, q Query) (Result, error) {
	res := Result{Page: q.Page, PageSize: q.PageSize, Records: []Record{}}
	first := (q.Page - 1) * q.PageSize
	cursor := ""
	scanned := 0
	for {
		page, err := t.List(ctx, workspace, Kind, store.Query{Descending: true, Limit: store.MaxLimit, Cursor: cursor})
		if err != nil {
			return res, fmt.Errorf("audit.Search: %w", err)
		}
		for _, it := range page.Items {
			scanned++
			rec, doc, err := decode(it.Data)
			if err != nil {
				return res, fmt.Errorf("audit.Search %s: %w", it.ID, err)
			}
			if !q.matches(rec, doc) {
				continue
			}
			if res.Total >= first && len(res.Records) < q.PageSize {
				res.Records = append(res.Records, rec)
			}
			res.Total++
		}
		if page.Next == "" {
			break
		}
		if scanned >= MaxScan {
			res.Truncated = true
			break
		}
		cursor = page.Next
	}
	res.TotalPages = (res.Total + q.PageSize - 1) / q.PageSize
	return res, nil
}

func decode(data []byte) (Record, map[string]any, error) {
	var rec Record
	if err := json.Unmarshal(data, &rec); err != nil {
		return rec, nil, err
	}
	var doc map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return rec, nil, err
	}
	return rec, doc, nil
}

// Match reports whether a stored record (its JSON) satisfies q.
func (q Query) Match(data []byte) (bool, error) {
	rec, doc, err := decode(data)
	if err != nil {
		return false, err
	}
	return q.matches(rec, doc), nil
}

func (q Query) matches(rec Record, doc map[string]any) bool {
	in := func(list []string, v string) bool { return len(list) == 0 || slices.Contains(list, v) }
	if !in(q.EventTypes, rec.EventType) || !in(q.Categories, rec.Category) ||
		!in(q.Actors, rec.Actor) || !in(q.Severities, rec.Severity) {
		return false
	}
	for _, f := range q.Filters {
		if !f.matches(doc) {
			return false
		}
	}
	return true
}

// lookup follows a dotted key through objects (and array indexes).
func lookup(doc map[string]any, key string) (any, bool) {
	var cur any = doc
	for _, part := range strings.Split(key, ".") {
		switch x := cur.(type) {
		case map[string]any:
			v, ok := x[part]
			if !ok {
				return nil, false
			}
			cur = v
		case []any:
			i, err := strconv.Atoi(part)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			cur = x[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// matches evaluates the filter. A field that is absent, null or the empty
// string does not exist: it equals nothing but null, and every comparison
// with it is false except neq and not_in.
func (f Filter) matches(doc map[string]any) bool {
	v, ok := lookup(doc, f.Key)
	exists := ok && v != nil && v != ""
	switch f.Operator {
	case OpExists:
		want := true
		if b, isBool := f.Value.(bool); isBool {
			want = b
		}
		return exists == want
	case OpEq:
		return equal(v, exists, f.Value)
	case OpNeq:
		return !equal(v, exists, f.Value)
	case OpIn, OpNotIn:
		found := false
		for _, e := range f.Value.([]any) {
			found = found || equal(v, exists, e)
		}
		return found == (f.Operator == OpIn)
	case OpContains:
		switch x := v.(type) {
		case string:
			s, isStr := f.Value.(string)
			return isStr && strings.Contains(strings.ToLower(x), strings.ToLower(s))
		case []any:
			for _, e := range x {
				if equal(e, e != nil, f.Value) {
					return true
				}
			}
		}
		return false
	case OpStartsWith:
		s, isStr := v.(string)
		return isStr && strings.HasPrefix(s, f.Value.(string))
	}
	if !exists {
		return false
	}
	cmp, ok := compare(v, f.Value)
	if !ok {
		return false
	}
	switch f.Operator {
	case OpGt:
		return cmp > 0
	case OpGte:
		return cmp >= 0
	case OpLt:
		return cmp < 0
	}
	return cmp <= 0 // lte
}

func equal(v any, exists bool, want any) bool {
	if want == nil {
		return !exists
	}
	if !exists {
		return false
	}
	if a, ok := number(v); ok {
		b, ok := number(want)
		return ok && a == b
	}
	return v == want
}

func number(v any) (float64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := n.Float64()
	return f, err == nil
}

// compare orders a field value and a filter value: numbers numerically,
// RFC 3339 date-times as times, other strings byte-wise.
func compare(v, want any) (int, bool) {
	if a, ok := number(v); ok {
		b, ok := number(want)
		if !ok {
			return 0, false
		}
		switch {
		case a < b:
			return -1, true
		case a > b:
			return 1, true
		}
		return 0, true
	}
	a, ok1 := v.(string)
	b, ok2 := want.(string)
	if !ok1 || !ok2 {
		return 0, false
	}
	ta, err1 := time.Parse(time.RFC3339Nano, a)
	tb, err2 := time.Parse(time.RFC3339Nano, b)
	if err1 == nil && err2 == nil {
		return ta.Compare(tb), true
	}
	return strings.Compare(a, b), true
}
