// Command runtime measures the whole detection engine, as the scan API
// runs it, on the labelled public datasets: for each file, the share of
// rows that the default app configuration (or one tuned by flags) allows,
// flags, redacts and blocks, which detectors the flags and blocks come
// from, and the latency of single scans on one core.
//
// Attacks should be blocked, benign prompts allowed; PII rows should be
// redacted. The detectors' own scripts (scripts/eval/injection, pii, ner,
// harm) measure each detector's quality in depth; this one shows what they
// decide together, with the verdict rules of the engine.
//
// Usage, from the repository root:
//
//	go run ./scripts/eval/runtime [-data ../shared/datasets] [-block 0.55] [-redact 0.35] [-all]
package main

import (
	"flag"
	"fmt"
	"log"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"time"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/detect/engine"
	"bulwark/shared/runtime/appconfig"
)

func main() {
	data := flag.String("data", "../shared/datasets", "directory of the labelled datasets")
	extra := flag.String("extra", "scripts/eval/data", "directory of further labelled files (*.jsonl with text and label), \"\" for none")
	block := flag.Float64("block", 0.55, "thresholds.block")
	redact := flag.Float64("redact", 0.35, "thresholds.redact")
	all := flag.Bool("all", false, "enable every detector (perplexity, topic_drift and embedding_anomaly are off by default)")
	flag.Parse()
	runtime.GOMAXPROCS(1)

	cfg := appconfig.Defaults()
	cfg.Thresholds.Block, cfg.Thresholds.Redact = *block, *redact
	if *all {
		cfg.Detectors.Perplexity, cfg.Detectors.TopicDrift = true, true
	}
	if err := cfg.Validate([]any{"flags"}, appconfig.Policy{}); err != nil {
		log.Fatal(err)
	}
	e, err := engine.Compile(&cfg)
	if err != nil {
		log.Fatal(err)
	}

	var files []string
	for _, dir := range []string{"injection", "benign", "pii"} {
		fs, _ := filepath.Glob(filepath.Join(*data, dir, "*.jsonl"))
		sort.Strings(fs)
		files = append(files, fs...)
	}
	if *extra != "" {
		fs, _ := filepath.Glob(filepath.Join(*extra, "*.jsonl"))
		sort.Strings(fs)
		files = append(files, fs...)
	}
	if len(files) == 0 {
		log.Fatalf("no *.jsonl files under %s", *data)
	}

	fmt.Printf("thresholds block %.2f redact %.2f; detectors %+v\n\n", *block, *redact, cfg.Detectors)
	fmt.Printf("%-44s %6s %7s %7s %7s %7s %9s %9s  %s\n", "file", "rows", "allow", "flag", "redact", "block", "p50 µs", "p99 µs", "flagged by | blocked by")
	var lat []time.Duration
	for _, f := range files {
		rows := read(f)
		n := map[string]int{}
		why := map[string]map[string]int{appconfig.VerdictFlag: {}, appconfig.VerdictBlock: {}}
		var fl []time.Duration
		for _, text := range rows {
			t0 := time.Now()
			r := e.Scan(engine.Input{Direction: appconfig.DirectionInput, Text: text})
			fl = append(fl, time.Since(t0))
			n[r.Verdict]++
			if w, ok := why[r.Verdict]; ok {
				seen := map[string]bool{}
				for _, f := range r.Findings {
					if !seen[f.Detector] && (r.Verdict == appconfig.VerdictFlag || engine.Risky(f.Detector) && r.Scores[f.Detector] >= *block) {
						seen[f.Detector] = true
						w[f.Detector]++
					}
				}
			}
		}
		lat = append(lat, fl...)
		pct := func(v string) float64 { return 100 * float64(n[v]) / float64(len(rows)) }
		rel, _ := filepath.Rel(filepath.Dir(filepath.Dir(f)), f)
		fmt.Printf("%-44s %6d %6.1f%% %6.1f%% %6.1f%% %6.1f%% %9.0f %9.0f  %s\n", rel, len(rows),
			pct(appconfig.VerdictAllow), pct(appconfig.VerdictFlag), pct(appconfig.VerdictRedact), pct(appconfig.VerdictBlock),
			micros(fl, 50), micros(fl, 99), causes(why[appconfig.VerdictFlag], len(rows))+"| "+causes(why[appconfig.VerdictBlock], len(rows)))
	}
	fmt.Printf("\nall %d scans: p50 %.0f µs, p99 %.0f µs, max %.0f µs (one core)\n", len(lat), micros(lat, 50), micros(lat, 99), micros(lat, 100))
}

// causes lists the detectors behind one verdict, as shares of all rows,
// most frequent first.
func causes(why map[string]int, rows int) string {
	names := make([]string, 0, len(why))
	for d := range why {
		names = append(names, d)
	}
	sort.Slice(names, func(i, j int) bool {
		return why[names[i]] > why[names[j]] || why[names[i]] == why[names[j]] && names[i] < names[j]
	})
	out := ""
	for _, d := range names {
		out += fmt.Sprintf("%s %.0f%% ", d, 100*float64(why[d])/float64(rows))
	}
	return out
}

// read returns the text of every row of a JSON-lines file.
func read(path string) []string {
	rows, err := jsonl.Read[struct {
		Text string `json:"text"`
	}](path)
	if err != nil {
		log.Fatal(err)
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Text
	}
	return out
}

// micros returns the p-th percentile of d in microseconds.
func micros(d []time.Duration, p int) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := min(len(s)-1, len(s)*p/100)
	return float64(s[i]) / float64(time.Microsecond)
}
