// Package uploadstest runs the data-security features end to end in
// tests: the jobs, uploads and datasets groups behind a real HTTP server,
// and a worker consuming the job queue with every task of those features,
// on the embedded adapters (bbolt, local directory, in-process queue) and
// on the AWS adapters against the emulator named by AWS_ENDPOINT_URL
// (DynamoDB, S3, SQS), with two tenants to prove isolation.
package uploadstest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv"
	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/blob/s3blob"
	"bulwark/shared/clock"
	"bulwark/shared/datasets"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/queue"
	"bulwark/shared/queue/sqsqueue"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/store"
	"bulwark/shared/store/dynamostore"
	"bulwark/shared/uploads"
	"bulwark/shared/webhooks"
)

// Env is one running deployment.
type Env struct {
	// Name is "embedded" or "aws".
	Name string
	Deps *platform.Deps
	// Queue is the job queue the worker consumes.
	Queue queue.Queue
	// URL is the base address of the HTTP server.
	URL string
	// A and B are two tenants (each with an API key holding "*").
	A, B identity.Tenant
	// S3 is the emulator's S3 client (AWS only), Bucket the blob bucket.
	S3     *s3.Client
	Bucket string
}

// Options tune an Env.
type Options struct {
	// S3ImportBuckets is the s3_url allowlist.
	S3ImportBuckets []string
	// NoWorker leaves the queue unconsumed (tests that drive tasks by hand).
	NoWorker bool
	// ScanPartBytes, when set, is the parquet size past which a scan is
	// split into parts (a few bytes split a small file by row group).
	ScanPartBytes int64
}

func config(t *testing.T, o Options) platform.Config {
	cfg, err := platform.FromEnv(func(k string) string {
		switch k {
		case platform.EnvDataDir:
			return t.TempDir()
		case platform.EnvRateLimit:
			return "100000"
		case platform.EnvAllowLoopbackWebhooks:
			return "1"
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	cfg.S3ImportBuckets = o.S3ImportBuckets
	if o.ScanPartBytes > 0 {
		cfg.ScanPartBytes = o.ScanPartBytes
	}
	return cfg
}

func quiet() *slog.Logger {
	return slog.New(slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelError}))
}

// Embedded starts a deployment on the embedded adapters.
func Embedded(t *testing.T, o Options) *Env {
	t.Helper()
	cfg := config(t, o)
	l, err := platform.OpenLocal(cfg, quiet())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	e := &Env{Name: "embedded", Deps: &l.Deps, Queue: l.Queue}
	e.start(t, o)
	return e
}

// AWS starts a deployment on DynamoDB, S3 and SQS on the emulator (it
// skips, or fails under CI=true, without one). Secrets stay files: their
// AWS adapter has its own conformance suite.
func AWS(t *testing.T, o Options) *Env {
	t.Helper()
	ac := awstest.Config(t)
	ctx := context.Background()
	name := awstest.UniqueName(t, "bulwark-data")
	db := dynamo.New(ac)
	if err := dynamostore.CreateTable(ctx, db, name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dynamostore.DeleteTable(context.Background(), db, name) })
	s3c := awsenv.S3Client(ac)
	if _, err := s3c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(name)}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { EmptyBucket(t, s3c, name, true) })
	sqsc := sqs.NewFromConfig(ac)
	qURL, dlqURL, err := sqsqueue.CreateQueues(ctx, sqsc, name, 5)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sqsqueue.DeleteQueues(context.Background(), sqsc, qURL, dlqURL) })
	sec, err := filesecrets.New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := config(t, o)
	cfg.Bucket, cfg.QueueURL, cfg.DLQURL = name, qURL, dlqURL
	clk := clock.System{}
	tbl := dynamostore.New(db, name, clk)
	q := sqsqueue.New(sqsc, qURL, dlqURL, sqsqueue.Options{WaitTime: time.Second, BaseBackoff: time.Second, MaxBackoff: 2 * time.Second, Logger: quiet()})
	d := &platform.Deps{
		Main: tbl, Events: tbl, Audit: tbl, Nonces: tbl, Blobs: s3blob.New(s3c, name), Jobs: q,
		Secrets: sec, Clock: clk, Log: quiet(), Config: cfg,
	}
	e := &Env{Name: "aws", Deps: d, Queue: q, S3: s3c, Bucket: name}
	e.start(t, o)
	return e
}

// EmptyBucket deletes every object of a bucket, and the bucket when drop.
func EmptyBucket(t *testing.T, c *s3.Client, bucket string, drop bool) {
	ctx := context.Background()
	pages := s3.NewListObjectsV2Paginator(c, &s3.ListObjectsV2Input{Bucket: aws.String(bucket)})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return
		}
		for _, o := range page.Contents {
			_, _ = c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(bucket), Key: o.Key})
		}
	}
	if drop {
		_, _ = c.DeleteBucket(ctx, &s3.DeleteBucketInput{Bucket: aws.String(bucket)})
	}
}

// Each runs fn on the embedded deployment and on the emulator's.
func Each(t *testing.T, o Options, fn func(t *testing.T, e *Env)) {
	t.Run("embedded", func(t *testing.T) { fn(t, Embedded(t, o)) })
	t.Run("aws", func(t *testing.T) { fn(t, AWS(t, o)) })
}

// Tasks are the task builders of the data-security features.
var Tasks = []platform.TaskBuilder{jobrun.Tasks, webhooks.Tasks, datasets.Tasks, uploads.Tasks}

// Groups are the endpoint groups of the data-security features.
var Groups = platform.Groups{"jobs": jobrun.Routes, "uploads": uploads.Routes, "datasets": datasets.Routes}

