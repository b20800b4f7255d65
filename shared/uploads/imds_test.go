package uploads_test

import (
	"net"
	"path/filepath"
	"sync/atomic"
	"testing"

	"bulwark/shared/jobrun"
	"bulwark/shared/uploads"
	"bulwark/shared/uploads/uploadstest"
)

// A local s3_url import without AWS credentials fails at once with
// S3_IMPORT_FAILED, and never asks the instance metadata service (here a
// listener standing in for 169.254.169.254) for credentials.
func TestS3ImportWithoutCredentialsNeverAsksTheMetadataService(t *testing.T) {
	imds, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer imds.Close()
	var dialled atomic.Int32
	go func() {
		for {
			c, err := imds.Accept()
			if err != nil {
				return
			}
			dialled.Add(1)
			c.Close()
		}
	}()
	none := filepath.Join(t.TempDir(), "none")
	for k, v := range map[string]string{
		"AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": "", "AWS_SESSION_TOKEN": "", "AWS_PROFILE": "",
		"AWS_SHARED_CREDENTIALS_FILE": none, "AWS_CONFIG_FILE": none, "AWS_CONTAINER_CREDENTIALS_FULL_URI": "",
		"AWS_CONTAINER_CREDENTIALS_RELATIVE_URI": "", "AWS_WEB_IDENTITY_TOKEN_FILE": "",
		"AWS_EC2_METADATA_SERVICE_ENDPOINT": "http://" + imds.Addr().String(), "AWS_EC2_METADATA_DISABLED": "",
	} {
		t.Setenv(k, v)
	}
	e := uploadstest.Embedded(t, uploadstest.Options{S3ImportBuckets: []string{"import-bucket"}})
	r := e.Upload(t, e.A.APIKey, "/api/uploads/dataset/images", uploadstest.Field("dataset_name", "from-s3"), uploadstest.Field("s3_url", "s3://import-bucket/set/"))
	if r.Status != 200 {
		t.Fatalf("import: %d %s", r.Status, r.Body)
	}
	var up uploads.Response
	r.JSON(t, &up)
	j := e.WaitJob(t, e.A.APIKey, up.JobID)
	if j.Status != jobrun.StatusFailed || j.ErrorCode == nil || *j.ErrorCode != "S3_IMPORT_FAILED" || j.Attempts != 1 {
		t.Fatalf("job %+v", j)
	}
	if n := dialled.Load(); n != 0 {
		t.Fatalf("the metadata service was dialled %d times", n)
	}
}
