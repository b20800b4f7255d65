// Package secretname holds the rules every secrets.Store adapter shares,
// so that a name and value the file store accepts are ones Secrets Manager
// accepts too.
package secretname

import (
	"fmt"
	"regexp"

	"bulwark/shared/errs"
)

// MaxValue is Secrets Manager's largest secret (64 KiB).
const MaxValue = 64 << 10

// valid names use Secrets Manager's characters, start with a letter or
// digit (so no name is "." or ".." on disk), and are short enough to stay a
// valid file name once '/' is escaped.
var valid = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9/_+=.@-]{0,79}$`)

// Check validates a secret name, wrapping errs.ErrInvalid.
func Check(name string) error {
	if !valid.MatchString(name) {
		return fmt.Errorf("secret name %q: %w", name, errs.ErrInvalid)
	}
	return nil
}

// CheckValue validates a secret value: 1 byte to MaxValue.
func CheckValue(v []byte) error {
	switch {
	case len(v) == 0:
		return fmt.Errorf("empty secret: %w", errs.ErrInvalid)
	case len(v) > MaxValue:
		return fmt.Errorf("secret of %d bytes exceeds %d: %w", len(v), MaxValue, errs.ErrTooLarge)
	}
	return nil
}
