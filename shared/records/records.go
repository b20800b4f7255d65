// Package records stores Go values as JSON items of a store.Table, so that
// services work with typed records and never with raw bytes.
package records

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"bulwark/shared/errs"
	"bulwark/shared/store"
)

// NewID returns a UUIDv7 string: ids made later sort after ids made earlier,
// so key order is creation order.
func NewID() string { return uuid.Must(uuid.NewV7()).String() }

// Get loads the record at k into a new T and returns it with its version.
func Get[T any](ctx context.Context, t store.Table, k store.Key) (T, int64, error) {
	var v T
	it, err := t.Get(ctx, k)
	if err != nil {
		return v, 0, err
	}
	if err := json.Unmarshal(it.Data, &v); err != nil {
		return v, 0, fmt.Errorf("records.Get %s/%s/%s: decode: %w", k.Workspace, k.Kind, k.ID, err)
	}
	return v, it.Version, nil
}

// Create stores v as a new record (errs.ErrAlreadyExists when k is taken).
func Create(ctx context.Context, t store.Table, k store.Key, v any, expiresAt time.Time) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("records.Create %s: encode: %w", k.Kind, err)
	}
	_, err = t.Create(ctx, store.Item{Key: k, Data: data, ExpiresAt: expiresAt})
	return err
}

// Update replaces the record at k when its version is still version
// (errs.ErrVersionMismatch otherwise) and returns the new version.
func Update(ctx context.Context, t store.Table, k store.Key, v any, version int64, expiresAt time.Time) (int64, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return 0, fmt.Errorf("records.Update %s: encode: %w", k.Kind, err)
	}
	it, err := t.Update(ctx, store.Item{Key: k, Data: data, Version: version, ExpiresAt: expiresAt})
	if err != nil {
		return 0, err
	}
	return it.Version, nil
}

// Put stores v unconditionally.
func Put(ctx context.Context, t store.Table, k store.Key, v any, expiresAt time.Time) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("records.Put %s: encode: %w", k.Kind, err)
	}
	_, err = t.Put(ctx, store.Item{Key: k, Data: data, ExpiresAt: expiresAt})
	return err
}

// Mutate loads the record at k, applies fn and writes it back with an
// optimistic check, retrying on concurrent changes (up to 8 times). fn may be
// called more than once and must not have side effects besides changing v.
func Mutate[T any](ctx context.Context, t store.Table, k store.Key, fn func(v *T) error) (T, error) {
	var last error
	for range 8 {
		v, ver, err := Get[T](ctx, t, k)
		if err != nil {
			return v, err
		}
		if err := fn(&v); err != nil {
			return v, err
		}
		if _, err = Update(ctx, t, k, v, ver, time.Time{}); err == nil {
			return v, nil
		}
		last = err
		if !errors.Is(err, errs.ErrVersionMismatch) {
			return v, err
		}
	}
	var zero T
	return zero, last
}

// List decodes one page of records of a workspace and kind.
func List[T any](ctx context.Context, t store.Table, workspace, kind string, q store.Query) ([]T, string, error) {
	page, err := t.List(ctx, workspace, kind, q)
	if err != nil {
		return nil, "", err
	}
	out := make([]T, 0, len(page.Items))
	for _, it := range page.Items {
		var v T
		if err := json.Unmarshal(it.Data, &v); err != nil {
			return nil, "", fmt.Errorf("records.List %s: decode %s: %w", kind, it.ID, err)
		}
		out = append(out, v)
	}
	return out, page.Next, nil
}

// NextSeq returns the next integer of a named sequence (1, 2, 3, ...),
// used for the integer ids the API exposes (users, organizations).
func NextSeq(ctx context.Context, t store.Table, name string) (int64, error) {
	return t.Incr(ctx, store.Key{Workspace: store.Global, Kind: "seq", ID: name}, 1, time.Time{})
}

// NormEmail canonicalises an e-mail address for look-ups.
func NormEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
