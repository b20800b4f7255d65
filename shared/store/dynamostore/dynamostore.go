// Package dynamostore is the DynamoDB store.Table adapter, built on
// github.com/guregu/dynamo/v2 and aws-sdk-go-v2.
//
// # Table layout
//
// The CDK stack creates every Bulwark table with this schema (CreateTable
// here creates the same one for tests and the emulator mode):
//
//	pk   S  partition key: "<workspace>#<kind>" for items,
//	        "<workspace>#<kind>#n" for counters ('#' is forbidden in
//	        workspaces and kinds, so partitions never collide)
//	sk   S  sort key: the item id
//	d    B  the item's data (absent when empty)
//	v    N  the item's version (1 after Create, +1 on every Update or Put)
//	exp  N  expiry in Unix seconds (absent: never); the table's TTL attribute
//	n    N  a counter's value
//
// Billing is on demand; there are no secondary indexes. All reads are
// strongly consistent, so a write is visible to the next read.
//
// # Expiry
//
// DynamoDB deletes expired items lazily (often days later), so the adapter
// compares exp with its clock on every read and in every condition: an
// expired item is absent for Get, List, Update and Delete, and Create, Put
// and Incr replace it as if it did not exist.
package dynamostore

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/store"
	"bulwark/shared/store/internal/storekit"
)

// Attribute names of the table layout.
const (
	attrPK  = "pk"
	attrSK  = "sk"
	attrExp = "exp"
)

// record is one DynamoDB item, an item or a counter.
type record struct {
	PK  string `dynamo:"pk,hash"`
	SK  string `dynamo:"sk,range"`
	D   []byte `dynamo:"d,omitempty"`
	V   int64  `dynamo:"v,omitempty"`
	Exp int64  `dynamo:"exp,omitempty"`
	N   int64  `dynamo:"n,omitempty"`
	// W is the write token of the Create that made the record (see
	// Create).
	W string `dynamo:"w,omitempty"`
}

// Conditions shared by the writes. Each takes the clock's Unix seconds.
const (
	// condAbsent holds when there is no live record at the key.
	condAbsent = "attribute_not_exists($) OR $ <= ?"
	// condLive holds when there is a live record at the key.
	condLive = "attribute_exists($) AND (attribute_not_exists($) OR $ > ?)"
)

// Table is a store.Table on one DynamoDB table.
type Table struct {
	table dynamo.Table
	clock clock.Clock
}

var _ store.Table = (*Table)(nil)

// New returns the Table on the DynamoDB table tableName, which must have the
// layout described in the package doc.
func New(db *dynamo.DB, tableName string, c clock.Clock) *Table {
	return &Table{table: db.Table(tableName), clock: c}
}

// CreateTable creates a table with the package's layout (on-demand billing,
// TTL on exp) and waits until it is active.
//
// A table that exists already is not an error: the SDK retries a
// CreateTable whose answer was lost, and the retry finds the table the
// first attempt made. It is waited for and used as it is.
func CreateTable(ctx context.Context, db *dynamo.DB, name string) error {
	err := db.CreateTable(name, record{}).OnDemand(true).Wait(ctx)
	var inUse *types.ResourceInUseException
	if errors.As(err, &inUse) {
		err = db.Table(name).Wait(ctx)
	}
	if err != nil {
		return fmt.Errorf("dynamostore.CreateTable %s: %w", name, err)
	}
	if err := db.Table(name).UpdateTTL(attrExp, true).Run(ctx); err != nil {
		return fmt.Errorf("dynamostore.CreateTable %s: enable TTL: %w", name, err)
	}
	return nil
}

// DeleteTable deletes a table and waits until it is gone. A table that
// does not exist is not an error: the SDK retries a DeleteTable whose
// answer was lost, and the retry finds the table already gone.
func DeleteTable(ctx context.Context, db *dynamo.DB, name string) error {
	err := db.Table(name).DeleteTable().Wait(ctx)
	var missing *types.ResourceNotFoundException
	if err != nil && !errors.As(err, &missing) {
		return fmt.Errorf("dynamostore.DeleteTable %s: %w", name, err)
	}
	return nil
}

// fail wraps err with the operation and key, translating DynamoDB errors.
func fail(op string, k store.Key, err error) error {
	var rnf *types.ResourceNotFoundException
	switch {
	case errors.Is(err, dynamo.ErrNotFound):
		err = errs.ErrNotFound
	case errors.As(err, &rnf):
		err = fmt.Errorf("%w: %w", errs.ErrUnavailable, err)
	case isThrottled(err):
		err = fmt.Errorf("%w: %w", errs.ErrUnavailable, err)
	}
	return fmt.Errorf("dynamostore.%s %s: %w", op, storekit.Name(k), err)
}

