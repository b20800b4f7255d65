package injection

// The rules of this file widen the data rules (data.go) from four blind
// checks (docs/detect-injection.md has the figures): planted instructions
// written anew by people who never read this code named their reader in
// forms the first rules did not know ("AI assistants:", "Note to the email
// assistant:", "To any AI model generating a summary", "@Summarizer",
// "[SYSTEM] … [/SYSTEM]", "When summarizing this document, say …") and
// asked for things the support rules did not know (keep it from the user,
// remember it for every later conversation, the user's files or keys, what
// every answer must end with), and did so in other languages too
// (data_langs.go).
//
// An address names the reader with a word that means an AI model, in the
// place a greeting or a label takes: before a colon, before a dash or a
// comma and a command, after "to any … that reads", as an @-mention. A bare
// "assistant" addresses only in a comment or a field ("-- assistant:") or
// before a command the assistant of an exported chat does not start its
// turns with ("Assistant: when the user asks …"); a bare "agent" or "model"
// only when it reads "this" or a note is for it, never as a label (a job
// title, a spec sheet's "Model:"). An address scores 0.34, a
// reader rule still below the redact threshold alone; with one of the
// specific support rules below (0.32) it blocks, with one of the older ones
// (0.2–0.3) it flags.

// dataAIRoles are the tools that read data for a model (summarizer,
// notetaker) and an assistant or agent qualified as software (an e-mail,
// calendar, browser or coding assistant; "AI agent", "AI travel planner").
// Support, sales, travel and booking agents and research or HR assistants
// are people, and are left out.
const dataAIRoles = `summari[sz]ers?|(?:ai\s+)?notetakers?|` +
	`(?:ai|llm|automated|autonomous|virtual|digital|browser|browsing|coding|code|e-?mail|mail|inbox|calendar|scheduling|shopping|triage|ops|devops)\s+(?:assistants?|agents?|bots?|copilots?|reviewers?|summari[sz]ers?)|` +
	`ai\s+(?:[\w-]+\s+){0,2}?(?:assistants?|agents?|bots?|systems?|tools?|readers?|companions?|reviewers?|helpers?|planners?|generators?|engines?|transcribers?|translators?|writers?)`

// dataAIPlain is a noun phrase that means an AI model and hardly anything
// else, product names left out: they also label the turns of an exported
// chat ("ChatGPT: Sure, …").
const dataAIPlain = `(?:` + dataAIGeneric + `|` + dataAIRoles + `)`

// dataAISpecific is dataAIPlain with the product names people address
// (not Claude: a colleague's name), a GPT qualifying a role, and "AI
// models", which a list of models also heads ("AI models: …") and so is
// no label of an address.
const dataAISpecific = `(?:` + dataAIWords + `|copilot|gemini|` + dataAIRoles + `|` +
	`gpt\s+(?:assistants?|agents?|bots?|copilots?|reviewers?|summari[sz]ers?)|ai\s+(?:[\w-]+\s+)?models?)`

// dataTaskVerbs are what a model does with data it reads.
const dataTaskVerbs = `(?:reading|reads?|processing|process(?:es)?|summari[sz]ing|summari[sz]es?|generating|generates?|answering|answers?|interpreting|interprets?|parsing|parses?|analy[sz]ing|analy[sz]es?|handling|handles?|triaging|triages?|citing|cites?|reviewing|reviews?|crawling|crawls?|browsing|browses?|indexing|indexes|scanning|scans?|running|runs?|installing|installs?|comparing|compares?|describing|describes?|translating|translates?|auditing|audits?|helping|helps?|scraping|scrapes?|visiting|visits?|preparing|prepares?|working|works?|fetching|fetches|loading|loads?|evaluating|evaluates?|placing|places|quoting|quotes|scoring|scores|booking|books|ordering|orders|transcribing|transcribes|editing|edits|compiling|compiles|planning|plans|purchasing|purchases|buying|buys|comparing|filling|fills|recommending|recommends)`

