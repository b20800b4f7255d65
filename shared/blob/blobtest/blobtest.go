// Package blobtest is the conformance suite of the blob port: every
// blob.Bucket adapter runs Run from its own tests, so that the local
// directory and S3 behave the same.
package blobtest

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"

	"bulwark/shared/blob"
	"bulwark/shared/errs"
)

// NewBucket builds a fresh, empty bucket for one test and registers its
// clean-up with t.Cleanup.
type NewBucket func(t *testing.T) blob.Bucket

// Run runs the whole suite against the buckets newBucket builds.
func Run(t *testing.T, newBucket NewBucket) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s *suite)
	}{
		{"RoundTrip", testRoundTrip},
		{"LargeStream", testLargeStream},
		{"Overwrite", testOverwrite},
		{"NotFound", testNotFound},
		{"Delete", testDelete},
		{"FileAndFolderKeys", testFileAndFolder},
		{"List", testList},
		{"ListPages", testListPages},
		{"TamperedCursor", testTamperedCursor},
		{"BadKeys", testBadKeys},
		{"AtomicOverwrite", testAtomicOverwrite},
		{"Range", testRange},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, &suite{t: t, b: newBucket(t), ctx: t.Context()})
		})
	}
}

type suite struct {
	t   *testing.T
	b   blob.Bucket
	ctx context.Context
}

func (s *suite) put(key string, data []byte, ct string) {
	s.t.Helper()
	if err := s.b.Put(s.ctx, key, bytes.NewReader(data), ct); err != nil {
		s.t.Fatalf("Put %s: %v", key, err)
	}
}

func (s *suite) read(key string) ([]byte, blob.Attrs) {
	s.t.Helper()
	r, attrs, err := s.b.Get(s.ctx, key)
	if err != nil {
		s.t.Fatalf("Get %s: %v", key, err)
	}
	defer r.Close()
	data, err := io.ReadAll(r)
	if err != nil {
		s.t.Fatalf("read %s: %v", key, err)
	}
	return data, attrs
}

func (s *suite) wantErr(op string, err, kind error) {
	s.t.Helper()
	if !errors.Is(err, kind) {
		s.t.Fatalf("%s: error %v, want %v", op, err, kind)
	}
}

func testRoundTrip(t *testing.T, s *suite) {
	data := make([]byte, 256*3)
	for i := range data {
		data[i] = byte(i)
	}
	key := "w1/datasets/d1/raw.bin"
	s.put(key, data, "application/x-test")
	got, attrs := s.read(key)
	if !bytes.Equal(got, data) {
		t.Fatalf("Get returned %d bytes, not what was put", len(got))
	}
	if attrs.Key != key || attrs.Size != int64(len(data)) || attrs.ContentType != "application/x-test" || attrs.ModTime.IsZero() {
		t.Fatalf("Get attrs %+v", attrs)
	}
	st, err := s.b.Stat(s.ctx, key)
	if err != nil || st.Key != key || st.Size != attrs.Size || st.ContentType != attrs.ContentType || st.ModTime.IsZero() {
		t.Fatalf("Stat %+v, %v", st, err)
	}

	s.put("w1/empty", nil, "")
	got, attrs = s.read("w1/empty")
	if len(got) != 0 || attrs.Size != 0 || attrs.ContentType != "application/octet-stream" {
		t.Fatalf("empty object: %q, %+v", got, attrs)
	}
	s.put("w1/ünïcode name (1).csv", []byte("a,b\n"), "text/csv")
	if got, _ := s.read("w1/ünïcode name (1).csv"); string(got) != "a,b\n" {
		t.Fatalf("unicode key read %q", got)
	}
}

// oneByteReader hides any io.Seeker or length, like a request body.
type oneByteReader struct{ r io.Reader }

