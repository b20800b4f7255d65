package identity

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"
)

// Kinds of bearer secret, each recognisable by its leading tag (so that
// secret scanners, and people, tell them apart): <tag><prefix>_<secret>.
const (
	// KeyPrefix starts every API key.
	KeyPrefix = "bwk_"
	// DevicePrefix starts every device credential (runtime devices).
	DevicePrefix = "bwd_"
	// EnrollPrefix starts every device enrollment token.
	EnrollPrefix = "bwe_"
)

// NewKeySecret returns a new API key string and its public prefix.
func NewKeySecret() (key, prefix string) { return NewSecret(KeyPrefix) }

// NewSecret returns a new secret of the kind tag (KeyPrefix, DevicePrefix,
// EnrollPrefix) and its public prefix. The prefix (12 base62 characters) is
// stored in clear to find the record; the 40-character secret part carries
// ~238 bits of entropy. Only HashKey of the whole string is stored.
func NewSecret(tag string) (secret, prefix string) {
	prefix = randomString(12)
	return tag + prefix + "_" + randomString(40), prefix
}

// ParseKey returns the prefix of a well-formed API key string.
func ParseKey(key string) (prefix string, ok bool) { return ParseSecret(key, KeyPrefix) }

// ParseSecret returns the public prefix of a well-formed secret of the
// kind tag.
func ParseSecret(s, tag string) (prefix string, ok bool) {
	rest, found := strings.CutPrefix(s, tag)
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
