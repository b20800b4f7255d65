package harm

// English requests that a fourth blind check (2026-11-27, second round)
// found missing: an attack told by its setting (a vehicle into a parade,
// a place of worship burnt down, the exits of a crowded place blocked, a
// substation shot out), self-harm told by its marks (burns and bruises hid
// where nobody sees, a cut gone deeper), a gun got without a check or made
// of pipes, a group called criminals or unfit, a person's address or
// history spread so people find them, a grow's power bill hid, a charity
// or a power of attorney used to take money, a fake login page or card
// dumps, a fake outlet's story, and a photo undressed or taken of a person
// asleep. Then fourteen rewordings of other requests of the same kinds,
// written anew to find what a different writer would say (a train
// derailed, a slow poisoning, a gun past a metal detector, a false
// accusation to an employer, a forged prescription, a phishing link, a
// fake recall notice, a groper on a subway). Each family is written beside
// the ordinary texts that share its words (skeet shooting, a chemistry
// demo, a call for help, a magician's act, a parent's worry); a phrase
// whose words an ordinary text also says is ambiguous and only adds.

// vehicleWords are the vehicles driven into a crowd.
const vehicleWords = "truck|car|van|vehicle|pickup|suv|semi|lorry|bus"

// gatherings are the crowds and events a vehicle or a gunman is aimed at.
const gatherings = "crowd|parade|protest|march|market|rally|festival|procession|crowds"

// placesOfWorship are the buildings of a faith.
const placesOfWorship = "mosque|church|synagogue|temple|gurdwara|chapel|cathedral"

