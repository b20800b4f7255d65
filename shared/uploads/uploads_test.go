package uploads_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

	"bulwark/shared/datasets"
	"bulwark/shared/jobrun"
	"bulwark/shared/uploads/uploadstest"
	"bulwark/shared/webhooks"
)

// receiver is a webhook endpoint on loopback (reachable under the
// test-only switch) that records what it gets.
type receiver struct {
	*httptest.Server
	mu    sync.Mutex
	got   []delivery
	codes []int // answers to give, in order; then 200
}

type delivery struct {
	header http.Header
	body   []byte
}

func newReceiver(t *testing.T, codes ...int) *receiver {
	rc := &receiver{codes: codes}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		rc.got = append(rc.got, delivery{r.Header.Clone(), body})
		code := 200
		if len(rc.codes) > 0 {
			code, rc.codes = rc.codes[0], rc.codes[1:]
		}
		rc.mu.Unlock()
		w.WriteHeader(code)
	}))
	t.Cleanup(rc.Close)
	return rc
}

// wait returns the deliveries once there are n of them.
func (rc *receiver) wait(t *testing.T, n int) []delivery {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		rc.mu.Lock()
		got := append([]delivery(nil), rc.got...)
		rc.mu.Unlock()
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("got %d webhook deliveries, want %d", len(got), n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

const salesCSV = "order_id,customer,amount,paid,placed_on\n" +
	"1,Ada,19.99,true,2024-03-01\n" +
	"2,Grace,5.5,false,2024-03-02\n" +
	"3,Alan,,true,2024-03-03\n"

func readParquet(t *testing.T, e *uploadstest.Env, key string) (rows int64, cols []string) {
	t.Helper()
	rc, _, err := e.Deps.Blobs.Get(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(rc)
	rc.Close()
	tbl, err := pqarrow.ReadTable(context.Background(), bytes.NewReader(data), nil, pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		t.Fatalf("parquet %s: %v", key, err)
	}
	defer tbl.Release()
	for _, f := range tbl.Schema().Fields() {
		cols = append(cols, f.Name+":"+f.Type.String())
	}
	return tbl.NumRows(), cols
}

// TestNewUserUploadsACSVAndAnImageFolder is the "done when": a CSV
// and an image folder uploaded with multipart forms, jobs followed to
// succeeded, signed webhooks received, the datasets and their parquet
// versions visible, nothing visible to another tenant, and a deletion that
// removes every blob.
func TestNewUserUploadsACSVAndAnImageFolder(t *testing.T) {
	uploadstest.Each(t, uploadstest.Options{}, func(t *testing.T, e *uploadstest.Env) {
		key := e.A.APIKey
		hook := newReceiver(t)
		var secret webhooks.SecretInfo
		e.Do(t, key, "POST", "/api/uploads/webhook-secret", nil, "").JSON(t, &secret)

		// The CSV.
		r := e.Upload(t, key, "/api/uploads/dataset/tabular",
			uploadstest.File("file", "sales.csv", []byte(salesCSV)), uploadstest.Field("dataset_name", "Sales"),
			uploadstest.Field("webhook_url", hook.URL+"/bulwark"))
		if r.Status != 200 {
			t.Fatalf("tabular upload: %d %s", r.Status, r.Body)
		}
		var up map[string]any
		r.JSON(t, &up)
		csvUp := struct{ DatasetID, JobID string }{up["dataset_id"].(string), up["job_id"].(string)}
		job := e.WaitJob(t, key, csvUp.JobID)
		if job.Status != jobrun.StatusSucceeded || job.Progress != 100 || job.Details["row_count"] != 3.0 || job.Provider != "upload" {
			t.Fatalf("csv job: %+v", job)
		}

		// The image folder: two labelled folders and a loose file.
		img := uploadstest.PNG(8, 6)
		r = e.Upload(t, key, "/api/uploads/dataset/images",
			uploadstest.Field("dataset_name", "pets"), uploadstest.Field("dataset_type", "classification"),
			uploadstest.Field("image_specificity", "general"), uploadstest.Field("dimension", "8x6"),
			uploadstest.File("folder_files.0.items", "cats/a.png", img), uploadstest.File("folder_files.0.items", "cats/b.png", img),
			uploadstest.File("folder_files.1.items", "dogs/c.png", img), uploadstest.File("file.0", "d.png", img),
			uploadstest.Field("webhook_url", hook.URL+"/bulwark"), uploadstest.Field("webhook_on_complete", "true"))
		if r.Status != 200 {
			t.Fatalf("image upload: %d %s", r.Status, r.Body)
		}
		r.JSON(t, &up)
		imgDataset, imgJob := up["dataset_id"].(string), up["job_id"].(string)
		if up["files"] != 4.0 {
			t.Fatalf("image upload answer %v", up)
		}
		if job = e.WaitJob(t, key, imgJob); job.Status != jobrun.StatusSucceeded || job.Details["image_count"] != 4.0 {
			t.Fatalf("image job: %+v", job)
		}

		// The datasets and their parquet versions.
		var ds datasets.View
		e.Do(t, key, "GET", "/api/datasets/"+csvUp.DatasetID, nil, "").JSON(t, &ds)
		if ds.Status != datasets.StatusReady || ds.RowCount != 3 || ds.Kind != datasets.Tabular || len(ds.Versions) != 1 ||
			ds.Versions[0].Status != datasets.VersionReady || ds.SizeBytes <= int64(len(salesCSV)) || len(ds.Schema) != 5 {
			t.Fatalf("csv dataset: %+v", ds)
		}
		want := map[string]string{"order_id": "int64", "customer": "utf8", "amount": "float64", "paid": "bool", "placed_on": "date32"}
		for _, c := range ds.Schema {
			if want[c.Name] != c.Type {
				t.Errorf("column %s: %s, want %s", c.Name, c.Type, want[c.Name])
			}
		}
		v, err := datasets.GetVersion(context.Background(), e.Deps, e.A.WorkspaceID, csvUp.DatasetID, 1)
		if err != nil {
			t.Fatal(err)
		}
		if rows, cols := readParquet(t, e, v.ParquetKey); rows != 3 || len(cols) != 5 {
			t.Fatalf("csv parquet: %d rows %v", rows, cols)
		}
		e.Do(t, key, "GET", "/api/datasets/"+imgDataset, nil, "").JSON(t, &ds)
		if ds.Kind != datasets.Images || ds.RowCount != 4 || ds.DatasetType == nil || *ds.DatasetType != "classification" || ds.Versions[0].ImageCount != 4 {
			t.Fatalf("image dataset: %+v", ds)
		}
		iv, _ := datasets.GetVersion(context.Background(), e.Deps, e.A.WorkspaceID, imgDataset, 1)
		if rows, cols := readParquet(t, e, iv.ParquetKey); rows != 4 || cols[1] != "label:utf8" {
			t.Fatalf("image manifest: %d rows %v", rows, cols)
		}
		var list datasets.ListResponse
		e.Do(t, key, "GET", "/api/datasets?kind=images", nil, "").JSON(t, &list)
		if len(list.Items) != 1 || list.Items[0].ID != imgDataset {
			t.Fatalf("list images: %+v", list)
		}

		// Two signed webhooks, one per job.
		got := hook.wait(t, 2)
		seen := map[string]bool{}
		for _, dv := range got {
			if err := webhooks.Verify(secret.Secret, dv.header.Get(webhooks.SignatureHeader), dv.body, time.Now(), 5*time.Minute); err != nil {
				t.Fatalf("webhook signature: %v", err)
			}
			var p struct {
				ID, Type string
				Job      jobrun.View
				Dataset  map[string]any
			}
			if err := json.Unmarshal(dv.body, &p); err != nil {
				t.Fatal(err)
			}
			if p.Type != jobrun.EventSucceeded || dv.header.Get(webhooks.EventHeader) != p.Type || dv.header.Get(webhooks.DeliveryHeader) != p.ID ||
				p.Job.Status != jobrun.StatusSucceeded || p.Job.DatasetID == nil || p.Dataset["id"] != *p.Job.DatasetID {
				t.Fatalf("webhook payload %s", dv.body)
			}
			seen[p.Job.JobID] = true
		}
		if !seen[csvUp.JobID] || !seen[imgJob] {
			t.Fatalf("webhooks for %v", seen)
		}
		var withDeliveries jobrun.View
		e.Do(t, key, "GET", "/api/jobs/"+csvUp.JobID, nil, "").JSON(t, &withDeliveries)
		if len(withDeliveries.WebhookDeliveries) != 1 || withDeliveries.WebhookDeliveries[0].State != webhooks.StateDelivered ||
			withDeliveries.WebhookDeliveries[0].Attempts[0].StatusCode != 200 {
			t.Fatalf("deliveries on the job: %+v", withDeliveries.WebhookDeliveries)
		}

		// A second upload under the same name is version 2.
		r = e.Upload(t, key, "/api/uploads/dataset/tabular",
			uploadstest.File("file", "more.csv", []byte(salesCSV+"4,Edsger,1,false,2024-03-04\n")), uploadstest.Field("dataset_name", "sales"))
		r.JSON(t, &up)
		if up["dataset_id"] != csvUp.DatasetID || up["version"] != 2.0 {
			t.Fatalf("second version: %s", r.Body)
		}
		e.WaitJob(t, key, up["job_id"].(string))
		e.Do(t, key, "GET", "/api/datasets/"+csvUp.DatasetID, nil, "").JSON(t, &ds)
		if ds.LatestVersion == nil || *ds.LatestVersion != 2 || ds.RowCount != 4 || len(ds.Versions) != 2 || ds.VersionCount != 2 {
			t.Fatalf("after version 2: %+v", ds)
		}

		// The other tenant sees none of it.
		other := e.B.APIKey
		for _, req := range []struct{ method, path string }{
			{"GET", "/api/jobs/" + csvUp.JobID}, {"POST", "/api/jobs/" + csvUp.JobID + "/cancel"},
			{"GET", "/api/datasets/" + csvUp.DatasetID}, {"DELETE", "/api/datasets/" + csvUp.DatasetID},
		} {
			if r := e.Do(t, other, req.method, req.path, nil, ""); r.Status != 404 {
				t.Errorf("tenant B %s %s: %d %s", req.method, req.path, r.Status, r.Body)
			}
		}
		var jl jobrun.ListResponse
		e.Do(t, other, "GET", "/api/jobs", nil, "").JSON(t, &jl)
		e.Do(t, other, "GET", "/api/datasets", nil, "").JSON(t, &list)
		if len(jl.Items) != 0 || len(list.Items) != 0 {
			t.Fatalf("tenant B lists %d jobs and %d datasets", len(jl.Items), len(list.Items))
		}

		// Deleting removes the blobs too.
		prefix := datasets.Prefix(e.A.WorkspaceID, csvUp.DatasetID)
		if len(e.Objects(t, prefix)) < 4 {
			t.Fatalf("objects before delete: %v", e.Objects(t, prefix))
		}
		r = e.Do(t, key, "DELETE", "/api/datasets/"+csvUp.DatasetID, nil, "")
		if r.Status != http.StatusAccepted {
			t.Fatalf("delete: %d %s", r.Status, r.Body)
		}
		var del jobrun.View
		r.JSON(t, &del)
		if del = e.WaitJob(t, key, del.JobID); del.Status != jobrun.StatusSucceeded {
			t.Fatalf("delete job: %+v", del)
		}
		if r := e.Do(t, key, "GET", "/api/datasets/"+csvUp.DatasetID, nil, ""); r.Status != 404 || r.Code() != "DATASET_NOT_FOUND" {
			t.Fatalf("deleted dataset: %d %s", r.Status, r.Body)
		}
		if left := e.Objects(t, prefix); len(left) != 0 {
			t.Fatalf("blobs left after delete: %v", left)
		}
	})
}

func TestFolderPathsLabelTheImages(t *testing.T) {
	e := uploadstest.Embedded(t, uploadstest.Options{})
	img := uploadstest.PNG(3, 3)
	r := e.Upload(t, e.A.APIKey, "/api/uploads/dataset/images", uploadstest.Field("dataset_name", "x"),
		uploadstest.File("folder_files.0.items", "zebra/1.png", img), uploadstest.File("folder_files.0.items", "x/../../etc.png", img))
	if r.Status != 422 {
		t.Fatalf("unsafe path: %d %s", r.Status, r.Body)
	}
	d := r.Detail()
	if len(d) != 1 || fmt.Sprint(d[0].Loc) != "[body folder_files.0.items 1]" {
		t.Fatalf("detail %+v", d)
	}
	if strings.Contains(string(r.Body), "zebra") {
		t.Fatalf("the valid part should not be blamed: %s", r.Body)
	}
}
