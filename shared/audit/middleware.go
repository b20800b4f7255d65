package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode"

	"bulwark/shared/httpkit"
	"bulwark/shared/openapi"
	"bulwark/shared/principal"
)

// maxParamsBody is the largest JSON body recorded as params; larger bodies
// are recorded as {"_truncated": true} with their size in metadata.
const maxParamsBody = 64 << 10

// pending is the record a mutating request will write, with the
// refinements its handler asked for.
type pending struct {
	annotations []func(*Record)
}

type pendingKey struct{}

// Annotate refines the record the middleware writes for this request: a
// handler sets the id of what it created, a better summary, a severity or
// metadata. fn runs after the defaults are filled in. Outside a mutating
// request it does nothing.
func Annotate(r *http.Request, fn func(*Record)) {
	if p, ok := r.Context().Value(pendingKey{}).(*pending); ok {
		p.annotations = append(p.annotations, fn)
	}
}

// SetParams replaces the recorded params (for bodies the middleware cannot
// read as JSON, such as multipart uploads); v is redacted like a body.
func SetParams(r *http.Request, v map[string]any) {
	Annotate(r, func(rec *Record) { rec.Params = v })
}

// Middleware records every mutating request (any method but GET, HEAD and
// OPTIONS) of an authenticated operation once its handler has answered,
// whatever the outcome. It must run inside the guard, which puts the
// principal in the context. Data-plane operations (op.NoAudit: scans and
// proxied LLM calls) are left to the runtime event log, which records them
// without their text.
func Middleware(w *Writer, op openapi.Operation, next http.Handler) http.Handler {
	if op.NoAudit {
		return next
	}
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		p, ok := principal.From(r.Context())
		if !ok || isRead(r.Method) {
			next.ServeHTTP(rw, r)
			return
		}
		pend := &pending{}
		r = r.WithContext(context.WithValue(r.Context(), pendingKey{}, pend))
		body := &teeBody{ReadCloser: r.Body}
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = body
		}
		sw := &statusWriter{ResponseWriter: rw}
		defer func() {
			panicked := recover()
			if panicked != nil {
				sw.status = http.StatusInternalServerError
			} else if r.Body == body && body.buf.Len() <= maxParamsBody {
				// A handler that answered without reading the body (a 501,
				// an early refusal) still has its request recorded.
				_, _ = io.CopyN(io.Discard, body, int64(maxParamsBody+1-body.buf.Len()))
			}
			rec := defaultRecord(op, r, p, sw, body)
			for _, fn := range pend.annotations {
				fn(&rec)
			}
			w.WriteLogged(context.WithoutCancel(r.Context()), p.WorkspaceID, rec)
			if panicked != nil {
				panic(panicked)
			}
		}()
		next.ServeHTTP(sw, r)
	})
}

// defaultRecord derives the record of a request from its operation, path,
// principal, body and outcome.
func defaultRecord(op openapi.Operation, r *http.Request, p principal.Principal, sw *statusWriter, body *teeBody) Record {
	status := sw.status
	if status == 0 {
		status = http.StatusOK
	}
	entityType, entityID := Entity(op.Path, r.PathValue)
	meta := map[string]any{
		"method": r.Method, "path": r.URL.Path, "status": status, "operation_id": op.OperationID,
		"request_id": httpkit.RequestID(r.Context()), "via": p.Via,
	}
	if p.UserID != 0 {
		meta["user_id"] = p.UserID
	}
	if p.KeyID != "" {
		meta["api_key_id"] = p.KeyID
	}
	if status >= 400 {
		meta["error_code"] = sw.errorCode()
	}
	if len(r.URL.Query()) > 0 {
		q := map[string]any{}
		for k, v := range r.URL.Query() {
			q[k] = strings.Join(v, ",")
		}
		clean, _ := Redact(q)
		meta["query"] = clean
	}
	params := map[string]any{}
	if body.size > maxParamsBody {
		params = map[string]any{"_truncated": true}
		meta["body_bytes"] = body.size
	} else if b := bytes.TrimSpace(body.buf.Bytes()); len(b) > 0 && isJSON(r.Header.Get("Content-Type")) {
		var v any
		if json.Unmarshal(b, &v) == nil {
			if m, ok := v.(map[string]any); ok {
				params = m
			} else {
				params = map[string]any{"body": v}
			}
		}
	}
	outcome := "succeeded"
	if status >= 400 {
		outcome = "failed"
	}
	rec := Record{
		EventType: EventType(op.OperationID), Category: op.Group,
		Summary:    fmt.Sprintf("%s %s %s %s (%d)", p.Actor, r.Method, r.URL.Path, outcome, status),
		Actor:      p.Actor,
		EntityType: entityType, EntityID: entityID,
		Severity: Severity(r.Method, status),
		Params:   params, Metadata: meta, IPAddress: p.ClientIP,
	}
	if strings.Contains(op.Path, "{app_uuid}") {
		rec.ApplicationID = r.PathValue("app_uuid")
	}
	return rec
}

