package pii

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// phoneTestNumbers are digit strings that exercise every calling code: the
// metadata's example numbers of each region and type, with and without a
// national prefix, with one digit changed, one added and one removed, and
// random digit strings of every length, with and without a real calling
// code in front.
func phoneTestNumbers(t testing.TB, r *rand.Rand) (intl, national []string) {
	t.Helper()
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		t.Fatal(err)
	}
	randDigits := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('0' + r.IntN(10))
		}
		return string(b)
	}
	mutate := func(s string) []string {
		out := []string{s}
		if s == "" {
			return out
		}
		i := r.IntN(len(s))
		out = append(out, s[:i]+strconv.Itoa(r.IntN(10))+s[i+1:], s[:i]+strconv.Itoa(r.IntN(10))+s[i:], s[:i]+s[i+1:])
		return out
	}
	var ccs []int
	for cc := range phonenumbers.GetSupportedCallingCodes() {
		ccs = append(ccs, cc)
	}
	for _, m := range coll.GetMetadata() {
		cc := strconv.Itoa(int(m.GetCountryCode()))
		descs := []*phonenumbers.PhoneNumberDesc{m.GetGeneralDesc(), m.GetFixedLine(), m.GetMobile(), m.GetTollFree(),
			m.GetPremiumRate(), m.GetSharedCost(), m.GetPersonalNumber(), m.GetVoip(), m.GetPager(), m.GetUan(),
			m.GetVoicemail(), m.GetNoInternationalDialling()}
		for _, d := range descs {
			ex := d.GetExampleNumber()
			if ex == "" {
				continue
			}
			for _, v := range mutate(ex) {
				intl = append(intl, cc+v, cc+"0"+v, cc+m.GetNationalPrefix()+v)
				national = append(national, v, "1"+v, m.GetNationalPrefix()+v)
			}
		}
	}
	for i := 0; i < 20000; i++ {
		n := 1 + r.IntN(17)
		intl = append(intl, randDigits(n), strconv.Itoa(ccs[r.IntN(len(ccs))])+randDigits(n))
		national = append(national, randDigits(n), "1"+randDigits(9+r.IntN(2)), randDigits(10))
	}
	return intl, national
}

// TestPhoneVerdictMatchesLibrary holds the fast path to libphonenumber's
// own Parse, IsValidNumber and IsPossibleNumber.
func TestPhoneVerdictMatchesLibrary(t *testing.T) {
	intl, national := phoneTestNumbers(t, rand.New(rand.NewPCG(1, 2)))
	if testing.Short() {
		intl, national = intl[:len(intl)/4], national[:len(national)/4]
	}
	bad := 0
	for _, d := range intl {
		if got, want := internationalVerdict(d), libPhoneVerdict("+"+d, ""); got != want {
			t.Errorf("+%s: fast %+v, library %+v", d, got, want)
			bad++
		}
		if bad > 20 {
			t.FailNow()
		}
	}
	for _, d := range national {
		if got, want := northAmericanVerdict(d), libPhoneVerdict(d, "US"); got != want {
			t.Errorf("%s (US): fast %+v, library %+v", d, got, want)
			bad++
		}
		if bad > 20 {
			t.FailNow()
		}
	}
	t.Logf("%d international and %d national numbers compared", len(intl), len(national))
}

// FuzzPhoneVerdict compares the fast path with the library on any digit
// string.
func FuzzPhoneVerdict(f *testing.F) {
	for _, s := range []string{"12015550123", "442079460958", "0114420794609", "33612345678", "80012345678", "8821234567"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 20 {
			return
		}
		for i := 0; i < len(s); i++ {
			if !isDigit(s[i]) {
				return
			}
		}
		if got, want := internationalVerdict(s), libPhoneVerdict("+"+s, ""); got != want {
			t.Fatalf("+%s: fast %+v, library %+v", s, got, want)
		}
		if s != "" {
			if got, want := northAmericanVerdict(s), libPhoneVerdict(s, "US"); got != want {
				t.Fatalf("%s (US): fast %+v, library %+v", s, got, want)
			}
		}
	})
}

// TestPhoneAutomataMatchRegexps holds each region's digit automata to the
// regexps they replace: every description's pattern (a whole match) and
// the leading-digits pattern (a prefix match), on the example numbers of
// the region's metadata (with and without a national prefix, one digit
// changed, added or removed) and random digit strings.
func TestPhoneAutomataMatchRegexps(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		t.Fatal(err)
	}
	checked, matched := 0, 0
	for _, m := range coll.GetMetadata() {
		c := phoneCountryOf(int(m.GetCountryCode()))
		if c == nil || c.fallback {
			continue
		}
		var numbers []string
		for _, d := range []*phonenumbers.PhoneNumberDesc{m.GetGeneralDesc(), m.GetFixedLine(), m.GetMobile(),
			m.GetTollFree(), m.GetPremiumRate(), m.GetSharedCost(), m.GetPersonalNumber(), m.GetVoip(),
			m.GetPager(), m.GetUan(), m.GetVoicemail()} {
			ex := d.GetExampleNumber()
			if len(ex) < 2 {
				continue
			}
			for k := 0; k < 20; k++ {
				i := r.IntN(len(ex))
				numbers = append(numbers, ex, m.GetNationalPrefix()+ex, ex[:i]+strconv.Itoa(r.IntN(10))+ex[i+1:],
					ex[:i]+strconv.Itoa(r.IntN(10))+ex[i:], ex[:i]+ex[i+1:])
			}
		}
		for k := 0; k < 200; k++ {
			numbers = append(numbers, strconv.FormatUint(r.Uint64N(1e15), 10))
		}
		for _, reg := range c.regions {
			if reg.id != m.GetId() {
				continue
			}
			for _, d := range append([]phoneDesc{reg.general}, reg.types...) {
				re, dfa := d.pat.compiled()
				if re == nil || dfa == nil {
					t.Errorf("%s: pattern %s does not compile to a regexp and an automaton", reg.id, d.pat.whole)
					continue
				}
				for _, n := range numbers {
					checked++
					want := re.MatchString(n)
					if want {
						matched++
					}
					if got, ok := dfa.match(n); !ok || got != want {
						t.Fatalf("%s: pattern %s on %s: automaton %v (answered %v), regexp %v", reg.id, re, n, got, ok, want)
					}
				}
			}
			if reg.leading == nil {
				continue
			}
			re, dfa := reg.leading.compiled()
			for _, n := range numbers {
				checked++
				want := re.MatchString(n)
				if got, ok := dfa.prefixMatch(n); !ok || got != want {
					t.Fatalf("%s: leading digits %s on %s: automaton %v (answered %v), regexp %v", reg.id, re, n, got, ok, want)
				}
			}
		}
	}
	t.Logf("%d checks, %d matches", checked, matched)
	if matched == 0 {
		t.Fatal("the check exercised nothing")
	}
}
