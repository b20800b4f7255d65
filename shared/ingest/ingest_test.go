package ingest_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"strings"
	"testing"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet/file"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

	"bulwark/shared/ingest"
)

func opener(s string) ingest.Opener {
	return func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(s)), nil }
}

func convert(t *testing.T, src, format string, o ingest.Options) (ingest.Result, []byte) {
	t.Helper()
	o.Format = format
	var out ingest.BufferOutput
	res, err := ingest.Convert(context.Background(), opener(src), &out, o)
	if err != nil {
		t.Fatalf("convert: %v", err)
	}
	return res, out.Bytes()
}

// readTable reads a parquet file back into a column name -> values map,
// with the Arrow type of each column.
func readTable(t *testing.T, data []byte) (map[string][]any, map[string]string) {
	t.Helper()
	tbl, err := pqarrow.ReadTable(context.Background(), bytes.NewReader(data), nil, pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		t.Fatalf("read parquet: %v", err)
	}
	defer tbl.Release()
	vals, types := map[string][]any{}, map[string]string{}
	for i := 0; i < int(tbl.NumCols()); i++ {
		col := tbl.Column(i)
		types[col.Name()] = col.DataType().String()
		for _, chunk := range col.Data().Chunks() {
			for r := 0; r < chunk.Len(); r++ {
				if chunk.IsNull(r) {
					vals[col.Name()] = append(vals[col.Name()], nil)
					continue
				}
				switch a := chunk.(type) {
				case *array.Int64:
					vals[col.Name()] = append(vals[col.Name()], a.Value(r))
				case *array.Float64:
					vals[col.Name()] = append(vals[col.Name()], a.Value(r))
				case *array.Boolean:
					vals[col.Name()] = append(vals[col.Name()], a.Value(r))
				case *array.String:
					vals[col.Name()] = append(vals[col.Name()], a.Value(r))
				case *array.Date32:
					vals[col.Name()] = append(vals[col.Name()], a.Value(r).ToTime().Format("2006-01-02"))
				case *array.Timestamp:
					vals[col.Name()] = append(vals[col.Name()], a.Value(r).ToTime(arrow.Microsecond).UTC().Format("2006-01-02T15:04:05.000000Z"))
				default:
					vals[col.Name()] = append(vals[col.Name()], a.ValueStr(r))
				}
			}
		}
	}
	return vals, types
}

func rowGroups(t *testing.T, data []byte) int {
	t.Helper()
	rdr, err := file.NewParquetReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer rdr.Close()
	return rdr.NumRowGroups()
}

func TestCSVTypesAreInferredAndPreserved(t *testing.T) {
	src := "\xEF\xBB\xBFid,price,active,day,at,zip,name,empty,id\n" +
		"1,9.5,true,2024-01-31,2024-01-31T10:00:00Z,01234,Ada,,7\n" +
		"2,,FALSE,2024-02-01,2024-02-01 11:30:00.25,90210,\"Lovelace, A.\",,8\n" +
		"-3,1e3,false,,2024-02-02T00:00:00+02:00,00501,,,9\n"
	res, data := convert(t, src, ingest.FormatCSV, ingest.Options{})
	vals, types := readTable(t, data)
	wantTypes := map[string]string{
		"id": "int64", "price": "float64", "active": "bool", "day": "date32",
		"at": "timestamp[us, tz=UTC]", "zip": "utf8", "name": "utf8", "empty": "utf8", "id_2": "int64",
	}
	for name, typ := range wantTypes {
		if types[name] != typ {
			t.Errorf("column %s: type %s, want %s", name, types[name], typ)
		}
	}
	if res.Rows != 3 || len(res.Columns) != 9 || res.Columns[0].Name != "id" || res.Columns[8].Name != "id_2" {
		t.Fatalf("result %+v", res)
	}
	checks := map[string][]any{
		"id":     {int64(1), int64(2), int64(-3)},
		"price":  {9.5, nil, 1000.0},
		"active": {true, false, false},
		"day":    {"2024-01-31", "2024-02-01", nil},
		"at":     {"2024-01-31T10:00:00.000000Z", "2024-02-01T11:30:00.250000Z", "2024-02-01T22:00:00.000000Z"},
		"zip":    {"01234", "90210", "00501"},
		"name":   {"Ada", "Lovelace, A.", nil},
		"empty":  {nil, nil, nil},
	}
	for name, want := range checks {
		if fmt.Sprint(vals[name]) != fmt.Sprint(want) {
			t.Errorf("column %s: %v, want %v", name, vals[name], want)
		}
	}
}

