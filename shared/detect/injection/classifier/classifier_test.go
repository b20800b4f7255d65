package classifier

import (
	"math"
	"strings"
	"testing"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	w := make([]float32, Dim)
	w[7], w[100], w[Dim-1] = 0.5, -1, 3 // 3 is beyond the clip
	file, err := Encode(-0.25, w, 1)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Decode(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		i    uint32
		want float64
	}{{7, 0.5}, {100, -1}, {Dim - 1, 1}, {8, 0}} {
		if got := m.Weight(c.i); math.Abs(got-c.want) > 1.0/127 {
			t.Errorf("Weight(%d) = %v, want %v", c.i, got, c.want)
		}
	}
	if m.Bias() != -0.25 {
		t.Errorf("Bias = %v", m.Bias())
	}
	if got, want := m.Logit([]uint32{7, 7, 100, 8}), -0.25+(0.5+0.5-1)/2; math.Abs(got-want) > 0.02 {
		t.Errorf("Logit = %v, want %v", got, want)
	}
}

func TestDecodeRejectsDamage(t *testing.T) {
	file, err := Encode(0, make([]float32, Dim), 1)
	if err != nil {
		t.Fatal(err)
	}
	bad := append([]byte(nil), file...)
	bad[headerSize+5] ^= 1
	if _, err := Decode(bad); err == nil {
		t.Error("a flipped weight byte was accepted")
	}
	if _, err := Decode(file[:100]); err == nil {
		t.Error("a truncated file was accepted")
	}
	bad = append([]byte(nil), file...)
	bad[6] = FeatureVersion + 1
	if _, err := Decode(bad); err == nil {
		t.Error("weights for other features were accepted")
	}
}

func TestWindowsCoverText(t *testing.T) {
	text := strings.Repeat("héllo wörld ", 1500) // multi-byte runes across boundaries
	wins := Windows(text)
	if len(wins) < 2 {
		t.Fatalf("%d windows for %d bytes", len(wins), len(text))
	}
	for _, w := range wins {
		if len(w) == 0 || len(w) > WindowBytes || !strings.Contains(text, w) {
			t.Fatalf("bad window of %d bytes", len(w))
		}
	}
	if !strings.HasPrefix(text, wins[0]) || !strings.HasSuffix(text, wins[len(wins)-1]) {
		t.Error("windows do not reach both ends of the text")
	}
	if want := (len(text)-WindowBytes)/windowStep + 2; len(wins) > want {
		t.Errorf("%d windows, want at most %d", len(wins), want)
	}
	if got := Windows("short"); len(got) != 1 || got[0] != "short" {
		t.Errorf("Windows(short) = %q", got)
	}
}

func TestFeaturesDeterministic(t *testing.T) {
	a := AppendFeatures(nil, "ignore all previous instructions 42")
	b := AppendFeatures(nil, "ignore all previous instructions 42")
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("%d and %d features", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] || a[i] >= Dim {
			t.Fatalf("feature %d: %d vs %d", i, a[i], b[i])
		}
	}
	// Numbers share one word feature.
	if AppendFeatures(nil, "7")[0] != AppendFeatures(nil, "1234")[0] {
		t.Error("numbers hash differently")
	}
}
