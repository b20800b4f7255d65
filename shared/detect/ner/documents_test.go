package ner_test

import (
	"reflect"
	"testing"

	"bulwark/shared/detect/ner"
)

func TestDocuments(t *testing.T) {
	per := func(s, e int) []ner.Span { return []ner.Span{{Start: s, End: e, Label: ner.Person}} }
	in := []ner.Example{
		{Text: "Ann Lee came.", Spans: per(0, 7), Source: "r@c:f#d1"},
		{Text: "Lee left.", Spans: per(0, 3), Source: "r@c:f#d1"},
		{Text: "Bo ran.", Spans: per(0, 2), Source: "r@c:f#d2"},
		{Text: "Cy sat.", Spans: per(0, 2), Source: "r@c:f"},
		{Text: "Di sat.", Spans: per(0, 2), Source: "r@c:f"},
	}
	want := []ner.Example{
		{Text: "Ann Lee came. Lee left.", Spans: append(per(0, 7), per(14, 17)...), Source: "r@c:f#d1"},
		{Text: "Bo ran.", Spans: per(0, 2), Source: "r@c:f#d2"},
		{Text: "Cy sat.", Spans: per(0, 2), Source: "r@c:f"},
		{Text: "Di sat.", Spans: per(0, 2), Source: "r@c:f"},
	}
	if got := ner.Documents(in); !reflect.DeepEqual(got, want) {
		t.Errorf("Documents:\n got %+v\nwant %+v", got, want)
	}
	if len(in[0].Spans) != 1 {
		t.Error("Documents changed its input's spans")
	}
}
