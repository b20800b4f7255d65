package apps

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/store/boltstore"
)

const crashEnv = "BULWARK_APPS_CRASH_CHILD"

// TestKillNineDuringConcurrentWrites kills a process writing configuration
// versions from four goroutines with SIGKILL, three times, and checks the
// store it leaves: the current version is the newest the list holds, and
// every listed version reads back whole.
func TestKillNineDuringConcurrentWrites(t *testing.T) {
	if dir := os.Getenv(crashEnv); dir != "" {
		crashChild(dir)
		return
	}
	dir := t.TempDir()
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillNineDuringConcurrentWrites$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashEnv+"="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Let it write for a while: the app exists once "ready" does.
		deadline := time.Now().Add(time.Minute) // a guard, not a measure
		for {
			if _, err := os.Stat(filepath.Join(dir, "ready")); err == nil {
				break
			}
			if time.Now().After(deadline) {
				_ = cmd.Process.Kill()
				t.Fatal("the writer never started")
			}
			time.Sleep(10 * time.Millisecond)
		}
		time.Sleep(time.Duration(150+100*round) * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()

		db, err := boltstore.Open(filepath.Join(dir, "db"), clock.System{})
		if err != nil {
			t.Fatal(err)
		}
		s := &Service{Main: db.Table("main"), Clock: clock.System{}}
		raw, _ := os.ReadFile(filepath.Join(dir, "ready"))
		app := string(raw)
		a, v, err := s.Current(context.Background(), "ws", app)
		if err != nil {
			t.Fatal(err)
		}
		list, _, err := s.Versions(context.Background(), "ws", app, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		if a.ConfigVersion != v.VersionNumber || v.VersionNumber != list[0].VersionNumber {
			t.Fatalf("round %d: app says %d, current config %d, list's newest %d", round, a.ConfigVersion, v.VersionNumber, list[0].VersionNumber)
		}
		t.Logf("round %d: %d versions when killed", round, v.VersionNumber)
		_ = db.Close()
	}
}

// crashChild writes versions until it is killed.
func crashChild(dir string) {
	db, err := boltstore.Open(filepath.Join(dir, "db"), clock.System{})
	if err != nil {
		os.Exit(2)
	}
	s := &Service{Main: db.Table("main"), Clock: clock.System{}}
	ctx := context.Background()
	var app string
	if raw, err := os.ReadFile(filepath.Join(dir, "ready")); err == nil {
		app = string(raw)
	} else {
		a, _, err := s.Create(ctx, "ws", 1, "crash", nil, appconfig.Defaults())
		if err != nil {
			os.Exit(2)
		}
		app = a.UUID
		if err := os.WriteFile(filepath.Join(dir, "ready.tmp"), []byte(app), 0o600); err != nil {
			os.Exit(2)
		}
		if err := os.Rename(filepath.Join(dir, "ready.tmp"), filepath.Join(dir, "ready")); err != nil {
			os.Exit(2)
		}
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := 0; ; i++ {
				summary := "writer " + strconv.Itoa(w) + " change " + strconv.Itoa(i)
				_, _ = s.Change(ctx, "ws", app, 1, &summary, func(c *appconfig.Config) error {
					c.Thresholds.Block = float64(i%100) / 100
					return nil
				})
			}
		})
	}
	wg.Wait()
}
