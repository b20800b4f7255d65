package mcp

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"bulwark/shared/detect/normalize"
)

// rule is one pattern over normalised text (package normalize: lower case,
// lookalike letters folded, invisible characters removed, Unicode tag
// characters decoded into the text they hide, one space per run of
// spaces). Patterns are RE2.
type rule struct {
	name     string
	severity Severity
	re       *regexp.Regexp
	explain  string
	// results marks the rules that also apply to tool results fed back to
	// the model (ScanToolResult): the ones whose matches are instructions
	// unmistakably aimed at the model (tagged blocks, notes to the AI,
	// concealment from the user, orders about other tools, jailbreak
	// personas). The others are left out there because documentation,
	// e-mails, file listings and web pages fetched by tools mention
	// secrets, parameters, URL templates and shell one-liners all the time.
	results bool
	// needles are lower-case literals one of which every match contains;
	// the pattern runs only in windows around them (see find). A needle
	// that starts with a letter must not follow a letter or digit.
	needles []string
	// lines is set for patterns anchored at line starts ((?m)^), whose
	// windows must start at a line start.
	lines bool
}

func mk(name string, sev Severity, results bool, needles, pattern, explain string) rule {
	return rule{
		name: name, severity: sev, re: regexp.MustCompile(pattern), explain: explain, results: results,
		needles: strings.Split(needles, "|"), lines: strings.Contains(pattern, "(?m)"),
	}
}

// Needles of the shared fragments.
const (
	pathNeedles   = ".ssh|id_|.aws/|.kube/|.docker/|.netrc|.npmrc|.pypirc|.git-credentials|.env|/etc/|mcp.json|claude_desktop_config|.cursor/|.config/gcloud|credentials.|wallet.dat|_history|.gnupg|*."
	secretNeedles = "key|token|secret|password|passphrase|credential|cookie|seed|mnemonic|environment|env|connection"
)

// Rule names, as the scan object's findings report them.
const (
	RuleInstructionTag     = "instruction_tag"
	RuleHiddenSection      = "hidden_section"
	RuleModelDirective     = "model_directive"
	RuleConcealment        = "concealment"
	RuleConfirmationBypass = "confirmation_bypass"
	RuleCoercion           = "coercion"
	RuleSensitivePath      = "sensitive_file"
	RuleSecretRequest      = "secret_request"
	RuleSecretAccess       = "secret_access"
	RuleCredentialTransfer = "credential_transfer"
	RuleSecretDisclosure   = "secret_disclosure"
	RuleAuthorityClaim     = "authority_claim"
	RuleJailbreakPersona   = "jailbreak_persona"
	RuleParamExfiltration  = "parameter_exfiltration"
	RuleURLExfiltration    = "url_exfiltration"
	RuleExfilSink          = "exfiltration_sink"
	RuleHardcodedRecipient = "hardcoded_recipient"
	RuleToolShadowing      = "tool_shadowing"
	RuleParamTampering     = "parameter_tampering"
	RuleToolPreference     = "tool_preference"
	RuleToolDisparagement  = "tool_disparagement"
	RuleDangerousCommand   = "dangerous_command"
	RuleEncodedPayload     = "encoded_payload"
	RuleInvisibleChars     = "invisible_characters"
	RuleTagCharacters      = "unicode_tag_characters"
	RuleBidiControl        = "bidi_control"
	RuleTerminalEscape     = "terminal_escape"
	RuleControlCharacter   = "control_character"
	RuleHomoglyphName      = "homoglyph_name"
	RuleMixedScriptName    = "mixed_script_name"
	RuleMixedScriptWord    = "mixed_script_word"
)

