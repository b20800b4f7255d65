package scans

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"testing"

	"bulwark/shared/blob/blobtest"
	"bulwark/shared/blob/localblob"
	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
	"bulwark/shared/platform"
)

// Each part of a split scan reads its file with two requests, whatever
// its number of row groups and columns: the footer, whose place the
// split passed on (no HEAD), and one ranged GET over its row groups'
// scanned column chunks (a skipped binary column between them read
// through). It read one request per column chunk, a HEAD and two for the
// footer. The parts still scan exactly what one scan does.
func TestAPartReadsItsFileWithTwoRequests(t *testing.T) {
	ctx := context.Background()
	const rows, rowGroup = 240, 20
	var ids, pics []any
	var emails, notes []string
	for i := range rows {
		ids = append(ids, i)
		pics = append(pics, []byte(datascantest.Token(uint64(i), 2000, datascantest.Alnum)))
		emails = append(emails, fmt.Sprintf("person%d@example.com", i%9))
		notes = append(notes, []string{"no remarks", fmt.Sprintf("call me on +44 20 7946 %04d", 1000+i), "aws_secret_access_key = " + datascantest.Token(uint64(i), 40, datascantest.Alnum)}[i%3])
	}
	pq, err := datascantest.Parquet([]datascantest.Column{{Name: "id", Values: ids}, datascantest.Strings("email", emails...), {Name: "pic", Values: pics}, datascantest.Strings("notes", notes...)}, rowGroup)
	if err != nil {
		t.Fatal(err)
	}
	local, err := localblob.New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	blobs := blobtest.NewCounting(local)
	const key = "ws/datasets/d/versions/1/data.parquet"
	if err := blobs.Put(ctx, key, bytes.NewReader(pq), "application/vnd.apache.parquet"); err != nil {
		t.Fatal(err)
	}
	tk := &tasks{d: &platform.Deps{Blobs: blobs}}
	sc, err := datascan.New(datascan.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sj := scanJob{s: Scan{ID: "scan"}, sc: sc}
	sj.v.ParquetKey = key

	// The split: one open of the whole file.
	blobs.Take()
	pf, err := openParquet(ctx, tk.d, key, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	plan := pf.Plan(1)
	var parts []scanPart
	for _, rg := range plan {
		parts = append(parts, scanPart{RowGroups: rg, Size: pf.size, FooterBytes: pf.FooterBytes()})
	}
	pf.Close()
	if got := blobs.Take(); !reflect.DeepEqual(got, map[string]int{"HEAD": 1, "GET range": 1}) {
		t.Errorf("the split read the footer with %v", got)
	}
	if len(parts) != rows/rowGroup {
		t.Fatalf("%d parts", len(parts))
	}

	one := datascan.NewCollector()
	want, err := tk.scanParquet(ctx, nil, &scanPart{RowGroups: datascan.RowGroupRange{From: 0, To: len(parts)}}, sj, one, nil)
	if err != nil {
		t.Fatal(err)
	}
	blobs.Take()
	var spill bytes.Buffer
	m := datascan.NewMerge(spillBuffer{&spill})
	for i := range parts {
		col := datascan.NewCollector()
		sum, err := tk.scanParquet(ctx, nil, &parts[i], sj, col, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := blobs.Take(); !reflect.DeepEqual(got, map[string]int{"GET range": 2}) {
			t.Errorf("part %d read its file with %v", i, got)
		}
		var b bytes.Buffer
		if err := col.WritePart(&b, sum); err != nil {
			t.Fatal(err)
		}
		if err := m.Add(&b); err != nil {
			t.Fatal(err)
		}
	}
	got := m.Summary()
	if want.FindingsTotal == 0 || got.FindingsTotal != want.FindingsTotal || got.CellsScanned != want.CellsScanned || got.BytesScanned != want.BytesScanned {
		t.Fatalf("parts: %d findings of %d cells (%d bytes); one scan: %d of %d (%d)",
			got.FindingsTotal, got.CellsScanned, got.BytesScanned, want.FindingsTotal, want.CellsScanned, want.BytesScanned)
	}
}

// spillBuffer is a Merge's spill in memory.
type spillBuffer struct{ b *bytes.Buffer }

func (s spillBuffer) Write(p []byte) (int, error) { return s.b.Write(p) }

func (s spillBuffer) ReadAt(p []byte, off int64) (int, error) {
	return bytes.NewReader(s.b.Bytes()).ReadAt(p, off)
}