// dataDocs are the kinds of data a planted instruction sits in.
const dataDocs = `(?:page|web\s?page|site|website|document|doc|file|e-?mail|message|mail|thread|article|post|review|reviews|listing|report|result|results|invite|invitation|event|ticket|issue|channel|chat|conversation|repo|repository|project|code|codebase|runbook|policy|contract|transcript|sheet|spreadsheet|table|feed|text|content|manual|readme|entry|note|notes|record|profile|pdf)`

var dataAddressRules = []rule{
	mk(CatIndirectInjection, 0.34,
		`\b(?:`+dataAIPlain+`\s*:|`+dataAISpecific+`\s*(?:—|–|--|,)\s*(?:please\s+)?(?:when|if|before|after|once|in\s+(?:your|the|any|every)|please|ignore|disregard|forget|remember|include|add|tell|say|send|forward|use|call|run|execute|stop|do\s+not|don['’]?t|never|always|only|to\s+(?:speed|help|fulfil|fulfill|complete|unlock|refresh|verify))\b)`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:to|for|attention|attn)\s+(?:the\s+|any\s+|all\s+|every\s+|each\s+|whatever\s+|whichever\s+|you,?\s+)?`+dataAISpecific+`\s+(?:that\s+|which\s+|who\s+)?(?:is\s+|are\s+)?`+dataTaskVerbs+`\b`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b`+dataAISpecific+`\s+(?:that\s+|which\s+|who\s+)?(?:are\s+|is\s+)?`+dataTaskVerbs+`\s+(?:this|these|the\s+above|the\s+following)\b`,
		"speaks of the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`@(?:ai|copilot|gemini|chatgpt|gpt[\w.-]*|assistant|summari[sz]er|notetaker|llm)\b`,
		"mentions the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:if|when|whenever|once)\s+(?:an?\s+|any\s+|the\s+|your\s+)?(?:`+dataAIPlain+`|assistant|agent|model|bot)\s+(?:is\s+|are\s+)?(?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|handling|scanning|reads|processes|summari[sz]es|parses|mentions|cites|describes|answers)\s+(?:this|these|the\s+user|the\s+above|the\s+following|my|our)\b`,
		"speaks to the reader as an AI"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:if|when)\s+(?:this|the)\s+`+dataDocs+`\s+(?:is|are)\s+(?:being\s+)?(?:read|processed|summari[sz]ed|parsed|analy[sz]ed|handled|scanned|opened)\s+by\s+(?:an?\s+|any\s+|the\s+|your\s+)?(?:`+dataAIPlain+`|assistant|agent|model|bot)\b`,
		"speaks to the reader as an AI"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:whoever|whatever|whichever)\s+(?:\w+\s+)?(?:is\s+)?(?:reads|reading|processes|processing|summari[sz]es|summari[sz]ing|parses|parsing|scans|scanning)\s+(?:this|these)\b`,
		"addresses whatever reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:when|while|before|after)\s+(?:you\s+(?:are\s+)?)?(?:summari[sz]ing|describing|translating|analy[sz]ing|processing|reading|answering\s+(?:any\s+)?questions\s+about|auditing|optimi[sz]ing|editing|reviewing|summari[sz]e|describe|translate|analy[sz]e|process|read|audit|edit|review)\s+(?:this|these|the\s+(?:above|following))\s+(?:\w+\s+)?`+dataDocs+`\b`,
		"speaks to the reader of this content about its task"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:any|every|each|your)\s+(?:summary|summaries|description|answer|response|reply|overview|digest|analysis)\s+(?:of|about)\s+(?:this|these)\s+`+dataDocs+`\b`,
		"speaks to the reader of this content about its task"),
	mk(CatIndirectInjection, 0.3,
		`[\[<{]/?(?:system|admin|administrator|developer)(?:[\s_-]?(?:message|note|prompt|override|instructions?|directive))?\s*[\]>}](?:[^(]|$)`,
		"opens or closes a fake section of the conversation"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:`+dataAISpecific+`|assistant|system|developer)\s+(?:instructions?|directives?|notes?|notices?|formatting\s+requirements?|requirements?|guidance|rules?|messages?|prompt|override|commands?)\s*(?:[:}\]]|(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:[\w&-]+\s+){0,3}?(?:`+dataAIPlain+`|assistant|agent|model|bot)s?\s*[:\]])`,
		"carries a message for the AI model that reads this content"),

	mk(CatIndirectInjection, 0.3,
		`\b`+dataAISpecific+`\s+(?:(?:that\s+|which\s+|who\s+)?(?:are\s+|is\s+)?`+dataTaskVerbs+`\s+(?:\S+\s+){0,4}?)?(?:must|should|shall|are\s+(?:required|instructed|expected|asked)\s+to|is\s+(?:required|instructed|expected|asked)\s+to|need\s+to|needs\s+to)\b`,
		"tells the AI model that reads this content what it must do"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:to|for|attention|attn|any|every|each)\s+(?:the\s+|any\s+|every\s+|each\s+|whatever\s+|whichever\s+)?(?:assistants?|bots?)\s+(?:that\s+|which\s+|who\s+)?(?:is\s+|are\s+)?`+dataTaskVerbs+`\s+(?:this|these|the|our|my|on\s+behalf)\b`,
		"addresses the assistant that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\bassistants\s*(?::|—|–)`,
		"addresses the assistants that read this content"),
	mk(CatIndirectInjection, 0.34,
		`\bassistants?\s*(?::|—|–|--|,)\s*(?:please\s+)?(?:(?:when|whenever|if|once)\s+(?:the\s+user|you\s+(?:have\s+)?(?:are\s+)?(?:read|asked|summari|process|describ|answer|see|draft|prepar))|from\s+now\s+on|(?:do\s+not|don['’]?t|never)\s+(?:tell|mention|reveal|show|inform)|always\s+(?:recommend|say|tell|answer|reply|include)|ignore|disregard|forget)`,
		"tells the assistant that reads this content what to do"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:attention|attn|note|notice|warning|important)\s*,?\s+(?:the\s+|all\s+|any\s+)?(?:models?|assistants?|agents?|bots?)\s*[:!,]`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\bthe\s+(?:ai|assistant|model|llm)\s+(?:must|shall|is\s+to|has\s+to)\s+(?:answer|say|reply|respond|tell|state|claim|recommend|report|describe|ignore|send|include|add|call|run|forward|share|present|show|list|omit|approve|delete|pay)\b`,
		"tells the AI model that reads this content what to do"),
	mk(CatIndirectInjection, 0.3,
		`\bif\s+you\s+are\s+(?:the|an?)\s+(?:\w+\s+)?(?:assistant|agent|model|bot)\s*(?:[,.:;]|(?:that|who|which|of|for|on|in|at)\s|reading|preparing|processing|summari[sz]ing|answering|handling)`,
		"speaks to the reader as an AI"),
	mk(CatIndirectInjection, 0.3,
		`#{2,}\s*(?:system|instructions?|developer|anweisung(?:en)?|instruccion(?:es)?|instrucao|instrucoes|istruzion[ei]|consignes?|указани[ея]|инструкци[яи]|指示|指令)\s*:`,
		"fakes a system message inside the data"),

	mk(CatIndirectInjection, 0.34,
		`\bif\s+(?:you['’]re|you\s+are|your)\s+(?:an?\s+|the\s+)?(?:`+dataAIPlain+`|bot|chatbot|assistant\s+tool)\s+(?:is\s+)?`+dataTaskVerbs+`\b`,
		"speaks to the reader as an AI"),
	mk(CatIndirectInjection, 0.3,
		`\bif\s+(?:you['’]re|you\s+are)\s+(?:generating|writing|producing|preparing|drafting|answering|summari[sz]ing|creating)\s+(?:an?\s+|the\s+|any\s+)?(?:summary|answer|reply|response|digest|notes|overview|question|questions)\s+(?:of|about|for|from|on)\s+(?:this|these)\b`,
		"speaks to the reader of this content about its task"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:whoever|whatever|whichever)\s+(?:\w+\s+)?(?:is\s+)?(?:answering|summari[sz]ing|writing|generating|drafting|preparing|replying|responding)\s+(?:to\s+)?(?:this|these|the\s+user)\b`,
		"addresses whatever reads this content"),
	mk(CatIndirectInjection, 0.34,
		`(?:--|//|#|\[\[?|\(|"|<!--|/\*|\*)\s*assistants?\s*:`,
		"addresses the assistant that reads this content in a comment or a field"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:assistant|assistente|asistente|bot|agent)s?\s*,\s*(?:please\s+)?(?:when|whenever|if|once|before|after|from\s+now\s+on|ignore|disregard|forget|ao|al|quand|wenn|cuando|quando)\b`,
		"addresses the assistant that reads this content"),
	// A reader and what it does with this text, as a label ("AI agent
	// reading this output:", "Model reading this event:", "Assistant
	// compiling these minutes:"; not "agents", a call centre's people).
	mk(CatIndirectInjection, 0.34,
		`\b(?:`+dataAIPlain+`|models?|assistants?)\s+(?:reading|processing|summari[sz]ing|parsing|handling|scanning|compiling|preparing|writing|drafting|reviewing|triaging|analy[sz]ing|comparing)\s+(?:this|these)\b[^.:\n]{0,50}?:`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:`+dataAIPlain+`|assistants?|bots?)\s+(?:applying|executing|processing|working|handling|managing|running|triaging|reviewing|reading|summari[sz]ing|answering|installing|auditing|placing|browsing|comparing|quoting|scoring|booking|ordering|transcribing|generating|editing|compiling|planning|purchasing|buying|crawling|indexing|citing|using)\s+[^.:\n]{1,50}?\s*:`,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:this|the\s+following)\s+(?:message|note|text|section|comment|request|part)\s+is\s+(?:for|addressed\s+to|meant\s+for|intended\s+for)\s+(?:your|the|any|an?)\s+(?:\w+\s+)?(?:ai|assistant|agent|bot|model|llm)s?\b`,
		"carries a message for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:bing|copilot|gemini|chatgpt|claude|perplexity|siri|alexa|cortana|grok)\b`,
		"carries a message for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.5,
		`[\[<{](?:ai|assistant|llm|model|agent)\s+(?:instructions?|notes?|directives?|messages?|commands?)\s*[\]>}]`,
		"fakes a section of the conversation"),
	mk(CatIndirectInjection, 0.3,
		`#{1,}\s*(?:developer|system)\s+(?:message|prompt|note|instructions?)\b`,
		"fakes a system message inside the data"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:assistant_|ai_|llm_|agent_|model_|system_)(?:note|notes|directive|directives)\b|\bnote_for_(?:ai|assistants?|llms?|agents?|models?)\b`,
		"carries a message for the AI model in a field"),
	mk(CatIndirectInjection, 0.34,
		`\byou\s+are\s+now\s+(?:in\s+)?(?:maintenance|developer|debug|admin|god|unrestricted|service)\s+mode\b`,
		"tells the reader it is in a special mode"),
	mk(CatIndirectInjection, 0.3,
		`\bwhen\s+(?:answering|responding\s+to)\s+(?:any\s+)?(?:question|questions|query|queries|request|requests)\s+(?:that\s+(?:uses?|cites?|draws\s+on|relies\s+on)\s+|about\s+|using\s+|on\s+)(?:this|these)\b|\bwhen\s+this\s+`+dataDocs+`\s+is\s+(?:used|summari[sz]ed|cited|quoted|read|retrieved|referenced|processed)\b`,
		"speaks to the reader of this content about its task"),
	mk(CatIndirectInjection, 0.3,
		`\bignore\s+(?:the|this|that|any|all|their|his|her)\s+(?:user['’]s\s+|owner['’]s\s+)?(?:\w+\s+)?(?:question|request|query|instructions?|task|prompt)\b`,
		"tells the reader to drop the user's request"),

	mk(CatIndirectInjection, 0.3,
		`\b(?:note|message|instructions?|directive|notice|hint|reminder|request)\s+(?:added\s+\S+\s+)?(?:to|for)\s+(?:the\s+|any\s+|all\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:assistants?|agents?|bots?|systems?|handlers?|reviewers?|models?|summari[sz]ers?|processors?|pipelines?|engines?|generators?|automation|helpers?)\b`,
		"carries a message for whatever reads this content"),
	mk(CatIndirectInjection, 0.34,
		`\bautomated\s+(?:[\w-]+\s+){0,2}?(?:systems?|agents?|assistants?|handlers?|readers?|tools?|processes|pipelines?|reviewers?|parsers?|scoring|triage|processors?)\s*(?::|\)\s*:|,\s*(?:please|when|if|before))|\b(?:automated|auto)[\s-](?:triage|scoring|review|reply|processing)\s*(?:notes?|directives?|instructions?)?\s*[:)]`,
		"addresses the automated reader of this content"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:review|reply|feed[\s-]reading|triage|scoring|auto[\s-]?reply|finance|mail|e-?mail|inbox|calendar|automation)\s+(?:bots?|handlers?|assistants?|agents?)\s*:`,
		"addresses the automated reader of this content"),
	mk(CatIndirectInjection, 0.34,
		`\bnote-(?:to|for)-(?:llm|ai|agent|assistant|model)s?[\w-]*`,
		"carries a message for the AI model in a field"),
	mk(CatIndirectInjection, 0.34,
		`\b(?:assistant-|ai-|llm-|agent-|model-)(?:directive|instructions?|note)s?\b`,
		"carries a message for the AI model in a field"),
	mk(CatIndirectInjection, 0.34,
		`\bif\s+this\s+`+dataDocs+`\s+is\s+(?:being\s+)?(?:read|processed|parsed|handled|scanned)\s+by\s+(?:an?\s+|any\s+)?(?:automated|machine|automatic)\b`,
		"speaks to the reader as a machine"),
	mk(CatIndirectInjection, 0.3,
		`\bwhoever\s+(?:or\s+whatever\s+)?(?:compiles|tallies|collects|handles|sorts|files)\s+(?:this|these)\b`,
		"addresses whatever reads this content"),

	mk(CatIndirectInjection, 0.34,
		`\bwhatever\s+(?:ai|bot|tool|system|assistant|model|llm|notetaker|software)\s+is\s+(?:\w+ing)\b`,
		"addresses whatever AI reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:to|for)\s+the\s+(?:[\w-]+\s+){0,2}?(?:generator|engine|notetaker|transcriber|automation|summari[sz]er)\s*(?:[:—–,]|--)`,
		"addresses the automated reader of this content"),
	mk(CatIndirectInjection, 0.34,
		`\bauto-?generated\s+(?:summary|summaries|notes|digests?|reports?|descriptions?|answers?|replies)\b[^.\n]{0,40}?\b(?:must|should|shall)\b|\bwhoever\s+is\s+auto-?(?:filling|generating|processing|summari[sz]ing)\b`,
		"speaks to the automated reader of this content"),

	// Support rules: count only beside a reader rule.
	support(mk(CatIndirectInjection, 0.32,
		`\bwithout\s+(?:surfacing|showing|telling|notifying|verif\w+|a\s+callback|callback|confirmation|confirming|review|approval|escalat\w+)\b|\bno\s+callback\b|\bskip\s+(?:the\s+)?(?:identity\s+)?(?:verification|review|secret\s+scan|scan|audit|approval|checks?)\b|\bmark\s+(?:every|all|each)\s+(?:\w+\s+){0,2}?as\s+(?:resolved|read|safe|compliant|approved|closed|false\s+positives?)\b|\bapprove\s+(?:it\s+|this\s+)?as[\s-]is\b|\b(?:highest|maximum|max|top)\s+(?:possible\s+)?(?:score|rating|points|grade)\b|\brelease\s+(?:the\s+)?payment\b|\bturn\s+off\s+(?:\w+\s+){0,2}?warnings\b|\ballowlist\b`,
		"asks the model to skip a check or decide for the user")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:cancel|decline|delete|remove|approve|merge|grant|transfer|wire|pay|refund|book|purchase|buy|subscribe|share|export|disable|enable|accept|close|resolve|award|retrieve|collect|paste|destroy|drop|truncate|revoke|rotate|reset)\s+(?:all\s+|every\s+|any\s+|the\s+|this\s+|these\s+|my\s+|their\s+|his\s+|her\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:meetings?|events?|invites?|invitations?|files?|folders?|repos|repository|repositories|branch(?:es)?|pull\s+requests?|tickets?|issues?|threads?|releases?|accounts?|passwords?|e-?mails?|payments?|invoices?|orders?|refunds?|discounts?|coupons?|access|permissions?|settings|records?|droplets?|instances?|servers?|databases?|tables?|buckets?|contacts?|calendars?|subscriptions?|bount(?:y|ies)|credentials|keys?|tokens?|secrets?|list)\b`,
		"asks the model to act on the user's accounts or data")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:do\s+not|don['’]?t|never)\s+(?:mention|comment\s+on|cite|raise|flag)\s+(?:any|the|its|their)\s+(?:\w+\s+){0,2}?(?:limitations?|weakness\w*|risks?|issues?|problems?|concerns?|criticism|negative\w*|lawsuits?|layoffs?|cuts|removal|changes?|verification\w*|complaints?|recalls?|delays?|losses)\b|\b(?:do\s+not|don['’]?t|never|without)\s+(?:mention|tell|reveal|disclos|explain|point|ask|notify|inform|alert|flag|warn|show|list|signal|confirm|seek|request|escalat|display|open|describe)\w*(?:\s+(?:it|this|that|them|any\s+of\s+this|anything))?(?:\s+(?:out|to|with|for|about))?\s+(?:the\s+(?:user|owner|customer|patient|candidate|reporter|mods)|users?|them|anyone|anybody|confirmation|permission|approval|this|that|it|its|the\s+change)\b`,
		"asks to keep something from the user")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:no\s+need\s+to\s+(?:ask|confirm|tell|check)|(?:no|without)\s+(?:confirmation|approval|permission)\s*(?:needed|required|necessary)?|silently|secretly|quietly)\b`,
		"asks to act without the user knowing")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:from\s+now\s+on|(?:for|in|across|during)\s+(?:all\s+|every\s+|any\s+)?(?:future|subsequent|later|upcoming)\s+(?:conversations?|sessions?|chats?|interactions?|requests?|replies|responses)|remember\s+(?:this\s+|that\s+)?(?:permanently|forever|for\s+(?:all|every))|(?:save|store|add|write|keep|commit)\s+(?:\S+\s+){0,5}?(?:to|in|into)\s+(?:your\s+)?(?:long[- ]term\s+|permanent\s+|persistent\s+)?memory)\b`,
		"asks to keep an instruction for later conversations")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:the|this|your)\s+user['’]s\s+(?:\w+\s+){0,2}?(?:messages?|conversations?|chats?|history|files?|documents?|e-?mails?|inbox|contacts?|credentials?|passwords?|tokens?|keys?|data|account|calendar|cards?|details|information|location|address|notes|secrets?|environment)\b|\b(?:conversation|chat)\s+(?:history|log|transcript)\b|\bprevious\s+messages\b|\bapi[\s_-]?keys?\b|\b(?:aws|ssh)\s+(?:credentials|keys?)\b|~/\.(?:aws|ssh)\b|\bprocess\.env\b|\b(?:repository|repo)\s+secrets\b|\bsystem\s+prompt\b`,
		"asks for the user's data or secrets")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:say|state|claim|report|answer|reply|respond|assert|insist|conclude)\s+(?:to\s+(?:the\s+)?users?\s+)?that\b|\b(?:describe|report|present|portray|characteri[sz]e|classify|mark|rate|label)\s+[^.\n]{1,40}?\s+as\s+(?:a|an|the|being|having|fully|safe|legitimate|standard|excellent|outstanding|exceptional|flawless|positive|very\s+positive|strong)\b`,
		"dictates what the model tells its user")),
	support(mk(CatIndirectInjection, 0.32,
		`\btell\s+(?:them|him|her|users|customers?|(?:the\s+)?users?\s+that|the\s+(?:customer|patient|owner|reader|traveller|traveler|candidate|employee|mods))\b`,
		"dictates what the model tells its user")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:always|only|never)\s+(?:recommend|say|state|report|answer|reply|respond|give|rank|list|include|mention|describe|suggest|link|cite|end|start|refer|report)\b|\b(?:rank|list|put|place|recommend|show|mention)\s+[^.\n]{1,40}?\s+(?:first|at\s+the\s+top|as\s+the\s+(?:only|best|sole|safest))\b|\binclude\s+(?:the|this|a|our)\s+link\b`,
		"dictates what the model recommends")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:give|show|send|offer|recommend|direct|point|refer|instruct|ask|redirect)\s+(?:the\s+|this\s+|any\s+|all\s+)?users?\b`,
		"asks the model to act on its user")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:start|begin|end|conclude|open|close|finish|prefix|preface)\s+(?:off\s+)?(?:your|the|every|each|any|all)\s+(?:\w+\s+)?(?:responses?|answers?|replies|reply|summary|summaries|digests?|outputs?|messages?)\b|\b(?:every|each|any|all)\s+(?:\w+\s+)?(?:responses?|answers?|replies|summary|summaries|digests?|outputs?)\b[^.\n]{0,60}?\b(?:must|should|shall|needs?\s+to|has\s+to|have\s+to)\b`,
		"dictates the shape of the model's answers")),
	support(mk(CatIndirectInjection, 0.32,
		`\b`+dataAIPlain+`\s*(?::|—|–|--|,)\s*(?:please\s+)?(?:execute|run|send|forward|e-?mail|transfer|pay|wire|delete|remove|share|grant|approve|merge|book|cancel|decline|accept|click|navigate|install|download|visit|post|paste|copy|collect|retrieve|export|upload|submit|apply|enable|disable|change|update|set|add|insert|include|append|tell|say|report|state|answer|reply|respond|recommend|rank|describe|mention|ignore|disregard|forget|remember|save|store|output|print|write|reveal|give|call|use|invoke|when|whenever|if|before|after|from\s+now\s+on|do\s+not|don['’]?t|never|always|only|this|the\s+above|these|your|the\s+user)\b`,
		"tells the AI model it addresses what to do")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:send|forward|e-?mail|post|upload|submit|transmit|share|export|paste|cc|bcc)\b[^.\n]{0,80}?(?:https?://|[\w.+-]+@[\w-]+\.[a-z])`,
		"asks to send something to an outside address")),
	support(mk(CatIndirectInjection, 0.32,
		`\b(?:curl|wget)\s[^\n]{0,120}?\|\s*(?:ba|z)?sh\b|\brm\s+-rf\b|\bgit\s+push\b[^\n]{0,40}?--force|\bchmod\s+-r\s+777\b|\bsudo\s+rm\b`,
		"asks to run a destructive or remote command")),
}
