package harm

import "strings"

// The lexicon in languages other than English. Each language fills the
// roles of the English lexicon (data.go) with the same weights; lang.specs
// turns it into specs. Phrases follow the spec syntax; they are folded like
// text (accents off, lower case, traditional Chinese characters of
// tradToSimp to simplified), so they may be written with or without
// diacritics. In Han, kana and Thai a phrase is a run of characters found
// anywhere in the text (see norm.go), so short runs that occur inside
// innocent words must be avoided or neutralised.
//
// Violent verbs of these languages pair with a person on either side
// (entry.targetBefore): objects come before verbs in Japanese, Korean,
// Turkish, Hindi and Bengali, clitic pronouns before them in the Romance
// languages, and "把" puts the object first in Chinese. In languages with
// lang.svo the person only comes after the verb.

// lang is one language's share of the lexicon, by role.
type lang struct {
	neutral                     string // idioms whose words never count
	intent, covert              string // instructional intent; covert intent
	edu, medical, fiction       string // framing that lowers scores
	demolish                    string // demolition, firefighting, accidents: lowers violence (English: data.go)
	actMake                     string // make, build, buy, get, sell (weapons, drugs)
	actWeapon, actDrug, actPlan string // detonate; grow, inject; plan, carry out
	actWrite, promote           string // write, generate (sexual, hate); promote, glorify
	kill, hurt                  string // violent verbs that pair with a person
	targets                     string // persons, objects of violent verbs
	murder                      string // a violent verb and its person in one word ("杀人", "살인하다")
	clitics                     string // object pronouns that count only before the verb ("la tuer")
	violence, violenceLone      string // paired with an action; strong alone
	placeAttack                 string // blowing up or burning a building or vehicle (lang_places.go)
	// how asks how to do something with an infinitive after it ("cómo
	// matar", "comment tuer", "как убить"): with each verb of kill, hurt,
	// hack, steal, actMake, actWeapon, actDrug and howVerbs it is intent,
	// as English "how to" is.
	how, howVerbs               string
	self60, self45, self30      string // self-harm by strength
	sexual, sexualAmb           string // explicit (pairs with write); ambiguous
	hatePred, hateTerm, hateAmb string // dehumanising predicate (pairs with a group); hateful content; nazi, genocide
	slurs, groups               string
	bomb, gun, weapon           string // ambiguous explosives; ambiguous firearms; named weapons
	drug, drugAmb, drugLone     string // named drugs; ambiguous; strong alone
	drugMid                     string // the word "drugs" where it means illegal ones
	minor, sexStrong, sexWeak   string // for sexual_minors
	csam, pedo                  string // named terms; paedophilia-type words with a promote verb
	protective, request         string // child-protection framing; request for content
	// crime and cybercrime (data_crime.go has the English)
	actCrime          string // write, create, spread, commit, launder, buy, sell
	defend            string // defensive framing: detect, protect, my own
	crime, crimeLone  string // crime nouns (pair with actCrime); crime requests strong alone
	cyber, cyberLone  string // malware, phishing (pair with actCrime); hacking requests strong alone
	hack, systems     string // hacking verbs; the accounts and systems they act on
	steal, belongings string // stealing verbs; what they act on
	// svo: the person comes after the violent verb only (Thai, Vietnamese,
	// Indonesian, Swahili), so a subject before it is not taken for one.
	svo bool
}

