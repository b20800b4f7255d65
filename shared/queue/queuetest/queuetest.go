// Package queuetest is the conformance suite of the queue port: every
// queue.Queue adapter runs Run from its own tests, so that the in-process
// queue and SQS deliver, retry and dead-letter alike.
package queuetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/queue"
)

// NewQueue builds a fresh, empty queue for one test that dead-letters a
// message after maxReceives failed deliveries. Harnesses keep the
// redelivery backoff short (about a second at most) so that the suite runs
// fast, and register clean-up with t.Cleanup.
type NewQueue func(t *testing.T, maxReceives int) queue.Queue

// Run runs the whole suite against the queues newQueue builds.
func Run(t *testing.T, newQueue NewQueue) {
	tests := []struct {
		name string
		fn   func(t *testing.T, q queue.Queue)
	}{
		{"Delivery", testDelivery},
		{"Delay", testDelay},
		{"Redelivery", testRedelivery},
		{"DeadLetter", testDeadLetter},
		{"Poison", testPoison},
		{"ConsumeStops", testConsumeStops},
		{"SendLimits", testSendLimits},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel() // the tests mostly wait on redelivery timers
			tc.fn(t, newQueue(t, maxReceives))
		})
	}
}

const maxReceives = 3

// waitLimit only guards against a hung adapter; tests finish long before.
const waitLimit = 60 * time.Second

// recorder collects deliveries.
type recorder struct {
	mu   sync.Mutex
	got  []delivery
	wake chan struct{}
}

type delivery struct {
	queue.Message
	at time.Time
}

func newRecorder() *recorder { return &recorder{wake: make(chan struct{}, 1)} }

func (r *recorder) add(m queue.Message) {
	r.mu.Lock()
	r.got = append(r.got, delivery{m, time.Now()})
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

func (r *recorder) snapshot() []delivery {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.got)
}

// waitFor waits until cond holds for the deliveries so far.
func (r *recorder) waitFor(t *testing.T, what string, cond func([]delivery) bool) []delivery {
	t.Helper()
	deadline := time.After(waitLimit)
	for {
		if got := r.snapshot(); cond(got) {
			return got
		}
		select {
		case <-r.wake:
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			t.Fatalf("gave up waiting for %s; deliveries: %+v", what, r.snapshot())
		}
	}
}

// consume runs q.Consume with h in the background; the returned function
// stops it and returns Consume's error.
func consume(t *testing.T, q queue.Queue, h queue.Handler) (stop func() error) {
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- q.Consume(ctx, h) }()
	var once sync.Once
	var err error
	stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case err = <-done:
			case <-time.After(waitLimit):
				t.Fatal("Consume did not return after its context was cancelled")
			}
		})
		return err
	}
	t.Cleanup(func() { stop() })
	return stop
}

func send(t *testing.T, q queue.Queue, body string, delay time.Duration) string {
	t.Helper()
	id, err := q.Send(t.Context(), []byte(body), delay)
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if id == "" {
		t.Fatal("Send returned an empty id")
	}
	return id
}

// waitDead polls DeadLetters until a message with id shows up.
func waitDead(t *testing.T, q queue.Queue, id string) queue.Message {
	t.Helper()
	for _, m := range waitDeadListing(t, q, id) {
		if m.ID == id {
			return m
		}
	}
	t.Fatalf("message %s missing from the listing that held it", id)
	return queue.Message{}
}

