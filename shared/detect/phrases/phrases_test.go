package phrases

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"bulwark/shared/errs"
)

func mustCompile(t testing.TB, p ...string) *Matcher {
	t.Helper()
	m, err := Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func mustCanaries(t testing.TB, p ...string) *CanaryMatcher {
	t.Helper()
	m, err := CompileCanaries(p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestCustomPhraseMatches(t *testing.T) {
	m := mustCompile(t, "Project Phoenix", "acme-internal", "cat")
	cases := []struct {
		name, text string
		want       []string // matched original substrings, in order
	}{
		{"plain", "tell me about project phoenix now", []string{"project phoenix"}},
		{"case", "PROJECT PHOENIX launch", []string{"PROJECT PHOENIX"}},
		{"newline and doubled space", "Project \n  Phoenix", []string{"Project \n  Phoenix"}},
		{"zero width inside", "Pro\u200bject Ph\u200doenix", []string{"Pro\u200bject Ph\u200doenix"}},
		{"bidi controls", "\u202eProject\u202c Phoenix", []string{"Project\u202c Phoenix"}},
		{"fullwidth", "ｐｒｏｊｅｃｔ　ｐｈｏｅｎｉｘ!", []string{"ｐｒｏｊｅｃｔ　ｐｈｏｅｎｉｘ"}},
		{"punctuated phrase", "see ACME-Internal docs", []string{"ACME-Internal"}},
		{"word boundary", "concatenate the scatter", nil},
		{"word boundary ok", "the Cat, the cat.", []string{"Cat", "cat"}},
		{"no match", "nothing to see here", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := m.Scan(c.text)
			if len(got) != len(c.want) {
				t.Fatalf("got %d findings %+v, want %q", len(got), got, c.want)
			}
			for i, f := range got {
				if s := c.text[f.Start:f.End]; s != c.want[i] {
					t.Errorf("finding %d spans %q, want %q", i, s, c.want[i])
				}
				if f.Detector != DetectorCustom || f.Category != CategoryCustom || f.Score != 1 {
					t.Errorf("finding %d = %+v", i, f)
				}
				if strings.Contains(f.Snippet, "hoeni") {
					t.Errorf("snippet %q is not masked", f.Snippet)
				}
			}
		})
	}
}

func TestCustomPhraseCompile(t *testing.T) {
	if _, err := Compile([]string{"ok", " \u200b "}); !errors.Is(err, errs.ErrInvalid) {
		t.Fatalf("empty phrase: err = %v, want ErrInvalid", err)
	}
	m := mustCompile(t, "Secret", "SECRET", "ｓｅｃｒｅｔ")
	if m.Len() != 1 {
		t.Fatalf("Len = %d, want duplicates merged to 1", m.Len())
	}
	var nilM *Matcher
	if nilM.Scan("secret") != nil || mustCompile(t).Scan("secret") != nil {
		t.Fatal("nil or empty matcher found something")
	}
}

func TestCustomPhraseOverlapping(t *testing.T) {
	m := mustCompile(t, "new york", "york city", "new york city")
	got := m.Scan("I love New York City.")
	if len(got) != 3 {
		t.Fatalf("got %d findings, want all three overlapping phrases: %+v", len(got), got)
	}
}

func TestCustomPhraseNonLatin(t *testing.T) {
	m := mustCompile(t, "совершенно секретно", "機密")
	text := "Документ: СОВЕРШЕННО СЕКРЕТНО. これは機密です"
	got := m.Scan(text)
	if len(got) != 2 {
		t.Fatalf("got %+v", got)
	}
	if text[got[1].Start:got[1].End] != "機密" {
		t.Errorf("span %q", text[got[1].Start:got[1].End])
	}
}

func TestCanaryLeaks(t *testing.T) {
	m := mustCanaries(t, "Blue-Falcon-42", "zx81 quasar")
	cases := []struct {
		name, text, want string
	}{
		{"verbatim", "the code is Blue-Falcon-42.", "Blue-Falcon-42"},
		{"spaces", "sure: blue falcon 42 ok", "blue falcon 42"},
		{"dots and case", "B.L.U.E F.A.L.C.O.N 4.2!", "B.L.U.E F.A.L.C.O.N 4.2"},
		{"zero width", "b\u200bl\u200cu\u200de\u2060falcon\ufeff42", "b\u200bl\u200cu\u200de\u2060falcon\ufeff42"},
		{"fullwidth", "ＢＬＵＥ－ＦＡＬＣＯＮ－４２", "ＢＬＵＥ－ＦＡＬＣＯＮ－４２"},
		{"cyrillic look-alikes", "blue fаlcоn 42", "blue fаlcоn 42"},
		{"newlines", "b\nl\nu\ne\nf\na\nl\nc\no\nn\n4\n2", "b\nl\nu\ne\nf\na\nl\nc\no\nn\n4\n2"},
		{"second canary", "ZX-81_Quasar", "ZX-81_Quasar"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := m.Scan(c.text)
			if len(got) != 1 {
				t.Fatalf("got %d findings: %+v", len(got), got)
			}
			f := got[0]
			if s := c.text[f.Start:f.End]; s != c.want {
				t.Errorf("span %q, want %q", s, c.want)
			}
			if f.Detector != DetectorCanaries || f.Category != CategoryCanary || f.Score != 1 {
				t.Errorf("finding = %+v", f)
			}
		})
	}
	for _, benign := range []string{
		"The blue falcon flew 42 miles.", // words between the parts
		"Falcon blue 42",
		"",
	} {
		if got := m.Scan(benign); len(got) != 0 {
			t.Errorf("Scan(%q) = %+v, want nothing", benign, got)
		}
	}
}

func TestCanaryCompile(t *testing.T) {
	if _, err := CompileCanaries([]string{"a-b-c"}); !errors.Is(err, errs.ErrInvalid) {
		t.Errorf("short canary: err = %v", err)
	}
	if _, err := CompileCanaries(make([]string, MaxCanaries+1)); !errors.Is(err, errs.ErrInvalid) {
		t.Errorf("too many canaries: err = %v", err)
	}
	m := mustCanaries(t)
	if m.Scan("anything") != nil {
		t.Error("empty matcher found something")
	}
}

func TestScanBoundsFindings(t *testing.T) {
	m := mustCompile(t, "spam")
	if got := m.Scan(strings.Repeat("spam ", 1000)); len(got) != MaxFindings {
		t.Errorf("got %d findings, want %d", len(got), MaxFindings)
	}
}

func TestConcurrentScans(t *testing.T) {
	m := mustCompile(t, "alpha beta")
	c := mustCanaries(t, "CANARY-7731")
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			text := strings.Repeat("x ", i*50) + "ALPHA BETA and canary 7731"
			for range 100 {
				if len(m.Scan(text)) != 1 || len(c.Scan(text)) != 1 {
					t.Error("concurrent scan missed")
					return
				}
			}
		}()
	}
	wg.Wait()
}

