package proxy

import (
	"regexp/syntax"
	"strings"
	"testing"

	"bulwark/shared/detect/engine"
	"bulwark/shared/detect/pii"
	"bulwark/shared/runtime/appconfig"
)

func compile(t *testing.T, fn func(*appconfig.Config)) *engine.Engine {
	t.Helper()
	cfg := appconfig.Defaults()
	if fn != nil {
		fn(&cfg)
	}
	e, err := engine.Compile(&cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// The hold-back for an app's PII rule is its longest match, as the pii
// package measures it on the simplified rule.
func TestMaxMatch(t *testing.T) {
	for re, want := range map[string]int{
		`EMP-\d{6}`: 4 + 6, `ab|cde`: 3, `x?y`: 2, `\d+`: -1, `a{2,}`: -1, `(?i)abc`: 12, `^\bq$`: 1,
	} {
		p, err := syntax.Parse(re, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := pii.MaxLen(p.Simplify()); got != want {
			t.Errorf("%s: %d, want %d", re, got, want)
		}
	}
}

func TestHoldbackCoversThePhrasesAndRules(t *testing.T) {
	cfg := appconfig.Defaults()
	if h := holdback(&cfg); h != builtinHoldback {
		t.Fatalf("defaults: %d", h)
	}
	cfg.Canaries.Phrases = []string{strings.Repeat("c", 200)}
	if h := holdback(&cfg); h != 416 {
		t.Fatalf("canary: %d", h)
	}
	cfg.PIIRules = []appconfig.PIIRule{{Name: "r", Pattern: `id-\d+`}}
	if h := holdback(&cfg); h != unboundedRuleHoldback+builtinHoldback/4 {
		t.Fatalf("unbounded rule: %d", h)
	}
}

// feed adds the chunks one by one, releasing after each, then finishes.
func feed(g *guard, chunks ...string) (sent []string, blocked *engine.Result) {
	for _, c := range chunks {
		if err := g.add(c); err != nil {
			panic(err)
		}
		out, b := g.release(false)
		if b != nil {
			return sent, b
		}
		if out != "" {
			sent = append(sent, out)
		}
	}
	out, b := g.release(true)
	if out != "" {
		sent = append(sent, out)
	}
	return sent, b
}

func TestGuardHoldsBackOnlyTheWindow(t *testing.T) {
	g := newGuard(compile(t, nil), "")
	words := strings.Repeat("quiet words ", 60) // 720 bytes
	var chunks []string
	for i := 0; i < len(words); i += 12 {
		chunks = append(chunks, words[i:i+12])
	}
	sent, blocked := feed(g, chunks...)
	if blocked != nil || strings.Join(sent, "") != words {
		t.Fatalf("blocked %v, sent %q", blocked, strings.Join(sent, ""))
	}
	if first := len(sent[0]); len(sent) < 10 || first > 12 {
		t.Fatalf("%d releases, the first of %d bytes: text should leave as soon as it is older than the hold-back", len(sent), first)
	}
	if g.released != len(words) {
		t.Fatalf("released %d", g.released)
	}
}

func TestGuardNeverCutsARedactedValue(t *testing.T) {
	g := newGuard(compile(t, nil), "")
	lead := strings.Repeat("x ", 140) // 280 bytes: past the hold-back
	sent, blocked := feed(g, lead, "write to jane.d", "oe@exam", "ple.com please")
	got := strings.Join(sent, "")
	if blocked != nil || got != lead+"write to <EMAIL> please" {
		t.Fatalf("%q", got)
	}
	for _, s := range sent {
		if strings.Contains(s, "jane") || strings.Contains(s, "example") {
			t.Fatalf("part of the address was sent: %q", s)
		}
	}
}

func TestGuardBlocksBeforeSendingTheCanary(t *testing.T) {
	e := compile(t, func(c *appconfig.Config) {
		c.Canaries = appconfig.Canaries{Enabled: true, Phrases: []string{"ZEBRA-CANARY-7731"}}
	})
	g := newGuard(e, "")
	lead := strings.Repeat("fine ", 100)
	sent, blocked := feed(g, lead, "then ZEB", "RA-CAN", "ARY-7731 and more")
	if blocked == nil || blocked.Verdict != appconfig.VerdictBlock {
		t.Fatal("not blocked")
	}
	if got := strings.Join(sent, ""); strings.Contains(got, "ZEB") || !strings.HasPrefix(lead, got) {
		t.Fatalf("sent %q", got)
	}
}

func TestGuardSeparatesBlocks(t *testing.T) {
	g := newGuard(compile(t, nil), "")
	sent, _ := feed(g, "first block ends with jane.doe@")
	g.separate()
	more, _ := feed(g, "example.com is not an address here")
	if got := strings.Join(append(sent, more...), "|"); strings.Contains(got, "<EMAIL>") {
		t.Fatalf("a value was matched across blocks: %q", got)
	}
}
