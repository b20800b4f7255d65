package datascan

import (
	"math"
	"sort"
	"unicode/utf8"
)

// Finding is one stored finding: where it is, what it is, and a masked
// snippet (never the clear value).
type Finding struct {
	// Row is the 0-based row index in the parquet file (for an image set,
	// the index of the image in the manifest).
	Row int64 `json:"row"`
	// Column is the text column, or for an image the part of the file the
	// finding is about ("file", "exif:Artist", "xmp", "png:Comment", ...).
	Column string `json:"column"`
	// File is the image's file name (image findings only).
	File     string  `json:"file,omitempty"`
	Detector string  `json:"detector"`
	Category string  `json:"category"`
	Score    float64 `json:"score"`
	// Start and End are Unicode code point offsets in the cell (both 0 for
	// a finding about the whole cell).
	Start       int    `json:"start"`
	End         int    `json:"end"`
	Snippet     string `json:"snippet"`
	Explanation string `json:"explanation"`
}

// CategoryStat summarises one category in one column.
type CategoryStat struct {
	Category string  `json:"category"`
	Detector string  `json:"detector"`
	Count    int64   `json:"count"`
	MaxScore float64 `json:"max_score"`
	// Examples are up to MaxExamples masked snippets.
	Examples []string `json:"examples"`
	// Stored is how many of the Count findings are kept for listing.
	Stored int `json:"stored"`
}

// ColumnSummary is the scan of one column.
type ColumnSummary struct {
	Name         string `json:"name"`
	Type         string `json:"type"`
	CellsScanned int64  `json:"cells_scanned"`
	BytesScanned int64  `json:"bytes_scanned"`
	// CellsWithFindings counts the cells with at least one finding.
	CellsWithFindings int64          `json:"cells_with_findings"`
	Findings          int64          `json:"findings"`
	Categories        []CategoryStat `json:"categories"`
}

// SkippedColumn is a column a scan did not read, and why. A column that
// could hold personal data all the same (CanHoldPII) leaves the controls
// that depend on it not assessed: a report never passes what it did not
// read.
type SkippedColumn struct {
	Name       string `json:"name"`
	Type       string `json:"type"`
	Reason     string `json:"reason"`
	CanHoldPII bool   `json:"can_hold_pii"`
}

// CategoryTotal is one category over the whole dataset.
type CategoryTotal struct {
	Category string  `json:"category"`
	Detector string  `json:"detector"`
	Count    int64   `json:"count"`
	MaxScore float64 `json:"max_score"`
	// Columns names the columns it was found in.
	Columns []string `json:"columns"`
}

// Summary is the result of a scan.
type Summary struct {
	RowsTotal      int64           `json:"rows_total"`
	RowsScanned    int64           `json:"rows_scanned"`
	Sampled        bool            `json:"sampled"`
	CellsScanned   int64           `json:"cells_scanned"`
	BytesScanned   int64           `json:"bytes_scanned"`
	FindingsTotal  int64           `json:"findings_total"`
	FindingsStored int64           `json:"findings_stored"`
	Totals         []CategoryTotal `json:"totals"`
	Columns        []ColumnSummary `json:"columns"`
	SkippedColumns []SkippedColumn `json:"skipped_columns"`
	// Images summarises the image checks of an image set.
	Images *ImageSummary `json:"images,omitempty"`
}

// Category returns the total of one category (zero when absent).
func (s *Summary) Category(category string) CategoryTotal {
	for _, t := range s.Totals {
		if t.Category == category {
			return t
		}
	}
	return CategoryTotal{Category: category}
}

// Limits of a Collector.
const (
	// DefaultMaxPerGroup is how many findings are stored per (column,
	// category); counts stay exact beyond it.
	DefaultMaxPerGroup = 1000
	// DefaultMaxStored caps the stored findings of one scan.
	DefaultMaxStored = 200_000
	// MaxExamples is how many masked examples a CategoryStat keeps.
	MaxExamples = 3
)

// Group is the stored findings of one (column, category), in row order.
type Group struct {
	Column   string
	Category string
	Findings []Finding
}

type group struct {
	stat   CategoryStat
	stored []Finding
	// seqs are the stored findings' positions among all the collector's
	// findings (see WritePart).
	seqs []int64
}

type column struct {
	sum    ColumnSummary
	groups map[string]*group
	order  []string
}

// Collector accumulates the findings of a scan: exact counts, maximum
// scores and examples per column and category, and the first MaxPerGroup
// findings of each (column, category) up to MaxStored in all. It is not
// safe for concurrent use.
type Collector struct {
	MaxPerGroup int
	MaxStored   int

	cols    []*column
	byName  map[string]int
	skipped []SkippedColumn
	stored  int64
	total   int64
}

// NewCollector returns a Collector with the default limits.
func NewCollector() *Collector {
	return &Collector{MaxPerGroup: DefaultMaxPerGroup, MaxStored: DefaultMaxStored, byName: map[string]int{}}
}

