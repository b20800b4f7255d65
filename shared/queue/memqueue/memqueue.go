// Package memqueue is the embedded queue.Queue adapter: an in-process queue
// with a worker pool, used by `make run` and by tests.
//
// It behaves like the SQS adapter: messages are delivered at least once, no
// earlier than their delay; a failed delivery is retried after a backoff
// that doubles each time; a handler that runs longer than the visibility
// timeout has its context cancelled and counts as failed; after MaxReceives
// failed deliveries, or at once for queue.ErrPoison, the message moves to
// the dead-letter list that DeadLetters reads.
//
// Messages live in memory only and are lost when the process exits. That is
// enough for the local server, which records every job in the store and
// enqueues again the jobs it finds unfinished when it starts.
package memqueue

import (
	"container/heap"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"bulwark/shared/queue"
	"bulwark/shared/queue/internal/qkit"
)

// Options tune a Queue; zero fields take the defaults.
type Options struct {
	// Concurrency is how many handlers one Consume runs at once (default 4).
	Concurrency int
	// MaxReceives is how many failed deliveries dead-letter a message
	// (default 5).
	MaxReceives int
	// VisibilityTimeout bounds one handler run (default 30s).
	VisibilityTimeout time.Duration
	// BaseBackoff and MaxBackoff pace redeliveries: BaseBackoff after the
	// first failure, doubling up to MaxBackoff (defaults 1s and 5m).
	BaseBackoff, MaxBackoff time.Duration
}

func (o Options) withDefaults() Options {
	if o.Concurrency <= 0 {
		o.Concurrency = 4
	}
	if o.MaxReceives <= 0 {
		o.MaxReceives = 5
	}
	if o.VisibilityTimeout <= 0 {
		o.VisibilityTimeout = 30 * time.Second
	}
	if o.BaseBackoff <= 0 {
		o.BaseBackoff = time.Second
	}
	if o.MaxBackoff < o.BaseBackoff {
		o.MaxBackoff = max(5*time.Minute, o.BaseBackoff)
	}
	return o
}

// Queue is an in-process queue.Queue.
type Queue struct {
	opts    Options
	backoff qkit.Backoff

	mu      sync.Mutex
	pending entries // by due time
	dead    []queue.Message
	// changed is closed and replaced whenever pending gains a message, to
	// wake every waiting worker.
	changed chan struct{}
}

var _ queue.Queue = (*Queue)(nil)

// New returns an empty queue.
func New(opts Options) *Queue {
	opts = opts.withDefaults()
	return &Queue{
		opts:    opts,
		backoff: qkit.Backoff{Base: opts.BaseBackoff, Max: opts.MaxBackoff},
		changed: make(chan struct{}),
	}
}

type entry struct {
	id       string
	body     []byte
	attempts int
	due      time.Time
}

// entries is a min-heap on due time.
type entries []*entry

func (h entries) Len() int           { return len(h) }
func (h entries) Less(i, j int) bool { return h[i].due.Before(h[j].due) }
func (h entries) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *entries) Push(x any)        { *h = append(*h, x.(*entry)) }
func (h *entries) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}

// push schedules e and wakes the workers; callers hold q.mu.
func (q *Queue) push(e *entry) {
	heap.Push(&q.pending, e)
	close(q.changed)
	q.changed = make(chan struct{})
}

// Send enqueues a copy of body, delivered no earlier than delay from now.
// Bodies and delays follow SQS's limits (see qkit.CheckSend).
func (q *Queue) Send(ctx context.Context, body []byte, delay time.Duration) (string, error) {
	if err := qkit.CheckSend(body, delay); err != nil {
		return "", fmt.Errorf("memqueue.Send: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("memqueue.Send: %w", err)
	}
	id := newID()
	q.mu.Lock()
	q.push(&entry{id: id, body: append([]byte(nil), body...), due: time.Now().Add(delay)})
	q.mu.Unlock()
	return id, nil
}

func newID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// next waits for a due message and takes it, or returns nil when ctx ends.
func (q *Queue) next(ctx context.Context) *entry {
	for ctx.Err() == nil {
		q.mu.Lock()
		var wait time.Duration
		if len(q.pending) > 0 {
			wait = time.Until(q.pending[0].due)
			if wait <= 0 {
				e := heap.Pop(&q.pending).(*entry)
				q.mu.Unlock()
				return e
			}
		}
		changed := q.changed
		q.mu.Unlock()

		var timer *time.Timer
		var due <-chan time.Time
		if wait > 0 {
			timer = time.NewTimer(wait)
			due = timer.C
		}
		select {
		case <-ctx.Done():
		case <-changed:
		case <-due:
		}
		if timer != nil {
			timer.Stop()
		}
	}
	return nil
}

// Consume runs Options.Concurrency workers until ctx is done, then returns
// ctx.Err() once their handlers have returned.
func (q *Queue) Consume(ctx context.Context, h queue.Handler) error {
	var wg sync.WaitGroup
	for range q.opts.Concurrency {
		wg.Go(func() {
			for {
				e := q.next(ctx)
				if e == nil {
					return
				}
				q.deliver(ctx, h, e)
			}
		})
	}
	wg.Wait()
	return ctx.Err()
}

// deliver runs h on e and settles the outcome.
func (q *Queue) deliver(ctx context.Context, h queue.Handler, e *entry) {
	e.attempts++
	m := queue.Message{ID: e.id, Body: append([]byte(nil), e.body...), Attempt: e.attempts}
	hctx, cancel := context.WithTimeout(ctx, q.opts.VisibilityTimeout)
	err := qkit.Call(hctx, h, m)
	cancel()

	q.mu.Lock()
	defer q.mu.Unlock()
	switch {
	case err == nil:
	case errors.Is(err, queue.ErrPoison) || e.attempts >= q.opts.MaxReceives:
		q.dead = append(q.dead, queue.Message{ID: e.id, Body: e.body, Attempt: e.attempts})
	default:
		e.due = time.Now().Add(q.backoff.Delay(e.attempts))
		q.push(e)
	}
}

// DeadLetters returns up to limit dead-lettered messages, oldest first,
// without removing them.
func (q *Queue) DeadLetters(ctx context.Context, limit int) ([]queue.Message, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := min(max(limit, 0), len(q.dead))
	out := make([]queue.Message, 0, n)
	for _, m := range q.dead[:n] {
		m.Body = append([]byte(nil), m.Body...)
		out = append(out, m)
	}
	return out, nil
}
