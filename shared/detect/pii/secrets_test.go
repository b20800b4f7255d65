package pii

import (
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

// The pinned gitleaks file: 218 rules. One matches file names only
// (pkcs12-file) and four only files of a given path (.php, .tf, .yaml,
// nuget.config), which a text has not; every regex compiles in RE2,
// because gitleaks itself uses Go's regexp by default.
func TestGitleaksRulesLoad(t *testing.T) {
	b, err := loadBuiltins()
	if err != nil {
		t.Fatal(err)
	}
	want := ruleStats{total: 218, loaded: 213, pathOnly: 1, pathScoped: 4, incompatible: 0}
	if b.stats != want {
		t.Errorf("rule stats %+v, want %+v", b.stats, want)
	}
	if len(b.alwaysRun) != 0 {
		t.Errorf("%d rules run on every text; every rule should have keywords", len(b.alwaysRun))
	}
	anchored := 0
	for _, r := range b.secrets {
		if r.plan.anchored != nil {
			anchored++
		}
	}
	if anchored < len(b.secrets)*3/4 {
		t.Errorf("only %d of %d rules run anchored at their keywords", anchored, len(b.secrets))
	}
}

// secretSamples are texts with one secret each: the category it must be
// reported as and the exact span (the secret, not the assignment).
func secretSamples() []positive {
	aws := "AKIA" + token(1, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
	awsSecret := token(2, 40, base64s)
	gh := "ghp_" + token(3, 36, alnum)
	gl := "glpat-" + token(4, 20, alnum)
	slack := "xoxb-1234567890123-1234567890123-" + token(5, 24, alnum)
	stripe := "sk_live_" + token(6, 24, alnum)
	openai := "sk-proj-" + token(7, 74, alnum) + "T3BlbkFJ" + token(8, 74, alnum)
	anthropic := "sk-ant-api03-" + token(9, 93, alnum) + "AA"
	gcp := "AIza" + token(10, 35, alnum+"_-")
	keyID := token(11, 40, hexLow)
	storage := token(12, 86, base64s) + "=="
	azure := "abc8Q~" + token(13, 34, alnum)
	jwt := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
	pem := "-----BEGIN RSA PRIVATE KEY-----\n" + token(14, 64, base64s) + "\n" + token(15, 64, base64s) + "\n-----END RSA PRIVATE KEY-----"
	generic := token(16, 26, alnum)
	return []positive{
		{"aws access key", "AWS_ACCESS_KEY_ID=" + aws + "\n", AWSAccessKey, aws},
		{"aws secret key", "aws_secret_access_key = " + awsSecret + "\n", AWSSecretKey, awsSecret},
		{"github pat", "token: " + gh, GitHubToken, gh},
		{"gitlab pat", "export GL=" + gl, GitLabToken, gl},
		{"slack bot", "SLACK=" + slack, SlackToken, slack},
		{"stripe", "stripe.api_key = '" + stripe + "'", StripeKey, stripe},
		{"openai", "OPENAI_API_KEY=" + openai + "\n", OpenAIAPIKey, openai},
		{"anthropic", "key " + anthropic + " end", AnthropicAPIKey, anthropic},
		{"gcp api key", "maps key " + gcp + "\n", GCPAPIKey, gcp},
		{"gcp service account", `{"type": "service_account", "private_key_id": "` + keyID + `"}`, GCPServiceAccountKey, keyID},
		{"azure storage", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" + storage + ";EndpointSuffix=core.windows.net", AzureStorageKey, storage},
		{"azure client secret", "client_secret=" + azure + "\n", AzureClientSecret, azure},
		{"jwt", "Authorization: Bearer " + jwt + "\n", JWT, jwt},
		{"private key", "key:\n" + pem + "\n", PrivateKey, pem},
		{"generic assignment", `api_key = "` + generic + `"`, GenericSecret, generic},
		{"password assignment", "password=hunter2!", Password, "hunter2!"},
		{"password in prose", "my password is Tr0ub4dor&3.", Password, "Tr0ub4dor&3"},
		{"db password", `DB_PASSWORD: "c0rrect-h0rse"`, Password, "c0rrect-h0rse"},
	}
}

func TestSecretCategories(t *testing.T) {
	s := newScanner(t)
	for _, tt := range secretSamples() {
		t.Run(tt.name, func(t *testing.T) {
			fs := s.Scan(tt.text)
			f, ok := spanned(fs, tt.text, tt.value)
			if !ok {
				t.Fatalf("no finding with span %q in %q; got %+v", tt.value, tt.text, fs)
			}
			if f.Category != tt.category || f.Score < redactAt || !f.Redactable {
				t.Fatalf("finding %+v, want a redactable %s", f, tt.category)
			}
		})
	}
}

func TestSecretNearMisses(t *testing.T) {
	tests := []struct{ name, text string }{
		{"aws documentation key", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE"},
		{"low entropy generic", `api_key = "aaaaaaaaaaaaaaaaaaaa"`},
		{"generic placeholder", `api_key = "${API_KEY}"`},
		{"password required", "the password is required for login"},
		{"password masked", "password: ********"},
		{"password variable", "password=${DB_PASSWORD}"},
		{"password word", "password = secret"},
		{"ey words are no jwt", "they say the key to money is a keyed eye"},
		{"github prefix alone", "the ghp_ prefix marks a GitHub token"},
		{"prose with keywords", "Keep the api documentation and the access policy in the secret wiki; auth is handled by SSO."},
	}
	s := newScanner(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if fs := s.Scan(tt.text); len(fs) > 0 {
				t.Fatalf("unexpected findings in %q: %+v", tt.text, fs)
			}
		})
	}
}

// The planner runs rules anchored at keywords or in windows around them;
// on texts whose secrets sit next to their keywords that must find exactly
// what running every rule over the whole text finds.
func TestPlansMatchFullScan(t *testing.T) {
	b, err := loadBuiltins()
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{benchCorpus, corpusOf(4 << 10)}
	for _, p := range secretSamples() {
		texts = append(texts, p.text, "prefix line\n"+p.text+"\nsuffix")
	}
	for _, text := range texts {
		planned := new(scanState)
		planned.reset(text, b.kw)
		b.scanSecrets(planned)

		// The reference is gitleaks' own procedure: every rule one of whose
		// keywords occurs runs over the whole text.
		full := new(scanState)
		full.reset(text, b.kw)
		lower := strings.ToLower(text)
		for ri, r := range b.secrets {
			if !slices.ContainsFunc(r.keywords, func(k string) bool { return strings.Contains(lower, k) }) {
				continue
			}
			for _, m := range r.re.FindAllStringSubmatchIndex(text, -1) {
				full.matches = append(full.matches, secretMatch{ri, 0, m})
			}
		}
		slices.SortFunc(full.matches, func(x, y secretMatch) int {
			return int(100*b.secrets[y.rule].score) - int(100*b.secrets[x.rule].score)
		})
		for _, sm := range full.matches {
			b.secrets[sm.rule].vet(full, sm.offset, sm.m)
		}
		got, want := resolve(text, planned.cands, planned), resolve(text, full.cands, full)
		if !slices.Equal(got, want) {
			t.Errorf("planned scan of %q\n got %+v\nwant %+v", text[:min(60, len(text))], got, want)
		}
	}
}

func TestPlanRule(t *testing.T) {
	tests := []struct {
		src      string
		keywords []string
		anchored bool
		boundary bool
		prefix   int
	}{
		{`\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b`, []string{"a3t", "akia", "asia", "abia", "acca"}, true, true, 0},
		{`(?i)[\w.-]{0,50}?(?:adafruit)(?:[ \t\w.-]{0,20})[\s'"]{0,3}(?:=|:)([a-z0-9_-]{32})`, []string{"adafruit"}, true, false, 50},
		{`(?:ghu|ghs)_[0-9a-zA-Z]{36}`, []string{"ghu_", "ghs_"}, true, false, 0},
		// The keyword is inside the secret, not at the start: windowed.
		{`(?i)[\w.-]{0,50}?(?:lob)(?:[ \t\w.-]{0,20})=((live|test)_[a-f0-9]{35})`, []string{"test_", "live_"}, false, false, 0},
		// A keyword that is only a prefix of the literal is too weak.
		{`xox[ar]-[0-9]{8}`, []string{"xo"}, true, false, 0},
		{`xo[ar]-[0-9]{8}`, []string{"xox"}, false, false, 0},
	}
	for _, tt := range tests {
		p := planRule(tt.src, tt.keywords)
		if (p.anchored != nil) != tt.anchored || p.boundaryBefore != tt.boundary || p.prefixMax != tt.prefix {
			t.Errorf("planRule(%s): anchored=%v boundary=%v prefix=%d, want %v %v %d",
				tt.src, p.anchored != nil, p.boundaryBefore, p.prefixMax, tt.anchored, tt.boundary, tt.prefix)
		}
	}
	for src, want := range map[string]int{`ab{2,3}`: 4, `a+`: -1, `(?:abc|de)x?`: 4, `\bfoo\b`: 3, `[^a]`: 4} {
		re, _ := syntax.Parse(src, syntax.Perl)
		if got := MaxLen(re); got != want {
			t.Errorf("MaxLen(%s) = %d, want %d", src, got, want)
		}
	}
}

// Each allowlist regex's prefilter must pass every string the regex
// matches; otherwise an allowlisted value would be reported.
func TestAllowlistPrefilterSound(t *testing.T) {
	b, err := loadBuiltins()
	if err != nil {
		t.Fatal(err)
	}
	probes := []string{
		"primary_key = 1234567890abcdef", "keyboard=qwerty123456", "api_version: 2024-01-01x", "PUBLIC_TOKEN=abc123def456",
		"X-MS-Exchange-Organization-AuthAs: Internal", "io.jsonwebtoken:jjwt-api:0.11.2", "FOO=\nBAR=\n", "Monkey_Key: aaaa",
		"true", "false", "null", "${API_KEY}", "{{ .Values.secret }}", "%APPDATA%", "$1", "/Users/jane/code/app", "aaaaaa",
		"--mount=type=secret,id=npm", `import { a, b } from "x"`, "access_id=AKIAZ7QW3ER4TY5UI6OP", "credentials_id: 12",
		"keyVaultToStoreSecrets", "csrf_token=abcdef1234", "AIzaSyabcdefghijklmnopqrstuvwxyz1234567", "s.ABCDEFGHIJKLMNOPQRSTUVWX",
	}
	for _, line := range strings.Split(corpusOf(4<<10), "\n") {
		probes = append(probes, line)
	}
	checked := 0
	for _, r := range b.secrets {
		for _, a := range r.allow {
			for _, ar := range a.regexes {
				if ar.prefilter == nil {
					continue
				}
				for _, p := range probes {
					if ar.re.MatchString(p) {
						checked++
						if !ar.prefilter.any([]byte(strings.ToLower(p))) {
							t.Errorf("rule %s: prefilter of %s rejects %q, which the regex matches", r.id, ar.re, p)
						}
					}
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d probe matches checked; the probes no longer exercise the allowlists", checked)
	}
}
