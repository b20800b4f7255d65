package auth

import (
	"context"
	"crypto/subtle"
	"errors"
	"strconv"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/records"
	"bulwark/shared/store"
)

// TOTP parameters: RFC 6238 defaults that every authenticator app
// supports. One step of clock skew is accepted either way.
const (
	TOTPIssuer = "Bulwark"
	totpPeriod = 30
	totpSkew   = 1
	// KindUsedTOTP records a consumed code so it cannot be replayed.
	KindUsedTOTP = "totp-used"
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Skew: totpSkew, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// Enrollment is a new TOTP secret for an authenticator app.
type Enrollment struct {
	Secret string `json:"secret"`
	// URL is the otpauth:// URI (what a QR code encodes).
	URL         string `json:"otpauth_url"`
	Issuer      string `json:"issuer"`
	AccountName string `json:"account_name"`
	Digits      int    `json:"digits"`
	Period      int    `json:"period"`
	Algorithm   string `json:"algorithm"`
}

// NewEnrollment draws a TOTP secret for an account.
func NewEnrollment(account string) (Enrollment, error) {
	k, err := totp.Generate(totp.GenerateOpts{Issuer: TOTPIssuer, AccountName: account, Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return Enrollment{}, err
	}
	return Enrollment{Secret: k.Secret(), URL: k.URL(), Issuer: TOTPIssuer, AccountName: account, Digits: 6, Period: totpPeriod, Algorithm: "SHA1"}, nil
}

// TOTPCode is the code of secret at t (for tests and tools).
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOpts)
}

// ErrInvalidMFACode is the answer to a wrong or replayed TOTP code.
var ErrInvalidMFACode = errs.New(errs.ErrUnauthenticated, "INVALID_MFA_CODE", "the authentication code is wrong or was already used")

// CheckTOTP verifies a code of the user against secret and consumes it: the
// same code (time step) is refused a second time, so an observed code
// cannot be replayed.
func (s *Service) CheckTOTP(ctx context.Context, u identity.User, secret, code string) error {
	now := s.c.Clock.Now()
	for skew := -totpSkew; skew <= totpSkew; skew++ {
		at := now.Add(time.Duration(skew*totpPeriod) * time.Second)
		want, err := totp.GenerateCodeCustom(secret, at, totpOpts)
		if err != nil {
			return err
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) != 1 {
			continue
		}
		step := at.Unix() / totpPeriod
		k := store.Key{Workspace: u.WorkspaceID, Kind: KindUsedTOTP, ID: strconv.FormatInt(u.ID, 10) + ":" + strconv.FormatInt(step, 10)}
		err = records.Create(ctx, s.c.Nonces, k, map[string]any{"used_at": now}, now.Add(time.Duration(2*(totpSkew+1)*totpPeriod)*time.Second))
		if errors.Is(err, errs.ErrAlreadyExists) {
			return ErrInvalidMFACode
		}
		return err
	}
	return ErrInvalidMFACode
}
