package writebehind_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/store"
	"bulwark/shared/store/boltstore"
	"bulwark/shared/writebehind"
)

func table(t *testing.T) store.Table {
	db, err := boltstore.Open(filepath.Join(t.TempDir(), "db"), clock.System{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db.Table("main")
}

// Counters answer exactly within a process whatever the flush timing: a
// limit of 100 admits exactly 100 of 300 concurrent takers, and the store
// holds the exact total once flushed.
func TestCountersAreExactInOneProcess(t *testing.T) {
	tb := table(t)
	b := writebehind.New(writebehind.Options{FlushEvery: time.Millisecond})
	k := store.Key{Workspace: store.Global, Kind: "c", ID: "x"}
	var admitted sync.WaitGroup
	var mu sync.Mutex
	ok := 0
	for range 300 {
		admitted.Go(func() {
			n, err := b.Incr(context.Background(), tb, k, 1, time.Time{})
			if err != nil {
				t.Error(err)
				return
			}
			if n <= 100 {
				mu.Lock()
				ok++
				mu.Unlock()
			}
		})
	}
	admitted.Wait()
	if ok != 100 {
		t.Fatalf("%d admitted under a limit of 100", ok)
	}
	if err := b.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n, _ := tb.Incr(context.Background(), k, 0, time.Time{}); n != 300 {
		t.Fatalf("stored %d, want 300", n)
	}
	// Another process's increments are seen after this process's next
	// write of the counter.
	if _, err := tb.Incr(context.Background(), k, 50, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Incr(context.Background(), tb, k, 1, time.Time{}); err != nil {
		t.Fatal(err)
	}
	_ = b.Flush(context.Background())
	if n, _ := b.Incr(context.Background(), tb, k, 0, time.Time{}); n != 351 {
		t.Fatalf("after another writer: %d, want 351", n)
	}
	_ = b.Close(context.Background())
}

// Items are written in batches; with a queue of 8 a burst of 1,000 waits
// for room rather than dropping, and Close leaves every one stored.
func TestNothingIsLostUnderBackpressureOrAtClose(t *testing.T) {
	tb := table(t)
	b := writebehind.New(writebehind.Options{FlushEvery: time.Hour, MaxBatch: 4, MaxQueue: 8})
	var wg sync.WaitGroup
	for i := range 1000 {
		wg.Go(func() {
			it := store.Item{Key: store.Key{Workspace: "ws", Kind: "ev", ID: fmt.Sprintf("%06d", i)}, Data: []byte(`{}`)}
			if err := b.Create(context.Background(), tb, it); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if err := b.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	n := 0
	q := store.Query{Limit: store.MaxLimit}
	for {
		pg, err := tb.List(context.Background(), "ws", "ev", q)
		if err != nil {
			t.Fatal(err)
		}
		n += len(pg.Items)
		if pg.Next == "" {
			break
		}
		q.Cursor = pg.Next
	}
	if n != 1000 {
		t.Fatalf("%d of 1000 items stored", n)
	}
	// After Close, writes are synchronous.
	if err := b.Create(context.Background(), tb, store.Item{Key: store.Key{Workspace: "ws", Kind: "ev", ID: "late"}, Data: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Get(context.Background(), store.Key{Workspace: "ws", Kind: "ev", ID: "late"}); err != nil {
		t.Fatalf("a write after Close: %v", err)
	}
}

// Flush returns once everything handed over before it is stored.
func TestFlushWritesWhatWasHandedOver(t *testing.T) {
	tb := table(t)
	b := writebehind.New(writebehind.Options{FlushEvery: time.Hour})
	defer b.Close(context.Background())
	k := store.Key{Workspace: "ws", Kind: "ev", ID: "one"}
	if err := b.Create(context.Background(), tb, store.Item{Key: k, Data: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if err := b.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Get(context.Background(), k); err != nil {
		t.Fatalf("after Flush: %v", err)
	}
}
