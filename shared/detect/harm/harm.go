// Package harm is the "harm" detector: it scores a text for requests for or
// descriptions of harmful content in ten categories (violence, self_harm,
// sexual, hate, weapons, illegal_drugs, crime, cybercrime, disinformation,
// harassment) plus sexual_minors. Crime verbs ("hack", "steal") pair with
// what they act on ("her account", "a car"), and defensive framing
// ("detect", "protect my own server") lowers crime and cybercrime by 0.4
// even with intent; disinformation and harassment work alike (data_speech.go),
// with a request verb ("write", "draft") as intent.
//
// It is lexicon- and pattern-based, with context. The text is split into
// lower-case words, and one pass over them finds every lexicon phrase
// (lexicon.go, data.go). Per category the score is:
//
//	base    = the strongest term: its lone weight, or its paired weight when
//	          its partner is near (an action such as "build" or "buy" within
//	          six words before or three after "pipe bomb"; a person right after
//	          a violent verb, "kill my neighbour"; a group near a dehumanising
//	          predicate, "immigrants are vermin")
//	        + 0.05 for each further distinct term (at most +0.10)
//	if every term is ambiguous and unpaired ("shoot", "drug", "bomb"):
//	          score = min(base, 0.30)            (a single word never flags)
//	else if intent is present ("how do I", "step by step", "where can I";
//	          "without getting caught" and the like count more), or for
//	          sexual and hate content a request verb ("write", "generate"):
//	          score = base + 0.15 (0.25 for covert intent)
//	if educational, news, medical, prevention or fiction framing applies
//	          to the category: score *= 0.55, or 0.75 when intent is present
//	          (a story frame around a recipe is still a recipe).
//
// Benign idioms ("bath bomb", "kill the process", "photo shoot", "drug
// interactions") are matched first and their words never count. A finding
// is reported for a category when its score reaches MinScore.
//
// sexual_minors is different: a sexual word near a word for a child or a
// minor, or a named term for such material, always scores 1.0, unless the
// text is framed as child protection (reporting, prevention, parenting,
// sex education) and asks for no content.
//
// Scan is deterministic, allocation-light and safe for concurrent use.
package harm

import (
	"fmt"
	"sort"
	"strings"

	"bulwark/shared/detect"
)

// Detector is this detector's name.
const Detector = "harm"

// Scoring constants; see the package comment.
const (
	MinScore            = 0.2
	ambiguousCap        = 0.3
	extraHitBonus       = 0.05
	maxExtraBonus       = 0.1
	mitigated           = 0.55
	mitigatedWithIntent = 0.75
	mitigatedDefensive  = 0.4
	objectGap           = 3
	actionBefore        = 6
	actionAfter         = 3
	targetGap           = 2
	groupWindow         = 6
	minorWindow         = 8
)

// token is one lower-cased, folded word (or one character of an unspaced
// script) and its byte span in the original text.
type token struct {
	s          string
	start, end int
	brk        bool  // punctuation between this word and the next
	stop       bool  // a sentence break (. ! ? ; or a new line) after this word
	pos        int32 // where the token starts, in units (see unitWord)
}

type hit struct {
	e    *entry
	i, j int // token range [i, j)
}

// Scan returns at most one finding per category, highest score first.
func Scan(text string) []detect.Finding {
	toks := tokenize(text)
	if len(toks) == 0 {
		return nil
	}
	var byKind [roleObject + 1][]hit
	neutral := make([]bool, len(toks))
	var all []hit
	lex := lexicon()
	for i := range toks {
		lex.candidates(toks, i, func(e *entry) {
			if n := e.matchAt(toks, i); n > 0 {
				all = append(all, hit{e, i, i + n})
				if e.kind == roleNeutral {
					for k := i; k < i+n; k++ {
						neutral[k] = true
					}
				}
			}
		})
	}
	for _, h := range all {
		if h.e.kind == roleNeutral || covers(neutral, h) {
			continue
		}
		byKind[h.e.kind] = append(byKind[h.e.kind], h)
	}
	s := scorer{text: text, toks: toks, hits: &byKind}
	var out []detect.Finding
	for c := range catCount {
		var f detect.Finding
		var ok bool
		if c == sexualMinors {
			f, ok = s.sexualMinors()
		} else {
			f, ok = s.category(c)
		}
		if ok {
			out = append(out, f)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Score > out[b].Score })
	return out
}