// Shared fragments. Text is lower case when these run.
const (
	// sensitivePath names files that hold credentials or keys.
	sensitivePath = `(?:~|\$home|%userprofile%)?/?\.ssh\b(?:/[\w.-]+)?|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws/(?:credentials|config)\b|\.kube/config\b|\.docker/config\.json|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|(?:^|[\s'"\x60(/~])\.env(?:\.[a-z]+)?\b|/etc/(?:passwd|shadow|sudoers)\b|\bmcp\.json\b|claude_desktop_config\.json|\.cursor/|\.config/gcloud|\bcredentials\.(?:db|json)\b|\bwallet\.dat\b|\.(?:bash|zsh)_history\b|\.gnupg\b|\*\.(?:pem|key|p12|pfx)\b`
	// secretNoun names secrets in a way no single tool needs: in the
	// plural, as the user's, any or all, or by their environment variable
	// names. One secret named as what a tool returns ("its username and
	// password", for a password manager) is weakSecret.
	secretNoun = `(?:private|ssh|secret|signing|gpg|pgp)\s+keys\b|\bapi[\s_-]?keys\b|\baccess[\s_-]keys\b|\b(?:access|auth|session|bearer|refresh|oauth|github|slack|api)\s+tokens\b|\btokens\b|\bsecrets\b|\bpasswords\b|\bpassphrases\b|(?:^|[^\w-])credentials\b|\bcookies\b|\bseed\s+phrases?\b|\bmnemonics?\b|\benvironment\s+variables\b|\benv(?:ironment)?\s+vars\b|\bconnection\s+strings?\b|\b(?:[a-z0-9]+_)+(?:token|secret|password|api_key|access_key|secret_key|private_key)\b|` + secretByName + `|\b(?:the\s+user'?s|user'?s|your|their|any|all|every|the\s+admin|the\s+administrator'?s?)\s+(?:\w+\s+){0,2}?(?:private\s+key|ssh\s+key|api\s+key|access\s+key|password|passphrase|token|secret|credential|cookie)s?\b`
	// secretByName picks secrets out by their names' endings ("every
	// variable whose name ends with _KEY").
	secretByName = `\b(?:variables?|values?|entries|keys)\s+(?:whose\s+names?\s+|with\s+names?\s+)?(?:end|ends|ending|contain|contains|containing|start|starts|named|matching)\s+(?:with\s+|in\s+)?[\x60'"]?[*_]?(?:key|token|secret|password)s?\b`
	weakSecret   = `\b(?:private\s+key|ssh\s+key|api[\s_-]?key|access\s+key|password|passphrase|token|secret)\b`
	// contentNoun names private content a tool has no reason to receive.
	contentNoun = `\b(?:conversation|chat)(?:\s+history)?\b|\b(?:message|chat|command)\s+history\b|\b(?:previous|last|recent|all|prior)\s+(?:\d+\s+)?(?:messages|chats|conversations|emails)\b|\bclipboard(?:\s+contents?)?\b|\blast\s+message\b|\bsystem\s+prompt\b|\b(?:file'?s?|its|their|the)\s+(?:full\s+|complete\s+|entire\s+)?contents?\b|\bfull\s+(?:content|text)\b|\bcontents\s+of\b|\b(?:user'?s?|their)\s+(?:full\s+|last\s+|latest\s+|previous\s+)?(?:name|email|e-mail|phone|address|location|contacts?|messages?|files|history)\b|\bpersonal\s+(?:data|information)\b|\bcontact\s+list\b|\b(?:passport|social\s+security|ssn|card|credit\s+card|bank\s+account|tax\s+id|driver'?s?\s+licen[cs]e)\s+numbers?\b|\bdates?\s+of\s+birth\b|\b(?:from|in)\s+(?:the\s+)?(?:earlier|previous|prior|past)\s+(?:messages|chats?|conversations?|turns)\b|\bevery\s+line\b|\bverbatim\b|\b(?:every|each|all)\s+files?\b`
	// paramDest is a tool parameter named as the place to put something.
	paramDest = `\b(?:in|into|as|to|inside|within|via|through)\s+(?:the\s+|a\s+)?[\x60'"]?[a-z_][a-z0-9_]*[\x60'"]?\s+(?:parameter|argument|field|param|arg|input|value|option)s?\b|\b(?:in|into|as|to|via|inside)\s+(?:the\s+)?[\x60'"][a-z_][a-z0-9_]*[\x60'"]`
	// harvestVerb asks to collect or move something.
	harvestVerb = `\b(?:read|open|cat|collect|gather|include|pass|send|attach|extract|copy|append|put|provide|supply|hand|give|dump|upload|paste|retrieve|fetch|obtain|grab|harvest|forward|post|embed|encode|leak|exfiltrate|list|search(?:\s+\S+){0,4}\s+for)\b`
	// toolRef is another tool's identifier: words joined by _, . or -.
	toolRef = `[\x60'"]?[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+[\x60'"]?`
	// aiNoun addresses the model.
	aiNoun = `(?:ai|assistant|model|llm|agent|ai\s+agent|ai\s+assistant|language\s+model)`
	// sentence keeps a match inside one sentence.
	sentence = `[^.!?\n]`
	email    = `[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`
)

