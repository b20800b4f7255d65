package webhooks_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/store"
	"bulwark/shared/webhooks"
)

func deps(t *testing.T) (*platform.Deps, *platformtest.Recorder, *clock.Fake) {
	t.Helper()
	clk := clock.NewFake(time.Now())
	q := &platformtest.Recorder{}
	d := platformtest.Embedded(t, clk, platform.Config{AllowLoopbackWebhooks: true})
	d.Jobs = q
	return d, q, clk
}

func TestSignAndVerify(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	body := []byte(`{"type":"job.succeeded"}`)
	h := webhooks.Sign("whsec_abc", now, body)
	if !strings.HasPrefix(h, "t=1700000000,v1=") || len(h) != len("t=1700000000,v1=")+64 {
		t.Fatalf("header %q", h)
	}
	if err := webhooks.Verify("whsec_abc", h, body, now.Add(time.Minute), 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"tampered body": webhooks.Verify("whsec_abc", h, []byte(`{"type":"job.failed"}`), now, time.Minute),
		"other secret":  webhooks.Verify("whsec_xyz", h, body, now, time.Minute),
		"replayed late": webhooks.Verify("whsec_abc", h, body, now.Add(time.Hour), 5*time.Minute),
		"malformed":     webhooks.Verify("whsec_abc", "v1=00", body, now, time.Minute),
	} {
		if err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestSecretsArePerWorkspaceAndRotate(t *testing.T) {
	d, _, _ := deps(t)
	ctx := context.Background()
	a1, err := webhooks.Secret(ctx, d, "ws-a")
	if err != nil {
		t.Fatal(err)
	}
	a2, _ := webhooks.Secret(ctx, d, "ws-a")
	b, _ := webhooks.Secret(ctx, d, "ws-b")
	if a1.Secret != a2.Secret || a1.Secret == b.Secret || !strings.HasPrefix(a1.Secret, webhooks.SecretPrefix) || a1.Generation != 1 {
		t.Fatalf("secrets %+v %+v %+v", a1, a2, b)
	}
	r, err := webhooks.Rotate(ctx, d, "ws-a")
	if err != nil || r.Secret == a1.Secret || r.Generation != 2 {
		t.Fatalf("rotate %+v %v", r, err)
	}
	if now, _ := webhooks.Secret(ctx, d, "ws-a"); now.Secret != r.Secret {
		t.Fatal("the rotated secret is not the current one")
	}
	// Nothing secret is stored in the database: only the generation.
	page, _ := d.Main.List(ctx, "ws-a", "webhook-secret", store.Query{})
	for _, it := range page.Items {
		if strings.Contains(string(it.Data), r.Secret) {
			t.Fatal("the secret is stored")
		}
	}
}

// receiver answers with codes in order, then 200, and records signatures.
type receiver struct {
	*httptest.Server
	mu    sync.Mutex
	codes []int
	hits  int
	sigs  []string
}

func newReceiver(t *testing.T, codes ...int) *receiver {
	rc := &receiver{codes: codes}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc.mu.Lock()
		defer rc.mu.Unlock()
		rc.hits++
		rc.sigs = append(rc.sigs, r.Header.Get(webhooks.SignatureHeader))
		code := 200
		if len(rc.codes) > 0 {
			code, rc.codes = rc.codes[0], rc.codes[1:]
		}
		w.WriteHeader(code)
	}))
	t.Cleanup(rc.Close)
	return rc
}

func delivery(t *testing.T, d *platform.Deps, id string) webhooks.Delivery {
	t.Helper()
	dels, err := webhooks.ForPrefix(context.Background(), d.Main, "ws", id)
	if err != nil || len(dels) != 1 {
		t.Fatalf("deliveries %+v %v", dels, err)
	}
	return dels[0]
}

