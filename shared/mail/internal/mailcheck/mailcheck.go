// Package mailcheck validates outgoing e-mail the same way for every
// mail.Mailer adapter, so that the outbox refuses what SES would refuse and
// no caller can inject headers.
package mailcheck

import (
	"fmt"
	"net/mail"
	"strings"
	"unicode/utf8"

	"bulwark/shared/errs"
	mailport "bulwark/shared/mail"
)

// Limits: the subject fits one header line; the text stays far below SES's
// 40 MB message limit.
const (
	MaxSubject = 998
	MaxText    = 1 << 20
)

// Check reports whether m can be sent, wrapping errs.ErrInvalid (or
// errs.ErrTooLarge for an oversized text): To is one plain address,
// Subject one non-empty line, Text non-empty valid UTF-8.
func Check(m mailport.Message) error {
	addr, err := mail.ParseAddress(m.To)
	switch {
	case err != nil:
		return fmt.Errorf("recipient %q: %w", m.To, errs.ErrInvalid)
	case addr.Name != "" || addr.Address != m.To:
		return fmt.Errorf("recipient %q is not a plain address: %w", m.To, errs.ErrInvalid)
	case strings.TrimSpace(m.Subject) == "":
		return fmt.Errorf("empty subject: %w", errs.ErrInvalid)
	case strings.ContainsAny(m.Subject, "\r\n"):
		return fmt.Errorf("subject spans lines: %w", errs.ErrInvalid)
	case len(m.Subject) > MaxSubject || !utf8.ValidString(m.Subject):
		return fmt.Errorf("subject too long or not UTF-8: %w", errs.ErrInvalid)
	case m.Text == "" || !utf8.ValidString(m.Text):
		return fmt.Errorf("empty or non-UTF-8 text: %w", errs.ErrInvalid)
	case len(m.Text) > MaxText:
		return fmt.Errorf("text of %d bytes exceeds %d: %w", len(m.Text), MaxText, errs.ErrTooLarge)
	}
	return nil
}
