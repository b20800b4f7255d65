package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/secrets"
)

// The signing-key secret (SigningKeyName) holds either one raw HS256 key
// of at least 32 bytes (as first created, locally or by the stack) or, once
// rotated, a JSON document {"keys":["<base64>", ...]}: the first key signs,
// every one verifies. Rotating (RotateSigningKey) puts a new key in front
// of the current one, so tokens signed before the rotation stay valid until
// they expire. Every token names its key in the `kid` header.
//
// Each instance reads the secret again after keyRefresh, and at once when
// a token names a key it does not know, so after a rotation instances that
// have not read the new key yet still verify tokens signed with it, and
// their own tokens (signed with the previous key) are verified by the
// others: nobody is signed out.
const (
	keyLen     = 32
	keyRefresh = time.Minute
	// keyForceEvery bounds the reads an unknown kid forces, so that
	// tokens with made-up key ids cannot turn into a read of the secret
	// store each.
	keyForceEvery = 5 * time.Second
	// MaxSigningKeys bounds the keys kept by rotation: the current one and
	// the previous one (tokens live at most 24 hours; rotate at most daily).
	MaxSigningKeys = 2
)

// keyring is the parsed signing-key secret.
type keyring struct {
	keys    [][]byte // keys[0] signs
	ids     []string
	fetched time.Time
}

// keyID names a key in a token's kid header: the first 8 bytes of its
// SHA-256, in hex. It identifies the key without revealing it.
func keyID(k []byte) string {
	sum := sha256.Sum256(k)
	return hex.EncodeToString(sum[:8])
}

// keySet is the rotated form of the secret.
type keySet struct {
	Keys [][]byte `json:"keys"` // base64 in JSON
}

func parseKeyring(v []byte, now time.Time) (keyring, error) {
	// A key set is JSON; anything else is one raw key. A generated raw key
	// may well start with '{' (one in 256 of them does), so only a value
	// that decodes as a key set is read as one.
	keys := [][]byte{v}
	var ks keySet
	if len(v) > 0 && v[0] == '{' && json.Unmarshal(v, &ks) == nil && len(ks.Keys) > 0 {
		keys = ks.Keys
	}
	kr := keyring{fetched: now}
	for _, k := range keys {
		if len(k) < keyLen {
			return keyring{}, fmt.Errorf("auth: a signing key of %s is %d bytes; at least %d are required", SigningKeyName, len(k), keyLen)
		}
		kr.keys = append(kr.keys, k)
		kr.ids = append(kr.ids, keyID(k))
	}
	return kr, nil
}

// find returns the key a kid names (the signing key for a token without
// one, which only tokens issued before key ids existed lack).
func (kr keyring) find(kid string) ([]byte, bool) {
	if kid == "" {
		return kr.keys[0], true
	}
	for i, id := range kr.ids {
		if id == kid {
			return kr.keys[i], true
		}
	}
	return nil, false
}

// ring returns the keyring, reading the secret (creating it on first use)
// when it was never read, when it is older than keyRefresh, or when force
// is set.
func (s *Service) ring(ctx context.Context, force bool) (keyring, error) {
	now := s.c.Clock.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	if force && now.Sub(s.forcedAt) < keyForceEvery && !now.Before(s.forcedAt) {
		force = false
	}
	if s.kr.keys != nil && !force && now.Sub(s.kr.fetched) < keyRefresh && !now.Before(s.kr.fetched) {
		return s.kr, nil
	}
	if force {
		s.forcedAt = now
	}
	if s.c.Secrets == nil {
		return keyring{}, errors.New("auth: no secret store for the signing key")
	}
	v, err := secrets.GetOrCreate(ctx, s.c.Secrets, SigningKeyName, keyLen)
	if err != nil {
		if s.kr.keys != nil {
			// Keep serving with the keys already read: a passing outage of
			// the secret store must not sign everybody out.
			s.c.Log.WarnContext(ctx, "auth: signing key not refreshed", "err", err.Error())
			return s.kr, nil
		}
		return keyring{}, fmt.Errorf("auth: signing key: %w", err)
	}
	kr, err := parseKeyring(v, now)
	if err != nil {
		return keyring{}, err
	}
	s.kr = kr
	return kr, nil
}

// signingKey returns the key that signs new tokens and its id.
func (s *Service) signingKey(ctx context.Context) ([]byte, string, error) {
	kr, err := s.ring(ctx, false)
	if err != nil {
		return nil, "", err
	}
	return kr.keys[0], kr.ids[0], nil
}

// verificationKey returns the key a token's kid names, reading the secret
// again once when the kid is unknown (a key rotated in since the last
// read).
func (s *Service) verificationKey(ctx context.Context, kid string) ([]byte, error) {
	kr, err := s.ring(ctx, false)
	if err != nil {
		return nil, err
	}
	if k, ok := kr.find(kid); ok {
		return k, nil
	}
	if kr, err = s.ring(ctx, true); err != nil {
		return nil, err
	}
	if k, ok := kr.find(kid); ok {
		return k, nil
	}
	return nil, errBadToken
}

// RotateSigningKey puts a new signing key in front of the current one and
// keeps at most MaxSigningKeys: tokens signed with the previous key stay
// valid until they expire, older ones end. Every instance signs with the
// new key within keyRefresh.
func RotateSigningKey(ctx context.Context, store secrets.Store) error {
	old, err := secrets.GetOrCreate(ctx, store, SigningKeyName, keyLen)
	if err != nil {
		return fmt.Errorf("auth: rotate: %w", err)
	}
	kr, err := parseKeyring(old, time.Time{})
	if err != nil {
		return err
	}
	k := make([]byte, keyLen)
	if _, err := rand.Read(k); err != nil {
		return err
	}
	ks := keySet{Keys: append([][]byte{k}, kr.keys[:min(len(kr.keys), MaxSigningKeys-1)]...)}
	next, err := json.Marshal(ks)
	if err != nil {
		return err
	}
	if err := store.Put(ctx, SigningKeyName, next); err != nil {
		return fmt.Errorf("auth: rotate: %w", errors.Join(err, errs.ErrUnavailable))
	}
	return nil
}
