// Package pii finds personal data and secrets in text: e-mail addresses,
// phone numbers, payment cards, IBANs, national identifiers, IP and MAC
// addresses, dates of birth, crypto wallets, credentials in URLs, and API
// keys, tokens and private keys (the gitleaks default rule set, embedded).
//
// Every built-in category has a validator where one exists (Luhn, mod-97,
// Verhoeff, base58check, bech32, EIP-55, ICAO 9303 check digits, libphonenumber
// metadata), a base score, and context words that raise the score when they
// occur near the match, as Microsoft Presidio does. Apps add their own rules
// (AppPiiRule); overlapping matches are resolved by priority, then score,
// then length, so the returned spans never overlap and can be redacted.
//
// A Scanner is immutable after New and safe for concurrent use. The
// built-ins are compiled once per process. See docs/detect-pii.md for the
// categories, scores, context words and measured quality.
package pii

import (
	"fmt"
	"slices"
	"sync"

	"bulwark/shared/detect"
)

// Detector is the name this package puts in detect.Finding.Detector.
const Detector = "pii"

// Built-in entity categories. Redaction renders them as "<EMAIL>",
// "<EMAIL_0>", ... so they are upper-case and stable.
const (
	Email          = "EMAIL"
	Phone          = "PHONE"
	CreditCard     = "CREDIT_CARD"
	IBAN           = "IBAN"
	USSSN          = "US_SSN"
	IPAddress      = "IP_ADDRESS"
	MACAddress     = "MAC_ADDRESS"
	DateOfBirth    = "DATE_OF_BIRTH"
	Passport       = "PASSPORT"
	UKNINO         = "UK_NINO"
	INAadhaar      = "IN_AADHAAR"
	ESNIF          = "ES_NIF"
	BRCPF          = "BR_CPF"
	CryptoWallet   = "CRYPTO_WALLET"
	URLCredentials = "URL_CREDENTIALS"
)

// Secret categories. Each embedded gitleaks rule maps to one of them (see
// secretCategory); rules for services without a category of their own map
// to APIKey.
const (
	AWSAccessKey         = "AWS_ACCESS_KEY"
	AWSSecretKey         = "AWS_SECRET_KEY"
	PrivateKey           = "PRIVATE_KEY"
	JWT                  = "JWT"
	GitHubToken          = "GITHUB_TOKEN"
	GitLabToken          = "GITLAB_TOKEN"
	SlackToken           = "SLACK_TOKEN"
	StripeKey            = "STRIPE_KEY"
	OpenAIAPIKey         = "OPENAI_API_KEY"
	AnthropicAPIKey      = "ANTHROPIC_API_KEY"
	GCPAPIKey            = "GCP_API_KEY"
	GCPServiceAccountKey = "GCP_SERVICE_ACCOUNT_KEY"
	AzureClientSecret    = "AZURE_CLIENT_SECRET"
	AzureStorageKey      = "AZURE_STORAGE_KEY"
	AzureSASToken        = "AZURE_SAS_TOKEN"
	APIKey               = "API_KEY"
	GenericSecret        = "GENERIC_SECRET"
	Password             = "PASSWORD"
)

// Scanner finds PII and secrets. The zero value is not usable: call New.
type Scanner struct {
	builtins *builtins
	custom   []*CompiledRule
}

// New compiles the app's custom rules and returns a Scanner that runs them
// together with the built-ins. The first invalid rule is reported as a
// *RuleError naming it (errors.Is(err, errs.ErrInvalid) holds).
func New(rules []Rule) (*Scanner, error) {
	b, err := loadBuiltins()
	if err != nil {
		return nil, fmt.Errorf("pii.New: %w", err)
	}
	s := &Scanner{builtins: b}
	for i, r := range rules {
		c, err := CompileRule(r)
		if err != nil {
			if re, ok := err.(*RuleError); ok {
				re.Index = i
			}
			return nil, err
		}
		s.custom = append(s.custom, c)
	}
	return s, nil
}

// candidate is a match before context scoring and overlap resolution.
type candidate struct {
	start, end int
	category   string
	score      float64
	priority   int
	why        string // what matched and how it was validated, one sentence ending with a period
	ctxWord    string // the context word that raised the score, if any
	noContext  bool   // the score already accounts for context
	// unchecked marks a candidate that only has the shape of its kind
	// (a phone-formatted number no numbering plan was checked for): it
	// loses every overlap with a candidate that passed a check, whatever
	// the two scores, so a context word cannot make it cut a Luhn-valid
	// card in two.
	unchecked bool
}

// scanState is the per-call scratch space, pooled so that a scan allocates
// little beyond its result.
type scanState struct {
	text string
	// lower is the text ASCII lower-cased, made on first use (lowered).
	lower      []byte
	lowerValid bool
	hits       []keywordHit
	cands      []candidate
	groups     []digitGroup
	matches    []secretMatch
	chunks     []phoneChunk
	taken      []uint64    // bytes covered by kept findings, during resolve
	kept       []candidate // the kept candidates, during resolve
	// dates are the numeric dates of the text, collected only when a
	// date-of-birth trigger occurs (dobWanted).
	dates     []span
	dobWanted bool
}

var statePool = sync.Pool{New: func() any { return new(scanState) }}

// Scan returns the findings in text ordered by Start, with non-overlapping
// spans. Invalid UTF-8 is scanned as bytes; offsets are byte offsets.
func (s *Scanner) Scan(text string) []detect.Finding {
	if len(text) == 0 {
		return nil
	}
	st := statePool.Get().(*scanState)
	defer func() {
		st.text = "" // do not keep the caller's text alive in the pool
		statePool.Put(st)
	}()
	b := s.builtins
	st.reset(text, b.kw)

	b.scanPII(st)
	b.scanSecrets(st)
	for _, r := range s.custom {
		r.scan(st)
	}
	b.applyContext(st)
	return resolve(text, st.cands, st)
}

// reset prepares the state for text: the keyword occurrences (the
// automaton ignores ASCII case, so no lower-cased copy is needed for them).
func (st *scanState) reset(text string, kw *keywordSet) {
	st.text = text
	st.lowerValid = false
	st.hits = kw.scan(text, st.hits[:0])
	st.cands = st.cands[:0]
}

// lowered returns the text with ASCII letters lower-cased (so that offsets
// stay aligned), computed once per scan.
func (st *scanState) lowered() []byte {
	if !st.lowerValid {
		text := st.text
		st.lower = slices.Grow(st.lower[:0], len(text))[:len(text)]
		for i := 0; i < len(text); i++ {
			c := text[i]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			st.lower[i] = c
		}
		st.lowerValid = true
	}
	return st.lower
}

func (st *scanState) add(c candidate) {
	if c.end > c.start {
		st.cands = append(st.cands, c)
	}
}
