// Package storetest is the conformance suite of the store port: every
// store.Table adapter runs Run from its own tests, so that the embedded and
// the DynamoDB adapters are held to one contract (the one documented on
// package store).
package storetest

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/store"
)

// NewTable builds a fresh, empty table for one test, with the fake clock the
// table reads, so that tests can move time. The harness registers any
// clean-up with t.Cleanup.
type NewTable func(t *testing.T) (store.Table, *clock.Fake)

// Run runs the whole suite against the tables newTable builds.
func Run(t *testing.T, newTable NewTable) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s *suite)
	}{
		{"CreateGet", testCreateGet},
		{"InvalidKeys", testInvalidKeys},
		{"ConcurrentCreate", testConcurrentCreate},
		{"Update", testUpdate},
		{"Put", testPut},
		{"Delete", testDelete},
		{"Expiry", testExpiry},
		{"ListOrder", testListOrder},
		{"ListBounds", testListBounds},
		{"ListLimits", testListLimits},
		{"TamperedCursor", testTamperedCursor},
		{"WorkspaceIsolation", testIsolation},
		{"ConcurrentUpdates", testConcurrentUpdates},
		{"Incr", testIncr},
		{"ConcurrentIncr", testConcurrentIncr},
		{"DefensiveCopies", testDefensiveCopies},
		{"PutBatch", testPutBatch},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tbl, clk := newTable(t)
			tc.fn(t, &suite{t: t, tbl: tbl, clk: clk, ctx: t.Context(), ws: uniqueWorkspace()})
		})
	}
}

type suite struct {
	t   *testing.T
	tbl store.Table
	clk *clock.Fake
	ctx context.Context
	// ws is a workspace no other test uses, so harnesses may share a table.
	ws string
}

func uniqueWorkspace() string { return fmt.Sprintf("ws-%016x", rand.Uint64()) }

func (s *suite) key(kind, id string) store.Key {
	return store.Key{Workspace: s.ws, Kind: kind, ID: id}
}

func (s *suite) create(k store.Key, data string) store.Item {
	s.t.Helper()
	it, err := s.tbl.Create(s.ctx, store.Item{Key: k, Data: []byte(data)})
	if err != nil {
		s.t.Fatalf("Create %v: %v", k, err)
	}
	return it
}

func (s *suite) get(k store.Key) store.Item {
	s.t.Helper()
	it, err := s.tbl.Get(s.ctx, k)
	if err != nil {
		s.t.Fatalf("Get %v: %v", k, err)
	}
	return it
}

func (s *suite) wantErr(op string, err, kind error) {
	s.t.Helper()
	if !errors.Is(err, kind) {
		s.t.Fatalf("%s: error %v, want %v", op, err, kind)
	}
}

// listAll walks every page of a listing and returns the ids in order and
// the number of pages.
func (s *suite) listAll(ws, kind string, q store.Query) ([]string, int) {
	s.t.Helper()
	var ids []string
	pages := 0
	for {
		p, err := s.tbl.List(s.ctx, ws, kind, q)
		if err != nil {
			s.t.Fatalf("List %s/%s %+v: %v", ws, kind, q, err)
		}
		pages++
		if q.Limit > 0 && len(p.Items) > q.Limit {
			s.t.Fatalf("List returned %d items, limit %d", len(p.Items), q.Limit)
		}
		for _, it := range p.Items {
			if it.Workspace != ws || it.Kind != kind {
				s.t.Fatalf("List %s/%s returned item of %s/%s", ws, kind, it.Workspace, it.Kind)
			}
			ids = append(ids, it.ID)
		}
		if p.Next == "" {
			return ids, pages
		}
		if pages > 1000 {
			s.t.Fatal("List never ends")
		}
		q.Cursor = p.Next
	}
}

