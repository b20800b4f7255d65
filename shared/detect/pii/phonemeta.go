package pii

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/nyaruka/phonenumbers"
)

// A phone candidate needs three answers from libphonenumber: does the
// number parse, is it valid, is its length possible. phonenumbers.Parse
// followed by IsValidNumber costs 15-20 µs per number, most of it spent on
// work a candidate of ours never needs: Parse runs its extension regex (a
// large, case-folding pattern) over the input, IsValidNumber resolves the
// region by full validation and then validates again for that region, and
// every pattern is looked up in a locked map under a key built by string
// concatenation on each call.
//
// The candidates are digit strings only, parsed in two ways: "+" and
// digits without a region (international format), and digits with the
// region US (North American format). For these the library's procedure is
// reproduced below with the same metadata and the same patterns (each
// compiled on first use, and matched by a digit automaton, digitdfa.go):
// country code extraction, national prefix stripping, the possible-length
// test, region resolution and the number-type patterns. Inputs outside that path (a North
// American candidate that starts with the US international prefix 011, a
// country code whose metadata lacks what the path assumes) go to the
// library itself. TestPhoneVerdictMatchesLibrary and FuzzPhoneVerdict
// compare the two on random and real numbers.

// phoneVerdict is what the phone scorer needs to know about a number.
type phoneVerdict struct {
	parsed   bool // libphonenumber parses it
	valid    bool // IsValidNumber
	possible bool // IsPossibleNumber
	cc       int  // the country calling code parsed
}

// libPhoneVerdict asks libphonenumber itself: the reference, and the
// fallback for inputs the fast path does not cover.
func libPhoneVerdict(number, region string) phoneVerdict {
	num, err := phonenumbers.Parse(number, region)
	if err != nil {
		return phoneVerdict{}
	}
	return phoneVerdict{parsed: true, valid: phonenumbers.IsValidNumber(num),
		possible: phonenumbers.IsPossibleNumber(num), cc: int(num.GetCountryCode())}
}

// Limits libphonenumber applies while parsing.
const (
	phoneMinNSN       = 2  // MIN_LENGTH_FOR_NSN
	phoneMaxNSN       = 17 // MAX_LENGTH_FOR_NSN
	phoneMaxCCLen     = 3  // MAX_LENGTH_COUNTRY_CODE
	phoneRegionNonGeo = "001"
)

// Results of libphonenumber's testNumberLength.
const (
	lenPossible = iota
	lenPossibleLocalOnly
	lenTooShort
	lenInvalid
	lenTooLong
)

// phoneDesc is one number-type description: possible lengths and the
// national number pattern, anchored at both ends.
type phoneDesc struct {
	lengths []int32
	pat     *phonePattern
}

// matches is libphonenumber's isNumberMatchingDesc for a national
// significant number (at least two ASCII digits).
func (d *phoneDesc) matches(nsn string) bool {
	if len(d.lengths) > 0 && !slices.Contains(d.lengths, int32(len(nsn))) {
		return false
	}
	return d.pat.full(nsn)
}

// phonePattern is a metadata pattern, compiled on first use (a calling
// code has hundreds, and a scan meets few of them): the automaton of the
// pattern anchored at both ends, and the regexp for what the automaton
// cannot answer.
type phonePattern struct {
	whole  string // "^(?:pattern)$"
	regexp string // the pattern as the library matches it
	once   sync.Once
	re     *regexp.Regexp
	dfa    *digitDFA
}

func newPhonePattern(pattern string, prefix bool) *phonePattern {
	p := &phonePattern{whole: "^(?:" + pattern + ")$", regexp: "^(?:" + pattern + ")"}
	if !prefix {
		p.regexp = p.whole
	}
	return p
}

func (p *phonePattern) compiled() (*regexp.Regexp, *digitDFA) {
	p.once.Do(func() {
		p.re, _ = regexp.Compile(p.regexp) // the library compiles it with MustCompile
		p.dfa = newDigitDFA(p.whole)
	})
	return p.re, p.dfa
}

