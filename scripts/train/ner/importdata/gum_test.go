package main

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// gumDoc builds a CoNLL-U sentence from lines "form xpos head entity"
// ("_" for no entity).
func gumDoc(text string, lines ...string) string {
	var b strings.Builder
	b.WriteString("# newdoc id = GUM_news_test\n# text = " + text + "\n")
	for i, l := range lines {
		f := strings.Fields(l)
		misc := "_"
		if f[3] != "_" {
			misc = "Entity=" + f[3]
		}
		b.WriteString(strings.Join([]string{strconv.Itoa(i + 1), f[0], f[0], "X", f[1], "_", f[2], "dep", "_", misc}, "\t") + "\n")
	}
	return b.String() + "\n"
}

func TestGUMNamesFollowCoNLLConventions(t *testing.T) {
	for _, c := range []struct {
		name string
		doc  string
		want []span
	}{{
		// A person's name leaves out the title and the place before it;
		// an organisation named after a place stays one.
		name: "titles and nested names",
		doc: gumDoc("U.S. President Donald Trump's team visited the United States Navy in Washington.",
			"U.S. NNP 4 (1-person-new-x-cf1-1-coref(2-place-new-x-cf2-1-coref)",
			"President NNP 4 _",
			"Donald NNP 4 _",
			"Trump NNP 6 _",
			"'s POS 4 1)",
			"team NN 7 _",
			"visited VBD 0 _",
			"the DT 11 (3-organization-new-x-cf3-1-coref(4-place-new-x-cf4-1-coref",
			"United NNP 10 _",
			"States NNP 11 4)",
			"Navy NNP 7 3)",
			"in IN 13 _",
			"Washington NNP 11 (5-place-new-x-cf5-1-coref)",
			". . 7 _"),
		want: []span{{0, 4, "LOCATION"}, {15, 27, "PERSON"}, {47, 65, "ORGANIZATION"}, {69, 79, "LOCATION"}},
	}, {
		// A common-noun head, a title alone, a people's name, a title
		// with a place ("the Emperor of Russia": only Russia).
		name: "no names",
		doc: gumDoc("The Afghan team met the President, Muslims and the Emperor of Russia.",
			"The DT 3 (1-organization-new-x-cf1-1-coref",
			"Afghan JJ 3 _",
			"team NN 4 1)",
			"met VBD 0 _",
			"the DT 6 (2-person-new-x-cf2-1-coref",
			"President NNP 4 2)",
			", , 4 _",
			"Muslims NNPS 6 (3-person-new-x-cf3-1-coref)",
			"and CC 11 _",
			"the DT 11 (4-person-new-x-cf4-1-coref",
			"Emperor NNP 8 _",
			"of IN 13 _",
			"Russia NNP 11 (5-place-new-x-cf5-1-coref)4)",
			". . 4 _"),
		want: []span{{62, 68, "LOCATION"}},
	}, {
		// No title between the place and the name: the place's own
		// mention marks where the name starts.
		name: "place before a person",
		doc: gumDoc("Ambassador to the United States Hamdullah Mohib spoke.",
			"Ambassador NNP 7 (1-person-new-x-cf1-1-coref",
			"to IN 5 _",
			"the DT 5 (2-place-new-x-cf2-1-coref",
			"United NNP 5 _",
			"States NNP 7 2)",
			"Hamdullah NNP 7 _",
			"Mohib NNP 8 1)",
			"spoke VBD 0 _",
			". . 8 _"),
		want: []span{{18, 31, "LOCATION"}, {32, 47, "PERSON"}},
	}, {
		// Two coordinated places are two names; a singular name that
		// ends like a demonym is a name.
		name: "coordination and demonym-like names",
		doc: gumDoc("Brian visited Britain and France.",
			"Brian NNP 2 (1-person-new-x-cf1-1-coref)",
			"visited VBD 0 _",
			"Britain NNP 2 (2-place-new-x-cf2-1-coref(3-place-new-x-cf3-1-coref)",
			"and CC 5 _",
			"France NNP 3 (4-place-new-x-cf4-1-coref)2)",
			". . 2 _"),
		want: []span{{0, 5, "PERSON"}, {14, 21, "LOCATION"}, {26, 32, "LOCATION"}},
	}} {
		sents, err := readGUM(strings.NewReader(c.doc))
		if err != nil || len(sents) != 1 {
			t.Fatalf("%s: readGUM: %v, %d sentences", c.name, err, len(sents))
		}
		rows, skipped := convert(sents, "src")
		if skipped != 0 || len(rows) != 1 {
			t.Fatalf("%s: convert: %d skipped", c.name, skipped)
		}
		if got := rows[0].Spans; !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestGUMRefusesBrokenEntities(t *testing.T) {
	for _, doc := range []string{
		gumDoc("Paris", "Paris NNP 0 (1-place-new"),   // never closed
		gumDoc("Paris", "Paris NNP 0 2)"),             // closes what is not open
		gumDoc("Paris", "Paris NNP 0 (-place-new-x)"), // no number
	} {
		if _, err := readGUM(strings.NewReader(doc)); err == nil {
			t.Errorf("accepted %q", doc)
		}
	}
}