func testCreateGet(t *testing.T, s *suite) {
	k := s.key("users", "u1")
	it := s.create(k, `{"name":"ada"}`)
	if it.Version != 1 || it.Key != k || string(it.Data) != `{"name":"ada"}` || !it.ExpiresAt.IsZero() {
		t.Fatalf("Create returned %+v", it)
	}
	got := s.get(k)
	if got.Key != k || string(got.Data) != `{"name":"ada"}` || got.Version != 1 || !got.ExpiresAt.IsZero() {
		t.Fatalf("Get returned %+v", got)
	}
	_, err := s.tbl.Create(s.ctx, store.Item{Key: k, Data: []byte(`{}`)})
	s.wantErr("second Create", err, errs.ErrAlreadyExists)
	if got := s.get(k); string(got.Data) != `{"name":"ada"}` {
		t.Fatalf("failed Create changed the item: %s", got.Data)
	}
	_, err = s.tbl.Get(s.ctx, s.key("users", "nobody"))
	s.wantErr("Get missing", err, errs.ErrNotFound)
	_, err = s.tbl.Get(s.ctx, s.key("apps", "u1"))
	s.wantErr("Get other kind", err, errs.ErrNotFound)

	empty := s.create(s.key("users", "empty"), "")
	if len(empty.Data) != 0 || len(s.get(empty.Key).Data) != 0 {
		t.Fatalf("empty data came back as %q", s.get(empty.Key).Data)
	}
}

func testInvalidKeys(t *testing.T, s *suite) {
	bad := []store.Key{
		{Workspace: "", Kind: "users", ID: "x"},
		{Workspace: s.ws, Kind: "", ID: "x"},
		{Workspace: s.ws, Kind: "users", ID: ""},
		{Workspace: s.ws + "#users", Kind: "x", ID: "x"},
		{Workspace: s.ws, Kind: "a#b", ID: "x"},
		{Workspace: s.ws, Kind: "users", ID: "bad\xffutf8"},
	}
	for _, k := range bad {
		_, err := s.tbl.Create(s.ctx, store.Item{Key: k})
		s.wantErr(fmt.Sprintf("Create %q", k), err, errs.ErrInvalid)
		_, err = s.tbl.Get(s.ctx, k)
		s.wantErr(fmt.Sprintf("Get %q", k), err, errs.ErrInvalid)
		_, err = s.tbl.Incr(s.ctx, k, 1, time.Time{})
		s.wantErr(fmt.Sprintf("Incr %q", k), err, errs.ErrInvalid)
	}
	_, err := s.tbl.List(s.ctx, s.ws, "a#b", store.Query{})
	s.wantErr("List bad kind", err, errs.ErrInvalid)
	_, err = s.tbl.List(s.ctx, "", "users", store.Query{})
	s.wantErr("List empty workspace", err, errs.ErrInvalid)
}

// testConcurrentCreate: of N concurrent creators of one key exactly one wins.
func testConcurrentCreate(t *testing.T, s *suite) {
	const n = 8
	k := s.key("locks", "l1")
	var wg sync.WaitGroup
	results := make([]error, n)
	for i := range n {
		wg.Go(func() {
			_, results[i] = s.tbl.Create(s.ctx, store.Item{Key: k, Data: fmt.Appendf(nil, "%d", i)})
		})
	}
	wg.Wait()
	winners := 0
	winner := ""
	for i, err := range results {
		switch {
		case err == nil:
			winners++
			winner = fmt.Sprint(i)
		case !errors.Is(err, errs.ErrAlreadyExists):
			t.Fatalf("creator %d: %v", i, err)
		}
	}
	if winners != 1 {
		t.Fatalf("%d creators succeeded, want exactly 1", winners)
	}
	if got := s.get(k); string(got.Data) != winner || got.Version != 1 {
		t.Fatalf("stored %q v%d, winner wrote %q", got.Data, got.Version, winner)
	}
}

func testUpdate(t *testing.T, s *suite) {
	k := s.key("apps", "a1")
	it := s.create(k, "v1")
	it.Data = []byte("v2")
	up, err := s.tbl.Update(s.ctx, it)
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	if up.Version != 2 || string(up.Data) != "v2" {
		t.Fatalf("Update returned %+v", up)
	}
	if got := s.get(k); got.Version != 2 || string(got.Data) != "v2" {
		t.Fatalf("after Update Get returned %+v", got)
	}
	// A writer holding the old version loses.
	it.Data = []byte("stale")
	_, err = s.tbl.Update(s.ctx, it)
	s.wantErr("stale Update", err, errs.ErrVersionMismatch)
	if got := s.get(k); string(got.Data) != "v2" {
		t.Fatalf("stale Update changed the item to %q", got.Data)
	}
	_, err = s.tbl.Update(s.ctx, store.Item{Key: s.key("apps", "missing"), Version: 1, Data: []byte("x")})
	s.wantErr("Update missing", err, errs.ErrNotFound)
	// Update can set and clear an expiry.
	up.ExpiresAt = s.clk.Now().Add(time.Hour).Truncate(time.Second)
	up, err = s.tbl.Update(s.ctx, up)
	if err != nil || !up.ExpiresAt.Equal(s.clk.Now().Add(time.Hour).Truncate(time.Second)) {
		t.Fatalf("Update with expiry: %+v, %v", up, err)
	}
	up.ExpiresAt = time.Time{}
	if up, err = s.tbl.Update(s.ctx, up); err != nil {
		t.Fatalf("Update clearing expiry: %v", err)
	}
	s.clk.Advance(2 * time.Hour)
	if got := s.get(k); got.Version != 4 || !got.ExpiresAt.IsZero() {
		t.Fatalf("after clearing the expiry Get returned %+v", got)
	}
}

