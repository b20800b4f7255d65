// Package secrets is the port for deployment secrets (the JWT signing key,
// the webhook signing key, the key that encrypts saved credentials). Under
// make run they are files in the data directory, created on first use; on
// AWS they are Secrets Manager secrets created by the stack.
//
// Implementations are safe for concurrent use. Get wraps errs.ErrNotFound
// when the secret does not exist.
package secrets

import (
	"context"
	"crypto/rand"
	"errors"

	"bulwark/shared/errs"
)

// Names of the deployment secrets: the one list the code that reads them
// and the AWS stack that creates them (infra/stack) share. Each is read or
// created on first use through GetOrCreate (under make run, files in the
// data directory); on AWS the stack creates every secret a function reads,
// under the deployment's prefix, and grants it to exactly those functions.
const (
	// NameJWTSigningKey signs and verifies access tokens (HS256).
	NameJWTSigningKey = "jwt-signing-key"
	// NameWebhookKey is the key every workspace's webhook secret derives from.
	NameWebhookKey = "webhook-key"
	// NameCredentialsKey seals saved repository tokens (AES-256: 32 bytes).
	NameCredentialsKey = "credentials-key"
	// NameAppSigningKey seals runtime apps' request-signing secrets
	// (AES-256: 32 bytes).
	NameAppSigningKey = "app-signing-key"
	// NameDatasetHealSalt is the key the hashing salts of healed datasets
	// derive from.
	NameDatasetHealSalt = "dataset-heal-salt"
	// NameUploadURLKey signs the local stand-in for presigned upload URLs;
	// only make run mints them, so the AWS stack does not create it.
	NameUploadURLKey = "upload-url-key"
	// NameOpenAIKey and NameAnthropicKey hold the deployment's provider
	// API keys for the built-in OpenAI and Anthropic providers of the LLM
	// proxy, when OPENAI_API_KEY / ANTHROPIC_API_KEY are not set. On AWS
	// the stack creates them holding ProviderKeyUnset, readable by the
	// proxy function only; the operator puts the real key in them.
	NameOpenAIKey    = "provider-openai-api-key"
	NameAnthropicKey = "provider-anthropic-api-key"
	// NameOwnerCredentials holds, on AWS, the first owner's one-time
	// credentials (JSON), written by the auth function when it bootstraps
	// an empty deployment.
	NameOwnerCredentials = "owner-credentials"
)

// ProviderKeyUnset is the value of a provider-key secret nobody has set:
// the proxy answers 503 (no API key configured) rather than send it.
const ProviderKeyUnset = "unset"

// Store reads and writes named secrets.
type Store interface {
	Get(ctx context.Context, name string) ([]byte, error)
	Put(ctx context.Context, name string, value []byte) error
}

// GetOrCreate returns the named secret, creating it with n random bytes when
// it does not exist yet.
func GetOrCreate(ctx context.Context, s Store, name string, n int) ([]byte, error) {
	v, err := s.Get(ctx, name)
	if err == nil {
		return v, nil
	}
	if !errors.Is(err, errs.ErrNotFound) {
		return nil, err
	}
	v = make([]byte, n)
	if _, err := rand.Read(v); err != nil {
		return nil, err
	}
	if err := s.Put(ctx, name, v); err != nil {
		return nil, err
	}
	return s.Get(ctx, name)
}

// WithPrefix returns a Store that prepends prefix to every name, so that
// one AWS account can hold several deployments' secrets ("bulwark/...").
func WithPrefix(s Store, prefix string) Store { return prefixed{s, prefix} }

type prefixed struct {
	s      Store
	prefix string
}

func (p prefixed) Get(ctx context.Context, name string) ([]byte, error) {
	return p.s.Get(ctx, p.prefix+name)
}

func (p prefixed) Put(ctx context.Context, name string, value []byte) error {
	return p.s.Put(ctx, p.prefix+name, value)
}
