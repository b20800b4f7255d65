package ner

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"io"
	"reflect"
	"testing"

	"bulwark/shared/errs"
)

func TestWriteToLoadRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	n, err := Default().WriteTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteTo = %d, %v; wrote %d bytes", n, err, buf.Len())
	}
	if !bytes.Equal(buf.Bytes(), embedded) {
		t.Error("writing the embedded model back does not reproduce its bytes")
	}
	r, err := Load(&buf)
	if err != nil {
		t.Fatal(err)
	}
	text := benchText(2 << 10)
	if got, want := r.Recognize(text, 0.05, nil), Default().Recognize(text, 0.05, nil); !reflect.DeepEqual(got, want) {
		t.Error("a reloaded model recognizes differently")
	}
}

func TestEmbeddedModelIsSmall(t *testing.T) {
	if len(embedded) > 5<<20 {
		t.Errorf("embedded model is %d bytes, budget is 5 MB", len(embedded))
	}
}

func TestLoadRefusesDamagedModels(t *testing.T) {
	raw := gunzip(t, embedded)
	cases := map[string][]byte{
		"not gzip":      []byte("hello"),
		"empty":         regzip(t, nil),
		"bad magic":     regzip(t, append([]byte("not-a-model\n"), raw[len(magic):]...)),
		"other version": regzip(t, patch(raw, len(magic), 99)),
		"truncated":     regzip(t, raw[:len(raw)/2]),
		"trailing data": regzip(t, append(append([]byte(nil), raw...), 0)),
		"huge table":    regzip(t, patch(raw, bitsOffset(), 60)),
		"tiny scale":    regzip(t, append(binary.LittleEndian.AppendUint64(append([]byte(nil), raw[:bitsOffset()+4]...), 1), raw[bitsOffset()+12:]...)),
	}
	// The word-vector table closes the file: its row count, then its rows.
	rows := len(Default().dense)
	at := len(raw) - rows*numTags - 4
	if got := binary.LittleEndian.Uint32(raw[at:]); int(got) != rows {
		t.Fatalf("word-vector rows at %d read %d, want %d", at, got, rows)
	}
	withRows := func(n uint32, body []byte) []byte {
		return regzip(t, append(binary.LittleEndian.AppendUint32(append([]byte(nil), raw[:at]...), n), body...))
	}
	cases["rows not a multiple of the span"] = withRows(uint32(rows+1), raw[at+4:])
	cases["no word-vector rows"] = withRows(0, nil)
	cases["too many word-vector rows"] = withRows(1<<30, nil)
	cases["a word's vector has no rows"] = withRows(denseSpan, make([]byte, denseSpan*numTags))
	cases["no-vector rows not zero"] = regzip(t, patch(raw, at+4, 1))
	cases["truncated word vectors"] = regzip(t, raw[:len(raw)-1])
	for name, data := range cases {
		_, err := Load(bytes.NewReader(data))
		if !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("%s: Load error = %v, want errs.ErrInvalid", name, err)
		}
	}
}

// bitsOffset is where the table size sits in an uncompressed model.
func bitsOffset() int {
	n := len(magic) + 4 + 4
	for _, l := range labels {
		n += 4 + len(l)
	}
	return n
}

func patch(raw []byte, at int, v byte) []byte {
	out := append([]byte(nil), raw...)
	out[at] = v
	return out
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func regzip(t *testing.T, raw []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(raw)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
