package main

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
	"text/tabwriter"

	"bulwark/shared/detect/injection"
	"bulwark/shared/runtime/appconfig"
)

// An experiment (-learn): a logistic regression over generic features of
// how a text speaks to its reader, trained leave-one-source-out on the
// other sources, to see whether such a model of data generalises beyond
// the rules.

var (
	wordRe     = regexp.MustCompile(`[\p{L}\p{N}']+`)
	sentenceRe = regexp.MustCompile(`[.!?\n]+`)
)

var (
	imperatives = set("add ask book buy call cancel change check click contact copy create delete describe do download email e-mail enter execute explain find follow forget forward give go grant ignore include inform insert install invite let list make mention note open output pay post print provide put read recommend remember remove reply report reset respond return run save say search see select send set share show sign start stop submit summarize summarise take tell transfer translate try update upload use visit wire write")
	actions     = set("send forward email transfer wire pay delete remove invite visit click download execute run call share upload post grant reset install book cancel")
	aiWords     = set("ai assistant model gpt gpt-4 gpt-3.5 llm chatbot bot agent chatgpt")
	softeners   = set("please now then first also kindly immediately just")
	seqWords    = set("instead first before after then afterwards")
	secondP     = set("you your yours yourself")
	firstP      = set("i we my our me us")
	thirdP      = set("he she they his her their was were had")
	modals      = set("must should need have will shall")
)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

const nFeatures = 10

// features describes text; instr is its data rules' score.
func features(text string, instr float64) []float64 {
	lower := strings.ToLower(text)
	words := wordRe.FindAllString(lower, -1)
	n := float64(len(words)) + 20 // shrinks the rates of short texts
	count := func(m map[string]bool) float64 {
		c := 0.0
		for _, w := range words {
			if m[w] {
				c++
			}
		}
		return c
	}
	sents := sentenceRe.Split(lower, -1)
	imp, ns := 0.0, 0.0
	for _, s := range sents {
		ws := wordRe.FindAllString(s, -1)
		if len(ws) == 0 {
			continue
		}
		ns++
		i := 0
		for i < len(ws)-1 && softeners[ws[i]] {
			i++
		}
		if imperatives[ws[i]] {
			imp++
		}
	}
	modal := 0.0
	for i := 0; i+1 < len(words); i++ {
		if words[i] == "you" && modals[words[i+1]] {
			modal++
		}
	}
	return []float64{
		instr,
		count(secondP) / n, imp / (ns + 3), count(set("please")) / n,
		math.Min(3, count(aiWords)) / 3, count(actions) / n,
		math.Min(3, modal) / 3, count(seqWords) / n,
		count(firstP) / n, count(thirdP) / n,
	}
}

type example struct {
	x      []float64
	label  int
	source int
	// rules is the detector's score as data without the model
	// (DetectData).
	rules float64
}

// logistic is a fitted model over standardised features.
type logistic struct {
	mean, sd, w []float64
	b           float64
}

func (m *logistic) score(x []float64) float64 {
	z := m.b
	for i, v := range x {
		z += m.w[i] * (v - m.mean[i]) / m.sd[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// fit trains by batch gradient descent with L2, the classes weighted to
// equal totals.
func fit(exs []example) *logistic {
	m := &logistic{mean: make([]float64, nFeatures), sd: make([]float64, nFeatures), w: make([]float64, nFeatures)}
	for _, e := range exs {
		for i, v := range e.x {
			m.mean[i] += v
		}
	}
	for i := range m.mean {
		m.mean[i] /= float64(len(exs))
	}
	for _, e := range exs {
		for i, v := range e.x {
			m.sd[i] += (v - m.mean[i]) * (v - m.mean[i])
		}
	}
	for i := range m.sd {
		m.sd[i] = math.Sqrt(m.sd[i]/float64(len(exs))) + 1e-6
	}
	var pos, neg float64
	for _, e := range exs {
		if e.label == 1 {
			pos++
		} else {
			neg++
		}
	}
	const l2, rate = 1e-3, 0.5
	g := make([]float64, nFeatures)
	for it := 0; it < 500; it++ {
		clear(g)
		gb, total := 0.0, 0.0
		for _, e := range exs {
			wt := 0.5 / neg
			if e.label == 1 {
				wt = 0.5 / pos
			}
			err := (m.score(e.x) - float64(e.label)) * wt
			for i, v := range e.x {
				g[i] += err * (v - m.mean[i]) / m.sd[i]
			}
			gb += err
			total += wt
		}
		for i := range m.w {
			m.w[i] -= rate * (g[i]/total + l2*m.w[i])
		}
		m.b -= rate * gb / total
	}
	return m
}

// learn runs the leave-one-source-out experiment over sources (the
// planted-instruction and benign-document ones; heldBack names a source
// kept out of every fold, to be measured once at the end with all others
// trained on).
func learn(d *injection.Detector, sources []source, heldBack string, final bool, weight *float64) {
	var exs []example
	for si, s := range sources {
		if s.kind == kindPrompts || s.kind == kindHeldout {
			continue
		}
		for _, r := range s.rows {
			instr, _ := d.Instructions(r.Text)
			exs = append(exs, example{x: features(r.Text, instr), label: r.Label, source: si,
				rules: d.DetectData(r.Text).Score})
		}
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "left-out source\tattacks\tmodel recall\trules recall\tjoined recall\tbenign\tmodel FPR\trules FPR\tjoined FPR\t\n")
	held := slices.IndexFunc(sources, func(s source) bool { return s.name == heldBack })
	run := func(left int) {
		var train, test []example
		for _, e := range exs {
			switch e.source {
			case left:
				test = append(test, e)
			case held:
			default:
				train = append(train, e)
			}
		}
		m := fit(train)
		var benign []float64
		for _, e := range train {
			if e.label == 0 {
				benign = append(benign, m.score(e.x))
			}
		}
		slices.Sort(benign)
		threshold := benign[len(benign)*99/100]
		var model, rules, joined tally
		for _, e := range test {
			p := m.score(e.x)
			verdict := func(block bool) string {
				if block {
					return appconfig.VerdictBlock
				}
				return appconfig.VerdictAllow
			}
			model.add(e.label, "", verdict(p > threshold))
			rules.add(e.label, "", verdict(e.rules >= injection.BlockThreshold))
			joined.add(e.label, "", verdict(1-(1-e.rules)*(1-*weight*p) >= injection.BlockThreshold))
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t\n", sources[left].name, model.attacks,
			share(model.caughtData, model.attacks), share(rules.caughtData, rules.attacks), share(joined.caughtData, joined.attacks),
			model.benign, share(model.blockedData, model.benign), share(rules.blockedData, rules.benign), share(joined.blockedData, joined.benign))
	}
	for si, s := range sources {
		if s.kind == kindPrompts || s.kind == kindHeldout || si == held {
			continue
		}
		run(si)
	}
	w.Flush()
	if held >= 0 && final {
		fmt.Printf("\nheld back until now, all other sources trained on:\n")
		run(held)
		w.Flush()
	}
}
