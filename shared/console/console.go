// Package console serves the web console: the single-page application built
// from web/ (make web) and embedded with go:embed, mounted in front of the
// API by the local server.
//
// The console owns only GET and HEAD of "/", of its own section paths
// (/events, /apps/..., ...: the SPA falls back to index.html there) and of
// the files of the build (/assets/...). Everything else goes to the API
// handler unchanged, so /api/..., /openai-compatible/..., the reset page and
// unknown paths keep their JSON 404 and 405 answers.
//
// Every console answer carries a strict Content-Security-Policy (self only,
// no inline script or style, no framing), nosniff and no-referrer. A build
// without the bundle (a fresh clone before make web) still compiles and
// answers "/" with a short page saying how to build the console.
package console

import (
	"bytes"
	"embed"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"
)

// static holds the build output under static/app (absent before make web)
// and a committed README, so that the pattern always matches something.
//
//go:embed static
var static embed.FS

// CSP is the Content-Security-Policy of every console answer: scripts,
// styles, images and connections (fetch and the live WebSocket) from this
// origin only, no plugins, no framing, no base or form targets elsewhere.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
	"form-action 'self'; frame-ancestors 'none'"

// Sections are the first path segments of the console's own pages: a GET of
// one of them (or below it) answers index.html, and the application routes
// on the client.
var Sections = []string{
	"signin", "events", "apps", "mcp", "devices", "keys", "datasets", "playground", "audit", "org", "account",
}

// apiPrefixes are never the console's, whatever the method.
var apiPrefixes = []string{"/api/", "/openai-compatible/", "/anthropic-compatible/"}

// notBuilt is "/" when the bundle is absent.
const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bulwark console not built</title></head>
<body><main><h1>The Bulwark console is not built</h1>
<p>This server was compiled without the console's files. Run <code>make web</code>
(or <code>make run</code>, which builds it) and start the server again.</p>
<p>The API is served as usual under <code>/api/</code>.</p></main></body></html>
`

// Handler serves the console in front of api, which answers everything the
// console does not own. The live event stream is at the API's own origin
// (the local server).
func Handler(api http.Handler) http.Handler { return WithLive("")(api) }

// WithLive is Handler for a deployment whose live event stream is on
// another origin: on AWS, the WebSocket API's stage (liveURL, wss://...).
// The console reads it from /console.json, and the CSP lets it connect
// there.
func WithLive(liveURL string) func(api http.Handler) http.Handler {
	app, err := fs.Sub(static, "static/app")
	if err != nil {
		// fs.Sub fails only on an invalid name; a missing directory is
		// handled below as "not built".
		panic(err)
	}
	return func(api http.Handler) http.Handler { return handlerFS(api, app, liveURL) }
}

// LiveURL turns the WebSocket API's callback URL (https://<id>.execute-api.
// <region>.amazonaws.com/<stage>, BULWARK_LIVE_ENDPOINT) into the address
// clients connect to ("" when it is not an https URL).
func LiveURL(callback string) string {
	u, err := url.Parse(callback)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return ""
	}
	u.Scheme = "wss"
	return u.String()
}

// handlerFS is the handler over any file system holding the build (tests
// give it one).
func handlerFS(api http.Handler, app fs.FS, liveURL string) http.Handler {
	index, indexErr := fs.ReadFile(app, "index.html")
	files := http.FileServerFS(app)
	started := time.Now()
	csp := CSP
	if liveURL != "" {
		u, _ := url.Parse(liveURL)
		csp = strings.Replace(csp, "connect-src 'self'", "connect-src 'self' "+u.Scheme+"://"+u.Host, 1)
	}
	config, _ := json.Marshal(map[string]string{"live_url": liveURL})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if (r.Method != http.MethodGet && r.Method != http.MethodHead) || isAPI(p) {
			api.ServeHTTP(w, r)
			return
		}
		switch {
		case p == "/console.json":
			secure(w.Header(), csp)
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("Content-Type", "application/json")
			http.ServeContent(w, r, "console.json", started, bytes.NewReader(config))
		case p == "/" || p == "/index.html" || isSection(p):
			secure(w.Header(), csp)
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			if indexErr != nil {
				w.WriteHeader(http.StatusOK)
				if r.Method == http.MethodGet {
					_, _ = w.Write([]byte(notBuilt))
				}
				return
			}
			http.ServeContent(w, r, "index.html", started, bytes.NewReader(index))
		case isFile(app, p):
			secure(w.Header(), csp)
			if strings.HasPrefix(p, "/assets/") {
				// Vite names assets by their content's hash.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			files.ServeHTTP(w, r)
		default:
			api.ServeHTTP(w, r)
		}
	})
}

// secure sets the console's security headers.
func secure(h http.Header, csp string) {
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
}

func isAPI(p string) bool {
	if p == "/api" || p == "/reset-password" {
		return true
	}
	for _, pre := range apiPrefixes {
		if strings.HasPrefix(p, pre) {
			return true
		}
	}
	return false
}

func isSection(p string) bool {
	first, _, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	for _, s := range Sections {
		if first == s {
			return true
		}
	}
	return false
}

// isFile reports whether p names a regular file of the build (not
// index.html, which the section paths serve, and never a directory).
func isFile(app fs.FS, p string) bool {
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "" || name == "index.html" || !fs.ValidPath(name) {
		return false
	}
	st, err := fs.Stat(app, name)
	return err == nil && st.Mode().IsRegular()
}
