package filesecrets_test

import (
	"os"
	"path/filepath"
	"testing"

	"bulwark/shared/secrets"
	"bulwark/shared/secrets/filesecrets"
	"bulwark/shared/secrets/secretstest"
)

func TestConformance(t *testing.T) {
	secretstest.Run(t, func(t *testing.T) secrets.Store {
		s, err := filesecrets.New(filepath.Join(t.TempDir(), "secrets"))
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestPermissions: the directory and every secret file are private to the
// owner, also when the directory existed with looser permissions.
func TestPermissions(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "secrets")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := filesecrets.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Put(t.Context(), "bulwark/jwt", []byte("k1")); err != nil {
		t.Fatal(err)
	}
	if err := s.Put(t.Context(), "bulwark/jwt", []byte("k2")); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(dir); err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("directory mode %v, %v", st.Mode().Perm(), err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Fatalf("directory holds %v, want one file (no temp files left)", entries)
	}
	st, err := os.Stat(filepath.Join(dir, entries[0].Name()))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("secret file mode %v, %v", st.Mode().Perm(), err)
	}
}
