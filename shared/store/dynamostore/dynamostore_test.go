package dynamostore_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/store"
	"bulwark/shared/store/dynamostore"
	"bulwark/shared/store/storetest"
)

// newTable creates a uniquely named table on the emulator, deleted when the
// test ends.
func newTable(t *testing.T) (*dynamo.DB, string) {
	cfg := awstest.Config(t)
	db := dynamo.New(cfg)
	name := awstest.UniqueName(t, "bulwark-test")
	if err := dynamostore.CreateTable(t.Context(), db, name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := dynamostore.DeleteTable(context.Background(), db, name); err != nil {
			t.Error(err)
		}
	})
	return db, name
}

func TestConformance(t *testing.T) {
	// One table for the whole suite: every test works in its own workspace.
	db, name := newTable(t)
	storetest.Run(t, func(t *testing.T) (store.Table, *clock.Fake) {
		clk := clock.NewFake(time.Now().Truncate(time.Second))
		return dynamostore.New(db, name, clk), clk
	})
}

// TestLayout pins the table layout the CDK stack must reproduce.
func TestLayout(t *testing.T) {
	db, name := newTable(t)
	client := db.Client()
	desc, err := client.DescribeTable(t.Context(), &dynamodb.DescribeTableInput{TableName: aws.String(name)})
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{}
	for _, k := range desc.Table.KeySchema {
		keys[aws.ToString(k.AttributeName)] = string(k.KeyType)
	}
	if keys["pk"] != "HASH" || keys["sk"] != "RANGE" || len(keys) != 2 {
		t.Fatalf("key schema %v", keys)
	}
	for _, a := range desc.Table.AttributeDefinitions {
		if a.AttributeType != "S" {
			t.Fatalf("attribute %s has type %s, want S", aws.ToString(a.AttributeName), a.AttributeType)
		}
	}
	if bm := desc.Table.BillingModeSummary; bm == nil || bm.BillingMode != "PAY_PER_REQUEST" {
		t.Fatalf("billing mode %+v", bm)
	}
	ttl, err := client.DescribeTimeToLive(t.Context(), &dynamodb.DescribeTimeToLiveInput{TableName: aws.String(name)})
	if err != nil {
		t.Fatal(err)
	}
	if d := ttl.TimeToLiveDescription; d == nil || aws.ToString(d.AttributeName) != "exp" || d.TimeToLiveStatus != "ENABLED" {
		t.Fatalf("TTL %+v", d)
	}

	// An item is stored under the documented attributes.
	clk := clock.NewFake(time.Now())
	tbl := dynamostore.New(db, name, clk)
	exp := clk.Now().Add(time.Hour)
	k := store.Key{Workspace: "w1", Kind: "users", ID: "u1"}
	if _, err := tbl.Create(t.Context(), store.Item{Key: k, Data: []byte("ada"), ExpiresAt: exp}); err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := db.Table(name).Get("pk", "w1#users").Range("sk", dynamo.Equal, "u1").One(t.Context(), &raw); err != nil {
		t.Fatal(err)
	}
	if string(raw["d"].([]byte)) != "ada" || raw["v"] != 1.0 || raw["exp"] != float64(exp.Unix()) {
		t.Fatalf("stored item %v", raw)
	}
}

// losingTransport carries requests to the emulator but, once, loses the
// answer of an operation (PutItem unless op says otherwise) that the
// emulator has carried out, as a dropped connection does; the SDK then
// sends the request again.
type losingTransport struct {
	base http.RoundTripper
	op   string
	lost atomic.Bool
}

func (l *losingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := l.base.RoundTrip(r)
	op := l.op
	if op == "" {
		op = "PutItem"
	}
	if err == nil && strings.HasSuffix(r.Header.Get("X-Amz-Target"), "."+op) && l.lost.CompareAndSwap(false, true) {
		resp.Body.Close()
		return nil, errors.New("connection reset by peer")
	}
	return resp, err
}

// A Create whose answer was lost and that the SDK sent again is still a
// success: the retry finds the record it made itself, not another
// writer's. (Under load the emulator drops connections, and a tenant's
// first user failed with "already exists".)
func TestCreateSurvivesARetryOfItsOwnWrite(t *testing.T) {
	_, name := newTable(t)
	cfg := awstest.Config(t)
	lt := &losingTransport{base: http.DefaultTransport}
	cfg.HTTPClient = &http.Client{Transport: lt}
	tb := dynamostore.New(dynamo.New(cfg), name, clock.NewFake(time.Now()))
	k := store.Key{Workspace: "w", Kind: "user", ID: "1"}
	if _, err := tb.Create(t.Context(), store.Item{Key: k, Data: []byte("ada")}); err != nil {
		t.Fatalf("create with its answer lost once: %v", err)
	}
	if !lt.lost.Load() {
		t.Fatal("the transport lost no answer: the test proves nothing")
	}
	// Another writer's record is still refused.
	if _, err := tb.Create(t.Context(), store.Item{Key: k, Data: []byte("bob")}); !errors.Is(err, errs.ErrAlreadyExists) {
		t.Fatalf("a second create: %v", err)
	}
	if it, err := tb.Get(t.Context(), k); err != nil || string(it.Data) != "ada" || it.Version != 1 {
		t.Fatalf("stored %+v %v", it, err)
	}
}

