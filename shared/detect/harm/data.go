package harm

import (
	"strings"
	"sync"
)

// The lexicon. Weights are calibrated so that a lone mention stays low, a
// term paired with its partner (an action, a person target, a group) is a
// request worth flagging, and intent pushes such a request over the default
// block threshold (0.55). See the package comment for the formula.

var (
	mEdu     = maskOf(violence, selfHarm, sexual, hate, weapons, illegalDrugs, crime, cybercrime, disinformation, harassment)
	mMedical = maskOf(selfHarm, illegalDrugs, sexual)
	mFiction = maskOf(violence, weapons, hate, illegalDrugs, crime, cybercrime, disinformation, harassment)
	mCrime   = maskOf(crime, cybercrime)
)

// Places and vehicles an attack may aim at (lexicon syntax: one word of
// alternatives per position). placeTargets names one after a determiner
// and up to two words ("the local police station"), after a person's
// possessive ("my neighbour's house"), or several ("government buildings",
// "every bridge", "all the churches"). Crowds, concerts, festivals and
// stadiums are left out: a band "sets the crowd on fire" and flyers "bomb
// the festival".
const (
	placeDet   = "a|an|the|my|our|his|her|their|this|that|your|some"
	placeOwner = "my|his|her|their|our neighbor's|neighbour's|neighbors'|ex's|boss's|wife's|husband's|sister's|brother's|teacher's|landlord's|family's"
	placeAdj   = "local|new|old|own|abandoned|crowded|whole|nearest|police|gas|city|town|government|power|cell|federal|public|jewish|muslim|catholic|black|gay|abortion|apartment|train|bus|fire|polling"
	placeNoun  = "building|bridge|school|church|mosque|synagogue|temple|cathedral|hospital|clinic|orphanage|shelter|house|home|apartment|" +
		"barn|warehouse|factory|plant|office|store|shop|mall|market|bank|atm|bar|club|restaurant|hotel|station|precinct|prison|hall|" +
		"courthouse|embassy|parliament|capitol|university|tower|monument|dam|pipeline|car|van|truck|bus|train|subway|plane|airplane|airport|ship|ferry"
	placeNouns = "buildings|bridges|schools|churches|mosques|synagogues|temples|hospitals|clinics|shelters|houses|homes|cars|vans|" +
		"trucks|buses|trains|planes|embassies|stations|banks|stores|shops|offices|atms"
	placeSome = "all|those|these|both|two|three|several|many"
)

var placeTargets = []string{
	placeDet + " " + placeNoun, placeDet + " " + placeAdj + " " + placeNoun, placeDet + " " + placeAdj + " " + placeAdj + " " + placeNoun,
	placeOwner + " " + placeNoun, placeNouns + "|parliament|congress", placeAdj + " " + placeNouns,
	"every|each " + placeNoun, placeSome + " " + placeNouns, "all|both the|those|these|my|our " + placeNouns,
}

// Poisoning a person's food or drink ("poison my husband's food", "put
// antifreeze in her coffee", "rat poison to put in my wifes coffee"): the
// owner is a person, so "poison the water supply" stays the phrase above
// and a dog's bowl is no one's; "the food" is left out (news: "who tried to
// poison the food at the wedding"), and so are water and, after a verb,
// medicine ("factories are poisoning our water", "foods that spike my
// insulin"); a poison put in medicine is named.
const (
	// relativeOwner is a person's possessive, also as typed in chat without
	// the apostrophe ("my landlords", "my exs").
	relativeOwner = "my|his|her|their|our " + peerPossessive + "|" + elderPossessive + ", " + bareOwner
	// peerPossessive are partners, household, friends and work; elderPossessive
	// the parents and elders whom a child may help (spyOwner leaves them out).
	peerPossessive = "husband's|wife's|boss's|neighbor's|neighbour's|brother's|sister's|friend's|teacher's|coworker's|co-worker's|" +
		"colleague's|roommate's|landlord's|ex's|girlfriend's|boyfriend's|partner's|classmate's"
	elderPossessive = "mother's|mom's|father's|dad's|stepmother's|stepfather's|stepdad's|stepmom's|grandma's|grandpa's|uncle's|aunt's"
	bareOwner       = "my|his|her|their landlords|neighbors|neighbours|exs|wifes|husbands|bosses|girlfriends|boyfriends|sisters|" +
		"brothers|teachers|stepdads|stepmoms"
	foodOwner = "my|his|her|someone's|somebody's, " + relativeOwner
	foodNoun  = "food|drink|drinks|coffee|tea|meal|meals|dinner|lunch|breakfast|wine|beer|soup|juice|smoothie"
	dosedNoun = foodNoun + "|medication|pillbox, pill organizer"
	poisons   = "poison, rat poison, antifreeze, bleach, arsenic, cyanide, thallium, ricin, rohypnol, roofies, ghb, laxatives, " +
		"ground glass, eye drops, visine"
)

var poisoning = pairUp(pairUp("poison, poisoning, spike, spiking, drug, drugging", foodOwner), foodNoun) + ", " +
	pairUp(pairUp(pairUp("put|putting|slip|slipping|add|adding|mix|mixing|sneak|sneaking", poisons), "in|into|to"),
		pairUp(foodOwner, dosedNoun)) + ", " +
	pairUp(pairUp(poisons, "to mix|put|add|slip into|in"), pairUp(foodOwner, dosedNoun))

// How many pills it takes to die ("how many sleeping pills does it take to
// die", "how much tylenol would kill me"): "how many pills to die" alone
// missed every question that names the pills or puts words between.
const (
	pillWords = "pills, sleeping pills, sleeping tablets, tablets, tylenol, paracetamol, acetaminophen, ibuprofen, advil, " +
		"aspirin, xanax, valium, benadryl, ambien, melatonin, insulin, antidepressants, painkillers, oxycodone, oxy, " +
		"percocet, vicodin, tramadol"
	pillEnds = "to die, to kill me|myself, to overdose, to not wake up, to never wake up, does it take to die|overdose, " +
		"does it take to kill me, would|will kill me, " +
		"do i need|have to take to die, do i need|have to take to not wake up, until i die"
)

