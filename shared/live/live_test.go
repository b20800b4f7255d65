package live_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/auth/authtest"
	"bulwark/shared/errs"
	"bulwark/shared/live"
	"bulwark/shared/records"
	rtevents "bulwark/shared/runtime/events"
	"bulwark/shared/store"
)

func gate(env *authtest.Env) live.Gate {
	return live.Gate{Auth: env.Deps.Auth, Audit: env.Deps.AuditWriter()}
}

func attempt(header ...string) live.Attempt {
	h := http.Header{}
	for i := 0; i+1 < len(header); i += 2 {
		h.Add(header[i], header[i+1])
	}
	return live.Attempt{Header: h, Query: url.Values{}, ClientIP: "198.51.100.7"}
}

func TestGateAdmitsKeysThatCoverTheEventScope(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		// GIVEN a workspace's keys with various scopes
		tn := env.Tenant(t, "acme")
		g := gate(env)
		ctx := context.Background()
		for _, scopes := range [][]string{{"*"}, {"runtime:*"}, {"runtime:events:read"}} {
			key := env.Key(t, tn.WorkspaceID, tn.UserID, scopes...)
			// WHEN a browser offers the key as a subprotocol
			adm, err := g.Admit(ctx, attempt("Sec-WebSocket-Protocol", "bulwark, "+key))
			// THEN it is admitted into its workspace, and the answer must
			// select the subprotocol
			if err != nil || adm.Principal.WorkspaceID != tn.WorkspaceID || !adm.Subprotocol {
				t.Fatalf("%v: %+v %v", scopes, adm, err)
			}
			// AND header clients are admitted the same way
			for _, h := range [][]string{{"Authorization", "Bearer " + key}, {"X-API-Key", key}} {
				if adm, err := g.Admit(ctx, attempt(h...)); err != nil || adm.Subprotocol {
					t.Fatalf("%v via %s: %+v %v", scopes, h[0], adm, err)
				}
			}
		}
	})
}

func TestGateRefusesWithoutKeyOrScope(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		tn := env.Tenant(t, "acme")
		g := gate(env)
		ctx := context.Background()
		scanOnly := env.Key(t, tn.WorkspaceID, tn.UserID, "runtime:scan")
		cases := []struct {
			name    string
			attempt live.Attempt
			kind    error
			code    string
		}{
			{"no credential", attempt(), errs.ErrUnauthenticated, auth.CodeUnauthenticated},
			{"a subprotocol without a key", attempt("Sec-WebSocket-Protocol", "bulwark"), errs.ErrUnauthenticated, auth.CodeUnauthenticated},
			{"an access token", attempt("Authorization", "Bearer eyJhbGciOiJIUzI1NiJ9.e30.x"), errs.ErrUnauthenticated, auth.CodeUnauthenticated},
			{"an unknown key", attempt("Sec-WebSocket-Protocol", "bulwark, bwk_AAAAAAAAAAAA_"+strings.Repeat("b", 40)), errs.ErrUnauthenticated, ""},
			{"a key without runtime:events:read", attempt("Sec-WebSocket-Protocol", "bulwark, "+scanOnly), errs.ErrPermissionDenied, auth.CodeInsufficientScope},
		}
		for _, c := range cases {
			// WHEN the attempt is checked
			_, err := g.Admit(ctx, c.attempt)
			// THEN it is refused with the REST API's kind and code
			var e *errs.Error
			if !errors.Is(err, c.kind) || c.code != "" && (!errors.As(err, &e) || e.Code != c.code) {
				t.Errorf("%s: %v, want %v %s", c.name, err, c.kind, c.code)
			}
		}
		// AND the authenticated refusal is audited, naming the scope
		page, err := env.Deps.Audit.List(ctx, tn.WorkspaceID, audit.Kind, store.Query{})
		if err != nil || len(page.Items) != 1 || !strings.Contains(string(page.Items[0].Data), "runtime:events:read") ||
			!strings.Contains(string(page.Items[0].Data), auth.EventAccessDenied) {
			t.Fatalf("audit: %d records %v", len(page.Items), err)
		}
		// AND a malformed app filter is a 400 before anything is counted
		a := attempt("X-API-Key", tn.APIKey)
		a.Query.Set("app", "../../x")
		if _, err := g.Admit(ctx, a); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("malformed app filter: %v", err)
		}
	})
}