func isThrottled(err error) bool {
	var pte *types.ProvisionedThroughputExceededException
	var rle *types.RequestLimitExceeded
	var tce *types.ThrottlingException
	return errors.As(err, &pte) || errors.As(err, &rle) || errors.As(err, &tce)
}

func (t *Table) nowUnix() int64 { return storekit.NowUnix(t.clock.Now()) }

func toItem(k store.Key, r record) store.Item {
	return store.Item{Key: k, Data: storekit.Clone(r.D), Version: r.V, ExpiresAt: storekit.ExpTime(r.Exp)}
}

func newRecord(it store.Item, version int64) record {
	return record{
		PK:  storekit.Partition(it.Workspace, it.Kind),
		SK:  it.ID,
		D:   storekit.Clone(it.Data),
		V:   version,
		Exp: storekit.ExpUnix(it.ExpiresAt),
	}
}

// Create stores a new item with Version 1, over an expired one if any.
func (t *Table) Create(ctx context.Context, it store.Item) (store.Item, error) {
	if err := storekit.CheckKey(it.Key); err != nil {
		return store.Item{}, fail("Create", it.Key, err)
	}
	r := newRecord(it, 1)
	// The SDK retries a request whose answer was lost (a dropped
	// connection); the retry of a Create that did succeed would find its
	// own record and fail the condition. A random token written with the
	// record tells that retry from a record another writer made.
	r.W = writeToken()
	err := t.table.Put(r).If(condAbsent, attrPK, attrExp, t.nowUnix()).Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		err = errs.ErrAlreadyExists
		if got, gerr := t.get(ctx, it.Key); gerr == nil && got.W == r.W {
			err = nil
		}
	}
	if err != nil {
		return store.Item{}, fail("Create", it.Key, err)
	}
	return toItem(it.Key, r), nil
}

// writeToken is a random token that identifies one Create call.
func writeToken() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// PutBatch writes items with BatchWriteItem, 25 a call, retrying the
// unprocessed ones (store.Batcher).
func (t *Table) PutBatch(ctx context.Context, items []store.Item) error {
	recs := make([]any, 0, len(items))
	for _, it := range items {
		if err := storekit.CheckKey(it.Key); err != nil {
			return fail("PutBatch", it.Key, err)
		}
		recs = append(recs, newRecord(it, 1))
	}
	if len(recs) == 0 {
		return nil
	}
	if _, err := t.table.Batch(attrPK, attrSK).Write().Put(recs...).Run(ctx); err != nil {
		return fmt.Errorf("dynamostore.PutBatch: %w", err)
	}
	return nil
}

// get reads the live record at k (dynamo.ErrNotFound when absent or expired).
func (t *Table) get(ctx context.Context, k store.Key) (record, error) {
	var r record
	err := t.table.Get(attrPK, storekit.Partition(k.Workspace, k.Kind)).
		Range(attrSK, dynamo.Equal, k.ID).
		Consistent(true).
		One(ctx, &r)
	if err == nil && storekit.Expired(r.Exp, t.clock.Now()) {
		err = dynamo.ErrNotFound
	}
	return r, err
}

// Get returns the live item at k.
func (t *Table) Get(ctx context.Context, k store.Key) (store.Item, error) {
	if err := storekit.CheckKey(k); err != nil {
		return store.Item{}, fail("Get", k, err)
	}
	r, err := t.get(ctx, k)
	if err != nil {
		return store.Item{}, fail("Get", k, err)
	}
	return toItem(k, r), nil
}

// Update replaces the item when its stored Version equals it.Version.
func (t *Table) Update(ctx context.Context, it store.Item) (store.Item, error) {
	if err := storekit.CheckKey(it.Key); err != nil {
		return store.Item{}, fail("Update", it.Key, err)
	}
	r := newRecord(it, it.Version+1)
	// As in Create: a retry of an update that was carried out finds its
	// own write (the token) at the next version, and succeeds, instead of
	// reporting a version mismatch that would make the caller apply its
	// change a second time.
	r.W = writeToken()
	err := t.table.Put(r).
		If("$ = ? AND (attribute_not_exists($) OR $ > ?)", "v", it.Version, attrExp, attrExp, t.nowUnix()).
		Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		// Tell a missing item from a newer one; a race between the two
		// reads only changes which of both errors the loser sees.
		err = errs.ErrVersionMismatch
		if got, gerr := t.get(ctx, it.Key); gerr != nil {
			err = gerr
		} else if got.W == r.W && got.V == r.V {
			err = nil
		}
	}
	if err != nil {
		return store.Item{}, fail("Update", it.Key, err)
	}
	return toItem(it.Key, r), nil
}

