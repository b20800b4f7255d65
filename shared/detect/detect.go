// Package detect holds the types every detector shares. Each detector lives
// in a sub-package (detect/injection, detect/pii, ...) and is pure Go,
// deterministic and offline: any model weights are embedded in the binary.
// The engine that combines them into a verdict is detect/engine.
package detect

import "unicode/utf8"

// Finding is one thing a detector found in a text.
type Finding struct {
	// Detector is the detector's name as in AppDetectors: "injection", "pii",
	// "ner", "harm", "custom_phrases", "canaries", "perplexity",
	// "embedding_anomaly", "topic_drift", "agentic_guardrails".
	Detector string
	// Category is what was found, upper-case for entity types ("EMAIL",
	// "CREDIT_CARD", "PERSON", "AWS_ACCESS_KEY") and lower-case snake case
	// for other kinds ("instruction_override", "violence", "gibberish").
	Category string
	// Score is the confidence, 0 to 1.
	Score float64
	// Start and End are byte offsets of the span in the scanned text
	// (End exclusive). Both are 0 for findings about the whole text.
	Start, End int
	// Snippet is the matched text, masked with Mask: never the clear value.
	Snippet string
	// Explanation says in one sentence why this was flagged.
	Explanation string
	// Redactable is true for findings whose span is replaced by redaction
	// (PII, secrets, custom PII rules, NER in redact mode).
	Redactable bool
}

// Mask hides most of a matched value so that findings and events never carry
// it in clear: short values become "***"; longer ones keep their first two
// and last two characters ("jo***om").
func Mask(s string) string {
	n := len(s)
	if n < 8 {
		return "***" // fewer bytes than 8, so fewer code points
	}
	if utf8.RuneCountInString(s) < 8 {
		return "***"
	}
	if s[0]|s[1]|s[n-2]|s[n-1] < utf8.RuneSelf {
		return s[:2] + "***" + s[n-2:] // ASCII ends are whole code points
	}
	// The first two and last two code points, read as []rune reads them
	// (an invalid byte is U+FFFD), in one allocation. The ends are cut
	// where they are valid UTF-8; an invalid end takes the []rune path.
	h := 0
	for range 2 {
		_, size := utf8.DecodeRuneInString(s[h:])
		h += size
	}
	t := len(s)
	for range 2 {
		_, size := utf8.DecodeLastRuneInString(s[:t])
		t -= size
	}
	head, tail := s[:h], s[t:]
	if !utf8.ValidString(head) || !utf8.ValidString(tail) {
		r := []rune(s)
		return string(r[:2]) + "***" + string(r[len(r)-2:])
	}
	return head + "***" + tail
}

// CodePointStarts returns the byte offset of every code point of s, then
// len(s): entry i is where code point i starts, so an offset counted in
// code points (as Python and the labelled datasets count them) maps to a
// byte offset, an end offset included. An invalid byte counts as one
// code point, as ranging over a string reads it.
func CodePointStarts(s string) []int {
	at := make([]int, 0, utf8.RuneCountInString(s)+1)
	for i := range s {
		at = append(at, i)
	}
	return append(at, len(s))
}
