package embedding

import (
	"fmt"

	"bulwark/shared/detect"
)

// Detector names and categories.
const (
	DetectorAnomaly    = "embedding_anomaly"
	DetectorTopicDrift = "topic_drift"
	CategoryAnomaly    = "embedding_anomaly"
	CategoryTopicDrift = "topic_drift"
)

// MinReportScore is the lowest score reported as a finding; lower scores
// are noise that would only fill the event log.
const MinReportScore = 0.1

// Topic drift calibration: cosine similarities at or above driftSame are
// the same topic (drift 0), at or below driftOther unrelated (drift 1),
// linear in between. Short unrelated questions sit near 0; follow-ups that
// share the subject's words sit at 0.25-0.5; two unrelated long prompts
// share some vocabulary and sit around 0.1 (median of random pairs of
// benign prompts: 0.12). Follow-ups that share no word with the opening
// ("weather in Paris" then "will it rain on Saturday?") cannot be told
// apart from a change of subject by a hashing embedding and score up to
// about 0.4: set the threshold for topic_drift with that in mind.
const (
	driftSame  = 0.25
	driftOther = 0.02
	// driftFullWords is how many content words each side needs for a full
	// score: "ok", "thanks!" or "and then?" say too little to call a drift,
	// so a side with fewer words scales the drift down proportionally.
	driftFullWords = 4
)

// TopicDrift returns how far latest (a conversation's latest user turn) has
// moved from first (its opening user turn), 0 (same topic) to 1 (unrelated).
// It is 0 when either text has no content words.
func TopicDrift(first, latest string) float64 {
	var a, b Vector
	na, nb := embedInto(&a, first), embedInto(&b, latest)
	if na == 0 || nb == 0 {
		return 0
	}
	sim := Cosine(&a, &b)
	drift := (driftSame - sim) / (driftSame - driftOther)
	drift = min(1, max(0, drift))
	conf := min(1, float64(min(na, nb))/driftFullWords)
	return drift * conf
}

// ScanTopicDrift returns a whole-text topic_drift finding when
// TopicDrift(first, latest) reaches MinReportScore.
func ScanTopicDrift(first, latest string) []detect.Finding {
	s := TopicDrift(first, latest)
	if s < MinReportScore {
		return nil
	}
	return []detect.Finding{{
		Detector: DetectorTopicDrift, Category: CategoryTopicDrift, Score: round(s),
		Snippet:     detect.Mask(latest),
		Explanation: fmt.Sprintf("The latest user turn has drifted from the conversation's opening topic (drift %.2f).", s),
	}}
}

// ScanAnomaly returns a whole-text embedding_anomaly finding when the
// profile is ready (MinSamples) and Anomaly reaches MinReportScore. v is
// Embed(text); text only feeds the masked snippet.
func ScanAnomaly(p *Profile, text string, v Vector) []detect.Finding {
	s, ok := Anomaly(p, v)
	if !ok || s < MinReportScore {
		return nil
	}
	return []detect.Finding{{
		Detector: DetectorAnomaly, Category: CategoryAnomaly, Score: round(s),
		Snippet:     detect.Mask(text),
		Explanation: fmt.Sprintf("The text is unlike the app's recent traffic (anomaly %.2f over %d samples).", s, p.Count),
	}}
}

func round(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }
