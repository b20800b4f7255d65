// Command mcp measures the MCP tool trust scanner (package shared/mcp) on
// the labelled corpus beside it: benign tool descriptions paraphrased from
// public MCP servers' tool lists, and poisoned ones that follow the
// published tool-poisoning, shadowing and rug-pull examples plus our own
// variants. See corpus.jsonl's rows for their sources.
//
// A tool is accepted when its trust score reaches -min (the default
// mcp.min_trust_score, 0.4). A row with "previous" is a rug pull: the
// previous description is registered and pinned first (it must be
// accepted), then the row's description is scanned against that pin, as
// the registry does.
//
// The corpus is split in two halves by a hash of the row id: the rule
// severities and weights were tuned on "train" and are reported on "test".
// Rows also carry the batch they were written in: 1 together with the
// rules, 2 before the second round of tuning (on its training half), 3
// after all tuning, never looked at while changing the rules. -grid
// searches the three severity weights on the training half.
//
// Usage, from the repository root:
//
//	go run ./scripts/eval/mcp [-corpus scripts/eval/mcp/corpus.jsonl] [-min 0.4] [-show train|test|all] [-grid]
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"maps"
	"math"
	"slices"
	"sort"
	"time"

	"bulwark/scripts/internal/jsonl"
	"bulwark/scripts/internal/worst"
	"bulwark/shared/mcp"
)

type row struct {
	ID           string   `json:"id"`
	Label        string   `json:"label"`
	Family       string   `json:"family"`
	Source       string   `json:"source"`
	Batch        int      `json:"batch"`
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	Previous     *string  `json:"previous"`
	ExtraPhrases []string `json:"extra_phrases"`
}

func (r row) poisoned() bool { return r.Label == "poisoned" }

// half assigns a row to "train" or "test" by the parity of its id's hash.
func (r row) half() string {
	h := fnv.New32a()
	h.Write([]byte(r.ID))
	if h.Sum32()%2 == 0 {
		return "train"
	}
	return "test"
}

// result is one row's outcome.
type result struct {
	row
	report   mcp.Report
	baseline *mcp.Report // the rug pull's previous version
}

func main() {
	corpus := flag.String("corpus", "scripts/eval/mcp/corpus.jsonl", "labelled corpus (JSON lines)")
	minTrust := flag.Float64("min", 0.4, "minimum trust score (mcp.min_trust_score)")
	show := flag.String("show", "", "print the misclassified rows of a half (train, test or all) with their findings")
	grid := flag.Bool("grid", false, "search the severity weights on the training half")
	flag.Parse()

	rows := read(*corpus)
	results := make([]result, len(rows))
	for i, r := range rows {
		results[i] = assess(r)
	}

	fmt.Printf("corpus %s: %d rows (%d benign, %d poisoned); accepted when trust >= %.2f\n\n",
		*corpus, len(rows), count(rows, false), count(rows, true), *minTrust)
	fmt.Printf("%-8s %7s %8s %9s %10s %10s %14s %13s\n", "rows", "benign", "poisoned", "accepted", "precision", "recall", "false-reject", "poison-caught")
	for _, sel := range []struct {
		name string
		keep func(result) bool
	}{
		{"train", func(r result) bool { return r.half() == "train" }},
		{"test", func(r result) bool { return r.half() == "test" }},
		{"all", func(result) bool { return true }},
		{"batch 1", func(r result) bool { return r.Batch == 1 }},
		{"batch 2", func(r result) bool { return r.Batch == 2 }},
		{"batch 3", func(r result) bool { return r.Batch == 3 }},
		{"3, test", func(r result) bool { return r.Batch == 3 && r.half() == "test" }},
	} {
		var rs []result
		for _, r := range results {
			if sel.keep(r) {
				rs = append(rs, r)
			}
		}
		m := measure(rs, *minTrust, nil)
		fmt.Printf("%-8s %7d %8d %9d %10s %10s %14s %13s\n", sel.name, m.benign, m.poisoned, m.accepted(),
			ratio(m.benignAccepted, m.accepted()), ratio(m.benignAccepted, m.benign),
			ratio(m.benign-m.benignAccepted, m.benign), ratio(m.poisoned-m.poisonedAccepted, m.poisoned))
	}

	fmt.Printf("\npoisoned rows caught, by family (all rows)\n")
	fams := map[string][2]int{}
	for _, r := range results {
		if r.poisoned() {
			c := fams[r.Family]
			c[0]++
			if r.report.TrustScore < *minTrust {
				c[1]++
			}
			fams[r.Family] = c
		}
	}
	names := slices.Sorted(maps.Keys(fams))
	for _, f := range names {
		fmt.Printf("  %-26s %3d/%-3d\n", f, fams[f][1], fams[f][0])
	}

	var baseOK, baseN int
	for _, r := range results {
		if r.baseline != nil {
			baseN++
			if r.baseline.TrustScore >= *minTrust {
				baseOK++
			}
		}
	}
	fmt.Printf("\nrug-pull rows: %d/%d first versions accepted and pinned before the change\n", baseOK, baseN)

	trusts := map[string][]float64{}
	for _, r := range results {
		trusts[r.Label] = append(trusts[r.Label], r.report.TrustScore)
	}
	for _, l := range []string{"benign", "poisoned"} {
		t := trusts[l]
		sort.Float64s(t)
		if len(t) > 0 {
			fmt.Printf("trust of %-8s min %.3f  median %.3f  max %.3f\n", l, t[0], t[len(t)/2], t[len(t)-1])
		}
	}

	if *grid {
		searchWeights(results, *minTrust)
	}
	if *show != "" {
		for _, r := range results {
			if (*show == "all" || r.half() == *show) && (r.report.TrustScore >= *minTrust) == r.poisoned() {
				fmt.Printf("\nMISS %s (%s, %s) trust %.3f name=%q\n  %s\n", r.ID, r.Label, r.half(), r.report.TrustScore, r.Name, worst.Clip(r.Description))
				for _, f := range r.report.Findings {
					fmt.Printf("    %-7s %-24s %q\n", f.Severity, f.Rule, f.Evidence.Text)
				}
			}
		}
	}
}

