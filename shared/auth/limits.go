package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/records"
	"bulwark/shared/store"
	"bulwark/shared/writebehind"
)

// Kinds of the nonces table used here.
const (
	KindRateLimit     = "ratelimit"
	KindLoginThrottle = "login-throttle"
)

// Limiter is a fixed-window rate limiter whose counters live in the store
// (one atomic Incr per request), so the limit holds across every Lambda
// instance and process of a deployment. Windows are calendar minutes.
//
// With Deferred set, the count is written behind the request (see
// shared/writebehind: exact within a process, at most one flush interval
// of the other processes' requests over the limit across processes).
type Limiter struct {
	Table     store.Table
	Clock     clock.Clock
	PerMinute int
	Deferred  *writebehind.Buffer
}

// Allow counts one request of subject in workspace and refuses it with 429
// RATE_LIMITED and Retry-After (the seconds left in the window) when the
// window already holds PerMinute requests. It sets the X-RateLimit-*
// headers on w (when not nil) either way.
func (l *Limiter) Allow(ctx context.Context, w http.ResponseWriter, workspace, subject string) error {
	if l.PerMinute <= 0 {
		return nil
	}
	now := l.Clock.Now()
	start := now.Truncate(time.Minute)
	end := start.Add(time.Minute)
	k := store.Key{Workspace: workspace, Kind: KindRateLimit, ID: subject + "@" + strconv.FormatInt(start.Unix(), 10)}
	n, err := l.Deferred.Incr(ctx, l.Table, k, 1, end.Add(time.Minute))
	if err != nil {
		return fmt.Errorf("auth.Limiter: %w", err)
	}
	if w != nil {
		h := w.Header()
		h.Set("X-RateLimit-Limit", strconv.Itoa(l.PerMinute))
		h.Set("X-RateLimit-Remaining", strconv.FormatInt(max(0, int64(l.PerMinute)-n), 10))
		h.Set("X-RateLimit-Reset", strconv.FormatInt(end.Unix(), 10))
	}
	if n > int64(l.PerMinute) {
		e := errs.Newf(errs.ErrRateLimited, "RATE_LIMITED", "rate limit of %d requests per minute exceeded; retry later", l.PerMinute)
		e.RetryAfter = retryAfter(end.Sub(now))
		return e
	}
	return nil
}

func retryAfter(d time.Duration) int { return max(1, int(math.Ceil(d.Seconds()))) }

// ThrottlePolicy is how sign-in failures of one subject are slowed down and
// then locked out. Failures are counted until Window passes without one.
// After Free failures each attempt must wait 2^(failures-Free) seconds after
// the previous one; after Lock failures the subject is locked until Window
// after the last failure.
type ThrottlePolicy struct {
	Free, Lock int
	Window     time.Duration
}

// The policies: per account (the e-mail, whether or not a user has it, so
// the answer tells nothing about existence) and per client address.
var (
	AccountPolicy = ThrottlePolicy{Free: 4, Lock: 10, Window: 15 * time.Minute}
	AddressPolicy = ThrottlePolicy{Free: 20, Lock: 100, Window: 15 * time.Minute}
)

// wait is how long a subject with n failures, the last at last, must wait.
func (p ThrottlePolicy) wait(n int, last, now time.Time) time.Duration {
	switch {
	case n >= p.Lock:
		return last.Add(p.Window).Sub(now)
	case n >= p.Free:
		return last.Add(min(p.Window, time.Duration(1<<min(n-p.Free, 20))*time.Second)).Sub(now)
	}
	return 0
}

// Throttle slows down and locks out repeated sign-in failures. State lives
// in the store (optimistic updates), so every instance sees it.
type Throttle struct {
	Table store.Table
	Clock clock.Clock
}

type throttleState struct {
	Failures int       `json:"failures"`
	Last     time.Time `json:"last"`
}

// Attempt is one admitted sign-in attempt. It was counted as a failure
// when admitted, so that concurrent guesses cannot slip past the limit;
// Succeeded takes it back.
type Attempt struct {
	t        *Throttle
	subjects []throttleSubject
}

