package harm

// English as people type it in chat, which a blind check of 105 varied
// requests (2026-11-27, third session) found the lexicon missing: slang
// ("unalive", "merk", "plug", "fullz"), possessives without an apostrophe
// ("my landlords house"), requests told by their outcome ("never walks
// again", "so the most people get hurt"), and the trade words of drugs,
// fraud and account theft. Weights follow data.go: 0.45 alone is a flag
// (news and fiction tell of these), a block with intent; 0.6 blocks.

var chatSpecs = []spec{
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "walk me through, list ways, list some ways, list the ways, " +
		"give me tips, tips on how, what's the fastest way, whats the fastest way, whats the best way, whats the easiest way, " +
		"which method is fastest, which method works best, exact amount*, exact ratio*, exact temps, step-by-step plan"},
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "so she|he|they never knows|know|notices|notice, so she|he|they never finds|find out, " +
		"so she|he|they doesnt|doesn't|don't|dont know|notice, so she|he|they doesnt|doesn't|don't|dont find out"},
	{entry: entry{kind: roleMitigate, mask: mEdu}, phrases: "summary of, summarize, summarise, overview of, write about the, " +
		"how the international community, should be avoided, to be avoided"},

	// ---- violence ----
	{entry: entry{kind: roleTerm, cat: violence, w: 0.15, pw: 0.5, pair: pairTarget, amb: true}, phrases: "merk|merking|murk|murking, unalive"},
	{entry: entry{kind: roleTarget}, phrases: "this|that|some|a dude, this|that|some|a guy, this|that girl, my|his|her stepdad|stepmom|grandma|grandpa|uncle|aunt|cousin"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.45}, phrases: pairUp("burn|burning|torch|torching|bomb|bombing "+bareOwner, "house|home|car|apartment|shop|store") + ", " +
		pairUp("set|setting "+bareOwner, "house|home|car|apartment|shop|store on fire") + ", " +
		"hurt him|her|them bad|badly enough, make sure he|she|they never walks|walk again, so he|she|they never walks|walk again, " +
		"hold someone|him|her|them underwater, hold someone|him|her|them under water, " +
		"figure out where she|he lives, track down where she|he lives, " +
		"snatch|abduct a|the kid|child|girl|boy|toddler from|at, take|grab a kid|child from a|the school|playground|daycare without, " +
		"drive|ram|plow|steer a|my|the pickup|suv|semi|jeep into a|the crowd, " +
		pairUp(pairUp(relativeOwner, dosedNoun), "to make him|her|them sick, to make him|her|them really|very sick, "+
			"that would|will make him|her|them sick, that would|will make him|her|them really|very sick")},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.6}, phrases: "kill|hurt|injure as many people as possible, " +
		"so the most people get hurt|killed, so the most people die, so that the most people get hurt|killed, so that the most people die, " +
		"so it looks|look like natural causes|death, so it looks|look like a heart attack, so it looks|look like natural heart failure, " +
		"make it look like natural causes|death, make it look like a heart attack, make it look like natural heart failure"},

	// ---- self-harm ----
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.6}, phrases: "unalive myself, unalive me, unaliving myself, my suicide note, " +
		"hang myself so it doesn't|doesnt|wont|won't fail"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.45}, phrases: "hide my cuts from, hide the cuts from, " +
		"so it bleeds more, throw up after every|each meal without, fall to be fatal|deadly, fall to be definitely fatal, " +
		"most lethal if i took, laxatives to drop|lose 10|5|15|20 lbs|pounds, hurt myself that won't|wont leave scars"},

	// ---- weapons ----
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.45}, phrases: "handgun|gun|pistol|rifle|firearm with no background check, " +
		"handgun|gun|pistol|rifle|firearm without a background check, skip|avoid|bypass the background check, get around the background check, " +
		"grind|file|scratch|sand the serial number*, grind|file|scratch|sand off the serial number*, " +
		pairUp("gun|pistol|knife|weapon|blade that", "won't|wont|doesn't|doesnt set off metal detectors, won't|wont|doesn't|doesnt set off airport metal detectors") + ", " +
		"get a gun|knife|weapon past metal detectors, " +
		"solvent trap into a suppressor|silencer, solvent trap into a working suppressor|silencer, truck bomb*, fertilizer to fuel ratio"},

	// ---- drugs ----
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.45}, phrases: "coke|weed|molly|xan|perc|oxy|pill|drug plug, " +
		"a plug that delivers, cut fent|fentanyl into, cut my|the dope, cut it with fent|fentanyl, " +
		"make my own xanax|percs|oxys|pills, make my own xanax bars, press my own pills|bars, " +
		"mail pills|drugs|weed|coke thru|through usps, mail pills|drugs|weed|coke thru|through the mail, ship drugs|weed|pills thru|through the mail, " +
		pairUp("sell weed|coke|molly|ket|pills|drugs|shrooms", "at|to my|the|our high school, at|to my|the|our school, to students|freshmen|kids|teens") + ", " +
		"buy ket|molly|coke|weed from me, turn powder into crack, cook crack, " +
		"swallow|swallowing heroin|cocaine|coke pellets|balloons, heroin|cocaine|coke pellets, body packing, drug mule, " +
		"oxy scripts, doctor shopping"},

	// ---- crime ----
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: "shoplift from, shoplifting from, remove a|the security tag*, " +
		"remove security tags, without the alarm|alarms going off, " +
		"wash money|cash thru|through, wash the money|cash thru|through, wash 10k|50k|100k|200k, run dirty money|cash thru|through, " +
		"hide my|our income|earnings|cash|money from the irs|taxman, income from the irs, " +
		pairUp("stick up, hold up, knock off, rob", pairUp("a|the", "gas station, liquor store, bodega, pharmacy, jewelry store")) + ", " +
		"forge a doctors|doctor note, forge a|my transcript|diploma|degree|prescription|id, " +
		"smuggle people|migrants|immigrants across|over|into, charging people to bring them across, " +
		"slowly take money from, drain her|his|their bank account|savings, " +
		"pretend to be an old lady's|man's grandson|granddaughter, pretend to be her|his|their grandson|granddaughter"},

	// ---- cybercrime ----
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "how can i tell if, how do i tell if, how do i know if, " +
		"check my phone|laptop|computer for, scan my phone|laptop|computer for, is there stalkerware|spyware on my"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.45}, phrases: "stalkerware to put on, " +
		"spyware on my|his|her wife's|wifes|husband's|husbands|girlfriend's|girlfriends|boyfriend's|boyfriends|partner's|ex's phone|iphone, " +
		"put|install|hide spyware|stalkerware on, fullz, buy dumps, dumps and pins, cvv shop*, carding method*, cashout method*, " +
		"ddos it|them|him|her, hide|hides from windows defender, hide|hides from antivirus, " +
		"undetected by antivirus, undetected by windows defender, sim swap someone|him|her, sim swap a guy|person, " +
		"take over his|her|their coinbase|bank|crypto|email account, re-enter their password, enter their password at|on my link, " +
		"email|message|text pretending to be hr, email|message|text pretending to be it support, " +
		"grading portal and change, change my grades without, " +
		"get into my ex's|exs|wife's|wifes|husband's|girlfriend's|girlfriends|boyfriend's icloud|email|gmail|instagram|snapchat|phone|account, " +
		"get into my ex's|exs|wife's|wifes|husband's|girlfriend's|girlfriends|boyfriend's apple id, " +
		"hack into my|his|her girlfriends|boyfriends|wifes|husbands|exs instagram|snapchat|phone|email|account"},

	// ---- hate ----
	// Predicates said of a group; each is a term alone too (a 0.2 finding),
	// so only forms that are hateful of people whatever the subject.
	{entry: entry{kind: roleTerm, cat: hate, w: 0.2, pw: 0.5, pair: pairGroup, amb: true}, phrases: "are all lazy, are all stupid, " +
		"are mentally ill, are predators, are pedophiles, are all criminals, are rapists, are all terrorists, are scammers, " +
		"are all scammers, are terrorists, are criminals, are invaders, are smelly, are thieves, are a plague, are worthless, jokes making fun of, slurs for, slurs against, slurs about"},
	// Named, not written: "he said the n word" is a report; with a verb of
	// writing ("throw in the n-word") it is a request.
	{entry: entry{kind: roleTerm, cat: hate, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "the n-word, n word"},

	// ---- things named like harm, and help against it ----
	// Written after reading the contrast prompts of CoCoNot that were
	// blocked (a fold of the injection evaluation: its figures since are
	// after looking).
	{entry: entry{kind: roleNeutral}, phrases: "bomb of flavor|flavors|flavour|flavours|taste, flavor bomb*, flavour bomb*, " +
		"taste bomb*, bomb calorimeter*, " +
		"body of a|an|the|my|this|your email|text|page|document|letter|message|request|response|function|loop|table|post|article|essay, " +
		"body of work|text|knowledge|literature|research|evidence|water, html body, body tag"},
	{entry: entry{kind: roleMitigate, mask: mEdu}, phrases: "discourage, discouraging, criminal code, penal code, statute, statutes"},
	// Hate has no defensive words of its own: "fight" or "combat" a group
	// is the attack. Only what acts on the prejudice itself is.
	{entry: entry{kind: roleMitigate, mask: maskOf(hate), strong: true}, phrases: pairUp("discourage, discouraging, combat, combating, "+
		"combatting, counter, countering, fight, fighting, oppose, opposing, reduce, reducing, prevent, preventing, end, ending, "+
		"tackle, tackling, address, addressing, condemn, condemning, report, reporting, stop, stopping, challenge, challenging",
		"discrimination, racism, sexism, bigotry, prejudice, hate, hatred, xenophobia, antisemitism, islamophobia, homophobia, "+
			"transphobia, hate speech, violence")},
	// A victim telling of the threat: "my ex is blackmailing me with
	// intimate photos, what should I do?"
	{entry: entry{kind: roleMitigate, mask: maskOf(sexual, harassment, crime), strong: true}, phrases: "blackmailing me, blackmails me, " +
		"blackmailed me, sextorting me, extorting me, " + pairUp("threatening|threatens|threatened to leak|post|share|send|release my",
		"nudes, nude|intimate|private photos|pictures|pics|videos|images, photos, pictures, pics, videos, sex tape")},
	{entry: entry{kind: roleMitigate, mask: mHarass, strong: true}, phrases: "report cyberbullying|abuse|threats|trolls|stalking|stalkers|harassers, " +
		"reporting cyberbullying|abuse|threats"},
	{entry: entry{kind: roleMitigate, mask: mDis, strong: true}, phrases: "correct|correcting|fix|fixing misinformation|disinformation|falsehoods|inaccuracies, " +
		"with consent, with their|his|her consent|permission, of myself"},
	// A game's own mechanics, said with the game's name: a frame around a
	// recipe ("like the one in GTA, with real materials") is not one.
	{entry: entry{kind: roleNeutral}, phrases: pairUp(pairUp("plant|planting|defuse|defusing the|a bomb|c4|spike", "in, in the game"),
		"counter-strike, counter strike, counterstrike, cs:go, csgo, cs2, valorant, rainbow six") + ", " +
		pairUp(pairUp("make|making|craft|crafting|build|building a|the bomb|tnt|cannon|gun", "in, in the game"),
			"minecraft, terraria, roblox, fortnite")},
}
