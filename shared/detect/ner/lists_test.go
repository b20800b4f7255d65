package ner

import (
	"reflect"
	"strings"
	"testing"

	"bulwark/shared/detect"
)

func TestNameListsLendTheirLabel(t *testing.T) {
	// A stand-in model: it knows two of the names.
	text := "Invite Malon, Rasmus, Ben Carter and Dana to the review; Paris, Rome and Oslo are booked."
	at := func(s string) detect.Finding {
		for i := range text {
			if len(text)-i >= len(s) && text[i:i+len(s)] == s {
				return detect.Finding{Category: Person, Score: 0.7, Start: i, End: i + len(s)}
			}
		}
		t.Fatalf("%q not in text", s)
		return detect.Finding{}
	}
	loc := func(f detect.Finding) detect.Finding { f.Category = Location; return f }
	known := []detect.Finding{at("Ben Carter"), at("Dana"), loc(at("Paris")), loc(at("Rome"))}
	var got []string
	forChunks(text, nil, func(toks []token) {
		s := new(scratch)
		f := featurizer{}
		f.encode(text, toks, s)
		for _, x := range extendNameLists(append([]detect.Finding(nil), known...), 0, text, toks, s.words, DefaultThreshold) {
			got = append(got, x.Category+"="+text[x.Start:x.End])
		}
	})
	want := []string{"PERSON=Malon", "PERSON=Rasmus", "PERSON=Ben Carter", "PERSON=Dana", "LOCATION=Paris", "LOCATION=Rome"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("findings %q, want %q (the places' list gains nothing: its items are not persons)", got, want)
	}

	// Where a lone word needs more to be a person (a language the model
	// was not trained on), the list lends it no less.
	forChunks(text, nil, func(toks []token) {
		s := new(scratch)
		f := featurizer{}
		f.encode(text, toks, s)
		if got := extendNameLists(append([]detect.Finding(nil), known...), 0, text, toks, s.words, strictPersonScore); len(got) != len(known) {
			t.Errorf("lone words need %.2f, the list's persons score 0.7: %d findings, want %d", strictPersonScore, len(got), len(known))
		}
	})

	// Two items are no list; one known person in three is not most.
	for _, c := range []struct {
		text  string
		known []string
	}{
		{"Ask Malon and Dana.", []string{"Dana"}},
		{"Ask Malon, Rasmus and Dana.", []string{"Dana"}},
	} {
		text = c.text
		var known []detect.Finding
		for _, k := range c.known {
			known = append(known, at(k))
		}
		forChunks(text, nil, func(toks []token) {
			s := new(scratch)
			f := featurizer{}
			f.encode(text, toks, s)
			if got := extendNameLists(known, 0, text, toks, s.words, DefaultThreshold); len(got) != len(known) {
				t.Errorf("%q: %d findings, want %d", text, len(got), len(known))
			}
		})
	}
}

func TestNameListsRelabelMisreadItems(t *testing.T) {
	// The model read one item of a list of persons as a place and one as
	// an organisation; neither word is in a gazetteer, so both are persons.
	// A listed place ("Paris") among them keeps the list from being one
	// of persons.
	for _, c := range []struct {
		text  string
		known []string // PERSON, then LOCATION:…, ORGANIZATION:… findings at 0.7
		want  string
		lone  float64 // the score a one-word person needs (DefaultThreshold when 0)
	}{
		// Where one word needs more than the list's persons score, a
		// misread one-word item stays as the model read it; two words do not.
		{"They had 4: Malon, Daisy Okafor, Ben Carter and Dana Lee.", []string{"LOCATION:Malon", "ORGANIZATION:Daisy Okafor", "Ben Carter", "Dana Lee"},
			"LOCATION=Malon|PERSON=Daisy Okafor|PERSON=Ben Carter|PERSON=Dana Lee", 0.9},
		{"They had 4: Malon, Daisy, Ben Carter and Dana.", []string{"LOCATION:Malon", "ORGANIZATION:Daisy", "Ben Carter", "Dana"},
			"PERSON=Malon|PERSON=Daisy|PERSON=Ben Carter|PERSON=Dana", 0},
		{"They had 4: Paris, Daisy, Ben Carter and Dana.", []string{"LOCATION:Paris", "ORGANIZATION:Daisy", "Ben Carter", "Dana"},
			"LOCATION=Paris|ORGANIZATION=Daisy|PERSON=Ben Carter|PERSON=Dana", 0},
		// Two persons of five are not most.
		{"They had 5: Malon, Daisy, Ulm, Ben Carter and Dana.", []string{"LOCATION:Malon", "ORGANIZATION:Daisy", "LOCATION:Ulm", "Ben Carter", "Dana"},
			"LOCATION=Malon|ORGANIZATION=Daisy|LOCATION=Ulm|PERSON=Ben Carter|PERSON=Dana", 0},
	} {
		var known []detect.Finding
		for _, k := range c.known {
			label, span, ok := strings.Cut(k, ":")
			if !ok {
				label, span = Person, k
			}
			i := strings.Index(c.text, span)
			known = append(known, detect.Finding{Category: label, Score: 0.7, Start: i, End: i + len(span)})
		}
		var got []string
		forChunks(c.text, nil, func(toks []token) {
			s := new(scratch)
			Default().encode(c.text, toks, s)
			lone := c.lone
			if lone == 0 {
				lone = DefaultThreshold
			}
			for _, x := range extendNameLists(known, 0, c.text, toks, s.words, lone) {
				got = append(got, x.Category+"="+c.text[x.Start:x.End])
			}
		})
		if g := strings.Join(got, "|"); g != c.want {
			t.Errorf("%q: %s, want %s", c.text, g, c.want)
		}
	}
}
