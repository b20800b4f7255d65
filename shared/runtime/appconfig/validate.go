package appconfig

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"

	"bulwark/shared/detect/phrases"
	"bulwark/shared/detect/pii"
	"bulwark/shared/httpkit"
	"bulwark/shared/ssrf"
)

// Bounds of AppConfig. The spec fixes the first group; the second bounds
// lists and strings the spec leaves open, so that one configuration stays a
// few hundred kilobytes at most and compiles in milliseconds.
const (
	MinNERThreshold     = 0.05
	MaxNERThreshold     = 0.99
	MaxNEREntities      = 64
	MaxRuleName         = 128
	MaxRulePattern      = 2048
	MaxRuleCategory     = 64
	MaxRuleDescription  = 512
	MaxRuleFlags        = 258
	MaxCanaries         = 8
	MaxAttachmentNotice = 280
	MinSkewSeconds      = 30
	MaxSkewSeconds      = 3600
	MaxProvider         = 64
	MaxUpstreamURL      = 512
	MaxMCPTools         = 200
	MaxToolName         = 128
	MaxToolDescription  = 8192

	MaxPIIRules          = 100
	MaxCustomPhrases     = 500
	MaxPhraseLength      = 256
	MaxToolPatterns      = 256
	MaxForbidden         = 64
	MaxHostPatterns      = 256
	MaxHostPattern       = 253
	MaxEntityLabelLength = 64
)

var (
	providerSlug = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	// hostPattern is an exact host name or address ("api.example.com",
	// "10.0.0.1", "[::1]", optionally with a port) or "*.suffix", or "*".
	hostPattern = regexp.MustCompile(`^(\*|(\*\.)?[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.?(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?)$`)
)

// Validate checks every bound of the configuration and reports all
// problems at once as a *httpkit.ValidationError located under loc. Custom
// PII rules are compiled (a pattern RE2 rejects, or flags it cannot honour,
// are reported at that rule's field, naming the rule), and so are custom
// phrases and canaries.
//
// pol is what the deployment admits beyond the fixed bounds (its zero value
// is production's).
func (c *Config) Validate(loc []any, pol Policy) error {
	var ck httpkit.Checker
	th := at(loc, "thresholds")
	ck.Range(at(th, "block"), c.Thresholds.Block, 0, 1)
	ck.Range(at(th, "redact"), c.Thresholds.Redact, 0, 1)
	ck.Range(at(th, "output_block"), c.Thresholds.OutputBlock, 0, 1)
	ck.Range(at(th, "output_redact"), c.Thresholds.OutputRedact, 0, 1)

	nl := at(loc, "ner")
	if c.NER.Mode != nil {
		ck.OneOf(at(nl, "mode"), *c.NER.Mode, NERModeFlag, NERModeRedact)
	}
	ck.Range(at(nl, "threshold"), c.NER.Threshold, MinNERThreshold, MaxNERThreshold)
	strList(&ck, at(nl, "entities"), c.NER.Entities, MaxNEREntities, MaxEntityLabelLength)

	strList(&ck, at(loc, "custom_phrases"), c.CustomPhrases, MaxCustomPhrases, MaxPhraseLength)
	for i, p := range c.CustomPhrases {
		if _, err := phrases.Compile([]string{p}); err != nil && p != "" {
			ck.Add(at(loc, "custom_phrases", i), "Phrase has no letters, digits or symbols left after normalisation", "value_error")
		}
	}

	c.validateRules(&ck, at(loc, "pii_rules"))

	tp := at(loc, "tool_policy")
	strList(&ck, at(tp, "allowlist"), c.ToolPolicy.Allowlist, MaxToolPatterns, MaxToolName)
	strList(&ck, at(tp, "denylist"), c.ToolPolicy.Denylist, MaxToolPatterns, MaxToolName)

	rt := at(loc, "routing")
	strList(&ck, at(rt, "forbidden_providers"), c.Routing.ForbiddenProviders, MaxForbidden, MaxProvider)
	if p := c.Routing.Provider; p != nil {
		ck.Len(at(rt, "provider"), *p, 1, MaxProvider)
		if *p != "" && len(*p) <= MaxProvider && !providerSlug.MatchString(*p) {
			ck.Add(at(rt, "provider"), "String should be a provider slug: lower-case letters, digits, '.', '_' and '-'", "string_pattern_mismatch")
		}
	}
	if u := c.Routing.UpstreamBaseURL; u != nil {
		ck.Len(at(rt, "upstream_base_url"), *u, 1, MaxUpstreamURL)
		if *u != "" && len(*u) <= MaxUpstreamURL {
			checkUpstream(&ck, at(rt, "upstream_base_url"), *u, pol)
		}
	}

	ck.Len(at(loc, "streaming", "attachment_notice_message"), c.Streaming.AttachmentNoticeMessage, 0, MaxAttachmentNotice)

	hl := at(loc, "egress", "host_allowlist")
	strList(&ck, hl, c.Egress.HostAllowlist, MaxHostPatterns, MaxHostPattern)
	for i, h := range c.Egress.HostAllowlist {
		if h != "" && len(h) <= MaxHostPattern && !hostPattern.MatchString(h) {
			ck.Add(at(hl, i), "String should be a host name, an IP address, '*.suffix' or '*'", "string_pattern_mismatch")
		}
	}

	cp := at(loc, "canaries", "phrases")
	strList(&ck, cp, c.Canaries.Phrases, MaxCanaries, MaxPhraseLength)
	for i, p := range c.Canaries.Phrases {
		if _, err := phrases.CompileCanaries([]string{p}); err != nil && p != "" {
			ck.Add(at(cp, i), fmt.Sprintf("Canary phrase should have at least %d letters or digits, or it would match ordinary output", phrases.MinCanarySkeleton), "value_error")
		}
	}

	ck.OneOf(at(loc, "redaction", "style"), c.Redaction.Style, RedactionBracket, RedactionTypedToken)
	ck.IntRange(at(loc, "request_signing", "timestamp_skew_seconds"), int64(c.RequestSigning.TimestampSkewSeconds), MinSkewSeconds, MaxSkewSeconds)

	c.validateMCP(&ck, at(loc, "mcp"))
	return ck.Err()
}

