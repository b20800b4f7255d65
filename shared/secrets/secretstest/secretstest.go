// Package secretstest is the conformance suite of the secrets port: every
// secrets.Store adapter runs Run from its own tests.
package secretstest

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"bulwark/shared/errs"
	"bulwark/shared/secrets"
)

// NewStore builds a store for one test and registers its clean-up (the
// suite's secret names are unique to each run).
type NewStore func(t *testing.T) secrets.Store

// Run runs the whole suite.
func Run(t *testing.T, newStore NewStore) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s secrets.Store, prefix string)
	}{
		{"PutGet", testPutGet},
		{"Overwrite", testOverwrite},
		{"NotFound", testNotFound},
		{"GetOrCreate", testGetOrCreate},
		{"Names", testNames},
		{"Values", testValues},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, newStore(t), fmt.Sprintf("bulwark-test-%08x", rand.Uint32()))
		})
	}
}

func mustGet(t *testing.T, s secrets.Store, name string) []byte {
	t.Helper()
	v, err := s.Get(t.Context(), name)
	if err != nil {
		t.Fatalf("Get %s: %v", name, err)
	}
	return v
}

func mustPut(t *testing.T, s secrets.Store, name string, v []byte) {
	t.Helper()
	if err := s.Put(t.Context(), name, v); err != nil {
		t.Fatalf("Put %s: %v", name, err)
	}
}

func testPutGet(t *testing.T, s secrets.Store, prefix string) {
	key := make([]byte, 256)
	for i := range key {
		key[i] = byte(i) // every byte value, including NUL and invalid UTF-8
	}
	mustPut(t, s, prefix+"-jwt", key)
	if got := mustGet(t, s, prefix+"-jwt"); !bytes.Equal(got, key) {
		t.Fatalf("Get returned %x", got)
	}
}

func testOverwrite(t *testing.T, s secrets.Store, prefix string) {
	mustPut(t, s, prefix, []byte("old"))
	mustPut(t, s, prefix, []byte("new value"))
	if got := mustGet(t, s, prefix); string(got) != "new value" {
		t.Fatalf("after overwrite: %q", got)
	}
}

func testNotFound(t *testing.T, s secrets.Store, prefix string) {
	_, err := s.Get(t.Context(), prefix+"-missing")
	if !errors.Is(err, errs.ErrNotFound) {
		t.Fatalf("Get missing: %v, want ErrNotFound", err)
	}
}

func testGetOrCreate(t *testing.T, s secrets.Store, prefix string) {
	first, err := secrets.GetOrCreate(t.Context(), s, prefix+"-signing", 32)
	if err != nil {
		t.Fatalf("GetOrCreate: %v", err)
	}
	if len(first) != 32 || bytes.Equal(first, make([]byte, 32)) {
		t.Fatalf("created %x, want 32 random bytes", first)
	}
	for range 2 {
		again, err := secrets.GetOrCreate(t.Context(), s, prefix+"-signing", 32)
		if err != nil || !bytes.Equal(again, first) {
			t.Fatalf("GetOrCreate again: %x, %v; want the first value", again, err)
		}
	}
	if got := mustGet(t, s, prefix+"-signing"); !bytes.Equal(got, first) {
		t.Fatal("Get differs from what GetOrCreate created")
	}
}

// testNames: slash-separated names are distinct secrets; names that could
// leave a directory or that Secrets Manager refuses are invalid.
func testNames(t *testing.T, s secrets.Store, prefix string) {
	names := []string{prefix + "/prod/jwt", prefix + "-prod-jwt", prefix + "/prod", prefix + "_a+b=c.d@e"}
	for i, n := range names {
		mustPut(t, s, n, []byte(fmt.Sprint(i)))
	}
	for i, n := range names {
		if got := mustGet(t, s, n); string(got) != fmt.Sprint(i) {
			t.Fatalf("%s holds %q, want %d", n, got, i)
		}
	}
	for _, bad := range []string{"", "../etc/passwd", "/abs", ".hidden", "a b", "a\x00b", "naïve", `a\b`, strings.Repeat("n", 81)} {
		if err := s.Put(t.Context(), bad, []byte("x")); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("Put %q: %v, want ErrInvalid", bad, err)
		}
		if _, err := s.Get(t.Context(), bad); !errors.Is(err, errs.ErrInvalid) {
			t.Errorf("Get %q: %v, want ErrInvalid", bad, err)
		}
	}
}

func testValues(t *testing.T, s secrets.Store, prefix string) {
	if err := s.Put(t.Context(), prefix, nil); !errors.Is(err, errs.ErrInvalid) {
		t.Errorf("Put empty: %v, want ErrInvalid", err)
	}
	if err := s.Put(t.Context(), prefix, make([]byte, 64<<10+1)); !errors.Is(err, errs.ErrTooLarge) {
		t.Errorf("Put of 64 KiB + 1: %v, want ErrTooLarge", err)
	}
	biggest := bytes.Repeat([]byte{0xA5}, 64<<10)
	mustPut(t, s, prefix, biggest)
	if got := mustGet(t, s, prefix); !bytes.Equal(got, biggest) {
		t.Fatalf("largest secret came back with %d bytes", len(got))
	}
}
