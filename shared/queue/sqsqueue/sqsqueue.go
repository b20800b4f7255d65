// Package sqsqueue is the SQS queue.Queue adapter (aws-sdk-go-v2), with a
// long-polling consumer for servers and a batch handler for Lambda.
//
// # Queues
//
// A Queue is a work queue plus its dead-letter queue (DLQ). CreateQueues
// makes both, with a RedrivePolicy on the work queue whose maxReceiveCount
// is the same MaxReceives the adapter uses; the CDK stack does the same.
//
// # Failures
//
// A handler error is transient: the message's visibility timeout is set to
// the backoff of its attempt, so SQS delivers it again after that delay.
// When a message fails its MaxReceives-th delivery, or at once when the
// handler returns queue.ErrPoison, the adapter copies it to the DLQ (with
// its original id and attempt count as message attributes) and deletes it.
// The redrive policy is the backstop for messages whose consumer died
// mid-delivery: SQS moves them to the DLQ after maxReceiveCount receives.
// Without a DLQ URL the adapter dead-letters nothing itself and leaves
// every failure to the redrive policy.
//
// Message bodies are text (SQS carries no binary bodies); Send enforces
// SQS's limits through the same check as the in-process queue.
package sqsqueue

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"bulwark/shared/errs"
	"bulwark/shared/queue"
	"bulwark/shared/queue/internal/qkit"
)

// Message attributes of a message the adapter dead-lettered itself.
const (
	attrID      = "bulwark-id"
	attrAttempt = "bulwark-attempt"
)

// Options tune a Queue; zero fields take the defaults.
type Options struct {
	// Concurrency is how many handlers run at once (default 4).
	Concurrency int
	// MaxReceives is how many failed deliveries dead-letter a message
	// (default 5); keep it equal to the queue's maxReceiveCount.
	MaxReceives int
	// WaitTime is the long-poll wait of one receive (default 20s, SQS's most).
	WaitTime time.Duration
	// VisibilityTimeout, when set, overrides the queue's for the messages
	// Consume receives, and bounds one handler run: its context is
	// cancelled then, as SQS may already deliver the message again.
	VisibilityTimeout time.Duration
	// BaseBackoff and MaxBackoff pace redeliveries: BaseBackoff after the
	// first failure, doubling up to MaxBackoff (defaults 1s and 5m). SQS
	// counts whole seconds, so delays are rounded up.
	BaseBackoff, MaxBackoff time.Duration
	// Logger records failures to acknowledge a message, which Consume
	// cannot return (default slog.Default()).
	Logger *slog.Logger
}

