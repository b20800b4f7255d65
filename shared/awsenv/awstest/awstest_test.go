package awstest

import (
	"os"
	"regexp"
	"sync"
	"testing"
)

func TestUniqueName(t *testing.T) {
	valid := regexp.MustCompile(`^[a-z0-9-]{3,50}$`)
	a := UniqueName(t, "Test/Conformance_Sub Test with a very long name indeed")
	b := UniqueName(t, "Test/Conformance_Sub Test with a very long name indeed")
	if a == b {
		t.Fatalf("two names are equal: %s", a)
	}
	for _, n := range []string{a, b, UniqueName(t, "x")} {
		if !valid.MatchString(n) {
			t.Fatalf("%q is not a valid bucket, table and queue name", n)
		}
	}
}

// fakeTB records how Endpoint ends a test instead of ending this one.
type fakeTB struct {
	testing.TB
	ended string
}

type stopped struct{}

func (f *fakeTB) Helper()           {}
func (f *fakeTB) Fatal(args ...any) { f.ended = "fatal"; panic(stopped{}) }
func (f *fakeTB) Skip(args ...any)  { f.ended = "skip"; panic(stopped{}) }

func endpointOutcome(t *testing.T) (string, string) {
	f := &fakeTB{TB: t}
	var ep string
	func() {
		defer func() {
			if r := recover(); r != nil && r != (stopped{}) {
				panic(r)
			}
		}()
		ep = Endpoint(f)
	}()
	return ep, f.ended
}

func TestEndpoint(t *testing.T) {
	t.Setenv("AWS_ENDPOINT_URL", "")
	t.Setenv("CI", "")
	if _, ended := endpointOutcome(t); ended != "skip" {
		t.Fatalf("without an endpoint outside CI the test ended by %q, want skip", ended)
	}
	t.Setenv("CI", "true")
	if _, ended := endpointOutcome(t); ended != "fatal" {
		t.Fatalf("without an endpoint in CI the test ended by %q, want fatal", ended)
	}
	t.Setenv("AWS_ENDPOINT_URL", "http://127.0.0.1:4566")
	t.Setenv("AWS_ACCESS_KEY_ID", "")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "")
	t.Setenv("AWS_PROFILE", "")
	credsOnce = sync.Once{}
	ep, ended := endpointOutcome(t)
	if ep != "http://127.0.0.1:4566" || ended != "" {
		t.Fatalf("with an endpoint: %q, ended by %q", ep, ended)
	}
	if os.Getenv("AWS_ACCESS_KEY_ID") == "" || os.Getenv("AWS_SECRET_ACCESS_KEY") == "" {
		t.Fatal("no dummy credentials were set")
	}
}
