// Command pii measures the PII detector (bulwark/shared/detect/pii) on the
// labelled Presidio test sentences: precision, recall and F1 per entity
// type, with exact span matching and with overlap matching, plus
// micro-averaged totals. Only the entity types the detector covers are
// scored; PERSON, LOCATION, ORGANIZATION and ADDRESS belong to the NER
// detector, and DATE_TIME, DOMAIN_NAME, US_DRIVER_LICENSE, TITLE and PREFIX
// are not PII categories of this detector.
//
// It measures redaction leaks: each sentence is scanned as a prompt by the
// runtime engine with the default app configuration (the redaction the
// proxy applies), and a gold span whose text is still in the redacted
// text has leaked. Reported per label, for every label of the data set.
//
// It then scans the benign prompt sets (benign/*.jsonl), which hold almost
// no personal data, and counts the findings at or above the threshold by
// category: a false-positive rate on ordinary prompts.
//
// Run from the repository root:
//
//	go run ./scripts/eval/pii [-data ../shared/datasets] [-threshold 0.35] [-errors 5]
//	go run ./scripts/eval/pii -file FILE   # another labelled file of the same form
package main

import (
	"flag"
	"fmt"
	"log"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"bulwark/scripts/internal/jsonl"
	"bulwark/shared/detect"
	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/ner"
	"bulwark/shared/detect/pii"
	"bulwark/shared/runtime/appconfig"
)

// labelMap maps the dataset's labels to detector categories.
var labelMap = map[string]string{
	"EMAIL_ADDRESS": pii.Email,
	"PHONE_NUMBER":  pii.Phone,
	"CREDIT_CARD":   pii.CreditCard,
	"US_SSN":        pii.USSSN,
	"IBAN_CODE":     pii.IBAN,
	"IP_ADDRESS":    pii.IPAddress,
}

type row struct {
	Text  string `json:"text"`
	Spans []struct {
		Start int    `json:"start"`
		End   int    `json:"end"`
		Label string `json:"label"`
	} `json:"spans"`
	Source string `json:"source"`
}

type span struct {
	start, end int // byte offsets
	cat        string
}

type counts struct{ tp, fp, fn int }

