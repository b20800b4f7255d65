package datascan_test

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"testing"

	"bulwark/shared/datascan"
)

// streamPart writes, from another goroutine, one part of n findings in
// the given column, without ever holding it in memory.
func streamPart(t *testing.T, part, n int, column string) io.ReadCloser {
	t.Helper()
	c := datascan.NewCollector()
	c.MaxPerGroup = n
	ci := c.Column(column, "string")
	for r := range n {
		c.Cell(ci, int64(part*n+r), "mail person@example.com", []datascan.Hit{{Family: "pii", Category: "EMAIL", Score: 0.9, Start: 5, End: 23,
			Snippet: fmt.Sprintf("p****%d@example.com", r%5), Explanation: "an e-mail address"}})
	}
	pr, pw := io.Pipe()
	released := make(chan struct{})
	go func() {
		err := c.WritePart(pw, c.Summary())
		// The collector (about 10 MB) is the writer's, not the merge's:
		// drop it before the reader may measure the heap.
		c = nil
		close(released)
		pw.CloseWithError(err)
	}()
	return &partStream{PipeReader: pr, released: released}
}

// partStream is a part's stream whose Close returns once its writer let
// go of its findings. A writer still running when the test reads the heap
// (it is woken by the end of the read but not yet scheduled, on a busy
// machine) would count its collector as held by the merge.
type partStream struct {
	*io.PipeReader
	released chan struct{}
}

func (p *partStream) Close() error {
	err := p.PipeReader.Close()
	<-p.released
	return err
}

// A merge keeps the findings it stores in its spill, not in memory: after
// merging 200,000 stored findings (about 40 MB of JSON) it holds less than
// 4 MB of heap, and it reads a part past the scan's limit only to its
// summary.
func TestMergeMemoryIsBounded(t *testing.T) {
	spill, err := os.CreateTemp(t.TempDir(), "spill")
	if err != nil {
		t.Fatal(err)
	}
	defer spill.Close()
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	m := datascan.NewMerge(spill)
	m.Limits(1_000_000, datascan.DefaultMaxStored)
	const parts, per = 5, 50_000
	for i := range parts {
		rc := streamPart(t, i, per, fmt.Sprintf("col%d", i%2))
		var r io.Reader = rc
		if i == parts-1 {
			// The limit is reached with part 3: part 4 adds its counts
			// only, and a read of its 6 MB would end early here.
			r = io.LimitReader(rc, 1<<20)
		}
		if err := m.Add(r); err != nil {
			t.Fatal(err)
		}
		rc.Close()
	}
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	sum := m.Summary()
	if sum.FindingsTotal != parts*per || sum.FindingsStored != datascan.DefaultMaxStored {
		t.Fatalf("%d findings, %d stored", sum.FindingsTotal, sum.FindingsStored)
	}
	st, err := spill.Stat()
	if err != nil {
		t.Fatal(err)
	}
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("spill %d bytes, heap held %d bytes", st.Size(), held)
	if st.Size() < 20<<20 || held > 4<<20 {
		t.Fatalf("spill %d bytes, heap held %d bytes", st.Size(), held)
	}
	stored := 0
	if err := m.Groups(func(column, category string, n int, r io.Reader) error {
		stored += n
		_, err := io.Copy(io.Discard, r)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if stored != datascan.DefaultMaxStored {
		t.Fatalf("%d stored", stored)
	}
}
