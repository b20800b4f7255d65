package appconfig

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"bulwark/shared/httpkit"
)

var loc = []any{"body", "config"}

// problems applies patch to the defaults and returns the 422 detail.
func problems(t *testing.T, patch string) []httpkit.FieldError {
	t.Helper()
	_, err := Apply(Defaults(), []byte(patch), loc, Policy{})
	if err == nil {
		return nil
	}
	var ve *httpkit.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("%s: not a validation error: %v", patch, err)
	}
	return ve.Detail
}

func locString(l []any) string { return fmt.Sprint(l) }

func list(n int, item string) string {
	items := make([]string, n)
	for i := range items {
		items[i] = strings.ReplaceAll(item, "#", fmt.Sprint(i))
	}
	return "[" + strings.Join(items, ",") + "]"
}

func str(n int) string { return `"` + strings.Repeat("a", n) + `"` }

func TestEveryBound(t *testing.T) {
	rule := func(fields string) string { return `{"pii_rules":[{"name":"r1","pattern":"x"` + fields + `}]}` }
	cases := []struct {
		name, patch string
		loc         []any // nil: the patch is valid
		typ         string
	}{
		// thresholds 0-1, each of the four
		{"block min", `{"thresholds":{"block":0}}`, nil, ""},
		{"block max", `{"thresholds":{"block":1}}`, nil, ""},
		{"block below", `{"thresholds":{"block":-0.01}}`, []any{"thresholds", "block"}, "greater_than_equal"},
		{"block above", `{"thresholds":{"block":1.01}}`, []any{"thresholds", "block"}, "less_than_equal"},
		{"redact above", `{"thresholds":{"redact":2}}`, []any{"thresholds", "redact"}, "less_than_equal"},
		{"output_block below", `{"thresholds":{"output_block":-1}}`, []any{"thresholds", "output_block"}, "greater_than_equal"},
		{"output_redact above", `{"thresholds":{"output_redact":1.5}}`, []any{"thresholds", "output_redact"}, "less_than_equal"},
		// NER
		{"ner threshold min", `{"ner":{"threshold":0.05}}`, nil, ""},
		{"ner threshold max", `{"ner":{"threshold":0.99}}`, nil, ""},
		{"ner threshold below", `{"ner":{"threshold":0.04}}`, []any{"ner", "threshold"}, "greater_than_equal"},
		{"ner threshold above", `{"ner":{"threshold":0.995}}`, []any{"ner", "threshold"}, "less_than_equal"},
		{"ner mode", `{"ner":{"mode":"shout"}}`, []any{"ner", "mode"}, "enum"},
		{"ner mode null", `{"ner":{"mode":null}}`, nil, ""},
		{"ner mode redact", `{"ner":{"mode":"redact"}}`, nil, ""},
		{"64 entities", `{"ner":{"entities":` + list(64, `"e#"`) + `}}`, nil, ""},
		{"65 entities", `{"ner":{"entities":` + list(65, `"e#"`) + `}}`, []any{"ner", "entities"}, "too_long"},
		{"empty entity", `{"ner":{"entities":[""]}}`, []any{"ner", "entities", 0}, "string_too_short"},
		// PII rules
		{"rule ok", rule(`,"category":"c","score":1,"description":null,"flags":258,"priority":-3`), nil, ""},
		{"rule name empty", `{"pii_rules":[{"name":"","pattern":"x"}]}`, []any{"pii_rules", 0, "name"}, "string_too_short"},
		{"rule name 128", `{"pii_rules":[{"name":` + str(128) + `,"pattern":"x"}]}`, nil, ""},
		{"rule name 129", `{"pii_rules":[{"name":` + str(129) + `,"pattern":"x"}]}`, []any{"pii_rules", 0, "name"}, "string_too_long"},
		{"rule pattern empty", `{"pii_rules":[{"name":"r","pattern":""}]}`, []any{"pii_rules", 0, "pattern"}, "string_too_short"},
		{"rule pattern 2048", `{"pii_rules":[{"name":"r","pattern":` + str(2048) + `}]}`, nil, ""},
		{"rule pattern 2049", `{"pii_rules":[{"name":"r","pattern":` + str(2049) + `}]}`, []any{"pii_rules", 0, "pattern"}, "string_too_long"},
		{"rule category empty", rule(`,"category":""`), []any{"pii_rules", 0, "category"}, "string_too_short"},
		{"rule category 64", rule(`,"category":` + str(64)), nil, ""},
		{"rule category 65", rule(`,"category":` + str(65)), []any{"pii_rules", 0, "category"}, "string_too_long"},
		{"rule description 512", rule(`,"description":` + str(512)), nil, ""},
		{"rule description 513", rule(`,"description":` + str(513)), []any{"pii_rules", 0, "description"}, "string_too_long"},
		{"rule score above", rule(`,"score":1.2`), []any{"pii_rules", 0, "score"}, "less_than_equal"},
		{"rule flags below", rule(`,"flags":-1`), []any{"pii_rules", 0, "flags"}, "greater_than_equal"},
		{"rule flags above", rule(`,"flags":259`), []any{"pii_rules", 0, "flags"}, "less_than_equal"},
		{"rule flags LOCALE", rule(`,"flags":4`), []any{"pii_rules", 0, "flags"}, "value_error"},
		{"rule flags VERBOSE", rule(`,"flags":64`), []any{"pii_rules", 0, "flags"}, "value_error"},
		{"rule flags unknown bit", rule(`,"flags":1`), []any{"pii_rules", 0, "flags"}, "value_error"},
		{"rule flags not integer", rule(`,"flags":1.5`), []any{"pii_rules", 0, "flags"}, "int_parsing"},
		{"rule without name", `{"pii_rules":[{"pattern":"x"}]}`, []any{"pii_rules", 0, "name"}, "missing"},
		{"rule without pattern", `{"pii_rules":[{"name":"r"}]}`, []any{"pii_rules", 0, "pattern"}, "missing"},
		{"rule bad regex", `{"pii_rules":[{"name":"ok","pattern":"a"},{"name":"lookbehind","pattern":"(?<=x)y"}]}`, []any{"pii_rules", 1, "pattern"}, "value_error"},
		{"101 rules", `{"pii_rules":` + list(101, `{"name":"r#","pattern":"x"}`) + `}`, []any{"pii_rules"}, "too_long"},
		// canaries
		{"8 canaries", `{"canaries":{"phrases":` + list(8, `"canary-phrase-#"`) + `}}`, nil, ""},
		{"9 canaries", `{"canaries":{"phrases":` + list(9, `"canary-phrase-#"`) + `}}`, []any{"canaries", "phrases"}, "too_long"},
		{"short canary", `{"canaries":{"phrases":["a-b-c"]}}`, []any{"canaries", "phrases", 0}, "value_error"},
		// streaming
		{"notice 280", `{"streaming":{"attachment_notice_message":` + str(280) + `}}`, nil, ""},
		{"notice 281", `{"streaming":{"attachment_notice_message":` + str(281) + `}}`, []any{"streaming", "attachment_notice_message"}, "string_too_long"},
		// request signing
		{"skew 30", `{"request_signing":{"timestamp_skew_seconds":30}}`, nil, ""},
		{"skew 3600", `{"request_signing":{"timestamp_skew_seconds":3600}}`, nil, ""},
		{"skew 29", `{"request_signing":{"timestamp_skew_seconds":29}}`, []any{"request_signing", "timestamp_skew_seconds"}, "greater_than_equal"},
		{"skew 3601", `{"request_signing":{"timestamp_skew_seconds":3601}}`, []any{"request_signing", "timestamp_skew_seconds"}, "less_than_equal"},
		// routing
		{"provider 64", `{"routing":{"provider":"` + strings.Repeat("p", 64) + `"}}`, nil, ""},
		{"provider 65", `{"routing":{"provider":"` + strings.Repeat("p", 65) + `"}}`, []any{"routing", "provider"}, "string_too_long"},
		{"provider not a slug", `{"routing":{"provider":"Open AI"}}`, []any{"routing", "provider"}, "string_pattern_mismatch"},
		{"upstream 512", `{"routing":{"upstream_base_url":"https://llm.example.com/` + strings.Repeat("h", 488) + `"}}`, nil, ""},
		{"upstream 513", `{"routing":{"upstream_base_url":"https://llm.example.com/` + strings.Repeat("h", 489) + `"}}`, []any{"routing", "upstream_base_url"}, "string_too_long"},
		{"upstream http", `{"routing":{"upstream_base_url":"http://llm.example.com"}}`, []any{"routing", "upstream_base_url"}, "url_scheme"},
		{"upstream null", `{"routing":{"upstream_base_url":null,"provider":null}}`, nil, ""},
		{"forbidden provider too long", `{"routing":{"forbidden_providers":[` + str(65) + `]}}`, []any{"routing", "forbidden_providers", 0}, "string_too_long"},
		// egress
		{"egress hosts", `{"egress":{"host_allowlist":["api.example.com","*.example.org","10.0.0.1","[::1]:8443","*"]}}`, nil, ""},
		{"egress url is not a host", `{"egress":{"host_allowlist":["https://example.com/x"]}}`, []any{"egress", "host_allowlist", 0}, "string_pattern_mismatch"},
		// MCP
		{"200 tools", `{"mcp":{"tools":` + list(200, `{"name":"t#"}`) + `}}`, nil, ""},
		{"201 tools", `{"mcp":{"tools":` + list(201, `{"name":"t#"}`) + `}}`, []any{"mcp", "tools"}, "too_long"},
		{"tool name empty", `{"mcp":{"tools":[{"name":""}]}}`, []any{"mcp", "tools", 0, "name"}, "string_too_short"},
		{"tool name 129", `{"mcp":{"tools":[{"name":` + str(129) + `}]}}`, []any{"mcp", "tools", 0, "name"}, "string_too_long"},
		{"tool without name", `{"mcp":{"tools":[{"description":"d"}]}}`, []any{"mcp", "tools", 0, "name"}, "missing"},
		{"tool description 8193", `{"mcp":{"tools":[{"name":"t","description":` + str(8193) + `}]}}`, []any{"mcp", "tools", 0, "description"}, "string_too_long"},
		{"tool trust above", `{"mcp":{"tools":[{"name":"t","trust_score":1.1}]}}`, []any{"mcp", "tools", 0, "trust_score"}, "less_than_equal"},
		{"tool severity", `{"mcp":{"tools":[{"name":"t","severity_top":"critical"}]}}`, []any{"mcp", "tools", 0, "severity_top"}, "enum"},
		{"tool findings negative", `{"mcp":{"tools":[{"name":"t","findings_count":-1}]}}`, []any{"mcp", "tools", 0, "findings_count"}, "greater_than_equal"},
		{"tool registered_at", `{"mcp":{"tools":[{"name":"t","registered_at":"yesterday"}]}}`, []any{"mcp", "tools", 0, "registered_at"}, "datetime_parsing"},
		{"duplicate tools", `{"mcp":{"tools":[{"name":"t"},{"name":"t"}]}}`, []any{"mcp", "tools", 1, "name"}, "value_error"},
		{"min trust above", `{"mcp":{"min_trust_score":1.5}}`, []any{"mcp", "min_trust_score"}, "less_than_equal"},
		{"enforcement", `{"mcp":{"enforcement":"strict"}}`, []any{"mcp", "enforcement"}, "enum"},
		// redaction
		{"redaction style", `{"redaction":{"style":"stars"}}`, []any{"redaction", "style"}, "enum"},
		{"typed tokens", `{"redaction":{"style":"typed_token"}}`, nil, ""},
		// custom phrases
		{"blank phrase", `{"custom_phrases":["  "]}`, []any{"custom_phrases", 0}, "string_too_short"},
		{"phrase 257", `{"custom_phrases":[` + str(257) + `]}`, []any{"custom_phrases", 0}, "string_too_long"},
		// tool policy
		{"allowlist entry empty", `{"tool_policy":{"allowlist":[""]}}`, []any{"tool_policy", "allowlist", 0}, "string_too_short"},
		// unknown properties at every depth
		{"unknown top", `{"bogus":1}`, []any{"bogus"}, "extra_forbidden"},
		{"unknown in block", `{"thresholds":{"blok":0.5}}`, []any{"thresholds", "blok"}, "extra_forbidden"},
		{"unknown in rule", `{"pii_rules":[{"name":"a","pattern":"b","flag":2}]}`, []any{"pii_rules", 0, "flag"}, "extra_forbidden"},
		{"unknown in tool", `{"mcp":{"tools":[{"name":"t"},{"name":"u","owner":"x"}]}}`, []any{"mcp", "tools", 1, "owner"}, "extra_forbidden"},
		{"unknown in detectors", `{"detectors":{"toxicity":true}}`, []any{"detectors", "toxicity"}, "extra_forbidden"},
		// types and nulls
		{"null threshold", `{"thresholds":{"block":null}}`, []any{"thresholds", "block"}, "float_type"},
		{"null block", `{"thresholds":null}`, []any{"thresholds"}, "dict_type"},
		{"null list", `{"custom_phrases":null}`, []any{"custom_phrases"}, "list_type"},
		{"string bool", `{"detectors":{"pii":"yes"}}`, []any{"detectors", "pii"}, "bool_type"},
		{"number string", `{"custom_phrases":[1]}`, []any{"custom_phrases", 0}, "string_type"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := problems(t, c.patch)
			if c.loc == nil {
				if got != nil {
					t.Fatalf("valid patch rejected: %+v", got)
				}
				return
			}
			want := locString(append(append([]any{}, loc...), c.loc...))
			for _, fe := range got {
				if locString(fe.Loc) == want && fe.Type == c.typ {
					return
				}
			}
			t.Fatalf("want %s at %s, got %+v", c.typ, want, got)
		})
	}
}