// TestLateValuesWidenTheColumn: the sample says int64, a later row says
// otherwise; the conversion starts again with a wider type and loses
// nothing.
func TestLateValuesWidenTheColumn(t *testing.T) {
	var b strings.Builder
	b.WriteString("n,m,d\n")
	for i := range 50 {
		fmt.Fprintf(&b, "%d,%d,2024-01-%02d\n", i, i, i%28+1)
	}
	b.WriteString("2.5,n/a,2024-03-01T12:00:00\n")
	res, data := convert(t, b.String(), ingest.FormatCSV, ingest.Options{SampleRows: 10})
	vals, types := readTable(t, data)
	if types["n"] != "float64" || types["m"] != "utf8" || types["d"] != "timestamp[us, tz=UTC]" {
		t.Fatalf("types %v", types)
	}
	if res.Restarts != 3 || res.Rows != 51 {
		t.Fatalf("result %+v", res)
	}
	if vals["n"][50] != 2.5 || vals["m"][50] != "n/a" || vals["m"][7] != "7" {
		t.Fatalf("values n[50]=%v m[50]=%v m[7]=%v", vals["n"][50], vals["m"][50], vals["m"][7])
	}
}

func TestRowGroupsAndCheckpoints(t *testing.T) {
	var b strings.Builder
	b.WriteString("a;b\n")
	for i := range 1000 {
		fmt.Fprintf(&b, "%d;x%d\n", i, i)
	}
	var calls []int64
	o := ingest.Options{RowGroupRows: 300, SampleRows: 100, Checkpoint: func(n int64) error { calls = append(calls, n); return nil }}
	res, data := convert(t, b.String(), ingest.FormatCSV, o)
	if res.RowGroups != 4 || rowGroups(t, data) != 4 || len(calls) != 4 {
		t.Fatalf("row groups %d (file %d), checkpoints %v", res.RowGroups, rowGroups(t, data), calls)
	}
	if calls[3] != int64(b.Len()) || calls[0] <= 0 || calls[1] <= calls[0] {
		t.Fatalf("checkpoints should report growing source offsets ending at %d: %v", b.Len(), calls)
	}
	_, types := readTable(t, data)
	if types["a"] != "int64" || types["b"] != "utf8" {
		t.Fatalf("semicolon delimiter not detected: %v", types)
	}

	stop := errors.New("stop")
	o.Checkpoint = func(int64) error { return stop }
	o.Format = ingest.FormatCSV
	var out ingest.BufferOutput
	if _, err := ingest.Convert(context.Background(), opener(b.String()), &out, o); !errors.Is(err, stop) {
		t.Fatalf("a checkpoint error must stop the conversion: %v", err)
	}
}

func dataErr(t *testing.T, err error, code string) *ingest.Error {
	t.Helper()
	var e *ingest.Error
	if !errors.As(err, &e) || e.Code != code {
		t.Fatalf("got %v, want data error %s", err, code)
	}
	return e
}

