package audit

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// secretWords make a field secret when any word of its name is one of them
// ("new_password", "repoAccessToken", "license-key", "Authorization").
var secretWords = []string{
	"password", "passwd", "passphrase", "pwd", "secret", "secrets", "token", "key", "apikey",
	"authorization", "credential", "credentials", "cookie", "cookies", "signature",
	"privatekey", "bearer", "otp", "totp",
}

// identifierWords end the names of fields that describe a secret without
// being one ("key_id", "token_type", "api_key_name", "secret_prefix").
var identifierWords = []string{
	"id", "ids", "uuid", "name", "names", "prefix", "type", "types", "count", "length", "scope", "scopes",
	"enabled", "required", "expires", "at", "url",
}

// exactSecrets are names that are secrets on their own ("code" of an MFA
// step) though common words inside longer names ("status_code").
var exactSecrets = []string{"code", "mfa_code", "recovery_code"}

// secretValue matches strings that are credentials whatever their field:
// Bulwark API keys, JWTs, common provider keys and PEM private keys.
var secretValue = regexp.MustCompile(`^(bwk_[A-Za-z0-9]{12}_|eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*\.|sk-[A-Za-z0-9_-]{16,}|sk-ant-|gh[pousr]_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}$|xox[abpr]-)|-----BEGIN [A-Z ]*PRIVATE KEY-----`)

// IsSecretField reports whether a field name looks like it holds a secret.
func IsSecretField(name string) bool {
	if slices.Contains(exactSecrets, strings.ToLower(name)) {
		return true
	}
	words := nameWords(name)
	if len(words) == 0 || slices.Contains(identifierWords, words[len(words)-1]) && len(words) > 1 {
		return false
	}
	for _, w := range words {
		if slices.Contains(secretWords, w) {
			return true
		}
	}
	return false
}

// nameWords splits a field name into lower-case words at separators and
// camel-case boundaries.
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
			continue
		case unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])):
			flush()
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

// Redact returns a copy of a decoded JSON value with every secret removed:
// object fields whose name looks secret (IsSecretField) and string values
// that are credentials (API keys, JWTs, provider keys, private keys) are
// dropped from objects and replaced by "[REDACTED]" in arrays. It also
// returns the paths of what it removed ("password", "repo.token",
// "headers[2]"), sorted, so a record can say a secret was sent without
// holding it.
func Redact(v any) (any, []string) {
	var removed []string
	out := redact(v, "", &removed)
	sort.Strings(removed)
	return out, removed
}

func redact(v any, path string, removed *[]string) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, val := range x {
			p := k
			if path != "" {
				p = path + "." + k
			}
			if IsSecretField(k) || isSecretString(val) {
				*removed = append(*removed, p)
				continue
			}
			out[k] = redact(val, p, removed)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, val := range x {
			p := path + "[" + strconv.Itoa(i) + "]"
			if isSecretString(val) {
				*removed = append(*removed, p)
				out[i] = "[REDACTED]"
				continue
			}
			out[i] = redact(val, p, removed)
		}
		return out
	}
	return v
}

func isSecretString(v any) bool {
	s, ok := v.(string)
	return ok && secretValue.MatchString(strings.TrimSpace(s))
}
