package apps

import (
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/detect/embedding"
	"bulwark/shared/runtime/appconfig"
	"bulwark/shared/store/boltstore"
)

func service(t *testing.T) *Service {
	clk := clock.NewFake(time.Now().UTC())
	db, err := boltstore.Open(filepath.Join(t.TempDir(), "db"), clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return &Service{Main: db.Table("main"), Clock: clk}
}

// A version left behind by a writer that stopped before updating the app
// is taken as the base of the next change, never overwritten.
func TestChangeBuildsOnAnInterruptedWrite(t *testing.T) {
	s := service(t)
	ctx := t.Context()
	app, _, err := s.Create(ctx, "ws", 7, "a", nil, appconfig.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	orphan := appconfig.Defaults()
	orphan.Thresholds.Block = 0.9
	if _, err := s.createVersion(ctx, "ws", app.UUID, 2, orphan, nil, 7); err != nil {
		t.Fatal(err)
	}
	v, err := s.Change(ctx, "ws", app.UUID, 7, nil, func(c *appconfig.Config) error {
		c.Thresholds.Redact = 0.2
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if v.VersionNumber != 3 || v.Config.Thresholds.Block != 0.9 || v.Config.Thresholds.Redact != 0.2 {
		t.Fatalf("got version %d with %+v", v.VersionNumber, v.Config.Thresholds)
	}
	if a, _ := s.Get(ctx, "ws", app.UUID); a.ConfigVersion != 3 {
		t.Fatalf("app points at %d", a.ConfigVersion)
	}
}

func TestFailedChangeStoresNothing(t *testing.T) {
	s := service(t)
	ctx := t.Context()
	app, _, _ := s.Create(ctx, "ws", 0, "a", nil, appconfig.Defaults())
	boom := errors.New("invalid")
	if _, err := s.Change(ctx, "ws", app.UUID, 0, nil, func(*appconfig.Config) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if _, err := s.Version(ctx, "ws", app.UUID, 2); !errors.Is(err, ErrVersionNotFound) {
		t.Fatalf("version 2 exists after a failed change: %v", err)
	}
	if v, _ := s.Version(ctx, "ws", app.UUID, 1); v.CreatedByUserID != nil {
		t.Fatal("user 0 (no user) must be stored as null")
	}
}

func TestConcurrentObserveKeepsEveryText(t *testing.T) {
	s := service(t)
	// An update loses an attempt only to another writer's success, and
	// each writer succeeds once: with no more writers than attempts, none
	// can lose them all, however the machine schedules them. (With more,
	// a writer held off by a busy machine may lose every attempt, and the
	// profile rightly goes without its text.)
	const n = maxProfileAttempts
	v := embedding.Embed("where is my parcel")
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			if _, err := s.Observe(t.Context(), "ws", "app", &v); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	p, err := s.Profile(t.Context(), "ws", "app")
	if err != nil {
		t.Fatal(err)
	}
	if p.Count != n {
		t.Fatalf("profile counted %d of %d texts", p.Count, n)
	}
}

func TestDeleteRemovesVersionsAndProfile(t *testing.T) {
	s := service(t)
	ctx := t.Context()
	app, _, _ := s.Create(ctx, "ws", 0, "a", nil, appconfig.Defaults())
	v := embedding.Embed("text")
	if _, err := s.Observe(ctx, "ws", app.UUID, &v); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, "ws", app.UUID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Version(ctx, "ws", app.UUID, 1); !errors.Is(err, ErrVersionNotFound) {
		t.Fatalf("version survives: %v", err)
	}
	if p, _ := s.Profile(ctx, "ws", app.UUID); p.Count != 0 {
		t.Fatal("profile survives")
	}
}

// A change stored by a process killed before it moved the app's pointer is
// current for every reader: the app, its current configuration and its
// history agree, and the pointer is moved for the request path.
func TestAnInterruptedChangeIsCurrentEverywhere(t *testing.T) {
	s := service(t)
	ctx := t.Context()
	app, _, err := s.Create(ctx, "ws", 7, "a", nil, appconfig.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	stored := appconfig.Defaults()
	stored.Thresholds.Block = 0.9
	for n := 2; n <= 3; n++ {
		if _, err := s.createVersion(ctx, "ws", app.UUID, n, stored, nil, 7); err != nil {
			t.Fatal(err)
		}
	}
	if a, _ := s.Stored(ctx, "ws", app.UUID); a.ConfigVersion != 1 {
		t.Fatalf("setup: the pointer should still name 1, got %d", a.ConfigVersion)
	}
	a, cur, err := s.Current(ctx, "ws", app.UUID)
	if err != nil || a.ConfigVersion != 3 || cur.VersionNumber != 3 || cur.Config.Thresholds.Block != 0.9 {
		t.Fatalf("current: app %d version %d err %v", a.ConfigVersion, cur.VersionNumber, err)
	}
	list, _, err := s.List(ctx, "ws", 10, "")
	if err != nil || len(list) != 1 || list[0].ConfigVersion != 3 {
		t.Fatalf("list: %+v %v", list, err)
	}
	vs, _, err := s.Versions(ctx, "ws", app.UUID, 1, 0)
	if err != nil || len(vs) != 1 || vs[0].VersionNumber != a.ConfigVersion {
		t.Fatalf("history names %+v, app names %d", vs, a.ConfigVersion)
	}
	if a, _ := s.Stored(ctx, "ws", app.UUID); a.ConfigVersion != 3 {
		t.Fatalf("the pointer was not moved: %d", a.ConfigVersion)
	}
}

// Writers racing on one app all succeed with distinct versions, or are
// told CONFIG_CONTENDED: never another conflict code, never a version the
// app does not end up naming.
func TestConcurrentChangesOnlyEverAnswerContended(t *testing.T) {
	s := service(t)
	ctx := t.Context()
	app, _, err := s.Create(ctx, "ws", 7, "a", nil, appconfig.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	const writers = 24
	var wg sync.WaitGroup
	nums := make(chan int, writers)
	errc := make(chan error, writers)
	for range writers {
		wg.Go(func() {
			v, err := s.Change(ctx, "ws", app.UUID, 7, nil, func(c *appconfig.Config) error {
				c.CustomPhrases = append(c.CustomPhrases, "phrase")
				return nil
			})
			if err != nil {
				errc <- err
				return
			}
			nums <- v.VersionNumber
		})
	}
	wg.Wait()
	close(nums)
	close(errc)
	for err := range errc {
		if !errors.Is(err, errContended) {
			t.Errorf("a writer got %v, want CONFIG_CONTENDED", err)
		}
	}
	seen, top := map[int]bool{}, 0
	for n := range nums {
		if seen[n] {
			t.Fatalf("version %d answered twice", n)
		}
		seen[n], top = true, max(top, n)
	}
	if a, _ := s.Get(ctx, "ws", app.UUID); a.ConfigVersion != top {
		t.Fatalf("app names %d, newest answered %d", a.ConfigVersion, top)
	}
}
