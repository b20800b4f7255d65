package devices

import (
	"context"
	"errors"
	"fmt"
	"time"

	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Bounds of an enrollment token.
const (
	MaxTokenUses     = 10_000
	DefaultTokenUses = 1
	MinTokenLifetime = time.Minute
	MaxTokenLifetime = 90 * 24 * time.Hour
	DefaultTokenLife = 24 * time.Hour
)

// Token statuses, derived from the record (Status).
const (
	TokenActive    = "active"
	TokenRevoked   = "revoked"
	TokenExpired   = "expired"
	TokenExhausted = "exhausted"
)

// Token is an enrollment token as the API shows it: without its hash, with
// its status.
type Token struct {
	identity.EnrollmentToken
	Status string `json:"status"`
}

// Status says whether a token can still enrol devices, and if not why.
func Status(t identity.EnrollmentToken, now time.Time) string {
	switch {
	case t.RevokedAt != nil:
		return TokenRevoked
	case !now.Before(t.ExpiresAt):
		return TokenExpired
	case t.Uses >= t.MaxUses:
		return TokenExhausted
	}
	return TokenActive
}

func (s *Service) view(t identity.EnrollmentToken) Token {
	t.SecretHash = ""
	return Token{EnrollmentToken: t, Status: Status(t, s.Clock.Now())}
}

// NewToken is what an administrator asks of a new token.
type NewToken struct {
	Name     string
	AppUUID  *string
	MaxUses  int
	Lifetime time.Duration
	UserID   int64
}

// CreateToken stores a new enrollment token and returns it with its secret
// (bwe_...), which is shown only now.
func (s *Service) CreateToken(ctx context.Context, ws string, n NewToken) (Token, string, error) {
	now := s.Clock.Now()
	secret, prefix := identity.NewSecret(identity.EnrollPrefix)
	t := identity.EnrollmentToken{
		ID: records.NewID(), WorkspaceID: ws, Name: n.Name, AppUUID: n.AppUUID, Prefix: prefix,
		SecretHash: identity.HashKey(secret), MaxUses: n.MaxUses, ExpiresAt: now.Add(n.Lifetime),
		CreatedAt: now, CreatedByUserID: userRef(n.UserID),
	}
	idx := store.Key{Workspace: store.Global, Kind: identity.KindEnrollPrefixIndex, ID: prefix}
	if err := records.Create(ctx, s.Main, idx, identity.PrefixIndex{WorkspaceID: ws, KeyID: t.ID}, time.Time{}); err != nil {
		return Token{}, "", fmt.Errorf("devices.CreateToken: index: %w", err)
	}
	if err := records.Create(ctx, s.Main, identity.EnrollmentTokenKey(ws, t.ID), t, time.Time{}); err != nil {
		_ = s.Main.Delete(ctx, idx)
		return Token{}, "", fmt.Errorf("devices.CreateToken: %w", err)
	}
	return s.view(t), secret, nil
}

// GetToken returns a token, or ErrTokenNotFound.
func (s *Service) GetToken(ctx context.Context, ws, id string) (Token, error) {
	t, _, err := records.Get[identity.EnrollmentToken](ctx, s.Main, identity.EnrollmentTokenKey(ws, id))
	if errors.Is(err, errs.ErrNotFound) {
		return Token{}, ErrTokenNotFound
	}
	if err != nil {
		return Token{}, err
	}
	return s.view(t), nil
}

// ListTokens returns one page of the workspace's tokens, newest first,
// keeping those of status (any when "").
func (s *Service) ListTokens(ctx context.Context, ws, status string, limit int, cursor string) ([]Token, string, error) {
	now := s.Clock.Now()
	ts, next, err := listFiltered(ctx, s.Main, ws, identity.KindEnrollmentToken, limit, cursor, func(t identity.EnrollmentToken) (string, bool) {
		return t.ID, status == "" || Status(t, now) == status
	})
	out := make([]Token, len(ts))
	for i, t := range ts {
		out[i] = s.view(t)
	}
	return out, next, err
}

// RevokeToken stops a token from enrolling any more devices. Devices it
// enrolled keep working (revoke them one by one).
func (s *Service) RevokeToken(ctx context.Context, ws, id string) (Token, error) {
	t, err := records.Mutate(ctx, s.Main, identity.EnrollmentTokenKey(ws, id), func(t *identity.EnrollmentToken) error {
		if t.RevokedAt == nil {
			now := s.Clock.Now()
			t.RevokedAt = &now
		}
		return nil
	})
	if errors.Is(err, errs.ErrNotFound) {
		return Token{}, ErrTokenNotFound
	}
	if err != nil {
		return Token{}, err
	}
	return s.view(t), nil
}

// Enroll uses an enrollment token once to register a device in the token's
// workspace (and app), and returns the device with its credential. The use
// is taken with an optimistic update of the token, so concurrent enrolments
// never exceed max_uses; a registration that then fails gives the use
// back. A token that is unknown, revoked, expired or used up is refused
// alike (identity.ErrBadEnrollment).
func (s *Service) Enroll(ctx context.Context, raw string, n NewDevice) (Registered, error) {
	tok, err := identity.LookupEnrollmentToken(ctx, s.Main, raw)
	if err != nil {
		return Registered{}, err
	}
	key := identity.EnrollmentTokenKey(tok.WorkspaceID, tok.ID)
	now := s.Clock.Now()
	if _, err := records.Mutate(ctx, s.Main, key, func(t *identity.EnrollmentToken) error {
		if !t.Usable(now) {
			return identity.ErrBadEnrollment
		}
		t.Uses++
		t.LastUsedAt = &now
		return nil
	}); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return Registered{}, identity.ErrBadEnrollment
		}
		return Registered{}, err
	}
	n.TokenID, n.AppUUID, n.UserID = &tok.ID, tok.AppUUID, 0
	if tok.CreatedByUserID != nil {
		n.UserID = *tok.CreatedByUserID
	}
	reg, err := s.Register(ctx, tok.WorkspaceID, n)
	if err != nil {
		_, _ = records.Mutate(ctx, s.Main, key, func(t *identity.EnrollmentToken) error {
			t.Uses = max(t.Uses-1, 0)
			return nil
		})
		return Registered{}, err
	}
	return reg, nil
}