// waitDeadListing polls DeadLetters until a listing holds a message with
// id, and returns that listing. It polls rather than looks once because
// SQS has no peek: a listing whose receive response was lost (and retried
// by the SDK) leaves the messages it received hidden until their peek
// visibility timeout ends, which waitLimit outlasts.
func waitDeadListing(t *testing.T, q queue.Queue, id string) []queue.Message {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for time.Now().Before(deadline) {
		dead, err := q.DeadLetters(t.Context(), 10)
		if err != nil {
			t.Fatalf("DeadLetters: %v", err)
		}
		for _, m := range dead {
			if m.ID == id {
				return dead
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("message %s never reached the dead-letter queue", id)
	return nil
}

func testDelivery(t *testing.T, q queue.Queue) {
	const n = 12
	want := map[string]string{}
	for i := range n {
		body := fmt.Sprintf(`{"job":%d}`, i)
		want[send(t, q, body, 0)] = body
	}
	rec := newRecorder()
	stop := consume(t, q, func(ctx context.Context, m queue.Message) error {
		rec.add(m)
		return nil
	})
	got := rec.waitFor(t, "every message", func(d []delivery) bool { return len(d) >= n })
	if err := stop(); !errors.Is(err, context.Canceled) {
		t.Fatalf("Consume returned %v, want context.Canceled", err)
	}
	seen := map[string]bool{}
	for _, d := range got {
		if want[d.ID] != string(d.Body) {
			t.Fatalf("delivery %s carried %q, want %q", d.ID, d.Body, want[d.ID])
		}
		if d.Attempt != 1 {
			t.Fatalf("first delivery of %s has Attempt %d", d.ID, d.Attempt)
		}
		seen[d.ID] = true
	}
	if len(seen) != n {
		t.Fatalf("%d distinct messages delivered, want %d", len(seen), n)
	}
	if dead, err := q.DeadLetters(t.Context(), 10); err != nil || len(dead) != 0 {
		t.Fatalf("dead letters after success: %v, %v", dead, err)
	}
}

func testDelay(t *testing.T, q queue.Queue) {
	const delay = 2 * time.Second
	sent := time.Now()
	late := send(t, q, "late", delay)
	now := send(t, q, "now", 0)
	rec := newRecorder()
	consume(t, q, func(ctx context.Context, m queue.Message) error {
		rec.add(m)
		return nil
	})
	got := rec.waitFor(t, "both messages", func(d []delivery) bool { return len(d) >= 2 })
	if got[0].ID != now || got[1].ID != late {
		t.Fatalf("delivery order %s, %s; want the undelayed %s first", got[0].ID, got[1].ID, now)
	}
	if waited := got[1].at.Sub(sent); waited < delay {
		t.Fatalf("delayed message delivered after %v, before its %v delay", waited, delay)
	}
}

func testRedelivery(t *testing.T, q queue.Queue) {
	id := send(t, q, "flaky", 0)
	rec := newRecorder()
	consume(t, q, func(ctx context.Context, m queue.Message) error {
		rec.add(m)
		if m.Attempt == 1 {
			return errors.New("transient failure")
		}
		return nil
	})
	got := rec.waitFor(t, "the redelivery", func(d []delivery) bool { return len(d) >= 2 })
	for i, d := range got[:2] {
		if d.ID != id || string(d.Body) != "flaky" || d.Attempt != i+1 {
			t.Fatalf("delivery %d: %+v, want id %s attempt %d", i+1, d.Message, id, i+1)
		}
	}
	if dead, err := q.DeadLetters(t.Context(), 10); err != nil || len(dead) != 0 {
		t.Fatalf("dead letters after a successful retry: %v, %v", dead, err)
	}
}

func testDeadLetter(t *testing.T, q queue.Queue) {
	id := send(t, q, "doomed", 0)
	ok := send(t, q, "fine", 0)
	rec := newRecorder()
	consume(t, q, func(ctx context.Context, m queue.Message) error {
		rec.add(m)
		if string(m.Body) == "doomed" {
			return fmt.Errorf("attempt %d failed", m.Attempt)
		}
		return nil
	})
	m := waitDead(t, q, id)
	if string(m.Body) != "doomed" {
		t.Fatalf("dead letter %+v", m)
	}
	var attempts []int
	for _, d := range rec.snapshot() {
		if d.ID == id {
			attempts = append(attempts, d.Attempt)
		}
	}
	if !slices.Equal(attempts, []int{1, 2, 3}) {
		t.Fatalf("delivered with attempts %v before dead-lettering, want [1 2 3]", attempts)
	}
	// DeadLetters only looks: the message is still there, once.
	count := 0
	for _, d := range waitDeadListing(t, q, id) {
		if d.ID == ok {
			t.Fatal("a handled message was dead-lettered")
		}
		if d.ID == id {
			count++
		}
	}
	if count != 1 {
		t.Fatalf("dead letter listed %d times after a second look", count)
	}
}

func testPoison(t *testing.T, q queue.Queue) {
	id := send(t, q, "malformed", 0)
	rec := newRecorder()
	consume(t, q, func(ctx context.Context, m queue.Message) error {
		rec.add(m)
		return fmt.Errorf("decode job: %w", queue.ErrPoison)
	})
	m := waitDead(t, q, id)
	if string(m.Body) != "malformed" {
		t.Fatalf("dead letter %+v", m)
	}
	if got := rec.snapshot(); len(got) != 1 || got[0].Attempt != 1 {
		t.Fatalf("a poison message was delivered %d times: %+v", len(got), got)
	}
}

// testConsumeStops: Consume returns ctx.Err() once the context ends, and
// only after the handlers in flight have returned.
func testConsumeStops(t *testing.T, q queue.Queue) {
	send(t, q, "slow", 0)
	started := make(chan struct{})
	release := make(chan struct{})
	handlerDone := false
	var mu sync.Mutex
	stop := consume(t, q, func(ctx context.Context, m queue.Message) error {
		close(started)
		<-release
		mu.Lock()
		handlerDone = true
		mu.Unlock()
		return nil
	})
	select {
	case <-started:
	case <-time.After(waitLimit):
		t.Fatal("message never delivered")
	}
	stopped := make(chan error, 1)
	go func() { stopped <- stop() }()
	select {
	case err := <-stopped:
		t.Fatalf("Consume returned %v while a handler was running", err)
	case <-time.After(200 * time.Millisecond):
	}
	close(release)
	select {
	case err := <-stopped:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Consume returned %v, want context.Canceled", err)
		}
	case <-time.After(waitLimit):
		t.Fatal("Consume did not return after its handler finished")
	}
	mu.Lock()
	defer mu.Unlock()
	if !handlerDone {
		t.Fatal("Consume returned before its handler finished")
	}
}

// testSendLimits: every adapter accepts exactly what SQS accepts.
func testSendLimits(t *testing.T, q queue.Queue) {
	cases := []struct {
		body  []byte
		delay time.Duration
		want  error
	}{
		{nil, 0, errs.ErrInvalid},
		{[]byte("x"), -time.Second, errs.ErrInvalid},
		{[]byte("x"), 16 * time.Minute, errs.ErrInvalid},
		{[]byte("\xff\xfe"), 0, errs.ErrInvalid},
		{[]byte("nul\x00"), 0, errs.ErrInvalid},
		{make([]byte, 256<<10+1), 0, errs.ErrTooLarge},
	}
	for _, c := range cases {
		if _, err := q.Send(t.Context(), c.body, c.delay); !errors.Is(err, c.want) {
			t.Errorf("Send(%.10q, %v): %v, want %v", c.body, c.delay, err, c.want)
		}
	}
	big := strings.Repeat("é", 128<<10) // 256 KiB of two-byte text
	if _, err := q.Send(t.Context(), []byte(big), 15*time.Minute); err != nil {
		t.Fatalf("Send of the largest body with the longest delay: %v", err)
	}
}
