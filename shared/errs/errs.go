// Package errs is the closed set of error kinds every port and service maps
// its failures to. Adapters translate native errors (DynamoDB conditional
// check failures, bbolt misses, S3 NoSuchKey, ...) into these sentinels so
// that callers test them with errors.Is and one function in httpkit turns
// them into HTTP answers.
package errs

import (
	"errors"
	"fmt"
)

// Sentinel kinds. Wrap them with the operation: fmt.Errorf("store.Get %s: %w", key, errs.ErrNotFound).
var (
	ErrNotFound         = errors.New("not found")
	ErrAlreadyExists    = errors.New("already exists")
	ErrVersionMismatch  = errors.New("version mismatch")
	ErrInvalid          = errors.New("invalid argument")
	ErrUnauthenticated  = errors.New("unauthenticated")
	ErrPermissionDenied = errors.New("permission denied")
	ErrRateLimited      = errors.New("rate limited")
	ErrQuotaExceeded    = errors.New("quota exceeded")
	ErrConflict         = errors.New("conflict")
	ErrNotImplemented   = errors.New("not implemented")
	ErrUnavailable      = errors.New("unavailable")
	ErrTooLarge         = errors.New("too large")
	ErrTimeout          = errors.New("timeout")
)

// Error is an error that carries a stable upper-case code and a message that
// is safe to show to the caller. Kind is one of the sentinels above and
// decides the HTTP status.
type Error struct {
	Kind    error
	Code    string
	Message string
	// RetryAfter, in seconds, is sent as the Retry-After header when > 0.
	RetryAfter int
	// Err is the underlying cause, logged but never shown.
	Err error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return e.Code + ": " + e.Message
}

// Is makes errors.Is(e, e.Kind) true.
func (e *Error) Is(target error) bool { return target == e.Kind }

// Unwrap exposes the cause.
func (e *Error) Unwrap() error { return e.Err }

// New returns an *Error of the given kind with a stable code and a user-facing message.
func New(kind error, code, message string) *Error {
	return &Error{Kind: kind, Code: code, Message: message}
}

// Newf is New with a formatted message.
func Newf(kind error, code, format string, args ...any) *Error {
	return &Error{Kind: kind, Code: code, Message: fmt.Sprintf(format, args...)}
}
