package platform_test

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"bulwark/shared/identity"
	"bulwark/shared/jobs"
	"bulwark/shared/lambdahttp"
	"bulwark/shared/live"
	"bulwark/shared/platform"
	"bulwark/shared/queue"
	"bulwark/shared/queue/memqueue"
	"bulwark/shared/queue/sqsqueue"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// localDeps opens the embedded platform in a temporary directory.
func localDeps(t *testing.T) *platform.Local {
	t.Helper()
	cfg, err := platform.FromEnv(func(k string) string {
		if k == platform.EnvDataDir {
			return t.TempDir()
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	l, err := platform.OpenLocal(cfg, platform.NewLogger(cfg))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	return l
}

func load[T any](t *testing.T, name string) T {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "events", name))
	if err != nil {
		t.Fatal(err)
	}
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// drain receives the messages queued on a memqueue: it waits (for as long
// as a loaded machine may need) until want of them arrived, then for a
// moment more, so that a message queued twice shows as an extra one.
func drain(t *testing.T, q *memqueue.Queue, want int) []jobs.Envelope {
	t.Helper()
	var mu sync.Mutex
	var got []jobs.Envelope
	enough := make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = q.Consume(ctx, func(_ context.Context, m queue.Message) error {
			var e jobs.Envelope
			if err := json.Unmarshal(m.Body, &e); err != nil {
				t.Errorf("queued body is not an envelope: %s", m.Body)
			}
			mu.Lock()
			defer mu.Unlock()
			if got = append(got, e); len(got) == want {
				close(enough)
			}
			return nil
		})
	}()
	select {
	case <-enough:
		time.Sleep(300 * time.Millisecond) // room for an extra message
	case <-time.After(30 * time.Second): // a guard against a hang only
	}
	cancel()
	<-done
	mu.Lock()
	defer mu.Unlock()
	return got
}

// liveLambda is the live function on the embedded deployment.
func liveLambda(l *platform.Local, p live.Poster) *live.Lambda {
	return &live.Lambda{Gate: live.Gate{Auth: l.Auth, Audit: l.AuditWriter()}, Conns: l.Nonces, Poster: p, Clock: l.Clock, Log: l.Log}
}

// recordingPoster records what the live function posts, per connection;
// connections in gone answer 410.
type recordingPoster struct {
	mu    sync.Mutex
	gone  map[string]bool
	posts map[string][][]byte
}

func (p *recordingPoster) Post(_ context.Context, id string, msg []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.gone[id] {
		return live.ErrGone
	}
	if p.posts == nil {
		p.posts = map[string][][]byte{}
	}
	p.posts[id] = append(p.posts[id], append([]byte(nil), msg...))
	return nil
}

func (p *recordingPoster) sent() map[string][][]byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.posts
}

