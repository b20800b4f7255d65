package datascan

// Split scans. A large parquet file is scanned in parts, each a range of
// whole row groups that any worker can scan on its own (ScanOptions.
// RowGroups); each part's Collector is stored as a Partial, and a
// Collector that Absorbs the partials in part order ends exactly as the
// Collector of one scan of the whole file: the same counts, maximum
// scores, examples and stored findings.

import (
	"cmp"
	"slices"
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
func (r *RowGroupRange) bounds(t *Table, smp *sampler, total, scanned int64) (lo, hi int, first, rows, scannedRows int64) {
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

// Partial is the state of a Collector after one part of a split scan, as
// stored between the part and the merge. It keeps, besides the summary,
// the order in which the part met each stored finding, so that merging
// applies the per-group and per-scan limits exactly as one scan would.
type Partial struct {
	Summary Summary        `json:"summary"`
	Groups  []PartialGroup `json:"groups"`
}

// PartialGroup is the stored findings of one (column, category) of a
// part, with each finding's position among all the part's findings.
type PartialGroup struct {
	Column   string    `json:"column"`
	Category string    `json:"category"`
	Findings []Finding `json:"findings"`
	Seq      []int64   `json:"seq"`
}

// Partial returns the collector's state to store as one part of a split
// scan; sum is the part's summary (ScanTable's result).
func (c *Collector) Partial(sum Summary) Partial {
	p := Partial{Summary: sum, Groups: []PartialGroup{}}
	for _, cs := range c.cols {
		for _, cat := range sortedCategories(cs) {
			if g := cs.groups[cat]; len(g.stored) > 0 {
				p.Groups = append(p.Groups, PartialGroup{Column: cs.sum.Name, Category: cat, Findings: g.stored, Seq: g.seqs})
			}
		}
	}
	return p
}

// Absorb adds one part's state; absorbing every part of a scan in part
// order leaves the collector as one scan of the whole file would. The
// row counts of the parts are added to rows; the first part's skipped
// columns are kept (every part lists the same).
func (c *Collector) Absorb(p Partial, rows *RowCounts) {
	if rows != nil {
		rows.Total, rows.Scanned = p.Summary.RowsTotal, rows.Scanned+p.Summary.RowsScanned
		rows.Sampled = rows.Sampled || p.Summary.Sampled
	}
	if len(c.skipped) == 0 {
		c.skipped = append(c.skipped, p.Summary.SkippedColumns...)
	}
	for _, col := range p.Summary.Columns {
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
	// The part stored every finding one scan would have stored from it
	// (its own limits were never reached sooner); replaying them in the
	// order the part met them keeps exactly those.
	type pending struct {
		g   *group
		f   Finding
		seq int64
	}
	var all []pending
	for _, pg := range p.Groups {
		cs := c.cols[c.Column(pg.Column, "")]
		g := cs.groups[pg.Category]
		if g == nil {
			continue
		}
		for i, f := range pg.Findings {
			if i < len(pg.Seq) {
				all = append(all, pending{g, f, pg.Seq[i]})
			}
		}
	}
	slices.SortStableFunc(all, func(a, b pending) int { return cmp.Compare(a.seq, b.seq) })
	for _, x := range all {
		if len(x.g.stored) < c.MaxPerGroup && c.stored < int64(c.MaxStored) {
			x.g.stored = append(x.g.stored, x.f)
			x.g.stat.Stored++
			c.stored++
		}
	}
}

// RowCounts are the row figures of a split scan's parts, added up.
type RowCounts struct {
	Total, Scanned int64
	Sampled        bool
}
