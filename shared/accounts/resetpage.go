package accounts

import (
	"errors"
	"html/template"
	"net/http"
	"strings"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
)

// The reset page: the link of the reset and invitation e-mails
// (/reset-password?token=...) opens a form that sets the password with no
// script and no client, posting to the same path. It answers HTML and
// never echoes the password; the token travels only in the form.

// resetPageCSP allows the page's own inline style and form, nothing else.
const resetPageCSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

var resetPageTmpl = template.Must(template.New("reset").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Bulwark: choose a password</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem}.err{color:#a40e26}.ok{color:#116329}</style></head>
<body><main><h1>Choose your Bulwark password</h1>
{{if .Done}}<p class="ok" role="status">Your password has been changed. Sign in with the new password.</p>
{{else if .NoToken}}<p class="err" role="alert">This page needs the link from your e-mail (it carries a token).</p>
{{else}}{{if .Problem}}<p class="err" role="alert" id="problem">{{.Problem}}</p>{{end}}
<form method="post" action="/reset-password">
<input type="hidden" name="token" value="{{.Token}}">
<label for="pw">New password (12 to 128 characters)</label>
<input id="pw" name="new_password" type="password" autocomplete="new-password" minlength="12" maxlength="128" required{{if .Problem}} aria-describedby="problem"{{end}}>
<label for="pw2">The same password again</label>
<input id="pw2" name="confirm" type="password" autocomplete="new-password" minlength="12" maxlength="128" required>
<button type="submit">Set the password</button>
</form>{{end}}
</main></body></html>
`))

type resetView struct {
	Token, Problem string
	Done, NoToken  bool
}

func writeResetPage(w http.ResponseWriter, status int, v resetView) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", resetPageCSP)
	h.Set("X-Frame-Options", "DENY")
	w.WriteHeader(status)
	_ = resetPageTmpl.Execute(w, v)
}

// resetPage serves GET /reset-password?token=...: the form.
func (s *server) resetPage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if token == "" || len(token) > 512 {
		writeResetPage(w, http.StatusBadRequest, resetView{NoToken: true})
		return
	}
	writeResetPage(w, http.StatusOK, resetView{Token: token})
}

// resetForm serves POST /reset-password: the form's answer, another page.
func (s *server) resetForm(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := r.ParseForm(); err != nil {
		writeResetPage(w, http.StatusBadRequest, resetView{NoToken: true})
		return
	}
	token, pw := r.PostForm.Get("token"), r.PostForm.Get("new_password")
	if token == "" || len(token) > 512 {
		writeResetPage(w, http.StatusBadRequest, resetView{NoToken: true})
		return
	}
	if pw != r.PostForm.Get("confirm") {
		writeResetPage(w, http.StatusUnprocessableEntity, resetView{Token: token, Problem: "The two passwords differ; type the same one twice."})
		return
	}
	if err := s.limitPublic(w, r); err != nil {
		writeResetPage(w, http.StatusTooManyRequests, resetView{Token: token, Problem: "Too many attempts; wait a minute and try again."})
		return
	}
	err := s.reset(r, token, pw, []any{"body", "new_password"})
	var ve *httpkit.ValidationError
	switch {
	case err == nil:
		writeResetPage(w, http.StatusOK, resetView{Done: true})
	case errors.As(err, &ve) && len(ve.Detail) > 0:
		writeResetPage(w, http.StatusUnprocessableEntity, resetView{Token: token, Problem: strings.TrimSuffix(ve.Detail[0].Msg, ".") + "."})
	case errors.Is(err, errBadResetToken):
		writeResetPage(w, http.StatusBadRequest, resetView{NoToken: false, Problem: "This link is invalid, expired or was already used: ask for a new one (Forgot password)."})
	default:
		var pe *errs.Error
		if errors.As(err, &pe) && pe.Kind == errs.ErrRateLimited {
			writeResetPage(w, http.StatusTooManyRequests, resetView{Token: token, Problem: "Too many attempts; wait a minute and try again."})
			return
		}
		httpkit.Logger(r).ErrorContext(r.Context(), "reset page", "err", err.Error())
		writeResetPage(w, http.StatusInternalServerError, resetView{Token: token, Problem: "Something went wrong on our side; try again in a moment."})
	}
}
