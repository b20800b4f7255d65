package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// PUD projection (-format pud): the Parallel Universal Dependencies
// treebanks translate the same 1,000 sentences into many languages, and
// UNER annotated four of them (English, German, Portuguese, Swedish) with
// PER, LOC and ORG. A name is mostly written the same way in a
// translation ("Kori Schulman", "Obama"), or the same as in one of the
// other translations ("Estados Unidos"), so the entities of a target
// translation with no annotation of its own (French, Spanish) can be
// found by looking for the annotated languages' entity strings in it.
//
// projectPUD reads the target's .conllu file (its "# text" and the
// English "# text_en" of each sentence) and the UNER files (-project,
// English first, the others in any order) and keeps a target sentence
// only when the projection is complete: its English text is a sentence of
// the UNER English file, and as many entity strings are found in it, at word
// boundaries and not overlapping, as the English sentence has entities.
// A sentence where a name was translated beyond recognition is dropped,
// not kept with the name read as "outside", and so is one where a found
// name has a capitalised word beside it (it may be longer there). A found string's label is
// the one most of the annotated languages give that string (English's
// on a tie), since the UNER files do not always agree ("Obama" is an
// organisation once in English, a person in Portuguese).
func projectPUD(target string, labelled []string, source string) ([]row, projectStats, error) {
	var st projectStats
	langs := make([][]row, len(labelled))
	for k, path := range labelled {
		f, err := os.Open(path)
		if err != nil {
			return nil, st, err
		}
		sents, err := read(f, "iob2", fmt.Sprintf("p%d", k))
		f.Close()
		if err != nil {
			return nil, st, fmt.Errorf("%s: %w", path, err)
		}
		for _, s := range sents {
			rs, _ := convert([]sentence{s}, "")
			var r row
			if len(rs) == 1 {
				r = rs[0]
			}
			langs[k] = append(langs[k], r)
		}
		if k > 0 && len(langs[k]) != len(langs[0]) {
			return nil, st, fmt.Errorf("%s: %d sentences, %s has %d", path, len(langs[k]), labelled[0], len(langs[0]))
		}
	}
	f, err := os.Open(target)
	if err != nil {
		return nil, st, err
	}
	defer f.Close()
	ts, err := readPUD(f)
	if err != nil {
		return nil, st, fmt.Errorf("%s: %w", target, err)
	}
	if len(ts) != len(langs[0]) {
		return nil, st, fmt.Errorf("%s: %d sentences, %s has %d", target, len(ts), labelled[0], len(langs[0]))
	}
	// The UNER files share their sentence order; the translation's file
	// orders its documents its own way, so its sentences are matched by
	// their English text.
	byEnglish := map[string]int{}
	for i, r := range langs[0] {
		if r.Text != "" {
			byEnglish[collapse(r.Text)] = i
		}
	}
	var rows []row
	for _, t := range ts {
		st.read++
		i, ok := byEnglish[collapse(t.textEn)]
		if !ok {
			st.misaligned++
			continue
		}
		spans, ok := project(t.text, i, langs)
		if !ok {
			st.incomplete++
			continue
		}
		rows = append(rows, row{Text: t.text, Spans: nonNil(spans), Source: source + "#" + t.group})
	}
	return rows, st, nil
}

// projectStats counts what projectPUD did with the target's sentences.
type projectStats struct{ read, misaligned, incomplete int }

// pudSentence is one sentence of a PUD .conllu file.
type pudSentence struct{ group, text, textEn string }

// readPUD reads the sentences of a .conllu file: document, text and the
// English original.
func readPUD(r io.Reader) ([]pudSentence, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	var out []pudSentence
	var cur pudSentence
	group := ""
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		switch {
		case strings.TrimSpace(line) == "":
			if cur.text != "" {
				cur.group = group
				out = append(out, cur)
			}
			cur = pudSentence{}
		case strings.HasPrefix(line, "# newdoc id = "):
			group = strings.TrimPrefix(line, "# newdoc id = ")
		case strings.HasPrefix(line, "# text = "):
			cur.text = strings.TrimPrefix(line, "# text = ")
		case strings.HasPrefix(line, "# text_en = "):
			cur.textEn = strings.TrimPrefix(line, "# text_en = ")
		}
	}
	if cur.text != "" {
		cur.group = group
		out = append(out, cur)
	}
	return out, sc.Err()
}

