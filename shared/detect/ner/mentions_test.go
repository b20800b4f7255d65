package ner

import (
	"strings"
	"testing"

	"bulwark/shared/detect"
)

func TestRepeatSurnames(t *testing.T) {
	person := func(text, name string, score float64) detect.Finding {
		i := strings.Index(text, name)
		return detect.Finding{Detector: "ner", Category: Person, Score: score, Start: i, End: i + len(name)}
	}
	for _, tc := range []struct {
		text  string
		names []string // persons found in full, with score 0.8
		want  []string // every PERSON span after the rule, in text order
	}{
		{"Martin Winterkorn resigned. Winterkorn said he knew nothing, and (Winterkorn's) lawyers agreed.",
			[]string{"Martin Winterkorn"}, []string{"Martin Winterkorn", "Winterkorn", "Winterkorn"}},
		// A surname named before the full name counts too; Mr. is a title.
		{"Mr. Kenseth won. Matt Kenseth led from the start.",
			[]string{"Matt Kenseth"}, []string{"Kenseth", "Matt Kenseth"}},
		// Part of another name, or of a longer word: not the person.
		{"Henry Ford built cars. Ford Motor grew, and Aston Ford rose. Fordham and Ford-based and Oxford.",
			[]string{"Henry Ford"}, []string{"Henry Ford"}},
		// A capitalised word that only opens the sentence does not join it.
		{"Ingrid Fjellstrom leads. Contact Fjellstrom, or ask: Fjellstrom knows.",
			[]string{"Ingrid Fjellstrom"}, []string{"Ingrid Fjellstrom", "Fjellstrom", "Fjellstrom"}},
		// One-word persons and initials give no surname.
		{"Madonna sang. Madonna left. John F. met J.",
			[]string{"Madonna", "John F."}, []string{"Madonna", "John F."}},
		// Lower case is not the name.
		{"Jane Rose bought a rose.", []string{"Jane Rose"}, []string{"Jane Rose"}},
	} {
		var found []detect.Finding
		for _, n := range tc.names {
			found = append(found, person(tc.text, n, 0.8))
		}
		got := repeatSurnames(tc.text, found)
		var spans []string
		for i, f := range got {
			if i > 0 && f.Start < got[i-1].Start {
				t.Errorf("%q: findings out of text order", tc.text)
			}
			if f.Category == Person {
				spans = append(spans, tc.text[f.Start:f.End])
				if f.Score != 0.8 {
					t.Errorf("%q: %q scored %v, want the full name's 0.8", tc.text, tc.text[f.Start:f.End], f.Score)
				}
			}
		}
		if strings.Join(spans, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%q: persons %q, want %q", tc.text, spans, tc.want)
		}
	}

	// An occurrence another finding covers keeps that finding.
	text := "Paris Hilton flew to Paris."
	i := strings.LastIndex(text, "Paris")
	found := []detect.Finding{person(text, "Paris Hilton", 0.9), {Category: Location, Start: i, End: i + 5}}
	if got := repeatSurnames(text, found); len(got) != 2 {
		t.Errorf("a covered occurrence was added: %+v", got)
	}
}

func TestRecognizeRepeatsSurnames(t *testing.T) {
	// The model alone misses the later surname here.
	persons := defaultPersons("Dear team, Ingrid Fjellstrom will lead the review. Contact Fjellstrom for access.")
	if strings.Join(persons, "|") != "Ingrid Fjellstrom|Fjellstrom" {
		t.Errorf("persons %q, want the full name and the later surname", persons)
	}
}

// defaultPersons returns the PERSON spans the default model finds in text
// at the default threshold, in text order.
func defaultPersons(text string) []string {
	var persons []string
	for _, f := range Default().Recognize(text, 0.45, nil) {
		if f.Category == Person {
			persons = append(persons, text[f.Start:f.End])
		}
	}
	return persons
}
