// Package platformtest builds platform.Deps for tests of an endpoint
// group: on the embedded adapters in a temporary directory (bbolt tables,
// local blobs), or on the emulator named by AWS_ENDPOINT_URL (DynamoDB
// tables, an S3 bucket), each removed after the test, with secrets in
// files and a logger that drops everything.
package platformtest

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv"
	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/blob/localblob"
	"bulwark/shared/blob/s3blob"
	"bulwark/shared/clock"
	"bulwark/shared/platform"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/store/boltstore"
	"bulwark/shared/store/dynamostore"
)

// Quiet is a logger that drops everything (the request logs of tests).
func Quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

// Config is the default configuration with a rate limit no test reaches:
// tests send many requests in one fake minute.
func Config(t *testing.T) platform.Config {
	t.Helper()
	cfg, err := platform.FromEnv(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	cfg.RateLimit = 1 << 30
	return cfg
}

// Embedded returns Deps on the embedded adapters in a temporary
// directory, with clk and cfg.
func Embedded(t *testing.T, clk clock.Clock, cfg platform.Config) *platform.Deps {
	t.Helper()
	dir := t.TempDir()
	db, err := boltstore.Open(filepath.Join(dir, "bulwark.db"), clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	blobs, err := localblob.New(filepath.Join(dir, "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	return &platform.Deps{
		Main: db.Table(platform.TableMain), Events: db.Table(platform.TableEvents),
		Audit: db.Table(platform.TableAudit), Nonces: db.Table(platform.TableNonces),
		Blobs: blobs, Secrets: secretFiles(t), Clock: clk, Log: Quiet(), Config: cfg,
	}
}

// AWS returns Deps whose four tables are on DynamoDB and whose blobs are
// in an S3 bucket of the emulator, named from prefix; it skips without an
// emulator (fails under CI=true, see awstest).
func AWS(t *testing.T, clk clock.Clock, cfg platform.Config, prefix string) *platform.Deps {
	t.Helper()
	ac := awstest.Config(t)
	db := dynamo.New(ac)
	table := func(role string) *dynamostore.Table {
		name := awstest.UniqueName(t, prefix+"-"+role)
		if err := dynamostore.CreateTable(t.Context(), db, name); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = dynamostore.DeleteTable(context.Background(), db, name) })
		return dynamostore.New(db, name, clk)
	}
	s3c, bucket := Bucket(t, ac, prefix+"-blobs")
	return &platform.Deps{
		Main: table("main"), Events: table("events"), Audit: table("audit"), Nonces: table("nonces"),
		Blobs: s3blob.New(s3c, bucket), Secrets: secretFiles(t), Clock: clk, Log: Quiet(), Config: cfg,
	}
}

// Bucket creates an S3 bucket named from prefix on the emulator of ac and
// empties and deletes it after the test.
func Bucket(t *testing.T, ac aws.Config, prefix string) (*s3.Client, string) {
	t.Helper()
	c := awsenv.S3Client(ac)
	bucket := awstest.UniqueName(t, prefix)
	if _, err := c.CreateBucket(t.Context(), &s3.CreateBucketInput{Bucket: aws.String(bucket)}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx := context.Background()
		pages := s3.NewListObjectsV2Paginator(c, &s3.ListObjectsV2Input{Bucket: aws.String(bucket)})
		for pages.HasMorePages() {
			page, err := pages.NextPage(ctx)
			if err != nil {
				break
			}
			for _, o := range page.Contents {
				_, _ = c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(bucket), Key: o.Key})
			}
		}
		_, _ = c.DeleteBucket(ctx, &s3.DeleteBucketInput{Bucket: aws.String(bucket)})
	})
	return c, bucket
}

// secretFiles is a secret store in a temporary directory.
func secretFiles(t *testing.T) *filesecrets.Store {
	t.Helper()
	sec, err := filesecrets.New(filepath.Join(t.TempDir(), "secrets"))
	if err != nil {
		t.Fatal(err)
	}
	return sec
}

// SyncBuffer is a bytes.Buffer safe to read while a server or a process
// writes to it (its log).
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// StartLocal runs platform.ServeLocal in the background and returns once
// it listens: its address, its output, and stop, which ends the server and
// returns what ServeLocal returned. A server that fails to start returns
// its error (out then holds what it printed).
func StartLocal(cfg platform.Config, groups platform.Groups, tasks []platform.TaskBuilder) (addr string, out *SyncBuffer, stop func() error, err error) {
	ctx, cancel := context.WithCancel(context.Background())
	out = &SyncBuffer{}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- platform.ServeLocal(ctx, cfg, groups, tasks, out, ready) }()
	select {
	case addr = <-ready:
		return addr, out, func() error { cancel(); return <-done }, nil
	case err = <-done:
		cancel()
		return "", out, nil, err
	}
}
