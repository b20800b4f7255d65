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

	// Added after a third blind check (2026-11-27, fourth session): the
	// misses asked for the means of a covert act ("avoid the cameras",
	// "without leaving any dna", "so my mom doesn't find out") and for
	// amounts ("be specific", "give amounts"); both are intent wherever a
	// harm term is found, never a finding alone.
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "without leaving any|a dna|evidence|trace|traces|marks|fingerprints, " +
		"without leaving dna, leave|leaves no marks|dna|evidence|bruises, avoid|dodge|avoiding the cameras|cctv, avoid|dodge|avoiding cameras, " +
		"without anyone stopping|noticing|seeing|suspecting|hearing, without her|him|them noticing|knowing|tasting|suspecting, " +
		"without my parents|mom|mum|dad|wife|husband|doctor|therapist|family|friends|teacher|nurse noticing|knowing|finding, " +
		"so my parents|mom|mum|dad|doctor|therapist|family|wife|husband|teacher|nurse doesnt|doesn't|dont|don't|wont|won't|never notice|know|find|figure|see, " +
		"so no one notices|sees|suspects, so nobody notices|sees|suspects, but no one notices, but nobody notices, but people wont|won't|dont|don't see|notice, " +
		"so it can't|cant|cannot be traced|tracked|restored, without registering it|them, without it looking intentional|deliberate, " +
		"without it looking on purpose, and not get caught, not getting caught, so the bruises|marks don't|dont|won't|wont show, " +
		"scars|cuts|burns|marks from my boyfriend|girlfriend|husband|wife|partner|friends|coach, " +
		"cuts|scars|burns|marks from my parents|mom|mum|dad|family|therapist|doctor|teacher|nurse|school, " +
		"on my arm|arms|wrist|wrists|thigh|thighs|legs|stomach from my parents|mom|mum|dad|family|therapist|doctor|teacher|nurse|school, " +
		"hide it|them from my parents|mom|mum|dad|family|therapist|doctor|teacher|nurse"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "be specific, give amounts, give me amounts|doses|quantities, " +
		"how much would|do|will i need, how much would it take, realistically use, would he|she|i realistically, " +
		"how do|can|would|should u, walk me thru, tips plz|pls|please, exact steps, tell me exactly, exactly which, " +
		"best spots|places|spot|place to, which method is|would|works, so i know where|how|when, " +
		"what can i say|text|write|send to make, what should i say|text|write to make, make a list of, give me a checklist, checklist for, " +
		"can|could|should i combine|mix, which|what parts do|would i need|have, how long do|would|should i|you have|need, " +
		"what can|could|should i use, what can|could|should i add|put|slip|mix|give, where should|do i hit|stab|shoot|aim, " +
		"list the best|worst|most, list some, needs to be accurate|realistic, " +
		"plan out how, plan out, plan how, how long can|could you|i keep|hold, is best to|for cutting|cut, how deep|hard|far|fast do|would|should|must i|you, how high would|does|do|should|must, " +
		"which of my, work|works best to|for, so i can use them|it|these, would you|i need to, don't|dont want a hotline|helpline, don't|dont want a crisis line"},
	// A death or injury passed off as an accident, a person kept captive,
	// a child taken from a pickup, a crowd or a place of worship attacked,
	// "so the most people" hurt, a person hit with a tool "so he stays
	// down", poison that an autopsy would not find. Phrases that are
	// harmless alone ("block the exits", "stop fighting back") are ambiguous
	// terms: they add to a firm term and never flag alone.
	{entry: entry{kind: roleTerm, cat: violence, w: 0.6}, phrases: "snap|snapping|break|breaking|crack someone's|someones|his|her|their neck, dissolves|dissolving the|a corpse, dissolves|dissolving the|a body in|with|using, body|corpse in acid|lye, " +
		"hardest|hard|harder|impossible for a|the coroner|pathologist|autopsy|examiner to detect|find|spot, " +
		"beat|beating my|his|her wife|husband|girlfriend|boyfriend|partner|kids|son|daughter so|until|without, make an|a accident happen to, make a car accident happen, " +
		"would|will|to kill a grown man|woman|adult, would|will|to kill an adult, " +
		"suffocate|smother|suffocating|smothering someone|him|her|them with a pillow, to suffocate with a plastic bag, " +
		"suffocate|smother|suffocating|smothering someone|him|her|them with a plastic bag, " +
		"attack|attacking|bomb|bombing|ram|ramming the|a|our|their pride|parade|march|rally|protest|vigil|festival, " +
		"attack|attacking|bomb|bombing|ram|ramming the|a|our|their gay|lgbt|lgbtq|trans pride|parade|march|rally|event|club|bar, " +
		"look like self defense|self-defense, to knock out my|her|his date|girlfriend|boyfriend|wife|husband|roommate|coworker|victim, " +
		"make her|him|them have an accident, so it looks|look|seems like an accident|overdose, so it looks|look|seems like a suicide|robbery|mugging, " +
		"until he|she|they stops|stop breathing|moving, " +
		"death|murder|killing|disappearance look|seem|appear like an accident|overdose, death|murder|killing look|seem|appear like a suicide|robbery, " +
		"death|murder|killing look|seem|appear like natural causes, " +
		"make it pass as|for an accident|suicide|overdose, make it pass as|for a suicide|fall, " +
		"make it pass as|for natural causes, it to pass as|for an accident|suicide|overdose, it to pass as|for a suicide|fall, " +
		"stage an accident|overdose, stage a suicide|fall|robbery, stage a car|fake accident, " +
		pairUp(pairUp("drive|ram|plow|plough|steer|driving|ramming", "a|my|the|his|her|our truck|van|car|suv|pickup|lorry|vehicle|bus, a|my|the box|rental|delivery truck|van"),
			"into a|the crowded|busy|packed") + ", " +
		pairUp(pairUp("kill|hurt|injure|shoot|stab|harm as many", "people, kids, students, children, worshippers, shoppers, "+
			"pedestrians, cops, officers, jews, muslims, christians, immigrants, black people"), "as possible") + ", " +
		"that kills|hurts the most people, to kill|hurt the most people, where i can kill|hurt the most people, " +
		pairUp(pairUp("poison|poisons|chemical|chemicals|substance|drug can|could|should|would i put|slip|add|mix", "in, into"),
			pairUp(foodOwner, dosedNoun))},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.45}, phrases: pairUp("cut|cutting|sabotage|sabotaging|loosen|loosening", pairUp(relativeOwner, "brake lines, brakes, brake line")) + ", " +
		"until he|she|they can't|cant|cannot walk|move|stand|breathe, " +
		"lure|luring a|the|this|that kid|child|girl|boy into|to my|our, alone so i can, " +
		pairUp("so i can", "hurt|kill|stab|beat|attack|strangle|shoot|rape him|her|them, hurt|kill|stab|beat|attack|strangle|shoot|rape my|his|her|the stepdad|stepfather|stepmom|wife|husband|ex|boss|neighbor|neighbour|roommate|brother|sister") + ", " +
		"is easiest|best|easier to torch|firebomb|bomb, is easiest|best|easier to burn down, is easiest|best|easier to blow up, " +
		"is easiest|best|easier to set on fire, " +
		"lure|luring kids|children|girls|boys into|to my|our, " +
		"push|pushed|pushing|shove|shoved|shoving someone|somebody|him|her|them down the stairs, " +
		"push|pushed|pushing|shove|shoved|shoving my|his|her|their wife|husband|partner|mother|mom|father|dad|boss|ex|girlfriend|boyfriend|grandma|grandpa down the stairs, " +
		pairUp("keep|keeping someone|somebody|him|her|them, keep|keeping a|the|this|that person|girl|woman|child|kid|boy|man|guy",
			"locked|chained|tied|captive|prisoner, in a|my|the basement|cellar|cage|shed") + ", " +
		pairUp("lock|locking|chain|chaining someone|somebody|him|her|them, lock|locking|chain|chaining a|the|this|that person|girl|woman|child|kid|boy|man|guy",
			"in a|my|the basement|cellar|cage|shed|trunk") + ", " +
		pairUp("grab|grabbing|snatch|snatching|abduct|abducting my|his|her|their ex's|exs|neighbor's|neighbour's|sister's|brother's",
			"kid, child, son, daughter, baby, toddler") + ", " +
		"grab|snatch|abduct her|him|them at|from pickup|daycare, grab|snatch|abduct her|him|them at|from the pickup|daycare|school, " +
		"from daycare|school pickup without, pickup line without, across state lines before, across the border before anyone, " +
		"take|grab|snatch a kid|child|girl|boy from a|the school pickup|pickup, " +
		"follow|following|tail|tailing a|this|that|some|the girl|woman|lady|guy|man|kid|person home, " +
		"track|tracking where my|her|his ex|wife|girlfriend|boyfriend|husband|coworker|neighbor|neighbour goes, " +
		"track|tracking where she|he goes, track|tracking her|his movements, track|tracking my|his|her coworker's|ex's|neighbor's|neighbour's movements, " +
		"find her|his new apartment|address|place, " +
		"hit|hitting|beat|beating|smash|smashing|whack|whacking someone|somebody|him|her|them with a|my bat|crowbar|hammer|pipe|brick, " +
		"hit|hitting|beat|beating|smash|smashing|whack|whacking a guy|person|man|woman|kid with a|my bat|crowbar|hammer|pipe|brick, " +
		"with a|my|the bat|crowbar|hammer|pipe|brick|baseball so he|she|they, swing a|my bat|crowbar|hammer|pipe at|into someone's|someones|his|her|their head, " +
		"break|shatter|snap|smash his|her|their knee|knees|kneecap|kneecaps|leg|legs|jaw|ankle|spine, " +
		"mess up his|her|their knee|knees|kneecap|kneecaps|leg|legs|jaw|ankle|spine|face, he|she|they never walks|walk again, " +
		"weak spots|points|gaps in a|the|their cop's|cops|police|officer's|officers body armor|armour|vest, " +
		"won't|wont|doesn't|doesnt|wouldn't|wouldnt show up on a|an|the autopsy|tox|toxicology|coroner's, " +
		"won't|wont|doesn't|doesnt|wouldn't|wouldnt show up on a|an|the standard|routine autopsy|tox|toxicology, " +
		"pass as|for an accident|overdose, pass as|for a suicide|fall, " +
		pairUp("slip|slipping|sneak|sneaking in|into", pairUp(foodOwner, dosedNoun)) + ", " +
		pairUp("set|start a fire in|at, burn down, torch, firebomb", "an|the occupied building|house|home|apartment|apartments|dorm, an|the occupied apartment building")},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.25, pw: 0.55, pair: pairAction}, phrases: aimedAt("an|the attack on|against", "")},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.45}, phrases: "make it look like he|she|they tripped|fell|slipped|drowned, " +
		"make|making him|her|them bleed, make|making my|his|her brother|sister|stepbrother|stepsister|dad|mom|father|mother|stepdad|stepmom|wife|husband|ex|boss|coworker|roommate|neighbor|neighbour|teacher|classmate|son|daughter|uncle|aunt|cousin|grandma|grandpa|girlfriend|boyfriend bleed, " +
		"torture|torturing|drown|drowning|poison|poisoning|burn|burning|mutilate|mutilating a|the|my|our|his|her|their cat|dog|kitten|puppy|pet|cats|dogs, " +
		"torture|torturing|drown|drowning|poison|poisoning|burn|burning|mutilate|mutilating the|my|our neighbor's|neighbour's cat|dog|kitten|puppy|pet, " +
		"shake|shaking a|the|my baby|infant|newborn to|until|so|hard|harder, " +
		"poisoning|poison|kill|killing my|his|her neighbor's|neighbour's|boss's|ex's|landlord's dog|cat|pet|horse, " +
		pairUp("shoot up, shooting up", "my|the|a workplace|work|job|class|college|campus|university|store|party|gym|hospital|daycare|dorm") + ", " +
		"make|making my|his|her teacher|boss|wife|husband|ex|neighbor|neighbour|roommate|stepdad|stepmom|landlord|coworker|brother|sister disappear, " +
		"push|pushing|pushed|shove|shoving a person|man|woman|guy|someone|somebody|him|her|them off a|the cliff|bridge|roof|balcony|ledge, " +
		"crack|smash|fracture a|his|her|their|someone's|someones skull, cave|caving in a|his|her|their|someone's|someones skull, " +
		"tripwire|tripwires|booby-trap|boobytrap that|to injures|injure|kills|kill|hurts|hurt|maims|maim, booby trap that|to injures|injure|kills|kill|hurts|hurt|maims|maim, " +
		"blind|blinding someone|somebody|him|her|them with acid|bleach|chemicals|household|lye|ammonia, " +
		"blind|blinding a person with acid|bleach|chemicals|household|lye|ammonia, " +
		"make her|him|them suffer, knock someone|somebody|him|her|them out cold, knock a guy|person|man|woman|dude|kid out cold, " +
		"look like someone|somebody broke in|into, look like a burglar|stranger broke in|into, hold him|her|them for ransom, hold the kid|child for ransom, for ransom, " +
		"best knife|blade for stabbing|killing|cutting someone, knife|blade for stabbing someone, " +
		pairUp(pairUp(poisons, "in, into"), pairUp(foodOwner, dosedNoun))},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.3, amb: true}, phrases: "quickly and quietly, quietly and quickly, " +
		"so they|he|she don't|dont|won't|wont|doesn't|doesnt remember, would|will make them|him|her really|very|so sick"},
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "without going to jail|prison, without getting arrested|charged, without being heard|seen, " +
		"without the police|cops finding, without security finding|noticing|seeing|catching, that can't|cant|cannot be traced, " +
		"without anyone at school|home|work noticing|knowing|finding|seeing"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "how much bleach|poison|antifreeze|arsenic|cyanide|thallium, whats|what's the best|easiest, good way to, " +
		"detailed plan, a plan for, realistically, what|which acid, best time to, how much force, is easiest|best to, how many of my, " +
		"how long would|will|does it take to, " +
		"what to text|send|write, how hard do|would|should i"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.1, pw: 0.35, pair: pairTarget, amb: true}, phrases: "taking out, takes out"},
	{entry: entry{kind: roleTarget}, phrases: "my|his|her|the neighbor's|neighbour's|boss's|ex's|friend's|coworker's|teacher's|sister's|brother's daughter|son|kid|kids|child|children|wife|husband|girlfriend|boyfriend|baby"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.15, pw: 0.5, pair: pairTarget, amb: true}, phrases: "ambush|ambushing|ambushes, poisons, stabs, strangles, disfigure|disfiguring|paralyze|paralyse|cripple, " +
		"murders, drowns, suffocates"},
	{entry: entry{kind: roleTarget}, phrases: "my|his|her|their cheating|abusive|lazy|crazy|drunk|ex wife|husband|boyfriend|girlfriend|boss|stepdad, " +
		"my|his|her ex-best|best|former friend|bff, my|his|her|their brother-in-law|sister-in-law|father-in-law|mother-in-law|son-in-law|daughter-in-law|in-laws|stepfather|stepmother|stepson|stepdaughter"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.3, amb: true}, phrases: "catch her|him|them alone, block|blocking|lock|locking|chain|chaining|barricade the exits|exit|doors, block|lock|chain the fire exits, " +
		"can't|cant|cannot get out, stop|stops fighting back, stop|stops struggling|breathing, so he|she|they stays|stay down, " +
		"so he|she|they learns|learn his|her|their lesson, stop crying for good, " +
		"fall down the stairs, when she|he leaves work|school, when she|he leaves the gym|office, collect the|her|his life insurance, " +
		"so he|she|they can't|cant|cannot fight back, so he|she|they can't|cant|cannot walk|move|stand, so he|she|they can't|cant|cannot get up, where to aim, with a weapon during, least watched|guarded, " +
		"that hits the most people, to actually kill, keeping them|him|her quiet, restraints, the route that, jump the kid|guy, jump him|her, " +
		"with antifreeze|arsenic|cyanide|thallium|ricin|strychnine|polonium, with rat poison, before they|he|she die|dies|suffocates|suffocate, " +
		"put|putting|add|adding|slip|mix it|this|that in|into my|his|her husband's|wife's|boss's|stepfather's|stepdad's|coworker's|mother's|father's coffee|tea|food|drink, " +
		"put|putting|add|adding in|into my|his|her husband's|wife's|boss's|stepfather's|stepdad's|coworker's|mother's|father's coffee|tea|food|drink"},

	// ---- self-harm ----
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.6}, phrases: "unalive myself, unalive me, unaliving myself, my suicide note, " +
		"hang myself so it doesn't|doesnt|wont|won't fail"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.45}, phrases: "hide my cuts from, hide the cuts from, " +
		"so it bleeds more, throw up after every|each meal without, fall to be fatal|deadly, fall to be definitely fatal, " +
		"most lethal if i took, laxatives to drop|lose 10|5|15|20 lbs|pounds, hurt myself that won't|wont leave scars"},

	// Added after the third blind check: a dose asked for "to not wake up"
	// or "to actually die" whatever the pills are called, a height that
	// "guarantees" death, a method "most painless and reliable", a cut "so
	// it bleeds", burns and fasting hidden from parents and doctors.
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.6}, phrases: "would it take to actually die|overdose, would it take for me to die, it take to not|never wake up, " +
		"would it take for me to not|never wake up, it take for me to not wake up, would i need to actually overdose|die, " +
		"would i need to take to die|overdose, would i need to take to not|never wake up, need to take to not|never wake up, " +
		"enough that i just die, enough that i die in my sleep, so that i just die, i just die in my sleep, " +
		"to be sure you|i die, to make sure you|i die, to be sure i don't|dont survive, " +
		"guarantees|guarantee|guaranteed you|i don't|dont|won't|wont survive, guarantees|guarantee|guaranteed that you|i don't|dont|won't|wont survive, guarantees|guarantee death, " +
		"least painful|easiest|quickest way to die|go, most painless way to die|go, least painful|easiest|quickest way to end|do it, " +
		"most painless way to end|do it, least painful method, most painless method, " +
		"where on my|the arm|arms|wrist|wrists|thigh|thighs|leg|legs|body can|should|do i cut, " +
		"least painful|easiest way to kill myself, most painless way to kill myself, least painful way to end my life, most painless way to end my life, " +
		"end it tonight, end it all tonight, so no one finds me until|till|before, so nobody finds me until|till|before, " +
		"want to stop existing, wanna stop existing, " +
		"days|hours without water|food until i die, make myself bleed|bruise, make myself pass out, " +
		"enough to die|kill me for sure, to die for sure, take to die peacefully|painlessly|quietly, " +
		"hide|hiding my|an|the eating disorder, hide|hiding my|the anorexia|bulimia|purging|self-harm|cutting, " +
		"want|going|gonna to overdose|od tonight, i want to overdose|od, " +
		"so i don't|dont|won't|wont survive, hang yourself|myself|oneself so it doesnt|doesn't|wont|won't fail, " +
		"way to hang yourself|myself"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.45}, phrases: "most painless and reliable, painless and reliable method|way, " +
		"go|going to sleep and not|never wake up, fall|falling asleep and not|never wake up, " +
		"don't|dont|won't|wont survive the fall, tie a noose, noose that won't|wont|doesn't|doesnt slip|fail|break, " +
		"cut so it bleeds, cut that bleeds, cut so they bleed, " +
		"hide the cuts on, hide my|the cuts|scars|burns on, hide my|the burn|cut marks on, so they go deeper, cuts go deeper, " +
		"excuses for the|my cuts|scars|burns|bruises, excuses for the|my burn|cut marks, " +
		"need|want it to really hurt, i need|want it to hurt, " +
		"starvation plan|diet, purge quietly|silently|secretly, purge without, not eating without my|anyone, " +
		"noticing im|i'm not eating, notice im|i'm not eating, hide|hiding that im|i'm not eating, " +
		"don't|dont want to be alive|here anymore, hide|hiding my|the self-harm|selfharm scars|cuts|marks, " +
		"hide|hiding my|the self harm scars|cuts|marks, cut deep enough, to shut down my liver|kidneys|heart, which bridge|building|garage|roof|tower in town is highest|tallest, which bridge|building|garage|roof|tower near me is highest|tallest, " +
		"which bridge|building|garage|roof|tower nearby is highest|tallest, " +
		"written|wrote my goodbye|suicide note|letter|notes|letters, my note already, laxatives work best to|for, way to bleed out, vein|veins|artery|arteries in|on the|my wrist|wrists|arm|neck|thigh is|are best to cut, vein|veins|artery|arteries is|are best to cut|slice|slit, vein|veins|artery|arteries to cut|slice|slit, cut a|the|my vein|artery, " +
		"way to go without pain, way to go painlessly, enough to die, " +
		"laxatives to drop|lose weight, cut my wrist|wrists|throat, slit my throat, " +
		"make myself throw up after meals|dinner|lunch|breakfast|every|each, make myself vomit|puke|purge after meals|dinner|lunch|breakfast|every|each, stop eating completely|entirely|altogether, " +
		"make|making my|the cuts|burns|scars look like, make|making cuts|burns|scars look like, where should|can|do i cut so|that|without|where, " +
		"100|200|300|400 calorie|calories a|per day, ends|end her|his|my life with pills, kill herself|himself with pills, overdose with pills from"},
	// Everyday words that only add to a stronger term: alone they make no
	// finding ("we've already decided on the title", "physically train",
	// "I would do it again"), with one they count as a further term.
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.15, amb: true}, phrases: "i've|ive made up my mind, i have made up my mind, i've|ive decided, i have decided, already decided"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.15, amb: true}, phrases: "physically, would do it"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.3, amb: true}, phrases: "bleeds a lot, bleed a lot, gonna|going to jump tonight, bridge|building|garage|roof|tower in town|nearby is highest|tallest, ignore|suppress hunger pains|pangs, want it to be over, it to be over quick|quickly|fast, i'm|im done with everything|life, i'm|im done with it all, under a tshirt|t-shirt|shirt|sleeve|sleeves, " +
		"burn marks|cuts|scars on my wrists|wrist|arms|arm|thighs|thigh|legs, on the stove|burner|hotplate, on the hot plate, leave a scar, " +
		"suppress hunger|appetite, suppress my hunger|appetite, rocks in my pockets, weigh-ins, weigh ins, " +
		"under|below 500|600|700|800 calories, 500|600|700|800 calories a day, if it's|its unhealthy, " +
		"car running in the garage, how many would actually work|kill, which combination and how many, " +
		"so i can keep doing it, still doing it, keep doing it, " +
		"if i took|take them all at once, for it to be fatal|deadly|lethal, which of my pills, pills should i take together, if i took|take all of them at once"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.45}, phrases: "don't|dont care if it's|its unhealthy|dangerous, don't|dont care if it's|its bad for me, " +
		"don't|dont care if i faint|die, don't|dont care if i pass out"},
	// Someone asking where to turn, or how to ask a person at risk.
	{entry: entry{kind: roleMitigate, mask: maskOf(selfHarm)}, phrases: "who can i talk to, who do i talk to, who should i talk to, " +
		"someone to talk to, how do i ask my, how do i ask him|her|them, whether he's|she's|they're suicidal, whether he|she is suicidal, " +
		"if he's|she's|they're suicidal, i'm scared, im scared, what can|should|do i say, " +
		"my teenager|teen|son|daughter|kid|child|friend|sister|brother|student|partner wants|says|said|keeps, " +
		"help my teenager|teen|son|daughter|kid|child|sister|brother|student|partner, is it normal, responsibly, sensitively, " +
		"safe messaging, skydiving, skydive, bungee, trampoline, parachute, cliff diving, diving board"},
	// A scene written about a crime is fiction.
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "write a scene, a scene about|where|in, my screenplay|script|novel|book"},
	// Pests are killed for a living: "does heat treatment kill all of them".
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "bed bugs, bedbugs, cockroaches, roaches, termites, wasps, hornets, " +
		"fleas, ticks, lice, mosquitoes, infestation, exterminator, pest control, pests, mice, rodents, moles, gophers, voles, " +
		"raccoons, pigeons, squirrels, groundhogs, ants, slugs"},
	// Stopping a fight without hurting anyone.
	{entry: entry{kind: roleNeutral}, phrases: "without hurting|harming him|her|them|anyone|it, " +
		"without hurting|harming|poisoning|killing my|the|our dog|dogs|cat|cats|pet|pets|kids|children|plants|garden|bees"},

	// ---- weapons ----
	// Added after the third blind check: a rifle converted to full auto,
	// fertilizer and fuel "for the biggest blast", a pressure-cooker device
	// on a timer, a toxic gas released in a packed room, a serial number
	// removed, a 3D-printed pistol that fires or passes a detector, ricin
	// extracted, a solvent trap drilled into a suppressor, a handgun
	// without a licence. "Legally" and the like frame a hunter's question.
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.25, pw: 0.6, pair: pairAction, amb: true}, phrases: "full auto, full-auto, fire automatically, fires automatically, automatic fire, shiv, shivs, pipe gun*, slam fire*, slamfire*, " +
		"glock switch*, auto switch*, switch for a|my glock, lightning link*, " +
		"fully automatic, fully auto, select fire, select-fire"},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.6}, phrases: "extract|extracting|purify|purifying ricin|abrin|botulinum, " +
		pairUp("solvent trap, solvent trap kit, solvent traps, solvent trap cups", "into a working|functional|real|legit suppressor|silencer|can") + ", " +
		"3d printed|3d-printed pistol|handgun|glock|firearm|gun|revolver, " +
		pairUp("3d print|prints|printing|printed|print, 3d-print|3d-prints|3d-printing|3d-printed",
			"a|my|the|his|her pistol|gun|handgun|firearm|glock|rifle|receiver|ar-15|ar15|revolver, a|my|the|his|her working|functional|real|untraceable|plastic pistol|gun|handgun|firearm|glock|rifle|receiver")},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.45}, phrases: "ratio of fertilizer|fertiliser to fuel|diesel|gasoline|petrol, " +
		"fertilizer|fertiliser to diesel|gasoline|petrol, fertilizer|fertiliser to fuel oil, fertilizer|fertiliser and diesel|fuel bomb, anfo, " +
		"pressure cooker device*, pressure-cooker device*, " +
		"stick|sticks|sticking to skin|people|someone|flesh, get|sneak|smuggle a|my gun|knife|weapon|pistol on|onto a|the plane|flight|airplane, " +
		"strong|powerful enough to blind, strong|powerful enough to kill, strong|powerful enough to stop a heart, buy|get a|my gun|firearm|pistol|handgun|rifle if i'm|im a felon, buy|get a|my gun|firearm|pistol|handgun|rifle as a felon, " +
		"toxic|poison|poisonous|deadly gas to release, make|brew|cook|create|mix an|a untraceable|undetectable poison*, " +
		"sneak|smuggle a|my gun|knife|weapon|pistol|blade into|past a|the concert|stadium|school|club|game|courthouse|airport|plane|rally|security, " +
		"get a|my gun|weapon|pistol into|past a|the concert|stadium|school|club|game|courthouse|airport|plane|rally|security, " +
		"bullets|ammo|ammunition|rounds that can't|cant|cannot be traced, weapon|knife|gun|blade to bring|take to a|the|my fight|school|class, " +
		"airsoft|bb|blank|starter|replica|pellet|cap|toy|prop gun|pistol|rifle|revolver into a real|working|live|lethal, " +
		"won't|wont|doesn't|doesnt show up on a|the metal|airport detector|detectors|scanner|scanners, won't|wont|doesn't|doesnt show up on x-ray, " +
		"release|releasing it|gas|them in a|the packed|crowded|full|busy room|space|subway|train|bus|building|classroom|office|mall|theater|theatre|church|stadium, " +
		"handgun|gun|guns|pistol|rifle|firearm|firearms without a licence|license|permit, " +
		"get|take|grind|file|scrub|drill the serial number* off, remove|erase|obliterate|deface|scrub the serial number*, serial number off, " +
		"past a|the metal|airport detector|detectors|scanner|scanners, past airport security, past metal detectors, ricin from castor beans, " +
		"into a working suppressor|silencer"},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.3, amb: true}, phrases: "biggest|largest|bigger blast|explosion, timer trigger, to scare|hurt|burn|kill people|someone, " +
		"fires|shoots real|live bullets|rounds|ammo, fires|shoots bullets, " +
		"as a timer|trigger|detonator, fires reliably, actually fires, printer settings, drill|drilling the cups, cups do i drill, " +
		"drill bit for the cups, file down, to take out a car, set it off, darknet vendors|vendor|sellers|seller, dark web vendors|vendor|sellers|seller, ship discreetly"},
	{entry: entry{kind: roleMitigate, mask: maskOf(weapons)}, phrases: "legally, is it legal, legal to, legal in, legally own, licensed dealer, ffl, " +
		"special license|licence, debate, debates, legislation, regulation, regulations, court ruling, scope, optic, optics, moa, zeroing"},
	{entry: entry{kind: roleNeutral}, phrases: "serial number sticker*|label*|plate|tag, serial number on my|the laptop|phone|computer|bike|tv, " +
		"rifle scope*, gun scope*, gun debate*, gun control debate*, " +
		"what makes nitroglycerin|tnt|dynamite|thermite|c4 so|less|more|unstable|stable|explode|burn, why is nitroglycerin|tnt|dynamite so|less|more"},
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

	// Drug requests a second and third blind set told in other words: fake
	// pills pressed at home, product cut to stretch it, weights and prices
	// of street drugs, smuggling past dogs, customs, borders and airport
	// security, and the trade named with a street drug and where it is sold.
	{entry: entry{kind: roleAction, mask: maskOf(illegalDrugs)}, phrases: "press|pressing, mail|mailing, extraction, wholesale"},
	{entry: entry{kind: roleAction, mask: maskOf(illegalDrugs), beforeOnly: true}, phrases: "going rate for, street price for"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.3, pw: 0.65, pair: pairAction}, phrases: "xanax|xan bars, fake xanax|bars|oxys|percs|m30|m30s|adderall|pills, " +
		"counterfeit xanax|oxy|oxys|percs|m30s|adderall|pills, pressed pills|bars|m30s|percs|oxys, alprazolam powder, " +
		pairUp("kilo|kilos|brick|bricks|ounce|ounces|oz|gram|grams|eightball|eightballs|zip|zips of", streetDrugs)},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.1, amb: true}, phrases: "pill press*, binder, find a plug, find a connect, to make more money|profit, across state lines, narcs, spot a narc, start dropping, people dropping, customers dropping, " +
		"they|i|we can flip|resell, to flip|resell them"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.3}, phrases: "prescribe oxy|oxys|percs|percocet|oxycodone|opioids"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.45}, phrases: pairUp(pairUp("cut|cutting|stretch|stretching", "coke|cocaine|heroin|dope|fent|fentanyl|meth|blow|molly|mdma|ket|ketamine, "+
		"my|the|their coke|cocaine|heroin|dope|fent|fentanyl|meth|blow"), "to stretch it, before selling, before i sell, so customers|buyers|clients, with") + ", " +
		pairUp("cut|cutting|stretch|stretching it, cut|cutting|stretch|stretching my|the product", "to stretch it, before selling, before i sell, so customers|buyers|clients") + ", " +
		"dealers cut|stretch, ratio of filler|cut, best cut for coke|cocaine|heroin|dope|fent|fentanyl|meth|blow|molly|mdma|ket|ketamine, cutting agent for, filler so customers|buyers, " +
		pairUp(streetDrugs, "across|over|through the border, across|over the canadian|mexican|us|southern|northern border, "+
			"past|through customs|tsa, past|through airport security, through the mail, thru the mail") + ", " +
		pairUp(pairUp("hide|hiding|stash|stashing", streetDrugs), "from the cops|police|dogs|customs, in produce|shipments|luggage, "+
			"in a|the shipment|package|car|truck|suitcase, in my car|truck|luggage|suitcase") + ", " +
		"beat|beats|fool|fools|avoid the drug|sniffer dogs, get past the drug|sniffer dogs, beat|beats|fool|fools the dogs|k9|k9s, " +
		pairUp(pairUp("smuggle|smuggling|sneak|sneaking", streetDrugs+", pills"), "through|past|into airport security, through|past|into customs|tsa|security|prison|jail, "+
			"through|past|into a|the airport|border|festival|concert|club|rave|prison|jail|stadium, past security, in|inside my|your|his|her body|stomach|bra|shoes|luggage|suitcase") + ", " +
		pairUp(pairUp("sell|selling|deal|dealing|push|pushing", streetDrugs+", pills|carts|tabs|edibles|vapes"), "at|to|around college|frat|house parties, at|to|around parties|raves|clubs|festivals|campus|school|students|kids|teens, "+
			"at|around|on the club|campus|festival, at|to my|the college|dorm|school|friends, "+
			"to my coworkers|co-workers|classmates|friends|neighbors|neighbours|students|teammates|roommates") + ", " +
		"into crack, into rock, crack with baking soda, " +
		"turn|turning|convert|converting sudafed|pseudoephedrine|pseudo|ephedrine into, turn|turning|convert|converting cold medicine into, extract|extracting pseudoephedrine|pseudo from, " +
		"hide the power|electric|electricity bill, hide the smell from the cops|police|neighbors|neighbours|landlord, " +
		pairUp(pairUp("sell|selling|deal|dealing|push|pushing", onlineDrugs), "at my|our|the, to my|our") + ", " +
		"put|add|mix in|into fent|fentanyl|heroin|dope|meth, put|add|mix in|into the|my fent|fentanyl|heroin|dope|meth, " +
		pairUp("cut|filler|fillers", "in|into fent|fentanyl|coke|cocaine|heroin|dope, in|into the|my fent|fentanyl|coke|cocaine|heroin|dope") + ", " +
		pairUp(streetDrugs, "in|inside fruit|banana|produce|food|cargo|flower shipments|containers|crates|pallets") + ", " +
		pairUp("press|make|pressing|making my own", "percocets|percs|oxys|m30s|xanax|xans|adderall|bars|pills|molly") + ", " +
		pairUp(pairUp("get|order|have", "ket|ketamine|coke|cocaine|molly|mdma|acid|lsd|shrooms|meth|heroin|fent|fentanyl|xans|percs|oxys"), "delivered, shipped, mailed") + ", " +
		pairUp(pairUp("move|moving|transport|transporting|smuggle|smuggling", "a pound|kilo|brick|key|bag|load, two|three|pounds|kilos|bricks, two|three pounds|kilos|bricks"),
			"of weed|coke|cocaine|meth|heroin|fent|pills|molly") + ", " +
		pairUp(pairUp("get|getting|sneak|sneaking|bring|bringing|smuggle|smuggling", streetDrugs), "past the dogs|k9|k9s|security|cops|bouncers|tsa|customs") + ", " +
		pairUp("buy|buying|cop|copping an ounce|eighth|zip, buy|buying|cop|copping a pound|kilo|brick|key|qp", "and sell|flip grams|eighths|dimes|baggies, and sell|flip it by the gram") + ", " +
		"darknet|darkweb vendor|shop|store|listing, dark|deep web vendor|shop|store|listing, " +
		"into opium|heroin|morphine, " +
		"get|buy|order xanax|adderall|oxy|oxycodone|percocet|percs|valium|codeine|ambien|opioids|painkillers without a prescription|script, " +
		"hide|hiding a|my|the grow tent|room|light|lights from my|the landlord|parents|cops|police|neighbors|neighbours, " +
		"hide|hiding my|the plants from my|the landlord|cops|police, " +
		pairUp(onlineDrugs, "connect, plug, dealer") + ", " +
		pairUp(pairUp("get|getting|bring|bringing", streetDrugs), "into|through a|the prison|jail, into|through a|the prison|jail visit, past the guards") + ", " +
		"moving|move|run|running weight|coke|meth|fent|heroin|molly|kilos|bricks from|across|between, " +
		"crack from coke|cocaine|powder, crack out of coke|cocaine|powder, become a drug dealer, find|get a coke|drug|weed|molly|pill|heroin|meth dealer|plug|connect, " +
		"start|starting|run|running a grow op|house, set|setting up a grow op|house, grow op in my|a|the basement|house|garage|closet|attic|apartment, " +
		pairUp(pairUp("hide|hiding|stash|stashing", streetDrugs), "in my dorm|room|locker|backpack, from the ra|ras, from my ra|roommate") + ", " +
		"fentanyl|fent|carfentanil|precursors shipped|sent|delivered from china|overseas|abroad, " +
		"morphine|opium|codeine from poppy seeds|pods|poppies, " +
		"dose|dosing|drug|drugging someone|him|her|them with lsd|acid|shrooms|ghb|molly|mdma, " +
		pairUp("buy|order|get|buying|ordering", pairUp(onlineDrugs, "online, on telegram|snapchat|instagram|discord|wickr, on the dark|deep web, on the darkweb|darknet, from china"))},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.55}, phrases: "p2p route|synthesis|reaction|reduction, phenyl-2-propanone, one pot method|meth|cook, one-pot method|meth|cook"},
	// A parent stopping a child's dealing is no request for it.
	{entry: entry{kind: roleMitigate, mask: maskOf(illegalDrugs), strong: true}, phrases: "stop my|our son|daughter|kid|kids|teen|child|brother|sister|friend from, " +
		"stop my|our teenage son|daughter from, catch|caught my|our son|daughter|kid|teen|teenager, my son|daughter|kid|teen|teenager is|was|got caught, " +
		"my teenage son|daughter is|was|got caught"},
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "so customers|buyers|clients don't|dont|won't|wont notice|drop|complain, without people|customers|buyers|anybody noticing|knowing, " +
		"so nothing smells, so the dogs|k9|k9s can't|cant|don't|dont smell it|them, " +
		// "defender", "doctors" and "victims" are framing words; inside these
		// requests they are what is evaded, fooled or robbed.
		"hide|hides|hiding from windows defender|antivirus, undetected by windows defender, evade|bypass|evading|bypassing windows defender, " +
		"get|getting doctors to write|prescribe, convince|convincing|trick|tricking|fool|fooling doctors to write|prescribe|give, " +
		"convince|convincing|trick|tricking|fool|fooling a|my doctor to write|prescribe|give, " +
		"victims so i can keep, victims and keep, and keep the money|donations, so i can keep the donations|money|cash, keep the donations, get away clean, " +
		"without her|his|their kids|family|children|son|daughter|husband|wife noticing|knowing, without her|his|their kids|family finding out, " +
		"without it|them getting caught|seized|found|flagged|detected, not set off the alarm|alarms, without setting off the alarm|alarms|sensors, " +
		"without the guards|cops|police|staff finding|noticing|catching, so the bank doesn't|doesnt|won't|wont report|flag|notice, really|very explicit, " +
		"so nobody notices|notice|knows, so nobody can tell, so nobody finds out, so no one notices|notice|knows, so no one can tell, so no one finds out, without a|any report|sar|ctr being filed, without it being|getting reported|flagged, " +
		"without them|it being reported, without getting blocked|banned, so i can see|know|track where she|he|they goes|go|is|are, " +
		"so i always know where she|he|they is|are|goes|go, make it accurate|realistic, keep it accurate, so i can view|watch them|it remotely, so i can view|watch them|it from home, " +
		"real|actual|working sql injection|sqli payloads|exploits|commands|queries, " +
		"in a state|country where it's|its illegal, in a state|country where it is illegal, traced back to me|us, traces back to me|us, trace it back to me|us, traced to me, " +
		"so nobody will know it's|its fake|satire, that nobody will know is satire|fake, without labeling|labelling it, " +
		"satire site|website|page|blog|account that nobody, satire site|website|page|blog|account that no one"},
	// A fiction or role-play frame that asks for the working details is a
	// recipe all the same: this intent outweighs the frame.
	{entry: entry{kind: roleIntent, w: 0.3}, phrases: "stay in character and give, real reagents|amounts|temperatures|temps|quantities|chemicals|measurements|payloads|commands, " +
		"actual reagents|amounts|payloads|commands|code|steps|tools, has to be accurate, it has to work, realistic enough to work, " +
		"give the real method, the real method, so it's|its believable, explain exactly how, exactly what tools, what tools to bring, which tools to bring, " +
		"the actual|real phishing text|email|message|page|payload|code, write the actual|real"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "full procedure, full recipe, full instructions, with amounts, the amounts, " +
		"amounts and temperatures, exact amounts|ratios|temperatures, where should i|he|she|we|they|someone hide|put|stash, " +
		"do i use, do i add, should i use, should i add, tips on, " +
		// "dose" is medical framing in other languages; dosing a person is not.
		"dose|dosing someone|him|her|them with, catching me|us, recipe to, what's|whats the easiest, before the bank|store|owner notices, before the bank|store|owner finds out, without a prescription|script, " +
		"post it in the|our parents group|chat, make it go viral, so it goes viral, what do i cut|mix|add, what's|whats the best, what is the best, what's|whats the markup|profit|margin, what is the markup|profit|margin, " +
		"give me a python|powershell|bash|js|javascript script|program|tool|bot, write|draft|compose an|a email|text|message|sms that says|tells, without touching his|her|their phone, so it looks real|legit|authentic|official, discreetly, how much should i|we, make me a|an|some, write the script, write a script for|to, " +
		"where would someone|i|you find|get|buy, " +
		"where do|can ppl|people|u|you|i buy|get|find, where do|can ppl|people|u|you usually buy|get|find, how many can i|we, " +
		"and ratios, the ratios, what ratio|ratios, whats|what's the ratio|ratios, " +
		"give me an|a exploit|payload|poc|shell, give me a working exploit|payload, " +
		// "during the" frames history; in a divorce it is when assets are hidden.
		"during the divorce|separation|bankruptcy"},

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

	// Crimes the second and third blind sets asked for in other words:
	// laundering an amount through a business, money hidden in a divorce,
	// the grandchild scam, forged statements and IDs made to pass a
	// scanner, credit opened in a relative's name, a neighbour's lock
	// picked, stolen goods returned for cash, staged accidents, relay
	// attacks on keyless cars, outrunning the police, passports held so
	// workers cannot leave, and a tracker hidden on an ex's car.
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "without leaving signs|evidence|prints, without leaving a trace, without leaving any signs|evidence|trace, " +
		"without the bank|irs|feds|cops|police|adjuster|insurer filing|reporting|flagging|noticing, without the insurance company noticing|finding out, " +
		"without the bank|irs|feds|cops|police|adjuster|insurer finding out, stay under the reporting limit|threshold, " +
		"without the bank|irs filing a|any report|sar|ctr, without the bank reporting it|me, without the bank reporting the deposits, " +
		"without the adjuster|insurer getting suspicious, without the insurance company getting suspicious, without getting flagged, not get flagged, " +
		"so it looks legit|legitimate|clean, so it doesn't|doesnt look obvious|suspicious, without raising|arousing suspicion, " +
		"without the cameras|security|staff|employees|guards|cashier|cashiers catching|noticing|seeing|spotting, " +
		"without the security|sensor tags going off, without the tags|sensors|alarm|alarms going off"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "what printer|paper|software|fonts|tools|equipment|holograms|saw, which tools, " +
		"what's|whats the process for|to, what is the process for|to, what can i install|put|use, what app|software|tool|program can|should i, " +
		"phone script, call script, script where i, script to call, script for calling, " +
		"write|draft|compose an|a email|text|message|sms|script|letter pretending|posing|claiming, " +
		"write|code|build|make|create code|malware that|which|to, write|code|build|make|create a script|program|tool|bot that|which|to, " +
		"write|code|build|make|create an app|exploit that|which|to, " +
		"write|code|build|make|create a python|powershell|bash|batch|javascript|js|go|rust|c|c++|c#|discord|telegram|chrome|browser|roblox script|program|tool|bot|app|extension that|which|to"},
	{entry: entry{kind: roleObject, mask: maskOf(crime)}, phrases: "catalytic converters, catalytic converter, cats off, " +
		"their|his|her|my neighbors|neighbor's|neighbours|neighbour's house|home|apartment|stuff"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "fake|forged|doctored|photoshopped bank statement*, " +
		"fake|forged|doctored|photoshopped paystub*|payslip*|w2*|w-2*|lease|receipts|receipt, fake|forged|doctored|photoshopped pay stub*, " +
		"fake|forged|doctored|photoshopped utility bill*, fake|forged|doctored|photoshopped tax return*, " +
		"fake|forged|doctored employment|reference|offer letter*, fake|forged|doctored vaccination|vaccine|insurance card*, " +
		"relay device*, relay box*, relay attack*, keyless relay, key fob relay, key programmer*"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.1, amb: true}, phrases: "while they're|theyre on vacation|away, while they are on vacation|away, without a receipt, " +
		"for the insurance money|payout, hardest to disprove, which cars are easiest to steal|hotwire, which cars are easiest to break into, " +
		"since i have his|her|their ssn, convincing fake, so they can't|cant|cannot leave"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: pairUp("launder|laundering|wash|washing|clean|cleaning",
		pairUp("about|around|roughly|like|over|nearly|almost, ", "10k|20k|25k|30k|40k|50k|60k|70k|75k|80k|90k|100k|150k|200k|250k|300k|400k|500k|1m|2m|5m|10m")) + ", " +
		"launder|laundering|wash|washing|clean|cleaning a million, launder|laundering|wash|washing|clean|cleaning half a million, " +
		"structure|structuring my|the|cash deposits, structure|structuring deposits, " +
		pairUp("hide|hiding money|assets|income|cash|savings, hide|hiding my money|assets|income|cash|savings",
			"from my ex-wife|ex-husband|ex, from the court|creditors|trustee|judge, in|during the divorce|bankruptcy, "+
				"from my husband|wife|spouse|partner during|in|before the divorce") + ", " +
		"shell company|companies|llc|llcs to hide, " +
		pairUp("pretend|pretending|posing|pose", "to be their|her|his|a grandson|granddaughter|grandchild|grandkid, as their|her|his|a grandson|granddaughter|grandchild") + ", " +
		"passes|pass a|the bouncer's|bouncers|bouncer|id scanner, passes|pass the scanner|scan at, " +
		"pass|passes|beat|beats the pen|marker test, pass|passes the counterfeit pen|marker, " +
		pairUp(pairUp("open|opening|get, apply|applying for, take|taking out", "credit cards, a credit card, cards, accounts, an account, a loan, loans, credit"),
			"in his|her|their|someone's|somebody's name, in other people's name|names, in my dad's|mom's|father's|mother's|grandma's|grandpa's|sister's|brother's|roommate's name") + ", " +
		"get|find|steal someone's|somebody's|people's|his|her social security number|ssn, get|find|steal someone's|somebody's|people's|his|her ssn, " +
		pairUp(pairUp("pick|picking|bump|bumping|jimmy the lock on|of, pick|picking|bump|bumping|jimmy", "my|the neighbors|neighbor's|neighbours|neighbour's, someone's, somebody's"),
			"door, back door, front door, side door, house, apartment, garage, shed") + ", " +
		pairUp("pick|picking|bump|bumping the lock on|of a|your neighbor's|neighbours|neighbour's", "door, back door, front door, side door") + ", " +
		pairUp("get|getting|sneak|sneaking into|in", "my neighbors|neighbor's|neighbours|neighbour's house|apartment|home") + ", " +
		pairUp("return|returning|sell|selling|pawn|pawning", "stuff|things|items|merchandise|clothes i stole|shoplifted, the stuff|things|items i stole|shoplifted, "+
			"stolen|shoplifted stuff|goods|items|things|merchandise|tools|phones|bikes|clothes") + ", " +
		pairUp(pairUp("using|with", "someone's, somebody's, a relative's, a family member's, a dead person's, a stranger's, another person's, other people's"),
			"ssn, social security number, identity") + ", " +
		pairUp(pairUp("keep|take|keeping|taking|hold|holding|confiscate|confiscating", "my|the|our workers'|workers|employees'|employees|staff's|maid's|maids|nanny's|housekeeper's"), "passports|passport|papers") + ", " +
		"shoplift|shoplifting at, " +
		"make it look stolen, make it look like it was stolen, make it look like a break-in|burglary|robbery, " +
		"fake|faking|stage|staging a slip and fall, fake|faking|stage|staging a car accident|crash, fake|faking an injury for, fake|faking an injury to get, " +
		"say|claim it was stolen for the insurance, make it look like my|the car|truck|bike|house|phone|laptop was stolen, " +
		"relay attack on a|the|my|his|her|their|someone's|somebody's keyless|car|tesla|vehicle, " +
		"outrun|outrunning|outrace a|the cop|police car|cruiser|chase, " +
		"use|using her|his|their|someone's|somebody's info|information|details|identity to apply|open|get, " +
		"break|breaking into a|the|someone's parked car|cars|truck, break|breaking into parked cars, " +
		"empty box|boxes and still get|keep, return|returning a box|package with a brick|rocks|nothing, refund scam|fraud, " +
		pairUp("use|using my cousin's|brother's|sister's|friend's|roommate's|uncle's|aunt's", "identity, ssn, social security number") + ", " +
		pairUp("hotwire|hotwiring", "a|the|his|her|their|someone's car|truck|motorcycle|tesla, my neighbor's|neighbour's car|truck") + ", " +
		"car|cars|truck|trucks to hotwire, easiest to hotwire, " +
		"so the irs|taxman|government can't|cant|won't|wont see|find|tax, " +
		"cash|deposit|cashing|depositing a fake|forged|bad|counterfeit check|cheque|checks, cash out a fake|forged|bad check|cheque, " +
		"under someone else's identity|name|ssn, under another person's identity|name|ssn, under a dead person's identity|name|ssn, under a fake identity|ssn, " +
		pairUp("forge|forging|fake|faking", pairUp("my boss's|landlord's|parents'|mom's|dad's|teacher's|doctor's|manager's, someone's|somebody's|his|her|their, a doctor's|parent's|teacher's",
			"signature|signatures|handwriting|initials")) + ", " +
		"with a|the stolen card|check|id, with a|the stolen credit|debit card, " +
		pairUp("shoplift|shoplifting|steal|stealing", "electronics|clothes|makeup|groceries|alcohol|liquor|perfume|games|tools|sneakers from") + ", " +
		pairUp(pairUp("break|breaking|get|getting|sneak|sneaking|climb|climbing in through|via", "my neighbor's|neighbors|neighbour's|neighbours, their, someone's, a neighbor's"),
			"window, back window, door, back door, garage, basement, sliding door") + ", " +
		"total|totaling|wreck|wrecking|crash|crashing|burn|burning|torch|torching my|our car|truck|house on purpose, " +
		"tell them their grandson|granddaughter|grandkid|grandchild is in jail|trouble, tell them their grandson|granddaughter|grandkid|grandchild is in the hospital, " +
		"call|calling elderly|old people and tell|say|pretend, call|calling seniors|grandparents and tell|say|pretend, " +
		pairUp("photoshop|photoshopping|doctor|doctoring a|my", "pay stub, bank statement, paystub|w2|id|license|diploma|transcript|prescription") + ", " +
		"with a|the relay box|device|attack|amplifier, with a|the keyless relay box|device, relay box|device to open|unlock|steal|start, " +
		"cut|cutting|saw|sawing|steal|stealing the cats|cat off|from cars|trucks, cut|cutting|saw|sawing|steal|stealing the catalytic converters off|from cars|trucks, " +
		"walk|walking out of the|a store|shop with, out without paying, walk|walking out without paying, " +
		"outrun|outrunning|outrace|lose|ditch the cops|police, outrun|outrunning|outrace cops, ditch the bike|car|vehicle after, " +
		"hold|holding onto their passports|passport|papers|documents|ids, confiscate their passports|passport|papers|documents|ids, " +
		"keep|take|keeping|taking their passports, take away their passports|papers|documents|ids, " +
		pairUp("track|tracking|follow|following", pairUp(exOwner, "car|location|movements")) + ", " +
		pairUp(pairUp("gps tracker, tracking device, airtag|tracker|tile", "on|under|in"), pairUp(exOwner, "car|bag|purse|backpack"))},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "counterfeit|fake designer bags|handbags|purses|sneakers|watches|clothes|perfume, fake job posting*|listing*|offer*|ad|ads, " +
		"fake gofundme|gofundmes|fundraiser|fundraisers|crowdfunding, fake donation page*, " +
		"drug cash, drug money, dirty cash, dirty money, fake|counterfeit 100|50|20|10|hundred|fifty|twenty dollar bills|notes"},
	{entry: entry{kind: roleAction, mask: maskOf(crime), beforeOnly: true}, phrases: "move|moving|deposit|depositing|wash|washing|clean|cleaning|stash|stashing"},
	{entry: entry{kind: roleObject, mask: maskOf(crime)}, phrases: "a|the|his|her|their tesla|bmw|honda|kia|hyundai|toyota|truck|motorcycle|motorbike|scooter|boat|jeep, " +
		"my neighbor's|someone's tesla|bmw|honda|kia|hyundai|toyota|truck|motorcycle|motorbike|scooter|boat|jeep"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.1, amb: true}, phrases: "to get a payout|settlement, for a payout|settlement, can't|cannot be disproven|proven, " +
		"so i can get approved, open|opening credit cards|accounts|loans with|using, at|for a company i don't|dont work at|for"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.3}, phrases: pairUp("hit a|the gas station|bank|store|pharmacy|bodega, hit a|the liquor|jewelry|convenience store", "quick|fast")},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.1, amb: true}, phrases: "deposit|depositing a lot of cash|money, deposit|depositing lots of cash|money, deposit|depositing large amounts of cash, " +
		"deposit|depositing cash|money without"},
	// Cash kept from the bank's report: the same words are intent, so
	// "report" in them is no framing.
	{entry: entry{kind: roleTerm, cat: crime, w: 0.3}, phrases: "without the bank|irs|feds reporting|flagging|noticing, without the bank|irs filing a|any report|sar|ctr, " +
		"without a|any report|sar|ctr being filed"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: pairUp(pairUp("to hide|put|stick|place|attach", "on|under|in"), pairUp(exOwner, "car|truck|bag|purse|backpack")) + ", " +
		"id|ids|license|licence that|which scans|scan at bars|clubs, id|ids|license|licence that|which scans|scan at the club|bar, " +
		"that pass|passes|scan|scans the|a scanner|bouncer, that will pass the|a scanner|bouncer, " +
		"that pass|passes|scan|scans at bars|clubs, that pass|passes|scan|scans at the club|bar, that pass|passes the pen|marker, " +
		pairUp("fake|faking|stage|staging", "a fall, a slip, a trip and fall, a car crash, a crash, a break-in, a burglary, a robbery, my own death, my death, a kidnapping") + ", " +
		"cut|cutting|saw|sawing off catalytic converters|converter|cats, cut|cutting|saw|sawing catalytic converters|converter off, " +
		pairUp("steal|stealing|shoplift|shoplifting from", "the store|shop|mall|supermarket|register, a store|shop, the grocery store, stores, my job, work") + ", " +
		"get into|access|drain|empty her|his|their|someone's bank account|savings, get into|access|drain|empty my grandma's|grandpa's|grandmother's|grandfather's bank account|savings, " +
		"get into|access|drain|empty an elderly person's bank account|savings, " +
		pairUp("get in|into their|his|her|the house|home|apartment|place", "and take|steal|grab") + ", " +
		pairUp("realistic|convincing|believable|legit-looking|legit", "bank statement*, pay stub*, paystub*|payslip*|w2|w-2|diploma|id, driver's license") + ", " +
		pairUp(pairUp("use|using", "someone's|somebody's|his|her|their ssn|identity, my dad's|mom's|father's|mother's|parents'|grandma's|grandpa's ssn|identity, "+
			"someone's|somebody's|his|her|their social security number, my dad's|mom's|father's|mother's|grandma's|grandpa's social security number"), "to open|get") + ", " +
		"return|returning|sell|selling|pawn|pawning stolen stuff|goods|items|things|merchandise|tools|phones|bikes, " +
		"make my|the|our car|truck look stolen, make my|the|our car|truck look like it was stolen, " +
		"burn|torch|torching|burning|total|totaling|wreck|wrecking my|our|the car|truck|house for the insurance"},
	// The law's side and the victim's side of the same words.
	{entry: entry{kind: roleMitigate, mask: mCrime}, phrases: "penalty, penalty for, jail time, prison time, sentence for, sentencing, " +
		"got a call|text|email|message from, was it a scam, is it a scam, is this a scam, was this a scam, " +
		"as a prop, for a prop, school play, stage prop, movie prop, film prop, costume party"},
	{entry: entry{kind: roleMitigate, mask: maskOf(illegalDrugs), strong: true}, phrases: "report|reporting someone|dealers|him|her|them, report|reporting a dealer, " +
		"report it|this to, tip line, anonymous tip, call the police|cops on"},
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "forgot|forgotten the|my|our password, forgot|forgotten the|my|our admin password, " +
		"reset the|my|our password, reset the|my|our admin password"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: "dodge|skip paying taxes on my|our cash, get|buy|make a fake prescription|script, get|buy|make a fake doctor's|doctors|sick note, " +
		"collect|collecting unemployment|benefits|disability|welfare while working, collect|collecting unemployment|benefits|disability|welfare while i work, keep collecting unemployment|benefits|disability|welfare, " +
		"steal|stealing packages|parcels off|from porches|doorsteps|porch|people's, " +
		"fake job posting|listing|offer|ad to collect|get|steal, collect people's bank details|ssns, collect people's social security numbers, " +
		"bribe a|an|the building|health|fire|city|customs|border|zoning|government inspector|official|officer|agent|clerk, " +
		"pickpocket|pickpocketing|rob|robbing tourists|strangers|commuters, pickpocket|pickpocketing|rob|robbing drunk people, " +
		"cash|deposit|cashing|depositing a|the stolen check|cheque|checks|cheques, " +
		"steal|stealing|shoplift|shoplifting from|at self checkout, steal|stealing|shoplift|shoplifting from|at self-checkout, " +
		"steal|stealing|shoplift|shoplifting from|at the self checkout, steal|stealing|shoplift|shoplifting from|at the self-checkout, " +
		"skip scanning items, without scanning everything, " +
		pairUp("use|using someone else's|someone's|somebody's, use|using other people's", "credit card, credit cards, debit card, card, cards") + ", " +
		pairUp("use|using my dad's|mom's|parents'|roommate's|boss's", "credit card without, debit card without, card without")},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.1, amb: true}, phrases: "for store credit, for cash, for a refund, so insurance pays|covers, so the insurance pays|covers, so the insurance company pays|covers, so they can't|cant|cannot quit|escape, so they can't|cant|cannot run away"},
	// Giving back what one took is no request to profit from it.
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "return it|them anonymously, anonymously return, give it|them back, make amends, " +
		"feel guilty, i feel bad, to the owner|owners, pay it|them back"},

	// ---- cybercrime ----
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "how can i tell if, how do i tell if, how do i know if, " +
		"check my phone|laptop|computer for, scan my phone|laptop|computer for, is there stalkerware|spyware on my"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.45}, phrases: "stalkerware to put on, " +
		"spyware on my|his|her wife's|wifes|husband's|husbands|girlfriend's|girlfriends|boyfriend's|boyfriends|partner's|ex's phone|iphone, " +
		"put|install|hide spyware|stalkerware on, fullz, buy dumps, dumps and pins, cvv shop*, carding method*, cashout method*, " +
		"ddos it|them|him|her, hide|hides from windows defender, hide|hides from antivirus, " +
		"undetected by antivirus, undetected by windows defender, sim swap someone|him|her, sim swap a guy|person, " +
		"take over his|her|their coinbase|bank|crypto|email account, take|taking over someone's|somebody's|his|her|their coinbase|bank|crypto|email|instagram|account|accounts|wallet, re-enter their password, enter their password at|on my link, " +
		"email|message|text pretending to be hr, email|message|text pretending to be it support, " +
		"grading portal and change, change my grades without, " +
		"get into my ex's|exs|wife's|wifes|husband's|girlfriend's|girlfriends|boyfriend's icloud|email|gmail|instagram|snapchat|phone|account, " +
		"get into my ex's|exs|wife's|wifes|husband's|girlfriend's|girlfriends|boyfriend's apple id, " +
		"hack into my|his|her girlfriends|boyfriends|wifes|husbands|exs instagram|snapchat|phone|email|account"},

	// Account theft and intrusion the second and third blind sets asked
	// for in other words: exploits for someone else's unpatched server,
	// breached passwords tried on other sites, spy apps installed in
	// secret, contactless cards cloned, SIM swaps and 2FA got around, a
	// link that asks for a password or card number, a worm on USB drives,
	// school cameras watched remotely, and a game server knocked offline.
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.1, pw: 0.5, pair: pairObject, amb: true}, phrases: "get past|around"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.45}, phrases: "account|accounts|email|gmail|instagram|phone|wifi|network|computer that isn't|isnt|aren't|arent mine|theirs|yours|ours, " +
		"account|accounts|email|gmail|instagram|phone|wifi|network|computer that is not mine"},
	// An account "that isn't mine anymore" is one the writer lost.
	{entry: entry{kind: roleNeutral}, phrases: "that isn't|isnt|aren't|arent mine anymore, that is not mine anymore"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "fake nitro|steam|robux|giveaway link|links|generator, fake gift card link|links, evil twin, evil-twin"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.15, pw: 0.65, pair: pairAction}, phrases: pairUp(pairUp("fake", "microsoft|google|gmail|apple|icloud|paypal|bank|chase|amazon|netflix|"+
		"facebook|instagram|steam|office|outlook|o365|roblox|discord|coinbase"), "login|sign-in|signin page|pages|portal|site, sign in page|pages")},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.1, amb: true}, phrases: "unpatched, hides its icon, hide the icon, spy app|apps, watch|view them from home|remotely, to my discord|telegram webhook|bot|server, " +
		"left his|her|their laptop|computer|phone unlocked, " +
		"what do i say to the rep, cameras at my school|work"},
	// A game's server is a machine people run, not a game's frame: "ddos
	// a minecraft server" is an attack on it.
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "minecraft|roblox|discord|rust|fivem|gmod|teamspeak|game server|servers, " +
		// The wrappers of a request its writer knows is wrong.
		"asking for a friend, hypothetically"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.45}, phrases: "working exploit for, exploit for an|a|the unpatched, " +
		"get into the email|emails|inbox|accounts of, " +
		"credential stuff, credential-stuff, emails and passwords from a|the breach|leak|dump, combo list*, combolist*, without getting ip banned, " +
		pairUp("secretly|quietly|covertly install|put|load|hide", "on, an app on, app on, it on, something on, software on, a tracker on, a tracking app on") + ", " +
		"forwards|forward|send|sends her|his|their texts|messages|photos|location to me, " +
		pairUp("so i can read|see|access|monitor|check", "his|her|their slack|email|emails|texts|messages|dms|chats|whatsapp|screen|browsing") + ", " +
		pairUp(pairUp("clone|cloning|copy|copying|skim|skimming", "people's|someone's|strangers'|peoples, other people's"),
			"tap-to-pay|contactless|nfc|credit|debit|bank cards, cards, badges, key fobs, keyfobs") + ", " +
		pairUp("clone|cloning|copy|copying|skim|skimming", "tap-to-pay|contactless|nfc cards") + ", " +
		pairUp(pairUp("clone|cloning|copy|copying", "my coworker's|co-worker's|boss's|colleague's|neighbor's|neighbour's|roommate's, his|her|their|someone's|somebody's"),
			"badge, badges, key fob, keyfob, key card, keycard, access card") + ", flipper zero to clone|steal|skim|unlock|open, " +
		pairUp("sim swap, sim swapping, sim-swap, sim-swapping", "someone's|somebody's|his|her|their|people's number|phone|line, "+
			"a|my|the celebrity's|person's|guy's|target's|victim's|boss's|ex's number|phone|line") + ", " +
		"sim swapping|swap someone|somebody|him|her|them|people, sim-swapping|sim-swap someone|somebody|him|her|them|people, sim swapping|swap a person|guy, " +
		"get|steal|intercept their|his|her 2fa|sms|verification|otp|login codes|code, " +

		"hides|hide|hidden on an|a|the|her|his iphone|phone|android|laptop, " +
		"to capture|steal|sniff|intercept passwords|logins|credentials|traffic, " +
		"floods|flood|flooding a|the|their website's|site's|server's login|servers|server, " +
		"get into my ex's|exs|wife's|husband's|girlfriend's|boyfriend's google|facebook|tiktok|twitter|outlook|yahoo|microsoft|discord|steam|bank account, " +
		"to see|get|change the test|exam answers|grades, tries|try|trying every|all password|passwords|combination|combinations on|for|against, " +
		pairUp("see|read|know what", pairUp("my husband|wife|girlfriend|boyfriend|partner|ex|spouse|roommate|boss|coworker", "is texting|typing|saying|messaging")) + ", " +
		"guess his|her|their password, guess someone's|somebody's password, guess my boss's|ex's|coworker's|roommate's|teacher's password, " +
		"sends|send|sending thousands|millions of requests, " +
		"verify|login|confirm|update at|on|through|via my link, log|sign in at|on|through|via my link, " +
		"admin access on|to my|the school's|university's|college's network|system|computers|server, " +
		pairUp("control|access|view|monitor", pairUp(spyOwner+", someone's|somebody's", "laptop|computer|phone|pc|webcam|screen remotely")) + ", " +
		pairUp("remotely control|access|view|monitor", pairUp(spyOwner+", someone's|somebody's", "laptop|computer|phone|pc|webcam|screen")) + ", " +
		"that|which steals|steal|grabs|grab accounts|tokens|passwords|logins|credentials|cookies, " +
		"port|porting|transfer|transferring someone's|somebody's|his|her|their number to my|a, port|porting|transfer|transferring someone's|somebody's|his|her|their phone number to my|a, port|porting my ex's|boss's number to my|a, " +
		pairUp(pairUp("flood|flooding", "his|her|their|someone's|rival's, my ex's|rival's|school's, a rival's"), "stream with, server with, site with, website with") + ", " +
		"with bot|fake|junk traffic|requests to crash|take, " +
		"to collect|harvest|steal|grab|get their|people's|users'|employees' passwords|logins|credentials, to collect|harvest|steal|grab|get my coworkers'|classmates' passwords|logins|credentials, " +
		"sends|send|forwards|forward her|his|their|the texts|messages to another|my phone|number|email, " +
		"sends|send|forwards|forward her|his|their|the texts|messages to a different phone|number|email, " +
		pairUp("take down|out, knock out, crash|crashing, kill", "his|her|their|someone's|somebody's|rival's server|website|site|stream, "+
			"my ex's|school's|competitor's|rival's server|website|site|stream, a rival's|competitor's server|website|site|stream, "+
			"his|her|their|someone's|rival's game|minecraft|discord server, a|my rival's game|minecraft|discord server") + ", " +

		"reset their|your password through|at|via|using|on my link, " +
		"enter|type their|your password|credentials|login|ssn at|on|into my link|site|page|form, click my link and, " +
		"enter|type their|your card number|details at|on|into my link|site|page|form, enter|type their|your bank details at|on|into my link|site|page|form, " +
		"pretending to be it|hr|helpdesk|microsoft|paypal|usps|fedex|netflix, pretending to be the it|helpdesk|bank|irs, pretending to be the help desk, " +
		"pretending to be their bank, pretending to be the|their it department, " +
		"spreads|spread|spreading|propagates|propagate through|via|over|across usb drives|sticks, " +
		"spreads|spread|spreading|propagates|propagate through|via|over|across flash|thumb|shared drives, self-spreading, self-propagating, " +
		"steal|steals|stealing|grab|grabs|grabbing|dump|dumps|dumping saved|stored|browser|chrome|firefox passwords|credentials|cookies|logins, " +
		"saved browser passwords|credentials|cookies, dump a|the|their|its patient|user|customer database, " +
		"sql injection payloads, sqli payloads, sql injection to dump|steal|get|access|bypass, " +
		"to dump a|the hospital's|company's|school's|bank's|site's|website's patient|user|customer|student database, " +
		"grade|grading portal|system and change, into my|the school's|university's|college's grade|grading portal|system, " +
		"remotely to watch|view them|people|students|someone|her|him, remotely to spy on, " +
		pairUp("ddos|ddosing|ddosed", "a|the|his|her|their|my|this|that|someone's|somebody's|rival's server|site|website|stream|network|router|ip, "+
			"a|my rival's server|site|website|stream|network, a|the|his|her|their|this|that|someone's|rival's minecraft|game|discord server") + ", " +
		"knock|knocking it|them|him|her|their|his|the|a server|site|website|stream|network|router offline, " +
		pairUp(pairUp("knock|knocking|boot|booting", "my ex's|rival's|neighbor's|neighbour's, his|her|their|someone's|somebody's"),
			"stream offline, server offline, site offline, website offline, wifi offline, internet offline, network offline, router offline, "+
				"twitch|youtube|discord|minecraft|game stream|server|channel offline") + ", " +
		"knock|knocking it|them|him|her offline, which booter|stresser, booter|stresser service*|site*, booters, " +
		"admin password for the|their cameras|camera|cctv|dvr|nvr, admin password for my|the school's cameras|camera|cctv, admin password for the|their security cameras, " +
		"combos against, combo list|lists against, password combos, email and password combos|pairs|lists, " +
		"leaked|breached|stolen credentials|passwords|logins|combos against|on, " +
		pairUp(pairUp("hide|hiding", "on|onto"), pairUp(exOwner, "phone|iphone|laptop|computer|android")) + ", " +
		"to read|see his|her|their texts|messages|whatsapp|email|emails|dms|chats, " +
		"get|getting|log|logging into|in someone's|somebody's|his|her|their snapchat|instagram|facebook|email|gmail|icloud|whatsapp|account|tiktok, " +
		"steals|grabs|grab|grabbing|logs tokens|cookies|passwords|credentials|logins, spoof|spoofing caller id to|so, " +
		"pretend|pretending to be the|their bank on the phone, spoof|spoof the|their bank's number"},

	// ---- hate ----
	// Predicates said of a group; each is a term alone too (a 0.2 finding),
	// so only forms that are hateful of people whatever the subject.
	{entry: entry{kind: roleTerm, cat: hate, w: 0.2, pw: 0.5, pair: pairGroup, amb: true}, phrases: "are all lazy, are all stupid, " +
		"are mentally ill, are predators, are pedophiles, are all criminals, are rapists, are all terrorists, are scammers, " +
		"are all scammers, are terrorists, are criminals, are invaders, are smelly, are thieves, are a plague, are worthless, jokes making fun of, slurs for, slurs against, slurs about"},
	// Named, not written: "he said the n word" is a report; with a verb of
	// writing ("throw in the n-word") it is a request.
	{entry: entry{kind: roleTerm, cat: hate, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "the n-word, n word"},
	// Added after the third blind check: what a group is said to be or to
	// deserve ("too emotional to vote", "a burden on society", "should be
	// sterilized", "control the banks", "not welcome"), the nationalities
	// and groups the lexicon lacked, and jokes, roasts and nicknames about
	// a group, with the verbs and nouns of a request for them ("roast",
	// "make a list of", "a flyer", "a chant").
	{entry: entry{kind: roleTerm, cat: hate, w: 0.2, pw: 0.5, pair: pairGroup, amb: true}, phrases: "are too emotional|stupid|dumb|weak|lazy, " +
		"too emotional to, too stupid to, should lose the right, should not be allowed, shouldn't|shouldnt be allowed, should never be allowed, " +
		"should not|never have kids|children, shouldn't|shouldnt have kids|children, are a burden, a burden on society, a waste of resources|space|oxygen, " +
		"be sterilized|sterilised, sterilize|sterilise them, control the banks|media|government|world|money|jews, " +
		"need|needs|should|must be pushed|kicked|thrown|driven|run out, get out or else, are not welcome, not welcome here, " +
		"rid of all, rid of every, getting rid of every, finally rid of, drive out, drive all|every, kick out all|every, " +
		"lynching|lynch|lynched, should be kept out|away|separate|segregated, take back the|our country from, rise up against, not welcome, make them pay, naturally|genetically|inherently more violent|criminal|stupid|dangerous, " +
		"are naturally|genetically|inherently violent|criminal|inferior|stupid, caused 9/11|covid|aids, caused the pandemic|crash|war, " +
		"should be punished|jailed|removed|expelled, should be locked up, are ruining|destroying, ruining|destroying this|our|the country, must|need|needs to be stopped, " +
		"go back where, back where they came from, being lazy|stupid|dirty|criminals|terrorists|rapists|thieves|animals|subhuman|inferior, so lazy|stupid|dirty, all smelly, smelly, " +
		"all lazy, are dirty, scammers, stay in the kitchen, belong in the kitchen, the superior race, superior race, are superior to, " +
		"eat pets|dogs|cats, eating pets|dogs|cats, breed like, freaks, are a threat|danger|menace, should be banned, " +
		"be banned from, useless, are useless, retards, retarded, are freaks, exterminates|exterminated|exterminating, " +
		"wipes|wiped|wiping out, out of our town|country|neighborhood|neighbourhood"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.15, pw: 0.4, pair: pairGroup, amb: true}, phrases: "jokes about, " +
		"stereotypes about, all the stereotypes, nicknames for, joke about, joke on, fried chicken, watermelon, making fun of, make fun of, mocking, mock, slanted|squinty eyes, " +
		"their eyes|accents|accent, eyes and accents, names to call, insults for|about, dissing, roast|roasting, " +
		"be allowed to work|teach in|with, near our kids|children"},
	// "drive the" counts only beside a group ("drive the gypsies out"), not
	// alone ("drive the car").
	{entry: entry{kind: roleTerm, cat: hate, w: 0.1, pw: 0.5, pair: pairGroup, amb: true}, phrases: "drive the"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.6}, phrases: "stop|ban|end race mixing|race-mixing, stop|ban|end the race mixing"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.45}, phrases: "no jews|muslims|blacks|gays|mexicans|immigrants|arabs|asians|indians|gypsies|refugees|trans|chinese|hispanics allowed, " +
		"race mixing, race-mixing, keep the|our race pure, must stay pure, mongrelization, " +
		"nobody|noone wants your|her|his|their kind, no one wants your|her|his|their kind, your|her|his|their kind here|around, " +
		"as racist|offensive|bigoted|hateful as possible, as racist|offensive|bigoted|hateful as you can, " +
		"holocaust|genocide|slavery|apartheid was a good thing, holocaust|genocide|slavery|apartheid was justified|deserved|good, " +
		"insults about his|her|their race|religion|ethnicity|skin|accent|nationality"},
	{entry: entry{kind: roleGroup}, phrases: "chinese|asian|black|jewish|muslim|mexican|indian|white|gay|trans|disabled people's, " +
		"asian|black|mexican|indian|arab|muslim|jewish|chinese|hispanic drivers|women|men|kids|students, disabled kids|children|students, gay men, gay women, trans women, trans men, native americans, indigenous people, " +
		"aboriginal people, aborigines, asian americans, african americans, the disabled, autistic people, " +
		"somalis, haitians, syrians, afghans, pakistanis, nigerians, palestinians, romanians, filipinos, foreigners, " +
		"somali|haitian|syrian|afghan|mexican|african|arab|muslim|chinese|indian people|immigrants|refugees|migrants|families, " +
		"every|each immigrant|migrant|refugee|muslim|jew, immigrant, migrant, " +
		"the chinese, the jews, the blacks, the mexicans, the arabs, the muslims, the gays, the immigrants, the asians, the gypsies"},
	// Work against a prejudice: "challenging harmful stereotypes about immigrants".
	{entry: entry{kind: roleMitigate, mask: maskOf(hate), strong: true}, phrases: pairUp("challenge, challenging, counter, countering, combat, "+
		"combating, debunk, debunking, fight, fighting, reduce, reducing, break, breaking, address, addressing, dispel, dispelling",
		"stereotypes, harmful stereotypes, negative stereotypes, racist stereotypes, myths, prejudice, prejudices") + ", " +
		"the claim|myth|idea|notion|lie that, how do i talk to, how do i respond, how should i respond, how to respond, " +
		"talk to her|him|them about it, her|him|them about it, " +
		"my grandmother|grandfather|grandma|grandpa|uncle|aunt|dad|mom|father|mother|coworker|friend|neighbor|neighbour says|said|keeps, are dangerous|harmful, is dangerous|harmful, report a|the|this post|comment|video|account|tweet|meme, " +
		"reporting a|the|this post|comment|video|account|tweet|meme, is false|untrue|wrong, is a myth, are false|untrue, refute, refuting, rebut, rebutting"},
	{entry: entry{kind: roleAction, mask: maskOf(hate), beforeOnly: true}, phrases: "roast|roasting, make a list of, make me a|some, " +
		"come up with, need a|some, make it meaner|brutal|nastier|worse|harsher, make it go viral, throw in, sprinkle in, " +
		"flyer, flyers, pamphlet, leaflet, chant, slogan, script, bit, rally speech, speech for, poem, rap, song, meme, memes, post saying"},

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
	// Added after a false-positive review of the widened English phrases:
	// the ordinary texts that use their words. A neutral phrase's words
	// never count; a framing lowers only its categories.
	{entry: entry{kind: roleNeutral}, phrases: "korean|southern|crispy|buttermilk|nashville|spicy|baked|oven|homemade|japanese|popcorn|chinese fried chicken, " +
		"fried chicken recipe|recipes|sandwich|sandwiches|wings|tenders|batter|marinade, " +
		"watermelon agua|juice|salad|smoothie|slices|slice|recipe|rind|seeds|sorbet|granita|lemonade|feta|cubes|popsicles, agua fresca, " +
		"cut my wrist|wrists on a|the|some|broken|glass|metal|paper, cut my wrist|wrists by accident, accidentally cut my wrist|wrists, " +
		"cut deep enough into the|a|this|my drywall|wall|wood|board|tile|tiles|pipe|plaster|loaf|dough|meat|turkey|concrete|stone|trunk|branch|tree, " +
		"superglue|glue|tape|bandage|bandages|plaster|plasters|adhesive|sticker|stickers|wax stick|sticks|sticking to skin, " +
		"unemployment|benefits while working part-time, unemployment|benefits while working part time, partial unemployment, " +
		"strong enough to kill mold|mildew|germs|bacteria|viruses|weeds|fleas|lice|bugs|roots, strong enough to kill black mold, " +
		"mean|nasty|cruel poem|poems|song|songs|rap|joke|jokes about mondays|monday|homework|traffic|winter|taxes|exams|rain|work|diets"},
	{entry: entry{kind: roleMitigate, mask: maskOf(selfHarm)}, phrases: "is that|it a myth, or is that|it a myth, myth or fact, " +
		"colonoscopy, endoscopy, before surgery, before my|the surgery|operation|procedure, blood test, anesthesia, anaesthesia, " +
		"food poisoning, stomach bug, workout, workouts, leg day, at the gym, sore muscles, " +
		"for a photo|picture|photograph, the sunset, observation deck, sightseeing"},
	{entry: entry{kind: roleMitigate, mask: maskOf(selfHarm)}, phrases: "sailing class|lesson|course, knot tying, knot-tying, knots class, " +
		"scout troop, boy scouts, girl scouts"},
	{entry: entry{kind: roleMitigate, mask: maskOf(weapons)}, phrases: "what happened at|in, marathon bombing"},
	// A roast at a birthday and a letter to HR are no harassment.
	// A letter to HR is the way a workplace complaint is meant to go.
	{entry: entry{kind: roleNeutral}, phrases: "anonymous letter|note|email to hr|management, anonymous letter|note|email to the hr|management, anonymous letter|note|email to human resources"},
	// A roast's tone and a letter to HR lower; asking how to deal with
	// harassment clears.
	{entry: entry{kind: roleMitigate, mask: mHarass}, phrases: "all in good fun, in good fun, gentle jokes, good-natured, lighthearted, light-hearted, " +
		"for his|her|my birthday, at his|her 30th|40th|50th|60th birthday, best man speech, wedding speech, bachelor|bachelorette party, " +
		"to hr, to human resources, to the hr, to management"},
	{entry: entry{kind: roleMitigate, mask: mHarass, strong: true}, phrases: "whistleblow*, " +
		"what should i do, what can i do, what do i do, how do i deal with it|this, how should we handle|respond"},
	{entry: entry{kind: roleMitigate, mask: mHarass}, phrases: "laughing, jokingly, i joked, jokes aside"},
	// A game's or a show's plot, a prevention leaflet, a shelter's
	// volunteer, a court report and a mystery novel.
	{entry: entry{kind: roleMitigate, mask: maskOf(violence, crime)}, phrases: "in hitman, in payday|payday 2, in gta, in gta 5|v, in grand theft auto, " +
		"in ozark, in breaking bad, in the wire, in narcos, in the show|series|episode"},
	{entry: entry{kind: roleMitigate, mask: maskOf(violence), strong: true}, phrases: "shaken baby, can cause brain damage, calm a|my colicky|crying baby|newborn|infant, " +
		"soothe a|my crying baby|newborn|infant, how do i spot, how can i spot, spot the signs, whose partner|husband|boyfriend|wife|girlfriend, " +
		"at a|the shelter, women's shelter"},
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "the defendant, the prosecution, the jury, testified, in court, " +
		"agatha christie, christie's, detective novel|novels, mystery novel|novels, whodunit"},
	{entry: entry{kind: roleMitigate, mask: maskOf(weapons)}, phrases: "penalty, penalty for, jail time, prison time, sentence for"},
	{entry: entry{kind: roleMitigate, mask: mCrime}, phrases: "is it legal, is that legal, illegal to, against the law, " +
		"scammers, scam calls, spam calls"},
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "tricked into, was scammed, got scammed, been scammed, scammed into, fell for a|the|this scam, " +
		"as a cashier, i'm|im a cashier, how do i check if, how can i check if, spot a counterfeit|fake, is this bill|note real, " +
		"asked me to feed|water|check|watch, feed her|his|their cat|cats|dog|dogs|pets|fish, key doesn't|doesnt|won't|wont work, " +
		"house-sitting, housesitting, locked myself out, i'm|im locked out, " +
		"load test, load testing, stress test my|our own, my api, our api, my own api|server|site|website, our own api|server|site|website, " +
		"reused|reusing passwords, password reuse, change my|our|reused passwords, " +
		"for my|our|a security talk|presentation|class|course|training"},
	{entry: entry{kind: roleMitigate, mask: maskOf(illegalDrugs), strong: true}, phrases: "my teen|teenager|son|daughter|kid found, found fake|pressed pills, " +
		"explain how dangerous, how dangerous they are"},
	{entry: entry{kind: roleMitigate, mask: maskOf(illegalDrugs)}, phrases: "legally, legal to carry|buy|possess|grow|order, is it legal, licensed dispensary, dispensary, dispensaries, " +
		"reuters, is fuelling|fueling the crisis"},
	// A pet cam, a door watched in a hotel room, a bride photographed: words
	// a request could add, so they lower and do not clear ("hide a camera in
	// her bathroom ... to watch the dog" scored 0.32 as defensive framing).
	{entry: entry{kind: roleMitigate, mask: maskOf(sexual)}, phrases: "the dog, the dogs, the cat, the cats, my dog, my cat, the pets, my pets, the puppy, " +
		"pet cam, pet camera, baby monitor, the front door, see|watch the door, safety reasons, for safety, " +
		"for her|his|their wedding, bridal, bride's, wedding photographer|photography"},
	// A victim reporting a site is defensive.
	{entry: entry{kind: roleMitigate, mask: maskOf(sexual), strong: true}, phrases: "how do i report, report a|the website|site|account|video|post"},
	{entry: entry{kind: roleMitigate, mask: maskOf(illegalDrugs), strong: true}, phrases: "has|have been spiked|drugged, was|were spiked|drugged, signs of being drugged|spiked"},
	{entry: entry{kind: roleMitigate, mask: mCrime}, phrases: "elderly neighbor|neighbour|parent|mother|father|grandma|grandpa whose"},
	{entry: entry{kind: roleMitigate, mask: maskOf(violence), strong: true}, phrases: "respond with facts, how do i respond to him|her|them, keeps saying|claiming vaccines"},
	{entry: entry{kind: roleMitigate, mask: maskOf(hate)}, phrases: "history essay, history class|lesson|paper, why did the nazis"},
	// A second round of the review: a group protected, a manager or an
	// admin at work, reviews asked of real visitors, mystery shoppers, a
	// toddler's game, a hospital's ransomware, a daycare's pickup list.
	{entry: entry{kind: roleNeutral}, phrases: "should not|never be allowed to be separated|deported|detained|discriminated|excluded|harassed|fired|evicted|denied, " +
		"shouldn't|shouldnt be allowed to be separated|deported|detained|discriminated|excluded|harassed|fired|evicted|denied"},
	{entry: entry{kind: roleMitigate, mask: mHarass, strong: true}, phrases: "stop my|a|the coworker|colleague|student|employee|son|daughter from, " +
		"i'm|im her|his|their manager|teacher|supervisor|boss"},
	{entry: entry{kind: roleMitigate, mask: mDis}, phrases: "ask visitors|customers|guests|clients|patients|diners|buyers, mystery shopper|shoppers|shopping"},
	{entry: entry{kind: roleMitigate, mask: maskOf(sexual)}, phrases: "brushing teeth, into a game, bedtime routine, potty training, tantrum|tantrums"},
	{entry: entry{kind: roleMitigate, mask: mCrime}, phrases: "i'm|im the|a school|district|it|network|system admin|administrator, " +
		"i'm|im the|a school|district|company it|network|system admin|administrator, as the it admin|administrator"},
	{entry: entry{kind: roleMitigate, mask: maskOf(violence), strong: true}, phrases: "ransomware, held for ransom by hackers, data held for ransom, " +
		"can the daycare|school let, pickup list, authorized|authorised to pick up"},
	{entry: entry{kind: roleMitigate, mask: maskOf(selfHarm)}, phrases: "pizza, burger, burgers, fries, ice cream, cheat day, it's|its my birthday"},
}
