package proxy

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/errs"
	"bulwark/shared/secrets"
	"bulwark/shared/ssrf"
)

// Provider is one entry of the deployment's provider registry: an LLM API
// the proxy may forward to, and where its API key is kept. The key never
// leaves the proxy except in the upstream request's auth header.
type Provider struct {
	// Slug names the provider in routing.provider, routing.forbidden_providers,
	// the X-Bulwark-Provider header and runtime events.
	Slug string `json:"slug"`
	// Format is the wire format the provider speaks: "openai" or "anthropic".
	Format Format `json:"format"`
	// BaseURL is the base the official SDK of the format uses: the OpenAI
	// one ends in /v1 (requests go to BaseURL + "/chat/completions"), the
	// Anthropic one does not (requests go to BaseURL + "/v1/messages").
	BaseURL string `json:"base_url"`
	// APIKeyEnv names the environment variable holding the key, or
	// APIKeySecret the deployment secret (a file under the data directory
	// locally, Secrets Manager on AWS); neither means no key is sent.
	APIKeyEnv    string `json:"api_key_env,omitempty"`
	APIKeySecret string `json:"api_key_secret,omitempty"`
	// Default makes the provider the one requests of its format use when
	// the app binds none (the first of the format is the default
	// otherwise).
	Default bool `json:"default,omitempty"`
}

// registryFile is the content of BULWARK_PROVIDERS_FILE.
type registryFile struct {
	Providers []Provider `json:"providers"`
}

// DefaultProviders is the registry of a deployment that sets no
// BULWARK_PROVIDERS_FILE: the public OpenAI and Anthropic APIs, with their
// keys in OPENAI_API_KEY and ANTHROPIC_API_KEY or, when those are unset,
// in the deployment secrets provider-openai-api-key and
// provider-anthropic-api-key (which the AWS stack creates for the proxy).
func DefaultProviders() []Provider {
	return []Provider{
		{Slug: "openai", Format: FormatOpenAI, BaseURL: "https://api.openai.com/v1", APIKeyEnv: "OPENAI_API_KEY", APIKeySecret: secrets.NameOpenAIKey},
		{Slug: "anthropic", Format: FormatAnthropic, BaseURL: "https://api.anthropic.com", APIKeyEnv: "ANTHROPIC_API_KEY", APIKeySecret: secrets.NameAnthropicKey},
	}
}

var slugForm = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

// LoadProviders reads a registry file (JSON: {"providers":[...]}); an
// empty path gives DefaultProviders. Every entry is checked: a slug of
// 1-64 lower-case letters, digits, '.', '_' or '-', a known format, a
// base URL the SSRF guard accepts (https; plain-http loopback only with
// allowLoopback), at most one key source, and no two defaults of a format.
func LoadProviders(path string, allowLoopback bool) ([]Provider, error) {
	if path == "" {
		return DefaultProviders(), nil
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("proxy: provider registry: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var f registryFile
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("proxy: provider registry %s: %w", path, err)
	}
	return f.Providers, checkProviders(f.Providers, allowLoopback)
}

func checkProviders(ps []Provider, allowLoopback bool) error {
	seen := map[string]bool{}
	defaults := map[Format]bool{}
	for i := range ps {
		p := &ps[i]
		p.BaseURL = strings.TrimRight(p.BaseURL, "/")
		switch {
		case !slugForm.MatchString(p.Slug):
			return fmt.Errorf("proxy: provider %d: slug %q is not 1-64 of a-z 0-9 . _ -", i, p.Slug)
		case seen[p.Slug]:
			return fmt.Errorf("proxy: provider %q is listed twice", p.Slug)
		case p.Format != FormatOpenAI && p.Format != FormatAnthropic:
			return fmt.Errorf("proxy: provider %q: format %q is not openai or anthropic", p.Slug, p.Format)
		case p.APIKeyEnv != "" && p.APIKeySecret != "":
			return fmt.Errorf("proxy: provider %q: give api_key_env or api_key_secret, not both", p.Slug)
		case p.Default && defaults[p.Format]:
			return fmt.Errorf("proxy: two default providers of format %s", p.Format)
		}
		if _, err := ssrf.ParseURL(p.BaseURL, ssrf.Options{AllowLoopback: allowLoopback}); err != nil {
			return fmt.Errorf("proxy: provider %q: base_url: %w", p.Slug, err)
		}
		seen[p.Slug] = true
		defaults[p.Format] = defaults[p.Format] || p.Default
	}
	return nil
}

// registry finds providers and reads their keys.
type registry struct {
	bySlug   map[string]Provider
	defaults map[Format]string
	keys     *keyring
}

func newRegistry(ps []Provider, keys *keyring) *registry {
	r := &registry{bySlug: map[string]Provider{}, defaults: map[Format]string{}, keys: keys}
	for _, p := range ps {
		r.bySlug[p.Slug] = p
		if _, ok := r.defaults[p.Format]; !ok || p.Default {
			r.defaults[p.Format] = p.Slug
		}
	}
	return r
}

// lookup returns the provider of a slug.
func (r *registry) lookup(slug string) (Provider, bool) {
	p, ok := r.bySlug[slug]
	return p, ok
}

// keyTTL is how long a key read from the secret store is kept in memory,
// so that a rotated key reaches every instance within it without a
// secret-store call per request.
const keyTTL = 5 * time.Minute

// keyring reads provider keys from the environment or the secret store.
type keyring struct {
	getenv  func(string) string
	secrets secrets.Store
	clock   clock.Clock

	mu     sync.Mutex
	cached map[string]cachedKey
}

type cachedKey struct {
	value   string
	fetched time.Time
}

// key returns the provider's API key ("" when it has no key source): the
// environment variable when set, else the secret (the built-in providers
// have both). A missing key is a deployment fault: 503, never the client's
// problem.
func (k *keyring) key(ctx context.Context, p Provider) (string, error) {
	noKey := errs.Newf(errs.ErrUnavailable, CodeUpstreamUnavailable,
		"the provider %q has no API key configured on this deployment", p.Slug)
	env := ""
	if p.APIKeyEnv != "" {
		env = strings.TrimSpace(k.getenv(p.APIKeyEnv))
	}
	switch {
	case env != "":
		return env, nil
	case p.APIKeySecret != "" && k.secrets != nil:
		now := k.clock.Now()
		k.mu.Lock()
		c, ok := k.cached[p.APIKeySecret]
		k.mu.Unlock()
		if ok && now.Sub(c.fetched) < keyTTL && !now.Before(c.fetched) {
			return c.value, nil
		}
		raw, err := k.secrets.Get(ctx, p.APIKeySecret)
		if errors.Is(err, errs.ErrNotFound) {
			return "", noKey
		}
		if err != nil {
			return "", fmt.Errorf("proxy: provider key of %s: %w", p.Slug, err)
		}
		v := strings.TrimSpace(string(raw))
		if v == "" || v == secrets.ProviderKeyUnset {
			return "", noKey
		}
		k.mu.Lock()
		k.cached[p.APIKeySecret] = cachedKey{value: v, fetched: now}
		k.mu.Unlock()
		return v, nil
	case p.APIKeyEnv != "" || p.APIKeySecret != "":
		return "", noKey
	}
	return "", nil
}
