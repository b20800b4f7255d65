// Package jsonl reads the JSON-lines data sets (one JSON object a line)
// that the training and evaluation scripts use.
package jsonl

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// maxLine is the longest line read; data-set rows are far shorter.
const maxLine = 16 << 20

// Each calls fn with every line of the file at path decoded into a T and
// its line number, from 1. It stops at the first error, fn's included; a
// line that does not decode is an error naming the file and line.
func Each[T any](path string, fn func(line int, v T) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), maxLine)
	for n := 1; sc.Scan(); n++ {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if err := fn(n, v); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// Read returns every line of the file at path decoded into a T.
func Read[T any](path string) ([]T, error) {
	var out []T
	err := Each(path, func(_ int, v T) error {
		out = append(out, v)
		return nil
	})
	return out, err
}

// Key is the form two rows' texts are compared in when a data set is
// deduplicated: white space collapsed, case folded (the shared datasets'
// rule).
func Key(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }
