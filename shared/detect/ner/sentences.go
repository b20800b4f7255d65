package ner

import (
	"strings"
	"unicode/utf8"
)

// Sentence ends. The labelled rows are single sentences, so the model never
// learnt that a full stop ends a name: in running text it joined the last
// name of one sentence to the first of the next ("Michael Behe. Snoke",
// "Florida. The United States"). A full stop that ends a sentence is
// therefore never inside a person, place or organisation; one after an
// initial ("George F. Hauser"), inside an abbreviation ("U.S.") or after a
// title or a company suffix ("Dr.", "Inc.") may still be. Addresses and
// dates are left free: they are written with abbreviations in every
// language ("ul. Podleśna 17", "Hauptstr. 5").

// nameTags are the tags of the labels a sentence's full stop never falls
// inside: person, place, organisation.
var nameTags = [...]int{1 + labelIndex(Person), 1 + labelIndex(Location), 1 + labelIndex(Organization)}

// forbidLane is subtracted from a token's lane scores of a label to rule
// that label out there: far below any sum of table rows, so neither
// decoding nor the marginals give the label any weight.
const forbidLane = 1 << 20

// abbreviations are the words after which a full stop is taken for an
// abbreviation's, not a sentence's end (lower case, without the stop):
// titles, company suffixes, street types, months, US states and old
// abbreviated first names ("Wm.", "Chas."). Abbreviations that are also
// common words or surnames ("Penn.", "Mass.", "Ill.", "Ed.") are left out:
// a sentence ending with the word is the likelier reading.
var abbreviations = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`mr mrs ms mx dr prof rev hon st mt ft jr sr gen col capt cpt lt sgt maj adm gov sen rep pres
		supt insp det cmdr brig messrs mme mlle
		inc ltd corp co bros plc llc llp gmbh cie assn dept univ intl natl
		no nos vs etc approx est ca eds vol fig
		ave blvd rd ln ct pl sq hwy pkwy apt ste bldg
		jan feb mar apr jun jul aug sep sept oct nov dec
		ala ariz calif colo conn fla kan kans ky mich minn neb nev okla tenn tex wis wyo
		wm chas thos jas geo jno benj robt`) {
		abbreviations[w] = true
	}
}

// fullStop reports whether token i of a chunk is a full stop that ends a
// sentence: a "." glued to a word of two or more characters (letters or
// digits: "1990.") that is not an abbreviation, with white space (or the
// chunk's end) after it.
func fullStop(text string, toks []token, i int) bool {
	t := toks[i]
	if i == 0 || t.end-t.start != 1 || text[t.start] != '.' || toks[i-1].end != t.start {
		return false
	}
	if i+1 < len(toks) && toks[i+1].start == t.end {
		return false
	}
	prev := text[toks[i-1].start:toks[i-1].end]
	if utf8.RuneCountInString(prev) < 2 || strings.ContainsRune(prev, '.') {
		return false
	}
	return !abbreviations[strings.ToLower(prev)]
}