func (o Options) withDefaults() Options {
	if o.Concurrency <= 0 {
		o.Concurrency = 4
	}
	if o.MaxReceives <= 0 {
		o.MaxReceives = 5
	}
	if o.WaitTime <= 0 {
		o.WaitTime = 20 * time.Second
	}
	if o.BaseBackoff <= 0 {
		o.BaseBackoff = time.Second
	}
	if o.MaxBackoff < o.BaseBackoff {
		o.MaxBackoff = max(5*time.Minute, o.BaseBackoff)
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	return o
}

// Queue is a queue.Queue on an SQS queue and its dead-letter queue.
type Queue struct {
	client   *sqs.Client
	queueURL string
	dlqURL   string
	opts     Options
	backoff  qkit.Backoff
}

var _ queue.Queue = (*Queue)(nil)

// New returns the Queue for queueURL; dlqURL may be empty (see the package
// doc), but DeadLetters needs it.
func New(client *sqs.Client, queueURL, dlqURL string, opts Options) *Queue {
	opts = opts.withDefaults()
	return &Queue{
		client:   client,
		queueURL: queueURL,
		dlqURL:   dlqURL,
		opts:     opts,
		backoff:  qkit.Backoff{Base: opts.BaseBackoff, Max: opts.MaxBackoff},
	}
}

// CreateQueues creates the queue name and its dead-letter queue name+"-dlq"
// (14 days' retention), with a redrive policy after maxReceives receives.
// Creating existing queues with the same attributes is not an error.
func CreateQueues(ctx context.Context, client *sqs.Client, name string, maxReceives int) (queueURL, dlqURL string, err error) {
	dlq, err := client.CreateQueue(ctx, &sqs.CreateQueueInput{
		QueueName:  aws.String(name + "-dlq"),
		Attributes: map[string]string{string(types.QueueAttributeNameMessageRetentionPeriod): "1209600"},
	})
	if err != nil {
		return "", "", fmt.Errorf("sqsqueue.CreateQueues %s: %w", name, err)
	}
	attrs, err := client.GetQueueAttributes(ctx, &sqs.GetQueueAttributesInput{
		QueueUrl:       dlq.QueueUrl,
		AttributeNames: []types.QueueAttributeName{types.QueueAttributeNameQueueArn},
	})
	if err != nil {
		return "", "", fmt.Errorf("sqsqueue.CreateQueues %s: %w", name, err)
	}
	policy := fmt.Sprintf(`{"deadLetterTargetArn":%q,"maxReceiveCount":"%d"}`,
		attrs.Attributes[string(types.QueueAttributeNameQueueArn)], maxReceives)
	q, err := client.CreateQueue(ctx, &sqs.CreateQueueInput{
		QueueName:  aws.String(name),
		Attributes: map[string]string{string(types.QueueAttributeNameRedrivePolicy): policy},
	})
	if err != nil {
		return "", "", fmt.Errorf("sqsqueue.CreateQueues %s: %w", name, err)
	}
	return aws.ToString(q.QueueUrl), aws.ToString(dlq.QueueUrl), nil
}

// DeleteQueues deletes a queue and its dead-letter queue.
func DeleteQueues(ctx context.Context, client *sqs.Client, queueURL, dlqURL string) error {
	var errList []error
	for _, u := range []string{queueURL, dlqURL} {
		if _, err := client.DeleteQueue(ctx, &sqs.DeleteQueueInput{QueueUrl: aws.String(u)}); err != nil {
			errList = append(errList, fmt.Errorf("sqsqueue.DeleteQueues %s: %w", u, err))
		}
	}
	return errors.Join(errList...)
}

// Send enqueues body, delivered no earlier than delay from now.
func (q *Queue) Send(ctx context.Context, body []byte, delay time.Duration) (string, error) {
	if err := qkit.CheckSend(body, delay); err != nil {
		return "", fmt.Errorf("sqsqueue.Send: %w", err)
	}
	out, err := q.client.SendMessage(ctx, &sqs.SendMessageInput{
		QueueUrl:     aws.String(q.queueURL),
		MessageBody:  aws.String(string(body)),
		DelaySeconds: seconds(delay),
	})
	if err != nil {
		return "", fmt.Errorf("sqsqueue.Send: %w", translate(err))
	}
	return aws.ToString(out.MessageId), nil
}

// seconds rounds d up to whole seconds, as SQS counts them.
func seconds(d time.Duration) int32 {
	return int32(math.Ceil(d.Seconds()))
}

func translate(err error) error {
	var qne *types.QueueDoesNotExist
	var ore *types.OverLimit
	switch {
	case errors.As(err, &qne):
		return fmt.Errorf("%w: %w", errs.ErrNotFound, err)
	case errors.As(err, &ore):
		return fmt.Errorf("%w: %w", errs.ErrUnavailable, err)
	}
	return err
}

// Consume long-polls the queue and runs h on each message, at most
// Options.Concurrency at a time, until ctx is done; it then waits for the
// handlers in flight. It returns early only when the queue does not exist;
// other receive errors are retried with backoff.
func (q *Queue) Consume(ctx context.Context, h queue.Handler) error {
	slots := make(chan struct{}, q.opts.Concurrency)
	var wg sync.WaitGroup
	failures := 0
	for {
		// Wait for one free slot, then take every other free one (SQS
		// returns at most 10 messages per receive).
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			wg.Wait()
			return ctx.Err()
		}
		n := 1
	more:
		for n < 10 {
			select {
			case slots <- struct{}{}:
				n++
			default:
				break more
			}
		}
		msgs, err := q.receive(ctx, n)
		for range n - len(msgs) {
			<-slots
		}
		if err != nil {
			if ctx.Err() != nil {
				wg.Wait()
				return ctx.Err()
			}
			var qne *types.QueueDoesNotExist
			if errors.As(err, &qne) {
				wg.Wait()
				return fmt.Errorf("sqsqueue.Consume: %w", translate(err))
			}
			failures++
			q.opts.Logger.Warn("sqsqueue: receive failed", "queue", q.queueURL, "err", err)
			select {
			case <-time.After(q.backoff.Delay(failures)):
			case <-ctx.Done():
			}
			continue
		}
		failures = 0
		for _, m := range msgs {
			wg.Go(func() {
				defer func() { <-slots }()
				msg := toMessage(m.MessageId, m.Body, m.Attributes[string(types.MessageSystemAttributeNameApproximateReceiveCount)])
				hctx, cancel := ctx, context.CancelFunc(func() {})
				if q.opts.VisibilityTimeout > 0 {
					// Past it SQS hands the message to another consumer.
					hctx, cancel = context.WithTimeout(ctx, q.opts.VisibilityTimeout)
				}
				err := qkit.Call(hctx, h, msg)
				cancel()
				// Settle even when ctx ended during the handler.
				q.settle(context.WithoutCancel(ctx), msg, m.ReceiptHandle, err, true)
			})
		}
	}
}

