// Package agentic is the "agentic_guardrails" detector: it checks a tool
// call an LLM wants to make (tool name and JSON arguments) against the app's
// tool policy and egress allowlist, and looks through every string in the
// arguments for destructive shell commands, remote code execution, access to
// credential files and destructive SQL.
//
// Findings about the tool name are whole-call findings (Start = End = 0);
// findings about an argument carry byte offsets into the raw JSON arguments.
// Everything here is stateless and safe for concurrent use.
package agentic

import (
	"net"
	"strings"

	"bulwark/shared/detect"
)

// Detector is this detector's name.
const Detector = "agentic_guardrails"

// Categories of the findings.
const (
	CategoryToolDenied          = "tool_denied"
	CategoryToolNotAllowlisted  = "tool_not_allowlisted"
	CategoryDestructiveCommand  = "destructive_command"
	CategoryRemoteCodeExecution = "remote_code_execution"
	CategoryCredentialAccess    = "credential_access"
	CategorySQLDestructive      = "sql_destructive"
	CategoryEgressViolation     = "egress_violation"
)

// MaxFindings bounds the findings of one call.
const MaxFindings = 32

// Policy is the part of an app's configuration this detector applies.
type Policy struct {
	// Allowlist is tool_policy.allowlist: when not empty, only tools that
	// match one of its patterns may be called.
	Allowlist []string
	// Denylist is tool_policy.denylist: tools that match one of its
	// patterns may never be called. It wins over Allowlist.
	Denylist []string
	// EgressHosts is egress.host_allowlist: when not empty, every URL in
	// the arguments must point at a host it allows (see HostAllowed).
	EgressHosts []string
}

// Check returns the findings for one tool call. args is the raw JSON of the
// arguments; if it is not valid JSON it is scanned as one string, since a
// malformed call is no reason to look away.
func (p Policy) Check(tool string, args []byte) []detect.Finding {
	var out []detect.Finding
	switch {
	case ToolMatches(tool, p.Denylist):
		out = append(out, detect.Finding{
			Detector: Detector, Category: CategoryToolDenied, Score: 1,
			Snippet:     detect.Mask(tool),
			Explanation: "The tool is on the app's tool denylist.",
		})
	case len(p.Allowlist) > 0 && !ToolMatches(tool, p.Allowlist):
		out = append(out, detect.Finding{
			Detector: Detector, Category: CategoryToolNotAllowlisted, Score: 1,
			Snippet:     detect.Mask(tool),
			Explanation: "The tool is not on the app's tool allowlist.",
		})
	}
	return append(out, scanArguments(args, p.EgressHosts)...)
}

// ToolMatches reports whether a tool name matches one of the patterns.
// Matching ignores case (so a denylisted "shell_exec" also stops
// "Shell_Exec") and surrounding space. A pattern is an exact name, or has a
// "*" at its end ("fs_*": prefix), at its start ("*_delete": suffix) or at
// both ("*admin*": contains); "*" alone matches every tool. A "*" anywhere
// else is taken literally.
func ToolMatches(name string, patterns []string) bool {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, p := range patterns {
		p = strings.ToLower(strings.TrimSpace(p))
		lead, trail := strings.HasPrefix(p, "*"), strings.HasSuffix(p, "*")
		core := strings.TrimSuffix(strings.TrimPrefix(p, "*"), "*")
		switch {
		case p == "":
		case p == "*" || p == "**":
			return true
		case lead && trail:
			if strings.Contains(name, core) {
				return true
			}
		case lead:
			if strings.HasSuffix(name, core) {
				return true
			}
		case trail:
			if strings.HasPrefix(name, core) {
				return true
			}
		case name == p:
			return true
		}
	}
	return false
}

// HostAllowed reports whether host may be contacted under an egress
// allowlist. An empty allowlist means no app-level restriction and allows
// every host. Entries are exact host names ("api.example.com") or
// "*.suffix" wildcards: "*.example.com" matches "a.example.com" and
// "a.b.example.com" but not "example.com" itself nor "badexample.com"; list
// both "example.com" and "*.example.com" to allow the apex and its
// subdomains. A lone "*" allows every host. Comparison ignores case, a
// trailing dot and a port ("api.example.com:443"), and IP literals are
// compared as written ("[::1]" and "::1" are the same host). An empty host
// is never allowed by a non-empty list.
func HostAllowed(host string, allowlist []string) bool {
	if len(allowlist) == 0 {
		return true
	}
	h := normalizeHost(host)
	if h == "" {
		return false
	}
	for _, e := range allowlist {
		e = normalizeHost(e)
		switch {
		case e == "":
		case e == "*":
			return true
		case strings.HasPrefix(e, "*."):
			suffix := e[1:]
			if len(h) > len(suffix) && strings.HasSuffix(h, suffix) {
				return true
			}
		case h == e:
			return true
		}
	}
	return false
}

func normalizeHost(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	if hh, _, err := net.SplitHostPort(h); err == nil {
		h = hh
	}
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	return strings.TrimSuffix(h, ".")
}

func egressFinding(host string, start, end int) detect.Finding {
	return detect.Finding{
		Detector: Detector, Category: CategoryEgressViolation, Score: 0.8,
		Start: start, End: end,
		Snippet:     detect.Mask(host),
		Explanation: "The arguments point at a host that the app's egress allowlist does not allow.",
	}
}