func testPut(t *testing.T, s *suite) {
	k := s.key("configs", "c1")
	it, err := s.tbl.Put(s.ctx, store.Item{Key: k, Data: []byte("one"), Version: 42})
	if err != nil || it.Version != 1 {
		t.Fatalf("Put new: %+v, %v", it, err)
	}
	it, err = s.tbl.Put(s.ctx, store.Item{Key: k, Data: []byte("two")})
	if err != nil || it.Version != 2 || string(it.Data) != "two" {
		t.Fatalf("Put replace: %+v, %v", it, err)
	}
	if got := s.get(k); got.Version != 2 || string(got.Data) != "two" {
		t.Fatalf("after Put Get returned %+v", got)
	}
	// An expired item is gone: Put starts it again at version 1.
	exp := s.clk.Now().Add(time.Minute)
	if _, err := s.tbl.Put(s.ctx, store.Item{Key: k, Data: []byte("three"), ExpiresAt: exp}); err != nil {
		t.Fatalf("Put with expiry: %v", err)
	}
	s.clk.Advance(time.Minute)
	it, err = s.tbl.Put(s.ctx, store.Item{Key: k, Data: []byte("four")})
	if err != nil || it.Version != 1 {
		t.Fatalf("Put after expiry: %+v, %v", it, err)
	}
}

func testDelete(t *testing.T, s *suite) {
	k := s.key("keys", "k1")
	s.create(k, "x")
	if err := s.tbl.Delete(s.ctx, k); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	_, err := s.tbl.Get(s.ctx, k)
	s.wantErr("Get deleted", err, errs.ErrNotFound)
	s.wantErr("Delete twice", s.tbl.Delete(s.ctx, k), errs.ErrNotFound)
	// The key is free again.
	if it := s.create(k, "y"); it.Version != 1 {
		t.Fatalf("re-Create after Delete returned version %d", it.Version)
	}
}

func testExpiry(t *testing.T, s *suite) {
	now := s.clk.Now()
	exp := now.Add(10 * time.Second)
	k := s.key("nonces", "n1")
	it, err := s.tbl.Create(s.ctx, store.Item{Key: k, Data: []byte("x"), ExpiresAt: exp})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	// Expiries are kept to the second, rounded down.
	want := exp.Truncate(time.Second)
	if !it.ExpiresAt.Equal(want) || !s.get(k).ExpiresAt.Equal(want) {
		t.Fatalf("ExpiresAt %v / %v, want %v", it.ExpiresAt, s.get(k).ExpiresAt, want)
	}
	s.create(s.key("nonces", "n2"), "forever")
	s.clk.Set(want.Add(-time.Millisecond))
	s.get(k) // still alive just before

	s.clk.Set(want)
	_, err = s.tbl.Get(s.ctx, k)
	s.wantErr("Get expired", err, errs.ErrNotFound)
	if ids, _ := s.listAll(s.ws, "nonces", store.Query{}); !slices.Equal(ids, []string{"n2"}) {
		t.Fatalf("List after expiry: %v", ids)
	}
	_, err = s.tbl.Update(s.ctx, it)
	s.wantErr("Update expired", err, errs.ErrNotFound)
	s.wantErr("Delete expired", s.tbl.Delete(s.ctx, k), errs.ErrNotFound)
	again, err := s.tbl.Create(s.ctx, store.Item{Key: k, Data: []byte("new")})
	if err != nil || again.Version != 1 {
		t.Fatalf("Create over expired item: %+v, %v", again, err)
	}
	if got := s.get(k); string(got.Data) != "new" || !got.ExpiresAt.IsZero() {
		t.Fatalf("re-created item %+v", got)
	}
	// An expiry in the past makes an item that never shows.
	past := s.key("nonces", "n3")
	if _, err := s.tbl.Create(s.ctx, store.Item{Key: past, ExpiresAt: now.Add(-time.Hour)}); err != nil {
		t.Fatalf("Create expired: %v", err)
	}
	_, err = s.tbl.Get(s.ctx, past)
	s.wantErr("Get born expired", err, errs.ErrNotFound)
}

