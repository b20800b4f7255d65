// Package injection detects prompt injections and jailbreaks in text.
//
// A Detector combines two kinds of evidence over the normalised text and
// every variant decoded from it (package normalize):
//
//   - Heuristics: RE2 patterns for instruction override ("ignore all
//     previous instructions", also in a dozen other languages), role play
//     and persona jailbreaks (DAN, developer mode), refusal suppression,
//     system-prompt extraction, chat-template delimiters and fake chat
//     turns, and indirect injection aimed at an AI that reads a document or
//     tool output. Each pattern carries a probability-like score; matches
//     inside quotes in a text that discusses attacks (a security question
//     quoting "ignore previous instructions") count half. Hidden channels
//     add their own findings: text decoded from base64, hex, URL-encoding,
//     ROT13 or leetspeak that matches a pattern (encoded_payload), Unicode
//     tag characters that spell hidden text and zero-width characters
//     (invisible_text), homoglyphs or spaced-out letters around a match
//     (obfuscation).
//   - A classifier: logistic regression over hashed word and character
//     n-grams (package classifier), trained by scripts/train/injection on
//     the training part of the data, calibrated so that its probability
//     reaches the default block threshold (0.55) at about 1% false
//     positives on benign prompts, and embedded as classifier.bin. A text
//     of few words has too few features to be judged on them alone: its
//     logit is shrunk toward a low prior, so short everyday messages
//     ("hello", "mail me at ann@example.com") score low and short attacks
//     rest on the patterns.
//
// Scores combine by noisy-OR: the heuristic score is 1 − Π(1 − s) over the
// highest score of each category, and the final score 1 − (1 − h)(1 − p)
// with the classifier probability p. Independent evidence thus adds up, one
// weak pattern alone stays below the redact threshold (0.35) and a strong
// one blocks on its own.
//
// A Detector is immutable once built and safe for concurrent use.
package injection

import (
	_ "embed"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect"
	"bulwark/shared/detect/injection/classifier"
	"bulwark/shared/detect/normalize"
)

// Labels of a Result, by the default app thresholds.
const (
	LabelInjection  = "injection"  // score >= BlockThreshold
	LabelSuspicious = "suspicious" // score >= RedactThreshold
	LabelBenign     = "benign"
)

// Default app thresholds (thresholds.block and thresholds.redact) that the
// label follows; the engine applies each app's own.
const (
	BlockThreshold  = 0.55
	RedactThreshold = 0.35
)

//go:embed classifier.bin
var weights []byte

// Result is the verdict on one text.
type Result struct {
	// Score is the probability-like injection score, 0 to 1.
	Score float64
	// Label is LabelInjection, LabelSuspicious or LabelBenign.
	Label string
	// Findings are sorted by Start, then Category.
	Findings []detect.Finding
	// Heuristic and Classifier are the two halves Score combines.
	Heuristic, Classifier float64
	// Uncapped is the score before the cap on quoted mentions
	// (mentionCap): Score unless every rule match was a quoted mention.
	// A caller that finds an instruction aimed at the model outside
	// quotes in data this text holds (DataResult.Addressed) takes it
	// instead: the text then does more than discuss attacks.
	Uncapped float64
}

// Detector scores texts. Build it with New or use Default.
type Detector struct {
	model *classifier.Model
}

// New loads the embedded classifier weights.
func New() (*Detector, error) { return NewWithWeights(weights) }

// NewWithWeights builds a Detector on another classifier weights file (the
// format of package classifier), such as a candidate that
// scripts/train/injection wrote and scripts/eval/injection compares before
// it replaces the embedded one.
func NewWithWeights(file []byte) (*Detector, error) {
	m, err := classifier.Decode(file)
	if err != nil {
		return nil, fmt.Errorf("injection: %w", err)
	}
	return &Detector{model: m}, nil
}

var defaultDetector = sync.OnceValues(New)

// scanPool reuses per-call state (the matcher's buffers).
var scanPool = sync.Pool{New: func() any { return &scan{best: map[string]float64{}} }}

// Default returns a Detector shared by the whole process, loaded once.
func Default() (*Detector, error) { return defaultDetector() }

// startScan normalises text and takes a scan for it from the pool; the
// caller puts it back.
func startScan(text string) *scan {
	n := normalize.Normalize(text)
	s := scanPool.Get().(*scan)
	*s = scan{orig: text, norm: &n, best: s.best, m: s.m}
	clear(s.best)
	return s
}

