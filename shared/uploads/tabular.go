package uploads

import (
	"bytes"
	"net/http"

	"bulwark/shared/datasets"
	"bulwark/shared/httpkit"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
)

var tabularTextFields = []string{"dataset_name", "format", "webhook_url", "webhook_on_complete", "webhook_on_failure"}

// contentTypes of the stored tabular sources.
var sourceContentType = map[string]string{
	ingest.FormatCSV: "text/csv", ingest.FormatJSONL: "application/x-ndjson", ingest.FormatParquet: "application/vnd.apache.parquet",
}

// uploadTabular serves POST /api/uploads/dataset/tabular: one CSV, JSON
// Lines or parquet file, recognised by its content (and checked against
// format when given), stored as the version's source and converted to
// parquet by the ingestion job.
func uploadTabular(d *platform.Deps, w http.ResponseWriter, r *http.Request) {
	p, err := principal.Require(r)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	ctx := r.Context()
	f, err := parseForm(w, r, d.Config.MaxUploadBytes, tabularTextFields, func(name string) bool { return name == "file" })
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	var c httpkit.Checker
	name, hasName := f.text["dataset_name"]
	checkName(&c, []any{"body", "dataset_name"}, name, hasName)
	format := f.text["format"]
	if format != "" {
		c.OneOf([]any{"body", "format"}, format, ingest.Formats()...)
	}
	var file filePart
	switch len(f.files) {
	case 0:
		c.Add([]any{"body", "file"}, "Field required", "missing")
	case 1:
		file = f.files[0]
	default:
		c.Add([]any{"body", "file"}, "Give exactly one file", "too_long")
	}
	if len(f.files) == 1 && c.Err() == nil {
		if format, err = ingest.Sniff(head(file.Data), format, file.Path); err != nil {
			dataError(&c, []any{"body", "file"}, err)
		}
	}
	wh := webhookOf(ctx, d, &c, f.text["webhook_url"], optionalBool(&c, f, "webhook_on_complete"), optionalBool(&c, f, "webhook_on_failure"))
	if err := c.Err(); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	if err := jobrun.CheckQueue(ctx, d, p.WorkspaceID); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	size := int64(len(file.Data))
	in := input{DatasetName: name, Kind: datasets.Tabular, Format: format, Provider: ProviderUpload, SourceBytes: size}
	spec := datasets.Spec{
		Name: name, Kind: datasets.Tabular, Format: format, ExpectedBytes: size,
		Source: datasets.Source{Provider: ProviderUpload, Filename: file.Path, Files: 1},
	}
	store := func(ds datasets.Dataset, v datasets.Version, in *input) error {
		in.SourceKey = datasets.VersionPrefix(p.WorkspaceID, ds.ID, v.Number) + "source." + format
		return d.Blobs.Put(ctx, in.SourceKey, bytes.NewReader(file.Data), sourceContentType[format])
	}
	ds, v, j, err := begin(ctx, d, p.WorkspaceID, spec, in, wh, "", receiveDeadline, true, store)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	httpkit.WriteJSON(w, http.StatusOK, Response{
		DatasetID: ds.ID, DatasetName: ds.Name, Version: v.Number, JobID: j.ID, JobStatus: j.Status, Files: 1, Bytes: size,
	})
}
