// Package platform wires Bulwark together: it holds the dependencies every
// endpoint group is built from (Deps), reads the deployment configuration
// from the environment (once, in main), opens the embedded or the AWS
// adapters, and assembles group handlers checked against the OpenAPI
// document.
package platform

import (
	"fmt"
	"log/slog"
	"net/http"
	"sort"

	"bulwark/shared/audit"
	"bulwark/shared/auth"
	"bulwark/shared/blob"
	"bulwark/shared/clock"
	"bulwark/shared/httpkit"
	"bulwark/shared/mail"
	"bulwark/shared/openapi"
	"bulwark/shared/queue"
	"bulwark/shared/secrets"
	"bulwark/shared/store"
	"bulwark/shared/writebehind"
)

// Deps are the ports and settings a group is built from. The same Deps
// type is filled by OpenLocal (bbolt, local directory, in-process queue,
// outbox, secret files) and by OpenAWS (DynamoDB, S3, SQS, SES, Secrets
// Manager).
type Deps struct {
	// Main holds identity, apps, config versions, jobs, datasets.
	Main store.Table
	// Events holds runtime events (time-ordered, with retention TTL).
	Events store.Table
	// Audit holds audit records (time-ordered, with retention TTL).
	Audit store.Table
	// Nonces holds short-lived replay-protection and rate-limit records.
	Nonces store.Table
	// Blobs holds uploads, parquet files and reports.
	Blobs blob.Bucket
	// Jobs enqueues background work for the worker.
	Jobs queue.Sender
	// Mail sends e-mail.
	Mail mail.Mailer
	// Secrets holds deployment secrets (JWT key, webhook key).
	Secrets secrets.Store
	// Clock tells the time.
	Clock clock.Clock
	// Log is the JSON logger.
	Log *slog.Logger
	// Config is the deployment configuration.
	Config Config
	// Auth authenticates and authorizes requests and issues access tokens
	// (NewAuth). OpenLocal and OpenAWS set it; Handler sets it when nil.
	Auth *auth.Service
	// Deferred takes runtime events and counters off the request path
	// (shared/writebehind). The servers set it (ServeLocal, the Lambda
	// mains); nil writes synchronously, as tests expect.
	Deferred *writebehind.Buffer
}

// DeferWrites starts the write-behind buffer (Deferred) and hands it to the
// rate limiter; call it before Handler. The caller closes it on shutdown
// (Deferred.Close) or flushes it after each Lambda invocation.
func (d *Deps) DeferWrites() *writebehind.Buffer {
	d.Deferred = writebehind.New(writebehind.Options{Log: d.Log})
	if d.Auth == nil {
		d.Auth = NewAuth(d)
	}
	d.Auth.Limiter().Deferred = d.Deferred
	return d.Deferred
}

// Builder builds the routes of one endpoint group from the dependencies.
type Builder func(d *Deps) ([]httpkit.Route, error)

// Combine returns a builder serving the routes of every builder, for a
// group whose operations come from several packages.
func Combine(builders ...Builder) Builder {
	return func(d *Deps) ([]httpkit.Route, error) {
		var out []httpkit.Route
		for _, b := range builders {
			rs, err := b(d)
			if err != nil {
				return nil, err
			}
			out = append(out, rs...)
		}
		return out, nil
	}
}

// Groups maps endpoint group names (the OpenAPI tags) to their builders. A
// group the build does not include (nil builder, or absent) answers every
// one of its documented routes with 501 NOT_IMPLEMENTED.
type Groups map[string]Builder

// Handler builds one http.Handler serving the given groups (plus the meta
// routes: health and the OpenAPI document). Only the documented operations
// of those groups are served: a builder returning a route that is not in
// the OpenAPI document, or the wrong group's route, is an error, and every
// documented route of the groups that a builder leaves out answers 501.
func Handler(d *Deps, groups Groups) (http.Handler, *httpkit.Router, error) {
	byGroup := map[string][]openapi.Operation{}
	for _, op := range openapi.Operations() {
		byGroup[op.Group] = append(byGroup[op.Group], op)
	}
	names := make([]string, 0, len(groups)+1)
	for g := range groups {
		if _, ok := byGroup[g]; !ok {
			return nil, nil, fmt.Errorf("platform: group %q has no operation in the OpenAPI document", g)
		}
		names = append(names, g)
	}
	if _, ok := groups["meta"]; !ok {
		names = append(names, "meta")
	}
	sort.Strings(names)

	if d.Auth == nil {
		d.Auth = NewAuth(d)
	}
	auditor := d.AuditWriter()
	rt := httpkit.NewRouter()
	for _, op := range openapi.Operations() {
		rt.Know(op.Method, op.Path)
	}
	for _, g := range names {
		build := groups[g]
		if g == "meta" && build == nil {
			build = metaRoutes
		}
		var routes []httpkit.Route
		if build != nil {
			var err error
			if routes, err = build(d); err != nil {
				return nil, nil, fmt.Errorf("platform: build group %s: %w", g, err)
			}
		}
		documented := map[string]bool{}
		for _, op := range byGroup[g] {
			documented[op.Method+" "+op.Path] = true
		}
		built := map[string]bool{}
		for _, r := range routes {
			id := r.Method + " " + r.Path
			if !documented[id] {
				return nil, nil, fmt.Errorf("platform: group %s serves %s, which the OpenAPI document does not list under it", g, id)
			}
			built[id] = true
		}
		for _, op := range byGroup[g] {
			if !built[op.Method+" "+op.Path] {
				routes = append(routes, httpkit.Route{Method: op.Method, Path: op.Path, Handler: httpkit.NotImplemented(g)})
			}
		}
		ops := map[string]openapi.Operation{}
		for _, op := range byGroup[g] {
			ops[op.Method+" "+op.Path] = op
		}
		// Every non-public operation: authentication, rate limit and scope
		// (the guard), then the audit of mutating requests, then the handler.
		for i, r := range routes {
			op := ops[r.Method+" "+r.Path]
			if !op.Public {
				routes[i].Handler = d.Auth.Guard(op, audit.Middleware(auditor, op, r.Handler), r.WriteError)
			}
		}
		rt.Handle(routes...)
	}
	log := d.Log
	if log == nil {
		log = slog.Default()
	}
	return httpkit.Middleware(rt, log), rt, nil
}

// metaRoutes serves the liveness check and the OpenAPI document; every
// function serves them, the API routes them to the auth function.
func metaRoutes(*Deps) ([]httpkit.Route, error) {
	return []httpkit.Route{
		{Method: "GET", Path: "/api/health", Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			httpkit.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
		})},
		{Method: "GET", Path: "/api/openapi.json", Handler: openapi.Handler()},
	}, nil
}

// NewLogger returns the JSON logger at the configured level.
func NewLogger(cfg Config) *slog.Logger { return httpkit.NewLogger(cfg.LogLevel) }
