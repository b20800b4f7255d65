package pii

import (
	"cmp"
	_ "embed"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// gitleaksTOML is gitleaks' default rule file, unedited; provenance and
// licence are in rules/README.md and rules/LICENSE.gitleaks.
//
//go:embed rules/gitleaks.toml
var gitleaksTOML string

// The subset of the gitleaks configuration format that the rules use.
type glConfig struct {
	Allowlist  glAllowlist   `toml:"allowlist"`
	Allowlists []glAllowlist `toml:"allowlists"`
	Rules      []glRule      `toml:"rules"`
}

type glRule struct {
	ID          string        `toml:"id"`
	Description string        `toml:"description"`
	Regex       string        `toml:"regex"`
	Path        string        `toml:"path"`
	Entropy     float64       `toml:"entropy"`
	SecretGroup int           `toml:"secretGroup"`
	Keywords    []string      `toml:"keywords"`
	Allowlists  []glAllowlist `toml:"allowlists"`
}

type glAllowlist struct {
	Condition   string   `toml:"condition"`
	RegexTarget string   `toml:"regexTarget"`
	Regexes     []string `toml:"regexes"`
	Stopwords   []string `toml:"stopwords"`
	Paths       []string `toml:"paths"`
}

// allowlist drops a match whose target (the secret, the whole match or its
// line) matches one of the regexes, or whose secret contains one of the
// stopwords. The stopwords are one automaton (the generic rule alone has
// some 1,500), and each regex has a prefilter of literals one of which any
// match contains (see requiredLiterals).
type allowlist struct {
	target    string // "secret" (default), "match" or "line"
	regexes   []allowRegex
	stopwords *keywordSet
}

type allowRegex struct {
	re        *regexp.Regexp
	prefilter *keywordSet // nil: always run re
}

// secretRule is one compiled secret rule, from gitleaks or built in here.
type secretRule struct {
	id, category string
	score        float64
	re           *regexp.Regexp
	secretGroup  int     // 0: the first non-empty capture group, as gitleaks does
	entropy      float64 // minimum Shannon entropy of the secret, bits per byte
	keywords     []string
	lineLocal    bool // the regex cannot cross lines
	plan         rulePlan
	allow        []allowlist
	// check, when set, vets the secret span and may narrow it.
	check func(text string, start, end int) (int, int, bool)
	why   string
}

// Overrides to the embedded rules, each for a reason that applies to the
// pinned file.
var (
	// database-password has no keywords, so gitleaks runs it on every
	// fragment; these are the words its regex requires.
	derivedKeywords = map[string][]string{"database-password": {"pwd", "passwd", "password"}}
	// sonar-api-token's first group captures "login"/"token", not the
	// secret; later gitleaks versions set secretGroup = 2 for this reason.
	secretGroupOverride = map[string]int{"sonar-api-token": 2}
)

// lineWindow bounds the text searched on each side of a keyword for
// line-local rules when lines are very long.
const lineWindow = 512

// secretCategory maps a gitleaks rule id to a category. Services without a
// category of their own are API_KEY.
func secretCategory(id string) string {
	switch {
	case id == "aws-access-token":
		return AWSAccessKey
	case id == "private-key":
		return PrivateKey
	case id == "jwt" || id == "jwt-base64":
		return JWT
	case strings.HasPrefix(id, "github-"):
		return GitHubToken
	case strings.HasPrefix(id, "gitlab-"):
		return GitLabToken
	case strings.HasPrefix(id, "slack-"):
		return SlackToken
	case strings.HasPrefix(id, "stripe-"):
		return StripeKey
	case strings.HasPrefix(id, "openai-"):
		return OpenAIAPIKey
	case strings.HasPrefix(id, "anthropic-"):
		return AnthropicAPIKey
	case id == "gcp-api-key":
		return GCPAPIKey
	case strings.HasPrefix(id, "azure-"):
		return AzureClientSecret
	case id == "generic-api-key" || id == "database-password" || strings.HasPrefix(id, "curl-auth-"):
		return GenericSecret
	}
	return APIKey
}

// secretScore is the base score of a secret category: a private key block
// is unmistakable, a provider-prefixed token nearly so, a generic
// "key = value" with high entropy much less.
func secretScore(category string) float64 {
	switch category {
	case PrivateKey:
		return 0.95
	case GenericSecret:
		return 0.6
	case Password:
		return 0.7
	}
	return 0.85
}

// ownSecretRules cover credentials the pinned gitleaks file has no rule
// for: AWS secret access keys, GCP service-account key ids, Azure storage
// keys and SAS signatures, and passwords given in clear.
var ownSecretRules = []struct {
	id, category, regex string
	keywords            []string
	entropy             float64
	check               func(text string, start, end int) (int, int, bool)
}{
	{"aws-secret-access-key", AWSSecretKey,
		`(?i)aws[\w.-]{0,20}?(?:secret|sk)[\w.-]{0,20}?["']?\s*(?:=|:=|=>|:)\s*["']?([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`,
		[]string{"aws"}, 3.5, nil},
	{"gcp-service-account-key-id", GCPServiceAccountKey,
		`"private_key_id"\s{0,8}:\s{0,8}"([a-f0-9]{40})"`, []string{`"private_key_id"`}, 3, nil},
	{"azure-storage-account-key", AzureStorageKey,
		`(?i)AccountKey=([A-Za-z0-9+/]{86}==)`, []string{"accountkey="}, 4, nil},
	{"azure-sas-token", AzureSASToken,
		`[?&]sig=([A-Za-z0-9%+/]{40,100}(?:%3[Dd]|=){0,2})`, []string{"sig="}, 3.5, nil},
	{"password-in-clear", Password,
		`(?i)(?:password|passwd|pwd|passphrase|passcode)["']?(?:\s{0,4}(?:=|:=|=>|:)|\s{1,4}(?:is|was)\s{0,4}:?)\s{0,4}["'\x60]?([^\s"'\x60]{4,128})`,
		[]string{"password", "passwd", "pwd", "passphrase", "passcode"}, 0, checkPassword},
}

// loadSecretRules parses the embedded gitleaks file and compiles its rules
// and the package's own.
func loadSecretRules() ([]*secretRule, ruleStats, error) {
	var cfg glConfig
	var stats ruleStats
	if _, err := toml.Decode(gitleaksTOML, &cfg); err != nil {
		return nil, stats, fmt.Errorf("parse embedded gitleaks rules: %w", err)
	}
	global := compileAllowlists(append([]glAllowlist{cfg.Allowlist}, cfg.Allowlists...))
	var rules []*secretRule
	stats.total = len(cfg.Rules)
	for _, g := range cfg.Rules {
		switch {
		case g.Regex == "":
			stats.pathOnly++
			continue
		case g.Path != "":
			stats.pathScoped++
			continue
		}
		re, err := regexp.Compile(g.Regex)
		if err != nil {
			stats.incompatible++
			continue
		}
		keywords := g.Keywords
		if d, ok := derivedKeywords[g.ID]; ok && len(keywords) == 0 {
			keywords = d
		}
		for i, k := range keywords {
			keywords[i] = strings.ToLower(k)
		}
		group := g.SecretGroup
		if o, ok := secretGroupOverride[g.ID]; ok && group == 0 {
			group = o
		}
		cat := secretCategory(g.ID)
		rules = append(rules, &secretRule{
			id: g.ID, category: cat, score: secretScore(cat), re: re, secretGroup: group,
			entropy: g.Entropy, keywords: keywords, lineLocal: lineLocal(g.Regex), plan: planRule(g.Regex, keywords),
			allow: append(compileAllowlists(g.Allowlists), global...),
			why:   `Secret matched gitleaks rule "` + g.ID + `".`,
		})
		stats.loaded++
	}
	for _, o := range ownSecretRules {
		rules = append(rules, &secretRule{
			id: o.id, category: o.category, score: secretScore(o.category), re: regexp.MustCompile(o.regex),
			entropy: o.entropy, keywords: o.keywords, lineLocal: lineLocal(o.regex), plan: planRule(o.regex, o.keywords),
			check: o.check,
			why:   `Secret matched built-in rule "` + o.id + `".`,
		})
	}
	return rules, stats, nil
}

// compileAllowlists compiles the allowlists that can apply to a text. An
// allowlist whose condition is AND and that lists paths never applies (a
// text has no path); with OR its path entries simply never match.
// Allowlist regexes that RE2 cannot compile are dropped.
func compileAllowlists(in []glAllowlist) []allowlist {
	var out []allowlist
	for _, a := range in {
		if strings.EqualFold(a.Condition, "AND") && len(a.Paths) > 0 {
			continue
		}
		al := allowlist{target: a.RegexTarget}
		for _, r := range a.Regexes {
			re, err := regexp.Compile(r)
			if err != nil {
				continue
			}
			ar := allowRegex{re: re}
			if tree, err := syntax.Parse(r, syntax.Perl); err == nil {
				if lits := requiredLiterals(tree); len(lits) > 0 && minLen(lits) > 0 {
					ar.prefilter = newKeywordSet(lits)
				}
			}
			al.regexes = append(al.regexes, ar)
		}
		var stop []string
		for _, w := range a.Stopwords {
			if w != "" {
				stop = append(stop, strings.ToLower(w))
			}
		}
		if len(stop) > 0 {
			al.stopwords = newKeywordSet(stop)
		}
		if len(al.regexes) > 0 || al.stopwords != nil {
			out = append(out, al)
		}
	}
	return out
}

// lineLocal reports whether a rule's regex stays on one line, judged from
// its source: explicit newlines, dot-all mode and [\s\S] cross lines.
func lineLocal(src string) bool {
	for _, s := range []string{`(?s`, `\n`, `\r`, `[\s\S`} {
		if strings.Contains(src, s) {
			return false
		}
	}
	return true
}

// secretWindow is a part of the text one windowed secret rule runs on.
type secretWindow struct {
	rule       int
	start, end int
}

// maxAnchoredSpan bounds an anchored match of unbounded length that may
// cross lines (a private key block is under 4 KB).
const maxAnchoredSpan = 16 << 10

// scanSecrets runs the secret rules whose keywords occur in the text, each
// per its plan (see plan.go), and vets matches with entropy and allowlists
// as gitleaks does.
func (b *builtins) scanSecrets(st *scanState) {
	text := st.text
	n := len(text)
	var wins []secretWindow
	st.matches = st.matches[:0]
	for _, ri := range b.alwaysRun {
		wins = append(wins, secretWindow{ri, 0, n})
	}
	for _, h := range st.hits {
		rules := b.vocab[h.id].rules
		if len(rules) == 0 {
			continue
		}
		he := int(h.end)
		hs := he - len(b.kw.words[h.id])
		for _, ri := range rules {
			r := b.secrets[ri]
			p := &r.plan
			switch {
			case p.anchored != nil:
				if p.boundaryBefore && hs > 0 && isWordByte(text[hs-1]) {
					continue
				}
				end := n
				switch {
				case p.maxLen >= 0:
					end = min(n, hs+p.maxLen+1)
				case r.lineLocal:
					if i := strings.IndexByte(text[he:], '\n'); i >= 0 {
						end = he + i
					}
				default:
					end = min(n, hs+maxAnchoredSpan)
				}
				if m := p.anchored.FindStringSubmatchIndex(text[hs:end]); m != nil {
					st.matches = append(st.matches, secretMatch{ri, hs, m})
				}
			case p.maxLen >= 0:
				wins = append(wins, secretWindow{ri, max(0, he-p.maxLen-1), min(n, hs+p.maxLen+1)})
			case r.lineLocal:
				ls, le := max(0, hs-lineWindow), min(n, he+lineWindow)
				if i := strings.LastIndexByte(text[ls:hs], '\n'); i >= 0 {
					ls += i + 1
				}
				if i := strings.IndexByte(text[he:le], '\n'); i >= 0 {
					le = he + i
				}
				wins = append(wins, secretWindow{ri, ls, le})
			default:
				wins = append(wins, secretWindow{ri, 0, n})
			}
		}
	}
	if len(wins) > 0 {
		slices.SortFunc(wins, func(a, b secretWindow) int {
			if a.rule != b.rule {
				return a.rule - b.rule
			}
			return a.start - b.start
		})
		cur := wins[0]
		for _, w := range wins[1:] {
			if w.rule == cur.rule && w.start <= cur.end {
				cur.end = max(cur.end, w.end)
				continue
			}
			b.findAll(st, cur)
			cur = w
		}
		b.findAll(st, cur)
	}
	// Vet the best-scoring rules first: a match that a stronger finding
	// already covers would lose the overlap anyway, so it skips the
	// allowlists, whose regexes are the costly part of vetting.
	slices.SortFunc(st.matches, func(x, y secretMatch) int {
		if c := cmp.Compare(b.secrets[y.rule].score, b.secrets[x.rule].score); c != 0 {
			return c
		}
		if x.rule != y.rule {
			return x.rule - y.rule
		}
		return (x.offset + x.m[0]) - (y.offset + y.m[0])
	})
	for _, sm := range st.matches {
		b.secrets[sm.rule].vet(st, sm.offset, sm.m)
	}
}

// secretMatch is a raw match of rule, submatch indexes m relative to offset.
type secretMatch struct {
	rule, offset int
	m            []int
}

func isWordByte(c byte) bool { return isAlnum(c) || c == '_' }

// findAll collects every match of a windowed rule in its window.
func (b *builtins) findAll(st *scanState, w secretWindow) {
	for _, m := range b.secrets[w.rule].re.FindAllStringSubmatchIndex(st.text[w.start:w.end], -1) {
		st.matches = append(st.matches, secretMatch{w.rule, w.start, m})
	}
}

// vet picks the secret out of a match (submatch indexes m, relative to
// offset), applies entropy, allowlists and the rule's own check, and adds
// the survivor.
func (r *secretRule) vet(st *scanState, offset int, m []int) {
	text := st.text
	ms, me := offset+m[0], offset+m[1]
	if pc := r.plan.prefixClass; pc != nil && r.plan.anchored != nil {
		// Recover the identifier the dropped prefix would have matched.
		for lo := max(0, ms-r.plan.prefixMax); ms > lo && pc[text[ms-1]]; {
			ms--
		}
	}
	s, e := offset+m[0], offset+m[1]
	switch {
	case r.secretGroup > 0:
		if 2*r.secretGroup+1 >= len(m) || m[2*r.secretGroup] < 0 {
			return
		}
		s, e = offset+m[2*r.secretGroup], offset+m[2*r.secretGroup+1]
	default:
		for g := 1; 2*g+1 < len(m); g++ {
			if m[2*g] >= 0 && m[2*g+1] > m[2*g] {
				s, e = offset+m[2*g], offset+m[2*g+1]
				break
			}
		}
	}
	if e <= s {
		return
	}
	secret := text[s:e]
	if r.entropy > 0 && shannonEntropy(secret) < r.entropy || st.beaten(s, e, r.score) {
		return
	}
	if r.allowed(text, secret, ms, me) {
		return
	}
	if r.check != nil {
		var ok bool
		if s, e, ok = r.check(text, s, e); !ok {
			return
		}
	}
	st.add(candidate{start: s, end: e, category: r.category, score: r.score, why: r.why, noContext: true})
}

// allowed reports whether an allowlist drops the match.
func (r *secretRule) allowed(text, secret string, ms, me int) bool {
	var lowerSecret []byte
	for _, a := range r.allow {
		if a.stopwords != nil {
			if lowerSecret == nil {
				lowerSecret = []byte(strings.ToLower(secret))
			}
			if a.stopwords.any(lowerSecret) {
				return true
			}
		}
		if len(a.regexes) == 0 {
			continue
		}
		target := secret
		switch a.target {
		case "match":
			target = text[ms:me]
		case "line":
			ls := strings.LastIndexByte(text[:ms], '\n') + 1
			le := strings.IndexByte(text[me:], '\n')
			if le < 0 {
				le = len(text)
			} else {
				le += me
			}
			target = text[ls:le]
		}
		var lowerTarget []byte
		for _, ar := range a.regexes {
			if ar.prefilter != nil {
				if lowerTarget == nil {
					lowerTarget = []byte(strings.ToLower(target))
				}
				if !ar.prefilter.any(lowerTarget) {
					continue
				}
			}
			if ar.re.MatchString(target) {
				return true
			}
		}
	}
	return false
}

// shannonEntropy is the Shannon entropy of s in bits per byte, as gitleaks
// computes it to tell random tokens from words.
func shannonEntropy(s string) float64 {
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	e, n := 0.0, float64(len(s))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			e -= p * math.Log2(p)
		}
	}
	return e
}

