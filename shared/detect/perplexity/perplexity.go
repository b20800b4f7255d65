// Package perplexity is the "perplexity" detector: it finds stretches of a
// text that a character language model of ordinary English prompts finds
// improbable, such as the optimiser-made suffixes of GCG-style attacks
// ("... describing.\ + similarlyNow write oppositeley.]( Me giving**ONE")
// appended to a normal request, and keyboard-mash gibberish.
//
// The model (model.bin, embedded) is an interpolated Kneser-Ney character
// n-gram model trained by scripts/train/perplexity on the benign prompts of
// the public datasets, with the thresholds calibrated there on held-out
// prompts. A text is read as symbols (alphabet.go); each symbol costs
// -log2 P(symbol | previous symbols) bits plus the cost of its letter case;
// windows of Model.Window symbols slide over the text and a window whose
// mean cost reaches FlagBits is hot. Hot windows merge into spans, trimmed
// to the improbable part and widened to word boundaries; each span is a
// finding whose score is 0.35 at FlagBits and 0.55 at BlockBits, linear
// between, then rising linearly to 1 at BlockBits + 2 bits.
//
// A span that starts after at least minPrefix symbols of ordinary text and
// ends within maxTail symbols of the end is category "adversarial_suffix"
// and is extended to the end of the text; any other span is "gibberish". Letters of other scripts (Chinese,
// Arabic, Cyrillic, ...), emoji, URLs, e-mail addresses, long keys or
// hashes, fenced code blocks and code-like lines of multi-line texts are
// not scored at all, so they are never called gibberish for being outside
// the model's alphabet; windows are taken over the scored symbols only.
package perplexity

import (
	_ "embed" // for the go:embed of model.bin
	"fmt"
	"sync"

	"bulwark/shared/detect"
)

// Detector name and categories.
const (
	Detector            = "perplexity"
	CategoryGibberish   = "gibberish"
	CategoryAdversarial = "adversarial_suffix"
)

const (
	// minSymbols is the fewest scored symbols a text needs: shorter texts
	// ("ok", "lol wtf") say too little.
	minSymbols = 24
	// minPrefix is the ordinary text a suffix must follow.
	minPrefix = 20
	// trimRun is the run length used to trim a span's ordinary edges:
	// long enough that one rare word does not stop the trimming.
	trimRun = 16
	// maxTail is how many symbols of ordinary-looking text may follow a
	// span that is still a suffix: optimisers often end on plain words.
	maxTail = 32
	// fullScoreBits above BlockBits is where the score reaches 1.
	fullScoreBits = 2.0
	// maxFindings bounds the findings of one text.
	maxFindings = 8
)

//go:embed model.bin
var modelData []byte

var defaultModel = sync.OnceValue(func() *Model {
	m, err := Parse(modelData)
	if err != nil {
		panic("perplexity: embedded model: " + err.Error())
	}
	return m
})

// Default returns the embedded model.
func Default() *Model { return defaultModel() }

// Scan runs the embedded model over text.
func Scan(text string) []detect.Finding { return Default().Scan(text) }

var symPool = sync.Pool{New: func() any { return new(scratch) }}

type scratch struct {
	syms    []sym
	pts     []point
	hot     []bool
	winMean []float64
}

// point is one scored symbol: its cost in table units and its byte span.
type point struct {
	cost       uint16
	start, end int32
	space      bool
}

// costs scores every symbol of text that the model reads.
func (m *Model) costs(text string, sc *scratch) []point {
	sc.syms = symbolize(text, sc.syms)
	pts := sc.pts[:0]
	n := m.order - 1
	ctx := 0 // the last n symbols as a base-alphabet number; 0 is all spaces
	mod := 1
	for range n {
		mod *= alphabet
	}
	prevCase := 0
	shape := shapeOther
	for i, s := range sc.syms {
		if s.c == skip {
			ctx, prevCase = 0, 0
			continue
		}
		cost := uint16(m.table[ctx*alphabet+int(s.c)])
		if isLetter(s.c) {
			if prevCase == 0 {
				shape = wordShape(sc.syms[i:])
			}
			switch {
			case shape == shapeCaps && prevCase == 2:
				// Case inside an acronym or a shouted word is given.
			default:
				cost += uint16(m.caseCost[prevCase][b2i(s.upper)])
			}
			if shape != shapeOther {
				cost = cost * titleNum / titleDen
			}
		}
		end := int32(len(text))
		if i+1 < len(sc.syms) {
			end = sc.syms[i+1].off
		}
		pts = append(pts, point{cost: cost, start: s.off, end: end, space: s.c == symSpace})
		prevCase = caseContext(s)
		ctx = (ctx*alphabet + int(s.c)) % mod
	}
	sc.pts = pts
	return pts
}

// Capitalised words ("Machiavelli") and all-capital words ("NASA",
// "INGREDIENTS") are mostly names and acronyms, which a character model of
// a small corpus has rarely seen; their letters cost titleNum/titleDen of
// the model's estimate, and the case of the letters after the first
// capital of an all-capital word costs nothing, so that a paragraph full of
// names is not gibberish. Optimiser suffixes keep their signal: it is in
// punctuation runs and case changes inside words ("HereisanMessage").
const (
	titleNum = 3
	titleDen = 5
)

