package live

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// postConcurrency bounds the posts of one event in flight at once.
const postConcurrency = 16

// Lambda is the live function: the WebSocket API's routes and the events
// table's stream, in one handler.
type Lambda struct {
	Gate Gate
	// Conns holds the connection records (the nonces table: short-lived).
	Conns store.Table
	// Poster posts to connections (ManagementAPI on AWS).
	Poster Poster
	Clock  clock.Clock
	Log    *slog.Logger
}

// payloadShape is the little of an invocation payload that tells its kind:
// a stream batch has Records from aws:dynamodb, a WebSocket request a
// requestContext with a route key and a connection id.
type payloadShape struct {
	Records []struct {
		EventSource string `json:"eventSource"`
	} `json:"Records"`
	RequestContext struct {
		RouteKey     string `json:"routeKey"`
		ConnectionID string `json:"connectionId"`
	} `json:"requestContext"`
}

// Handle receives every invocation of the live function. Lambda hands one
// function's invocations to one handler whatever their source, so the
// payload's shape decides: a DynamoDB stream batch goes to HandleStream
// (answering with its batch-item failures), a WebSocket request to
// HandleWebSocket (answering with the route's response). Any other
// payload is an error, so a wiring mistake shows in the function's errors.
func (l *Lambda) Handle(ctx context.Context, payload json.RawMessage) (any, error) {
	var shape payloadShape
	if err := json.Unmarshal(payload, &shape); err != nil {
		return nil, fmt.Errorf("live: invocation payload is not a JSON object: %w", err)
	}
	switch {
	case len(shape.Records) > 0 && shape.Records[0].EventSource == "aws:dynamodb":
		var batch events.DynamoDBEvent
		if err := json.Unmarshal(payload, &batch); err != nil {
			// Malformed records never become readable: acknowledge the
			// batch rather than retry it until it ages out.
			l.log().ErrorContext(ctx, "live: undecodable stream batch dropped", "err", err.Error())
			return events.DynamoDBEventResponse{}, nil
		}
		return l.HandleStream(ctx, batch)
	case shape.RequestContext.RouteKey != "" && shape.RequestContext.ConnectionID != "":
		var req events.APIGatewayWebsocketProxyRequest
		if err := json.Unmarshal(payload, &req); err != nil {
			return nil, fmt.Errorf("live: WebSocket request: %w", err)
		}
		return l.HandleWebSocket(ctx, req)
	}
	return nil, errors.New("live: unrecognised invocation (neither a DynamoDB stream batch nor a WebSocket request)")
}

func (l *Lambda) log() *slog.Logger {
	if l.Log == nil {
		return slog.Default()
	}
	return l.Log
}

// HandleWebSocket serves the WebSocket API's routes.
func (l *Lambda) HandleWebSocket(ctx context.Context, ev events.APIGatewayWebsocketProxyRequest) (events.APIGatewayProxyResponse, error) {
	switch ev.RequestContext.RouteKey {
	case "$connect":
		return l.connect(ctx, ev)
	case "$disconnect":
		return l.disconnect(ctx, ev)
	default:
		return events.APIGatewayProxyResponse{StatusCode: http.StatusOK, Body: string(pong)}, nil
	}
}

func (l *Lambda) connect(ctx context.Context, ev events.APIGatewayWebsocketProxyRequest) (events.APIGatewayProxyResponse, error) {
	h := http.Header{}
	for k, vs := range ev.MultiValueHeaders {
		for _, v := range vs {
			h.Add(k, v)
		}
	}
	for k, v := range ev.Headers {
		if len(h.Values(k)) == 0 {
			h.Set(k, v)
		}
	}
	q := url.Values{}
	for k, v := range ev.QueryStringParameters {
		q.Set(k, v)
	}
	adm, err := l.Gate.Admit(ctx, Attempt{Header: h, Query: q, ClientIP: ev.RequestContext.Identity.SourceIP})
	if err != nil {
		return refusal(ctx, err)
	}
	now := l.Clock.Now()
	c := Connection{
		ID: ev.RequestContext.ConnectionID, WorkspaceID: adm.Principal.WorkspaceID, App: adm.App,
		KeyID: adm.Principal.KeyID, SourceIP: ev.RequestContext.Identity.SourceIP, ConnectedAt: now,
	}
	if err := l.record(ctx, c, now.Add(ConnectionTTL)); err != nil {
		return events.APIGatewayProxyResponse{}, err
	}
	resp := events.APIGatewayProxyResponse{StatusCode: http.StatusOK}
	if adm.Subprotocol {
		// A browser that offered subprotocols drops a handshake that
		// selects none.
		resp.Headers = map[string]string{"Sec-WebSocket-Protocol": Subprotocol}
	}
	return resp, nil
}

// record stores a connection and its index entry.
func (l *Lambda) record(ctx context.Context, c Connection, exp time.Time) error {
	if err := records.Put(ctx, l.Conns, store.Key{Workspace: c.WorkspaceID, Kind: KindConnection, ID: c.ID}, c, exp); err != nil {
		return fmt.Errorf("live: record connection: %w", err)
	}
	idx := store.Key{Workspace: store.Global, Kind: kindConnIndex, ID: c.ID}
	if err := records.Put(ctx, l.Conns, idx, map[string]string{"workspace_id": c.WorkspaceID}, exp); err != nil {
		return fmt.Errorf("live: record connection index: %w", err)
	}
	return nil
}

func (l *Lambda) disconnect(ctx context.Context, ev events.APIGatewayWebsocketProxyRequest) (events.APIGatewayProxyResponse, error) {
	if err := l.forget(ctx, ev.RequestContext.ConnectionID); err != nil {
		return events.APIGatewayProxyResponse{}, err
	}
	return events.APIGatewayProxyResponse{StatusCode: http.StatusOK}, nil
}