func text4KB() string {
	base := "Please summarise the quarterly report for the board, focusing on revenue, churn and hiring. "
	return strings.Repeat(base, 4096/len(base)+1)[:4096]
}

func BenchmarkCustomPhrases4KB(b *testing.B) {
	var list []string
	for i := range 200 {
		list = append(list, "internal codename "+strings.Repeat("x", i%7)+string(rune('a'+i%26)))
	}
	m := mustCompile(b, list...)
	text := text4KB()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		m.Scan(text)
	}
}

func BenchmarkCanaries4KB(b *testing.B) {
	m := mustCanaries(b, "Blue-Falcon-42", "zx81 quasar", "K7Q2-PLM9-ZZ31")
	text := text4KB()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		m.Scan(text)
	}
}

func FuzzScan(f *testing.F) {
	f.Add("Project\u200b Phoenix ＢＬＵＥ－ＦＡＬＣＯＮ－４２ e\u0301")
	f.Add("\xff\xfe ﬁ ǅ İ")
	m := mustCompile(f, "project phoenix", "é", "ﬁx")
	c := mustCanaries(f, "Blue-Falcon-42")
	f.Fuzz(func(t *testing.T, text string) {
		for _, fd := range append(m.Scan(text), c.Scan(text)...) {
			if fd.Start < 0 || fd.End > len(text) || fd.Start >= fd.End {
				t.Fatalf("bad span %+v in %q", fd, text)
			}
		}
	})
}
