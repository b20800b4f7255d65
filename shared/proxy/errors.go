package proxy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
)

// Format is the wire format of a route family and of an upstream.
type Format string

// The two wire formats the proxy speaks.
const (
	FormatOpenAI    Format = "openai"
	FormatAnthropic Format = "anthropic"
)

// Stable codes of the proxy's refusals (the `code` of the error object in
// the caller's format).
const (
	CodeAppIDRequired          = "APP_ID_REQUIRED"
	CodeInputBlocked           = "INPUT_BLOCKED"
	CodeOutputBlocked          = "OUTPUT_BLOCKED"
	CodeCanaryLeaked           = "CANARY_LEAKED"
	CodeToolCallBlocked        = "TOOL_CALL_BLOCKED"
	CodeProviderForbidden      = "PROVIDER_FORBIDDEN"
	CodeUnknownProvider        = "UNKNOWN_PROVIDER"
	CodeProviderFormat         = "PROVIDER_FORMAT_MISMATCH"
	CodeNoProvider             = "NO_PROVIDER"
	CodeUpstreamNotAllowed     = "UPSTREAM_NOT_ALLOWED"
	CodeUpstreamUnavailable    = "UPSTREAM_UNAVAILABLE"
	CodeUpstreamInvalid        = "UPSTREAM_INVALID_RESPONSE"
	CodeUpstreamAuth           = "UPSTREAM_AUTH_FAILED"
	CodeSignatureRequired      = "SIGNATURE_REQUIRED"
	CodeSignatureInvalid       = "SIGNATURE_INVALID"
	CodeSignatureExpired       = "SIGNATURE_EXPIRED"
	CodeNonceReused            = "NONCE_REUSED"
	CodeSigningSecretNotSet    = "SIGNING_SECRET_NOT_SET"
	codeValidationFailed       = "VALIDATION_FAILED"
	defaultValidationFailedMsg = "the request is invalid"
)

// Error objects of the two formats. Both carry Bulwark's stable code and
// message under "error", so a client that reads {error:{code,message}}
// reads them too; a validation failure adds the usual `detail` list.
type openAIError struct {
	Error struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    string  `json:"code"`
	} `json:"error"`
	Detail []httpkit.FieldError `json:"detail,omitempty"`
}

type anthropicError struct {
	Type  string `json:"type"`
	Error struct {
		Type    string `json:"type"`
		Message string `json:"message"`
		Code    string `json:"code"`
	} `json:"error"`
	Detail []httpkit.FieldError `json:"detail,omitempty"`
}

// errorType names an HTTP status the way each format's error objects do.
func errorType(f Format, status int) string {
	switch {
	case status == http.StatusUnauthorized:
		return "authentication_error"
	case status == http.StatusPaymentRequired && f == FormatOpenAI:
		return "insufficient_quota"
	case status == http.StatusPaymentRequired:
		return "billing_error"
	case status == http.StatusForbidden:
		return "permission_error"
	case status == http.StatusNotFound:
		return "not_found_error"
	case status == http.StatusRequestEntityTooLarge && f == FormatAnthropic:
		return "request_too_large"
	case status == http.StatusTooManyRequests:
		return "rate_limit_error"
	case status >= 500 && f == FormatOpenAI:
		return "server_error"
	case status >= 500:
		return "api_error"
	}
	return "invalid_request_error"
}

// errorBody renders an error object in format f.
func errorBody(f Format, status int, code, message string, detail []httpkit.FieldError) []byte {
	var v any
	if f == FormatAnthropic {
		var e anthropicError
		e.Type = "error"
		e.Error.Type, e.Error.Message, e.Error.Code = errorType(f, status), message, code
		e.Detail = detail
		v = e
	} else {
		var e openAIError
		e.Error.Message, e.Error.Type, e.Error.Code = message, errorType(f, status), code
		if len(detail) > 0 {
			param := locParam(detail[0].Loc)
			e.Error.Param = &param
		}
		e.Detail = detail
		v = e
	}
	b, _ := json.Marshal(v)
	return b
}

// locParam turns a validation loc (["body","messages",0,"role"]) into the
// parameter path an OpenAI error names ("messages[0].role").
func locParam(loc []any) string {
	var b bytes.Buffer
	for i, p := range loc {
		if i == 0 && p == "body" {
			continue
		}
		switch v := p.(type) {
		case int:
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(v))
			b.WriteByte(']')
		default:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(fmt.Sprint(v))
		}
	}
	return b.String()
}

// writeError answers err in format f.
func writeError(w http.ResponseWriter, r *http.Request, f Format, err error) {
	e := describe(r, err)
	if e.retryAfter != "" {
		w.Header().Set("Retry-After", e.retryAfter)
	}
	writeErrorBody(w, f, e.status, e.code, e.message, e.detail)
}

// errorWriter answers the errors raised in front of a proxy route (no or a
// bad key, rate limit, scope) in format f, as the route's own errors are:
// SDKs read the error object of their provider's format.
func errorWriter(f Format) func(http.ResponseWriter, *http.Request, error) {
	return func(w http.ResponseWriter, r *http.Request, err error) { writeError(w, r, f, err) }
}

// described is an error as the API answers it.
type described struct {
	status        int
	code, message string
	detail        []httpkit.FieldError
	retryAfter    string
}

// describe finds the status, code, message and Retry-After of err through
// httpkit.WriteError, the one place that maps errors to answers (and logs
// server failures); the proxy only renders them in the caller's format.
func describe(r *http.Request, err error) described {
	rec := &capture{header: http.Header{}}
	httpkit.WriteError(rec, r, err)
	var env struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
		Detail []httpkit.FieldError `json:"detail"`
	}
	_ = json.Unmarshal(rec.body.Bytes(), &env)
	d := described{status: rec.status, code: env.Error.Code, message: env.Error.Message, retryAfter: rec.header.Get("Retry-After")}
	if env.Detail != nil {
		d.code, d.message, d.detail = codeValidationFailed, validationMessage(env.Detail), env.Detail
	}
	return d
}

// writeErrorBody writes an error object with an explicit status and code.
func writeErrorBody(w http.ResponseWriter, f Format, status int, code, msg string, detail []httpkit.FieldError) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(append(errorBody(f, status, code, msg, detail), '\n'))
}

// validationMessage summarises a validation failure in one line, as the
// SDKs show only the message.
func validationMessage(d []httpkit.FieldError) string {
	if len(d) == 0 {
		return defaultValidationFailedMsg
	}
	msg := d[0].Msg
	if p := locParam(d[0].Loc); p != "" {
		msg = p + ": " + msg
	}
	if len(d) > 1 {
		msg += " (and " + strconv.Itoa(len(d)-1) + " more problems)"
	}
	return msg
}

// capture is a minimal ResponseWriter that keeps what is written.
type capture struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (c *capture) Header() http.Header { return c.header }
func (c *capture) Write(b []byte) (int, error) {
	if c.status == 0 {
		c.status = http.StatusOK
	}
	return c.body.Write(b)
}
func (c *capture) WriteHeader(s int) {
	if c.status == 0 {
		c.status = s
	}
}

// blockedError is the refusal of a block verdict: 400 with the code of
// what was blocked, so that SDKs raise a non-retryable error.
func blockedError(code, reason string) *errs.Error {
	msg := "blocked by the app's security policy"
	if reason != "" {
		msg += ": " + reason
	}
	return errs.New(errs.ErrInvalid, code, msg)
}
