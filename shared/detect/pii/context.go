package pii

import "sort"

// Context words raise a match's score the way Presidio's context enhancer
// does: when one of the category's words starts within ctxBefore bytes
// before the match or ends within ctxAfter bytes after it, the score gains
// the category's boost, capped at 1. Matching is on the ASCII lower-cased
// text; a word must start at a word boundary, and words of three letters or
// fewer must also end at one ("tel" does not fire inside "hotel", "cc" not
// inside "accept").
const (
	ctxBefore = 64
	ctxAfter  = 32
)

type contextSpec struct {
	boost float64
	words []string
}

// contextWords is documented in docs/detect-pii.md; keep the two in step.
var contextWords = map[string]contextSpec{
	CreditCard: {0.3, []string{"card", "credit", "debit", "visa", "mastercard", "master card", "amex",
		"american express", "discover", "diners", "jcb", "maestro", "unionpay", "cc", "cvv", "expiry", "payment",
		// French, German, Spanish, Italian, Portuguese, Japanese, Korean.
		"carte", "karte", "kreditkarte", "tarjeta", "carta", "cartão", "cartao", "クレジット", "카드"}},
	Phone: {0.35, []string{"phone", "telephone", "tel", "mobile", "cell", "cellphone", "call", "fax",
		"office", "desk", "contact", "reach", "whatsapp", "sms", "text me", "dial", "landline", "extension",
		// French, German, Spanish, Italian, Dutch, Portuguese, Japanese, Korean.
		"téléphone", "tél", "portable", "appelez", "appeler", "joindre", "bureau", "telefon", "handy", "mobil",
		"festnetz", "rufnummer", "anrufen", "rufen", "büro", "teléfono", "móvil", "movil", "celular", "llamar",
		"llame", "llámame", "oficina", "telefono", "cellulare", "chiamare", "chiama", "richiama", "richiami",
		"ufficio", "telefoon", "mobiel", "bellen", "bel me", "kantoor", "telefone", "ligar", "liga-me",
		"ligue-me", "escritório", "escritorio", "電話", "携帯", "전화"}},
	USSSN: {0.4, []string{"ssn", "social security", "social sec", "ss#", "ssa", "taxpayer"}},
	IBAN:  {0.15, []string{"iban", "bank", "account", "transfer", "wire", "swift", "bic", "sepa", "payee"}},
	IPAddress: {0.2, []string{"ip", "ipv4", "ipv6", "address", "addr", "server", "host", "client",
		"remote", "gateway", "subnet"}},
	MACAddress:   {0.2, []string{"mac", "hardware", "ethernet", "wifi", "wi-fi", "bssid", "nic", "device"}},
	Email:        {0.1, []string{"email", "e-mail", "mail", "contact"}},
	UKNINO:       {0.35, []string{"national insurance", "nino", "ni number", "ni no", "insurance number"}},
	INAadhaar:    {0.4, []string{"aadhaar", "aadhar", "uidai", "uid"}},
	ESNIF:        {0.3, []string{"dni", "nif", "nie", "documento", "identidad", "identity"}},
	BRCPF:        {0.35, []string{"cpf", "cadastro", "contribuinte"}},
	CryptoWallet: {0.1, []string{"bitcoin", "btc", "wallet", "ethereum", "eth", "crypto", "address"}},
}

// Words that must occur near a date or a passport number before it is
// reported at all: a bare date or a bare 9-character code is not personal
// data.
var (
	dobTriggers      = []string{"born", "birth", "dob", "d.o.b", "birthday", "birthdate", "date of birth"}
	passportTriggers = []string{"passport"}
)

// applyContext raises the scores of candidates that have a context word of
// their category nearby.
func (b *builtins) applyContext(st *scanState) {
	if len(st.hits) == 0 {
		return
	}
	for i := range st.cands {
		c := &st.cands[i]
		if c.noContext {
			continue
		}
		bit, ok := b.ctxBit[c.category]
		if !ok {
			continue
		}
		lo, hi := c.start-ctxBefore, c.end+ctxAfter
		first := sort.Search(len(st.hits), func(j int) bool { return int(st.hits[j].end) > lo })
		for _, h := range st.hits[first:] {
			w := b.kw.words[h.id]
			end := int(h.end)
			start := end - len(w)
			if start > hi {
				break
			}
			if b.vocab[h.id].ctxMask&bit == 0 || start < lo || end > hi || (start < c.end && end > c.start) {
				continue
			}
			if !wordAt(st.text, start, end) {
				continue
			}
			c.score = min(1, c.score+contextWords[c.category].boost)
			c.ctxWord = w
			break
		}
	}
}

// wordAt reports whether text[start:end] starts at a word boundary and,
// for short words, also ends at one.
func wordAt(text string, start, end int) bool {
	if start > 0 && isAlnum(text[start-1]) {
		return false
	}
	if end-start <= 3 && end < len(text) && isAlpha(text[end]) {
		return false
	}
	return true
}

// triggers returns the occurrences, at a word start, of trigger words of
// the given kind.
func (b *builtins) triggers(st *scanState, kind uint8) []keywordHit {
	var at []keywordHit
	for _, h := range st.hits {
		if b.vocab[h.id].trigger&kind == 0 {
			continue
		}
		start := int(h.end) - len(b.kw.words[h.id])
		if start > 0 && isAlnum(st.text[start-1]) {
			continue
		}
		at = append(at, h)
	}
	return at
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isAlnum(c byte) bool { return isDigit(c) || isAlpha(c) }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isHex(c byte) bool   { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }
