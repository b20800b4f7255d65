package datascan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/file"
	pqmeta "github.com/apache/arrow/go/v17/parquet/metadata"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

	"bulwark/shared/errs"
)

// BatchRows is how many rows are decoded at a time within a row group.
const BatchRows = 8192

// ErrUnreadable wraps the errors of a file that is not readable parquet.
var ErrUnreadable = errors.New("datascan: unreadable parquet file")

// ScanOptions tune ScanParquet.
type ScanOptions struct {
	// SampleRows, when positive and below the row count, scans that many
	// rows spread evenly over the file from a random start chosen by Seed.
	SampleRows int64
	Seed       uint64
	// Progress, when set, is called after each batch with the rows read so
	// far and the total; an error it returns stops the scan and is
	// returned.
	Progress func(done, total int64) error
	// Workers is how many goroutines run the detectors (0: GOMAXPROCS).
	// The results do not depend on it.
	Workers int
	// RowGroups, when set, scans only that range of row groups: one part
	// of a scan split by Plan. Sampling still follows the whole file, so
	// the parts together read exactly the rows one scan would; progress
	// and RowsScanned are the part's.
	RowGroups *RowGroupRange
}

// Table is an open parquet file: its text columns, read one row group at
// a time. Heal uses the same reader to rewrite the file.
type Table struct {
	pf     *file.Reader
	schema *arrow.Schema
	// Text lists the indexes of the top-level columns a scan reads, in
	// the schema: text (string, large string, dictionary of those) and
	// every other flat type that can hold personal data once written out
	// (integers, decimals, floats, dates, times, timestamps), read as
	// their text (see Scannable).
	Text []int
	// Skipped lists the other columns, with the reason they are not read.
	Skipped []SkippedColumn
	// leaf maps a top-level column to its parquet leaf column (-1 when
	// the column is nested).
	leaf []int
}

