package injection

import (
	"math"
	"slices"

	"bulwark/shared/detect"
	"bulwark/shared/unionfind"
)

// Text that reaches the model as data (a tool result, a fetched page, a
// file, an e-mail the agent reads) should inform it, not instruct it: the
// user asked for a summary of the e-mail, not for what the e-mail asks. A
// user's own prompt is full of instructions to the model; a benign
// document hardly ever speaks to the model at all. So in data the
// dataRules below are read on top of the package's rules, in two tiers:
//
//   - reader rules: the text names an AI model as its reader ("Hello AI,",
//     "a message to you, GPT-4."), speaks of the task or the user that
//     reader has ("the task the user gave you", "the user asked you"),
//     tells it to drop its instructions, or fakes a section of the chat
//     (<INFORMATION>, ###(system_message), [system](#new_instructions));
//   - support rules: what else such a text does — refers to a task
//     ("before you finish the task"), outranks instructions, dictates the
//     answer ("in your summary, mention", "tell the user"), asks for an
//     action (use this tool and no other, you must send…, send the data to
//     an address). Customer e-mails, support macros, design documents and
//     manuals say these to people all the time, so a support rule counts
//     only beside a reader rule.
//
// The distinct rules that match add up by noisy-OR, and count only once
// together they reach RedactThreshold; no rule reaches it alone, but the
// fake system turns in markdown (0.5). The engine lets the data score
// block only on its own (it takes the higher of it and the prompt
// detector's score): a reader rule and two support rules, or two reader
// rules and one; fewer flag.
//
// The rules are English. They were written from the published patterns of
// indirect injection (an instruction that names the model, announces
// itself, redirects the task, or asks for an action the user did not ask
// for) with the planted-instruction sources of the evaluation known to
// their author, and made narrower by two reviews with ordinary text an
// agent reads; docs/detect-injection.md has the figures, per source.
// Apostrophes are matched straight or curly: normalisation keeps ’.

// dataAI names the model as a reader may address it: a bare "assistant"
// or "agent" is left out (a job title, a travel agent), and so are
// personal names of models (a colleague called Claude). Where it is the
// one word that says the text speaks to a model, punctuation or a line
// break must follow it ("Hello AI," not "Hello AI enthusiasts"; not the
// end of the text either: a pattern that can reach it is searched to the
// end from every candidate, which made a 32 KB tool result 3 ms slower).
const (
	dataAIGeneric = `ai|a\.i\.|ai (?:assistant|agent|model|system|language model)s?|llms?|(?:large )?language models?`
	dataAIWords   = dataAIGeneric + `|gpt-?[\w.]*|chatgpt`
	dataAI        = `(?:` + dataAIWords + `)`
	dataAIEnd     = dataAI + `\s*[,:.!;\n\])]`
)

// support makes a rule of the support tier.
func support(r rule) rule {
	r.support = true
	return r
}

