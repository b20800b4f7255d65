package boltstore_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"bulwark/shared/clock"
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