// fill creates items with the given ids, in a shuffled order so that
// listing order cannot come from insertion order.
func (s *suite) fill(ws, kind string, ids []string) {
	s.t.Helper()
	shuffled := slices.Clone(ids)
	rand.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	for _, id := range shuffled {
		if _, err := s.tbl.Create(s.ctx, store.Item{Key: store.Key{Workspace: ws, Kind: kind, ID: id}, Data: []byte(ws + "/" + id)}); err != nil {
			s.t.Fatalf("Create %s: %v", id, err)
		}
	}
}

func reversed(ids []string) []string {
	r := slices.Clone(ids)
	slices.Reverse(r)
	return r
}

func testListOrder(t *testing.T, s *suite) {
	var ids []string
	for i := range 23 {
		ids = append(ids, fmt.Sprintf("e%03d", i))
	}
	// Byte order, not a natural or case-folded one.
	ids = append(ids, "E", "e", "e1", "é", "zz")
	s.fill(s.ws, "events", ids)
	s.fill(s.ws, "other", []string{"a", "b"})
	slices.Sort(ids)

	for _, limit := range []int{1, 7, 28, 100} {
		got, pages := s.listAll(s.ws, "events", store.Query{Limit: limit})
		if !slices.Equal(got, ids) {
			t.Fatalf("ascending limit %d: %v, want %v", limit, got, ids)
		}
		if want := (len(ids) + limit - 1) / limit; pages != want {
			t.Fatalf("ascending limit %d took %d pages, want %d (Next must be empty on the last page)", limit, pages, want)
		}
		got, _ = s.listAll(s.ws, "events", store.Query{Limit: limit, Descending: true})
		if !slices.Equal(got, reversed(ids)) {
			t.Fatalf("descending limit %d: %v", limit, got)
		}
	}
	p, err := s.tbl.List(s.ctx, s.ws, "events", store.Query{Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range p.Items {
		if string(it.Data) != s.ws+"/"+it.ID || it.Version != 1 {
			t.Fatalf("listed item %+v", it)
		}
	}
	if got, pages := s.listAll(s.ws, "nothing", store.Query{}); len(got) != 0 || pages != 1 {
		t.Fatalf("empty kind listed %v in %d pages", got, pages)
	}
}

func testListBounds(t *testing.T, s *suite) {
	ids := []string{"a1", "a2", "b", "b1", "b2", "b3", "ba", "bb", "c1", "c2"}
	s.fill(s.ws, "tools", ids)
	cases := []struct {
		q    store.Query
		want []string
	}{
		{store.Query{Prefix: "b"}, []string{"b", "b1", "b2", "b3", "ba", "bb"}},
		{store.Query{Prefix: "b1"}, []string{"b1"}},
		{store.Query{Prefix: "x"}, nil},
		{store.Query{Start: "b1"}, []string{"b1", "b2", "b3", "ba", "bb", "c1", "c2"}},
		{store.Query{End: "b1"}, []string{"a1", "a2", "b"}},
		{store.Query{Start: "a2", End: "b3"}, []string{"a2", "b", "b1", "b2"}},
		{store.Query{Start: "b3", End: "b3"}, nil},
		{store.Query{Prefix: "b", Start: "b2"}, []string{"b2", "b3", "ba", "bb"}},
		{store.Query{Prefix: "b", End: "b3"}, []string{"b", "b1", "b2"}},
		{store.Query{Prefix: "b", Start: "a", End: "bz"}, []string{"b", "b1", "b2", "b3", "ba", "bb"}},
		{store.Query{Prefix: "c", Start: "a", End: "b"}, nil},
	}
	for _, c := range cases {
		for _, limit := range []int{0, 2} {
			q := c.q
			q.Limit = limit
			got, _ := s.listAll(s.ws, "tools", q)
			if !slices.Equal(got, c.want) {
				t.Errorf("%+v: got %v, want %v", q, got, c.want)
			}
			q.Descending = true
			got, _ = s.listAll(s.ws, "tools", q)
			if !slices.Equal(got, reversed(c.want)) {
				t.Errorf("%+v: got %v, want %v", q, got, reversed(c.want))
			}
		}
	}
}

func testListLimits(t *testing.T, s *suite) {
	var ids []string
	for i := range store.DefaultLimit + 1 {
		ids = append(ids, fmt.Sprintf("i%04d", i))
	}
	s.fill(s.ws, "audit", ids)
	p, err := s.tbl.List(s.ctx, s.ws, "audit", store.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != store.DefaultLimit || p.Next == "" {
		t.Fatalf("default page: %d items, next %q", len(p.Items), p.Next)
	}
	p, err = s.tbl.List(s.ctx, s.ws, "audit", store.Query{Cursor: p.Next})
	if err != nil || len(p.Items) != 1 || p.Items[0].ID != ids[len(ids)-1] || p.Next != "" {
		t.Fatalf("second page: %+v, %v", p, err)
	}
	p, err = s.tbl.List(s.ctx, s.ws, "audit", store.Query{Limit: store.MaxLimit + 1})
	if err != nil || len(p.Items) != len(ids) {
		t.Fatalf("limit above the maximum: %d items, %v", len(p.Items), err)
	}
	_, err = s.tbl.List(s.ctx, s.ws, "audit", store.Query{Limit: -1})
	s.wantErr("negative limit", err, errs.ErrInvalid)
}

func testTamperedCursor(t *testing.T, s *suite) {
	s.fill(s.ws, "jobs", []string{"a1", "a2", "a3", "b1", "b2"})
	p, err := s.tbl.List(s.ctx, s.ws, "jobs", store.Query{Prefix: "a", Limit: 1})
	if err != nil || p.Next == "" {
		t.Fatalf("first page: %+v, %v", p, err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(p.Next)
	flipped := slices.Clone(raw)
	flipped[0] ^= 0x55
	bad := []string{
		"%%%not-base64",
		p.Next + "!",
		base64.RawURLEncoding.EncodeToString([]byte("garbage")),
		base64.RawURLEncoding.EncodeToString(flipped),
	}
	for _, c := range bad {
		_, err := s.tbl.List(s.ctx, s.ws, "jobs", store.Query{Prefix: "a", Cursor: c})
		s.wantErr(fmt.Sprintf("cursor %q", c), err, errs.ErrInvalid)
	}
	// A cursor from one range does not continue another.
	_, err = s.tbl.List(s.ctx, s.ws, "jobs", store.Query{Prefix: "b", Cursor: p.Next})
	s.wantErr("cursor of another prefix", err, errs.ErrInvalid)
}

func testIsolation(t *testing.T, s *suite) {
	a, b := s.ws, uniqueWorkspace()
	ids := []string{"x1", "x2", "x3", "x4"}
	s.fill(a, "apps", ids)
	s.fill(b, "apps", ids[:3])
	// Items that share a prefix with the partition must not leak either.
	s.fill(a+"x", "apps", ids)
	s.fill(a, "appsx", ids)

	got, _ := s.listAll(b, "apps", store.Query{})
	if !slices.Equal(got, ids[:3]) {
		t.Fatalf("workspace B lists %v", got)
	}
	for _, id := range ids[:3] {
		it := s.get(store.Key{Workspace: b, Kind: "apps", ID: id})
		if string(it.Data) != b+"/"+id {
			t.Fatalf("B's %s holds %q", id, it.Data)
		}
	}
	_, err := s.tbl.Get(s.ctx, store.Key{Workspace: b, Kind: "apps", ID: "x4"})
	s.wantErr("Get A's item in B", err, errs.ErrNotFound)

	// Writes in A leave B alone.
	ka := store.Key{Workspace: a, Kind: "apps", ID: "x1"}
	kb := store.Key{Workspace: b, Kind: "apps", ID: "x1"}
	itA := s.get(ka)
	itA.Data = []byte("changed")
	if _, err := s.tbl.Update(s.ctx, itA); err != nil {
		t.Fatal(err)
	}
	if err := s.tbl.Delete(s.ctx, store.Key{Workspace: a, Kind: "apps", ID: "x2"}); err != nil {
		t.Fatal(err)
	}
	if it := s.get(kb); string(it.Data) != b+"/x1" || it.Version != 1 {
		t.Fatalf("B's item after writes in A: %+v", it)
	}
	s.get(store.Key{Workspace: b, Kind: "apps", ID: "x2"})
	_, err = s.tbl.Update(s.ctx, store.Item{Key: store.Key{Workspace: b, Kind: "apps", ID: "x4"}, Version: 1})
	s.wantErr("Update A's id in B", err, errs.ErrNotFound)
	s.wantErr("Delete A's id in B", s.tbl.Delete(s.ctx, store.Key{Workspace: b, Kind: "apps", ID: "x4"}), errs.ErrNotFound)

	// A cursor from A, replayed on B, lists only B's items.
	p, err := s.tbl.List(s.ctx, a, "apps", store.Query{Limit: 1})
	if err != nil || p.Next == "" {
		t.Fatalf("A's first page: %+v, %v", p, err)
	}
	pb, err := s.tbl.List(s.ctx, b, "apps", store.Query{Cursor: p.Next})
	if err != nil && !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("A's cursor on B: %v", err)
	}
	for _, it := range pb.Items {
		if it.Workspace != b || string(it.Data) != b+"/"+it.ID {
			t.Fatalf("A's cursor on B returned %+v", it)
		}
	}
	// Counters are per workspace too.
	ca := store.Key{Workspace: a, Kind: "quota", ID: "scans"}
	cb := store.Key{Workspace: b, Kind: "quota", ID: "scans"}
	if _, err := s.tbl.Incr(s.ctx, ca, 5, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if n, err := s.tbl.Incr(s.ctx, cb, 0, time.Time{}); err != nil || n != 0 {
		t.Fatalf("B's counter reads %d, %v", n, err)
	}
}

// testConcurrentUpdates: N writers each add one to a JSON counter with
// Update-and-retry; optimistic locking must lose no update.
func testConcurrentUpdates(t *testing.T, s *suite) {
	const n = 6
	k := s.key("apps", "hot")
	s.create(k, `{"count":0}`)
	var wg sync.WaitGroup
	errc := make(chan error, n)
	for range n {
		wg.Go(func() {
			for attempt := 0; ; attempt++ {
				it, err := s.tbl.Get(s.ctx, k)
				if err != nil {
					errc <- err
					return
				}
				var d struct{ Count int }
				if err := json.Unmarshal(it.Data, &d); err != nil {
					errc <- err
					return
				}
				d.Count++
				it.Data, _ = json.Marshal(map[string]int{"count": d.Count})
				_, err = s.tbl.Update(s.ctx, it)
				if err == nil {
					return
				}
				if !errors.Is(err, errs.ErrVersionMismatch) || attempt > 100 {
					errc <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errc)
	for err := range errc {
		t.Fatalf("writer: %v", err)
	}
	it := s.get(k)
	if it.Version != n+1 || string(it.Data) != fmt.Sprintf(`{"count":%d}`, n) {
		t.Fatalf("after %d updates: version %d, data %s", n, it.Version, it.Data)
	}
}

func testIncr(t *testing.T, s *suite) {
	k := s.key("ratelimit", "minute")
	incr := func(delta int64, exp time.Time) int64 {
		t.Helper()
		v, err := s.tbl.Incr(s.ctx, k, delta, exp)
		if err != nil {
			t.Fatalf("Incr: %v", err)
		}
		return v
	}
	now := s.clk.Now()
	// Reading an absent counter does not create it (its expiry would stick).
	if v := incr(0, time.Time{}); v != 0 {
		t.Fatalf("read of absent counter: %d", v)
	}
	if v := incr(1, now.Add(10*time.Second)); v != 1 {
		t.Fatalf("first Incr: %d", v)
	}
	// The expiry is set when the counter is created, not moved later.
	if v := incr(2, now.Add(time.Hour)); v != 3 {
		t.Fatalf("second Incr: %d", v)
	}
	if v := incr(-1, time.Time{}); v != 2 {
		t.Fatalf("negative Incr: %d", v)
	}
	if v := incr(0, time.Time{}); v != 2 {
		t.Fatalf("read: %d", v)
	}
	s.clk.Advance(10 * time.Second)
	if v := incr(0, time.Time{}); v != 0 {
		t.Fatalf("expired counter reads %d", v)
	}
	if v := incr(4, time.Time{}); v != 4 {
		t.Fatalf("Incr after expiry: %d", v)
	}
	s.clk.Advance(24 * time.Hour)
	if v := incr(1, time.Time{}); v != 5 {
		t.Fatalf("counter without expiry after a day: %d", v)
	}
	// Counters live beside items: neither sees the other.
	item := s.create(k, "item")
	if v := incr(0, time.Time{}); v != 5 {
		t.Fatalf("counter after creating an item at its key: %d", v)
	}
	if got := s.get(k); string(got.Data) != "item" || got.Version != item.Version {
		t.Fatalf("item beside a counter: %+v", got)
	}
	if ids, _ := s.listAll(s.ws, "ratelimit", store.Query{}); !slices.Equal(ids, []string{"minute"}) {
		t.Fatalf("List shows counters: %v", ids)
	}
}

func testConcurrentIncr(t *testing.T, s *suite) {
	const workers, each = 6, 5
	k := s.key("quota", "scans")
	var wg sync.WaitGroup
	errc := make(chan error, workers)
	for range workers {
		wg.Go(func() {
			for range each {
				if _, err := s.tbl.Incr(s.ctx, k, 2, s.clk.Now().Add(time.Hour)); err != nil {
					errc <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errc)
	for err := range errc {
		t.Fatalf("Incr: %v", err)
	}
	if v, err := s.tbl.Incr(s.ctx, k, 0, time.Time{}); err != nil || v != 2*workers*each {
		t.Fatalf("sum %d, %v, want %d", v, err, 2*workers*each)
	}
}

func testDefensiveCopies(t *testing.T, s *suite) {
	k := s.key("configs", "c")
	data := []byte("original")
	it, err := s.tbl.Create(s.ctx, store.Item{Key: k, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	copy(data, "XXXXXXXX")
	copy(it.Data, "YYYYYYYY")
	got := s.get(k)
	if string(got.Data) != "original" {
		t.Fatalf("caller's slices reached the store: %q", got.Data)
	}
	copy(got.Data, "ZZZZZZZZ")
	p, err := s.tbl.List(s.ctx, s.ws, "configs", store.Query{})
	if err != nil || len(p.Items) != 1 {
		t.Fatalf("List: %+v, %v", p, err)
	}
	if string(p.Items[0].Data) != "original" {
		t.Fatalf("Get's slice reached the store: %q", p.Items[0].Data)
	}
	copy(p.Items[0].Data, "ZZZZZZZZ")
	upd := s.get(k)
	upd.Data = []byte("updated!")
	out, err := s.tbl.Update(s.ctx, upd)
	if err != nil {
		t.Fatal(err)
	}
	copy(upd.Data, "XXXXXXXX")
	copy(out.Data, "YYYYYYYY")
	if got := s.get(k); string(got.Data) != "updated!" {
		t.Fatalf("Update's slices reached the store: %q", got.Data)
	}
}

// testPutBatch: a table that batches (store.Batcher) stores every item of
// a batch larger than one DynamoDB call, with its data and expiry.
func testPutBatch(t *testing.T, s *suite) {
	b, ok := s.tbl.(store.Batcher)
	if !ok {
		t.Fatal("the adapter does not implement store.Batcher")
	}
	var items []store.Item
	var want []string
	for i := range 60 {
		id := fmt.Sprintf("b%03d", i)
		items = append(items, store.Item{Key: s.key("batch", id), Data: []byte(`{"i":` + fmt.Sprint(i) + `}`), ExpiresAt: s.clk.Now().Add(time.Hour)})
		want = append(want, id)
	}
	if err := b.PutBatch(s.ctx, items); err != nil {
		t.Fatal(err)
	}
	got, _ := s.listAll(s.ws, "batch", store.Query{Limit: 25})
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("stored %v", got)
	}
	if it := s.get(s.key("batch", "b042")); string(it.Data) != `{"i":42}` || it.ExpiresAt.IsZero() {
		t.Fatalf("item b042: %s %v", it.Data, it.ExpiresAt)
	}
	s.clk.Advance(2 * time.Hour)
	if ids, _ := s.listAll(s.ws, "batch", store.Query{}); len(ids) != 0 {
		t.Fatalf("expired batch items still listed: %d", len(ids))
	}
}
