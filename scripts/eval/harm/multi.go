package main

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"bulwark/shared/detect/harm"
)

// multiFiles are the multilingual files, with the label of the rows that
// each one measures: attacks (1) or benign prompts (0).
var multiFiles = []struct {
	name  string
	label int
}{
	{"multijail.jsonl", 1},
	{"xsafety_multilingual.jsonl", 1},
	{"xsafety_multilingual.jsonl", 0},
	{"mgsm_multilingual.jsonl", 0},
	{"xquad_multilingual.jsonl", 0},
	{"xcopa_multilingual.jsonl", 0},
}

// covered are the languages that the harm lexicon has.
var covered = map[string]bool{
	"en": true, "es": true, "fr": true, "de": true, "pt": true, "it": true, "ru": true, "zh": true, "ja": true,
	"ko": true, "hi": true, "bn": true, "ar": true, "vi": true, "th": true, "id": true, "jv": true, "sw": true, "tr": true,
}

// multilingual prints, per file and language, the share of rows whose top
// harm score reaches 0.35 and 0.55: attack recall for label 1, false
// positives for label 0.
func multilingual(dir string, show float64) {
	var allAttack, allBenign, covAttack, covBenign counts
	for _, mf := range multiFiles {
		rows := readRows(filepath.Join(dir, mf.name))
		by := map[string]*counts{}
		for _, r := range rows {
			if r.Label != mf.label {
				continue
			}
			fs := harm.Scan(r.Text)
			s := topScore(fs)
			l := langOf(r.Text)
			if by[l] == nil {
				by[l] = &counts{}
			}
			by[l].add(s)
			if mf.label == 0 && show > 0 && s >= show {
				f := fs[0]
				fmt.Printf("  %.2f %s %-14s [%s] %s\n", s, l, f.Category, r.Text[f.Start:f.End], clip(r.Text, 160))
			}
		}
		kind := "benign"
		if mf.label == 1 {
			kind = "attacks"
		}
		fmt.Printf("\n%s, %s (label %d)\n%-34s %6s %8s %8s\n", mf.name, kind, mf.label, "language", "rows", ">=0.35", ">=0.55")
		var tot, cov counts
		for _, l := range slices.Sorted(maps.Keys(by)) {
			name := l
			if !covered[l] {
				name += " (not covered)"
			}
			by[l].print(name)
			tot.merge(*by[l])
			if covered[l] && l != "en" {
				cov.merge(*by[l])
			}
		}
		tot.print("all")
		cov.print("covered, not English")
		if mf.label == 1 {
			allAttack.merge(tot)
			covAttack.merge(cov)
		} else {
			allBenign.merge(tot)
			covBenign.merge(cov)
		}
	}
	fmt.Println()
	allAttack.print("all attacks")
	covAttack.print("attacks, covered, not English")
	allBenign.print("all multilingual benign")
	covBenign.print("benign, covered, not English")
}

// scriptLangs names the language a script stands for in these files.
var scriptLangs = []struct {
	script *unicode.RangeTable
	lang   string
}{
	{unicode.Han, "zh"}, {unicode.Hangul, "ko"}, {unicode.Arabic, "ar"}, {unicode.Devanagari, "hi"},
	{unicode.Bengali, "bn"}, {unicode.Thai, "th"}, {unicode.Cyrillic, "ru"}, {unicode.Greek, "el"},
	{unicode.Tamil, "ta"}, {unicode.Telugu, "te"},
}

// langOf tells a text's language: its dominant script, and for Latin
// script the language with most of its function words (Vietnamese also by
// its letters). It is a rough guess for reporting, good enough on
// sentences.
func langOf(text string) string {
	n := map[string]int{}
	vi := 0
	for _, r := range text {
		switch {
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			n["ja"] += 3 // kana beside Han is Japanese
		case unicode.Is(unicode.Latin, r):
			n["latin"]++
			if strings.ContainsRune("ăơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ", unicode.ToLower(r)) {
				vi++
			}
		default:
			for _, sl := range scriptLangs {
				if unicode.Is(sl.script, r) {
					n[sl.lang]++
					break
				}
			}
		}
	}
	best, bn := "other", 0
	for s, c := range n {
		if c > bn || c == bn && s < best {
			best, bn = s, c
		}
	}
	if best != "latin" {
		return best
	}
	if vi >= 3 {
		return "vi"
	}
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	best, bn = "latin", 0
	for _, l := range latinLangs {
		c := 0
		for _, w := range words {
			if l.words[w] {
				c++
			}
		}
		if c > bn {
			best, bn = l.code, c
		}
	}
	return best
}

type latinLang struct {
	code  string
	words map[string]bool
}

func set(ws string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(ws) {
		m[w] = true
	}
	return m
}

// latinLangs are function words of the languages in Latin script that the
// files hold; a word in two lists counts for both.
var latinLangs = []latinLang{
	{"en", set("the and is are of to in that what how you it for with this do i")},
	{"es", set("el la los las de que y en es por para una un cómo qué se del lo")},
	{"fr", set("le la les de des et est que un une pour dans qui je vous ne pas du ce")},
	{"de", set("der die das und ist nicht ein eine zu den mit wie ich sie von auf für")},
	{"pt", set("o os as de que e é um uma para com não como do da em você")},
	{"it", set("il lo gli di che e è un una per con non come del della sono in")},
	{"id", set("yang dan di ini itu dengan untuk tidak saya ada ke dari apa bagaimana adalah")},
	{"jv", set("lan ing iku ora aku kowe sing karo kanggo opo apa piye kepiye saka wis")},
	{"sw", set("na ya wa kwa ni za la katika kuwa hii je nini jinsi kama hiyo")},
	{"tr", set("ve bir bu için ile de da ne nasıl mı mi değil çok ben sen gibi")},
	{"ro", set("și este în un o pe care cu nu să la ce din")},
	{"et", set("ja on ei see et kui ka oli mis ta")},
	{"ht", set("li nan ak pou yo te se pa mwen ki sou")},
	{"qu", set("chay kan kay pi mana manan karqa")},
}
