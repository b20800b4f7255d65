package boltstore_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/store"
	"bulwark/shared/store/boltstore"
	"bulwark/shared/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) (store.Table, *clock.Fake) {
		clk := clock.NewFake(time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC))
		db, err := boltstore.Open(filepath.Join(t.TempDir(), "bulwark.db"), clk)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db.Table("main"), clk
	})
}

// TestPersistence: what a DB stored is there after it is reopened, and
// tables of one file are separate.
func TestPersistence(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "bulwark.db")
	clk := clock.NewFake(time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC))
	db, err := boltstore.Open(path, clk)
	if err != nil {
		t.Fatal(err)
	}
	k := store.Key{Workspace: "w", Kind: "users", ID: "u1"}
	if _, err := db.Table("main").Create(ctx, store.Item{Key: k, Data: []byte("ada")}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Table("main").Incr(ctx, k, 7, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db, err = boltstore.Open(path, clk)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	it, err := db.Table("main").Get(ctx, k)
	if err != nil || string(it.Data) != "ada" || it.Version != 1 {
		t.Fatalf("after reopen: %+v, %v", it, err)
	}
	if n, err := db.Table("main").Incr(ctx, k, 0, time.Time{}); err != nil || n != 7 {
		t.Fatalf("counter after reopen: %d, %v", n, err)
	}
	if _, err := db.Table("events").Get(ctx, k); err == nil {
		t.Fatal("another table sees the item")
	}
}

// Concurrent writes share transactions (group commit): each is still
// atomic and decided on its own. Of many Creates of one key exactly one
// wins, the losers leave nothing, every increment counts, and the writes
// that failed beside them do not undo the others.
func TestGroupCommitKeepsEveryWriteAtomic(t *testing.T) {
	ctx := context.Background()
	db, err := boltstore.Open(filepath.Join(t.TempDir(), "bulwark.db"), clock.NewFake(time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tb := db.Table("main")
	const writers, keys = 64, 8
	var wg sync.WaitGroup
	var won [keys]atomic.Int32
	counter := store.Key{Workspace: "w", Kind: "hits", ID: "n"}
	for i := range writers {
		wg.Go(func() {
			k := store.Key{Workspace: "w", Kind: "items", ID: fmt.Sprint("k", i%keys)}
			if _, err := tb.Create(ctx, store.Item{Key: k, Data: []byte(fmt.Sprint("by ", i))}); err == nil {
				won[i%keys].Add(1)
			} else if !errors.Is(err, errs.ErrAlreadyExists) {
				t.Errorf("create: %v", err)
			}
			if _, err := tb.Incr(ctx, counter, 1, time.Time{}); err != nil {
				t.Errorf("incr: %v", err)
			}
			if _, err := tb.Update(ctx, store.Item{Key: k, Data: []byte("stale"), Version: 99}); !errors.Is(err, errs.ErrVersionMismatch) {
				t.Errorf("stale update: %v", err)
			}
		})
	}
	wg.Wait()
	for k := range keys {
		if n := won[k].Load(); n != 1 {
			t.Errorf("key %d: %d creates won", k, n)
		}
		it, err := tb.Get(ctx, store.Key{Workspace: "w", Kind: "items", ID: fmt.Sprint("k", k)})
		if err != nil || it.Version != 1 || !strings.HasPrefix(string(it.Data), "by ") {
			t.Errorf("key %d: %+v %v", k, it, err)
		}
	}
	if n, _ := tb.Incr(ctx, counter, 0, time.Time{}); n != writers {
		t.Errorf("counter %d, want %d", n, writers)
	}
}

// Close waits for the writes already submitted; later writes fail with an
// error instead of a panic.
func TestWritesAfterCloseFail(t *testing.T) {
	ctx := context.Background()
	db, err := boltstore.Open(filepath.Join(t.TempDir(), "bulwark.db"), clock.NewFake(time.Now()))
	if err != nil {
		t.Fatal(err)
	}
	tb := db.Table("main")
	if _, err := tb.Put(ctx, store.Item{Key: store.Key{Workspace: "w", Kind: "k", ID: "a"}}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Put(ctx, store.Item{Key: store.Key{Workspace: "w", Kind: "k", ID: "b"}}); err == nil {
		t.Fatal("a write after Close succeeded")
	}
}

// BenchmarkConcurrentWrites measures writes per second with 1 and 50
// writers on the test's disk: group commit shares one sync among the
// writers waiting together.
func BenchmarkConcurrentWrites(b *testing.B) {
	for _, writers := range []int{1, 50} {
		b.Run(fmt.Sprint(writers, "-writers"), func(b *testing.B) {
			db, err := boltstore.Open(filepath.Join(b.TempDir(), "bulwark.db"), clock.NewFake(time.Now()))
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			tb := db.Table("main")
			ctx := context.Background()
			var next atomic.Int64
			b.SetParallelism(writers)
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if _, err := tb.Put(ctx, store.Item{Key: store.Key{Workspace: "w", Kind: "events", ID: fmt.Sprint(next.Add(1))}, Data: []byte("an event of a few hundred bytes")}); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
