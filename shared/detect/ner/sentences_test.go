package ner

import (
	"strings"
	"testing"
)

func TestFullStop(t *testing.T) {
	for _, tc := range []struct {
		text string
		want string // the words whose following "." ends a sentence, space-separated
	}{
		{"He met Smith. Jones left.", "Smith left"},
		{"George F. Hauser and Dr. Jones spoke.", "spoke"},
		{"The U.S. Army and Apple Inc. agreed in Jan. 2020 at 3.14 p.m.", ""},
		{"Smith.Jones wrote Smith . Jones", ""},
		{"It rained in 1990. The end", "1990"},
		{"Sean Penn. Merkel spoke. Wm. Smith wrote.", "Penn spoke wrote"},
	} {
		toks, _ := appendTokens(nil, tc.text, 0, 1<<10)
		var got []string
		for i := range toks {
			if fullStop(tc.text, toks, i) {
				got = append(got, tc.text[toks[i-1].start:toks[i-1].end])
			}
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%q: sentence ends after %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestRecognizeStopsAtSentenceEnds(t *testing.T) {
	// The model alone reads "Barack Obama. Merkel" as one person.
	persons := defaultPersons("Angela Merkel met Barack Obama. Merkel and Obama spoke about trade.")
	if got := strings.Join(persons, "|"); got != "Angela Merkel|Barack Obama|Merkel|Obama" {
		t.Errorf("persons %q, want each name on its own", persons)
	}
}
