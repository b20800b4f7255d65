package ner

import (
	"reflect"
	"strings"
	"testing"

	"bulwark/shared/detect"
)

func TestAddressPatterns(t *testing.T) {
	for text, want := range map[string][]string{
		"My name is John Smith, 42 Baker Street, London.":               {"42 Baker Street"},
		"Send it to 1600 Pennsylvania Ave NW, Washington, DC 20500.":    {"1600 Pennsylvania Ave NW"},
		"Our office moved to 350 Fifth Avenue, Suite 3300, New York.":   {"350 Fifth Avenue, Suite 3300"},
		"The house at 221B Baker St. is a museum now.":                  {"221B Baker St."},
		"Deliver to 27 Old Gloucester Street, Flat 2, London WC1N 3AX.": {"27 Old Gloucester Street, Flat 2"},
		"I live at Hauptstraße 5, 10115 Berlin.":                        {"Hauptstraße 5"},
		"Ship to 12 Rue de Rivoli, 75001 Paris.":                        {"12 Rue de Rivoli"},
		"La consegna è in Via Roma 10, Milano.":                         {"Via Roma 10"},
		"Vivo en Calle Mayor, 5, Madrid.":                               {"Calle Mayor, 5"},
		"Livraison au 53 place Stanislas, 54000 Nancy.":                 {"53 place Stanislas"},
		"Il habite au 12 rue de la Paix, au troisième.":                 {"12 rue de la Paix"},
		"Recogida en C/ Señores Curas 88, Villafranca.":                 {"C/ Señores Curas 88"},
		"Vive en el 38 C/ Mayor, 5.":                                    {"38 C/ Mayor, 5"},
		"We flew via Rome 2 times.":                                     nil, // a lower-case type opens no street without a house number first
		"Grades C/D 12 Main are fine.":                                  nil, // "C/" is calle only with a space after it
		"Please mail the forms to PO Box 1234, Springfield, IL 62704.":  {"PO Box 1234"},
		"Write to P.O. Box 77 before Friday.":                           {"P.O. Box 77"},
		"My zip code is 35649.":                                         {"35649"},
		"ZIP: 20500-0003, thanks":                                       {"20500-0003"},
		"Postcode SW1A 1AA is on the form.":                             {"SW1A 1AA"},
		"Meine PLZ ist 10115.":                                          {"10115"},
		"The source code 12345 compiles.":                               nil,
		"In 2019 Hyde Park Place hosted the fair.":                      nil, // a year, not a house number
		"We walked 5 more blocks down the road.":                        nil,
		"During 5 years the Place de la Concorde was closed.":           nil,
		"The Place de la Concorde is in Paris.":                         nil, // no number
		"Chapter 3 covers the Boulevard of Broken Dreams.":              nil,
		"Buy 3 Dr Pepper cans.":                                         nil,
		"Version 2 Main Branch is stable; see Street View for photos.":  nil,
	} {
		var got []string
		var spans [][2]int
		forChunks(text, nil, func(toks []token) { spans = appendAddressSpans(spans, text, toks) })
		for _, f := range addAddresses(text, nil, spans, DefaultThreshold) {
			got = append(got, text[f.Start:f.End])
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: addresses %q, want %q", text, got, want)
		}
	}
}

func TestAddressesReplaceTheModelsReadingOfTheStreet(t *testing.T) {
	text := "Ask John Smith at 221B Baker St. in London."
	got := Default().Recognize(text, DefaultThreshold, nil)
	var kinds []string
	for _, f := range got {
		kinds = append(kinds, f.Category+"="+text[f.Start:f.End])
	}
	want := []string{"PERSON=John Smith", "ADDRESS=221B Baker St.", "LOCATION=London"}
	if !reflect.DeepEqual(kinds, want) {
		t.Errorf("findings %q, want %q", kinds, want)
	}
	// A threshold above the patterns' score leaves them out, and the
	// model's own findings stand.
	for _, f := range Default().Recognize(text, 0.9, nil) {
		if f.Score < 0.9 {
			t.Errorf("threshold 0.9 gave %s %q at %.2f", f.Category, text[f.Start:f.End], f.Score)
		}
	}
	// An entities filter without ADDRESS gets no pattern match.
	for _, f := range Default().Recognize(text, DefaultThreshold, []string{"PERSON"}) {
		if f.Category != Person {
			t.Errorf("filtered to PERSON, got %s", f.Category)
		}
	}
}

// A person the model read into the street keeps only its own part: no two
// findings overlap.
func TestAddressCutsAPersonReadIntoIt(t *testing.T) {
	text := "Ask John Smith 42 Baker Street today."
	person := detect.Finding{Detector: "ner", Category: Person, Score: 0.9, Start: 4, End: 17} // "John Smith 42"
	var spans [][2]int
	forChunks(text, nil, func(toks []token) { spans = appendAddressSpans(spans, text, toks) })
	var got []string
	for _, f := range addAddresses(text, []detect.Finding{person}, spans, DefaultThreshold) {
		got = append(got, f.Category+"="+text[f.Start:f.End])
	}
	if want := []string{"PERSON=John Smith", "ADDRESS=42 Baker Street"}; !reflect.DeepEqual(got, want) {
		t.Errorf("findings %q, want %q", got, want)
	}
}

func TestHouseNumbersJoinTheirAddress(t *testing.T) {
	for _, tc := range []struct{ text, addr, want string }{
		{"She lives at 21 Jump Street now.", "Jump Street", "21 Jump Street"},
		{"See 221B Jump Street.", "Jump Street", "221B Jump Street"},
		{"(12 Jump Street)", "Jump Street", "12 Jump Street"},
		// not a house number
		{"In 2019 Jump Street opened.", "Jump Street", "Jump Street"},
		{"All 1,234 Jump Street flats.", "Jump Street", "Jump Street"},
		{"Grade A21 Jump Street.", "Jump Street", "Jump Street"},
		{"Code 123456 Jump Street.", "Jump Street", "Jump Street"},
		{"Version 3.5 Jump Street.", "Jump Street", "Jump Street"},
		{"Jump Street", "Jump Street", "Jump Street"},
	} {
		i := strings.Index(tc.text, tc.addr)
		found := []detect.Finding{{Detector: "ner", Category: Address, Score: 0.9, Start: i, End: i + len(tc.addr)}}
		got := houseNumbers(tc.text, found)
		if s := tc.text[got[0].Start:got[0].End]; s != tc.want {
			t.Errorf("%q: address %q, want %q", tc.text, s, tc.want)
		}
	}
	// A number another finding holds stays with it.
	text := "Room 21 Jump Street"
	found := []detect.Finding{{Category: Location, Start: 0, End: 7}, {Category: Address, Start: 8, End: 19}}
	if got := houseNumbers(text, found); got[1].Start != 8 {
		t.Errorf("the address took the number of %q", text[got[0].Start:got[0].End])
	}
}
