package uploads_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/datasets"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
	"bulwark/shared/uploads"
	"bulwark/shared/uploads/uploadstest"
)

// nothingStored asserts that a workspace holds no blob and no dataset.
func nothingStored(t *testing.T, e *uploadstest.Env, tn identity.Tenant) {
	t.Helper()
	if objs := e.Objects(t, tn.WorkspaceID+"/"); len(objs) != 0 {
		t.Fatalf("blobs left behind: %v", objs)
	}
	var list datasets.ListResponse
	e.Do(t, tn.APIKey, "GET", "/api/datasets", nil, "").JSON(t, &list)
	if len(list.Items) != 0 {
		t.Fatalf("datasets left behind: %+v", list.Items)
	}
}

func TestBadUploadsAreRefusedWithClearErrors(t *testing.T) {
	uploadstest.Each(t, uploadstest.Options{}, func(t *testing.T, e *uploadstest.Env) {
		key := e.A.APIKey
		img := uploadstest.PNG(4, 4)
		name := uploadstest.Field("dataset_name", "d")
		f := uploadstest.Field
		cases := []struct {
			label string
			path  string
			parts []uploadstest.Part
			loc   string
			typ   string
		}{
			{"text as image", "/api/uploads/dataset/images", []uploadstest.Part{name, uploadstest.File("file.0", "a.png", img), uploadstest.File("file.1", "notes.png", []byte("hello"))}, "[body file.1]", "not_an_image"},
			{"svg", "/api/uploads/dataset/images", []uploadstest.Part{name, uploadstest.File("file", "x.svg", []byte("<svg/>"))}, "[body file]", "not_an_image"},
			{"truncated png", "/api/uploads/dataset/images", []uploadstest.Part{name, uploadstest.File("file", "x.png", img[:len(img)-16])}, "[body file]", "image_corrupt"},
			{"wrong dimension", "/api/uploads/dataset/images", []uploadstest.Part{name, f("dimension", "224x224"), uploadstest.File("file", "x.png", img)}, "[body file]", "image_dimensions"},
			{"no source", "/api/uploads/dataset/images", []uploadstest.Part{name}, "[body file]", "missing"},
			{"two sources", "/api/uploads/dataset/images", []uploadstest.Part{name, f("s3_url", "s3://b/k"), uploadstest.File("file", "x.png", img)}, "[body]", "value_error"},
			{"bad dataset_type", "/api/uploads/dataset/images", []uploadstest.Part{name, f("dataset_type", "poems"), uploadstest.File("file", "x.png", img)}, "[body dataset_type]", "enum"},
			{"bad dimension", "/api/uploads/dataset/images", []uploadstest.Part{name, f("dimension", "big"), uploadstest.File("file", "x.png", img)}, "[body dimension]", "value_error"},
			{"token without repo", "/api/uploads/dataset/images", []uploadstest.Part{name, f("repo_access_token", "ghp_x"), uploadstest.File("file", "x.png", img)}, "[body repo_access_token]", "value_error"},
			{"unknown field", "/api/uploads/dataset/images", []uploadstest.Part{name, f("colour", "red"), uploadstest.File("file", "x.png", img)}, "[body colour]", "extra_forbidden"},
			{"missing name", "/api/uploads/dataset/images", []uploadstest.Part{uploadstest.File("file", "x.png", img)}, "[body dataset_name]", "missing"},
			{"name as file", "/api/uploads/dataset/tabular", []uploadstest.Part{uploadstest.File("dataset_name", "n.txt", []byte("n")), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body dataset_name]", "string_type"},
			{"image as csv", "/api/uploads/dataset/tabular", []uploadstest.Part{name, uploadstest.File("file", "data.csv", img)}, "[body file]", "not_tabular"},
			{"binary as csv", "/api/uploads/dataset/tabular", []uploadstest.Part{name, uploadstest.File("file", "data.csv", []byte{1, 2, 0, 3})}, "[body file]", "not_tabular"},
			{"format mismatch", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("format", "parquet"), uploadstest.File("file", "a.csv", []byte("a,b\n1,2\n"))}, "[body file]", "format_mismatch"},
			{"empty csv", "/api/uploads/dataset/tabular", []uploadstest.Part{name, uploadstest.File("file", "a.csv", nil)}, "[body file]", "empty_file"},
			{"no file", "/api/uploads/dataset/tabular", []uploadstest.Part{name}, "[body file]", "missing"},
			{"http webhook", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_url", "http://example.com/h"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_url]", "url_unsafe"},
			{"private webhook", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_url", "https://10.1.2.3/h"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_url]", "url_unsafe"},
			{"metadata webhook", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_url", "https://169.254.169.254/latest/meta-data/"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_url]", "url_unsafe"},
			{"ipv6 metadata webhook", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_url", "https://[fd00:ec2::254]/"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_url]", "url_unsafe"},
			{"cgnat webhook", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_url", "https://100.64.0.9/"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_url]", "url_unsafe"},
			{"flag without url", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_on_failure", "true"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_url]", "missing"},
			{"bad bool", "/api/uploads/dataset/tabular", []uploadstest.Part{name, f("webhook_url", "https://8.8.8.8/h"), f("webhook_on_failure", "maybe"), uploadstest.File("file", "a.csv", []byte("a\n1\n"))}, "[body webhook_on_failure]", "bool_parsing"},
			{"http repo", "/api/uploads/dataset/images", []uploadstest.Part{name, f("repo_url", "http://github.com/a/b.git")}, "[body repo_url]", "url_unsafe"},
			{"loopback repo", "/api/uploads/dataset/images", []uploadstest.Part{name, f("repo_url", "https://127.0.0.1/a.git")}, "[body repo_url]", "url_unsafe"},
			{"saved credential missing", "/api/uploads/dataset/images", []uploadstest.Part{name, f("repo_url", "https://8.8.8.8/a.git"), f("use_saved_credentials", "true")}, "[body use_saved_credentials]", "value_error"},
			{"bad branch", "/api/uploads/dataset/images", []uploadstest.Part{name, f("repo_url", "https://8.8.8.8/a.git"), f("branch_name", "--upload-pack=x")}, "[body branch_name]", "value_error"},
			{"bucket not allowed", "/api/uploads/dataset/images", []uploadstest.Part{name, f("s3_url", "s3://someone-elses-bucket/images/")}, "[body s3_url]", "url_unsafe"},
		}
		for _, c := range cases {
			r := e.Upload(t, key, c.path, c.parts...)
			if r.Status != 422 {
				t.Errorf("%s: %d %s", c.label, r.Status, r.Body)
				continue
			}
			found := false
			for _, d := range r.Detail() {
				found = found || fmt.Sprint(d.Loc) == c.loc && d.Type == c.typ
			}
			if !found {
				t.Errorf("%s: want %s at %s, got %s", c.label, c.typ, c.loc, r.Body)
			}
		}
		if r := e.Do(t, key, "POST", "/api/uploads/dataset/tabular", []byte(`{"dataset_name":"x"}`), "application/json"); r.Status != 422 {
			t.Errorf("JSON body: %d %s", r.Status, r.Body)
		}
		big := bytes.Repeat([]byte("a,b\n1,2\n"), (platform.LocalMaxUploadBytes/8)+10)
		r := e.Upload(t, key, "/api/uploads/dataset/tabular", name, uploadstest.File("file", "big.csv", big))
		if r.Status != http.StatusRequestEntityTooLarge || r.Code() != "UPLOAD_TOO_LARGE" || !strings.Contains(string(r.Body), "presign") {
			t.Errorf("body over 10 MiB: %d %s", r.Status, r.Body)
		}
		// On Lambda the limit is what a 6 MB synchronous payload can carry
		// once base64-encoded: 4 MiB, refused with the same clear 413.
		e.Deps.Config.MaxUploadBytes = platform.UploadLimit(true)
		mid := bytes.Repeat([]byte("a,b\n1,2\n"), (platform.LambdaMaxUploadBytes/8)+(64<<10))
		r = e.Upload(t, key, "/api/uploads/dataset/tabular", name, uploadstest.File("file", "mid.csv", mid))
		if r.Status != http.StatusRequestEntityTooLarge || r.Code() != "UPLOAD_TOO_LARGE" || !strings.Contains(string(r.Body), "presign") ||
			!strings.Contains(string(r.Body), fmt.Sprint(platform.LambdaMaxUploadBytes)) {
			t.Errorf("body over the Lambda limit: %d %s", r.Status, r.Body)
		}
		e.Deps.Config.MaxUploadBytes = platform.UploadLimit(false)
		nothingStored(t, e, e.A)
		var jl jobrun.ListResponse
		e.Do(t, key, "GET", "/api/jobs", nil, "").JSON(t, &jl)
		if len(jl.Items) != 0 {
			t.Fatalf("refused requests created jobs: %+v", jl.Items)
		}
	})
}

func TestOrganizationLimits(t *testing.T) {
	uploadstest.Each(t, uploadstest.Options{}, func(t *testing.T, e *uploadstest.Env) {
		key := e.A.APIKey
		csv := []byte("a,b\n1,2\n")
		upload := func(name string, data []byte) uploadstest.Response {
			return e.Upload(t, key, "/api/uploads/dataset/tabular", uploadstest.Field("dataset_name", name), uploadstest.File("file", "x.csv", data))
		}
		e.SetLimits(t, e.A, func(o *identity.Organization) { o.MaxDatasetSizeBytes = 4 })
		if r := upload("too-big", csv); r.Status != 413 || r.Code() != datasets.CodeDatasetSize {
			t.Fatalf("max_dataset_size_bytes: %d %s", r.Status, r.Body)
		}
		nothingStored(t, e, e.A)

		e.SetLimits(t, e.A, func(o *identity.Organization) { o.MaxDatasetSizeBytes, o.MaxDatasets = 1<<20, 1 })
		r := upload("first", csv)
		if r.Status != 200 {
			t.Fatalf("first: %d %s", r.Status, r.Body)
		}
		var up uploads.Response
		r.JSON(t, &up)
		e.WaitJob(t, key, up.JobID)
		if r := upload("second", csv); r.Status != 402 || r.Code() != datasets.CodeDatasetLimit {
			t.Fatalf("max_datasets: %d %s", r.Status, r.Body)
		}
		// A new version of the existing dataset is not a new dataset.
		if r = upload("first", csv); r.Status != 200 {
			t.Fatalf("new version under max_datasets: %d %s", r.Status, r.Body)
		}
		// Its ingestion must end before the queue limit below counts the
		// workspace's unfinished jobs.
		r.JSON(t, &up)
		e.WaitJob(t, key, up.JobID)

		e.SetLimits(t, e.A, func(o *identity.Organization) { o.MaxDatasets, o.MaxTotalStorageBytes = 10, 10 })
		if r := upload("third", csv); r.Status != 402 || r.Code() != datasets.CodeStorageLimit {
			t.Fatalf("max_total_storage_bytes: %d %s", r.Status, r.Body)
		}

		e.SetLimits(t, e.A, func(o *identity.Organization) { o.MaxTotalStorageBytes, o.MaxQueueSize = 1<<30, 2 })
		for i := range 2 {
			r := e.Do(t, key, "POST", "/api/uploads/presign", map[string]any{"dataset_name": fmt.Sprint("p", i), "filename": "x.csv", "size_bytes": 10}, "")
			if r.Status != 200 {
				t.Fatalf("presign %d: %d %s", i, r.Status, r.Body)
			}
		}
		r = upload("fourth", csv)
		if r.Status != 429 || r.Code() != "QUEUE_FULL" || r.Header.Get("Retry-After") == "" {
			t.Fatalf("max_queue_size: %d %s", r.Status, r.Body)
		}
		var list datasets.ListResponse
		e.Do(t, key, "GET", "/api/datasets", nil, "").JSON(t, &list)
		names := []string{}
		for _, d := range list.Items {
			names = append(names, d.Name)
		}
		if fmt.Sprint(names) != "[p1 p0 first]" {
			t.Fatalf("datasets after the refusals: %v", names)
		}
		// Refused uploads leave no job either.
		var jl jobrun.ListResponse
		e.Do(t, key, "GET", "/api/jobs", nil, "").JSON(t, &jl)
		if len(jl.Items) != 4 {
			t.Fatalf("jobs after the refusals: %+v", jl.Items)
		}
	})
}

// TestBadDataFoundByTheJobLeavesNothing: a CSV whose error is past the
// first rows passes the upload's check; its job fails with the line, the
// failure webhook is delivered, and the dataset and its blobs are gone.
func TestBadDataFoundByTheJobLeavesNothing(t *testing.T) {
	uploadstest.Each(t, uploadstest.Options{}, func(t *testing.T, e *uploadstest.Env) {
		hook := newReceiver(t)
		var b strings.Builder
		b.WriteString("id,name\n")
		for i := range 20000 {
			fmt.Fprintf(&b, "%d,n%d\n", i, i)
		}
		b.WriteString("20000,too,many\n")
		r := e.Upload(t, e.A.APIKey, "/api/uploads/dataset/tabular", uploadstest.Field("dataset_name", "broken"),
			uploadstest.File("file", "x.csv", []byte(b.String())), uploadstest.Field("webhook_url", hook.URL), uploadstest.Field("webhook_on_complete", "false"))
		if r.Status != 200 {
			t.Fatalf("upload: %d %s", r.Status, r.Body)
		}
		var up uploads.Response
		r.JSON(t, &up)
		j := e.WaitJob(t, e.A.APIKey, up.JobID)
		if j.Status != jobrun.StatusFailed || j.ErrorCode == nil || *j.ErrorCode != "CSV_INVALID" || !strings.Contains(*j.Error, "line 20002") {
			t.Fatalf("job: %+v", j)
		}
		got := hook.wait(t, 1)
		var p struct{ Type string }
		_ = json.Unmarshal(got[0].body, &p)
		if p.Type != jobrun.EventFailed {
			t.Fatalf("webhook %s", got[0].body)
		}
		// Settling follows the job's end; wait for it as long as WaitJob
		// waits for a job (through SQS it is one more delivery).
		deadline := time.Now().Add(time.Minute)
		for e.Do(t, e.A.APIKey, "GET", "/api/datasets/"+up.DatasetID, nil, "").Status != 404 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		nothingStored(t, e, e.A)
	})
}

func TestPresignedUpload(t *testing.T) {
	uploadstest.Each(t, uploadstest.Options{}, func(t *testing.T, e *uploadstest.Env) {
		key := e.A.APIKey
		data := []byte(strings.Repeat("k,v\n", 1) + strings.Repeat("1,x\n", 5000))
		r := e.Do(t, key, "POST", "/api/uploads/presign", map[string]any{"dataset_name": "large", "filename": "large.csv", "size_bytes": len(data)}, "")
		if r.Status != 200 {
			t.Fatalf("presign: %d %s", r.Status, r.Body)
		}
		var pr uploads.PresignResponse
		r.JSON(t, &pr)
		if pr.JobStatus != jobrun.StatusPending || pr.Upload.Method != "PUT" || pr.Upload.SizeBytes != int64(len(data)) {
			t.Fatalf("presign answer %+v", pr)
		}
		if e.Name == "embedded" {
			if r := e.Do(t, "", "PUT", pr.Upload.URL, data[:10], "application/octet-stream"); r.Status != 400 || r.Code() != "UPLOAD_SIZE_MISMATCH" {
				t.Fatalf("short body: %d %s", r.Status, r.Body)
			}
			forged := pr.Upload.URL[:len(pr.Upload.URL)-2] + "xx"
			if r := e.Do(t, "", "PUT", forged, data, "application/octet-stream"); r.Status != 403 || r.Code() != "UPLOAD_URL_INVALID" {
				t.Fatalf("forged token: %d %s", r.Status, r.Body)
			}
		}
		req, _ := http.NewRequest("PUT", pr.Upload.URL, bytes.NewReader(data))
		for k, v := range pr.Upload.Headers {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("PUT: %v %v", resp, err)
		}
		resp.Body.Close()
		if e.Name == "aws" {
			// The emulator sends no bucket notifications: deliver the
			// ObjectCreated event through the trigger function's code.
			var ev events.S3Event
			ev.Records = append(ev.Records, events.S3EventRecord{S3: events.S3Entity{
				Bucket: events.S3Bucket{Name: e.Bucket},
				Object: events.S3Object{Key: strings.ReplaceAll(datasets.VersionPrefix(e.A.WorkspaceID, pr.DatasetID, 1)+"source.upload", "/", "%2F"), Size: int64(len(data))},
			}})
			if err := jobs.S3Trigger(e.Deps.Jobs)(context.Background(), ev); err != nil {
				t.Fatal(err)
			}
		} else if r := e.Do(t, "", "PUT", pr.Upload.URL, data, "application/octet-stream"); r.Status != 409 || r.Code() != "UPLOAD_ALREADY_RECEIVED" {
			t.Fatalf("second PUT: %d %s", r.Status, r.Body)
		}
		j := e.WaitJob(t, key, pr.JobID)
		if j.Status != jobrun.StatusSucceeded || j.Details["row_count"] != 5000.0 || j.Provider != uploads.ProviderPresigned {
			t.Fatalf("job %+v", j)
		}
		var ds datasets.View
		e.Do(t, key, "GET", "/api/datasets/"+pr.DatasetID, nil, "").JSON(t, &ds)
		if ds.Status != datasets.StatusReady || ds.RowCount != 5000 || ds.Versions[0].Source.Provider != uploads.ProviderPresigned {
			t.Fatalf("dataset %+v", ds)
		}
	})
}

// TestS3Import imports every image under an allowlisted prefix of another
// bucket on the emulator.
func TestS3Import(t *testing.T) {
	src := awstest.UniqueName(t, "bulwark-import")
	e := uploadstest.AWS(t, uploadstest.Options{S3ImportBuckets: []string{src}})
	ctx := context.Background()
	if _, err := e.S3.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(src)}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { uploadstest.EmptyBucket(t, e.S3, src, true) })
	for _, k := range []string{"set/cats/1.png", "set/dogs/2.png", "set/readme.txt", "other/3.png"} {
		body := uploadstest.PNG(5, 5)
		if strings.HasSuffix(k, ".txt") {
			body = []byte("not an image, and not picked")
		}
		if _, err := e.S3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(src), Key: aws.String(k), Body: bytes.NewReader(body)}); err != nil {
			t.Fatal(err)
		}
	}
	r := e.Upload(t, e.A.APIKey, "/api/uploads/dataset/images", uploadstest.Field("dataset_name", "from-s3"), uploadstest.Field("s3_url", "s3://"+src+"/set/"))
	if r.Status != 200 {
		t.Fatalf("import: %d %s", r.Status, r.Body)
	}
	var up uploads.Response
	r.JSON(t, &up)
	j := e.WaitJob(t, e.A.APIKey, up.JobID)
	if j.Status != jobrun.StatusSucceeded || j.Details["image_count"] != 2.0 || j.Provider != uploads.ProviderS3 {
		t.Fatalf("job %+v", j)
	}
	r = e.Upload(t, e.A.APIKey, "/api/uploads/dataset/images", uploadstest.Field("dataset_name", "missing"), uploadstest.Field("s3_url", "s3://"+src+"/nothing-here/"))
	r.JSON(t, &up)
	if j := e.WaitJob(t, e.A.APIKey, up.JobID); j.Status != jobrun.StatusFailed || *j.ErrorCode != "NO_IMAGES" {
		t.Fatalf("empty prefix: %+v", j)
	}
}
