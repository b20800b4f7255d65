package events

import (
	"path/filepath"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/store"
	"bulwark/shared/store/boltstore"
)

func table(t *testing.T) (store.Table, *clock.Fake) {
	clk := clock.NewFake(time.Now().UTC())
	db, err := boltstore.Open(filepath.Join(t.TempDir(), "db"), clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db.Table("events"), clk
}

func write(t *testing.T, tb store.Table, clk *clock.Fake, verdict string, retention time.Duration) Event {
	clk.Advance(time.Millisecond)
	e := Event{UUID: NewID(clk.Now()), CreatedAt: clk.Now(), Verdict: verdict, Direction: "input", AppUUID: "app"}
	if err := Write(t.Context(), tb, "ws", e, retention); err != nil {
		t.Fatal(err)
	}
	return e
}

func TestFilteredListingIsBounded(t *testing.T) {
	tb, clk := table(t)
	match := write(t, tb, clk, "block", 0)
	for range MaxExamined + 10 {
		write(t, tb, clk, "allow", 0)
	}
	// The first request reads MaxExamined events, finds none and says where
	// to continue; the second finds the match and ends the listing.
	p, err := List(t.Context(), tb, "ws", Filter{Limit: 50, Verdict: "block"})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 0 || p.NextCursor == "" {
		t.Fatalf("first page: %d items, cursor %q", len(p.Items), p.NextCursor)
	}
	p, err = List(t.Context(), tb, "ws", Filter{Limit: 50, Verdict: "block", Cursor: p.NextCursor})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 1 || p.Items[0].UUID != match.UUID || p.NextCursor != "" {
		t.Fatalf("second page: %+v, cursor %q", p.Items, p.NextCursor)
	}
}

func TestRetention(t *testing.T) {
	tb, clk := table(t)
	write(t, tb, clk, "allow", time.Hour)
	kept := write(t, tb, clk, "allow", 48*time.Hour)
	clk.Advance(2 * time.Hour)
	p, err := List(t.Context(), tb, "ws", Filter{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Items) != 1 || p.Items[0].UUID != kept.UUID {
		t.Fatalf("expired event still listed: %+v", p.Items)
	}
}

func TestIDsFollowTheClock(t *testing.T) {
	t0 := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	a, b := NewID(t0), NewID(t0)
	if !(a < b) {
		t.Fatalf("ids of one millisecond must increase: %s, %s", a, b)
	}
	if !(TimeBound(t0) <= a && a < TimeBound(t0.Add(time.Millisecond))) {
		t.Fatalf("%s is outside the bounds of its millisecond", a)
	}
	if later := NewID(t0.Add(time.Second)); !(later > b) || later[14] != '7' || !(later[19] >= '8' && later[19] <= 'b') {
		t.Fatalf("%s is not a later UUIDv7", later)
	}
}