// collapse collapses the white space of a sentence, so that two
// renderings of one English sentence compare equal.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// project finds the entity strings of sentence i of every labelled
// language in text (see projectPUD) and reports whether they account for
// every entity of the English sentence.
func project(text string, i int, langs [][]row) ([]span, bool) {
	votes := map[string]map[string]int{} // entity string -> label -> languages
	enLabel := map[string]string{}
	for k, rs := range langs {
		r := rs[i]
		seen := map[string]bool{}
		for _, sp := range r.Spans {
			s := runeSlice(r.Text, sp.Start, sp.End)
			if k == 0 {
				enLabel[s] = sp.Label
			}
			if seen[s+"\x00"+sp.Label] {
				continue
			}
			seen[s+"\x00"+sp.Label] = true
			if votes[s] == nil {
				votes[s] = map[string]int{}
			}
			votes[s][sp.Label]++
		}
	}
	cands := make([]string, 0, len(votes))
	for s := range votes {
		cands = append(cands, s)
	}
	// Longer strings first ("Kori Schulman" before "Schulman"), then in
	// byte order, so the result does not depend on map order.
	sort.Slice(cands, func(a, b int) bool {
		if len(cands[a]) != len(cands[b]) {
			return len(cands[a]) > len(cands[b])
		}
		return cands[a] < cands[b]
	})
	taken := make([]bool, len(text))
	var found []span
	for _, c := range cands {
		label := majority(votes[c], enLabel[c])
		for from := 0; ; {
			j := strings.Index(text[from:], c)
			if j < 0 {
				break
			}
			start, end := from+j, from+j+len(c)
			from = end
			if !wordBoundary(text, start, end) || anyTaken(taken, start, end) {
				continue
			}
			if capitalisedBeside(text, start, end) {
				return nil, false // "Mishima" in "Yukio Mishima": the name may be longer here
			}
			for b := start; b < end; b++ {
				taken[b] = true
			}
			found = append(found, span{Start: utf8.RuneCountInString(text[:start]), End: utf8.RuneCountInString(text[:end]), Label: label})
		}
	}
	sort.Slice(found, func(a, b int) bool { return found[a].Start < found[b].Start })
	return found, len(found) == len(langs[0][i].Spans)
}

// majority is the label most languages give; on a tie, English's when it
// is among the tied, else the first in label order.
func majority(v map[string]int, en string) string {
	best, n := "", -1
	for _, l := range []string{"PERSON", "LOCATION", "ORGANIZATION"} {
		if c := v[l]; c > n || c == n && l == en {
			best, n = l, c
		}
	}
	return best
}

func runeSlice(s string, start, end int) string {
	r := []rune(s)
	return string(r[start:end])
}

// wordBoundary reports whether text[start:end] is not part of a longer
// word: no letter or digit touches either end.
func wordBoundary(text string, start, end int) bool {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:start])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if end < len(text) {
		r, _ := utf8.DecodeRuneInString(text[end:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// capitalisedBeside reports whether a capitalised word stands right
// before text[start:end] (not the text's first word) or right after it,
// one space away: the translation may write the name longer than the
// string found ("Yukio Mishima" where English says "Mishima"), and a
// kept sentence would teach that its first name is no name.
func capitalisedBeside(text string, start, end int) bool {
	if before := text[:start]; strings.HasSuffix(before, " ") {
		before = before[:len(before)-1]
		i := strings.LastIndexAny(before, " \t") + 1
		if i > 0 {
			if r, _ := utf8.DecodeRuneInString(before[i:]); unicode.IsUpper(r) {
				return true
			}
		}
	}
	if after, ok := strings.CutPrefix(text[end:], " "); ok {
		if r, _ := utf8.DecodeRuneInString(after); unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

func anyTaken(taken []bool, start, end int) bool {
	for b := start; b < end; b++ {
		if taken[b] {
			return true
		}
	}
	return false
}