func TestBadRegexNamesTheRule(t *testing.T) {
	got := problems(t, `{"pii_rules":[{"name":"order id","pattern":"(?P<x>a)\\1"}]}`)
	if len(got) != 1 || !strings.Contains(got[0].Msg, `"order id"`) || !strings.Contains(got[0].Msg, "RE2") {
		t.Fatalf("the message must name the rule and say why: %+v", got)
	}
}

func TestAllProblemsAtOnce(t *testing.T) {
	got := problems(t, `{"thresholds":{"block":2,"redact":-1},"redaction":{"style":"x"}}`)
	if len(got) != 3 {
		t.Fatalf("want the three problems in one answer, got %+v", got)
	}
}

func TestDefaultsAreTheSpecs(t *testing.T) {
	d := Defaults()
	if err := d.Validate(loc, Policy{}); err != nil {
		t.Fatalf("defaults invalid: %v", err)
	}
	raw, _ := json.Marshal(d)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	want := map[string]any{
		"thresholds":      map[string]any{"block": 0.55, "redact": 0.35, "output_block": 0.55, "output_redact": 0.35},
		"detectors":       map[string]any{"injection": true, "pii": true, "ner": true, "embedding_anomaly": false, "perplexity": false, "harm": true, "topic_drift": false, "agentic_guardrails": true},
		"ner":             map[string]any{"mode": nil, "threshold": 0.45, "entities": []any{}},
		"custom_phrases":  []any{},
		"pii_rules":       []any{},
		"tool_policy":     map[string]any{"allowlist": []any{}, "denylist": []any{}},
		"routing":         map[string]any{"forbidden_providers": []any{}, "provider": nil, "upstream_base_url": nil},
		"streaming":       map[string]any{"strict": false, "attachment_notice_enabled": true, "attachment_notice_message": DefaultAttachmentNotice},
		"egress":          map[string]any{"host_allowlist": []any{}},
		"canaries":        map[string]any{"enabled": false, "phrases": []any{}},
		"redaction":       map[string]any{"style": "bracket"},
		"request_signing": map[string]any{"enabled": false, "timestamp_skew_seconds": 300.0},
		"mcp":             map[string]any{"min_trust_score": 0.4, "tools": []any{}, "enforcement": "block_high", "pin_on_first_use": true, "scan_results": true},
	}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("defaults:\n got %v\nwant %v", m, want)
	}
}

