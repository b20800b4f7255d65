package main

import (
	"testing"

	"bulwark/shared/detect"
	"bulwark/shared/detect/ner"
)

func TestErrorKindsSortEveryEntityOnce(t *testing.T) {
	text := "Lord Byron met the Alps team of China in Paris."
	at := func(s string) (int, int) {
		for i := range text {
			if len(text)-i >= len(s) && text[i:i+len(s)] == s {
				return i, i + len(s)
			}
		}
		t.Fatalf("%q not in text", s)
		return 0, 0
	}
	span := func(s, label string) ner.Span { a, b := at(s); return ner.Span{Start: a, End: b, Label: label} }
	find := func(s, label string) detect.Finding {
		a, b := at(s)
		return detect.Finding{Start: a, End: b, Category: label}
	}
	gold := []ner.Span{span("Byron", ner.Person), span("the Alps", ner.Location), span("China", ner.Organization), span("Paris", ner.Location)}
	found := []detect.Finding{
		find("Lord Byron", ner.Person), // boundary: a title more
		find("Alps", ner.Location),     // boundary: "the" less
		find("China", ner.Location),    // label
		find("team", ner.Organization), // spurious
		// Paris: missed
	}
	k := newErrorKinds()
	k.classify(text, found, gold)
	if k.exact != 0 || k.missed != 1 || k.spurious != 1 {
		t.Errorf("exact %d missed %d spurious %d, want 0, 1, 1", k.exact, k.missed, k.spurious)
	}
	for key, want := range map[string]int{"PERSON extra before: lord": 1, "LOCATION missing before: the": 1} {
		if k.boundary[key] != want {
			t.Errorf("boundary %q = %d, want %d (all: %v)", key, k.boundary[key], want, k.boundary)
		}
	}
	if k.label["ORGANIZATION as LOCATION"] != 1 || k.labelOf["ORGANIZATION as LOCATION: china"] != 1 {
		t.Errorf("label errors %v %v", k.label, k.labelOf)
	}
	if k.missedOf["LOCATION paris"] != 1 {
		t.Errorf("missed %v", k.missedOf)
	}

	// An exact finding is preferred over an overlapping one of another label.
	k = newErrorKinds()
	k.classify(text, []detect.Finding{find("Paris.", ner.Organization), find("Paris", ner.Location)}, []ner.Span{span("Paris", ner.Location)})
	if k.exact != 1 || k.spurious != 1 || len(k.label) != 0 {
		t.Errorf("exact %d spurious %d labels %v, want 1, 1, none", k.exact, k.spurious, k.label)
	}
}
