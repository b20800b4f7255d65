// Package awstest connects tests to the AWS emulator named by
// AWS_ENDPOINT_URL (scripts/emulator-up.sh starts one). Without it, AWS
// adapter tests skip, except under CI=true, where they fail: CI always runs
// them.
package awstest

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"

	"bulwark/shared/awsenv"
)

var credsOnce sync.Once

// Endpoint returns the emulator endpoint from AWS_ENDPOINT_URL. When it is
// unset the test is skipped, or fails when CI=true. It also gives the
// process dummy credentials when it has none, since emulators accept any.
func Endpoint(t testing.TB) string {
	t.Helper()
	ep := os.Getenv("AWS_ENDPOINT_URL")
	if ep == "" {
		const msg = "AWS_ENDPOINT_URL is not set: start an emulator with scripts/emulator-up.sh and export the line it prints"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg + " (CI=true: the AWS adapter tests must run)")
		}
		t.Skip(msg)
	}
	credsOnce.Do(func() {
		if os.Getenv("AWS_ACCESS_KEY_ID") == "" && os.Getenv("AWS_PROFILE") == "" {
			os.Setenv("AWS_ACCESS_KEY_ID", "test")
			os.Setenv("AWS_SECRET_ACCESS_KEY", "test")
			os.Unsetenv("AWS_SESSION_TOKEN")
		}
	})
	return ep
}

// Config returns the SDK configuration for the emulator (see Endpoint).
func Config(t testing.TB) aws.Config {
	t.Helper()
	Endpoint(t)
	cfg, err := awsenv.Load(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// UniqueName returns prefix followed by a random suffix, in lower case with
// other characters than letters, digits and '-' replaced by '-', and at
// most 50 characters: valid for DynamoDB tables, S3 buckets, SQS queues
// and secrets alike.
func UniqueName(t testing.TB, prefix string) string {
	t.Helper()
	b := make([]byte, 6)
	rand.Read(b)
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, strings.ToLower(prefix))
	if len(name) > 36 {
		name = name[:36]
	}
	return name + "-" + hex.EncodeToString(b)
}