// forget deletes a connection's records; an unknown connection is not an
// error ($disconnect of a refused $connect, or a record already gone).
func (l *Lambda) forget(ctx context.Context, id string) error {
	idx := store.Key{Workspace: store.Global, Kind: kindConnIndex, ID: id}
	ref, _, err := records.Get[map[string]string](ctx, l.Conns, idx)
	if errors.Is(err, errs.ErrNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("live: forget %s: %w", id, err)
	}
	return l.forgetIn(ctx, ref["workspace_id"], id)
}

// forgetIn deletes the records of a connection of a known workspace.
func (l *Lambda) forgetIn(ctx context.Context, ws, id string) error {
	keys := []store.Key{{Workspace: ws, Kind: KindConnection, ID: id}, {Workspace: store.Global, Kind: kindConnIndex, ID: id}}
	for _, k := range keys {
		if err := l.Conns.Delete(ctx, k); err != nil && !errors.Is(err, errs.ErrNotFound) {
			return fmt.Errorf("live: forget %s: %w", id, err)
		}
	}
	return nil
}

// refusal turns an admission error into the $connect answer, written by
// the REST API's one error writer; a failure of the service is returned as
// the invocation's error instead (API Gateway answers 500, the function's
// error alarm counts it).
func refusal(ctx context.Context, err error) (events.APIGatewayProxyResponse, error) {
	rec := &recorder{header: http.Header{}}
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, LocalPath, nil)
	httpkit.WriteError(rec, r, err)
	if rec.status >= 500 {
		return events.APIGatewayProxyResponse{}, err
	}
	headers := map[string]string{}
	for k := range rec.header {
		headers[k] = rec.header.Get(k)
	}
	return events.APIGatewayProxyResponse{StatusCode: rec.status, Headers: headers, Body: rec.body.String()}, nil
}

// recorder is an in-memory http.ResponseWriter for refusal.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorder) Write(b []byte) (int, error) {
	r.WriteHeader(http.StatusOK)
	return r.body.Write(b)
}

// HandleStream posts each new runtime event of a batch of the events
// table's stream to the connections of its workspace. Records that are not
// new runtime events are skipped, malformed ones logged and skipped. When
// the connections of a workspace cannot be read (a transient store
// failure), the batch stops at that record and reports it as the failed
// item, so that Lambda retries from there and the events before it are not
// sent twice. A post that fails is logged, not retried (best effort); a
// connection that is gone (410) is forgotten.
func (l *Lambda) HandleStream(ctx context.Context, batch events.DynamoDBEvent) (events.DynamoDBEventResponse, error) {
	conns := map[string][]Connection{} // per workspace, read once per batch
	for _, rec := range batch.Records {
		ev, ok, err := decodeRecord(rec)
		if err != nil {
			l.log().ErrorContext(ctx, "live: malformed stream record skipped", "event_id", rec.EventID, "err", err.Error())
			continue
		}
		if !ok {
			continue
		}
		msg, app, err := eventMessage(ev.Data)
		if err != nil {
			l.log().ErrorContext(ctx, "live: undecodable runtime event skipped", "event_id", rec.EventID, "err", err.Error())
			continue
		}
		cs, cached := conns[ev.Workspace]
		if !cached {
			if cs, err = l.connections(ctx, ev.Workspace); err != nil {
				l.log().WarnContext(ctx, "live: connections unreadable; the batch is retried from this record",
					"event_id", rec.EventID, "err", err.Error())
				return events.DynamoDBEventResponse{BatchItemFailures: []events.DynamoDBBatchItemFailure{
					{ItemIdentifier: rec.Change.SequenceNumber},
				}}, nil
			}
			conns[ev.Workspace] = cs
		}
		conns[ev.Workspace] = l.fanOut(ctx, cs, app, msg)
	}
	return events.DynamoDBEventResponse{}, nil
}

// connections lists the open connections of a workspace.
func (l *Lambda) connections(ctx context.Context, ws string) ([]Connection, error) {
	var out []Connection
	q := store.Query{Limit: store.MaxLimit}
	for {
		page, err := l.Conns.List(ctx, ws, KindConnection, q)
		if err != nil {
			return nil, err
		}
		for _, it := range page.Items {
			var c Connection
			if err := json.Unmarshal(it.Data, &c); err != nil {
				return nil, fmt.Errorf("live: decode connection %s: %w", it.ID, err)
			}
			out = append(out, c)
		}
		if page.Next == "" {
			return out, nil
		}
		q.Cursor = page.Next
	}
}

// fanOut posts msg to the connections that want an event of app, and
// returns the connections still open.
func (l *Lambda) fanOut(ctx context.Context, cs []Connection, app string, msg []byte) []Connection {
	gone := make([]bool, len(cs))
	sem := make(chan struct{}, postConcurrency)
	var wg sync.WaitGroup
	for i, c := range cs {
		if !wants(c.App, app) {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			err := l.Poster.Post(ctx, c.ID, msg)
			switch {
			case errors.Is(err, ErrGone):
				gone[i] = true
				if err := l.forgetIn(ctx, c.WorkspaceID, c.ID); err != nil {
					l.log().WarnContext(ctx, "live: gone connection not forgotten", "connection", c.ID, "err", err.Error())
				}
			case err != nil:
				l.log().WarnContext(ctx, "live: event not delivered", "connection", c.ID, "err", err.Error())
			}
		}()
	}
	wg.Wait()
	open := cs[:0:0]
	for i, c := range cs {
		if !gone[i] {
			open = append(open, c)
		}
	}
	return open
}
