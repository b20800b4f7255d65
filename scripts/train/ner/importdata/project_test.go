package main

import (
	"reflect"
	"testing"
)

// rowOf builds a labelled row from a text and its entity strings.
func rowOf(text string, ents ...[2]string) row {
	r := row{Text: text}
	rs := []rune(text)
	for _, e := range ents {
		s := []rune(e[0])
		for i := 0; i+len(s) <= len(rs); i++ {
			if string(rs[i:i+len(s)]) == e[0] {
				r.Spans = append(r.Spans, span{Start: i, End: i + len(s), Label: e[1]})
				break
			}
		}
	}
	return r
}

func TestProjectFindsNamesOfEveryLanguage(t *testing.T) {
	langs := [][]row{
		{rowOf("Obama met Kori Schulman in the United States.", [2]string{"Obama", "ORGANIZATION"}, [2]string{"Kori Schulman", "PERSON"}, [2]string{"United States", "LOCATION"})},
		{rowOf("Obama traf Kori Schulman in den Vereinigten Staaten.", [2]string{"Obama", "PERSON"}, [2]string{"Kori Schulman", "PERSON"}, [2]string{"Vereinigten Staaten", "LOCATION"})},
		{rowOf("Obama encontrou Kori Schulman nos Estados Unidos.", [2]string{"Obama", "PERSON"}, [2]string{"Kori Schulman", "PERSON"}, [2]string{"Estados Unidos", "LOCATION"})},
	}
	// Spanish writes the place as Portuguese does; the label of "Obama"
	// is the one most languages give it.
	got, ok := project("Obama conoció a Kori Schulman en Estados Unidos.", 0, langs)
	want := []span{{0, 5, "PERSON"}, {16, 29, "PERSON"}, {33, 47, "LOCATION"}}
	if !ok || !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v %v, want %v", got, ok, want)
	}
	// French writes it as none of them does: the sentence is incomplete,
	// and a name is never left unlabelled in a kept sentence.
	if got, ok := project("Obama a rencontré Kori Schulman aux États-Unis.", 0, langs); ok {
		t.Fatalf("kept an incomplete projection: %v", got)
	}
	// A name written longer in the translation is not cut short.
	if got, ok := project("Ayer Barack Obama conoció a Kori Schulman en Estados Unidos.", 0, langs); ok {
		t.Fatalf("kept a name that may be longer: %v", got)
	}
	// A string inside a longer word is no name ("Obamacare").
	if got, ok := project("Obamacare: Kori Schulman en Estados Unidos.", 0, langs); ok {
		t.Fatalf("matched inside a word: %v", got)
	}
}
