package sqsqueue_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/queue"
	"bulwark/shared/queue/queuetest"
	"bulwark/shared/queue/sqsqueue"
)

func newClient(t *testing.T) *sqs.Client { return sqs.NewFromConfig(awstest.Config(t)) }

// createQueues makes a uniquely named queue pair, deleted after the test.
func createQueues(t *testing.T, client *sqs.Client, maxReceives int) (string, string) {
	name := awstest.UniqueName(t, "bulwark-test")
	qURL, dlqURL, err := sqsqueue.CreateQueues(t.Context(), client, name, maxReceives)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := sqsqueue.DeleteQueues(context.Background(), client, qURL, dlqURL); err != nil {
			t.Error(err)
		}
	})
	return qURL, dlqURL
}

func fastOptions(maxReceives int) sqsqueue.Options {
	return sqsqueue.Options{
		MaxReceives:       maxReceives,
		WaitTime:          time.Second,
		VisibilityTimeout: 10 * time.Second,
		BaseBackoff:       time.Second,
		MaxBackoff:        time.Second,
	}
}

func TestConformance(t *testing.T) {
	t.Parallel() // the AWS tests mostly wait for visibility timeouts
	client := newClient(t)
	queuetest.Run(t, func(t *testing.T, maxReceives int) queue.Queue {
		qURL, dlqURL := createQueues(t, client, maxReceives)
		return sqsqueue.New(client, qURL, dlqURL, fastOptions(maxReceives))
	})
}

// TestRedrivePolicy: a message whose consumer never settles it (a crash)
// is moved to the dead-letter queue by SQS after maxReceives receives, and
// DeadLetters finds it under its original id.
func TestRedrivePolicy(t *testing.T) {
	t.Parallel()
	client := newClient(t)
	qURL, dlqURL := createQueues(t, client, 2)
	q := sqsqueue.New(client, qURL, dlqURL, fastOptions(2))
	id, err := q.Send(t.Context(), []byte("crashes its consumer"), 0)
	if err != nil {
		t.Fatal(err)
	}
	receives := 0
	for range 20 {
		out, err := client.ReceiveMessage(t.Context(), &sqs.ReceiveMessageInput{
			QueueUrl: aws.String(qURL), VisibilityTimeout: 1, WaitTimeSeconds: 2,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Messages) == 0 {
			if receives >= 2 {
				break // moved to the DLQ
			}
			continue
		}
		receives++
	}
	if receives != 2 {
		t.Fatalf("received %d times before redrive, want 2", receives)
	}
	dead, err := q.DeadLetters(t.Context(), 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(dead) != 1 || dead[0].ID != id || string(dead[0].Body) != "crashes its consumer" {
		t.Fatalf("dead letters %+v", dead)
	}
}

// TestLambdaHandler: a batch reports only its transient failures; poison
// records go to the DLQ, or are reported as failures without one.
func TestLambdaHandler(t *testing.T) {
	t.Parallel()
	client := newClient(t)
	qURL, dlqURL := createQueues(t, client, 3)
	handler := func(ctx context.Context, m queue.Message) error {
		switch string(m.Body) {
		case "fail":
			return errors.New("transient")
		case "poison":
			return fmt.Errorf("bad job: %w", queue.ErrPoison)
		case "panic":
			panic("bug")
		}
		return nil
	}
	// Real records, so that receipt handles are valid for the backoff.
	var ev events.SQSEvent
	q := sqsqueue.New(client, qURL, dlqURL, fastOptions(3))
	for _, body := range []string{"ok", "fail", "poison", "panic"} {
		if _, err := q.Send(t.Context(), []byte(body), 0); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(time.Minute); len(ev.Records) < 4; {
		if time.Now().After(deadline) {
			t.Fatalf("received %d of the 4 messages sent", len(ev.Records))
		}
		out, err := client.ReceiveMessage(t.Context(), &sqs.ReceiveMessageInput{
			QueueUrl: aws.String(qURL), MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 30,
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range out.Messages {
			ev.Records = append(ev.Records, events.SQSMessage{
				MessageId: aws.ToString(m.MessageId), ReceiptHandle: aws.ToString(m.ReceiptHandle),
				Body: aws.ToString(m.Body), Attributes: map[string]string{"ApproximateReceiveCount": "1"},
			})
		}
	}
	idOf := map[string]string{}
	for _, r := range ev.Records {
		idOf[r.Body] = r.MessageId
	}

	resp, err := q.LambdaHandler(handler)(t.Context(), ev)
	if err != nil {
		t.Fatal(err)
	}
	var failed []string
	for _, f := range resp.BatchItemFailures {
		failed = append(failed, f.ItemIdentifier)
	}
	slices.Sort(failed)
	want := []string{idOf["fail"], idOf["panic"]}
	slices.Sort(want)
	if !slices.Equal(failed, want) {
		t.Fatalf("batch failures %v, want %v (fail, panic)", failed, want)
	}
	dead, err := q.DeadLetters(t.Context(), 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(dead) != 1 || dead[0].ID != idOf["poison"] {
		t.Fatalf("dead letters %+v, want the poison record", dead)
	}

	// Without a DLQ URL the poison record is a failure for the redrive policy.
	noDLQ := sqsqueue.New(client, qURL, "", fastOptions(3))
	poison := events.SQSEvent{Records: []events.SQSMessage{{MessageId: "m-1", Body: "poison"}}}
	resp, err = noDLQ.LambdaHandler(handler)(t.Context(), poison)
	if err != nil || len(resp.BatchItemFailures) != 1 || resp.BatchItemFailures[0].ItemIdentifier != "m-1" {
		t.Fatalf("poison without DLQ: %+v, %v", resp, err)
	}
}
