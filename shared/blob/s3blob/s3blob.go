// Package s3blob is the S3 blob.Bucket adapter (aws-sdk-go-v2). Build its
// client with awsenv.S3Client, which uses path-style addressing against an
// emulator.
//
// Objects up to PartSize are stored with one PutObject; larger or
// unknown-length bodies are streamed as a multipart upload, one part in
// memory at a time, and aborted when anything fails, so a Put is atomic
// either way. Listings use StartAfter with the key in the opaque cursor, so
// cursors behave exactly like the local adapter's.
package s3blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"

	"bulwark/shared/blob"
	"bulwark/shared/blob/internal/blobkit"
	"bulwark/shared/errs"
)

// PartSize is the size of a multipart upload's parts (S3's minimum is 5 MiB;
// with at most 10,000 parts this allows objects up to about 78 GiB).
const PartSize = 8 << 20

// Bucket is a blob.Bucket on one S3 bucket.
type Bucket struct {
	client *s3.Client
	bucket string
}

var _ blob.Bucket = (*Bucket)(nil)

// New returns the Bucket for the named S3 bucket.
func New(client *s3.Client, bucket string) *Bucket {
	return &Bucket{client: client, bucket: bucket}
}

// translate maps S3's errors onto the errs sentinels.
func translate(err error) error {
	var nsk *types.NoSuchKey
	var nf *types.NotFound
	var api smithy.APIError
	switch {
	case errors.As(err, &nsk), errors.As(err, &nf):
		return fmt.Errorf("%w: %w", errs.ErrNotFound, err)
	case errors.As(err, &api) && (api.ErrorCode() == "SlowDown" || api.ErrorCode() == "ServiceUnavailable"):
		return fmt.Errorf("%w: %w", errs.ErrUnavailable, err)
	}
	return err
}

// Put stores the object read from r.
func (b *Bucket) Put(ctx context.Context, key string, r io.Reader, contentType string) error {
	if err := blobkit.CheckKey(key); err != nil {
		return fmt.Errorf("s3blob.Put %s: %w", key, err)
	}
	if err := b.put(ctx, key, r, blobkit.ContentType(contentType)); err != nil {
		return fmt.Errorf("s3blob.Put %s: %w", key, translate(err))
	}
	return nil
}

func (b *Bucket) put(ctx context.Context, key string, r io.Reader, contentType string) error {
	first, err := readPart(r)
	if err != nil {
		return err
	}
	if len(first) < PartSize {
		_, err := b.client.PutObject(ctx, &s3.PutObjectInput{
			Bucket:        aws.String(b.bucket),
			Key:           aws.String(key),
			Body:          bytes.NewReader(first),
			ContentLength: aws.Int64(int64(len(first))),
			ContentType:   aws.String(contentType),
		})
		return err
	}
	up, err := b.client.CreateMultipartUpload(ctx, &s3.CreateMultipartUploadInput{
		Bucket:      aws.String(b.bucket),
		Key:         aws.String(key),
		ContentType: aws.String(contentType),
	})
	if err != nil {
		return err
	}
	if err := b.uploadParts(ctx, key, up.UploadId, first, r); err != nil {
		_, aerr := b.client.AbortMultipartUpload(context.WithoutCancel(ctx), &s3.AbortMultipartUploadInput{
			Bucket: aws.String(b.bucket), Key: aws.String(key), UploadId: up.UploadId,
		})
		return errors.Join(err, aerr)
	}
	return nil
}

func (b *Bucket) uploadParts(ctx context.Context, key string, uploadID *string, part []byte, r io.Reader) error {
	var parts []types.CompletedPart
	for n := int32(1); len(part) > 0; n++ {
		out, err := b.client.UploadPart(ctx, &s3.UploadPartInput{
			Bucket:        aws.String(b.bucket),
			Key:           aws.String(key),
			UploadId:      uploadID,
			PartNumber:    aws.Int32(n),
			Body:          bytes.NewReader(part),
			ContentLength: aws.Int64(int64(len(part))),
		})
		if err != nil {
			return err
		}
		parts = append(parts, types.CompletedPart{ETag: out.ETag, PartNumber: aws.Int32(n)})
		if part, err = readPart(r); err != nil {
			return err
		}
	}
	_, err := b.client.CompleteMultipartUpload(ctx, &s3.CompleteMultipartUploadInput{
		Bucket:          aws.String(b.bucket),
		Key:             aws.String(key),
		UploadId:        uploadID,
		MultipartUpload: &types.CompletedMultipartUpload{Parts: parts},
	})
	return err
}

// readPart reads up to PartSize bytes; a short or empty part means r ended.
func readPart(r io.Reader) ([]byte, error) {
	buf := make([]byte, PartSize)
	n, err := io.ReadFull(r, buf)
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		err = nil
	}
	return buf[:n], err
}

