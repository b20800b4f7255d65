// Package writebehind takes the writes a request does not need to wait for
// off the request path: runtime events (created in batches) and counters
// (quota and rate-limit increments, summed per key). A request hands them
// to a Buffer and goes on; one goroutine writes them every FlushEvery, or
// at once when MaxBatch items wait, in one batch per table (store.Batcher:
// one bbolt transaction and fsync, one DynamoDB BatchWriteItem per 25).
//
// Nothing is lost: the queue of items is bounded (MaxQueue) and a request
// that finds it full waits for room (backpressure) instead of dropping;
// Close, called on shutdown (SIGTERM), writes everything that was handed
// over before it returns; Flush does the same without closing, at the end
// of each Lambda invocation (a frozen Lambda runs no goroutine).
//
// Counters stay exact enough to hold limits. Incr answers the value the
// store held at this process's last write of that counter plus what this
// process has added since: within one process (make run) that is exact;
// across N processes sharing a counter (Lambda instances), each can miss
// what the others added in their last FlushEvery, so a limit can be passed
// by at most the requests the other instances admit in one FlushEvery
// (documented in docs/runtime.md). The first Incr of a key in a process is
// written at once, so a process starts from the stored value.
package writebehind

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"bulwark/shared/store"
)

// Defaults of Options.
const (
	DefaultFlushEvery = 50 * time.Millisecond
	DefaultMaxBatch   = 500
	DefaultMaxQueue   = 20000
)

// Options tune a Buffer.
type Options struct {
	// FlushEvery is the longest an item or a counter increment waits.
	FlushEvery time.Duration
	// MaxBatch items waiting start a write at once.
	MaxBatch int
	// MaxQueue bounds the items waiting; a request that finds the queue
	// full waits for room.
	MaxQueue int
	Log      *slog.Logger
}

// ErrClosed: the buffer was closed; the write was done synchronously.
var ErrClosed = errors.New("writebehind: closed")

type item struct {
	t  store.Table
	it store.Item
}

type counterKey struct {
	t store.Table
	k store.Key
}

type counter struct {
	base    int64 // the stored value at the last write of this process
	pending int64 // added since, not yet written
	writing int64 // being written by the flusher now
	expires time.Time
	ready   chan struct{} // closed once the first write set base
}

// Buffer is a write-behind buffer. Build one per process with New. A nil
// *Buffer writes everything at once (tests, tools).
type Buffer struct {
	o     Options
	items chan item
	kick  chan struct{}
	flush chan chan error
	stop  chan struct{}
	done  chan struct{}

	mu       sync.Mutex
	counters map[counterKey]*counter
	closed   bool
	// inflight counts Create calls between their closed check and their
	// send, so that Close drains only after they have enqueued.
	inflight sync.WaitGroup
}

