package accounts

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/mail"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// Password tokens: a reset token lives 30 minutes, an invitation (the
// first password of a new member) 7 days. Both are single-use and die when
// the user's password changes by another way.
const (
	ResetTTL  = 30 * time.Minute
	InviteTTL = 7 * 24 * time.Hour
	// KindPasswordToken holds SHA-256(token) -> passwordToken in the nonces
	// table, under store.Global (the token is all the caller has).
	KindPasswordToken = "password-token"
	// KindResetMail counts reset mails per address (MaxResetMails an hour).
	KindResetMail = "password-reset-mail"
	MaxResetMails = 5
)

// ForgotAnswer is the one answer of POST /api/auth/password/forgot.
const ForgotAnswer = "If an account exists for this address, a password-reset link has been sent to it."

type passwordToken struct {
	WorkspaceID string `json:"workspace_id"`
	UserID      int64  `json:"user_id"`
	// Epoch is the user's session epoch at issue: a later password change
	// raises it and so kills the token.
	Epoch   int64  `json:"epoch"`
	Purpose string `json:"purpose"`
}

func tokenKey(token string) store.Key {
	sum := sha256.Sum256([]byte(token))
	return store.Key{Workspace: store.Global, Kind: KindPasswordToken, ID: hex.EncodeToString(sum[:])}
}

// issuePasswordToken stores a new single-use token for u and mails it.
func (s *server) issuePasswordToken(ctx context.Context, u identity.User, purpose string, ttl time.Duration) error {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return err
	}
	token := base64.RawURLEncoding.EncodeToString(b)
	now := s.auth.Clock().Now()
	if err := records.Create(ctx, s.d.Nonces, tokenKey(token),
		passwordToken{WorkspaceID: u.WorkspaceID, UserID: u.ID, Epoch: u.SessionEpoch, Purpose: purpose}, now.Add(ttl)); err != nil {
		return err
	}
	link := s.d.Config.PublicURL + "/reset-password?token=" + url.QueryEscape(token)
	msg := mail.Message{To: u.Email, Subject: "Reset your Bulwark password", Text: fmt.Sprintf(
		"Someone asked to reset the password of the Bulwark account %s.\n\n"+
			"If it was you, open %s\nor send this token to POST /api/auth/password/reset within %d minutes:\n\n%s\n\n"+
			"If it was not you, ignore this message: your password stays as it is.\n",
		u.Email, link, int(ttl.Minutes()), token)}
	if purpose == "invite" {
		msg.Subject = "You are invited to Bulwark"
		msg.Text = fmt.Sprintf("An administrator created the Bulwark account %s for you.\n\n"+
			"Choose your password: open %s\nor send this token with your new password to POST /api/auth/password/reset within %d days:\n\n%s\n",
			u.Email, link, int(ttl.Hours()/24), token)
	}
	return s.d.Mail.Send(ctx, msg)
}

type forgotBody struct {
	Email *string `json:"email"`
}

// forgotPassword always answers 200 with the same body. When the address
// belongs to an active user (and fewer than MaxResetMails were sent to it
// this hour) a reset token is mailed.
func (s *server) forgotPassword(w http.ResponseWriter, r *http.Request) error {
	var b forgotBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	if c.Required([]any{"body", "email"}, b.Email != nil) {
		checkEmail(&c, []any{"body", "email"}, *b.Email)
	}
	if err := c.Err(); err != nil {
		return err
	}
	if err := s.limitPublic(w, r); err != nil {
		return err
	}
	ctx := r.Context()
	email := records.NormEmail(*b.Email)
	u, err := identity.UserByEmail(ctx, s.d.Main, email)
	if err != nil && !errors.Is(err, errs.ErrNotFound) {
		return err
	}
	outcome := "no_account"
	if err == nil && u.IsActive {
		outcome = "mailed"
		now := s.auth.Clock().Now()
		hour := now.Truncate(time.Hour)
		sum := sha256.Sum256([]byte(email))
		n, err := s.d.Nonces.Incr(ctx, store.Key{Workspace: store.Global, Kind: KindResetMail,
			ID: hex.EncodeToString(sum[:16]) + "@" + strconv.FormatInt(hour.Unix(), 10)}, 1, hour.Add(2*time.Hour))
		switch {
		case err != nil:
			return err
		case n > MaxResetMails:
			outcome = "mail_limit"
		default:
			if err := s.issuePasswordToken(ctx, u, "reset", ResetTTL); err != nil {
				// The answer must not differ: log, record, answer the same.
				s.d.Log.ErrorContext(ctx, "password reset mail not sent", "err", err.Error())
				outcome = "mail_failed"
			}
		}
	}
	s.record(r, u.WorkspaceID, audit.Record{
		EventType: EventPasswordForgot, Severity: audit.SeverityMedium, Actor: email,
		Summary: "password reset requested for " + email, EntityType: "user", EntityID: idOrEmpty(u.ID),
		Params: map[string]any{"email": email}, Metadata: map[string]any{"outcome": outcome},
	})
	httpkit.WriteJSON(w, http.StatusOK, map[string]string{"message": ForgotAnswer})
	return nil
}

