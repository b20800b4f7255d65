package heal

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

	"bulwark/shared/datascan"
)

// Output describes a healed parquet file.
type Output struct {
	Rows      int64
	RowGroups int
	Schema    *arrow.Schema
}

// writerProps are the settings of every parquet file Bulwark writes
// (zstd, dictionaries, statistics); row groups follow the source's.
func writerProps() *parquet.WriterProperties {
	return parquet.NewWriterProperties(
		parquet.WithCompression(compress.Codecs.Zstd),
		parquet.WithCompressionLevel(1),
		parquet.WithDictionaryDefault(true),
		parquet.WithStats(true),
		parquet.WithMaxRowGroupLength(1<<30),
		parquet.WithCreatedBy("bulwark"),
	)
}

// plainText is the type a text column is written as: dictionaries read
// for speed become their value type again (the writer encodes them as
// dictionaries where that pays).
func plainText(dt arrow.DataType) arrow.DataType {
	if d, ok := dt.(*arrow.DictionaryType); ok {
		return d.ValueType
	}
	return dt
}

// textBuilder appends strings to a string or large-string column.
type textBuilder interface {
	array.Builder
	Append(string)
}

// Parquet writes the healed copy of t to out, one row group for each of
// the source's, and returns what changed. progress, when set, is called
// after each batch with the rows read and the total; an error it returns
// stops the healing.
func Parquet(ctx context.Context, t *datascan.Table, out io.Writer, p *Plan, progress func(done, total int64) error) (Stats, Output, error) {
	st := newStats()
	schema := t.Schema()
	dropCol := map[string]bool{}
	for _, c := range p.DropColumns {
		dropCol[c] = true
	}
	// Only the scanned columns some rule can reach are rewritten.
	var scan []int
	rewrite := map[int]bool{}
	for _, i := range t.Text {
		name := schema.Field(i).Name
		if dropCol[name] || !datascan.IsText(schema.Field(i).Type) && !slices.Contains(p.FoundIn, name) {
			continue
		}
		for _, r := range p.Rules {
			if r.Action != DropColumn && (r.Column == "" || r.Column == name) {
				scan = append(scan, i)
				rewrite[i] = true
				break
			}
		}
	}
	var keep []int
	var fields []arrow.Field
	for i, f := range schema.Fields() {
		if dropCol[f.Name] {
			st.ColumnsDropped = append(st.ColumnsDropped, f.Name)
			continue
		}
		switch {
		case datascan.IsText(f.Type):
			f.Type = plainText(f.Type)
		case rewrite[i]:
			// A number, date or time column is rewritten as text: a
			// redacted card number is no longer a number.
			f.Type = arrow.BinaryTypes.String
		}
		keep = append(keep, i)
		fields = append(fields, f)
	}
	if len(fields) == 0 {
		return st, Output{}, fmt.Errorf("heal: every column would be dropped")
	}
	md := schema.Metadata()
	outSchema := arrow.NewSchema(fields, &md)

	// The writer closes a sink that is an io.Closer; out stays the
	// caller's to close.
	w, err := pqarrow.NewFileWriter(outSchema, struct{ io.Writer }{out}, writerProps(), pqarrow.NewArrowWriterProperties(pqarrow.WithStoreSchema()))
	if err != nil {
		return st, Output{}, fmt.Errorf("heal: %w", err)
	}
	total, done := t.NumRows(), int64(0)
	groups := 0
	for rg := 0; rg < t.NumRowGroups(); rg++ {
		caches := map[int]*datascan.CellCache{}
		for _, i := range scan {
			caches[i] = datascan.NewCellCache()
		}
		started := false
		err := t.RowGroup(ctx, rg, nil, func(rec arrow.Record, first int64) error {
			n := int(rec.NumRows())
			var keepRow []bool
			healed := map[int]arrow.Array{}
			for _, i := range scan {
				arr, err := p.column(rec.Column(i), schema.Field(i).Name, outSchema.Field(keepIndex(keep, i)).Type, caches[i], &st, &keepRow, n)
				if err != nil {
					return err
				}
				healed[i] = arr
			}
			cols := make([]arrow.Array, len(keep))
			for k, i := range keep {
				if a, ok := healed[i]; ok {
					cols[k] = a
				} else {
					cols[k] = plainColumn(rec.Column(i))
				}
			}
			rows := int64(n)
			if keepRow != nil {
				var err error
				if cols, rows, err = filter(cols, keepRow); err != nil {
					return err
				}
			}
			st.RowsIn += int64(n)
			st.RowsOut += rows
			out := array.NewRecord(outSchema, cols, rows)
			for _, c := range cols {
				c.Release()
			}
			defer out.Release()
			if rows > 0 {
				if !started {
					w.NewBufferedRowGroup()
					started = true
					groups++
				}
				if err := w.WriteBuffered(out); err != nil {
					return fmt.Errorf("heal: write: %w", err)
				}
			}
			done += int64(n)
			if progress != nil {
				return progress(done, total)
			}
			return nil
		})
		if err != nil {
			w.Close()
			return st, Output{}, err
		}
	}
	st.RowsDropped = st.RowsIn - st.RowsOut
	if err := w.Close(); err != nil {
		return st, Output{}, fmt.Errorf("heal: write: %w", err)
	}
	return st, Output{Rows: st.RowsOut, RowGroups: groups, Schema: outSchema}, nil
}

