package datascan

// Split scans. A large parquet file is scanned in parts, each a range of
// whole row groups that any worker can scan on its own (ScanOptions.
// RowGroups); each part's Collector is written out (WritePart), and a
// Merge of the parts in part order ends exactly as the Collector of one
// scan of the whole file: the same counts, maximum scores, examples and
// stored findings.

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
)

// DefaultPartBytes is the size of parquet (compressed column chunks of
// the scanned columns) one part of a split scan reads at most: 64 MiB, a
// few minutes of detector time on one core at the measured throughput
// (docs/benchmarks.md), well inside one worker Lambda's 15 minutes. A
// file whose scanned columns hold at most this much is scanned as one
// part, whatever the size of the columns a scan skips.
const DefaultPartBytes = 64 << 20

// MaxParts bounds the parts of one scan; a larger file gets larger parts.
const MaxParts = 1000

// RowGroupRange is the row groups [From, To) of a file.
type RowGroupRange struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// RowGroupBytes returns the compressed size of the column chunks of a
// row group that a scan reads (its Text columns): what scanning it costs.
// Skipped columns (binary, nested, booleans) are never read, so they do
// not count, however large they are.
func (t *Table) RowGroupBytes(rg int) int64 {
	var n int64
	for _, r := range t.ChunkRanges(rg, rg+1) {
		n += r.Len
	}
	return n
}

// FooterBytes is the length of the file's footer as it was read when the
// table was opened: its metadata and the 8 bytes that end the file. A
// reader that knows it reads the footer in one request.
func (t *Table) FooterBytes() int64 { return int64(t.pf.MetaData().Size()) + 8 }

// ByteRange is a span of the file: Len bytes from Off.
type ByteRange struct {
	Off int64 `json:"off"`
	Len int64 `json:"len"`
}

// ChunkRanges returns where the column chunks a scan of row groups
// [lo, hi) reads lie in the file, in file order: one range per scanned
// column of each row group (from its dictionary page when it has one, as
// the parquet reader reads it).
func (t *Table) ChunkRanges(lo, hi int) []ByteRange {
	var out []ByteRange
	md := t.pf.MetaData()
	for rg := max(lo, 0); rg < min(hi, t.NumRowGroups()); rg++ {
		meta := md.RowGroup(rg)
		for _, c := range t.Text {
			cc, err := meta.ColumnChunk(t.leaf[c])
			if err != nil {
				continue
			}
			start := cc.DataPageOffset()
			if cc.HasDictionaryPage() && cc.DictionaryPageOffset() > 0 && start > cc.DictionaryPageOffset() {
				start = cc.DictionaryPageOffset()
			}
			out = append(out, ByteRange{Off: start, Len: cc.TotalCompressedSize()})
		}
	}
	slices.SortFunc(out, func(a, b ByteRange) int { return cmp.Compare(a.Off, b.Off) })
	return out
}

// Plan splits the file into parts of consecutive row groups of at most
// partBytes of scanned column chunks each (RowGroupBytes) (DefaultPartBytes when zero or less; a row group larger
// than that is a part of its own), and at most MaxParts parts. A file of
// at most partBytes, or of one row group, is one part.
func (t *Table) Plan(partBytes int64) []RowGroupRange {
	if partBytes <= 0 {
		partBytes = DefaultPartBytes
	}
	n := t.NumRowGroups()
	var total int64
	sizes := make([]int64, n)
	for rg := range n {
		sizes[rg] = t.RowGroupBytes(rg)
		total += sizes[rg]
	}
	// Parts of at least total/MaxParts bytes keep the count under MaxParts.
	partBytes = max(partBytes, total/MaxParts+1)
	var out []RowGroupRange
	from, size := 0, int64(0)
	for rg := range n {
		if rg > from && size+sizes[rg] > partBytes {
			out = append(out, RowGroupRange{From: from, To: rg})
			from, size = rg, 0
		}
		size += sizes[rg]
	}
	return append(out, RowGroupRange{From: from, To: n})
}

// bounds clamps the range to the file and returns what ScanTable needs to
// scan it: the row groups, the file row of the first one, the rows of the
// range (the progress total) and the rows the range scans. The sampler is
// moved to the range's first row.
func (r *RowGroupRange) bounds(t *Table, smp *sampler) (lo, hi int, first, rows, scannedRows int64) {
	lo, hi = max(r.From, 0), min(r.To, t.NumRowGroups())
	for rg := 0; rg < lo; rg++ {
		first += t.RowGroupRows(rg)
	}
	for rg := lo; rg < hi; rg++ {
		rows += t.RowGroupRows(rg)
	}
	if smp == nil {
		return lo, hi, first, rows, rows
	}
	for r := smp.peek(); r >= 0 && r < first; r = smp.peek() {
		smp.k++
	}
	probe := *smp
	for r := probe.peek(); r >= 0 && r < first+rows; r = probe.peek() {
		scannedRows++
		probe.k++
	}
	return lo, hi, first, rows, scannedRows
}

