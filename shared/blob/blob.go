// Package blob is the object-storage port: uploads, parquet files and other
// large bytes live in a Bucket under slash-separated keys. Keys are always
// built by Bulwark (workspace first: "<workspace>/datasets/<id>/..."), never
// taken from a caller unchecked.
//
// Implementations are safe for concurrent use. A Put is atomic: a reader sees
// the old object or the whole new one, never a part. Errors wrap
// errs.ErrNotFound (missing key) or errs.ErrInvalid (bad key).
package blob

import (
	"context"
	"io"
	"time"
)

// Attrs describes a stored object.
type Attrs struct {
	Key         string
	Size        int64
	ContentType string
	ModTime     time.Time
}

// ListPage is one page of a listing in key order.
type ListPage struct {
	Objects []Attrs
	// Next is the cursor of the following page, or "" on the last page.
	Next string
}

// Ranger reads part of an object, so that a reader of a large file (the
// row groups of a parquet file) fetches only what it needs. Every Bucket
// is one.
type Ranger interface {
	// GetRange opens the n bytes of the object at offset off (within the
	// object), fewer when it ends before; the caller closes the reader.
	// An offset at or past the end is the caller's error (the adapters
	// answer differently), and a zero-length range reads nothing without
	// checking that the object exists: callers size ranges from the
	// object's length, as the parquet reader does.
	GetRange(ctx context.Context, key string, off, n int64) (io.ReadCloser, error)
}

// Bucket stores objects.
type Bucket interface {
	// Put stores the object read from r under key, replacing any old one.
	Put(ctx context.Context, key string, r io.Reader, contentType string) error
	// Get opens the object; the caller closes the reader.
	Get(ctx context.Context, key string) (io.ReadCloser, Attrs, error)
	// Stat returns the object's attributes.
	Stat(ctx context.Context, key string) (Attrs, error)
	// Delete removes the object; deleting a missing key is not an error.
	Delete(ctx context.Context, key string) error
	// List returns objects whose key starts with prefix, in key order.
	List(ctx context.Context, prefix, cursor string, limit int) (ListPage, error)
	Ranger
}
