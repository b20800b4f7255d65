package live

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"bulwark/shared/auth"
	"bulwark/shared/httpkit"
	rtevents "bulwark/shared/runtime/events"
	"bulwark/shared/store"
)

// subscriberBuffer is how many messages a local client may fall behind
// before it is disconnected as too slow.
const subscriberBuffer = 256

// writeTimeout bounds one message write to a local client.
const writeTimeout = 10 * time.Second

// maxClientMessage bounds what a client may send (pings).
const maxClientMessage = 4 << 10

// Hub fans runtime events out to the local server's live connections: the
// in-process stand-in for the events table's stream and the Management
// API. It is safe for concurrent use.
type Hub struct {
	mu     sync.Mutex
	subs   map[*subscriber]struct{}
	closed bool
}

// subscriber is one local connection's queue of messages.
type subscriber struct {
	ws, app string
	out     chan []byte
	// why is the close status, set before out is closed.
	why websocket.StatusCode
}

// NewHub returns an empty hub.
func NewHub() *Hub { return &Hub{subs: map[*subscriber]struct{}{}} }

// Publish sends a stored runtime event (its JSON) to the workspace's
// connections. It never blocks: a connection whose queue is full is
// closed as too slow.
func (h *Hub) Publish(ws string, event []byte) {
	msg, app, err := eventMessage(event)
	if err != nil {
		slog.Default().Error("live: runtime event not published", "err", err.Error())
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.subs {
		if s.ws != ws || !wants(s.app, app) {
			continue
		}
		select {
		case s.out <- msg:
		default:
			h.drop(s, websocket.StatusPolicyViolation)
		}
	}
}

// Close disconnects every connection (the server is stopping) and refuses
// new ones.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for s := range h.subs {
		h.drop(s, websocket.StatusGoingAway)
	}
}

func (h *Hub) subscribe(ws, app string) (*subscriber, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, false
	}
	s := &subscriber{ws: ws, app: app, out: make(chan []byte, subscriberBuffer)}
	h.subs[s] = struct{}{}
	return s, true
}

func (h *Hub) unsubscribe(s *subscriber) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.drop(s, websocket.StatusNormalClosure)
}

// drop removes s and closes its queue; h.mu is held.
func (h *Hub) drop(s *subscriber, why websocket.StatusCode) {
	if _, ok := h.subs[s]; !ok {
		return
	}
	delete(h.subs, s)
	s.why = why
	close(s.out)
}

// Feed returns the events table with a hook that publishes every runtime
// event created through it to h, after the store accepted it: under make
// run it stands where the DynamoDB stream stands on AWS, so no writer of
// events (events.Write) needs to know about live connections.
func Feed(t store.Table, h *Hub) store.Table { return feed{Table: t, hub: h} }

type feed struct {
	store.Table
	hub *Hub
}

func (f feed) Create(ctx context.Context, it store.Item) (store.Item, error) {
	out, err := f.Table.Create(ctx, it)
	if err == nil && it.Kind == rtevents.Kind && it.Workspace != store.Global {
		f.hub.Publish(it.Workspace, it.Data)
	}
	return out, err
}

// PutBatch writes a batch through the table's store.Batcher (one
// transaction) when it has one, then publishes each event, as Create does.
func (f feed) PutBatch(ctx context.Context, items []store.Item) error {
	if b, ok := f.Table.(store.Batcher); ok {
		if err := b.PutBatch(ctx, items); err != nil {
			return err
		}
	} else {
		for _, it := range items {
			if _, err := f.Table.Put(ctx, it); err != nil {
				return err
			}
		}
	}
	for _, it := range items {
		if it.Kind == rtevents.Kind && it.Workspace != store.Global {
			f.hub.Publish(it.Workspace, it.Data)
		}
	}
	return nil
}

// Handler serves LocalPath: it admits the attempt through g (refusals are
// the REST API's error answers, before any upgrade), upgrades to a
// WebSocket and streams the workspace's new events until the client
// leaves, ConnectionTTL passes or the hub closes.
func (h *Hub) Handler(g Gate) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			w.Header().Set("Allow", http.MethodGet)
			httpkit.WriteErrorCode(w, http.StatusMethodNotAllowed, "METHOD_NOT_ALLOWED", "the live endpoint is opened with GET (a WebSocket handshake)")
			return
		}
		adm, err := g.Admit(r.Context(), Attempt{Header: r.Header, Query: r.URL.Query(), ClientIP: auth.ClientIP(r)})
		if err != nil {
			httpkit.WriteError(w, r, err)
			return
		}
		// Subscribe before the handshake completes, so every event stored
		// after the client's dial returns reaches it.
		sub, ok := h.subscribe(adm.Principal.WorkspaceID, adm.App)
		if !ok {
			httpkit.WriteErrorCode(w, http.StatusServiceUnavailable, "UNAVAILABLE", "the server is stopping")
			return
		}
		defer h.unsubscribe(sub)
		// The origin check stays on: clients without an Origin header (SDKs,
		// CLIs) and pages of the server's own origin connect; other sites'
		// pages are refused, although the key they would need is never
		// ambient (no cookie is accepted here).
		c, err := websocket.Accept(w, r, &websocket.AcceptOptions{Subprotocols: []string{Subprotocol}})
		if err != nil {
			return // Accept has answered the request
		}
		c.SetReadLimit(maxClientMessage)
		ctx, cancel := context.WithTimeout(r.Context(), ConnectionTTL)
		defer cancel()
		go answerPings(ctx, cancel, c)
		status, reason := stream(ctx, c, sub)
		_ = c.Close(status, reason)
	})
}

// answerPings reads the client's messages, answering each with a pong,
// until the connection fails or closes; then it ends the stream.
func answerPings(ctx context.Context, done context.CancelFunc, c *websocket.Conn) {
	defer done()
	for {
		if _, _, err := c.Read(ctx); err != nil {
			return
		}
		wctx, cancel := context.WithTimeout(ctx, writeTimeout)
		err := c.Write(wctx, websocket.MessageText, pong)
		cancel()
		if err != nil {
			return
		}
	}
}

// stream writes the subscriber's messages until ctx ends or the hub drops
// it, and returns the close status to send.
func stream(ctx context.Context, c *websocket.Conn, sub *subscriber) (websocket.StatusCode, string) {
	for {
		select {
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return websocket.StatusGoingAway, "connection lifetime reached"
			}
			return websocket.StatusNormalClosure, ""
		case msg, ok := <-sub.out:
			if !ok {
				if sub.why == websocket.StatusPolicyViolation {
					return sub.why, "too slow to keep up with events"
				}
				return sub.why, "server stopping"
			}
			wctx, cancel := context.WithTimeout(ctx, writeTimeout)
			err := c.Write(wctx, websocket.MessageText, msg)
			cancel()
			if err != nil {
				return websocket.StatusInternalError, "write failed"
			}
		}
	}
}
