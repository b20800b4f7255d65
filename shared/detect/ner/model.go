package ner

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"

	"bulwark/shared/errs"
)

// Model file format (all integers little-endian), gzip-compressed:
//
//	magic        "bulwark-ner\n"
//	version      uint32  featureVersion of the feature set
//	labels       uint32 count, then per label uint32 length and bytes
//	bits         uint32  log2 of the weight-table rows
//	scale        float64 weight = int8 × scale
//	chain        float64 start[tags], then trans[tags][tags] (see chain)
//	gazetteer    uint32 count, then per entry uint64 word hash, uint64 bits
//	languages    uint32  bit set of the languages trained on (see lang.go)
//	weights      (1<<bits) × (len(labels)+1) int8, row-major
//	word vectors uint32 rows (a multiple of denseSpan, at least denseSpan),
//	             then rows × (len(labels)+1) int8, row-major (see denseRow;
//	             the first denseSpan rows, "no vector", are zeros)
const magic = "bulwark-ner\n"

// Bounds on what a model file may declare, so that a damaged file cannot
// make Load allocate without limit.
const (
	maxBits      = 24      // weight-table rows: 1<<24
	maxGazetteer = 1 << 20 // gazetteer entries
	maxDense     = (maxVec + 1) * denseSpan

	// minScale bounds the weight scale from below: a trained model's is
	// about 0.04, and a tiny one would only mean a damaged file.
	minScale = 1e-9
)

// WriteTo writes the model in the format Load reads.
func (r *Recognizer) WriteTo(w io.Writer) (int64, error) {
	cw := &countingWriter{w: w}
	zw, err := gzip.NewWriterLevel(cw, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	bw := bufio.NewWriter(zw)
	le := binary.LittleEndian
	put := func(v any) {
		if err == nil {
			err = binary.Write(bw, le, v)
		}
	}
	bw.WriteString(magic)
	put(uint32(featureVersion))
	put(uint32(len(labels)))
	for _, l := range labels {
		put(uint32(len(l)))
		put([]byte(l))
	}
	put(uint32(r.bits))
	put(r.scale)
	put(r.start)
	put(r.trans)
	keys := make([]uint64, 0, len(r.gaz))
	for k := range r.gaz {
		keys = append(keys, k)
	}
	slices.Sort(keys) // a fixed order makes the file reproducible
	put(uint32(len(keys)))
	for _, k := range keys {
		put([2]uint64{k, r.gaz[k]})
	}
	put(r.langs)
	put(unpack(r.packed))
	put(uint32(len(r.dense)))
	put(unpack(r.dense))
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		return cw.n, fmt.Errorf("ner.WriteTo: %w", err)
	}
	return cw.n, nil
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// Load reads a model written by WriteTo. A file of another feature set or
// label list, or a damaged one, is refused with an error that wraps
// errs.ErrInvalid.
func Load(r io.Reader) (*Recognizer, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, invalid("not a gzip stream", err)
	}
	br := bufio.NewReader(zr)
	le := binary.LittleEndian
	var u32 uint32
	read := func(v any) {
		if err == nil {
			err = binary.Read(br, le, v)
		}
	}
	head := make([]byte, len(magic))
	read(head)
	if err != nil || string(head) != magic {
		return nil, invalid("bad magic", err)
	}
	read(&u32)
	if err == nil && u32 != featureVersion {
		return nil, invalid(fmt.Sprintf("feature set %d, want %d", u32, featureVersion), nil)
	}
	read(&u32)
	if err == nil && int(u32) != len(labels) {
		return nil, invalid(fmt.Sprintf("%d labels, want %d", u32, len(labels)), nil)
	}
	for _, want := range labels {
		read(&u32)
		if err != nil || int(u32) != len(want) {
			return nil, invalid("label list differs", err)
		}
		got := make([]byte, u32)
		read(got)
		if err != nil || string(got) != want {
			return nil, invalid("label list differs", err)
		}
	}
	var (
		f     featurizer
		c     chain
		scale float64
	)
	read(&u32)
	if err == nil && (u32 == 0 || u32 > maxBits) {
		return nil, invalid(fmt.Sprintf("table of 2^%d rows", u32), nil)
	}
	f.bits = uint(u32)
	read(&scale)
	read(&c.start)
	read(&c.trans)
	read(&u32) // gazetteer entries
	if err != nil {
		return nil, invalid("truncated header", err)
	}
	if u32 > maxGazetteer {
		return nil, invalid("gazetteer too large", nil)
	}
	scores := []float64{scale}
	scores = append(scores, c.start[:]...)
	for _, tr := range c.trans {
		scores = append(scores, tr[:]...)
	}
	for _, v := range scores {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, invalid("a score is not finite", nil)
		}
	}
	if scale < minScale {
		return nil, invalid(fmt.Sprintf("the weight scale %g is below %g", scale, minScale), nil)
	}
	f.gaz = make(map[uint64]uint64, u32)
	for range u32 {
		var e [2]uint64
		read(&e)
		f.gaz[e[0]] = e[1]
	}
	read(&f.langs)
	weights := make([]int8, (1<<f.bits)*numTags)
	read(weights)
	read(&u32) // word-vector rows
	if err != nil {
		return nil, invalid("truncated body", err)
	}
	if u32 < denseSpan || u32%denseSpan != 0 || u32 > maxDense {
		return nil, invalid(fmt.Sprintf("%d word-vector rows", u32), nil)
	}
	dense := make([]int8, int(u32)*numTags)
	read(dense)
	if err != nil {
		return nil, invalid("truncated word vectors", err)
	}
	if slices.ContainsFunc(dense[:denseSpan*numTags], func(w int8) bool { return w != 0 }) {
		return nil, invalid("the rows of words without a vector are not zero", nil)
	}
	for _, bits := range f.gaz {
		if vec := bits >> vecShift; vec >= uint64(u32/denseSpan) {
			return nil, invalid(fmt.Sprintf("a word's vector number %d has no rows", vec), nil)
		}
	}
	switch _, err := br.ReadByte(); {
	case err == nil:
		return nil, invalid("trailing data", nil)
	case err != io.EOF:
		return nil, invalid("damaged stream", err)
	}
	return newRecognizer(f, c, scale, weights, dense), nil
}

func invalid(what string, cause error) error {
	if cause != nil && !errors.Is(cause, io.EOF) && !errors.Is(cause, io.ErrUnexpectedEOF) {
		return fmt.Errorf("ner.Load: %s: %w (%v)", what, errs.ErrInvalid, cause)
	}
	return fmt.Errorf("ner.Load: %s: %w", what, errs.ErrInvalid)
}
