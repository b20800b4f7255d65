package pii

import "testing"

// Published test vectors for each validator, and a one-character change
// of each that the validator must reject.
func TestValidators(t *testing.T) {
	tests := []struct {
		name  string
		valid func(string) bool
		good  []string
		bad   []string
	}{
		{"luhn", luhnValid,
			[]string{"4111111111111111", "378282246310005", "6011111111111117", "5500000000000004"},
			[]string{"4111111111111112", "378282246310006"}},
		{"iban mod-97", ibanMod97,
			[]string{"GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606"},
			[]string{"GB82WEST12345698765433", "DE89370400440532013001"}},
		{"verhoeff", verhoeffValid,
			[]string{"2363", "123451"},
			[]string{"2364", "123452"}},
		{"cpf", cpfValid,
			[]string{"52998224725", "11144477735"},
			[]string{"52998224724", "11111111111"}},
		{"nif", nifValid,
			[]string{"12345678Z", "X1234567L", "Y1234567X"},
			[]string{"12345678A", "X1234567M"}},
		{"mrz line 2", mrzLine2Valid,
			[]string{"L898902C36UTO7408122F1204159ZE184226B<<<<<10"},
			[]string{"L898902C37UTO7408122F1204159ZE184226B<<<<<10", "L898902C36UTO7408122F1204159ZE184226B<<<<<11"}},
		{"base58check", btcBase58Valid,
			[]string{"1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"},
			[]string{"1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz"}},
		{"bech32", btcBech32Valid,
			[]string{"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
				"bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3"},
			[]string{"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7KV8f3t4"}},
	}
	for _, tt := range tests {
		for _, s := range tt.good {
			if !tt.valid(s) {
				t.Errorf("%s(%q) = false, want true", tt.name, s)
			}
		}
		for _, s := range tt.bad {
			if tt.valid(s) {
				t.Errorf("%s(%q) = true, want false", tt.name, s)
			}
		}
	}
}

func TestEthChecksum(t *testing.T) {
	tests := []struct {
		addr               string
		checksummed, valid bool
	}{
		{"5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", true, true}, // EIP-55 test vector
		{"fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", true, true}, // EIP-55 test vector
		{"5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", true, false},
		{"5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", false, true},
	}
	for _, tt := range tests {
		c, v := ethChecksumState(tt.addr)
		if c != tt.checksummed || v != tt.valid {
			t.Errorf("ethChecksumState(%s) = %v, %v; want %v, %v", tt.addr, c, v, tt.checksummed, tt.valid)
		}
	}
}

func TestCardBrand(t *testing.T) {
	tests := map[string]string{
		"4111111111111111": "Visa",
		"5500000000000004": "Mastercard",
		"2223000048400011": "Mastercard",
		"378282246310005":  "American Express",
		"6011111111111117": "Discover",
		"3530111333300000": "JCB",
		"30569309025904":   "Diners Club",
		"9111111111111111": "",
		"411111111111111":  "", // 15-digit Visa does not exist
	}
	for number, want := range tests {
		if got := cardBrand(number); got != want {
			t.Errorf("cardBrand(%s) = %q, want %q", number, got, want)
		}
	}
}

func TestSSNValid(t *testing.T) {
	for d, want := range map[string]bool{
		"536904399": true, "000123456": false, "666123456": false, "912123456": false,
		"536004399": false, "536900000": false, "078051120": false, "111111111": false,
	} {
		if got := ssnValid(d); got != want {
			t.Errorf("ssnValid(%s) = %v, want %v", d, got, want)
		}
	}
}
