package injection

import "bulwark/shared/detect"

// Text that reaches the model as data (a tool result, a fetched page, a
// file, an e-mail the agent reads) should inform it, not instruct it: the
// user asked for a summary of the e-mail, not for what the e-mail asks. A
// user's own prompt is full of instructions to the model; a benign
// document hardly ever speaks to the model at all. So in data the
// dataRules below are read on top of the package's rules, in two tiers:
//
//   - aim: the text speaks to the AI that reads it, refers to the task or
//     the user the model has, claims to outrank its instructions, dictates
//     its answer, or fakes a section of the chat;
//   - act: it asks for an action (use this tool and no other, you must
//     send…, new instructions, send the data to an address), which
//     manuals and e-mails to people do all the time: an act rule counts
//     only beside an aim rule.
//
// The distinct rules that match add up by noisy-OR, and count only once
// together they reach RedactThreshold. Every rule stays below it alone
// (0.2-0.3), so that one stray phrase ("include your order number in your
// reply", "before you start the task, put on goggles") neither flags nor
// blocks; two aim rules flag, three block. The one exception is a fake
// system turn in markdown (###(system_message), [system](#instructions)),
// which flags alone.
//
// The rules are English. They were written from the published patterns of
// indirect injection (an instruction that names the model, announces
// itself, redirects the task, or asks for an action the user did not ask
// for) with the planted-instruction sources of the evaluation known to
// their author; docs/detect-injection.md has the figures, per source.
// Apostrophes are matched straight or curly: normalisation keeps ’.

// dataAI names the model as a reader may address it: a bare "assistant"
// or "agent" is left out (a job title, a travel agent), and so are
// personal names of models (a colleague called Claude). Where it is the
// one word that says the text speaks to a model, punctuation or a line
// break must follow it ("Hello AI," not "Hello AI enthusiasts"; not the
// end of the text either: a pattern that can reach it is searched to the
// end from every candidate, which made a 32 KB tool result 3 ms slower).
const (
	dataAIWords = `ai|a\.i\.|ai (?:assistant|agent|model|system|language model)s?|llms?|(?:large )?language models?|chatbots?|gpt-?[\w.]*|chatgpt`
	dataAI      = `(?:` + dataAIWords + `)`
	dataAIEnd   = dataAI + `\s*[,:.!;\n]`
)

// act makes a rule of the act tier.
func act(r rule) rule {
	r.act = true
	return r
}