var rewordingSpecs = []spec{
	// ---- intent: the means of a covert act, said in other words ----
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "with no witnesses, without the parents|police|family ever finding out, without the parents|police|family finding out, without telling them|her|him, " +
		"before the bank|lender finds|find out, i'll|ill post it as his|hers|theirs, post it as his|hers|theirs, and upload them|it, i need to know for tomorrow, to ruin her|him|them|his|her, using her|his|their login|password|account, caught on camera, enough to end it, without them|her|him realizing|realising|noticing, so cops|police won't|wont|don't|dont suspect, and say it was an accident, and say he|she|they fell, to use on people|someone|him|her|them, without paying the bill|check|tab, so i can miss|skip school|work|class, i'm|im tired of everything|living|life, i want to get really thin, " +
		"checking my age|id, without checking my age|id, from a fake account telling, my doctor cut me off, noticing the charges, " +
		"it didn't|didnt but, the owner is my rival, i'm|im ready to go, because i'm|im ready to go, so my coach|parents|mom|dad|teacher|boss won't|wont|doesn't|doesnt ask, " +
		"so he|she|they gets|get fired|expelled|suspended, she|he barely knows what's|whats going on, without the alarm|alarms going off|sounding|ringing, get back at my|him|her|them, what weapon and where, what weapon should he|she|i use, " +
		"so the school nurse|counselor|counsellor|teacher doesn't|doesnt|won't|wont report, so the nurse|counselor|counsellor|teacher doesn't|doesnt|won't|wont report, " +
		"so nobody|noone stops|can stop me, so no one stops|can stop me, without it being tracked|traced, make it look official|real|legit, " +
		"he's|she's|hes|shes not but, so they fire him|her|them, none of it is real but, it's|its not real but, i want it to spread|go viral, " +
		"to a po box|p.o. box, without it showing up on|in audits|the audit|inventory, without anyone suspecting me|us|him|her, without security|guards|anyone stopping me, be accurate please, " +
		"so my siblings|brother|sister|brothers|sisters|family don't|dont|won't|wont notice|find, i'm|im starting my own thing|business|operation, " +
		"it's|its not true but it'll|itll, it's|its not true but it will, not true but it'll|itll be funny, not true but it will be funny, so people share it before, " +
		"before it's|its debunked|removed|deleted, before it is debunked|removed|deleted, before it gets debunked|removed|deleted, so he|she|they learns|learn, so he|she|they learn|learns a|his|her|their lesson, in one blow|hit|punch|swing, " +
		"without the landlord|neighbors|neighbours knowing|noticing|finding, from an unknown|anonymous|blocked|private number telling|saying, " +
		"should i take together, without any witnesses, without witnesses, " +
		"so the cops|police can't|cant|cannot trace|track|find, so cops can't|cant trace|track, " +
		"from the police|cops, get rid of the plate|plates, not leave|leaving scratches|marks, without leaving scratches, " +
		"without waking her|him|them up, without waking her|him|them, so it actually|really fires|shoots|works, " +
		"measurement|measurements of every|each part, so i can screenshot it, so i can share it|them with, " +
		"im|i'm posting it in|on, posting it in the class|group, in the class groupchat|chat, not authorized|authorised lol, " +
		"use it|this|them on myself|herself|himself, it's|its for me, it's|its really|actually for me, " +
		"so my parents|teacher|teachers|mom|mum|dad|coach|friends stop|stops|quit|quits asking, so nobody|noone hears|hear, so no one hears|hear, " +
		"quietly so, tag her|his|their employer|boss|workplace|company|school|parents|mom|dad, so i can skip work|school|class, " +
		"without telling the government|ssa|bank|pension|irs, keep the doctors|doctor|police|cops from suspecting, without the doctors|doctor|police|cops suspecting, " +
		"before police|cops arrive|arrives|come, before the police|cops arrive|arrives|come|show, police|cops think he|she fell|fall|died|did it, " +
		"while the family|kids sleeps|sleep, while he|she|they|everyone sleeps|sleep, while he|she|they|everyone is|are asleep, no trace of accelerant, it has|needs to be real|realistic, " +
		"exact chemicals|ingredients|materials and amounts|quantities, list the exact chemicals|ingredients|amounts, " +
		"where they|guns|firearms are prohibited|banned|illegal, where it is prohibited|banned|illegal, make it persuasive|convincing|believable, " +
		"avoid narcs, avoid the narcs, avoid undercover cops|police, without it showing up in, what knot|height would work, without the post office finding|noticing|catching, without the usps|mailman finding|noticing|catching, without the postal service finding|noticing|catching, which part of the track|line|rail is, all dimensions|measurements please, fire department can't|cant|cannot save it, firefighters can't|cant|cannot save it, " +
		"before the fire department can|could save, before firefighters can|could save, and the cops|police, fake charity for the|a|those earthquake|flood|hurricane|fire|wildfire|war|disaster|tsunami victims, so people stop|quit asking, without getting flagged, cash them|it out"},
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "what would he|she|they realistically use, can i drink|swallow that would, would that|it|this be enough, it's|its for me not a friend, not for a friend, " +
		"so they are|it's|its|it's hidden under my clothes, so they're hidden under my clothes, give me points|arguments|reasons i can use, " +
		"points|arguments i can use in an argument|debate, talking points i can use"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "how many pills|tablets and, how much alcohol|vodka|whiskey|wine would, " +
		"what should we bring, remove the|a security tag|tags, take the|a security tag|tags off, get the|a security tag|tags off, create|photoshop|generate|fabricate a fake, what should i bring to, best place to wait, what time of day has the most"},

	// ---- violence ----
	{entry: entry{kind: roleTerm, cat: violence, w: 0.6}, phrases: pairUp(pairUp("drive|ram|plow|plough|steer|crash a|my|the|their|his|her", vehicleWords),
		"into a|the "+gatherings+", into a|the crowded market|street|square, "+
			"into a|the christmas|holiday|busy|packed|weekend|farmers|night|street|festival|protest|parade market|crowd|crowds|parade|march|rally|festival") + ", " +
		"hurt|injure|maim the most people, hurt|injure|maim as many as, " +
		"knock someone|him|her|them out so he|she|they can't|cant|cannot|won't|wont fight back, " +
		"block the exits so nobody|people can|gets|could|can't|cant, block the exits so no one can|gets|could, " +
		pairUp("open fire in|at|on a|the crowded|busy", "mall|school|church|mosque|concert|club|classroom|street|market|station, food court") + ", " +
		"open fire in|at a|the mall|school|concert|club|classroom, open fire in|at a|the food court, " +
		"want|wants many|most|lots of them injured|hurt|dead|killed, want as many of them injured|hurt|dead|killed, " +
		"work him|her|them over with a|the bat|pipe|crowbar|hammer|wrench, " +
		pairUp("shoot|shooting|sabotage|sabotaging|attack|attacking a|the power|electrical, shoot|shooting|sabotage|sabotaging|attack|attacking the local power|electrical, take|knock out a|the power|electrical", "substation|substations|transformer|transformers|grid") + ", " +
		pairUp("which parts of a|the power substation|transformer, which part of a|the power substation|transformer", "should|could|would|do i|we shoot|hit|sabotage|damage|destroy") + ", " +
		"black out the whole|entire town|city|county, " +
		pairUp("shoot|shooting out|up the|a", "transformer, transformers, substation, substations, power lines") + ", " +
		"make sure he|she|they can't|cant|cannot fight back, " +
		pairUp(pairUp("put|add|mix|pour in|into", relativeOwner), "shampoo|lotion|conditioner|makeup|sunscreen|moisturizer|contacts") + ", " +
		pairUp("loosen|loosening the|his|her wheel|lug nuts|bolts on", "his|her|their|someone's, my rival's|ex's|boss's|neighbor's|neighbour's|husband's|wife's|stepdad's|coworker's") + ", just enough that it comes|falls off, so the wheel comes|falls off, " +
		"so i can torture|hurt|kill it|them, torture a|the cat|dog|kitten|puppy|animal|stray, so my|our friends|boys|crew|brother can beat|jump|rob|attack|stab him|her|them, " +
		"make him|her|them pass out for good, which pressure points to|could|should i hit, " +
		pairUp("hurt|attack|stab|shoot|jump|ambush her|his new, hurt|attack|stab|shoot|jump|ambush my|her|his ex's|exs new", "boyfriend, girlfriend, bf, gf, man, partner, husband, wife") + ", " +
		pairUp("beat up her|his new, beat up my|her|his ex's|exs new", "boyfriend, girlfriend, bf, gf, man, partner, husband, wife") + ", " +
		pairUp(pairUp("antifreeze|bleach|arsenic|cyanide|thallium|visine|poison|laxatives", "to add|put|mix to|in|into"), relativeOwner) + ", " +
		pairUp("make my|his|her little|baby|younger brother|sister|cousin|stepbrother|stepsister, make my|his|her brother|sister|husband|wife|mom|dad|grandma|grandpa|roommate",
			"fall off|from|down the|a balcony|stairs|roof|cliff|bridge|ledge") + ", " +
		"oxygen supply|tank|machine|concentrator so, appears|looks to be an equipment|mechanical failure, look|looks like an equipment|mechanical failure, " +
		pairUp("throw|throwing acid on|at", "my|his|her ex's|exs|wife's|girlfriend's|sister's|rival's face, her|his|their|someone's face, her|him|someone|them") + ", " +
		"drive|run through|into them at full speed, so i can drive|run through|into them, so i can drive|run through|into the kids|crowd|students, " +
		"seriously injure|hurt|maim whoever|anyone|someone, trap that will|would injure|hurt|maim|kill, " +
		"what could|can|should i give|put the|my kids|children|babies|toddlers in their, " +
		pairUp("throw|throwing|thrown|drop|dropping|dropped a|the rock|brick|stone|boulder, throw|throwing|thrown|drop|dropping|dropped rocks|bricks|stones", "off|from an|the overpass|bridge") + ", " +
		"through a|the windshield and kill, break an|a old|elderly man's|woman's|lady's|person's hip|hips|bones, " +
		"lure|trick my|his|her|the|a|this ex|wife|husband|girlfriend|boyfriend|neighbor|neighbour|kid|girl|boy|victim|coworker|boss to a remote|secluded|isolated, " +
		"where no one will|would|could find her|him|them|the body, where nobody will|would|could find her|him|them|the body, " +
		pairUp("his|her|their|husband's|wife's|boss's|neighbor's|neighbour's|stepdad's|stepmom's|dad's|mom's|father's|mother's|ex's|brother's|sister's|landlord's|teacher's|coworker's|rival's", "car so it|he|she crashes|crash|flips|swerves, car so that it crashes|crash") + ", " +
		"hold someone's|his|her|their head under|in the water|bathtub|tub|pool|toilet, before they|he|she stop|stops struggling, " +
		"so no one hears|hear her|him|them scream|screaming|screams, so nobody hears|hear her|him|them scream|screaming|screams, so no one can hear her|him|them scream|screaming, " +
		"cause|start|rig a gas leak in the|his|her|their tenant's|tenants unit|apartment|house|home|room|flat, cause|start|rig a gas leak in his|her|their unit|apartment|house|home|room|flat, " +
		"so he|she|they never wakes|wake up, so he|she|they won't|wont ever wake up, " +

		pairUp("break|breaking|snap|snapping|smash|smashing his|her|their", "fingers, kneecaps, knees, jaw, legs, arms") + ", " +
		"which artery|arteries|vein|veins to cut|slice|stab|hit so, which artery|arteries to cut|slice|stab, so someone|he|she|they bleeds|bleed out, " +
		pairUp(pairUp("spike|spiking|poison|poisoning|drug|drugging|contaminate|contaminating", foodOwner), "water bottle, bottle, thermos, mug, cup, protein shake, shake") + ", " +
		pairUp(pairUp("poison|poisons|poisoning", "someone, him, her, them, his|her|my|their "+"uncle|aunt|wife|husband|father|mother|dad|mom|boss|brother|sister|grandmother|grandfather|grandma|grandpa|neighbor|neighbour|roommate|stepdad|stepmom"), "slowly, over time, over months, over weeks, gradually, little by little") + ", " +
		"shoot|kill|hurt|stab the most students|people|kids|children, shoot as many students|people|kids as, " +
		pairUp("make my|her|his", "uncle|aunt|wife|husband|father|mother|dad|mom|boss|brother|sister|grandmother|grandfather|grandma|grandpa|neighbor|neighbour|roommate|stepdad|stepmom"+" have an accident, "+"uncle|aunt|wife|husband|father|mother|dad|mom|boss|brother|sister|grandmother|grandfather|grandma|grandpa|neighbor|neighbour|roommate|stepdad|stepmom"+" have accident, "+"uncle|aunt|wife|husband|father|mother|dad|mom|boss|brother|sister|grandmother|grandfather|grandma|grandpa|neighbor|neighbour|roommate|stepdad|stepmom"+" fall down the stairs") + ", " +
		pairUp("set fire to a|the|my|his|her", "neighbour's|neighbor's|neighbors|neighbours|ex's|boss's|landlord's house|home|apartment|car") + ", " +
		"doors|exits to chain|lock|block|bar shut, chain|chaining the doors|exits shut, chain the doors before i|we start|set, " +
		"so lots|many|most of their|the fans|people|supporters get hurt|injured|killed, " +
		pairUp("burn|torch|firebomb|firebombing|burning|torching down the|a|that|this|their", placesOfWorship) + ", " +
		pairUp("burn|torch|firebomb|firebombing|burning|torching the|a|that|this|their", placesOfWorship)},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.45}, phrases: "were|we're|gonna jumping|jump a kid|guy|dude|student|boy|girl, we are|we're jumping him|her|them, were jumping him|her|them tomorrow|tonight|after, " +
		"derail|derailing a|the passenger|commuter|freight|subway|crowded train, derail|derailing a|the train, instructions for derailing, jumping|jump some|this|that guy|kid|dude|student, we are jumping a kid|guy|dude|student|boy|girl, " +
		"attack|ambush the|a bus|coach|train of|carrying|with visiting|rival|opposing, attack|ambush the|a bus|coach of fans|supporters, " +
		"detailed plan how|for to attack|ambush, catch my|her|his landlord|boss|neighbor|neighbour|ex|teacher|coworker alone, " +
		"catch him|her|them alone so i can, make a|the|this|that teenager|teen|kid|child|girl|boy disappear, make someone disappear, so they|he|she gets|get hurt|injured, in their juice|milk|bottles|drinks|cups so they sleep, in their juice|milk|bottles|drinks|cups so they pass out, start|provoke a fight|riot|brawl at the|a protest|rally|march|game so, so people get hurt|injured|killed, that looks|look|seems accidental, that looks|look like an accident, " +
		pairUp("hurt|harm|injure|kill|smother|suffocate", "my|his|her sister's|brother's|cousin's|friend's|neighbor's|neighbour's|girlfriend's|wife's|stepmom's newborn|baby|infant|toddler") + ", " +
		pairUp("put|slip|add|mix something|stuff in|into", pairUp(foodOwner, foodNoun+"|beer"))},
	// Said of a wrestler's hold or of a visit at a busy hour too, or of a
	// game's mission; they only add to a firm term.
	{entry: entry{kind: roleTerm, cat: violence, w: 0.15, amb: true}, phrases: "ambush on|against the|a bus|coach, ambush on|against the|a team bus, so he|she|they can't|cant|cannot fight back, to burn her|his|their scalp|skin|eyes|face, " +
		"when is the synagogue|mosque|church|temple|gurdwara most full|crowded|packed"},
	// A worry about what a baby breathes or hears.
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "could|can|will|would the|this|these fumes|smoke|paint|mold|mould|noise|music|vaccine|vaccines|medicine, " +
		"magician, magicians, magic trick, illusionist, is it safe for my|her|his|a|the baby|newborn|infant, through the night, melatonin, is it safe"},
	// Skeet, trap and clays are shot at on a range.
	// Others who grope, told of by someone keeping safe from them.
	{entry: entry{kind: roleNeutral}, phrases: "who touch|grope|touches|gropes women|girls|people|strangers"},
	// A game as a time of day or a disguise, not as fiction.
	{entry: entry{kind: roleNeutral}, phrases: "looks like a game, disguised as a game, after the game|match|practice, before the game|match|practice"},
	{entry: entry{kind: roleNeutral}, phrases: "shooting|shoot skeet|clays|trap, shooting|shoot sporting clays, skeet|trap shooting, leading|lead the clays, " +
		"shooting behind them, shooting behind the clays|birds"},

	// ---- self-harm ----
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.6}, phrases: "to burn|cut with so the scars|marks|burns|cuts, thing to burn myself with, " +
		"best thing to burn with, " + pairUp("burn|burning myself with a|the|my", "lighter|cigarette|iron|lighters|cigarettes|straightener, curling iron") + ", " +
		"hitting|hit|punching|punch|beating|beat myself hard enough to bruise, keep hitting|punching|beating myself, " +
		"bruises land|go|are where nobody|people will|can|wont|won't see, bruises land|go|are where no one will|can see, " +
		"what can i use to go|cut deeper, how do i go|cut deeper, to cut deeper, " +
		"i cut on my thighs|arms|wrists|legs|stomach|hips, " +
		pairUp(pairUp("need|have to", "inject|take|swallow"), "to die, to not wake up") + ", " +
		"would|will|to make my heart stop, " +
		pairUp(pillWords, "is a fatal|lethal amount|dose, would be a fatal|lethal amount|dose") + ", " +
		"intend|plan|planning|going to use it|this|them on myself, " +
		"so i just don't|dont|won't|wont|never wake up, break my own arm|leg|wrist|hand|finger|bone, break my arm|leg|wrist|hand on purpose, " +
		"tie to myself so i sink, so i sink and don't|dont|won't|wont come back up, pills will that|it be enough to end it, pills be enough to end it, enough pills to end it|everything, " +
		"save up|stockpile|hoard pills|my pills to, how many do|would|will i need to not|never wake up, how many do i need to die|overdose, give myself a concussion, to sleep forever, " +
		"without eating before people|anyone notice|notices, without eating before my parents|family notice|notices, faster|quicker to bleed out, bleed out from the neck|thigh|wrist|wrists|arm|throat, cuts|burns|scars|marks look like cat|dog scratches|scratch, arm|arms|wrist|wrists|leg|legs|thigh|thighs look like cat|dog scratches|scratch, cuts|burns|scars|marks look like an accident|scratches, least painful place|way|spot to cut|die, roof|rooftop|ledge of without security|guards|anyone stopping, " +
		"place|spot on the|my wrist|arm|thigh|neck to cut, how deep so it's|its serious, how deep so it is serious, " +
		"drinks|drink|drinking bleach|antifreeze|lye to die, need to drink to die, how much bleach|antifreeze|lye would i|she|he need, " +
		"i want to jump off|from the|a|this roof|building|bridge|ledge|balcony, together tonight so i, for me to freeze|bleed|starve to death, freeze myself to death, " +
		pairUp("hold|press|put a|the lighter|iron|cigarette|flame|blade on|to|against my", "skin, arm, arms, leg, legs, thigh, thighs, wrist, wrists, stomach") + ", " +
		"leave a burn|scar|mark|cut|bruise that looks like an accident, " +
		pairUp(pairUp("fatal|lethal amount|dose of", pillWords), "for a|someone|me|my|an|somebody") + ", " +
		"where can|should|do i hit|punch|cut|burn|bruise myself, hang|hanging herself|himself|myself|themselves in|from the|a|my closet|garage|shower|attic|tree|door, " +
		pairUp("hide the|my bruises|marks|cuts|scars|burns from", "hitting|punching|cutting|burning|beating myself")},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.45}, phrases: "hide burn|burns|cut|cuts marks|scars on my, " +
		"hide the burn|burns|cut|cuts marks|scars on my, hide my burn|burns|cut|cuts|scars on my, " +
		pairUp("how much|many", pairUp(pillWords, "it would|will take to kill someone|a person, would it take to kill someone|a person")) + ", " +
		"before my body gives|shuts out|down, excuse for the|my bandages|cuts|scars|marks|burns|bruises on my wrists|wrist|arms|arm|thighs|legs, enough to kill a person|someone in a closed|small|locked bathroom|room|car, enough to stop my heart, would stop my heart"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.15, amb: true}, phrases: "bleeding through my jeans|pants|sleeves|clothes|shirt, take all my mom's|dad's|mum's|parents|grandma's sleeping|pain pills|tablets, a whole bottle of nyquil|tylenol|pills|benadryl, i want to jump, i want to do it slowly, tallest building|bridge i could get on|onto|to, so i don't|dont|won't|wont|never wake up"},
	// Someone who reaches out against the urge.
	{entry: entry{kind: roleMitigate, mask: maskOf(selfHarm), strong: true}, phrases: "stay safe tonight, to stay safe, i don't|dont want to act on, " +
		"not to act on, instead of hurting myself, instead of cutting|burning, " +
		"been clean for, i've|ive been clean, years|months clean, old self-harm scars, old scars, while shaving, cut myself shaving, by accident"},

	// ---- weapons ----
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.6}, phrases: pairUp("gun|handgun|pistol|rifle|firearm|shotgun|glock",
		"without a|any licence|license|permit, without a|any background check, with no licence|license|permit, with no background check, without background checks") + ", " +
		"print|prints|printing a|my|the gun|pistol|handgun|firearm at home, metal parts do|should|would i add, " +
		pairUp("make|build|making|building a|working|homemade", "shotgun|gun|pistol|rifle from pipes|pipe|plumbing") + ", " +
		"parts to add so it actually|really fires|shoots, parts so it actually|really fires|shoots, " +
		"handgun|gun|pistol|firearm|rifle|glock in the|my uk|country|state|city without a|any licence|license|permit, " +
		"make working shotgun|gun from, for hunting people|humans, poison dart|darts for people|humans, " +
		"through a|the police vest, pierce|penetrate a|the police|cop's|officer's vest|armor|armour, to throw in a|the crowded hallway|room|classroom|bus|train|subway|mall|school|gym, smoke bomb that's|thats|that is also toxic, toxic smoke bomb, " +
		pairUp("file|filing|grind|grinding|scratch|sand|remove|removing", "off the serial number|numbers, down the serial number|numbers, the serial number|numbers off") + ", " +
		"in a bottle to make it explode, make it explode in someone's|his|her hand|face, chemicals can i mix in a bottle, " +
		"make tannerite, tannerite at home, how much to put under a|his|her|the car|truck, metal detector won't|wont|doesn't|doesnt|can't|cant catch|detect|find, " +
		"hide|sneak a|my knife|gun|blade|pistol on me so, airsoft|bb|pellet|blank|starter gun|pistol|rifle to|into shoot|fire real|live bullets|rounds|ammo, " +
		"get|buy|order a switch|sear for my|a glock, easiest|simplest|cheapest explosive to make, explosive to make from|at|with, " +
		"that could|would|will take out|destroy a car|truck|house, reactivate|reactivating a|the|my deactivated rifle|gun|pistol|firearm|weapon|ak|ak47|shotgun, " +
		"bullets|ammo|ammunition for my dad's|dads|father's|mom's|parents|brother's|stepdad's gun|rifle|pistol|shotgun|handgun, " +
		"fertilizer|fertilizers|fertiliser|fertilisers and fuel|fuels|diesel to mix, mix for a big|huge|large|bigger|massive explosion|blast|boom, gun|handgun|pistol|rifle|firearm online without id|paperwork, gun|handgun|pistol|rifle|firearm online without a license|licence, obtain|buy|acquire an|a unregistered firearm|gun|pistol|handgun|rifle, gun|guns|weapon|weapons|pistol|handgun|firearm through|past airport security|tsa|customs, " +
		"gun|guns|weapon|weapons|pistol|handgun|firearm through|past the metal detector|detectors, smuggle|sneak a|my|the knife|knives through|past, black powder|gunpowder in a|the pipe, " +
		"black powder|gunpowder do i need in a|the pipe, " +
		pairUp("make|build|making|building a homemade|improvised, make|build|making|building homemade|improvised", "shotgun, firearm, gun|pistol that fires|shoots|works") + ", " +
		"shotgun|gun|pistol with steel|metal|a|galvanized pipe|pipes, " +
		"private seller|sellers|sale with no background check|checks, private seller|sellers|sale without a|any background check, pipe shotgun|shotguns, zip gun|guns, slam fire shotgun|shotguns, slamfire shotgun|shotguns"},
	// A thermite demo in class, asked about its chemistry.
	{entry: entry{kind: roleMitigate, mask: maskOf(weapons)}, phrases: "can i bring, checked bag|luggage|baggage, allowed on a|the plane, tsa rules, muzzleloader*, muzzle loader*, deer hunting, hunting licence|license|permit, firearms licence|license|certificate, gun licence|license, redox, demo video in class, a demo in class, in chemistry class, chemistry demo, demonstration video"},
	{entry: entry{kind: roleNeutral}, phrases: "my first rifle|shotgun|gun|pistol|handgun|firearm, pistol grip|grips, shotgun shell|shells press|presses"},
	{entry: entry{kind: roleNeutral}, phrases: "what makes thermite|napalm|tnt|dynamite|nitroglycerin get|burn|so"},

	// ---- hate ----
	{entry: entry{kind: roleTerm, cat: hate, w: 0.3, pw: 0.6, pair: pairGroup}, phrases: "with all the stereotypes, all the stereotypes about, about their slanted|squinty eyes, eating|eat dogs|cats, " +
		"as dirty criminals, dirty criminals, " +
		"who steal|stealing our jobs, who steal|stealing jobs, the nastiest|worst|vilest names|slurs|insults for, " +
		"are biologically unfit|inferior, unfit for leadership, should be denied the vote|vote, should be denied the right to vote, " +
		"should not|never be allowed to vote, stop renting apartments|homes|houses to, being retarded, are all retarded, should be shot|hanged|killed at|on the border, should all be shot|hanged|killed, should be shot dead, must be stopped by any|all means, should be put in camps, put in camps, should be rounded up|gassed|exterminated, back to africa|mexico|china|asia, back to where they came from, back where they came from, sending all the, are behind every war|crisis|pandemic, behind every war, must|should be removed from government|office|power, are terrorists who should be kicked|thrown|driven out"},
	// "They all smell" of a group ("indians ... because they all smell"), not
	// of boys back from football.
	{entry: entry{kind: roleTerm, cat: hate, w: 0.1, pw: 0.6, pair: pairGroup, amb: true}, phrases: "because they all smell|stink, they all smell|stink"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.6}, phrases: "as hateful|racist|bigoted as possible, as hateful|racist|bigoted and convincing, " +
		"as hateful|racist|bigoted as you can make, make it as hateful|racist|bigoted, use the worst insults|slurs, interracial|mixed-race marriage|marriages|couples should be illegal|banned|punished, " +
		"mixed race marriage|marriages|couples should be illegal|banned|punished, about his|her|their nose|noses and money, " +
		"insults|slurs for a jewish|black|muslim|gay|asian|mexican|trans kid|boy|girl|guy|student, calling for a race war, start|starting|spark a race war, " +
		"recruitment post|flyer|video for our|my white nationalist|supremacist group|movement, recruitment post|flyer|video for our|my neo-nazi|nazi group|movement"},
	{entry: entry{kind: roleGroup}, phrases: "deaf people, blind people, the deaf, roma people, romani people, the roma, romani, romanies, travellers, travelers, sikh people"},

	// ---- harassment ----
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.6}, phrases: pairUp("exposing|expose|reveal|revealing|leak|leaking her|his|their",
		"psychiatric|mental|medical|sexual history, psychiatric|medical records, mental health records|history, diagnosis") + ", " +
		"i know where he|she|they|you sleeps|sleep, mean|nasty|cruel nicknames|names for the|a|this fat|ugly|new|weird|poor girl|boy|kid|guy, pretending to be a customer|client|patient she|he|they scammed|cheated, " +
		"pizzas to my|her|his ex's|exs|neighbor's|neighbour's|teacher's|boss's|coworker's house|home|apartment|address|place, so miserable she|he|they leaves|leave|quits|quit|moves|move, make my|her|his roommate|coworker|neighbor|neighbour|stepmom|sister|classmate miserable, telling|tell her|him to watch her|his back, calling her|him a homewrecker, knows she's|shes|he's|hes a slut|whore|skank, knows she is a slut|whore|skank, " +
		"list of her|his friends and family so i can, message all of them about her|his, about her abortion|miscarriage|hiv|std|affair|rehab, i know her|his|your schedule|routine, " +
		"deepfake|fake voice|audio|video of my|his|her boss|coworker|teacher|ex|neighbor|neighbour|classmate|principal|manager saying, saying he's|she's|hes|shes a pedophile|rapist|predator|pedo, saying he|she is a pedophile|rapist|predator|pedo, cry every day|night until, make him|her|them cry every day|night, psychiatric|psych history|records|diagnosis to the whole|entire family|school|office|class|team|town|internet, " +
		"mental health history|records|diagnosis to the whole|entire family|school|office|class|team|town|internet, " +
		"so everyone|people can call|find|visit|message|harass him|her|them, so people can go find|visit|harass him|her|them, " +
		"her|his real name and the town|city|school|workplace, her|his real name and where she|he lives, " +
		"scare her|him|them so she|he|they move|moves|leave|leaves|quit|quits, scare her|him|them into moving, " +
		"bad things will|would happen to her|his|their|your dog|cat|kids|children|family|car|house, " +
		"so she|he|they can't|cant|cannot sleep, saying creepy stuff|things, " +
		pairUp("make fun of his|her|their", "stutter|disability|weight|acne|lisp|accent|poverty|scars|braces") + ", " +
		"how poor his|her mom|mother|family is"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.45}, phrases: "everyone at her|his|my ex-wife's|ex-husband's|ex's|exwife's workplace|work|job|office, " +
		"calling|call my|her|his coworker|classmate|ex|boss|sister|teacher|neighbor|neighbour|roommate a fat|ugly|stupid|worthless, " +
		"everyone at her|his workplace|work|job|office, i know where you live|work|sleep, " +
		"until he|she|they switches|switch|changes|change|transfers|transfer|leaves|leave schools|school, " +
		pairUp("exposing|expose|outing|out my|his|her coworker|classmate|friend|brother|sister|boss|teacher|roommate|cousin|neighbor|neighbour|son|daughter, exposing|outing him|her|them", "as gay|trans|lesbian|bisexual|queer|transgender") + ", scare|scaring|frighten the|my|our new neighbors|neighbours|tenants|family|roommate, " +
		"to scare the|my|our neighbors|neighbours|tenants|roommate so|into, calling her|him a psycho|slut|whore|freak|loser, " +
		"calling|call|text|texting her|him at 3am|2am|4am|midnight, calling|call|text|texting this|that girl|guy|woman|man at 3am|2am|4am|midnight, every night and saying, " +
		"calling|call|texting|text her|him every night"},
	{entry: entry{kind: roleTerm, cat: harassment, w: 0.15, amb: true}, phrases: "she'll|he'll|you'll|shell regret it, a fat ugly pig|cow|slob|whore, an ugly fat pig|cow|slob"},

	// ---- illegal drugs ----
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.6}, phrases: "concealing|conceal|hide|hiding|mask|masking the electricity|power consumption|usage|bill|draw, " +
		"baking soda do|should i mix with coke|cocaine, dose|dosing|spike|spiking my|our|the friends|guests|roommate|people|coworkers with acid|lsd|molly|mdma|shrooms|ketamine|edibles, carry|deliver|run weed|drugs|pills|coke|it to my customers|buyers|clients, " +
		"year old brother|sister|cousin|son|daughter to carry|deliver|sell|hold, ketamine|ghb|xanax|roofies|rohypnol should i put in someone's|her|his drink, " +
		"in someone's|her|his drink to make them|her|him compliant|docile|pass, oxy|oxys|oxycodone|xans|percs|percocet without a prescription|script, " +
		"the coke|meth|heroin|molly|fent i'm|im going to sell, weed|drugs|pills|coke|molly|meth|xans in my|his|her kid's|kids|son's|daughter's|child's backpack|lunchbox, so they|he|she can deliver|sell it|them at school, order|buy|get drugs|pills|2cb|lsd|mdma|molly|ketamine|dmt|acid|shrooms|coke from the dark web|darkweb|darknet, make|cook|making|cooking crack from|with coke|cocaine|powder, " +
		pairUp("selling|sell|push|pushing|deal|dealing pills|molly|weed|coke|xans|percs|acid|shrooms|adderall|oxys at|on|in", "his|her|my|the|our college|school|campus|dorm|dorms|university|job|work, his|her|my|the|our high school") + ", " +
		pairUp("mail|mailing|ship|shipping|send|sending|smuggle|smuggling", "weed|cannabis|edibles|shrooms|coke|cocaine|pills|molly|drugs|meth|carts across state|county lines, "+
			"weed|cannabis|edibles|shrooms|coke|cocaine|pills|molly|drugs|meth|carts across the|a border") + ", " +
		pairUp("mdma|molly|ketamine|ket|coke|cocaine|meth|xans|percs|oxys|lsd|shrooms|fentanyl", "delivery service, price list, menu") + ", " +
		"menu and price list for my, drug delivery service, delivery service for my mdma|ketamine|coke|weed|molly|pills"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.45}, phrases: "hundred|hundreds cannabis|weed|pot plants, from the dark web|darkweb|darknet and have it delivered|shipped, to make crack, cook crack|rock, cooking crack, selling weed|coke|meth|molly|shrooms by the gram|ounce|eighth|zip, into a shroom|mushroom|weed|cannabis|meth grow|lab, shroom|mushroom grow without, " +
		"the odour|odor|smell from the police|cops|neighbors|neighbours, cannabis grow in a state where"},

	// A farm grows several hundred plants of tomatoes.
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.15, amb: true}, phrases: "several hundred plants"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.6}, phrases: "weed|cannabis|marijuana|pot plants from the cops|police|neighbours|neighbors, " +
		"smell of my|the|our grow|weed|cannabis from the cops|police, smell from the cops|police"},

	// ---- crime ----
	{entry: entry{kind: roleTerm, cat: crime, w: 0.6}, phrases: "get them|him|her to sign power of attorney, to sign power of attorney over to me, " +
		"move|transfer their|his|her savings|money|pension into my account, " +
		pairUp("my|his|her dead|deceased|late", "grandfather's|grandmother's|father's|mother's|dad's|mom's|uncle's|aunt's social security number, grandfather's|grandmother's|father's|mother's|dad's|mom's|uncle's|aunt's ssn|identity|ssn") + ", " +
		"dead person's|relative's social security number, " +
		pairUp("use|using my|his|her dead|deceased|late", "dad's|mom's|father's|mother's|grandma's|grandpa's|husband's|wife's credit|debit card|cards") + ", " +
		"steal|stealing customers'|customers|customer|patients'|patients|client|clients data|records|information and sell, " +
		"claim|collect my|his|her neighbor's|neighbour's|roommate's|mom's|dad's|ex's unemployment|benefits|stimulus|refund|check, " +
		"rig|tamper the scale|scales|meter|pump so customers|people|buyers pay more, " +
		"steal|stealing|take|taking tips from the shared|tip jar|pool, steal|stealing tips from, " +
		pairUp("open|opening credit cards in, open a credit card in, take out a loan|loans in", "my|his|her kid's|kids|son's|daughter's|child's|children's|baby's name") + ", " +
		"fake online store|shop|website that takes|take payments|money|orders, never ships|ship anything, dine and dash, dine-and-dash, sneak out of a|the restaurant, " +
		"and blame the cleaner|maid|nanny|babysitter|housekeeper|roommate, " +
		"get my|her|his elderly|old|dying neighbor|neighbour|aunt|uncle|grandma|grandpa|client|patient to add|put me, sell|selling fake concert|event|festival|game tickets|ticket, sell|selling fake tickets, " +
		"give me his|her|their pin so i can, " +
		pairUp("take|steal|withdraw|drain money from", "his|her|their account|accounts, my grandpa's|grandma's|grandfather's|grandmother's|dad's|mom's|parents account|accounts") + ", " +
		pairUp("steal|stealing from my|the|our", "job's|work's|company's|employer's|boss's|store's inventory|warehouse|stock|register") + ", " +
		pairUp("transfer|move|take|drain|siphon money|funds|cash|savings out of|from my|his|her elderly|old|sick|dying|aging", "mother's|father's|mom's|dad's|grandma's|grandpa's|grandmother's|grandfather's|parent's|parents|aunt's|uncle's account|accounts|savings") + ", " +
		"return stuff|items|things|merchandise|clothes i|that i didn't|didnt|never buy, stuff|items|things|merchandise|clothes to that|which i didn't|didnt|never buy|pay, return stuff|items|things|merchandise i|that i did not buy, " +
		pairUp("steal|siphon|siphoning|stealing gas|fuel|petrol|diesel from", "cars|trucks|people's|parked, a|my|his|her car|truck|tank, my|his|her|the neighbor's|neighbors|neighbour's|neighbours car|truck|tank|cars") + ", " +
		"use the|a|this|someone's card|credit card online before it gets|is cancelled|canceled|blocked|reported, before it gets cancelled|canceled|blocked, " +
		"fake|faking an|a injury|accident|disability to get|for|and workers|workers'|disability|insurance, fake|faking an|a injury at work, " +
		"sell|selling my|the|a car|house|bike|ticket|tickets|phone|couch twice, to two different buyers, " +
		"skim|skimming money|cash from my|the|our employer's|boss's|job's|work's|store's cash register|register|till|drawer, skim from the|my|our cash register|register|till, " +
		"fake|forged|fraudulent doctor's|doctors prescription|script|rx, fake|forged|fraudulent prescription|script|rx filled, get a fake|forged prescription|script|rx, " +
		"in someone else's|elses name using, in someone's name using their|his|her stolen, using their|his|her stolen id|identity|ssn|documents|license, " +
		"open a bank account in someone else's|elses name, open a credit card|loan in someone else's|elses name, take out a loan in someone else's|elses name, " +
		"break into cars|trucks at|in a|the parking garage|lot|garages|lots, break into parked cars, " +
		pairUp("collect|collecting|cash|cashing|keep my|his|her dead|deceased|late", "mother's|father's|mom's|dad's|grandma's|grandpa's|grandmother's|grandfather's|husband's|wife's pension|benefits|checks|cheques") + ", " +
		pairUp("keep collecting my|his|her dead|deceased|late", "mother's|father's|mom's|dad's|grandma's|grandpa's|grandmother's|grandfather's|husband's|wife's pension|benefits|checks|cheques") + ", " +
		"dead person's|relative's ssn, " +
		"passes|pass|fool|beat a|the bouncer's|bouncers|bar's id scanner|scanners, get past a|the bouncer's|bouncers|bar's id scanner|scanners, " +
		pairUp("fake driver's|drivers license|licence|id, fake id", "that passes|scans|will pass|beats") + ", " +
		"set up a fake charity|fundraiser|gofundme, start|run|create a fake charity|fundraiser|gofundme, fake charity for, keep the donations, when i keep the money, " +
		"lose|outrun|ditch|escape the cops|police when they're|theyre chasing, lose|outrun|ditch|escape the cops|police when they are chasing, if cops|police are chasing me, " +
		"best way to lose the cops|police, get rid of the plate|plates beforehand"},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.45}, phrases: "buy ammunition|ammo|bullets online without, make a taser|stungun, make a stun gun"},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.15, amb: true}, phrases: "strong|powerful enough to knock someone|a|him|her|them unconscious|out"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: "steal|stealing my|his|her coworker's|roommate's|classmate's lunch|food, rig|rigging the|my scale|scales, " +
		pairUp("sell|selling my|his|her mom's|mother's|dad's|father's|grandma's|grandpa's|wife's|roommate's", "jewelry|jewellery|watch|ring|rings|necklace") + ", " +
		pairUp("use|using my|his|her roommate's|mom's|dad's|boss's|friend's|grandma's|grandpa's|sister's|brother's|coworker's", "credit card, debit card, card") + ", " +
		"remove the|a security tag|tags|sensor, take the|a security tag|tags off, get the|a security tag|tags off, pick the|a lock on their|his|her house|home|apartment|place, pick the|a lock on my|the neighbor's|neighbour's|neighbors|neighbours house|home|door|apartment, " +
		"pick the|a front|back door lock, pick the|a lock on a|the house|home, " +
		"when the owners are on vacation|holiday|away, while the owners are on vacation|holiday|away"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.15, amb: true}, phrases: "so customers|buyers pay more, neighbors|neighbours|owners are on vacation|holiday|away"},

	// ---- cybercrime ----
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.6}, phrases: "port my target's|his|her|their number to my sim, " +
		"receive his|her|their 2fa|otp codes, get his|her|their 2fa|otp codes, script for sim swapping, sim swap script, " +
		"python|write|code|make ransomware, leaves|leave|drops|drop|leaving|dropping a ransom note, encrypts every|all file|files on a|the shared|network drive|drives|folder, ransomware that encrypts, ransom note with my, " +
		"encrypts every|all file|files on a|the network, " +
		"login page that captures|steals|grabs|logs|records the|their username|usernames|password|passwords|credentials, " +
		"forwards|sends them to my telegram|discord bot|webhook, " +
		"buy|buying card|cvv dumps, dumps with cvv|pin, buy fresh dumps|cvv, fresh card|cvv dumps, cash out card|cvv dumps, " +
		"want into my|the school's grade|grades|grading system, " +
		pairUp("hack|hacking|bypass|open the|a smart lock on", "my|his|her ex's|exs|neighbor's|neighbour's|roommate's|landlord's apartment|house|door|place") + ", fake signups|sign-ups|registrations|accounts to crash, payroll system and give myself, give myself a raise|bonus in|through the payroll, " +
		pairUp("secretly reads|steals|records|copies|uploads|read|steal", "the user's|users|users' texts|messages|contacts|photos|location, all the user's|users texts|messages|contacts|photos, their texts|messages|contacts|photos") + ", " +
		"app that looks like a game but, " +
		pairUp(pairUp("guesses|guess|cracks|crack|guessing|cracking", spyOwner), "gmail|email|instagram|facebook|snapchat|icloud|discord|tiktok password|passwords, password, passwords") + ", " +
		pairUp("install|put a hidden|secret tracker|tracking|spy|spyware app|apps on", "my|his|her girlfriend's|wife's|husband's|boyfriend's|ex's|partner's phone") + ", " +
		"steals|steal|grab|grabs|grabbing|stealing browser passwords|cookies, worm|virus that spreads through usb|the network, turns|turn|turning on someone's|his|her|their webcam|camera remotely, " +
		"without the light|led coming|turning on, dump all|the customer|user emails|passwords|credentials, dump all the customer|user emails|passwords|credentials, emails and passwords from a|the website|site|database|login|website's|site's, link that steals|grabs|captures their|the|your card|login|bank details|info|credentials|passwords, deletes|delete|wipes|wipe system32, " +
		"virus|malware|worm|trojan|program that deletes|wipes|corrupts|destroys|bricks his|her|their|my friend's|a|the pc|computer|laptop|files, " +
		"logs|log|captures|capture|records|record|steals|steal every|all password|passwords|keystroke|keystrokes typed|entered, " +
		pairUp("hack|access|control|hijack my|his|her|their, take over my|his|her|their, hack into my|his|her|their, get into my|his|her|their", "neighbor's|neighbors|neighbour's|ex's|roommate's|landlord's|sister's|girlfriend's wifi|security|ring|nest|baby|home camera|cam|cameras|webcam") + ", " +
		pairUp("flood|floods|flooding my|the|a|their|his|her", "school's|company's|ex's|rival's|competitor's|neighbor's|neighbour's|boss's website|site|server, website|site|server") + " with traffic|requests|packets, " +
		"with traffic|requests|packets until it goes|crashes|dies, " +
		"so the user|users|victim|target|he|she|they gives|give|enters|enter|types|type their|his|her password|passwords|login|credentials, " +
		"so the user|users|victim|target|he|she|they gives|give me their|his|her password|passwords|login|credentials, " +
		pairUp("brute force|forces|forcing|forcer instagram|facebook|snapchat|gmail|tiktok|twitter|email|icloud|discord|roblox|netflix", "passwords, password, accounts, account, logins, login") + ", " +
		"script that brute forces|forcing passwords|logins|accounts|a password, discord token grabber|logger|stealer, get admin|root on my|the school's|work's|neighbor's|neighbour's|office wifi|network|server|computers|domain, working exploit to get admin|root, get into my school's grade|grades|grading system"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.45}, phrases: "to crash their|his|her database|server|site|website, fake microsoft|office|outlook|google|gmail|bank|paypal|apple|netflix|instagram login page|portal, sql injection payloads|payload should i try"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.15, amb: true}, phrases: "sim swapping, sim swap"},

	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "phishing training|simulation|simulations|awareness|drill, approved it, forgot to remove|take, the cashier forgot, how do i handle it|this, was skimming|stealing from, should i cancel my card, my bank called|emailed|texted|warned, was my card"},

	// ---- disinformation ----
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.45}, phrases: pairUp("fake", pairUp(officialSources,
		"breaking news, story, article, report, statement, headline, announcement, alert")) + ", " +
		pairUp("fake", pairUp(officialSources, "news story, news article, news report, press release")) + ", " +
		"to look like a real " + officialSources + " report|article|story|statement, " +
		"quoting invented|fake|made-up|fictional scientists|experts|doctors|officials, gave people|customers food poisoning, gave 20|30|50|100|200 people food poisoning, gave dozens|hundreds of people food poisoning, vaccine made|caused my|his|her son|daughter|kid autistic|autism, the water in our|the|my city|town is poisoned|contaminated, saying the water is poisoned|contaminated, " +
		pairUp("fake", "letter|email|notice|message|memo|announcement from the|my|our|a|an principal|school|teacher|superintendent|boss|landlord|hr|bank|doctor|police|mayor|university") + ", " +
		"saying school|class is cancelled|canceled|closed tomorrow because, " +
		"saying a|the famous singer|actor|actress|celebrity|rapper|athlete died|overdosed, saying a|the famous singer|actor|actress|celebrity|rapper|athlete is|was dead|arrested|killed, saying a|the singer|actor|actress|celebrity|rapper|president|senator|mayor died|overdosed, in the name of the police|city|council|government|school|mayor|fbi|cdc|hospital, in the name of the local police|council|government|school|hospital, caused by weather weapons|weapon|warfare|control|manipulation, " +
		"claiming the floods|flood|hurricane|hurricanes|earthquake|fires|wildfires|storm|tsunami was|were caused by, is|are stealing the donations|donations|aid, where my|his|her boss|teacher|ex|coworker|manager admits|confesses to, caused by a secret government weapon, " +
		"from verified buyers|purchasers|customers, cure|cures|cured stage 4|four|iv cancer"},
	{entry: entry{kind: roleTerm, cat: disinformation, w: 0.6}, phrases: "get|sneak past amazon's|amazons|the fake review filter|filters|detection, " +
		"testimonials from patients|people|customers who were cured, bank statement showing my|her|his ex|boss|roommate|sister|brother owes, " +
		pairUp("pretending|pretend to be the|a", "hospital|school|police|city|county|clinic|bank|government|mayor|council|principal announcing|saying|telling") + ", fake recall notice|notices|alert, recall notice for my competitor's|rival's, " +
		"competitor's|rival's product is being recalled, " +
		"election|voting machines in our|the|my county|state|city flipped|changed|switched votes, machines flipped votes, " +
		"fake screenshot|screenshots of a|my|his|her text|texts|conversation|chat|dm|dms|tweet|post|message where|showing|in which, " +
		"doctor's|doctors|sick note that looks real|legit|official|authentic, fake doctor's|doctors|sick note, " +
		"so they|people show|turn up on the wrong day|date, so they|people vote on the wrong day|date, go to vote on the wrong day|date"},

	// "Make a fake" asks for the forgery itself; as an intent for every
	// category it also raised a phishing drill's login page.
	{entry: entry{kind: roleAction, mask: mDis, asks: true, beforeOnly: true}, phrases: "make a fake, make me a fake, make up a fake"},
	// The reader's side: a fake story reported, checked or spotted.
	{entry: entry{kind: roleMitigate, mask: mDis, strong: true}, phrases: "how do|can i report, how to report, report a|the|this fake, " +
		"is this|that a fake, is this|that real, spot a|the fake, tell if a|the|this, fact-check, fact check, fact-checking, " +
		"going around on facebook|twitter|whatsapp|tiktok|instagram, or is that|it a conspiracy|myth|hoax, conspiracy theory"},

	// ---- sexual ----
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.45}, phrases: "tied up and forced into, forced into sex"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.6}, phrases: "realistic nude|naked version|edit|photo|picture, nude|naked version of her|this|that photo|picture, " +
		"record|film guests|tenants|people|renters having sex, " +
		"take pics|photos|pictures|videos of her|him naked|nude, pics|photos|pictures of her naked without, " +
		"sell the videos of, hidden camera videos|video|footage|pics|photos of my|her|his girlfriend|wife|roommate|girlfriends|date|ex, touch|grope|touching|groping women|girls|people|her|strangers on the|a crowded subway|bus|train|metro, touch|grope|touching|groping women|girls|people|her|strangers on the|a subway|bus|train|metro, rub against women|girls|strangers on|in the|a, shower|showering|undress|undressing|change|changing through the|a vent|keyhole|wall|peephole, pretending to be a modeling|model|talent agent|scout|photographer|agency, " +
		pairUp("see|watch|film|record|photograph my|the|her|his", "neighbor|neighbour|roommate|stepsister|sister|tenant|coworker|classmate|babysitter|nanny|stepmom|cousin undressing|changing|showering|naked") + ", " +
		"undressing|changing through her|his|their|the window, description of my|her|his coworker|classmate|teacher|neighbor|neighbour|boss|roommate|friend|sister-in-law|stepsister|stepmom|tutor|landlord|cousin naked|nude, describe my|her|his coworker|classmate|teacher|neighbor|neighbour|boss|roommate|friend|sister-in-law|stepsister|stepmom|tutor|landlord|cousin naked|nude, spy glasses|pen|camera to film|record women|girls, " +
		pairUp("get|getting my|her|his|the|a coworker|date|friend|roommate|classmate|neighbor|neighbour|girlfriend|boss|tinder|crush, get|getting her|him|them", "drunk|wasted|high enough") + ", " +
		"drunk|wasted enough so|that i can sleep|hook|have, drunk|wasted enough to sleep|hook|have sex, " +
		pairUp("film|record|filming|recording|photograph|photographing women|girls|people|her|them in the|a", voyeurRooms) + ", " +
		"film|record|filming|recording women|girls|people in the gym changing|locker room|rooms, " +
		"camera in my|her|his stepsister's|sister's|roommate's|roommates|neighbor's|tenant's|babysitter's|nanny's room|bedroom|bathroom, " +
		"to see|watch her|them change|changing|undress|undressing|naked|shower|showering, " +
		"convince|persuade a|this|the drunk|wasted girl|woman|girls|women to, " +
		pairUp("spy|peep on my|her|his|a|the, peek at my|her|his|a|the, watch|film|record my|her|his|a|the", "female roommate|roommates|neighbor|neighbour|tenant|coworker|guest|guests, roommate|roommates|stepsister|sister|sister-in-law|neighbor|neighbour|tenant|tenants|guest|guests|coworker|babysitter|nanny in the shower|bathroom") + ", record guests|tenants having sex"},

	// ---- ordinary texts that share the second round's words ----
	// Neutral first (they only cancel the words they cover): a night feed, a
	// sleeping grandparent, a router's groove, a bump on a cupboard,
	// donations kept safe, a groper told of by a witness, a pension a
	// survivor collects, a tag the store forgot, a cruelty reported, a
	// surprise told, an assistant's diary, an inherited necklace, toast
	// burnt, a webcam checked, a restaurant's own outbreak.
	{entry: entry{kind: roleNeutral}, phrases: "never wakes|wake up at|hungry|cranky|crying|screaming|early|before|until|during, " +
		"went|gone|goes to sleep forever, " +
		"cut deeper grooves|slots|notches|dadoes|channels|lines|holes|threads|into, cut deeper with a|the|my, " +
		"hitting myself in|on the head|forehead with the|a|my cupboard|cabinet|door|shelf, hitting myself on the cupboard|cabinet|shelf|door, " +
		"keep the donations safe|secure|organized|organised|dry|sorted|separate|coming|flowing, " +
		"man|guy|someone|somebody|he kept|keeps|was groping|touching|grabbing, " +
		"pension survivor|survivors|survivor's benefit|benefits, survivor|survivors|survivor's pension|pensions, " +
		"forgot to remove|take the|a security tag|tags, take|get the|a security tag|tags off clothes|items|things i bought|paid, " +
		"someone|somebody tried to torture|hurt|poison|kill, someone|somebody is torturing|poisoning|hurting, " +
		"alone so i can tell|give|ask|show|invite|surprise|talk, know her|his schedule because, " +
		"jewelry|jewellery|ring|rings|necklace|watch that|which she|he left me, " +
		"cook|cooking|bake|baking|fry|frying|toast without the|my alarm|alarms, " +
		"turns|turned|turning on remotely without the light|led, " +
		"our|my restaurant|kitchen|cafe|bakery gave, dad|mom|mum|father|mother|uncle|aunt|grandpa|grandma claims|believes|thinks|insists the election|voting machines"},
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "magic show|shows|act|acts, in his|her|my magic, video game, game mission, in the game, " +
		"report animal cruelty|abuse, animal cruelty, thinks someone|somebody, think someone|somebody"},
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "is parking allowed, where can i park, haunted house|houses, " +
		"the fish struggling, fish struggling, humane dispatch, dispatch it|them humanely"},
	// A shake made stronger by its owner.
	{entry: entry{kind: roleNeutral}, phrases: pairUp(pairUp("spike|spiking my|our", "protein shake, shake, coffee, smoothie, water bottle, bottle"),
		"with creatine|protein|collagen|electrolytes|caffeine|espresso|cinnamon|vanilla|honey|fruit|flavour|flavor")},
	{entry: entry{kind: roleMitigate, mask: maskOf(selfHarm)}, phrases: "studying toxicology, pharmacology student, hour fast, 24-hour fast, intermittent fasting"},
	{entry: entry{kind: roleMitigate, mask: maskOf(weapons)}, phrases: "victorian inventors|gunsmiths, what does the law say, background check rules, gun show loophole, " +
		"report a|the|this private seller|dealer|seller, how do i report a|the|this seller|dealer|private seller, in old movies|films, gangster movies|movie|films|film"},
	{entry: entry{kind: roleMitigate, mask: maskOf(hate), strong: true}, phrases: "loving v. virginia, loving v virginia, loving vs virginia, anti-miscegenation"},
	// A complaint's setting lowers; acting against the harassment clears.
	{entry: entry{kind: roleMitigate, mask: mHarass}, phrases: "complain to the landlord|council|hoa|building, noise complaint, the noise upstairs"},
	{entry: entry{kind: roleMitigate, mask: mHarass, strong: true}, phrases: "get it taken down, get it removed, keeps calling her|him|me, what do i tell the teacher|principal|school, get them taken down, someone posted, prove it's|its fake, prove it is fake, is that|this|it harassment|stalking"},
	{entry: entry{kind: roleMitigate, mask: maskOf(illegalDrugs), strong: true}, phrases: "i found weed|drugs|pills|vapes|coke, i found a vape, found weed|drugs|pills|coke in my, " +
		"how do i talk to him|her|them about it, someone offered my|him|her, tell the police|cops that, offered my son|daughter|kid|child|teen"},
	// A family's paperwork and a shop's till lower; a victim reporting a
	// theft or an intrusion clears.
	{entry: entry{kind: roleMitigate, mask: mCrime}, phrases: "wants to sign|give, notarized|notarised|notary, to build their|his|her|my credit, build their|his|her credit, to pay his|her|their funeral bills|costs|expenses, executor, " +
		"a customer tried to, with her|his|their permission, with permission, lockbox"},
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "can i call the police, someone was|is stealing|skimming|taking, someone stole, " +
		"hit by|with ransomware, got ransomware, incident response"},
	{entry: entry{kind: roleMitigate, mask: mDis, strong: true}, phrases: "how do i talk to him|her|them, is there evidence, is there any evidence, that's|thats|that is false, a tiktok|video|meme says|claims"},
}
