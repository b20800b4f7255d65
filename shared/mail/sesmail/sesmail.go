// Package sesmail is the Amazon SES (API v2) mail.Mailer adapter. The
// sender address (or its domain) must be a verified SES identity; the CDK
// stack verifies it.
package sesmail

import (
	"context"
	"errors"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/aws/smithy-go"

	"bulwark/shared/errs"
	"bulwark/shared/mail"
	"bulwark/shared/mail/internal/mailcheck"
)

// Mailer sends through SES.
type Mailer struct {
	client *sesv2.Client
	from   string
}

var _ mail.Mailer = (*Mailer)(nil)

// New returns a Mailer sending from the given address.
func New(client *sesv2.Client, from string) *Mailer {
	return &Mailer{client: client, from: from}
}

// Send hands m to SES; it returns once SES has accepted it.
func (s *Mailer) Send(ctx context.Context, m mail.Message) error {
	if err := mailcheck.Check(m); err != nil {
		return fmt.Errorf("sesmail.Send to %s: %w", m.To, err)
	}
	utf8 := aws.String("UTF-8")
	_, err := s.client.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(s.from),
		Destination:      &types.Destination{ToAddresses: []string{m.To}},
		Content: &types.EmailContent{Simple: &types.Message{
			Subject: &types.Content{Data: aws.String(m.Subject), Charset: utf8},
			Body:    &types.Body{Text: &types.Content{Data: aws.String(m.Text), Charset: utf8}},
		}},
	})
	if err != nil {
		return fmt.Errorf("sesmail.Send to %s: %w", m.To, translate(err))
	}
	return nil
}

// translate maps SES errors: a request SES finds malformed is invalid;
// everything else (unverified sender, paused account, throttling) is a
// condition of the deployment, not of the message, so it is unavailable.
func translate(err error) error {
	var bad *types.BadRequestException
	var api smithy.APIError
	switch {
	case errors.As(err, &bad):
		return fmt.Errorf("%w: %w", errs.ErrInvalid, err)
	case errors.As(err, &api):
		return fmt.Errorf("%w: %w", errs.ErrUnavailable, err)
	}
	return err
}
