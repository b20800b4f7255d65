package platform

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv"
	"bulwark/shared/blob/s3blob"
	"bulwark/shared/clock"
	"bulwark/shared/httpkit"
	"bulwark/shared/jobs"
	"bulwark/shared/lambdahttp"
	"bulwark/shared/live"
	"bulwark/shared/mail/sesmail"
	"bulwark/shared/queue/sqsqueue"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/smsecrets"
	"bulwark/shared/store/dynamostore"
	"bulwark/shared/writebehind"
)

// OpenAWS builds Deps on the AWS adapters named by the configuration (the
// stack sets BULWARK_TABLE_*, BULWARK_BUCKET, BULWARK_QUEUE_URL, ...). AWS
// clients honour AWS_ENDPOINT_URL, so the same code runs on an emulator.
func OpenAWS(ctx context.Context, cfg Config, log *slog.Logger) (*AWS, error) {
	var missing []string
	for name, v := range map[string]string{
		EnvTableMain: cfg.TableMain, EnvTableEvents: cfg.TableEvents, EnvTableAudit: cfg.TableAudit,
		EnvTableNonces: cfg.TableNonces, EnvBucket: cfg.Bucket, EnvQueueURL: cfg.QueueURL,
	} {
		if v == "" {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("platform: AWS configuration incomplete: set %v", missing)
	}
	ac, err := awsenv.Load(ctx)
	if err != nil {
		return nil, fmt.Errorf("platform: AWS config: %w", err)
	}
	clk := clock.System{}
	db := dynamo.New(ac)
	q := sqsqueue.New(sqs.NewFromConfig(ac), cfg.QueueURL, cfg.DLQURL, sqsqueue.Options{Logger: log})
	a := &AWS{Queue: q, Deps: Deps{
		Main:    dynamostore.New(db, cfg.TableMain, clk),
		Events:  dynamostore.New(db, cfg.TableEvents, clk),
		Audit:   dynamostore.New(db, cfg.TableAudit, clk),
		Nonces:  dynamostore.New(db, cfg.TableNonces, clk),
		Blobs:   s3blob.New(awsenv.S3Client(ac), cfg.Bucket),
		Jobs:    q,
		Mail:    sesmail.New(sesv2.NewFromConfig(ac), cfg.MailFrom),
		Secrets: secrets.WithPrefix(smsecrets.New(secretsmanager.NewFromConfig(ac)), cfg.SecretPrefix),
		Clock:   clk,
		Log:     log,
		Config:  cfg,
	}}
	a.Auth = NewAuth(&a.Deps)
	return a, nil
}

// AWS is the platform on the AWS adapters.
type AWS struct {
	Deps
	// Queue is the job queue, also consumed by the worker.
	Queue *sqsqueue.Queue
}

// mustOpenAWS is the start of every Lambda main: configuration from the
// environment, then the AWS adapters. A Lambda that cannot configure itself
// exits so the failure shows in its logs and metrics at once.
func mustOpenAWS() *AWS {
	cfg, err := FromEnv(os.Getenv)
	log := NewLogger(cfg)
	if err != nil {
		log.Error("configuration", "err", err.Error())
		os.Exit(2)
	}
	d, err := OpenAWS(context.Background(), cfg, log)
	if err != nil {
		log.Error("start", "err", err.Error())
		os.Exit(2)
	}
	return d
}

func mustHandler(a *AWS, groups Groups, front ...func(http.Handler) http.Handler) http.Handler {
	d := &a.Deps
	d.DeferWrites()
	h, _, err := Handler(d, groups)
	if err != nil {
		d.Log.Error("build handler", "err", err.Error())
		os.Exit(2)
	}
	for _, f := range front {
		h = f(h)
	}
	return flushAfter(d.Deferred, h)
}

// flushAfter writes the request's deferred events and counters (one batch
// write) before the Lambda invocation returns: a frozen Lambda runs no
// goroutine, and one that is never thawed again would lose them.
func flushAfter(b *writebehind.Buffer, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r)
		if err := b.Flush(context.WithoutCancel(r.Context())); err != nil {
			httpkit.Logger(r).Error("deferred writes failed", "err", err.Error())
		}
	})
}

// StartLambda serves one endpoint group behind the API Gateway HTTP API.
// The auth function also bootstraps an empty deployment at cold start
// (BootstrapOwner): nothing else creates the first owner on AWS. Each of
// front, in order, wraps the group's handler (the auth function, behind
// the $default route, serves the web console in front of its routes).
func StartLambda(group string, build Builder, front ...func(http.Handler) http.Handler) {
	d := mustOpenAWS()
	if group == ownerGroup {
		ctx, cancel := context.WithTimeout(context.Background(), bootstrapTimeout)
		if _, err := BootstrapOwner(ctx, &d.Deps); err != nil {
			// Serving goes on: a later cold start tries again.
			d.Log.Error("owner bootstrap", "err", err.Error())
		}
		cancel()
	}
	lambdahttp.Start(mustHandler(d, Groups{group: build}, front...))
}

// StartStreamingLambda serves one endpoint group through a Function URL
// with response streaming.
func StartStreamingLambda(group string, build Builder) {
	d := mustOpenAWS()
	lambdahttp.StartStreaming(mustHandler(d, Groups{group: build}))
}

// StartWorker consumes the job queue: SQS batches with partial failures.
func StartWorker(tasks ...TaskBuilder) {
	d := mustOpenAWS()
	dispatch, err := Dispatcher(&d.Deps, tasks...)
	if err != nil {
		d.Log.Error("build tasks", "err", err.Error())
		os.Exit(2)
	}
	lambda.Start(d.Queue.LambdaHandler(dispatch.Handle))
}

// StartS3Trigger turns bucket notifications into jobs.
func StartS3Trigger() {
	d := mustOpenAWS()
	lambda.Start(jobs.S3Trigger(d.Jobs))
}

// StartScheduler turns schedule ticks into sweep jobs.
func StartScheduler() {
	d := mustOpenAWS()
	lambda.Start(jobs.Scheduler(d.Jobs))
}

// StartLive serves the live function: the WebSocket API's routes and the
// events table's stream, one handler telling them apart (live.Lambda). It
// posts to connections at the stage's callback URL, BULWARK_LIVE_ENDPOINT.
func StartLive() {
	d := mustOpenAWS()
	if d.Config.LiveEndpoint == "" {
		d.Log.Error("start", "err", "platform: "+EnvLiveEndpoint+" is not set")
		os.Exit(2)
	}
	ac, err := awsenv.Load(context.Background())
	if err != nil {
		d.Log.Error("start", "err", err.Error())
		os.Exit(2)
	}
	l := &live.Lambda{
		Gate:  live.Gate{Auth: d.Auth, Audit: d.AuditWriter()},
		Conns: d.Nonces,
		Poster: &live.ManagementAPI{
			Endpoint: d.Config.LiveEndpoint, Region: ac.Region, Credentials: ac.Credentials,
		},
		Clock: d.Clock,
		Log:   d.Log,
	}
	lambda.Start(l.Handle)
}