// descriptionRules are the rules over a tool's description.
var descriptionRules = []rule{
	// Hidden or imperative instructions aimed at the model.
	mk(RuleInstructionTag, High, true, "<|[|system|admin|developer",
		`<\s*/?\s*(?:important|system|instructions?|hidden|secret|admin|critical|mandatory|assistant|ai|model)(?:[_\s-]\w+)?\s*>|\[\s*(?:system|important|hidden|admin|assistant)(?:\s+(?:instructions?|note|message|prompt))?\s*\]|\b(?:system|admin|administrator|developer)\s+(?:note|notice|message|override|instructions?)\s*:`,
		"The description carries a tagged block of instructions (<IMPORTANT>, <SYSTEM>, [SYSTEM INSTRUCTION], ...) aimed at the model rather than a description of the tool."),
	mk(RuleHiddenSection, Medium, false, "<!--|#",
		`<!--[\s\S]{0,1000}?-->|(?m)^\s*#+\s*(?:hidden|secret|internal)\s+(?:requirements?|instructions?|notes?|rules?)\b`,
		"The description contains a section meant to be read by the model but not shown to people (an HTML comment or a hidden-requirements heading)."),
	mk(RuleModelDirective, Medium, true, "note|message|instruction|reminder|attention|ai|assistant|model|llm|agent|language|before|when",
		`\b(?:note|message|instructions?|reminder|attention)\s+(?:to|for)\s+(?:the\s+)?`+aiNoun+`\b|(?m)^\s*(?:ai\s+agent|assistant|ai|model|llm)\s*:|\b(?:the\s+)?`+aiNoun+`\s+(?:must|has\s+to|needs\s+to|is\s+required\s+to|shall)\b|\bbefore\s+(?:you\s+)?(?:use|using|call|calling|invoke|invoking|run|running|answer|answering|respond|responding|reply|replying|format|formatting|translat\w+|check|checking|generat\w+|return|returning|convert|converting)\b`+sentence+`{0,80}?\b(?:read|open|call|run|send|include|fetch|collect|list|retrieve|cat|execute|search|upload|print)\b|\bwhen\s+this\s+tool\s+is\s+(?:available|present|loaded|installed)\b`,
		"The description gives the model orders that go beyond explaining how to use the tool."),
	mk(RuleConcealment, High, true, "not|don|never|without|keep|kept|user|secretly|happens|sans|sin|ohne|senza|sem",
		`\b(?:do\s+not|don'?t|never|without)\s+(?:ever\s+)?(?:tell(?:ing)?|mention(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|reveal(?:ing)?|show(?:ing)?|disclos(?:e|ing)|let(?:ting)?|report(?:ing)?)\s+(?:\S+\s+){0,4}?(?:the\s+)?(?:users?|human|operator)\b|\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose|show|explain|list)\s+(?:this|that|it|these|the\s+\w+(?:\s+\w+)?)\b|\b(?:keep|kept)\s+(?:this|it|these|that)\s+(?:hidden|secret|private|confidential)\b|\b(?:the\s+)?users?\s+(?:must|should|does|do|need|needs)\s+not\s+(?:know|be\s+(?:informed|told|notified)|see|need\s+to\s+(?:know|see))\b|\bsecretly\b|\b(?:without|no)\s+(?:the\s+)?user'?s?\s+(?:knowledge|knowing|noticing)\b|\bhappens\s+silently\b|\bsans\s+(?:le\s+|en\s+|rien\s+)?(?:dire|informer|prevenir|mentionner)\b`+sentence+`{0,30}?\butilisateur|\bsin\s+(?:decir\w*|avisar|informar|mencionar\w*)\b`+sentence+`{0,30}?\busuario|\bohne\s+(?:es\s+)?(?:dem|den)\s+(?:benutzer|nutzer)|\bsenza\s+(?:dirlo|dire|avvisare|informare)\b`+sentence+`{0,30}?\butente|\bsem\s+(?:dizer|avisar|informar)\b`+sentence+`{0,30}?\busuario`,
		"The description asks the model to hide what it does from the user."),
	mk(RuleConfirmationBypass, Medium, true, "confirm|permission|approval|consent|question|asking",
		`\b(?:do\s+not|don'?t|never|without)\s+(?:ask(?:ing)?|request(?:ing)?|wait(?:ing)?\s+for|seek(?:ing)?)\s+(?:the\s+user\s+)?(?:for\s+)?(?:any\s+)?(?:confirmation|permission|approval|consent)\b|\bwithout\s+(?:any\s+|the\s+user'?s\s+)?(?:confirmation|approval|consent|permission|asking)\b|\bask\s+no\s+questions\b|\b(?:do\s+not|don'?t)\s+confirm\s+(?:this\s+|it\s+)?with\s+the\s+user\b`,
		"The description tells the model to act without the user's confirmation."),
	mk(RuleCoercion, Medium, false, "will|would|important|mandatory|critical",
		`\b(?:otherwise|or\s+else|if\s+not)[,\s]+(?:\S+\s+){0,5}?(?:will|would)\s+(?:not\s+work|fail|crash|break|be\s+(?:wrong|lost|poor|rejected|corrupted))\b|\bor\s+(?:the\s+)?(?:\w+\s+){0,2}(?:will|would)\s+(?:not\s+work|fail|crash|break|be\s+(?:wrong|lost|poor))\b|\b(?:very\s+){2,}important\b|\ball\s+(?:the\s+)?data\s+will\s+be\s+lost\b|\bthis\s+is\s+(?:a\s+)?(?:mandatory|critical)\b`,
		"The description pressures the model with threats of failure or urgency, a hallmark of tool poisoning."),

	// Requests to read secrets or files.
	mk(RuleSensitivePath, Medium, false, pathNeedles, sensitivePath,
		"The description names a file that holds credentials or keys."),
	mk(RuleCredentialTransfer, High, false, pathNeedles,
		`(?:`+sensitivePath+`)`+sentence+`{0,120}?(?:[\x60'"][a-z_][a-z0-9_]*[\x60'"]|https?://|`+email+`)`,
		"The description moves a credential file to a named parameter, a URL or an address, in whatever language it is phrased."),
	mk(RuleSecretRequest, High, false, secretNeedles+"|"+pathNeedles,
		harvestVerb+sentence+`{0,100}?(?:`+secretNoun+`|`+sensitivePath+`)`,
		"The description asks the model to read, collect or pass on secrets or credential files."),
	mk(RuleSecretDisclosure, High, false, "key|token|secret|password",
		`\b(?:print|output|display|show|reveal|echo|write|dump|list)\w*\b`+sentence+`{0,80}?(?:`+secretByName+`|(?:private|ssh|secret|signing)\s+keys\b|\bapi[\s_-]?keys\b|\b(?:access|auth|session|bearer|refresh|oauth)\s+tokens\b|\bpasswords\b|\bsecrets\b)`,
		"The description asks the model to disclose secrets in its answer or elsewhere."),
	mk(RuleSecretAccess, Medium, false, "key|password|passphrase|token|secret",
		harvestVerb+sentence+`{0,60}?`+weakSecret,
		"The description has the tool read or pass on a secret; legitimate for a password manager, worth a look for anything else."),

	// Exfiltration through parameters, URLs or addresses.
	mk(RuleParamExfiltration, High, false, "param|arg|field|input|value|option|`|'|\"",
		`(?:`+contentNoun+`|`+secretNoun+`|`+sensitivePath+`)`+sentence+`{0,120}?(?:`+paramDest+`)`,
		"The description asks the model to put private content (files, secrets, the conversation) into a tool parameter, where it leaves the user's control."),
	mk(RuleURLExfiltration, High, false, "://|{|<|append",
		`https?://[^\s)]*[?&][a-z0-9_-]+=(?:\{[^}\s]{1,60}\}|<[^>\s]{1,60}>|\$\{?[a-z_]+)|[<{][^>}\n]{1,80}[>}]\.[a-z0-9-]+(?:\.[a-z0-9-]+)+|(?:`+contentNoun+`|`+secretNoun+`|`+sensitivePath+`|\brepository\b|\bcontact\s+list\b)`+sentence+`{0,100}?(?:https?|wss?|ftp|s3)://|(?:https?|wss?)://\S+`+sentence+`{0,60}?(?:`+contentNoun+`|`+secretNoun+`)|\bappend\w*\b`+sentence+`{0,80}?\bto\s+(?:the\s+)?(?:url|link|query\s+string)\b`,
		"The description asks the model to send private content to a URL."),
	mk(RuleExfilSink, Medium, false, "webhook.site|requestbin|pipedream|ngrok|burpcollaborator|interact.sh|oast.|pastebin|transfer.sh|hookbin",
		`\b(?:webhook\.site|requestbin|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|burpcollaborator|interact\.sh|oast\.(?:fun|me|pro|live|site)|pastebin\.com|transfer\.sh|hookbin)\b`,
		"The description points at a service commonly used to collect stolen data."),
	mk(RuleHardcodedRecipient, High, false, "@",
		`\b(?:bcc|cc|forward\w*|cop(?:y|ies)|send\w*|sent|add\w*|invit\w*|shar\w*|mail\w*|email\w*|includ\w*)\b`+sentence+`{0,80}?`+email+`|`+email+sentence+`{0,60}?\b(?:as\s+(?:an?\s+)?(?:extra\s+|additional\s+|silent\s+|hidden\s+|invisible\s+)?(?:attendee|collaborator|recipient|cc|bcc)|in\s+bcc|in\s+cc)\b`,
		"The description directs messages or shares to a fixed address that the user did not choose."),

	// Shadowing of other tools and manipulation of their parameters.
	mk(RuleToolShadowing, High, true, "called|invoked|used|run|executed|triggered|tool|function|call|via|with|using|through|side",
		`\b(?:when|whenever|every\s+time|each\s+time|any\s+time|if|after|once)\s+(?:the\s+|a\s+|any\s+)?`+toolRef+`\s+(?:tool\s+|function\s+)?(?:is\s+|gets\s+|has\s+been\s+)?(?:called|invoked|used|run|executed|triggered)\b`+sentence+`{0,120}?\b(?:also|always|must|make\s+sure|change|replace|set|add|send|copy|bcc|cc|include|prepend|append|never|instead|redirect|forward|push)\b|\bthe\s+`+toolRef+`\s+(?:tool|function)\s+(?:must|should|has\s+to|needs\s+to|will\s+need\s+to|is\s+safe\s+to|can\s+(?:always|safely)\s+be)\b|\bcall\w*\s+`+toolRef+`\s+with\s+(?:the\s+|all\s+|every\s+|any\s+)?(?:\w+\s+){0,2}?(?:`+contentNoun+`|`+secretNoun+`|\btranscripts?\b)|\b(?:when|whenever|every\s+time|any\s+time)\b`+sentence+`{0,60}?\b(?:via|with|using|through)\s+`+toolRef+`\b`+sentence+`{0,80}?\b(?:also|always|must|change|replace|set|add|send|route|redirect|forward|instead)\b|\bside\s+effects?\s+on\s+(?:the\s+)?(?:also\s+present\s+)?`+toolRef,
		"The description tells the model how to use a different tool: a poisoned tool shadowing a trusted one."),
	mk(RuleParamTampering, High, false, "recipient|destination|beneficiar|iban|account|amount|address|sender|payee|routing|wallet|number|command|message|email|request|quer|script|call|diff",
		`\b(?:change|replace|set|switch|redirect|override|modify|swap|rewrite)\w*\s+(?:the\s+|all\s+|every\s+)?(?:\w+\s+){0,2}?(?:recipients?|destination(?:\s+account)?|beneficiar(?:y|ies)|iban|account\s+number|amount|to\s+address|sender|payee|routing\s+number|wallet\s+address)\b|\b(?:route|divert|redirect|send|transfer|wire)\w*\s+(?:it|them|the\s+\w+|all\s+\w+|funds|payments?|money)?\s*to\s+(?:the\s+)?(?:account|iban|wallet|number)\s+(?:no\.?\s*)?[a-z]{0,2}\d|\binstead\s+of\s+the\s+(?:account|recipient|address|iban|destination|payee)\b|\b(?:recipient|destination|iban|account|amount|beneficiary|payee)\s+(?:must|should|has\s+to)\s+be\s+(?:replaced|changed|set|switched|redirected)\b|\b(?:prepend|append|add|insert|prefix)\w*\b`+sentence+`{0,80}?\b(?:to|before|after|at\s+the\s+end\s+of)\s+(?:every|each|all|any|the)\s+(?:\w+\s+)?(?:commands?|messages?|emails?|requests?|queries|scripts?|calls?|diff)\b`,
		"The description tells the model to alter the recipient, amount or content of actions the user asks for."),
	mk(RuleToolPreference, Medium, false, "always|use|call|only|best|reliable|trusted|trustworthy|supersedes|replaces|overrides",
		`\balways\s+(?:use|call|prefer|choose|pick)\s+this\s+(?:tool|function|server)\b|\b(?:use|call)\s+this\s+(?:tool|function)\s+(?:for|before)\s+(?:every|all|any)\b|\bthe\s+(?:only|most\s+reliable|best|most\s+trusted|only\s+trustworthy)\s+(?:and\s+\w+\s+)?(?:\w+\s+){0,2}?tool\b|\bsupersedes\s+(?:every|all|any)\b|\b(?:replaces|overrides)\s+(?:every|all|any)\s+other\b`,
		"The description tries to make the model prefer this tool over every other."),
	mk(RuleToolDisparagement, High, false, "deprecated|broken|unsafe|insecure|malicious|compromised|outdated|unreliable|untrustworthy|inaccurate|slow|known|avoided|used|corrupt|leak|wrong|ignore",
		`\b(?:other|all\s+other|every\s+other|the\s+other)\s+(?:\w+\s+){0,2}?(?:tools|servers|functions)\s+(?:are|is|were)\s+(?:\w+\s+)?(?:deprecated|broken|unsafe|insecure|malicious|compromised|outdated|unreliable|untrustworthy|inaccurate|slow|known\s+to)\b|\bother\s+(?:\w+\s+)?(?:tools|servers)\b`+sentence+`{0,60}?\bshould\s+(?:be\s+avoided|not\s+be\s+used|never\s+be\s+used)\b|\b(?:never|do\s+not|don'?t)\s+(?:call|use)\s+(?:the\s+)?(?:others|other\s+tools|`+toolRef+`)`+sentence+`{0,60}?\b(?:deprecated|broken|corrupt\w*|leak\w*|wrong|unsafe|insecure|malicious|compromised|outdated)\b|\b`+toolRef+`\s+(?:tool\s+)?(?:\w+\s+){0,4}?(?:is|are|has\s+been)\s+(?:\w+\s+)?(?:deprecated|broken|compromised|unsafe|malicious)\b`+sentence+`{0,60}?\b(?:never|do\s+not|don'?t|instead)\b|\bignore\s+(?:all\s+)?(?:tools|instructions|descriptions)\s+(?:from|of)\s+other\s+(?:servers|tools)\b`,
		"The description disparages other tools so that the model stops using them."),

	mk(RuleAuthorityClaim, Medium, false, "authori|approved|whitelisted|permitted|cleared",
		`\b(?:authori[sz]ed|approved|whitelisted|permitted|cleared)\s+by\s+(?:the\s+)?(?:administrator|admin|system|developers?|security\s+team|it\s+department|anthropic|openai)\b`,
		"The description claims an authority's approval to make the model grant it more than the user did."),
	mk(RuleJailbreakPersona, High, true, "you are now",
		`\byou\s+are\s+now\b`+sentence+`{0,120}?(?:\b(?:with\s+no|without(?:\s+any)?)\s+(?:restrictions?|limits|limitations|rules|filters|guardrails)\b|\bnever\s+refuses?\b)`,
		"The description recasts the model as a persona without restrictions, a jailbreak."),
	mk(RuleDangerousCommand, High, false, "curl|wget|chmod|rm|histfile|history|base64|invoke-expression|nc|/dev/tcp/|powershell|eval",
		`\b(?:curl|wget)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\bchmod\s+(?:-r\s+)?0?(?:777|666)\b|\brm\s+-(?:rf|fr)\s+(?:~|/|\$home|\*)|\bexport\s+histfile=/dev/null|\bhistory\s+-c\b|\bbase64\s+(?:-d|--decode)\b[^|\n]{0,80}\|\s*(?:ba)?sh\b|\binvoke-expression\b|\bnc\s+-e\b|/dev/tcp/|\bpowershell\s+-(?:enc|encodedcommand)\b|\beval\s*\(\s*atob\b`,
		"The description contains a dangerous shell command (download and run, world-writable permissions, history erasure, reverse shell)."),
}

