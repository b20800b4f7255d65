package minilm

import (
	"fmt"
	"math"
)

// Encoder runs the model's six transformer layers (BERT: post-layer-norm,
// exact GELU), in pure Go, for the derivations that need its outputs.
type Encoder struct {
	cls, sep       int
	word, pos, typ [][]float32
	lnW, lnB       []float32
	layers         []layer
}

type layer struct {
	q, k, v, o, in, out       []float32 // [out × in], row-major
	qb, kb, vb, ob, inb, outb []float32
	ln1W, ln1B, ln2W, ln2B    []float32
}

const (
	hidden = 384
	heads  = 12
	inter  = 1536
	nLayer = 6
	lnEps  = 1e-12
)

// NewEncoder loads the weights of the forward pass.
func (m *Model) NewEncoder() (*Encoder, error) {
	var err error
	get := func(name string, size int) []float32 {
		if err != nil {
			return nil
		}
		var t []float32
		t, _, err = m.Tensor(name)
		if err == nil && len(t) != size {
			err = fmt.Errorf("minilm: tensor %s has %d values, want %d", name, len(t), size)
		}
		return t
	}
	rows := func(flat []float32, w int) [][]float32 {
		var r [][]float32
		for i := 0; i+w <= len(flat); i += w {
			r = append(r, flat[i:i+w])
		}
		return r
	}
	cls, okC := m.IDs["[CLS]"]
	sep, okS := m.IDs["[SEP]"]
	if !okC || !okS {
		return nil, fmt.Errorf("minilm: vocabulary without [CLS] or [SEP]")
	}
	b := &Encoder{cls: cls, sep: sep}
	b.word = rows(get("embeddings.word_embeddings.weight", len(m.Vocab)*hidden), hidden)
	b.pos = rows(get("embeddings.position_embeddings.weight", 512*hidden), hidden)
	b.typ = rows(get("embeddings.token_type_embeddings.weight", 2*hidden), hidden)
	b.lnW = get("embeddings.LayerNorm.weight", hidden)
	b.lnB = get("embeddings.LayerNorm.bias", hidden)
	for l := 0; l < nLayer; l++ {
		p := fmt.Sprintf("encoder.layer.%d.", l)
		b.layers = append(b.layers, layer{
			q: get(p+"attention.self.query.weight", hidden*hidden), qb: get(p+"attention.self.query.bias", hidden),
			k: get(p+"attention.self.key.weight", hidden*hidden), kb: get(p+"attention.self.key.bias", hidden),
			v: get(p+"attention.self.value.weight", hidden*hidden), vb: get(p+"attention.self.value.bias", hidden),
			o: get(p+"attention.output.dense.weight", hidden*hidden), ob: get(p+"attention.output.dense.bias", hidden),
			ln1W: get(p+"attention.output.LayerNorm.weight", hidden), ln1B: get(p+"attention.output.LayerNorm.bias", hidden),
			in: get(p+"intermediate.dense.weight", inter*hidden), inb: get(p+"intermediate.dense.bias", inter),
			out: get(p+"output.dense.weight", hidden*inter), outb: get(p+"output.dense.bias", hidden),
			ln2W: get(p+"output.LayerNorm.weight", hidden), ln2B: get(p+"output.LayerNorm.bias", hidden),
		})
	}
	return b, err
}

