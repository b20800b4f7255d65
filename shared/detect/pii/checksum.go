package pii

import (
	"crypto/sha256"
	"math/big"
	"strings"

	"golang.org/x/crypto/sha3"
)

// The validators below are what make a match more than a look-alike: a
// random 16-digit string passes Luhn one time in ten, a random IBAN passes
// mod-97 about one time in a hundred, a random base58 string passes its
// double-SHA-256 checksum one time in four billion.

// luhnValid reports whether a string of ASCII digits passes the Luhn check
// used by payment card numbers.
func luhnValid(digits string) bool {
	sum, double := 0, false
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// cardBrand returns the card network whose issuer identification number
// range holds the number, or "" when none does. Lengths are those each
// network issues.
func cardBrand(d string) string {
	n := len(d)
	p2 := atoiPrefix(d, 2)
	p3 := atoiPrefix(d, 3)
	p4 := atoiPrefix(d, 4)
	p6 := atoiPrefix(d, 6)
	switch {
	case d[0] == '4' && (n == 13 || n == 16 || n == 19):
		return "Visa"
	case (p2 >= 51 && p2 <= 55 || p4 >= 2221 && p4 <= 2720) && n == 16:
		return "Mastercard"
	case (p2 == 34 || p2 == 37) && n == 15:
		return "American Express"
	case (p4 == 6011 || p3 >= 644 && p3 <= 649 || p2 == 65 || p6 >= 622126 && p6 <= 622925) && n >= 16 && n <= 19:
		return "Discover"
	case (p3 >= 300 && p3 <= 305 || p2 == 36 || p2 == 38 || p2 == 39) && n >= 14 && n <= 19:
		return "Diners Club"
	case p4 >= 3528 && p4 <= 3589 && n >= 16 && n <= 19:
		return "JCB"
	case p2 == 62 && n >= 16 && n <= 19:
		return "UnionPay"
	case (p2 == 50 || p2 >= 56 && p2 <= 69) && n >= 12 && n <= 19:
		return "Maestro"
	case p4 == 2200 || p4 == 2201 || p4 == 2202 || p4 == 2203 || p4 == 2204:
		if n >= 16 && n <= 19 {
			return "Mir"
		}
	}
	return ""
}

// atoiPrefix parses the first n ASCII digits of s.
func atoiPrefix(s string, n int) int {
	v := 0
	for i := 0; i < n && i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// ibanLength is the IBAN length of every country in the SWIFT IBAN registry.
var ibanLength = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
	"BH": 22, "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24,
	"DE": 22, "DJ": 27, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
	"FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27,
	"GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27,
	"JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20,
	"LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27,
	"MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24, "PL": 28,
	"PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24, "SC": 31,
	"SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
	"TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
}

// ibanMod97 reports whether an upper-case compact IBAN passes the ISO 7064
// mod-97-10 check: the first four characters moved to the end, letters
// replaced by 10..35, the number taken modulo 97 must be 1.
func ibanMod97(iban string) bool {
	rem := 0
	for i := 0; i < len(iban); i++ {
		c := iban[(i+4)%len(iban)]
		switch {
		case c >= '0' && c <= '9':
			rem = (rem*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			rem = (rem*100 + int(c-'A') + 10) % 97
		default:
			return false
		}
	}
	return rem == 1
}

// Verhoeff tables (dihedral group D5 multiplication and the position
// permutation), used by Aadhaar's check digit.
var (
	verhoeffD = [10][10]uint8{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
		{1, 2, 3, 4, 0, 6, 7, 8, 9, 5},
		{2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
		{3, 4, 0, 1, 2, 8, 9, 5, 6, 7},
		{4, 0, 1, 2, 3, 9, 5, 6, 7, 8},
		{5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
		{6, 5, 9, 8, 7, 1, 0, 4, 3, 2},
		{7, 6, 5, 9, 8, 2, 1, 0, 4, 3},
		{8, 7, 6, 5, 9, 3, 2, 1, 0, 4},
		{9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
	}
	verhoeffP = [8][10]uint8{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
		{1, 5, 7, 6, 2, 8, 3, 0, 9, 4},
		{5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
		{8, 9, 1, 6, 0, 4, 3, 5, 2, 7},
		{9, 4, 5, 3, 1, 2, 6, 8, 7, 0},
		{4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
		{2, 7, 9, 3, 8, 0, 6, 4, 1, 5},
		{7, 0, 4, 6, 9, 1, 3, 2, 5, 8},
	}
)

// verhoeffValid reports whether a string of ASCII digits ends with a valid
// Verhoeff check digit.
func verhoeffValid(digits string) bool {
	c := uint8(0)
	for i := 0; i < len(digits); i++ {
		d := digits[len(digits)-1-i] - '0'
		c = verhoeffD[c][verhoeffP[i%8][d]]
	}
	return c == 0
}

// cpfValid checks the two mod-11 check digits of an 11-digit Brazilian CPF.
func cpfValid(d string) bool {
	if len(d) != 11 || strings.Count(d, d[:1]) == 11 {
		return false
	}
	check := func(n int) byte {
		sum := 0
		for i := 0; i < n; i++ {
			sum += int(d[i]-'0') * (n + 1 - i)
		}
		return byte(sum * 10 % 11 % 10)
	}
	return check(9) == d[9]-'0' && check(10) == d[10]-'0'
}

// nifLetters maps a Spanish DNI number modulo 23 to its control letter.
const nifLetters = "TRWAGMYFPDXBNJZSQVHLCKE"

// nifValid checks the control letter of a Spanish DNI ("12345678Z") or NIE
// ("X1234567L", where X, Y, Z stand for 0, 1, 2).
func nifValid(s string) bool {
	if len(s) != 9 {
		return false
	}
	n := 0
	for i := 0; i < 8; i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			n = n*10 + int(c-'0')
		case i == 0 && c >= 'X' && c <= 'Z':
			n = int(c - 'X')
		default:
			return false
		}
	}
	return nifLetters[n%23] == s[8]
}

// mrzCheckDigit computes the ICAO 9303 check digit: weights 7, 3, 1
// repeating, digits count as themselves, A..Z as 10..35 and '<' as 0.
func mrzCheckDigit(s string) byte {
	weights := [3]int{7, 3, 1}
	sum := 0
	for i := 0; i < len(s); i++ {
		c, v := s[i], 0
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'A' && c <= 'Z':
			v = int(c-'A') + 10
		}
		sum += v * weights[i%3]
	}
	return byte('0' + sum%10)
}

// mrzLine2Valid checks every check digit of the second line of a TD3
// (passport) machine-readable zone: document number, date of birth, expiry
// and the composite digit.
func mrzLine2Valid(l string) bool {
	if len(l) != 44 {
		return false
	}
	if mrzCheckDigit(l[0:9]) != l[9] || mrzCheckDigit(l[13:19]) != l[19] || mrzCheckDigit(l[21:27]) != l[27] {
		return false
	}
	if l[42] != '<' && mrzCheckDigit(l[28:42]) != l[42] {
		return false
	}
	return mrzCheckDigit(l[0:10]+l[13:20]+l[21:43]) == l[43]
}

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// base58Index maps a byte to its base58 value, or -1.
var base58Index = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(base58Alphabet); i++ {
		t[base58Alphabet[i]] = int8(i)
	}
	return t
}()

// btcBase58Valid reports whether s is a legacy Bitcoin address: base58 that
// decodes to 25 bytes, version 0x00 (P2PKH) or 0x05 (P2SH), whose last four
// bytes are the first four of the double SHA-256 of the rest.
func btcBase58Valid(s string) bool {
	n := new(big.Int)
	radix := big.NewInt(58)
	for i := 0; i < len(s); i++ {
		v := base58Index[s[i]]
		if v < 0 {
			return false
		}
		n.Mul(n, radix)
		n.Add(n, big.NewInt(int64(v)))
	}
	leading := len(s) - len(strings.TrimLeft(s, "1"))
	raw := append(make([]byte, leading), n.Bytes()...)
	if len(raw) != 25 || (raw[0] != 0x00 && raw[0] != 0x05) {
		return false
	}
	h1 := sha256.Sum256(raw[:21])
	h2 := sha256.Sum256(h1[:])
	return string(h2[:4]) == string(raw[21:])
}

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// bech32Polymod is the BCH checksum of BIP-173.
func bech32Polymod(values []byte) uint32 {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	for _, v := range values {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ uint32(v)
		for i := 0; i < 5; i++ {
			if (top>>i)&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	return chk
}

// btcBech32Valid reports whether s is a mainnet segwit address ("bc1..."):
// one case only, a valid BIP-173 checksum for witness version 0 (with a 20
// or 32 byte program) or a valid BIP-350 (bech32m) checksum for versions 1
// to 16.
func btcBech32Valid(s string) bool {
	if s != strings.ToLower(s) && s != strings.ToUpper(s) {
		return false
	}
	s = strings.ToLower(s)
	if len(s) < 14 || len(s) > 74 || !strings.HasPrefix(s, "bc1") {
		return false
	}
	data := make([]byte, 0, len(s))
	for i := 3; i < len(s); i++ {
		v := strings.IndexByte(bech32Charset, s[i])
		if v < 0 {
			return false
		}
		data = append(data, byte(v))
	}
	values := append([]byte{3, 3, 0, 2, 3}, data...) // "bc" expanded per BIP-173
	version := data[0]
	progBits := (len(data) - 7) * 5 // data minus version and six checksum symbols
	progLen := progBits / 8
	switch {
	case version == 0:
		return bech32Polymod(values) == 1 && (progLen == 20 || progLen == 32)
	case version <= 16:
		return bech32Polymod(values) == 0x2bc830a3 && progLen >= 2 && progLen <= 40
	}
	return false
}

// ethChecksumState classifies a 40-hex-digit Ethereum address body: all one
// case carries no checksum; mixed case must follow EIP-55, where a letter
// is upper-case exactly when the matching nibble of the Keccak-256 of the
// lower-case address is 8 or more.
func ethChecksumState(hex40 string) (checksummed, valid bool) {
	lower := strings.ToLower(hex40)
	if hex40 == lower || hex40 == strings.ToUpper(hex40) {
		return false, true
	}
	h := sha3.NewLegacyKeccak256()
	h.Write([]byte(lower))
	sum := h.Sum(nil)
	for i := 0; i < 40; i++ {
		c := hex40[i]
		if c >= '0' && c <= '9' {
			continue
		}
		nibble := sum[i/2]
		if i%2 == 0 {
			nibble >>= 4
		}
		upper := c >= 'A' && c <= 'F'
		if upper != (nibble&0xf >= 8) {
			return true, false
		}
	}
	return true, true
}
