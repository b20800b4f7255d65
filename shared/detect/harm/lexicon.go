package harm

import (
	"strconv"
	"strings"
	"unicode/utf8"
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
	crime      // non-violent crime: theft, fraud, laundering, forgery, stalking
	cybercrime // hacking, malware, phishing, DDoS, credential theft
	// disinformation: fabricating or spreading false information (fake
	// news, fabricated claims about real people, fake reviews, defamation)
	disinformation
	// harassment: bullying, threatening, humiliating or coercing a person
	harassment
	catCount
)

var categoryNames = [catCount]string{
	"violence", "self_harm", "sexual", "hate", "weapons", "illegal_drugs", "sexual_minors", "crime", "cybercrime",
	"disinformation", "harassment",
}

var categoryLabels = [catCount]string{
	"violent", "self-harm", "sexual", "hateful", "weapons", "illegal-drug", "child sexual abuse", "criminal", "cybercrime",
	"disinformation", "harassing",
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
	roleObject                 // what a crime verb acts on ("account" after "hack")
)

// pairing says which partner upgrades a term from its lone weight to its
// paired weight.
type pairing uint8

const (
	pairNone   pairing = iota
	pairAction         // an action of the term's category nearby
	pairTarget         // a person target right after (violent verbs)
	pairGroup          // a protected group nearby (hateful predicates)
	pairObject         // an object of its category right after ("hack" + "her account")
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
	// targetBefore: a violent verb (pairTarget) whose person may also come
	// right before it, in languages other than English.
	targetBefore bool
	// strong: roleMitigate that is defensive framing ("detect", "protect
	// my own server"); it lowers crime and cybercrime even with intent.
	strong bool
	// asks: roleAction that is a request to produce content ("write",
	// "generate"); it counts as intent for disinformation and harassment.
	asks bool
	toks [][]word
}

// word is one alternative at one position of a phrase.
type word struct {
	s      string
	prefix bool // matches any word that starts with s
}

// spec is the source form of lexicon entries: phrases separated by ", ",
// words by spaces, alternatives by "|"; a word ending in "*" is a prefix
// (at least four bytes before the "*" in a phrase's first word, or one
// non-ASCII letter such as a Hangul syllable). Phrases are folded and split
// by the text's tokenizer, so "Cómo" finds "como" and "炸弹" becomes the
// two one-character tokens of an unspaced script (see norm.go); "*" has no
// meaning inside such a run, which is matched wherever it occurs.
type spec struct {
	entry
	phrases string
}

// index finds the entries that may start at a word: exact holds entries
// by their first word, pair those of two or more words by their first two
// (when both are whole words), prefixed those whose first word is a
// prefix, by its first four bytes, and short those whose first word is a
// one-letter non-ASCII prefix, by that letter. Keying phrases by two words
// keeps the frequent first words of other languages ("a", "de", "la")
// from trying every phrase that starts with them.
type index struct {
	exact, prefixed, short map[string][]*entry
	pair                   map[[2]string][]*entry
	// unindexed lists the phrases left out because they start with an
	// ASCII prefix shorter than the four-byte key (a test keeps it empty).
	unindexed []string
}

func keyOf(tok string) string {
	if len(tok) > 4 {
		return tok[:4]
	}
	return tok
}

// candidates calls fn for each entry that may start at toks[i].
func (x *index) candidates(toks []token, i int, fn func(*entry)) {
	tok := toks[i].s
	for _, e := range x.exact[tok] {
		fn(e)
	}
	if i+1 < len(toks) {
		for _, e := range x.pair[[2]string{tok, toks[i+1].s}] {
			fn(e)
		}
	}
	for _, e := range x.prefixed[keyOf(tok)] {
		fn(e)
	}
	if len(x.short) > 0 && tok[0] >= utf8.RuneSelf {
		_, n := utf8.DecodeRuneInString(tok)
		for _, e := range x.short[tok[:n]] {
			fn(e)
		}
	}
}

func compile(specs []spec) *index {
	idx := &index{exact: map[string][]*entry{}, prefixed: map[string][]*entry{}, short: map[string][]*entry{},
		pair: map[[2]string][]*entry{}}
	// A phrase that two languages share ("lsd", "suicide") is kept once, so
	// it does not count as two distinct terms.
	seen := map[string]bool{}
	memo := map[string]position{}
	for i := range specs {
		s := &specs[i]
		for _, ph := range strings.Split(s.phrases, ", ") {
			for _, toks := range phraseTokens(ph, memo) {
				if len(toks) == 0 {
					continue
				}
				e := s.entry
				e.toks = toks
				if k := e.key(); seen[k] {
					continue
				} else {
					seen[k] = true
				}
				for _, alt := range idx.addPair(&e) {
					switch {
					case !alt.prefix:
						idx.exact[alt.s] = append(idx.exact[alt.s], &e)
					case len(alt.s) >= 4:
						idx.prefixed[keyOf(alt.s)] = append(idx.prefixed[keyOf(alt.s)], &e)
					case utf8.RuneCountInString(alt.s) == 1 && alt.s[0] >= utf8.RuneSelf:
						idx.short[alt.s] = append(idx.short[alt.s], &e)
					default:
						// The index key is the first four bytes.
						idx.unindexed = append(idx.unindexed, alt.s+"*")
					}
				}
			}
		}
	}
	return idx
}

