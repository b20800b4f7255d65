package platformtest

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"bulwark/shared/jobs"
	"bulwark/shared/records"
)

// Sent is a job message a Recorder received, with its delivery delay.
type Sent struct {
	Env   jobs.Envelope
	Delay time.Duration
}

// Recorder is a queue.Sender (for Deps.Jobs) that keeps the job envelopes
// sent to it instead of delivering them, so that a test can run or
// inspect them.
type Recorder struct {
	mu   sync.Mutex
	sent []Sent
}

// Send records body, which must be a jobs.Envelope.
func (r *Recorder) Send(_ context.Context, body []byte, delay time.Duration) (string, error) {
	var e jobs.Envelope
	if err := json.Unmarshal(body, &e); err != nil {
		return "", err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sent = append(r.sent, Sent{e, delay})
	return records.NewID(), nil
}

// Take returns and forgets what was sent.
func (r *Recorder) Take() []Sent {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.sent
	r.sent = nil
	return out
}
