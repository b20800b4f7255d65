package identity

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"
)

// KeyPrefix starts every API key, so that secret scanners (and people)
// recognise them: bwk_<prefix>_<secret>.
const KeyPrefix = "bwk_"

// NewKeySecret returns a new API key string and its public prefix. The
// prefix (12 base62 characters) is stored in clear to find the key; the
// 40-character secret part carries ~238 bits of entropy.
func NewKeySecret() (key, prefix string) {
	prefix = randomString(12)
	return KeyPrefix + prefix + "_" + randomString(40), prefix
}

// ParseKey returns the prefix of a well-formed key string.
func ParseKey(key string) (prefix string, ok bool) {
	rest, found := strings.CutPrefix(key, KeyPrefix)
	if !found {
		return "", false
	}
	prefix, secret, found := strings.Cut(rest, "_")
	if !found || len(prefix) != 12 || len(secret) != 40 {
		return "", false
	}
	return prefix, true
}

// HashKey is the stored form of a key: hex SHA-256 of the whole key string.
// Keys are high-entropy random strings, so a fast hash is the right tool.
func HashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// KeyMatches compares a presented key with a stored hash in constant time.
func KeyMatches(key, storedHash string) bool {
	got := HashKey(key)
	return subtle.ConstantTimeCompare([]byte(got), []byte(storedHash)) == 1
}
