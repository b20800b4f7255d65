package embedding

import (
	"encoding/binary"
	"fmt"
	"math"

	"bulwark/shared/errs"
)

// MinSamples is how many texts a Profile must have seen before Anomaly
// scores against it: with fewer, the centroid and the spread of
// similarities are too noisy to call anything unusual.
const MinSamples = 20

// Window is the effective memory of a Profile. The first Window texts are
// averaged with equal weight; after that each new text has weight 1/Window,
// an exponential moving average whose half-life is about 0.69·Window
// texts, so the profile follows an app whose traffic changes slowly.
const Window = 500

// minSpread floors the standard deviation of similarities, so that an app
// whose traffic is nearly identical (a single template) does not call
// every small variation an anomaly.
const minSpread = 0.02

// minBase is the lowest usable mean-minus-spread similarity; see Anomaly.
const minBase = 0.02

// Profile summarises an app's recent traffic: the moving centroid of its
// embeddings and the moving mean and variance of each new text's cosine
// similarity to that centroid. The zero value is an empty profile. A
// Profile is a plain value: copy it freely, and serialise it for storage
// with MarshalBinary. It is not safe for concurrent mutation; the engine
// updates an app's profile under its own lock or with a versioned write.
type Profile struct {
	Centroid Vector
	Count    uint64
	SimMean  float64
	SimVar   float64
}

// Observe adds one text's embedding to the profile. The similarity
// statistics are updated with the similarity to the centroid as it was
// before this text, the quantity Anomaly later compares against.
func (p *Profile) Observe(v Vector) {
	if isZero(&v) {
		return
	}
	p.Count++
	a := 1 / float64(min(p.Count, Window))
	if p.Count > 1 {
		sim := Cosine(&v, &p.Centroid)
		sa := 1 / float64(min(p.Count-1, Window))
		d := sim - p.SimMean
		p.SimMean += sa * d
		p.SimVar = (1 - sa) * (p.SimVar + sa*d*d)
	}
	for k := range p.Centroid {
		p.Centroid[k] += float32(a * (float64(v[k]) - float64(p.Centroid[k])))
	}
}

// Merge folds another profile into p, as if p had also seen o's texts
// (each side weighted by its count, capped at Window). It lets the engine
// combine profiles kept by several instances.
func (p *Profile) Merge(o Profile) {
	if o.Count == 0 {
		return
	}
	if p.Count == 0 {
		*p = o
		return
	}
	w1, w2 := float64(min(p.Count, Window)), float64(min(o.Count, Window))
	n := w1 + w2
	for k := range p.Centroid {
		p.Centroid[k] = float32((w1*float64(p.Centroid[k]) + w2*float64(o.Centroid[k])) / n)
	}
	mean := (w1*p.SimMean + w2*o.SimMean) / n
	p.SimVar = (w1*(p.SimVar+sq(p.SimMean-mean)) + w2*(o.SimVar+sq(o.SimMean-mean))) / n
	p.SimMean = mean
	p.Count += o.Count
}

func sq(x float64) float64 { return x * x }

// Anomaly scores how unusual v is for the profile's traffic, 0 to 1, from
// its cosine similarity s to the centroid, compared with the mean m and
// standard deviation d of the similarities of recent texts:
//
//	score = (m - d - s) / (m - d), clamped to [0, 1]
//
// A text within one standard deviation below the usual similarity (or
// above it) scores 0; one that shares nothing with the traffic (s ≤ 0)
// scores 1; linear in between. ok is false until the profile has seen
// MinSamples texts, for a text with no words, and when m - d < minBase:
// traffic so varied that no centroid describes it has no anomalies.
func Anomaly(p *Profile, v Vector) (score float64, ok bool) {
	if p == nil || p.Count < MinSamples || isZero(&v) {
		return 0, false
	}
	base := p.SimMean - max(math.Sqrt(p.SimVar), minSpread)
	if base < minBase {
		return 0, false
	}
	sim := Cosine(&v, &p.Centroid)
	return min(1, max(0, (base-sim)/base)), true
}

// profileSize is the length of MarshalBinary's output.
const profileSize = 1 + 8 + 8 + 8 + 4*Dim

const profileVersion = 1

// MarshalBinary encodes the profile as a version byte, then count, mean
// and variance, then the centroid, all little-endian (4,121 bytes).
func (p *Profile) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, profileSize)
	b = append(b, profileVersion)
	b = binary.LittleEndian.AppendUint64(b, p.Count)
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(p.SimMean))
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(p.SimVar))
	for _, x := range p.Centroid {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	return b, nil
}

// UnmarshalBinary decodes MarshalBinary's output. Data of another length
// or version, or holding non-finite numbers, is an errs.ErrInvalid error
// and leaves p unchanged.
func (p *Profile) UnmarshalBinary(b []byte) error {
	if len(b) != profileSize || b[0] != profileVersion {
		return errs.New(errs.ErrInvalid, "INVALID_PROFILE",
			fmt.Sprintf("embedding profile: want %d bytes of version %d, got %d bytes", profileSize, profileVersion, len(b)))
	}
	var q Profile
	q.Count = binary.LittleEndian.Uint64(b[1:])
	q.SimMean = math.Float64frombits(binary.LittleEndian.Uint64(b[9:]))
	q.SimVar = math.Float64frombits(binary.LittleEndian.Uint64(b[17:]))
	ok := finite(q.SimMean) && finite(q.SimVar) && q.SimVar >= 0
	for k := range q.Centroid {
		q.Centroid[k] = math.Float32frombits(binary.LittleEndian.Uint32(b[25+4*k:]))
		ok = ok && finite(float64(q.Centroid[k]))
	}
	if !ok {
		return errs.New(errs.ErrInvalid, "INVALID_PROFILE", "embedding profile holds non-finite numbers")
	}
	*p = q
	return nil
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

func isZero(v *Vector) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}