func TestBadTabularData(t *testing.T) {
	cases := []struct {
		src, format, code, msg string
	}{
		{"a,b\n1,2\n3\n", ingest.FormatCSV, ingest.CodeCSVInvalid, "line 3"},
		{"a,b\n1,\"x\n", ingest.FormatCSV, ingest.CodeCSVInvalid, "line"},
		{"a,b\n1,\xff\xfe\n", ingest.FormatCSV, ingest.CodeNotUTF8, "column \"b\""},
		{"", ingest.FormatCSV, ingest.CodeEmpty, ""},
		{"{\"a\":1}\n[1,2]\n", ingest.FormatJSONL, ingest.CodeJSONLInvalid, "line 2"},
		{"{\"a\":1}\n{\"a\":2,\"a\":3}\n", ingest.FormatJSONL, ingest.CodeJSONLInvalid, "twice"},
		{"{\"a\":1} {\"b\":2}\n", ingest.FormatJSONL, ingest.CodeJSONLInvalid, "more than one"},
		{"PAR1 not really parquet PAR1", ingest.FormatParquet, ingest.CodeParquetInvalid, ""},
		{"PAR1", ingest.FormatParquet, ingest.CodeParquetInvalid, "short"},
	}
	for _, c := range cases {
		var out ingest.BufferOutput
		_, err := ingest.Convert(context.Background(), opener(c.src), &out, ingest.Options{Format: c.format, TempDir: t.TempDir()})
		e := dataErr(t, err, c.code)
		if !strings.Contains(e.Message, c.msg) {
			t.Errorf("%q: message %q should mention %q", c.src, e.Message, c.msg)
		}
	}
	header := strings.Repeat("c,", 30) + "c\n"
	var out ingest.BufferOutput
	_, err := ingest.Convert(context.Background(), opener(header), &out, ingest.Options{Format: ingest.FormatCSV, MaxColumns: 10})
	dataErr(t, err, ingest.CodeTooManyColumns)
}

