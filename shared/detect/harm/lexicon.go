package harm

import (
	"strings"
)

// category indexes the harm categories; catCount is their number.
type category uint8

const (
	violence category = iota
	selfHarm
	sexual
	hate
	weapons
	illegalDrugs
	sexualMinors
	catCount
)

var categoryNames = [catCount]string{
	"violence", "self_harm", "sexual", "hate", "weapons", "illegal_drugs", "sexual_minors",
}

var categoryLabels = [catCount]string{
	"violent", "self-harm", "sexual", "hateful", "weapons", "illegal-drug", "child sexual abuse",
}

// mask is a set of categories.
type mask uint16

func (m mask) has(c category) bool { return m&(1<<c) != 0 }

func maskOf(cs ...category) mask {
	var m mask
	for _, c := range cs {
		m |= 1 << c
	}
	return m
}

const allCats mask = 1<<catCount - 1

// kind says what role a lexicon entry plays in scoring.
type kind uint8

const (
	roleTerm       kind = iota // harmful content term of one category
	roleAction                 // verb that turns a term into a request to make/get/do it
	roleTarget                 // a person, the object of a violent verb
	roleGroup                  // a protected group, partner of hateful predicates
	roleIntent                 // instructional or operational intent
	roleMitigate               // educational, news, medical, prevention or fiction framing
	roleNeutral                // benign idiom whose words must not count ("bath bomb")
	roleMinor                  // a child or minor
	roleSexStrong              // explicit sexual word
	roleSexWeak                // sexual word that also has innocent uses ("sex")
	roleProtective             // child-protection framing
	roleRequest                // request to produce content
)

// pairing says which partner upgrades a term from its lone weight to its
// paired weight.
type pairing uint8

const (
	pairNone   pairing = iota
	pairAction         // an action of the term's category nearby
	pairTarget         // a person target right after (violent verbs)
	pairGroup          // a protected group nearby (hateful predicates)
)

// entry is one compiled lexicon phrase.
type entry struct {
	kind  kind
	cat   category // roleTerm
	mask  mask     // roleAction, roleMitigate: categories it applies to
	w, pw float64  // weight alone, weight when paired (roleTerm); boost (roleIntent)
	pair  pairing
	amb   bool // roleTerm: ambiguous alone; on its own it never passes ambiguousCap
	// beforeOnly: roleAction that pairs only when it comes before the term
	// ("promote anorexia", not "anorexia ... and promote recovery").
	beforeOnly bool
	toks       [][]word
}

// word is one alternative at one position of a phrase.
type word struct {
	s      string
	prefix bool // matches any word that starts with s
}

// spec is the source form of lexicon entries: phrases separated by ", ",
// words by spaces, alternatives by "|"; a word ending in "*" is a prefix
// (at least four letters before the "*" in a phrase's first word).
type spec struct {
	entry
	phrases string
}

// index finds the entries that may start at a word: exact holds entries
// by their first word, prefixed those whose first word is a prefix, by its
// first four letters.
type index struct {
	exact, prefixed map[string][]*entry
}

func keyOf(tok string) string {
	if len(tok) > 4 {
		return tok[:4]
	}
	return tok
}

// candidates calls fn for each entry that may start with tok.
func (x *index) candidates(tok string, fn func(*entry)) {
	for _, e := range x.exact[tok] {
		fn(e)
	}
	for _, e := range x.prefixed[keyOf(tok)] {
		fn(e)
	}
}

func compile(specs []spec) *index {
	idx := &index{exact: map[string][]*entry{}, prefixed: map[string][]*entry{}}
	for i := range specs {
		s := &specs[i]
		for _, ph := range strings.Split(s.phrases, ", ") {
			e := s.entry
			for _, w := range strings.Fields(ph) {
				var alts []word
				for _, a := range strings.Split(w, "|") {
					p, prefix := strings.CutSuffix(a, "*")
					if prefix && len(p) < 4 && len(e.toks) == 0 {
						// The index key is the first four letters.
						panic("harm: leading prefix shorter than four letters: " + a)
					}
					alts = append(alts, word{p, prefix})
				}
				e.toks = append(e.toks, alts)
			}
			for _, alt := range e.toks[0] {
				if alt.prefix {
					idx.prefixed[keyOf(alt.s)] = append(idx.prefixed[keyOf(alt.s)], &e)
				} else {
					idx.exact[alt.s] = append(idx.exact[alt.s], &e)
				}
			}
		}
	}
	return idx
}

func (w word) matches(tok string) bool {
	if w.prefix {
		return strings.HasPrefix(tok, w.s)
	}
	return tok == w.s
}

// matchAt reports how many tokens e covers when it starts at toks[i], or 0.
func (e *entry) matchAt(toks []token, i int) int {
	if i+len(e.toks) > len(toks) {
		return 0
	}
	for j, alts := range e.toks {
		ok := false
		for _, a := range alts {
			if a.matches(toks[i+j].s) {
				ok = true
				break
			}
		}
		if !ok {
			return 0
		}
	}
	return len(e.toks)
}
