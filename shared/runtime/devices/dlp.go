package devices

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/pii"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/records"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/store"
)

// KindPolicy is the record kind of DLP policy versions.
const KindPolicy = "dlp-policy"

// DLP actions, from the mildest to the strictest.
const (
	ActionAllow  = "allow"
	ActionRedact = "redact"
	ActionBlock  = "block"
)

// maxPolicyAttempts bounds the retries of a contended change.
const maxPolicyAttempts = 32

// Errors with stable codes.
var (
	ErrPolicyVersionNotFound = errs.New(errs.ErrNotFound, "DLP_POLICY_VERSION_NOT_FOUND", "the DLP policy has no version with this number")
	errPolicyContended       = errs.New(errs.ErrConflict, "DLP_POLICY_CONTENDED", "the DLP policy is being changed by many writers at once; retry")
)

// Policy is a workspace's DLP policy for its devices: what a device does
// with each category of personal data or secret it finds in text before
// the text leaves (a prompt to a public LLM, a paste, an upload).
type Policy struct {
	// Enabled off makes every scan allow (findings are still reported).
	Enabled bool `json:"enabled"`
	// DefaultAction applies to a category found that Actions does not name.
	DefaultAction string `json:"default_action"`
	// Actions maps a category (a built-in one, or a custom rule's) to
	// allow, redact or block.
	Actions map[string]string `json:"actions"`
	// MinScore ignores built-in findings scoring below it (custom rules
	// always apply: a match is a match).
	MinScore float64 `json:"min_score"`
	// CustomRules are the workspace's own patterns (AppPiiRule's shape,
	// RE2); their category names them in Actions.
	CustomRules []appconfig.PIIRule `json:"custom_rules"`
	// RedactionStyle is bracket (<EMAIL>) or typed_token (<EMAIL_0>).
	RedactionStyle string `json:"redaction_style"`
}

// DefaultPolicy is the policy of a workspace that never set one: secrets,
// payment cards, bank accounts and national identifiers are blocked, other
// personal data is redacted.
func DefaultPolicy() Policy {
	actions := map[string]string{}
	for _, c := range pii.BuiltinCategories() {
		actions[c] = ActionBlock
	}
	for _, c := range []string{pii.Email, pii.Phone, pii.IPAddress, pii.MACAddress, pii.DateOfBirth, pii.CryptoWallet} {
		actions[c] = ActionRedact
	}
	return Policy{
		Enabled: true, DefaultAction: ActionRedact, Actions: actions, MinScore: 0.5,
		CustomRules: []appconfig.PIIRule{}, RedactionStyle: appconfig.RedactionBracket,
	}
}

// Check validates a policy at loc (["body", "policy"]).
func (p *Policy) Check(loc []any) error {
	at := func(more ...any) []any { return append(slices.Clone(loc), more...) }
	var c httpkit.Checker
	actions := []string{ActionAllow, ActionRedact, ActionBlock}
	c.OneOf(at("default_action"), p.DefaultAction, actions...)
	c.Range(at("min_score"), p.MinScore, 0, 1)
	c.OneOf(at("redaction_style"), p.RedactionStyle, appconfig.RedactionBracket, appconfig.RedactionTypedToken)
	appconfig.CheckPIIRules(&c, at("custom_rules"), p.CustomRules)
	known := map[string]bool{}
	for _, k := range pii.BuiltinCategories() {
		known[k] = true
	}
	for _, r := range p.CustomRules {
		known[pii.NormalizeCategory(r.Category)] = true
	}
	if p.Actions == nil {
		p.Actions = map[string]string{}
	}
	for _, k := range slices.Sorted(maps.Keys(p.Actions)) {
		if !known[k] {
			c.Add(at("actions", k), fmt.Sprintf("%q is not a built-in category nor a custom rule's (categories are upper case, such as CREDIT_CARD)", k), "value_error")
			continue
		}
		c.OneOf(at("actions", k), p.Actions[k], actions...)
	}
	if p.CustomRules == nil {
		p.CustomRules = []appconfig.PIIRule{}
	}
	return c.Err()
}

// PolicyVersion is one stored version of the policy. Version 0 is the
// platform default of a workspace that never stored one (CreatedAt nil).
type PolicyVersion struct {
	ID              string     `json:"id"`
	VersionNumber   int        `json:"version_number"`
	Policy          Policy     `json:"policy"`
	ChangeSummary   *string    `json:"change_summary"`
	CreatedAt       *time.Time `json:"created_at"`
	CreatedByUserID *int64     `json:"created_by_user_id"`
}

