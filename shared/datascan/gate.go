package datascan

// The gate decides whether the injection and harm detectors read a cell.
// Both detectors read sentences and cost 10-20 µs per 100 bytes, ten times
// the PII scanner, so running them on the names, codes, e-mail addresses,
// cities and phone numbers that fill most columns of a table would cost
// most of a scan and find nothing: harm never flags a single word, and an
// instruction aimed at a model needs a few. A cell goes through injection
// when it has at least three whitespace-separated tokens with letters, and
// through harm with at least two; any cell with a sign of hidden text (a
// non-ASCII byte, markup or template brackets, a digit between letters,
// URL-encoding, a run of 20 base64 or hex characters, spaced-out letters)
// goes through both. Options.Exhaustive turns the gate off.

// Minimum tokens with letters for each detector.
const (
	injectionMinWords = 3
	harmMinWords      = 2
)

// gateResult says which of the sentence detectors a cell needs.
type gateResult struct{ injection, harm bool }

// Gate reports whether the injection and the harm detector read a cell of
// text when the gate is on.
func Gate(text string) (injection, harm bool) {
	g := gate(text)
	return g.injection, g.harm
}

func isLetter(c byte) bool { c |= 0x20; return c >= 'a' && c <= 'z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }
func isSpace(c byte) bool  { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// gate counts the tokens of text that contain letters, stopping as soon as
// both detectors are needed.
func gate(text string) gateResult {
	words, singles := 0, 0
	for i := 0; i < len(text); {
		if isSpace(text[i]) {
			i++
			continue
		}
		// A token runs to the next space.
		j, letters, digits, b64 := i, 0, false, true
		for ; j < len(text) && !isSpace(text[j]); j++ {
			switch c := text[j]; {
			case c >= 0x80, c == '<', c == '[', c == '{', c == '|', c == '`', c == '\\':
				return gateResult{true, true}
			case c == '%' && j+2 < len(text) && isHex(text[j+1]) && isHex(text[j+2]):
				return gateResult{true, true}
			case isLetter(c):
				letters++
			case isDigit(c):
				digits = true
			case c != '+' && c != '/' && c != '=' && c != '_' && c != '-':
				b64 = false
			}
		}
		switch {
		case j-i >= 20 && b64, letters > 1 && digits && mixedWord(text[i:j]):
			return gateResult{true, true}
		case letters == 1 && j-i == 1:
			if singles++; singles >= 3 {
				return gateResult{true, true}
			}
		default:
			singles = 0
		}
		if letters > 0 {
			words++
		}
		if words >= injectionMinWords {
			return gateResult{true, true}
		}
		i = j
	}
	return gateResult{injection: words >= injectionMinWords, harm: words >= harmMinWords}
}

// mixedWord reports a digit between two letters ("1gn0re", "h4ck",
// "aGVsbG8x"), the mark of leetspeak and encodings, as opposed to "v2",
// "3rd" or "10kg".
func mixedWord(tok string) bool {
	for i := 1; i+1 < len(tok); i++ {
		if isDigit(tok[i]) && isLetter(tok[i-1]) {
			j := i
			for j < len(tok) && isDigit(tok[j]) {
				j++
			}
			if j < len(tok) && isLetter(tok[j]) {
				return true
			}
		}
	}
	return false
}