// Policy is what a deployment admits in a configuration beyond the fixed
// bounds. The zero value is the production policy.
type Policy struct {
	// AllowLoopbackUpstream admits upstream URLs on loopback, plain http
	// included: the deployment's test-only BULWARK_ALLOW_LOOPBACK_UPSTREAM.
	AllowLoopbackUpstream bool
}

// checkUpstream refuses an upstream URL the proxy would refuse to dial, with
// the proxy's own SSRF guard: https only, no credentials, no metadata or
// loopback names, no private, link-local or metadata IP literals in any
// form, and a host that is a valid DNS name. A value stored here is
// therefore always a well-formed https URL; the addresses a name resolves
// to are checked again at dial time (DNS may change).
func checkUpstream(ck *httpkit.Checker, loc []any, raw string, pol Policy) {
	u, err := ssrf.ParseURL(raw, ssrf.Options{AllowLoopback: pol.AllowLoopbackUpstream})
	if err != nil {
		if pu, perr := url.Parse(raw); perr == nil && pu.Scheme != "" && !strings.EqualFold(pu.Scheme, "https") && !pol.AllowLoopbackUpstream {
			ck.Add(loc, "URL should be an absolute https URL without credentials", "url_scheme")
			return
		}
		var se *ssrf.Error
		if errors.As(err, &se) {
			ck.Add(loc, "URL is refused by the SSRF guard: "+se.Reason, "url_unsafe")
			return
		}
		ck.Add(loc, "URL is refused by the SSRF guard", "url_unsafe")
		return
	}
	if u.Fragment != "" || u.RawQuery != "" {
		ck.Add(loc, "URL should have no query or fragment: it is a base that paths are appended to", "url_unsafe")
	}
}

func (c *Config) validateRules(ck *httpkit.Checker, loc []any) { CheckPIIRules(ck, loc, c.PIIRules) }

