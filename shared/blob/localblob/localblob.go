// Package localblob is the embedded blob.Bucket adapter: objects are files
// in a directory, so `make run` needs no object store.
//
// # Layout
//
// A key's segments become nested directories, each named with a ".d"
// suffix, and its last segment a file with a ".blob" suffix:
// "w1/datasets/d1/v1.parquet" is stored at
// "<root>/w1.d/datasets.d/d1.d/v1.parquet.blob". The suffixes keep a file
// and a directory of the same name apart, so "a" and "a/b" can both exist,
// as on S3. Writes go through "<root>/.tmp", which no key can name.
//
// Each file starts with a 4-byte big-endian length and a JSON header of that
// length holding the content type, followed by the object's bytes; keeping
// both in one file makes a Put atomic (temp file + rename).
//
// # Concurrency
//
// Readers need no lock: a rename replaces a file atomically and an open file
// stays readable. Put and Delete share a lock only so that Delete's removal
// of empty directories cannot race a Put creating a file in one.
package localblob

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"bulwark/shared/blob"
	"bulwark/shared/blob/internal/blobkit"
	"bulwark/shared/errs"
)

const (
	dirSuffix  = ".d"
	fileSuffix = ".blob"
	tmpDir     = ".tmp"
	maxHeader  = 64 << 10
)

// Bucket is a blob.Bucket in a local directory.
type Bucket struct {
	root string
	// mu is held shared by Put and exclusively by Delete (see package doc).
	mu sync.RWMutex
}

var _ blob.Bucket = (*Bucket)(nil)

type header struct {
	ContentType string `json:"content_type"`
}

// New returns the bucket rooted at dir, creating it (mode 0700) when
// missing, and removes temporary files a crash left behind.
func New(dir string) (*Bucket, error) {
	if err := os.MkdirAll(filepath.Join(dir, tmpDir), 0o700); err != nil {
		return nil, fmt.Errorf("localblob.New %s: %w", dir, err)
	}
	stale, err := os.ReadDir(filepath.Join(dir, tmpDir))
	if err != nil {
		return nil, fmt.Errorf("localblob.New %s: %w", dir, err)
	}
	for _, e := range stale {
		os.Remove(filepath.Join(dir, tmpDir, e.Name()))
	}
	return &Bucket{root: dir}, nil
}

// path maps a valid key to its file.
func (b *Bucket) path(key string) string {
	segs := strings.Split(key, "/")
	for i := range segs[:len(segs)-1] {
		segs[i] += dirSuffix
	}
	segs[len(segs)-1] += fileSuffix
	return filepath.Join(append([]string{b.root}, segs...)...)
}

// Put stores the object atomically.
func (b *Bucket) Put(ctx context.Context, key string, r io.Reader, contentType string) error {
	if err := blobkit.CheckKey(key); err != nil {
		return fmt.Errorf("localblob.Put %s: %w", key, err)
	}
	if err := b.put(ctx, key, r, blobkit.ContentType(contentType)); err != nil {
		return fmt.Errorf("localblob.Put %s: %w", key, err)
	}
	return nil
}

func (b *Bucket) put(ctx context.Context, key string, r io.Reader, contentType string) (err error) {
	hdr, err := json.Marshal(header{ContentType: contentType})
	if err != nil {
		return err
	}
	if len(hdr) > maxHeader {
		return fmt.Errorf("content type too long: %w", errs.ErrInvalid)
	}
	f, err := os.CreateTemp(filepath.Join(b.root, tmpDir), "put-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(hdr)))
	if _, err := f.Write(append(n[:], hdr...)); err != nil {
		return err
	}
	if _, err := io.Copy(f, ctxReader{ctx, r}); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	dst := b.path(key)
	b.mu.RLock()
	defer b.mu.RUnlock()
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return err
	}
	return os.Rename(f.Name(), dst)
}

// ctxReader stops a long copy when the context ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// open opens the object's file and reads its header; the file is left
// positioned at the object's first byte.
func (b *Bucket) open(key string) (*os.File, blob.Attrs, error) {
	if err := blobkit.CheckKey(key); err != nil {
		return nil, blob.Attrs{}, err
	}
	f, err := os.Open(b.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, blob.Attrs{}, errs.ErrNotFound
	}
	if err != nil {
		return nil, blob.Attrs{}, err
	}
	attrs, err := readHeader(f, key)
	if err != nil {
		f.Close()
		return nil, blob.Attrs{}, err
	}
	return f, attrs, nil
}

func readHeader(f *os.File, key string) (blob.Attrs, error) {
	st, err := f.Stat()
	if err != nil {
		return blob.Attrs{}, err
	}
	var n [4]byte
	if _, err := io.ReadFull(f, n[:]); err != nil {
		return blob.Attrs{}, fmt.Errorf("corrupt object file: %w", err)
	}
	size := binary.BigEndian.Uint32(n[:])
	if size > maxHeader || int64(size)+4 > st.Size() {
		return blob.Attrs{}, errors.New("corrupt object file header")
	}
	raw := make([]byte, size)
	if _, err := io.ReadFull(f, raw); err != nil {
		return blob.Attrs{}, fmt.Errorf("corrupt object file: %w", err)
	}
	var h header
	if err := json.Unmarshal(raw, &h); err != nil {
		return blob.Attrs{}, fmt.Errorf("corrupt object file header: %w", err)
	}
	return blob.Attrs{
		Key:         key,
		Size:        st.Size() - 4 - int64(size),
		ContentType: h.ContentType,
		ModTime:     st.ModTime().UTC(),
	}, nil
}