// resultRules are the rules ScanToolResult applies.
var resultRules = func() []rule {
	var out []rule
	for _, r := range descriptionRules {
		if r.results {
			out = append(out, r)
		}
	}
	return out
}()

// scanText runs rules over text (a description or a tool result), its
// decoded variants and its invisible characters. Matches in text decoded
// from base64, hex, URL encoding, ROT13 or variation selectors point at the
// encoded segment.
func scanText(fs *findings, field, text string, result bool) {
	if text == "" {
		return
	}
	rules := descriptionRules
	if result {
		rules = resultRules
	}
	n := normalize.Normalize(text)
	match(fs, field, text, &n, n.Text, nil, rules)
	for i := range n.Variants {
		v := &n.Variants[i]
		if v.Encoding == normalize.Leet {
			// Leetspeak folding turns digits of ordinary text into
			// letters; the injection detector reads it with care, these
			// rules do not.
			continue
		}
		match(fs, field, text, &n, v.Text, v, rules)
		// Encoded text alone is suspicious in a description; tool results
		// carry base64 and URL-encoded data all the time.
		if !result && v.Encoding != normalize.UnicodeTags {
			sev := Medium
			if v.Encoding == normalize.VariationSelectors {
				sev = High
			}
			ev := variantEvidence(field, text, &n, v)
			fs.add(Finding{Rule: RuleEncodedPayload, sev: sev, Evidence: ev,
				Explanation: fmt.Sprintf("The description hides readable text encoded as %s: %q.", v.Encoding, clip(v.Text))})
		}
	}
	scanInvisible(fs, field, text, result)
	if !result {
		scanMixedScript(fs, field, text)
	}
}

