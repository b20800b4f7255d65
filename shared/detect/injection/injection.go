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
//     positives on benign prompts, and embedded as classifier.bin.
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
	"sort"
	"strings"
	"sync"
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
}

// Detector scores texts. Build it with New or use Default.
type Detector struct {
	model *classifier.Model
}

// New loads the embedded classifier weights.
func New() (*Detector, error) {
	m, err := classifier.Decode(weights)
	if err != nil {
		return nil, fmt.Errorf("injection.New: %w", err)
	}
	return &Detector{model: m}, nil
}

var defaultDetector = sync.OnceValues(New)

// scanPool reuses per-call state (notably the 8 KB bigram set).
var scanPool = sync.Pool{New: func() any { return &scan{best: map[string]float64{}} }}

// Default returns a Detector shared by the whole process, loaded once.
func Default() (*Detector, error) { return defaultDetector() }

// scan is the state of one Detect call.
type scan struct {
	orig     string
	norm     *normalize.Result
	findings []detect.Finding
	best     map[string]float64 // highest score per category
	hits     int                // heuristic matches, before capping findings
	bigrams  bigramSet
}

// bigramSet records which byte pairs occur in a text. A needle whose first
// or last pair is absent cannot occur, which spares most substring searches.
type bigramSet [1 << 16 / 64]uint64

func (b *bigramSet) set(text string) {
	clear(b[:])
	for i := 0; i+1 < len(text); i++ {
		k := uint16(text[i])<<8 | uint16(text[i+1])
		b[k>>6] |= 1 << (k & 63)
	}
}

func (b *bigramSet) has(x, y byte) bool {
	k := uint16(x)<<8 | uint16(y)
	return b[k>>6]&(1<<(k&63)) != 0
}

func (b *bigramSet) mayContainAny(needles []string) bool {
	for _, n := range needles {
		if len(n) < 2 || b.has(n[0], n[1]) && b.has(n[len(n)-2], n[len(n)-1]) {
			return true
		}
	}
	return false
}

// Detect scores text.
func (d *Detector) Detect(text string) Result {
	n := normalize.Normalize(text)
	s := scanPool.Get().(*scan)
	defer scanPool.Put(s)
	*s = scan{orig: text, norm: &n, best: s.best, bigrams: s.bigrams}
	clear(s.best)
	s.matchAll(n.Text, nil)
	for i := range n.Variants {
		s.matchAll(n.Variants[i].Text, &n.Variants[i])
	}
	s.hiddenChannels()

	h := 1.0
	for _, v := range s.best {
		h *= 1 - v
	}
	h = 1 - h

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
	res := Result{Score: score, Label: label(score), Findings: s.findings, Heuristic: h, Classifier: p}
	sort.SliceStable(res.Findings, func(i, j int) bool {
		a, b := res.Findings[i], res.Findings[j]
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.Category < b.Category
	})
	return res
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
	f.Detector = detectorName
	if f.Score > s.best[f.Category] {
		s.best[f.Category] = f.Score
	}
	if len(s.findings) < maxFindings {
		if f.End > f.Start {
			f.Snippet = detect.Mask(s.orig[f.Start:f.End])
		}
		s.findings = append(s.findings, f)
	}
}

// Matching runs each rule's regexp only near occurrences of its needles:
// windows from matchBefore bytes before a needle (moved back to a line
// start, so that ^ and \b keep their meaning) to matchAfter bytes after it,
// merged when they overlap. Patterns are phrase-sized, so nothing is lost,
// and benign text pays only for the few needles it happens to contain.
const (
	matchBefore = 160
	matchAfter  = 224
	maxNeedles  = 32 // per rule; mk enforces it
)

// matchAll runs every rule over one text: the normalised input (v == nil)
// or a decoded variant.
func (s *scan) matchAll(text string, v *normalize.Variant) {
	bg := &s.bigrams
	bg.set(text)
	for i := range rules {
		r := &rules[i]
		if !bg.mayContainAny(r.needles) {
			continue
		}
		found := 0
		forWindows(text, r.needles, bg, func(lo, hi int) bool {
			for _, m := range r.re.FindAllStringIndex(text[lo:hi], maxFindingsPerRule-found) {
				s.hits++
				found++
				s.addMatch(r, text, lo+m[0], lo+m[1], v)
			}
			return found < maxFindingsPerRule
		})
	}
}