var dataRules = []rule{
	// Reader rules: the text names an AI model as its reader.
	mk(CatIndirectInjection, 0.3,
		`\b(?:dear|hey|hi|hello|attention|attn)\s*,?\s+(?:the\s+|any\s+|all\s+)?`+dataAIEnd,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:note|message|request|instructions?|reminder|notice)\s+(?:[^.\n]{0,60}?\s)?(?:to|for)\s+(?:you,?\s+)?(?:the\s+|any\s+|all\s+)?`+dataAIEnd,
		"carries a message for the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:dear|hey|hi|hello)\s+(?:ai\s+)?assistant\s*[,:!]`,
		"addresses the AI assistant that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:any|every|all|whatever|each)\s+(?:`+dataAIWords+`|bots?|chatbots?|automated\s+(?:readers?|systems?|agents?|tools?))\s+(?:that\s+|which\s+|who\s+)?(?:reads?|reading|process(?:es|ing)?|summari[sz](?:es|ing)?|pars(?:es|ing)|scan(?:s|ning)?|sees?|seeing|views?|viewing)\s+(?:this|these|my|it|the\s+(?:above|following))\b`,
		"addresses whatever AI reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\bif\s+you\s+are\s+(?:an?\s+)?(?:`+dataAIWords+`|chatbot|automated\s+(?:reader|system|agent))\b`,
		"speaks to the reader as an AI"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:task|request|question|instructions?|query|assignment|prompt)\s+(?:that\s+|which\s+)?(?:the\s+user|your\s+user)\s+(?:\w+\s+)?(?:gave|assigned|set|issued)\s+(?:(?:to|for)\s+)?you\b`,
		"refers to the task the model's user gave it"),
	mk(CatIndirectInjection, 0.3,
		`\bthe\s+user\s+(?:has\s+|had\s+|originally\s+)?(?:asked|wants|wanted|requested|instructed|told|needs|expects)\s+you\s+to\b`,
		"speaks of the model's user to the model"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:ignore|disregard|forget)\s+(?:all\s+)?your\s+(?:previous|prior|above|earlier|original|current)\s+(?:instructions?|prompts?|directions|guidelines|rules|task)\b`,
		"tells the model to drop its instructions"),
	mk(CatIndirectInjection, 0.3,
		`<\/?\s*(?:information|instructions?|system_message|system_prompt|im_start|im_end|start_of_turn|end_of_turn)\s*>`,
		"opens or closes a fake section of the conversation"),
	mk(CatIndirectInjection, 0.5,
		`#{2,}\s*\(\s*system(?:_message|_prompt)?\s*\)`,
		"fakes a system message inside the data"),
	mk(CatIndirectInjection, 0.5,
		`\[\s*(?:system|assistant)\s*\]\s*\(\s*#\s*(?:additional_instructions|instructions|new_instructions|context|system_message|override)\s*\)`,
		"fakes a message of the chat in markdown link form"),

	// Support rules: count only beside a reader rule.
	support(mk(CatIndirectInjection, 0.25,
		`\b(?:before|after|instead\s+of|rather\s+than|prior\s+to)\s+(?:you\s+)?(?:can\s+|could\s+|will\s+|may\s+|go\s+on\s+to\s+)?(?:solv|complet|finish|answer|respond|repl|summari[sz]|translat|perform|do|execut|carry|work|handl|start|continu|proceed)\w*\s+(?:(?:with|to|on|out)\s+)?(?:the|your|my|this|that|his|her|their)\s+(?:\w+\s+){0,2}?(?:task|request|question|query|instructions?|assignment|prompt)\b`,
		"refers to the task the model was given")),
	support(mk(CatIndirectInjection, 0.25,
		`\byour\s+(?:original|initial|current|assigned)\s+(?:task|instructions?|objective|prompt)\b`,
		"refers to the model's own task")),
	support(mk(CatIndirectInjection, 0.2,
		`\b(?:tell|inform|remind|advise|warn|convince|persuade|urge)\s+the\s+user\b`,
		"asks the model to tell its user something")),
	support(mk(CatIndirectInjection, 0.3,
		`\b(?:supersedes?|overrides?|replaces?|takes?\s+precedence\s+over|takes?\s+priority\s+over)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?(?:previous\s+|prior\s+|earlier\s+|other\s+|original\s+)?(?:instructions?|prompts?|tasks?|directives?)\b`,
		"claims to outrank the model's instructions")),
	support(mk(CatIndirectInjection, 0.25,
		`\b(?:do\s+not|don['’]?t|never)\s+(?:summari[sz]e|translate|analy[sz]e|process|answer\s+questions\s+about)\s+(?:this|these|the\s+(?:above|following))\b`,
		"tells the model not to do its task on this content")),
	support(mk(CatIndirectInjection, 0.3,
		`\b(?:when|if)\s+(?:you\s+are\s+|you['’]re\s+)?(?:asked|prompted|questioned)\s+(?:about|to\s+summari[sz]e|for|to\s+describe)\b[^.\n]{0,80}?\b(?:say|respond|answer|reply|tell|state|write|output|claim)\b`,
		"dictates the answer to a question about this content")),
	support(mk(CatIndirectInjection, 0.3,
		`\bin\s+(?:your|any|the)\s+(?:summary|summaries|answer|response|reply)\s*,?\s+(?:you\s+(?:must|should)\s+|be\s+sure\s+to\s+|make\s+sure\s+to\s+|always\s+|only\s+)?(?:say|state|mention|include|claim|describe|call|write|recommend)\b`,
		"dictates what the model's summary says")),
	support(mk(CatIndirectInjection, 0.25,
		`\b(?:include|insert|add|append|embed|put|mention|state)\s+(?:\S+\s+){0,10}?(?:in|into|to|(?:at|to)\s+the\s+(?:end|start|beginning|top|bottom)\s+of)\s+(?:your|the)\s+(?:final\s+|next\s+)?(?:response|answer|reply|summary|output|completion)\b`,
		"asks to put something into the model's answer")),
	support(mk(CatIndirectInjection, 0.25,
		`\b(?:respond|reply|answer|say|output|print|return|write)\s+(?:only|exactly|just|solely)\s+(?:with\s+)?(?:the\s+)?(?:word|words|phrase|sentence|text|string|following|["'“‘])`,
		"dictates the model's answer word for word")),
	support(mk(CatIndirectInjection, 0.3,
		`\b(?:do\s+not|don['’]?t|never)\s+(?:use|call)\s+(?:any\s+)?other\s+(?:tools?|functions?)\b`,
		"forbids the model its other tools")),
	support(mk(CatIndirectInjection, 0.25,
		`\b(?:using|use|call|calling|invoke|invoking)\s+(?:the\s+)?["'`+"`"+`]?[\w.-]+["'`+"`"+`]?\s+(?:tool|function)\b`,
		"tells the model which tool to use")),
	support(mk(CatIndirectInjection, 0.25,
		`\byou\s+(?:must|should|need\s+to|have\s+to|are\s+(?:required|instructed|expected)\s+to)\s+(?:now\s+|first\s+|immediately\s+|also\s+)?(?:send|email|e-mail|forward|transfer|wire|pay|delete|remove|share|upload|post|invite|grant|reset|change|visit|open|click|download|install|execute|run|call|ignore|disregard|obey)\b`,
		"tells the reader to take an action")),
	support(mk(CatIndirectInjection, 0.2,
		`\b(?:new|newly\s+\w+|updated|revised|urgent|latest|additional|overriding)\s+(?:instructions?|directives?|orders|commands)\b`,
		"announces new instructions")),
	support(mk(CatIndirectInjection, 0.3,
		`\b(?:send|forward|email|e-mail|post|upload|submit|transmit)\s+(?:it|this|them|that|everything|all\s+of\s+(?:it|this|them)|the\s+(?:summary|data|files?|documents?|conversation|results?|output|answer|contents?|details|information|credentials|history))\s+to\s+(?:https?://|[\w.+-]+@[\w-]+\.)`,
		"asks to send content to an outside address")),
}