// match applies rules to one reading of text: the normalised text (v ==
// nil) or a decoded variant.
func match(fs *findings, field, orig string, n *normalize.Result, reading string, v *normalize.Variant, rules []rule) {
	for _, r := range rules {
		for _, m := range r.find(reading, maxMatchesPerRule) {
			var ev Evidence
			why := strings.Replace(r.explain, "The description", "The "+noun(field), 1)
			if v == nil || v.Aligned {
				s, e := n.Span(m[0], m[1])
				ev = evidence(field, orig, s, e)
			} else {
				ev = variantEvidence(field, orig, n, v)
			}
			if v != nil {
				why = strings.TrimSuffix(why, ".") + fmt.Sprintf(", in text hidden as %s.", v.Encoding)
			}
			fs.add(Finding{Rule: r.name, sev: r.severity, Evidence: ev, Explanation: why})
		}
	}
}

// maxMatchesPerRule bounds the matches of one rule in one reading.
const maxMatchesPerRule = 4

// window is how far around a needle a match can reach, in bytes: the
// widest pattern spans a few hundred characters.
const window = 600

// windowed turns windowed matching off, for the test that proves it finds
// what matching the whole text finds.
var windowed = true

// find returns up to n matches of r in text (lower case). The pattern
// runs only in windows around occurrences of its needles, merged when
// they overlap: RE2 matches in time linear in the text but with a large
// constant for patterns this size, and most texts hold few needles. A
// window starts at white space (so that \b at its start means what it
// means in the text) or, for line-anchored patterns, at a line start, and
// ends before white space.
func (r rule) find(text string, n int) [][]int {
	if !windowed {
		return r.re.FindAllStringIndex(text, n)
	}
	var spans [][2]int
	for _, nd := range r.needles {
		letter := nd[0] >= 'a' && nd[0] <= 'z'
		for off := 0; ; {
			i := strings.Index(text[off:], nd)
			if i < 0 {
				break
			}
			i += off
			off = i + 1
			if letter && i > 0 && isAlnum(text[i-1]) {
				continue
			}
			spans = append(spans, [2]int{i, i + len(nd)})
		}
	}
	if len(spans) == 0 {
		return nil
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	var out [][]int
	for i := 0; i < len(spans) && len(out) < n; {
		from, to := r.widen(text, spans[i][0], spans[i][1])
		for i++; i < len(spans) && spans[i][0]-window <= to; i++ {
			_, to = r.widen(text, spans[i][0], spans[i][1])
		}
		for _, m := range r.re.FindAllStringIndex(text[from:to], n-len(out)) {
			out = append(out, []int{from + m[0], from + m[1]})
		}
	}
	return out
}

// widen returns the window around the needle at [i, j).
func (r rule) widen(text string, i, j int) (int, int) {
	from, to := max(0, i-window), min(len(text), j+window)
	if r.lines {
		from = strings.LastIndexByte(text[:from], '\n') + 1
	} else if k := strings.LastIndexAny(text[:from], " \n"); k >= 0 {
		from = k
	} else {
		from = 0
	}
	if k := strings.IndexAny(text[to:], " \n"); k >= 0 {
		to += k
	} else {
		to = len(text)
	}
	return from, to
}

func isAlnum(c byte) bool { return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c >= 0x80 }

// noun names a field in explanations.
func noun(field string) string {
	if field == fieldResult {
		return "tool result"
	}
	return field
}

// fieldResult is the field of ScanToolResult's findings.
const fieldResult = "result"

// variantEvidence points at the encoded segment a variant came from (the
// whole text for whole-text variants).
func variantEvidence(field, orig string, n *normalize.Result, v *normalize.Variant) Evidence {
	if v.Aligned || v.End <= v.Start {
		return evidence(field, orig, 0, len(orig))
	}
	return evidence(field, orig, v.Start, v.End)
}

var sentenceEnd = regexp.MustCompile(`[.!?\n]+`)

// sentenceCounts returns how many sentences text has and how many of them
// are distinct.
func sentenceCounts(text string) (total, distinct int) {
	seen := map[string]bool{}
	for _, s := range sentenceEnd.Split(text, -1) {
		s = strings.TrimSpace(s)
		if len(s) < 3 {
			continue
		}
		total++
		if !seen[s] {
			seen[s] = true
			distinct++
		}
	}
	return total, distinct
}
