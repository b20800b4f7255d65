package ner

import "strings"

// Language check. Capitalisation is the strongest cue for a name in
// English, and a misleading one in German, where every noun is
// capitalised ("Großteil", "Übergang" are not people). A chunk's language
// is guessed from its share of function words, which costs one map lookup
// per token; the guess is a feature (conjoined with capitalisation), so a
// model trained with German text learns what a capital means there, and
// for a language the model was not trained on a lone capitalised word needs
// a higher score to be reported as a PERSON (see strictPersonScore).

// Languages the check tells apart. langEnglish is also the answer when
// the text is too short or has too few function words to tell.
const (
	langEnglish = iota
	langGerman
	langFrench
	langSpanish
	langPortuguese
	langItalian
	langDutch
	langSwedish
	numLangs
)

// stopwords are frequent function words that tell the languages apart.
// Words shared with English ("in", "so", "was", "die", "a", "as") are left
// out of the other lists, since a name in English text must not flip it.
var stopwords = [numLangs]string{
	langEnglish:    "the and of to is that it was for with on are this be by from at have not but you they his her which were has been will would an or he she we i its their there what when who",
	langGerman:     "der das und ist nicht ein eine einer eines einem einen den dem des mit von zu sich auf für im auch es wird wurde sind dass aus bei nach wie oder aber noch über vom zum zur ich sie er wir hat haben werden kann nur als sein ihre ihr diese dieser durch einen gegen seit unter wenn",
	langFrench:     "le la les des est et une un du dans pour que qui pas sur au aux avec ce cette il elle sont ont été par plus mais ou nous vous je ne se son sa ses leur",
	langSpanish:    "el la los las y es un una del en que por para con no se su sus al lo como más pero fue son está este esta también ha muy",
	langPortuguese: "o os um uma do da dos das em no na nos nas que é para com não por se foi mais pelo pela ao seu sua também são",
	langItalian:    "il lo la gli le di che e è un una per con non sono del della dei delle nel nella al alla da si anche come più ma questo questa",
	langDutch:      "de het een van en is dat op te zijn voor met niet aan er om ook als bij door naar maar wordt werd hij zij ze dit deze wat nog",
	langSwedish:    "och att det som en är av för med den till på inte har de om ett var jag han hon vi men sig från kan så efter vid eller också",
}

// stopwordLangs maps the hash of a lower-cased function word (as in
// word.lower) to the bit set of the languages it belongs to.
var stopwordLangs = func() map[uint64]uint8 {
	m := map[uint64]uint8{}
	for l, list := range stopwords {
		for _, w := range strings.Fields(list) {
			var d word
			describe(&d, w, false)
			m[d.lower] |= 1 << l
		}
	}
	return m
}()

// detectLang guesses the language of a chunk from its function words: the
// language with the most, if it has at least two and at least one word in
// twelve is a function word of it; English on a tie or too little evidence.
func detectLang(words []word) int {
	var hits [numLangs]int
	alpha := 0
	for i := range words {
		if words[i].cls == capDigit || words[i].cls == capOther {
			continue
		}
		alpha++
		if bits := stopwordLangs[words[i].lower]; bits != 0 {
			for l := range numLangs {
				if bits&(1<<l) != 0 {
					hits[l]++
				}
			}
		}
	}
	best := langEnglish
	for l := 1; l < numLangs; l++ {
		if hits[l] > hits[best] {
			best = l
		}
	}
	if best == langEnglish || hits[best] < 2 || hits[best]*12 < alpha {
		return langEnglish
	}
	return best
}

// trainedLangs returns the bit set of the languages with at least
// minLangExamples examples: for those the model has seen what
// capitalisation means.
func trainedLangs(examples []Example) uint32 {
	var n [numLangs]int
	s := new(scratch)
	for _, ex := range examples {
		s.toks = forChunks(ex.Text, s.toks, func(toks []token) {
			s.words = grow(s.words, len(toks))
			for i, t := range toks {
				describe(&s.words[i], ex.Text[t.start:t.end], t.nlBefore)
			}
			n[detectLang(s.words)]++
		})
	}
	var set uint32 = 1 << langEnglish
	for l, c := range n {
		if c >= minLangExamples {
			set |= 1 << l
		}
	}
	return set
}

// minLangExamples is how many training examples of a language make it a
// trained one.
const minLangExamples = 500

// strictPersonScore is the lowest score of a one-token PERSON in text of a
// language the model was not trained on.
const strictPersonScore = 0.9
