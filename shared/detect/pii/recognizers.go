package pii

import "strings"

// The recognizers avoid running regexes over the whole text: one pass
// finds numeric runs (digits with the separators numbers are written with),
// another alphanumeric tokens, and only those short pieces go through the
// per-category patterns and validators. A regex over 4 KB costs tens of
// microseconds; the byte passes cost a few.

// scanPII runs every built-in PII recognizer whose cheap prefilter passes.
func (b *builtins) scanPII(st *scanState) {
	text := st.text
	if strings.IndexByte(text, '@') >= 0 {
		scanEmails(st)
		scanURLCredentials(st)
	}
	dob := b.triggers(st, triggerDOB)
	st.dobWanted = len(dob) > 0
	st.dates = st.dates[:0]
	kinds := kindsOf(text)
	if kinds&kindDigit != 0 {
		scanNumericRuns(st) // every numeric recognizer needs four digits or more
	}
	scanTokensOf(st, kinds)
	if strings.IndexByte(text, ':') >= 0 {
		scanIPv6(st)
	}
	if strings.Contains(text, "<<") {
		scanMRZ(st)
	}
	for _, h := range dob {
		scanDOB(st, h, b.kw.words[h.id])
	}
	for _, h := range b.triggers(st, triggerPassport) {
		scanPassportNumber(st, h)
	}
}

// validEmail reports whether s is local@domain.tld with a local part of
// [A-Za-z0-9._%+-], domain labels of letters, digits and inner hyphens,
// and a top-level domain of 2 to 63 letters: the language of the regular
// expression emailPattern (kept in the tests, which hold the two equal),
// checked in one pass without a regexp.
func validEmail(s string) bool {
	at := strings.IndexByte(s, '@')
	if at <= 0 {
		return false
	}
	for i := 0; i < at; i++ {
		if !isLocalChar(s[i]) {
			return false
		}
	}
	labels, start := 0, at+1
	for i := start; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			if !isAlnum(s[i]) && s[i] != '-' {
				return false
			}
			continue
		}
		// s[start:i] is a label.
		if i == start || s[start] == '-' || s[i-1] == '-' {
			return false
		}
		labels++
		if i == len(s) {
			tld := s[start:]
			return labels >= 2 && len(tld) >= 2 && len(tld) <= 63 && allOf(tld, isAlpha)
		}
		start = i + 1
	}
	return false
}

func isLocalChar(c byte) bool  { return isAlnum(c) || strings.IndexByte("._%+-", c) >= 0 }
func isDomainChar(c byte) bool { return isAlnum(c) || c == '.' || c == '-' }

// scanEmails grows each '@' into the longest local part and domain around
// it and validates the result.
func scanEmails(st *scanState) {
	text := st.text
	for off := 0; off < len(text); {
		i := strings.IndexByte(text[off:], '@')
		if i < 0 {
			return
		}
		at := off + i
		off = at + 1
		s := at
		for s > 0 && isLocalChar(text[s-1]) {
			s--
		}
		for s < at && text[s] == '.' {
			s++
		}
		e := at + 1
		for e < len(text) && isDomainChar(text[e]) {
			e++
		}
		for e > at+1 && (text[e-1] == '.' || text[e-1] == '-') {
			e--
		}
		if s == at || e <= at+1 || strings.Contains(text[s:at], "..") || !validEmail(text[s:e]) {
			continue
		}
		st.add(candidate{start: s, end: e, category: Email, score: 0.9,
			why: "E-mail address (valid local part and domain)."})
	}
}

// scanURLCredentials finds scheme://user:password@host.
func scanURLCredentials(st *scanState) {
	text := st.text
	for off := 0; off < len(text); {
		i := strings.Index(text[off:], "://")
		if i < 0 {
			return
		}
		p := off + i
		off = p + 3
		s := p
		for s > 0 && (isAlnum(text[s-1]) || text[s-1] == '+' || text[s-1] == '.' || text[s-1] == '-') {
			s--
		}
		if p-s < 2 || !isAlpha(text[s]) {
			continue
		}
		u := p + 3
		e := u
		for e < len(text) && strings.IndexByte(" \t\r\n/?#@\"'<>", text[e]) < 0 {
			e++
		}
		if e >= len(text) || text[e] != '@' {
			continue
		}
		colon := strings.IndexByte(text[u:e], ':')
		if colon < 0 {
			continue
		}
		pass := text[u+colon+1 : e]
		if pass == "" || strings.IndexByte("$<{%*", pass[0]) >= 0 {
			continue
		}
		h := e + 1
		for h < len(text) && (isAlnum(text[h]) || strings.IndexByte(".-:[]_", text[h]) >= 0) {
			h++
		}
		for h > e+1 && (text[h-1] == '.' || text[h-1] == ':') {
			h--
		}
		if h == e+1 {
			continue
		}
		st.add(candidate{start: s, end: h, category: URLCredentials, score: 0.95,
			why: "URL with an embedded user:password.", noContext: true})
		off = h
	}
}