// Alone runs the sequences [CLS] t [SEP] for each t of ids and returns
// the mean of the three output vectors of each: a token's vector in
// model2vec's way.
func (b *Encoder) Alone(ids []int) [][]float32 {
	cls, sep := b.cls, b.sep
	const seq = 3
	rows := len(ids) * seq
	x := make([]float32, rows*hidden)
	for i, t := range ids {
		for p, id := range [seq]int{cls, t, sep} {
			r := x[(i*seq+p)*hidden : (i*seq+p+1)*hidden]
			for d := range r {
				r[d] = b.word[id][d] + b.pos[p][d] + b.typ[0][d]
			}
			layerNorm(r, b.lnW, b.lnB)
		}
	}
	q := make([]float32, rows*hidden)
	k := make([]float32, rows*hidden)
	v := make([]float32, rows*hidden)
	ctx := make([]float32, rows*hidden)
	att := make([]float32, rows*hidden)
	mid := make([]float32, rows*inter)
	ffn := make([]float32, rows*hidden)
	const hd = hidden / heads
	scale := float32(1 / math.Sqrt(hd))
	for _, l := range b.layers {
		matmul(q, x, l.q, l.qb, rows, hidden, hidden)
		matmul(k, x, l.k, l.kb, rows, hidden, hidden)
		matmul(v, x, l.v, l.vb, rows, hidden, hidden)
		for s := 0; s < len(ids); s++ {
			base := s * seq
			for h := 0; h < heads; h++ {
				for i := 0; i < seq; i++ {
					qi := q[(base+i)*hidden+h*hd : (base+i)*hidden+(h+1)*hd]
					var sc [seq]float32
					mx := float32(math.Inf(-1))
					for j := 0; j < seq; j++ {
						kj := k[(base+j)*hidden+h*hd : (base+j)*hidden+(h+1)*hd]
						sc[j] = dot(qi, kj) * scale
						mx = max(mx, sc[j])
					}
					var sum float32
					for j := range sc {
						sc[j] = float32(math.Exp(float64(sc[j] - mx)))
						sum += sc[j]
					}
					c := ctx[(base+i)*hidden+h*hd : (base+i)*hidden+(h+1)*hd]
					clear(c)
					for j := 0; j < seq; j++ {
						vj := v[(base+j)*hidden+h*hd : (base+j)*hidden+(h+1)*hd]
						p := sc[j] / sum
						for d := range c {
							c[d] += p * vj[d]
						}
					}
				}
			}
		}
		matmul(att, ctx, l.o, l.ob, rows, hidden, hidden)
		addNorm(x, att, hidden, l.ln1W, l.ln1B)
		matmul(mid, x, l.in, l.inb, rows, hidden, inter)
		for i, z := range mid {
			mid[i] = float32(0.5 * float64(z) * (1 + math.Erf(float64(z)/math.Sqrt2)))
		}
		matmul(ffn, mid, l.out, l.outb, rows, inter, hidden)
		addNorm(x, ffn, hidden, l.ln2W, l.ln2B)
	}
	res := make([][]float32, len(ids))
	for s := range ids {
		m := make([]float32, hidden)
		for p := 0; p < seq; p++ {
			r := x[(s*seq+p)*hidden : (s*seq+p+1)*hidden]
			for d := range m {
				m[d] += r[d] / seq
			}
		}
		res[s] = m
	}
	return res
}

// matmul sets dst[r][o] = bias[o] + Σ_i x[r][i]·w[o][i] for rows r of x
// (rows × in) and w (outN × in).
func matmul(dst, x, w, bias []float32, rows, in, outN int) {
	for o := 0; o < outN; o++ {
		wo := w[o*in : (o+1)*in]
		for r := 0; r < rows; r++ {
			dst[r*outN+o] = bias[o] + dot(x[r*in:(r+1)*in], wo)
		}
	}
}

func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return s0 + s1 + s2 + s3
}

// addNorm adds y to x row by row (rows of hidden values) and
// layer-normalises each row: a transformer block's residual step.
func addNorm(x, y []float32, hidden int, w, b []float32) {
	for r := 0; r+hidden <= len(x); r += hidden {
		xr, yr := x[r:r+hidden], y[r:r+hidden]
		for d := range xr {
			xr[d] += yr[d]
		}
		layerNorm(xr, w, b)
	}
}

func layerNorm(x, w, b []float32) {
	var mean, vr float64
	for _, v := range x {
		mean += float64(v)
	}
	mean /= float64(len(x))
	for _, v := range x {
		d := float64(v) - mean
		vr += d * d
	}
	vr /= float64(len(x))
	inv := 1 / math.Sqrt(vr+lnEps)
	for i, v := range x {
		x[i] = float32((float64(v)-mean)*inv)*w[i] + b[i]
	}
}
