package auth_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/errs"
)

func retryAfter(t *testing.T, err error, code string) int {
	t.Helper()
	var e *errs.Error
	if !errors.As(err, &e) || !errors.Is(err, errs.ErrRateLimited) || e.Code != code || e.RetryAfter < 1 {
		t.Fatalf("want 429 %s with Retry-After, got %v", code, err)
	}
	return e.RetryAfter
}

func TestRateLimitIsPerWorkspaceAndShared(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		env.Clock.Set(authtest.Start.Add(20 * time.Second))
		// Two limiters on one table: two Lambda instances.
		a := &auth.Limiter{Table: env.Deps.Nonces, Clock: env.Clock, PerMinute: 3}
		b := &auth.Limiter{Table: env.Deps.Nonces, Clock: env.Clock, PerMinute: 3}
		for i, l := range []*auth.Limiter{a, b, a} {
			w := httptest.NewRecorder()
			if err := l.Allow(ctx, w, "ws-1", "rest"); err != nil {
				t.Fatalf("request %d: %v", i, err)
			}
			if got := w.Header().Get("X-RateLimit-Remaining"); got != strconv.Itoa(2-i) {
				t.Fatalf("request %d: remaining %q", i, got)
			}
		}
		if ra := retryAfter(t, b.Allow(ctx, nil, "ws-1", "rest"), "RATE_LIMITED"); ra != 40 {
			t.Fatalf("Retry-After %d, want the 40 s left in the minute", ra)
		}
		// Another workspace has its own budget; the next minute a new one.
		if err := a.Allow(ctx, nil, "ws-2", "rest"); err != nil {
			t.Fatalf("other workspace: %v", err)
		}
		env.Clock.Advance(40 * time.Second)
		if err := a.Allow(ctx, nil, "ws-1", "rest"); err != nil {
			t.Fatalf("next window: %v", err)
		}
	})
}

func TestLoginThrottleSlowsThenLocks(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		th := env.Deps.Auth.Throttle()
		fail := func() error {
			_, err := th.Begin(ctx, "Victim@Example.com", "203.0.113.9")
			return err
		}
		for i := range auth.AccountPolicy.Free {
			if err := fail(); err != nil {
				t.Fatalf("free attempt %d: %v", i+1, err)
			}
		}
		// From now on each attempt waits 1, 2, 4, ... s after the previous.
		for n := auth.AccountPolicy.Free; n < auth.AccountPolicy.Lock; n++ {
			wait := 1 << (n - auth.AccountPolicy.Free)
			if ra := retryAfter(t, fail(), auth.ErrTooManyAttempts); ra != wait {
				t.Fatalf("after %d failures Retry-After %d, want %d", n, ra, wait)
			}
			env.Clock.Advance(time.Duration(wait) * time.Second)
			if err := fail(); err != nil {
				t.Fatalf("after waiting %ds: %v", wait, err)
			}
		}
		// Locked for the window, for any address, the e-mail in any case.
		if ra := retryAfter(t, fail(), auth.ErrTooManyAttempts); ra != int(auth.AccountPolicy.Window.Seconds()) {
			t.Fatalf("lock Retry-After %d", ra)
		}
		_, err := th.Begin(ctx, "victim@example.com", "192.0.2.1")
		retryAfter(t, err, auth.ErrTooManyAttempts)
		// Another e-mail from the same address is unaffected.
		if _, err := th.Begin(ctx, "bystander@example.com", "203.0.113.9"); err != nil {
			t.Fatalf("other account: %v", err)
		}
		env.Clock.Advance(auth.AccountPolicy.Window)
		if err := fail(); err != nil {
			t.Fatalf("after the lock: %v", err)
		}
		// A success clears the account's count.
		a, _ := th.Begin(ctx, "fresh@example.com", "203.0.113.10")
		a.Succeeded(ctx)
		for range auth.AccountPolicy.Free {
			if _, err := th.Begin(ctx, "fresh@example.com", "203.0.113.10"); err != nil {
				t.Fatalf("after a success: %v", err)
			}
		}
	})
}

// TestConcurrentGuessesCannotPassTheLock: attempts are counted before the
// password is checked, so a burst of parallel guesses gets at most the
// free attempts through, however it interleaves.
func TestConcurrentGuessesCannotPassTheLock(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		ctx := context.Background()
		th := env.Deps.Auth.Throttle()
		var wg sync.WaitGroup
		var mu sync.Mutex
		admitted := 0
		for i := range 12 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := th.Begin(ctx, "target@example.com", "198.51.100."+strconv.Itoa(i)); err == nil {
					mu.Lock()
					admitted++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if admitted > auth.AccountPolicy.Free {
			t.Fatalf("%d parallel guesses admitted, at most %d may be", admitted, auth.AccountPolicy.Free)
		}
	})
}
