// Command harm measures the harm detector on the labelled public datasets:
// the share of benign prompts whose top harm score reaches the default
// redact/flag (0.35) and block (0.55) thresholds, per file, and the same
// shares on the JailbreakBench harmful requests for contrast.
//
// With -multi it also reads the multilingual files of that directory
// (multijail and xsafety_multilingual: attacks, label 1, and benign rows,
// label 0, of xsafety; mgsm, xquad and xcopa: benign) and reports the
// same shares per language, which it tells from the text (langOf: the
// dominant script, and for Latin script a few function words).
//
// Usage, from the repository root:
//
//	go run ./scripts/eval/harm [-data ../shared/datasets] [-show 0.35]
//	    [-multi scripts/train/injection/data] [-showmulti 0.55]
package main

import (
	"flag"
	"fmt"
	"log"
	"path/filepath"
	"sort"
	"strings"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/detect"
	"bulwark/shared/detect/harm"
)

func main() {
	data := flag.String("data", "../shared/datasets", "directory of the labelled datasets")
	show := flag.Float64("show", 0, "print benign rows scoring at least this, with the matched span in clear (0: none)")
	multi := flag.String("multi", "", "directory of the multilingual files (multijail.jsonl, xsafety_multilingual.jsonl, ...), \"\" for none")
	showMulti := flag.Float64("showmulti", 0, "print multilingual benign rows scoring at least this (0: none)")
	flag.Parse()

	files, err := filepath.Glob(filepath.Join(*data, "benign", "*.jsonl"))
	if err != nil || len(files) == 0 {
		log.Fatalf("no benign files under %s", *data)
	}
	sort.Strings(files)
	var total counts
	fmt.Printf("%-34s %6s %8s %8s\n", "benign file", "rows", ">=0.35", ">=0.55")
	for _, f := range files {
		var c counts
		for _, row := range readRows(f) {
			fs := harm.Scan(row.Text)
			s := topScore(fs)
			c.add(s)
			if *show > 0 && s >= *show {
				f := fs[0]
				fmt.Printf("  %.2f %-14s [%s] %s\n    %s\n", s, f.Category, row.Text[f.Start:f.End], f.Explanation, clip(row.Text, 160))
			}
		}
		c.print(filepath.Base(f))
		total.merge(c)
	}
	total.print("all benign")

	// Harmful requests for contrast: JailbreakBench's PAIR and GCG rows
	// embed the behaviours; this is not a recall figure for the categories
	// (many behaviours are fraud, privacy or disinformation, which harm
	// does not cover).
	var jb counts
	for _, row := range readRows(filepath.Join(*data, "injection", "jailbreakbench_artifacts.jsonl")) {
		jb.add(topScore(harm.Scan(row.Text)))
	}
	jb.print("jailbreakbench (harmful)")

	if *multi != "" {
		multilingual(*multi, *showMulti)
	}
}

type row struct {
	Text   string `json:"text"`
	Source string `json:"source"`
	Label  int    `json:"label"`
}

func readRows(path string) []row {
	rows, err := jsonl.Read[row](path)
	if err != nil {
		log.Fatal(err)
	}
	return rows
}

func topScore(fs []detect.Finding) float64 {
	if len(fs) == 0 {
		return 0
	}
	return fs[0].Score
}

type counts struct{ n, flag, block int }

func (c *counts) add(s float64) {
	c.n++
	if s >= 0.35 {
		c.flag++
	}
	if s >= 0.55 {
		c.block++
	}
}

func (c *counts) merge(o counts) { c.n += o.n; c.flag += o.flag; c.block += o.block }

func (c counts) print(name string) {
	fmt.Printf("%-34s %6d %7.2f%% %7.2f%%\n", name, c.n, pct(c.flag, c.n), pct(c.block, c.n))
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}