// Get opens the object; the caller closes the reader.
func (b *Bucket) Get(ctx context.Context, key string) (io.ReadCloser, blob.Attrs, error) {
	if err := blobkit.CheckKey(key); err != nil {
		return nil, blob.Attrs{}, fmt.Errorf("s3blob.Get %s: %w", key, err)
	}
	out, err := b.client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(b.bucket), Key: aws.String(key)})
	if err != nil {
		return nil, blob.Attrs{}, fmt.Errorf("s3blob.Get %s: %w", key, translate(err))
	}
	return out.Body, blob.Attrs{
		Key:         key,
		Size:        aws.ToInt64(out.ContentLength),
		ContentType: aws.ToString(out.ContentType),
		ModTime:     aws.ToTime(out.LastModified).UTC(),
	}, nil
}

// GetRange opens n bytes of the object from offset off (an HTTP range).
func (b *Bucket) GetRange(ctx context.Context, key string, off, n int64) (io.ReadCloser, error) {
	if err := blobkit.CheckKey(key); err != nil {
		return nil, fmt.Errorf("s3blob.GetRange %s: %w", key, err)
	}
	if off < 0 || n <= 0 {
		if n == 0 && off >= 0 {
			return io.NopCloser(strings.NewReader("")), nil
		}
		return nil, fmt.Errorf("s3blob.GetRange %s: negative range: %w", key, errs.ErrInvalid)
	}
	out, err := b.client.GetObject(ctx, &s3.GetObjectInput{
		Bucket: aws.String(b.bucket), Key: aws.String(key), Range: aws.String(fmt.Sprintf("bytes=%d-%d", off, off+n-1)),
	})
	if err != nil {
		return nil, fmt.Errorf("s3blob.GetRange %s: %w", key, translate(err))
	}
	return out.Body, nil
}

// Stat returns the object's attributes.
func (b *Bucket) Stat(ctx context.Context, key string) (blob.Attrs, error) {
	if err := blobkit.CheckKey(key); err != nil {
		return blob.Attrs{}, fmt.Errorf("s3blob.Stat %s: %w", key, err)
	}
	out, err := b.client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String(b.bucket), Key: aws.String(key)})
	if err != nil {
		return blob.Attrs{}, fmt.Errorf("s3blob.Stat %s: %w", key, translate(err))
	}
	return blob.Attrs{
		Key:         key,
		Size:        aws.ToInt64(out.ContentLength),
		ContentType: aws.ToString(out.ContentType),
		ModTime:     aws.ToTime(out.LastModified).UTC(),
	}, nil
}

// Delete removes the object; S3 itself treats a missing key as deleted.
func (b *Bucket) Delete(ctx context.Context, key string) error {
	if err := blobkit.CheckKey(key); err != nil {
		return fmt.Errorf("s3blob.Delete %s: %w", key, err)
	}
	_, err := b.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(b.bucket), Key: aws.String(key)})
	if err != nil {
		return fmt.Errorf("s3blob.Delete %s: %w", key, translate(err))
	}
	return nil
}

// List returns objects whose key starts with prefix, in key order.
func (b *Bucket) List(ctx context.Context, prefix, cursor string, limit int) (blob.ListPage, error) {
	fail := func(err error) (blob.ListPage, error) {
		return blob.ListPage{}, fmt.Errorf("s3blob.List %s: %w", prefix, err)
	}
	if err := blobkit.CheckPrefix(prefix); err != nil {
		return fail(err)
	}
	after, err := blobkit.DecodeCursor(prefix, cursor)
	if err != nil {
		return fail(err)
	}
	in := &s3.ListObjectsV2Input{
		Bucket:  aws.String(b.bucket),
		MaxKeys: aws.Int32(int32(blobkit.Limit(limit))),
	}
	if prefix != "" {
		in.Prefix = aws.String(prefix)
	}
	if after != "" {
		in.StartAfter = aws.String(after)
	}
	out, err := b.client.ListObjectsV2(ctx, in)
	if err != nil {
		return fail(translate(err))
	}
	var page blob.ListPage
	for _, o := range out.Contents {
		key := aws.ToString(o.Key)
		// Keys written around this adapter may break its rules; skip them
		// rather than hand out names the other methods reject.
		if !strings.HasPrefix(key, prefix) || blobkit.CheckKey(key) != nil {
			continue
		}
		page.Objects = append(page.Objects, blob.Attrs{
			Key:     key,
			Size:    aws.ToInt64(o.Size),
			ModTime: aws.ToTime(o.LastModified).UTC(),
		})
	}
	if aws.ToBool(out.IsTruncated) && len(out.Contents) > 0 {
		page.Next = blobkit.EncodeCursor(aws.ToString(out.Contents[len(out.Contents)-1].Key))
	}
	return page, nil
}
