// Package httpkit is the HTTP toolkit every endpoint group uses: strict JSON
// decoding with size limits, the two error bodies of the API (422
// `{detail:[{loc,msg,type}]}` for validation, `{error:{code,message}}` for
// everything else), request ids, panic recovery, JSON access logs and the
// router that answers unknown routes with the envelope.
package httpkit

import (
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"bulwark/shared/errs"
)

// FieldError is one element of a validation error's detail list.
type FieldError struct {
	Loc  []any  `json:"loc"`
	Msg  string `json:"msg"`
	Type string `json:"type"`
}

// ValidationError is a 422 answer: one or more FieldErrors.
type ValidationError struct {
	Detail []FieldError `json:"detail"`
}

func (v *ValidationError) Error() string {
	if len(v.Detail) == 0 {
		return "validation failed"
	}
	return "validation failed: " + v.Detail[0].Msg
}

// Is makes errors.Is(v, errs.ErrInvalid) true.
func (v *ValidationError) Is(target error) bool { return target == errs.ErrInvalid }

// Invalid returns a ValidationError with one field error.
func Invalid(loc []any, msg, typ string) *ValidationError {
	return &ValidationError{Detail: []FieldError{{Loc: loc, Msg: msg, Type: typ}}}
}

type envelope struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// statusOf maps an error kind to its HTTP status and default code.
func statusOf(err error) (int, string, string) {
	switch {
	case errors.Is(err, errs.ErrNotFound):
		return http.StatusNotFound, "NOT_FOUND", "the resource does not exist"
	case errors.Is(err, errs.ErrAlreadyExists):
		return http.StatusConflict, "ALREADY_EXISTS", "the resource already exists"
	case errors.Is(err, errs.ErrVersionMismatch), errors.Is(err, errs.ErrConflict):
		return http.StatusConflict, "CONFLICT", "the resource was changed concurrently; retry"
	case errors.Is(err, errs.ErrInvalid):
		return http.StatusBadRequest, "BAD_REQUEST", "the request is invalid"
	case errors.Is(err, errs.ErrUnauthenticated):
		return http.StatusUnauthorized, "UNAUTHENTICATED", "authentication is required"
	case errors.Is(err, errs.ErrPermissionDenied):
		return http.StatusForbidden, "FORBIDDEN", "permission denied"
	case errors.Is(err, errs.ErrRateLimited):
		return http.StatusTooManyRequests, "RATE_LIMITED", "too many requests"
	case errors.Is(err, errs.ErrQuotaExceeded):
		return http.StatusPaymentRequired, "QUOTA_EXCEEDED", "quota exceeded"
	case errors.Is(err, errs.ErrTimeout):
		return http.StatusRequestTimeout, "REQUEST_TIMEOUT", "the request took too long"
	case errors.Is(err, errs.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, "PAYLOAD_TOO_LARGE", "the request body is too large"
	case errors.Is(err, errs.ErrNotImplemented):
		return http.StatusNotImplemented, "NOT_IMPLEMENTED", "not implemented yet"
	case errors.Is(err, errs.ErrUnavailable):
		return http.StatusServiceUnavailable, "UNAVAILABLE", "the service is temporarily unavailable"
	}
	return http.StatusInternalServerError, "INTERNAL", "internal error"
}

// WriteError is the one function that turns an error into an HTTP answer.
// Validation errors become 422 with the detail list; *errs.Error values keep
// their code and message; bare sentinels get a default code; anything else is
// a 500 whose cause is logged, never shown.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	var ve *ValidationError
	if errors.As(err, &ve) {
		WriteJSON(w, http.StatusUnprocessableEntity, ve)
		return
	}
	status, code, msg := statusOf(err)
	var e *errs.Error
	if errors.As(err, &e) {
		code, msg = e.Code, e.Message
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
		}
	}
	if status >= 500 {
		Logger(r).Error("request failed", "status", status, "code", code, "err", err.Error())
	}
	WriteErrorCode(w, status, code, msg)
}

// WriteErrorCode writes the error envelope with an explicit status and code.
func WriteErrorCode(w http.ResponseWriter, status int, code, message string) {
	var body envelope
	body.Error.Code = code
	body.Error.Message = message
	WriteJSON(w, status, body)
}

// Logger returns the request's logger (with its request id), or the default.
func Logger(r *http.Request) *slog.Logger {
	if r != nil {
		if l, ok := r.Context().Value(loggerKey{}).(*slog.Logger); ok {
			return l
		}
	}
	return slog.Default()
}

// Handle turns a handler that returns an error into an http.Handler that
// answers the error with WriteError.
func Handle(fn func(w http.ResponseWriter, r *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := fn(w, r); err != nil {
			WriteError(w, r, err)
		}
	})
}
