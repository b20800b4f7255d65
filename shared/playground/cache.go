package playground

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"bulwark/shared/blob"
	"bulwark/shared/errs"
)

// Error codes of the session's data.
const (
	// CodeSessionStale: the object a session pinned changed or disappeared
	// (409): open a new session.
	CodeSessionStale = "PLAYGROUND_SESSION_STALE"
	// CodeTooLarge: the dataset version's parquet file is larger than the
	// playground's file limit (413).
	CodeTooLarge = "DATASET_TOO_LARGE"
)

// objectRef names one exact version of a blob object: a session pins the
// size and modification time it saw, so that a replaced object is noticed
// instead of silently queried.
type objectRef struct {
	Key     string    `json:"key"`
	Size    int64     `json:"size"`
	ModTime time.Time `json:"mod_time"`
}

// fileCache keeps local copies of parquet objects for the sandbox, which
// reads a local path. The same code serves the local directory store and
// S3: the object is read through the blob port into the cache directory (on
// Lambda, its /tmp). Files are named by a hash of the object reference,
// shared by concurrent queries, and evicted least recently used once the
// cache holds more than maxTotal bytes; a file in use is never removed.
type fileCache struct {
	dir      string
	blobs    blob.Bucket
	maxFile  int64
	maxTotal int64

	mu    sync.Mutex
	files map[string]*cachedFile
	total int64
	tick  uint64
}

type cachedFile struct {
	path  string
	size  int64
	refs  int
	used  uint64
	ready chan struct{} // closed when the download ended
	err   error         // set before ready is closed
}

// newFileCache prepares dir, removing the copies an earlier process left
// (they are not in this process's index, so nothing would evict them).
func newFileCache(dir string, blobs blob.Bucket, maxFile int64) (*fileCache, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("playground: cache directory: %w", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("playground: cache directory: %w", err)
	}
	for _, e := range entries {
		if n := e.Name(); strings.HasSuffix(n, ".parquet") || strings.HasSuffix(n, ".part") {
			_ = os.Remove(filepath.Join(dir, n))
		}
	}
	return &fileCache{dir: dir, blobs: blobs, maxFile: maxFile, maxTotal: 2 * maxFile, files: map[string]*cachedFile{}}, nil
}

// tooLarge is the answer for an object over the file limit.
func (c *fileCache) tooLarge() error {
	return errs.Newf(errs.ErrTooLarge, CodeTooLarge,
		"the dataset's parquet file is larger than the playground's %d MB limit", c.maxFile>>20)
}

// stale is the answer when the pinned object changed or disappeared.
func stale() error {
	return errs.New(errs.ErrConflict, CodeSessionStale,
		"the dataset version of this session changed or was deleted; open a new session")
}

// acquire returns the local path of the object, downloading it once, and
// a release function the caller calls when DuckDB is done with the file.
func (c *fileCache) acquire(ctx context.Context, ref objectRef) (string, func(), error) {
	if ref.Size > c.maxFile {
		return "", nil, c.tooLarge()
	}
	sum := sha256.Sum256([]byte(ref.Key + "\x00" + strconv.FormatInt(ref.Size, 10) + "\x00" + strconv.FormatInt(ref.ModTime.UnixNano(), 10)))
	name := hex.EncodeToString(sum[:16]) + ".parquet"

	c.mu.Lock()
	f := c.files[name]
	owner := f == nil
	if owner {
		f = &cachedFile{path: filepath.Join(c.dir, name), size: ref.Size, ready: make(chan struct{})}
		c.files[name] = f
		c.total += f.size
	}
	f.refs++
	c.tick++
	f.used = c.tick
	if owner {
		c.evictLocked()
	}
	c.mu.Unlock()

	release := func() {
		c.mu.Lock()
		f.refs--
		c.mu.Unlock()
	}
	if owner {
		f.err = c.download(ctx, ref, f.path)
		if f.err != nil {
			c.mu.Lock()
			delete(c.files, name)
			c.total -= f.size
			c.mu.Unlock()
		}
		close(f.ready)
	}
	select {
	case <-f.ready:
	case <-ctx.Done():
		release()
		return "", nil, ctx.Err()
	}
	if f.err != nil {
		release()
		return "", nil, f.err
	}
	return f.path, release, nil
}

// evictLocked removes the least recently used idle files until the cache
// fits its budget (or only files in use remain).
func (c *fileCache) evictLocked() {
	for c.total > c.maxTotal {
		var victim string
		for name, f := range c.files {
			if f.refs > 0 || !done(f.ready) || f.err != nil {
				continue
			}
			if victim == "" || f.used < c.files[victim].used {
				victim = name
			}
		}
		if victim == "" {
			return
		}
		f := c.files[victim]
		_ = os.Remove(f.path)
		delete(c.files, victim)
		c.total -= f.size
	}
}

func done(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// download copies the object into path through a temporary file, checking
// that it is still the object the session pinned and within the limit.
func (c *fileCache) download(ctx context.Context, ref objectRef, path string) error {
	rc, attrs, err := c.blobs.Get(ctx, ref.Key)
	if errors.Is(err, errs.ErrNotFound) {
		return stale()
	}
	if err != nil {
		return fmt.Errorf("playground: read %s: %w", ref.Key, err)
	}
	defer rc.Close()
	if attrs.Size != ref.Size || !attrs.ModTime.Equal(ref.ModTime) {
		return stale()
	}
	tmp, err := os.CreateTemp(c.dir, filepath.Base(path)+".*.part")
	if err != nil {
		return fmt.Errorf("playground: cache file: %w", err)
	}
	n, err := io.Copy(tmp, io.LimitReader(rc, c.maxFile+1))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	switch {
	case err != nil:
		err = fmt.Errorf("playground: copy %s: %w", ref.Key, err)
	case n > c.maxFile:
		err = c.tooLarge()
	case n != ref.Size:
		err = stale()
	default:
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
	}
	return err
}