func TestMergeKeepsWhatThePatchDoesNotName(t *testing.T) {
	base := Defaults()
	base.Thresholds.Block = 0.8
	base.CustomPhrases = []string{"alpha", "beta"}
	base.Routing.Provider = new("openai")
	got, err := Apply(base, []byte(`{"thresholds":{"redact":0.2},"custom_phrases":["gamma"],"routing":{"provider":null}}`), loc, Policy{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Thresholds.Block != 0.8 || got.Thresholds.Redact != 0.2 || got.Thresholds.OutputBlock != 0.55 {
		t.Fatalf("objects merge key by key: %+v", got.Thresholds)
	}
	if !reflect.DeepEqual(got.CustomPhrases, []string{"gamma"}) {
		t.Fatalf("lists replace: %v", got.CustomPhrases)
	}
	if got.Routing.Provider != nil {
		t.Fatalf("null clears a nullable field: %v", *got.Routing.Provider)
	}
	if base.Thresholds.Redact != 0.35 {
		t.Fatal("Apply changed its base")
	}
}

func TestListItemsGetTheirDefaults(t *testing.T) {
	got, err := Apply(Defaults(), []byte(`{"pii_rules":[{"name":"r","pattern":"x"}],"mcp":{"tools":[{"name":"t"}]}}`), loc, Policy{})
	if err != nil {
		t.Fatal(err)
	}
	r := got.PIIRules[0]
	if r.Category != "custom" || r.Score != 0.7 || r.Flags != 0 || r.Priority != 0 || r.Description != nil {
		t.Fatalf("rule defaults: %+v", r)
	}
	if tool := got.MCP.Tools[0]; tool.SeverityTop != "none" || tool.TrustScore != 0 || tool.Description != "" || tool.RegisteredAt != nil {
		t.Fatalf("tool defaults: %+v", tool)
	}
	// An explicit score of 0 is kept, not replaced by the default.
	got, err = Apply(Defaults(), []byte(`{"pii_rules":[{"name":"r","pattern":"x","score":0}]}`), loc, Policy{})
	if err != nil || got.PIIRules[0].Score != 0 {
		t.Fatalf("explicit zero lost: %v %+v", err, got.PIIRules)
	}
}

func TestPatchMustBeAnObject(t *testing.T) {
	for _, p := range []string{`[]`, `"x"`, `3`} {
		got := problems(t, p)
		if len(got) != 1 || locString(got[0].Loc) != locString(loc) || got[0].Type != "dict_type" {
			t.Fatalf("%s: %+v", p, got)
		}
	}
}

// An upstream URL the proxy would refuse to dial is refused when it is
// written, with the same guard: it is never stored, so it can neither be
// dialled later nor break the response schema (https, format uri).
func TestUpstreamURLsTheSSRFGuardRefusesAreNotStored(t *testing.T) {
	refused := []string{
		"https://169.254.169.254/", "https://169.254.169.254/latest/meta-data/",
		"https://[fd00:ec2::254]/", "https://[::ffff:169.254.169.254]/", "https://[::ffff:a9fe:a9fe]/",
		"https://2852039166/", "https://0xa9fea9fe/", "https://0251.0376.0251.0376/", "https://169.254.43518/",
		"https://10.0.0.1/", "https://192.168.1.1/", "https://172.16.0.1/", "https://100.64.0.1/",
		"https://127.0.0.1/", "https://[::1]/", "https://0.0.0.0/", "https://[::]/",
		"https://localhost/", "https://LOCALHOST./", "https://metadata.google.internal/", "https://instance-data/",
		"https://\\u0084/", "https://ex\\u0000ample.com/", "https://\u0084/", "https://exa mple.com/", "https://exämple.com/",
		"https://user:pass@llm.example.com/", "https://llm.example.com:0/", "https://llm.example.com:99999/",
		"https://llm.example.com/v1#frag", "https://llm.example.com/v1?x=1",
		"//llm.example.com/v1", "llm.example.com", "https:///v1", "file:///etc/passwd", "gopher://llm.example.com/",
		"ftp://llm.example.com/", "http://llm.example.com/", "http://127.0.0.1:8080/",
	}
	for _, u := range refused {
		got := problems(t, `{"routing":{"upstream_base_url":"`+u+`"}}`)
		if len(got) != 1 || locString(got[0].Loc) != locString(at(loc, "routing", "upstream_base_url")) {
			t.Errorf("%s: want one problem at routing.upstream_base_url, got %+v", u, got)
			continue
		}
		if typ := got[0].Type; typ != "url_unsafe" && typ != "url_scheme" {
			t.Errorf("%s: type %q", u, typ)
		}
	}
	for _, u := range []string{"https://llm.example.com/v1", "https://api.openai.com", "https://8.8.8.8/v1", "https://llm.example.com:8443/v1/"} {
		if got := problems(t, `{"routing":{"upstream_base_url":"`+u+`"}}`); got != nil {
			t.Errorf("%s refused: %+v", u, got)
		}
	}
}

// The deployment's test-only loopback switch admits a loopback upstream
// (plain http included) and nothing else it would refuse.
func TestLoopbackUpstreamNeedsTheDeploymentSwitch(t *testing.T) {
	pol := Policy{AllowLoopbackUpstream: true}
	for _, u := range []string{"http://127.0.0.1:8080/v1", "https://[::1]:8443/", "http://localhost:11434"} {
		if _, err := Apply(Defaults(), []byte(`{"routing":{"upstream_base_url":"`+u+`"}}`), loc, pol); err != nil {
			t.Errorf("%s with the switch: %v", u, err)
		}
		if got := problems(t, `{"routing":{"upstream_base_url":"`+u+`"}}`); got == nil {
			t.Errorf("%s accepted without the switch", u)
		}
	}
	for _, u := range []string{"https://169.254.169.254/", "http://10.0.0.1/", "http://llm.example.com/"} {
		if _, err := Apply(Defaults(), []byte(`{"routing":{"upstream_base_url":"`+u+`"}}`), loc, pol); err == nil {
			t.Errorf("%s accepted with the loopback switch", u)
		}
	}
}