func (l *lang) specs() []spec {
	var out []spec
	add := func(e entry, phrases ...string) {
		for _, p := range phrases {
			if p != "" {
				out = append(out, spec{e, p})
			}
		}
	}
	violent := entry{kind: roleTerm, cat: violence, pair: pairTarget, amb: true, targetBefore: !l.svo}
	kill, hurt := violent, violent
	kill.w, kill.pw = 0.15, 0.5
	hurt.w, hurt.pw = 0.1, 0.35

	add(entry{kind: roleNeutral}, l.neutral)
	add(entry{kind: roleIntent, w: 0.15}, l.intent)
	add(entry{kind: roleIntent, w: 0.25}, l.covert)
	if l.how != "" {
		var verbs []string
		for _, v := range []string{l.kill, l.hurt, l.hack, l.steal, l.actMake, l.actWeapon, l.actDrug, l.howVerbs} {
			if v != "" {
				verbs = append(verbs, v)
			}
		}
		add(entry{kind: roleIntent, w: 0.15}, pairUp(l.how, strings.Join(verbs, ", ")))
	}
	add(entry{kind: roleMitigate, mask: mEdu}, l.edu)
	add(entry{kind: roleMitigate, mask: mMedical}, l.medical)
	add(entry{kind: roleMitigate, mask: mFiction}, l.fiction)
	add(entry{kind: roleMitigate, mask: maskOf(violence)}, l.demolish)
	add(entry{kind: roleAction, mask: maskOf(weapons, illegalDrugs)}, l.actMake)
	add(entry{kind: roleAction, mask: maskOf(weapons)}, l.actWeapon)
	add(entry{kind: roleAction, mask: maskOf(illegalDrugs)}, l.actDrug)
	add(entry{kind: roleAction, mask: maskOf(violence)}, l.actPlan)
	add(entry{kind: roleAction, mask: maskOf(sexual, hate)}, l.actWrite)
	add(entry{kind: roleAction, mask: allCats, beforeOnly: true}, l.promote)
	add(kill, l.kill)
	add(hurt, l.hurt)
	add(entry{kind: roleTarget}, l.targets)
	add(entry{kind: roleTarget, beforeOnly: true}, l.clitics)
	add(entry{kind: roleTerm, cat: violence, w: 0.25, pw: 0.55, pair: pairAction}, l.violence)
	add(entry{kind: roleTerm, cat: violence, w: 0.5}, l.murder)
	add(entry{kind: roleTerm, cat: violence, w: 0.6}, l.violenceLone)
	add(entry{kind: roleTerm, cat: violence, w: 0.45}, l.placeAttack)
	add(entry{kind: roleTerm, cat: selfHarm, w: 0.6}, l.self60)
	add(entry{kind: roleTerm, cat: selfHarm, w: 0.45}, l.self45)
	add(entry{kind: roleTerm, cat: selfHarm, w: 0.3}, l.self30)
	add(entry{kind: roleTerm, cat: sexual, w: 0.3, pw: 0.6, pair: pairAction}, l.sexual)
	add(entry{kind: roleTerm, cat: sexual, w: 0.15, amb: true}, l.sexualAmb)
	add(entry{kind: roleTerm, cat: hate, w: 0.2, pw: 0.5, pair: pairGroup, amb: true}, l.hatePred)
	add(entry{kind: roleTerm, cat: hate, w: 0.3, pw: 0.6, pair: pairAction}, l.hateTerm)
	add(entry{kind: roleTerm, cat: hate, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, l.hateAmb)
	add(entry{kind: roleTerm, cat: hate, w: 0.5}, l.slurs)
	add(entry{kind: roleGroup}, l.groups)
	add(entry{kind: roleTerm, cat: weapons, w: 0.25, pw: 0.6, pair: pairAction, amb: true}, l.bomb)
	add(entry{kind: roleTerm, cat: weapons, w: 0.15, pw: 0.35, pair: pairAction, amb: true}, l.gun)
	add(entry{kind: roleTerm, cat: weapons, w: 0.45, pw: 0.7, pair: pairAction}, l.weapon)
	add(entry{kind: roleTerm, cat: illegalDrugs, w: 0.3, pw: 0.65, pair: pairAction}, l.drug)
	add(entry{kind: roleTerm, cat: illegalDrugs, w: 0.1, pw: 0.3, pair: pairAction, amb: true}, l.drugAmb)
	add(entry{kind: roleTerm, cat: illegalDrugs, w: 0.15, pw: 0.45, pair: pairAction, amb: true}, l.drugMid)
	add(entry{kind: roleTerm, cat: illegalDrugs, w: 0.55}, l.drugLone)
	add(entry{kind: roleMinor}, l.minor)
	add(entry{kind: roleSexStrong}, l.sexStrong)
	add(entry{kind: roleSexWeak}, l.sexWeak)
	add(entry{kind: roleTerm, cat: sexualMinors, w: 1}, l.csam)
	add(entry{kind: roleTerm, cat: sexualMinors, w: 0, pw: 1, pair: pairAction}, l.pedo)
	hack := entry{kind: roleTerm, cat: cybercrime, w: 0.1, pw: 0.5, pair: pairObject, amb: true, targetBefore: !l.svo}
	steal := hack
	steal.cat = crime
	add(entry{kind: roleAction, mask: mCrime}, l.actCrime)
	add(entry{kind: roleMitigate, mask: mCrime, strong: true}, l.defend)
	add(entry{kind: roleTerm, cat: crime, w: 0.15, pw: 0.6, pair: pairAction}, l.crime)
	add(entry{kind: roleTerm, cat: crime, w: 0.45}, l.crimeLone)
	add(entry{kind: roleTerm, cat: cybercrime, w: 0.15, pw: 0.65, pair: pairAction}, l.cyber)
	add(entry{kind: roleTerm, cat: cybercrime, w: 0.45}, l.cyberLone)
	add(hack, l.hack)
	add(entry{kind: roleObject, mask: maskOf(cybercrime)}, l.systems)
	add(steal, l.steal)
	add(entry{kind: roleObject, mask: maskOf(crime)}, l.belongings)
	add(entry{kind: roleProtective}, l.protective)
	add(entry{kind: roleRequest}, l.request)
	return out
}

// languages are the languages of the lexicon besides English.
var languages = []*lang{
	&spanish, &french, &german, &portuguese, &italian, &russian,
	&chinese, &japanese, &korean, &hindi, &bengali, &arabic,
	&vietnamese, &thai, &indonesian, &javanese, &swahili, &turkish,
}

// languageSpecs is the lexicon of every language but English.
func languageSpecs() []spec {
	var out []spec
	for _, l := range languages {
		out = append(out, l.specs()...)
		if sl := speechLangs[l]; sl != nil {
			out = append(out, sl.specs(l)...)
		}
	}
	return out
}