func TestJSONLines(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"id":1,"name":"a","score":1,"tags":["x"],"ok":true,"note":null}` + "\n\n")
	b.WriteString(`{"id":2,"name":"b","score":2.5,"tags":{"k":1},"ok":false}` + "\n")
	for i := 3; i < 20; i++ {
		fmt.Fprintf(&b, `{"id":%d,"name":"n%d","score":%d,"ok":true}`+"\n", i, i, i)
	}
	b.WriteString(`{"id":20,"name":"late","score":1,"ok":true,"extra":"new field","note":"text"}` + "\n")
	b.WriteString(`{"id":21,"name":5,"score":1,"ok":true}` + "\n")
	res, data := convert(t, b.String(), ingest.FormatJSONL, ingest.Options{SampleRows: 5})
	vals, types := readTable(t, data)
	want := map[string]string{"id": "int64", "name": "utf8", "score": "float64", "tags": "utf8", "ok": "bool", "note": "utf8", "extra": "utf8"}
	for k, v := range want {
		if types[k] != v {
			t.Errorf("field %s: type %s, want %s", k, types[k], v)
		}
	}
	if res.Rows != 21 {
		t.Fatalf("rows %d", res.Rows)
	}
	var tagsType string
	for _, c := range res.Columns {
		if c.Name == "tags" {
			tagsType = c.Type
		}
	}
	if tagsType != "json" || vals["tags"][0] != `["x"]` || vals["tags"][1] != `{"k":1}` || vals["tags"][2] != nil {
		t.Fatalf("nested values: type %s values %v", tagsType, vals["tags"][:3])
	}
	if vals["extra"][19] != "new field" || vals["extra"][0] != nil || vals["name"][20] != "5" || vals["note"][19] != "text" {
		t.Fatalf("late fields: extra=%v name=%v note=%v", vals["extra"][19], vals["name"][20], vals["note"][19])
	}
}

func TestParquetIsRewrittenWithTheSameData(t *testing.T) {
	var b strings.Builder
	b.WriteString("k,v,when\n")
	for i := range 3000 {
		fmt.Fprintf(&b, "%d,value %d,2024-05-%02d\n", i, i, i%28+1)
	}
	_, first := convert(t, b.String(), ingest.FormatCSV, ingest.Options{})
	res, second := convert(t, string(first), ingest.FormatParquet, ingest.Options{RowGroupRows: 1000, TempDir: t.TempDir()})
	if res.Rows != 3000 || res.RowGroups != 3 || rowGroups(t, second) != 3 || res.SourceBytes != int64(len(first)) {
		t.Fatalf("result %+v, file row groups %d", res, rowGroups(t, second))
	}
	a, ta := readTable(t, first)
	c, tc := readTable(t, second)
	if fmt.Sprint(a) != fmt.Sprint(c) || fmt.Sprint(ta) != fmt.Sprint(tc) {
		t.Fatal("the rewritten parquet differs from its source")
	}
}

func TestSniff(t *testing.T) {
	pngBytes := encodePNG(t, 2, 2)
	cases := []struct {
		head       []byte
		want, name string
		got, code  string
	}{
		{[]byte("a,b\n1,2\n"), "", "x.csv", ingest.FormatCSV, ""},
		{[]byte("{\"a\":1}\n"), "", "x.jsonl", ingest.FormatJSONL, ""},
		{[]byte("{\"a\":1}\n"), "", "x.csv", ingest.FormatCSV, ""},
		{[]byte("PAR1...."), "", "x.bin", ingest.FormatParquet, ""},
		{pngBytes, "", "data.csv", "", ingest.CodeNotTabular},
		{[]byte("a\x00b"), "", "x.csv", "", ingest.CodeNotTabular},
		{[]byte("PAR1...."), ingest.FormatCSV, "x.csv", "", ingest.CodeFormatMismatch},
		{[]byte("a,b\n"), ingest.FormatParquet, "x.parquet", "", ingest.CodeFormatMismatch},
		{[]byte("  \n"), "", "x.csv", "", ingest.CodeEmpty},
	}
	for _, c := range cases {
		got, err := ingest.Sniff(c.head, c.want, c.name)
		if c.code != "" {
			dataErr(t, err, c.code)
			continue
		}
		if err != nil || got != c.got {
			t.Errorf("%q: got %q %v, want %q", c.head, got, err, c.got)
		}
	}
}

func encodePNG(t testing.TB, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{255, 0, 0, 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestCheckImage(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 30, 20))
	var jb, gb bytes.Buffer
	if err := jpeg.Encode(&jb, img, nil); err != nil {
		t.Fatal(err)
	}
	if err := gif.Encode(&gb, img, nil); err != nil {
		t.Fatal(err)
	}
	for data, want := range map[string]string{string(encodePNG(t, 30, 20)): ingest.ImagePNG, jb.String(): ingest.ImageJPEG, gb.String(): ingest.ImageGIF} {
		info, err := ingest.CheckImage([]byte(data))
		if err != nil || info.Format != want || info.Width != 30 || info.Height != 20 || info.Size != int64(len(data)) || len(info.SHA256) != 64 {
			t.Errorf("%s: %+v %v", want, info, err)
		}
	}
	p := encodePNG(t, 30, 20)
	_, err := ingest.CheckImage(p[:len(p)-20])
	dataErr(t, err, ingest.CodeImageCorrupt)
	_, err = ingest.CheckImage(gb.Bytes()[:gb.Len()-3])
	dataErr(t, err, ingest.CodeImageCorrupt)
	_, err = ingest.CheckImage([]byte("GIF89a"))
	dataErr(t, err, ingest.CodeImageCorrupt)
	_, err = ingest.CheckImage([]byte("id,name\n1,x\n"))
	dataErr(t, err, ingest.CodeNotAnImage)
	_, err = ingest.CheckImage([]byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`))
	dataErr(t, err, ingest.CodeNotAnImage)
	_, err = ingest.CheckImage(encodePNG(t, ingest.MaxImageSide+1, 1))
	dataErr(t, err, ingest.CodeImageDimensions)
}

func TestManifest(t *testing.T) {
	var b bytes.Buffer
	res, err := ingest.WriteManifest(&b, []ingest.ManifestRow{
		{Path: "cats/a.png", Label: "cats", File: "images/00000.png", Format: "png", Width: 2, Height: 3, Size: 10, SHA256: "ab"},
		{Path: "b.jpg", File: "images/00001.jpg", Format: "jpeg", Width: 4, Height: 5, Size: 20, SHA256: "cd"},
	})
	if err != nil || res.Rows != 2 || len(res.Columns) != 8 {
		t.Fatalf("%+v %v", res, err)
	}
	vals, types := readTable(t, b.Bytes())
	if fmt.Sprint(vals["label"]) != "[cats <nil>]" || types["width"] != "int32" || fmt.Sprint(vals["file"]) != "[images/00000.png images/00001.jpg]" {
		t.Fatalf("%v %v", vals, types)
	}
}
