// Package mailtest is the conformance suite of the mail port: every
// mail.Mailer adapter runs Run from its own tests.
package mailtest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"bulwark/shared/errs"
	"bulwark/shared/mail"
)

// Harness builds mailers and declares what the backend can show.
type Harness struct {
	// New builds a fresh mailer for one test.
	New func(t *testing.T) mail.Mailer
	// Sent returns every message the mailer New built has sent so far, in
	// any order. Nil when the backend cannot show sent mail (SES): the
	// suite then checks what Send reports, and the adapter's own tests
	// check delivery by other means.
	Sent func(t *testing.T, m mail.Mailer) []mail.Message
}

// Run runs the whole suite.
func Run(t *testing.T, h Harness) {
	tests := []struct {
		name string
		fn   func(t *testing.T, h Harness, m mail.Mailer)
	}{
		{"Send", testSend},
		{"SendMany", testSendMany},
		{"Invalid", testInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, h, h.New(t)) })
	}
}

// recipient makes an address unique to one test run.
func recipient(name string) string {
	return fmt.Sprintf("%s+%08x@example.org", name, rand.Uint32())
}

func sent(t *testing.T, h Harness, m mail.Mailer) ([]mail.Message, bool) {
	if h.Sent == nil {
		return nil, false
	}
	return h.Sent(t, m), true
}

func testSend(t *testing.T, h Harness, m mail.Mailer) {
	msg := mail.Message{
		To:      recipient("ada"),
		Subject: "Réinitialisez votre mot de passe ✓",
		Text:    "Bonjour,\n\nVotre code : 123456\n\n— Bulwark",
	}
	if err := m.Send(t.Context(), msg); err != nil {
		t.Fatalf("Send: %v", err)
	}
	got, ok := sent(t, h, m)
	if ok && !slices.Equal(got, []mail.Message{msg}) {
		t.Fatalf("sent %+v, want exactly %+v", got, msg)
	}
}

func testSendMany(t *testing.T, h Harness, m mail.Mailer) {
	var want []mail.Message
	for i := range 3 {
		msg := mail.Message{To: recipient(fmt.Sprintf("user%d", i)), Subject: fmt.Sprintf("Invitation %d", i), Text: "Join the workspace."}
		if err := m.Send(t.Context(), msg); err != nil {
			t.Fatalf("Send %d: %v", i, err)
		}
		want = append(want, msg)
	}
	got, ok := sent(t, h, m)
	if !ok {
		return
	}
	cmp := func(a, b mail.Message) int { return strings.Compare(a.To, b.To) }
	slices.SortFunc(got, cmp)
	slices.SortFunc(want, cmp)
	if !slices.Equal(got, want) {
		t.Fatalf("sent %+v, want %+v", got, want)
	}
}

func testInvalid(t *testing.T, h Harness, m mail.Mailer) {
	ok := mail.Message{To: recipient("x"), Subject: "Hello", Text: "Body"}
	bad := []struct {
		name string
		edit func(*mail.Message)
		want error
	}{
		{"no recipient", func(m *mail.Message) { m.To = "" }, errs.ErrInvalid},
		{"not an address", func(m *mail.Message) { m.To = "not-an-address" }, errs.ErrInvalid},
		{"header injection in to", func(m *mail.Message) { m.To = "a@example.org\r\nBcc: b@example.org" }, errs.ErrInvalid},
		{"display name", func(m *mail.Message) { m.To = "Ada <ada@example.org>" }, errs.ErrInvalid},
		{"two recipients", func(m *mail.Message) { m.To = "a@example.org, b@example.org" }, errs.ErrInvalid},
		{"header injection in subject", func(m *mail.Message) { m.Subject = "Hi\r\nBcc: b@example.org" }, errs.ErrInvalid},
		{"empty subject", func(m *mail.Message) { m.Subject = " " }, errs.ErrInvalid},
		{"empty text", func(m *mail.Message) { m.Text = "" }, errs.ErrInvalid},
		{"huge text", func(m *mail.Message) { m.Text = strings.Repeat("x", 1<<20+1) }, errs.ErrTooLarge},
	}
	for _, b := range bad {
		msg := ok
		b.edit(&msg)
		if err := m.Send(t.Context(), msg); !errors.Is(err, b.want) {
			t.Errorf("%s: %v, want %v", b.name, err, b.want)
		}
	}
	if got, ok := sent(t, h, m); ok && len(got) != 0 {
		t.Fatalf("rejected messages were sent: %+v", got)
	}
}
