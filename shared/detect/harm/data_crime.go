package harm

// The English lexicon of the crime (non-violent) and cybercrime categories.
// A crime noun ("money laundering", "ransomware") is low alone and pairs
// with a verb of doing or making; a crime verb ("hack", "steal", "rob")
// pairs with what it acts on ("her account", "a car") or with a person;
// a verb phrase that is itself the request ("launder money", "hack into")
// is strong alone. Defensive framing (detect, protect, my own server,
// awareness training) lowers both categories even with intent.

var crimeSpecs = []spec{
	{entry: entry{kind: roleNeutral}, phrases: "life hack*, lifehack*, growth hack*, hack of a, hacker news, hack together, hacked together, " +
		"hacky sack, hack and slash, hack-and-slash, hacking cough, hack writer, hack job, hack the system, hack it, " +
		"productivity hack*, cooking hack*, kitchen hack*, cleaning hack*, travel hack*, money hack*, study hack*, " +
		"steal the|a show|spotlight|scene|thunder|moment|glance|look|kiss|base|limelight|heart|hearts, steal my|your|his|her heart|thunder|spotlight, " +
		"steals the show|spotlight|scene, stolen base*, stole the show|spotlight, " +
		"phishing|fishing for compliments|praise|attention, make sure, making sure, " +
		"killer deal*, a steal, what a steal, daylight robbery, highway robbery, rob the cradle, " +
		"crack a|the joke|smile|code, crack up, cracked up, " +
		"scam likely, tax deduction*, tax return*, tax refund*, tax break*, tax credit*"},

	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "como hackear|invadir|roubar|furtar|clonar|lavar, " +
		"come hackerare|rubare|riciclare|violare|truffare, как взломать|украсть|отмыть|обмануть|подделать"},

	// Idioms of other languages around the same words.
	{entry: entry{kind: roleNeutral}, phrases: "偷偷, 偷懒, 小偷, 偷笑, ライフハック, 万引き家族, ถูกขโมย, โดนขโมย, robar el corazon, " +
		"golpe de estado, voler la vedette"},

	{entry: entry{kind: roleIntent, w: 0.25}, phrases: "without him|her|them|anyone knowing|noticing, without my wife|husband|boss|partner knowing|noticing, " +
		"without their knowledge|consent, without his|her knowledge|consent, so they don't know, so he|she doesn't know, " +
		"not get caught, avoid getting caught, without the irs|police|bank knowing|noticing, untraceable money, leave no logs"},

	{entry: entry{kind: roleIntent, w: 0.15}, phrases: "give me a|the script|code|program|tool|template, write me a|the"},

	// Defensive framing.
	{entry: entry{kind: roleMitigate, mask: mCrime, strong: true}, phrases: "detect, detects, detecting, detection, detector, " +
		"prevent, prevents, preventing, prevention, protect, protects, protecting, protection, defend, defending, defense, defence, " +
		"defensive, mitigate, mitigating, mitigation, " +
		"block, blocks, blocking, blocklist, blacklist, awareness, training, incident response, secure my|our, securing, " +
		"harden, hardening, patch, patching, responsible disclosure, vulnerability disclosure, bug bounty, ctf, capture the flag, " +
		"my own, our own, authorized, authorised, with permission, written permission, " +
		"pentest my|our, penetration test my|our, red team exercise, security audit, simulation, simulated, phishing test, " +
		"so i can avoid, so we can avoid, avoid falling for, avoid being|getting scammed|hacked|phished, spot, recognize, recognise, identify, warning signs, red flags, report, reporting, " +
		"victim, victims, got scammed, was scammed, been scammed, got hacked, was hacked, been hacked, recover, recovering, " +
		"remove, removal, stop, stops, safe from, safeguard*, compliance, aml, kyc, fraud analyst, investigator*, " +
		"legal consequences, penalties, laws, law enforcement, " +
		"catch, catching, fight, fighting, combat, combating, investigate, investigating, uncover, expose, flag, flagging"},

	// Actions: doing, making, spreading.
	{entry: entry{kind: roleAction, mask: mCrime}, phrases: "write|writing, code|coding, program|programming, develop|developing, " +
		"create|creating, make|making, build|building, generate|generating, craft|crafting, design|designing, deploy|deploying, " +
		"spread|spreading, distribute|distributing, send|sending, launch|launching, run a|an, set up, install|installing, " +
		"infect|infecting, buy|buying, sell|selling, obtain|obtaining, use|using, commit|committing, pull off, carry out, " +
		"launder|laundering, print|printing, forge|forging, produce|producing, hide|hiding, start a|an, orchestrate, engage in"},

	// Objects of crime verbs.
	{entry: entry{kind: roleObject, mask: maskOf(cybercrime)}, phrases: "account, accounts, email, emails, e-mail, inbox, gmail, " +
		"instagram, facebook, whatsapp, snapchat, tiktok, twitter, icloud, phone, iphone, computer, laptop, webcam, camera, " +
		"wifi, wi-fi, network, router, server, servers, database, website, bank account, " +
		"login, password, passwords, authentication, 2fa, two-factor, mfa, lock screen, paywall, " +
		"someone's, somebody's, his, their, my ex's, my wife's, my husband's, my girlfriend's, my boyfriend's, my partner's, " +
		"my neighbor's, my neighbour's, my boss's, my school's, my teacher's, a government|company|corporate|bank|hospital|school, " +
		"the government|company|bank|hospital|school|pentagon"},
	{entry: entry{kind: roleObject, mask: maskOf(crime)}, phrases: "a|the|his|her|their car|cars|wallet|purse|bike|bicycle|phone|laptop|jewelry|package|packages, " +
		"a|the|his|her|their catalytic converter, " +
		"a|the bank|store|shop|house|home|atm, a|the jewelry|gas|convenience store|station, " +
		"money, cash, credit card*, card numbers, identity, identities, someone's, somebody's, people's, " +
		"my neighbor's|neighbour's|boss's|employer's|roommate's|friend's|parents', from a|the store|shop|supermarket|register|employer|company|bank, " +
		"from my|his|her|their employer|boss|company|job|work|parents|neighbor|neighbour|roommate|grandparents"},

	// ---- cybercrime ----
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.1, pw: 0.5, pair: pairObject, amb: true}, phrases: "hack|hacks|hacking, " +
		"crack|cracking, brute force|brute-force|bruteforce, bypass|bypassing, ddos|ddosing, break into, " +
		"compromise, hijack|hijacking, spoof|spoofing"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.15, pw: 0.65, pair: pairAction}, phrases: "malware, ransomware, keylogger*, " +
		"key logger*, trojan*, remote access trojan*, rootkit*, botnet*, spyware, stalkerware, computer virus*, a virus that, " +
		"worm that, cryptojacker, crypter, infostealer*, info stealer*, password stealer*, token grabber*, cookie stealer*, " +
		"phishing email*|page*|site*|website*|kit*|campaign*|link*|message*|sms|text*|attack*, fake login page*, " +
		"ddos attack*, dos attack*, ddos tool*, booter, stresser, sql injection attack*, exploit kit*, zero-day exploit*, " +
		"credential stuffing, credential harvest*, carding, card skimmer*, skimming device*, sim swap*, sim-swap*, " +
		"self-replicating|polymorphic virus|malware|code, backdoor*, reverse shell"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.1, pw: 0.55, pair: pairAction, amb: true}, phrases: "phishing, virus, worm, " +
		"exploit, exploits, payload, scam page*, spam bot*, spambot*"},
	{entry: entry{kind: roleTerm, cat: cybercrime, w: 0.45}, phrases: "hack into, hacking into, hacked into, break into someone's|his|her|their|a|the account|email|phone|computer|network, " +
		"gain|get|gaining unauthorized|unauthorised access, unauthorized|unauthorised access to, without authorization|authorisation, " +
		"steal|stealing|harvest|harvesting passwords|credentials|logins|cookies|tokens, steal|stealing|harvest|harvesting login|session|banking|card credentials|cookies|tokens|details, " +
		"crack|cracking wifi|wpa|wpa2|wep|someone's password, " +
		"spread malware|ransomware|viruses, spread a virus, infect computers|machines|devices, infect someone's computer, encrypt their files and demand, " +
		"hacking tutorial, hacking tool*, hack tool*, hacking software, install spyware|stalkerware on, install a keylogger on, " +
		"disable antivirus and, evade|bypass antivirus|edr|detection, avoid antivirus detection, fud crypter"},

	// ---- crime ----
	{entry: entry{kind: roleTerm, cat: crime, w: 0.1, pw: 0.5, pair: pairObject, amb: true}, phrases: "steal|steals|stealing, " +
		"robbing, shoplift|shoplifting, pickpocket|pickpocketing, loot|looting, embezzle|embezzling, skim|skimming, " +
		"forge|forging, counterfeit|counterfeiting, launder|laundering, break into, burglarize|burglarise"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.15, pw: 0.5, pair: pairTarget, amb: true}, phrases: "scam|scamming, defraud|defrauding, " +
		"blackmail|blackmailing, extort|extorting, dox|doxx|doxing|doxxing, swindle|swindling, catfish|catfishing, bribe|bribing, " +
		"steal from, rob, spy on, spying on, stalk, stalking, impersonate|impersonating, rip off, ripping off"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.15, pw: 0.6, pair: pairAction}, phrases: "money laundering, laundering scheme, " +
		"tax evasion, tax fraud, identity theft, insurance fraud, credit card fraud, wire fraud, bank fraud, mail fraud, check fraud, " +
		"securities fraud, investment fraud, benefits fraud, welfare fraud, ponzi scheme*, pyramid scheme*, insider trading, " +
		"counterfeit money|bills|currency|cash|notes|banknotes|documents|passport*|goods|checks|cheques|coins, fake money, " +
		"fake id*, fake ids, fake passport*, fake driver's license*, fake drivers license*, fake diploma*, fake degree*, fake documents, " +
		"forged document*|passport*|check*|cheque*|signature*|prescription*, fake invoice*, fake charity, fake reviews, " +
		"scam email*|call*|script*|website*|text*, fraudulent, romance scam*, phone scam*, investment scam*, crypto scam*, " +
		"rug pull*, pump and dump, bribery, kickback*, extortion, blackmail letter*|note*|message*, ransom note*, " +
		"embezzlement, shoplifting, burglary, car theft, pickpocketing, doxxing, doxing, stolen goods, stolen credit card*, " +
		"fencing stolen, sextortion scheme, elder fraud, scam"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: aimedAt("vandalize, vandalise, deface", "") + ", key someone's|his|her|their car, " +
		"key " + placeOwner + " car|truck|van, slash someone's|his|her|their tires|tyres, slash the tires|tyres on|of " + placeOwner + " car|truck|van"},
	{entry: entry{kind: roleTerm, cat: crime, w: 0.45}, phrases: "launder money, launder the money, launder cash, launder my|the proceeds, " +
		"laundering money, launder dirty money, clean dirty money, evade taxes, evading taxes, evade paying taxes, cheat on my taxes, " +
		"hide income from the irs, hide money from the irs, hide assets from, commit fraud, commit tax fraud, commit identity theft, " +
		"commit insurance fraud, steal someone's identity, steal an identity, steal a car, steal cars, hotwire a car, " +
		"rob a|the bank|store|house|shop, rob a|the jewelry|gas|convenience store|station, break into a|someone's house|home|car|apartment, " +
		"break into my neighbor's|neighbour's house|home|car|apartment, " +
		"forge a|my signature|document|check|cheque|passport|prescription, forge a|my doctor's note, print counterfeit, make counterfeit, " +
		"make a fake id, make fake ids, get a fake id, buy a fake id, bribe a|an|the official|judge|cop|policeman|inspector, bribe a|the police|customs officer, " +
		"extort money, blackmail someone, scam people|someone|customers|tourists|seniors, scam elderly|old people, scam the elderly, " +
		"defraud, clone a credit card, clone credit cards, skim credit cards, use a stolen credit card, use stolen credit cards, " +
		"sell stolen, fence stolen, run a ponzi scheme, run a scam, " +
		"read|track|monitor my|his|her wife's|husband's|girlfriend's|boyfriend's|partner's|ex's|spouse's phone|texts|messages|emails|location|whatsapp, " +
		"spy on my|his|her wife's|husband's|girlfriend's|boyfriend's|partner's|ex's|spouse's phone|texts|messages|emails|location|whatsapp, " +
		"find someone's home address, find out where she|he lives, find where she|he lives, find her|his home address"},
}
