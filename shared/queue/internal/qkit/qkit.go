// Package qkit holds what both queue adapters share: message limits, the
// redelivery backoff and the guarded handler call, so that messages are
// accepted, retries paced and panics handled the same way in memory and on
// SQS.
package qkit

import (
	"bytes"
	"context"
	"fmt"
	"time"
	"unicode/utf8"

	"bulwark/shared/errs"
	"bulwark/shared/queue"
)

// Backoff doubles the redelivery delay after each failed delivery, from
// Base up to Max.
type Backoff struct {
	Base, Max time.Duration
}

// Delay is the wait before the delivery after failed attempt n (1-based):
// Base, 2×Base, 4×Base, ..., never more than Max.
func (b Backoff) Delay(attempt int) time.Duration {
	d := b.Base
	for i := 1; i < attempt && d < b.Max; i++ {
		d *= 2
	}
	return min(d, b.Max)
}

// Call runs h, turning a panic into a failed delivery so that one bad
// message cannot stop a worker pool or a Lambda batch.
func Call(ctx context.Context, h queue.Handler, m queue.Message) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("handler panic: %v", r)
		}
	}()
	return h(ctx, m)
}

// Limits of SQS that every adapter enforces, so that a message the local
// queue accepts is one SQS accepts too.
const (
	// MaxBody is SQS's largest message (256 KiB).
	MaxBody = 256 << 10
	// MaxDelay is SQS's longest delivery delay.
	MaxDelay = 15 * time.Minute
)

// CheckSend validates a message body and delay, wrapping errs.ErrInvalid:
// the body must be 1 byte to MaxBody of the Unicode text SQS carries
// (valid UTF-8 without control characters other than tab, CR and LF), and
// the delay between 0 and MaxDelay.
func CheckSend(body []byte, delay time.Duration) error {
	switch {
	case len(body) == 0:
		return fmt.Errorf("empty message body: %w", errs.ErrInvalid)
	case len(body) > MaxBody:
		return fmt.Errorf("message body of %d bytes exceeds %d: %w", len(body), MaxBody, errs.ErrTooLarge)
	case !utf8.Valid(body):
		return fmt.Errorf("message body is not valid UTF-8: %w", errs.ErrInvalid)
	case bytes.ContainsFunc(body, notSQSText):
		return fmt.Errorf("message body holds characters SQS does not carry: %w", errs.ErrInvalid)
	case delay < 0 || delay > MaxDelay:
		return fmt.Errorf("delay %v outside 0..%v: %w", delay, MaxDelay, errs.ErrInvalid)
	}
	return nil
}

// notSQSText reports runes outside SQS's allowed set (#x9 | #xA | #xD |
// #x20-#xD7FF | #xE000-#xFFFD | #x10000-#x10FFFF).
func notSQSText(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return false
	case r < 0x20 || r == 0xFFFE || r == 0xFFFF:
		return true
	}
	return false
}