func (q *Queue) receive(ctx context.Context, n int) ([]types.Message, error) {
	in := &sqs.ReceiveMessageInput{
		QueueUrl:                    aws.String(q.queueURL),
		MaxNumberOfMessages:         int32(n),
		WaitTimeSeconds:             seconds(q.opts.WaitTime),
		MessageSystemAttributeNames: []types.MessageSystemAttributeName{types.MessageSystemAttributeNameApproximateReceiveCount},
	}
	if q.opts.VisibilityTimeout > 0 {
		in.VisibilityTimeout = seconds(q.opts.VisibilityTimeout)
	}
	out, err := q.client.ReceiveMessage(ctx, in)
	if err != nil {
		return nil, err
	}
	return out.Messages, nil
}

func toMessage(id, body *string, receiveCount string) queue.Message {
	attempt, err := strconv.Atoi(receiveCount)
	if err != nil || attempt < 1 {
		attempt = 1
	}
	return queue.Message{ID: aws.ToString(id), Body: []byte(aws.ToString(body)), Attempt: attempt}
}

// settle acknowledges a delivery whose handler returned herr: it deletes a
// handled message, dead-letters a poison or exhausted one, and delays the
// redelivery of a failed one. With ack false (Lambda, where the event
// source mapping deletes what the batch response does not name as failed)
// it does not delete. It reports whether the message counts as failed.
func (q *Queue) settle(ctx context.Context, m queue.Message, receipt *string, herr error, ack bool) (failed bool) {
	deadLetter := herr != nil && q.dlqURL != "" && (errors.Is(herr, queue.ErrPoison) || m.Attempt >= q.opts.MaxReceives)
	if deadLetter {
		if err := q.sendDead(ctx, m); err != nil {
			q.opts.Logger.Error("sqsqueue: dead-lettering failed", "queue", q.queueURL, "id", m.ID, "err", err)
			return true
		}
	}
	if herr == nil || deadLetter {
		if ack {
			if _, err := q.client.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(q.queueURL), ReceiptHandle: receipt}); err != nil {
				q.opts.Logger.Warn("sqsqueue: delete failed; the message will be delivered again", "queue", q.queueURL, "id", m.ID, "err", err)
			}
		}
		return false
	}
	if aws.ToString(receipt) != "" && q.queueURL != "" {
		_, err := q.client.ChangeMessageVisibility(ctx, &sqs.ChangeMessageVisibilityInput{
			QueueUrl:          aws.String(q.queueURL),
			ReceiptHandle:     receipt,
			VisibilityTimeout: seconds(q.backoff.Delay(m.Attempt)),
		})
		if err != nil {
			q.opts.Logger.Warn("sqsqueue: backoff failed; redelivery follows the visibility timeout", "queue", q.queueURL, "id", m.ID, "err", err)
		}
	}
	return true
}

func (q *Queue) sendDead(ctx context.Context, m queue.Message) error {
	_, err := q.client.SendMessage(ctx, &sqs.SendMessageInput{
		QueueUrl:    aws.String(q.dlqURL),
		MessageBody: aws.String(string(m.Body)),
		MessageAttributes: map[string]types.MessageAttributeValue{
			attrID:      {DataType: aws.String("String"), StringValue: aws.String(m.ID)},
			attrAttempt: {DataType: aws.String("Number"), StringValue: aws.String(strconv.Itoa(m.Attempt))},
		},
	})
	return err
}