// scan is the state of one Detect call.
type scan struct {
	orig     string
	norm     *normalize.Result
	findings []detect.Finding
	best     map[string]float64 // highest score per category
	hits     int                // heuristic matches, before capping findings
	plain    int                // heuristic findings that are not quoted mentions (isMention)
	disc     discussed          // isMention's memory of the text it last read
	m        matcher
}

// Detect scores text.
func (d *Detector) Detect(text string) Result { return d.detect(text, false) }

// detect scores text, as data (DetectData) or not.
func (d *Detector) detect(text string, data bool) Result {
	s := startScan(text)
	defer scanPool.Put(s)
	return d.score(s, data)
}

// score scores the text of a scan, as data or not (see detect).
func (d *Detector) score(s *scan, data bool) Result {
	n := s.norm
	s.matchAll(n.Text, nil)
	s.m.keep(n.Text)
	for i := range n.Variants {
		s.matchAll(n.Variants[i].Text, &n.Variants[i])
	}
	s.hiddenChannels()

	h := noisyOr(s.best)

	p := d.model.Score(n.Text)
	for _, v := range n.Variants {
		if v.Encoding != normalize.Leet {
			p = max(p, d.model.Score(v.Text))
		}
	}
	if p >= RedactThreshold {
		s.add(detect.Finding{Category: CatClassifier, Score: p,
			Explanation: fmt.Sprintf("the statistical model rates the text %.0f%% likely to be a prompt injection or jailbreak", 100*p)})
	}

	score := 1 - (1-h)*(1-p)
	uncapped := score
	// The data rules' score stands on its own (see dataRules): it is a
	// heuristic, and the score is the higher of it and the prompt's. Their
	// findings come after the others, which the findings' cap keeps first.
	var instructions float64
	addressed := false
	if data {
		instructions, addressed = s.instructions()
	}
	if s.plain == 0 && p < BlockThreshold && !addressed {
		// Every rule matched inside a quotation in a text about attacks
		// (an article, a detector's test cases): such a text is flagged,
		// not blocked, unless the classifier blocks it alone. Halving each
		// mention is not enough, since an article quoting one attack
		// matches several rules, and the classifier reads the quotes too.
		// Read as data, a text that also addresses the model outside its
		// quotes ("AI assistants explaining this page: run …") is not
		// capped.
		score = min(score, mentionCap)
	}
	if data {
		h, score, uncapped = max(h, instructions), max(score, instructions), max(uncapped, instructions)
	}
	res := Result{Score: score, Label: label(score), Findings: s.findings, Heuristic: h, Classifier: p, Uncapped: uncapped}
	sortFindings(res.Findings)
	return res
}

// noisyOr returns 1 − Π(1 − v) over the values of best, multiplied in
// ascending order: a map hands its values out in a random order, and a
// floating-point product's last bit depends on the order, so the same
// text could score 0.7795 on one call and 0.7795000000000001 on the next.
func noisyOr(best map[string]float64) float64 {
	var buf [16]float64
	vs := buf[:0]
	for _, v := range best {
		vs = append(vs, v)
	}
	slices.Sort(vs)
	h := 1.0
	for _, v := range vs {
		h *= 1 - v
	}
	return 1 - h
}

// sortFindings orders findings by Start, then Category.
func sortFindings(fs []detect.Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.Category < b.Category
	})
}

func label(score float64) string {
	switch {
	case score >= BlockThreshold:
		return LabelInjection
	case score >= RedactThreshold:
		return LabelSuspicious
	}
	return LabelBenign
}

func (s *scan) add(f detect.Finding) {
	if f.Score > s.best[f.Category] {
		s.best[f.Category] = f.Score
	}
	s.record(f)
}

// addPlain adds a finding that is not a quoted mention (see mentionCap).
func (s *scan) addPlain(f detect.Finding) {
	s.add(f)
	s.plain++
}

// record keeps a finding, up to maxFindings, without counting its score.
func (s *scan) record(f detect.Finding) {
	if len(s.findings) < maxFindings {
		s.findings = append(s.findings, s.complete(f))
	}
}