// CheckPIIRules checks a list of custom PII rules at loc: at most
// MaxPIIRules, each within its bounds and compiling as RE2, every problem
// at the exact field (the DLP policy's custom rules use it too).
func CheckPIIRules(ck *httpkit.Checker, loc []any, rules []PIIRule) {
	ck.MaxItems(loc, len(rules), MaxPIIRules)
	for i, r := range rules {
		rl := at(loc, i)
		// Bounds first, on a checker of their own: only a rule whose
		// bounds hold is compiled.
		var rc httpkit.Checker
		rc.Name(at(rl, "name"), r.Name, 1, MaxRuleName)
		rc.Len(at(rl, "pattern"), r.Pattern, 1, MaxRulePattern)
		rc.Len(at(rl, "category"), r.Category, 1, MaxRuleCategory)
		rc.Range(at(rl, "score"), r.Score, 0, 1)
		if r.Description != nil {
			rc.Len(at(rl, "description"), *r.Description, 0, MaxRuleDescription)
		}
		rc.IntRange(at(rl, "flags"), int64(r.Flags), 0, MaxRuleFlags)
		if err := rc.Err(); err != nil {
			for _, fe := range err.(*httpkit.ValidationError).Detail {
				ck.Add(fe.Loc, fe.Msg, fe.Type)
			}
			continue
		}
		if _, err := pii.CompileRule(r.toDetector()); err != nil {
			var re *pii.RuleError
			if !errors.As(err, &re) {
				ck.Add(rl, fmt.Sprintf("PII rule %q is invalid: %v", r.Name, err), "value_error")
				continue
			}
			ck.Add(at(rl, re.Field), fmt.Sprintf("PII rule %q: %s", r.Name, re.Problem), "value_error")
		}
	}
}

func (c *Config) validateMCP(ck *httpkit.Checker, loc []any) {
	ck.Range(at(loc, "min_trust_score"), c.MCP.MinTrustScore, 0, 1)
	ck.OneOf(at(loc, "enforcement"), c.MCP.Enforcement, EnforcementAdvisory, EnforcementBlockHigh)
	tl := at(loc, "tools")
	ck.MaxItems(tl, len(c.MCP.Tools), MaxMCPTools)
	seen := make(map[string]bool, len(c.MCP.Tools))
	for i, t := range c.MCP.Tools {
		l := at(tl, i)
		ck.Name(at(l, "name"), t.Name, 1, MaxToolName)
		if seen[t.Name] {
			ck.Add(at(l, "name"), fmt.Sprintf("Tool %q is listed twice; tool names are unique", t.Name), "value_error")
		}
		seen[t.Name] = true
		ck.Len(at(l, "description"), t.Description, 0, MaxToolDescription)
		ck.Range(at(l, "trust_score"), t.TrustScore, 0, 1)
		ck.OneOf(at(l, "severity_top"), t.SeverityTop, SeverityNone, SeverityLow, SeverityMedium, SeverityHigh)
		ck.IntRange(at(l, "findings_count"), int64(t.FindingsCount), 0, 1<<31-1)
	}
}

// strList checks a list of strings: at most max items, each 1 to maxLen
// characters and not blank.
func strList(ck *httpkit.Checker, loc []any, items []string, max, maxLen int) {
	ck.MaxItems(loc, len(items), max)
	for i, s := range items {
		if strings.TrimSpace(s) == "" && s != "" {
			ck.Add(at(loc, i), "String should not be blank", "string_too_short")
			continue
		}
		ck.Len(at(loc, i), s, 1, maxLen)
	}
}

// toDetector converts the API rule into the PII detector's rule.
func (r PIIRule) toDetector() pii.Rule {
	score := r.Score
	out := pii.Rule{
		Name: r.Name, Pattern: r.Pattern, Category: r.Category, Score: &score,
		Flags: r.Flags, Priority: r.Priority,
	}
	if r.Description != nil {
		out.Description = *r.Description
	}
	return out
}

// DetectorRules returns the custom rules in the PII detector's form.
func (c *Config) DetectorRules() []pii.Rule { return DetectorRules(c.PIIRules) }

// DetectorRules returns custom rules in the PII detector's form.
func DetectorRules(rules []PIIRule) []pii.Rule {
	out := make([]pii.Rule, len(rules))
	for i, r := range rules {
		out[i] = r.toDetector()
	}
	return out
}
