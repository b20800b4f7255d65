// Package uploads is the uploads endpoint group: multipart image and
// tabular uploads, presigned uploads of large files (to S3 on AWS, to the
// local blob store under make run), s3_url and repo_url imports, and the
// workspace's webhook signing secret. Every upload becomes a dataset
// version and an ingestion job (the worker task registered by Tasks),
// which converts or describes the data as parquet; an S3 ObjectCreated
// notification (or the local presigned PUT) starts the job of a presigned
// upload.
//
// Every outbound URL (webhook_url, repo_url) passes the SSRF guard when
// the request is made and again when it is dialled; s3_url is limited to
// the deployment's bucket allowlist. A repository token is never logged
// and never stored in clear: it is sealed with AES-GCM for its job (and,
// with use_saved_credentials, saved sealed for its host).
package uploads

import (
	"context"
	"errors"
	"net/http"
	"time"

	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/webhooks"
)

// TypeIngest is the task type of ingestion jobs.
const TypeIngest = "dataset.ingest"

// Providers of an ingested version (also the job's provider); see
// datasets.SourceProviders.
const (
	ProviderUpload    = datasets.ProviderUpload
	ProviderPresigned = datasets.ProviderPresigned
	ProviderS3        = datasets.ProviderS3
	ProviderGit       = datasets.ProviderGit
)

// Deadlines of ingestion jobs.
const (
	// receiveDeadline bounds the time between creating the job and having
	// its multipart data stored (a request that dies half-way is cleaned
	// up by the sweep after it).
	receiveDeadline = 15 * time.Minute
	// PresignTTL is how long a presigned upload URL is valid; the job
	// fails with UPLOAD_NOT_RECEIVED a little after.
	PresignTTL = 15 * time.Minute
	// ingestDeadline bounds an ingestion once its data is there.
	ingestDeadline = 2 * time.Hour
)

// input is the private input of an ingestion job.
type input struct {
	DatasetName string `json:"dataset_name"`
	DatasetID   string `json:"dataset_id,omitempty"`
	Version     int    `json:"version,omitempty"`
	Kind        string `json:"kind"`
	Format      string `json:"format,omitempty"`
	Provider    string `json:"provider"`
	// SourceKey is the uploaded file (tabular) or the images sidecar
	// (multipart images); SourceBytes its announced size.
	SourceKey   string `json:"source_key,omitempty"`
	SourceBytes int64  `json:"source_bytes,omitempty"`
	S3Bucket    string `json:"s3_bucket,omitempty"`
	S3Key       string `json:"s3_key,omitempty"`
	RepoURL     string `json:"repo_url,omitempty"`
	Branch      string `json:"branch,omitempty"`
	// SealedToken is the job's own repository token (AES-GCM, bound to
	// the job); SavedHost names the saved credential to use instead.
	SealedToken string `json:"sealed_token,omitempty"`
	SavedHost   string `json:"saved_host,omitempty"`
	// Dimension, "WxH", is the exact size every image must have.
	Dimension string `json:"dimension,omitempty"`
}

// Response is the body of the multipart upload routes and of s3_url and
// repo_url imports.
type Response struct {
	DatasetID   string `json:"dataset_id"`
	DatasetName string `json:"dataset_name"`
	Version     int    `json:"version"`
	JobID       string `json:"job_id"`
	JobStatus   string `json:"job_status"`
	Files       int    `json:"files"`
	Bytes       int64  `json:"bytes"`
}

// Routes builds the uploads endpoint group.
func Routes(d *platform.Deps) ([]httpkit.Route, error) {
	p, err := newPresigner(d)
	if err != nil {
		return nil, err
	}
	h := func(fn func(*platform.Deps, http.ResponseWriter, *http.Request)) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fn(d, w, r) })
	}
	return []httpkit.Route{
		{Method: "POST", Path: "/api/uploads/dataset/images", Handler: h(uploadImages)},
		{Method: "POST", Path: "/api/uploads/dataset/tabular", Handler: h(uploadTabular)},
		{Method: "POST", Path: "/api/uploads/presign", Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { presign(d, p, w, r) })},
		{Method: "PUT", Path: "/api/uploads/presigned/{token}", Handler: h(receivePresigned)},
		{Method: "POST", Path: "/api/uploads/webhook-secret", Handler: h(webhookSecret)},
		{Method: "POST", Path: "/api/uploads/webhook-secret/rotate", Handler: h(rotateWebhookSecret)},
	}, nil
}

