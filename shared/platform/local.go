package platform

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"time"

	"bulwark/shared/httpkit"
	"bulwark/shared/identity"
	"bulwark/shared/live"
	"bulwark/shared/queue"
)

// Local is the embedded platform: every port backed by files under one data
// directory, plus the in-process job queue and the live event hub.
type Local struct {
	Deps
	Queue queue.Queue
	// Live receives every runtime event stored in Events and streams it to
	// the clients of live.LocalPath.
	Live  *live.Hub
	close func() error
}

// Close disconnects the live clients and releases the data directory.
func (l *Local) Close() error {
	l.Live.Close()
	return l.close()
}

// Handler is what the local server serves: the groups (Handler) and, beside
// them, the live event stream at live.LocalPath, the local counterpart of
// the WebSocket API (it is not an OpenAPI operation: no HTTP API route
// carries it on AWS). It goes through the same request middleware.
func (l *Local) Handler(groups Groups) (http.Handler, error) {
	api, _, err := Handler(&l.Deps, groups)
	if err != nil {
		return nil, err
	}
	stream := httpkit.Middleware(l.Live.Handler(live.Gate{Auth: l.Auth, Audit: l.AuditWriter()}), l.Log)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == live.LocalPath {
			stream.ServeHTTP(w, r)
			return
		}
		api.ServeHTTP(w, r)
	}), nil
}

// ServeLocal runs the whole platform on one HTTP server until ctx is done:
// it opens the embedded adapters under cfg.DataDir, bootstraps an empty
// store (printing the owner's credentials once to out), consumes the job
// queue in-process with the dispatcher, and serves every group. ready, when
// not nil, receives the listening address. Each of front, in order, wraps
// the served handler: what is served beside the API (the web console).
func ServeLocal(ctx context.Context, cfg Config, groups Groups, tasks []TaskBuilder, out io.Writer, ready chan<- string, front ...func(http.Handler) http.Handler) error {
	log := NewLogger(cfg)
	l, err := OpenLocal(cfg, log)
	if err != nil {
		return err
	}
	defer l.Close()

	// Bind first: a start that cannot listen (the port is taken) must not
	// create the owner, whose password is shown only on the start that
	// creates it.
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w (another Bulwark or program may hold the port; set BULWARK_ADDR)", cfg.Addr, err)
	}
	defer ln.Close()
	res, err := identity.Bootstrap(ctx, l.Main, l.Clock, cfg.AdminEmail, cfg.AdminPassword)
	if err != nil {
		return fmt.Errorf("bootstrap: %w", err)
	}
	// Events and counters are written behind the requests; the buffer is
	// closed (everything written) after the server stopped, below.
	l.DeferWrites()
	h, err := l.Handler(groups)
	if err != nil {
		return err
	}
	for _, f := range front {
		h = f(h)
	}
	dispatch, err := Dispatcher(&l.Deps, tasks...)
	if err != nil {
		return err
	}
	base := "http://" + ln.Addr().String()
	for _, w := range testOnlySwitches(cfg) {
		fmt.Fprintf(out, "WARNING: %s\n", w)
		log.Warn("test-only switch on", "switch", w)
	}
	fmt.Fprintf(out, "Bulwark is ready on %s  (data in %s)\n", base, cfg.DataDir)
	if len(front) > 0 {
		fmt.Fprintf(out, "Web console: %s/  (sign in with the owner's e-mail and password)\n", base)
	}
	fmt.Fprintf(out, "Live runtime events: ws://%s%s\n", ln.Addr().String(), live.LocalPath)
	if res.Created {
		fmt.Fprintf(out, "First start: created the owner account. These credentials are shown only now.\n")
		fmt.Fprintf(out, "  e-mail:   %s\n  password: %s\n  API key:  %s  (scope \"*\")\n", res.Email, res.Password, res.APIKey)
		fmt.Fprintf(out, "Try: curl -H \"Authorization: Bearer %s\" %s/api/health\n", res.APIKey, base)
	} else {
		fmt.Fprintf(out, "Sign in as %s (the password was printed at the first start, or set by BULWARK_ADMIN_PASSWORD).\n", res.Email)
	}

	workerCtx, stopWorker := context.WithCancel(context.Background())
	workerDone := make(chan struct{})
	go func() {
		defer close(workerDone)
		if err := l.Queue.Consume(workerCtx, dispatch.Handle); err != nil && !errors.Is(err, context.Canceled) {
			log.Error("job consumer stopped", "err", err.Error())
		}
	}()

	srv := &http.Server{
		Handler:           httpkit.PaceBodies(h, httpkit.DefaultBodyPace),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	if ready != nil {
		ready <- ln.Addr().String()
	}
	select {
	case err = <-errc:
	case <-ctx.Done():
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err = srv.Shutdown(shutdownCtx)
		cancel()
	}
	// Nothing handed to the write-behind buffer is lost on SIGTERM: it is
	// written before the store closes.
	closeCtx, cancelClose := context.WithTimeout(context.Background(), 30*time.Second)
	if cerr := l.Deferred.Close(closeCtx); cerr != nil {
		log.Error("deferred writes not finished at shutdown", "err", cerr.Error())
	}
	cancelClose()
	// Shutdown does not wait for hijacked (WebSocket) connections: end them.
	l.Live.Close()
	stopWorker()
	<-workerDone
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// dataPath joins a name under the data directory.
func dataPath(cfg Config, name string) string { return filepath.Join(cfg.DataDir, name) }

// testOnlySwitches names the test-only switches that are on: each lets the
// SSRF guard admit loopback destinations, which a deployment must never do.
func testOnlySwitches(cfg Config) []string {
	var out []string
	if cfg.AllowLoopbackWebhooks {
		out = append(out, EnvAllowLoopbackWebhooks+"=1 lets webhooks reach 127.0.0.1 and ::1 (test only; never in a deployment)")
	}
	if cfg.AllowLoopbackUpstream {
		out = append(out, EnvAllowLoopbackUpstream+"=1 lets the proxy reach plain-http loopback upstreams (local development and tests only)")
	}
	return out
}
