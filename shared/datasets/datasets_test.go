package datasets_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"bulwark/shared/clock"
	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/records"
)

type env struct {
	d  *platform.Deps
	q  *platformtest.Recorder
	tn identity.Tenant
}

func newEnv(t *testing.T) *env {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
	q := &platformtest.Recorder{}
	d := platformtest.Embedded(t, clk, platformtest.Config(t))
	d.Jobs = q
	tn, err := identity.CreateTenant(context.Background(), d.Main, clk, "ds@example.com", "", "ds")
	if err != nil {
		t.Fatal(err)
	}
	return &env{d: d, q: q, tn: tn}
}

func (e *env) begin(t *testing.T, name, kind string, size int64) (datasets.Dataset, datasets.Version) {
	t.Helper()
	ds, v, err := datasets.Begin(context.Background(), e.d, e.tn.WorkspaceID, datasets.Spec{
		Name: name, Kind: kind, Format: "csv", ExpectedBytes: size, JobID: records.NewID(),
		Source: datasets.Source{Provider: "upload", Filename: name + ".csv"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return ds, v
}

// store puts a blob under a version and publishes it.
func (e *env) complete(t *testing.T, ds datasets.Dataset, v datasets.Version, rows, size int64) datasets.Dataset {
	t.Helper()
	ctx := context.Background()
	key := datasets.VersionPrefix(e.tn.WorkspaceID, ds.ID, v.Number) + "data.parquet"
	if err := e.d.Blobs.Put(ctx, key, bytes.NewReader(make([]byte, size)), ""); err != nil {
		t.Fatal(err)
	}
	ds, _, err := datasets.Complete(ctx, e.d, e.tn.WorkspaceID, ds.ID, v.Number, datasets.Result{
		Format: "csv", RowCount: rows, StoredBytes: size, ParquetBytes: size, ParquetKey: key,
	})
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

func (e *env) objects(t *testing.T, prefix string) int {
	page, err := e.d.Blobs.List(context.Background(), prefix, "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	return len(page.Objects)
}

func code(err error) string {
	var e *errs.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func TestVersionsAndTheirAccounting(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	ws := e.tn.WorkspaceID
	ds, v1 := e.begin(t, "Customers", datasets.Tabular, 100)
	if ds.Status != datasets.StatusIngesting || v1.Number != 1 || v1.Status != datasets.VersionIngesting || ds.PendingBytes != 100 {
		t.Fatalf("begin: %+v %+v", ds, v1)
	}
	u, _ := datasets.WorkspaceUsage(ctx, e.d, ws)
	if u.Datasets != 1 || u.StorageBytes != 100 {
		t.Fatalf("usage while ingesting: %+v", u)
	}
	ds = e.complete(t, ds, v1, 10, 150)
	if ds.Status != datasets.StatusReady || ds.LatestVersion != 1 || ds.RowCount != 10 || ds.SizeBytes != 150 || ds.PendingBytes != 0 {
		t.Fatalf("after v1: %+v", ds)
	}
	same, v2 := e.begin(t, "  customers ", datasets.Tabular, 50)
	if same.ID != ds.ID || v2.Number != 2 {
		t.Fatalf("same name, new version: %+v %+v", same, v2)
	}
	_, v3 := e.begin(t, "CUSTOMERS", datasets.Tabular, 70)
	ds = e.complete(t, ds, v2, 20, 60)
	key3 := datasets.VersionPrefix(ws, ds.ID, 3) + "source.csv"
	_ = e.d.Blobs.Put(ctx, key3, strings.NewReader("a,b\n"), "")
	if err := datasets.Abandon(ctx, e.d, ws, ds.ID, v3.Number, datasets.VersionFailed, "CSV_INVALID", "line 2: bad"); err != nil {
		t.Fatal(err)
	}
	ds, _ = datasets.Get(ctx, e.d, ws, ds.ID)
	v3, _ = datasets.GetVersion(ctx, e.d, ws, ds.ID, 3)
	if ds.LatestVersion != 2 || ds.RowCount != 20 || ds.SizeBytes != 210 || ds.PendingBytes != 0 || ds.ActiveVersions != 0 ||
		v3.Status != datasets.VersionFailed || v3.ErrorCode != "CSV_INVALID" || e.objects(t, datasets.VersionPrefix(ws, ds.ID, 3)) != 0 {
		t.Fatalf("after v3 failed: %+v %+v", ds, v3)
	}
	// Completing and abandoning again change nothing.
	again := e.complete(t, ds, v2, 20, 60)
	if again.SizeBytes != 210 {
		t.Fatalf("complete twice counted twice: %+v", again)
	}
	if _, _, err := datasets.Begin(ctx, e.d, ws, datasets.Spec{Name: "customers", Kind: datasets.Images}); code(err) != "DATASET_KIND_MISMATCH" {
		t.Fatalf("kind mismatch: %v", err)
	}
}

func TestAFailedFirstVersionRemovesTheDataset(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	ws := e.tn.WorkspaceID
	ds, v := e.begin(t, "broken", datasets.Tabular, 10)
	_ = e.d.Blobs.Put(ctx, datasets.VersionPrefix(ws, ds.ID, 1)+"source.csv", strings.NewReader("x"), "")
	if err := datasets.Abandon(ctx, e.d, ws, ds.ID, v.Number, datasets.VersionCancelled, "", ""); err != nil {
		t.Fatal(err)
	}
	if _, err := datasets.Get(ctx, e.d, ws, ds.ID); code(err) != "DATASET_NOT_FOUND" {
		t.Fatalf("dataset left: %v", err)
	}
	if vs, _ := datasets.Versions(ctx, e.d, ws, ds.ID, 10); len(vs) != 0 || e.objects(t, ws+"/") != 0 {
		t.Fatalf("versions %+v or blobs left", vs)
	}
	again, _ := e.begin(t, "broken", datasets.Tabular, 10)
	if again.ID == ds.ID {
		t.Fatal("the name should be free for a new dataset")
	}
}

func TestLimits(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	org, _, _ := records.Get[identity.Organization](ctx, e.d.Main, identity.OrgKey(e.tn.WorkspaceID, e.tn.OrgID))
	org.MaxDatasets, org.MaxDatasetSizeBytes, org.MaxTotalStorageBytes = 2, 100, 150
	_ = records.Put(ctx, e.d.Main, identity.OrgKey(e.tn.WorkspaceID, e.tn.OrgID), org, time.Time{})
	spec := func(name string, size int64) datasets.Spec {
		return datasets.Spec{Name: name, Kind: datasets.Tabular, ExpectedBytes: size}
	}
	_, _, err := datasets.Begin(ctx, e.d, e.tn.WorkspaceID, spec("a", 101))
	if code(err) != datasets.CodeDatasetSize || !errors.Is(err, errs.ErrTooLarge) {
		t.Fatalf("size: %v", err)
	}
	if _, _, err = datasets.Begin(ctx, e.d, e.tn.WorkspaceID, spec("a", 100)); err != nil {
		t.Fatal(err)
	}
	_, _, err = datasets.Begin(ctx, e.d, e.tn.WorkspaceID, spec("b", 60))
	if code(err) != datasets.CodeStorageLimit || !errors.Is(err, errs.ErrQuotaExceeded) {
		t.Fatalf("storage: %v", err)
	}
	if _, _, err = datasets.Begin(ctx, e.d, e.tn.WorkspaceID, spec("b", 10)); err != nil {
		t.Fatal(err)
	}
	_, _, err = datasets.Begin(ctx, e.d, e.tn.WorkspaceID, spec("c", 1))
	if code(err) != datasets.CodeDatasetLimit || !errors.Is(err, errs.ErrQuotaExceeded) {
		t.Fatalf("count: %v", err)
	}
	room, refuse, err := datasets.Room(ctx, e.d, e.tn.WorkspaceID, 0)
	if err != nil || room != 40 || code(refuse(41)) != datasets.CodeStorageLimit {
		t.Fatalf("room %d %v", room, err)
	}
}

func TestConcurrentUploadsOfANewNameShareOneDataset(t *testing.T) {
	e := newEnv(t)
	var wg sync.WaitGroup
	ids := make([]string, 8)
	for i := range ids {
		wg.Go(func() {
			ds, _, err := datasets.Begin(context.Background(), e.d, e.tn.WorkspaceID, datasets.Spec{Name: "shared", Kind: datasets.Tabular})
			if err != nil {
				t.Error(err)
				return
			}
			ids[i] = ds.ID
		})
	}
	wg.Wait()
	vs, _ := datasets.Versions(context.Background(), e.d, e.tn.WorkspaceID, ids[0], 100)
	for _, id := range ids {
		if id != ids[0] {
			t.Fatalf("two datasets for one name: %v", ids)
		}
	}
	if len(vs) != 8 || vs[0].Number != 8 {
		t.Fatalf("versions %d", len(vs))
	}
}

func TestRoutesAndDeletion(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	ws := e.tn.WorkspaceID
	h, _, err := platform.Handler(e.d, platform.Groups{"datasets": datasets.Routes})
	if err != nil {
		t.Fatal(err)
	}
	do := func(key, method, path string, v any) int {
		r := httptest.NewRequest(method, path, nil)
		r.Header.Set("Authorization", "Bearer "+key)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if v != nil {
			_ = json.Unmarshal(w.Body.Bytes(), v)
		}
		return w.Code
	}
	var ids []string
	for i := range 3 {
		ds, v := e.begin(t, fmt.Sprint("d", i), datasets.Tabular, 5)
		if i < 2 {
			e.complete(t, ds, v, 3, 5)
		}
		ids = append(ids, ds.ID)
	}
	img, _ := e.begin(t, "pics", datasets.Images, 5)
	var page datasets.ListResponse
	if c := do(e.tn.APIKey, "GET", "/api/datasets?limit=2", &page); c != 200 || len(page.Items) != 2 || page.Items[0].ID != img.ID || page.NextCursor == nil {
		t.Fatalf("page 1: %d %+v", c, page)
	}
	do(e.tn.APIKey, "GET", "/api/datasets?limit=2&cursor="+*page.NextCursor, &page)
	if len(page.Items) != 2 || page.Items[1].ID != ids[0] || page.NextCursor == nil {
		t.Fatalf("page 2: %+v", page)
	}
	do(e.tn.APIKey, "GET", "/api/datasets?status=ready&kind=tabular", &page)
	if len(page.Items) != 2 {
		t.Fatalf("filters: %+v", page)
	}
	for path, want := range map[string]int{
		"/api/datasets/nope": 422, "/api/datasets?kind=audio": 422, "/api/datasets?limit=500": 422, "/api/datasets?x=1": 422,
		"/api/datasets/" + records.NewID(): 404, "/api/datasets/" + ids[0]: 200,
	} {
		if c := do(e.tn.APIKey, "GET", path, nil); c != want {
			t.Errorf("GET %s: %d, want %d", path, c, want)
		}
	}
	var one datasets.View
	do(e.tn.APIKey, "GET", "/api/datasets/"+ids[0], &one)
	if len(one.Versions) != 1 || one.Versions[0].Status != datasets.VersionReady || one.LatestVersion == nil || one.SizeBytes != 5 {
		t.Fatalf("one: %+v", one)
	}

	// Deleting the dataset still ingesting cancels its job.
	ingestJob, err := jobrun.Create(ctx, e.d, ws, jobrun.New{Type: "dataset.ingest", DatasetID: ids[2]})
	if err != nil {
		t.Fatal(err)
	}
	_, _ = records.Mutate(ctx, e.d.Main, datasets.VersionKey(ws, ids[2], 1), func(v *datasets.Version) error {
		v.JobID = ingestJob.ID
		return nil
	})
	var del jobrun.View
	if c := do(e.tn.APIKey, "DELETE", "/api/datasets/"+ids[2], &del); c != 202 || del.Type != datasets.TypeDelete {
		t.Fatalf("delete: %d %+v", c, del)
	}
	var again jobrun.View
	if c := do(e.tn.APIKey, "DELETE", "/api/datasets/"+ids[2], &again); c != 202 || again.JobID != del.JobID {
		t.Fatalf("delete again: %d %+v", c, again)
	}
	if j, _ := jobrun.Get(ctx, e.d, ws, ingestJob.ID); j.Status != jobrun.StatusCancelled {
		t.Fatalf("ingestion job %s", j.Status)
	}
	do(e.tn.APIKey, "GET", "/api/datasets/"+ids[2], &one)
	if one.Status != datasets.StatusDeleting {
		t.Fatalf("status %s", one.Status)
	}
	if fresh, _ := e.begin(t, "d2", datasets.Tabular, 1); fresh.ID == ids[2] {
		t.Fatal("the name of a deleting dataset is free")
	}

	_ = e.d.Blobs.Put(ctx, datasets.VersionPrefix(ws, ids[2], 1)+"source.csv", strings.NewReader("a"), "")
	tasks, _ := datasets.Tasks(e.d)
	if err := tasks[datasets.TypeDelete](ctx, jobs.Envelope{Type: datasets.TypeDelete, WorkspaceID: ws, JobID: del.JobID}); err != nil {
		t.Fatal(err)
	}
	if j, _ := jobrun.Get(ctx, e.d, ws, del.JobID); j.Status != jobrun.StatusSucceeded || j.Details["deleted_objects"] != 1.0 {
		t.Fatalf("delete job %+v", j)
	}
	if c := do(e.tn.APIKey, "GET", "/api/datasets/"+ids[2], nil); c != 404 {
		t.Fatalf("after deletion: %d", c)
	}
	if e.objects(t, datasets.Prefix(ws, ids[2])) != 0 {
		t.Fatal("blobs left")
	}
}
