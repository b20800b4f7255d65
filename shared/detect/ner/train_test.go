package ner

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// toyExamples builds a small labelled corpus from templates.
func toyExamples() []Example {
	people := []string{"Alice Moreau", "Bob Tanaka", "Carla Jensen", "Dmitri Ivanov", "Eva Novak", "Femi Adeyemi"}
	places := []string{"Lisbon", "Osaka", "Bergen", "Kraków", "Nairobi", "Quito"}
	var out []Example
	for i, p := range people {
		for j, c := range places {
			text := fmt.Sprintf("Yesterday %s flew to %s for work.", p, c)
			ps := strings.Index(text, p)
			cs := strings.Index(text, c)
			out = append(out, Example{
				Text:   text,
				Spans:  []Span{{ps, ps + len(p), Person}, {cs, cs + len(c), Location}},
				Source: fmt.Sprintf("toy#%d", (i+j)%4),
			})
		}
	}
	return out
}

func TestTrainIsDeterministicAndLearns(t *testing.T) {
	cfg := TrainConfig{Bits: 12, Epochs: 8}
	a, err := Train(toyExamples(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Train(toyExamples(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var wa, wb bytes.Buffer
	if _, err := a.WriteTo(&wa); err != nil {
		t.Fatal(err)
	}
	b.WriteTo(&wb)
	if !bytes.Equal(wa.Bytes(), wb.Bytes()) {
		t.Error("two trainings on the same data give different models")
	}

	text := "Yesterday Carla Jensen flew to Osaka for work."
	got := entities(text, a.Recognize(text, DefaultThreshold, nil))
	want := []entity{{Person, "Carla Jensen"}, {Location, "Osaka"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("toy model found %v, want %v", got, want)
	}
}

func TestTrainRejectsBadInput(t *testing.T) {
	if _, err := Train(nil, TrainConfig{}); err == nil {
		t.Error("training on nothing succeeded")
	}
	if _, err := Train(toyExamples(), TrainConfig{Bits: maxBits + 1}); err == nil {
		t.Error("training an oversized table succeeded")
	}
}

func TestGoldTags(t *testing.T) {
	text := "Dr Ann Lee met Bo at Acme Inc."
	toks, _ := appendTokens(nil, text, 0, 100)
	spans := []Span{{3, 10, Person}, {15, 17, Person}, {21, 30, Organization}} // "Acme Inc."
	got := goldTags(toks, spans)
	per, org := uint8(labelIndex(Person)+1), uint8(labelIndex(Organization)+1)
	// Dr Ann Lee met Bo at Acme Inc .
	want := []uint8{0, per, per, 0, per, 0, org, org, org}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("goldTags = %v, want %v", got, want)
	}
}

func TestReadExamplesConvertsOffsetsAndLabels(t *testing.T) {
	in := strings.Join([]string{
		// Offsets count code points: "Zoë" is 3 code points and 4 bytes.
		`{"text": "Zoë met Ana in Oslo", "spans": [{"start": 0, "end": 3, "label": "PERSON"}, {"start": 8, "end": 11, "label": "person"}, {"start": 15, "end": 19, "label": "location"}], "source": "a#t1"}`,
		// Unknown labels are dropped; "corporation" and "group" are organisations.
		`{"text": "Acme and the Blues, card 4111", "spans": [{"start": 0, "end": 4, "label": "corporation"}, {"start": 9, "end": 18, "label": "group"}, {"start": 25, "end": 29, "label": "CREDIT_CARD"}], "source": "b"}`,
		// Same-label spans split only by white space merge; spaces at the edges go.
		`{"text": "at 31 Main St \n Suite 5 now", "spans": [{"start": 3, "end": 5, "label": "ADDRESS"}, {"start": 6, "end": 14, "label": "ADDRESS"}, {"start": 16, "end": 23, "label": "ADDRESS"}], "source": "c"}`,
		``,
	}, "\n")
	got, err := ReadExamples(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := [][]entity{
		{{Person, "Zoë"}, {Person, "Ana"}, {Location, "Oslo"}},
		{{Organization, "Acme"}, {Organization, "the Blues"}},
		{{Address, "31 Main St \n Suite 5"}},
	}
	if len(got) != len(want) {
		t.Fatalf("%d examples, want %d", len(got), len(want))
	}
	for i, ex := range got {
		var ents []entity
		for _, s := range ex.Spans {
			ents = append(ents, entity{s.Label, ex.Text[s.Start:s.End]})
		}
		if !reflect.DeepEqual(ents, want[i]) {
			t.Errorf("example %d: spans %q, want %q", i, ents, want[i])
		}
	}
}

func TestReadExamplesRejectsBadRows(t *testing.T) {
	for _, in := range []string{
		`{"text": "abc", "spans": [{"start": 1, "end": 9, "label": "PERSON"}]}`,
		`{"text": "abc", "spans": [{"start": 2, "end": 1, "label": "PERSON"}]}`,
		`not json`,
	} {
		if _, err := ReadExamples(strings.NewReader(in)); err == nil {
			t.Errorf("ReadExamples(%s) succeeded", in)
		}
	}
}

func TestFoldKeepsGroupsTogether(t *testing.T) {
	a := Example{Text: "first text", Source: "repo:path#template_7"}
	b := Example{Text: "a different text", Source: "repo:path#template_7"}
	if Fold(a) != Fold(b) {
		t.Error("rows of one template land in different folds")
	}
	counts := make([]int, Folds)
	for i := range 1000 {
		counts[Fold(Example{Text: fmt.Sprint("text ", i), Source: "repo:file"})]++
	}
	for f, n := range counts {
		if n < 150 || n > 250 {
			t.Errorf("fold %d holds %d of 1000 ungrouped rows, want about 200", f, n)
		}
	}
	if HeldOut(a) != (Fold(a) == 0) {
		t.Error("HeldOut disagrees with Fold")
	}
}

func TestPublicGazetteers(t *testing.T) {
	got := nameBits([]string{"Paris", "New York", "Isle of Man", "6th of October City"}, gazPlace, gazPlaceWord)
	want := map[string]uint64{
		"paris": gazPlace, "new": gazPlaceWord, "york": gazPlaceWord, "isle": gazPlaceWord,
		"man": gazPlaceWord, "6th": gazPlaceWord, "october": gazPlaceWord, "city": gazPlaceWord,
	}
	if len(got) != len(want) {
		t.Errorf("nameBits gave %d words, want %d", len(got), len(want))
	}
	for w, bits := range want {
		if got[hashWord(w)] != bits {
			t.Errorf("nameBits(%q) = %b, want %b", w, got[hashWord(w)], bits)
		}
	}

	// The shipped gazetteer carries the public bits next to the learnt ones.
	r, err := Train(toyExamples(), TrainConfig{Bits: 12, Epochs: 1,
		Places: []string{"Osaka", "Buenos Aires"}, Companies: []string{"Osaka Gas", "Amazon"},
		FirstNames: []string{"Cheryl", "Jordan"}, Surnames: []string{"Rasmus", "Jordan"}})
	if err != nil {
		t.Fatal(err)
	}
	for w, want := range map[string]uint64{"cheryl": gazFirstName, "rasmus": gazSurname, "Jordan": gazFirstName | gazSurname} {
		if g := r.gaz[hashWord(w)]; g != want {
			t.Errorf("gazetteer bits of %s = %b, want %b", w, g, want)
		}
	}
	if g, want := r.gaz[hashWord("Osaka")], uint64(gazPlace|gazCompanyWord|1<<labelIndex(Location)); g != want {
		t.Errorf("gazetteer bits of osaka = %b, want %b", g, want)
	}
	if g := r.gaz[hashWord("amazon")]; g != gazCompany {
		t.Errorf("gazetteer bits of amazon = %b, want gazCompany", g)
	}
	if g := r.gaz[hashWord("aires")]; g != gazPlaceWord {
		t.Errorf("gazetteer bits of aires = %b, want gazPlaceWord", g)
	}
}

func TestReadGazetteers(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "towns.txt")
	if err := os.WriteFile(path, []byte("Osaka\n\n  Buenos Aires \n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := TrainConfig{Companies: []string{"stale"}}
	if err := cfg.ReadGazetteers(GazetteerFiles{Places: path, Companies: "none", Clusters: "none", FirstNames: "none", Surnames: "none"}, dir); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cfg.Places, []string{"Osaka", "Buenos Aires"}) || cfg.Companies != nil {
		t.Errorf("ReadGazetteers gave places %q, companies %q", cfg.Places, cfg.Companies)
	}
	// An empty path reads the default file in the data directory, here absent.
	if err := cfg.ReadGazetteers(GazetteerFiles{Companies: "none", Clusters: "none", FirstNames: "none", Surnames: "none"}, dir); err == nil {
		t.Error("a missing default file was not reported")
	}
}

func TestWordClusters(t *testing.T) {
	got, err := clusterBits([]string{"paris\t3\t25", "Lyon\t3\t26"})
	if err != nil {
		t.Fatal(err)
	}
	if g := got[hashWord("lyon")]; coarseCluster(g) != 4 || fineCluster(g) != 27 || g&gazLists != 0 {
		t.Errorf("bits of lyon = %x: coarse %d, fine %d, want 4 and 27 (cluster + 1) and no list bits", g, coarseCluster(g), fineCluster(g))
	}
	for _, bad := range []string{"paris\t3", "paris\tx\t1", "paris\t-1\t2", "paris\t255\t1", "paris\t1\t4095", "\t1\t1"} {
		if _, err := clusterBits([]string{bad}); err == nil {
			t.Errorf("cluster line %q accepted", bad)
		}
	}
	// Train carries them into the shipped gazetteer next to the lists' bits,
	// and refuses a bad line.
	r, err := Train(toyExamples(), TrainConfig{Bits: 12, Epochs: 1, Places: []string{"Paris"}, Clusters: []string{"paris\t3\t25"}})
	if err != nil {
		t.Fatal(err)
	}
	if g := r.gaz[hashWord("paris")]; g&gazPlace == 0 || fineCluster(g) != 26 {
		t.Errorf("gazetteer bits of paris = %x, want gazPlace and fine cluster 26", g)
	}
	if _, err := Train(toyExamples(), TrainConfig{Bits: 12, Epochs: 1, Clusters: []string{"paris"}}); err == nil {
		t.Error("Train accepted a malformed cluster line")
	}
}

func TestNoClusterDependsOnTheLanguage(t *testing.T) {
	// A word's cluster is the same feature in every language; a word
	// without one is another feature per language.
	if cluster(7, langEnglish) != cluster(7, langGerman) {
		t.Error("a cluster's feature value depends on the language")
	}
	if cluster(0, langEnglish) == cluster(0, langPortuguese) {
		t.Error("no cluster in English and in Portuguese give one feature")
	}
	if cluster(0, langEnglish) == cluster(1, langEnglish) || cluster(0, langEnglish) == 0 {
		t.Error("no cluster collides with a cluster")
	}
}

func TestWordVectorsCarryKnowledgeToUnseenWords(t *testing.T) {
	// Persons and places in one context: only the word tells them apart,
	// so for two words training never saw, only their vectors can.
	persons := []string{"Alice", "Bruno", "Carmen", "Dario", "Elena", "Farid"}
	places := []string{"Lisbon", "Osaka", "Bergen", "Quito", "Nairobi", "Hanoi"}
	var exs []Example
	for i, w := range append(append([]string(nil), persons...), places...) {
		label := Person
		if i >= len(persons) {
			label = Location
		}
		for j, ctx := range []string{"We visited %s last week.", "Nobody forgot %s since then.", "They wrote about %s again."} {
			text := fmt.Sprintf(ctx, w)
			at := strings.Index(text, w)
			exs = append(exs, Example{Text: text, Spans: []Span{{at, at + len(w), label}}, Source: fmt.Sprintf("toy#%d", (i+j)%5)})
		}
	}
	person, place := []float32{1, 0, 0.1}, []float32{0, 1, 0.1}
	vectors := func(zelda, porto []float32) map[string][]float32 {
		v := map[string][]float32{"zelda": zelda, "porto": porto}
		for _, w := range persons {
			v[strings.ToLower(w)] = person
		}
		for _, w := range places {
			v[strings.ToLower(w)] = place
		}
		return v
	}
	labelOf := func(r *Recognizer, word string) string {
		text := fmt.Sprintf("We visited %s last week.", word)
		for _, f := range r.Recognize(text, 0.05, nil) {
			if text[f.Start:f.End] == word {
				return f.Category
			}
		}
		return ""
	}
	for _, c := range []struct {
		zelda, porto []float32
		want         [2]string
	}{
		{person, place, [2]string{Person, Location}},
		{place, person, [2]string{Location, Person}}, // swapped vectors, swapped labels
	} {
		r, err := Train(exs, TrainConfig{Bits: 14, Epochs: 10, Vectors: vectors(c.zelda, c.porto)})
		if err != nil {
			t.Fatal(err)
		}
		if got := [2]string{labelOf(r, "Zelda"), labelOf(r, "Porto")}; got != c.want {
			t.Errorf("Zelda, Porto read as %v, want %v", got, c.want)
		}
		// The model file keeps what the vectors say, not the vectors.
		var buf bytes.Buffer
		if _, err := r.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		loaded, err := Load(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if got := [2]string{labelOf(loaded, "Zelda"), labelOf(loaded, "Porto")}; got != c.want {
			t.Errorf("reloaded: Zelda, Porto read as %v, want %v", got, c.want)
		}
	}
}

func TestTrainRefusesBadWordVectors(t *testing.T) {
	nan := float32(math.NaN())
	many := map[string][]float32{}
	for i := range maxVec + 1 {
		many[fmt.Sprintf("w%d", i)] = []float32{1}
	}
	for name, v := range map[string]map[string][]float32{
		"lengths differ": {"paris": {1, 0}, "lyon": {1}},
		"empty vector":   {"paris": {}},
		"not finite":     {"paris": {nan}},
		"repeated word":  {"paris": {1}, "Paris": {1}},
		"too many":       many,
	} {
		if _, err := Train(toyExamples(), TrainConfig{Bits: 12, Epochs: 1, Vectors: v}); err == nil {
			t.Errorf("%s: Train accepted the word vectors", name)
		}
	}
}

func TestWordVectorsOfNeighboursAreTheirOwn(t *testing.T) {
	// Persons and places told apart only by the word before them (a verb)
	// or the word after them: a name training never saw, between words it
	// never saw, takes its label from those words' vectors, and the word
	// before and the word after are not mixed up.
	persons := []string{"Alice", "Bruno", "Carmen", "Dario", "Elena", "Farid"}
	places := []string{"Lisbon", "Osaka", "Bergen", "Quito", "Nairobi", "Hanoi"}
	before := map[string][]string{Person: {"greeted", "thanked"}, Location: {"explored", "toured"}}
	after := map[string][]string{Person: {"smiled", "laughed"}, Location: {"flooded", "froze"}}
	var exs []Example
	add := func(text, name, label string, n int) {
		at := strings.Index(text, name)
		exs = append(exs, Example{Text: text, Spans: []Span{{at, at + len(name), label}}, Source: fmt.Sprintf("toy#%d", n%5)})
	}
	for label, names := range map[string][]string{Person: persons, Location: places} {
		for i, name := range names {
			for j, verb := range before[label] {
				add(fmt.Sprintf("Today we %s %s again.", verb, name), name, label, i+j)
			}
			for j, verb := range after[label] {
				add(fmt.Sprintf("%s %s today.", name, verb), name, label, i+j+1)
			}
		}
	}
	personBefore, placeBefore := []float32{1, 0, 0, 0}, []float32{0, 1, 0, 0}
	personAfter, placeAfter := []float32{0, 0, 1, 0}, []float32{0, 0, 0, 1}
	vectors := map[string][]float32{
		"greeted": personBefore, "thanked": personBefore, "hugged": personBefore,
		"explored": placeBefore, "toured": placeBefore, "mapped": placeBefore,
		"smiled": personAfter, "laughed": personAfter, "grinned": personAfter,
		"flooded": placeAfter, "froze": placeAfter, "drained": placeAfter,
	}
	r, err := Train(exs, TrainConfig{Bits: 14, Epochs: 10, Vectors: vectors})
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{
		"Today we hugged Kim again.": Person,
		"Today we mapped Kim again.": Location,
		"Kim grinned today.":         Person,
		"Kim drained today.":         Location,
	} {
		got := ""
		for _, f := range r.Recognize(text, 0.05, nil) {
			if text[f.Start:f.End] == "Kim" {
				got = f.Category
			}
		}
		if got != want {
			t.Errorf("%q: Kim read as %q, want %s", text, got, want)
		}
	}
}

func TestQuantiseSharesOneScaleWithoutClipping(t *testing.T) {
	// A strong L2 penalty shrinks the other weights, not the vector
	// weights: the shared scale must hold the larger of the two.
	scale, q, qd := quantise([]float64{0.1, -0.05}, 1, []float64{1, -2, 0})
	if math.Abs(scale-2.0/127) > 1e-12 {
		t.Errorf("scale %g, want %g", scale, 2.0/127)
	}
	if want := []int8{6, -3}; !reflect.DeepEqual(q, want) {
		t.Errorf("weights %v, want %v", q, want)
	}
	if want := []int8{64, -127, 0}; !reflect.DeepEqual(qd, want) {
		t.Errorf("word-vector rows %v, want %v", qd, want)
	}
	if _, _, qd := quantise([]float64{1}, 0.5, nil); qd != nil {
		t.Errorf("no word-vector rows gave %v", qd)
	}
}