func marshal(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestEveryEventFileIsReplayed replays each file under events/ through the
// Lambda adapter of the function that receives it in AWS and checks the
// answer. A new file without a case fails the test.
func TestEveryEventFileIsReplayed(t *testing.T) {
	l := localDeps(t)
	ctx := context.Background()
	h, _, err := platform.Handler(&l.Deps, platform.Groups{})
	if err != nil {
		t.Fatal(err)
	}
	apigw := func(name string, status int, bodyHas string) func(t *testing.T) {
		return func(t *testing.T) {
			resp, err := lambdahttp.APIGateway(h)(ctx, load[events.APIGatewayV2HTTPRequest](t, name))
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != status || !strings.Contains(resp.Body, bodyHas) {
				t.Fatalf("got %d %s; want %d containing %q", resp.StatusCode, resp.Body, status, bodyHas)
			}
			if resp.Headers["X-Request-Id"] == "" && resp.MultiValueHeaders["X-Request-Id"] == nil {
				t.Errorf("no request id header: %v", resp.Headers)
			}
		}
	}
	cases := map[string]func(t *testing.T){
		"apigw-v2-health.json":             apigw("apigw-v2-health.json", 200, `"status":"ok"`),
		"apigw-v2-openapi.json":            apigw("apigw-v2-openapi.json", 200, `"openapi":"3.1.0"`),
		"apigw-v2-unknown-route.json":      apigw("apigw-v2-unknown-route.json", 404, `"ROUTE_NOT_FOUND"`),
		"apigw-v2-method-not-allowed.json": apigw("apigw-v2-method-not-allowed.json", 405, `"METHOD_NOT_ALLOWED"`),
		// A wrong method on a path another function serves reaches the
		// $default route (the auth function): 405 with the path's methods,
		// as locally, not 404.
		"apigw-v2-method-not-allowed-elsewhere.json": func(t *testing.T) {
			resp, err := lambdahttp.APIGateway(h)(ctx, load[events.APIGatewayV2HTTPRequest](t, "apigw-v2-method-not-allowed-elsewhere.json"))
			if err != nil {
				t.Fatal(err)
			}
			allow := resp.Headers["Allow"]
			if allow == "" && len(resp.MultiValueHeaders["Allow"]) > 0 {
				allow = resp.MultiValueHeaders["Allow"][0]
			}
			if resp.StatusCode != 405 || !strings.Contains(resp.Body, `"METHOD_NOT_ALLOWED"`) || !strings.Contains(allow, "GET") || strings.Contains(resp.Body, ",  ") {
				t.Fatalf("got %d %s, Allow %q", resp.StatusCode, resp.Body, allow)
			}
		},
		"functionurl-health.json": func(t *testing.T) {
			req := load[events.LambdaFunctionURLRequest](t, "functionurl-health.json")
			resp, err := lambdahttp.FunctionURL(h)(ctx, &req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != 200 || !strings.Contains(string(body), `"status":"ok"`) {
				t.Fatalf("got %d %s", resp.StatusCode, body)
			}
		},
		"sqs-batch.json": func(t *testing.T) {
			dispatch, err := platform.Dispatcher(&l.Deps)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := sqsqueue.New(nil, "", "", sqsqueue.Options{}).LambdaHandler(dispatch.Handle)(ctx, load[events.SQSEvent](t, "sqs-batch.json"))
			if err != nil {
				t.Fatal(err)
			}
			// The sweep succeeds; the unknown task type and the malformed
			// body are poison and reported as failed items so the queue's
			// redrive policy dead-letters them.
			failed := map[string]bool{}
			for _, f := range resp.BatchItemFailures {
				failed[f.ItemIdentifier] = true
			}
			if failed["059f36b4-87a3-44ab-83d2-661975830a7d"] || !failed["2e1424d4-f796-459a-8184-9c92662be6da"] || !failed["c8b2a0f1-6d3e-4f5a-9b7c-1d2e3f4a5b6c"] {
				t.Fatalf("batch failures: %+v", resp.BatchItemFailures)
			}
		},
		"s3-object-created.json": func(t *testing.T) {
			q := memqueue.New(memqueue.Options{})
			if err := jobs.S3Trigger(q)(ctx, load[events.S3Event](t, "s3-object-created.json")); err != nil {
				t.Fatal(err)
			}
			got := drain(t, q, 1)
			var p jobs.ObjectCreated
			if len(got) != 1 || got[0].Type != jobs.TypeObjectCreated || json.Unmarshal(got[0].Payload, &p) != nil ||
				p.Key != "uploads/0193a1b2-0000-7000-8000-000000000001/incoming/customers 2026.csv" || p.Size != 1048576 {
				t.Fatalf("queued %+v (payload %+v)", got, p)
			}
		},
		"eventbridge-scheduled.json": func(t *testing.T) {
			q := memqueue.New(memqueue.Options{})
			if err := jobs.Scheduler(q)(ctx, load[events.EventBridgeEvent](t, "eventbridge-scheduled.json")); err != nil {
				t.Fatal(err)
			}
			got := drain(t, q, 1)
			var p jobs.Sweep
			if len(got) != 1 || got[0].Type != jobs.TypeSweep || json.Unmarshal(got[0].Payload, &p) != nil ||
				!strings.HasSuffix(p.Rule, "rule/bulwark-sweep") {
				t.Fatalf("queued %+v", got)
			}
		},
		"websocket-connect.json": func(t *testing.T) {
			res, err := identity.Bootstrap(ctx, l.Main, l.Clock, "", "")
			if err != nil {
				t.Fatal(err)
			}
			lw := liveLambda(l, &recordingPoster{})
			ev := load[events.APIGatewayWebsocketProxyRequest](t, "websocket-connect.json")
			resp, err := lw.HandleWebSocket(ctx, ev)
			if err != nil || resp.StatusCode != 401 || !strings.Contains(resp.Body, `"UNAUTHENTICATED"`) {
				t.Fatalf("without a key: %d %s %v", resp.StatusCode, resp.Body, err)
			}
			// A browser: the key as the second subprotocol, "bulwark" selected.
			ev.Headers["Sec-WebSocket-Protocol"] = live.Subprotocol + ", " + res.APIKey
			out, err := lw.Handle(ctx, marshal(t, ev))
			resp, _ = out.(events.APIGatewayProxyResponse)
			if err != nil || resp.StatusCode != 200 || resp.Headers["Sec-WebSocket-Protocol"] != live.Subprotocol {
				t.Fatalf("with the key: %+v %v", out, err)
			}
			k := store.Key{Workspace: res.WorkspaceID, Kind: live.KindConnection, ID: ev.RequestContext.ConnectionID}
			c, _, err := records.Get[live.Connection](ctx, l.Nonces, k)
			if err != nil || c.App != ev.QueryStringParameters["app"] {
				t.Fatalf("connection not recorded with its app filter: %+v %v", c, err)
			}
			ev.RequestContext.RouteKey = "$default"
			if resp, err = lw.HandleWebSocket(ctx, ev); err != nil || resp.Body != `{"type":"pong"}` {
				t.Fatalf("ping: %+v %v", resp, err)
			}
			ev.RequestContext.RouteKey = "$disconnect"
			if resp, err = lw.HandleWebSocket(ctx, ev); err != nil || resp.StatusCode != 200 {
				t.Fatalf("disconnect: %d %v", resp.StatusCode, err)
			}
			if _, err := l.Nonces.Get(ctx, k); err == nil {
				t.Fatal("connection still recorded after $disconnect")
			}
		},
		"dynamodb-stream-events.json": func(t *testing.T) {
			// GIVEN connections of the batch's workspace (one on every app,
			// one on the blocked event's app, one gone) and of another one
			raw, err := os.ReadFile(filepath.Join("..", "..", "events", "dynamodb-stream-events.json"))
			if err != nil {
				t.Fatal(err)
			}
			ws, other := "0193a1b2-0000-7000-8000-0000000000aa", "0193a1b2-0000-7000-8000-0000000000bb"
			poster := &recordingPoster{gone: map[string]bool{"gone": true}}
			lw := liveLambda(l, poster)
			connect := func(id, workspace, app string) {
				t.Helper()
				k := store.Key{Workspace: workspace, Kind: live.KindConnection, ID: id}
				if err := records.Put(ctx, l.Nonces, k, live.Connection{ID: id, WorkspaceID: workspace, App: app}, l.Clock.Now().Add(time.Hour)); err != nil {
					t.Fatal(err)
				}
			}
			connect("all", ws, "")
			connect("blocked-app", ws, "0193a1b2-0000-7000-8000-00000000abcd")
			connect("gone", ws, "")
			connect("elsewhere", other, "")
			// WHEN the batch reaches the function
			out, err := lw.Handle(ctx, raw)
			if err != nil {
				t.Fatal(err)
			}
			// THEN nothing is retried
			if resp, ok := out.(events.DynamoDBEventResponse); !ok || len(resp.BatchItemFailures) != 0 {
				t.Fatalf("answer %+v", out)
			}
			// AND each connection got the new events it asked for, in order,
			// as runtime_event messages carrying the stored event
			got := poster.sent()
			if len(got["all"]) != 2 || len(got["blocked-app"]) != 1 || len(got["elsewhere"]) != 0 {
				t.Fatalf("posts %v", got)
			}
			var m struct {
				Type  string `json:"type"`
				Event struct {
					UUID, Verdict string
					AppUUID       string `json:"app_uuid"`
				} `json:"event"`
			}
			if err := json.Unmarshal(got["all"][0], &m); err != nil || m.Type != "runtime_event" ||
				m.Event.UUID != "019ab2c3-d4e5-7f01-8a2b-3c4d5e6f7081" || m.Event.Verdict != "block" {
				t.Fatalf("first message %s (%v)", got["all"][0], err)
			}
			if string(got["blocked-app"][0]) != string(got["all"][0]) {
				t.Errorf("the filtered connection got %s", got["blocked-app"][0])
			}
			// AND the gone connection (410) is forgotten
			if _, err := l.Nonces.Get(ctx, store.Key{Workspace: ws, Kind: live.KindConnection, ID: "gone"}); err == nil {
				t.Error("gone connection still recorded")
			}
		},
	}
	files, err := filepath.Glob(filepath.Join("..", "..", "events", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no event files: %v", err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		run, ok := cases[name]
		if !ok {
			t.Errorf("events/%s has no replay case", name)
			continue
		}
		t.Run(name, run)
	}
}
