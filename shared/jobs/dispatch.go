// Package jobs carries background work: messages on the job queue are
// Envelopes naming a task type, and a Dispatcher routes each to the function
// registered for that type. The worker Lambda (SQS) and the local server's
// in-process consumer share the same Dispatcher.
package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"bulwark/shared/queue"
)

// Task types produced by the foundation's event adapters.
const (
	// TypeObjectCreated: an object landed in the bucket (S3 trigger).
	TypeObjectCreated = "object.created"
	// TypeSweep: the scheduler's periodic maintenance tick.
	TypeSweep = "sweep"
)

// Envelope is the body of every job-queue message.
type Envelope struct {
	Type        string          `json:"type"`
	WorkspaceID string          `json:"workspace_id,omitempty"`
	JobID       string          `json:"job_id,omitempty"`
	Payload     json.RawMessage `json:"payload,omitempty"`
}

// ObjectCreated is the payload of TypeObjectCreated.
type ObjectCreated struct {
	Bucket string `json:"bucket"`
	Key    string `json:"key"`
	Size   int64  `json:"size"`
}

// Sweep is the payload of TypeSweep.
type Sweep struct {
	// Rule names the schedule that fired.
	Rule string    `json:"rule"`
	At   time.Time `json:"at"`
}

// Func runs one task. Errors wrapping queue.ErrPoison are never retried.
type Func func(ctx context.Context, e Envelope) error

// Dispatcher maps task types to their functions.
type Dispatcher map[string]Func

// Handle is a queue.Handler: it decodes the envelope and runs its task.
// A malformed body or an unknown type is a poison message.
func (d Dispatcher) Handle(ctx context.Context, m queue.Message) error {
	var e Envelope
	if err := json.Unmarshal(m.Body, &e); err != nil || e.Type == "" {
		return fmt.Errorf("jobs: message %s is not a job envelope: %w", m.ID, queue.ErrPoison)
	}
	fn, ok := d[e.Type]
	if !ok {
		return fmt.Errorf("jobs: message %s has unknown type %q: %w", m.ID, e.Type, queue.ErrPoison)
	}
	return fn(ctx, e)
}

// Enqueue sends a task with its payload.
func Enqueue(ctx context.Context, q queue.Sender, e Envelope, payload any, delay time.Duration) (string, error) {
	if payload != nil {
		raw, err := json.Marshal(payload)
		if err != nil {
			return "", err
		}
		e.Payload = raw
	}
	body, err := json.Marshal(e)
	if err != nil {
		return "", err
	}
	return q.Send(ctx, body, delay)
}
