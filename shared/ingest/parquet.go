package ingest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet/file"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"
)

// rewriteParquet validates a parquet source and rewrites it with Bulwark's
// writer settings and row-group sizing. The source is copied to a
// temporary file first, since parquet is read from its footer.
func rewriteParquet(ctx context.Context, open Opener, out Output, o Options) (res Result, err error) {
	tmp, err := os.CreateTemp(o.TempDir, "bulwark-ingest-*.parquet")
	if err != nil {
		return Result{}, fmt.Errorf("ingest: temporary file: %w", err)
	}
	defer func() {
		tmp.Close()
		os.Remove(tmp.Name())
	}()
	rc, err := open()
	if err != nil {
		return Result{}, err
	}
	size, err := io.Copy(tmp, rc)
	rc.Close()
	if err != nil {
		return Result{}, err
	}
	if err := checkParquetMagic(tmp, size); err != nil {
		return Result{}, err
	}
	// A malformed file can make the decoder panic deep inside; that is a
	// property of the file, reported as such.
	defer func() {
		if p := recover(); p != nil {
			res, err = Result{}, dataErr(CodeParquetInvalid, "the parquet file could not be decoded")
		}
	}()
	rdr, err := file.NewParquetReader(tmp)
	if err != nil {
		return Result{}, dataErr(CodeParquetInvalid, "the parquet file could not be read: %v", err)
	}
	defer rdr.Close()
	fr, err := pqarrow.NewFileReader(rdr, pqarrow.ArrowReadProperties{BatchSize: 64 << 10}, memory.DefaultAllocator)
	if err != nil {
		return Result{}, dataErr(CodeParquetInvalid, "the parquet file could not be read: %v", err)
	}
	schema, err := fr.Schema()
	if err != nil {
		return Result{}, dataErr(CodeParquetInvalid, "the parquet schema is not supported: %v", err)
	}
	if schema.NumFields() > o.MaxColumns {
		return Result{}, dataErr(CodeTooManyColumns, "the file has %d columns; at most %d are accepted", schema.NumFields(), o.MaxColumns)
	}
	total := rdr.NumRows()
	var uncompressed int64
	for i := range rdr.NumRowGroups() {
		uncompressed += rdr.MetaData().RowGroup(i).TotalByteSize()
	}
	rowsPerGroup := int64(o.RowGroupRows)
	if total > 0 && uncompressed > 0 {
		rowsPerGroup = min(max(o.RowGroupBytes*total/uncompressed, 1024), int64(o.RowGroupRows))
	}
	fw, err := pqarrow.NewFileWriter(schema, out, writerProps(int(rowsPerGroup)), arrowProps())
	if err != nil {
		return Result{}, fmt.Errorf("ingest: parquet writer: %w", err)
	}
	rr, err := fr.GetRecordReader(ctx, nil, nil)
	if err != nil {
		return Result{}, dataErr(CodeParquetInvalid, "the parquet file could not be read: %v", err)
	}
	defer rr.Release()
	var rows int64
	for rr.Next() {
		rec := rr.Record()
		if err := fw.WriteBuffered(rec); err != nil {
			return Result{}, fmt.Errorf("ingest: write parquet: %w", err)
		}
		before := rows / rowsPerGroup
		rows += rec.NumRows()
		// WriteBuffered starts a new row group every rowsPerGroup rows; a
		// completed group is a checkpoint.
		if rows/rowsPerGroup != before {
			if err := ctx.Err(); err != nil {
				return Result{}, err
			}
			if o.Checkpoint != nil {
				if err := o.Checkpoint(size * rows / max(total, 1)); err != nil {
					return Result{}, err
				}
			}
		}
	}
	if err := rr.Err(); err != nil && !errors.Is(err, io.EOF) {
		return Result{}, dataErr(CodeParquetInvalid, "the parquet data could not be decoded: %v", err)
	}
	if err := fw.Close(); err != nil {
		return Result{}, fmt.Errorf("ingest: close parquet: %w", err)
	}
	groups := int((rows + rowsPerGroup - 1) / rowsPerGroup)
	return Result{Rows: rows, Columns: columnsOf(schema), RowGroups: groups, SourceBytes: size}, nil
}

func checkParquetMagic(f *os.File, size int64) error {
	if size < 12 {
		return dataErr(CodeParquetInvalid, "the file is too short to be parquet")
	}
	var head, tail [4]byte
	if _, err := f.ReadAt(head[:], 0); err != nil {
		return err
	}
	if _, err := f.ReadAt(tail[:], size-4); err != nil {
		return err
	}
	if !bytes.Equal(head[:], parquetMagic) || !bytes.Equal(tail[:], parquetMagic) {
		return dataErr(CodeParquetInvalid, "the file does not start and end with the parquet magic bytes")
	}
	return nil
}