func (c counts) prf() (p, r, f float64) {
	if c.tp+c.fp > 0 {
		p = float64(c.tp) / float64(c.tp+c.fp)
	}
	if c.tp+c.fn > 0 {
		r = float64(c.tp) / float64(c.tp+c.fn)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return
}

func main() {
	data := flag.String("data", "../shared/datasets", "directory holding pii/presidio_tests_generated.jsonl")
	threshold := flag.Float64("threshold", 0.35, "minimum finding score counted as a prediction (the default redact threshold)")
	showErrors := flag.Int("errors", 0, "print up to this many missed and spurious spans per type")
	showLeaks := flag.Int("leaks", 0, "print up to this many leaked spans of the labels the default redacts (PERSON, ADDRESS, ...)")
	file := flag.String("file", "", "score this labelled JSON Lines file instead of -data's presidio sentences (same form: text, spans with code-point offsets and Presidio's labels)")
	heldOut := flag.Bool("heldout", false, "only the sentences of the NER model's held-out fold 0 (templates its training never saw)")
	flag.Parse()

	path := filepath.Join(*data, "pii", "presidio_tests_generated.jsonl")
	if *file != "" {
		path = *file
	}
	labelled, err := jsonl.Read[row](path)
	if err != nil {
		log.Fatal(err)
	}
	if *heldOut {
		labelled = slices.DeleteFunc(labelled, func(r row) bool {
			return !ner.HeldOut(ner.Example{Text: r.Text, Source: r.Source})
		})
	}
	scanner, err := pii.New(nil)
	if err != nil {
		log.Fatal(err)
	}

	exact := map[string]*counts{}
	overlap := map[string]*counts{}
	for _, c := range labelMap {
		exact[c], overlap[c] = &counts{}, &counts{}
	}
	missed := map[string][]string{}
	spurious := map[string][]string{}
	rows := 0
	for _, r := range labelled {
		rows++
		byteAt := detect.CodePointStarts(r.Text)
		var gold []span
		for _, s := range r.Spans {
			if c, ok := labelMap[s.Label]; ok {
				gold = append(gold, span{byteAt[s.Start], byteAt[s.End], c})
			}
		}
		var pred []span
		for _, fd := range scanner.Scan(r.Text) {
			if _, ok := exact[fd.Category]; ok && fd.Score >= *threshold {
				pred = append(pred, span{fd.Start, fd.End, fd.Category})
			}
		}
		match(gold, pred, exact, func(g, p span) bool { return g.start == p.start && g.end == p.end }, nil, nil)
		match(gold, pred, overlap, func(g, p span) bool { return g.start < p.end && p.start < g.end },
			func(g span) { missed[g.cat] = append(missed[g.cat], context(r.Text, g)) },
			func(p span) { spurious[p.cat] = append(spurious[p.cat], context(r.Text, p)) })
	}

	fmt.Printf("%d rows from %s, threshold %.2f\n\n", rows, path, *threshold)
	fmt.Printf("%-12s %5s | %-27s | %-27s\n", "", "", "exact span", "overlapping span")
	fmt.Printf("%-12s %5s | %7s %7s %7s %3s | %7s %7s %7s %3s\n", "type", "gold", "P", "R", "F1", "FP", "P", "R", "F1", "FP")
	cats := make([]string, 0, len(exact))
	for c := range exact {
		cats = append(cats, c)
	}
	slices.Sort(cats)
	var te, to counts
	for _, c := range cats {
		e, o := *exact[c], *overlap[c]
		printRow(c, e, o)
		te.tp, te.fp, te.fn = te.tp+e.tp, te.fp+e.fp, te.fn+e.fn
		to.tp, to.fp, to.fn = to.tp+o.tp, to.fp+o.fp, to.fn+o.fn
	}
	printRow("micro", te, to)

	benign(scanner, *data, *threshold, *showErrors)
	leaks(labelled, *showLeaks)

	if *showErrors > 0 {
		for _, c := range cats {
			for i, s := range missed[c] {
				if i == *showErrors {
					break
				}
				fmt.Printf("missed   %-12s %s\n", c, s)
			}
			for i, s := range spurious[c] {
				if i == *showErrors {
					break
				}
				fmt.Printf("spurious %-12s %s\n", c, s)
			}
		}
	}
}

func printRow(name string, e, o counts) {
	ep, er, ef := e.prf()
	op, or, of := o.prf()
	fmt.Printf("%-12s %5d | %7.3f %7.3f %7.3f %3d | %7.3f %7.3f %7.3f %3d\n",
		name, e.tp+e.fn, ep, er, ef, e.fp, op, or, of, o.fp)
}

// match pairs each gold span with at most one prediction of the same
// category for which same holds, and counts the rest as misses and false
// positives.
func match(gold, pred []span, out map[string]*counts, same func(g, p span) bool, onMiss, onSpurious func(span)) {
	used := make([]bool, len(pred))
	for _, g := range gold {
		found := false
		for i, p := range pred {
			if !used[i] && p.cat == g.cat && same(g, p) {
				used[i], found = true, true
				break
			}
		}
		if found {
			out[g.cat].tp++
		} else {
			out[g.cat].fn++
			if onMiss != nil {
				onMiss(g)
			}
		}
	}
	for i, p := range pred {
		if !used[i] {
			out[p.cat].fp++
			if onSpurious != nil {
				onSpurious(p)
			}
		}
	}
}

// context shows a span with some text around it.
func context(text string, s span) string {
	lo, hi := max(0, s.start-30), min(len(text), s.end+20)
	return fmt.Sprintf("%q [%s] %q", text[lo:s.start], text[s.start:s.end], text[s.end:hi])
}

// benign scans every text of benign/*.jsonl and reports how many texts
// have a finding at or above the threshold, per category.
func benign(scanner *pii.Scanner, data string, threshold float64, showErrors int) {
	files, err := filepath.Glob(filepath.Join(data, "benign", "*.jsonl"))
	if err != nil || len(files) == 0 {
		log.Fatalf("no benign files under %s", data)
	}
	texts, flagged := 0, 0
	perCat := map[string]int{}
	var examples []string
	for _, name := range files {
		lines, err := jsonl.Read[struct {
			Text string `json:"text"`
		}](name)
		if err != nil {
			log.Fatal(err)
		}
		for _, r := range lines {
			texts++
			hit := false
			for _, fd := range scanner.Scan(r.Text) {
				if fd.Score < threshold {
					continue
				}
				hit = true
				perCat[fd.Category]++
				if len(examples) < showErrors*4 {
					examples = append(examples, fmt.Sprintf("%-14s %.2f %s", fd.Category, fd.Score,
						context(r.Text, span{fd.Start, fd.End, fd.Category})))
				}
			}
			if hit {
				flagged++
			}
		}
	}
	fmt.Printf("\nbenign prompts: %d texts, %d (%.2f%%) with a finding >= %.2f\n",
		texts, flagged, 100*float64(flagged)/float64(texts), threshold)
	cats := make([]string, 0, len(perCat))
	for c := range perCat {
		cats = append(cats, c)
	}
	slices.Sort(cats)
	for _, c := range cats {
		fmt.Printf("  %-16s %d\n", c, perCat[c])
	}
	for _, e := range examples {
		fmt.Println("  benign hit", e)
	}
}

// redactedLabels are the labels the default configuration means to
// redact: the pii categories, person names and addresses (places,
// organisations and dates are recorded, not redacted, by design; driver
// licences have no detector).
var redactedLabels = []string{"PERSON", "ADDRESS", "CREDIT_CARD", "US_SSN", "PHONE_NUMBER", "EMAIL_ADDRESS", "IP_ADDRESS", "IBAN_CODE"}

// leakLabels are the labels of personal data a redaction should remove
// (TITLE, PREFIX and DOMAIN_NAME are not personal data on their own).
var leakLabels = []string{"PERSON", "LOCATION", "ADDRESS", "ORGANIZATION", "DATE_TIME", "CREDIT_CARD", "US_SSN",
	"PHONE_NUMBER", "EMAIL_ADDRESS", "IP_ADDRESS", "IBAN_CODE", "US_DRIVER_LICENSE"}

// leaks scans every sentence as a prompt with the default app
// configuration and reports the share of gold spans whose text is still in
// the redacted text; show > 0 prints that many leaked spans of the labels
// the default redacts, with their sentence.
func leaks(labelled []row, show int) {
	cfg := appconfig.Defaults()
	e, err := engine.Compile(&cfg)
	if err != nil {
		log.Fatal(err)
	}
	gold, leaked := map[string]int{}, map[string]int{}
	textsWithLeak := 0
	for _, r := range labelled {
		res := e.Scan(engine.Input{Direction: appconfig.DirectionInput, Text: r.Text})
		out := r.Text
		if res.Redacted {
			out = res.RedactedText
		}
		byteAt := detect.CodePointStarts(r.Text)
		any := false
		for _, s := range r.Spans {
			if !slices.Contains(leakLabels, s.Label) {
				continue
			}
			value := r.Text[byteAt[s.Start]:byteAt[s.End]]
			if utf8.RuneCountInString(value) < 2 {
				continue
			}
			gold[s.Label]++
			if strings.Contains(out, value) {
				leaked[s.Label]++
				any = true
				if show > 0 && slices.Contains(redactedLabels, s.Label) {
					show--
					fmt.Printf("leaked %s %q in %q\n", s.Label, value, out)
				}
			}
		}
		if any {
			textsWithLeak++
		}
	}
	fmt.Printf("\nredaction leaks (default app configuration, input scan): %d of %d texts (%.1f%%) still hold a gold span\n",
		textsWithLeak, len(labelled), 100*float64(textsWithLeak)/float64(max(1, len(labelled))))
	fmt.Printf("%-18s %5s %7s %7s\n", "label", "gold", "leaked", "share")
	var g, l int
	for _, lab := range leakLabels {
		if gold[lab] == 0 {
			continue
		}
		g, l = g+gold[lab], l+leaked[lab]
		fmt.Printf("%-18s %5d %7d %6.1f%%\n", lab, gold[lab], leaked[lab], 100*float64(leaked[lab])/float64(gold[lab]))
	}
	fmt.Printf("%-18s %5d %7d %6.1f%%\n", "all", g, l, 100*float64(l)/float64(max(1, g)))
	g, l = 0, 0
	for _, lab := range redactedLabels {
		g, l = g+gold[lab], l+leaked[lab]
	}
	fmt.Printf("%-18s %5d %7d %6.1f%%\n", "redacted labels", g, l, 100*float64(l)/float64(max(1, g)))
}