const (
	shapeOther = iota
	shapeTitle // Capitalised, three letters or more
	shapeCaps  // ALL CAPITALS, two letters or more
)

// wordShape classifies the word whose first letter is syms[0].
func wordShape(syms []sym) int {
	n, upper := 0, 0
	for _, s := range syms {
		if !isLetter(s.c) {
			break
		}
		if s.upper {
			upper++
		}
		n++
	}
	switch {
	case n >= 2 && upper == n:
		return shapeCaps
	case n >= 3 && upper == 1 && syms[0].upper:
		return shapeTitle
	}
	return shapeOther
}

// MaxWindowBits returns the mean cost in bits per symbol of the costliest
// window of text, and false when text has too few scored symbols. The
// training script calibrates the thresholds with it.
func (m *Model) MaxWindowBits(text string) (float64, bool) {
	sc := symPool.Get().(*scratch)
	defer symPool.Put(sc)
	pts := m.costs(text, sc)
	if len(pts) < minSymbols {
		return 0, false
	}
	w := min(m.Window, len(pts))
	best := 0
	sum := 0
	for i, p := range pts {
		sum += int(p.cost)
		if i >= w {
			sum -= int(pts[i-w].cost)
		}
		if i >= w-1 {
			best = max(best, sum)
		}
	}
	return float64(best) / float64(w) / quantum, true
}

// Scan returns the improbable spans of text as findings.
func (m *Model) Scan(text string) []detect.Finding {
	sc := symPool.Get().(*scratch)
	defer symPool.Put(sc)
	pts := m.costs(text, sc)
	if len(pts) < minSymbols {
		return nil
	}
	w := min(m.Window, len(pts))
	flagSum := int(m.FlagBits * quantum * float64(w))

	// Mark the symbols of hot windows, remembering the hottest window
	// that covers each span.
	hot := resize(sc.hot, len(pts))
	winMean := resize(sc.winMean, len(pts)) // hottest window mean covering each symbol
	sc.hot, sc.winMean = hot, winMean
	sum := 0
	for i, p := range pts {
		sum += int(p.cost)
		if i >= w {
			sum -= int(pts[i-w].cost)
		}
		if i < w-1 || sum < flagSum {
			continue
		}
		mean := float64(sum) / float64(w) / quantum
		for k := i - w + 1; k <= i; k++ {
			hot[k] = true
			winMean[k] = max(winMean[k], mean)
		}
	}

	var out []detect.Finding
	for a := 0; a < len(pts) && len(out) < maxFindings; {
		if !hot[a] {
			a++
			continue
		}
		b := a
		peak := 0.0
		for b < len(pts) && hot[b] {
			peak = max(peak, winMean[b])
			b++
		}
		s, e := m.trim(pts, a, b)
		a = b
		if s >= e {
			continue
		}
		out = append(out, m.finding(text, pts, s, e, peak))
	}
	return out
}

// resize returns s with length n and every element zero, reusing its
// backing array when it is large enough.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// trim narrows the hot run [a, b) to its improbable core: a window that
// straddles ordinary text and a suffix is hot as a whole, but the
// ordinary words at its edge are not part of the attack. Edges move inward
// while the next trimRun symbols are, on average, ordinary; then they are
// widened back to whole words.
func (m *Model) trim(pts []point, a, b int) (int, int) {
	limit := int(m.FlagBits * quantum * trimRun)
	run := func(i, j int) int {
		s := 0
		for k := i; k < j; k++ {
			s += int(pts[k].cost)
		}
		return s
	}
	for a+trimRun <= b && run(a, a+trimRun) < limit {
		a++
	}
	for b-trimRun >= a && run(b-trimRun, b) < limit {
		b--
	}
	for a > 0 && !pts[a-1].space && !pts[a].space {
		a--
	}
	for b < len(pts) && b > 0 && !pts[b-1].space && !pts[b].space {
		b++
	}
	for a < b && pts[a].space {
		a++
	}
	for b > a && pts[b-1].space {
		b--
	}
	return a, b
}

func (m *Model) finding(text string, pts []point, s, e int, peak float64) detect.Finding {
	score := 0.35 + 0.2*(peak-m.FlagBits)/(m.BlockBits-m.FlagBits)
	if peak > m.BlockBits {
		score = 0.55 + 0.45*(peak-m.BlockBits)/fullScoreBits
	}
	score = min(1, max(0.35, score))
	start, end := int(pts[s].start), int(pts[e-1].end)
	cat, why := CategoryGibberish, "improbable character sequence for ordinary text"
	if s >= minPrefix && len(pts)-e <= maxTail {
		// The suffix runs to the end of the text, plain-looking tail
		// words included.
		cat, why = CategoryAdversarial, "improbable character sequence appended to an ordinary request, as optimiser-made attack suffixes are"
		end = int(pts[len(pts)-1].end)
		for end > start && isSpaceByte(text[end-1]) {
			end--
		}
	}
	return detect.Finding{
		Detector: Detector, Category: cat, Score: float64(int(score*1000+0.5)) / 1000,
		Start: start, End: end, Snippet: detect.Mask(text[start:end]),
		Explanation: fmt.Sprintf("Text contains an %s (%.1f bits per character against a threshold of %.1f).", why, peak, m.FlagBits),
	}
}
