// Package boltstore is the embedded store.Table adapter: every table lives
// in one bbolt file, so `make run` needs no database server.
//
// # Layout
//
// Each table is a top-level bbolt bucket named after the table. Inside it,
// each partition is a nested bucket named like the DynamoDB partition key
// (see storekit): "<workspace>#<kind>" for items and "<workspace>#<kind>#n"
// for counters. Within a partition the bbolt key is the id, so a bbolt cursor
// walks ids in byte order, which is the order List promises.
//
// An item's value is 8 bytes of version and 8 bytes of expiry (Unix seconds,
// 0 for never), both big-endian, followed by the data. A counter's value is
// 8 bytes of count followed by 8 bytes of expiry.
//
// # Expiry
//
// Expired records are absent for every method. They are deleted lazily: a
// write to the key replaces them, and Get, List and Delete remove the ones
// they meet.
//
// # Concurrency
//
// bbolt runs one write transaction at a time, which makes Create, Update and
// Incr atomic; reads run concurrently in read transactions. Data is copied in
// and out because bbolt's memory is only valid inside a transaction.
//
// Writes are group-committed: one writer goroutine runs every write that
// is waiting when it becomes free in one transaction, one after the other,
// and commits (and syncs) them together. A write alone is committed at
// once, with no batching delay; under concurrency, N writers pay one sync
// instead of N, which is what bounds the request path of the proxy and the
// scans on a disk. Each write checks before it writes, so a write that
// fails (an existing item, a stale version) leaves nothing in the shared
// transaction; a commit that fails fails every write of its group.
package boltstore

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/store"
	"bulwark/shared/store/internal/storekit"
)

// DB is one bbolt file holding any number of tables.
type DB struct {
	bolt  *bolt.DB
	clock clock.Clock

	mu      sync.RWMutex // guards closed against sends on writes
	closed  bool
	writes  chan pending
	stopped chan struct{}
}

// pending is one write waiting for the group commit.
type pending struct {
	fn   func(tx *bolt.Tx) error
	done chan error
}

// maxGroup bounds the writes of one transaction, so that one commit's
// latency stays bounded under any load.
const maxGroup = 256

// errClosed answers writes after Close.
var errClosed = errors.New("boltstore: the database is closed")

// Open opens (creating when missing) the bbolt file at path. It fails after
// a few seconds when another process holds the file.
func Open(path string, c clock.Clock) (*DB, error) {
	b, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: 5 * time.Second})
	if err != nil {
		return nil, fmt.Errorf("boltstore.Open %s: %w", path, err)
	}
	db := &DB{bolt: b, clock: c, writes: make(chan pending, maxGroup), stopped: make(chan struct{})}
	go db.writer()
	return db, nil
}

// Close finishes the writes already submitted and closes the file; tables
// of this DB fail afterwards.
func (db *DB) Close() error {
	db.mu.Lock()
	if !db.closed {
		db.closed = true
		close(db.writes)
	}
	db.mu.Unlock()
	<-db.stopped
	return db.bolt.Close()
}

// update runs fn in a write transaction shared with the other writes
// waiting at the same time (see Concurrency), and returns fn's error or
// the commit's.
func (db *DB) update(fn func(tx *bolt.Tx) error) error {
	w := pending{fn: fn, done: make(chan error, 1)}
	db.mu.RLock()
	if db.closed {
		db.mu.RUnlock()
		return errClosed
	}
	db.writes <- w
	db.mu.RUnlock()
	return <-w.done
}

// writer commits the waiting writes in groups until Close.
func (db *DB) writer() {
	defer close(db.stopped)
	group := make([]pending, 0, maxGroup)
	results := make([]error, 0, maxGroup)
	for w := range db.writes {
		group = append(group[:0], w)
	fill:
		for len(group) < maxGroup {
			select {
			case w, ok := <-db.writes:
				if !ok {
					break fill
				}
				group = append(group, w)
			default:
				break fill
			}
		}
		results = results[:len(group)]
		err := db.bolt.Update(func(tx *bolt.Tx) error {
			for i, w := range group {
				results[i] = run(w.fn, tx)
			}
			return nil
		})
		for i, w := range group {
			if err != nil {
				w.done <- err
			} else {
				w.done <- results[i]
			}
		}
	}
}

