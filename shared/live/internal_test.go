package live

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/coder/websocket"

	"bulwark/shared/clock"
	rtevents "bulwark/shared/runtime/events"
	"bulwark/shared/store"
	"bulwark/shared/store/boltstore"
)

func TestDecodeRecordSkipsWhatIsNotANewEvent(t *testing.T) {
	s := events.NewStringAttribute
	b := events.NewBinaryAttribute
	rec := func(name string, img map[string]events.DynamoDBAttributeValue) events.DynamoDBEventRecord {
		return events.DynamoDBEventRecord{EventID: "x", EventName: name, Change: events.DynamoDBStreamRecord{NewImage: img}}
	}
	event := []byte(`{"uuid":"u1"}`)
	cases := []struct {
		name    string
		rec     events.DynamoDBEventRecord
		ok, bad bool
	}{
		{"a new event", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": s("ws1#" + rtevents.Kind), "sk": s("u1"), "d": b(event)}), true, false},
		{"a modification", rec("MODIFY", map[string]events.DynamoDBAttributeValue{"pk": s("ws1#" + rtevents.Kind), "sk": s("u1"), "d": b(event)}), false, false},
		{"a removal (TTL)", rec("REMOVE", nil), false, false},
		{"another kind", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": s("ws1#other"), "sk": s("u1"), "d": b(event)}), false, false},
		{"a counter", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": s("ws1#" + rtevents.Kind + "#n"), "sk": s("u1")}), false, false},
		{"a global record", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": s(store.Global + "#" + rtevents.Kind), "sk": s("u1"), "d": b(event)}), false, false},
		{"pk of another type", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": b([]byte("x")), "sk": s("u1")}), false, true},
		{"no image", rec("INSERT", nil), false, true},
		{"d as a string", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": s("ws1#" + rtevents.Kind), "sk": s("u1"), "d": s("{}")}), false, true},
		{"no sk", rec("INSERT", map[string]events.DynamoDBAttributeValue{"pk": s("ws1#" + rtevents.Kind), "d": b(event)}), false, true},
	}
	for _, c := range cases {
		ev, ok, err := decodeRecord(c.rec)
		if ok != c.ok || (err != nil) != c.bad {
			t.Errorf("%s: ok %v err %v", c.name, ok, err)
		}
		if ok && (ev.Workspace != "ws1" || string(ev.Data) != string(event)) {
			t.Errorf("%s: decoded %+v", c.name, ev)
		}
	}
}

func TestEventMessageWrapsTheStoredEvent(t *testing.T) {
	msg, app, err := eventMessage([]byte(`{"uuid":"u1","app_uuid":"a1","verdict":"block"}`))
	if err != nil || app != "a1" || string(msg) != `{"type":"runtime_event","event":{"uuid":"u1","app_uuid":"a1","verdict":"block"}}` {
		t.Fatalf("%s %q %v", msg, app, err)
	}
	for _, bad := range []string{``, `[1]`, `"x"`, `{"uuid":`} {
		if _, _, err := eventMessage([]byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestManagementAPIPostsSignedToTheConnection(t *testing.T) {
	// GIVEN a stand-in for the Management API that answers 200, then 410,
	// then 500
	var got []*http.Request
	var bodies []string
	statuses := []int{http.StatusOK, http.StatusGone, http.StatusInternalServerError}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got, bodies = append(got, r), append(bodies, string(b))
		w.WriteHeader(statuses[len(got)-1])
	}))
	defer srv.Close()
	m := &ManagementAPI{
		Endpoint: srv.URL + "/live", Region: "eu-west-1",
		Credentials: credentials.NewStaticCredentialsProvider("AKIDEXAMPLE", "secret", ""),
		Now:         func() time.Time { return time.Date(2026, 11, 22, 10, 30, 0, 0, time.UTC) },
	}
	ctx := context.Background()
	// WHEN a message is posted to a connection
	if err := m.Post(ctx, "Ab1cDcY4IAMCJcA=", []byte(`{"type":"pong"}`)); err != nil {
		t.Fatal(err)
	}
	// THEN it is a POST to the stage's @connections path, the id escaped as
	// the SDK escapes a path label, signed for execute-api in the region
	r := got[0]
	if r.Method != http.MethodPost || r.URL.EscapedPath() != "/live/@connections/Ab1cDcY4IAMCJcA%3D" || bodies[0] != `{"type":"pong"}` {
		t.Fatalf("%s %s %q", r.Method, r.URL.EscapedPath(), bodies[0])
	}
	if a := r.Header.Get("Authorization"); !strings.HasPrefix(a, "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261122/eu-west-1/execute-api/aws4_request") {
		t.Errorf("Authorization %q", a)
	}
	// AND a gone connection is ErrGone, any other failure an error
	if err := m.Post(ctx, "c2", []byte("{}")); !errors.Is(err, ErrGone) {
		t.Errorf("410: %v", err)
	}
	if err := m.Post(ctx, "c3", []byte("{}")); err == nil || errors.Is(err, ErrGone) {
		t.Errorf("500: %v", err)
	}
}

func TestHubPublishesToItsWorkspaceAndDropsSlowClients(t *testing.T) {
	h := NewHub()
	a, _ := h.subscribe("ws1", "")
	filtered, _ := h.subscribe("ws1", "app-2")
	other, _ := h.subscribe("ws2", "")
	// WHEN an event of ws1's app-1 is published
	h.Publish("ws1", []byte(`{"uuid":"u1","app_uuid":"app-1"}`))
	// THEN only the unfiltered ws1 subscriber has it
	if len(a.out) != 1 || len(filtered.out) != 0 || len(other.out) != 0 {
		t.Fatalf("queued %d %d %d", len(a.out), len(filtered.out), len(other.out))
	}
	// WHEN a subscriber falls a full buffer behind
	for range subscriberBuffer {
		h.Publish("ws1", []byte(`{"uuid":"u","app_uuid":"app-1"}`))
	}
	// THEN it is dropped as too slow, its queue closed
	for range a.out {
	}
	if a.why != websocket.StatusPolicyViolation {
		t.Errorf("slow subscriber closed with %v", a.why)
	}
	// AND closing the hub ends the others and refuses new ones
	h.Close()
	if _, open := <-other.out; open || other.why != websocket.StatusGoingAway {
		t.Errorf("after Close: open %v, %v", open, other.why)
	}
	if _, ok := h.subscribe("ws1", ""); ok {
		t.Error("subscribed to a closed hub")
	}
}

func TestFeedPublishesStoredRuntimeEventsOnly(t *testing.T) {
	db, err := boltstore.Open(t.TempDir()+"/db", clock.System{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	h := NewHub()
	sub, _ := h.subscribe("ws1", "")
	tb := Feed(db.Table("events"), h)
	ctx := context.Background()
	e := rtevents.Event{UUID: rtevents.NewID(time.Now()), AppUUID: "a1", CreatedAt: time.Now()}
	// WHEN an event is written, another kind is created, and the same
	// event is written again (refused by the store)
	if err := rtevents.Write(ctx, tb, "ws1", e, time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Create(ctx, store.Item{Key: store.Key{Workspace: "ws1", Kind: "other", ID: "x"}, Data: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if err := rtevents.Write(ctx, tb, "ws1", e, time.Hour); err == nil {
		t.Fatal("duplicate event stored")
	}
	// THEN exactly the stored event was published
	if len(sub.out) != 1 {
		t.Fatalf("%d messages published", len(sub.out))
	}
	var m struct {
		Type  string         `json:"type"`
		Event rtevents.Event `json:"event"`
	}
	if err := json.Unmarshal(<-sub.out, &m); err != nil || m.Type != TypeRuntimeEvent || m.Event.UUID != e.UUID {
		t.Fatalf("%+v %v", m, err)
	}
}
