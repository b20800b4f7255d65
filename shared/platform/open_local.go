package platform

import (
	"fmt"
	"log/slog"
	"os"

	"bulwark/shared/blob/localblob"
	"bulwark/shared/clock"
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
// (bbolt, one bucket per table), blobs/, outbox/ and secrets/. The
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
	q := memqueue.New(memqueue.Options{})
	log.Warn("running on the embedded adapters: data in "+cfg.DataDir+", e-mail written to the outbox directory, jobs run in-process",
		"data_dir", cfg.DataDir)
	l := &Local{
		Deps: Deps{
			Main: db.Table(TableMain), Events: db.Table(TableEvents), Audit: db.Table(TableAudit), Nonces: db.Table(TableNonces),
			Blobs: blobs, Jobs: q, Mail: mailer, Secrets: sec, Clock: clk, Log: log, Config: cfg,
		},
		Queue: q,
		close: db.Close,
	}
	l.Auth = NewAuth(&l.Deps)
	return l, nil
}