// An addition whose answer was lost and that the SDK sent again counts
// once: the quota and rate counters stay exact under a dropped connection
// (a CI run on the emulator met a quota of 2 used up by one scan).
func TestIncrSurvivesARetryOfItsOwnWrite(t *testing.T) {
	_, name := newTable(t)
	cfg := awstest.Config(t)
	k := store.Key{Workspace: "w", Kind: "quota", ID: "2026-11"}
	for _, op := range []string{"PutItem", "UpdateItem"} {
		lt := &losingTransport{base: http.DefaultTransport, op: op}
		cfg.HTTPClient = &http.Client{Transport: lt}
		tb := dynamostore.New(dynamo.New(cfg), name, clock.NewFake(time.Now()))
		// The first call starts the counter (PutItem), the second adds to it
		// (UpdateItem).
		want := int64(1)
		if op == "UpdateItem" {
			want = 2
		}
		n, err := tb.Incr(t.Context(), k, 1, time.Time{})
		if err != nil || n != want {
			t.Fatalf("%s answer lost once: Incr = %d, %v; want %d", op, n, err, want)
		}
		if !lt.lost.Load() {
			t.Fatalf("%s: the transport lost no answer: the test proves nothing", op)
		}
		if got, _ := tb.Incr(t.Context(), k, 0, time.Time{}); got != want {
			t.Fatalf("%s: counter reads %d, want %d", op, got, want)
		}
	}
}

// An Update whose answer was lost and that the SDK sent again succeeds:
// the retry finds its own write at the next version rather than a version
// mismatch, which would make records.Mutate apply its change a second time
// (an enrollment token's uses counted twice).
func TestUpdateSurvivesARetryOfItsOwnWrite(t *testing.T) {
	_, name := newTable(t)
	cfg := awstest.Config(t)
	k := store.Key{Workspace: "w", Kind: "token", ID: "1"}
	plain := dynamostore.New(dynamo.New(cfg), name, clock.NewFake(time.Now()))
	it, err := plain.Create(t.Context(), store.Item{Key: k, Data: []byte(`{"uses":0}`)})
	if err != nil {
		t.Fatal(err)
	}
	lt := &losingTransport{base: http.DefaultTransport}
	cfg.HTTPClient = &http.Client{Transport: lt}
	tb := dynamostore.New(dynamo.New(cfg), name, clock.NewFake(time.Now()))
	it.Data = []byte(`{"uses":1}`)
	got, err := tb.Update(t.Context(), it)
	if err != nil || got.Version != 2 {
		t.Fatalf("update with its answer lost once: %+v %v", got, err)
	}
	if !lt.lost.Load() {
		t.Fatal("the transport lost no answer: the test proves nothing")
	}
	// A stale writer is still refused.
	if _, err := tb.Update(t.Context(), it); !errors.Is(err, errs.ErrVersionMismatch) {
		t.Fatalf("a stale update: %v", err)
	}
	if cur, err := tb.Get(t.Context(), k); err != nil || cur.Version != 2 || string(cur.Data) != `{"uses":1}` {
		t.Fatalf("stored %+v %v", cur, err)
	}
}

// A Delete whose answer was lost and that the SDK sent again succeeds: the
// retry finds its own write rather than a missing item (a spent
// password-reset token read as invalid under load). A second delete still
// finds nothing, and a Create reuses the key.
func TestDeleteSurvivesARetryOfItsOwnWrite(t *testing.T) {
	_, name := newTable(t)
	cfg := awstest.Config(t)
	for i, op := range []string{"DeleteItem", "UpdateItem"} {
		k := store.Key{Workspace: "w", Kind: "reset", ID: fmt.Sprint(i)}
		plain := dynamostore.New(dynamo.New(cfg), name, clock.NewFake(time.Now()))
		if _, err := plain.Create(t.Context(), store.Item{Key: k, Data: []byte("token")}); err != nil {
			t.Fatal(err)
		}
		lt := &losingTransport{base: http.DefaultTransport, op: op}
		lcfg := cfg.Copy()
		lcfg.HTTPClient = &http.Client{Transport: lt}
		tb := dynamostore.New(dynamo.New(lcfg), name, clock.NewFake(time.Now()))
		if err := tb.Delete(t.Context(), k); err != nil {
			t.Fatalf("%s answer lost once: delete = %v", op, err)
		}
		if !lt.lost.Load() {
			t.Fatalf("%s: the transport lost no answer: the test proves nothing", op)
		}
		if err := plain.Delete(t.Context(), k); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("%s: a second delete: %v", op, err)
		}
		if _, err := plain.Get(t.Context(), k); !errors.Is(err, errs.ErrNotFound) {
			t.Fatalf("%s: get after delete: %v", op, err)
		}
		page, err := plain.List(t.Context(), "w", "reset", store.Query{})
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range page.Items {
			if it.Key == k {
				t.Fatalf("%s: a deleted item is listed", op)
			}
		}
		if _, err := plain.Create(t.Context(), store.Item{Key: k, Data: []byte("again")}); err != nil {
			t.Fatalf("%s: create after delete: %v", op, err)
		}
	}
}
