// Package outbox is the embedded mail.Mailer adapter: instead of sending,
// it writes each message as a JSON file into a directory, where the local
// server shows it to the developer and tests read it back with List.
//
// Files are named "<sent-at, Unix nanoseconds, zero-padded>-<random>.json",
// so name order is send order, and are written atomically (temp file +
// rename), so a reader never sees half a message.
package outbox

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"bulwark/shared/mail"
	"bulwark/shared/mail/internal/mailcheck"
)

// Outbox writes messages into a directory.
type Outbox struct {
	dir string
}

var _ mail.Mailer = (*Outbox)(nil)

// Sent is one message found in an outbox directory.
type Sent struct {
	mail.Message
	SentAt time.Time `json:"sent_at"`
	// File is the message's file name in the directory.
	File string `json:"-"`
}

// file is the JSON form of a message on disk.
type file struct {
	To      string    `json:"to"`
	Subject string    `json:"subject"`
	Text    string    `json:"text"`
	SentAt  time.Time `json:"sent_at"`
}

// New returns the outbox writing into dir, created (mode 0700) when missing.
func New(dir string) (*Outbox, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("outbox.New %s: %w", dir, err)
	}
	return &Outbox{dir: dir}, nil
}

// Send writes m into the outbox.
func (o *Outbox) Send(ctx context.Context, m mail.Message) error {
	if err := mailcheck.Check(m); err != nil {
		return fmt.Errorf("outbox.Send to %s: %w", m.To, err)
	}
	if err := o.write(m); err != nil {
		return fmt.Errorf("outbox.Send to %s: %w", m.To, err)
	}
	return nil
}

func (o *Outbox) write(m mail.Message) (err error) {
	now := time.Now().UTC()
	data, err := json.MarshalIndent(file{To: m.To, Subject: m.Subject, Text: m.Text, SentAt: now}, "", "  ")
	if err != nil {
		return err
	}
	suffix := make([]byte, 6)
	rand.Read(suffix)
	name := fmt.Sprintf("%020d-%s.json", now.UnixNano(), hex.EncodeToString(suffix))

	// Temp files start with '.', which List skips.
	tmp, err := os.CreateTemp(o.dir, ".send-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(o.dir, name))
}

// List reads every message in an outbox directory, in send order. A
// missing directory holds no messages.
func List(dir string) ([]Sent, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("outbox.List %s: %w", dir, err)
	}
	var out []Sent
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("outbox.List %s: %w", dir, err)
		}
		var f file
		if err := json.Unmarshal(data, &f); err != nil {
			return nil, fmt.Errorf("outbox.List %s: %s: %w", dir, name, err)
		}
		out = append(out, Sent{Message: mail.Message{To: f.To, Subject: f.Subject, Text: f.Text}, SentAt: f.SentAt, File: name})
	}
	slices.SortFunc(out, func(a, b Sent) int { return strings.Compare(a.File, b.File) })
	return out, nil
}