func TestDeliveryRetriesWithBackoffAndRecordsAttempts(t *testing.T) {
	d, q, clk := deps(t)
	ctx := context.Background()
	tasks, _ := webhooks.Tasks(d)
	handle := tasks[webhooks.TaskType]
	rc := newReceiver(t, 500, 503)
	body := []byte(`{"id":"j1.job.succeeded"}`)
	if err := webhooks.Schedule(ctx, d, "ws", "j1.job.succeeded", "job.succeeded", rc.URL+"/hook", body); err != nil {
		t.Fatal(err)
	}
	// Scheduling again (a settle done twice) queues nothing new once sent.
	first := q.Take()
	if len(first) != 1 {
		t.Fatalf("queued %+v", first)
	}
	for i, want := range []time.Duration{10 * time.Second, 30 * time.Second} {
		if err := handle(ctx, first[0].Env); err != nil && i == 0 {
			t.Fatal(err)
		}
		next := q.Take()
		if len(next) != 1 || next[0].Delay != want {
			t.Fatalf("retry %d: %+v", i+1, next)
		}
		// A duplicate of the message just handled sends nothing.
		if err := handle(ctx, first[0].Env); err != nil || len(q.Take()) != 0 {
			t.Fatalf("duplicate: %v", err)
		}
		clk.Advance(want)
		first = next
	}
	if err := handle(ctx, first[0].Env); err != nil {
		t.Fatal(err)
	}
	del := delivery(t, d, "j1")
	if del.State != webhooks.StateDelivered || len(del.Attempts) != 3 || del.Attempts[0].StatusCode != 500 ||
		del.Attempts[1].StatusCode != 503 || del.Attempts[2].StatusCode != 200 || rc.hits != 3 {
		t.Fatalf("delivery %+v, hits %d", del, rc.hits)
	}
	secret, _ := webhooks.Secret(ctx, d, "ws")
	if err := webhooks.Verify(secret.Secret, rc.sigs[2], body, clk.Now(), time.Minute); err != nil {
		t.Fatalf("signature of the last attempt: %v", err)
	}
	if err := webhooks.Schedule(ctx, d, "ws", "j1.job.succeeded", "job.succeeded", rc.URL+"/hook", body); err != nil || len(q.Take()) != 0 {
		t.Fatalf("rescheduling a delivered one: %v", err)
	}
}

func TestDeliveryGivesUp(t *testing.T) {
	d, q, clk := deps(t)
	ctx := context.Background()
	tasks, _ := webhooks.Tasks(d)
	handle := tasks[webhooks.TaskType]

	gone := newReceiver(t, 410)
	_ = webhooks.Schedule(ctx, d, "ws", "gone", "job.failed", gone.URL, []byte(`{}`))
	_ = handle(ctx, q.Take()[0].Env)
	if del := delivery(t, d, "gone"); del.State != webhooks.StateFailed || len(del.Attempts) != 1 || len(q.Take()) != 0 {
		t.Fatalf("410: %+v", del)
	}

	// A URL that slipped past the creation check is refused when dialled.
	_ = webhooks.Schedule(ctx, d, "ws", "private", "job.failed", "https://10.0.0.7/hook", []byte(`{}`))
	_ = handle(ctx, q.Take()[0].Env)
	if del := delivery(t, d, "private"); del.State != webhooks.StateFailed || !strings.Contains(del.Attempts[0].Error, "private") || len(q.Take()) != 0 {
		t.Fatalf("private address: %+v", del)
	}

	down := newReceiver(t, 500, 500, 500, 500, 500, 500, 500)
	_ = webhooks.Schedule(ctx, d, "ws", "down", "job.failed", down.URL, []byte(`{}`))
	var delays []time.Duration
	msgs := q.Take()
	for len(msgs) > 0 {
		_ = handle(ctx, msgs[0].Env)
		msgs = q.Take()
		for _, m := range msgs {
			delays = append(delays, m.Delay)
			clk.Advance(m.Delay)
		}
	}
	del := delivery(t, d, "down")
	if del.State != webhooks.StateFailed || len(del.Attempts) != webhooks.MaxAttempts || down.hits != webhooks.MaxAttempts {
		t.Fatalf("always 500: %+v", del)
	}
	want := []time.Duration{10 * time.Second, 30 * time.Second, 90 * time.Second, 270 * time.Second, 810 * time.Second}
	for i := range want {
		if delays[i] != want[i] {
			t.Fatalf("backoff %v, want %v", delays, want)
		}
	}
}

func TestSweepRequeuesALostDelivery(t *testing.T) {
	d, q, clk := deps(t)
	ctx := context.Background()
	rc := newReceiver(t)
	_ = webhooks.Schedule(ctx, d, "ws", "lost", "job.succeeded", rc.URL, []byte(`{}`))
	q.Take() // the message is lost
	if n, err := webhooks.Sweep(ctx, d); err != nil || n != 0 {
		t.Fatalf("too early: %d %v", n, err)
	}
	clk.Advance(2 * time.Minute)
	n, err := webhooks.Sweep(ctx, d)
	msgs := q.Take()
	if err != nil || n != 1 || len(msgs) != 1 {
		t.Fatalf("sweep %d %v %+v", n, err, msgs)
	}
	tasks, _ := webhooks.Tasks(d)
	if err := tasks[webhooks.TaskType](ctx, msgs[0].Env); err != nil {
		t.Fatal(err)
	}
	if del := delivery(t, d, "lost"); del.State != webhooks.StateDelivered {
		t.Fatalf("after the sweep: %+v", del)
	}
	if n, _ := webhooks.Sweep(ctx, d); n != 0 {
		t.Fatal("a delivered delivery must leave the index")
	}
}
