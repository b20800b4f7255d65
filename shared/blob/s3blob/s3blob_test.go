package s3blob_test

import (
	"context"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"bulwark/shared/awsenv"
	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/blob"
	"bulwark/shared/blob/blobtest"
	"bulwark/shared/blob/s3blob"
)

func TestConformance(t *testing.T) {
	client := awsenv.S3Client(awstest.Config(t))
	blobtest.Run(t, func(t *testing.T) blob.Bucket {
		name := awstest.UniqueName(t, "bulwark-test")
		if _, err := client.CreateBucket(t.Context(), &s3.CreateBucketInput{Bucket: aws.String(name)}); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { emptyAndDelete(t, client, name) })
		return s3blob.New(client, name)
	})
}

func emptyAndDelete(t *testing.T, client *s3.Client, name string) {
	ctx := context.Background()
	pages := s3.NewListObjectsV2Paginator(client, &s3.ListObjectsV2Input{Bucket: aws.String(name)})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			t.Errorf("list %s: %v", name, err)
			return
		}
		for _, o := range page.Contents {
			if _, err := client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(name), Key: o.Key}); err != nil {
				t.Errorf("delete %s/%s: %v", name, aws.ToString(o.Key), err)
			}
		}
	}
	if _, err := client.DeleteBucket(ctx, &s3.DeleteBucketInput{Bucket: aws.String(name)}); err != nil {
		t.Errorf("delete bucket %s: %v", name, err)
	}
}
