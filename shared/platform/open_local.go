package platform

import (
	"fmt"
	"log/slog"
	"os"
	"time"

	"bulwark/shared/blob/localblob"
	"bulwark/shared/clock"
	"bulwark/shared/live"
	"bulwark/shared/mail/outbox"
	"bulwark/shared/queue/memqueue"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/store/boltstore"
)

// Table names, shared by the embedded store (bbolt buckets) and the AWS
// stack (DynamoDB tables, named by the stack and passed in BULWARK_TABLE_*).
const (
	TableMain   = "main"
	TableEvents = "events"
	TableAudit  = "audit"
	TableNonces = "nonces"
)

// OpenLocal opens the embedded adapters under cfg.DataDir: bulwark.db
// (bbolt, one bucket per table), blobs/, outbox/ and secrets/, and the live
// hub that runtime events stored in Events are published to. The
// directory is created with owner-only permissions.
func OpenLocal(cfg Config, log *slog.Logger) (*Local, error) {
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("data directory %s: %w", cfg.DataDir, err)
	}
	clk := clock.System{}
	db, err := boltstore.Open(dataPath(cfg, "bulwark.db"), clk)
	if err != nil {
		return nil, fmt.Errorf("open store: %w", err)
	}
	fail := func(err error) (*Local, error) {
		_ = db.Close()
		return nil, err
	}
	blobs, err := localblob.New(dataPath(cfg, "blobs"))
	if err != nil {
		return fail(fmt.Errorf("open blob directory: %w", err))
	}
	mailer, err := outbox.New(dataPath(cfg, "outbox"))
	if err != nil {
		return fail(fmt.Errorf("open outbox: %w", err))
	}
	sec, err := filesecrets.New(dataPath(cfg, "secrets"))
	if err != nil {
		return fail(fmt.Errorf("open secrets: %w", err))
	}
	// A task may run as long as the worker Lambda's 15-minute limit (large
	// ingestions), like the SQS visibility timeout of the stack.
	q := memqueue.New(memqueue.Options{VisibilityTimeout: 15 * time.Minute})
	hub := live.NewHub()
	log.Warn("running on the embedded adapters: data in "+cfg.DataDir+", e-mail written to the outbox directory, jobs run in-process",
		"data_dir", cfg.DataDir)
	l := &Local{
		Deps: Deps{
			// New runtime events reach the live hub as they are stored, as
			// the events table's stream feeds the live function on AWS.
			Main: db.Table(TableMain), Events: live.Feed(db.Table(TableEvents), hub), Audit: db.Table(TableAudit), Nonces: db.Table(TableNonces),
			Blobs: blobs, Jobs: q, Mail: mailer, Secrets: sec, Clock: clk, Log: log, Config: cfg,
		},
		Queue: q,
		Live:  hub,
		close: db.Close,
	}
	l.Auth = NewAuth(&l.Deps)
	return l, nil
}
