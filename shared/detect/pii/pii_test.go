package pii

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"bulwark/shared/detect"
)

// redactAt is the default redact threshold of an app (AppThresholds): a
// finding at or above it is redacted, which is what users rely on.
const redactAt = 0.35

func newScanner(t testing.TB, rules ...Rule) *Scanner {
	t.Helper()
	s, err := New(rules)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// spanned returns the finding whose span is exactly value.
func spanned(fs []detect.Finding, text, value string) (detect.Finding, bool) {
	for _, f := range fs {
		if text[f.Start:f.End] == value {
			return f, true
		}
	}
	return detect.Finding{}, false
}

func ofCategory(fs []detect.Finding, category string) []detect.Finding {
	var out []detect.Finding
	for _, f := range fs {
		if f.Category == category {
			out = append(out, f)
		}
	}
	return out
}

// token returns a deterministic random string over alphabet.
func token(seed uint64, n int, alphabet string) string {
	r := rand.New(rand.NewPCG(seed, 7))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	base64s = alnum + "+/"
	hexLow  = "0123456789abcdef"
)

// aadhaar returns a 12-digit number with a valid Verhoeff check digit.
func aadhaar(first11 string) string {
	for c := '0'; c <= '9'; c++ {
		if verhoeffValid(first11 + string(c)) {
			return first11 + string(c)
		}
	}
	panic("no check digit")
}

// positive is a text whose value must be found as category at or above
// the redact threshold, with exactly that span.
type positive struct {
	name, text, category, value string
}

func TestBuiltinCategories(t *testing.T) {
	aad := aadhaar("23456789012")
	tests := []positive{
		{"email", "write to jane.doe@example.org today", Email, "jane.doe@example.org"},
		{"email plus tag", "cc: JOHN_SMITH+tag@sub.example.co.uk.", Email, "JOHN_SMITH+tag@sub.example.co.uk"},
		{"phone international", "Call me on +44 20 7946 0958 tomorrow", Phone, "+44 20 7946 0958"},
		{"phone 00 prefix", "Tel. 0044 20 7946 0958", Phone, "0044 20 7946 0958"},
		{"phone US formatted", "Phone: (650) 253-0000", Phone, "(650) 253-0000"},
		{"phone US no context", "see 650-253-0000 for details", Phone, "650-253-0000"},
		{"phone extension", "office +1-650-253-0000x123 ok", Phone, "+1-650-253-0000x123"},
		{"phone ext word", "call 650-253-0000 ext. 12 please", Phone, "650-253-0000 ext. 12"},
		{"phone national with context", "mobile: 0477 11 28 98", Phone, "0477 11 28 98"},
		{"visa spaced", "my visa 4111 1111 1111 1111 expires", CreditCard, "4111 1111 1111 1111"},
		{"mastercard dashed", "card 5500-0000-0000-0004", CreditCard, "5500-0000-0000-0004"},
		{"amex bare", "amex 378282246310005", CreditCard, "378282246310005"},
		{"card no context", "number 6011111111111117 on file", CreditCard, "6011111111111117"},
		{"iban compact", "IBAN GB82WEST12345698765432.", IBAN, "GB82WEST12345698765432"},
		{"iban grouped", "pay DE89 3704 0044 0532 0130 00 now", IBAN, "DE89 3704 0044 0532 0130 00"},
		{"iban with letters", "FR1420041010050500013M02606", IBAN, "FR1420041010050500013M02606"},
		{"ssn dashed", "His SSN is 536-90-4399.", USSSN, "536-90-4399"},
		{"ssn dashed no context", "ref 536-90-4399", USSSN, "536-90-4399"},
		{"ssn bare with context", "social security number 536904399", USSSN, "536904399"},
		{"ipv4", "ping 10.0.0.1 now", IPAddress, "10.0.0.1"},
		{"ipv4 end of sentence", "The server is 192.168.1.254.", IPAddress, "192.168.1.254"},
		{"ipv6", "from 2001:db8::8a2e:370:7334 today", IPAddress, "2001:db8::8a2e:370:7334"},
		{"ipv6 full", "addr fe80:0:0:0:1ff:fe23:4567:890a", IPAddress, "fe80:0:0:0:1ff:fe23:4567:890a"},
		{"mac colon", "device 00:1A:2B:3C:4D:5E joined", MACAddress, "00:1A:2B:3C:4D:5E"},
		{"mac dash", "00-1a-2b-3c-4d-5e", MACAddress, "00-1a-2b-3c-4d-5e"},
		{"mac cisco", "mac 001a.2b3c.4d5e", MACAddress, "001a.2b3c.4d5e"},
		{"dob month name", "She was born on 12 March 1990 in Leeds.", DateOfBirth, "12 March 1990"},
		{"dob month first", "Date of birth: March 12th, 1990", DateOfBirth, "March 12th, 1990"},
		{"dob iso", "DOB: 1990-03-12", DateOfBirth, "1990-03-12"},
		{"dob slashes", "date of birth 03/12/1990", DateOfBirth, "03/12/1990"},
		{"passport mrz", "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n",
			Passport, "L898902C36UTO7408122F1204159ZE184226B<<<<<10"},
		{"passport number with word", "my passport number is 123456789.", Passport, "123456789"},
		{"uk nino", "NI number AB123456C", UKNINO, "AB123456C"},
		{"uk nino spaced", "national insurance: AB 12 34 56 C", UKNINO, "AB 12 34 56 C"},
		{"aadhaar grouped", "aadhaar " + aad[:4] + " " + aad[4:8] + " " + aad[8:], INAadhaar, aad[:4] + " " + aad[4:8] + " " + aad[8:]},
		{"aadhaar bare with context", "my aadhaar is " + aad, INAadhaar, aad},
		{"es dni", "DNI 12345678Z", ESNIF, "12345678Z"},
		{"es nie", "NIE X1234567L", ESNIF, "X1234567L"},
		{"br cpf", "CPF 529.982.247-25", BRCPF, "529.982.247-25"},
		{"btc p2pkh", "send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", CryptoWallet, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"},
		{"btc p2sh", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", CryptoWallet, "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"},
		{"btc bech32", "wallet bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", CryptoWallet, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"},
		{"eth checksummed", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", CryptoWallet, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{"eth lower", "eth 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", CryptoWallet, "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"},
		{"url credentials", "DATABASE_URL=postgres://admin:S3cr3tPw@db.example.com:5432/app", URLCredentials,
			"postgres://admin:S3cr3tPw@db.example.com:5432"},
		{"url credentials empty user", "redis://:hunter22@cache.internal:6379", URLCredentials, "redis://:hunter22@cache.internal:6379"},
	}
	s := newScanner(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := s.Scan(tt.text)
			f, ok := spanned(fs, tt.text, tt.value)
			if !ok {
				t.Fatalf("no finding for %q in %q; got %+v", tt.value, tt.text, fs)
			}
			if f.Category != tt.category || f.Score < redactAt || f.Score > 1 {
				t.Fatalf("finding %+v: want category %s with score >= %v", f, tt.category, redactAt)
			}
			if f.Detector != Detector || !f.Redactable || f.Explanation == "" || f.Snippet != detect.Mask(tt.value) {
				t.Fatalf("finding %+v: want detector %q, redactable, an explanation and snippet %q", f, Detector, detect.Mask(tt.value))
			}
		})
	}
}

// negative is a near miss: no finding of category may cover it at or
// above the redact threshold (validators reject most outright).
type negative struct {
	name, text, category string
}

func TestNearMisses(t *testing.T) {
	tests := []negative{
		{"card bad luhn", "card 4111 1111 1111 1112", CreditCard},
		{"card unknown range", "card 9111 1111 1111 1113", CreditCard},
		{"card all zeros", "card 0000 0000 0000 0000", CreditCard},
		{"card inside a longer number", "ref 41111111111111110", CreditCard},
		{"ssn area 000", "SSN 000-12-3456", USSSN},
		{"ssn area 666", "SSN 666-12-3456", USSSN},
		{"ssn area 9xx", "SSN 912-12-3456", USSSN},
		{"ssn group 00", "SSN 536-00-4399", USSSN},
		{"ssn serial 0000", "SSN 536-90-0000", USSSN},
		{"ssn voided", "SSN 078-05-1120", USSSN},
		{"ssn bare without context", "order 536904399 shipped", USSSN},
		{"ssn inside a phone", "call 1-536-90-4399-1", USSSN},
		{"iban bad checksum", "IBAN GB82WEST12345698765433", IBAN},
		{"iban too short", "IBAN GB82WEST1234569876543", IBAN},
		{"iban unknown country", "IBAN QQ82WEST12345698765432", IBAN},
		{"ip three parts", "version 1.2.3 released", IPAddress},
		{"ip octet too big", "999.1.1.1", IPAddress},
		{"ip five parts", "build 1.2.3.4.5", IPAddress},
		{"ip leading zeros", "01.02.03.04", IPAddress},
		{"ip version string", "version 10.0.19041.1", IPAddress},
		{"ip after v", "release v1.2.3.4", IPAddress},
		{"ip named firmware", "Firmware 9.7.4.48 is available for download", IPAddress},
		{"ip named build", "Build 1.2.16.170 passed all tests", IPAddress},
		{"ip named a section", "Section 1.1.14.47 covers subnetting", IPAddress},
		{"ip named a version in spanish", "Pedido enviado; versión de la app 3.12.8.50.", IPAddress},
		{"ssn inside a model number", "Model ZX-426-62-9578 is discontinued", USSSN},
		{"ssn inside a reference", "REF-536904399", USSSN},
		{"time is not ipv6", "meet at 12:30:45 today", IPAddress},
		{"cpp scope is not ipv6", "use std::vector and a::b::c", IPAddress},
		{"mac all zero", "00:00:00:00:00:00", MACAddress},
		{"mac five groups", "00:1A:2B:3C:4D", MACAddress},
		{"mac seven groups", "00:1A:2B:3C:4D:5E:6F", MACAddress},
		{"date without context", "The meeting is on 12/03/1990 at noon.", DateOfBirth},
		{"impossible date", "born on 31/02/1990", DateOfBirth},
		{"mrz bad check digit", "L898902C37UTO7408122F1204159ZE184226B<<<<<10", Passport},
		{"nine digits without passport", "ticket 123456789", Passport},
		{"nino invalid prefix", "GB123456A", UKNINO},
		{"nino invalid first letter", "QQ123456C", UKNINO},
		{"nino bad suffix", "AB123456E", UKNINO},
		{"aadhaar bad check digit", "aadhaar 2345 6789 0120", INAadhaar},
		{"nif bad letter", "DNI 12345678A", ESNIF},
		{"cpf bad check digit", "CPF 529.982.247-24", BRCPF},
		{"btc bad checksum", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", CryptoWallet},
		{"bech32 bad checksum", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", CryptoWallet},
		{"eth bad checksum", "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", CryptoWallet},
		{"url without password", "https://user@example.com/path", URLCredentials},
		{"url with placeholder password", "postgres://app:${DB_PASSWORD}@db:5432", URLCredentials},
		{"email double dot", "john..doe@example.com", Email},
		{"email without tld", "user@localhost", Email},
		{"handle", "ping @handle please", Email},
		{"phone too short", "Order 12345 shipped", Phone},
		{"year range", "between 1990-2000 sales grew", Phone},
		{"iso date is no phone", "When: 1998-06-28 14:48:14", Phone},
		{"ip is no phone", "at 86.231.85.193 blocked", Phone},
		{"price list", "costs 12.99 and 4.50", Phone},
		{"decimal near call", "Call of Duty runs on Windows 10 build 19045.3693", Phone},
		{"order number", "Order 8682878251 was cancelled at your request.", Phone},
		{"order number in spanish", "Pedido 3858974259 confirmado, gracias por llamar.", Phone},
		{"order number in german", "Ihre Bestellung Nr. 3162461107 wurde versandt. Rufen Sie uns an.", Phone},
		{"invoice number", "Invoice INV-9193573013 total 1,794.26, call us with questions", Phone},
		{"uuid segment", "id 123e4567-e89b-12d3-a456-426614174000 aadhaar", INAadhaar},
	}
	s := newScanner(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, f := range ofCategory(s.Scan(tt.text), tt.category) {
				if f.Score >= redactAt {
					t.Fatalf("unexpected %s finding %q (score %.2f) in %q", f.Category, tt.text[f.Start:f.End], f.Score, tt.text)
				}
			}
		})
	}
}

// Context words raise the score; without them a weak pattern stays below
// the redact threshold.
func TestContextBoost(t *testing.T) {
	s := newScanner(t)
	score := func(text, value string) float64 {
		f, ok := spanned(s.Scan(text), text, value)
		if !ok {
			t.Fatalf("no finding for %q in %q", value, text)
		}
		return f.Score
	}
	tests := []struct {
		with, without, value string
	}{
		{"my visa card 4111 1111 1111 1111", "ref 4111 1111 1111 1111", "4111 1111 1111 1111"},
		{"SSN: 536-90-4399", "ref 536-90-4399", "536-90-4399"},
		{"call 0477 11 28 98", "ok 0477 11 28 98", "0477 11 28 98"},
		{"aadhaar " + aadhaar("23456789012"), "ref " + aadhaar("23456789012"), aadhaar("23456789012")},
	}
	for _, tt := range tests {
		w, wo := score(tt.with, tt.value), score(tt.without, tt.value)
		if w <= wo || w > 1 {
			t.Errorf("score with context %.2f (%q) not above %.2f without (%q)", w, tt.with, wo, tt.without)
		}
	}
	if sc := score("ok 0477 11 28 98", "0477 11 28 98"); sc >= redactAt {
		t.Errorf("unvalidated national number without context scored %.2f, want below %v", sc, redactAt)
	}
	// Short context words must stand alone: "tel" in "hotel" is no context.
	if a, b := score("hotel 0477 11 28 98", "0477 11 28 98"), score("tel 0477 11 28 98", "0477 11 28 98"); a >= b {
		t.Errorf("hotel boosted like tel: %.2f >= %.2f", a, b)
	}
}

func TestFindingsOrderedAndDisjoint(t *testing.T) {
	s := newScanner(t)
	text := corpusOf(8 << 10)
	first := s.Scan(text)
	if len(first) < 10 {
		t.Fatalf("only %d findings in the mixed corpus", len(first))
	}
	for i, f := range first {
		if f.Start < 0 || f.End > len(text) || f.Start >= f.End {
			t.Fatalf("finding %d has span [%d,%d) in a text of %d bytes", i, f.Start, f.End, len(text))
		}
		if i > 0 && f.Start < first[i-1].End {
			t.Fatalf("findings %d and %d overlap or are out of order: %+v %+v", i-1, i, first[i-1], f)
		}
	}
	for range 3 {
		if again := s.Scan(text); !slices.Equal(again, first) {
			t.Fatal("a second scan of the same text gave different findings")
		}
	}
}

// An unchecked phone-shaped number never cuts a checked finding in two: a
// context word for phones ("Teléfono") used to lift the first three groups
// of a Luhn-valid card over the card itself.
func TestUncheckedPhoneLosesToCard(t *testing.T) {
	s := newScanner(t)
	text := "Cliente de Sevilla. Teléfono fijo 716 14 69 27, paga con tarjeta 4164 2600 6820 7459."
	if _, ok := spanned(s.Scan(text), text, "4164 2600 6820 7459"); !ok {
		t.Fatalf("card not found whole: %+v", s.Scan(text))
	}
	for _, f := range ofCategory(s.Scan(text), Phone) {
		if text[f.Start:f.End] != "716 14 69 27" {
			t.Errorf("phone finding %q", text[f.Start:f.End])
		}
	}
}

// Context words in the languages of the multilingual sources: a national
// number of unknown country scores over the redact threshold only with
// one (TestContextBoost has the English words).
func TestContextWordsInOtherLanguages(t *testing.T) {
	s := newScanner(t)
	for _, tt := range []struct{ text, value, category string }{
		{"Mi nuevo móvil es 644 30 49 50, gracias.", "644 30 49 50", Phone},
		{"Nouveau numéro de portable : 06 51 10 39 58.", "06 51 10 39 58", Phone},
		{"Meine neue Handynummer lautet 01522 0523163.", "01522 0523163", Phone},
		{"Telefoonnummer: 070 588 2920", "070 588 2920", Phone},
		{"Il mio cellulare: 338 428 8976", "338 428 8976", Phone},
		{"Julien Blanc – Tél. : 06.85.58.12.73 – Mutuelle", "06.85.58.12.73", Phone},
		{"Ufficio di Milano: 02 6320 7481", "02 6320 7481", Phone},
		{"Paga con tarjeta 4164 2600 6820 7459.", "4164 2600 6820 7459", CreditCard},
	} {
		f, ok := spanned(s.Scan(tt.text), tt.text, tt.value)
		if !ok || f.Category != tt.category || f.Score < redactAt || f.Score < 0.6 {
			t.Errorf("%q: got %+v (found %v), want %s at least 0.6", tt.text, f, ok, tt.category)
		}
	}
}

// A URL with credentials holds an e-mail-like "password@host": only the
// URL may be reported, and the secret inside it is not reported twice.
func TestOverlapKeepsBest(t *testing.T) {
	s := newScanner(t)
	text := "db: postgres://admin:pw1234x@db.example.com:5432/app"
	fs := s.Scan(text)
	if len(fs) != 1 || fs[0].Category != URLCredentials {
		t.Fatalf("got %+v, want one URL_CREDENTIALS finding", fs)
	}
}

func TestSnippetNeverClear(t *testing.T) {
	s := newScanner(t)
	text := corpusOf(4 << 10)
	for _, f := range s.Scan(text) {
		value := text[f.Start:f.End]
		if len(value) >= 8 && strings.Contains(f.Snippet, value) || strings.Contains(f.Explanation, value) {
			t.Errorf("finding %s exposes %q: snippet %q, explanation %q", f.Category, value, f.Snippet, f.Explanation)
		}
	}
}

func TestConcurrentScans(t *testing.T) {
	s := newScanner(t, Rule{Name: "ticket", Pattern: `TCK-\d{6}`})
	texts := []string{corpusOf(1 << 10), corpusOf(4 << 10), "TCK-123456 and jane@example.org", "nothing here"}
	want := make([][]detect.Finding, len(texts))
	for i, text := range texts {
		want[i] = s.Scan(text)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 20 {
				i := (g + k) % len(texts)
				if got := s.Scan(texts[i]); !slices.Equal(got, want[i]) {
					errs <- texts[i][:min(20, len(texts[i]))]
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("concurrent scan differs from sequential for text starting %q", e)
	}
}

func TestInvalidUTF8(t *testing.T) {
	s := newScanner(t)
	text := "\xff\xfe card \xc3 4111 1111 1111 1111 \xed\xa0\x80 jane@example.org \xf0\x28\x8c\x28"
	fs := s.Scan(text)
	if _, ok := spanned(fs, text, "4111 1111 1111 1111"); !ok {
		t.Errorf("card not found amid invalid UTF-8: %+v", fs)
	}
	if _, ok := spanned(fs, text, "jane@example.org"); !ok {
		t.Errorf("e-mail not found amid invalid UTF-8: %+v", fs)
	}
	for _, f := range fs {
		if !utf8.ValidString(f.Snippet) {
			t.Errorf("snippet %q is not valid UTF-8", f.Snippet)
		}
	}
}

func TestEmptyText(t *testing.T) {
	if fs := newScanner(t).Scan(""); fs != nil {
		t.Errorf("Scan(\"\") = %+v, want nil", fs)
	}
}

func FuzzScan(f *testing.F) {
	for _, seed := range []string{
		benchCorpus,
		"",
		"\xff\xfe\xfd",
		"4111 1111 1111 1111",
		"+44 20 7946 0958 x12",
		"GB82 WEST 1234 5698 7654 32",
		"born 1990-02-31 DOB 12 March 1990",
		"::::1.2.3.4::ffff",
		"L898902C36UTO7408122F1204159ZE184226B<<<<<10",
		"api_key = \"f8Kz93LmQp0XvR7tYb2Nw4HcTg\"\npassword: hunter2!",
		"-----BEGIN RSA PRIVATE KEY-----\n" + strings.Repeat("A", 80) + "\n-----END RSA PRIVATE KEY-----",
		"postgres://a:b@c",
		"xoxb-1234567890-1234567890",
		"(((((+++++00000",
	} {
		f.Add(seed)
	}
	s := newScanner(f, Rule{Name: "any digit pair", Pattern: `\d\d`, Priority: -1})
	f.Fuzz(func(t *testing.T, text string) {
		fs := s.Scan(text)
		for i, fd := range fs {
			if fd.Start < 0 || fd.End > len(text) || fd.Start >= fd.End {
				t.Fatalf("finding %d span [%d,%d) outside text of %d bytes", i, fd.Start, fd.End, len(text))
			}
			if i > 0 && fd.Start < fs[i-1].End {
				t.Fatalf("findings %d and %d overlap", i-1, i)
			}
			if fd.Score < 0 || fd.Score > 1 || fd.Detector != Detector || !fd.Redactable || fd.Category == "" {
				t.Fatalf("malformed finding %+v", fd)
			}
		}
	})
}

// Inputs shaped to make a naive scanner quadratic (long runs of separated
// digits, a keyword or trigger at every few bytes, thousands of findings).
// A regression shows as this test hanging.
func TestAdversarialInputs(t *testing.T) {
	s := newScanner(t, Rule{Name: "digit", Pattern: `\d`, Priority: -1})
	inputs := map[string]string{
		"digit groups":     strings.Repeat("1 ", 16<<10),
		"phone-like run":   strings.Repeat("212 555 1234 ", 2<<10),
		"keywords":         strings.Repeat("api_key=", 4<<10),
		"context words":    strings.Repeat("cc ", 10<<10),
		"at signs":         strings.Repeat("a@", 16<<10),
		"schemes":          strings.Repeat("a://", 8<<10),
		"dob triggers":     strings.Repeat("born 1/1/1990 ", 2<<10),
		"colons":           strings.Repeat("::1", 10<<10),
		"digits":           strings.Repeat("7", 32<<10),
		"private key head": strings.Repeat("-----BEGIN PRIVATE KEY-----", 1<<10),
	}
	for name, text := range inputs {
		fs := s.Scan(text)
		for i := 1; i < len(fs); i++ {
			if fs[i].Start < fs[i-1].End {
				t.Fatalf("%s: overlapping findings", name)
			}
		}
	}
}

// luhnComplete appends the check digit that makes digits Luhn-valid.
func luhnComplete(digits string) string {
	for c := '0'; c <= '9'; c++ {
		if luhnValid(digits + string(c)) {
			return digits + string(c)
		}
	}
	panic("unreachable")
}

// A Luhn-valid number outside every known issuer range is still a card
// number: the range raises the score, it does not decide. With a card word
// nearby it is redacted; bare, it stays under the redaction threshold, as
// one arbitrary 16-digit number in ten passes Luhn.
func TestCardsOutsideTheIssuerRangesAreFound(t *testing.T) {
	s := newScanner(t)
	for _, prefix := range []string{"990012345678901", "800012345678901", "123456789012345", "7000123456789012"} {
		num := luhnComplete(prefix)
		if cardBrand(num) != "" {
			t.Fatalf("%s is in the %s range: pick another", num, cardBrand(num))
		}
		text := "Please charge my card " + num + " for the order."
		f, ok := spanned(s.Scan(text), text, num)
		if !ok || f.Category != CreditCard || f.Score < redactAt {
			t.Errorf("%s with a card word: %+v (found %v)", num, f, ok)
		}
		bare := "reference " + num
		for _, f := range ofCategory(s.Scan(bare), CreditCard) {
			if f.Score >= redactAt {
				t.Errorf("bare %s scored %.2f", num, f.Score)
			}
		}
		if luhnValid(num[:len(num)-1] + string('0'+(num[len(num)-1]-'0'+1)%10)) {
			t.Fatalf("the Luhn check accepts a wrong check digit for %s", num)
		}
	}
}

// emailPattern is the regular expression validEmail implements.
var emailPattern = regexp.MustCompile(`^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$`)

func TestValidEmailIsThePattern(t *testing.T) {
	cases := []string{"a@b.co", "a@b.c", "a.b+c%d_e-f@x-y.example.org", "@b.co", "a@.co", "a@b..co", "a@-b.co",
		"a@b-.co", "a@b.c0", "a@b.co-", "a@b.co.", "a@b", "a@b@c.co", "a b@c.co", "a@b.c-o", "a@1.2.3.4",
		"a@b." + strings.Repeat("x", 63), "a@b." + strings.Repeat("x", 64), "é@b.co", "a@bé.co", "a@b.co\n", ""}
	r := rand.New(rand.NewPCG(9, 9))
	const alphabet = "ab1.-@_%+Z \xc3"
	for i := 0; i < 200000; i++ {
		b := make([]byte, 1+r.IntN(14))
		for k := range b {
			b[k] = alphabet[r.IntN(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, c := range cases {
		if got, want := validEmail(c), emailPattern.MatchString(c); got != want {
			t.Errorf("validEmail(%q) = %v, the pattern says %v", c, got, want)
		}
	}
}

func FuzzValidEmail(f *testing.F) {
	for _, s := range []string{"a@b.co", "x.y@mail.example.org", "a@b-.co", "a@b.c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := validEmail(s), emailPattern.MatchString(s); got != want {
			t.Fatalf("validEmail(%q) = %v, the pattern says %v", s, got, want)
		}
	})
}

// TestTakenBitmap holds the word-at-a-time bitmap of resolve to a set of
// bytes marked one by one.
func TestTakenBitmap(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for round := 0; round < 2000; round++ {
		n := 1 + r.IntN(300)
		st := &scanState{taken: make([]uint64, (n+63)/64)}
		naive := make([]bool, n)
		for k := 0; k < 8; k++ {
			s := r.IntN(n)
			e := s + 1 + r.IntN(min(n-s, 140))
			want := slices.Contains(naive[s:e], true)
			if got := st.anyTaken(s, e); got != want {
				t.Fatalf("round %d: anyTaken(%d, %d) = %v, want %v", round, s, e, got, want)
			}
			if !want {
				st.markTaken(s, e)
				for i := s; i < e; i++ {
					naive[i] = true
				}
			}
			for i := range naive {
				if got := st.taken[i/64]&(1<<(i%64)) != 0; got != naive[i] {
					t.Fatalf("round %d: byte %d marked %v, want %v", round, i, got, naive[i])
				}
			}
		}
	}
}