func covers(neutral []bool, h hit) bool {
	for k := h.i; k < h.j; k++ {
		if neutral[k] {
			return true
		}
	}
	return false
}

type scorer struct {
	text string
	toks []token
	hits *[roleObject + 1][]hit
}

func (s *scorer) of(k kind) []hit { return s.hits[k] }

// paired reports whether term t has its partner near, and the partner.
func (s *scorer) paired(t hit) (hit, bool) {
	switch t.e.pair {
	case pairAction:
		for _, a := range s.of(roleAction) {
			if !a.e.mask.has(t.e.cat) {
				continue
			}
			// An action before the term may be a few words away in the same
			// sentence ("build a simple pipe bomb"); one after it must follow
			// without punctuation ("bomb making").
			if speech(t.e.cat) && a.j <= t.i && s.topicIn(a.j, t.i) {
				continue
			}
			if a.j <= t.i && s.dist(a.j, t.i) <= actionBefore && !s.gapHas(a.j, t.i, true) ||
				!a.e.beforeOnly && a.i >= t.j && s.dist(t.j, a.i) <= actionAfter && !s.gapHas(t.j, a.i, false) {
				return a, true
			}
		}
	case pairTarget:
		for _, g := range s.of(roleTarget) {
			after := !g.e.beforeOnly && g.i >= t.j && s.dist(t.j, g.i) <= targetGap && !s.gapHas(t.j, g.i, false) &&
				!s.prepositionIn(t.j, g.i)
			// Verb-final and clitic orders put the person first: "隣人を殺す",
			// "komşumu öldürmek", "meinen Nachbarn töten", "le tuer".
			before := t.e.targetBefore && g.j <= t.i && s.dist(g.j, t.i) <= targetGap && !s.gapHas(g.j, t.i, false)
			if (after || before) && s.isPersonTarget(g) {
				return g, true
			}
		}
	case pairObject:
		for _, o := range s.of(roleObject) {
			if !o.e.mask.has(t.e.cat) {
				continue
			}
			after := o.i >= t.j && s.dist(t.j, o.i) <= objectGap && !s.gapHas(t.j, o.i, false)
			before := t.e.targetBefore && o.j <= t.i && s.dist(o.j, t.i) <= objectGap && !s.gapHas(o.j, t.i, false)
			if after || before {
				return o, true
			}
		}
	case pairGroup:
		for _, g := range s.of(roleGroup) {
			if g.j <= t.i && s.dist(g.j, t.i) <= groupWindow && !s.gapHas(g.j, t.i, true) ||
				g.i >= t.j && s.dist(t.j, g.i) <= groupWindow && !s.gapHas(t.j, g.i, true) {
				return g, true
			}
		}
	}
	return hit{}, false
}

// dist is the width in words of the tokens [j, i), j <= i: a count of
// words for spaced scripts, scaled for characters of unspaced ones (see
// unitWord). It is compared with the windows, which are in words.
func (s *scorer) dist(j, i int) int {
	if j >= i {
		return 0
	}
	return int(s.toks[i].pos-s.toks[j].pos) / unitWord
}

// near reports whether hits x and m are at most window words apart.
func (s *scorer) near(x, m hit, window int) bool {
	return x.j <= m.i && s.dist(x.j, m.i) <= window || x.i >= m.j && s.dist(m.j, x.i) <= window
}

// gapHas reports whether the gap between the word before token j0 and
// token j1 crosses a sentence break (sentence) or any punctuation.
func (s *scorer) gapHas(j0, j1 int, sentence bool) bool {
	for k := j0 - 1; k < j1; k++ {
		if k < 0 {
			continue
		}
		if s.toks[k].stop || !sentence && s.toks[k].brk {
			return true
		}
	}
	return false
}

// prepositionIn reports a preposition among tokens [i, j): in "no harm to
// anyone" the verb is a noun, so only direct objects count as targets.
func (s *scorer) prepositionIn(i, j int) bool {
	for k := i; k < j; k++ {
		switch s.toks[k].s {
		case "to", "for", "of", "in", "on", "with", "by", "from", "about", "like", "than", "as":
			return true
		}
	}
	return false
}

// isPersonTarget rejects targets used in a harmless sense: "shoot him a
// message", "shoot my family photos", "attack her argument".
func (s *scorer) isPersonTarget(g hit) bool {
	for k := g.j; k < g.j+2 && k < len(s.toks); k++ {
		if mediaWords[s.toks[k].s] {
			return false
		}
		if s.toks[k-1].brk {
			break
		}
	}
	last := s.toks[g.j-1]
	if last.s == "her" && !last.brk && g.j < len(s.toks) && !objectFollowers[s.toks[g.j].s] {
		return false
	}
	return true
}

// intent returns the intent boost that applies to category c.
func (s *scorer) intent(c category) float64 {
	boost := 0.0
	for _, h := range s.of(roleIntent) {
		boost = max(boost, h.e.w)
	}
	if boost == 0 && (c == sexual || c == hate) {
		for _, a := range s.of(roleAction) {
			if a.e.mask.has(c) {
				return 0.15
			}
		}
	}
	// For disinformation and harassment only a request to produce content
	// ("write", "draft") is intent: "the villain spreads fake news" narrates.
	if boost == 0 && (c == disinformation || c == harassment) {
		for _, a := range s.of(roleAction) {
			if a.e.asks && a.e.mask.has(c) {
				return 0.15
			}
		}
	}
	return boost
}

// speech reports the categories whose terms are content someone writes:
// "write an essay about fake news" asks about them, not for them.
func speech(c category) bool { return c == disinformation || c == harassment }

// topicIn reports a word among tokens [i, j) that makes what follows the
// topic of the writing rather than its content: "an article about",
// "a report on".
func (s *scorer) topicIn(i, j int) bool {
	for k := i; k < j; k++ {
		if topicWords[s.toks[k].s] {
			return true
		}
	}
	return false
}

// topicWords introduce the topic of a text, in the languages of the
// lexicon whose words stand apart.
var topicWords = map[string]bool{
	"about": true, "on": true, "regarding": true, "concerning": true, "explaining": true, "analyzing": true,
	"analysing": true, "discussing": true, "debunking": true, "against": true, "countering": true,
	"sobre": true, "acerca": true, "sur": true, "uber": true, "о": true, "об": true, "про": true,
	"tentang": true, "mengenai": true, "kuhusu": true, "hakkinda": true, "ve": true,
}

// insideIntent reports a framing word that is part of an intent phrase:
// "avoid" in "avoid getting caught" is no prevention framing.
func (s *scorer) insideIntent(h hit) bool {
	for _, in := range s.of(roleIntent) {
		if h.i < in.j && in.i < h.j {
			return true
		}
	}
	return false
}

// insideTerm reports a framing word that lies within a term of c: "news"
// in "fake news", "story" in "a fabricated story".
func (s *scorer) insideTerm(h hit, c category) bool {
	for _, t := range s.of(roleTerm) {
		if t.e.cat == c && t.i <= h.i && h.j <= t.j {
			return true
		}
	}
	return false
}

// mitigated reports framing that applies to c, and whether any of it is
// defensive (strong).
func (s *scorer) mitigated(c category) (framed, strong bool) {
	for _, h := range s.of(roleMitigate) {
		if h.e.mask.has(c) && !s.insideIntent(h) && !(speech(c) && s.insideTerm(h, c)) {
			framed = true
			strong = strong || h.e.strong
		}
	}
	return framed, strong
}

func (s *scorer) category(c category) (detect.Finding, bool) {
	var best, bestPartner hit
	bestW, found, anyFirm, distinct := 0.0, false, false, 0
	seen := map[*entry]bool{}
	at := map[int]bool{} // one phrase in two entries is one term
	for _, t := range s.of(roleTerm) {
		if t.e.cat != c {
			continue
		}
		w, firm := t.e.w, !t.e.amb
		partner, ok := s.paired(t)
		if ok {
			w, firm = t.e.pw, true
		}
		if !seen[t.e] && !at[t.i] {
			distinct++
		}
		seen[t.e], at[t.i] = true, true
		anyFirm = anyFirm || firm
		if w > bestW {
			best, bestW, found = t, w, true
			bestPartner = hit{}
			if ok {
				bestPartner = partner
			}
		}
	}
	if !found {
		return detect.Finding{}, false
	}
	var why []string
	score := bestW + min(maxExtraBonus, extraHitBonus*float64(distinct-1))
	intent := s.intent(c)
	switch {
	case !anyFirm:
		score = min(score, ambiguousCap)
		why = append(why, "ambiguous wording only")
	case intent > 0:
		score += intent
		why = append(why, "with instructional or operational intent")
	}
	if bestPartner.e != nil {
		why = append([]string{partnerReason(best.e.pair, c)}, why...)
	}
	if framed, defensive := s.mitigated(c); defensive {
		score *= mitigatedDefensive
		why = append(why, "lowered by defensive or protective framing")
	} else if framed {
		if intent > 0 && anyFirm {
			score *= mitigatedWithIntent
		} else {
			score *= mitigated
		}
		why = append(why, "lowered by educational, news, medical or fictional framing")
	}
	score = min(1, score)
	if score < MinScore {
		return detect.Finding{}, false
	}
	start, end := s.span(best, bestPartner)
	expl := fmt.Sprintf("Text contains %s content", categoryLabels[c])
	if len(why) > 0 {
		expl += " (" + strings.Join(why, "; ") + ")"
	}
	return detect.Finding{
		Detector: Detector, Category: categoryNames[c], Score: round(score),
		Start: start, End: end, Snippet: detect.Mask(s.text[start:end]),
		Explanation: expl + ".",
	}, true
}

func partnerReason(p pairing, c category) string {
	switch {
	case p == pairAction:
		return "paired with a verb of making, getting or doing"
	case p == pairTarget:
		return "aimed at a person"
	case p == pairObject && c == disinformation:
		return "aimed at a person or company"
	case p == pairObject:
		return "aimed at an account, system or belonging"
	default:
		return "aimed at a group of people"
	}
}

// sexualMinors applies the rule in the package comment.
func (s *scorer) sexualMinors() (detect.Finding, bool) {
	protective := len(s.of(roleProtective)) > 0
	request := len(s.of(roleRequest)) > 0
	if protective && !request {
		return detect.Finding{}, false
	}
	var a, b hit
	found := false
	for _, t := range s.of(roleTerm) {
		if t.e.cat != sexualMinors {
			continue
		}
		// Named terms count on their own; words such as "pedophilia" only
		// with a request to produce, promote or normalise.
		if t.e.pair == pairNone {
			a, b, found = t, hit{}, true
			break
		}
		if p, ok := s.paired(t); ok {
			a, b, found = t, p, true
			break
		}
	}
	if !found {
		sexWords := s.of(roleSexStrong)
		window := minorWindow
		if !protective && request {
			sexWords = append(sexWords[:len(sexWords):len(sexWords)], s.of(roleSexWeak)...)
		}
		if protective {
			// A protective text that also asks for content is only caught
			// with explicit words close to the minor.
			window = minorWindow / 2
		}
	outer:
		for _, m := range s.of(roleMinor) {
			for _, x := range sexWords {
				if s.near(x, m, window) {
					a, b, found = x, m, true
					break outer
				}
			}
		}
		if !found {
			found = s.minorAgeNearSex(&a, &b, sexWords, window)
		}
	}
	if !found {
		return detect.Finding{}, false
	}
	start, end := s.span(a, b)
	return detect.Finding{
		Detector: Detector, Category: categoryNames[sexualMinors], Score: 1,
		Start: start, End: end, Snippet: detect.Mask(s.text[start:end]),
		Explanation: "Text contains sexual content involving minors.",
	}, true
}

// minorAgeNearSex finds an age under 18 ("12 year old", "aged 14") near a
// sexual word.
func (s *scorer) minorAgeNearSex(a, b *hit, sexWords []hit, window int) bool {
	for i := 0; i+1 < len(s.toks); i++ {
		n, ok := smallNumber(s.toks[i].s)
		if !ok || n >= 18 || n < 1 {
			continue
		}
		next := s.toks[i+1].s
		prev := ""
		if i > 0 {
			prev = s.toks[i-1].s
		}
		if next != "year" && next != "years" && next != "yr" && next != "yrs" && prev != "aged" && prev != "age" {
			continue
		}
		m := hit{i: i, j: i + 2}
		for _, x := range sexWords {
			if s.near(x, m, window) {
				*a, *b = x, m
				return true
			}
		}
	}
	return false
}

func smallNumber(s string) (int, bool) {
	if len(s) == 0 || len(s) > 2 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// span is the byte span covering a hit and its partner (if any).
func (s *scorer) span(a, b hit) (int, int) {
	i, j := a.i, a.j
	if b.e != nil || b.j > 0 {
		i, j = min(i, b.i), max(j, b.j)
	}
	return s.toks[i].start, s.toks[j-1].end
}

func round(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }

// asciiLower lower-cases ASCII letters only, keeping byte offsets.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
