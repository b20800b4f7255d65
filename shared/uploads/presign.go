package uploads

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"bulwark/shared/awsenv"
	"bulwark/shared/blob/s3blob"
	"bulwark/shared/datasets"
	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/principal"
	"bulwark/shared/secrets"
)

// presignedName ends the key of every presigned upload, so that the
// bucket's ObjectCreated notification can be filtered to them by suffix
// (the stack sets the filter; keys stay workspace-first).
const presignedName = "source.upload"

// PresignedSuffix is the key suffix the S3 notification filters on.
const PresignedSuffix = ".upload"

// presigner mints upload URLs: S3 presigned PUTs on AWS, signed local
// URLs under make run.
type presigner interface {
	PresignPut(ctx context.Context, key string, size int64, ttl time.Duration) (url string, headers map[string]string, err error)
}

// newPresigner picks the presigner of the deployment's blob store.
func newPresigner(d *platform.Deps) (presigner, error) {
	if _, ok := d.Blobs.(*s3blob.Bucket); ok && d.Config.Bucket != "" {
		cfg, err := awsenv.Load(context.Background())
		if err != nil {
			return nil, err
		}
		return s3Presigner{client: s3.NewPresignClient(awsenv.S3Client(cfg)), bucket: d.Config.Bucket}, nil
	}
	return localPresigner{d: d}, nil
}

type s3Presigner struct {
	client *s3.PresignClient
	bucket string
}

// PresignPut signs a PUT of exactly size bytes (the length is part of the
// signature, so S3 refuses any other size).
func (p s3Presigner) PresignPut(ctx context.Context, key string, size int64, ttl time.Duration) (string, map[string]string, error) {
	req, err := p.client.PresignPutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(p.bucket), Key: aws.String(key), ContentLength: aws.Int64(size),
	}, s3.WithPresignExpires(ttl))
	if err != nil {
		return "", nil, fmt.Errorf("uploads: presign: %w", err)
	}
	headers := map[string]string{}
	for k, v := range req.SignedHeader {
		if !strings.EqualFold(k, "host") && len(v) > 0 {
			headers[k] = v[0]
		}
	}
	return req.URL, headers, nil
}

// uploadKeyName is the deployment secret that signs local upload URLs.
const uploadKeyName = secrets.NameUploadURLKey

// localPresigner signs URLs of the local PUT target: an HMAC-SHA256 over
// the token's claims (workspace, job, key, size, expiry), so that the URL
// itself is the credential, like an S3 presigned URL.
type localPresigner struct{ d *platform.Deps }

type uploadClaims struct {
	Workspace string `json:"w"`
	JobID     string `json:"j"`
	Key       string `json:"k"`
	Size      int64  `json:"s"`
	Expires   int64  `json:"e"`
}

func (p localPresigner) PresignPut(ctx context.Context, key string, size int64, ttl time.Duration) (string, map[string]string, error) {
	ws, _, _, ok := parsePresignedKey(key)
	if !ok {
		return "", nil, fmt.Errorf("uploads: %q is not a presigned upload key", key)
	}
	v, err := versionOfKey(ctx, p.d, key)
	if err != nil {
		return "", nil, err
	}
	token, err := signToken(ctx, p.d, uploadClaims{Workspace: ws, JobID: v.JobID, Key: key, Size: size, Expires: p.d.Clock.Now().Add(ttl).Unix()})
	if err != nil {
		return "", nil, err
	}
	return p.d.Config.PublicURL + "/api/uploads/presigned/" + token, map[string]string{}, nil
}

func signToken(ctx context.Context, d *platform.Deps, c uploadClaims) (string, error) {
	key, err := secrets.GetOrCreate(ctx, d.Secrets, uploadKeyName, 32)
	if err != nil {
		return "", err
	}
	body, err := json.Marshal(c)
	if err != nil {
		return "", err
	}
	payload := base64.RawURLEncoding.EncodeToString(body)
	m := hmac.New(sha256.New, key)
	m.Write([]byte(payload))
	return payload + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil)), nil
}

var (
	errTokenInvalid = errs.New(errs.ErrPermissionDenied, "UPLOAD_URL_INVALID", "the upload URL is not valid")
	errTokenExpired = errs.New(errs.ErrPermissionDenied, "UPLOAD_URL_EXPIRED", "the upload URL has expired; request a new one")
)

