// Package live streams new runtime events to WebSocket clients, with the
// same messages on both hosts:
//
//   - On AWS (Lambda) one function receives two kinds of invocation, told
//     apart by the payload's shape (Lambda.Handle): the WebSocket API's
//     routes ($connect authenticates and records the connection in the
//     nonces table, $disconnect forgets it, $default answers pings) and the
//     events table's DynamoDB stream, whose new items it posts to every
//     connection of their workspace through the API Gateway Management API.
//   - Under make run a Hub plays both parts in-process: Feed wraps the
//     events table so that every runtime event it stores is published (the
//     stand-in for the stream), and Hub.Handler serves LocalPath, which
//     upgrades to a WebSocket after the same authentication as $connect.
//
// # Messages
//
// The server sends one JSON text message per new event of the connection's
// workspace (only those of the app named by the "app" query parameter, when
// the client gave one):
//
//	{"type":"runtime_event","event":{...the RuntimeEvent, as GET /api/runtime-security/events lists it...}}
//
// and answers every message the client sends with {"type":"pong"} (API
// Gateway closes a connection idle for 10 minutes: clients ping). Delivery
// is best effort: a client that reconnects reads what it missed from the
// event log (the event uuid is its cursor).
//
// # Authentication
//
// A connection is opened with an API key whose scopes cover the one the
// auth table requires to read runtime events (runtime:events:read; "*" and
// "runtime:*" cover it), checked by package auth exactly as on the REST
// API (revoked or expired keys and keys of deactivated users are refused,
// the workspace's rate limit counts the attempt). Browsers cannot set
// headers on a WebSocket, so the key travels as a subprotocol:
//
//	Sec-WebSocket-Protocol: bulwark, bwk_...
//
// and the server selects "bulwark" (never echoing the key). Other clients
// may send "Authorization: Bearer bwk_..." or "X-API-Key: bwk_..." instead.
// A query parameter is not accepted: API Gateway's access logs and proxies
// record query strings. Refusals answer the handshake with the REST API's
// error envelope: 401 without a valid key, 403 INSUFFICIENT_SCOPE (audited)
// without the scope, 429 over the rate limit, 400 for a malformed app filter.
package live

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// ConnectionTTL bounds how long a connection lives: API Gateway closes
// WebSocket connections after two hours, and so does the local server.
const ConnectionTTL = 2 * time.Hour

// KindConnection is the record kind of connections (in the nonces table).
const KindConnection = "ws-conn"

// kindConnIndex is the Global record that maps a connection id to its
// workspace, so $disconnect (which carries no credential) finds it.
const kindConnIndex = "ws-conn-index"

// LocalPath is the local server's live endpoint, the make run counterpart
// of the WebSocket API's URL (the stack's WebSocketUrl output). The OpenAPI
// document describes it (x-bulwark-websocket keeps it out of the routed
// operations): API Gateway's HTTP API carries no WebSocket upgrade, so no
// endpoint group serves it.
const LocalPath = "/api/runtime-security/events/live"

// Subprotocol is the WebSocket subprotocol a browser offers, followed by its
// API key, and that the server selects.
const Subprotocol = "bulwark"

// Message types.
const (
	TypeRuntimeEvent = "runtime_event"
	TypePong         = "pong"
)

// Connection is one open WebSocket connection.
type Connection struct {
	ID          string    `json:"id"`
	WorkspaceID string    `json:"workspace_id"`
	App         string    `json:"app,omitempty"`
	KeyID       string    `json:"key_id,omitempty"`
	SourceIP    string    `json:"source_ip"`
	ConnectedAt time.Time `json:"connected_at"`
}

// message is what the server sends.
type message struct {
	Type  string          `json:"type"`
	Event json.RawMessage `json:"event,omitempty"`
}

// pong is the answer to every client message.
var pong = []byte(`{"type":"pong"}`)

// eventMessage wraps a stored runtime event (its JSON, as events.Write
// stored it) into the runtime_event message, and returns the event's app
// for the connections' filter.
func eventMessage(event []byte) (msg []byte, app string, err error) {
	if !bytes.HasPrefix(bytes.TrimSpace(event), []byte("{")) {
		return nil, "", fmt.Errorf("live: event is not a JSON object")
	}
	var head struct {
		AppUUID string `json:"app_uuid"`
	}
	if err := json.Unmarshal(event, &head); err != nil {
		return nil, "", fmt.Errorf("live: decode event: %w", err)
	}
	msg, err = json.Marshal(message{Type: TypeRuntimeEvent, Event: event})
	if err != nil {
		return nil, "", fmt.Errorf("live: encode message: %w", err)
	}
	return msg, head.AppUUID, nil
}

// wants reports whether a connection filtered on app (empty: every app)
// receives an event of eventApp.
func wants(app, eventApp string) bool { return app == "" || app == eventApp }
