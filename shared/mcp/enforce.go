package mcp

import (
	"fmt"
	"slices"

	"bulwark/shared/detect"
	"bulwark/shared/runtime/appconfig"
)

// Detector is the name of this package's findings in scans.
const Detector = "mcp"

// Categories of the findings of Check and ScanToolResult.
const (
	CategoryUnregisteredTool = "mcp_unregistered_tool"
	CategoryHighSeverityTool = "mcp_high_severity_tool"
	CategoryPinMismatch      = "mcp_pin_mismatch"
	// CategoryResultPrefix is followed by the rule that matched a tool
	// result ("mcp_result_instruction_tag").
	CategoryResultPrefix = "mcp_result_"
)

// Call is a tool call to check against the registry.
type Call struct {
	// Name is the tool's name, as the model calls it.
	Name string
	// Description is the tool's description as the agent presented it to
	// the model, when the caller knows it (the proxy reads it from the
	// request's tool list); nil otherwise.
	Description *string
}

// Check applies the app's MCP policy to a tool call. The findings are
// whole-call findings (Start = End = 0) of detector "mcp":
//
//   - mcp_unregistered_tool: the tool is not in mcp.tools, and
//     mcp.pin_on_first_use is on;
//   - mcp_high_severity_tool: the tool's severity_top is high (possible
//     when min_trust_score is 0.3 or less);
//   - mcp_pin_mismatch, with pinning on: the tool has no pin (it was
//     added by a configuration edit, not registered), its registered
//     description no longer matches its pin (edited since), or the
//     description the agent presents differs from the pin.
//
// Under enforcement block_high their score is 1, at or above any block
// threshold, so the scan blocks; under advisory it is half the app's
// thresholds.block (at most 0.5), always below it, so the scan flags.
//
// An app whose registry is empty does not use it: Check finds nothing, or
// every tool call of an app that never registered a tool would be blocked
// by the default policy. pins comes from Registry.Pins.
func Check(cfg *appconfig.Config, pins Pins, call Call) []detect.Finding {
	policy := cfg.MCP
	if len(policy.Tools) == 0 {
		return nil
	}
	score := 1.0
	mode := "blocked"
	if policy.Enforcement == appconfig.EnforcementAdvisory {
		score = min(0.5, cfg.Thresholds.Block/2)
		mode = "flagged (advisory enforcement)"
	}
	finding := func(category, why string) detect.Finding {
		return detect.Finding{
			Detector: Detector, Category: category, Score: score, Snippet: detect.Mask(call.Name),
			Explanation: why + " The call is " + mode + ".",
		}
	}
	i := slices.IndexFunc(policy.Tools, func(t appconfig.MCPTool) bool { return t.Name == call.Name })
	if i < 0 {
		if policy.PinOnFirstUse {
			return []detect.Finding{finding(CategoryUnregisteredTool, "The tool is not registered with the app's MCP registry.")}
		}
		return nil
	}
	t := policy.Tools[i]
	var out []detect.Finding
	if t.SeverityTop == appconfig.SeverityHigh {
		out = append(out, finding(CategoryHighSeverityTool,
			fmt.Sprintf("The tool's registered description has high-severity findings (trust score %.2f).", t.TrustScore)))
	}
	if policy.PinOnFirstUse {
		pin, ok := pins[call.Name]
		switch {
		case !ok:
			out = append(out, finding(CategoryPinMismatch, "The tool has no pin: it was added to the configuration without being registered."))
		case pin.SHA256 != Digest(t.Name, t.Description):
			out = append(out, finding(CategoryPinMismatch, "The tool's description in the configuration no longer matches the one pinned at registration."))
		case call.Description != nil && Digest(call.Name, *call.Description) != pin.SHA256:
			out = append(out, finding(CategoryPinMismatch, "The description the agent presents for this tool differs from the one pinned at registration: a rug pull."))
		}
	}
	return out
}

// ScanToolResult scans a tool's result before it is fed back to the model
// (mcp.scan_results) for instructions aimed at the model: tagged
// instruction blocks, notes to the AI, requests to hide things from the
// user or to bypass confirmation, orders about other tools, jailbreak
// personas, and text hidden in Unicode tag characters or encodings. The
// prompt-injection detector reads tool results as well; these are the
// tool-poisoning patterns it does not know. Offsets are bytes of text;
// scores are the severity weights (high 0.7, medium 0.35, low 0.1), so a
// high finding blocks at the default thresholds and a medium one flags.
func ScanToolResult(text string) []detect.Finding {
	var fs findings
	scanText(&fs, fieldResult, text, true)
	out := make([]detect.Finding, 0, len(fs.list))
	for _, f := range fs.sorted() {
		e := f.Evidence
		snippet := ""
		if e.to > e.from {
			snippet = detect.Mask(text[e.from:e.to])
		}
		out = append(out, detect.Finding{
			Detector: Detector, Category: CategoryResultPrefix + f.Rule, Score: f.sev.Weight(),
			Start: e.from, End: e.to, Snippet: snippet,
			Explanation: f.Explanation,
		})
	}
	return out
}
