package memqueue_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"bulwark/shared/queue"
	"bulwark/shared/queue/memqueue"
	"bulwark/shared/queue/queuetest"
)

// hangGuard bounds the waits below: it turns a hang into a failure and
// is no measure of speed.
const hangGuard = 30 * time.Second

func TestConformance(t *testing.T) {
	queuetest.Run(t, func(t *testing.T, maxReceives int) queue.Queue {
		return memqueue.New(memqueue.Options{
			MaxReceives: maxReceives,
			BaseBackoff: 10 * time.Millisecond,
			MaxBackoff:  50 * time.Millisecond,
		})
	})
}

// TestVisibilityTimeout: a handler that outlives the visibility timeout is
// cancelled and its message delivered again.
func TestVisibilityTimeout(t *testing.T) {
	q := memqueue.New(memqueue.Options{VisibilityTimeout: 50 * time.Millisecond, BaseBackoff: time.Millisecond})
	if _, err := q.Send(t.Context(), []byte("slow"), 0); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	var attempts atomic.Int32
	done := make(chan error)
	go func() {
		done <- q.Consume(ctx, func(ctx context.Context, m queue.Message) error {
			if attempts.Add(1) == 1 {
				<-ctx.Done() // hangs until the visibility timeout cancels it
				return ctx.Err()
			}
			cancel()
			return nil
		})
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Consume: %v", err)
		}
	case <-time.After(hangGuard):
		cancel()
		t.Fatalf("no redelivery after %v: %d deliveries", hangGuard, attempts.Load())
	}
	if attempts.Load() != 2 {
		t.Fatalf("%d deliveries, want 2", attempts.Load())
	}
}

// TestPanicIsAFailure: a panicking handler fails its delivery and does not
// stop the queue.
func TestPanicIsAFailure(t *testing.T) {
	q := memqueue.New(memqueue.Options{MaxReceives: 2, BaseBackoff: time.Millisecond, Concurrency: 1})
	id, _ := q.Send(t.Context(), []byte("x"), 0)
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	go q.Consume(ctx, func(ctx context.Context, m queue.Message) error { panic("bug") })
	for deadline := time.Now().Add(hangGuard); time.Now().Before(deadline); {
		dead, _ := q.DeadLetters(ctx, 1)
		if len(dead) == 1 {
			if dead[0].ID != id || dead[0].Attempt != 2 {
				t.Fatalf("dead letter %+v", dead[0])
			}
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("the panicking message was not dead-lettered within %v", hangGuard)
}