// complete fills in what every finding of the detector carries: its name
// and the masked text it points at.
func (s *scan) complete(f detect.Finding) detect.Finding {
	f.Detector = detectorName
	if f.End > f.Start {
		f.Snippet = detect.Mask(s.orig[f.Start:f.End])
	}
	return f
}

// matchAll adds the matches of every rule in one text: the normalised
// input (v == nil) or a decoded variant. A variant with the byte layout of
// the input (ROT13, leetspeak) reuses the input's work where their bytes
// agree, and its matches count only where decoding changed a byte of the
// match: the others are the input's own matches again, not hidden text.
func (s *scan) matchAll(text string, v *normalize.Variant) {
	var base *scanned
	if v != nil && v.Aligned {
		base = &s.m.base
	}
	s.m.find(index, text, base, func(r *rule, start, end int) bool {
		if base != nil && !s.m.changed(start, end) {
			return false // the input's own match, scored there
		}
		s.hits++
		return s.addMatch(r, text, start, end, v)
	})
}

// addMatch adds the finding of a match and reports whether it counted in
// full (not discounted as a mention).
func (s *scan) addMatch(r *rule, text string, start, end int, v *normalize.Variant) bool {
	score := r.score
	mention := isMention(text, start, end, &s.disc)
	if mention {
		score *= mentionDiscount
	}
	f := detect.Finding{Category: r.category, Score: score, Explanation: r.explain}
	switch {
	case v == nil:
		f.Start, f.End = s.norm.Span(start, end)
		f.Explanation = capitalise(r.explain) + "."
	case v.Encoding == normalize.UnicodeTags:
		// The hidden text is also decoded inline, so the same pattern
		// matches there too; this finding names the channel.
		f.Category = CatInvisibleText
		f.Score = max(score, hiddenTagTextScore) + variantBoost
		f.Start, f.End = v.Start, v.End
		f.Explanation = "Text hidden in invisible Unicode tag characters " + r.explain + "."
	default:
		f.Category = CatEncodedPayload
		f.Score = min(maxFindingScore, score+variantBoost)
		if v.Aligned {
			f.Start, f.End = s.norm.Span(start, end)
		} else {
			f.Start, f.End = v.Start, v.End
		}
		f.Explanation = fmt.Sprintf("Text hidden as %s %s.", v.Encoding, r.explain)
	}
	f.Score = min(maxFindingScore, f.Score)
	if mention {
		s.add(f)
	} else {
		s.addPlain(f)
	}
	return !mention
}

// hiddenChannels adds findings about the tricks normalisation undid.
func (s *scan) hiddenChannels() {
	n := s.norm
	for _, v := range n.Variants {
		if v.Encoding == normalize.UnicodeTags && v.Depth == 1 && s.best[CatInvisibleText] < hiddenTagTextScore {
			s.addPlain(detect.Finding{Category: CatInvisibleText, Score: hiddenTagTextScore, Start: v.Start, End: v.End,
				Explanation: "Invisible Unicode tag characters spell out hidden text."})
		}
	}
	if n.Invisible > 0 && (n.Invisible >= 3 || s.hits > 0) {
		score := invisibleScore
		if s.hits > 0 {
			score = invisibleWithHitScore
		}
		s.addPlain(detect.Finding{Category: CatInvisibleText, Score: score,
			Explanation: fmt.Sprintf("%d invisible characters (zero-width, soft hyphen or similar) are hidden in the text.", n.Invisible)})
	}
	if n.Flags.Has(normalize.HadBidi) {
		s.addPlain(detect.Finding{Category: CatInvisibleText, Score: bidiScore,
			Explanation: "Bidirectional override characters reorder how the text is displayed."})
	}
	obf := n.Flags & (normalize.HadHomoglyphs | normalize.HadSpacedLetters)
	switch {
	case obf != 0 && s.hits > 0:
		s.addPlain(detect.Finding{Category: CatObfuscation, Score: obfuscationWithHitScore,
			Explanation: "Attack phrases are disguised with " + obfuscationKinds(obf) + "."})
	case n.Flags.Has(normalize.HadHomoglyphs):
		s.addPlain(detect.Finding{Category: CatObfuscation, Score: homoglyphAloneScore,
			Explanation: "Words mix letters from other scripts that look like Latin ones."})
	}
}

