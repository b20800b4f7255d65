package normalize

import (
	"unicode"
	"unicode/utf8"
)

// minSpacedLetters is how many single letters in a row make a spaced-out
// run: "a b c" in a list stays, "i g n o r e" is joined.
const minSpacedLetters = 4

// isSpacer reports the characters attackers put between letters
// ("i g n o r e", "i.g.n.o.r.e", "i-g-n-o-r-e").
func isSpacer(r rune) bool {
	switch r {
	case ' ', '.', '-', '_', '*', '|', '+', '~', '/', ',', '\'', '·':
		return true
	}
	return false
}

func decodeAt(t []byte, i int) (rune, int) {
	if i >= len(t) {
		return utf8.RuneError, 0
	}
	if c := t[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRune(t[i:])
}

var alnumBytes = newByteSet("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

func asciiAlnum(c byte) bool { return alnumBytes[c] }

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// spacedRun parses single letters separated by spacers from offset i, which
// holds a letter not preceded by a letter or digit. It returns the offset
// after the last letter of the run and the number of letters.
func spacedRun(t []byte, i int) (end, letters int) {
	p := i
	for {
		r, n := decodeAt(t, p)
		if !unicode.IsLetter(r) {
			return
		}
		q := p + n
		if next, _ := decodeAt(t, q); q < len(t) && (isAlnum(next) || unicode.Is(unicode.Mn, next)) {
			return // a real word, not a single letter
		}
		letters++
		end = q
		k, seps := q, 0
		for k < len(t) && seps <= 3 {
			r, n := decodeAt(t, k)
			if !isSpacer(r) {
				break
			}
			k += n
			seps++
		}
		if seps == 0 || seps > 3 || k >= len(t) {
			return
		}
		p = k
	}
}

// joinSpaced writes t to j with runs of at least minSpacedLetters spaced-out
// letters joined into words, and reports whether it joined any. Within a
// run, a gap of two or more spacers, or a spacer unlike the run's first one,
// separates words ("i g n o r e  a l l", "i.g.n.o.r.e a.l.l").
func joinSpaced(t []byte, j *builder) bool {
	joined := false
	copied := 0 // t[:copied] is already written to j
	prevAlnum := false
	for i := 0; i < len(t); {
		if c := t[i]; c < utf8.RuneSelf {
			// ASCII fast path: a letter followed by an ASCII letter or
			// digit starts a word, never a spaced run.
			alnum := asciiAlnum(c)
			if !alnum || prevAlnum || i+1 < len(t) && asciiAlnum(t[i+1]) || '0' <= c && c <= '9' {
				prevAlnum = alnum
				i++
				continue
			}
		}
		r, n := decodeAt(t, i)
		if unicode.IsLetter(r) && !prevAlnum {
			if end, letters := spacedRun(t, i); letters >= minSpacedLetters {
				copyOut(j, t, copied, i)
				emitJoined(j, t, i, end)
				copied, i, joined = end, end, true
				prevAlnum = true
				continue
			}
		}
		prevAlnum = isAlnum(r) || unicode.Is(unicode.Mn, r)
		i += n
	}
	if !joined {
		return false
	}
	copyOut(j, t, copied, len(t))
	return true
}

func copyOut(j *builder, t []byte, from, to int) {
	if from < to {
		j.anchorAt(from)
		j.out = append(j.out, t[from:to]...)
	}
}

// emitJoined writes the letters of the spaced run t[i:end], one space
// standing for each word gap.
func emitJoined(j *builder, t []byte, i, end int) {
	var first rune // the run's spacer
	for p := i; p < end; {
		r, n := decodeAt(t, p)
		if !isSpacer(r) {
			j.anchorAt(p)
			j.out = append(j.out, t[p:p+n]...)
			p += n
			continue
		}
		gapStart, seps, same := p, 0, true
		for p < end {
			r, n := decodeAt(t, p)
			if !isSpacer(r) {
				break
			}
			if first == 0 {
				first = r
			}
			same = same && r == first
			seps++
			p += n
		}
		if seps >= 2 || !same {
			j.emitByte(' ', gapStart)
		}
	}
}
