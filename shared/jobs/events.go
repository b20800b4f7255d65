package jobs

import (
	"context"
	"fmt"
	"net/url"

	"github.com/aws/aws-lambda-go/events"

	"bulwark/shared/queue"
)

// S3Trigger turns each ObjectCreated record of an S3 notification into a
// TypeObjectCreated task, so that the slow work (ingestion) runs on the
// worker with retries and a dead-letter queue instead of inside the trigger.
func S3Trigger(q queue.Sender) func(context.Context, events.S3Event) error {
	return func(ctx context.Context, ev events.S3Event) error {
		for _, r := range ev.Records {
			key, err := url.QueryUnescape(r.S3.Object.Key)
			if err != nil {
				return fmt.Errorf("jobs.S3Trigger: bad object key %q: %w", r.S3.Object.Key, err)
			}
			p := ObjectCreated{Bucket: r.S3.Bucket.Name, Key: key, Size: r.S3.Object.Size}
			if _, err := Enqueue(ctx, q, Envelope{Type: TypeObjectCreated}, p, 0); err != nil {
				return fmt.Errorf("jobs.S3Trigger %s: %w", key, err)
			}
		}
		return nil
	}
}

// Scheduler turns an EventBridge scheduled event into a TypeSweep task.
func Scheduler(q queue.Sender) func(context.Context, events.EventBridgeEvent) error {
	return func(ctx context.Context, ev events.EventBridgeEvent) error {
		rule := ev.DetailType
		if len(ev.Resources) > 0 {
			rule = ev.Resources[0]
		}
		_, err := Enqueue(ctx, q, Envelope{Type: TypeSweep}, Sweep{Rule: rule, At: ev.Time}, 0)
		return err
	}
}
