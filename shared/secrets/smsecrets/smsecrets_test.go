package smsecrets_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager/types"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/secretstest"
	"bulwark/shared/secrets/smsecrets"
)

// recording remembers the names written, so the test can delete them.
type recording struct {
	secrets.Store
	mu    sync.Mutex
	names map[string]bool
}

func (r *recording) Put(ctx context.Context, name string, v []byte) error {
	err := r.Store.Put(ctx, name, v)
	if err == nil {
		r.mu.Lock()
		r.names[name] = true
		r.mu.Unlock()
	}
	return err
}

func TestConformance(t *testing.T) {
	client := secretsmanager.NewFromConfig(awstest.Config(t))
	secretstest.Run(t, func(t *testing.T) secrets.Store {
		r := &recording{Store: smsecrets.New(client), names: map[string]bool{}}
		t.Cleanup(func() { deleteAll(t, client, r.names) })
		return r
	})
}

// TestTextSecret: a secret stored as a string (by the console or the CDK
// stack) reads as its bytes.
func TestTextSecret(t *testing.T) {
	client := secretsmanager.NewFromConfig(awstest.Config(t))
	name := awstest.UniqueName(t, "bulwark-test")
	if _, err := client.CreateSecret(t.Context(), &secretsmanager.CreateSecretInput{Name: aws.String(name), SecretString: aws.String("s3cr3t")}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { deleteAll(t, client, map[string]bool{name: true}) })
	got, err := smsecrets.New(client).Get(t.Context(), name)
	if err != nil || string(got) != "s3cr3t" {
		t.Fatalf("Get: %q, %v", got, err)
	}
}

func deleteAll(t *testing.T, client *secretsmanager.Client, names map[string]bool) {
	for name := range names {
		_, err := client.DeleteSecret(context.Background(), &secretsmanager.DeleteSecretInput{
			SecretId: aws.String(name), ForceDeleteWithoutRecovery: aws.Bool(true),
		})
		if err != nil && !isNotFound(err) {
			t.Errorf("delete secret %s: %v", name, err)
		}
	}
}

func isNotFound(err error) bool {
	var rnf *types.ResourceNotFoundException
	return errors.As(err, &rnf)
}

// TestTextIsStoredAsText: a JSON value (the owner's credentials) is a
// SecretString, readable in the console; random key bytes stay binary.
func TestTextIsStoredAsText(t *testing.T) {
	client := secretsmanager.NewFromConfig(awstest.Config(t))
	s := smsecrets.New(client)
	text, bin := awstest.UniqueName(t, "bulwark-test-text"), awstest.UniqueName(t, "bulwark-test-bin")
	t.Cleanup(func() { deleteAll(t, client, map[string]bool{text: true, bin: true}) })
	if err := s.Put(t.Context(), text, []byte(`{"email":"owner@example.org"}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Put(t.Context(), bin, []byte{0xff, 0x00, 0x81, 0x7f}); err != nil {
		t.Fatal(err)
	}
	out, err := client.GetSecretValue(t.Context(), &secretsmanager.GetSecretValueInput{SecretId: aws.String(text)})
	if err != nil || out.SecretString == nil || *out.SecretString != `{"email":"owner@example.org"}` || out.SecretBinary != nil {
		t.Fatalf("text secret: %+v %v", out, err)
	}
	out, err = client.GetSecretValue(t.Context(), &secretsmanager.GetSecretValueInput{SecretId: aws.String(bin)})
	if err != nil || out.SecretBinary == nil || out.SecretString != nil {
		t.Fatalf("binary secret: %+v %v", out, err)
	}
	// A second Put of text replaces the value, still as text.
	if err := s.Put(t.Context(), text, []byte(`{"email":"other@example.org"}`)); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Get(t.Context(), text); err != nil || string(got) != `{"email":"other@example.org"}` {
		t.Fatalf("after a second put: %q %v", got, err)
	}
}