var dataRules = []rule{
	// Speaks to the model.
	mk(CatIndirectInjection, 0.3,
		`\b(?:dear|hey|hi|hello|attention|attn)\s*,?\s+(?:the\s+|any\s+|all\s+)?`+dataAIEnd,
		"addresses the AI model that reads this content"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:note|message|request|instructions?|reminder|notice)\s+(?:[^.\n]{0,60}?\s)?(?:to|for)\s+(?:you,?\s+)?(?:the\s+|any\s+|all\s+)?`+dataAIEnd,
		"carries a message for the AI model that reads this content"),
	// Refers to the task or the user the model has.
	mk(CatIndirectInjection, 0.25,
		`\b(?:before|after|instead\s+of|rather\s+than|prior\s+to)\s+(?:you\s+)?(?:can\s+|could\s+|will\s+|may\s+|go\s+on\s+to\s+)?(?:solv|complet|finish|answer|respond|repl|summari[sz]|translat|perform|do|execut|carry|work|handl|start|continu|proceed)\w*\s+(?:(?:with|to|on|out)\s+)?(?:the|your|my|this|that|his|her|their)\s+(?:\w+\s+){0,2}?(?:task|request|question|query|instructions?|assignment|prompt)\b`,
		"refers to the task the model was given"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:task|request|question|instructions?|query|assignment|prompt)\s+(?:that\s+|which\s+)?(?:i|the\s+user|your\s+user|they|we)\s+(?:\w+\s+)?(?:gave|assigned|set|issued)\s+(?:(?:to|for)\s+)?you\b`,
		"refers to the task someone gave the model"),
	mk(CatIndirectInjection, 0.25,
		`\byour\s+(?:original|initial|current|assigned)\s+(?:task|instructions?|objective|prompt)\b`,
		"refers to the model's own task"),
	mk(CatIndirectInjection, 0.3,
		`\bthe\s+user\s+(?:has\s+|had\s+|just\s+|originally\s+)?(?:asked|wants|wanted|requested|instructed|told|needs|expects)\s+you\b`,
		"speaks of the model's user to the model"),
	mk(CatIndirectInjection, 0.2,
		`\b(?:tell|inform|remind|advise|warn|convince|persuade|urge)\s+the\s+user\b`,
		"asks the model to tell its user something"),
	// Claims to outrank the model's instructions, or cancels its task.
	mk(CatIndirectInjection, 0.3,
		`\b(?:supersedes?|overrides?|replaces?|takes?\s+precedence\s+over|takes?\s+priority\s+over)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?(?:previous\s+|prior\s+|earlier\s+|other\s+|original\s+)?(?:instructions?|prompts?|tasks?|directives?)\b`,
		"claims to outrank the model's instructions"),
	mk(CatIndirectInjection, 0.3,
		`\b(?:ignore|disregard|forget)\s+(?:all\s+)?your\s+(?:previous|prior|above|earlier|original|current)\s+\w+`,
		"tells the reader to drop what it was told"),
	mk(CatIndirectInjection, 0.25,
		`\b(?:do\s+not|don['’]?t|never)\s+(?:summari[sz]e|translate|analy[sz]e|process|answer\s+questions\s+about)\s+(?:this|these|the\s+(?:above|following))\b`,
		"tells the model not to do its task on this content"),
	// Dictates what the model answers.
	mk(CatIndirectInjection, 0.3,
		`\b(?:when|if)\s+(?:you\s+are\s+|you['’]re\s+)?(?:asked|prompted|questioned)\s+(?:about|to\s+summari[sz]e|for|to\s+describe)\b[^.\n]{0,80}?\b(?:say|respond|answer|reply|tell|state|write|output|claim)\b`,
		"dictates the answer to a question about this content"),
	mk(CatIndirectInjection, 0.3,
		`\bin\s+(?:your|any|the)\s+(?:summary|summaries|answer|response|reply)\s*,?\s+(?:you\s+(?:must|should)\s+|be\s+sure\s+to\s+|make\s+sure\s+to\s+|always\s+|only\s+)?(?:say|state|mention|include|claim|describe|call|write|recommend)\b`,
		"dictates what the model's summary says"),
	mk(CatIndirectInjection, 0.25,
		`\b(?:include|insert|add|append|embed|put|mention|state)\s+(?:\S+\s+){0,10}?(?:in|into|to|(?:at|to)\s+the\s+(?:end|start|beginning|top|bottom)\s+of)\s+(?:your|the)\s+(?:final\s+|next\s+)?(?:response|answer|reply|summary|output|completion)\b`,
		"asks to put something into the model's answer"),
	mk(CatIndirectInjection, 0.25,
		`\b(?:respond|reply|answer|say|output|print|return|write)\s+(?:only|exactly|just|solely)\s+(?:with\s+)?(?:the\s+)?(?:word|words|phrase|sentence|text|string|following|["'“‘])`,
		"dictates the model's answer word for word"),
	// Fakes a section of the conversation inside the data.
	mk(CatIndirectInjection, 0.3,
		`<\/?\s*(?:information|important|instructions?|system_message|system_prompt|im_start|im_end|start_of_turn|end_of_turn)\s*>`,
		"opens or closes a fake section of the conversation"),
	mk(CatIndirectInjection, 0.5,
		`#{2,}\s*\(\s*system(?:_message|_prompt)?\s*\)`,
		"fakes a system message inside the data"),
	mk(CatIndirectInjection, 0.5,
		`\[\s*(?:system|assistant)\s*\]\s*\(\s*#\s*(?:additional|instructions?|context|prompt|message|override|new|important)`,
		"fakes a message of the chat in markdown link form"),

	// Asks for an action: counts only beside a rule above.
	act(mk(CatIndirectInjection, 0.3,
		`\b(?:do\s+not|don['’]?t|never)\s+(?:use|call)\s+(?:any\s+)?other\s+(?:tools?|functions?)\b`,
		"forbids the model its other tools")),
	act(mk(CatIndirectInjection, 0.25,
		`\b(?:using|use|call|calling|invoke|invoking)\s+(?:the\s+)?["'`+"`"+`]?[\w.-]+["'`+"`"+`]?\s+(?:tool|function)\b`,
		"tells the model which tool to use")),
	act(mk(CatIndirectInjection, 0.25,
		`\byou\s+(?:must|should|need\s+to|have\s+to|are\s+(?:required|instructed|expected)\s+to)\s+(?:now\s+|first\s+|immediately\s+|also\s+)?(?:send|email|e-mail|forward|transfer|wire|pay|delete|remove|share|upload|post|invite|grant|reset|change|visit|open|click|download|install|execute|run|call|ignore|disregard|obey)\b`,
		"tells the reader to take an action")),
	act(mk(CatIndirectInjection, 0.2,
		`\b(?:new|newly\s+\w+|updated|revised|urgent|latest|additional|overriding)\s+(?:instructions?|directives?|orders|commands)\b`,
		"announces new instructions")),
	act(mk(CatIndirectInjection, 0.3,
		`\b(?:send|forward|email|e-mail|post|upload|submit|transmit)\s+(?:it|this|them|that|everything|all\s+of\s+(?:it|this|them)|the\s+(?:summary|data|files?|documents?|conversation|results?|output|answer|contents?|details|information|credentials|history))\s+to\s+(?:https?://|[\w.+-]+@[\w-]+\.)`,
		"asks to send content to an outside address")),
}

