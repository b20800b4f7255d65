package ner

import (
	"unicode"
	"unicode/utf8"
)

// token is one word, number or punctuation mark of the scanned text.
type token struct {
	start, end int  // byte offsets in the text, end exclusive
	nlBefore   bool // a line break separates it from the previous token
}

// isWordRune reports whether r belongs inside a word or number.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// isJoiner reports whether r may join two word parts into one token, as in
// "O'Brien", "Jean-Luc", "U.S", "3.14" or "201-82-2178".
func isJoiner(r rune) bool {
	return r == '\'' || r == '-' || r == '.' || r == '\u2019'
}

// appendTokens tokenizes text from byte offset pos and appends tokens to dst
// until it holds limit tokens or the text ends. It returns the extended slice
// and the offset where tokenization should resume. Words are runs of
// letters, digits and marks (with inner apostrophes, hyphens and dots);
// every other non-space rune is a token of its own; invalid UTF-8 bytes are
// skipped like spaces, so offsets always fall on the text's own bytes.
func appendTokens(dst []token, text string, pos, limit int) ([]token, int) {
	nl := false
	for pos < len(text) && len(dst) < limit {
		r, size := utf8.DecodeRuneInString(text[pos:])
		switch {
		case r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
			nl = true
			pos += size
		case r == utf8.RuneError && size == 1, unicode.IsSpace(r), unicode.IsControl(r):
			pos += size
		case isWordRune(r):
			start := pos
			pos += size
			for pos < len(text) {
				r, size = utf8.DecodeRuneInString(text[pos:])
				if isWordRune(r) {
					pos += size
					continue
				}
				if isJoiner(r) && pos+size < len(text) && !possessive(text[pos+size:], r) {
					if next, _ := utf8.DecodeRuneInString(text[pos+size:]); isWordRune(next) {
						pos += size
						continue
					}
				}
				break
			}
			dst = append(dst, token{start: start, end: pos, nlBefore: nl})
			nl = false
		default:
			dst = append(dst, token{start: pos, end: pos + size, nlBefore: nl})
			nl = false
			pos += size
		}
	}
	return dst, pos
}

// possessive reports whether rest, the text after joiner j, is the "s" of
// a possessive ("Mitchell's"): the name then ends before the apostrophe.
func possessive(rest string, j rune) bool {
	if j != '\'' && j != '\u2019' || rest == "" || rest[0] != 's' && rest[0] != 'S' {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest[1:])
	return len(rest) == 1 || !isWordRune(next)
}

// chunkTokens bounds the tokens processed at once, so that memory stays
// small and constant however long the text is.
const chunkTokens = 512

// forChunks tokenizes text and calls fn with consecutive chunks of at most
// chunkTokens tokens, cut at a sentence or line boundary when there is one
// in the second half of a full chunk. buf is reused and returned.
func forChunks(text string, buf []token, fn func([]token)) []token {
	toks, pos := buf[:0], 0
	for {
		toks, pos = appendTokens(toks, text, pos, chunkTokens)
		if len(toks) == 0 {
			return toks
		}
		cut := len(toks)
		if pos < len(text) {
			cut = sentenceCut(text, toks)
		}
		fn(toks[:cut])
		toks = append(toks[:0], toks[cut:]...)
	}
}

// sentenceCut returns the index of the last token in the second half of
// toks that starts a sentence or a line, or len(toks) if none does.
func sentenceCut(text string, toks []token) int {
	for i := len(toks) - 1; i > len(toks)/2; i-- {
		prev := text[toks[i-1].start:toks[i-1].end]
		if toks[i].nlBefore || prev == "." || prev == "!" || prev == "?" {
			return i
		}
	}
	return len(toks)
}