// full reports whether the whole of number matches the pattern.
func (p *phonePattern) full(number string) bool {
	re, dfa := p.compiled()
	if m, ok := dfa.match(number); ok {
		return m
	}
	return re != nil && re.MatchString(number)
}

// prefix reports whether the pattern matches a prefix of number (a
// pattern made with prefix set).
func (p *phonePattern) prefix(number string) bool {
	re, dfa := p.compiled()
	if m, ok := dfa.prefixMatch(number); ok {
		return m
	}
	return re != nil && re.MatchString(number)
}

// phoneRegion is the compiled metadata of one region (or of a
// non-geographical calling code).
type phoneRegion struct {
	id       string
	cc       int
	general  phoneDesc
	noNumber bool // the general description has no pattern
	// local lists the general description's local-only lengths.
	local []int32
	// types are the descriptions getNumberTypeHelper tries after the
	// general one; a number is valid when it matches the general one and
	// any of these.
	types []phoneDesc
	// npParse is "^(?:national prefix for parsing)", nil when none;
	// transform is the national prefix transform rule.
	npParse   *regexp.Regexp
	transform string
	// leading is the leading-digits pattern (a prefix match), nil when
	// none.
	leading *phonePattern
}

// phoneCountry is a country calling code: its regions in the library's
// order, the first being the main one.
type phoneCountry struct {
	regions []*phoneRegion
	// validWhy explains a valid number of this code.
	validWhy string
	// fallback: the metadata lacks something the fast path assumes; use
	// the library for numbers of this code.
	fallback bool
}

var phoneCountries struct {
	once  sync.Once
	byID  map[string]*phonenumbers.PhoneMetadata
	nonGe map[int]*phonenumbers.PhoneMetadata
	codes [1000]struct {
		once sync.Once
		c    *phoneCountry
	}
	us *phoneCountry
}

// phoneCountryOf returns the compiled calling code cc, nil when the
// library does not know it.
func phoneCountryOf(cc int) *phoneCountry {
	if cc <= 0 || cc >= len(phoneCountries.codes) {
		return nil
	}
	phoneCountries.once.Do(func() {
		coll, err := phonenumbers.MetadataCollection()
		phoneCountries.byID = map[string]*phonenumbers.PhoneMetadata{}
		phoneCountries.nonGe = map[int]*phonenumbers.PhoneMetadata{}
		if err != nil {
			return
		}
		supported := phonenumbers.GetSupportedRegions()
		for _, m := range coll.GetMetadata() {
			switch {
			case m.GetId() == phoneRegionNonGeo:
				phoneCountries.nonGe[int(m.GetCountryCode())] = m
			case supported[m.GetId()]:
				phoneCountries.byID[m.GetId()] = m
			}
		}
	})
	e := &phoneCountries.codes[cc]
	e.once.Do(func() { e.c = compilePhoneCountry(cc) })
	return e.c
}

func compilePhoneCountry(cc int) *phoneCountry {
	ids := phonenumbers.GetRegionCodesForCountryCode(cc)
	if len(ids) == 0 {
		return nil
	}
	c := &phoneCountry{validWhy: "Phone number (valid for country code of " + ids[0] + ")."}
	for _, id := range ids {
		m := phoneCountries.byID[id]
		if id == phoneRegionNonGeo {
			m = phoneCountries.nonGe[cc]
		}
		r := compilePhoneRegion(id, m)
		if r == nil {
			c.fallback = true
			return c
		}
		c.regions = append(c.regions, r)
	}
	return c
}

