package ner

import (
	"slices"
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
		// A name is a whole word, apostrophes and hyphens included.
		{"Mary Brien met Pat O'Brien. Later O'Brien left, and Brien-Smith and Brien stayed.",
			[]string{"Mary Brien", "Pat O'Brien"}, []string{"Mary Brien", "Pat O'Brien", "O'Brien", "Brien"}},
	} {
		var found []detect.Finding
		for _, n := range tc.names {
			found = append(found, person(tc.text, n, 0.8))
		}
		got := repeatSurnames(tc.text, found, nil, nil, 0.5)
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

	// An occurrence another finding, a span the model tagged under the
	// threshold or an address covers keeps what it is.
	text := "Paris Hilton flew to Paris. Then Hilton, Hilton and Hilton left."
	at := func(word string, n int) [2]int {
		i := 0
		for range n {
			i += strings.Index(text[i:], word) + 1
		}
		return [2]int{i - 1, i - 1 + len(word)}
	}
	paris, h1, h2, h3 := at("Paris", 2), at("Hilton", 2), at("Hilton", 3), at("Hilton", 4)
	found := []detect.Finding{person(text, "Paris Hilton", 0.9), {Category: Location, Start: paris[0], End: paris[1]}}
	got := repeatSurnames(text, found, [][3]int{{h1[0], h1[1], labelIndex(Organization)}}, [][2]int{{h2[0] - 3, h2[1]}}, 0.5)
	if len(got) != 3 || got[2].Start != h3[0] {
		t.Errorf("want only the last Hilton added, got %+v", got)
	}
	// A full name under the score a lone word needs gives no surname.
	if got := repeatSurnames(text, found[:1], nil, nil, 0.95); len(got) != 1 {
		t.Errorf("a surname was taken from a name scored under need: %+v", got)
	}
}

func TestRecognizeSurnamesWhateverTheFilter(t *testing.T) {
	// The surname is an organisation here by the model; asking for persons
	// only, or at a higher threshold, must not turn it into a person.
	text := "Martin Ford visited Ford. The staff of Ford were kind."
	r := Default()
	all := r.Recognize(text, 0.45, nil)
	for _, tc := range []struct {
		threshold float64
		entities  []string
	}{{0.45, []string{"person"}}, {0.9, nil}, {0.9, []string{"person"}}} {
		for _, f := range r.Recognize(text, tc.threshold, tc.entities) {
			if !slices.ContainsFunc(all, func(g detect.Finding) bool {
				return g.Start == f.Start && g.End == f.End && g.Category == f.Category
			}) {
				t.Errorf("threshold %v, entities %q: %s %q is not among the unfiltered findings %+v",
					tc.threshold, tc.entities, f.Category, text[f.Start:f.End], all)
			}
		}
	}
}

// BenchmarkRepeatSurnames64KB measures the rule on a text that repeats a
// surname thousands of times (its cost must grow with the text, not with
// the text times the findings).
func BenchmarkRepeatSurnames64KB(b *testing.B) {
	text := "Angela Merkel met Barack Obama. " + strings.Repeat("Merkel, ", 64<<10/8)
	r := Default()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		r.Recognize(text, 0.45, nil)
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
