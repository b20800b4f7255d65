package playground

import (
	"bytes"
	"net/http"
	"os"
	"testing"

	"bulwark/shared/datasets"
	"bulwark/shared/platform"
)

// readyVersion adds a version to the workspace's dataset name and, unless
// pending, stores its parquet file (n rows) and marks it ready.
func (e *env) readyVersion(workspace, name string, n int, pending bool) (datasets.Dataset, datasets.Version) {
	e.t.Helper()
	ctx := e.t.Context()
	ds, v, err := datasets.Begin(ctx, e.d, workspace, datasets.Spec{
		Name: name, Kind: datasets.Tabular, Format: "csv", Source: datasets.Source{Provider: "upload", Filename: name + ".csv"},
		ExpectedBytes: 1000, JobID: "job-" + name,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	if pending {
		return ds, v
	}
	key := datasets.VersionPrefix(workspace, ds.ID, v.Number) + "data.parquet"
	data, err := os.ReadFile(fixture(e.t, n))
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.d.Blobs.Put(ctx, key, bytes.NewReader(data), ""); err != nil {
		e.t.Fatal(err)
	}
	ds, v, err = datasets.Complete(ctx, e.d, workspace, ds.ID, v.Number, datasets.Result{
		Format: "csv", RowCount: int64(n), ParquetBytes: int64(len(data)), StoredBytes: int64(len(data)), ParquetKey: key,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return ds, v
}

// TestDatasetsSource runs the group as wired in the functions (Routes):
// sessions open on the ready versions of the datasets package.
func TestDatasetsSource(t *testing.T) {
	e := newEnvWith(t, embeddedDeps, nil, func(*memSource) platform.Builder { return Routes })
	open := func(body map[string]any) resp { return e.call("POST", "/api/playground/sessions", body) }

	ds, _ := e.readyVersion(e.ws, "customers", 10, false)
	e.readyVersion(e.ws, "customers", 20, false)
	r := open(map[string]any{"dataset_id": ds.ID}).must(t, http.StatusCreated)
	if r.body["row_count"] != float64(20) || r.body["version"] != nil {
		t.Fatalf("latest: %s", r.raw)
	}
	r = open(map[string]any{"dataset_id": ds.ID, "version": 1}).must(t, http.StatusCreated)
	if r.body["row_count"] != float64(10) {
		t.Fatalf("version 1: %s", r.raw)
	}
	id, _ := r.body["session_id"].(string)
	r = e.call("POST", sqlPath(id), map[string]any{"query": "SELECT count(*) AS n FROM data"}).must(t, http.StatusOK)
	if !bytes.Contains(r.raw, []byte(`[{"n":10}]`)) {
		t.Fatalf("query: %s", r.raw)
	}

	// A version still being ingested, one that does not exist, a dataset
	// with no ready version yet, and another workspace's dataset.
	_, v3 := e.readyVersion(e.ws, "customers", 0, true)
	open(map[string]any{"dataset_id": ds.ID, "version": v3.Number}).mustError(t, http.StatusConflict, CodeDatasetNotReady)
	open(map[string]any{"dataset_id": ds.ID, "version": 9}).mustError(t, http.StatusNotFound, CodeVersionNotFound)
	fresh, _ := e.readyVersion(e.ws, "fresh", 0, true)
	open(map[string]any{"dataset_id": fresh.ID}).mustError(t, http.StatusConflict, CodeDatasetNotReady)
	open(map[string]any{"dataset_id": dsID("nope")}).mustError(t, http.StatusNotFound, CodeDatasetNotFound)
	theirs, _ := e.readyVersion(e.other.WorkspaceID, "theirs", 10, false)
	open(map[string]any{"dataset_id": theirs.ID}).mustError(t, http.StatusNotFound, CodeDatasetNotFound)
	e.callAs(e.other.APIKey, "POST", "/api/playground/sessions", map[string]any{"dataset_id": ds.ID}).
		mustError(t, http.StatusNotFound, CodeDatasetNotFound)
}