// compilePhoneRegion compiles one region's metadata, or returns nil when
// it lacks what the fast path assumes (the library would use nil metadata
// or an empty length list in ways not reproduced here).
func compilePhoneRegion(id string, m *phonenumbers.PhoneMetadata) *phoneRegion {
	if m == nil || m.GetGeneralDesc() == nil || len(m.GetGeneralDesc().GetPossibleLength()) == 0 {
		return nil
	}
	desc := func(d *phonenumbers.PhoneNumberDesc) phoneDesc {
		return phoneDesc{lengths: d.GetPossibleLength(), pat: newPhonePattern(d.GetNationalNumberPattern(), false)}
	}
	g := m.GetGeneralDesc()
	r := &phoneRegion{id: id, cc: int(m.GetCountryCode()), noNumber: g.GetNationalNumberPattern() == "",
		local: g.GetPossibleLengthLocalOnly(), transform: m.GetNationalPrefixTransformRule()}
	r.general = desc(g)
	types := []*phonenumbers.PhoneNumberDesc{m.GetPremiumRate(), m.GetTollFree(), m.GetSharedCost(), m.GetVoip(),
		m.GetPersonalNumber(), m.GetPager(), m.GetUan(), m.GetVoicemail(), m.GetFixedLine()}
	if !m.GetSameMobileAndFixedLinePattern() {
		types = append(types, m.GetMobile())
	}
	for _, t := range types {
		if t == nil {
			return nil // the library would dereference it
		}
		r.types = append(r.types, desc(t))
	}
	var err error
	if p := m.GetNationalPrefixForParsing(); p != "" {
		if r.npParse, err = regexp.Compile("^(?:" + p + ")"); err != nil {
			return nil
		}
	}
	if l := m.GetLeadingDigits(); l != "" {
		r.leading = newPhonePattern(l, true)
	}
	return r
}

// leadingMatch reports whether the number starts with the region's
// leading digits.
func (r *phoneRegion) leadingMatch(nsn string) bool {
	return r.leading.prefix(nsn)
}

// hasType is getNumberTypeHelper(nsn, r) != UNKNOWN.
func (r *phoneRegion) hasType(nsn string) bool {
	if !r.general.matches(nsn) {
		return false
	}
	for i := range r.types {
		if r.types[i].matches(nsn) {
			return true
		}
	}
	return false
}

// testLength is testNumberLength(number, r, UNKNOWN).
func (r *phoneRegion) testLength(number string) int {
	lengths := r.general.lengths
	if lengths[0] == -1 {
		return lenInvalid
	}
	n := int32(len(number))
	if slices.Contains(r.local, n) {
		return lenPossibleLocalOnly
	}
	switch {
	case lengths[0] == n:
		return lenPossible
	case lengths[0] > n:
		return lenTooShort
	case lengths[len(lengths)-1] < n:
		return lenTooLong
	case slices.Contains(lengths[1:], n):
		return lenPossible
	}
	return lenInvalid
}

// stripNationalPrefix is maybeStripNationalPrefixAndCarrierCode: the
// number without its national prefix, or unchanged.
func (r *phoneRegion) stripNationalPrefix(number string) string {
	if len(number) == 0 || r.npParse == nil {
		return number
	}
	groups := r.npParse.FindStringSubmatchIndex(number)
	if groups == nil {
		return number
	}
	viable := r.general.pat.full(number)
	last := len(groups)/2 - 1
	if r.transform == "" || groups[last*2] < 0 {
		if viable && !r.general.pat.full(number[groups[1]:]) {
			return number
		}
		return number[groups[1]:]
	}
	t := r.npParse.ReplaceAllString(number, r.transform)
	if viable && !r.general.pat.full(t) {
		return number
	}
	return t
}

// stripIfPossible is parseHelper's last step: strip the national prefix
// when what remains has a possible length.
func (r *phoneRegion) stripIfPossible(national string) string {
	p := r.stripNationalPrefix(national)
	switch r.testLength(p) {
	case lenTooShort, lenPossibleLocalOnly, lenInvalid:
		return national
	}
	return p
}

