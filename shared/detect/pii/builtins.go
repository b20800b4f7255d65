package pii

import (
	"maps"
	"slices"
	"sync"
)

// Trigger kinds a vocabulary word can carry.
const (
	triggerDOB uint8 = 1 << iota
	triggerPassport
)

// vocabEntry says what a keyword of the shared automaton is for.
type vocabEntry struct {
	rules   []int  // secret rules that list it as a keyword
	ctxMask uint32 // categories (bits of builtins.ctxBit) it is a context word of
	trigger uint8  // triggerDOB, triggerPassport
}

// builtins is everything compiled once per process: the keyword automaton,
// the secret rules and the context tables.
type builtins struct {
	kw      *keywordSet
	vocab   []vocabEntry
	ctxBit  map[string]uint32
	secrets []*secretRule
	// alwaysRun are secret rules without keywords: they run on every text.
	alwaysRun []int
	// stats of the embedded gitleaks file, for tests and docs.
	stats ruleStats
}

// ruleStats counts what happened to the embedded gitleaks rules at load.
type ruleStats struct {
	total        int // rules in the file
	loaded       int // compiled and in use
	pathOnly     int // rules that only match file names: nothing to scan
	pathScoped   int // rules limited to file paths a text does not have
	incompatible int // regexes RE2 (Go regexp) cannot compile
}

var loadBuiltins = sync.OnceValues(func() (*builtins, error) {
	b := &builtins{ctxBit: map[string]uint32{}}
	secrets, stats, err := loadSecretRules()
	if err != nil {
		return nil, err
	}
	b.secrets, b.stats = secrets, stats

	// One vocabulary for rule keywords, context words and triggers.
	ids := map[string]int{}
	var words []string
	id := func(w string) int {
		if i, ok := ids[w]; ok {
			return i
		}
		ids[w] = len(words)
		words = append(words, w)
		b.vocab = append(b.vocab, vocabEntry{})
		return len(words) - 1
	}
	for ri, r := range b.secrets {
		if len(r.keywords) == 0 {
			b.alwaysRun = append(b.alwaysRun, ri)
		}
		for _, k := range r.keywords {
			i := id(k)
			b.vocab[i].rules = append(b.vocab[i].rules, ri)
		}
	}
	cats := slices.Sorted(maps.Keys(contextWords))
	for n, c := range cats {
		b.ctxBit[c] = 1 << n
		for _, w := range contextWords[c].words {
			b.vocab[id(w)].ctxMask |= 1 << n
		}
	}
	for _, w := range dobTriggers {
		b.vocab[id(w)].trigger |= triggerDOB
	}
	for _, w := range passportTriggers {
		b.vocab[id(w)].trigger |= triggerPassport
	}
	b.kw = newKeywordSet(words)
	return b, nil
})