// OpenTable opens a parquet file. A file that is not parquet is an error
// wrapping ErrUnreadable.
func OpenTable(r parquet.ReaderAtSeeker) (*Table, error) {
	pf, err := file.NewParquetReader(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	fr, err := pqarrow.NewFileReader(pf, pqarrow.ArrowReadProperties{BatchSize: BatchRows}, memory.DefaultAllocator)
	if err != nil {
		pf.Close()
		return nil, fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	schema, err := fr.Schema()
	if err != nil {
		pf.Close()
		return nil, fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	t := &Table{pf: pf, schema: schema, leaf: make([]int, schema.NumFields())}
	for i, f := range fr.Manifest.Fields {
		t.leaf[i] = -1
		if f.IsLeaf() {
			t.leaf[i] = f.ColIndex
		}
		fld := schema.Field(i)
		switch reason, canHold := skipReason(fld.Type, t.leaf[i] < 0); {
		case reason == "":
			t.Text = append(t.Text, i)
		default:
			t.Skipped = append(t.Skipped, SkippedColumn{Name: fld.Name, Type: fld.Type.String(), Reason: reason, CanHoldPII: canHold})
		}
	}
	return t, nil
}

// Close releases the file.
func (t *Table) Close() error { return t.pf.Close() }

// Schema returns the file's Arrow schema.
func (t *Table) Schema() *arrow.Schema { return t.schema }

// NumRows returns the row count.
func (t *Table) NumRows() int64 { return t.pf.NumRows() }

// NumRowGroups returns the number of row groups.
func (t *Table) NumRowGroups() int { return t.pf.NumRowGroups() }

// RowGroupRows returns the row count of one row group.
func (t *Table) RowGroupRows(rg int) int64 { return t.pf.MetaData().RowGroup(rg).NumRows() }

// Leaf returns the parquet leaf column of top-level column i, -1 when the
// column is nested.
func (t *Table) Leaf(i int) int { return t.leaf[i] }

// IsText reports whether a column of this type is scanned.
func IsText(dt arrow.DataType) bool {
	switch dt.ID() {
	case arrow.STRING, arrow.LARGE_STRING:
		return true
	case arrow.DICTIONARY:
		return IsText(dt.(*arrow.DictionaryType).ValueType)
	}
	return false
}

// skipReason says why a column of type dt is not scanned ("" when it is)
// and whether it could hold personal data all the same, which makes the
// controls that depend on it not assessed rather than passed.
func skipReason(dt arrow.DataType, nested bool) (reason string, canHoldPII bool) {
	if nested {
		return "nested (list, struct or map) columns are not scanned", true
	}
	switch dt.ID() {
	case arrow.NULL:
		return "every value is null", false
	case arrow.BOOL:
		return "a boolean cannot hold personal data", false
	case arrow.BINARY, arrow.LARGE_BINARY, arrow.FIXED_SIZE_BINARY, arrow.BINARY_VIEW:
		return "binary values are not scanned", true
	case arrow.DICTIONARY:
		if !IsText(dt.(*arrow.DictionaryType).ValueType) {
			return "dictionary columns of non-text values are not scanned", true
		}
	}
	if !Scannable(dt) {
		return "values of type " + dt.String() + " are not scanned", true
	}
	return "", false
}

// Scannable reports whether a flat column of this type is scanned: text,
// and numbers, dates and times, whose written form can be a card, phone,
// account or national ID number or a date of birth (a CSV column of card
// numbers is typed int64 at ingestion).
func Scannable(dt arrow.DataType) bool {
	if IsText(dt) {
		return true
	}
	switch dt.ID() {
	case arrow.INT8, arrow.INT16, arrow.INT32, arrow.INT64, arrow.UINT8, arrow.UINT16, arrow.UINT32, arrow.UINT64,
		arrow.FLOAT32, arrow.FLOAT64, arrow.DECIMAL128, arrow.DECIMAL256,
		arrow.DATE32, arrow.DATE64, arrow.TIMESTAMP, arrow.TIME32, arrow.TIME64:
		return true
	}
	return false
}

// RowGroup reads the given top-level columns of row group rg (every
// column, nested ones included, when cols is nil), calling fn with each
// batch of records and the row index of its first row. Text columns whose
// chunk in this row group is dictionary-encoded are read as Arrow
// dictionaries, so that a caller can process each distinct value once.
func (t *Table) RowGroup(ctx context.Context, rg int, cols []int, fn func(rec arrow.Record, first int64) error) error {
	props := pqarrow.ArrowReadProperties{BatchSize: BatchRows}
	meta := t.pf.MetaData().RowGroup(rg)
	var leaves []int
	for _, c := range cols {
		if t.leaf[c] < 0 {
			return fmt.Errorf("datascan: column %d is nested", c)
		}
		leaves = append(leaves, t.leaf[c])
	}
	for _, c := range t.Text {
		if cc, err := meta.ColumnChunk(t.leaf[c]); err == nil && dictionaryOnly(cc) {
			props.SetReadDict(t.leaf[c], true)
		}
	}
	fr, err := pqarrow.NewFileReader(t.pf, props, memory.DefaultAllocator)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	rr, err := fr.GetRecordReader(ctx, leaves, []int{rg})
	if err != nil {
		return fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	defer rr.Release()
	first := int64(0)
	for i := 0; i < rg; i++ {
		first += t.RowGroupRows(i)
	}
	for rr.Next() {
		rec := rr.Record()
		if err := fn(rec, first); err != nil {
			return err
		}
		first += rec.NumRows()
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if err := rr.Err(); err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	return ctx.Err()
}

// dictionaryOnly reports a column chunk whose data pages are all
// dictionary-encoded. A chunk whose writer fell back to plain pages (too
// many distinct values) is read as plain strings: building a dictionary of
// unique values would cost more than it saves.
func dictionaryOnly(cc *pqmeta.ColumnChunkMetaData) bool {
	if !cc.HasDictionaryPage() {
		return false
	}
	for _, st := range cc.EncodingStats() {
		// Page types 0 and 3 are DATA_PAGE and DATA_PAGE_V2.
		if (st.PageType == 0 || st.PageType == 3) && st.Encoding != parquet.Encodings.PlainDict && st.Encoding != parquet.Encodings.RLEDict {
			return false
		}
	}
	return true
}

// sampler picks the rows of a sample: n rows spread evenly over total,
// starting at a random offset within the first step.
type sampler struct {
	step, offset float64
	k, n         int64
}

func newSampler(total, n int64, seed uint64) *sampler {
	step := float64(total) / float64(n)
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	return &sampler{step: step, offset: r.Float64() * step, n: n}
}

// next returns the next sampled row, or -1 after the last.
func (s *sampler) peek() int64 {
	if s.k >= s.n {
		return -1
	}
	return int64(s.offset + float64(s.k)*s.step)
}

// rows returns the sampled rows in [first, first+count) as offsets from
// first, advancing past them.
func (s *sampler) rows(first, count int64, dst []int) []int {
	dst = dst[:0]
	for r := s.peek(); r >= 0 && r < first+count; r = s.peek() {
		if r >= first {
			dst = append(dst, int(r-first))
		}
		s.k++
	}
	return dst
}

// CellCache holds the findings of the distinct values of one dictionary.
type CellCache struct {
	dict arrow.Array
	done []bool
	hits [][]Hit
}

func (c *CellCache) reset(dict arrow.Array) {
	c.dict = dict
	n := dict.Len()
	c.done = append(c.done[:0], make([]bool, n)...)
	if cap(c.hits) >= n {
		c.hits = c.hits[:n]
		clear(c.hits)
	} else {
		c.hits = make([][]Hit, n)
	}
}

// NewCellCache returns an empty cache for Cells.
func NewCellCache() *CellCache { return &CellCache{} }

// textArray reads the strings of a string, large string or dictionary
// array.
type textArray struct {
	arr   arrow.Array
	dict  *array.Dictionary
	value func(i int) string // by row (plain) or by dictionary index
}

func newTextArray(arr arrow.Array) (textArray, bool) {
	switch a := arr.(type) {
	case *array.String:
		return textArray{arr: arr, value: a.Value}, true
	case *array.LargeString:
		return textArray{arr: arr, value: a.Value}, true
	case *array.Dictionary:
		switch v := a.Dictionary().(type) {
		case *array.String:
			return textArray{arr: arr, dict: a, value: v.Value}, true
		case *array.LargeString:
			return textArray{arr: arr, dict: a, value: v.Value}, true
		}
	case *array.Float64:
		return textArray{arr: arr, value: func(i int) string { return floatText(a.Value(i), 64) }}, true
	case *array.Float32:
		return textArray{arr: arr, value: func(i int) string { return floatText(float64(a.Value(i)), 32) }}, true
	}
	if Scannable(arr.DataType()) && arr.DataType().ID() != arrow.DICTIONARY {
		// Integers, decimals (with their scale), dates and times as Arrow
		// writes them.
		return textArray{arr: arr, value: arr.ValueStr}, true
	}
	return textArray{}, false
}

// floatText writes a float without an exponent when it is a whole number
// of up to 21 digits (a card or phone number read as a float), else in
// its shortest form.
func floatText(f float64, bits int) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, bits)
	}
	return strconv.FormatFloat(f, 'g', -1, bits)
}

// parallel calls fn(lo, hi) over [0, n) in chunks, on up to workers
// goroutines (inline when workers is 1 or the work is small).
func parallel(n, workers int, fn func(lo, hi int)) {
	const chunk = 256
	if workers <= 1 || n <= chunk {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	next := make(chan int, (n+chunk-1)/chunk)
	for lo := 0; lo < n; lo += chunk {
		next <- lo
	}
	close(next)
	for w := 0; w < min(workers, (n+chunk-1)/chunk); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for lo := range next {
				fn(lo, min(lo+chunk, n))
			}
		}()
	}
	wg.Wait()
}

// Cells calls fn, in row order, for each non-null cell of a text array (at
// the given row offsets, or every row when rows is nil) with its
// findings. A dictionary array's values are scanned once each; cache
// keeps their findings across the batches of a row group. The detectors
// run on up to workers goroutines; fn is called on the caller's. The hits
// passed to fn must not be modified.
func (s *Scanner) Cells(arr arrow.Array, rows []int, cache *CellCache, workers int, fn func(i int, text string, hits []Hit)) {
	s.CellsOf(arr, "", rows, cache, workers, fn)
}

// CellsOf is Cells for a column with a name. A value that is not text (a
// number, a date) has no words around it, and a bare 9-digit number is no
// SSN to the detectors; it is scanned as "<column name>: <value>", the
// name's words ("ssn", "phone", "card number") giving the context a
// sentence would. Findings keep offsets in the value; the name's own are
// dropped.
func (s *Scanner) CellsOf(arr arrow.Array, column string, rows []int, cache *CellCache, workers int, fn func(i int, text string, hits []Hit)) {
	ta, ok := newTextArray(arr)
	if !ok {
		return
	}
	scan := s.Text
	if column != "" && !IsText(arr.DataType()) {
		prefix := contextLabel(column) + ": "
		scan = func(buf []Hit, v string) []Hit {
			hs := s.Text(buf, prefix+v)
			out := hs[:0]
			for _, h := range hs {
				switch {
				case h.Start == 0 && h.End == 0:
				case h.Start < len(prefix):
					continue
				default:
					h.Start, h.End = h.Start-len(prefix), h.End-len(prefix)
				}
				out = append(out, h)
			}
			return out
		}
	}
	// The non-null cells to visit, in row order.
	var cells []int
	add := func(i int) {
		if !arr.IsNull(i) {
			cells = append(cells, i)
		}
	}
	if rows == nil {
		cells = make([]int, 0, arr.Len())
		for i := 0; i < arr.Len(); i++ {
			add(i)
		}
	} else {
		for _, i := range rows {
			add(i)
		}
	}
	if ta.dict != nil {
		dict := ta.dict.Dictionary()
		if cache.dict == nil || cache.dict.Data() != dict.Data() {
			cache.reset(dict)
		}
		// Each distinct value not seen yet is scanned once.
		var todo []int
		for _, i := range cells {
			if j := ta.dict.GetValueIndex(i); !cache.done[j] {
				cache.done[j] = true
				todo = append(todo, j)
			}
		}
		parallel(len(todo), workers, func(lo, hi int) {
			for _, j := range todo[lo:hi] {
				cache.hits[j] = scan(nil, ta.value(j))
			}
		})
		for _, i := range cells {
			j := ta.dict.GetValueIndex(i)
			fn(i, ta.value(j), cache.hits[j])
		}
		return
	}
	if workers <= 1 {
		var buf []Hit
		for _, i := range cells {
			v := ta.value(i)
			buf = scan(buf[:0], v)
			fn(i, v, buf)
		}
		return
	}
	hits := make([][]Hit, len(cells))
	parallel(len(cells), workers, func(lo, hi int) {
		for k := lo; k < hi; k++ {
			hits[k] = scan(nil, ta.value(cells[k]))
		}
	})
	for k, i := range cells {
		fn(i, ta.value(i), hits[k])
	}
}

// ScanParquet scans the text columns of a parquet file into c and returns
// the summary. Non-text columns are listed as skipped. A file that is not
// readable parquet gives an error wrapping ErrUnreadable (and
// errs.ErrInvalid).
func (s *Scanner) ScanParquet(ctx context.Context, r parquet.ReaderAtSeeker, o ScanOptions, c *Collector) (Summary, error) {
	t, err := OpenTable(r)
	if err != nil {
		return Summary{}, fmt.Errorf("%w (%w)", err, errs.ErrInvalid)
	}
	defer t.Close()
	return s.ScanTable(ctx, t, o, c)
}

// ScanTable is ScanParquet over an open table.
func (s *Scanner) ScanTable(ctx context.Context, t *Table, o ScanOptions, c *Collector) (Summary, error) {
	total := t.NumRows()
	cols := make([]int, len(t.Text))
	isText := map[int]bool{}
	for k, i := range t.Text {
		f := t.schema.Field(i)
		cols[k] = c.Column(f.Name, f.Type.String())
		isText[i] = true
	}
	for _, sc := range t.Skipped {
		c.Skip(sc)
	}
	var smp *sampler
	scanned := total
	if o.SampleRows > 0 && o.SampleRows < total {
		smp = newSampler(total, o.SampleRows, o.Seed)
		scanned = o.SampleRows
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	caches := make([]*CellCache, len(t.Text))
	var rows []int
	done, first := int64(0), int64(0)
	lo, hi := 0, t.NumRowGroups()
	if o.RowGroups != nil {
		lo, hi, first, total, scanned = o.RowGroups.bounds(t, smp)
	}
	for rg := lo; rg < hi && len(t.Text) > 0; rg++ {
		n := t.RowGroupRows(rg)
		if smp != nil {
			if next := smp.peek(); next < 0 || next >= first+n {
				first += n
				done += n
				continue
			}
		}
		for k := range caches {
			caches[k] = NewCellCache()
		}
		err := t.RowGroup(ctx, rg, t.Text, func(rec arrow.Record, start int64) error {
			var sel []int
			if smp != nil {
				rows = smp.rows(start, rec.NumRows(), rows)
				sel = rows
				if len(sel) == 0 {
					sel = []int{}
				}
			}
			for k := range t.Text {
				s.CellsOf(rec.Column(k), t.schema.Field(t.Text[k]).Name, sel, caches[k], workers, func(i int, text string, hits []Hit) {
					c.Cell(cols[k], start+int64(i), text, hits)
				})
			}
			done += rec.NumRows()
			if o.Progress != nil {
				return o.Progress(done, total)
			}
			return nil
		})
		if err != nil {
			return Summary{}, err
		}
		first += n
	}
	sum := c.Summary()
	sum.RowsTotal, sum.RowsScanned, sum.Sampled = t.NumRows(), scanned, smp != nil
	return sum, nil
}

// contextLabel turns a column name into words: "ssn", "phone_number" and
// "cardNumber" become "ssn", "phone number" and "card number".
func contextLabel(name string) string {
	var b strings.Builder
	for i, r := range name {
		switch {
		case r == '_' || r == '-' || r == '.':
			b.WriteByte(' ')
		case unicode.IsUpper(r) && i > 0:
			b.WriteByte(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
