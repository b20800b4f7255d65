package ner

import (
	"fmt"
	"slices"

	"bulwark/shared/detect"
)

// Lists of names. The model tags each token from its neighbours, and in a
// list ("Anna, Ben, Carla and Dana") the neighbours of a rare name are
// commas: it finds the names it knows and misses the others. When most
// items of a list of at least three are persons by the model, an item it
// left without any label is a person too, and so is one it read as a place
// or an organisation that no gazetteer lists (its finding is relabelled,
// whole: it may reach past the item).

// listItem is one item of a list: a run of one to three capitalised words.
type listItem struct{ start, end int } // token indexes, end exclusive

// extendNameLists adds, to the findings found[from:] of one chunk, a
// PERSON finding for each unlabelled item of a list whose other items are
// mostly persons, and relabels the misread ones (see listPersons); it
// returns the findings in text order. An item of one
// word needs the list's score to be at least lone, the score the model's
// own one-word persons need in this chunk (Recognizer.need). found holds
// the findings of every label (Recognize filters after the rules), so the
// answer does not depend on the entities asked for; it can on the
// threshold: an item the model reads as a place under the threshold is
// unlabelled, and may become a person, where a lower threshold makes it a
// place and the list no list of persons. Counting under-threshold readings
// too was tried and left one more held-out name unredacted.
func extendNameLists(found []detect.Finding, from int, text string, toks []token, words []word, lone float64) []detect.Finding {
	chunk := found[from:]
	if !slices.ContainsFunc(chunk, func(f detect.Finding) bool { return f.Category == Person }) {
		return found
	}
	var added []detect.Finding
	var buf [16]listItem
	for i := 0; i < len(toks); {
		items, next := parseList(buf[:0], toks, words, text, i)
		if len(items) >= 3 {
			added = append(added, listPersons(chunk, items, toks, words, text, lone)...)
		}
		i = next
	}
	if len(added) == 0 {
		return found
	}
	found = append(found, added...)
	slices.SortStableFunc(found[from:], func(a, b detect.Finding) int { return a.Start - b.Start })
	return found
}

// parseList reads the list that starts at token i, if any: items joined
// by ",", ", and", ", or", "and", "or" or "&". It appends the items to
// items (fewer than two: no list) and returns them and the token to go
// on from.
func parseList(items []listItem, toks []token, words []word, text string, i int) ([]listItem, int) {
	item := func(k int) (listItem, bool) {
		e := k
		for e < len(toks) && e-k < 3 && capitalised(&words[e]) && words[e].punct == 0 {
			e++
		}
		return listItem{k, e}, e > k
	}
	first, ok := item(i)
	if !ok {
		return items, i + 1
	}
	items = append(items, first)
	k := first.end
	for k < len(toks) {
		s := k
		comma := words[s].punct == ','
		if comma {
			s++
		}
		if s < len(toks) {
			switch text[toks[s].start:toks[s].end] {
			case "and", "or", "&":
				s++
			}
		}
		if s == k || s >= len(toks) {
			break
		}
		it, ok := item(s)
		if !ok {
			break
		}
		items = append(items, it)
		k = it.end
	}
	return items, k
}

// listPersons returns PERSON findings for the items of a list that no
// finding touches, when at least two items and at least half of them are
// persons and none is anything else, and relabels as persons the items
// the model read as places or organisations that no gazetteer lists
// ("Malon", "Daisy"; a listed place, "Paris", "Brittany", keeps the list
// from being one of persons).
func listPersons(found []detect.Finding, items []listItem, toks []token, words []word, text string, lone float64) []detect.Finding {
	persons, minScore := 0, 1.0
	var bare []listItem
	type misreadItem struct {
		item listItem
		at   int // its finding's index in found
	}
	var misread []misreadItem // items read as places or organisations no gazetteer lists
	for _, it := range items {
		start, end := toks[it.start].start, toks[it.end-1].end
		at := slices.IndexFunc(found, func(f detect.Finding) bool { return f.Start < end && start < f.End })
		switch {
		case at < 0:
			bare = append(bare, it)
		case found[at].Category == Person:
			persons++
			minScore = min(minScore, found[at].Score)
		case (found[at].Category == Location || found[at].Category == Organization) && !listedName(words[it.start:it.end]):
			misread = append(misread, misreadItem{it, at})
		default:
			return nil
		}
	}
	if persons < 2 || 2*persons < len(items) {
		return nil
	}
	for _, m := range misread {
		f := &found[m.at]
		if m.item.end-m.item.start == 1 && minScore < lone {
			continue
		}
		f.Explanation = fmt.Sprintf("An item of a list whose other items the entity model read as persons (%d of %d); the model read it as %s, a name no list of places or companies holds.", persons, len(items), explainLabel[labelIndex(f.Category)])
		f.Category, f.Score = Person, minScore
	}
	out := make([]detect.Finding, 0, len(bare))
	for _, it := range bare {
		if it.end-it.start > 1 && sentenceStart(toks, words, it.start) {
			it.start++ // "Invite Malon, ...": the sentence's first word is not the name's
		}
		if it.end-it.start == 1 && minScore < lone {
			continue
		}
		out = append(out, finding(text, toks[it.start].start, toks[it.end-1].end, Person, minScore,
			fmt.Sprintf("An item of a list whose other items the entity model read as persons (%d of %d).", persons, len(items))))
	}
	return out
}

// listedName reports whether any of the words is in the place or company
// gazetteers.
func listedName(words []word) bool {
	return slices.ContainsFunc(words, func(w word) bool { return w.gaz&(gazPlace|gazPlaceWord|gazCompany|gazCompanyWord) != 0 })
}

// sentenceStart reports whether token i opens a sentence or a line.
func sentenceStart(toks []token, words []word, i int) bool {
	return i == 0 || toks[i].nlBefore || sentenceEnd(words[i-1].punct) || words[i-1].punct == ':'
}
