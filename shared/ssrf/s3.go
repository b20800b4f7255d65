package ssrf

import (
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// CheckS3URL is the guard for s3_url imports. An s3:// URL names a bucket
// and a key (or a key prefix ending in "/"), never a network host: the
// request goes to the deployment's own S3 endpoint, so the only thing to
// guard is which bucket may be read. It accepts the URL only when its
// bucket is in allowed (the deployment's allowlist; empty refuses all).
func CheckS3URL(raw string, allowed []string) (bucket, key string, err error) {
	u, perr := url.Parse(raw)
	if perr != nil || !strings.EqualFold(u.Scheme, "s3") || u.Opaque != "" {
		return "", "", refuse("an s3_url looks like s3://bucket/key or s3://bucket/prefix/")
	}
	if u.User != nil || u.Port() != "" || u.RawQuery != "" || u.Fragment != "" {
		return "", "", refuse("an s3_url has no credentials, port, query or fragment")
	}
	bucket = u.Host
	if !validBucket(bucket) {
		return "", "", refuse("%q is not a valid bucket name", bucket)
	}
	if !slices.Contains(allowed, bucket) {
		return "", "", refuse("bucket %q is not in this deployment's import allowlist", bucket)
	}
	key = strings.TrimPrefix(u.Path, "/")
	if len(key) > 1024 || !utf8.ValidString(key) {
		return "", "", refuse("the object key is not valid")
	}
	for seg := range strings.SplitSeq(key, "/") {
		if seg == "." || seg == ".." {
			return "", "", refuse("the object key may not contain . or .. segments")
		}
	}
	return bucket, key, nil
}

// validBucket follows S3's bucket naming rules: 3-63 characters of lower
// case letters, digits, dots and hyphens, starting and ending with a
// letter or digit, and not shaped like an IP address.
func validBucket(b string) bool {
	if len(b) < 3 || len(b) > 63 || looksNumeric(b) {
		return false
	}
	for i, c := range b {
		alnum := c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
		if !alnum && c != '.' && c != '-' {
			return false
		}
		if (i == 0 || i == len(b)-1) && !alnum {
			return false
		}
	}
	return !strings.Contains(b, "..")
}
