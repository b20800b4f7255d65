package proxy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strings"
	"time"

	"bulwark/shared/detect/agentic"
	"bulwark/shared/errs"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/ssrf"
)

// HeaderProvider lets a request choose a registry provider other than the
// app's default (routing.provider); routing.forbidden_providers still
// applies.
const HeaderProvider = "X-Bulwark-Provider"

// customProvider is the provider name events record for an app's own
// upstream_base_url without a bound provider.
const customProvider = "custom"

// target is where one request goes: the upstream's base URL in the
// route's format, the provider name events record, and the key.
type target struct {
	provider string
	base     string
	// keyOf is the provider whose API key send reads (nil: no key). The
	// key is read only when the request is sent, after the input scan, so
	// that a request the app's policy blocks is blocked even when the
	// deployment has no key for the provider.
	keyOf *Provider
}

// route chooses the upstream of a request in format f:
//
//  1. routing.upstream_base_url, when set: https (plain-http loopback only
//     with BULWARK_ALLOW_LOOPBACK_UPSTREAM), its host in the deployment's
//     BULWARK_UPSTREAM_ALLOWLIST (loopback hosts pass under the loopback
//     switch), then in the app's egress.host_allowlist when that is not
//     empty. The key is routing.provider's, when that provider speaks f.
//  2. otherwise a registry provider: the X-Bulwark-Provider header, else
//     routing.provider, else the deployment's default of format f. It must
//     exist, speak f and not be in routing.forbidden_providers.
func (p *Proxy) route(ctx context.Context, cfg *appconfig.Config, f Format, r *http.Request) (target, error) {
	rt := cfg.Routing
	if rt.UpstreamBaseURL != nil && *rt.UpstreamBaseURL != "" {
		base := strings.TrimRight(*rt.UpstreamBaseURL, "/")
		if err := p.allowedUpstream(base, cfg.Egress.HostAllowlist); err != nil {
			return target{}, err
		}
		t := target{provider: customProvider, base: base}
		if rt.Provider != nil && *rt.Provider != "" {
			if err := forbidden(cfg, *rt.Provider); err != nil {
				return target{}, err
			}
			t.provider = *rt.Provider
			if prov, ok := p.providers.lookup(*rt.Provider); ok && prov.Format == f {
				t.keyOf = &prov
			}
		}
		return t, nil
	}
	slug := strings.TrimSpace(r.Header.Get(HeaderProvider))
	if slug == "" && rt.Provider != nil {
		slug = *rt.Provider
	}
	if slug == "" {
		slug = p.providers.defaults[f]
		if slug == "" {
			return target{}, errs.Newf(errs.ErrInvalid, CodeNoProvider,
				"this deployment has no %s-format provider; bind one with routing.provider or routing.upstream_base_url", f)
		}
	}
	if err := forbidden(cfg, slug); err != nil {
		return target{}, err
	}
	prov, ok := p.providers.lookup(slug)
	if !ok {
		return target{}, errs.Newf(errs.ErrInvalid, CodeUnknownProvider, "no provider %q in this deployment's provider registry", slug)
	}
	if prov.Format != f {
		return target{}, errs.Newf(errs.ErrInvalid, CodeProviderFormat,
			"the provider %q speaks the %s format; call it through the /%s-compatible routes", slug, prov.Format, prov.Format)
	}
	return target{provider: slug, base: prov.BaseURL, keyOf: &prov}, nil
}

// forbidden refuses a provider the app lists in routing.forbidden_providers.
func forbidden(cfg *appconfig.Config, slug string) error {
	if slices.ContainsFunc(cfg.Routing.ForbiddenProviders, func(s string) bool { return strings.EqualFold(s, slug) }) {
		return errs.Newf(errs.ErrPermissionDenied, CodeProviderForbidden,
			"the provider %q is forbidden for this app (routing.forbidden_providers)", slug)
	}
	return nil
}

// allowedUpstream checks an app's upstream_base_url against the SSRF
// guard's syntax rules, the deployment allowlist and the app's egress
// allowlist. The addresses are checked again at dial time.
func (p *Proxy) allowedUpstream(base string, egress []string) error {
	u, err := ssrf.ParseURL(base, p.ssrfOptions())
	if err != nil {
		return errs.Newf(errs.ErrPermissionDenied, CodeUpstreamNotAllowed, "routing.upstream_base_url is refused: %v", err)
	}
	host := u.Hostname()
	loopback := p.allowLoopback && isLoopback(host)
	if !loopback && (len(p.allowlist) == 0 || !agentic.HostAllowed(host, p.allowlist)) {
		return errs.Newf(errs.ErrPermissionDenied, CodeUpstreamNotAllowed,
			"the upstream host %q is not in this deployment's upstream allowlist (BULWARK_UPSTREAM_ALLOWLIST)", host)
	}
	if !agentic.HostAllowed(host, egress) {
		return errs.Newf(errs.ErrPermissionDenied, CodeUpstreamNotAllowed,
			"the upstream host %q is not in the app's egress.host_allowlist", host)
	}
	return nil
}

func isLoopback(host string) bool {
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return a.Unmap().IsLoopback()
	}
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	return h == "localhost" || strings.HasSuffix(h, ".localhost")
}

// ssrfOptions is the guard's policy for upstreams.
func (p *Proxy) ssrfOptions() ssrf.Options {
	return ssrf.Options{AllowLoopback: p.allowLoopback, Lookup: p.lookup}
}

