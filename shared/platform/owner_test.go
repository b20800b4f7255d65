package platform_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/clock"
	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/smsecrets"
	"bulwark/shared/store/dynamostore"
)

func TestBootstrapOwnerStoresOneTimeCredentialsOnce(t *testing.T) {
	// GIVEN an empty deployment, as the auth function finds it at its
	// first cold start
	l := localDeps(t)
	ctx := context.Background()
	// WHEN it bootstraps
	created, err := platform.BootstrapOwner(ctx, &l.Deps)
	if err != nil || !created {
		t.Fatalf("first start: created %v, %v", created, err)
	}
	// THEN the owner's credentials are in the secret, and they work
	stored, err := l.Secrets.Get(ctx, secrets.NameOwnerCredentials)
	if err != nil {
		t.Fatal(err)
	}
	var c platform.OwnerCredentials
	if err := json.Unmarshal(stored, &c); err != nil {
		t.Fatalf("secret %s: %v", stored, err)
	}
	if c.Email != identity.DefaultAdminEmail || len(c.Password) < 16 || c.WorkspaceID == "" {
		t.Fatalf("credentials %+v", c)
	}
	k, err := identity.LookupAPIKey(ctx, l.Main, c.APIKey, l.Clock.Now())
	if err != nil || k.WorkspaceID != c.WorkspaceID {
		t.Fatalf("the stored API key does not authenticate: %+v %v", k, err)
	}
	u, err := identity.UserByEmail(ctx, l.Main, c.Email)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := identity.VerifyPassword(c.Password, u.PasswordHash); !ok || err != nil {
		t.Fatalf("the stored password does not match the owner's: %v", err)
	}
	// WHEN the function starts again (another cold start)
	created, err = platform.BootstrapOwner(ctx, &l.Deps)
	// THEN nothing is created and the secret is left as it was
	if err != nil || created {
		t.Fatalf("second start: created %v, %v", created, err)
	}
	again, err := l.Secrets.Get(ctx, secrets.NameOwnerCredentials)
	if err != nil || !bytes.Equal(again, stored) {
		t.Fatalf("second start rewrote the secret: %s (%v)", again, err)
	}
}

func TestBootstrapOwnerConcurrentColdStartsCreateOneOwner(t *testing.T) {
	// GIVEN an empty deployment and several auth instances starting at once
	l := localDeps(t)
	var wg sync.WaitGroup
	results := make([]bool, 4)
	errs := make([]error, 4)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = platform.BootstrapOwner(context.Background(), &l.Deps)
		}()
	}
	wg.Wait()
	// THEN exactly one created the owner and stored its credentials
	n := 0
	for i, created := range results {
		if errs[i] != nil {
			t.Fatalf("start %d: %v", i, errs[i])
		}
		if created {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d starts created an owner, want 1", n)
	}
	var c platform.OwnerCredentials
	raw, err := l.Secrets.Get(context.Background(), secrets.NameOwnerCredentials)
	if err != nil || json.Unmarshal(raw, &c) != nil {
		t.Fatalf("secret: %s %v", raw, err)
	}
	if _, err := identity.LookupAPIKey(context.Background(), l.Main, c.APIKey, l.Clock.Now()); err != nil {
		t.Fatalf("stored key: %v", err)
	}
}

// refusingSecrets is a secret store whose writes fail (a missing grant).
type refusingSecrets struct{ secrets.Store }

func (refusingSecrets) Put(context.Context, string, []byte) error {
	return errors.New("AccessDeniedException")
}

func TestBootstrapOwnerReportsCredentialsItCouldNotStore(t *testing.T) {
	// GIVEN a deployment whose owner-credentials secret cannot be written
	l := localDeps(t)
	d := l.Deps
	d.Secrets = refusingSecrets{l.Secrets}
	// WHEN the auth function bootstraps
	created, err := platform.BootstrapOwner(context.Background(), &d)
	// THEN the owner exists, and the error says the credentials are lost
	if !created || err == nil || !strings.Contains(err.Error(), "credentials were not stored") {
		t.Fatalf("created %v, err %v", created, err)
	}
	// AND a later start does not create a second owner
	if created, err := platform.BootstrapOwner(context.Background(), &d); created || err != nil {
		t.Fatalf("later start: created %v, %v", created, err)
	}
}

func TestBootstrapOwnerReplacesTheStacksPlaceholderOnSecretsManager(t *testing.T) {
	// GIVEN the stack's owner-credentials secret, holding its placeholder
	// text, and an empty main table on the emulator
	ac := awstest.Config(t)
	ctx := context.Background()
	client := secretsmanager.NewFromConfig(ac)
	prefix := awstest.UniqueName(t, "bulwark-owner") + "/"
	name := prefix + secrets.NameOwnerCredentials
	if _, err := client.CreateSecret(ctx, &secretsmanager.CreateSecretInput{
		Name: aws.String(name), SecretString: aws.String(`{"status":"pending","placeholder":"x"}`),
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = client.DeleteSecret(context.Background(), &secretsmanager.DeleteSecretInput{
			SecretId: aws.String(name), ForceDeleteWithoutRecovery: aws.Bool(true),
		})
	})
	db := dynamo.New(ac)
	table := awstest.UniqueName(t, "bulwark-owner")
	if err := dynamostore.CreateTable(ctx, db, table); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dynamostore.DeleteTable(context.Background(), db, table) })
	d := &platform.Deps{
		Main: dynamostore.New(db, table, clock.System{}), Clock: clock.System{},
		Secrets: secrets.WithPrefix(smsecrets.New(client), prefix),
	}
	// WHEN the auth function bootstraps, twice
	if created, err := platform.BootstrapOwner(ctx, d); err != nil || !created {
		t.Fatalf("first start: %v %v", created, err)
	}
	if created, err := platform.BootstrapOwner(ctx, d); err != nil || created {
		t.Fatalf("second start: %v %v", created, err)
	}
	// THEN the secret's current value is the credentials, and they work
	raw, err := d.Secrets.Get(ctx, secrets.NameOwnerCredentials)
	var c platform.OwnerCredentials
	if err != nil || json.Unmarshal(raw, &c) != nil {
		t.Fatalf("secret %s: %v", raw, err)
	}
	if _, err := identity.LookupAPIKey(ctx, d.Main, c.APIKey, time.Now()); err != nil {
		t.Fatalf("stored key: %v", err)
	}
}