func policyKey(ws string, n int) store.Key {
	return store.Key{Workspace: ws, Kind: KindPolicy, ID: fmt.Sprintf("%010d", n)}
}

// CurrentPolicy returns the newest version (version 0, the default, when
// none is stored). Versions are only ever added, so the newest is the
// current one: there is no pointer to fall behind.
func (s *Service) CurrentPolicy(ctx context.Context, ws string) (PolicyVersion, error) {
	vs, _, err := records.List[PolicyVersion](ctx, s.Main, ws, KindPolicy, store.Query{Descending: true, Limit: 1})
	if err != nil {
		return PolicyVersion{}, fmt.Errorf("devices.CurrentPolicy: %w", err)
	}
	if len(vs) == 0 {
		return PolicyVersion{Policy: DefaultPolicy()}, nil
	}
	return vs[0], nil
}

// PolicyVersionN returns version n, or ErrPolicyVersionNotFound.
func (s *Service) PolicyVersionN(ctx context.Context, ws string, n int) (PolicyVersion, error) {
	v, _, err := records.Get[PolicyVersion](ctx, s.Main, policyKey(ws, n))
	if errors.Is(err, errs.ErrNotFound) {
		return v, ErrPolicyVersionNotFound
	}
	return v, err
}

// PolicyVersions returns one page of versions, newest first: at most limit
// numbered below before (0: from the newest), and the before of the next
// page (0 on the last).
func (s *Service) PolicyVersions(ctx context.Context, ws string, limit, before int) ([]PolicyVersion, int, error) {
	q := store.Query{Descending: true, Limit: limit}
	if before > 0 {
		q.End = policyKey(ws, before).ID
	}
	vs, next, err := records.List[PolicyVersion](ctx, s.Main, ws, KindPolicy, q)
	if err != nil {
		return nil, 0, fmt.Errorf("devices.PolicyVersions: %w", err)
	}
	n := 0
	if next != "" && len(vs) > 0 {
		n = vs[len(vs)-1].VersionNumber
	}
	return vs, n, nil
}

// SetPolicy stores p (checked by the caller) as the next version. Two
// writers never store the same number: a conditional create refuses the
// second, which takes the next one.
func (s *Service) SetPolicy(ctx context.Context, ws string, userID int64, summary *string, p Policy) (PolicyVersion, error) {
	cur, err := s.CurrentPolicy(ctx, ws)
	if err != nil {
		return PolicyVersion{}, err
	}
	n := cur.VersionNumber + 1
	for range maxPolicyAttempts {
		now := s.Clock.Now()
		v := PolicyVersion{
			ID: records.NewID(), VersionNumber: n, Policy: p, ChangeSummary: summary,
			CreatedAt: &now, CreatedByUserID: userRef(userID),
		}
		err := records.Create(ctx, s.Main, policyKey(ws, n), v, time.Time{})
		if errors.Is(err, errs.ErrAlreadyExists) {
			n++
			continue
		}
		if err != nil {
			return PolicyVersion{}, fmt.Errorf("devices.SetPolicy %d: %w", n, err)
		}
		s.compiled.forget(ws)
		return v, nil
	}
	return PolicyVersion{}, errPolicyContended
}

// RestorePolicy stores a new version whose policy is version n's.
func (s *Service) RestorePolicy(ctx context.Context, ws string, n int, userID int64, summary *string) (PolicyVersion, error) {
	old, err := s.PolicyVersionN(ctx, ws, n)
	if err != nil {
		return PolicyVersion{}, err
	}
	if summary == nil {
		text := fmt.Sprintf("Restored version %d", n)
		summary = &text
	}
	return s.SetPolicy(ctx, ws, userID, summary, old.Policy)
}

// Finding is one category found by a DLP scan and what the policy does
// with it. Start and End are code point offsets; Snippet is masked.
type Finding struct {
	Category string  `json:"category"`
	Action   string  `json:"action"`
	Score    float64 `json:"score"`
	Start    int     `json:"start"`
	End      int     `json:"end"`
	Snippet  string  `json:"snippet"`
	Rule     *string `json:"rule"`
}