// Put creates or replaces the item; the version continues from a live one.
func (t *Table) Put(ctx context.Context, it store.Item) (store.Item, error) {
	if err := storekit.CheckKey(it.Key); err != nil {
		return store.Item{}, fail("Put", it.Key, err)
	}
	r := newRecord(it, 1)
	for {
		// Replace a live item, bumping its version atomically...
		u := t.table.Update(attrPK, r.PK).Range(attrSK, r.SK).Add("v", 1).Set("d", r.D)
		if r.Exp != 0 {
			u = u.Set(attrExp, r.Exp)
		} else {
			u = u.Remove(attrExp)
		}
		var out record
		err := u.If(condLive, attrPK, attrExp, attrExp, t.nowUnix()).Value(ctx, &out)
		if err == nil {
			return toItem(it.Key, out), nil
		}
		if !dynamo.IsCondCheckFailed(err) {
			return store.Item{}, fail("Put", it.Key, err)
		}
		// ...or create it when there is none.
		err = t.table.Put(r).If(condAbsent, attrPK, attrExp, t.nowUnix()).Run(ctx)
		if err == nil {
			return toItem(it.Key, r), nil
		}
		if !dynamo.IsCondCheckFailed(err) {
			return store.Item{}, fail("Put", it.Key, err)
		}
		// Another writer created it in between: replace theirs.
		if err := ctx.Err(); err != nil {
			return store.Item{}, fail("Put", it.Key, err)
		}
	}
}

// Delete removes the live item at k.
//
// The SDK retries a request whose answer was lost; the retry of a delete
// that was carried out would find nothing and report the item missing (a
// spent password-reset token then read as invalid). So the item is first
// expired, with a write token, in one conditional update: every read,
// List and write condition already treats an expired item as absent, and
// a retry that finds its own token knows the delete was its own. Then the
// expired item is removed, if it still carries the token (a Create over
// it is left alone); should that fail, the item stays expired, reads as
// absent and is replaced by the next Create.
func (t *Table) Delete(ctx context.Context, k store.Key) error {
	if err := storekit.CheckKey(k); err != nil {
		return fail("Delete", k, err)
	}
	pk := storekit.Partition(k.Workspace, k.Kind)
	tok := writeToken()
	err := t.table.Update(attrPK, pk).Range(attrSK, k.ID).
		Set(attrExp, tombstoneExp).Set("w", tok).
		If(condLive, attrPK, attrExp, attrExp, t.nowUnix()).
		Run(ctx)
	if dynamo.IsCondCheckFailed(err) {
		err = errs.ErrNotFound
		var cur record
		gerr := t.table.Get(attrPK, pk).Range(attrSK, dynamo.Equal, k.ID).Consistent(true).One(ctx, &cur)
		if gerr == nil && cur.W == tok {
			err = nil
		}
	}
	if err != nil {
		return fail("Delete", k, err)
	}
	_ = t.table.Delete(attrPK, pk).Range(attrSK, k.ID).If("$ = ?", "w", tok).Run(ctx)
	return nil
}

// tombstoneExp is the expiry of a deleted item not yet removed: expired
// on every clock.
const tombstoneExp = 1

