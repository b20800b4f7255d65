package datascan_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"testing"

	"bulwark/shared/datascan"
	"bulwark/shared/datascan/datascantest"
)

// Parts are sized by the column chunks a scan reads: a large binary
// column, which is skipped, neither makes a small text file split nor
// counts towards a part, and the chunk ranges name only scanned columns.
func TestPlanCountsOnlyScannedColumns(t *testing.T) {
	const rows, rowGroup = 400, 40
	var notes []string
	var blobs []any
	for i := range rows {
		notes = append(notes, fmt.Sprintf("row %d mails p%d@example.org", i, i%11))
		blobs = append(blobs, []byte(datascantest.Token(uint64(i), 4000, datascantest.Alnum)))
	}
	tbl, err := datascan.OpenTable(mustParquet(t, []datascantest.Column{datascantest.Strings("notes", notes...), {Name: "photo", Values: blobs}}, rowGroup))
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	if len(tbl.Skipped) != 1 || tbl.Skipped[0].Name != "photo" {
		t.Fatalf("skipped %+v", tbl.Skipped)
	}
	var text int64
	for rg := range tbl.NumRowGroups() {
		text += tbl.RowGroupBytes(rg)
	}
	// The binary column alone is about 1.6 MB; the text a few kB.
	if text > 64<<10 {
		t.Fatalf("row groups count %d bytes: the skipped column was counted", text)
	}
	if plan := tbl.Plan(text + 1); len(plan) != 1 {
		t.Fatalf("a file whose scanned columns fit one part was split: %+v", plan)
	}
	limit := text/2 + 1
	plan := tbl.Plan(limit)
	if len(plan) < 2 || len(plan) > 3 {
		t.Fatalf("parts of half the text: %+v", plan)
	}
	for _, p := range plan {
		var n int64
		for rg := p.From; rg < p.To; rg++ {
			n += tbl.RowGroupBytes(rg)
		}
		if n > limit {
			t.Fatalf("part %+v reads %d bytes, over %d", p, n, limit)
		}
	}
	got := tbl.ChunkRanges(0, tbl.NumRowGroups())
	if len(got) != tbl.NumRowGroups() {
		t.Fatalf("%d chunk ranges for %d row groups of one scanned column", len(got), tbl.NumRowGroups())
	}
	var sum int64
	for i, r := range got {
		sum += r.Len
		if i > 0 && r.Off < got[i-1].Off+got[i-1].Len {
			t.Fatalf("ranges overlap or are out of order: %+v", got)
		}
	}
	if sum != text {
		t.Fatalf("chunk ranges hold %d bytes, row groups %d", sum, text)
	}
}

// spillBuffer is a Merge's spill in memory.
type spillBuffer struct{ b *bytes.Buffer }

func (s spillBuffer) Write(p []byte) (int, error) { return s.b.Write(p) }

func (s spillBuffer) ReadAt(p []byte, off int64) (int, error) {
	return bytes.NewReader(s.b.Bytes()).ReadAt(p, off)
}

// mergedGroups reads back the stored findings of a merge.
func mergedGroups(t *testing.T, m *datascan.Merge) []datascan.Group {
	t.Helper()
	var out []datascan.Group
	err := m.Groups(func(column, category string, stored int, r io.Reader) error {
		g := datascan.Group{Column: column, Category: category}
		dec := json.NewDecoder(r)
		for {
			var f datascan.Finding
			if err := dec.Decode(&f); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				return err
			}
			g.Findings = append(g.Findings, f)
		}
		if len(g.Findings) != stored {
			t.Errorf("%s/%s: %d findings, %d said stored", column, category, len(g.Findings), stored)
		}
		out = append(out, g)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
