// Package store is the record port: every durable record of Bulwark (users,
// keys, apps, config versions, events, audit records, jobs, ...) is an Item
// in a Table, keyed by workspace, kind and id.
//
// # Tenancy
//
// The workspace is part of every key and every query; no method can read or
// list across workspaces. Look-ups that must work before a workspace is known
// (a user by e-mail, an API key by its public prefix) are stored under the
// reserved workspace Global, and point at the owning workspace.
//
// # Ordering and pagination
//
// List returns items of one (workspace, kind) in byte order of their id
// (ascending, or descending with Query.Descending). Ids are UUIDv7 where time
// order matters, so key order is time order. Page.Next is an opaque cursor;
// pass it back as Query.Cursor to continue. An empty Next means the last page.
//
// # Expiry
//
// An item whose ExpiresAt is set and not after the store clock's now is
// treated as absent by every method, whether or not the backend has removed
// it yet (DynamoDB TTL deletes lazily).
//
// # Concurrency
//
// Implementations are safe for concurrent use. Create is a conditional write:
// exactly one of several concurrent creators of a key succeeds. Update is an
// optimistic write: it succeeds only when the stored Version equals the
// item's Version, and stores Version+1. Incr is atomic.
//
// # Errors
//
// Methods return errors wrapping errs.ErrNotFound, errs.ErrAlreadyExists,
// errs.ErrVersionMismatch or errs.ErrInvalid (bad key), so callers test them
// with errors.Is. Other errors are backend failures.
package store

import (
	"context"
	"time"
)

// Global is the reserved workspace for cross-workspace look-up records.
const Global = "_global"

// Key names one item.
type Key struct {
	Workspace string
	Kind      string
	ID        string
}

// Item is one stored record. Data is opaque to the store (JSON by
// convention); the store copies it in and out.
type Item struct {
	Key
	Data []byte
	// Version is 1 after Create and grows by one on every Update or Put.
	Version int64
	// ExpiresAt, when not zero, is when the item stops existing.
	ExpiresAt time.Time
}

// Query selects items of one workspace and kind.
type Query struct {
	// Prefix keeps only ids that start with it.
	Prefix string
	// Start and End bound the ids: Start <= id < End (each ignored when empty).
	Start, End string
	// Descending lists from the highest id down.
	Descending bool
	// Limit caps the page size; 0 means the adapter's default (100). At most 1000.
	Limit int
	// Cursor continues a previous listing (its Page.Next).
	Cursor string
}

// Page is one page of a listing.
type Page struct {
	Items []Item
	// Next is the cursor of the following page, or "" on the last page.
	Next string
}

// Table is one table of records.
type Table interface {
	// Create stores a new item. It fails with errs.ErrAlreadyExists when a
	// live item has the key. The returned item has Version 1.
	Create(ctx context.Context, it Item) (Item, error)
	// Get returns the item, or errs.ErrNotFound.
	Get(ctx context.Context, k Key) (Item, error)
	// Update replaces an existing item when its stored Version equals
	// it.Version (errs.ErrVersionMismatch otherwise, errs.ErrNotFound when
	// absent). The returned item carries the new Version.
	Update(ctx context.Context, it Item) (Item, error)
	// Put creates or replaces an item unconditionally.
	Put(ctx context.Context, it Item) (Item, error)
	// Delete removes an item; errs.ErrNotFound when there is none.
	Delete(ctx context.Context, k Key) error
	// List returns one page of the items of a workspace and kind.
	List(ctx context.Context, workspace, kind string, q Query) (Page, error)
	// Incr atomically adds delta to the counter at k (created at 0) and
	// returns the new value. A counter that has expired starts again at 0;
	// expiresAt (zero: never) is set when the counter is created. Counters
	// live beside items but are read only through Incr (delta 0 reads).
	Incr(ctx context.Context, k Key, delta int64, expiresAt time.Time) (int64, error)
}

// Batcher is a Table that writes many items in one round trip (bbolt: one
// transaction, one fsync; DynamoDB: BatchWriteItem, 25 items a call).
// Items are written unconditionally, like Put: use it for items whose ids
// are unique (time-ordered event ids). shared/writebehind uses it.
type Batcher interface {
	PutBatch(ctx context.Context, items []Item) error
}

// MaxLimit is the largest page size a List returns.
const MaxLimit = 1000

// DefaultLimit is the page size when Query.Limit is 0.
const DefaultLimit = 100
