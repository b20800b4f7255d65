package outbox_test

import (
	"os"
	"path/filepath"
	"testing"

	"bulwark/shared/mail"
	"bulwark/shared/mail/mailtest"
	"bulwark/shared/mail/outbox"
)

func TestConformance(t *testing.T) {
	dirs := map[mail.Mailer]string{}
	mailtest.Run(t, mailtest.Harness{
		New: func(t *testing.T) mail.Mailer {
			dir := filepath.Join(t.TempDir(), "outbox")
			o, err := outbox.New(dir)
			if err != nil {
				t.Fatal(err)
			}
			dirs[o] = dir
			return o
		},
		Sent: func(t *testing.T, m mail.Mailer) []mail.Message {
			list, err := outbox.List(dirs[m])
			if err != nil {
				t.Fatal(err)
			}
			var out []mail.Message
			for _, s := range list {
				out = append(out, s.Message)
			}
			return out
		},
	})
}

// TestListOrderAndFiles: List returns messages in send order with their
// time, skips foreign files, and the directory is private.
func TestListOrderAndFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	o, err := outbox.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, to := range []string{"c@example.org", "a@example.org", "b@example.org"} {
		if err := o.Send(t.Context(), mail.Message{To: to, Subject: "s", Text: "t"}); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, ".send-123"), []byte("{half"), 0o600)
	os.WriteFile(filepath.Join(dir, "README.txt"), []byte("not mail"), 0o600)
	list, err := outbox.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 || list[0].To != "c@example.org" || list[1].To != "a@example.org" || list[2].To != "b@example.org" {
		t.Fatalf("List: %+v", list)
	}
	if list[0].SentAt.IsZero() || list[2].SentAt.Before(list[0].SentAt) {
		t.Fatalf("sent times %v .. %v", list[0].SentAt, list[2].SentAt)
	}
	if st, err := os.Stat(dir); err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("outbox directory mode %v, %v", st.Mode().Perm(), err)
	}
	if got, err := outbox.List(filepath.Join(dir, "missing")); err != nil || got != nil {
		t.Fatalf("List of a missing directory: %v, %v", got, err)
	}
}