// New starts a Buffer.
func New(o Options) *Buffer {
	if o.FlushEvery <= 0 {
		o.FlushEvery = DefaultFlushEvery
	}
	if o.MaxBatch <= 0 {
		o.MaxBatch = DefaultMaxBatch
	}
	if o.MaxQueue <= 0 {
		o.MaxQueue = DefaultMaxQueue
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	b := &Buffer{
		o: o, items: make(chan item, o.MaxQueue), kick: make(chan struct{}, 1),
		flush: make(chan chan error), stop: make(chan struct{}), done: make(chan struct{}),
		counters: map[counterKey]*counter{},
	}
	go b.loop()
	return b
}

// Create hands an item to be created in t. A closed buffer writes it at
// once. The item's id must be unique (it is written with store.Batcher's
// unconditional put).
func (b *Buffer) Create(ctx context.Context, t store.Table, it store.Item) error {
	if b == nil {
		_, err := t.Create(ctx, it)
		return err
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		_, err := t.Create(ctx, it)
		return err
	}
	b.inflight.Add(1)
	b.mu.Unlock()
	defer b.inflight.Done()
	select {
	case b.items <- item{t, it}:
	case <-ctx.Done():
		return ctx.Err()
	}
	if len(b.items) >= b.o.MaxBatch {
		b.wake()
	}
	return nil
}

// Incr adds delta to the counter at k and returns its value as this
// process knows it (see the package doc). The first Incr of a key, and
// every Incr after Close, is written at once.
func (b *Buffer) Incr(ctx context.Context, t store.Table, k store.Key, delta int64, expiresAt time.Time) (int64, error) {
	if b == nil {
		return t.Incr(ctx, k, delta, expiresAt)
	}
	ck := counterKey{t, k}
	for {
		b.mu.Lock()
		if b.closed {
			b.mu.Unlock()
			return t.Incr(ctx, k, delta, expiresAt)
		}
		c, ok := b.counters[ck]
		if ok {
			select {
			case <-c.ready:
				c.pending += delta
				n := c.base + c.writing + c.pending
				b.mu.Unlock()
				return n, nil
			default:
				// Its first write is under way: wait for the base.
				b.mu.Unlock()
				select {
				case <-c.ready:
				case <-ctx.Done():
					return 0, ctx.Err()
				}
				continue
			}
		}
		// The first use in this process: write at once to learn the
		// stored value; others wait for it (or the count would race).
		c = &counter{expires: expiresAt, ready: make(chan struct{})}
		b.counters[ck] = c
		b.mu.Unlock()
		n, err := t.Incr(ctx, k, delta, expiresAt)
		b.mu.Lock()
		if err != nil {
			delete(b.counters, ck)
		} else {
			c.base = n
		}
		close(c.ready)
		b.mu.Unlock()
		return n, err
	}
}

// Flush writes everything handed over before it was called.
func (b *Buffer) Flush(ctx context.Context) error {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	closed := b.closed
	b.mu.Unlock()
	if closed {
		return nil
	}
	reply := make(chan error, 1)
	select {
	case b.flush <- reply:
	case <-b.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-reply:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close writes everything handed over and stops the buffer; later writes
// are synchronous. Call it on shutdown, after the server stopped taking
// requests.
func (b *Buffer) Close(ctx context.Context) error {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		<-b.done
		return nil
	}
	b.closed = true
	b.mu.Unlock()
	b.inflight.Wait()
	close(b.stop)
	select {
	case <-b.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (b *Buffer) wake() {
	select {
	case b.kick <- struct{}{}:
	default:
	}
}

func (b *Buffer) loop() {
	defer close(b.done)
	tick := time.NewTicker(b.o.FlushEvery)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			b.write(false)
		case <-b.kick:
			b.write(false)
		case reply := <-b.flush:
			reply <- b.write(true)
		case <-b.stop:
			if err := b.write(true); err != nil {
				b.o.Log.Error("writebehind: writes lost at close", "err", err.Error())
			}
			return
		}
	}
}

// write writes the queued items (all of them when all, else at most a few
// batches) and the counters' pending increments. A failed write is
// retried at the next round; the error is logged.
func (b *Buffer) write(all bool) error {
	ctx := context.Background()
	var firstErr error
	note := func(err error) {
		if err != nil {
			b.o.Log.Error("writebehind: write failed", "err", err.Error())
			if firstErr == nil {
				firstErr = err
			}
		}
	}
	for rounds := 0; all || rounds < 4; rounds++ {
		batch := b.take()
		if len(batch) == 0 {
			break
		}
		note(b.putItems(ctx, batch))
	}
	note(b.writeCounters(ctx))
	return firstErr
}

// take takes at most MaxBatch queued items.
func (b *Buffer) take() []item {
	var out []item
	for len(out) < b.o.MaxBatch {
		select {
		case it := <-b.items:
			out = append(out, it)
		default:
			return out
		}
	}
	return out
}

// putItems writes a batch, one call per table.
func (b *Buffer) putItems(ctx context.Context, batch []item) error {
	byTable := map[store.Table][]store.Item{}
	var order []store.Table
	for _, it := range batch {
		if _, ok := byTable[it.t]; !ok {
			order = append(order, it.t)
		}
		byTable[it.t] = append(byTable[it.t], it.it)
	}
	var firstErr error
	for _, t := range order {
		items := byTable[t]
		var err error
		if bt, ok := t.(store.Batcher); ok {
			err = bt.PutBatch(ctx, items)
		} else {
			for _, it := range items {
				if _, e := t.Create(ctx, it); e != nil && err == nil {
					err = e
				}
			}
		}
		if err != nil && firstErr == nil {
			firstErr = err
		}
	}
	return firstErr
}

// writeCounters writes every pending increment (one Incr per key) and
// forgets counters that have expired.
func (b *Buffer) writeCounters(ctx context.Context) error {
	type work struct {
		ck    counterKey
		delta int64
		exp   time.Time
	}
	now := time.Now()
	b.mu.Lock()
	var todo []work
	for ck, c := range b.counters {
		select {
		case <-c.ready:
		default:
			continue // its first write is under way
		}
		if c.pending != 0 {
			todo = append(todo, work{ck, c.pending, c.expires})
			c.writing, c.pending = c.pending, 0
		} else if !c.expires.IsZero() && now.After(c.expires) {
			delete(b.counters, ck)
		}
	}
	b.mu.Unlock()
	var firstErr error
	for _, w := range todo {
		n, err := w.ck.t.Incr(ctx, w.ck.k, w.delta, w.exp)
		b.mu.Lock()
		c := b.counters[w.ck]
		if err != nil {
			// Keep the increment for the next round.
			c.pending += w.delta
			if firstErr == nil {
				firstErr = err
			}
		} else {
			// n includes this write and every other process's: the new
			// base; what was added meanwhile stays pending.
			c.base = n
		}
		c.writing = 0
		b.mu.Unlock()
	}
	return firstErr
}