// run calls fn, turning a panic into an error so that one bad write cannot
// stop the writer of every table.
func run(fn func(tx *bolt.Tx) error, tx *bolt.Tx) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("boltstore: write panicked: %v", p)
		}
	}()
	return fn(tx)
}

// Table returns the table with the given name (created on first write).
func (db *DB) Table(name string) store.Table {
	return &Table{db: db, name: []byte(name)}
}

// Table is one table in a DB.
type Table struct {
	db   *DB
	name []byte
}

var _ store.Table = (*Table)(nil)

const headerLen = 16

func encodeRecord(first, exp int64, data []byte) []byte {
	v := make([]byte, headerLen+len(data))
	binary.BigEndian.PutUint64(v[0:8], uint64(first))
	binary.BigEndian.PutUint64(v[8:16], uint64(exp))
	copy(v[headerLen:], data)
	return v
}

// decodeRecord splits a stored value into its first field (version or
// count), expiry and data; data aliases v.
func decodeRecord(v []byte) (first, exp int64, data []byte, err error) {
	if len(v) < headerLen {
		return 0, 0, nil, fmt.Errorf("corrupt record of %d bytes", len(v))
	}
	return int64(binary.BigEndian.Uint64(v[0:8])), int64(binary.BigEndian.Uint64(v[8:16])), v[headerLen:], nil
}

// partition returns the nested bucket of a partition, or nil when it does
// not exist (in a read transaction, or when create is false).
func (t *Table) partition(tx *bolt.Tx, part string, create bool) (*bolt.Bucket, error) {
	if !create {
		top := tx.Bucket(t.name)
		if top == nil {
			return nil, nil
		}
		return top.Bucket([]byte(part)), nil
	}
	top, err := tx.CreateBucketIfNotExists(t.name)
	if err != nil {
		return nil, err
	}
	return top.CreateBucketIfNotExists([]byte(part))
}

// live reads the live item at k in bucket b (nil when absent or expired).
func live(b *bolt.Bucket, k store.Key, now time.Time) (*store.Item, error) {
	if b == nil {
		return nil, nil
	}
	v := b.Get([]byte(k.ID))
	if v == nil {
		return nil, nil
	}
	ver, exp, data, err := decodeRecord(v)
	if err != nil {
		return nil, err
	}
	if storekit.Expired(exp, now) {
		return nil, nil
	}
	return &store.Item{Key: k, Data: storekit.Clone(data), Version: ver, ExpiresAt: storekit.ExpTime(exp)}, nil
}

// write stores it with the given version and returns what a caller sees.
func write(b *bolt.Bucket, it store.Item, version int64) (store.Item, error) {
	exp := storekit.ExpUnix(it.ExpiresAt)
	if err := b.Put([]byte(it.ID), encodeRecord(version, exp, it.Data)); err != nil {
		return store.Item{}, err
	}
	return store.Item{Key: it.Key, Data: storekit.Clone(it.Data), Version: version, ExpiresAt: storekit.ExpTime(exp)}, nil
}

// writeItem runs fn in a write transaction on the partition of k.
func (t *Table) writeItem(k store.Key, fn func(b *bolt.Bucket, now time.Time) error) error {
	if err := storekit.CheckKey(k); err != nil {
		return err
	}
	now := t.db.clock.Now()
	return t.db.update(func(tx *bolt.Tx) error {
		b, err := t.partition(tx, storekit.Partition(k.Workspace, k.Kind), true)
		if err != nil {
			return err
		}
		return fn(b, now)
	})
}