func (e *Env) start(t *testing.T, o Options) {
	t.Helper()
	ctx := context.Background()
	var err error
	for i, tn := range []*identity.Tenant{&e.A, &e.B} {
		slug := fmt.Sprintf("tenant-%c", 'a'+i)
		if *tn, err = identity.CreateTenant(ctx, e.Deps.Main, e.Deps.Clock, slug+"@example.com", "correct horse battery staple", slug); err != nil {
			t.Fatal(err)
		}
	}
	// The server starts first so that its address is the public URL the
	// local presigner signs.
	var h http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	e.URL = srv.URL
	e.Deps.Config.PublicURL = srv.URL
	if h, _, err = platform.Handler(e.Deps, Groups); err != nil {
		t.Fatal(err)
	}
	if !o.NoWorker {
		e.StartWorker(t)
	}
}

// StartWorker consumes the queue with every task until the test ends.
func (e *Env) StartWorker(t *testing.T) {
	t.Helper()
	dispatch, err := platform.Dispatcher(e.Deps, Tasks...)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = e.Queue.Consume(ctx, dispatch.Handle)
	}()
	t.Cleanup(func() {
		cancel()
		<-done
	})
}

// Response is an answer.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body.
func (r Response) JSON(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("answer %d is not JSON: %v: %s", r.Status, err, r.Body)
	}
}

// Code is the error code of an error answer.
func (r Response) Code() string {
	var env struct {
		Error struct{ Code string } `json:"error"`
	}
	_ = json.Unmarshal(r.Body, &env)
	return env.Error.Code
}

// Detail is the validation detail of a 422.
func (r Response) Detail() []struct {
	Loc  []any  `json:"loc"`
	Msg  string `json:"msg"`
	Type string `json:"type"`
} {
	var v struct {
		Detail []struct {
			Loc  []any  `json:"loc"`
			Msg  string `json:"msg"`
			Type string `json:"type"`
		} `json:"detail"`
	}
	_ = json.Unmarshal(r.Body, &v)
	return v.Detail
}

// Do sends a request with the key (none when empty). body is sent as is
// when it is []byte or io.Reader, JSON-encoded otherwise.
func (e *Env) Do(t *testing.T, key, method, path string, body any, contentType string) Response {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case io.Reader:
		rd = b
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
		if contentType == "" {
			contentType = "application/json"
		}
	}
	url := path
	if len(path) > 0 && path[0] == '/' {
		url = e.URL + path
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: raw}
}

// Part is one part of a multipart form: a text field when Filename is
// empty, a file otherwise.
type Part struct {
	Name, Filename string
	Data           []byte
}

// Field is a text part.
func Field(name, value string) Part { return Part{Name: name, Data: []byte(value)} }

// File is a file part.
func File(name, filename string, data []byte) Part {
	return Part{Name: name, Filename: filename, Data: data}
}

// Multipart encodes parts as multipart/form-data, keeping file names with
// their folders (as browsers send folder uploads).
func Multipart(parts ...Part) ([]byte, string) {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		if p.Filename == "" {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q`, p.Name))
		} else {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, p.Name, p.Filename))
			h.Set("Content-Type", "application/octet-stream")
		}
		pw, _ := w.CreatePart(h)
		_, _ = pw.Write(p.Data)
	}
	_ = w.Close()
	return b.Bytes(), w.FormDataContentType()
}

// Upload posts a multipart form.
func (e *Env) Upload(t *testing.T, key, path string, parts ...Part) Response {
	t.Helper()
	body, ct := Multipart(parts...)
	return e.Do(t, key, "POST", path, body, ct)
}

// WaitJob polls a job until its status is one of want (any terminal state
// when want is empty), failing the test after a minute.
func (e *Env) WaitJob(t *testing.T, key, id string, want ...string) jobrun.View {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		r := e.Do(t, key, "GET", "/api/jobs/"+id, nil, "")
		if r.Status != http.StatusOK {
			t.Fatalf("GET job %s: %d %s", id, r.Status, r.Body)
		}
		var v jobrun.View
		r.JSON(t, &v)
		done := jobrun.Terminal(v.Status)
		if len(want) > 0 {
			done = false
			for _, s := range want {
				done = done || v.Status == s
			}
		}
		if done {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %s still %s (%s) after a minute", id, v.Status, v.Message)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Objects lists the blob keys under prefix.
func (e *Env) Objects(t *testing.T, prefix string) []string {
	t.Helper()
	var out []string
	cursor := ""
	for {
		page, err := e.Deps.Blobs.List(context.Background(), prefix, cursor, 1000)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range page.Objects {
			out = append(out, o.Key)
		}
		if page.Next == "" {
			return out
		}
		cursor = page.Next
	}
}

// SetLimits changes a tenant's organization limits.
func (e *Env) SetLimits(t *testing.T, tn identity.Tenant, fn func(o *identity.Organization)) {
	t.Helper()
	ctx := context.Background()
	k := identity.OrgKey(tn.WorkspaceID, tn.OrgID)
	it, err := e.Deps.Main.Get(ctx, k)
	if err != nil {
		t.Fatal(err)
	}
	var org identity.Organization
	if err := json.Unmarshal(it.Data, &org); err != nil {
		t.Fatal(err)
	}
	fn(&org)
	raw, _ := json.Marshal(org)
	if _, err := e.Deps.Main.Put(ctx, store.Item{Key: k, Data: raw}); err != nil {
		t.Fatal(err)
	}
}

// PNG encodes a w x h image.
func PNG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, x%max(h, 1), color.RGBA{uint8(x), 90, 200, 255})
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}
