package uploads

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"bulwark/shared/datasets"
	"bulwark/shared/httpkit"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/ssrf"
)

// Allowed values of the image upload's text fields.
var (
	// DatasetTypes is the machine-learning task the images serve.
	DatasetTypes = []string{"unlabeled", "classification", "detection", "segmentation", "captioning"}
	// Specificities says what the images mostly show, which later scans
	// use to pick their checks (faces and documents carry personal data).
	Specificities = []string{"general", "faces", "documents", "medical", "screenshots"}
)

var imageTextFields = []string{
	"image_specificity", "dataset_type", "dimension", "dataset_name", "branch_name", "s3_url", "webhook_url",
	"repo_url", "repo_access_token", "use_saved_credentials", "webhook_on_complete", "webhook_on_failure",
}

var dimensionRE = regexp.MustCompile(`^([0-9]{1,5})x([0-9]{1,5})$`)

// parseDimension reads "WxH" (each 1 to ingest.MaxImageSide).
func parseDimension(s string) (w, h int, ok bool) {
	m := dimensionRE.FindStringSubmatch(strings.ToLower(s))
	if m == nil {
		return 0, 0, false
	}
	w, _ = strconv.Atoi(m[1])
	h, _ = strconv.Atoi(m[2])
	return w, h, w >= 1 && h >= 1 && w <= ingest.MaxImageSide && h <= ingest.MaxImageSide
}

// branchRE accepts git branch names without the forms git itself refuses
// or that could read as options.
var branchRE = regexp.MustCompile(`^[A-Za-z0-9._][A-Za-z0-9._/-]{0,254}$`)

func validBranch(b string) bool {
	return branchRE.MatchString(b) && !strings.Contains(b, "..") && !strings.Contains(b, "//") &&
		!strings.HasSuffix(b, "/") && !strings.HasSuffix(b, ".lock") && !strings.HasSuffix(b, ".")
}

// labelOf is an image's class: the first folder of its path ("" when the
// file is not in a folder).
func labelOf(path string) string {
	if i := strings.IndexByte(path, '/'); i > 0 {
		return path[:i]
	}
	return ""
}

func contentType(format string) string { return "image/" + format }

