package ner

import (
	"reflect"
	"testing"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// FuzzRecognize checks that no input makes recognition panic or return
// spans that do not fit the text. Seeds are in testdata/fuzz/FuzzRecognize
// and below.
func FuzzRecognize(f *testing.F) {
	for _, s := range []string{
		"",
		"Hi, I'm John Smith and I work at Microsoft in Seattle.",
		"José García works for Telefónica in Madrid.",
		">Ashley Belov\n>Mclaughlin Ltd.\n>18 15 Millicent Drive\n>Suite 459",
		"\xff\xfe\xfd John \xc3\x28 Smith",
		"Ltd. Inc. - ' ’ . . .",
		"a-b-c-d'e'f.g.h",
		"\u2028\u2029\r\n\t",
		// two street matches inside one address the model read over
		// several lines: one address, not two overlapping ones
		"Ruth Okafor\n42 Baker Street\nRuth Okafor\n43 Baker Street\nLeeds 10456",
	} {
		f.Add(s, 0.45)
		f.Add(s, 0.55)
	}
	f.Fuzz(func(t *testing.T, text string, threshold float64) {
		found := Default().Recognize(text, threshold, nil)
		checkSpans(t, text, found)
		for _, fd := range found {
			if fd.Score < threshold {
				t.Fatalf("finding %+v below threshold %v", fd, threshold)
			}
			if utf8.ValidString(text) && !utf8.ValidString(text[fd.Start:fd.End]) {
				t.Fatalf("finding %+v cuts a character", fd)
			}
		}
		if again := Default().Recognize(text, threshold, nil); !reflect.DeepEqual(found, again) {
			t.Fatal("two calls disagree")
		}
		// Asking for some labels gives exactly the findings of those labels.
		for _, ents := range [][]string{{"person"}, {"location", "organization", "address"}} {
			var want []detect.Finding
			for _, fd := range found {
				if c, _ := Canonical(ents[0]); fd.Category == c || len(ents) > 1 && fd.Category != Person && fd.Category != DateTime {
					want = append(want, fd)
				}
			}
			if got := Default().Recognize(text, threshold, ents); (len(got) > 0 || len(want) > 0) && !reflect.DeepEqual(got, want) {
				t.Fatalf("entities %q: %+v, want %+v", ents, got, want)
			}
		}
	})
}