type throttleSubject struct {
	id     string
	policy ThrottlePolicy
}

// ErrTooManyAttempts is the code of a throttled sign-in.
const ErrTooManyAttempts = "TOO_MANY_ATTEMPTS"

// Begin admits a sign-in attempt for an e-mail from an address, or refuses
// it with 429 TOO_MANY_ATTEMPTS and Retry-After. The same answer is given
// whether the account or the address is throttled and whether the e-mail
// belongs to anyone.
func (t *Throttle) Begin(ctx context.Context, email, ip string) (*Attempt, error) {
	if ip == "" {
		ip = "unknown"
	}
	a := &Attempt{t: t}
	for _, s := range []throttleSubject{
		{"ip:" + ip, AddressPolicy},
		{accountSubject(email), AccountPolicy},
	} {
		if err := t.reserve(ctx, s); err != nil {
			a.release(ctx)
			return nil, err
		}
		a.subjects = append(a.subjects, s)
	}
	return a, nil
}

// accountSubject names an e-mail's throttle state without storing the
// address.
func accountSubject(email string) string {
	sum := sha256.Sum256([]byte(records.NormEmail(email)))
	return "acct:" + hex.EncodeToString(sum[:16])
}

// Clear forgets an account's failures (after its password was reset).
func (t *Throttle) Clear(ctx context.Context, email string) {
	_ = t.Table.Delete(ctx, t.key(accountSubject(email)))
}

// Succeeded clears the account's failures and takes the attempt back from
// the address's count.
func (a *Attempt) Succeeded(ctx context.Context) {
	for _, s := range a.subjects {
		if s.policy == AccountPolicy {
			_ = a.t.Table.Delete(ctx, a.t.key(s.id))
		} else {
			a.t.adjust(ctx, s, -1)
		}
	}
}

// release takes back the reservations made so far (a later subject
// refused the attempt).
func (a *Attempt) release(ctx context.Context) {
	for _, s := range a.subjects {
		a.t.adjust(ctx, s, -1)
	}
}

func (t *Throttle) key(id string) store.Key {
	return store.Key{Workspace: store.Global, Kind: KindLoginThrottle, ID: id}
}

// reserve checks the subject's wait and counts the attempt, atomically
// with respect to other attempts (optimistic concurrency, retried).
func (t *Throttle) reserve(ctx context.Context, s throttleSubject) error {
	k := t.key(s.id)
	for range 16 {
		now := t.Clock.Now()
		st, ver, err := records.Get[throttleState](ctx, t.Table, k)
		if err != nil && !errors.Is(err, errs.ErrNotFound) {
			return err
		}
		if wait := s.policy.wait(st.Failures, st.Last, now); wait > 0 {
			e := errs.New(errs.ErrRateLimited, ErrTooManyAttempts, "too many failed sign-in attempts; wait before trying again")
			e.RetryAfter = retryAfter(wait)
			return e
		}
		st.Failures++
		st.Last = now
		exp := now.Add(s.policy.Window)
		if ver == 0 {
			err = records.Create(ctx, t.Table, k, st, exp)
		} else {
			_, err = records.Update(ctx, t.Table, k, st, ver, exp)
		}
		if err == nil {
			return nil
		}
		if !errors.Is(err, errs.ErrAlreadyExists) && !errors.Is(err, errs.ErrVersionMismatch) && !errors.Is(err, errs.ErrNotFound) {
			return err
		}
	}
	e := errs.New(errs.ErrRateLimited, ErrTooManyAttempts, "too many concurrent sign-in attempts; wait before trying again")
	e.RetryAfter = 1
	return e
}

// adjust adds delta to a subject's failures, best effort.
func (t *Throttle) adjust(ctx context.Context, s throttleSubject, delta int) {
	k := t.key(s.id)
	for range 8 {
		st, ver, err := records.Get[throttleState](ctx, t.Table, k)
		if err != nil {
			return
		}
		st.Failures = max(0, st.Failures+delta)
		if _, err = records.Update(ctx, t.Table, k, st, ver, st.Last.Add(s.policy.Window)); !errors.Is(err, errs.ErrVersionMismatch) {
			return
		}
	}
}
