package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"bulwark/shared/detect"
	"bulwark/shared/detect/ner"
)

// spacyLabels maps the OntoNotes labels of spaCy's English pipelines to
// ours as Presidio's default configuration does (FAC, GPE and LOC are
// places; NORP, a nationality or group, has no label here and is left out).
var spacyLabels = map[string]string{
	"PERSON": ner.Person,
	"GPE":    ner.Location, "LOC": ner.Location, "FAC": ner.Location,
	"ORG":  ner.Organization,
	"DATE": ner.DateTime, "TIME": ner.DateTime,
}

// spacyFindings runs spacy_ner.py with the interpreter python over the
// texts of every example of sets and returns each text's entities as
// findings (byte offsets, our labels, score 1: spaCy gives none; a leading
// "the" dropped, which favours spaCy on these sources) and the pipeline's
// name and version.
func spacyFindings(python string, sets []ner.Dataset) (map[string][]detect.Finding, string, error) {
	var texts []string
	seen := map[string]bool{}
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	for _, set := range sets {
		for _, ex := range set.Examples {
			if !seen[ex.Text] {
				seen[ex.Text] = true
				texts = append(texts, ex.Text)
				if err := enc.Encode(map[string]string{"text": ex.Text}); err != nil {
					return nil, "", err
				}
			}
		}
	}
	_, self, _, _ := runtime.Caller(0)
	cmd := exec.Command(python, filepath.Join(filepath.Dir(self), "spacy_ner.py"))
	cmd.Stdin, cmd.Stderr = &in, os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, "", fmt.Errorf("spacy_ner.py: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	var head struct{ Model, Version string }
	if !sc.Scan() || json.Unmarshal(sc.Bytes(), &head) != nil {
		return nil, "", fmt.Errorf("spacy_ner.py: no header line")
	}
	found := make(map[string][]detect.Finding, len(texts))
	for _, text := range texts {
		var row struct{ Ents [][3]any }
		if !sc.Scan() {
			return nil, "", fmt.Errorf("spacy_ner.py: %d rows for %d texts", len(found), len(texts))
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return nil, "", fmt.Errorf("spacy_ner.py: %w", err)
		}
		offsets := detect.CodePointStarts(text) // Python counts code points
		var fs []detect.Finding
		for _, e := range row.Ents {
			start, ok1 := e[0].(float64)
			end, ok2 := e[1].(float64)
			label, ok3 := e[2].(string)
			if !ok1 || !ok2 || !ok3 || start < 0 || end > float64(len(offsets)-1) || start >= end {
				return nil, "", fmt.Errorf("spacy_ner.py: bad entity %v", e)
			}
			if l, ok := spacyLabels[label]; ok {
				b, e := offsets[int(start)], offsets[int(end)]
				if e-b > 4 && strings.EqualFold(text[b:b+4], "the ") {
					b += 4 // OntoNotes spans keep a leading article, the sources' mostly do not
				}
				fs = append(fs, detect.Finding{Category: l, Start: b, End: e, Score: 1})
			}
		}
		found[text] = fs
	}
	return found, head.Model + " " + head.Version, sc.Err()
}
