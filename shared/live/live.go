// Package live serves the live runtime-event stream over the API Gateway
// WebSocket API: $connect authenticates the caller with a workspace API key
// and records the connection (keyed by workspace, expiring after
// ConnectionTTL); $disconnect forgets it; $default answers pings.
package live

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// ConnectionTTL bounds how long a connection record lives; API Gateway
// closes WebSocket connections after two hours anyway.
const ConnectionTTL = 2 * time.Hour

// KindConnection is the record kind of connections (in the nonces table).
const KindConnection = "ws-conn"

// ConnectionIndex is the Global record that maps a connection id to its
// workspace, so $disconnect (which carries no credential) finds it.
const kindConnIndex = "ws-conn-index"

// Connection is one open WebSocket connection.
type Connection struct {
	ID          string    `json:"id"`
	WorkspaceID string    `json:"workspace_id"`
	App         string    `json:"app,omitempty"`
	SourceIP    string    `json:"source_ip"`
	ConnectedAt time.Time `json:"connected_at"`
}

// Lambda is the WebSocket API handler.
type Lambda struct {
	Main  store.Table // identity records
	Conns store.Table // connection records (nonces table: short-lived)
	Clock clock.Clock
}

// Handle routes a WebSocket event by its route key.
func (l *Lambda) Handle(ctx context.Context, ev events.APIGatewayWebsocketProxyRequest) (events.APIGatewayProxyResponse, error) {
	switch ev.RequestContext.RouteKey {
	case "$connect":
		return l.connect(ctx, ev)
	case "$disconnect":
		return l.disconnect(ctx, ev)
	default:
		return reply(http.StatusOK, map[string]string{"type": "pong"}), nil
	}
}

func (l *Lambda) connect(ctx context.Context, ev events.APIGatewayWebsocketProxyRequest) (events.APIGatewayProxyResponse, error) {
	key := header(ev.Headers, "X-API-Key")
	if key == "" {
		key, _ = strings.CutPrefix(header(ev.Headers, "Authorization"), "Bearer ")
	}
	now := l.Clock.Now()
	k, err := identity.LookupAPIKey(ctx, l.Main, strings.TrimSpace(key), now)
	if err != nil {
		if errors.Is(err, errs.ErrUnauthenticated) {
			return reply(http.StatusUnauthorized, errBody("UNAUTHENTICATED", "a valid API key is required")), nil
		}
		return events.APIGatewayProxyResponse{}, err
	}
	c := Connection{
		ID: ev.RequestContext.ConnectionID, WorkspaceID: k.WorkspaceID,
		App: ev.QueryStringParameters["app"], SourceIP: ev.RequestContext.Identity.SourceIP, ConnectedAt: now,
	}
	exp := now.Add(ConnectionTTL)
	if err := records.Put(ctx, l.Conns, store.Key{Workspace: k.WorkspaceID, Kind: KindConnection, ID: c.ID}, c, exp); err != nil {
		return events.APIGatewayProxyResponse{}, err
	}
	idx := store.Key{Workspace: store.Global, Kind: kindConnIndex, ID: c.ID}
	if err := records.Put(ctx, l.Conns, idx, map[string]string{"workspace_id": k.WorkspaceID}, exp); err != nil {
		return events.APIGatewayProxyResponse{}, err
	}
	return reply(http.StatusOK, map[string]string{"type": "connected"}), nil
}

func (l *Lambda) disconnect(ctx context.Context, ev events.APIGatewayWebsocketProxyRequest) (events.APIGatewayProxyResponse, error) {
	id := ev.RequestContext.ConnectionID
	idx := store.Key{Workspace: store.Global, Kind: kindConnIndex, ID: id}
	ref, _, err := records.Get[map[string]string](ctx, l.Conns, idx)
	if err == nil {
		_ = l.Conns.Delete(ctx, store.Key{Workspace: ref["workspace_id"], Kind: KindConnection, ID: id})
		_ = l.Conns.Delete(ctx, idx)
	} else if !errors.Is(err, errs.ErrNotFound) {
		return events.APIGatewayProxyResponse{}, err
	}
	return reply(http.StatusOK, map[string]string{"type": "disconnected"}), nil
}

func header(h map[string]string, name string) string {
	for k, v := range h {
		if strings.EqualFold(k, name) {
			return v
		}
	}
	return ""
}

func errBody(code, msg string) map[string]any {
	return map[string]any{"error": map[string]string{"code": code, "message": msg}}
}

func reply(status int, body any) events.APIGatewayProxyResponse {
	b, _ := json.Marshal(body)
	return events.APIGatewayProxyResponse{StatusCode: status, Body: string(b), Headers: map[string]string{"Content-Type": "application/json"}}
}