// Decision is what a DLP scan decided.
type Decision struct {
	// Verdict is the strictest action of the findings (allow when none,
	// or when the policy is disabled).
	Verdict       string    `json:"verdict"`
	PolicyVersion int       `json:"policy_version"`
	Findings      []Finding `json:"findings"`
	// RedactedText is the text with every redact finding replaced, when
	// the verdict is redact; a blocked text is not returned.
	RedactedText *string  `json:"redacted_text"`
	Categories   []string `json:"categories"`
}

// Scan applies the workspace's current policy to text.
func (s *Service) Scan(ctx context.Context, ws, text string) (Decision, error) {
	v, err := s.CurrentPolicy(ctx, ws)
	if err != nil {
		return Decision{}, err
	}
	sc, err := s.compiled.scanner(ws, v)
	if err != nil {
		return Decision{}, err
	}
	return Evaluate(v, sc, text), nil
}

// Evaluate applies a policy version to text with its compiled scanner.
func Evaluate(v PolicyVersion, sc *pii.Scanner, text string) Decision {
	p := v.Policy
	custom := map[string]string{}
	for _, r := range p.CustomRules {
		custom[r.Name] = pii.NormalizeCategory(r.Category)
	}
	d := Decision{Verdict: ActionAllow, PolicyVersion: v.VersionNumber, Findings: []Finding{}, Categories: []string{}}
	var spans []engine.Span
	var offs []int
	seen := map[string]bool{}
	for _, f := range sc.Scan(text) {
		rule := ruleOf(f.Explanation, custom, f.Category)
		if rule == nil && f.Score < p.MinScore {
			continue
		}
		action, ok := p.Actions[f.Category]
		if !ok {
			action = p.DefaultAction
		}
		if !p.Enabled {
			action = ActionAllow
		}
		if rank(action) > rank(d.Verdict) {
			d.Verdict = action
		}
		if action == ActionRedact {
			spans = append(spans, engine.Span{Start: f.Start, End: f.End, Category: f.Category, Score: f.Score})
		}
		if !seen[f.Category] {
			seen[f.Category] = true
			d.Categories = append(d.Categories, f.Category)
		}
		d.Findings = append(d.Findings, Finding{Category: f.Category, Action: action, Score: f.Score, Snippet: f.Snippet, Rule: rule})
		offs = append(offs, f.Start, f.End)
	}
	cp := engine.RuneOffsets(text, offs)
	for i := range d.Findings {
		d.Findings[i].Start, d.Findings[i].End = cp[2*i], cp[2*i+1]
	}
	if d.Verdict == ActionRedact {
		red := engine.Redact(text, spans, p.RedactionStyle)
		d.RedactedText = &red
	}
	return d
}

// ruleOf names the custom rule of a finding: the PII scanner explains a
// custom match as `Matched custom rule "<name>"`, with the rule's category.
func ruleOf(explanation string, custom map[string]string, category string) *string {
	for name, cat := range custom {
		if cat == category && strings.HasPrefix(explanation, `Matched custom rule "`+name+`"`) {
			n := name
			return &n
		}
	}
	return nil
}

func rank(action string) int {
	switch action {
	case ActionBlock:
		return 2
	case ActionRedact:
		return 1
	}
	return 0
}

// compiledPolicies caches one compiled scanner per workspace and policy
// version (the custom rules compile once per version per process).
type compiledPolicies struct {
	mu sync.Mutex
	m  map[string]compiledPolicy
}

type compiledPolicy struct {
	version int
	sc      *pii.Scanner
}

// maxCompiled bounds the cache; past it, it starts again empty.
const maxCompiled = 1024

func (c *compiledPolicies) scanner(ws string, v PolicyVersion) (*pii.Scanner, error) {
	c.mu.Lock()
	cp, ok := c.m[ws]
	c.mu.Unlock()
	if ok && cp.version == v.VersionNumber {
		return cp.sc, nil
	}
	rules := make([]appconfig.PIIRule, len(v.Policy.CustomRules))
	for i, r := range v.Policy.CustomRules {
		r.Score = 1
		rules[i] = r
	}
	sc, err := pii.New(appconfig.DetectorRules(rules))
	if err != nil {
		return nil, fmt.Errorf("devices: DLP policy %d does not compile: %w", v.VersionNumber, err)
	}
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxCompiled {
		c.m = map[string]compiledPolicy{}
	}
	c.m[ws] = compiledPolicy{version: v.VersionNumber, sc: sc}
	c.mu.Unlock()
	return sc, nil
}

func (c *compiledPolicies) forget(ws string) {
	c.mu.Lock()
	delete(c.m, ws)
	c.mu.Unlock()
}