func obfuscationKinds(f normalize.Flags) string {
	switch {
	case f.Has(normalize.HadHomoglyphs | normalize.HadSpacedLetters):
		return "lookalike letters from other scripts and spaced-out letters"
	case f.Has(normalize.HadHomoglyphs):
		return "lookalike letters from other scripts"
	}
	return "spaced-out letters"
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// discussionMarkers are words of a text that talks about attacks rather
// than carrying one.
var discussionMarkers = []string{"prompt injection", "injection attack", "jailbreak", "attacker", "detect", "filter",
	"classifier", "security", "red team", "red-team", "defend", "prevent", "mitigat", "example of", "such as", "phrases like", "why do",
	// The same in the languages of rules_langs.go, folded.
	"injection de prompt", "injection d'invite", "attaquant", "injecao de prompt", "inyeccion de prompt", "iniezione di prompt",
	"atacante", "attaccante", "angreifer", "sicherheitsforscher", "prompt enjeksiyon", "saldirgan",
	"инъекци", "злоумышленник", "提示词注入", "提示注入", "注入攻击", "攻击者", "プロンプトインジェクション", "攻撃者",
	"프롬프트 인젝션", "프롬프트 주입", "공격자", "حقن الأوامر", "حقن التعليمات", "حقن المطالبات", "المهاجم", "प्रॉम्प्ट इंजेक्शन", "हमलावर",
	// Their plurals and hyphenated forms; an example, a researcher and a
	// guardrail, in English and the same languages. (Not "injection" alone:
	// a vulnerability scanner's report names SQL injection.)
	"prompt-injection", "injections de prompt", "inyecciones de prompt", "injecoes de prompt", "iniezioni di prompt",
	"for example", "e.g.", "exemple", "beispiel", "ejemplo", "exemplo", "esempio", "пример", "例えば", "例如", "示例", "예를 들어", "예시",
	"researcher", "chercheur", "forscher", "investigador", "pesquisador", "ricercator", "исследовател", "研究者", "研究人员", "연구진",
	"guardrail",
	// A filter, a jailbreak and security, in the same languages as the
	// English words above.
	"filtre", "filtro", "фильтр", "过滤", "フィルター", "필터", "越狱", "脱獄", "탈옥", "джейлбрейк", "जेलब्रेक",
	"securite", "seguridad", "seguranca", "sicurezza", "sicherheit", "безопасност", "セキュリティ", "보안", "安全", "सुरक्षा"}

// quoteMarks are the quotation marks, in the languages of the rules, whose
// count before a match on its line tells whether it is inside a quotation.
const quoteMarks = "\"“”«»„「」『』`"

// quoteFramesBefore are words that introduce a quotation as reported
// speech, in the 32 bytes before its opening mark: "a message reading
// "…"", "the phrase «…»", "Sätze wie „…“". quoteFramesAfter follow the
// closing mark instead, as Japanese and Korean put them: "「…」という文",
// ""…" 같은 문장". Normalised text is lower case.
var (
	quoteFramesBefore = []string{"such as", "like", "reading", "reads", "read:", "saying", "says", "said", "phrase",
		"sentence", "the text", "a text", "message", "string", "the line", "a line", "input=", "excerpt=", "input:",
		"prompt:", "e.g.", "for example", "an example", "example:", "for instance", "variation", "variant",
		"containing", "contains", "wrote", "writes", "written", "typed", "typing", "entered", "asked", "asks", "pattern",
		"comme", "du type", "la phrase", "le texte", "le message", "ecrivant", "wie", "den satz", "der satz", "nachricht",
		"etwa", "como", "la frase", "el texto", "el mensaje", "escribiendo", "a frase", "o texto", "a mensagem",
		"escrevendo", "come", "il testo", "il messaggio", "scrivendo", "как", "фраз", "текст", "сообщени", "вроде",
		"типа", "например", "类似", "像", "写着", "句子", "例如", "比如", "输入", "例えば", "入力", "مثل", "عبارة", "نص",
		"رسالة", "جملة", "जैसे", "वाक्य", "संदेश"}
	quoteFramesAfter = []string{"という", "といった", "のような", "などの", "같은", "라는", "이라는", "등의", "之类", "这样的", "等"}
)

// quoteFrameReach is how far before an opening quotation mark and after a
// closing one isMention looks for a quoteFrame.
const quoteFrameReach = 32

// isMention reports whether the match at text[start:end] is quoted inside a
// text that discusses attacks: "how do filters detect 'ignore previous
// instructions'?", or an example in a fenced code block of an article on
// attacks; or quoted as reported speech ("a message reading "…""). Such a
// mention counts half, not nothing, since an attacker can dress an attack
// as a question.
func isMention(text string, start, end int, disc *discussed) bool {
	lineStart := strings.LastIndexByte(text[:start], '\n') + 1
	before := text[lineStart:start]
	quotes, open := 0, 0
	for i, r := range before {
		if strings.ContainsRune(quoteMarks, r) {
			quotes, open = quotes+1, lineStart+i
		}
	}
	if quotes%2 == 0 && !strings.HasSuffix(strings.TrimRight(before, " "), "'") && strings.Count(text[:lineStart], "```")%2 == 0 {
		// A markdown quotation is a mention only when framed, at the end
		// of the last line of text before it ("an attacker needs only a
		// sentence such as:"); a note such as "> [!NOTE]" is no
		// quotation.
		if !strings.HasPrefix(strings.TrimLeft(before, " "), ">") {
			return false
		}
		lead := textBeforeBlockQuote(text[:lineStart])
		return strings.HasSuffix(lead, ":") && frameBefore(lead[max(0, len(lead)-quoteFrameReach):])
	}
	if quotes%2 == 1 && framed(text, lineStart, open, end) {
		return true
	}
	return disc.of(text)
}

// discussed remembers whether one text holds a discussionMarker: isMention
// asks for every quoted match, and the answer is the same for the whole
// text. A nil *discussed asks each time.
type discussed struct {
	text         string
	known, holds bool
}

func (d *discussed) of(text string) bool {
	if d == nil {
		return discusses(text)
	}
	if !d.known || d.text != text {
		d.text, d.holds, d.known = text, discusses(text), true
	}
	return d.holds
}

// discusses reports whether text holds one of discussionMarkers.
func discusses(text string) bool {
	for _, m := range discussionMarkers {
		if strings.Contains(text, m) {
			return true
		}
	}
	return false
}

// framed reports whether the quotation that opens at text[open] and holds
// the match ending at end is introduced or followed by a quoteFrame on its
// line.
func framed(text string, lineStart, open, end int) bool {
	if frameBefore(text[max(lineStart, open-quoteFrameReach):open]) {
		return true
	}
	rest := text[end:]
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl]
	}
	c := strings.IndexAny(rest, quoteMarks)
	if c < 0 {
		return false
	}
	_, size := utf8.DecodeRuneInString(rest[c:])
	rest = rest[c+size:]
	tail := rest[:min(len(rest), quoteFrameReach)]
	for _, w := range quoteFramesAfter {
		if strings.Contains(tail, w) {
			return true
		}
	}
	return false
}