type resetBody struct {
	Token       *string `json:"token"`
	NewPassword *string `json:"new_password"`
}

var errBadResetToken = errs.New(errs.ErrInvalid, "INVALID_RESET_TOKEN", "the reset token is invalid, expired or already used")

// resetPassword sets a new password with a reset or invitation token. The
// policy is checked before the token is spent; the token is spent exactly
// once (a conditional delete); every session of the user ends.
func (s *server) resetPassword(w http.ResponseWriter, r *http.Request) error {
	var b resetBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	token := requireString(&c, []any{"body", "token"}, b.Token, 1, 512)
	pw := requireString(&c, []any{"body", "new_password"}, b.NewPassword, 1, -1)
	if err := c.Err(); err != nil {
		return err
	}
	if err := s.limitPublic(w, r); err != nil {
		return err
	}
	if err := s.reset(r, token, pw, []any{"body", "new_password"}); err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, map[string]string{"message": "Your password has been changed. Sign in with the new password."})
	return nil
}

// reset spends a reset or invitation token on a new password: the JSON
// operation and the reset page share it. loc locates a policy problem.
func (s *server) reset(r *http.Request, token, pw string, loc []any) error {
	ctx := r.Context()
	pt, _, err := records.Get[passwordToken](ctx, s.d.Nonces, tokenKey(token))
	if errors.Is(err, errs.ErrNotFound) {
		return errBadResetToken
	}
	if err != nil {
		return err
	}
	u, err := identity.GetUser(ctx, s.d.Main, pt.WorkspaceID, pt.UserID)
	if errors.Is(err, errs.ErrNotFound) || err == nil && (u.SessionEpoch != pt.Epoch || !u.IsActive) {
		return errBadResetToken
	}
	if err != nil {
		return err
	}
	if msg := auth.PasswordProblem(pw, u.Email); msg != "" {
		return httpkit.Invalid(loc, msg, "password_policy")
	}
	if err := s.d.Nonces.Delete(ctx, tokenKey(token)); err != nil {
		if errors.Is(err, errs.ErrNotFound) {
			return errBadResetToken
		}
		return err
	}
	u, err = s.setPassword(ctx, u, pw)
	if err != nil {
		return err
	}
	s.auth.Throttle().Clear(ctx, u.Email)
	s.record(r, u.WorkspaceID, audit.Record{
		EventType: EventPasswordResetDone, Severity: audit.SeverityHigh, Actor: u.Email,
		Summary: u.Email + " set a new password with a " + pt.Purpose + " token", EntityType: "user", EntityID: idOrEmpty(u.ID),
		Metadata: map[string]any{"purpose": pt.Purpose},
	})
	return nil
}

// setPassword stores a new password hash and raises the session epoch, so
// every token issued before stops working.
func (s *server) setPassword(ctx context.Context, u identity.User, pw string) (identity.User, error) {
	hash, err := identity.HashPassword(pw)
	if err != nil {
		return u, err
	}
	now := s.auth.Clock().Now()
	return records.Mutate(ctx, s.d.Main, identity.UserKey(u.WorkspaceID, u.ID), func(v *identity.User) error {
		v.PasswordHash = hash
		v.SessionEpoch++
		v.UpdatedAt = now
		return nil
	})
}

type changeBody struct {
	CurrentPassword *string `json:"current_password"`
	NewPassword     *string `json:"new_password"`
}

// changePassword replaces the signed-in user's password after checking the
// current one (throttled like a sign-in). Every other session ends; the
// answer carries a new token for this one.
func (s *server) changePassword(w http.ResponseWriter, r *http.Request) error {
	var b changeBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	current := requireString(&c, []any{"body", "current_password"}, b.CurrentPassword, 1, auth.MaxPasswordLen*4)
	pw := requireString(&c, []any{"body", "new_password"}, b.NewPassword, 1, -1)
	if err := c.Err(); err != nil {
		return err
	}
	p, u, err := s.caller(r)
	if err != nil {
		return err
	}
	if msg := auth.PasswordProblem(pw, u.Email); msg != "" {
		return httpkit.Invalid([]any{"body", "new_password"}, msg, "password_policy")
	}
	ctx := r.Context()
	attempt, err := s.auth.Throttle().Begin(ctx, u.Email, p.ClientIP)
	if err != nil {
		return err
	}
	hash := u.PasswordHash
	if hash == "" {
		hash = auth.DummyHash()
	}
	if ok, _ := identity.VerifyPassword(current, hash); !ok || u.PasswordHash == "" {
		return httpkit.Invalid([]any{"body", "current_password"}, "The current password is wrong", "password_mismatch")
	}
	attempt.Succeeded(ctx)
	if u, err = s.setPassword(ctx, u, pw); err != nil {
		return err
	}
	annotateUser(r, p, audit.SeverityHigh, "changed their password; other sessions ended")
	return s.grant(ctx, w, u, auth.AMRPassword)
}