// placeholderPasswords are values that stand for a password rather than
// being one.
var placeholderPassword = regexp.MustCompile(`(?i)^(?:\*+|x+|\.+|<[^>]*>|\[[^\]]*\]|\{[^}]*\}|\$\{?[\w.]+\}?|%[\w.]+%|null|none|nil|undefined|changeme|change_me|password\d*|passw(?:or)?d|your_?password|example|redacted|hidden|secret)$`)

// checkPassword vets a password given in clear: a trailing '.', ',', ';'
// or ')' ends the sentence rather than the password, placeholders are not passwords, and a
// single ordinary word ("the password is required") is not one either, so
// the value needs a digit, a symbol or an upper-case letter after the
// first character.
func checkPassword(text string, s, e int) (int, int, bool) {
	for e > s && strings.IndexByte(".,;)", text[e-1]) >= 0 {
		e--
	}
	v := text[s:e]
	if len(v) < 4 || placeholderPassword.MatchString(v) {
		return s, e, false
	}
	for i := 0; i < len(v); i++ {
		c := v[i]
		if isDigit(c) || !isAlpha(c) || i > 0 && isUpper(c) {
			return s, e, true
		}
	}
	return s, e, false
}

// beaten reports whether a built-in candidate already found covers
// text[s:e] and would win the overlap against a score of score, or is the
// same span with the same score (two keywords of one rule found it).
func (st *scanState) beaten(s, e int, score float64) bool {
	for _, c := range st.cands {
		if c.priority == 0 && c.start <= s && c.end >= e && (c.score > score || c.score == score) {
			return true
		}
	}
	return false
}
