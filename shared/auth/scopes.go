package auth

import (
	"fmt"
	"slices"
	"strings"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
)

// Wildcards: the only two a key may carry. Every other "<category>:*" is
// invalid at creation and never honoured on a request.
const (
	// ScopeAll covers every scope of both halves.
	ScopeAll = "*"
	// ScopeRuntimeAll covers the four runtime scopes.
	ScopeRuntimeAll = "runtime:*"
)

// Concrete scopes. The data-security half first, then the four runtime
// scopes the spec names.
const (
	ScopeDatasetsRead       = "datasets:read"
	ScopeDatasetsWrite      = "datasets:write"
	ScopeScansRead          = "scans:read"
	ScopeScansWrite         = "scans:write"
	ScopeResultsRead        = "results:read"
	ScopeJobsRead           = "jobs:read"
	ScopeJobsWrite          = "jobs:write"
	ScopePlaygroundQuery    = "playground:query"
	ScopeAuditRead          = "audit:read"
	ScopeOrgsRead           = "orgs:read"
	ScopeOrgsWrite          = "orgs:write"
	ScopeKeysRead           = "keys:read"
	ScopeKeysWrite          = "keys:write"
	ScopeRuntimeScan        = "runtime:scan"
	ScopeRuntimeEventsRead  = "runtime:events:read"
	ScopeRuntimeConfigRead  = "runtime:config:read"
	ScopeRuntimeConfigWrite = "runtime:config:write"
)

// Scope describes one scope for people choosing a key's scopes.
type Scope struct {
	Name        string `json:"scope"`
	Label       string `json:"label"`
	Description string `json:"description"`
	// Wildcard scopes stand for several concrete ones (Covers).
	Wildcard bool     `json:"wildcard"`
	Covers   []string `json:"covers,omitempty"`
}

// concrete is the catalogue of concrete scopes, in display order.
var concrete = []Scope{
	{Name: ScopeDatasetsRead, Label: "Read datasets", Description: "List and read datasets, their versions and compliance reports."},
	{Name: ScopeDatasetsWrite, Label: "Manage datasets", Description: "Upload, heal and delete datasets."},
	{Name: ScopeScansRead, Label: "Read scans", Description: "List the scans of datasets and read their status."},
	{Name: ScopeScansWrite, Label: "Run scans", Description: "Start scans and change scan results."},
	{Name: ScopeResultsRead, Label: "Read scan results", Description: "Read scan result summaries and findings."},
	{Name: ScopeJobsRead, Label: "Read jobs", Description: "List background jobs and read their progress."},
	{Name: ScopeJobsWrite, Label: "Manage jobs", Description: "Cancel background jobs."},
	{Name: ScopePlaygroundQuery, Label: "Query the playground", Description: "Open playground sessions and run read-only SQL on dataset data."},
	{Name: ScopeAuditRead, Label: "Read the audit trail", Description: "Query the workspace's audit records."},
	{Name: ScopeOrgsRead, Label: "Read organizations", Description: "Read the organization, its licence limits and its members."},
	{Name: ScopeOrgsWrite, Label: "Manage organizations", Description: "Change the organization and its licence limits, invite and change members."},
	{Name: ScopeKeysRead, Label: "Read API keys", Description: "List API keys (never their secrets) and the scope catalogue."},
	{Name: ScopeKeysWrite, Label: "Manage API keys", Description: "Mint and revoke API keys, within the scopes the caller holds."},
	{Name: ScopeRuntimeScan, Label: "Runtime: scan", Description: "Scan prompts, responses and tool calls, and use the OpenAI- and Anthropic-compatible proxy."},
	{Name: ScopeRuntimeEventsRead, Label: "Runtime: read events", Description: "Read the runtime event log and the read-only runtime surface (apps, devices, enrollment tokens, DLP policy)."},
	{Name: ScopeRuntimeConfigRead, Label: "Runtime: read configuration", Description: "Read app configurations, their versions and the MCP tool registry."},
	{Name: ScopeRuntimeConfigWrite, Label: "Runtime: change configuration", Description: "Create, change and delete apps, configurations, MCP tools, devices, enrollment tokens and DLP policy."},
}

// Concrete returns the names of every concrete scope, in catalogue order.
func Concrete() []string {
	out := make([]string, len(concrete))
	for i, s := range concrete {
		out[i] = s.Name
	}
	return out
}

// runtimeScopes are the scopes ScopeRuntimeAll covers.
func runtimeScopes() []string {
	var out []string
	for _, s := range concrete {
		if isRuntime(s.Name) {
			out = append(out, s.Name)
		}
	}
	return out
}

