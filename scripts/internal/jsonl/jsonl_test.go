package jsonl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type row struct {
	Text  string `json:"text"`
	Label int    `json:"label"`
}

func write(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rows.jsonl")
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadDecodesEveryLine(t *testing.T) {
	rows, err := Read[row](write(t, `{"text":"a","label":1}`+"\n"+`{"text":"b","label":0}`+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0] != (row{"a", 1}) || rows[1] != (row{"b", 0}) {
		t.Fatalf("rows %+v", rows)
	}
}

func TestBadLineIsNamed(t *testing.T) {
	path := write(t, `{"text":"a"}`+"\n"+`{"text":`+"\n")
	_, err := Read[row](path)
	if err == nil || !strings.Contains(err.Error(), path+":2:") {
		t.Fatalf("error %v, want one naming line 2", err)
	}
}

func TestEachStopsAtCallbackError(t *testing.T) {
	seen := 0
	err := Each(write(t, "{}\n{}\n{}\n"), func(n int, _ row) error {
		seen++
		if n == 2 {
			return os.ErrInvalid
		}
		return nil
	})
	if err != os.ErrInvalid || seen != 2 {
		t.Fatalf("err %v after %d lines", err, seen)
	}
}
