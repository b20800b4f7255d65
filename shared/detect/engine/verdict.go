package engine

import (
	"fmt"
	"maps"
	"slices"

	"bulwark/shared/detect/phrases"
	"bulwark/shared/runtime/appconfig"
)

// Risky reports whether a detector's score can block: every detector but
// pii and ner, whose findings are personal data to redact or record, not
// attacks.
func Risky(detector string) bool { return detector != PII && detector != NER }

// decide applies the verdict rules of Engine.Scan and explains a block.
func decide(found []raw, scores map[string]float64, block, redact float64, direction string) (string, string) {
	if direction == appconfig.DirectionOutput {
		for _, f := range found {
			if f.Detector == Canaries && f.Category == phrases.CategoryCanary {
				return appconfig.VerdictBlock, "canaries: a canary phrase planted in the system prompt appeared in the output"
			}
		}
	}
	// The strongest risk detector at or above the threshold explains the
	// block; ties go to the detector name, so the reason is deterministic.
	names := slices.Sorted(maps.Keys(scores))
	top := ""
	for _, d := range names {
		if Risky(d) && scores[d] >= block && (top == "" || scores[d] > scores[top]) {
			top = d
		}
	}
	if top != "" {
		cat := ""
		best := -1.0
		for _, f := range found {
			if f.Detector == top && f.Score > best {
				cat, best = f.Category, f.Score
			}
		}
		reason := fmt.Sprintf("%s scored %.2f, at or above the block threshold %.2f", top, scores[top], block)
		if cat != "" {
			reason = fmt.Sprintf("%s (%s) scored %.2f, at or above the block threshold %.2f", top, cat, scores[top], block)
		}
		return appconfig.VerdictBlock, reason
	}
	for _, f := range found {
		if f.Redactable && f.Score >= redact {
			return appconfig.VerdictRedact, ""
		}
	}
	for _, f := range found {
		if !f.quiet {
			return appconfig.VerdictFlag, ""
		}
	}
	return appconfig.VerdictAllow, ""
}
