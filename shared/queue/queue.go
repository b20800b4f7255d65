// Package queue is the job-queue port. Producers Send message bodies; a
// Consumer delivers each message to a Handler at least once. A handler that
// returns an error gets the message again later (after the visibility
// timeout); after MaxReceives failed deliveries the message moves to the
// dead-letter queue, where DeadLetters can read it. Handlers must therefore
// be idempotent (Bulwark's are, on the job id).
//
// Implementations are safe for concurrent use.
package queue

import (
	"context"
	"errors"
	"time"
)

// Message is one delivery of a queued body.
type Message struct {
	// ID is stable across redeliveries of the same message.
	ID   string
	Body []byte
	// Attempt counts deliveries, starting at 1.
	Attempt int
}

// Handler processes one message. Returning nil acknowledges it. Returning an
// error wrapping ErrPoison sends it to the dead-letter queue at once; any
// other error is treated as transient and the message is redelivered.
type Handler func(ctx context.Context, m Message) error

// ErrPoison marks a message that can never succeed (malformed body, unknown
// job type): it is dead-lettered without further retries.
var ErrPoison = errors.New("poison message")

// Sender enqueues messages.
type Sender interface {
	// Send enqueues body, delivered no earlier than delay from now, and
	// returns the message id.
	Send(ctx context.Context, body []byte, delay time.Duration) (string, error)
}

// Queue is a sender plus a consumer.
type Queue interface {
	Sender
	// Consume delivers messages to h until ctx is done, then returns
	// ctx.Err() once in-flight handlers have finished.
	Consume(ctx context.Context, h Handler) error
	// DeadLetters returns up to max messages waiting in the dead-letter
	// queue, without removing them.
	DeadLetters(ctx context.Context, max int) ([]Message, error)
}
