package main

import (
	"strings"
)

// The Parallel Universal Dependencies treebanks: the same 1,000 news and
// Wikipedia sentences translated into many languages, CC BY-SA 3.0 (each
// repository's LICENSE.txt and README). The Japanese file is not in its
// snapshot; English, German, Portuguese and Swedish come into the NER data
// already, and are left out here.
var pudRepos = []struct {
	lang string
	repo repo
}{
	{"ar", repo{"UniversalDependencies/UD_Arabic-PUD", "be733f45d21f42d506c62930f806ed2182a5ee3d", "CC-BY-SA-3.0"}},
	{"es", repo{"UniversalDependencies/UD_Spanish-PUD", "818a82b8628c9cbec78750c7e83ccba34b9ce22b", "CC-BY-SA-3.0"}},
	{"fr", repo{"UniversalDependencies/UD_French-PUD", "c245786cfb3020d43bcfc96215ae531a1b07bcbc", "CC-BY-SA-3.0"}},
	{"hi", repo{"UniversalDependencies/UD_Hindi-PUD", "8bc630f73e0737ce5ed9eaa97abf11f172ecc9bd", "CC-BY-SA-3.0"}},
	{"id", repo{"UniversalDependencies/UD_Indonesian-PUD", "765fb3fe486201f094cb177aff5aa84bc6b06800", "CC-BY-SA-3.0"}},
	{"it", repo{"UniversalDependencies/UD_Italian-PUD", "71d932aa096368331ba2fd9bc906ec8dd853da8e", "CC-BY-SA-3.0"}},
	{"ko", repo{"UniversalDependencies/UD_Korean-PUD", "9bc99c21a00b88d44def216b64f898e4b6151d0d", "CC-BY-SA-3.0"}},
	{"ru", repo{"UniversalDependencies/UD_Russian-PUD", "da5b3816eeaa24283c1d81a48bb1de4d062fc5d5", "CC-BY-SA-3.0"}},
	{"th", repo{"UniversalDependencies/UD_Thai-PUD", "516638d39adfbc03fa3e7f7b33ce59555055a2d9", "CC-BY-SA-3.0"}},
	{"tr", repo{"UniversalDependencies/UD_Turkish-PUD", "63a134a087c8475ea832713b960baba8ff2f9401", "CC-BY-SA-3.0"}},
	{"zh", repo{"UniversalDependencies/UD_Chinese-PUD", "2849afd946a8c01b3e9acdf3e7afa8670cf2777d", "CC-BY-SA-3.0"}},
}

// pudPerLanguage is how many sentences each translation gives.
const pudPerLanguage = 100

// buildPUD: sentences of the PUD translations, 100 a language drawn by
// hash, benign: plain news and encyclopaedia prose in eleven languages and
// seven scripts. Of the training sources, only attacks (MultiJail, XSafety)
// and a few benign sets hold text in most of these scripts, so that the
// script itself reads as an attack to a classifier that has not seen a
// source's benign text (docs/detect-injection.md, "Operating point on
// unseen sources").
func buildPUD(dir string) {
	var o out
	for _, p := range pudRepos {
		path := p.lang + "_pud-ud-test.conllu"
		var texts []string
		for _, line := range strings.Split(string(show(p.repo, path)), "\n") {
			if t, ok := strings.CutPrefix(line, "# text = "); ok {
				texts = append(texts, t)
			}
		}
		for _, t := range sample(texts, pudPerLanguage, "pud-"+p.lang) {
			o.add(t, 0, src(p.repo, path))
		}
	}
	o.write(dir, "pud_sentences_benign.jsonl")
}
