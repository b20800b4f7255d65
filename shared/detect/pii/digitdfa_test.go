package pii

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"sync"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// TestDigitDFAMatchesRegexp compares the automaton with Go's regexp, as a
// whole match and as a prefix match, on patterns of the shapes the phone
// metadata uses and on random digit strings; TestPhoneAutomataMatchRegexps does the same on the metadata's own
// patterns and numbers.
func TestDigitDFAMatchesRegexp(t *testing.T) {
	patterns := []string{`\d{7}`, `[2-9]\d{6,9}`, `1(?:2[0-4]|3[5-9])\d{4}`, `(?:0|9)?\d{3}`, `(?:)`, `0?`,
		`(?:2(?:0[1-35-9]|1[02-9])|3(?:0[1-57-9]|1[02-9]))[2-9]\d{6}`, `\d{2,4}(?:5\d|6)?`, `a?\d`, `[0-2]*7+`,
		`(?:1|12|123)(?:4|34|234)`, `9\d{0,3}|8`, `x`}
	r := rand.New(rand.NewPCG(21, 22))
	for _, p := range patterns {
		pattern := "^(?:" + p + ")$"
		re, prefixRe := regexp.MustCompile(pattern), regexp.MustCompile("^(?:"+p+")")
		d := newDigitDFA(pattern)
		if d == nil {
			t.Fatalf("%s: no automaton", pattern)
		}
		for i := 0; i < 20000; i++ {
			n := strconv.FormatUint(r.Uint64(), 10)[:r.IntN(12)]
			m, ok := d.match(n)
			if !ok {
				t.Fatalf("%s on %q: the automaton did not answer", pattern, n)
			}
			if want := re.MatchString(n); m != want {
				t.Fatalf("%s on %q: automaton %v, regexp %v", pattern, n, m, want)
			}
			if m, ok := d.prefixMatch(n); !ok || m != prefixRe.MatchString(n) {
				t.Fatalf("%s on %q: prefix automaton %v, regexp %v", prefixRe, n, m, !m)
			}
		}
	}
	if newDigitDFA(`^\b\d+$`) != nil {
		t.Error("a word boundary must leave the pattern to the regexp")
	}
	if _, ok := newDigitDFA(`^\d+$`).match("12a"); ok {
		t.Error("a byte that is not a digit must leave the answer to the regexp")
	}
}

// TestPhoneVerdictConcurrent validates numbers from several goroutines at
// once while the automata are still being built (run with -race).
func TestPhoneVerdictConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 2000; i++ {
				d := fmt.Sprintf("%d%09d", 1+(i*7+g)%98, (i*7919+g*104729)%1000000000)
				if got, want := internationalVerdict(d), libPhoneVerdict("+"+d, ""); got != want {
					t.Errorf("+%s: fast %+v, library %+v", d, got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestPhoneAutomataStaySmall builds every state of the automaton of every
// pattern of the phone metadata: none reaches the cap, so none falls back
// to its regexp, and the memory they can take is bounded whatever numbers
// a scan meets (about 28,000 states in all with phonenumbers v1.8.1).
func TestPhoneAutomataStaySmall(t *testing.T) {
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, m := range coll.GetMetadata() {
		var patterns []string
		for _, d := range []*phonenumbers.PhoneNumberDesc{m.GetGeneralDesc(), m.GetFixedLine(), m.GetMobile(),
			m.GetTollFree(), m.GetPremiumRate(), m.GetSharedCost(), m.GetPersonalNumber(), m.GetVoip(), m.GetPager(),
			m.GetUan(), m.GetVoicemail()} {
			patterns = append(patterns, d.GetNationalNumberPattern())
		}
		if l := m.GetLeadingDigits(); l != "" {
			patterns = append(patterns, l)
		}
		for _, p := range patterns {
			d := newDigitDFA("^(?:" + p + ")$")
			if d == nil {
				t.Fatalf("%s: pattern %s has no automaton", m.GetId(), p)
			}
			seen := map[*dfaState]bool{d.start: true}
			for queue := []*dfaState{d.start}; len(queue) > 0; queue = queue[1:] {
				for c := 0; c < 10; c++ {
					n := queue[0].next[c].Load()
					if n == nil {
						if n = d.step(queue[0], c); n == nil {
							t.Fatalf("%s: pattern %s needs more than %d states", m.GetId(), p, maxDFAStates)
						}
					}
					if n != deadState && !seen[n] {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
			total += len(d.index)
		}
	}
	t.Logf("%d states in all", total)
	if total > 100000 {
		t.Errorf("%d states in all: the phone automata no longer stay small", total)
	}
}
