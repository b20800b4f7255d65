// Package blobkit holds the rules every blob.Bucket adapter shares: which
// keys are valid, how listings are bounded and how cursors look, so that the
// local directory and S3 accept and list exactly the same keys.
package blobkit

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/errs"
)

// Limits on keys. S3 allows 1024 bytes; the segment limit keeps every
// segment a valid file name (255 bytes) once the local adapter adds its
// suffixes.
const (
	MaxKey     = 1024
	MaxSegment = 200
)

// Page sizes: a List with limit <= 0 or above MaxLimit gets MaxLimit, which
// is also S3's largest page.
const MaxLimit = 1000

// Listings report Key, Size and ModTime but no ContentType, in every
// adapter: S3's ListObjectsV2 does not return it, and a HEAD per object
// would make a page cost a thousand requests. Stat returns it.

// DefaultContentType is stored when Put is given none.
const DefaultContentType = "application/octet-stream"

// CheckKey reports whether key is a valid object key, wrapping
// errs.ErrInvalid: slash-separated non-empty segments, none "." or "..",
// valid UTF-8 without control characters or backslashes, no leading slash.
func CheckKey(key string) error {
	if key == "" {
		return fmt.Errorf("empty key: %w", errs.ErrInvalid)
	}
	if err := checkText("key", key); err != nil {
		return err
	}
	for seg := range strings.SplitSeq(key, "/") {
		if err := checkSegment(key, seg); err != nil {
			return err
		}
	}
	return nil
}

// CheckPrefix validates a listing prefix: its complete segments (those
// before the last slash) follow the key rules; the last, partial one only
// the character rules.
func CheckPrefix(prefix string) error {
	if prefix == "" {
		return nil
	}
	if err := checkText("prefix", prefix); err != nil {
		return err
	}
	if i := strings.LastIndexByte(prefix, '/'); i >= 0 {
		for seg := range strings.SplitSeq(prefix[:i], "/") {
			if err := checkSegment(prefix, seg); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkText(what, s string) error {
	switch {
	case len(s) > MaxKey:
		return fmt.Errorf("%s longer than %d bytes: %w", what, MaxKey, errs.ErrInvalid)
	case !utf8.ValidString(s):
		return fmt.Errorf("%s is not valid UTF-8: %w", what, errs.ErrInvalid)
	case strings.HasPrefix(s, "/"):
		return fmt.Errorf("%s %q is absolute: %w", what, s, errs.ErrInvalid)
	case strings.ContainsRune(s, '\\'):
		return fmt.Errorf("%s %q contains a backslash: %w", what, s, errs.ErrInvalid)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return fmt.Errorf("%s %q contains a control character: %w", what, s, errs.ErrInvalid)
	}
	return nil
}

func checkSegment(key, seg string) error {
	switch {
	case seg == "":
		return fmt.Errorf("key %q has an empty segment: %w", key, errs.ErrInvalid)
	case seg == "." || seg == "..":
		return fmt.Errorf("key %q has a %q segment: %w", key, seg, errs.ErrInvalid)
	case len(seg) > MaxSegment:
		return fmt.Errorf("key %q has a segment longer than %d bytes: %w", key, MaxSegment, errs.ErrInvalid)
	}
	return nil
}

// Limit normalises a page size.
func Limit(limit int) int {
	if limit <= 0 || limit > MaxLimit {
		return MaxLimit
	}
	return limit
}

// ContentType returns ct, or DefaultContentType when empty.
func ContentType(ct string) string {
	if ct == "" {
		return DefaultContentType
	}
	return ct
}

const cursorVersion = "b1:"

// EncodeCursor makes the opaque cursor that resumes after key.
func EncodeCursor(key string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorVersion + key))
}

// DecodeCursor returns the key a cursor of a listing of prefix resumes
// after ("" for no cursor), or errs.ErrInvalid.
func DecodeCursor(prefix, cursor string) (string, error) {
	if cursor == "" {
		return "", nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return "", fmt.Errorf("malformed cursor: %w", errs.ErrInvalid)
	}
	key, ok := strings.CutPrefix(string(raw), cursorVersion)
	if !ok || CheckKey(key) != nil {
		return "", fmt.Errorf("malformed cursor: %w", errs.ErrInvalid)
	}
	if !strings.HasPrefix(key, prefix) {
		return "", fmt.Errorf("cursor of another prefix: %w", errs.ErrInvalid)
	}
	return key, nil
}
