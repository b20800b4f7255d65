// Command ner evaluates the named-entity model of
// bulwark/shared/detect/ner on the held-out fold of each labelled dataset
// (see ner.HeldOut), which training never reads. Run it from the
// repository root:
//
//	go run ./scripts/eval/ner
//
// It prints precision, recall and F1 per label and micro-averaged, for
// exact span matches and for overlapping ones, a sweep over thresholds and
// how often findings are right in each band of scores.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"bulwark/shared/detect/ner"
)

func main() {
	data := flag.String("data", filepath.Join("..", "shared", "datasets"), "datasets directory")
	model := flag.String("model", "", "model file to evaluate (default: the embedded model)")
	threshold := flag.Float64("threshold", ner.DefaultThreshold, "minimum score of a finding")
	flag.Parse()

	rec := ner.Default()
	if *model != "" {
		f, err := os.Open(*model)
		if err != nil {
			log.Fatal(err)
		}
		rec, err = ner.Load(f)
		f.Close()
		if err != nil {
			log.Fatal(err)
		}
	}
	sets, err := ner.ReadDatasets(*data)
	if err != nil {
		log.Fatal(err)
	}
	for _, set := range sets {
		var held []ner.Example
		spans := 0
		for _, ex := range set.Examples {
			if ner.HeldOut(ex) {
				held = append(held, ex)
				spans += len(ex.Spans)
			}
		}
		fmt.Printf("## %s: %d held-out rows of %d, %d labelled entities, threshold %.2f\n\n",
			set.Name, len(held), len(set.Examples), spans, *threshold)
		rep := ner.Evaluate(rec, held, *threshold)
		fmt.Println("| label | n | exact P | exact R | exact F1 | overlap P | overlap R | overlap F1 |")
		fmt.Println("|---|---|---|---|---|---|---|---|")
		row := func(name string, ex, ov ner.Counts) {
			if ex.TP+ex.FN == 0 { // nothing labelled: only false positives to show
				fmt.Printf("| %s | 0 | %.3f (%d found) | - | - | %.3f | - | - |\n", name, ex.Precision(), ex.FP, ov.Precision())
				return
			}
			fmt.Printf("| %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |\n", name, ex.TP+ex.FN,
				ex.Precision(), ex.Recall(), ex.F1(), ov.Precision(), ov.Recall(), ov.F1())
		}
		for _, l := range ner.Labels() {
			if ex := rep.Exact[l]; ex.TP+ex.FP+ex.FN > 0 {
				row(l, ex, rep.Overlap[l])
			}
		}
		row("micro", ner.Micro(rep.Exact), ner.Micro(rep.Overlap))

		fmt.Println("\n| threshold | exact P | exact R | exact F1 |")
		fmt.Println("|---|---|---|---|")
		for _, th := range []float64{0.05, 0.35, 0.55, 0.75, 0.9} {
			c := ner.Micro(ner.Evaluate(rec, held, th).Exact)
			fmt.Printf("| %.2f | %.3f | %.3f | %.3f |\n", th, c.Precision(), c.Recall(), c.F1())
		}

		fmt.Println("\n| score band | findings | exactly right |")
		fmt.Println("|---|---|---|")
		for b, c := range ner.Evaluate(rec, held, 0).ByScore {
			if c.TP+c.FP > 0 {
				fmt.Printf("| %.1f-%.1f | %d | %.2f |\n", float64(b)/10, float64(b+1)/10, c.TP+c.FP, c.Precision())
			}
		}
		fmt.Println()
	}
}