// dataIndex finds the matches of dataRules and of the address rules
// (data_address.go), their other languages (data_langs.go) and the labels
// of planted instructions (data_labels.go).
var dataIndex = newRuleIndex(slices.Concat(dataRules, dataAddressRules, dataLangRules, dataLabelRules))

// Instructions reads text that reaches the model as data for
// instructions aimed at the model (the dataRules, see above): it returns
// their combined score, the noisy-OR of the distinct rules that match, and
// their findings (category indirect_injection), or 0 and none when that
// score stays below RedactThreshold. It adds to Detect, which reads the
// same text for everything else: the engine reads a whole conversation
// with Detect and each tool result in it with Instructions, and takes the
// higher score. DetectData does both for one text.
func (d *Detector) Instructions(text string) (float64, []detect.Finding) {
	s := startScan(text)
	defer scanPool.Put(s)
	score, _ := s.instructions()
	sortFindings(s.findings)
	return score, s.findings
}

// DetectData scores text that reaches a model as data on its own (a
// dataset's cell a model may be given, a document): Detect and
// Instructions in one pass over the normalised text, the score the higher
// of the two (as the engine joins them).
func (d *Detector) DetectData(text string) Result { return d.detect(text, true) }

// DataResult is what DetectWithData read in one span of data: the score
// and findings Instructions gives for the span's own text, with the
// findings' offsets into the whole text.
type DataResult struct {
	Score    float64
	Findings []detect.Finding
	// Addressed: a reader rule matched outside quotes, so the span
	// speaks to the model and does not only quote text that does; the
	// whole text's Result.Uncapped then applies.
	Addressed bool
}

// DetectWithData scores text as Detect does, and reads each of spans
// (byte ranges of text that reach the model as data: the tool results of
// a conversation joined into one text) for instructions aimed at the model
// as Instructions does, from one normalisation of text instead of one more
// per span. Each span must begin at the start of text or after a line
// break, and end at the end of text or before one (the engine joins
// messages with a blank line): normalisation carries nothing across a
// line break but its choice of script, so the span's part of the
// normalised text is what the span alone normalises to, except that a
// word made only of lookalike letters is folded to Latin when Latin
// dominates the whole text (a Cyrillic "сор" in an English conversation
// reads "cop"), as Detect reads it. Otherwise each DataResult is
// Instructions' answer for the span's text (FuzzDetectWithData checks it).
func (d *Detector) DetectWithData(text string, spans [][2]int) (Result, []DataResult) {
	s := startScan(text)
	defer scanPool.Put(s)
	res := d.score(s, false)
	out := make([]DataResult, len(spans))
	for i, sp := range spans {
		score, fs, addressed := s.dataMatches(s.norm.TextSpan(sp[0], sp[1]))
		fs = fs[:min(len(fs), maxFindings)]
		for k := range fs {
			fs[k] = s.complete(fs[k])
		}
		sortFindings(fs)
		out[i] = DataResult{Score: score, Findings: fs, Addressed: addressed}
	}
	return res, out
}