// List returns one page of the live items of a workspace and kind. It
// queries the partition within the plan's range, lets DynamoDB drop expired
// items, and keeps reading DynamoDB pages until it has one item more than
// the page holds (to know whether there is a next page) or the range ends.
func (t *Table) List(ctx context.Context, workspace, kind string, q store.Query) (store.Page, error) {
	fail := func(err error) (store.Page, error) {
		return store.Page{}, fmt.Errorf("dynamostore.List %s/%s: %w", workspace, kind, err)
	}
	p, err := storekit.NewPlan(workspace, kind, q)
	if err != nil {
		return fail(err)
	}
	// Key condition bounds, both inclusive; the cursor's id and Hi itself
	// are dropped below by p.Wants.
	lower, upper := p.Lo, p.Hi
	if p.After != "" {
		if p.Descending {
			upper = p.After
		} else {
			lower = max(lower, p.After)
		}
	}
	if upper != "" && lower > upper || p.Empty() {
		return store.Page{}, nil
	}
	pk := storekit.Partition(workspace, kind)
	now := t.nowUnix()
	var items []store.Item
	var start dynamo.PagingKey
	for {
		qr := t.table.Get(attrPK, pk).Consistent(true).
			Filter("attribute_not_exists($) OR $ > ?", attrExp, attrExp, now).
			// Read about as many items as are still missing (+2 for the
			// cursor's and Hi's own ids, which are dropped).
			SearchLimit(p.Limit + 1 - len(items) + 2)
		switch {
		case lower != "" && upper != "":
			qr = qr.Range(attrSK, dynamo.Between, lower, upper)
		case lower != "":
			qr = qr.Range(attrSK, dynamo.GreaterOrEqual, lower)
		case upper != "":
			qr = qr.Range(attrSK, dynamo.LessOrEqual, upper)
		}
		if p.Descending {
			qr = qr.Order(dynamo.Descending)
		}
		if start != nil {
			qr = qr.StartFrom(start)
		}
		iter := qr.Iter()
		var r record
		for iter.Next(ctx, &r) {
			if p.Past(r.SK) {
				return storekit.Finish(p, items), nil
			}
			if !p.Wants(r.SK) {
				continue
			}
			items = append(items, toItem(store.Key{Workspace: workspace, Kind: kind, ID: r.SK}, r))
			if len(items) > p.Limit {
				return storekit.Finish(p, items), nil
			}
			r = record{}
		}
		if err := iter.Err(); err != nil {
			return fail(err)
		}
		start, err = iter.LastEvaluatedKey(ctx)
		if err != nil {
			return fail(err)
		}
		if start == nil {
			return storekit.Finish(p, items), nil
		}
	}
}

// Incr atomically adds delta to the counter at k.
func (t *Table) Incr(ctx context.Context, k store.Key, delta int64, expiresAt time.Time) (int64, error) {
	if err := storekit.CheckKey(k); err != nil {
		return 0, fail("Incr", k, err)
	}
	pk := storekit.CounterPartition(k.Workspace, k.Kind)
	if delta == 0 {
		// A read must not create the counter, or it would fix its expiry.
		var out record
		err := t.table.Get(attrPK, pk).Range(attrSK, dynamo.Equal, k.ID).Consistent(true).One(ctx, &out)
		if errors.Is(err, dynamo.ErrNotFound) || err == nil && out.Exp != 0 && out.Exp <= t.nowUnix() {
			return 0, nil
		}
		if err != nil {
			return 0, fail("Incr", k, err)
		}
		return out.N, nil
	}
	// The SDK retries a request whose answer was lost; the retry of an
	// addition that was carried out would count it twice. Each call writes
	// a token of its own with the addition, and an addition is refused when
	// the counter already carries that token: the retry then reads the
	// counter instead. (Only a write by another caller landing between the
	// lost answer and the retry hides the token; the count is then one
	// too high, never lost.)
	tok := writeToken()
	for {
		// Add to a live counter...
		var out record
		err := t.table.Update(attrPK, pk).Range(attrSK, k.ID).Add("n", delta).Set("w", tok).
			If(condLive+" AND (attribute_not_exists($) OR $ <> ?)", attrPK, attrExp, attrExp, t.nowUnix(), "w", "w", tok).
			Value(ctx, &out)
		if err == nil {
			return out.N, nil
		}
		if !dynamo.IsCondCheckFailed(err) {
			return 0, fail("Incr", k, err)
		}
		if n, ok, err := t.counterWithToken(ctx, pk, k, tok); err != nil || ok {
			return n, err
		}
		// ...or start one, over an expired one if any.
		r := record{PK: pk, SK: k.ID, N: delta, Exp: storekit.ExpUnix(expiresAt), W: tok}
		err = t.table.Put(r).If(condAbsent, attrPK, attrExp, t.nowUnix()).Run(ctx)
		if err == nil {
			return delta, nil
		}
		if !dynamo.IsCondCheckFailed(err) {
			return 0, fail("Incr", k, err)
		}
		if n, ok, err := t.counterWithToken(ctx, pk, k, tok); err != nil || ok {
			return n, err
		}
		// Another writer started it in between: add to theirs.
		if err := ctx.Err(); err != nil {
			return 0, fail("Incr", k, err)
		}
	}
}

// counterWithToken reads a counter and reports whether it is live and
// carries tok: this call's own write was carried out and its answer lost.
func (t *Table) counterWithToken(ctx context.Context, pk string, k store.Key, tok string) (int64, bool, error) {
	var cur record
	err := t.table.Get(attrPK, pk).Range(attrSK, dynamo.Equal, k.ID).Consistent(true).One(ctx, &cur)
	if errors.Is(err, dynamo.ErrNotFound) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fail("Incr", k, err)
	}
	live := cur.Exp == 0 || cur.Exp > t.nowUnix()
	return cur.N, live && cur.W == tok, nil
}
