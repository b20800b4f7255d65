package blobtest

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"bulwark/shared/blob"
)

// Counting is a Bucket that counts the requests made to it, by kind, as
// S3 bills them ("GET", "GET range", "HEAD", "PUT", "LIST", "DELETE"):
// tests and benchmarks use it to see what reading a file costs. It
// reads ranges when the bucket it wraps does. Safe for concurrent use.
type Counting struct {
	blob.Bucket
	mu sync.Mutex
	n  map[string]int
}

var _ blob.Bucket = (*Counting)(nil)

// NewCounting wraps b.
func NewCounting(b blob.Bucket) *Counting { return &Counting{Bucket: b, n: map[string]int{}} }

func (c *Counting) note(kind string) {
	c.mu.Lock()
	c.n[kind]++
	c.mu.Unlock()
}

// Take returns the counts since the last Take and starts again.
func (c *Counting) Take() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.n
	c.n = map[string]int{}
	return out
}

// Format writes counts in a fixed order, for a report.
func Format(counts map[string]int) string {
	var parts []string
	for _, k := range []string{"GET", "GET range", "HEAD", "PUT", "LIST", "DELETE"} {
		if counts[k] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", k, counts[k]))
		}
	}
	return strings.Join(parts, ", ")
}

// Put counts a PUT.
func (c *Counting) Put(ctx context.Context, key string, r io.Reader, contentType string) error {
	c.note("PUT")
	return c.Bucket.Put(ctx, key, r, contentType)
}

// Get counts a GET.
func (c *Counting) Get(ctx context.Context, key string) (io.ReadCloser, blob.Attrs, error) {
	c.note("GET")
	return c.Bucket.Get(ctx, key)
}

// Stat counts a HEAD.
func (c *Counting) Stat(ctx context.Context, key string) (blob.Attrs, error) {
	c.note("HEAD")
	return c.Bucket.Stat(ctx, key)
}

// Delete counts a DELETE.
func (c *Counting) Delete(ctx context.Context, key string) error {
	c.note("DELETE")
	return c.Bucket.Delete(ctx, key)
}

// List counts a LIST.
func (c *Counting) List(ctx context.Context, prefix, cursor string, limit int) (blob.ListPage, error) {
	c.note("LIST")
	return c.Bucket.List(ctx, prefix, cursor, limit)
}

// GetRange counts a ranged GET.
func (c *Counting) GetRange(ctx context.Context, key string, off, n int64) (io.ReadCloser, error) {
	c.note("GET range")
	return c.Bucket.GetRange(ctx, key, off, n)
}