// dataIndex finds the matches of dataRules.
var dataIndex = newRuleIndex(dataRules)

// Instructions reads text that reaches the model as data for
// instructions aimed at the model (the dataRules, see above): it returns
// their combined score, the noisy-OR of the distinct rules that match, and
// their findings (category indirect_injection), or 0 and none when that
// score stays below RedactThreshold. It adds to Detect, which reads the
// same text for everything else: the engine reads a whole conversation
// with Detect and each tool result in it with Instructions, and joins the
// scores by noisy-OR. DetectData does both for one text.
func (d *Detector) Instructions(text string) (float64, []detect.Finding) {
	s := startScan(text)
	defer scanPool.Put(s)
	score := s.instructions()
	sortFindings(s.findings)
	return score, s.findings
}

// DetectData scores text that reaches a model as data on its own (a
// dataset's cell a model may be given, a document): Detect and
// Instructions in one pass over the normalised text, the data rules'
// score joined to the heuristics' by noisy-OR.
func (d *Detector) DetectData(text string) Result { return d.detect(text, true) }

// instructions matches the dataRules in the normalised text and, when
// they reach RedactThreshold together (an act rule counting only beside an
// aim rule), records their findings and returns their combined score;
// otherwise 0. The score is not a category's best: callers join it to the
// heuristics' by noisy-OR.
func (s *scan) instructions() float64 {
	var fs []detect.Finding
	var best map[*rule]float64 // most texts match no rule
	text := s.norm.Text
	s.m.find(dataIndex, text, nil, func(r *rule, start, end int) {
		score := r.score
		if isMention(text, start, end) {
			score *= mentionDiscount
		}
		if best == nil {
			best = map[*rule]float64{}
		}
		best[r] = max(best[r], score)
		f := detect.Finding{Category: r.category, Score: score, Explanation: capitalise(r.explain) + ", in data the model reads."}
		f.Start, f.End = s.norm.Span(start, end)
		fs = append(fs, f)
	})
	aimMiss, actMiss := 1.0, 1.0
	for r, v := range best {
		if r.act {
			actMiss *= 1 - v
		} else {
			aimMiss *= 1 - v
		}
	}
	combined := 1 - aimMiss*actMiss
	if aimMiss == 1 || combined < RedactThreshold {
		return 0
	}
	for _, f := range fs {
		s.record(f)
	}
	return min(maxFindingScore, combined)
}