func keepIndex(keep []int, i int) int {
	for k, v := range keep {
		if v == i {
			return k
		}
	}
	return -1
}

// plainColumn returns a column as written: a dictionary-read text column
// becomes its values again; any other column is returned (retained) as is.
func plainColumn(a arrow.Array) arrow.Array {
	d, ok := a.(*array.Dictionary)
	if !ok {
		a.Retain()
		return a
	}
	b := array.NewBuilder(memory.DefaultAllocator, d.Dictionary().DataType()).(textBuilder)
	defer b.Release()
	values := d.Dictionary()
	for i := 0; i < d.Len(); i++ {
		if d.IsNull(i) {
			b.AppendNull()
			continue
		}
		b.Append(values.ValueStr(d.GetValueIndex(i)))
	}
	return b.NewArray()
}

// column heals one text column of a batch, marking rows to drop in
// keepRow (allocated on the first drop).
func (p *Plan) column(arr arrow.Array, name string, typ arrow.DataType, cache *datascan.CellCache, st *Stats, keepRow *[]bool, n int) (arrow.Array, error) {
	b, ok := array.NewBuilder(memory.DefaultAllocator, typ).(textBuilder)
	if !ok {
		return nil, fmt.Errorf("heal: column %s is not text", name)
	}
	defer b.Release()
	b.Reserve(n)
	next := 0
	p.Scanner.CellsOf(arr, name, nil, cache, runtime.GOMAXPROCS(0), func(i int, text string, hits []datascan.Hit) {
		for ; next < i; next++ {
			b.AppendNull()
		}
		next = i + 1
		res := p.cell(name, text, hits)
		switch {
		case res.drop:
			if *keepRow == nil {
				*keepRow = make([]bool, n)
				for k := range *keepRow {
					(*keepRow)[k] = true
				}
			}
			(*keepRow)[i] = false
			for _, s := range res.spans {
				st.Dropped[s.category]++
			}
		case res.changed:
			st.CellsChanged++
			for _, s := range res.spans {
				st.Spans[s.category]++
			}
		}
		b.Append(res.text)
	})
	for ; next < n; next++ {
		b.AppendNull()
	}
	return b.NewArray(), nil
}

// filter keeps the rows marked in keep: each column is cut into the runs
// of kept rows and put back together.
func filter(cols []arrow.Array, keep []bool) ([]arrow.Array, int64, error) {
	var runs [][2]int
	rows := 0
	for i := 0; i < len(keep); {
		if !keep[i] {
			i++
			continue
		}
		j := i
		for j < len(keep) && keep[j] {
			j++
		}
		runs = append(runs, [2]int{i, j})
		rows += j - i
		i = j
	}
	out := make([]arrow.Array, len(cols))
	for k, c := range cols {
		parts := make([]arrow.Array, len(runs))
		for r, run := range runs {
			parts[r] = array.NewSlice(c, int64(run[0]), int64(run[1]))
		}
		var err error
		if len(parts) == 0 {
			out[k] = array.MakeArrayOfNull(memory.DefaultAllocator, c.DataType(), 0)
		} else {
			out[k], err = array.Concatenate(parts, memory.DefaultAllocator)
		}
		for _, p := range parts {
			p.Release()
		}
		c.Release()
		if err != nil {
			return nil, 0, fmt.Errorf("heal: filter rows: %w", err)
		}
	}
	return out, int64(rows), nil
}
