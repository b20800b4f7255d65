package identity

import (
	"context"
	"errors"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

var errBadKey = errs.New(errs.ErrUnauthenticated, "INVALID_API_KEY", "the API key is invalid, expired or revoked")

// LookupAPIKey finds the key record for a presented key string and checks
// it: well-formed, known prefix, matching hash (constant-time), not revoked,
// not expired. Every failure is the same INVALID_API_KEY error, so a caller
// learns nothing about which check failed.
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
	if !KeyMatches(key, k.SecretHash) || k.Prefix != prefix || k.RevokedAt != nil ||
		(k.ExpiresAt != nil && !now.Before(*k.ExpiresAt)) {
		return APIKey{}, errBadKey
	}
	return k, nil
}
