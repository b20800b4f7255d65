package sesmail_test

import (
	"context"
	"errors"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ses"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/errs"
	"bulwark/shared/mail"
	"bulwark/shared/mail/mailtest"
	"bulwark/shared/mail/sesmail"
)

// verifiedSender creates a verified SES identity for a unique sender,
// deleted after the test.
func verifiedSender(t *testing.T, client *sesv2.Client) string {
	from := awstest.UniqueName(t, "noreply") + "@example.com"
	if _, err := client.CreateEmailIdentity(t.Context(), &sesv2.CreateEmailIdentityInput{EmailIdentity: aws.String(from)}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := client.DeleteEmailIdentity(context.Background(), &sesv2.DeleteEmailIdentityInput{EmailIdentity: aws.String(from)}); err != nil {
			t.Error(err)
		}
	})
	return from
}

func TestConformance(t *testing.T) {
	client := sesv2.NewFromConfig(awstest.Config(t))
	// SES cannot list what it sent: Sent is nil and TestAccepted below
	// checks delivery through the send statistics instead.
	mailtest.Run(t, mailtest.Harness{
		New: func(t *testing.T) mail.Mailer { return sesmail.New(client, verifiedSender(t, client)) },
	})
}

// countRegion is the region TestAccepted sends in. SES keeps its sending
// count per account and region, and other packages' tests (the deployment
// test's invitations) send mail through the same emulator while this one
// runs: only a region that no other test uses keeps their mail out of the
// count.
const countRegion = "ap-southeast-2"

// TestAccepted: each Send is one more message in SES's sending count.
func TestAccepted(t *testing.T) {
	cfg := awstest.Config(t)
	cfg.Region = countRegion
	client := sesv2.NewFromConfig(cfg)
	stats := ses.NewFromConfig(cfg)
	sentSoFar := func() float64 {
		q, err := stats.GetSendQuota(t.Context(), &ses.GetSendQuotaInput{})
		if err != nil {
			t.Fatal(err)
		}
		return q.SentLast24Hours
	}
	m := sesmail.New(client, verifiedSender(t, client))
	before := sentSoFar()
	for _, to := range []string{"a@example.org", "b@example.org"} {
		if err := m.Send(t.Context(), mail.Message{To: to, Subject: "Welcome", Text: "Hello"}); err != nil {
			t.Fatal(err)
		}
	}
	if got := sentSoFar() - before; got != 2 {
		t.Fatalf("SES counted %v new messages, want 2", got)
	}
}

// TestUnverifiedSender: SES refuses a sender that is not a verified
// identity, and the adapter reports it as the deployment's fault.
func TestUnverifiedSender(t *testing.T) {
	client := sesv2.NewFromConfig(awstest.Config(t))
	m := sesmail.New(client, awstest.UniqueName(t, "unverified")+"@example.net")
	err := m.Send(t.Context(), mail.Message{To: "a@example.org", Subject: "Hi", Text: "Hello"})
	if !errors.Is(err, errs.ErrUnavailable) {
		t.Fatalf("Send from an unverified sender: %v, want ErrUnavailable", err)
	}
}
