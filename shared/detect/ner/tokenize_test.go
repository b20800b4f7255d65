package ner

import (
	"reflect"
	"testing"
)

func tokenTexts(text string) (words []string, newlines []bool) {
	toks, _ := appendTokens(nil, text, 0, 1<<20)
	for _, t := range toks {
		words = append(words, text[t.start:t.end])
		newlines = append(newlines, t.nlBefore)
	}
	return words, newlines
}

func TestTokenize(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"Hello, world!", []string{"Hello", ",", "world", "!"}},
		{"Jean-Luc O'Brien works at Smith Ltd.", []string{"Jean-Luc", "O'Brien", "works", "at", "Smith", "Ltd", "."}},
		{"Elizabeth Mitchell's songs", []string{"Elizabeth", "Mitchell", "'", "s", "songs"}},
		{"call 201-82-2178 on 11/15/1979", []string{"call", "201-82-2178", "on", "11", "/", "15", "/", "1979"}},
		{"Zoë Müller, 東京", []string{"Zoë", "Müller", ",", "東京"}},
		{"U.S. e.g. trailing-", []string{"U.S", ".", "e.g", ".", "trailing", "-"}},
		{"bad\xffbyte \xc3", []string{"bad", "byte"}},
	}
	for _, c := range cases {
		if got, _ := tokenTexts(c.text); !reflect.DeepEqual(got, c.want) {
			t.Errorf("tokens of %q = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestTokenizeMarksLineBreaks(t *testing.T) {
	_, nl := tokenTexts("Name: Jo\n  Street 1\r\nTown")
	want := []bool{false, false, false, true, false, true}
	if !reflect.DeepEqual(nl, want) {
		t.Errorf("line-break flags = %v, want %v", nl, want)
	}
}

func TestTokenizeResumes(t *testing.T) {
	text := "one two three four five"
	toks, pos := appendTokens(nil, text, 0, 2)
	toks, pos = appendTokens(toks, text, pos, 10)
	if len(toks) != 5 || pos != len(text) {
		t.Fatalf("got %d tokens ending at %d, want 5 ending at %d", len(toks), pos, len(text))
	}
	if got := text[toks[2].start:toks[2].end]; got != "three" {
		t.Errorf("third token = %q", got)
	}
}
