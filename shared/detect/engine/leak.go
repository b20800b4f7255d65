package engine

import (
	"fmt"
	"hash/maphash"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// CategoryPromptLeak is the category of a system prompt leak, a finding
// of the canaries detector.
const CategoryPromptLeak = "system_prompt_leak"

// Leak check parameters. Output is compared with the system prompt in
// shingles of leakShingle consecutive words (case-folded letters and
// digits), so that reformatting, punctuation and case do not hide a copy
// while common short phrases do not count.
const (
	leakShingle = 6
	// leakMinWords: a shorter system prompt is too short to call a copy.
	leakMinWords = 8
	// leakRunWords is the verbatim run (in words) that scores 1: about two
	// sentences of the prompt.
	leakRunWords = 30
	// leakMinScore is the lowest score reported: one shingle, 6 words.
	leakMinScore = 0.2
)

var leakSeed = maphash.MakeSeed()

// word is a word's byte span and case-folded hash.
type word struct {
	start, end int
	h          uint64
}

// words splits s into runs of letters and digits.
func words(s string) []word {
	var out []word
	var h maphash.Hash
	h.SetSeed(leakSeed)
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
				h.Reset()
			}
			var buf [utf8.UTFMax]byte
			n := utf8.EncodeRune(buf[:], unicode.ToLower(r))
			h.Write(buf[:n])
			continue
		}
		if start >= 0 {
			out = append(out, word{start, i, h.Sum64()})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, word{start, len(s), h.Sum64()})
	}
	return out
}

// shingle hashes the leakShingle words from ws[i].
func shingle(ws []word, i int) uint64 {
	var h uint64 = 14695981039346656037
	for _, w := range ws[i : i+leakShingle] {
		h = (h ^ w.h) * 1099511628211
	}
	return h
}

// systemPromptLeak scores how much of the system prompt the output
// reproduces: max(2 × the share of the prompt's shingles found in the
// output, the longest verbatim run in words / leakRunWords), capped at 1.
// Copying half of the prompt, or two sentences of it word for word, scores
// 1; a single shared six-word phrase scores 0.2 (flag).
func systemPromptLeak(system, output string) (detect.Finding, bool) {
	sw := words(system)
	if len(sw) < leakMinWords {
		return detect.Finding{}, false
	}
	ow := words(output)
	if len(ow) < leakShingle {
		return detect.Finding{}, false
	}
	prompt := make(map[uint64]bool, len(sw)-leakShingle+1)
	for i := 0; i+leakShingle <= len(sw); i++ {
		prompt[shingle(sw, i)] = false
	}
	first, last := -1, -1
	run, longest := 0, 0
	for i := 0; i+leakShingle <= len(ow); i++ {
		h := shingle(ow, i)
		seen, ok := prompt[h]
		if !ok {
			run = 0
			continue
		}
		if !seen {
			prompt[h] = true
		}
		if first < 0 {
			first = i
		}
		last = i + leakShingle - 1
		if run == 0 {
			run = leakShingle
		} else {
			run++
		}
		longest = max(longest, run)
	}
	if first < 0 {
		return detect.Finding{}, false
	}
	matched := 0
	for _, seen := range prompt {
		if seen {
			matched++
		}
	}
	share := float64(matched) / float64(len(prompt))
	score := min(1, max(2*share, float64(longest)/leakRunWords))
	if score < leakMinScore {
		return detect.Finding{}, false
	}
	start, end := ow[first].start, ow[last].end
	return detect.Finding{
		Detector: Canaries, Category: CategoryPromptLeak, Score: score,
		Start: start, End: end, Snippet: detect.Mask(output[start:end]),
		Explanation: fmt.Sprintf("the output reproduces %.0f%% of the system prompt (longest verbatim run: %d words)", 100*share, longest),
	}, true
}