// upstreamHeaderTimeout bounds the wait for the upstream's response
// headers: a non-streamed completion sends them only when the whole answer
// is generated.
const upstreamHeaderTimeout = 10 * time.Minute

// newTransport is the upstream transport: every connection dials through
// the SSRF guard (the resolved and the connected address are checked), no
// environment proxy, and a keep-alive pool sized for many concurrent
// requests to a few provider hosts.
func newTransport(o ssrf.Options) *http.Transport {
	return &http.Transport{
		Proxy:                 nil,
		DialContext:           ssrf.DialContext(o),
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: upstreamHeaderTimeout,
		MaxIdleConns:          1024,
		MaxIdleConnsPerHost:   512,
		IdleConnTimeout:       90 * time.Second,
		ForceAttemptHTTP2:     true,
	}
}

// maxUpstreamBody bounds a non-streamed upstream answer.
const maxUpstreamBody = 32 << 20

// send forwards a request to the upstream. Only the headers the format
// needs are sent: the caller's Bulwark credentials, cookies and signing
// headers never leave. The caller closes the response body.
func (p *Proxy) send(ctx context.Context, f Format, t target, method, path string, body []byte, in *http.Request, stream bool) (*http.Response, error) {
	key := ""
	if t.keyOf != nil {
		var err error
		if key, err = p.providers.keys.key(ctx, *t.keyOf); err != nil {
			return nil, err
		}
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, t.base+path, rd)
	if err != nil {
		return nil, errs.Newf(errs.ErrPermissionDenied, CodeUpstreamNotAllowed, "the upstream URL is invalid: %v", err)
	}
	h := req.Header
	if body != nil {
		h.Set("Content-Type", "application/json")
	}
	h.Set("Accept", "application/json")
	if stream {
		h.Set("Accept", "text/event-stream")
	}
	h.Set("User-Agent", "bulwark-proxy/1")
	switch f {
	case FormatOpenAI:
		if key != "" {
			h.Set("Authorization", "Bearer "+key)
		}
		for _, k := range []string{"OpenAI-Organization", "OpenAI-Project", "OpenAI-Beta"} {
			if v := in.Header.Get(k); v != "" {
				h.Set(k, v)
			}
		}
	case FormatAnthropic:
		if key != "" {
			h.Set("X-Api-Key", key)
		}
		h.Set("Anthropic-Version", or(in.Header.Get("Anthropic-Version"), "2023-06-01"))
		if v := in.Header.Get("Anthropic-Beta"); v != "" {
			h.Set("Anthropic-Beta", v)
		}
	}
	resp, err := p.client.Do(req)
	if err != nil {
		if errors.Is(err, ssrf.ErrBlocked) {
			var se *ssrf.Error
			reason := "refused by the SSRF guard"
			if errors.As(err, &se) {
				reason = se.Reason
			}
			return nil, errs.Newf(errs.ErrPermissionDenied, CodeUpstreamNotAllowed, "the upstream is not allowed: %s", reason)
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		var ne net.Error
		msg := "the upstream could not be reached"
		if errors.As(err, &ne) && ne.Timeout() {
			msg = "the upstream did not answer in time"
		}
		return nil, &errs.Error{Kind: errs.ErrUnavailable, Code: CodeUpstreamUnavailable, Message: msg, Err: err}
	}
	return resp, nil
}

// relayError passes an upstream's error answer to the caller: its status
// and body (an upstream of the same format already speaks the caller's
// error objects), bounded, as JSON. An upstream that refuses the
// deployment's provider key (401, 403) is the deployment's fault, not the
// caller's: it is a 502 UPSTREAM_AUTH_FAILED, and the upstream's message,
// which may quote part of the key, is not passed on.
func relayError(w http.ResponseWriter, f Format, resp *http.Response) {
	if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden {
		writeErrorBody(w, f, http.StatusBadGateway, CodeUpstreamAuth,
			"the upstream refused this deployment's provider credentials; ask the operator to check the provider key", nil)
		return
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if ra := resp.Header.Get("Retry-After"); ra != "" {
		w.Header().Set("Retry-After", ra)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(body)
}

// readUpstream reads a non-streamed answer, bounded.
func readUpstream(resp *http.Response) ([]byte, error) {
	var buf bytes.Buffer
	if n := resp.ContentLength; n > 0 && n <= maxUpstreamBody {
		buf.Grow(int(n) + bytes.MinRead) // read in one buffer, the end included
	}
	_, err := buf.ReadFrom(io.LimitReader(resp.Body, maxUpstreamBody+1))
	body := buf.Bytes()
	if err != nil {
		return nil, &errs.Error{Kind: errs.ErrUnavailable, Code: CodeUpstreamUnavailable, Message: "the upstream answer was cut off", Err: err}
	}
	if len(body) > maxUpstreamBody {
		return nil, errs.Newf(errs.ErrUnavailable, CodeUpstreamInvalid, "the upstream answer exceeds %d bytes", maxUpstreamBody)
	}
	return body, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// upstreamInvalid is the error of an answer the proxy cannot read.
func upstreamInvalid(what string) error {
	return errs.New(errs.ErrUnavailable, CodeUpstreamInvalid, fmt.Sprintf("the upstream answer is not a valid %s", what))
}
