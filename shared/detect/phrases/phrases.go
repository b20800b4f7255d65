// Package phrases finds an app's own phrases in text: custom phrases
// (detector "custom_phrases") in prompts and responses, and canary phrases
// (detector "canaries") leaked into model output.
//
// Both are compiled once per app configuration into an Aho-Corasick
// automaton (Compile, CompileCanaries) that the engine caches; a scan
// normalises the text once (Unicode NFKC, case folding, invisible format
// characters dropped) and walks it once, so its cost is linear in the text
// and does not grow with the number of phrases. Matches are reported as byte
// spans of the original text. Matchers are immutable after compilation and
// safe for concurrent use.
package phrases

import (
	"fmt"
	"strings"

	"bulwark/shared/detect"
	"bulwark/shared/errs"
)

// Detector names and categories, as the engine and the API know them.
const (
	DetectorCustom   = "custom_phrases"
	DetectorCanaries = "canaries"
	CategoryCustom   = "custom_phrase"
	CategoryCanary   = "canary_leak"
)

// Limits. MaxFindings bounds the findings of one scan so that a text made of
// thousands of repetitions of a phrase costs a bounded amount downstream.
const (
	MaxCanaries       = 8
	MinCanarySkeleton = 6
	MaxFindings       = 64
)

// Matcher finds custom phrases. Matching is case-insensitive after NFKC
// (so fullwidth "ＡＢＣ" matches "abc"), ignores zero-width and bidi
// characters, treats any run of white space as one space, and requires word
// boundaries at the phrase's ends when those ends are letters or digits:
// "cat" matches "the Cat sat" but not "concatenate" (phrases in scripts
// written without spaces, such as Chinese or Thai, match anywhere). Every occurrence of
// every phrase is a finding with score 1.0: the app listed the phrase
// precisely because any use of it matters, and the app's thresholds decide
// between flag and block.
type Matcher struct {
	ac      *automaton
	phrases [][]rune
	index   []int // position of each phrase in the configured list
}

// Compile builds a Matcher for the app's custom phrases. Phrases that
// normalise to the same text are kept once; a phrase that is empty after
// normalisation is an error (errs.ErrInvalid). An empty list gives a Matcher
// that finds nothing.
func Compile(phrases []string) (*Matcher, error) {
	m := &Matcher{}
	seen := map[string]bool{}
	f := new(folded)
	for i, p := range phrases {
		f.build(p, phraseMode)
		norm := strings.TrimSpace(string(f.runes))
		if norm == "" {
			return nil, errs.Newf(errs.ErrInvalid, "INVALID_CUSTOM_PHRASE",
				"custom phrase %d is empty after normalisation", i)
		}
		if seen[norm] {
			continue
		}
		seen[norm] = true
		m.phrases = append(m.phrases, []rune(norm))
		m.index = append(m.index, i)
	}
	if len(m.phrases) > 0 {
		m.ac = newAutomaton(m.phrases)
	}
	return m, nil
}

// Len reports how many distinct phrases the Matcher holds.
func (m *Matcher) Len() int {
	if m == nil {
		return 0
	}
	return len(m.phrases)
}

// Scan returns one finding per occurrence of a custom phrase in text, in
// text order, at most MaxFindings. A nil Matcher finds nothing.
func (m *Matcher) Scan(text string) []detect.Finding {
	if m == nil || m.ac == nil || text == "" {
		return nil
	}
	f := getFolded()
	defer putFolded(f)
	f.build(text, phraseMode)

	var out []detect.Finding
	m.ac.scan(f.runes, func(id int32, i, j int) bool {
		p := m.phrases[id]
		if needsBoundary(p[0]) && i > 0 && isWord(f.runes[i-1]) {
			return true
		}
		if needsBoundary(p[len(p)-1]) && j < len(f.runes) && isWord(f.runes[j]) {
			return true
		}
		start, end := f.span(i, j)
		out = append(out, detect.Finding{
			Detector:    DetectorCustom,
			Category:    CategoryCustom,
			Score:       1,
			Start:       start,
			End:         end,
			Snippet:     detect.Mask(text[start:end]),
			Explanation: fmt.Sprintf("Text contains custom phrase %d of the app's list.", m.index[id]+1),
		})
		return len(out) < MaxFindings
	})
	return out
}

// CanaryMatcher finds canary phrases in model output. A canary is matched on
// its skeleton, the letters and digits left after NFKC, case folding and
// mapping Cyrillic and Greek look-alikes to Latin, with everything else
// dropped. So "Blue-Falcon-42" is found in "blue falcon 42", "B.L.U.E
// FALCON42", "ｂｌｕｅｆａｌｃｏｎ４２" or with zero-width characters between its
// letters: a model asked to "spell the secret with dots" still leaks it.
// There are no word boundaries on a skeleton, which is why a canary must have
// at least MinCanarySkeleton letters and digits; random ones of 12 or more
// keep accidental matches out of reach.
type CanaryMatcher struct {
	ac    *automaton
	index []int // position of each canary in the configured list
}

// CompileCanaries builds a CanaryMatcher for the app's canary phrases (at
// most MaxCanaries). A phrase whose skeleton is shorter than
// MinCanarySkeleton is an error (errs.ErrInvalid), because it would match
// ordinary output. An empty list gives a matcher that finds nothing.
func CompileCanaries(phrases []string) (*CanaryMatcher, error) {
	if len(phrases) > MaxCanaries {
		return nil, errs.Newf(errs.ErrInvalid, "TOO_MANY_CANARIES",
			"at most %d canary phrases are allowed, got %d", MaxCanaries, len(phrases))
	}
	m := &CanaryMatcher{}
	var skeletons [][]rune
	seen := map[string]bool{}
	f := new(folded)
	for i, p := range phrases {
		f.build(p, skeletonMode)
		if len(f.runes) < MinCanarySkeleton {
			return nil, errs.Newf(errs.ErrInvalid, "CANARY_TOO_SHORT",
				"canary phrase %d has fewer than %d letters and digits", i, MinCanarySkeleton)
		}
		s := string(f.runes)
		if seen[s] {
			continue
		}
		seen[s] = true
		skeletons = append(skeletons, []rune(s))
		m.index = append(m.index, i)
	}
	if len(skeletons) > 0 {
		m.ac = newAutomaton(skeletons)
	}
	return m, nil
}

// Scan returns one finding per canary occurrence in output, score 1.0, at
// most MaxFindings. A nil CanaryMatcher finds nothing.
func (m *CanaryMatcher) Scan(output string) []detect.Finding {
	if m == nil || m.ac == nil || output == "" {
		return nil
	}
	f := getFolded()
	defer putFolded(f)
	f.build(output, skeletonMode)

	var out []detect.Finding
	m.ac.scan(f.runes, func(id int32, i, j int) bool {
		start, end := f.span(i, j)
		out = append(out, detect.Finding{
			Detector:    DetectorCanaries,
			Category:    CategoryCanary,
			Score:       1,
			Start:       start,
			End:         end,
			Snippet:     detect.Mask(output[start:end]),
			Explanation: fmt.Sprintf("Output contains canary phrase %d planted in the system prompt.", m.index[id]+1),
		})
		return len(out) < MaxFindings
	})
	return out
}