// EventType turns an operation id into an event type: createApiKey ->
// create_api_key.
func EventType(operationID string) string {
	var b strings.Builder
	rs := []rune(operationID)
	for i, c := range rs {
		if unicode.IsUpper(c) {
			if i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]) ||
				i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
				b.WriteByte('_')
			}
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Entity derives what a request acts on from its path pattern: the last
// path parameter and the collection before it
// (/api/api-keys/{key_id} -> api_key, the key id), or, without a parameter,
// the last segment (/api/api-keys -> api_key, no id; the handler annotates
// the id of what it created).
func Entity(pattern string, value func(string) string) (entityType, entityID string) {
	segs := strings.Split(strings.Trim(pattern, "/"), "/")
	for i := len(segs) - 1; i >= 0; i-- {
		s := segs[i]
		if !strings.HasPrefix(s, "{") {
			continue
		}
		name := strings.Trim(s, "{}")
		if i > 0 && !strings.HasPrefix(segs[i-1], "{") {
			return singular(segs[i-1]), value(name)
		}
		return singular(strings.TrimSuffix(strings.TrimSuffix(name, "_id"), "_uuid")), value(name)
	}
	if len(segs) == 0 {
		return "", ""
	}
	return singular(segs[len(segs)-1]), ""
}

func singular(s string) string {
	s = strings.ReplaceAll(s, "-", "_")
	if strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") && len(s) > 1 {
		s = strings.TrimSuffix(s, "s")
	}
	return s
}

// Severity grades a request by method and outcome: refusals of an
// authenticated caller (401, 403) are high; server failures medium; other
// client errors low; successful deletions medium; other successful changes
// low. Handlers raise it for security-relevant changes.
func Severity(method string, status int) string {
	switch {
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		return SeverityHigh
	case status >= 500:
		return SeverityMedium
	case status >= 400:
		return SeverityLow
	case method == http.MethodDelete:
		return SeverityMedium
	}
	return SeverityLow
}

func isRead(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return true
	}
	return false
}

func isJSON(ct string) bool {
	if ct == "" {
		return true // Decode accepts a body without a content type as JSON
	}
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && (mt == "application/json" || strings.HasSuffix(mt, "+json"))
}

// teeBody keeps the first maxParamsBody bytes the handler reads and counts
// the rest.
type teeBody struct {
	io.ReadCloser
	buf  bytes.Buffer
	size int
}

func (t *teeBody) Read(p []byte) (int, error) {
	n, err := t.ReadCloser.Read(p)
	if room := maxParamsBody + 1 - t.buf.Len(); room > 0 {
		t.buf.Write(p[:min(n, room)])
	}
	t.size += n
	return n, err
}

// statusWriter records the status and the start of an error body.
type statusWriter struct {
	http.ResponseWriter
	status int
	errBuf bytes.Buffer
}

func (s *statusWriter) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	if s.status >= 400 && s.errBuf.Len() < 4096 {
		s.errBuf.Write(b[:min(len(b), 4096-s.errBuf.Len())])
	}
	return s.ResponseWriter.Write(b)
}

// Flush keeps streaming responses streaming.
func (s *statusWriter) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// errorCode reads the stable code of an error answer.
func (s *statusWriter) errorCode() string {
	var env struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
		Detail json.RawMessage `json:"detail"`
	}
	if json.Unmarshal(s.errBuf.Bytes(), &env) != nil {
		return ""
	}
	if env.Error.Code == "" && env.Detail != nil {
		return "VALIDATION_FAILED"
	}
	return env.Error.Code
}
