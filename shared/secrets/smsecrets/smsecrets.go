// Package smsecrets is the AWS Secrets Manager secrets.Store adapter. A
// value that is UTF-8 text (the owner's credentials, a rotated key set,
// both JSON) is stored as SecretString, readable in the console; other
// values (random key bytes) as SecretBinary. Get reads both, so secrets
// created by hand or by the CDK stack as text work too.
package smsecrets

import (
	"context"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager/types"

	"bulwark/shared/errs"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/internal/secretname"
)

// Store reads and writes Secrets Manager secrets by name.
type Store struct {
	client *secretsmanager.Client
}

var _ secrets.Store = (*Store)(nil)

// New returns a Store using client.
func New(client *secretsmanager.Client) *Store {
	return &Store{client: client}
}

func translate(err error) error {
	var rnf *types.ResourceNotFoundException
	if errors.As(err, &rnf) {
		return fmt.Errorf("%w: %w", errs.ErrNotFound, err)
	}
	return err
}

// Get returns the current value of the secret.
func (s *Store) Get(ctx context.Context, name string) ([]byte, error) {
	if err := secretname.Check(name); err != nil {
		return nil, fmt.Errorf("smsecrets.Get %s: %w", name, err)
	}
	out, err := s.client.GetSecretValue(ctx, &secretsmanager.GetSecretValueInput{SecretId: aws.String(name)})
	if err != nil {
		return nil, fmt.Errorf("smsecrets.Get %s: %w", name, translate(err))
	}
	if out.SecretBinary != nil {
		return out.SecretBinary, nil
	}
	if out.SecretString != nil {
		return []byte(*out.SecretString), nil
	}
	return nil, fmt.Errorf("smsecrets.Get %s: secret has no value: %w", name, errs.ErrNotFound)
}

// Put stores a new current value, creating the secret when it does not
// exist.
func (s *Store) Put(ctx context.Context, name string, value []byte) error {
	if err := secretname.Check(name); err != nil {
		return fmt.Errorf("smsecrets.Put %s: %w", name, err)
	}
	if err := secretname.CheckValue(value); err != nil {
		return fmt.Errorf("smsecrets.Put %s: %w", name, err)
	}
	// Two rounds: a secret created by someone else between our failed
	// update and our create is updated on the second.
	put := &secretsmanager.PutSecretValueInput{SecretId: aws.String(name)}
	create := &secretsmanager.CreateSecretInput{Name: aws.String(name)}
	if utf8.Valid(value) {
		put.SecretString, create.SecretString = aws.String(string(value)), aws.String(string(value))
	} else {
		put.SecretBinary, create.SecretBinary = value, value
	}
	for range 2 {
		_, err := s.client.PutSecretValue(ctx, put)
		var rnf *types.ResourceNotFoundException
		if !errors.As(err, &rnf) {
			if err != nil {
				return fmt.Errorf("smsecrets.Put %s: %w", name, err)
			}
			return nil
		}
		_, err = s.client.CreateSecret(ctx, create)
		var exists *types.ResourceExistsException
		if !errors.As(err, &exists) {
			if err != nil {
				return fmt.Errorf("smsecrets.Put %s: %w", name, err)
			}
			return nil
		}
	}
	return fmt.Errorf("smsecrets.Put %s: secret keeps appearing and vanishing: %w", name, errs.ErrConflict)
}
