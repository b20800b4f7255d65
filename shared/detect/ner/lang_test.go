package ner

import "testing"

func TestDetectLang(t *testing.T) {
	cases := []struct {
		text string
		want string
	}{
		{"The committee met on Monday and agreed that the report was ready for review.", "en"},
		{"Der Ausschuss hat am Montag beschlossen, dass der Bericht für die Prüfung bereit ist.", "de"},
		{"Le comité s'est réuni lundi et a estimé que le rapport était prêt pour la relecture.", "fr"},
		{"El comité se reunió el lunes y acordó que el informe estaba listo para su revisión.", "es"},
		{"Kommittén träffades på måndag och kom överens om att rapporten var klar.", "sv"},
		{"Angela Merkel met Emmanuel Macron in Berlin.", "en"}, // names alone do not flip English
		{"Hallo", "en"}, // too little to tell
	}
	for _, c := range cases {
		var s scratch
		s.toks, _ = appendTokens(s.toks, c.text, 0, len(c.text)+1)
		s.words = grow(s.words, len(s.toks))
		for i, tk := range s.toks {
			describe(&s.words[i], c.text[tk.start:tk.end], tk.nlBefore)
		}
		if got := langName(detectLang(s.words)); got != c.want {
			t.Errorf("detectLang(%q) = %s, want %s", c.text, got, c.want)
		}
	}
}

// German capitalises every noun; the recognizer must not read them as
// people (an outside check once counted 3,600 false persons on German news).
func TestGermanNounsAreNotPeople(t *testing.T) {
	for _, text := range []string{
		"Der Bundestag hat am Donnerstag das neue Gesetz zur Förderung der Wirtschaft beschlossen.",
		"Die Regierung will die Steuern für Unternehmen senken, sagte der Sprecher am Abend.",
		"Nach dem Spiel feierten die Fans bis in die Nacht auf dem Marktplatz.",
	} {
		for _, f := range Default().Recognize(text, DefaultThreshold, []string{Person}) {
			t.Errorf("Recognize(%q) found PERSON %q", text, text[f.Start:f.End])
		}
	}
}

var langCodes = [numLangs]string{"en", "de", "fr", "es", "pt", "it", "nl", "sv"}

// langName returns the ISO 639-1 code of a language of the check.
func langName(l int) string { return langCodes[l] }