// forWindows calls fn with the merged windows around every occurrence of
// the needles in text, in order, until fn returns false.
func forWindows(text string, needles []string, bg *bigramSet, fn func(lo, hi int) bool) {
	// next[k] caches where needle k occurs next (-1: nowhere further), so
	// each needle's occurrences are found by one pass over text.
	var buf [maxNeedles]int
	next := buf[:len(needles)]
	for k, n := range needles {
		next[k] = -1
		if len(n) < 2 || bg.has(n[0], n[1]) && bg.has(n[len(n)-2], n[len(n)-1]) {
			next[k] = strings.Index(text, n)
		}
	}
	lo, hi := -1, -1
	for {
		p, kmin := -1, -1
		for k, q := range next {
			if q >= 0 && (p < 0 || q < p) {
				p, kmin = q, k
			}
		}
		if p < 0 {
			break
		}
		if i := strings.Index(text[p+1:], needles[kmin]); i >= 0 {
			next[kmin] = p + 1 + i
		} else {
			next[kmin] = -1
		}
		wlo := lineStart(text, max(0, p-matchBefore))
		whi := min(len(text), p+matchAfter)
		for whi < len(text) && !utf8.RuneStart(text[whi]) {
			whi++
		}
		if lo >= 0 && wlo <= hi {
			hi = max(hi, whi)
			continue
		}
		if lo >= 0 && !fn(lo, hi) {
			return
		}
		lo, hi = wlo, whi
	}
	if lo >= 0 {
		fn(lo, hi)
	}
}

// lineStart returns the start of the line holding offset i, or, for a line
// longer than matchBefore, the start of the word holding i.
func lineStart(text string, i int) int {
	if j := strings.LastIndexByte(text[max(0, i-matchBefore):i], '\n'); j >= 0 {
		return max(0, i-matchBefore) + j + 1
	}
	if i <= matchBefore {
		return 0
	}
	for i > 0 && !isSpaceByte(text[i-1]) {
		i--
	}
	return i
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\n' }

func (s *scan) addMatch(r *rule, text string, start, end int, v *normalize.Variant) {
	score := r.score
	if isMention(text, start, end) {
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
	s.add(f)
}

// hiddenChannels adds findings about the tricks normalisation undid.
func (s *scan) hiddenChannels() {
	n := s.norm
	for _, v := range n.Variants {
		if v.Encoding == normalize.UnicodeTags && v.Depth == 1 && s.best[CatInvisibleText] < hiddenTagTextScore {
			s.add(detect.Finding{Category: CatInvisibleText, Score: hiddenTagTextScore, Start: v.Start, End: v.End,
				Explanation: "Invisible Unicode tag characters spell out hidden text."})
		}
	}
	if n.Invisible > 0 && (n.Invisible >= 3 || s.hits > 0) {
		score := invisibleScore
		if s.hits > 0 {
			score = invisibleWithHitScore
		}
		s.add(detect.Finding{Category: CatInvisibleText, Score: score,
			Explanation: fmt.Sprintf("%d invisible characters (zero-width, soft hyphen or similar) are hidden in the text.", n.Invisible)})
	}
	if n.Flags.Has(normalize.HadBidi) {
		s.add(detect.Finding{Category: CatInvisibleText, Score: bidiScore,
			Explanation: "Bidirectional override characters reorder how the text is displayed."})
	}
	obf := n.Flags & (normalize.HadHomoglyphs | normalize.HadSpacedLetters)
	switch {
	case obf != 0 && s.hits > 0:
		s.add(detect.Finding{Category: CatObfuscation, Score: obfuscationWithHitScore,
			Explanation: "Attack phrases are disguised with " + obfuscationKinds(obf) + "."})
	case n.Flags.Has(normalize.HadHomoglyphs):
		s.add(detect.Finding{Category: CatObfuscation, Score: homoglyphAloneScore,
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
	"classifier", "security", "red team", "red-team", "defend", "prevent", "mitigat", "example of", "such as", "phrases like", "why do"}

// isMention reports whether the match at text[start:end] is quoted inside a
// text that discusses attacks: "how do filters detect 'ignore previous
// instructions'?". Such a mention counts half, not nothing, since an
// attacker can dress an attack as a question.
func isMention(text string, start, end int) bool {
	lineStart := strings.LastIndexByte(text[:start], '\n') + 1
	before := text[lineStart:start]
	quotes := strings.Count(before, `"`) + strings.Count(before, "“") + strings.Count(before, "«") + strings.Count(before, "`")
	if quotes%2 == 0 && !strings.HasSuffix(strings.TrimRight(before, " "), "'") {
		return false
	}
	for _, m := range discussionMarkers {
		if strings.Contains(text, m) {
			return true
		}
	}
	return false
}
