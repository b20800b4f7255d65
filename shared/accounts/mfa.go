package accounts

import (
	"errors"
	"net/http"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/principal"
	"bulwark/shared/records"
)

// mfaEnroll draws a TOTP secret for the signed-in user and keeps it
// pending until a code confirms it. Enrolling again replaces a pending
// secret; with MFA already enabled it is a 409.
func (s *server) mfaEnroll(w http.ResponseWriter, r *http.Request) error {
	if err := httpkit.Decode(r, &struct{}{}, httpkit.DecodeOptions{MaxBytes: 1 << 10, Optional: true}); err != nil {
		return err
	}
	p, u, err := s.caller(r)
	if err != nil {
		return err
	}
	if u.MFAEnabled {
		return errs.New(errs.ErrConflict, "MFA_ALREADY_ENABLED", "multi-factor authentication is already enabled; disable it first to enrol a new authenticator")
	}
	en, err := auth.NewEnrollment(u.Email)
	if err != nil {
		return err
	}
	now := s.auth.Clock().Now()
	if _, err := records.Mutate(r.Context(), s.d.Main, identity.UserKey(u.WorkspaceID, u.ID), func(v *identity.User) error {
		v.MFAPendingSecret = en.Secret
		v.UpdatedAt = now
		return nil
	}); err != nil {
		return err
	}
	annotateUser(r, p, audit.SeverityMedium, "started TOTP enrolment")
	httpkit.WriteJSON(w, http.StatusOK, en)
	return nil
}

type codeBody struct {
	Code *string `json:"code"`
}

// readCode decodes {code} and checks it against the user's secret (with
// the sign-in throttle). A wrong code is a 400: the caller is signed in,
// only the code is wrong.
func (s *server) readCode(r *http.Request, u identity.User, secret string) error {
	var b codeBody
	if err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 1 << 10}); err != nil {
		return err
	}
	var c httpkit.Checker
	code := checkCode(&c, []any{"body", "code"}, b.Code)
	if err := c.Err(); err != nil {
		return err
	}
	ctx := r.Context()
	attempt, err := s.auth.Throttle().Begin(ctx, u.Email, auth.ClientIP(r))
	if err != nil {
		return err
	}
	if err := s.auth.CheckTOTP(ctx, u, secret, code); err != nil {
		if errors.Is(err, auth.ErrInvalidMFACode) {
			return errs.New(errs.ErrInvalid, "INVALID_MFA_CODE", "the authentication code is wrong or was already used")
		}
		return err
	}
	attempt.Succeeded(ctx)
	return nil
}

// mfaConfirm enables MFA with a code of the pending secret.
func (s *server) mfaConfirm(w http.ResponseWriter, r *http.Request) error {
	p, u, err := s.caller(r)
	if err != nil {
		return err
	}
	if u.MFAEnabled {
		return errs.New(errs.ErrConflict, "MFA_ALREADY_ENABLED", "multi-factor authentication is already enabled")
	}
	if u.MFAPendingSecret == "" {
		return errs.New(errs.ErrConflict, "MFA_NOT_ENROLLING", "start with POST /api/auth/mfa/enroll")
	}
	if err := s.readCode(r, u, u.MFAPendingSecret); err != nil {
		return err
	}
	return s.setMFA(w, r, p, u, true, u.MFAPendingSecret, audit.SeverityMedium, "enabled TOTP multi-factor authentication")
}

// mfaDisable turns MFA off with a current code.
func (s *server) mfaDisable(w http.ResponseWriter, r *http.Request) error {
	p, u, err := s.caller(r)
	if err != nil {
		return err
	}
	if !u.MFAEnabled {
		return errs.New(errs.ErrConflict, "MFA_NOT_ENABLED", "multi-factor authentication is not enabled")
	}
	if err := s.readCode(r, u, u.MFASecret); err != nil {
		return err
	}
	return s.setMFA(w, r, p, u, false, "", audit.SeverityHigh, "disabled multi-factor authentication")
}

func (s *server) setMFA(w http.ResponseWriter, r *http.Request, p principal.Principal, u identity.User, on bool, secret, severity, summary string) error {
	now := s.auth.Clock().Now()
	u, err := records.Mutate(r.Context(), s.d.Main, identity.UserKey(u.WorkspaceID, u.ID), func(v *identity.User) error {
		v.MFAEnabled, v.MFASecret, v.MFAPendingSecret = on, secret, ""
		v.UpdatedAt = now
		return nil
	})
	if err != nil {
		return err
	}
	annotateUser(r, p, severity, summary)
	pu, err := s.publicUser(r.Context(), u)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusOK, pu)
	return nil
}