// verdict is IsValidNumber and IsPossibleNumber of a parsed number.
func (c *phoneCountry) verdict(cc int, nsn string) phoneVerdict {
	v := phoneVerdict{parsed: true, cc: cc}
	main := c.regions[0]
	if main.noNumber {
		v.possible = len(nsn) >= phoneMinNSN && len(nsn) <= phoneMaxNSN
	} else {
		l := main.testLength(nsn)
		v.possible = l == lenPossible || l == lenPossibleLocalOnly
	}
	// GetRegionCodeForNumber, then IsValidNumberForRegion.
	var region *phoneRegion
	checked := false
	if len(c.regions) == 1 {
		region = main
	} else {
		for _, r := range c.regions {
			if r.leading != nil {
				if r.leadingMatch(nsn) {
					region = r
					break
				}
			} else if r.hasType(nsn) {
				region, checked = r, true
				break
			}
		}
	}
	switch {
	case region == nil:
	case region.id != phoneRegionNonGeo && region.cc != cc:
	case checked:
		v.valid = true
	default:
		v.valid = region.hasType(nsn)
	}
	return v
}

// validPhoneWhy explains a number valid for country code cc, naming the
// code's main region as phonenumbers.GetRegionCodeForCountryCode does.
func validPhoneWhy(cc int) string {
	if c := phoneCountryOf(cc); c != nil {
		return c.validWhy
	}
	return "Phone number (valid for country code of " + phonenumbers.GetRegionCodeForCountryCode(cc) + ")."
}

// internationalVerdict is libPhoneVerdict("+"+digits, ""); digits holds
// ASCII digits only.
func internationalVerdict(digits string) phoneVerdict {
	if len(digits) <= phoneMinNSN || digits[0] == '0' {
		return phoneVerdict{} // too short after the plus; no country code starts with 0
	}
	var c *phoneCountry
	cc, n := 0, 0
	for n = 1; n <= phoneMaxCCLen && n <= len(digits); n++ {
		cc = cc*10 + int(digits[n-1]-'0')
		if c = phoneCountryOf(cc); c != nil {
			break
		}
	}
	if c == nil {
		return phoneVerdict{}
	}
	if c.fallback {
		return libPhoneVerdict("+"+digits, "")
	}
	national := digits[n:]
	if len(national) < phoneMinNSN {
		return phoneVerdict{}
	}
	national = c.regions[0].stripIfPossible(national)
	if len(national) < phoneMinNSN || len(national) > phoneMaxNSN {
		return phoneVerdict{}
	}
	return c.verdict(cc, national)
}

// northAmericanVerdict is libPhoneVerdict(digits, "US"); digits holds
// ASCII digits only.
func northAmericanVerdict(digits string) phoneVerdict {
	c := phoneCountryOf(1)
	if c == nil || c.fallback || c.regions[0].id != "US" || len(digits) < phoneMinNSN {
		return libPhoneVerdict(digits, "US")
	}
	us := c.regions[0]
	if idd := phoneCountries.byID["US"].GetInternationalPrefix(); idd == "" || strings.HasPrefix(digits, idd) ||
		strings.Trim(idd, "0123456789") != "" {
		return libPhoneVerdict(digits, "US") // the international prefix path
	}
	// maybeExtractCountryCode from the default country: a leading "1" is
	// the country code when the rest reads better as a national number.
	national := digits
	if digits[0] == '1' {
		potential := us.stripNationalPrefix(digits[1:])
		fullValid := us.general.pat.full(digits)
		nationalValid := us.general.pat.full(potential)
		if !fullValid && nationalValid || us.testLength(digits) == lenTooLong {
			national = potential
		}
	}
	if len(national) < phoneMinNSN {
		return phoneVerdict{}
	}
	national = us.stripIfPossible(national)
	if len(national) < phoneMinNSN || len(national) > phoneMaxNSN {
		return phoneVerdict{}
	}
	return c.verdict(1, national)
}