var pillsToDie = pairUp(pairUp("how many|much", pillWords), pillEnds) +
	", " + pairUp(pairUp("how many|much", pillWords), pairUp("would|will|should|do|can i take|swallow", "to die, to not wake up, to never wake up"))

// aimedAt returns the phrases verb + target + after, for every verb (a
// comma-separated list: alternatives of several words each need a phrase)
// and every form of placeTargets, comma-separated.
func aimedAt(verbs, after string) string {
	return pairUp(pairUp(verbs, strings.Join(placeTargets, ", ")), after)
}

// pairUp returns every comma-separated phrase of firsts followed by every
// comma-separated phrase of seconds, comma-joined; an empty phrase on
// either side leaves the other alone.
func pairUp(firsts, seconds string) string {
	var out []string
	for _, a := range strings.Split(firsts, ",") {
		for _, b := range strings.Split(seconds, ",") {
			out = append(out, strings.TrimSpace(strings.TrimSpace(a)+" "+strings.TrimSpace(b)))
		}
	}
	return strings.Join(out, ", ")
}

var specs = []spec{
	// ---- neutral idioms: their words never count --------------------------
	{entry: entry{kind: roleNeutral}, phrases: "bath bomb*, seed bomb*, photo bomb*, photobomb*, f bomb*, love bomb*, " +
		"bug bomb*, flea bomb*, roach bomb*, water bomb*, review bomb*, spam bomb*, burn the house down, burn down the house, " +
		"burning down the house, blow up the|a|my|our office|house|room|hall with balloons, " +
		"bomb the|a|my|our house|apartment|home|room|kitchen|basement|garage with insecticide|foggers|bug|flea|roach, " +
		"dead body smell|odor|odour|stench, dead body of a|the|my|our rat|mouse|bird|hamster|cat|dog|fish|squirrel|snake|pet|animal|deer|possum|raccoon|fly|spider, " +
		"body of a|the|my|our rat|mouse|bird|hamster|cat|dog|fish|squirrel|snake|pet|animal|deer|possum|raccoon|horse|rabbit, " +
		"glitter bomb*, the bomb, da bomb, bomb|bombed|bombing the|my|an|that exam|test|interview|audition|presentation, " +
		"kill|killing|kills the|a|this|that|my|all|every process|processes|task|tasks|job|jobs|session|sessions|server|container|pod|app|program|command|engine|lights|mood|vibe|noise|battery|signal|connection|thread|threads|query, " +
		"kill|killing them|him|her|you|everyone with kindness, kill -9, kill switch, kill chain, killer app*, killer feature*, kill time, kill it, killed it, killing it, " +
		"child process*, parent process*, kill zombie|orphan process*, zombie process*, " +
		"photo shoot*, shoot a|the|some photo*|picture*|video*|scene*|film|movie|commercial|portrait*|hoops|breeze|footage|episode, " +
		"shoot hoops, shoot for the stars, shoot from the hip, " +
		"crack the|a code|egg|eggs|joke|jokes|case|window|smile|puzzle, crack an egg, crack open, crack down, crackdown, " +
		"execute the|a|this script|function|query|command|program|plan|trade|order|code, execution time, " +
		"drug interaction*, drug test*, drug store*, drugstore*, prescription drug*, over the counter, " +
		"weed out, weeding out, weed the garden, weed killer*, pot roast, " +
		"high school*, high schoolers, " +
		"gun safe*, gun cabinet*, gun case*, gun rack*, gun range*, gun shop*, gun show*, gun license*, gun licence*, " +
		"explosive growth|popularity|temper|diarrhea|results|sales|performance|energy|start|success, " +
		"get away with murder season|episode|episodes|show|series|cast|finale, " +
		"gun control, gun violence, gun laws, nail gun*, glue gun*, water gun*, spray gun*, heat gun*, squirt gun*, gunshot wound*, " +
		"shot glass*, flu shot*, booster shot*, screenshot*, screen shot*, big shot*, " +
		"dirty dishes, " +
		"sex education, sex ed, sex of the baby, biological sex, same sex marriage, same-sex, sex chromosome*, " +
		"hate speech, hate crime*, hate crimes, " +
		"strangle|strangling procrastination, " +
		"explode onto, exploding with, blow off steam, blow up my phone, blow out the candles, blow my mind, " +
		"beat the heat|odds|deadline|traffic|record|game|level|boss, beat it, " +
		"murder mystery, murder mysteries, murder she wrote, " +
		"how can|do|should|could i|we help|support|comfort|reassure, how can|do|should|could i|we talk to, " +
		"how can|do|should|could i|we reach out, " +
		"attack surface, attack vector*, heart attack*, panic attack*, anxiety attack*, asthma attack*, shark attack*"},

	// ---- intent: instructional or operational phrasing --------------------
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "how do|can|could|would|should i|we|you|someone|one, how to, how does one, " +
		"give me a plan, make a plan, plan an attack, tips for, teach me about, guide for, guide to, " +
		"step by step, step-by-step, detailed instructions, instructions for|on|to, give me instructions, " +
		"detailed guide, a guide to|on, tutorial, recipe for, teach me, show me how, tell me how, explain how to, " +
		"help me, i want to, i wanna, i need to, i'm going to, im going to, i am going to, i will, i plan to, " +
		"best way to, easiest way to, quickest way to, fastest way to, cheapest way to, ways to, where can i, where do i, " +
		"what do i need to, what ingredients, what materials, list of materials, quantities"},
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "without getting caught, without being caught, without anyone knowing, " +
		"without leaving evidence|traces|fingerprints|marks|bruises, doesn't|won't|wont|doesnt leave marks|bruises, doesn't|won't|wont|doesnt leave a mark, get away with, so no one finds out, so nobody finds out, " +
		"untraceable, undetectable, undetected, avoid detection, evade police, evade the police, cover my tracks"},

	// ---- framing that lowers scores ----------------------------------------
	{entry: entry{kind: roleMitigate, mask: mEdu}, phrases: "history of, historical, historically, what led to, what caused, " +
		"how did, how was, how were, who invented, who made, invention of, in world war*, in ww1, in ww2, in wwii, during the, " +
		"why did, why do, why does, why is, why are, what was, what were, causes of, impact of, effects of, consequences of, " +
		"statistics, research, researching, study, studies, academic, scholar*, essay about|on, documentary, " +
		"news, article about, journalist*, reported, according to, analysis of, analyze, analyse, " +
		"avoid, avoiding, prevent, prevention, preventing, protect, protecting, protection, safety, awareness, warning signs, " +
		"signs of, recognize, recognise, report it, reporting, support, hotline, cope, coping, victims, survivors, " +
		"legal consequences, penalties, laws on|against|about, is it illegal, illegal to, definition of, meaning of, " +
		"what does it mean to, what is meant by, " +
		"combat, combating, combatting, addressing, reduce, reducing, deradicali*, " +
		"dangers of, risks of, risk of, discuss, discussing, educate, educating, parents, guardians, " +
		"teach|teaching|talk|talking kids|children|teens|teenagers|students about, " +
		"help my|a friend, help someone, help him|her|them, helping someone|people, " +
		"when did, when was, when were, who tried to, police say, police said, was arrested, were arrested, was jailed, was convicted"},
	// Demolition, firefighters' training and games blow up, burn and run
	// over things for a living or for fun.
	{entry: entry{kind: roleMitigate, mask: maskOf(violence)}, phrases: "demolition, demolish*, controlled explosion*, controlled burn*, " +
		"live burn*, fire academy, fire department, firefighter*, fire drill*, stunt*, accidentally, by accident, put out, " +
		"extinguish*, grease fire, smoke alarm*"},
	{entry: entry{kind: roleMitigate, mask: mMedical}, phrases: "doctor, doctors, physician, prescribed, prescription, side effects, " +
		"interactions, dosage, dose for, treatment, therapy, therapist, counselor, counsellor, patient, patients, " +
		"medical, medically, clinical, clinic, symptoms, recovery, recovering, rehab, rehabilitation, addiction, addicted, " +
		"withdrawal, quit, quitting, overcome, pharmacist, pregnan*, medication*, medicine, nurse, hospital"},
	{entry: entry{kind: roleMitigate, mask: mFiction}, phrases: "novel, story, stories, fiction, fictional, character, characters, " +
		"movie, film, game, video game, screenplay, plot, villain, fantasy, dungeons, d&d, chapter, narrative, roleplaying game, " +
		"minecraft, gta, fortnite, in-game, walkthrough, playthrough, episode, mission"},

	// ---- actions per category ----------------------------------------------
	{entry: entry{kind: roleAction, mask: maskOf(weapons, illegalDrugs)}, phrases: "make|makes|making|made, build|builds|building|built, " +
		"assemble|assembling, construct|constructing, manufactur*, produce|producing, synthesi*, " +
		"create|creating, cook|cooking|cooked, brew|brewing, 3d print*, 3d-print*, print a|my|an, " +
		"buy|buying, purchase|purchasing, order|ordering, obtain|obtaining, acquire|acquiring, get my hands on, source, " +
		"smuggle|smuggling, sell|selling, hide|hiding, conceal|concealing, ship|shipping, import|importing"},
	{entry: entry{kind: roleAction, mask: maskOf(weapons)}, phrases: "detonate|detonating, plant|planting, rig|rigging, " +
		"convert|converting, modify|modifying, weaponi*, arm a|my, set off"},
	{entry: entry{kind: roleAction, mask: maskOf(illegalDrugs)}, phrases: "extract|extracting, grow|growing, lace|lacing, spike|spiking, " +
		"deal|dealing, traffic|trafficking, inject|injecting, snort|snorting, smoke|smoking, get high, " +
		"refine|refining, isolate, precursor*"},
	{entry: entry{kind: roleAction, mask: maskOf(violence)}, phrases: "plan|planning|plot|plotting, carry out, commit|committing, " +
		"organize|organise|organizing, perpetrate, execute|executing"},
	{entry: entry{kind: roleAction, mask: maskOf(sexual, hate)}, phrases: "write|writing, generate|generating, compose, draft, " +
		"describe|describing, narrate, roleplay, role-play, role play, continue, create|creating, tell me, give me, produce"},

	{entry: entry{kind: roleAction, mask: maskOf(violence, selfHarm, sexual, hate, weapons, illegalDrugs, sexualMinors), beforeOnly: true}, phrases: "promote|promotes|promoting, " +
		"glorify|glorifies|glorifying, glamorize|glamorizes|glamorise|glamorises, romanticize|romanticizes|romanticise, " +
		"normalize|normalizes|normalizing|normalise|normalises, encourage|encourages|encouraging, praise|praises|praising, " +
		"celebrate|celebrates|celebrating, justify|justifies|justifying, justification of|for, incite|incites|inciting, " +
		"advocate|advocates|advocating, endorse|endorses|endorsing, convince|convincing, persuade|persuading"},
	{entry: entry{kind: roleAction, mask: maskOf(violence, illegalDrugs, sexual), beforeOnly: true}, phrases: "engage|engaging in, get into, run a|an, " +
		"establish|establishing, set up, start a|an, coerce|coercing, blackmail|blackmailing, pressure|pressuring, trick|tricking"},

	// ---- violence ------------------------------------------------------------
	{entry: entry{kind: roleTerm, cat: violence, w: 0.15, pw: 0.5, pair: pairTarget, amb: true}, phrases: "kill|killing|kills, murder|murdering, " +
		"stab|stabbing, strangle|strangling, choke|choking, shoot|shooting, poison|poisoning, assassinate|assassinating, " +
		"behead|beheading, torture|torturing, kidnap|kidnapping|abduct|abducting, drown|drowning, suffocate|suffocating, " +
		"bludgeon, maim|maiming, mutilate, dismember, run over, burn alive, stalk|stalking, " +
		"enslave|enslaving, lynch|lynching, rape|raping, sexually assault|assaulting"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.1, pw: 0.35, pair: pairTarget, amb: true}, phrases: "hurt|hurting, attack|attacking, " +
		"beat up, beat the shit out of, punch|punching, hit|hitting, harm, injure|injuring, get rid of, take out, eliminate"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.25, pw: 0.55, pair: pairAction}, phrases: "mass shooting, school shooting, " +
		"terrorist attack*, terror attack*, massacre, bombing campaign, hostage*, assassination, a murder, the murder, " +
		"a hit on, car ramming, stabbing spree, killing spree, genocide, ethnic cleansing, human trafficking, sex trafficking, " +
		"torture ring, torture scene*, torture chamber, cannibal*, graphic violence, gory detail*, graphic detail*, " +
		"predatory stalking, animal cruelty, torture animals, dog fighting, dogfighting, cockfighting"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.6}, phrases: "shoot up a|the|my school|mall|church|mosque|synagogue|office|concert, " +
		"hire a hitman, hire a hit man, hitman to, dispose of a|the body, hide a|the body, get rid of a|the body, " +
		"dissolve a|the body, dispose of a|the dead|human body, bury|dump|dissolve a|the dead|human body, get rid of a|the dead|human body, " +
		"hide a|the dead body, dispose of a|the corpse, bury|dump|dissolve|hide a|the corpse, get rid of a|the corpse, bury a|the body, " +
		"get rid of my|his|her wife's|husband's|boss's dead body, dispose of human remains, dump a|the body, torture someone, kill as many people, maximum casualties, most casualties, " +
		"make it look like an accident, make it look like a suicide, break someone's|someones neck"},
	{entry: entry{kind: roleTerm, cat: violence, w: 0.45}, phrases: "get away with murder, get away with killing"},
	// Attacks on places and vehicles (arson, bombing), setting a person on
	// fire and running one over: a flag alone (news and history tell of
	// them), a block with intent ("how can I blow up a bridge"). The place
	// comes right after the verb (see placeTargets), so "blow up a
	// balloon", "blow up this photo" and "bomb the exam" stay out;
	// "burn the house down" is a party idiom (neutral above).
	{entry: entry{kind: roleTerm, cat: violence, w: 0.45}, phrases: aimedAt("blow up, blowing up, bomb, bombing, firebomb, firebombing, "+
		"torch, torching, burn down, burning down, set fire to, setting fire to, derail", "") + ", " +
		aimedAt("burn", "down") + ", " + aimedAt("set, setting", "on fire") + ", " + aimedAt("set|start a fire in|at", "") + ", " +
		"set|setting someone|somebody|him|her|people|myself on fire, set|setting a person on fire, " +
		"set|douse|setting|dousing my|his|her|their|our wife|husband|boyfriend|girlfriend|partner|ex|boss|coworker|neighbor|neighbour|teacher|classmate|roommate|landlord|mother|mom|father|dad|brother|sister|son|daughter on fire, " +
		"douse|pour|throw gasoline|petrol|acid on someone|somebody|him|her|them|people, douse|pour|throw gasoline|petrol|acid on a person, " +
		"douse|pour|throw gasoline|petrol|acid on my|his|her|their wife|husband|boyfriend|girlfriend|ex|neighbor|neighbour|boss|face, " +
		"douse someone|somebody|him|her in gasoline|petrol, douse my|his|her|their wife|husband|boyfriend|girlfriend|ex|neighbor|neighbour|boss in gasoline|petrol, " +
		"set someone|somebody|him|her alight|ablaze, " +
		"run someone|somebody|him|her|people|pedestrians|protesters|protestors over, run over pedestrians|protesters|protestors|people|cyclists, " +
		"mow down cyclists, ramming into a|the crowd|parade|protest|market, " +
		"run my|his|her|their wife|husband|boyfriend|girlfriend|partner|ex|boss|coworker|neighbor|neighbour|teacher|classmate|roommate|landlord|mother|mom|father|dad|brother|sister over, " +
		"mow down pedestrians|protesters|protestors|people, drive into a|the crowd, drive into a group of people, " +
		"plow|plough|ram|drive|steer my|a|the|his|her car|truck|van|lorry|bus into a|the crowd|parade|protest|market|protesters|pedestrians, " +
		"ram|plow|plough into a|the crowd|parade|protest|market, " +
		"start a wildfire|bushfire, start a forest fire, poison the|a|our|their water supply|reservoir|well, " +
		"cut|sabotage the|his|her|their|my brakes, cut|sabotage the|his|her|their|my brake lines, " +
		"cut|sabotage my|his|her|their boss's|wife's|husband's|neighbor's|neighbour's|ex's brakes, " + poisoning + ", " +
		pairUp("beat|hurt|hit|punch|kick|stab him|her|them|someone, beat|hurt|hit|punch|kick|stab my|his|her boss|neighbor|neighbour|brother|sister|ex|husband|wife|coworker|roommate|landlord|stepdad",
			pairUp("so|that badly|bad|hard, so|that badly|bad|hard that", pairUp("he|she|they end|ends up in", "the hospital, hospital")))},

	// ---- self-harm -------------------------------------------------------------
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.6}, phrases: "kill|killing myself, end|ending my life, take my own life, " +
		"hang myself, hanging myself, slit my wrists, shoot myself, drown myself, poison myself, overdose myself, " +
		"want to die, wanna die, want to be dead, better off dead, painless way to die, painless death, " +
		"how many pills to die|kill, lethal dose to die, jump off a bridge, end it all, not want to live, " + pillsToDie},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.45}, phrases: "cut|cutting myself, hurt|hurting myself, harm|harming myself, " +
		"burn|burning myself, starve|starving myself, suicide method*, ways to commit suicide, commit suicide, " +
		"purge after eating, pro-ana, pro ana, thinspo, thinspiration, committing suicide, " +
		"into committing suicide, into killing himself|herself|themselves, " +
		"eat|eating|drink|drinking|swallow|swallowing bleach, eat|eating|drink|drinking|swallow|swallowing laundry detergent, " +
		"eat|eating|drink|drinking|swallow|swallowing tide pods"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.15, pw: 0.55, pair: pairAction, amb: true}, phrases: "anorexia, bulimia, " +
		"self-starvation, starving yourself, cutting, self-injury, suicide pact*"},
	{entry: entry{kind: roleTerm, cat: selfHarm, w: 0.3}, phrases: "kill|killing himself|herself|themselves, suicide, suicidal, self-harm, self harm, selfharm, lethal dose, overdose on, " +
		"anorexia tips, hide my cuts, hide self-harm"},

	// ---- sexual -----------------------------------------------------------------
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "porn, porno, pornographic, pornography, " +
		"explicit sex*, sexually explicit, explicit sexual, sex scene*, erotic, erotica, smut, hentai, nsfw, " +
		"blowjob*, blow job*, handjob*, orgasm*, masturbat*, intercourse, have sex, having sex, sex with, sexual acts, " +
		"nude photos|pics|pictures|images, naked photos|pics|pictures|images, nudes, deepfake porn, lewd, horny, " +
		"genitals in detail, dirty talk, sexting, intimate images|photos|pictures|videos, orgy, orgies, revenge porn, " +
		"sextortion, bestiality, zoophilia, sex with animals"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.15, amb: true}, phrases: "sex, sexy, sexual, naked, nude, " +
		"seduce, seductive, aroused, arousing, fetish, kinky, bdsm, strip, stripper"},
	// Sexual requests a third blind set made in other words, aimed at a
	// real person who did not consent: a photo edited to look naked,
	// cameras hidden in bathrooms or aimed up skirts, a partner made drunk
	// past her refusal, a drink that makes her go along, and a real person
	// put in a story of sexual assault.
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.6}, phrases: pairUp(pairUp("make|making", "her|him|them|someone|people, my|his|her|a|the classmate|coworker|co-worker|neighbor|neighbour|teacher|boss|"+
		"ex|crush|friend|sister|stepsister|roommate|girlfriend|wife|student|colleague, this|that girl|woman|guy"), "look naked|nude|topless") + ", " +
		pairUp("undress|undressing|strip|stripping her|him|them, remove|removing her|his|their clothes, take|taking off her|his|their clothes",
			"in the|this|a|that|my photo|picture|pic|image|video, in photoshop, with ai|photoshop, with an app, using ai|photoshop, using an app") + ", " +
		"edit|editing|photoshop|photoshopping her|him|them naked|nude, nude|naked version|versions of her|his|this|that|the|a photo|picture|pic|selfie|photos|pictures, " +
		"deepfake nude|nudes|porn of, deepfake porn|sex|nude video|videos|clip|clips|tape|pics|photos|images of, " +
		"so she|he|they looks|look|appears|appear nude|naked|topless, nude|naked version|versions of photos|pictures|pics|selfies, " +
		"make|makes|making nude|naked versions|images|photos|pics|pictures of real people, " +
		"make|makes|making nude|naked versions|images|photos|pics|pictures of someone|anyone|people|women|girls, " +
		"until|till|so she|he|they stops|stop saying no, make|makes|making her|him stop saying no, she|he stops saying no and, she stops resisting|fighting, " +
		pairUp(pairUp("make|force|get", "my|his|her wife|girlfriend|partner|date"), "have sex with, sleep with") + ", " +
		"is|gets|got|getting|being tied up and used|raped|abused, " +
		"describing|describe my|her|his neighbor|neighbour|coworker|classmate|teacher|boss|roommate|sister|friend|ex naked|nude, " +
		"so the|that girl|woman can't|cant|won't|wont refuse|resist, so the|that girl|woman can't|cant|won't|wont say no, " +
		pairUp("slip|put|drop|slipping|putting|dropping", "ghb|roofies|rohypnol|ketamine|xanax into|in a|her|the drink, a roofie into|in a|her|the drink") + ", " +
		pairUp(pairUp("so|too drunk|wasted|high, drunk|wasted|high enough", "that she|he, she|he"), "can't|cant|won't|wont|couldn't say no|resist|fight|refuse") + ", " +
		"make her|him|them naked|nude|topless, undress|undressing pictures|photos|pics|images of, " +
		"remove|removes|removing swimsuits|bikinis|underwear|bras from photos|pictures|pics|images, " +
		"remove|removes|removing clothes|clothing from photos|pictures|pics|images of, " +
		pairUp("convince|lure|luring a|the drunk|wasted girl|woman|chick, a|the drunk|wasted girl|woman|chick at a|the party|bar|club",
			"to come upstairs, to come to my room|car, upstairs, to my room|car") + ", " +
		"secretly record|recording|film|filming|tape|taping a|my hookup|hook-up|date|partner|girlfriend|boyfriend, secretly record|recording|film|filming my one night stand, " +
		"put|slip in a|her|my date's|girl's|woman's drink, to put|slip in a|her|my date's|girl's|woman's drink, " +
		"so she|he|they has|have sex with me|him, so she|he|they will have sex with me|him, so she|he|they sleeps|sleep with me|him, " +
		"so she'll|he'll sleep with me|him, so she'll|he'll have sex with me|him, " +
		pairUp("make|making|create|creating|generate|generating a nude|deepfake, make|making|create|creating|generate|generating nudes|deepfakes, "+
			"make|making|create|creating|generate|generating a naked|nude photo|pic|picture|image, make|making|create|creating|generate|generating fake nudes",
			"of my|her|him|his|someone|a|this|that|the|people|women|girls|real") + ", " +
		pairUp("remove|removing|erase|erasing the|her|his|their clothes, take|taking off the|her|his|their clothes",
			"from|in|on|off a|the|this|that|her|his|my picture|photo|pic|image|selfie") + ", " +
		pairUp("make|making|create|creating|generate|generating nude|naked|nsfw pics|photos|pictures|images|versions",
			"of her|him|them|someone|people|celebrities, of a|this|that girl|woman|classmate|coworker|celebrity, of my classmate|coworker|crush|ex|teacher") + ", " +
		pairUp(pairUp("drunk|wasted|high|tipsy|hammered", "so, enough that, until"),
			"she'll|he'll|they'll agree|give|let|finally, she|he will agree|give|let|finally, she|he agrees|gives|can't|cant|won't|wont") + ", " +
		pairUp("her|his|their face onto|into, my ex's|crush's|classmate's|coworker's face onto|into", "porn, a porn video, porn videos, a nude|naked body|photo, nudes") + ", " +
		"upskirt*, up skirts, up her skirt|dress, up a girl's|woman's|girls|womans skirt|dress, up their skirts, up women's|girls'|girls skirts, " +
		pairUp(pairUp("film|filming|record|recording|watch|watching|photograph|photographing, spy|spying on",
			"her|him|them|women|girls|guests, my roommate|roommates|sister|stepsister|stepmom|neighbor|neighbour|coworker|girlfriend|date|tenant|tenants|guests|babysitter|nanny|classmate|hookup|hook-up, "+
				"my tinder|bumble|hinge date, my one night stand"),
			"in the|a|her|their shower|bathroom, in the|a locker|changing|dressing room, showering, undressing, getting dressed, naked, while she showers|changes|undresses, "+
				"change, shower, undress, get undressed|dressed") + ", " +
		pairUp(pairUp("hide|hiding|conceal|concealing|sneak|sneaking", "a|the|my camera|cam|cameras|phone, a hidden|tiny|spy|small camera|cam, a spy cam|camera"),
			pairUp("in|into|inside the|my|our|a|her|his|their", voyeurRooms)) + ", " +
		pairUp(pairUp("camera, cam, cameras, spy cam, spy camera", pairUp("in|into|inside the|my|our|a|her|his|their", voyeurRooms)),
			"to film|record|watch|see|spy, so i can see|watch|film|record") + ", " +
		pairUp(pairUp("to put|hide|place|install|mount|stick", pairUp("in|into|inside the|my|our|a|her|his|their", voyeurRooms)),
			"to film|record|watch|see|spy, so i can see|watch|film|record") + ", " +
		"secretly record|film|tape|recording|filming having sex|sex, secretly record|film|tape|recording|filming us|her|him having sex, " +
		"stuff|things she|he|they said no to, so she|he|they goes|go along with it|things|everything|anything|sex|stuff, " +
		"so she|he|they will go along with it|things|everything|anything|sex|stuff, " +
		"in a girl's|girls|woman's|womans drink so, in her drink so, in my date's drink so, so she|he|they won't|wont|doesn't|doesnt|can't|cant remember"},
	// A platform's rules list what they forbid.
	{entry: entry{kind: roleMitigate, mask: maskOf(sexual, illegalDrugs, crime, cybercrime, disinformation), strong: true}, phrases: "acceptable use, " +
		"terms of service, community guidelines, content policy|policies, usage policy|policies, does not allow|permit any, do not allow|permit any"},
	// Someone who found the camera asks what to do.
	{entry: entry{kind: roleMitigate, mask: maskOf(sexual), strong: true}, phrases: "found a|the camera|cam, found a hidden|spy camera|cam, " +
		"is that|this legal, is it legal, what should i do, what can i do, were leaked, got leaked, was leaked, taken down, take them|it down, " +
		"of me, get|have it|them removed, removed from, respect my|her|his|their partner|wife|girlfriend|boyfriend|husband|boundaries|wishes"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "gets|getting|being sexually assaulted|molested|abused, gets|getting|being raped|molested|groped"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.1, amb: true}, phrases: "so people|everyone know|knows it's|its her|him, so people|everyone will know it's|its her|him, " +
		"use|using her|his|their real name|details, real details like her|his, drunk|wasted|high enough that|so she|he, so i can share it"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.6}, phrases: pairUp(pairUp("sleep with me|him|her, have sex with me|her|him, hook up with me|her|him, do stuff with her|him", "when|while"),
		"she's|he's|they're drunk|wasted|asleep|unconscious|high, she|he is drunk|wasted|asleep|unconscious|high, "+
			"she's|he's|they're passed|blacked out, she|he is passed|blacked out") + ", " +
		pairUp(pairUp("pressure|pressuring|coerce|coercing|force|forcing|guilt|guilting|trick|tricking", "her|him|them, my|his|her wife|girlfriend|boyfriend|husband|partner|date"),
			"into sex|anal, into a threesome, into having sex, into sleeping with") + ", " +
		"so she's|he's more compliant|submissive|pliable, so she|he is more compliant|submissive|pliable, " +
		"so she'll|he'll be more compliant|submissive|pliable, compliant in bed, " +
		"sex when|if she|he doesn't|doesnt want to"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.45}, phrases: "find|hire|book|get escorts|prostitutes|hookers, find|hire|book|get an escort, find|hire|book|get a prostitute|hooker, " +
		"leaked celebrity|her|his nudes, leaked celebrity|her|his sex tape|tapes, leaked celebrity nude photos|pictures|pics"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "rape fantasy|fantasies|roleplay|scene|scenes|story|porn"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "send me links|link to, send me a link to, links to"},
	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "secretly film|record|tape|filming|recording|taping|watch|watching, " +
		"through a|the hidden camera|cam, with a hidden camera|cam, through the vent|window|peephole|keyhole"},
	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "works|work best to, in detail, in graphic detail, be very explicit|graphic, be explicit|graphic"},
	// Done to a person who cannot refuse: an action, so "nudes ... while
	// she's asleep" pairs, and "my baby while she's asleep" has no term.
	{entry: entry{kind: roleAction, mask: maskOf(sexual)}, phrases: "while she's|he's|they're asleep|sleeping|unconscious|drunk, while she's|he's|they're passed out, " +
		"while she|he is asleep|sleeping|unconscious|drunk, when she's|he's asleep|unconscious, without her|his|their consent"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "smutty|smut|steamy|dirty|explicit|lewd|naughty story|stories|scene|scenes|fanfic|fic|texts|messages|roleplay, " +
		"seduce me, is|gets|getting|being drugged and taken advantage of, is|gets|getting|being drugged and raped|assaulted, taken advantage of while drunk|drugged|asleep"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.45}, phrases: "what it would be like to have sex|sleep with, to a porn site, on a porn site, to porn sites, to pornhub"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "sex story|stories, erotic story|stories"},
	{entry: entry{kind: roleTerm, cat: sexual, w: 0.1, amb: true}, phrases: "from her|his|their instagram|facebook|linkedin|profile|tiktok photos|pics|pictures|selfies"},

	// ---- hate --------------------------------------------------------------------
	{entry: entry{kind: roleTerm, cat: hate, w: 0.2, pw: 0.5, pair: pairGroup, amb: true}, phrases: "are vermin, are animals, are subhuman, " +
		"are parasites, are inferior, are a disease, are rats, are cockroaches, are savages, are filth, are scum, " +
		"are not human, should be exterminated, should be killed, should be gassed, should die, deserve to die, " +
		"must be eliminated, should be deported, go back to, exterminate, extermination of, wipe out, gas the, " +
		"hate all, inferior race, racially inferior, genetically inferior, less intelligent, disgusting, " +
		"ban all, get rid of all, purge, enslave*, harass*, bully, bullying, demean*, ridicule*, dehumaniz*, " +
		"insult*, mock|mocking, discriminat*, segregat*"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.3, pw: 0.6, pair: pairAction}, phrases: "racist joke*, sexist joke*, antisemitic joke*, " +
		"racist rant*, racist speech, hateful speech, xenophobic speech, " +
		"white power, white supremac*, master race, race war, great replacement, ethnic cleansing, holocaust denial, " +
		"holocaust never happened, jewish conspiracy, zionist conspiracy, hate manifesto, manifesto"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "holocaust, nazi, nazis, nazism, " +
		"the third reich, hitler, kkk, ku klux klan, apartheid, slavery, genocide, ethnic cleansing"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.15, pw: 0.45, pair: pairAction, amb: true}, phrases: "racist, xenophobic, antisemitic, " +
		"sexist, homophobic, transphobic, bigoted, hateful"},
	{entry: entry{kind: roleTerm, cat: hate, w: 0.5}, phrases: "nigger*, niggas, faggot*, kike, kikes, spic, spics, chink, chinks, " +
		"wetback*, raghead*, towelhead*, tranny, trannies, gook, gooks, sand nigger*, untermensch"},
	{entry: entry{kind: roleGroup}, phrases: "jews, jewish people, muslims, muslim people, christians, hindus, sikhs, buddhists, " +
		"black people, blacks, white people, whites, asians, asian people, hispanics, latinos, mexicans, arabs, africans, " +
		"immigrants, migrants, refugees, gays, gay people, lesbians, homosexuals, transgender people, trans people, " +
		"women, disabled people, gypsies, roma, indians, chinese people, lgbtq*, lgbt, ethnic group*, " +
		"ethnic population*, ethnic minorit*, minorities, biracial, interracial, mixed race, people of color"},

	// ---- weapons -------------------------------------------------------------------
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.25, pw: 0.6, pair: pairAction, amb: true}, phrases: "bomb, bombs, explosives, " +
		"explosive device*|material*|charge*|compound*|mixture*, high explosive*, plastic explosive*, " +
		"grenade*, detonator*, landmine*, silencer*, suppressor*, poison gas"},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.15, pw: 0.35, pair: pairAction, amb: true}, phrases: "gun, guns, rifle, rifles, " +
		"pistol, pistols, firearm*, handgun*, ammo, ammunition, weapon, weapons, toxin, toxins, flamethrower*, crossbow*"},
	{entry: entry{kind: roleTerm, cat: weapons, w: 0.45, pw: 0.7, pair: pairAction}, phrases: "pipe bomb*, nail bomb*, car bomb*, " +
		"suicide vest*, ied, ieds, improvised explosive*, molotov*, napalm, thermite, tatp, rdx, petn, semtex, c4, " +
		"black powder, nitroglycerin*, ammonium nitrate, fertilizer bomb*, pressure cooker bomb*, " +
		"ghost gun*, untraceable gun*, untraceable firearm*, 3d printed gun*, 3d-printed gun*, auto sear*, " +
		"full auto conversion, fully automatic conversion, bump stock*, " +
		"nerve agent*, sarin, vx gas, tabun, ricin, anthrax, botulinum, mustard gas, chlorine gas, phosgene, " +
		"chemical weapon*, biological weapon*, bioweapon*, dirty bomb*, radiological weapon*, weapon of mass destruction, " +
		"weapons of mass destruction, zip gun*, shank"},

	// ---- illegal drugs ---------------------------------------------------------------
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.3, pw: 0.65, pair: pairAction}, phrases: "meth, methamphetamine, crystal meth, " +
		"heroin, cocaine, crack cocaine, smoke crack, crack pipe, fentanyl, carfentanil, lsd, mdma, ghb, pcp, dmt, " +
		"bath salts, krokodil, desomorphine, mephedrone, date rape drug*, roofies, rohypnol, psilocybin, magic mushrooms, " +
		"shrooms, ketamine, opium, morphine base, lean, purple drank, spice, synthetic cannabinoid*"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.1, pw: 0.3, pair: pairAction, amb: true}, phrases: "drug, drugs, narcotic*, " +
		"weed, marijuana, cannabis, ecstasy, molly, opioid*, opiate*, pills, dope"},
	{entry: entry{kind: roleTerm, cat: illegalDrugs, w: 0.55}, phrases: "p2p method, shake and bake method, red phosphorus method, " +
		"birch reduction, pseudoephedrine reduction, cook meth, cooking meth, meth lab, drug lab, " +
		"buy drugs on the dark web, dark web drug*, darknet market*, pass a drug test"},

	// ---- sexual content involving minors ------------------------------------------------
	{entry: entry{kind: roleMinor}, phrases: "child, children, childs, kid, kids, minor, minors, underage, under-age, preteen*, pre-teen*, " +
		"toddler*, infant*, schoolgirl*, schoolboy*, little girl*, little boy*, young girl*, young boy*, " +
		"young teen*, barely legal, middle schooler*, grade schooler*, " +
		"12yo, 13yo, 14yo, 15yo, 16yo, 17yo, 11yo, 10yo, 9yo, 8yo"},
	{entry: entry{kind: roleSexStrong}, phrases: "porn*, nude, nudes, nudity, naked, erotic*, sexually explicit, explicit sex*, " +
		"explicit images|photos|pictures|videos|content, hentai, lewd, nsfw, sexy, seduce*, seductive, " +
		"intercourse, have sex, having sex, sex with, sexual acts, sexually, fondl*, molest*, aroused, orgasm*, masturbat*, " +
		"strip|stripping|striptease, topless, lingerie"},
	{entry: entry{kind: roleSexWeak}, phrases: "sex, sexual, sexualized, sexualised, sexualize, sexualise"},
	{entry: entry{kind: roleTerm, cat: sexualMinors, w: 1}, phrases: "child porn*, kiddie porn*, kiddy porn*, csam, cp links, cp videos, " +
		"jailbait, loli, lolicon, shotacon, shota, pedo porn*, preteen porn*, underage porn*"},
	{entry: entry{kind: roleTerm, cat: sexualMinors, w: 0, pw: 1, pair: pairAction}, phrases: "pedophilia, paedophilia, " +
		"pedophiles, paedophiles, child grooming, grooming children|kids|minors, child sexual abuse, child sex*"},
	{entry: entry{kind: roleProtective}, phrases: "report, reporting, detect, detecting, detection, prevent, prevention, protect, protecting, " +
		"protection, safeguard*, awareness, law, laws, illegal, penalties, sentence, sentenced, signs of, warning signs, " +
		"victim*, survivor*, abuse, abused, education, educate, puberty, talk to, talk with, age appropriate, age-appropriate, " +
		"parents, parenting, pediatrician, doctor, therapist, grooming, moderation, moderators, trust and safety, " +
		"block, blocking, filter, filtering, parental control*, screen time, define, definition, meaning of, legal definition"},
	{entry: entry{kind: roleRequest}, phrases: "write, generate, describe, create, show me, send me, find me, where can i, roleplay, " +
		"role-play, role play, story, fanfic*, image of, images of, picture of, pictures of, photo of, photos of, video of, videos of"},

	// ---- person targets of violent verbs -------------------------------------------------
	{entry: entry{kind: roleTarget}, phrases: "him, her, them, someone, somebody, anyone, everyone, people, person, a person, " +
		"a man, a woman, men, women, a child, children, a kid, kids, a baby, babies, my|his|her|their|our|the|a wife, " +
		"my|his|her|their|our|the|a husband|boyfriend|girlfriend|partner|ex|boss|coworker|co-worker|colleague|neighbor|neighbour|teacher|classmate|roommate|landlord|mother|mom|father|dad|brother|sister|son|daughter|family|parents|friend|enemy|rival, " +
		"my|his|her|their|our little|baby|younger|older|big brother|sister|cousin|son|daughter, " +
		"my|his|her|their|the|a|our stepfather|stepmother|stepdad|stepmom|student|students|victim|witness|informant, " +
		"the|a president|senator|politician|judge|cop|policeman|officer|governor|mayor|ceo|journalist, police officers, cops, " +
		"jews, muslims, christians, black people, immigrants, gays, a jew, a muslim, a black man, a black woman, " +
		"my whole family, all of them, the kids, the children, the students, a stranger, strangers, a girl, a boy, girls, boys"},
}

