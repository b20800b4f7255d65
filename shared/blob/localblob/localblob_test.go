package localblob_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bulwark/shared/blob"
	"bulwark/shared/blob/blobtest"
	"bulwark/shared/blob/localblob"
)

func TestConformance(t *testing.T) {
	blobtest.Run(t, func(t *testing.T) blob.Bucket {
		b, err := localblob.New(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return b
	})
}

// TestStaysInsideRoot: objects are files under the root only, deletes leave
// no empty directories, and a restart clears abandoned temp files.
func TestStaysInsideRoot(t *testing.T) {
	ctx := context.Background()
	parent := t.TempDir()
	root := filepath.Join(parent, "blobs")
	b, err := localblob.New(root)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Put(ctx, "w1/datasets/d1/v1.parquet", strings.NewReader("data"), ""); err != nil {
		t.Fatal(err)
	}
	if err := b.Put(ctx, "../escape", strings.NewReader("x"), ""); err == nil {
		t.Fatal("Put outside the root succeeded")
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 1 {
		t.Fatalf("files beside the root: %v", entries)
	}
	if err := b.Delete(ctx, "w1/datasets/d1/v1.parquet"); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != ".tmp" {
		t.Fatalf("after deleting the only object the root holds %v", entries)
	}

	abandoned := filepath.Join(root, ".tmp", "put-123")
	if err := os.WriteFile(abandoned, []byte("half"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := localblob.New(root); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(abandoned); !os.IsNotExist(err) {
		t.Fatalf("abandoned temp file survived a restart: %v", err)
	}
}
