package ner

import "math"

// The model is a linear-chain conditional random field: a token's tag
// scores come from its features (the emission scores), and a learned score
// for every pair of consecutive tags (the chain) makes the tags of a
// sequence agree with each other.

// chain holds the sequence-level scores: start[t] for a sequence that opens
// with tag t, trans[s][t] for tag t following tag s.
type chain struct {
	start [numTags]float64
	trans [numTags][numTags]float64

	// Derived by derive: transT is trans transposed (transT[t][s]), so
	// that the scores of every predecessor of t are contiguous; the exp*
	// tables serve forward-backward.
	transT    [numTags][numTags]float64
	expStart  [numTags]float64
	expTransT [numTags][numTags]float64
}

// derive computes the derived tables. It runs whenever the scores change.
func (c *chain) derive() {
	for t := range numTags {
		c.expStart[t] = math.Exp(c.start[t])
		for s := range numTags {
			c.transT[t][s] = c.trans[s][t]
			c.expTransT[t][s] = math.Exp(c.trans[s][t])
		}
	}
}

// viterbi writes into tags (one entry per token) the best-scoring tag
// sequence for emission scores laid out token by token, numTags each.
// back must have room for len(scores) entries.
func (c *chain) viterbi(scores []float64, tags []uint8, back []uint8) {
	n := len(tags)
	if n == 0 {
		return
	}
	var prev, cur [numTags]float64
	for t := range numTags {
		prev[t] = c.start[t] + scores[t]
	}
	for i := 1; i < n; i++ {
		s := row(scores, i)
		b := (*[numTags]uint8)(back[i*numTags:])
		for t := range numTags {
			from := &c.transT[t]
			best, arg := prev[0]+from[0], 0
			for p, pv := range prev {
				if v := pv + from[p]; v > best {
					best, arg = v, p
				}
			}
			cur[t], b[t] = best+s[t], uint8(arg)
		}
		prev = cur
	}
	last := 0
	for t := 1; t < numTags; t++ {
		if prev[t] > prev[last] {
			last = t
		}
	}
	for i := n - 1; i >= 0; i-- {
		tags[i] = uint8(last)
		if i > 0 {
			last = int(back[i*numTags+last])
		}
	}
}

// marginals runs the forward-backward algorithm over n tokens. On entry
// marg (n×numTags) holds every token's exponentiated emission scores, each
// token's scaled by any positive factor (callers divide by the largest);
// on return it holds the probability of every tag of every token. alpha,
// beta (n×numTags) and norm (n) are scratch space. If pair is not nil, the
// expected count of every transition is added to it. It works in
// probability space with every position rescaled to sum to 1 (Rabiner's
// scaling), which is exact and several times faster than working with
// logarithms.
func (c *chain) marginals(marg, alpha, beta, norm []float64, pair *[numTags][numTags]float64) {
	n := len(marg) / numTags
	if n == 0 {
		return
	}
	// Forward: alpha[i] ∝ P(tag_i, tokens ≤ i), scaled to sum to 1 by norm[i].
	a, e := row(alpha, 0), row(marg, 0)
	for t := range numTags {
		a[t] = c.expStart[t] * e[t]
	}
	norm[0] = unitSum(a)
	for i := 1; i < n; i++ {
		a, pa, e := row(alpha, i), row(alpha, i-1), row(marg, i)
		for t := range numTags {
			var v float64
			for p, from := range &c.expTransT[t] {
				v += pa[p] * from
			}
			a[t] = v * e[t]
		}
		norm[i] = unitSum(a)
	}
	// Backward, with the same scaling so that alpha×beta is the marginal.
	for t := range numTags {
		row(beta, n-1)[t] = 1
	}
	for i := n - 2; i >= 0; i-- {
		b, nb, e := row(beta, i), row(beta, i+1), row(marg, i+1)
		var next [numTags]float64
		inv := 1 / norm[i+1]
		for t := range numTags {
			next[t] = e[t] * nb[t] * inv
		}
		clear(b[:])
		for t, nt := range next {
			for p, from := range &c.expTransT[t] {
				b[p] += from * nt
			}
		}
	}
	if pair != nil {
		for i := 1; i < n; i++ {
			pa, e, b := row(alpha, i-1), row(marg, i), row(beta, i)
			for t := range numTags {
				w := e[t] * b[t] / norm[i]
				for p, from := range &c.expTransT[t] {
					pair[p][t] += pa[p] * from * w
				}
			}
		}
	}
	for k := range marg[:n*numTags] {
		marg[k] = alpha[k] * beta[k]
	}
}

// row returns the numTags values of token i in a token-by-token table.
func row(x []float64, i int) *[numTags]float64 {
	return (*[numTags]float64)(x[i*numTags:])
}

// unitSum scales x to sum to 1 and returns the sum it had.
func unitSum(x *[numTags]float64) float64 {
	var sum float64
	for _, v := range x {
		sum += v
	}
	inv := 1 / sum
	for t := range x {
		x[t] *= inv
	}
	return sum
}

// expScores writes into marg the exponentiated emission scores of
// scores (n×numTags), each token's divided by its largest, as marginals
// wants them.
func expScores(scores, marg []float64) {
	for i := range len(scores) / numTags {
		s, e := row(scores, i), row(marg, i)
		m := s[0]
		for _, v := range s[1:] {
			m = max(m, v)
		}
		for t, v := range s {
			e[t] = math.Exp(v - m)
		}
	}
}

// WithLabelBias returns a copy of the recognizer whose tag scores favour
// the given labels: bias[label] is added to the score of every token
// tagged with that label. Since each token takes exactly one tag, this is
// folded into the chain's start and transition scores and costs nothing
// at recognition time. A positive bias trades precision for recall; the
// default model's biases are set by TrainConfig.LabelBias.
func (r *Recognizer) WithLabelBias(bias map[string]float64) *Recognizer {
	ch := r.chain
	ch.addLabelBias(bias)
	return newRecognizer(r.featurizer, ch, r.scale, unpack(r.packed), unpack(r.dense))
}

// addLabelBias adds bias[label] to the start score of the label's tag and
// to every transition into it.
func (c *chain) addLabelBias(bias map[string]float64) {
	for label, b := range bias {
		i := labelIndex(label)
		if i < 0 {
			continue
		}
		t := i + 1
		c.start[t] += b
		for p := range numTags {
			c.trans[p][t] += b
		}
	}
	c.derive()
}