// postRecorder records posts per connection; ids in gone answer 410.
type postRecorder struct {
	mu    sync.Mutex
	gone  map[string]bool
	posts map[string][]string
}

func (p *postRecorder) Post(_ context.Context, id string, msg []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.gone[id] {
		return live.ErrGone
	}
	if p.posts == nil {
		p.posts = map[string][]string{}
	}
	p.posts[id] = append(p.posts[id], string(msg))
	return nil
}

// failingList makes List fail for one workspace (a throttled read).
type failingList struct {
	store.Table
	workspace string
}

func (f failingList) List(ctx context.Context, ws, kind string, q store.Query) (store.Page, error) {
	if ws == f.workspace {
		return store.Page{}, errs.ErrUnavailable
	}
	return f.Table.List(ctx, ws, kind, q)
}

// eventRecord is a stream record of a new runtime event, as the events
// table's stream delivers it.
func eventRecord(seq, ws, uuid, app string) events.DynamoDBEventRecord {
	data, _ := json.Marshal(rtevents.Event{UUID: uuid, AppUUID: app, Verdict: "allow"})
	return events.DynamoDBEventRecord{
		EventID: "e" + seq, EventName: "INSERT", EventSource: "aws:dynamodb",
		Change: events.DynamoDBStreamRecord{SequenceNumber: seq, StreamViewType: "NEW_IMAGE", NewImage: map[string]events.DynamoDBAttributeValue{
			"pk": events.NewStringAttribute(ws + "#" + rtevents.Kind),
			"sk": events.NewStringAttribute(uuid),
			"d":  events.NewBinaryAttribute(data),
			"v":  events.NewNumberAttribute("1"),
		}},
	}
}

func connect(t *testing.T, env *authtest.Env, lw *live.Lambda, id, key string) {
	t.Helper()
	resp, err := lw.HandleWebSocket(context.Background(), events.APIGatewayWebsocketProxyRequest{
		Headers: map[string]string{"X-API-Key": key},
		RequestContext: events.APIGatewayWebsocketProxyRequestContext{
			RouteKey: "$connect", ConnectionID: id, Identity: events.APIGatewayRequestIdentity{SourceIP: "198.51.100.7"},
		},
	})
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("connect %s: %+v %v", id, resp, err)
	}
}

func TestStreamRetriesFromTheRecordWhoseConnectionsAreUnreadable(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		// GIVEN connections in two workspaces, and the second workspace's
		// connections unreadable for now
		a, b := env.Tenant(t, "acme"), env.Tenant(t, "globex")
		poster := &postRecorder{}
		lw := &live.Lambda{Gate: gate(env), Conns: env.Deps.Nonces, Poster: poster, Clock: env.Clock}
		connect(t, env, lw, "conn-a", a.APIKey)
		connect(t, env, lw, "conn-b", b.APIKey)
		lw.Conns = failingList{Table: env.Deps.Nonces, workspace: b.WorkspaceID}
		batch := events.DynamoDBEvent{Records: []events.DynamoDBEventRecord{
			eventRecord("100", a.WorkspaceID, "019ab2c3-0000-7000-8000-000000000001", "app"),
			eventRecord("200", b.WorkspaceID, "019ab2c3-0000-7000-8000-000000000002", "app"),
			eventRecord("300", a.WorkspaceID, "019ab2c3-0000-7000-8000-000000000003", "app"),
		}}
		// WHEN the batch is handled
		resp, err := lw.HandleStream(context.Background(), batch)
		// THEN the batch stops at the unreadable workspace's record, which
		// is reported so Lambda retries from it
		if err != nil || len(resp.BatchItemFailures) != 1 || resp.BatchItemFailures[0].ItemIdentifier != "200" {
			t.Fatalf("answer %+v %v", resp, err)
		}
		// AND what came before it was delivered once, nothing after it
		if got := poster.posts["conn-a"]; len(got) != 1 || !strings.Contains(got[0], "-000000000001") {
			t.Fatalf("posts to a: %v", got)
		}
		// WHEN Lambda retries from there with the store readable again
		lw.Conns = env.Deps.Nonces
		resp, err = lw.HandleStream(context.Background(), events.DynamoDBEvent{Records: batch.Records[1:]})
		// THEN every event has reached its workspace exactly once
		if err != nil || len(resp.BatchItemFailures) != 0 || len(poster.posts["conn-a"]) != 2 || len(poster.posts["conn-b"]) != 1 {
			t.Fatalf("retry: %+v %v %v", resp, err, poster.posts)
		}
	})
}