// PutBatch writes items in one transaction (store.Batcher).
func (t *Table) PutBatch(ctx context.Context, items []store.Item) error {
	for _, it := range items {
		if err := storekit.CheckKey(it.Key); err != nil {
			return fmt.Errorf("boltstore.PutBatch %s: %w", storekit.Name(it.Key), err)
		}
	}
	err := t.db.update(func(tx *bolt.Tx) error {
		for _, it := range items {
			b, err := t.partition(tx, storekit.Partition(it.Workspace, it.Kind), true)
			if err != nil {
				return err
			}
			if _, err := write(b, it, 1); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("boltstore.PutBatch: %w", err)
	}
	return nil
}

// Create stores a new item with Version 1.
func (t *Table) Create(ctx context.Context, it store.Item) (store.Item, error) {
	var out store.Item
	err := t.writeItem(it.Key, func(b *bolt.Bucket, now time.Time) error {
		old, err := live(b, it.Key, now)
		if err != nil {
			return err
		}
		if old != nil {
			return errs.ErrAlreadyExists
		}
		out, err = write(b, it, 1)
		return err
	})
	if err != nil {
		return store.Item{}, fmt.Errorf("boltstore.Create %s: %w", storekit.Name(it.Key), err)
	}
	return out, nil
}

// Get returns the live item at k.
func (t *Table) Get(ctx context.Context, k store.Key) (store.Item, error) {
	if err := storekit.CheckKey(k); err != nil {
		return store.Item{}, fmt.Errorf("boltstore.Get %s: %w", storekit.Name(k), err)
	}
	now := t.db.clock.Now()
	var it *store.Item
	var expired bool
	err := t.db.bolt.View(func(tx *bolt.Tx) error {
		b, err := t.partition(tx, storekit.Partition(k.Workspace, k.Kind), false)
		if err != nil || b == nil {
			return err
		}
		it, err = live(b, k, now)
		expired = it == nil && b.Get([]byte(k.ID)) != nil
		return err
	})
	if err == nil && expired {
		err = t.reap(storekit.Partition(k.Workspace, k.Kind), []string{k.ID}, now)
	}
	if err == nil && it == nil {
		err = errs.ErrNotFound
	}
	if err != nil {
		return store.Item{}, fmt.Errorf("boltstore.Get %s: %w", storekit.Name(k), err)
	}
	return *it, nil
}

// reap deletes the given ids of a partition when they are still expired at now.
func (t *Table) reap(part string, ids []string, now time.Time) error {
	return t.db.update(func(tx *bolt.Tx) error {
		b, err := t.partition(tx, part, false)
		if err != nil || b == nil {
			return err
		}
		for _, id := range ids {
			v := b.Get([]byte(id))
			if v == nil {
				continue
			}
			if _, exp, _, err := decodeRecord(v); err == nil && !storekit.Expired(exp, now) {
				continue
			}
			if err := b.Delete([]byte(id)); err != nil {
				return err
			}
		}
		return nil
	})
}

// Update replaces the item when its stored Version equals it.Version.
func (t *Table) Update(ctx context.Context, it store.Item) (store.Item, error) {
	var out store.Item
	err := t.writeItem(it.Key, func(b *bolt.Bucket, now time.Time) error {
		old, err := live(b, it.Key, now)
		switch {
		case err != nil:
			return err
		case old == nil:
			return errs.ErrNotFound
		case old.Version != it.Version:
			return fmt.Errorf("stored version %d, given %d: %w", old.Version, it.Version, errs.ErrVersionMismatch)
		}
		out, err = write(b, it, old.Version+1)
		return err
	})
	if err != nil {
		return store.Item{}, fmt.Errorf("boltstore.Update %s: %w", storekit.Name(it.Key), err)
	}
	return out, nil
}

// Put creates or replaces the item; the version continues from a live one.
func (t *Table) Put(ctx context.Context, it store.Item) (store.Item, error) {
	var out store.Item
	err := t.writeItem(it.Key, func(b *bolt.Bucket, now time.Time) error {
		old, err := live(b, it.Key, now)
		if err != nil {
			return err
		}
		version := int64(1)
		if old != nil {
			version = old.Version + 1
		}
		out, err = write(b, it, version)
		return err
	})
	if err != nil {
		return store.Item{}, fmt.Errorf("boltstore.Put %s: %w", storekit.Name(it.Key), err)
	}
	return out, nil
}

// Delete removes the live item at k.
func (t *Table) Delete(ctx context.Context, k store.Key) error {
	err := t.writeItem(k, func(b *bolt.Bucket, now time.Time) error {
		old, err := live(b, k, now)
		if err != nil {
			return err
		}
		// An expired record is removed too, but still reported as absent.
		if err := b.Delete([]byte(k.ID)); err != nil {
			return err
		}
		if old == nil {
			return errs.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("boltstore.Delete %s: %w", storekit.Name(k), err)
	}
	return nil
}

// List returns one page of the live items of a workspace and kind.
func (t *Table) List(ctx context.Context, workspace, kind string, q store.Query) (store.Page, error) {
	p, err := storekit.NewPlan(workspace, kind, q)
	if err != nil {
		return store.Page{}, fmt.Errorf("boltstore.List %s/%s: %w", workspace, kind, err)
	}
	if p.Empty() {
		return store.Page{}, nil
	}
	part := storekit.Partition(workspace, kind)
	now := t.db.clock.Now()
	var items []store.Item
	var expired []string
	err = t.db.bolt.View(func(tx *bolt.Tx) error {
		b, err := t.partition(tx, part, false)
		if err != nil || b == nil {
			return err
		}
		c := b.Cursor()
		k, v := seek(c, p)
		for ; k != nil && len(items) <= p.Limit; k, v = step(c, p) {
			id := string(k)
			if p.Past(id) {
				break
			}
			if !p.Wants(id) {
				continue
			}
			ver, exp, data, err := decodeRecord(v)
			if err != nil {
				return fmt.Errorf("id %q: %w", id, err)
			}
			if storekit.Expired(exp, now) {
				expired = append(expired, id)
				continue
			}
			items = append(items, store.Item{
				Key:       store.Key{Workspace: workspace, Kind: kind, ID: id},
				Data:      storekit.Clone(data),
				Version:   ver,
				ExpiresAt: storekit.ExpTime(exp),
			})
		}
		return nil
	})
	if err == nil && len(expired) > 0 {
		err = t.reap(part, expired, now)
	}
	if err != nil {
		return store.Page{}, fmt.Errorf("boltstore.List %s/%s: %w", workspace, kind, err)
	}
	return storekit.Finish(p, items), nil
}

// seek positions c on the first key a listing in p's direction may want.
func seek(c *bolt.Cursor, p storekit.Plan) ([]byte, []byte) {
	if !p.Descending {
		from := max(p.Lo, p.After)
		return c.Seek([]byte(from))
	}
	// Descending: start below the lowest exclusive upper bound.
	upper := p.Hi
	if p.After != "" && (upper == "" || p.After < upper) {
		upper = p.After
	}
	if upper == "" {
		return c.Last()
	}
	if k, _ := c.Seek([]byte(upper)); k == nil {
		return c.Last()
	}
	return c.Prev()
}

func step(c *bolt.Cursor, p storekit.Plan) ([]byte, []byte) {
	if p.Descending {
		return c.Prev()
	}
	return c.Next()
}

// Incr atomically adds delta to the counter at k.
func (t *Table) Incr(ctx context.Context, k store.Key, delta int64, expiresAt time.Time) (int64, error) {
	if err := storekit.CheckKey(k); err != nil {
		return 0, fmt.Errorf("boltstore.Incr %s: %w", storekit.Name(k), err)
	}
	now := t.db.clock.Now()
	var n int64
	err := t.db.update(func(tx *bolt.Tx) error {
		b, err := t.partition(tx, storekit.CounterPartition(k.Workspace, k.Kind), true)
		if err != nil {
			return err
		}
		exp := storekit.ExpUnix(expiresAt)
		n = 0
		found := false
		if v := b.Get([]byte(k.ID)); v != nil {
			old, oldExp, _, err := decodeRecord(v)
			if err != nil {
				return err
			}
			if !storekit.Expired(oldExp, now) {
				n, exp, found = old, oldExp, true
			}
		}
		if delta == 0 && !found {
			// A read must not create the counter, or it would fix its expiry.
			return nil
		}
		n += delta
		return b.Put([]byte(k.ID), encodeRecord(n, exp, nil))
	})
	if err != nil {
		return 0, fmt.Errorf("boltstore.Incr %s: %w", storekit.Name(k), err)
	}
	return n, nil
}
