package identity

import (
	"context"
	"errors"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Codes of a refused API key.
const (
	CodeInvalidAPIKey = "INVALID_API_KEY"
	CodeAPIKeyExpired = "API_KEY_EXPIRED"
	CodeAPIKeyRevoked = "API_KEY_REVOKED"
)

var (
	errBadKey     = errs.New(errs.ErrUnauthenticated, CodeInvalidAPIKey, "the API key is not one this deployment issued")
	errKeyExpired = errs.New(errs.ErrUnauthenticated, CodeAPIKeyExpired, "the API key has expired; create a new one")
	errKeyRevoked = errs.New(errs.ErrUnauthenticated, CodeAPIKeyRevoked, "the API key was revoked; create a new one")
)

// LookupAPIKey finds the key record for a presented key string and checks
// it: well-formed, known prefix, matching hash (constant-time), not revoked,
// not expired. A key that is unknown or whose secret does not match is
// INVALID_API_KEY, whichever check failed; only the holder of the real
// secret learns that it expired (API_KEY_EXPIRED) or was revoked
// (API_KEY_REVOKED), so that a client knows to replace it rather than retry.
func LookupAPIKey(ctx context.Context, main store.Table, key string, now time.Time) (APIKey, error) {
	k, err := findSecret(ctx, main, key, secretKind[APIKey]{
		tag: KeyPrefix, index: KindPrefixIndex, kind: KindAPIKey, bad: errBadKey,
		hash: func(k APIKey) (string, string) { return k.SecretHash, k.Prefix },
	})
	if err != nil {
		return APIKey{}, err
	}
	switch {
	case k.RevokedAt != nil:
		return APIKey{}, errKeyRevoked
	case k.ExpiresAt != nil && !now.Before(*k.ExpiresAt):
		return APIKey{}, errKeyExpired
	}
	return k, nil
}

// secretKind describes one kind of prefixed bearer secret: its tag, the
// Global index kind that maps its public prefix to the record, the record's
// kind, the error for any secret that is not a live one of this kind, and
// how to read the stored hash and prefix off a record.
type secretKind[T any] struct {
	tag, index, kind string
	bad              error
	hash             func(T) (hash, prefix string)
}

// findSecret resolves a presented secret to its record: well-formed, known
// prefix, matching hash compared in constant time. Every failure is sk.bad,
// whichever check failed, and an unknown prefix spends the same hashing
// work as a hit, so neither the answer nor its timing tells what exists.
func findSecret[T any](ctx context.Context, main store.Table, raw string, sk secretKind[T]) (T, error) {
	var zero T
	prefix, ok := ParseSecret(raw, sk.tag)
	if !ok {
		return zero, sk.bad
	}
	idx, _, err := records.Get[PrefixIndex](ctx, main, store.Key{Workspace: store.Global, Kind: sk.index, ID: prefix})
	if err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			KeyMatches(raw, "")
			return zero, sk.bad
		}
		return zero, err
	}
	rec, _, err := records.Get[T](ctx, main, store.Key{Workspace: idx.WorkspaceID, Kind: sk.kind, ID: idx.KeyID})
	if err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return zero, sk.bad
		}
		return zero, err
	}
	if hash, p := sk.hash(rec); !KeyMatches(raw, hash) || p != prefix {
		return zero, sk.bad
	}
	return rec, nil
}
