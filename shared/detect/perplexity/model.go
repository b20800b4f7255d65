package perplexity

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"

	"bulwark/shared/errs"
)

// Model is a character n-gram language model over the symbol alphabet,
// stored densely: for every context of Order-1 symbols and every next
// symbol, the cost -log2 P in sixteenths of a bit. Lookups are one array
// index per character, so scoring is linear in the text and needs no
// allocation beyond the symbol buffer. A Model is immutable and safe for
// concurrent use.
type Model struct {
	order int
	table []uint8 // alphabet^order costs, quantised
	// caseCost is the cost of a letter's case given the previous symbol
	// (not a letter / lower-case letter / upper-case letter).
	caseCost [3][2]uint8
	// Thresholds in mean bits per symbol over a window: FlagBits maps to
	// score 0.35 and BlockBits to 0.55 (the default redact and block
	// thresholds), linear around them.
	FlagBits, BlockBits float64
	// Window is the number of symbols per scoring window.
	Window int
}

const (
	quantum = 16 // table units per bit
	magic   = "BWPPL1"
)

// Order returns the n of the n-gram model.
func (m *Model) Order() int { return m.order }

// Train fits an interpolated Kneser-Ney model of the given order (2 to 5)
// on texts. Thresholds and window are left zero; set them before scanning
// (the training script calibrates them on held-out text).
func Train(texts []string, order int) (*Model, error) {
	if order < 2 || order > 5 {
		return nil, errs.Newf(errs.ErrInvalid, "INVALID_ORDER", "order must be 2..5, got %d", order)
	}
	size := func(k int) int { return int(math.Pow(alphabet, float64(k))) }
	raw := make([][]float64, order+1) // raw[k][k-gram] counts
	for k := 1; k <= order; k++ {
		raw[k] = make([]float64, size(k))
	}
	var caseCount [3][2]float64
	var buf []sym
	for _, t := range texts {
		buf = symbolize(t, buf)
		ctx := make([]uint8, order-1) // spaces: a sequence starts as after a space
		prevCase := 0
		for _, s := range buf {
			if s.c == skip {
				clear(ctx)
				prevCase = 0
				continue
			}
			idx := 0
			for k := 1; k <= order; k++ {
				// k-gram = last k-1 context symbols + s.c
				idx = 0
				for _, c := range ctx[order-k:] {
					idx = idx*alphabet + int(c)
				}
				idx = idx*alphabet + int(s.c)
				raw[k][idx]++
			}
			if isLetter(s.c) {
				caseCount[prevCase][b2i(s.upper)]++
			}
			prevCase = caseContext(s)
			copy(ctx, ctx[1:])
			ctx[order-2] = s.c
		}
	}

	// Kneser-Ney: the highest order uses raw counts, lower orders the
	// number of distinct symbols that precede each k-gram.
	counts := make([][]float64, order+1)
	counts[order] = raw[order]
	for k := order - 1; k >= 1; k-- {
		counts[k] = make([]float64, size(k))
		for idx, n := range raw[k+1] {
			if n > 0 {
				counts[k][idx%size(k)]++
			}
		}
	}
	prob := make([]float64, alphabet) // order 0: uniform
	for c := range prob {
		prob[c] = 1.0 / alphabet
	}
	for k := 1; k <= order; k++ {
		d := discount(counts[k])
		next := make([]float64, size(k))
		nctx := size(k - 1)
		for h := range nctx {
			row := counts[k][h*alphabet : (h+1)*alphabet]
			lower := prob[(h%max(1, size(k-2)))*alphabet : (h%max(1, size(k-2)))*alphabet+alphabet]
			if k == 1 {
				lower = prob
			}
			tot, types := 0.0, 0.0
			for _, n := range row {
				tot += n
				if n > 0 {
					types++
				}
			}
			for c := range alphabet {
				if tot == 0 {
					next[h*alphabet+c] = lower[c]
					continue
				}
				next[h*alphabet+c] = max(row[c]-d, 0)/tot + d*types/tot*lower[c]
			}
		}
		prob = next
	}

	m := &Model{order: order, table: make([]uint8, len(prob))}
	for i, p := range prob {
		m.table[i] = quantise(-math.Log2(p))
	}
	for ctx := range caseCount {
		tot := caseCount[ctx][0] + caseCount[ctx][1] + 2
		for u := range 2 {
			m.caseCost[ctx][u] = quantise(-math.Log2((caseCount[ctx][u] + 1) / tot))
		}
	}
	return m, nil
}

// discount is the Kneser-Ney absolute discount n1/(n1+2·n2) from the
// numbers of k-grams seen once and twice, kept in a sane range.
func discount(counts []float64) float64 {
	n1, n2 := 0.0, 0.0
	for _, n := range counts {
		switch n {
		case 1:
			n1++
		case 2:
			n2++
		}
	}
	if n1 == 0 {
		return 0.5
	}
	return min(0.9, max(0.3, n1/(n1+2*n2)))
}

func quantise(bits float64) uint8 {
	return uint8(min(255, math.Round(bits*quantum)))
}

func isLetter(c uint8) bool { return c >= symA && c < symA+26 }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// caseContext is the case context that symbol s sets for the next letter.
func caseContext(s sym) int {
	switch {
	case !isLetter(s.c):
		return 0
	case s.upper:
		return 2
	default:
		return 1
	}
}

// MarshalBinary encodes the model, gzip-compressed: magic, order,
// alphabet size, window, thresholds, case costs, then the table.
func (m *Model) MarshalBinary() ([]byte, error) {
	var raw bytes.Buffer
	raw.WriteString(magic)
	raw.WriteByte(byte(m.order))
	raw.WriteByte(alphabet)
	_ = binary.Write(&raw, binary.LittleEndian, uint16(m.Window))
	_ = binary.Write(&raw, binary.LittleEndian, m.FlagBits)
	_ = binary.Write(&raw, binary.LittleEndian, m.BlockBits)
	for _, row := range m.caseCost {
		raw.Write(row[:])
	}
	raw.Write(m.table)
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(raw.Bytes()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Parse decodes MarshalBinary's output. Malformed data is an
// errs.ErrInvalid error.
func Parse(data []byte) (*Model, error) {
	bad := func(why string) error {
		return errs.New(errs.ErrInvalid, "INVALID_PERPLEXITY_MODEL", "perplexity model: "+why)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, bad(err.Error())
	}
	raw, err := io.ReadAll(io.LimitReader(zr, 64<<20))
	if err != nil {
		return nil, bad(err.Error())
	}
	const head = len(magic) + 2 + 2 + 8 + 8 + 6
	if len(raw) < head || string(raw[:len(magic)]) != magic {
		return nil, bad("bad header")
	}
	p := raw[len(magic):]
	m := &Model{order: int(p[0])}
	if p[1] != alphabet || m.order < 2 || m.order > 5 {
		return nil, bad(fmt.Sprintf("order %d, alphabet %d", p[0], p[1]))
	}
	m.Window = int(binary.LittleEndian.Uint16(p[2:]))
	m.FlagBits = math.Float64frombits(binary.LittleEndian.Uint64(p[4:]))
	m.BlockBits = math.Float64frombits(binary.LittleEndian.Uint64(p[12:]))
	for i := range 3 {
		m.caseCost[i] = [2]uint8{p[20+2*i], p[21+2*i]}
	}
	m.table = p[26:]
	if len(m.table) != int(math.Pow(alphabet, float64(m.order))) {
		return nil, bad("table size")
	}
	if m.Window < 8 || !(m.FlagBits > 0) || !(m.BlockBits > m.FlagBits) {
		return nil, bad("window or thresholds")
	}
	return m, nil
}
