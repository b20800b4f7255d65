package httpkit_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
)

type inner struct {
	Block float64 `json:"block"`
}

type body struct {
	Name       string           `json:"name"`
	Thresholds *inner           `json:"thresholds"`
	Rules      []inner          `json:"rules"`
	Labels     map[string]inner `json:"labels"`
	Raw        json.RawMessage  `json:"raw"`
}

func decode(t *testing.T, raw string, o httpkit.DecodeOptions) (body, error) {
	t.Helper()
	r := httptest.NewRequest("POST", "/", strings.NewReader(raw))
	r.Header.Set("Content-Type", "application/json")
	var b body
	err := httpkit.Decode(r, &b, o)
	return b, err
}

func detail(t *testing.T, err error) []httpkit.FieldError {
	t.Helper()
	ve, ok := err.(*httpkit.ValidationError)
	if !ok {
		t.Fatalf("want *ValidationError, got %T %v", err, err)
	}
	return ve.Detail
}

func TestDecodeRejectsUnknownFieldsAtTheirExactLocation(t *testing.T) {
	_, err := decode(t, `{"name":"a","thresholds":{"block":0.5,"blok":1},"rules":[{"block":1},{"x":2}],"labels":{"k":{"y":3}},"raw":{"free":1},"zz":0}`, httpkit.DecodeOptions{})
	got := detail(t, err)
	want := [][]any{
		{"body", "labels", "k", "y"},
		{"body", "rules", 1, "x"},
		{"body", "thresholds", "blok"},
		{"body", "zz"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d errors %+v, want %d", len(got), got, len(want))
	}
	for i, fe := range got {
		if !reflect.DeepEqual(fe.Loc, want[i]) || fe.Type != "extra_forbidden" {
			t.Errorf("error %d: got %v %s, want %v extra_forbidden", i, fe.Loc, fe.Type, want[i])
		}
	}
}

func TestDecodeAllowUnknown(t *testing.T) {
	b, err := decode(t, `{"name":"a","other":1}`, httpkit.DecodeOptions{AllowUnknown: true})
	if err != nil || b.Name != "a" {
		t.Fatalf("got %+v %v", b, err)
	}
}

func TestDecodeTypeErrorNamesTheField(t *testing.T) {
	_, err := decode(t, `{"thresholds":{"block":"high"}}`, httpkit.DecodeOptions{})
	got := detail(t, err)
	if !reflect.DeepEqual(got[0].Loc, []any{"body", "thresholds", "block"}) || got[0].Type != "number_type" {
		t.Fatalf("got %+v", got)
	}
}

func TestDecodeBadInputs(t *testing.T) {
	cases := map[string]struct {
		raw  string
		ct   string
		want string
	}{
		"not json":       {`{"name":`, "application/json", "json_invalid"},
		"empty":          {``, "application/json", "missing"},
		"wrong type":     {`[1,2]`, "application/json", "dict_type"},
		"wrong content":  {`{}`, "text/plain", "content_type"},
		"trailing value": {`{} {}`, "application/json", "json_invalid"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/", strings.NewReader(c.raw))
			r.Header.Set("Content-Type", c.ct)
			var b body
			err := httpkit.Decode(r, &b, httpkit.DecodeOptions{})
			if got := detail(t, err); got[0].Type != c.want {
				t.Fatalf("got %+v, want type %s", got, c.want)
			}
		})
	}
}

func TestDecodeBodyLimit(t *testing.T) {
	r := httptest.NewRequest("POST", "/", strings.NewReader(`{"name":"`+strings.Repeat("a", 100)+`"}`))
	var b body
	err := httpkit.Decode(r, &b, httpkit.DecodeOptions{MaxBytes: 50})
	if !errors.Is(err, errs.ErrTooLarge) {
		t.Fatalf("got %v, want ErrTooLarge", err)
	}
	w := httptest.NewRecorder()
	httpkit.WriteError(w, r, err)
	if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(w.Body.String(), `"PAYLOAD_TOO_LARGE"`) {
		t.Fatalf("got %d %s", w.Code, w.Body)
	}
}