func (o oneByteReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func testLargeStream(t *testing.T, s *suite) {
	// Larger than one S3 upload part, of unknown length.
	data := bytes.Repeat([]byte("0123456789abcdef"), (9<<20)/16)
	data = append(data, "tail"...)
	if err := s.b.Put(s.ctx, "w1/big.parquet", oneByteReader{bytes.NewReader(data)}, "application/vnd.apache.parquet"); err != nil {
		t.Fatalf("Put: %v", err)
	}
	got, attrs := s.read("w1/big.parquet")
	if !bytes.Equal(got, data) || attrs.Size != int64(len(data)) || attrs.ContentType != "application/vnd.apache.parquet" {
		t.Fatalf("read %d bytes (want %d), attrs %+v", len(got), len(data), attrs)
	}
}

func testOverwrite(t *testing.T, s *suite) {
	s.put("k", []byte("first version"), "text/plain")
	s.put("k", []byte("second"), "application/json")
	got, attrs := s.read("k")
	if string(got) != "second" || attrs.Size != 6 || attrs.ContentType != "application/json" {
		t.Fatalf("after overwrite: %q, %+v", got, attrs)
	}
}

func testNotFound(t *testing.T, s *suite) {
	_, _, err := s.b.Get(s.ctx, "w1/missing")
	s.wantErr("Get missing", err, errs.ErrNotFound)
	_, err = s.b.Stat(s.ctx, "w1/missing")
	s.wantErr("Stat missing", err, errs.ErrNotFound)
	s.put("w1/dir/file", []byte("x"), "")
	_, err = s.b.Stat(s.ctx, "w1/dir")
	s.wantErr("Stat of a key's parent", err, errs.ErrNotFound)
}

func testDelete(t *testing.T, s *suite) {
	s.put("w1/a/b/c", []byte("x"), "")
	s.put("w1/a/keep", []byte("y"), "")
	if err := s.b.Delete(s.ctx, "w1/a/b/c"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	_, err := s.b.Stat(s.ctx, "w1/a/b/c")
	s.wantErr("Stat deleted", err, errs.ErrNotFound)
	if err := s.b.Delete(s.ctx, "w1/a/b/c"); err != nil {
		t.Fatalf("second Delete: %v", err)
	}
	if err := s.b.Delete(s.ctx, "never/was"); err != nil {
		t.Fatalf("Delete of a missing key: %v", err)
	}
	if got, _ := s.read("w1/a/keep"); string(got) != "y" {
		t.Fatalf("sibling changed to %q", got)
	}
	// The emptied "folder" can be written again.
	s.put("w1/a/b/d", []byte("z"), "")
}

// testFileAndFolder: as on S3, a key and keys below it can coexist.
func testFileAndFolder(t *testing.T, s *suite) {
	s.put("a", []byte("file"), "")
	s.put("a/b", []byte("below"), "")
	s.put("a.d", []byte("suffix-like"), "")
	s.put("a/b.blob", []byte("suffix-like too"), "")
	for key, want := range map[string]string{"a": "file", "a/b": "below", "a.d": "suffix-like", "a/b.blob": "suffix-like too"} {
		if got, _ := s.read(key); string(got) != want {
			t.Fatalf("%s holds %q, want %q", key, got, want)
		}
	}
	if err := s.b.Delete(s.ctx, "a"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.read("a/b"); string(got) != "below" {
		t.Fatalf("a/b after deleting a: %q", got)
	}
}

// listAll walks every page and returns the keys and the number of pages.
func (s *suite) listAll(prefix string, limit int) ([]string, int) {
	s.t.Helper()
	var keys []string
	cursor := ""
	for pages := 1; ; pages++ {
		p, err := s.b.List(s.ctx, prefix, cursor, limit)
		if err != nil {
			s.t.Fatalf("List %q: %v", prefix, err)
		}
		if limit > 0 && len(p.Objects) > limit {
			s.t.Fatalf("List returned %d objects, limit %d", len(p.Objects), limit)
		}
		for _, o := range p.Objects {
			keys = append(keys, o.Key)
		}
		if p.Next == "" {
			return keys, pages
		}
		if pages > 1000 {
			s.t.Fatal("List never ends")
		}
		cursor = p.Next
	}
}

func testList(t *testing.T, s *suite) {
	// Byte order mixes '-' (0x2d), '.' (0x2e), '/' (0x2f) and '0' (0x30),
	// which a directory walk would get wrong.
	keys := []string{"w1/a-b", "w1/a.b", "w1/a/b", "w1/a/c/d", "w1/a0", "w1/B", "w2/a", "w10/x"}
	for i, k := range keys {
		s.put(k, []byte(strings.Repeat("x", i)), "text/plain")
	}
	sorted := slices.Sorted(slices.Values(keys))
	cases := map[string][]string{
		"":          sorted,
		"w1/":       {"w1/B", "w1/a-b", "w1/a.b", "w1/a/b", "w1/a/c/d", "w1/a0"},
		"w1/a":      {"w1/a-b", "w1/a.b", "w1/a/b", "w1/a/c/d", "w1/a0"},
		"w1/a/":     {"w1/a/b", "w1/a/c/d"},
		"w1":        {"w1/B", "w1/a-b", "w1/a.b", "w1/a/b", "w1/a/c/d", "w1/a0", "w10/x"},
		"w3/":       nil,
		"w1/a/c/d/": nil,
	}
	for prefix, want := range cases {
		if got, _ := s.listAll(prefix, 0); !slices.Equal(got, want) {
			t.Errorf("prefix %q: %v, want %v", prefix, got, want)
		}
	}
	p, err := s.b.List(s.ctx, "w1/a/", "", 0)
	if err != nil || len(p.Objects) != 2 {
		t.Fatalf("List: %+v, %v", p, err)
	}
	for _, o := range p.Objects {
		if want := int64(slices.Index(keys, o.Key)); o.Size != want || o.ModTime.IsZero() {
			t.Fatalf("listed %+v, want size %d", o, want)
		}
	}
}

func testListPages(t *testing.T, s *suite) {
	var keys []string
	for i := range 11 {
		keys = append(keys, fmt.Sprintf("w1/logs/%02d.json", i))
	}
	for _, k := range keys {
		s.put(k, []byte("{}"), "application/json")
	}
	s.put("w1/other", nil, "")
	for _, limit := range []int{1, 3, 11, 1000} {
		got, pages := s.listAll("w1/logs/", limit)
		if !slices.Equal(got, keys) {
			t.Fatalf("limit %d: %v", limit, got)
		}
		if want := (len(keys) + limit - 1) / limit; pages != want {
			t.Fatalf("limit %d took %d pages, want %d", limit, pages, want)
		}
	}
}

func testTamperedCursor(t *testing.T, s *suite) {
	for _, k := range []string{"w1/a", "w1/b", "w1/c", "w2/a"} {
		s.put(k, nil, "")
	}
	p, err := s.b.List(s.ctx, "w1/", "", 1)
	if err != nil || p.Next == "" {
		t.Fatalf("first page %+v, %v", p, err)
	}
	for _, c := range []string{"%%%", p.Next + "!", base64.RawURLEncoding.EncodeToString([]byte("junk"))} {
		_, err := s.b.List(s.ctx, "w1/", c, 1)
		s.wantErr(fmt.Sprintf("cursor %q", c), err, errs.ErrInvalid)
	}
	// A cursor of one prefix cannot list another.
	_, err = s.b.List(s.ctx, "w2/", p.Next, 1)
	s.wantErr("cursor of another prefix", err, errs.ErrInvalid)
}

func testBadKeys(t *testing.T, s *suite) {
	bad := []string{"", "/abs", "a//b", "a/", "..", "a/../b", "./a", "a/.", `a\b`, "a\x00b", "a\nb", "\xff\xfe", strings.Repeat("x", 201), strings.Repeat("a/", 600) + "a"}
	for _, k := range bad {
		err := s.b.Put(s.ctx, k, strings.NewReader("x"), "")
		s.wantErr(fmt.Sprintf("Put %q", k), err, errs.ErrInvalid)
		_, _, err = s.b.Get(s.ctx, k)
		s.wantErr(fmt.Sprintf("Get %q", k), err, errs.ErrInvalid)
		_, err = s.b.Stat(s.ctx, k)
		s.wantErr(fmt.Sprintf("Stat %q", k), err, errs.ErrInvalid)
		s.wantErr(fmt.Sprintf("Delete %q", k), s.b.Delete(s.ctx, k), errs.ErrInvalid)
	}
	for _, prefix := range []string{"../", "/", "a/../", `a\`, "a//"} {
		_, err := s.b.List(s.ctx, prefix, "", 0)
		s.wantErr(fmt.Sprintf("List %q", prefix), err, errs.ErrInvalid)
	}
	if keys, _ := s.listAll("", 0); len(keys) != 0 {
		t.Fatalf("bad keys stored something: %v", keys)
	}
}

// testAtomicOverwrite: readers racing overwrites see one whole version.
func testAtomicOverwrite(t *testing.T, s *suite) {
	const size = 64 << 10
	versions := [][]byte{bytes.Repeat([]byte("a"), size), bytes.Repeat([]byte("b"), size+1)}
	s.put("w1/hot", versions[0], "")
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := range 10 {
			if err := s.b.Put(s.ctx, "w1/hot", bytes.NewReader(versions[i%2]), ""); err != nil {
				t.Errorf("Put: %v", err)
				return
			}
		}
	})
	for range 2 {
		wg.Go(func() {
			for range 10 {
				r, _, err := s.b.Get(s.ctx, "w1/hot")
				if err != nil {
					t.Errorf("Get: %v", err)
					return
				}
				data, err := io.ReadAll(r)
				r.Close()
				if err != nil {
					t.Errorf("read: %v", err)
					return
				}
				if !bytes.Equal(data, versions[0]) && !bytes.Equal(data, versions[1]) {
					t.Errorf("read a torn object of %d bytes", len(data))
					return
				}
			}
		})
	}
	wg.Wait()
}

// testRange reads parts of an object: inside it, up to its end and past
// it (truncated), and a missing key.
func testRange(t *testing.T, s *suite) {
	r := s.b
	data := make([]byte, 1000)
	for i := range data {
		data[i] = byte(i * 7)
	}
	s.put("ws/range.bin", data, "application/octet-stream")
	for _, c := range []struct{ off, n, want int64 }{{0, 10, 10}, {990, 10, 10}, {500, 123, 123}, {995, 100, 5}, {0, 1000, 1000}} {
		rc, err := r.GetRange(s.ctx, "ws/range.bin", c.off, c.n)
		if err != nil {
			t.Fatalf("GetRange %d+%d: %v", c.off, c.n, err)
		}
		got, err := io.ReadAll(rc)
		rc.Close()
		if err != nil || !bytes.Equal(got, data[c.off:c.off+c.want]) {
			t.Errorf("GetRange %d+%d: %d bytes, %v", c.off, c.n, len(got), err)
		}
	}
	_, err := r.GetRange(s.ctx, "ws/missing.bin", 0, 10)
	s.wantErr("GetRange of a missing key", err, errs.ErrNotFound)
	// A zero-length range reads nothing, on every adapter, whether or not
	// the object exists (blob.Ranger).
	for _, key := range []string{"ws/range.bin", "ws/missing.bin"} {
		rc, err := r.GetRange(s.ctx, key, 0, 0)
		if err != nil {
			t.Fatalf("GetRange %s 0+0: %v", key, err)
		}
		got, err := io.ReadAll(rc)
		rc.Close()
		if err != nil || len(got) != 0 {
			t.Errorf("GetRange %s 0+0: %d bytes, %v", key, len(got), err)
		}
	}
}
