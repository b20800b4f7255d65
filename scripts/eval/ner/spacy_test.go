package main

import (
	"os"
	"path/filepath"
	"testing"

	"bulwark/shared/detect"
	"bulwark/shared/detect/ner"
)

// TestSpacyFindings checks the reading of spacy_ner.py's output with a
// stand-in interpreter that prints fixed lines: code-point offsets become
// byte offsets, labels map to ours (NORP is dropped), a leading "the" is
// dropped, and every text gets its own row.
func TestSpacyFindings(t *testing.T) {
	fake := filepath.Join(t.TempDir(), "python")
	script := "#!/bin/sh\ncat >/dev/null\n" +
		`printf '%s\n' '{"model": "en_core_web_sm", "version": "3.8.0"}' ` +
		`'{"ents": [[0, 7, "PERSON"], [11, 31, "ORG"], [37, 44, "NORP"]]}' '{"ents": []}'` + "\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	first := "Zoë Kim at the Société Générale, the Germans"
	sets := []ner.Dataset{{Name: "a", Examples: []ner.Example{{Text: first}, {Text: "nothing here"}, {Text: first}}}}
	found, name, err := spacyFindings(fake, sets)
	if err != nil {
		t.Fatal(err)
	}
	if name != "en_core_web_sm 3.8.0" {
		t.Errorf("name %q", name)
	}
	want := []detect.Finding{
		{Category: ner.Person, Start: 0, End: 8, Score: 1},         // "Zoë Kim": ë is two bytes
		{Category: ner.Organization, Start: 16, End: 36, Score: 1}, // "Société Générale" without "the "
	}
	got := found[first]
	if len(got) != len(want) {
		t.Fatalf("findings %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %d = %+v (%q), want %+v", i, got[i], first[got[i].Start:got[i].End], want[i])
		}
	}
	if fs, ok := found["nothing here"]; !ok || len(fs) != 0 {
		t.Errorf("second text: %v, %v", fs, ok)
	}
}

// TestSpacyFindingsRefusesBadOutput: a row short or an offset out of the
// text is an error, not a silent zero.
func TestSpacyFindingsRefusesBadOutput(t *testing.T) {
	for name, out := range map[string]string{
		"short":       `'{"model": "m", "version": "1"}'`,
		"out of text": `'{"model": "m", "version": "1"}' '{"ents": [[0, 99, "PERSON"]]}'`,
	} {
		fake := filepath.Join(t.TempDir(), "python")
		if err := os.WriteFile(fake, []byte("#!/bin/sh\ncat >/dev/null\nprintf '%s\\n' "+out+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		sets := []ner.Dataset{{Name: "a", Examples: []ner.Example{{Text: "Ann"}}}}
		if _, _, err := spacyFindings(fake, sets); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
