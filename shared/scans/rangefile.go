package scans

import (
	"context"
	"fmt"
	"io"
	"sync"

	"bulwark/shared/blob"
	"bulwark/shared/datascan"
	"bulwark/shared/errs"
	"bulwark/shared/platform"
)

// Reading a parquet file of the blob store in ranges.
const (
	// tailGuess is how much of the file's end is read at once when the
	// footer's length is not known: the 8 bytes that give it and, most
	// often, the footer itself, in one request.
	tailGuess = 64 << 10
	// maxGap is the largest stretch of bytes not needed that is read
	// through rather than costing one more request: at S3's usual
	// throughput, reading 1 MiB takes about as long as the first byte of
	// a new request.
	maxGap = 1 << 20
)

// parquetFile is an open parquet file of the blob store.
type parquetFile struct {
	*datascan.Table
	size   int64
	ranges *rangeFile
}

// expect tells the reader the byte ranges the scan is going to read, in
// order (datascan.Table.ChunkRanges), so that it reads each run of them
// with one request.
func (p *parquetFile) expect(rs []datascan.ByteRange) { p.ranges.expect(rs) }

// openParquet opens a parquet file of the blob store, read in ranges: the
// footer (in one request when size and footer, its length, are known from
// the split: no HEAD either) and then the spans of column chunks the scan
// expects, one request each.
func openParquet(ctx context.Context, d *platform.Deps, key string, size, footer int64) (*parquetFile, error) {
	if size <= 0 {
		a, err := d.Blobs.Stat(ctx, key)
		if err != nil {
			return nil, err
		}
		size, footer = a.Size, 0
	}
	rf := &rangeFile{ctx: ctx, r: d.Blobs, key: key, size: size, tailLen: min(size, tailGuess)}
	if footer > 0 && footer <= size {
		rf.tailLen = footer
	}
	tbl, err := datascan.OpenTable(rf)
	if err != nil {
		rf.Close()
		return nil, fmt.Errorf("%w (%w)", err, errs.ErrInvalid)
	}
	return &parquetFile{Table: tbl, size: size, ranges: rf}, nil
}

// rangeFile is an object of the blob store read as a file. Its end (the
// footer) is read once, in one request, the first time a read falls in
// it. Reads of the expected spans are served from one ranged GET per
// span, read as a stream as the scan moves forward; any other read is one
// request of its own.
type rangeFile struct {
	ctx       context.Context
	r         blob.Ranger
	key       string
	size, pos int64
	tailLen   int64

	mu    sync.Mutex
	tail  []byte
	spans []datascan.ByteRange
	// body streams the bytes [at, end) of the current span.
	body    io.ReadCloser
	at, end int64
}

// expect sets the spans read with one request each: the ranges, in file
// order, those less than maxGap apart joined.
func (f *rangeFile) expect(rs []datascan.ByteRange) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.spans = f.spans[:0]
	for _, r := range rs {
		if k := len(f.spans) - 1; k >= 0 && r.Off >= f.spans[k].Off && r.Off-(f.spans[k].Off+f.spans[k].Len) <= maxGap {
			f.spans[k].Len = max(f.spans[k].Len, r.Off+r.Len-f.spans[k].Off)
			continue
		}
		f.spans = append(f.spans, r)
	}
}

func (f *rangeFile) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, fmt.Errorf("scans: read %s at %d: %w", f.key, off, errs.ErrInvalid)
	}
	if off >= f.size {
		return 0, io.EOF
	}
	n := min(int64(len(p)), f.size-off)
	var err error
	f.mu.Lock()
	switch {
	case off >= f.size-f.tailLen:
		err = f.fromTail(p[:n], off)
	default:
		err = f.fromSpan(p[:n], off)
	}
	f.mu.Unlock()
	if err != nil {
		return 0, err
	}
	if n < int64(len(p)) {
		return int(n), io.EOF
	}
	return int(n), nil
}

// fromTail serves a read of the file's end.
func (f *rangeFile) fromTail(p []byte, off int64) error {
	start := f.size - f.tailLen
	if f.tail == nil {
		buf := make([]byte, f.tailLen)
		if err := f.get(buf, start); err != nil {
			return err
		}
		f.tail = buf
	}
	copy(p, f.tail[off-start:])
	return nil
}

// fromSpan serves a read from the open stream when it is ahead of it by
// at most maxGap, else from a new stream to the end of the expected span
// it falls in, else with a request of its own. A stream that fails is
// opened again once: an idle connection may have been closed while the
// detectors ran.
func (f *rangeFile) fromSpan(p []byte, off int64) error {
	end := off + int64(len(p))
	for try := 0; try < 2; try++ {
		if f.body == nil || off < f.at || off-f.at > maxGap || end > f.end {
			f.close()
			span, ok := f.span(off)
			if !ok {
				return f.get(p, off)
			}
			to := max(span.Off+span.Len, end)
			rc, err := f.r.GetRange(f.ctx, f.key, off, to-off)
			if err != nil {
				return err
			}
			f.body, f.at, f.end = rc, off, to
		}
		if off > f.at {
			if _, err := io.CopyN(io.Discard, f.body, off-f.at); err != nil {
				f.close()
				continue
			}
			f.at = off
		}
		if _, err := io.ReadFull(f.body, p); err != nil {
			f.close()
			continue
		}
		f.at = end
		return nil
	}
	return f.get(p, off)
}

// span returns the expected span that holds off.
func (f *rangeFile) span(off int64) (datascan.ByteRange, bool) {
	for _, s := range f.spans {
		if off >= s.Off && off < s.Off+s.Len {
			return s, true
		}
	}
	return datascan.ByteRange{}, false
}

// get reads p at off with one request.
func (f *rangeFile) get(p []byte, off int64) error {
	rc, err := f.r.GetRange(f.ctx, f.key, off, int64(len(p)))
	if err != nil {
		return err
	}
	defer rc.Close()
	_, err = io.ReadFull(rc, p)
	return err
}

func (f *rangeFile) close() {
	if f.body != nil {
		f.body.Close()
		f.body = nil
	}
}

// Close ends the open stream (the parquet reader closes its source).
func (f *rangeFile) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.close()
	return nil
}

func (f *rangeFile) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += f.pos
	case io.SeekEnd:
		offset += f.size
	default:
		return 0, fmt.Errorf("scans: seek %s: bad whence %d: %w", f.key, whence, errs.ErrInvalid)
	}
	if offset < 0 {
		return 0, fmt.Errorf("scans: seek %s before its start: %w", f.key, errs.ErrInvalid)
	}
	f.pos = offset
	return offset, nil
}