// Column registers a column (or returns the index of a known one).
func (c *Collector) Column(name, typ string) int {
	if i, ok := c.byName[name]; ok {
		return i
	}
	c.cols = append(c.cols, &column{sum: ColumnSummary{Name: name, Type: typ}, groups: map[string]*group{}})
	c.byName[name] = len(c.cols) - 1
	return len(c.cols) - 1
}

// Skip records a column the scan does not read.
func (c *Collector) Skip(sc SkippedColumn) {
	c.skipped = append(c.skipped, sc)
}

// Cell records one scanned cell of column col at row, with its findings.
func (c *Collector) Cell(col int, row int64, text string, hits []Hit) {
	cs := c.cols[col]
	cs.sum.CellsScanned++
	cs.sum.BytesScanned += int64(len(text))
	if len(hits) == 0 {
		return
	}
	cs.sum.CellsWithFindings++
	for _, h := range hits {
		f := Finding{
			Row: row, Column: cs.sum.Name, Detector: h.Family, Category: h.Category, Score: h.Score,
			Snippet: h.Snippet, Explanation: h.Explanation,
		}
		if h.End > h.Start && h.End <= len(text) {
			f.Start = utf8.RuneCountInString(text[:h.Start])
			f.End = f.Start + utf8.RuneCountInString(text[h.Start:h.End])
		}
		c.add(cs, f)
	}
}

// Add records a finding that does not come from a text cell (an image
// check); its column is registered when new.
func (c *Collector) Add(f Finding) {
	cs := c.cols[c.Column(f.Column, "image")]
	c.add(cs, f)
}

func (c *Collector) add(cs *column, f Finding) {
	f.Score = round3(f.Score)
	g, ok := cs.groups[f.Category]
	if !ok {
		g = &group{stat: CategoryStat{Category: f.Category, Detector: f.Detector, Examples: []string{}}}
		cs.groups[f.Category] = g
		cs.order = append(cs.order, f.Category)
	}
	g.stat.Count++
	cs.sum.Findings++
	c.total++
	g.stat.MaxScore = max(g.stat.MaxScore, f.Score)
	if f.Snippet != "" && len(g.stat.Examples) < MaxExamples && !contains(g.stat.Examples, f.Snippet) {
		g.stat.Examples = append(g.stat.Examples, f.Snippet)
	}
	if c.keep(g) {
		g.stored = append(g.stored, f)
		g.seqs = append(g.seqs, c.total-1)
	}
}

// keep counts a finding of group g as stored and says so, unless the
// group's or the scan's limit is reached: the one rule of a scan and of a
// merge of its parts.
func (c *Collector) keep(g *group) bool {
	if g.stat.Stored >= c.MaxPerGroup || c.stored >= int64(c.MaxStored) {
		return false
	}
	g.stat.Stored++
	c.stored++
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// Summary returns the scan's summary so far (row counts are the caller's
// to fill).
func (c *Collector) Summary() Summary {
	s := Summary{
		Columns: []ColumnSummary{}, SkippedColumns: append([]SkippedColumn{}, c.skipped...),
		Totals: []CategoryTotal{}, FindingsTotal: c.total, FindingsStored: c.stored,
	}
	totals := map[string]*CategoryTotal{}
	for _, cs := range c.cols {
		sum := cs.sum
		sum.Categories = []CategoryStat{}
		for _, cat := range sortedCategories(cs) {
			st := cs.groups[cat].stat
			sum.Categories = append(sum.Categories, st)
			t, ok := totals[cat]
			if !ok {
				t = &CategoryTotal{Category: cat, Detector: st.Detector, Columns: []string{}}
				totals[cat] = t
			}
			t.Count += st.Count
			t.MaxScore = max(t.MaxScore, st.MaxScore)
			t.Columns = append(t.Columns, sum.Name)
		}
		s.CellsScanned += sum.CellsScanned
		s.BytesScanned += sum.BytesScanned
		s.Columns = append(s.Columns, sum)
	}
	for _, t := range totals {
		s.Totals = append(s.Totals, *t)
	}
	sort.Slice(s.Totals, func(i, j int) bool {
		if s.Totals[i].Count != s.Totals[j].Count {
			return s.Totals[i].Count > s.Totals[j].Count
		}
		return s.Totals[i].Category < s.Totals[j].Category
	})
	return s
}

// sortedCategories orders a column's categories by name, the order of its
// stored groups.
func sortedCategories(cs *column) []string {
	out := append([]string{}, cs.order...)
	sort.Strings(out)
	return out
}

// Groups returns the stored findings, by column (in registration order)
// then category (by name), each in row order.
func (c *Collector) Groups() []Group {
	var out []Group
	for _, cs := range c.cols {
		for _, cat := range sortedCategories(cs) {
			if g := cs.groups[cat]; len(g.stored) > 0 {
				out = append(out, Group{Column: cs.sum.Name, Category: cat, Findings: g.stored})
			}
		}
	}
	return out
}