func isRuntime(name string) bool {
	return strings.HasPrefix(name, "runtime:") && name != ScopeRuntimeAll
}

func isConcrete(name string) bool {
	return slices.ContainsFunc(concrete, func(s Scope) bool { return s.Name == name })
}

// Catalogue lists every scope a key may carry: the two wildcards, then the
// concrete scopes.
func Catalogue() []Scope {
	out := []Scope{
		{Name: ScopeAll, Label: "Everything", Description: "Every scope of the data-security and the runtime-security surface. Granted only to a creator who holds every scope.", Wildcard: true, Covers: Concrete()},
		{Name: ScopeRuntimeAll, Label: "Runtime: everything", Description: "The four runtime scopes. Granted only to a creator who holds all four.", Wildcard: true, Covers: runtimeScopes()},
	}
	return append(out, concrete...)
}

// Covers reports whether a set of held scopes (as stored on a key, possibly
// with wildcards) satisfies want. Only the two documented wildcards are
// honoured; a stored "datasets:*" grants nothing.
func Covers(held []string, want string) bool {
	for _, h := range held {
		switch {
		case h == want, h == ScopeAll:
			return true
		case h == ScopeRuntimeAll && (isRuntime(want) || want == ScopeRuntimeAll):
			return true
		}
	}
	return false
}

// Expand returns the concrete scopes a set of scopes stands for, in
// catalogue order, dropping unknown names and invalid wildcards.
func Expand(scopes []string) []string {
	var out []string
	for _, c := range Concrete() {
		if Covers(scopes, c) {
			out = append(out, c)
		}
	}
	return out
}

// Intersect returns the concrete scopes both sets cover, in catalogue order.
func Intersect(a, b []string) []string {
	var out []string
	for _, c := range Concrete() {
		if Covers(a, c) && Covers(b, c) {
			out = append(out, c)
		}
	}
	return out
}

// Collapse writes a concrete set as compactly as possible: "*" when it is
// every scope, "runtime:*" in place of the four runtime scopes.
func Collapse(scopes []string) []string {
	set := Expand(scopes)
	if len(set) == len(concrete) {
		return []string{ScopeAll}
	}
	rt := runtimeScopes()
	var out []string
	allRuntime := true
	for _, r := range rt {
		allRuntime = allRuntime && slices.Contains(set, r)
	}
	for _, s := range set {
		if allRuntime && isRuntime(s) {
			continue
		}
		out = append(out, s)
	}
	if allRuntime {
		out = append(out, ScopeRuntimeAll)
	}
	return out
}

// Grant decides the scopes of a new API key. held is what the creator may
// exercise (concrete scopes); requested is the body's scopes field.
//
//   - Omitted or empty: the widest set the creator holds (collapsed, so a
//     creator holding everything gets "*").
//   - Unknown names and category wildcards other than "*" and "runtime:*":
//     422, naming the element.
//   - "*" only for a creator holding every scope, "runtime:*" only for one
//     holding all four runtime scopes, any other scope only when held:
//     403 SCOPE_NOT_HELD naming the scope otherwise.
//
// The result is sorted and free of duplicates.
func Grant(held, requested []string) ([]string, error) {
	if len(requested) == 0 {
		out := Collapse(held)
		if len(out) == 0 {
			return nil, errs.New(errs.ErrPermissionDenied, "SCOPE_NOT_HELD", "you hold no scope that an API key could carry")
		}
		return out, nil
	}
	var c httpkit.Checker
	for i, s := range requested {
		loc := []any{"body", "scopes", i}
		switch {
		case s == ScopeAll || s == ScopeRuntimeAll || isConcrete(s):
		case strings.HasSuffix(s, ":*") || strings.Contains(s, "*"):
			c.Add(loc, fmt.Sprintf("'%s' is not a valid scope: the only wildcards are '*' and 'runtime:*'", s), "scope_wildcard")
		default:
			c.Add(loc, fmt.Sprintf("'%s' is not a known scope; GET /api/api-keys/scopes lists them", s), "scope_unknown")
		}
	}
	if err := c.Err(); err != nil {
		return nil, err
	}
	for _, s := range requested {
		for _, need := range Expand([]string{s}) {
			if !slices.Contains(held, need) {
				if s == need {
					return nil, errs.Newf(errs.ErrPermissionDenied, "SCOPE_NOT_HELD",
						"you cannot grant the scope '%s': you do not hold it", s)
				}
				return nil, errs.Newf(errs.ErrPermissionDenied, "SCOPE_NOT_HELD",
					"you cannot grant '%s': it requires every scope it covers and you do not hold '%s'", s, need)
			}
		}
	}
	out := slices.Clone(requested)
	slices.Sort(out)
	return slices.Compact(out), nil
}