func TestWriteErrorShapes(t *testing.T) {
	cases := []struct {
		err    error
		status int
		code   string
	}{
		{errs.ErrNotFound, 404, "NOT_FOUND"},
		{errs.New(errs.ErrNotFound, "DATASET_NOT_FOUND", "no such dataset"), 404, "DATASET_NOT_FOUND"},
		{errs.ErrVersionMismatch, 409, "CONFLICT"},
		{errs.New(errs.ErrQuotaExceeded, "QUOTA_EXCEEDED", "monthly quota used"), 402, "QUOTA_EXCEEDED"},
		{errs.ErrPermissionDenied, 403, "FORBIDDEN"},
		{errs.ErrUnauthenticated, 401, "UNAUTHENTICATED"},
		{errs.ErrNotImplemented, 501, "NOT_IMPLEMENTED"},
		{errorString("boom: secret detail"), 500, "INTERNAL"},
	}
	for _, c := range cases {
		w := httptest.NewRecorder()
		httpkit.WriteError(w, httptest.NewRequest("GET", "/", nil), c.err)
		var env struct {
			Error struct{ Code, Message string }
		}
		if err := json.Unmarshal(w.Body.Bytes(), &env); err != nil {
			t.Fatal(err)
		}
		if w.Code != c.status || env.Error.Code != c.code || env.Error.Message == "" {
			t.Errorf("%v: got %d %+v, want %d %s", c.err, w.Code, env, c.status, c.code)
		}
		if strings.Contains(w.Body.String(), "secret detail") {
			t.Errorf("internal error leaked its cause: %s", w.Body)
		}
	}
	w := httptest.NewRecorder()
	e := errs.New(errs.ErrRateLimited, "RATE_LIMITED", "slow down")
	e.RetryAfter = 7
	httpkit.WriteError(w, httptest.NewRequest("GET", "/", nil), e)
	if w.Code != 429 || w.Header().Get("Retry-After") != "7" {
		t.Fatalf("got %d retry-after %q", w.Code, w.Header().Get("Retry-After"))
	}
}

func TestValidationErrorBody(t *testing.T) {
	var c httpkit.Checker
	c.Len([]any{"body", "name"}, "", 1, 128)
	c.Range([]any{"body", "score"}, 1.5, 0, 1)
	c.OneOf([]any{"body", "mode"}, "loud", "flag", "redact")
	w := httptest.NewRecorder()
	httpkit.WriteError(w, httptest.NewRequest("GET", "/", nil), c.Err())
	var got struct{ Detail []httpkit.FieldError }
	_ = json.Unmarshal(w.Body.Bytes(), &got)
	if w.Code != 422 || len(got.Detail) != 3 || got.Detail[2].Type != "enum" || got.Detail[0].Type != "string_too_short" {
		t.Fatalf("got %d %s", w.Code, w.Body)
	}
}

func TestRouterEnvelopes(t *testing.T) {
	rt := httpkit.NewRouter()
	rt.Handle(httpkit.Route{Method: "GET", Path: "/api/things/{id}", Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpkit.WriteJSON(w, 200, map[string]string{"id": r.PathValue("id")})
	})})
	h := httpkit.Middleware(rt, nil)
	for _, c := range []struct {
		method, path string
		status       int
		code         string
	}{
		{"GET", "/api/things/42", 200, ""},
		{"GET", "/api/nothing", 404, "ROUTE_NOT_FOUND"},
		{"POST", "/api/things/42", 405, "METHOD_NOT_ALLOWED"},
	} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(c.method, c.path, nil))
		if w.Code != c.status || !strings.Contains(w.Body.String(), c.code) {
			t.Errorf("%s %s: got %d %s", c.method, c.path, w.Code, w.Body)
		}
		if w.Header().Get("X-Request-Id") == "" || w.Header().Get("Content-Type") != "application/json" {
			t.Errorf("%s %s: missing request id or content type: %v", c.method, c.path, w.Header())
		}
	}
}

func TestMiddlewareRecoversPanics(t *testing.T) {
	h := httpkit.Middleware(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("kaboom") }), nil)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	if w.Code != 500 || !strings.Contains(w.Body.String(), `"INTERNAL"`) || strings.Contains(w.Body.String(), "kaboom") {
		t.Fatalf("got %d %s", w.Code, w.Body)
	}
}

func TestRequestIDIsEchoedOnlyWhenSafe(t *testing.T) {
	h := httpkit.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(httpkit.RequestID(r.Context())))
	}), nil)
	for in, keep := range map[string]bool{"abc-123": true, "bad\nid": false, strings.Repeat("x", 65): false} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("X-Request-Id", in)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if (w.Body.String() == in) != keep || w.Header().Get("X-Request-Id") != w.Body.String() {
			t.Errorf("request id %q: got %q", in, w.Body.String())
		}
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

func TestNameRefusesControlAndInvisibleCharacters(t *testing.T) {
	for _, bad := range []string{"a\x00b", "line\nbreak", "tab\there", "esc\x1b[31m", "del\x7f", "c1\u0085", "rtl\u202eexe.txt", "zero\u200bwidth", "bom\ufeff"} {
		var c httpkit.Checker
		c.Name([]any{"body", "name"}, bad, 1, 64)
		err := c.Err()
		var ve *httpkit.ValidationError
		if !errors.As(err, &ve) || len(ve.Detail) != 1 || ve.Detail[0].Type != "value_error" {
			t.Errorf("%q: %v", bad, err)
		}
	}
	for _, good := range []string{"Support bot", "Zürich – prod", "日本語の名前", "o'brien-2 (eu)", "🚀 launch"} {
		var c httpkit.Checker
		c.Name([]any{"body", "name"}, good, 1, 64)
		if err := c.Err(); err != nil {
			t.Errorf("%q refused: %v", good, err)
		}
	}
}