func TestDisconnectAndGoneConnectionsAreForgotten(t *testing.T) {
	authtest.Each(t, func(t *testing.T, env *authtest.Env) {
		// GIVEN two connections of a workspace, one of which went away
		// without a $disconnect
		tn := env.Tenant(t, "acme")
		poster := &postRecorder{gone: map[string]bool{"lost": true}}
		lw := &live.Lambda{Gate: gate(env), Conns: env.Deps.Nonces, Poster: poster, Clock: env.Clock}
		connect(t, env, lw, "kept", tn.APIKey)
		connect(t, env, lw, "lost", tn.APIKey)
		// WHEN an event is posted
		ctx := context.Background()
		if _, err := lw.HandleStream(ctx, events.DynamoDBEvent{Records: []events.DynamoDBEventRecord{
			eventRecord("1", tn.WorkspaceID, "019ab2c3-0000-7000-8000-000000000001", "app"),
		}}); err != nil {
			t.Fatal(err)
		}
		// THEN the gone connection's records are deleted, the other kept
		page, err := env.Deps.Nonces.List(ctx, tn.WorkspaceID, live.KindConnection, store.Query{})
		if err != nil || len(page.Items) != 1 || page.Items[0].ID != "kept" {
			t.Fatalf("connections left: %+v %v", page.Items, err)
		}
		// AND a $disconnect forgets the other one
		if _, err := lw.HandleWebSocket(ctx, events.APIGatewayWebsocketProxyRequest{
			RequestContext: events.APIGatewayWebsocketProxyRequestContext{RouteKey: "$disconnect", ConnectionID: "kept"},
		}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := records.Get[live.Connection](ctx, env.Deps.Nonces, store.Key{Workspace: tn.WorkspaceID, Kind: live.KindConnection, ID: "kept"}); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("after $disconnect: %v", err)
		}
		// AND connection records expire with API Gateway's two-hour limit
		connect(t, env, lw, "old", tn.APIKey)
		env.Clock.Advance(live.ConnectionTTL + time.Second)
		page, err = env.Deps.Nonces.List(ctx, tn.WorkspaceID, live.KindConnection, store.Query{})
		if err != nil || len(page.Items) != 0 {
			t.Fatalf("expired connections listed: %+v %v", page.Items, err)
		}
	})
}

func TestHandleTellsInvocationsApartByShape(t *testing.T) {
	env := authtest.Embedded(t)
	tn := env.Tenant(t, "acme")
	poster := &postRecorder{}
	lw := &live.Lambda{Gate: gate(env), Conns: env.Deps.Nonces, Poster: poster, Clock: env.Clock}
	connect(t, env, lw, "c1", tn.APIKey)
	ctx := context.Background()
	// GIVEN a stream batch and a WebSocket request as Lambda passes them
	batch, _ := json.Marshal(events.DynamoDBEvent{Records: []events.DynamoDBEventRecord{
		eventRecord("1", tn.WorkspaceID, "019ab2c3-0000-7000-8000-000000000001", "app"),
	}})
	ping, _ := json.Marshal(events.APIGatewayWebsocketProxyRequest{
		Body: "ping", RequestContext: events.APIGatewayWebsocketProxyRequestContext{RouteKey: "$default", ConnectionID: "c1"},
	})
	// WHEN each is handled
	out, err := lw.Handle(ctx, batch)
	// THEN the batch is fanned out and answered with batch-item failures
	if _, ok := out.(events.DynamoDBEventResponse); !ok || err != nil || len(poster.posts["c1"]) != 1 {
		t.Fatalf("batch: %#v %v %v", out, err, poster.posts)
	}
	// AND the request gets its route's answer
	out, err = lw.Handle(ctx, ping)
	if r, ok := out.(events.APIGatewayProxyResponse); !ok || err != nil || r.Body != `{"type":"pong"}` {
		t.Fatalf("ping: %#v %v", out, err)
	}
	// AND anything else is an error, not a silent success
	for _, p := range []string{`{}`, `{"Records":[{"eventSource":"aws:sqs"}]}`, `[1,2]`, `"x"`, `{"requestContext":{"routeKey":"$connect"}}`} {
		if _, err := lw.Handle(ctx, json.RawMessage(p)); err == nil {
			t.Errorf("%s: no error", p)
		}
	}
}
