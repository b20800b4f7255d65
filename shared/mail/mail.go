// Package mail is the outbound e-mail port (password resets, invitations).
// Implementations are safe for concurrent use; Send returns only when the
// message is durably handed over (written to the outbox, accepted by SES).
package mail

import "context"

// Message is one e-mail.
type Message struct {
	To      string
	Subject string
	Text    string
}

// Mailer sends e-mail.
type Mailer interface {
	Send(ctx context.Context, m Message) error
}
