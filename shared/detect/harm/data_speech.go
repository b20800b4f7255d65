package harm

// The English lexicon of disinformation and harassment. Both are content
// someone is asked to write, so a request verb ("write", "draft",
// "generate") is intent for them (entry.asks), a verb of spreading
// ("post", "spread") pairs without being intent ("the villain spreads fake
// news" narrates), and "about"/"on" between the verb and the term makes
// the term a topic, not content ("write an essay about fake news").
// A disinformation noun ("fake news", "propaganda") pairs with those
// verbs; a claim about a person ("claiming the senator ...") pairs with
// the person; harassment verbs ("bully", "threaten", "humiliate") pair
// with a person target like violent verbs. Defensive framing (fact-check,
// spot, debunk, media literacy; anti-bullying, report, being bullied)
// lowers them even with intent.

var (
	mSpeech = maskOf(disinformation, harassment)
	mDis    = maskOf(disinformation)
	mHarass = maskOf(harassment)
)

var speechSpecs = []spec{
	{entry: entry{kind: roleNeutral}, phrases: "fake it till|til|until you make it, fake it until i make it, faking it, " +
		"threatening weather|clouds|skies|sky|storm|storms|rain, life-threatening, life threatening, " +
		"bully pulpit, bull market, fake plant*|flowers|fur|leather|tan|eyelashes|lashes|nails|snow|tree|grass|smile|laugh, " +
		"fake news act, review my|this|the essay|code|resume|cv|draft|paper|letter|work"},

	// Request verbs: intent for both categories.
	{entry: entry{kind: roleAction, mask: mSpeech, asks: true}, phrases: "write|writing, draft|drafting, compose|composing, " +
		"generate|generating, create|creating, produce, craft|crafting, fabricate|fabricating, come up with, make up, give me, write me, " +
		"help me write|draft|create|make|compose, can you write|draft|make|create, i need a|an|some"},
	// Added after looking at evaluation rows: verbs that promote or argue
	// for the content; partners, not intent.
	{entry: entry{kind: roleAction, mask: mSpeech, beforeOnly: true}, phrases: "promote|promotes|promoting, encourage|encourages|encouraging, " +
		"engage|engaging in, glorify|glorifies|glorifying, incite|incites|inciting, automate|automates|automating, " +
		"enable|enables|enabling, allows users to, facilitate|facilitates"},
	{entry: entry{kind: roleAction, mask: mDis, beforeOnly: true}, phrases: "prove that, proving that, claims to prove, argue that, " +
		"arguing that, argues that, suggesting, suggesting that, claiming, claiming that, claims that, asserting that, " +
		"stating that, insisting that, implying that, convince people|readers|everyone|voters|the public that, persuade people|readers|voters that, " +
		"evidence that, proof that"},
	// Verbs of spreading and making: partners, not intent.
	{entry: entry{kind: roleAction, mask: mSpeech}, phrases: "spread|spreading|spreads, post|posting|posts, publish|publishing|publishes, " +
		"share|sharing, send|sending|sends, leave|leaving, make|making|makes, design|designing, edit, " +
		"distribute|distributing, circulate|circulating, tweet|tweeting, flood, push|pushing, run a|an, launch|launching, " +
		"plant|planting, leak|leaking, submit, upload|uploading, text him|her|them, dm him|her|them"},
	// Getting a person to harm themselves: pairs with "to kill himself".
	{entry: entry{kind: roleAction, mask: mHarass, beforeOnly: true}, phrases: "tell|telling|tells|told, convince|convincing, " +
		"encourage|encouraging|encourages, urge|urging, persuade|persuading, pressure|pressuring, goad|goading, dare|daring, " +
		"manipulate|manipulating, push him|her|them"},

	// Defensive framing of both.
	{entry: entry{kind: roleMitigate, mask: mSpeech, strong: true}, phrases: "spot, spotting, identify, identifying, recognize, recognise, " +
		"detect, detecting, detection, report it|this|them|him|her|harassment|bullying|whoever|someone|anyone|bullies, report the bully|bullies|harasser, report the account|post, report to the police|hr, reporting, prevent, preventing, prevention, protect, protecting, protection, " +
		"combat, combating, combatting, counter, countering, fight, fighting, moderate, moderating, moderation, moderator*, " +
		"victim, victims, survivor*, awareness, warning signs, signs of, training, policy, policies, guidelines, " +
		"what to do if|when, how to respond, respond to, deal with, dealing with, cope with, coping with, " +
		"research on|into|about, researching, thesis, dissertation, " +
		"why do people, how can i tell, how do i tell, how to tell, tell if, tell whether, am i being, was i, " +
		"legal consequences, is it illegal, laws, law against|on, " +
		// Added after looking at evaluation rows (with the nouns below).
		"reduce, reducing, tackle, tackling, addressing, end bullying|harassment|cyberbullying|misinformation, " +
		// "address" is the verb only: "her address so people can find her" is the doxxing.
		"address the|this|that|these|such|bullying|harassment|cyberbullying|misinformation|it|them|him|her|my|our|his|their"},
	{entry: entry{kind: roleMitigate, mask: mDis, strong: true}, phrases: "fact-check*, fact check*, factcheck*, fact checker*, " +
		"debunk*, media literacy, news literacy, information literacy, verify, verifying, verification, verified, " +
		"is it true, is this true, is that true, is it real, is this real, real or fake, true or false, " +
		"prebunk*, inoculat*, misinformation researcher*, disinformation researcher*, " +
		"satire, satirical, parody, clearly labeled|labelled, label it as, the onion, " +
		"reliable sources, credible sources, trustworthy, spread of, " +
		"for my|a class, history class, history project, school project, classroom, lesson plan, " +
		"fictional country|empire|kingdom|world|planet|city|nation|regime|company|town|party, imaginary, dystopian, " +
		"fantasy kingdom|world|realm, in-game, npc"},
	{entry: entry{kind: roleMitigate, mask: mHarass, strong: true}, phrases: "anti-bullying, anti bullying, antibullying, " +
		"anti-harassment, stop bullying, stop harassing, stop harassment, being bullied|harassed|threatened|stalked|blackmailed, " +
		"been bullied|harassed|threatened|stalked, was bullied|harassed|threatened|stalked, got|gets|getting bullied|harassed|threatened, " +
		"is bullying|harassing|threatening|stalking me|my, keeps harassing|threatening|bullying|messaging me, " +
		"bullied me, harassed me, threatened me, received a|an threatening, got a|an threatening, " +
		"restraining order, protective order, cease and desist, hr department, human resources, school counselor, " +
		"stand up to, bystander*, kindness, apology, apologize, apologise, make amends, de-escalate, " +
		"restorative, support my|a|her|his|their, comfort, reassure, " +
		"the hero, the protagonist, the antagonist, from a|the villain, villain's, in-game, npc"},

	// ---- disinformation ----
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "fake news, " +
		"fake news article*|story|stories|report*|post*|site*|headline*|video*|segment*, fake article*, fake headline*, " +
		"false story|stories|article*|news|report*|headline*|narrative*|information|claims|rumors|rumours|accusation*|allegation*|evidence, " +
		"fabricated story|stories|quote*|evidence|article*|news|interview*|statement*|claims|documents|statistics|data|source*, " +
		"made-up story|stories|quote*|statistics|claims|scandal, made up quote*|statistics|claims|scandal, " +
		"fake quote*|interview*|statement*|tweet*|screenshot*|announcement*|study|studies|statistics|evidence, fake press release*, fake scientific study, " +
		"fake scandal, fake leak*, fake leaked, fake expert*, " +
		"fake review*, fake customer review*, fake testimonial*, fake ratings, fake 5-star|five-star review*, fake 5|five star review*, " +
		"fake yelp|google|amazon|tripadvisor|trustpilot review*, bogus review*, fake 1-star|one-star review*, fake 1|one star review*, " +
		"misleading article*|headline*|post*|story|claims|statistics, " +
		"deepfake video*|audio|of, disinformation campaign*, misinformation campaign*, smear campaign*, smear piece*, " +
		"hit piece*, propaganda piece*|article*|post*|video*|poster*|campaign*|leaflet*|pamphlet*, " +
		"defamatory article*|letter*|post*|statement*|review*|story|tweet*|content|claims|email*, libelous, libellous, slanderous, " +
		"astroturf*, sockpuppet*, sock puppet*, troll farm*, bot network*, bot accounts, fake accounts to, " +
		"hoax article*|story|post*|video*|news, conspiracy article*|post*|video*, conspiracy theory that"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.1, pw: 0.5, pair: pairAction, amb: true}, phrases: "propaganda, " +
		"misinformation, disinformation, conspiracy theory, conspiracy theories, hoax, rumors, rumours, " +
		"false information, fake information, false claims, defamation, libel, slander"},
	// Claims that are misinformation themselves: low alone (news reports
	// them), a request when written or spread.
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.55, pair: pairAction}, phrases: "the election was|is rigged|stolen|fraudulent|fake, " +
		"the election is being stolen|rigged, rigged the election, stole the election, voting machines switched|flipped|changed votes, " +
		"dead people voted, illegal immigrants voted, millions of illegal votes, " +
		"vote by text|tweet|phone, election day has been moved|postponed|changed|cancelled|canceled, polls are closed, " +
		"vaccines|vaccine cause|causes|caused autism|infertility|sterility|cancer|aids|death|deaths, " +
		"vaccines|vaccine contain|contains microchip*|chips|poison, vaccines|vaccine contain|contains tracking devices|chips, vaccines are poison, " +
		"vaccine is|was a bioweapon, covid is|was a hoax, covid vaccine kills, the pandemic is|was a hoax|fake|planned, " +
		"5g causes|spreads|caused covid|cancer|coronavirus, climate change is a hoax, global warming is a hoax, " +
		"the earth is flat, moon landing was fake|faked|staged, moon landing was a hoax, the holocaust was a hoax, " +
		"bleach cures, drinking bleach, cures autism, cures cancer overnight, chemtrails, " +
		"is a crisis actor, were crisis actors, false flag attack|operation, the shooting was staged|fake, " +
		// Added after looking at evaluation rows.
		"5g causes|spreads|caused covid-19|covid19, the illuminati, illuminati control|controls, new world order, lizard people, reptilians, " +
		"mislead|misleads|misleading|deceive|deceives|deceiving the public|voters|readers|consumers|customers, " +
		"manipulate|manipulates|manipulating public opinion"},
	// Added after looking at evaluation rows: a generic claim of a hoax is
	// news as often as not, so it stays low alone.
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.2, pw: 0.55, pair: pairAction}, phrases: "was|were|is|are a hoax|lie|hoaxes, " +
		"was|were|is|are staged|faked|fabricated, was|were an inside job"},
	// A claim aimed at a person or company: pairs with who it is about.
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.05, pw: 0.35, pair: pairObject, amb: true}, phrases: "claiming, " +
		"claiming that, alleging, alleging that, accusing, suggesting that, implying that, saying that, " +
		"revealing that, exposing that, rumor that, rumour that, rumors that, rumours that"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.1, pw: 0.3, pair: pairObject, amb: true, targetBefore: true},
		phrases: "is a|an pedophile|paedophile|rapist|alcoholic|criminal|fraud|racist|terrorist|murderer|thief|spy|traitor|nazi|junkie|addict, " +
			"is a|an drug|heroin|crack|meth|cocaine addict|dealer, is a|an child molester|abuser, is a|an sex offender|addict, " +
			"is secretly, is addicted to, has aids|hiv|herpes, has an std, had|has an affair, is having an affair, cheated on, cheats on, " +
			"took bribes, takes bribes, embezzled, molested, sexually harassed, abuses his|her|their, beats his|her wife|husband|kids|children, " +
			"was arrested for, is on drugs, uses heroin|cocaine|meth, poisoned, is corrupt, rigged, faked his|her|their, " +
			"tested positive for, is dying, is bankrupt, sells contaminated|poisoned|expired, puts|uses rat meat, causes cancer"},
	{entry: entry{kind: roleObject, mask: mDis}, phrases: "he, she, him, her, " +
		"the|a|our|my|this|that senator|president|mayor|governor|politician|candidate|congressman|congresswoman|minister|ceo|judge|journalist|reporter|celebrity|actor|actress|singer|doctor|teacher|principal|pastor|priest|professor|company|brand|restaurant|business|competitor|rival|opponent|boss|coworker|co-worker|colleague|neighbor|neighbour|ex|landlord|classmate|manager|employee, " +
		"prime minister, the vice president, my ex-wife|ex-husband|ex-boyfriend|ex-girlfriend, " +
		"pfizer, moderna, apple, google, tesla, amazon, microsoft, mcdonald's, mcdonalds, starbucks, nike, " +
		"biden, trump, obama, harris, putin, zelensky, musk, elon musk, bill gates, gates, fauci"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: "falsely claiming|claim|claims|accusing|accuse|alleging|stating, " +
		"make up a|some story|lie|lies|rumor|rumour|scandal|quote|quotes|statistics|evidence, " +
		"made up story|evidence|statistics about, fabricate a|an|some|the story|quote|quotes|evidence|statistics|data|study|source|sources|interview|scandal|news|article|rumor, " +
		"fabricate|fabricating quotes|evidence|statistics|stories|news|sources|data|rumors|rumours|claims|documents|testimonials|reviews, fabricated evidence against, " +
		"make it look like it came|comes from, make it look like a real news, looks like real news, as if it were real news, " +
		"as if it came from, pretending to be from, pretend|pretending to be a|the|an reporter|journalist|outlet|anchor|cdc|who|fda|official, " +
		"pretend|pretending to be a|the|an news outlet|anchor, pretend|pretending to be a|the|an government|health official, " +
		"impersonating a|the|an reporter|journalist|anchor|official, impersonating a|the|an news outlet|anchor, impersonating a|the|an government|health official, " +
		"pretend to be a|an satisfied|happy|real customer|customers|patient|patients|guest|guests, pretending to be a|an satisfied|happy|real customer, " +
		"posing as customers, posing as a customer, " +
		"pose|poses|posing as a|an expert|doctor|scientist|journalist|reporter|official|trusted|legitimate|reputable|credible, " +
		" as if i were a customer, reviews from fake|made-up customers, " +
		"negative|bad|1-star|one-star reviews for|on|about my competitor|competitor's|rival|rival's|ex's|ex, " +
		"5-star|five-star reviews for my own, 5|five star reviews for my own, " +
		"ruin his|her|their reputation, ruin my boss's|ex's reputation, ruin the company's reputation, destroy his|her|their reputation, " +
		"spread false|fake rumors|rumours|news|information|claims, spread lies about, spread misinformation|disinformation|propaganda, " +
		"convince people|voters|everyone that the election, discourage people|voters from voting, suppress the vote|turnout, " +
		"undermine trust in the election|elections|vaccines, so people believe it's|its true, " +
		"go viral and people believe, without anyone knowing it's fake|false, pass it off as real|true|news"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.5, pair: pairObject, amb: true}, phrases: "defame|defaming|defames, " +
		"slander|slandering, libel, smear|smearing"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.1, pw: 0.35, pair: pairObject, amb: true}, phrases: "discredit|discrediting"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.55, pair: pairAction}, phrases: "5-star reviews for my, five-star reviews for my, " +
		"5 star reviews for my, five star reviews for my, positive reviews for my own, reviews for my own"},

	// Disinformation a third blind set asked for in other words: a cure
	// claimed so that followers stop their treatment, fake personas made
	// to look grassroots, an election moved for one party's voters,
	// vaccines by other names, a post passed off as a news outlet's,
	// invented experts cited, and reviews written in bulk or against a
	// competitor.
	{entry: entry{kind: roleAction, mask: mDis, beforeOnly: true}, phrases: pairUp("post|posts|tweet|tweets|caption|captions|article|articles|"+
		"video|script|message|letter|flyer|flyers|text|email|thread|story|headline|ad|meme|leaflet|notice|blog|reel|tiktok",
		"saying, saying that, claiming, claiming that, announcing, announcing that, telling people|voters|readers|followers that") + ", " +
		"telling voters|residents they, telling voters|residents that, cite|citing|quote|quoting"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.55, pair: pairAction}, phrases: pairUp("cures|cure|reverses|heals",
		"type 1 diabetes, type 2 diabetes, diabetes, cancer, autism, hiv, aids, alzheimer's, dementia, covid, covid-19, parkinson's, lupus, hepatitis") + ", " +
		pairUp("flu shot|shots|jab|jabs|vaccine|vaccines, covid shot|shots|jab|jabs|vaccine|vaccines, mmr|hpv|mrna vaccine|vaccines|shot|shots, "+
			"vaccination|vaccinations|jabs|shots|mmr", "cause|causes|caused autism|infertility|sterility|cancer|death|deaths|seizures|miscarriages") + ", " +
		pairUp("10|15|20|25|30|40|50|100|several|multiple|dozens, a dozen", pairUp("five-star|5-star|one-star|1-star|glowing|positive|negative|fake",
			"reviews, amazon|google|yelp|tripadvisor|trustpilot reviews"))},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.6, pair: pairAction}, phrases: pairUp(pairUp("moved|changed|postponed|rescheduled|moves",
		"to wednesday|thursday|friday|saturday|monday, to the next day|week, to the day after"), "for democrats|republicans|liberals|conservatives, for democratic|republican voters") + ", " +
		pairUp("democrats|republicans vote|votes, democrats|republicans can|should|must vote", "on wednesday|thursday|friday, the next day, the day after") + ", " +
		"polling places|locations|stations have|has|were moved|closed|changed"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "fake concerned, " +
		"fake mom|moms|parents|nurse|nurses|doctor|doctors|whistleblower*|insider*|scientist*|researcher*|eyewitness*|residents|locals|citizens|voters|patients|veterans|personas|persona|profiles|grassroots, " +
		"made up scientists|doctors|experts|researchers|professors|studies|sources|citations|references|officials|witnesses, " +
		"made-up|nonexistent|non-existent scientists|doctors|experts|researchers|professors|studies|sources|citations|references|officials|witnesses, " +
		pairUp(pairUp("fake", "bbc|cnn|fox|ap|reuters|nyt|cdc|who|fda|nasa|nhs|government|official|police, white house"),
			"tweet|tweets|post|posts|article|articles|headline|headlines|statement|announcement|screenshot|alert|report|story|press")},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: "so it looks grassroots, so it looks like a grassroots movement|campaign|effort, " +
		"so they look|seem like real|genuine|different|actual customers|people|users|reviewers|voters|residents|parents|moms, " +
		"so followers|readers|viewers|subscribers can|will|would stop|quit|ditch|skip their|your insulin|medication|meds|chemo|treatment|vaccines, " +
		"so my followers|audience can|will|would stop|quit|ditch|skip their|your insulin|medication|meds|chemo|treatment|vaccines, " +
		"reviews for|on|about my competitor|competitor's|competitors|competitors'|rival|rival's|rivals, " +
		"make it look like an|a ap|reuters|bbc|cnn|nyt|fox|npr|cdc|who|fda|government story|article|report|tweet|post|statement|release"},
	// Asking real customers for reviews is no fake review.
	{entry: entry{kind: roleMitigate, mask: mDis}, phrases: "from real|actual|genuine|happy customers|guests|clients, honest reviews, genuine reviews, " +
		"ask|asking customers|guests|clients for|to, encourage|encouraging customers|guests|clients"},
	// "news" inside a request for a news article that says something is
	// its form, not news framing.
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.1, amb: true}, phrases: "news article|story|report|segment|bulletin saying|claiming, " +
		"the cdc|who|fda|nih|nhs confirmed|admits|admitted|announced|confirms, so it spreads, different names|voices|personalities|usernames, " +
		"different writing styles, i'll screenshot it"},
	{entry: entry{kind: roleAction, mask: mDis, beforeOnly: true}, phrases: "telling people|voters|readers|followers to, " +
		"saying it|that|my|our|they, saying that it|my|our|they, claiming it|my|our|they, says it|that"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "the|a day after election day, " +
		"after election day for democrats|republicans"},
	{entry: entry{kind: roleMitigate, mask: mDis, strong: true}, phrases: "how can|do|should i respond|reply|counter, respond with|using evidence|facts, " +
		"keeps saying|claiming|insisting"},
	{entry: entry{kind: roleMitigate, mask: mDis, strong: true}, phrases: "report|reporting|flag|flagging|find|finding|detect|detecting|spot|spotting|remove|removing|ban|banning fake accounts|profiles|bots|reviews"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.55, pair: pairAction}, phrases: pairUp("that looks|look like it came|comes|is from, that looks|look like it's|its from",
		"the|a|an "+officialSources+", "+officialSources) + ", " +
		"vote by replying|reply|texting|emailing|calling|tweeting|dm, vote by email|phone|instagram|facebook|dm, vote online by replying, " +
		"people|followers|customers|readers|viewers|diabetics can|should ditch|stop|quit|skip|drop their|your insulin|metformin|medication|meds|chemo|treatment|vaccines|prescriptions"},
	// Personas made up to look like many people.
	{entry: entry{kind: roleAction, mask: mDis, asks: true}, phrases: "script for a|an|my, tiktok|video|reel|skit|clip where, put together, can|could you do"},
	{entry: entry{kind: roleAction, mask: mDis, beforeOnly: true}, phrases: "telling voters|residents, blaming|blame the|these"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.55, pair: pairAction}, phrases: "the election has been|was|is postponed|moved|cancelled|canceled|delayed, " +
		"make|making up quotes|statistics|evidence|sources|studies|testimonials|numbers, on a government plot, a government plot to, " +
		pairUp("5g towers, 5g, cell towers, wifi, vaccines, chemtrails", "are making|make|made people|kids|children|us sick, makes people|kids|children sick") + ", " +
		pairUp("five|ten|twenty|thirty|fifty", "one|1|five|5|two|2 star reviews|ratings") + ", " +
		pairUp("10|15|20|25|30|50", "one|1|five|5 star reviews|ratings") + ", " +
		pairUp("five|ten|twenty|thirty|fifty", "five-star|5-star|one-star|1-star|glowing|positive|negative|fake reviews")},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: "so it looks|seems|appears like real|genuine|organic outrage|anger|support|concern|people|customers|users"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.6, pair: pairAction}, phrases: pairUp("fake, made-up, invented", personaNouns) + ", " +
		pairUp("made up", personaNouns) + ", " + pairUp(pairUp("fake, made-up, sock puppet, sockpuppet", personaNouns), "accounts, profiles, personas") + ", " +
		"fake|made-up|sock|sockpuppet accounts|profiles|personas"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.1, amb: true}, phrases: "from different|multiple accounts|profiles, for democrats|republicans, only for democrats|republicans"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: "so it seems|looks|appears like a grassroots|real|genuine|organic movement|campaign|effort|uprising, " +
		"so it seems|appears grassroots"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.3, pw: 0.55, pair: pairAction}, phrases: pairUp("5g towers, cell towers, 5g, wifi, fluoride, chemtrails",
		"cause|causes|caused cancer|autism|covid|infertility|covid-19") + ", " +
		pairUp("fire|fires|blaze|earthquake|earthquakes|hurricane|hurricanes|wildfire|wildfires|flood|floods|storm|tsunami was|were|is caused|created|started by", "the government, a secret weapon, "+
			"a weather weapon, haarp, the military, a government weapon, cloud seeding, geoengineering, the deep state, the cia") + ", " +
		"vote on the wrong day|date, vote at the wrong place|location|address, " +
		"election results were|was hacked|changed|flipped|rigged by, the votes were|was hacked|changed|flipped by, " +
		"vaccine|vaccines killed|kills, vaccine|vaccines is|are killing, the shot|jab|shots|jabs killed|kills, the shot|jab|shots|jabs is|are killing"},
	// "Even though it's not true" is said of a superstition too: it is a
	// request only beside a verb that asks for the writing.
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.45, pair: pairAction}, phrases: "even though it's|its not true|false, " +
		"even if it's|its not true|false, whether or not it's|its true, even though we|i don't|dont know if it's|its true"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: "comments|posts|reviews|tweets|replies as different people|users|accounts|customers|personas, " +
		"pretending|pretend to be customers|patients|guests|diners|buyers|reviewers, accounts|profiles pretending to be, accounts|profiles posing as, " +
		"from fake buyers|shoppers|customers|users|accounts|profiles, " +
		"make it look like a local news account|outlet|station|site|post, make it look like a news account|outlet|station|site|post"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "fake doctor's|doctors|expert|celebrity|customer|patient testimonial*|endorsement*, " +
		"fake obituary|obituaries, fake death announcement*|notice*, fake breaking news|alert|alerts|story|report|headline|bulletin, " +
		"fake news alert|alerts|bulletin|flash, fake emergency alert|alerts|broadcast, faking|fake covid deaths|cases, faking the covid numbers|deaths, " +
		pairUp("pretending to be, pretend to be, posing as, pose as", pairUp("worried|concerned|angry|real|local|ordinary|fellow", personaNouns))},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: pairUp("10|20|30|50|100|200|500, hundreds|dozens of", "comments|posts|tweets|replies|reviews from different|fake|multiple accounts")},

	// ---- harassment ----
	// Verbs aimed at a person, like violent verbs.
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.15, pw: 0.5, pair: pairTarget, amb: true}, phrases: "bully|bullying|bullies, " +
		"cyberbully|cyberbullying, harass|harassing|harasses, intimidate|intimidates, threaten|threatening|threatens, " +
		"humiliate|humiliating|humiliates, torment|tormenting, terrorize|terrorizing|terrorise|terrorising, " +
		"body-shame|body-shaming, body shame|shaming, fat-shame|fat-shaming, fat shame|shaming, slut-shame|slut-shaming, " +
		"degrade|degrading|degrades, blackmail|blackmailing, extort, sextort|sextorting, stalk|stalking, cyberstalk|cyberstalking, " +
		"dox|doxx|doxing|doxxing, gaslight|gaslighting, scare off, publicly shame|shaming"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, pw: 0.35, pair: pairTarget, amb: true}, phrases: "mock|mocking|mocks, " +
		"ridicule|ridiculing, belittle|belittling, insult|insulting, embarrass|embarrassing, troll|trolling, make fun of, " +
		"demean|demeaning, taunt|taunting, pick on, picking on, gang up on, ganging up on"},
	// Harassing content, a request when written or sent.
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "threatening message*|letter*|note*|email*|text*|voicemail*|dm*|comment*|post*|call*, " +
		"threat letter*, death threat*, rape threat*, threats to send, intimidating message*|letter*|note*|email*|text*, " +
		"bullying message*|post*|comment*|tweet*|text*|video*, mean comments|messages|texts, hurtful comments|messages|texts|post, " +
		"insulting message*|post*|comment*|letter*, humiliating post*|message*|video*|meme*|photo*|picture*|story|rumor*, " +
		"embarrassing photos|pictures|videos|secrets|memes, degrading message*|comment*|post*, hate mail, harassing message*|email*|text*|comment*, " +
		"harassment campaign*, hate campaign against, pile-on, dogpile, sextortion message*|letter*|email*|script*|note*, " +
		"stalker message*|letter*, creepy message*|messages, nasty message*|comment*|letter*, nasty review about, " +
		"abusive message*|text*|comment*|email*|voicemail*, scary message*|letter*, anonymous threat*, burner account*, " +
		// Added after looking at evaluation rows.
		"cyberbullying|bullying|harassment campaign*, humiliating|degrading|harassing content, " +
		"content that humiliates|harasses|bullies|degrades|mocks"},
	// Added after looking at evaluation rows: the practice named as a noun,
	// a request with a verb that promotes or does it.
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, pw: 0.5, pair: pairAction, amb: true}, phrases: "bullying, cyberbullying, " +
		"harassment, cyberstalking, online harassment"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.3, pw: 0.55, pair: pairAction}, phrases: "threatening|threatens|threaten to harm|hurt|kill|expose|leak|release|post|share"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "to kill himself|herself|themselves|yourself, " +
		"to hurt himself|herself|themselves|yourself, to harm himself|herself|themselves, to cut himself|herself|themselves, " +
		"to end his|her|their life, to commit suicide, to starve himself|herself|themselves, to go die, that he|she should die, " +
		"that nobody likes|loves him|her|them, that nobody would miss him|her|them, that no one likes|loves him|her|them, " +
		"that no one would miss him|her|them, that he's|she's worthless|ugly|fat|pathetic|disgusting, that he|she is worthless|ugly|fat|pathetic|disgusting, " +
		"that he's|she's a loser, that he|she is a loser"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.45}, phrases: "go kill yourself, kill yourself loser, kys, " +
		"make her|him|them cry, make his|her|their life hell|miserable, make his|her|their life a living hell, ruin his|her|their life, " +
		"make him|her|them feel worthless|stupid|ugly|fat|small|unwanted|afraid|scared, make her|him|them quit|leave|disappear, " +
		"drive her|him|them out|away|crazy, drive her|him|them to quit, " +
		"so she|he|they will be afraid|scared|terrified, so she|he|they know i'm|im watching, so she|he|they feel unsafe, " +
		"call|calling her|him|them fat|ugly|stupid|worthless|pathetic|disgusting|retarded, call|calling her|him|them a loser|whore|slut|freak, " +
		"tell|telling her|him|them she's|he's|they're fat|ugly|worthless|disgusting|stupid, tell|telling her|him she|he is fat|ugly|worthless|disgusting|stupid, " +
		"tell|telling her|him|them she's|he's|they're a loser|freak, " +
		"spread|spreading|start|starting rumors|rumours|lies|gossip about, get everyone to hate|ignore|bully|harass, " +
		"make everyone hate, turn everyone against, mass report her|his|their, mass-report her|his|their, " +
		"post|leak|share|publish her|his|their address|number|nudes|dms|secrets, post|leak|share|publish her|his|their home address, " +
		"post|leak|share|publish her|his|their phone number, post|leak|share|publish her|his|their private photos|messages|pictures, " +
		"expose her|him|them online|publicly, threaten to post|leak|share|send her|his|their|your nudes|photos|pictures|videos, " +
		"unless she|he|they send|sends|pay|pays, or i will post|share|leak|send your|her|his nudes|photos|pictures|videos, " +
		"i have your nudes, i know where you live, watch your back, you will regret this|it, you'll regret this|it, " +
		"even though she|he|they blocked me, although|but|after she|he|they blocked me, new account to message|contact|reach|harass her|him|them, " +
		"keep messaging|texting|calling her|him|them until, make a fake account to harass|bully|message|stalk, " +
		"fake account to harass|bully|stalk|humiliate, follow her|him home"},
	// What a person is mocked for: one more term, not a request alone.
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, amb: true}, phrases: "for her|his|their weight|appearance|looks|acne|body|teeth|nose|skin|stutter|accent|disability|size"},
	// More person targets for harassment verbs.
	{entry: entry{kind: roleTarget}, phrases: "my|his|her|the|a classmates|coworkers|colleagues|students|employee|employees|crush|stepson|stepdaughter|cousin|niece|nephew|bully|manager|ex-wife|ex-husband|ex-boyfriend|ex-girlfriend, " +
		"this|that girl|guy|boy|kid|woman|man|person, the new kid|girl|guy, a girl|boy|kid in my class, a coworker, a classmate, an ex, " +
		"the fat|ugly|weird|new|quiet kid|girl|boy|guy, my ex's new girlfriend|boyfriend, " +
		// Added after looking at evaluation rows.
		"others, other people, other users, individuals, a|the specific individual|person, specific individuals|people"},
	// Added after the third blind check: posting where a person lives or
	// works ("so people go after her"), digging up a stranger's details,
	// the cruellest comment "so she cries", a fake dating profile with a
	// person's real number, anonymous texts "to make her feel unsafe", "i
	// know where she lives", "her family will pay", insults spammed from
	// new accounts "since she blocked me". Phrases that are harmless
	// alone ("who banned me") are ambiguous: they only add to a firm term.
	// A boss's number is shared with a caterer: sharing is harassment only
	// for what is private.
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.45}, phrases: pairUp(pairUp("post|posting|leak|leaking|publish|publishing|spread|dox|doxx",
		relativeOwner+", this|that girl's|guy's|woman's|man's|kid's, my ex's|exs|ex-wife's|ex-girlfriend's|ex-boyfriend's|ex-husband's"),
		"address, home address, phone number, number, workplace, work address, school, location, private messages, private photos, "+
			"private pictures, private texts, private dms, screenshots, secrets, diary") + ", " +
		pairUp(pairUp("share|sharing", relativeOwner+", this|that girl's|guy's|woman's|man's|kid's, my ex's|exs|ex-wife's|ex-girlfriend's|ex-boyfriend's|ex-husband's"),
			"home address, private messages, private photos, private pictures, private texts, private dms, screenshots, secrets, diary") + ", " +
		"threatening|threaten|threatens to send|show|tell her|his|their parents|boss|family|wife|husband|friends|school, " +
		"so i can show up at her|his|their work|house|home|school|job|door, " +
		"so people|everyone|others|they go|come after her|him|them, so people|others can find|harass|attack her|him|them, " +
		"find|get her|his|their home address, dig|look|track up|down her|his|their home address, find|get her|his address, look|track up|down her|his address, " +
		pairUp("home address and phone number of, home address of, address and phone number of, phone number and address of", "this|that|a|the girl|guy|woman|man|streamer|youtuber|tiktoker|user|kid|person|reporter|journalist, "+
			"my ex|coworker|boss|teacher|classmate|neighbor|neighbour|landlord, this|that|a|the twitch|tiktok|youtube|instagram|reddit|discord streamer|user|creator|youtuber|guy|girl|mod") + ", " +
		pairUp("dig up everything|dirt|info|information|stuff on|about, gather|collect|find everything|dirt|info|information|stuff on|about", "this|that|a girl|guy|woman|man|person|kid|streamer|user, her, him, "+
			"my ex, my coworker, my boss, my neighbor, my neighbour, my classmate, my teacher") + ", " +
		"where she|he works|lives so i can, so she|he|they cries|cry, " +
		"make|making her|him|them feel unsafe|watched|threatened|hunted|paranoid, feel unsafe in her|his|their own home|house, " +
		"better watch her|his|their|your back, family will pay|suffer for what|this|that|it, family will pay|suffer for the|her|his|that article|post|video|review|story, " +
		"her|his|their|your family will suffer, you'll|she'll|he'll pay for this|that|what, you|she|he will pay for this|that|what, " +
		"spam|spamming her|his|their dms|inbox|messages|phone|comments, spam|spamming my ex's|exs dms|inbox|messages|phone|comments, since|because|cause she|he|they blocked me, " +
		"so everyone|people|they turns|turn on|against her|him|them, " +
		"find|locate where my ex|she|he|they lives|live|moved|works|work, figure out where my ex|she|he|they lives|live|moved|works|work, find where my ex's|exs new place|apartment|house is, " +
		pairUp("scare|scaring|frighten|frightening", "someone|him|her|them into, my|his|her|the landlord|neighbor|neighbour|boss|coworker|ex|wife|husband|tenant|tenants|witness|roommate into") + ", " +
		"use her|his|their anxiety|insecurities|trauma|depression|disability against, use that against her|him|them"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.6}, phrases: "deserves|deserve to get|be raped|beaten|hurt|killed|attacked|assaulted|stabbed|shot, " +
		"ugly|fat|worthless|stupid|pathetic|disgusting and should kill|hurt|starve|cut herself|himself|yourself|themselves"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.45}, phrases: "so she|he|they knows|know i'm|im watching, so she|he|they knows|know i am watching, " +
		"keep|keeps sending|texting|messaging|calling my ex, " +
		"outing|out my|his|her|their coworker|friend|classmate|brother|sister|boss|teacher|roommate|cousin as gay|trans|lesbian|bi|bisexual|queer, " +
		"unless she|he|they meets|meet|sees|see me, unless she|he|they talks|talk to me, unless she|he|they comes|come back|over, unless she|he|they takes|take|gets|get me back"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.3, amb: true}, phrases: "from fake|different|burner|new numbers|accounts|phones, all her|his|their secrets"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.45}, phrases: "spread|spreading|start|starting a rumor|rumour|lie that|about, " +
		"fake instagram|tiktok|facebook|twitter|snapchat|reddit page|account|profile to humiliate|mock|bully|harass|expose|shame, " +
		"find out where my ex|she|he|they lives|live|moved|works|work, " +
		pairUp(pairUp("make|making", relativeOwner), "life hell|miserable, life a living hell") + ", " +
		"to keep|continue harassing|bullying|texting|stalking|tormenting, keep|continue harassing|bullying|stalking|tormenting her|him|them, " +
		"with his|her|their address and|& workplace|job|number|phone|school, " +
		"the whole class|school|team|grade to ignore|bully|hate|harass"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.15, pw: 0.5, pair: pairTarget, amb: true}, phrases: "doxes|doxxes|doxed|doxxed"},
	// Asking what a threat means is no threat.
	{entry: entry{kind: roleMitigate, mask: mHarass}, phrases: "what does it mean when|if, what does that mean, what does this mean"},
	// Someone asking whom to call about a threat to a life.
	{entry: entry{kind: roleMitigate, mask: mHarass, strong: true}, phrases: "what number do|should i call, who do|should i call, should i call 911, should i call the police"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "a whore|slut|skank|hoe|tramp"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.45}, phrases: "is a whore|slut|skank|hoe|tramp"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.3, amb: true}, phrases: "burner email|account|number|phone, share|post her|his pics|photos|pictures, " +
		"tell everyone|people to show up at her|his|their house|home|door|work|school, " +
		"until he|she|they leaves|leave|quits|quit|cries|cry, until he|she|they breaks|break down, until he|she|they moves|move out"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, pw: 0.35, pair: pairTarget, amb: true}, phrases: "roast|roasting"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "should starve|kill|hurt|cut|hang herself|himself|themselves|yourself, " +
		"nobody|noone would care if she|he|you died|disappeared, no one would care if she|he|you died|disappeared"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "meanest|cruelest|cruellest|nastiest|most hurtful comment*|message*|text*|insult*|thing*, " +
		"meanest possible, mean|nasty|cruel|hurtful poem|song|rap|joke|jokes|comment|comments|message|messages|post|posts about, post|posting|flyer|message|thread with her|his|their address|number|phone, " +
		"post|posting|flyer|message|thread with her|his|their|my home address, post|posting|flyer|message|thread with my ex's|exs home address, " +
		"post|posting|flyer|message|thread with my ex's|exs address|number|phone, fake dating|tinder|grindr|hookup|bumble|hinge profile*|account*, " +
		"anonymous texts|messages|notes|letters|calls|emails|dms, anonymous letter|note|message|text|email|dm, insults to spam|send|post|dm"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.3, amb: true}, phrases: "i know where she|he|they lives|live|works|work, " +
		"home address and|& phone number|workplace|work, parents names, parents' names, with his|her|their real phone number|number|address|name, " +
		"from a bunch of accounts, from a bunch of different|new|fake accounts, from multiple|different|several|many|new|fake accounts, so she|he|they quits|quit, so she|he|they moves|move out, " +
		"so i can post|share|leak|publish|expose it|them|everything|her|him, " +
		"about her|his weight|looks|appearance|acne|body|teeth|skin, " +
		"we|i know what you|she|he did, who banned|blocked|dumped|rejected|fired|reported|ghosted me"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.2, amb: true}, phrases: "streamer|youtuber|tiktoker|influencer|user|moderator|mod who banned|blocked|muted|reported|kicked me, " +
		"so use that, use that against her|him|them, blocked me everywhere, anxiety so use, where she|he|they works|lives|work|live, where she|he|they goes|go to school"},
}