// Get opens the object; the caller closes the reader.
func (b *Bucket) Get(ctx context.Context, key string) (io.ReadCloser, blob.Attrs, error) {
	f, attrs, err := b.open(key)
	if err != nil {
		return nil, blob.Attrs{}, fmt.Errorf("localblob.Get %s: %w", key, err)
	}
	return f, attrs, nil
}

// GetRange opens n bytes of the object from offset off.
func (b *Bucket) GetRange(ctx context.Context, key string, off, n int64) (io.ReadCloser, error) {
	if err := blobkit.CheckKey(key); err != nil {
		return nil, fmt.Errorf("localblob.GetRange %s: %w", key, err)
	}
	if off < 0 || n < 0 {
		return nil, fmt.Errorf("localblob.GetRange %s: negative range: %w", key, errs.ErrInvalid)
	}
	if n == 0 {
		return io.NopCloser(strings.NewReader("")), nil // as blob.Ranger says
	}
	f, _, err := b.open(key)
	if err != nil {
		return nil, fmt.Errorf("localblob.GetRange %s: %w", key, err)
	}
	// The object's bytes start after its header, where open left f.
	start, err := f.Seek(0, io.SeekCurrent)
	if err == nil {
		_, err = f.Seek(start+off, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("localblob.GetRange %s: %w", key, err)
	}
	return struct {
		io.Reader
		io.Closer
	}{io.LimitReader(f, n), f}, nil
}

// Stat returns the object's attributes.
func (b *Bucket) Stat(ctx context.Context, key string) (blob.Attrs, error) {
	f, attrs, err := b.open(key)
	if err != nil {
		return blob.Attrs{}, fmt.Errorf("localblob.Stat %s: %w", key, err)
	}
	f.Close()
	return attrs, nil
}

// Delete removes the object and the directories it leaves empty.
func (b *Bucket) Delete(ctx context.Context, key string) error {
	if err := blobkit.CheckKey(key); err != nil {
		return fmt.Errorf("localblob.Delete %s: %w", key, err)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.path(key)
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("localblob.Delete %s: %w", key, err)
	}
	// os.Remove fails on a non-empty directory, which ends the climb.
	for dir := filepath.Dir(p); dir != b.root && os.Remove(dir) == nil; dir = filepath.Dir(dir) {
	}
	return nil
}

// List returns objects whose key starts with prefix, in key order.
func (b *Bucket) List(ctx context.Context, prefix, cursor string, limit int) (blob.ListPage, error) {
	fail := func(err error) (blob.ListPage, error) {
		return blob.ListPage{}, fmt.Errorf("localblob.List %s: %w", prefix, err)
	}
	if err := blobkit.CheckPrefix(prefix); err != nil {
		return fail(err)
	}
	after, err := blobkit.DecodeCursor(prefix, cursor)
	if err != nil {
		return fail(err)
	}
	limit = blobkit.Limit(limit)

	// Walk the directory of the prefix's complete segments. Directory
	// order is not key order ("a-b" < "a/b" but "a.d" sorts after
	// "a-b.blob"), so the matching keys are sorted afterwards.
	dirKey, start := "", b.root
	if i := strings.LastIndexByte(prefix, '/'); i >= 0 {
		dirKey = prefix[:i+1]
		start = filepath.Dir(b.path(dirKey + "x"))
	}
	var keys []string
	err = filepath.WalkDir(start, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			// Gone since listed (a concurrent Delete): nothing to list there.
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if p == start {
			return nil
		}
		if d.IsDir() {
			if p == filepath.Join(b.root, tmpDir) {
				return filepath.SkipDir
			}
			return nil
		}
		rel, err := filepath.Rel(start, p)
		if err != nil {
			return err
		}
		key, ok := keyOf(dirKey, rel)
		if ok && strings.HasPrefix(key, prefix) && key > after {
			keys = append(keys, key)
		}
		return nil
	})
	if err != nil {
		return fail(err)
	}
	slices.Sort(keys)
	var page blob.ListPage
	for _, key := range keys {
		if len(page.Objects) == limit {
			page.Next = blobkit.EncodeCursor(page.Objects[len(page.Objects)-1].Key)
			break
		}
		attrs, err := b.Stat(ctx, key)
		if errors.Is(err, errs.ErrNotFound) {
			continue // deleted since the walk
		}
		if err != nil {
			return fail(err)
		}
		attrs.ContentType = "" // as on S3, whose listings do not carry it
		page.Objects = append(page.Objects, attrs)
	}
	return page, nil
}

// keyOf turns a file's path relative to the directory of dirKey back into
// its key; ok is false for files that are not objects.
func keyOf(dirKey, rel string) (string, bool) {
	segs := strings.Split(filepath.ToSlash(rel), "/")
	last := len(segs) - 1
	var ok bool
	if segs[last], ok = strings.CutSuffix(segs[last], fileSuffix); !ok {
		return "", false
	}
	for i := range segs[:last] {
		if segs[i], ok = strings.CutSuffix(segs[i], dirSuffix); !ok {
			return "", false
		}
	}
	return dirKey + strings.Join(segs, "/"), true
}
