package pii

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// scanEveryToken is scanTokens without its digit filter: checkToken on
// every maximal alphanumeric token.
func scanEveryToken(st *scanState) {
	text := st.text
	for i := 0; i < len(text); {
		if !isAlnum(text[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && isAlnum(text[j]) {
			j++
		}
		checkToken(st, i, j)
		i = j
	}
}

// TestTokenFilterLosesNothing: skipping digit-free tokens other than
// two- and four-character ones, and in texts without digits reading only
// the tokens before ':', '-' and '.', finds the same candidates as
// checking every token, on texts built from the recognizers' own shapes.
func TestTokenFilterLosesNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	pieces := []string{"AB", "ab", "CD", "QQ", "12", "34", "56", "C", "A", " ", ":", "-", ".", "ff", "0a", "abcd",
		"ABCD", "1a2b", "0x", "de", "ad", "be", "ef", "GB82", "WEST", "1234", "5698", "7654", "32", "X", "1234567",
		"L", "12345678", "Z", "bc1", "qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
		"word", "the", "passport", "x", "NINO", "QQ123456C", "IE64IRCU92054614", " 00:1A:2B:3C:4D:5E ",
		" ab:cd:ef:ab:cd:ef ", " aa-bb-cc-dd-ee-ff ", " aabb.ccdd.eeff ", " JG 10 37 86 A ", " JG103786A ",
		" GB82 WEST 1234 5698 7654 32 ", " 12345678Z ", " 12345678-Z ", " X1234567L "}
	a, b := &scanState{}, &scanState{}
	found := map[string]int{}
	for i := 0; i < 50000; i++ {
		var sb strings.Builder
		for k := r.IntN(12); k >= 0; k-- {
			sb.WriteString(pieces[r.IntN(len(pieces))])
		}
		text := sb.String()
		if i%2 == 0 { // half without digits, where only MAC addresses of letters remain
			text = strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return rune("abcdefABCD"[c-'0'])
				}
				return c
			}, text)
		}
		a.text, a.cands = text, a.cands[:0]
		b.text, b.cands = text, b.cands[:0]
		scanTokensOf(a, kindsOf(text))
		scanEveryToken(b)
		if !slices.Equal(a.cands, b.cands) {
			t.Fatalf("%q: filtered %+v, every token %+v", text, a.cands, b.cands)
		}
		for _, c := range a.cands {
			found[c.category]++
		}
	}
	t.Logf("candidates: %v", found)
	if len(found) < 5 {
		t.Fatal("the texts exercised too few recognizers")
	}
}

// TestKindsOf holds the eight-bytes-at-a-time kindsOf to the byte table.
func TestKindsOf(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for i := 0; i < 200000; i++ {
		b := make([]byte, r.IntN(40))
		for k := range b {
			switch r.IntN(4) {
			case 0:
				b[k] = byte(r.IntN(256))
			case 1:
				const special = "/09:;-.,@AZaz\x7f\x80\xb0\xba\xad\xae"
				b[k] = special[r.IntN(len(special))]
			default:
				b[k] = byte('a' + r.IntN(26))
			}
		}
		var want uint8
		for _, c := range b {
			want |= byteKind[c]
		}
		if got := kindsOf(string(b)); got != want {
			t.Fatalf("kindsOf(%q) = %b, want %b", b, got, want)
		}
	}
}