// frameBefore reports whether lead holds one of quoteFramesBefore.
func frameBefore(lead string) bool {
	for _, w := range quoteFramesBefore {
		if hasFrame(lead, w) {
			return true
		}
	}
	return false
}

// textBeforeBlockQuote returns the last line of head that is neither blank
// nor part of a markdown quotation, without trailing spaces.
func textBeforeBlockQuote(head string) string {
	for head != "" {
		head = strings.TrimSuffix(head, "\n")
		line := head[strings.LastIndexByte(head, '\n')+1:]
		head = head[:len(head)-len(line)]
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, ">") {
			return t
		}
	}
	return ""
}

// hasFrame reports whether s holds the frame w as a word of its own: not
// after a letter ("comme" is not in "comment"), and, for a frame in Latin
// letters, not before one ("wie" is not in "wieder"). Cyrillic frames are
// stems ("сообщени"), and frames in scripts written without spaces need
// no boundary.
func hasFrame(s, w string) bool {
	first, _ := utf8.DecodeRuneInString(w)
	last, _ := utf8.DecodeLastRuneInString(w)
	spaced := unicode.In(first, unicode.Latin, unicode.Cyrillic, unicode.Arabic, unicode.Devanagari)
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		at := i + j
		i = at + 1
		if spaced {
			if r, _ := utf8.DecodeLastRuneInString(s[:at]); at > 0 && unicode.IsLetter(r) {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(s[at+len(w):]); unicode.Is(unicode.Latin, last) && at+len(w) < len(s) && unicode.IsLetter(r) {
				continue
			}
		}
		return true
	}
}
