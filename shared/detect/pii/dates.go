package pii

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Dates of birth: a date counts only near a trigger word ("born", "DOB",
// "date of birth", ...).

// monthNames matches English month names and abbreviations, lower-case.
const monthNames = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`

// monthDateRe matches "12 March 1990", "12th of march, 1990" and "March
// 12, 1990" in lower-cased text (cheaper than (?i)). It only runs on a few
// bytes around a month name near a date-of-birth trigger.
var monthDateRe = regexp.MustCompile(`\b(?:(\d{1,2})(?:st|nd|rd|th)?\s{1,3}(?:of\s{1,3})?(` + monthNames +
	`)\.?,?\s{1,3}(\d{4})|(` + monthNames + `)\.?\s{1,3}(\d{1,2})(?:st|nd|rd|th)?,?\s{1,3}(\d{4}))\b`)

// dobBefore and dobAfter bound how far from a trigger word ("born", "DOB",
// ...) a date is taken to be a date of birth.
const (
	dobBefore = 48
	dobAfter  = 96
)

// scanDOB reports the valid dates near one date-of-birth trigger: numeric
// ones found by the numeric pass, and dates with a month name.
func scanDOB(st *scanState, h keywordHit, word string) {
	text := st.text
	t := int(h.end) - len(word)
	ws, we := max(0, t-dobBefore), min(len(text), int(h.end)+dobAfter)
	why := `Date of birth (date near "` + word + `").`
	for _, d := range st.dates {
		if d.start >= ws && d.end <= we {
			st.add(candidate{start: d.start, end: d.end, category: DateOfBirth, score: 0.7, why: why, noContext: true})
		}
	}
	lower := st.lowered()
	for i := ws; i < we; i++ {
		if !isAlpha(text[i]) || i > 0 && isAlpha(text[i-1]) || monthIndex(string(lower[i:min(we, i+3)])) == 0 {
			continue
		}
		lo, hi := max(ws, i-16), min(we, i+28)
		m := monthDateRe.FindSubmatchIndex(lower[lo:hi])
		if m == nil {
			continue
		}
		g := func(k int) string {
			if m[2*k] < 0 {
				return ""
			}
			return text[lo+m[2*k] : lo+m[2*k+1]]
		}
		var ok bool
		if g(1) != "" {
			ok = validDate(atoi(g(3)), monthIndex(g(2)), atoi(g(1)))
		} else {
			ok = validDate(atoi(g(6)), monthIndex(g(4)), atoi(g(5)))
		}
		if ok {
			st.add(candidate{start: lo + m[0], end: lo + m[1], category: DateOfBirth, score: 0.7, why: why, noContext: true})
		}
		i = lo + m[1]
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// fullYear reads a 2- or 4-digit year; two digits mean 1900-1999 above the
// current two-digit year and 2000 onwards otherwise.
func fullYear(s string) int {
	y := atoi(s)
	if len(s) == 2 {
		if y > time.Now().Year()%100 {
			return 1900 + y
		}
		return 2000 + y
	}
	return y
}

// validDate reports whether y-m-d is a real calendar date in 1900-2100.
func validDate(y, m, d int) bool {
	if y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 {
		return false
	}
	return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).Day() == d
}

// monthIndex maps a month name or abbreviation to 1-12.
func monthIndex(name string) int {
	l := strings.ToLower(name)
	if len(l) < 3 {
		return 0
	}
	for i, p := range []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"} {
		if strings.HasPrefix(l, p) {
			return i + 1
		}
	}
	return 0
}
