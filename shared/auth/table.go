package auth

import (
	"fmt"
	"strings"
)

// Requirement is what an operation demands of an authenticated caller.
type Requirement struct {
	// Scope is the one scope the credential must hold; "" means any
	// authenticated credential will do.
	Scope string
	// SessionOnly operations act on the signed-in user itself (token
	// refresh, sign-out, MFA, password change): they need a user session
	// (an access token) and refuse API keys.
	SessionOnly bool
	// DeviceOnly operations are called by an enrolled device with its
	// device credential (bwd_...), which no other operation accepts.
	DeviceOnly bool
	// Rule is the pattern of the table row that decided, for messages and
	// documentation.
	Rule string
}

// rule is one row of the scope table. Patterns are matched segment by
// segment: "*" matches one segment (a path parameter such as {app_uuid}
// too), "**" matches any number of segments, including none.
type rule struct {
	patterns    []string
	read, write string
	session     bool
	device      bool
}

// table is THE mapping from method and path to the required scope. The first
// row whose pattern matches decides; reads are GET, HEAD and OPTIONS, every
// other method is a write. Its order carries the spec's rules: the scan and
// proxy routes and the specific runtime areas come before the runtime
// catch-all; results paths come before the scans and datasets rows. The
// last row catches anything the table does not name and requires "*", so a
// route added without a row here is closed to every narrower key (a test
// fails until it gets its row).
var table = []rule{
	{patterns: []string{"/api/health", "/api/openapi.json", "/api/auth/me"}},
	{patterns: []string{"/api/auth/**"}, session: true},
	{patterns: []string{"/api/api-keys/**"}, read: ScopeKeysRead, write: ScopeKeysWrite},
	{patterns: []string{"/api/orgs/**"}, read: ScopeOrgsRead, write: ScopeOrgsWrite},
	// The audit trail is append-only through the service: no key writes it.
	{patterns: []string{"/api/audit-trail/**"}, read: ScopeAuditRead, write: ScopeAll},
	{patterns: []string{"/api/jobs/**"}, read: ScopeJobsRead, write: ScopeJobsWrite},
	{patterns: []string{"/api/playground/**"}, read: ScopePlaygroundQuery, write: ScopePlaygroundQuery},
	{patterns: []string{
		"/api/runtime-security/apps/*/scan/**", "/api/runtime-security/scan/**",
		"/openai-compatible/**", "/anthropic-compatible/**",
	}, read: ScopeRuntimeScan, write: ScopeRuntimeScan},
	{patterns: []string{"/api/runtime-security/events/**"}, read: ScopeRuntimeEventsRead, write: ScopeRuntimeConfigWrite},
	{patterns: []string{"/api/runtime-security/apps/*/config/**", "/api/runtime-security/apps/*/mcp/**"}, read: ScopeRuntimeConfigRead, write: ScopeRuntimeConfigWrite},
	// What an enrolled device calls with its own credential.
	{patterns: []string{"/api/runtime-security/device/**"}, device: true},
	// The runtime catch-all: apps, devices, enrollment tokens, DLP policy.
	{patterns: []string{"/api/runtime-security/**"}, read: ScopeRuntimeEventsRead, write: ScopeRuntimeConfigWrite},
	{patterns: []string{"/api/**/results/**"}, read: ScopeResultsRead, write: ScopeScansWrite},
	{patterns: []string{"/api/**/scans/**"}, read: ScopeScansRead, write: ScopeScansWrite},
	{patterns: []string{"/api/datasets/**", "/api/uploads/**", "/api/compliance/**"}, read: ScopeDatasetsRead, write: ScopeDatasetsWrite},
	{patterns: []string{"/**"}, read: ScopeAll, write: ScopeAll},
}

// fallback is the pattern of the last row.
const fallback = "/**"

// IsRead reports whether a method only reads.
func IsRead(method string) bool {
	switch strings.ToUpper(method) {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// Required returns the requirement of a request: method and path, where the
// path is either a concrete request path or an OpenAPI path pattern.
func Required(method, path string) Requirement {
	segs := split(path)
	for _, r := range table {
		for _, p := range r.patterns {
			if !match(split(p), segs) {
				continue
			}
			req := Requirement{SessionOnly: r.session, DeviceOnly: r.device, Rule: p}
			if IsRead(method) {
				req.Scope = r.read
			} else {
				req.Scope = r.write
			}
			return req
		}
	}
	// Unreachable: the last row matches every path.
	return Requirement{Scope: ScopeAll, Rule: fallback}
}

func split(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// match reports whether the segments of a path match a pattern's.
func match(pat, segs []string) bool {
	for len(pat) > 0 {
		switch pat[0] {
		case "**":
			for i := 0; i <= len(segs); i++ {
				if match(pat[1:], segs[i:]) {
					return true
				}
			}
			return false
		case "*":
			if len(segs) == 0 {
				return false
			}
		default:
			if len(segs) == 0 || segs[0] != pat[0] {
				return false
			}
		}
		pat, segs = pat[1:], segs[1:]
	}
	return len(segs) == 0
}

// TableMarkdown renders the scope table as the Markdown table of
// docs/auth.md, so the document can be checked against the code.
func TableMarkdown() string {
	var b strings.Builder
	b.WriteString("| path pattern | read (GET, HEAD, OPTIONS) | write (other methods) |\n|---|---|---|\n")
	cell := func(s string, session, device bool) string {
		switch {
		case session:
			return "user session (access token); API keys refused"
		case device:
			return "device credential (bwd_...) only"
		case s == "":
			return "any credential"
		}
		return "`" + s + "`"
	}
	for _, r := range table {
		pats := make([]string, len(r.patterns))
		for i, p := range r.patterns {
			pats[i] = "`" + p + "`"
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", strings.Join(pats, ", "), cell(r.read, r.session, r.device), cell(r.write, r.session, r.device))
	}
	return b.String()
}