// uploadImages serves POST /api/uploads/dataset/images.
func uploadImages(d *platform.Deps, w http.ResponseWriter, r *http.Request) {
	p, err := principal.Require(r)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	ctx := r.Context()
	f, err := parseForm(w, r, d.Config.MaxUploadBytes, imageTextFields, isFileField)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	var c httpkit.Checker
	name, hasName := f.text["dataset_name"]
	checkName(&c, []any{"body", "dataset_name"}, name, hasName)
	dsType := or(f.text["dataset_type"], DatasetTypes[0])
	c.OneOf([]any{"body", "dataset_type"}, dsType, DatasetTypes...)
	specificity := or(f.text["image_specificity"], Specificities[0])
	c.OneOf([]any{"body", "image_specificity"}, specificity, Specificities...)
	dim := f.text["dimension"]
	dw, dh := 0, 0
	if dim != "" {
		var ok bool
		if dw, dh, ok = parseDimension(dim); !ok {
			c.Add([]any{"body", "dimension"}, fmt.Sprintf("Input should be WIDTHxHEIGHT, each 1 to %d, such as 224x224", ingest.MaxImageSide), "value_error")
		}
	}
	s3URL, repoURL := f.text["s3_url"], f.text["repo_url"]
	sources := 0
	for _, has := range []bool{len(f.files) > 0, s3URL != "", repoURL != ""} {
		if has {
			sources++
		}
	}
	switch {
	case sources == 0:
		c.Add([]any{"body", "file"}, "Give the images as file parts (file, file.<n>, folder_files.<n>.items), an s3_url or a repo_url", "missing")
	case sources > 1:
		c.Add([]any{"body"}, "Give exactly one source: file parts, s3_url or repo_url", "value_error")
	}
	branch, token := f.text["branch_name"], f.text["repo_access_token"]
	useSaved := boolField(&c, f, "use_saved_credentials", false)
	for field, set := range map[string]bool{"branch_name": branch != "", "repo_access_token": token != "", "use_saved_credentials": useSaved} {
		if set && repoURL == "" {
			c.Add([]any{"body", field}, field+" applies to repo_url imports only", "value_error")
		}
	}
	if branch != "" && !validBranch(branch) {
		c.Add([]any{"body", "branch_name"}, "Input should be a git branch name", "value_error")
	}
	c.Len([]any{"body", "repo_access_token"}, token, 0, 1024)

	var bucket, key, host string
	if s3URL != "" {
		if bucket, key, err = ssrf.CheckS3URL(s3URL, d.Config.S3ImportBuckets); err != nil {
			c.Add([]any{"body", "s3_url"}, err.Error(), "url_unsafe")
		}
	}
	if repoURL != "" {
		if err := ssrf.CheckURL(ctx, repoURL, gitGuard(gitOptions{})); err != nil {
			c.Add([]any{"body", "repo_url"}, err.Error(), "url_unsafe")
		} else {
			host = repoHost(repoURL)
			if useSaved && token == "" {
				ok, err := hasCredential(ctx, d, p.WorkspaceID, host)
				if err != nil {
					httpkit.WriteError(w, r, err)
					return
				}
				if !ok {
					c.Add([]any{"body", "use_saved_credentials"}, "no credential is saved for "+host+"; send repo_access_token with use_saved_credentials=true to save one", "value_error")
				}
			}
		}
	}
	wh := webhookOf(ctx, d, &c, f.text["webhook_url"], optionalBool(&c, f, "webhook_on_complete"), optionalBool(&c, f, "webhook_on_failure"))

	// Check every image now, so that a bad one is refused before anything
	// is stored.
	var rows []ingest.ManifestRow
	var total int64
	for i, fp := range f.files {
		info, err := ingest.CheckImage(fp.Data)
		if err != nil {
			e := err.(*ingest.Error)
			c.Add(fp.loc(), fp.Path+": "+e.Message, toLowerCode(e.Code))
			continue
		}
		if dim != "" && (info.Width != dw || info.Height != dh) {
			c.Add(fp.loc(), fmt.Sprintf("%s: the image is %dx%d, not the required %s", fp.Path, info.Width, info.Height, dim), "image_dimensions")
			continue
		}
		total += info.Size
		rows = append(rows, ingest.ManifestRow{
			Path: fp.Path, Label: labelOf(fp.Path), File: fmt.Sprintf("images/%05d%s", i, ingest.Extension(info.Format)),
			Format: info.Format, Width: info.Width, Height: info.Height, Size: info.Size, SHA256: info.SHA256,
		})
	}
	if err := c.Err(); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	if err := jobrun.CheckQueue(ctx, d, p.WorkspaceID); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}

	in := input{DatasetName: name, Kind: datasets.Images, Format: "images", Provider: ProviderUpload, Dimension: dim}
	src := datasets.Source{Provider: ProviderUpload, Files: len(rows)}
	var store func(datasets.Dataset, datasets.Version, *input) error
	switch {
	case s3URL != "":
		in.Provider, in.S3Bucket, in.S3Key = ProviderS3, bucket, key
		src = datasets.Source{Provider: ProviderS3, S3URL: s3URL}
	case repoURL != "":
		in.Provider, in.RepoURL, in.Branch = ProviderGit, repoURL, branch
		src = datasets.Source{Provider: ProviderGit, RepoURL: repoURL, Branch: branch}
		if useSaved {
			if token != "" {
				if err := saveCredential(ctx, d, p.WorkspaceID, host, token); err != nil {
					httpkit.WriteError(w, r, err)
					return
				}
			}
			in.SavedHost, token = host, ""
		}
	default:
		store = func(ds datasets.Dataset, v datasets.Version, in *input) error {
			prefix := datasets.VersionPrefix(p.WorkspaceID, ds.ID, v.Number)
			for i, row := range rows {
				if err := d.Blobs.Put(ctx, prefix+row.File, bytes.NewReader(f.files[i].Data), contentType(row.Format)); err != nil {
					return err
				}
			}
			sidecar, err := json.Marshal(rows)
			if err != nil {
				return err
			}
			in.SourceKey, in.SourceBytes = prefix+"images.json", total
			return d.Blobs.Put(ctx, in.SourceKey, bytes.NewReader(sidecar), "application/json")
		}
	}
	spec := datasets.Spec{
		Name: name, Kind: datasets.Images, ImageSpecificity: specificity, DatasetType: dsType, Format: "images",
		Source: src, ExpectedBytes: total,
	}
	ds, v, j, err := begin(ctx, d, p.WorkspaceID, spec, in, wh, token, receiveDeadline, true, store)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	httpkit.WriteJSON(w, http.StatusOK, Response{
		DatasetID: ds.ID, DatasetName: ds.Name, Version: v.Number, JobID: j.ID, JobStatus: j.Status, Files: len(rows), Bytes: total,
	})
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
