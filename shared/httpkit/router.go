package httpkit

import (
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"

	"bulwark/shared/errs"
)

// Route is one operation of an endpoint group: a method, a path pattern in
// net/http syntax ("/api/jobs/{job_id}") and its handler.
type Route struct {
	Method  string
	Path    string
	Handler http.Handler
	// WriteError, when set, answers the errors raised in front of the
	// handler (authentication, rate limit, scope) in the route's own wire
	// format, as the proxy's OpenAI and Anthropic routes must; nil is
	// WriteError, Bulwark's envelope.
	WriteError func(w http.ResponseWriter, r *http.Request, err error)
}

// Router is a net/http ServeMux that remembers its routes and answers
// unknown paths (404) and wrong methods (405, with Allow) with the error
// envelope instead of plain text.
type Router struct {
	mux    *http.ServeMux
	routes []Route
	// known holds every documented route of the API, also those another
	// function serves: a wrong method on one of them is 405 wherever the
	// request lands (on AWS, API Gateway sends it to the $default route).
	known *http.ServeMux
}

// NewRouter returns an empty router.
func NewRouter() *Router { return &Router{mux: http.NewServeMux(), known: http.NewServeMux()} }

// Know adds documented routes (method and path) that this router may not
// serve, so that a request with another method on their path is answered
// 405 with their methods in Allow rather than 404.
func (rt *Router) Know(method, path string) {
	rt.known.Handle(method+" "+path, http.NotFoundHandler())
}

// Handle adds routes. It panics on a conflicting pattern, at start-up.
func (rt *Router) Handle(routes ...Route) {
	for _, r := range routes {
		rt.mux.Handle(r.Method+" "+r.Path, r.Handler)
		rt.routes = append(rt.routes, r)
	}
}

// Routes lists the routes, sorted by path then method.
func (rt *Router) Routes() []Route {
	out := append([]Route(nil), rt.routes...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Method < out[j].Method
	})
	return out
}

// ServeHTTP dispatches to the matching route.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h, pattern := rt.mux.Handler(r)
	if pattern != "" {
		rt.mux.ServeHTTP(w, r)
		return
	}
	// No route: let the mux decide between 404, 405 and a redirect, then
	// answer with the envelope.
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	if rec.Code == http.StatusNotFound {
		if kh, pattern := rt.known.Handler(r); pattern == "" {
			known := httptest.NewRecorder()
			kh.ServeHTTP(known, r)
			if known.Code == http.StatusMethodNotAllowed {
				rec = known
			}
		}
	}
	switch rec.Code {
	case http.StatusMethodNotAllowed:
		w.Header().Set("Allow", rec.Header().Get("Allow"))
		WriteErrorCode(w, http.StatusMethodNotAllowed, "METHOD_NOT_ALLOWED",
			"method "+r.Method+" is not allowed here; allowed: "+allowList(rec.Header().Get("Allow")))
	case http.StatusNotFound:
		WriteErrorCode(w, http.StatusNotFound, "ROUTE_NOT_FOUND", "no route matches "+r.Method+" "+r.URL.Path)
	default:
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
	}
}

// NotImplemented answers 501 with the envelope: the route exists in the API
// but its group has not been built yet.
func NotImplemented(group string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		WriteError(w, r, errs.New(errs.ErrNotImplemented, "NOT_IMPLEMENTED",
			"the "+group+" endpoints are not available in this build yet"))
	})
}

// allowList writes an Allow header's methods as "GET, HEAD".
func allowList(allow string) string {
	var out []string
	for m := range strings.SplitSeq(allow, ",") {
		if m = strings.TrimSpace(m); m != "" {
			out = append(out, m)
		}
	}
	return strings.Join(out, ", ")
}