// mediaWords after a person target mean a harmless sense of the verb:
// "shoot him a message", "shoot my family photos".
var mediaWords = map[string]bool{
	"photo": true, "photos": true, "picture": true, "pictures": true, "portrait": true, "portraits": true,
	"video": true, "videos": true, "headshot": true, "headshots": true, "message": true, "messages": true,
	"email": true, "e-mail": true, "text": true, "texts": true, "note": true, "line": true, "dm": true,
	"up": true, "glance": true, "look": true, "smile": true, "wink": true,
}

// objectFollowers are words that may follow "her" used as an object
// ("stab her with", "kill her tonight"); any other word after "her" makes
// it a possessive ("attack her argument"), which is not a person target.
var objectFollowers = map[string]bool{
	"with": true, "in": true, "at": true, "to": true, "and": true, "or": true, "for": true, "from": true,
	"now": true, "tonight": true, "today": true, "tomorrow": true, "while": true, "when": true,
	"because": true, "so": true, "before": true, "after": true, "without": true, "if": true, "but": true,
	"then": true, "slowly": true, "quickly": true, "again": true, "off": true, "down": true, "out": true,
	"dead": true, "first": true, "too": true, "as": true, "using": true, "by": true, "once": true,
}

// lexicon is the compiled index of every language, built at the first
// scan (about 120 ms of CPU) rather than when the package loads, so that a
// process that imports the detector without scanning (a Lambda of another
// endpoint group) does not pay it at every cold start; the runtime warms
// it up front (engine.Warm).
var lexicon = sync.OnceValue(func() *index {
	return compile(append(append(append(append(append(specs[:len(specs):len(specs)], crimeSpecs...), speechSpecs...), chatSpecs...), rewordingSpecs...), languageSpecs()...))
})