// maxPairKeys bounds the pairs one entry is indexed under by its longer
// first words. An Arabic phrase has every word in ten clitic forms, so a
// verb before a demonstrative and a place is some 500 pairs, and the few
// thousand such phrases half a million map entries, which made the first
// scan five times slower. Beyond the bound, a first word of more than
// three bytes indexes the entry by itself (an Arabic word of two letters
// is four bytes, so Arabic verbs are all indexed so); the short ones ("a",
// "the", "die") keep their pairs, or every "the" of a text would try the
// entry.
const maxPairKeys = 64

// addPair indexes e by its first two words when both are whole words, and
// returns the first words it did not index e under: all of them when one
// of the two is a prefix, the longer ones beyond maxPairKeys.
func (x *index) addPair(e *entry) []word {
	if len(e.toks) < 2 {
		return e.toks[0]
	}
	for _, pos := range e.toks[:2] {
		for _, a := range pos {
			if a.prefix {
				return e.toks[0]
			}
		}
	}
	many := len(e.toks[0])*len(e.toks[1]) > maxPairKeys
	var rest []word
	for _, a := range e.toks[0] {
		if many && len(a.s) > 3 {
			rest = append(rest, a)
			continue
		}
		for _, b := range e.toks[1] {
			k := [2]string{a.s, b.s}
			x.pair[k] = append(x.pair[k], e)
		}
	}
	return rest
}

// phraseTokens compiles one phrase into the token sequences it stands for.
// Each word's alternatives are tokenized like text; alternatives that are
// one token share a position, and each alternative of several tokens (a
// run of Han or Thai characters) makes a sequence of its own. Positions
// are kept in memo by their text: the lexicon repeats them thousands of
// times (a place after every verb), and an Arabic word is tokenized in
// ten clitic forms. The slices are shared between entries, never changed.
func phraseTokens(ph string, memo map[string]position) [][][]word {
	seqs := [][][]word{nil}
	for _, w := range strings.Fields(ph) {
		p, ok := memo[w]
		if !ok {
			p = positionOf(w)
			memo[w] = p
		}
		var next [][][]word
		for _, sq := range seqs {
			if len(p.single) > 0 {
				next = append(next, append(sq[:len(sq):len(sq)], p.single))
			}
			for _, m := range p.multi {
				n := sq[:len(sq):len(sq)]
				for _, x := range m {
					n = append(n, []word{x})
				}
				next = append(next, n)
			}
		}
		seqs = next
	}
	return seqs
}

// position is one word of a phrase compiled: its one-token alternatives,
// and its alternatives of several tokens.
type position struct {
	single []word
	multi  [][]word
}

func positionOf(w string) position {
	var p position
	for _, a := range strings.Split(w, "|") {
		s, prefix := strings.CutSuffix(a, "*")
		for _, v := range cliticForms(s) {
			ts := tokenize(v)
			switch {
			case len(ts) == 1:
				p.single = append(p.single, word{ts[0].s, prefix})
			case len(ts) > 1:
				m := make([]word, len(ts))
				for k, t := range ts {
					m[k] = word{s: t.s}
				}
				p.multi = append(p.multi, m)
			}
		}
	}
	return p
}

// arabicClitics are the proclitics written joined to an Arabic word: the
// article, "and", "with/by", "for", and their combinations.
var arabicClitics = []string{"ال", "و", "وال", "ب", "بال", "ل", "لل", "ف", "فال", "ك"}

// cliticForms returns w and, for an Arabic word, w with each proclitic.
// Words of the lexicon that already carry the article get only the
// combinations of the article with a conjunction or preposition.
func cliticForms(w string) []string {
	r, _ := utf8.DecodeRuneInString(w)
	if r < 0x0600 || r > 0x06ff {
		return []string{w}
	}
	out := []string{w}
	if base, ok := strings.CutPrefix(w, "ال"); ok {
		return append(out, "و"+w, "ب"+w, "ف"+w, "ك"+w, "لل"+base, "وب"+w)
	}
	for _, c := range arabicClitics {
		out = append(out, c+w)
	}
	return out
}

// key identifies an entry by its role, weights and words.
func (e *entry) key() string {
	// Built by hand, not with fmt: the lexicon has some 33,000 phrases and
	// this runs once for each when the first text is scanned.
	flag := func(v bool) byte {
		if v {
			return 1
		}
		return 0
	}
	b := []byte{byte(e.kind), byte(e.cat), byte(e.mask), byte(e.mask >> 8), byte(e.pair),
		flag(e.amb), flag(e.beforeOnly), flag(e.targetBefore), flag(e.strong), flag(e.asks)}
	b = strconv.AppendFloat(b, e.w, 'g', -1, 64)
	b = append(b, ' ')
	b = strconv.AppendFloat(b, e.pw, 'g', -1, 64)
	for _, alts := range e.toks {
		b = append(b, 0)
		for _, a := range alts {
			b = append(b, '|')
			b = append(b, a.s...)
			if a.prefix {
				b = append(b, '*')
			}
		}
	}
	return string(b)
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