// instructions matches the dataRules in the normalised text and, when
// they count (see dataMatches), records their findings and returns their
// combined score and whether a reader rule matched outside quotes;
// otherwise 0 and false.
func (s *scan) instructions() (float64, bool) {
	score, fs, addressed := s.dataMatches(0, len(s.norm.Text))
	for _, f := range fs {
		s.record(f)
	}
	return score, addressed
}

// dataMatches matches the dataRules in the normalised text's bytes
// [from, to) and, when they reach RedactThreshold together (a support rule
// counting only beside a reader rule), returns their combined score and
// findings, in the order found, and whether a reader rule matched outside
// quotes; otherwise 0, none and false. The score is not a category's
// best: it stands on its own.
func (s *scan) dataMatches(from, to int) (float64, []detect.Finding, bool) {
	var fs []detect.Finding
	// The support rules' best scores, apart for their matches outside
	// quotes and their quoted mentions (undiscounted), and every reader
	// match: most texts match no rule.
	var best, quoted map[*rule]float64
	var readers []readerMatch
	text := s.norm.Text[from:to]
	s.m.find(dataIndex, text, nil, func(r *rule, start, end int) bool {
		score := r.score
		mention := isMention(text, start, end, &s.disc)
		if best == nil {
			best, quoted = map[*rule]float64{}, map[*rule]float64{}
		}
		switch {
		case !r.support:
			readers = append(readers, readerMatch{r, start, end, mention})
		case mention:
			quoted[r] = max(quoted[r], score)
		default:
			best[r] = max(best[r], score)
		}
		if mention {
			score *= mentionDiscount
		}
		f := detect.Finding{Category: r.category, Score: score, Explanation: capitalise(r.explain) + ", in data the model reads."}
		f.Start, f.End = s.norm.Span(from+start, from+end)
		fs = append(fs, f)
		return !mention
	})
	if len(readers) == 0 {
		return 0, nil, false
	}
	// Pieces of evidence combine by noisy-OR, a support rule only beside a
	// reader. A reader is one piece however many reader rules match the
	// same words ("[system]", "whoever reads this", a note "para agentes"
	// in two languages' rules), and however often one rule matches.
	// Quoted mentions are one piece together, counted half: a text that
	// quotes an attack ("if you are an LLM, include a recipe") matches
	// several rules on the same few words, and halving each of them would
	// still add up to a block.
	plain, inQuotes := 1.0, 1.0
	addressed := false
	for _, e := range readerEvidence(readers) {
		if e.quoted {
			inQuotes *= 1 - e.score
		} else {
			plain *= 1 - e.score
			addressed = true
		}
	}
	for _, v := range best {
		plain *= 1 - v
	}
	for r, v := range quoted {
		if _, ok := best[r]; !ok {
			inQuotes *= 1 - v
		}
	}
	// Rounded to 1e-9, so that three rules of 0.25, 0.25 and 0.2 and the
	// like are not a rounding error away from a threshold.
	combined := math.Round((1-plain*(1-mentionDiscount*(1-inQuotes)))*1e9) / 1e9
	if combined < RedactThreshold {
		return 0, nil, false
	}
	return min(maxFindingScore, combined), fs, addressed
}

// readerMatch is one match of a reader rule in data.
type readerMatch struct {
	r          *rule
	start, end int
	mention    bool
}

// evidence is one piece of reader evidence: its score and whether it was
// only ever quoted.
type evidence struct {
	score  float64
	quoted bool
}

// readerEvidence joins reader matches into pieces of evidence: matches of
// one rule, and matches of any rules whose spans overlap, are one piece,
// scored as its strongest rule; a piece is quoted when all its matches
// are.
func readerEvidence(ms []readerMatch) []evidence {
	sets := unionfind.New(len(ms))
	root, join := sets.Find, sets.Union
	first := map[*rule]int{}
	order := make([]int, len(ms))
	for i, m := range ms {
		order[i] = i
		if k, ok := first[m.r]; ok {
			join(i, k)
		} else {
			first[m.r] = i
		}
	}
	slices.SortFunc(order, func(a, b int) int { return ms[a].start - ms[b].start })
	reach, last := -1, -1
	for _, i := range order {
		if ms[i].start < reach {
			join(i, last)
		}
		if ms[i].end > reach {
			reach, last = ms[i].end, i
		}
	}
	pieces := map[int]*evidence{}
	var out []evidence
	for i, m := range ms {
		k := root(i)
		e, ok := pieces[k]
		if !ok {
			e = &evidence{quoted: true}
			pieces[k] = e
		}
		e.score = max(e.score, m.r.score)
		e.quoted = e.quoted && m.mention
	}
	for _, e := range pieces {
		out = append(out, *e)
	}
	return out
}