// webhookOf validates the webhook fields shared by every upload: an https
// URL to a public address (checked now, and again when delivering), and
// the two booleans, which default to true and need the URL.
func webhookOf(ctx context.Context, d *platform.Deps, c *httpkit.Checker, url string, onComplete, onFailure *bool) *jobrun.Webhook {
	if url == "" {
		if onComplete != nil && *onComplete || onFailure != nil && *onFailure {
			c.Add([]any{"body", "webhook_url"}, "webhook_on_complete and webhook_on_failure need a webhook_url", "missing")
		}
		return nil
	}
	if err := webhooks.CheckURL(ctx, d, url); err != nil {
		c.Add([]any{"body", "webhook_url"}, err.Error(), "url_unsafe")
		return nil
	}
	wh := &jobrun.Webhook{URL: url, OnComplete: true, OnFailure: true}
	if onComplete != nil {
		wh.OnComplete = *onComplete
	}
	if onFailure != nil {
		wh.OnFailure = *onFailure
	}
	return wh
}

// optionalBool reads an optional boolean form field.
func optionalBool(c *httpkit.Checker, f form, name string) *bool {
	if _, ok := f.text[name]; !ok {
		return nil
	}
	b := boolField(c, f, name, false)
	return &b
}

// checkName validates a dataset name: 1-128 characters, no control or
// invisible formatting characters.
func checkName(c *httpkit.Checker, loc []any, name string, present bool) {
	if !c.Required(loc, present) {
		return
	}
	c.Name(loc, name, 1, 128)
}

// begin is what every upload does once its request is valid: check the
// limits, create the pending ingestion job (which enforces max_queue_size),
// add the dataset
// version (which enforces the dataset and storage limits), store the data
// (store), attach the final input, and start the job unless it waits for
// a presigned upload. On any failure the job is failed, and its settling
// removes whatever was stored: nothing stays half-stored.
//
// token, when set, is a repository token: it is sealed for this job only.
func begin(ctx context.Context, d *platform.Deps, workspace string, spec datasets.Spec, in input, wh *jobrun.Webhook, token string,
	pendingFor time.Duration, startNow bool, store func(ds datasets.Dataset, v datasets.Version, in *input) error) (datasets.Dataset, datasets.Version, jobrun.Job, error) {
	if err := datasets.Precheck(ctx, d, workspace, spec.Name, spec.ExpectedBytes); err != nil {
		return datasets.Dataset{}, datasets.Version{}, jobrun.Job{}, err
	}
	j, err := jobrun.Create(ctx, d, workspace, jobrun.New{
		Type: TypeIngest, Provider: in.Provider, Pending: true, Deadline: pendingFor, Input: in, Webhook: wh, UsesSlot: true,
		Message: "receiving the data",
	})
	if err != nil {
		return datasets.Dataset{}, datasets.Version{}, j, err
	}
	fail := func(err error) (datasets.Dataset, datasets.Version, jobrun.Job, error) {
		code, msg := "UPLOAD_FAILED", "the upload could not be stored"
		var e *errs.Error
		if errors.As(err, &e) {
			code, msg = e.Code, e.Message
		}
		if _, ferr := jobrun.Fail(context.WithoutCancel(ctx), d, workspace, j.ID, code, msg); ferr != nil {
			d.Log.WarnContext(ctx, "uploads: could not fail the job; the sweep will", "job", j.ID, "err", ferr.Error())
		}
		return datasets.Dataset{}, datasets.Version{}, j, err
	}
	spec.JobID = j.ID
	ds, v, err := datasets.Begin(ctx, d, workspace, spec)
	if err != nil {
		// Nothing was stored: the job goes too.
		if derr := jobrun.Discard(context.WithoutCancel(ctx), d, workspace, j.ID); derr != nil {
			return fail(err)
		}
		return datasets.Dataset{}, datasets.Version{}, j, err
	}
	in.DatasetID, in.Version = ds.ID, v.Number
	if store != nil {
		if err := store(ds, v, &in); err != nil {
			return fail(err)
		}
	}
	if token != "" {
		if in.SealedToken, err = seal(ctx, d, token, jobTokenContext(workspace, j.ID)); err != nil {
			return fail(err)
		}
	}
	if err := jobrun.Attach(ctx, d, workspace, j.ID, ds.ID, in); err != nil {
		return fail(err)
	}
	if startNow {
		if j, err = jobrun.Start(ctx, d, workspace, j.ID, ingestDeadline, nil); err != nil {
			return fail(err)
		}
	} else if j, err = jobrun.Get(ctx, d, workspace, j.ID); err != nil {
		return fail(err)
	}
	return ds, v, j, nil
}

// sniffLen is how much of a file Sniff looks at.
const sniffLen = 64 << 10

func head(b []byte) []byte { return b[:min(len(b), sniffLen)] }

// dataError turns an ingest data error into a 422 at loc.
func dataError(c *httpkit.Checker, loc []any, err error) {
	if e, ok := err.(*ingest.Error); ok {
		c.Add(loc, e.Message, toLowerCode(e.Code))
		return
	}
	c.Add(loc, "the file could not be read", "value_error")
}

func toLowerCode(code string) string {
	b := []byte(code)
	for i, ch := range b {
		if ch >= 'A' && ch <= 'Z' {
			b[i] = ch + 'a' - 'A'
		}
	}
	return string(b)
}