func verifyToken(ctx context.Context, d *platform.Deps, token string) (uploadClaims, error) {
	var c uploadClaims
	payload, sig, ok := strings.Cut(token, ".")
	if !ok || len(token) > 4096 {
		return c, errTokenInvalid
	}
	key, err := secrets.GetOrCreate(ctx, d.Secrets, uploadKeyName, 32)
	if err != nil {
		return c, err
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil {
		return c, errTokenInvalid
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(payload))
	if !hmac.Equal(got, m.Sum(nil)) {
		return c, errTokenInvalid
	}
	body, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil || json.Unmarshal(body, &c) != nil {
		return c, errTokenInvalid
	}
	if !d.Clock.Now().Before(time.Unix(c.Expires, 0)) {
		return c, errTokenExpired
	}
	return c, nil
}

// parsePresignedKey reads "<workspace>/datasets/<dataset id>/v<n>/source.upload".
func parsePresignedKey(key string) (workspace, datasetID string, n int, ok bool) {
	parts := strings.Split(key, "/")
	if len(parts) != 5 || parts[1] != "datasets" || parts[4] != presignedName || !strings.HasPrefix(parts[3], "v") {
		return "", "", 0, false
	}
	if _, err := fmt.Sscanf(parts[3], "v%d", &n); err != nil || n < 1 || fmt.Sprintf("v%d", n) != parts[3] {
		return "", "", 0, false
	}
	return parts[0], parts[2], n, true
}

func versionOfKey(ctx context.Context, d *platform.Deps, key string) (datasets.Version, error) {
	ws, id, n, ok := parsePresignedKey(key)
	if !ok {
		return datasets.Version{}, fmt.Errorf("uploads: %q is not a presigned upload key: %w", key, errs.ErrInvalid)
	}
	return datasets.GetVersion(ctx, d, ws, id, n)
}

// PresignRequest is the body of POST /api/uploads/presign.
type PresignRequest struct {
	DatasetName       string `json:"dataset_name"`
	Filename          string `json:"filename"`
	SizeBytes         int64  `json:"size_bytes"`
	Format            string `json:"format"`
	WebhookURL        string `json:"webhook_url"`
	WebhookOnComplete *bool  `json:"webhook_on_complete"`
	WebhookOnFailure  *bool  `json:"webhook_on_failure"`
}

// PresignResponse tells the client where to PUT the file.
type PresignResponse struct {
	DatasetID   string       `json:"dataset_id"`
	DatasetName string       `json:"dataset_name"`
	Version     int          `json:"version"`
	JobID       string       `json:"job_id"`
	JobStatus   string       `json:"job_status"`
	Upload      UploadTarget `json:"upload"`
}

// UploadTarget is a presigned PUT.
type UploadTarget struct {
	URL       string            `json:"url"`
	Method    string            `json:"method"`
	Headers   map[string]string `json:"headers"`
	ExpiresAt time.Time         `json:"expires_at"`
	SizeBytes int64             `json:"size_bytes"`
}

// presign serves POST /api/uploads/presign: it records the dataset
// version and a pending ingestion job, and answers a URL to PUT exactly
// size_bytes to within PresignTTL. The upload's arrival (S3 ObjectCreated,
// or the local PUT target) starts the job.
func presign(d *platform.Deps, p presigner, w http.ResponseWriter, r *http.Request) {
	pr, err := principal.Require(r)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	ctx := r.Context()
	var req PresignRequest
	if err := httpkit.Decode(r, &req, httpkit.DecodeOptions{MaxBytes: 16 << 10}); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	var c httpkit.Checker
	checkName(&c, []any{"body", "dataset_name"}, req.DatasetName, req.DatasetName != "")
	if c.Required([]any{"body", "filename"}, req.Filename != "") {
		c.Name([]any{"body", "filename"}, req.Filename, 1, 255)
	}
	if c.Required([]any{"body", "size_bytes"}, req.SizeBytes != 0) {
		c.IntRange([]any{"body", "size_bytes"}, req.SizeBytes, 1, 1<<42)
	}
	format := req.Format
	if format != "" {
		c.OneOf([]any{"body", "format"}, format, ingest.Formats()...)
	} else if format = ingest.FormatFromName(req.Filename); format == "" && req.Filename != "" {
		c.Add([]any{"body", "format"}, "The file name does not tell the format: give format (csv, jsonl or parquet)", "missing")
	}
	wh := webhookOf(ctx, d, &c, req.WebhookURL, req.WebhookOnComplete, req.WebhookOnFailure)
	if err := c.Err(); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	in := input{DatasetName: req.DatasetName, Kind: datasets.Tabular, Format: format, Provider: ProviderPresigned, SourceBytes: req.SizeBytes}
	spec := datasets.Spec{
		Name: req.DatasetName, Kind: datasets.Tabular, Format: format, ExpectedBytes: req.SizeBytes, Pending: true,
		Source: datasets.Source{Provider: ProviderPresigned, Filename: req.Filename, Files: 1},
	}
	var url string
	var headers map[string]string
	expires := d.Clock.Now().Add(PresignTTL)
	store := func(ds datasets.Dataset, v datasets.Version, in *input) error {
		in.SourceKey = datasets.VersionPrefix(pr.WorkspaceID, ds.ID, v.Number) + presignedName
		// The local presigner reads the version record to bind the URL to
		// its job; it exists by now.
		var err error
		url, headers, err = p.PresignPut(ctx, in.SourceKey, req.SizeBytes, PresignTTL)
		return err
	}
	ds, v, j, err := begin(ctx, d, pr.WorkspaceID, spec, in, wh, "", PresignTTL+5*time.Minute, false, store)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	httpkit.WriteJSON(w, http.StatusOK, PresignResponse{
		DatasetID: ds.ID, DatasetName: ds.Name, Version: v.Number, JobID: j.ID, JobStatus: j.Status,
		Upload: UploadTarget{URL: url, Method: http.MethodPut, Headers: headers, ExpiresAt: expires, SizeBytes: req.SizeBytes},
	})
}

var errSizeMismatch = errors.New("uploads: body size differs from the signed size")

// exactReader fails instead of ending when the body is not exactly want
// bytes, so that the blob Put (atomic) stores nothing.
type exactReader struct {
	r    io.Reader
	n    int64
	want int64
}

func (e *exactReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	e.n += int64(n)
	if e.n > e.want {
		return n, errSizeMismatch
	}
	if errors.Is(err, io.EOF) && e.n != e.want {
		return n, errSizeMismatch
	}
	return n, err
}

// ReceivedResponse is the answer of the local PUT target.
type ReceivedResponse struct {
	ReceivedBytes int64 `json:"received_bytes"`
}

// receivePresigned serves PUT /api/uploads/presigned/{token}, the local
// stand-in for S3: the signed token is the credential (no API key), the
// body must be exactly the signed size, it is written through the blob
// port, and then the same TypeObjectCreated task the S3 trigger sends is
// queued, so one code path starts every presigned ingestion.
func receivePresigned(d *platform.Deps, w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if d.Config.Bucket != "" {
		// On AWS the presigned URL is S3's own; this target only serves
		// the local blob store, and must not mint its key on AWS.
		httpkit.WriteError(w, r, errs.New(errs.ErrNotFound, "UPLOAD_TARGET_LOCAL_ONLY",
			"this deployment uploads straight to S3: PUT to the URL that POST /api/uploads/presign returned"))
		return
	}
	c, err := verifyToken(ctx, d, r.PathValue("token"))
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	if r.ContentLength >= 0 && r.ContentLength != c.Size {
		httpkit.WriteError(w, r, errs.Newf(errs.ErrInvalid, "UPLOAD_SIZE_MISMATCH", "the URL was signed for exactly %d bytes", c.Size))
		return
	}
	j, err := jobrun.Get(ctx, d, c.Workspace, c.JobID)
	if err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	if j.Status != jobrun.StatusPending {
		httpkit.WriteError(w, r, errs.Newf(errs.ErrConflict, "UPLOAD_ALREADY_RECEIVED", "this upload's job is %s; request a new URL to upload again", j.Status))
		return
	}
	if _, err := d.Blobs.Stat(ctx, c.Key); err == nil {
		httpkit.WriteError(w, r, errs.New(errs.ErrConflict, "UPLOAD_ALREADY_RECEIVED", "this upload was received already; request a new URL to upload again"))
		return
	} else if !errors.Is(err, errs.ErrNotFound) {
		httpkit.WriteError(w, r, err)
		return
	}
	body := &exactReader{r: http.MaxBytesReader(w, r.Body, c.Size+1), want: c.Size}
	if err := d.Blobs.Put(ctx, c.Key, body, "application/octet-stream"); err != nil {
		if errors.Is(err, errSizeMismatch) {
			httpkit.WriteError(w, r, errs.Newf(errs.ErrInvalid, "UPLOAD_SIZE_MISMATCH", "the URL was signed for exactly %d bytes", c.Size))
			return
		}
		httpkit.WriteError(w, r, err)
		return
	}
	ev := jobs.ObjectCreated{Bucket: d.Config.Bucket, Key: c.Key, Size: body.n}
	if _, err := jobs.Enqueue(ctx, d.Jobs, jobs.Envelope{Type: jobs.TypeObjectCreated}, ev, 0); err != nil {
		httpkit.WriteError(w, r, err)
		return
	}
	httpkit.WriteJSON(w, http.StatusOK, ReceivedResponse{ReceivedBytes: body.n})
}