// assess scans a row as the registry would.
func assess(r row) result {
	res := result{row: r}
	in := mcp.Input{Name: r.Name, Description: r.Description, ExtraPhrases: r.ExtraPhrases}
	if r.Previous != nil {
		base := mcp.Scan(mcp.Input{Name: r.Name, Description: *r.Previous})
		res.baseline = &base
		in.Pinned = &mcp.Pin{Name: r.Name, SHA256: base.Digest, Description: *r.Previous, PinnedAt: time.Unix(0, 0)}
	}
	res.report = mcp.Scan(in)
	return res
}

type metrics struct {
	benign, poisoned, benignAccepted, poisonedAccepted int
}

func (m metrics) accepted() int { return m.benignAccepted + m.poisonedAccepted }

// measure counts acceptances; weights, when given, recompute each trust
// score from the findings with other severity weights.
func measure(rs []result, minTrust float64, weights map[string]float64) metrics {
	var m metrics
	for _, r := range rs {
		t := r.report.TrustScore
		if weights != nil {
			t = retrust(r.report, weights)
		}
		ok := t >= minTrust
		if r.poisoned() {
			m.poisoned++
			if ok {
				m.poisonedAccepted++
			}
		} else {
			m.benign++
			if ok {
				m.benignAccepted++
			}
		}
	}
	return m
}

// retrust is the trust score with other weights: each rule once, at its
// most severe finding.
func retrust(rep mcp.Report, weights map[string]float64) float64 {
	worst := map[string]float64{}
	for _, f := range rep.Findings {
		worst[f.Rule] = math.Max(worst[f.Rule], weights[f.Severity])
	}
	t := 1.0
	for _, w := range worst {
		t *= 1 - w
	}
	return t
}

// searchWeights tries severity weights on the training half and prints the
// ones with the fewest errors (false rejections count double: rejecting a
// legitimate tool breaks an app, and the review of a poisoned one that
// slips through still has the findings to go on).
func searchWeights(rs []result, minTrust float64) {
	var train []result
	for _, r := range rs {
		if r.half() == "train" {
			train = append(train, r)
		}
	}
	type cand struct {
		h, m, l float64
		cost    int
	}
	var best []cand
	for h := 0.5; h <= 0.95; h += 0.05 {
		for md := 0.1; md < h; md += 0.05 {
			for l := 0.0; l < md; l += 0.05 {
				mt := measure(train, minTrust, map[string]float64{"high": h, "medium": md, "low": l})
				cost := 2*(mt.benign-mt.benignAccepted) + mt.poisonedAccepted
				best = append(best, cand{h, md, l, cost})
			}
		}
	}
	sort.SliceStable(best, func(i, j int) bool { return best[i].cost < best[j].cost })
	tied := 0
	for _, c := range best {
		if c.cost == best[0].cost {
			tied++
		}
	}
	fmt.Printf("\nweight search on the training half (cost = 2 x false rejections + poisoned accepted): %d of %d weight triples reach the lowest cost, %d\n",
		tied, len(best), best[0].cost)
	for _, c := range best[:min(8, len(best))] {
		fmt.Printf("  high %.2f medium %.2f low %.2f  cost %d\n", c.h, c.m, c.l, c.cost)
	}
	mt := measure(train, minTrust, map[string]float64{"high": mcp.High.Weight(), "medium": mcp.Medium.Weight(), "low": mcp.Low.Weight()})
	fmt.Printf("  shipped: high %.2f medium %.2f low %.2f  cost %d\n", mcp.High.Weight(), mcp.Medium.Weight(), mcp.Low.Weight(),
		2*(mt.benign-mt.benignAccepted)+mt.poisonedAccepted)
}

func read(path string) []row {
	var rows []row
	err := jsonl.Each(path, func(n int, r row) error {
		if r.Label != "benign" && r.Label != "poisoned" {
			return fmt.Errorf("%s:%d: label %q", path, n, r.Label)
		}
		rows = append(rows, r)
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	return rows
}

func count(rows []row, poisoned bool) int {
	n := 0
	for _, r := range rows {
		if r.poisoned() == poisoned {
			n++
		}
	}
	return n
}

func ratio(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", float64(a)/float64(b))
}
