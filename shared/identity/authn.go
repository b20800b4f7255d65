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
	prefix, ok := ParseKey(key)
	if !ok {
		return APIKey{}, errBadKey
	}
	idx, _, err := records.Get[PrefixIndex](ctx, main, store.Key{Workspace: store.Global, Kind: KindPrefixIndex, ID: prefix})
	if err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			// Spend the same hashing work as a hit, so timing does not tell
			// whether the prefix exists.
			KeyMatches(key, "")
			return APIKey{}, errBadKey
		}
		return APIKey{}, err
	}
	k, _, err := records.Get[APIKey](ctx, main, store.Key{Workspace: idx.WorkspaceID, Kind: KindAPIKey, ID: idx.KeyID})
	if err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return APIKey{}, errBadKey
		}
		return APIKey{}, err
	}
	switch {
	case !KeyMatches(key, k.SecretHash) || k.Prefix != prefix:
		return APIKey{}, errBadKey
	case k.RevokedAt != nil:
		return APIKey{}, errKeyRevoked
	case k.ExpiresAt != nil && !now.Before(*k.ExpiresAt):
		return APIKey{}, errKeyExpired
	}
	return k, nil
}