// DeadLetters returns up to limit messages of the dead-letter queue without
// removing them. SQS has no peek: it receives the messages, hiding them for
// peekHide while it collects them, then makes them visible again. Messages
// the adapter dead-lettered keep their original id and attempt count; for
// those the redrive policy moved, Attempt is SQS's approximate receive count.
// A look is best effort: two at once, or one whose receive response is lost
// and retried, can leave messages hidden from the next look for peekHide.
func (q *Queue) DeadLetters(ctx context.Context, limit int) ([]queue.Message, error) {
	if q.dlqURL == "" {
		return nil, fmt.Errorf("sqsqueue.DeadLetters: no dead-letter queue configured: %w", errs.ErrInvalid)
	}
	var out []queue.Message
	var receipts []*string
	// Make what was received visible again, even when the context ended.
	defer func() { q.unhide(context.WithoutCancel(ctx), receipts) }()
	for len(out) < limit {
		res, err := q.client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
			QueueUrl:                    aws.String(q.dlqURL),
			MaxNumberOfMessages:         int32(min(limit-len(out), 10)),
			VisibilityTimeout:           seconds(peekHide),
			WaitTimeSeconds:             1,
			MessageAttributeNames:       []string{attrID, attrAttempt},
			MessageSystemAttributeNames: []types.MessageSystemAttributeName{types.MessageSystemAttributeNameApproximateReceiveCount},
		})
		if err != nil {
			return nil, fmt.Errorf("sqsqueue.DeadLetters: %w", translate(err))
		}
		if len(res.Messages) == 0 {
			break
		}
		for _, m := range res.Messages {
			receipts = append(receipts, m.ReceiptHandle)
			msg := toMessage(m.MessageId, m.Body, m.Attributes[string(types.MessageSystemAttributeNameApproximateReceiveCount)])
			if v, ok := m.MessageAttributes[attrID]; ok {
				msg.ID = aws.ToString(v.StringValue)
			}
			if v, ok := m.MessageAttributes[attrAttempt]; ok {
				if n, err := strconv.Atoi(aws.ToString(v.StringValue)); err == nil {
					msg.Attempt = n
				}
			}
			out = append(out, msg)
		}
	}
	return out, nil
}

// peekHide is how long DeadLetters hides the messages it is reading.
const peekHide = 30 * time.Second

// unhide makes received messages visible again, ten per request.
func (q *Queue) unhide(ctx context.Context, receipts []*string) {
	for batch := range slices.Chunk(receipts, 10) {
		entries := make([]types.ChangeMessageVisibilityBatchRequestEntry, len(batch))
		for i, r := range batch {
			entries[i] = types.ChangeMessageVisibilityBatchRequestEntry{Id: aws.String(strconv.Itoa(i)), ReceiptHandle: r}
		}
		out, err := q.client.ChangeMessageVisibilityBatch(ctx, &sqs.ChangeMessageVisibilityBatchInput{
			QueueUrl: aws.String(q.dlqURL), Entries: entries,
		})
		if err == nil && len(out.Failed) > 0 {
			err = fmt.Errorf("%d of %d failed: %s", len(out.Failed), len(entries), aws.ToString(out.Failed[0].Message))
		}
		if err != nil {
			q.opts.Logger.Warn("sqsqueue: dead letters stay hidden until their visibility timeout", "queue", q.dlqURL, "err", err)
		}
	}
}

// LambdaHandler adapts h to an SQS-triggered Lambda with partial batch
// responses (the event source mapping must enable ReportBatchItemFailures).
// Records run concurrently, at most Options.Concurrency at a time. A
// handled record is left for Lambda to delete; a failed one is named in
// BatchItemFailures, after its visibility timeout is set to its backoff;
// a poison or exhausted one is copied to the dead-letter queue and counts
// as handled. Without a DLQ URL, poison records are reported as failures
// too and the redrive policy dead-letters them after maxReceiveCount.
func (q *Queue) LambdaHandler(h queue.Handler) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	return func(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
		var (
			mu   sync.Mutex
			resp events.SQSEventResponse
			wg   sync.WaitGroup
		)
		slots := make(chan struct{}, q.opts.Concurrency)
		for _, r := range ev.Records {
			slots <- struct{}{}
			wg.Go(func() {
				defer func() { <-slots }()
				m := toMessage(&r.MessageId, &r.Body, r.Attributes["ApproximateReceiveCount"])
				err := qkit.Call(ctx, h, m)
				if q.settle(context.WithoutCancel(ctx), m, &r.ReceiptHandle, err, false) {
					mu.Lock()
					resp.BatchItemFailures = append(resp.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: r.MessageId})
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		return resp, nil
	}
}
