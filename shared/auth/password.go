package auth

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"bulwark/shared/identity"
)

// Password policy (NIST SP 800-63B style: length over composition rules).
const (
	MinPasswordLen = 12
	MaxPasswordLen = 128
)

// commonPasswords are refused whatever their length: the long entries of
// public most-used-password lists.
var commonPasswords = []string{
	"123456789012", "1234567890123", "12345678901234", "password1234", "password12345", "passwordpassword",
	"qwertyuiopasdf", "qwertyuiop123", "iloveyou1234", "letmein12345", "administrator", "changeme1234",
	"welcome12345", "abcdefghijkl", "abc123abc123", "bulwarkbulwark",
}

// PasswordProblem explains why a new password is refused, or returns "".
// The policy: 12 to 128 characters, not one character repeated, not a
// well-known password, not containing the account's e-mail name.
func PasswordProblem(pw, email string) string {
	n := utf8.RuneCountInString(pw)
	switch {
	case n < MinPasswordLen:
		return "Password should have at least 12 characters"
	case n > MaxPasswordLen:
		return "Password should have at most 128 characters"
	case strings.Count(pw, string([]rune(pw)[:1])) == len(pw):
		return "Password should not be one repeated character"
	case slices.Contains(commonPasswords, strings.ToLower(pw)):
		return "Password is too common"
	}
	if local, _, ok := strings.Cut(strings.ToLower(email), "@"); ok && utf8.RuneCountInString(local) >= 4 &&
		strings.Contains(strings.ToLower(pw), local) {
		return "Password should not contain your e-mail name"
	}
	return ""
}

var (
	dummyOnce sync.Once
	dummyHash string
)

// DummyHash is an argon2id hash (of a random password) with the same
// parameters as real ones: sign-in verifies against it when the e-mail is
// unknown, so that an unknown address costs the same time as a wrong
// password.
func DummyHash() string {
	dummyOnce.Do(func() {
		h, err := identity.HashPassword(identity.RandomPassword(24))
		if err != nil {
			panic("auth: cannot hash the dummy password: " + err.Error())
		}
		dummyHash = h
	})
	return dummyHash
}
