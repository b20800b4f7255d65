package ner

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"bulwark/shared/detect"
)

// spansOf lists the findings as "LABEL text", in order.
func spansOf(text string, found []detect.Finding) string {
	var out []string
	for _, f := range found {
		out = append(out, fmt.Sprintf("%s %q", f.Category, text[f.Start:f.End]))
	}
	return strings.Join(out, ", ")
}

func TestAddressBlocks(t *testing.T) {
	// Each case: the text, the findings given as label:text (first
	// occurrence), and the findings after the rule.
	for _, tc := range []struct {
		text  string
		given []string
		want  string
	}{
		// The addressee above the street, blank lines between; the
		// postcode after the country; the model's ORGANIZATION gives way.
		{"Helen Marsh\n\n14 Kirchweg 12\n Suite 4\n Lindau\n\n Austria 6020",
			[]string{"ORGANIZATION:Helen Marsh", "ADDRESS:14 Kirchweg 12\n Suite 4"},
			`PERSON "Helen Marsh", ADDRESS "14 Kirchweg 12\n Suite 4", ADDRESS "6020"`},
		// A company line between name and street; title and degree are
		// not the name; a finding over two lines keeps its other line.
		// "???" is no word of a short line.
		{"??? Dr. Ruth Okafor PhD\n??? Northwind Traders\n??? 42 Baker Street\n??? Republic of South Africa 10456-2233",
			[]string{"LOCATION:Ruth Okafor PhD\n??? Northwind Traders", "ADDRESS:42 Baker Street"},
			`PERSON "Ruth Okafor", LOCATION "Northwind Traders", ADDRESS "42 Baker Street", ADDRESS "10456-2233"`},
		// Lines ended by CRLF.
		{"Helen Marsh\r\n14 Kirchweg 12\r\nAustria 6020\r\n",
			[]string{"ADDRESS:14 Kirchweg 12"}, `PERSON "Helen Marsh", ADDRESS "14 Kirchweg 12", ADDRESS "6020"`},
		// The part of a finding before the addressee's line stays, without
		// the comma that ended its line.
		{"Leeds,\nRuth Okafor\n42 Baker Street",
			[]string{"LOCATION:Leeds,\nRuth Okafor", "ADDRESS:42 Baker Street"},
			`LOCATION "Leeds", PERSON "Ruth Okafor", ADDRESS "42 Baker Street"`},
		// A line that holds a person or address already is left alone.
		{"Dr. Ruth Okafor\n42 Baker Street",
			[]string{"ADDRESS:Dr.", "ADDRESS:42 Baker Street"}, `ADDRESS "Dr.", ADDRESS "42 Baker Street"`},
		// Two lines up at most: a name above a company and a department
		// is too far.
		{"Ruth Okafor\nNorthwind Traders\nSales\n42 Baker Street",
			[]string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		// Not a name: the first word is no first name, a comma inverts it,
		// a word is lower case, it is one word or four.
		{"Northwind Traders\n42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"Okafor, Ruth\n42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"Ruth okafor\n42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"Ruth\n42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"Ruth Anne Mary Okafor\n42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		// A sentence is no block: the line above ends one, the address is
		// inside one, the line below is one.
		{"Please write to Ruth Okafor.\n42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"Ruth Okafor\nShe lives at 42 Baker Street", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"42 Baker Street\nWe moved there in the spring of 2019 with the kids",
			[]string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		// A number among other digits is a phone's, not a postcode; one of
		// three or seven digits is none; a block ends at a prose line.
		{"42 Baker Street\n0319 364918 office\nLeeds 123\nRoom 1234567",
			[]string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"42 Baker Street\nThis is where I have lived for years and years\nLeeds 10456",
			[]string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		// A year after a month is a date, not a postcode; a postcode
		// beside a month-like place name still is one.
		{"42 Baker Street\nMarch 2019\nLeeds, Dec. 2020",
			[]string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street"`},
		{"42 Baker Street\nMarch 10456", []string{"ADDRESS:42 Baker Street"}, `ADDRESS "42 Baker Street", ADDRESS "10456"`},
		// A person or address already there is left as it is.
		{"Ruth Okafor\n42 Baker Street\nLeeds 10456",
			[]string{"PERSON:Ruth", "ADDRESS:42 Baker Street\nLeeds 10456"}, `PERSON "Ruth", ADDRESS "42 Baker Street\nLeeds 10456"`},
		// No address, no block.
		{"Ruth Okafor\nNorthwind Traders\nLeeds 10456", []string{"ORGANIZATION:Northwind Traders"}, `ORGANIZATION "Northwind Traders"`},
	} {
		var found []detect.Finding
		for _, g := range tc.given {
			label, span, _ := strings.Cut(g, ":")
			i := strings.Index(tc.text, span)
			found = append(found, detect.Finding{Detector: "ner", Category: label, Score: 0.9, Start: i, End: i + len(span)})
		}
		got := Default().addressBlocks(tc.text, found, DefaultThreshold)
		if s := spansOf(tc.text, got); s != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.text, s, tc.want)
		}
		if blocks := Default().addressBlocks(tc.text, found, blockScore+0.01); len(blocks) != len(tc.given) {
			t.Errorf("%q: a threshold above blockScore still added %s", tc.text, spansOf(tc.text, blocks))
		}
	}
}

// TestAddresseeRedactable checks the rule end to end: the name and the
// postcode of an address block written out on lines are within findings
// the default redaction takes.
func TestAddresseeRedactable(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		// read as an organisation, a place, nothing; a postcode missed
		{"Beth Varga\n\n96 Via Moiariello 102\n Suite 850\n Calascibetta", "PERSON Beth Varga"},
		{"Jordan Lindqvist\n\n36 Holmevej 34\n Suite 344\n København K\n Poland 97724", "PERSON Jordan Lindqvist"},
		{"Theodore Kask\n\n09 99 Park Avenue\n Apt. 763\n LEA\n\n Kenya 01672", "PERSON Theodore Kask"},
		{"Destiny Horvath\n\n95 Joaquin Suarez 2906\n Apt. 884\n Santa Catalina\n\n Solomon Islands 46894", "PERSON Destiny Horvath|ADDRESS 46894"},
		// an organisation over the name and the company line
		{"Ruth Okafor\nNorthwind Traders\n42 Baker Street\nLeeds\nGhana 10456", "PERSON Ruth Okafor"},
		{"??? Ruth Okafor\n??? Tableau Software\n??? 48 107 Rue Abdelaziz Thâalbi\n??? Apt. 018\n??? El Akarit\n??? Denmark 15838", "ADDRESS 15838"},
	} {
		found := Default().Recognize(tc.text, DefaultThreshold, []string{"person", "address"})
		for want := range strings.SplitSeq(tc.want, "|") {
			label, span, _ := strings.Cut(want, " ")
			i := strings.Index(tc.text, span)
			if !slices.ContainsFunc(found, func(f detect.Finding) bool {
				return f.Category == label && f.Start <= i && i+len(span) <= f.End
			}) {
				t.Errorf("%q: %s %q not within a finding of %s", tc.text, label, span, spansOf(tc.text, found))
			}
		}
	}
}
