// Package filesecrets is the embedded secrets.Store adapter: each secret is
// a file in a private directory (mode 0700, files 0600), written atomically
// (temp file + rename), so a crash never leaves half a key.
//
// A name's '/' is escaped as "%2F" in its file name, so "a/b" and "a" are
// two files side by side, as they are two secrets in Secrets Manager.
package filesecrets

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"

	"bulwark/shared/errs"
	"bulwark/shared/secrets"
	"bulwark/shared/secrets/internal/secretname"
)

// Store keeps secrets in a directory.
type Store struct {
	dir string
}

var _ secrets.Store = (*Store)(nil)

// New returns the store in dir, creating it when missing and making it
// private (0700) either way.
func New(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("filesecrets.New %s: %w", dir, err)
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return nil, fmt.Errorf("filesecrets.New %s: %w", dir, err)
	}
	return &Store{dir: dir}, nil
}

func (s *Store) path(name string) string {
	return filepath.Join(s.dir, url.PathEscape(name))
}

// Get returns the secret's value.
func (s *Store) Get(ctx context.Context, name string) ([]byte, error) {
	if err := secretname.Check(name); err != nil {
		return nil, fmt.Errorf("filesecrets.Get %s: %w", name, err)
	}
	v, err := os.ReadFile(s.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		err = errs.ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("filesecrets.Get %s: %w", name, err)
	}
	return v, nil
}

// Put creates or replaces the secret.
func (s *Store) Put(ctx context.Context, name string, value []byte) error {
	if err := secretname.Check(name); err != nil {
		return fmt.Errorf("filesecrets.Put %s: %w", name, err)
	}
	if err := secretname.CheckValue(value); err != nil {
		return fmt.Errorf("filesecrets.Put %s: %w", name, err)
	}
	if err := s.write(name, value); err != nil {
		return fmt.Errorf("filesecrets.Put %s: %w", name, err)
	}
	return nil
}

func (s *Store) write(name string, value []byte) (err error) {
	// os.CreateTemp makes the file 0600 from the start, so the value is
	// never readable by others, even briefly. Its name starts with '.',
	// which no secret's file name does.
	f, err := os.CreateTemp(s.dir, ".put-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err := f.Write(value); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), s.path(name))
}