// A part of a split scan stores its Collector's state as JSON Lines
// (Collector.WritePart): a first line with the part's summary and the
// (column, category) groups of its stored findings, then one line per
// stored finding, {"g":<group>,"f":<finding>}, in the order the part
// met them. Merge reads the parts in part order and applies the
// per-group and per-scan limits to the findings in that order, which
// keeps exactly the findings one scan of the whole file stores.

// partHeader is the first line of a part.
type partHeader struct {
	Summary Summary     `json:"summary"`
	Groups  []partGroup `json:"groups"`
}

type partGroup struct {
	Column   string `json:"column"`
	Category string `json:"category"`
}

// WritePart writes the collector's state as one part of a split scan;
// sum is the part's summary (ScanTable's result).
func (c *Collector) WritePart(w io.Writer, sum Summary) error {
	type ref struct {
		g, i int
		seq  int64
	}
	head := partHeader{Summary: sum, Groups: []partGroup{}}
	var gs []*group
	var refs []ref
	for _, cs := range c.cols {
		for _, cat := range sortedCategories(cs) {
			if g := cs.groups[cat]; len(g.stored) > 0 {
				for i := range g.stored {
					refs = append(refs, ref{len(gs), i, g.seqs[i]})
				}
				head.Groups = append(head.Groups, partGroup{Column: cs.sum.Name, Category: cat})
				gs = append(gs, g)
			}
		}
	}
	slices.SortFunc(refs, func(a, b ref) int { return cmp.Compare(a.seq, b.seq) })
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := json.NewEncoder(bw).Encode(head); err != nil {
		return err
	}
	var line []byte
	for _, r := range refs {
		f, err := json.Marshal(gs[r.g].stored[r.i])
		if err != nil {
			return err
		}
		line = append(strconv.AppendInt(append(line[:0], linePrefix...), int64(r.g), 10), lineMiddle...)
		line = append(append(line, f...), lineEnd...)
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// The frame of a finding's line, {"g":<group>,"f":<finding>}: written and
// read as bytes, the finding copied as it is.
const (
	linePrefix = `{"g":`
	lineMiddle = `,"f":`
	lineEnd    = "}\n"
)

// parseLine splits a finding's line into its group and its finding.
func parseLine(line []byte) (int, []byte, error) {
	rest, ok := bytes.CutPrefix(line, []byte(linePrefix))
	i := bytes.IndexByte(rest, ',')
	if !ok || i < 1 || !bytes.HasSuffix(rest, []byte(lineEnd)) {
		return 0, nil, errors.New("datascan: malformed part line")
	}
	g, err := strconv.Atoi(string(rest[:i]))
	f, ok := bytes.CutPrefix(rest[i:len(rest)-len(lineEnd)], []byte(lineMiddle))
	if err != nil || !ok || len(f) == 0 {
		return 0, nil, errors.New("datascan: malformed part line")
	}
	return g, f, nil
}

// lineReader reads lines of any length, reusing its buffer.
type lineReader struct {
	br  *bufio.Reader
	buf []byte
}

// next returns the next line with its newline, valid until the next call.
func (l *lineReader) next() ([]byte, error) {
	line, err := l.br.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		if errors.Is(err, io.EOF) && len(line) > 0 {
			return nil, io.ErrUnexpectedEOF
		}
		return line, err
	}
	l.buf = append(l.buf[:0], line...)
	for errors.Is(err, bufio.ErrBufferFull) {
		line, err = l.br.ReadSlice('\n')
		l.buf = append(l.buf, line...)
	}
	if errors.Is(err, io.EOF) {
		err = io.ErrUnexpectedEOF
	}
	return l.buf, err
}

// absorbSummary adds the figures of one part's summary: counts, maximum
// scores and examples (the stored findings are the caller's). The row
// counts of the parts are added to rows; the first part's skipped columns
// are kept (every part lists the same).
func (c *Collector) absorbSummary(sum Summary, rows *RowCounts) {
	rows.Total, rows.Scanned = sum.RowsTotal, rows.Scanned+sum.RowsScanned
	rows.Sampled = rows.Sampled || sum.Sampled
	if len(c.skipped) == 0 {
		c.skipped = append(c.skipped, sum.SkippedColumns...)
	}
	for _, col := range sum.Columns {
		cs := c.cols[c.Column(col.Name, col.Type)]
		cs.sum.CellsScanned += col.CellsScanned
		cs.sum.BytesScanned += col.BytesScanned
		cs.sum.CellsWithFindings += col.CellsWithFindings
		cs.sum.Findings += col.Findings
		c.total += col.Findings
		for _, st := range col.Categories {
			g, ok := cs.groups[st.Category]
			if !ok {
				g = &group{stat: CategoryStat{Category: st.Category, Detector: st.Detector, Examples: []string{}}}
				cs.groups[st.Category] = g
				cs.order = append(cs.order, st.Category)
			}
			g.stat.Count += st.Count
			g.stat.MaxScore = max(g.stat.MaxScore, st.MaxScore)
			// One scan keeps the first distinct snippets in row order: the
			// earlier parts' first, then this part's first ones not seen.
			for _, ex := range st.Examples {
				if len(g.stat.Examples) < MaxExamples && !contains(g.stat.Examples, ex) {
					g.stat.Examples = append(g.stat.Examples, ex)
				}
			}
		}
	}
}

// Spill is where a Merge keeps the findings it stores until they are
// written out: a temporary file.
type Spill interface {
	io.Writer
	io.ReaderAt
}

// Merge combines the parts of a split scan, added one at a time in part
// order, into what one scan of the whole file gives: the same summary and
// the same stored findings.
//
// Its memory is bounded whatever the number and size of the parts: the
// summary (columns x categories, MaxExamples snippets each), the location
// of each stored finding in the spill (16 bytes each, at most MaxStored:
// 3.2 MB at the default limits; consecutive findings of one group share
// one entry), and one line of a part at a time behind a 64 KiB read
// buffer. The stored findings themselves go to the spill (at most
// MaxStored lines, the size of the results they become), never to
// memory, and a part is read once, as a stream.
type Merge struct {
	c     *Collector
	rows  RowCounts
	spill Spill
	off   int64
	at    map[*group][]ByteRange
}

// NewMerge returns a Merge with the default limits that spills to spill.
func NewMerge(spill Spill) *Merge {
	return &Merge{c: NewCollector(), spill: spill, at: map[*group][]ByteRange{}}
}

// Limits sets the per-group and per-scan limits (the Collector's) before
// the first Add.
func (m *Merge) Limits(perGroup, stored int) { m.c.MaxPerGroup, m.c.MaxStored = perGroup, stored }

// Add reads the next part (as WritePart wrote it) to its end, or only to
// its summary once the scan's limit of stored findings is reached.
func (m *Merge) Add(r io.Reader) error {
	lr := &lineReader{br: bufio.NewReaderSize(r, 64<<10)}
	line, err := lr.next()
	if err != nil {
		return fmt.Errorf("datascan: part summary: %w", err)
	}
	var head partHeader
	if err := json.Unmarshal(line, &head); err != nil {
		return fmt.Errorf("datascan: part summary: %w", err)
	}
	m.c.absorbSummary(head.Summary, &m.rows)
	groups := make([]*group, len(head.Groups))
	for i, pg := range head.Groups {
		groups[i] = m.c.cols[m.c.Column(pg.Column, "")].groups[pg.Category]
	}
	for m.c.stored < int64(m.c.MaxStored) {
		line, err := lr.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("datascan: part finding: %w", err)
		}
		gi, f, err := parseLine(line)
		if err != nil {
			return err
		}
		if gi >= len(groups) || groups[gi] == nil {
			return fmt.Errorf("datascan: part finding of unknown group %d", gi)
		}
		g := groups[gi]
		if !m.c.keep(g) {
			continue
		}
		// The finding and its newline (written over the frame's closing
		// brace, in the read buffer): a line of the results as is.
		f = f[:len(f)+1]
		f[len(f)-1] = '\n'
		if _, err := m.spill.Write(f); err != nil {
			return fmt.Errorf("datascan: spill: %w", err)
		}
		rs := m.at[g]
		if k := len(rs) - 1; k >= 0 && rs[k].Off+rs[k].Len == m.off {
			rs[k].Len += int64(len(f))
		} else {
			rs = append(rs, ByteRange{Off: m.off, Len: int64(len(f))})
		}
		m.at[g] = rs
		m.off += int64(len(f))
	}
	return nil
}

// Summary returns the merged summary, row counts included.
func (m *Merge) Summary() Summary {
	sum := m.c.Summary()
	sum.RowsTotal, sum.RowsScanned, sum.Sampled = m.rows.Total, m.rows.Scanned, m.rows.Sampled
	return sum
}

// Groups calls fn for each group of stored findings, in the order of
// Collector.Groups, with its findings as JSON Lines in row order, read
// from the spill.
func (m *Merge) Groups(fn func(column, category string, stored int, findings io.Reader) error) error {
	for _, cs := range m.c.cols {
		for _, cat := range sortedCategories(cs) {
			g := cs.groups[cat]
			rs := m.at[g]
			if len(rs) == 0 {
				continue
			}
			parts := make([]io.Reader, len(rs))
			for i, r := range rs {
				parts[i] = io.NewSectionReader(m.spill, r.Off, r.Len)
			}
			if err := fn(cs.sum.Name, cat, g.stat.Stored, io.MultiReader(parts...)); err != nil {
				return err
			}
		}
	}
	return nil
}

// RowCounts are the row figures of a split scan's parts, added up.
type RowCounts struct {
	Total, Scanned int64
	Sampled        bool
}
