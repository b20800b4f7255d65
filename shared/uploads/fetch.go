package uploads

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"

	"bulwark/shared/awsenv"
	"bulwark/shared/datasets"
	"bulwark/shared/ingest"
	"bulwark/shared/jobrun"
	"bulwark/shared/ssrf"
)

// MaxImportImages bounds the images of one s3_url or repo_url import.
const MaxImportImages = 10_000

// imageExts are the file names an import picks up (the content is then
// checked for real).
var imageExts = map[string]bool{".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".bmp": true, ".tif": true, ".tiff": true}

func isImageName(name string) bool { return imageExts[strings.ToLower(path.Ext(name))] }

// s3API is the part of the S3 client imports use.
type s3API interface {
	ListObjectsV2(ctx context.Context, in *s3.ListObjectsV2Input, opts ...func(*s3.Options)) (*s3.ListObjectsV2Output, error)
	GetObject(ctx context.Context, in *s3.GetObjectInput, opts ...func(*s3.Options)) (*s3.GetObjectOutput, error)
}

// fetchers reach the sources of imports.
type fetchers struct {
	// s3 returns the S3 client of the deployment, or a permanent failure
	// when the deployment has no AWS credentials to read with.
	s3  func(ctx context.Context) (s3API, error)
	git gitOptions
}

func newFetchers() fetchers {
	load := sync.OnceValues(func() (aws.Config, error) { return awsenv.Load(context.Background()) })
	return fetchers{s3: func(ctx context.Context) (s3API, error) {
		cfg, err := load()
		if err != nil {
			return nil, err
		}
		// Without credentials every request would fail the same way: say
		// so once instead of retrying the job to exhaustion.
		if _, err := cfg.Credentials.Retrieve(ctx); err != nil {
			return nil, &jobrun.Failure{Code: "S3_IMPORT_FAILED",
				Message: "this deployment has no AWS credentials to read s3_url imports with (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE)"}
		}
		return awsenv.S3Client(cfg), nil
	}}
}

// collector checks, stores and lists the images of an import, within the
// room the limits leave.
type collector struct {
	t      *tasks
	r      *jobrun.Run
	in     input
	dw, dh int
	room   int64
	refuse func(int64) error
	rows   []ingest.ManifestRow
	total  int64
}

func (c *collector) add(ctx context.Context, p string, data []byte) error {
	info, err := ingest.CheckImage(data)
	if err != nil {
		e := err.(*ingest.Error)
		return &jobrun.Failure{Code: e.Code, Message: p + ": " + e.Message}
	}
	if c.in.Dimension != "" && (info.Width != c.dw || info.Height != c.dh) {
		return &jobrun.Failure{Code: ingest.CodeImageDimensions, Message: fmt.Sprintf("%s: the image is %dx%d, not the required %s", p, info.Width, info.Height, c.in.Dimension)}
	}
	c.total += info.Size
	if c.total > c.room {
		return c.refuse(c.total)
	}
	file := fmt.Sprintf("images-%s/%05d%s", c.r.ID, len(c.rows), ingest.Extension(info.Format))
	key := datasets.VersionPrefix(c.r.Job.WorkspaceID, c.in.DatasetID, c.in.Version) + file
	if err := c.t.d.Blobs.Put(ctx, key, bytes.NewReader(data), contentType(info.Format)); err != nil {
		return err
	}
	c.rows = append(c.rows, ingest.ManifestRow{
		Path: p, Label: labelOf(p), File: file, Format: info.Format, Width: info.Width, Height: info.Height, Size: info.Size, SHA256: info.SHA256,
	})
	return nil
}

// runImport fetches the images of an s3_url or repo_url import, checks and
// stores each, and writes the manifest.
func (t *tasks) runImport(ctx context.Context, r *jobrun.Run, in input) (datasets.Result, error) {
	room, refuse, err := datasets.Room(ctx, t.d, r.Job.WorkspaceID, 0)
	if err != nil {
		return datasets.Result{}, err
	}
	c := &collector{t: t, r: r, in: in, room: room, refuse: refuse}
	if in.Dimension != "" {
		c.dw, c.dh, _ = parseDimension(in.Dimension)
	}
	commit := ""
	switch in.Provider {
	case ProviderS3:
		err = t.importS3(ctx, c)
	case ProviderGit:
		commit, err = t.importGit(ctx, c)
	default:
		err = &jobrun.Failure{Code: "INTERNAL", Message: "unknown import provider " + in.Provider}
	}
	if err != nil {
		return datasets.Result{}, err
	}
	if len(c.rows) == 0 {
		return datasets.Result{}, &jobrun.Failure{Code: "NO_IMAGES", Message: "the source holds no image files (.png, .jpg, .jpeg, .gif, .webp, .bmp, .tif, .tiff)"}
	}
	return t.writeManifest(ctx, r, in, c.rows, c.total, commit)
}

// importS3 reads one object, or every image object under a prefix
// (s3_url ending with "/"), from an allowlisted bucket.
func (t *tasks) importS3(ctx context.Context, c *collector) error {
	client, err := t.fetch.s3(ctx)
	if err != nil {
		return err
	}
	bucket, key := c.in.S3Bucket, c.in.S3Key
	var keys []string
	if key != "" && !strings.HasSuffix(key, "/") {
		keys = []string{key}
	} else {
		in := &s3.ListObjectsV2Input{Bucket: aws.String(bucket), Prefix: aws.String(key)}
		for {
			out, err := client.ListObjectsV2(ctx, in)
			if err != nil {
				return s3Failure(err, bucket, key)
			}
			for _, o := range out.Contents {
				if k := aws.ToString(o.Key); isImageName(k) {
					keys = append(keys, k)
				}
			}
			if len(keys) > MaxImportImages {
				return &jobrun.Failure{Code: "TOO_MANY_FILES", Message: fmt.Sprintf("more than %d images under s3://%s/%s", MaxImportImages, bucket, key)}
			}
			if !aws.ToBool(out.IsTruncated) {
				break
			}
			in.ContinuationToken = out.NextContinuationToken
		}
	}
	for i, k := range keys {
		out, err := client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(bucket), Key: aws.String(k)})
		if err != nil {
			return s3Failure(err, bucket, k)
		}
		data, err := io.ReadAll(io.LimitReader(out.Body, ingest.MaxImageBytes+1))
		out.Body.Close()
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(k, key)
		if rel == "" {
			rel = path.Base(k)
		}
		if err := c.add(ctx, rel, data); err != nil {
			return err
		}
		if err := c.r.Progress(ctx, 5+85*(i+1)/len(keys), fmt.Sprintf("imported %d of %d images", i+1, len(keys))); err != nil {
			return err
		}
	}
	return nil
}

// s3Failure makes S3's refusals (missing bucket or key, access denied)
// permanent failures; other errors stay transient.
func s3Failure(err error, bucket, key string) error {
	var api smithy.APIError
	if errors.As(err, &api) {
		switch api.ErrorCode() {
		case "NoSuchBucket", "NoSuchKey", "NotFound", "AccessDenied", "Forbidden", "InvalidObjectState":
			return &jobrun.Failure{Code: "S3_IMPORT_FAILED", Message: fmt.Sprintf("s3://%s/%s could not be read: %s", bucket, key, api.ErrorCode())}
		}
	}
	return err
}

// gitOptions are test switches of the git import; production uses the
// zero value (https to public addresses, system CA roots).
type gitOptions struct {
	// AllowLoopback admits a repository on 127.0.0.1 (over http too).
	// TEST ONLY.
	AllowLoopback bool
	// CAFile adds a CA bundle for the repository's TLS certificate.
	CAFile string
}

func gitGuard(o gitOptions) ssrf.Options { return ssrf.Options{AllowLoopback: o.AllowLoopback} }

// importGit clones the repository (shallow, one branch) into a temporary
// directory and imports its image files in path order.
func (t *tasks) importGit(ctx context.Context, c *collector) (string, error) {
	token := ""
	var err error
	switch {
	case c.in.SealedToken != "":
		token, err = unseal(ctx, t.d, c.in.SealedToken, jobTokenContext(c.r.Job.WorkspaceID, c.r.Job.ID))
	case c.in.SavedHost != "":
		token, err = loadCredential(ctx, t.d, c.r.Job.WorkspaceID, c.in.SavedHost)
	}
	if err != nil {
		return "", &jobrun.Failure{Code: "CREDENTIAL_UNAVAILABLE", Message: "the repository credential could not be read; send it again"}
	}
	dir, err := os.MkdirTemp("", "bulwark-git-*")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	if err := c.r.Progress(ctx, 5, "cloning the repository"); err != nil {
		return "", err
	}
	commit, err := cloneRepo(ctx, t.fetch.git, c.in.RepoURL, c.in.Branch, token, dir)
	if err != nil {
		return "", err
	}
	repo := filepath.Join(dir, "repo")
	var files []string
	err = filepath.WalkDir(repo, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && e.Name() == ".git" {
			return filepath.SkipDir
		}
		// Only regular files: a symlink could point outside the checkout.
		if e.Type().IsRegular() && isImageName(e.Name()) {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	if len(files) > MaxImportImages {
		return "", &jobrun.Failure{Code: "TOO_MANY_FILES", Message: fmt.Sprintf("the repository holds more than %d images", MaxImportImages)}
	}
	sort.Strings(files)
	for i, p := range files {
		rel, _ := filepath.Rel(repo, p)
		rel = filepath.ToSlash(rel)
		f, err := os.Open(p)
		if err != nil {
			return "", err
		}
		data, err := io.ReadAll(io.LimitReader(f, ingest.MaxImageBytes+1))
		f.Close()
		if err != nil {
			return "", err
		}
		if err := c.add(ctx, rel, data); err != nil {
			return "", err
		}
		if err := c.r.Progress(ctx, 10+80*(i+1)/len(files), fmt.Sprintf("imported %d of %d images", i+1, len(files))); err != nil {
			return "", err
		}
	}
	return commit, nil
}

// gitCommand builds a hardened git invocation: no system or global
// configuration, no hooks, no terminal prompts, no credential helpers, no
// redirects, only the https protocol, the host pinned to the address the
// SSRF guard checked (http.curloptResolve, so DNS cannot change it between
// the check and the connection), and the token (when any) in an HTTP
// header passed through the environment, never in the arguments where
// other processes could read it.
func gitCommand(ctx context.Context, o gitOptions, dir, token string, pinned string, args ...string) *exec.Cmd {
	cfg := [][2]string{
		{"protocol.allow", "never"},
		{"protocol.https.allow", "always"},
		{"core.hooksPath", "/dev/null"},
		{"core.symlinks", "false"},
		{"core.fsmonitor", "false"},
		{"credential.helper", ""},
		{"http.followRedirects", "false"},
		{"submodule.recurse", "false"},
	}
	allow := "https"
	if o.AllowLoopback {
		cfg = append(cfg, [2]string{"protocol.http.allow", "always"})
		allow = "https:http"
	}
	if pinned != "" {
		cfg = append(cfg, [2]string{"http.curloptResolve", pinned})
	}
	if o.CAFile != "" {
		cfg = append(cfg, [2]string{"http.sslCAInfo", o.CAFile})
	}
	if token != "" {
		basic := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + token))
		cfg = append(cfg, [2]string{"http.extraHeader", "Authorization: Basic " + basic})
	}
	env := []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "GIT_TERMINAL_PROMPT=0", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull, "GIT_ALLOW_PROTOCOL=" + allow, "GIT_ASKPASS=", "SSH_ASKPASS=",
		fmt.Sprintf("GIT_CONFIG_COUNT=%d", len(cfg)),
	}
	for i, kv := range cfg {
		env = append(env, fmt.Sprintf("GIT_CONFIG_KEY_%d=%s", i, kv[0]), fmt.Sprintf("GIT_CONFIG_VALUE_%d=%s", i, kv[1]))
	}
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Env = env
	cmd.Dir = dir
	return cmd
}

// cloneRepo checks repoURL with the SSRF guard, clones its branch (or
// default branch) into dir/repo and returns the commit.
func cloneRepo(ctx context.Context, o gitOptions, repoURL, branch, token, dir string) (string, error) {
	u, err := ssrf.ParseURL(repoURL, gitGuard(o))
	if err != nil {
		return "", &jobrun.Failure{Code: "URL_UNSAFE", Message: err.Error()}
	}
	addrs, err := ssrf.Resolve(ctx, u.Hostname(), gitGuard(o))
	if err != nil {
		return "", &jobrun.Failure{Code: "URL_UNSAFE", Message: err.Error()}
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80"}[u.Scheme]
		if port == "" {
			port = "443"
		}
	}
	addr := addrs[0].String()
	if addrs[0].Is6() && !addrs[0].Is4In6() {
		addr = "[" + addr + "]"
	}
	pinned := u.Hostname() + ":" + port + ":" + addr
	args := []string{"clone", "--quiet", "--depth", "1", "--single-branch", "--no-tags"}
	if branch != "" {
		args = append(args, "--branch", branch)
	}
	args = append(args, "--", repoURL, filepath.Join(dir, "repo"))
	var stderr limitedBuffer
	cmd := gitCommand(ctx, o, dir, token, pinned, args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		if errors.Is(err, exec.ErrNotFound) {
			return "", &jobrun.Failure{Code: "GIT_UNAVAILABLE", Message: "repository imports need the git program, which this deployment's worker lacks"}
		}
		return "", &jobrun.Failure{Code: "GIT_CLONE_FAILED", Message: "git clone failed: " + redact(firstLine(stderr.String()), token)}
	}
	out, err := gitCommand(ctx, o, dir, "", "", "-C", filepath.Join(dir, "repo"), "rev-parse", "HEAD").Output()
	if err != nil {
		return "", fmt.Errorf("uploads: git rev-parse: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// repoHost is the host (with port) a credential is saved for.
func repoHost(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	host := strings.ToLower(u.Hostname())
	if p := u.Port(); p != "" {
		return net.JoinHostPort(host, p)
	}
	return host
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return "no error output"
}

func redact(s, secret string) string {
	if secret == "" {
		return s
	}
	return strings.ReplaceAll(s, secret, "[redacted]")
}

// limitedBuffer keeps the first 8 KiB written to it.
type limitedBuffer struct{ b bytes.Buffer }

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := 8<<10 - l.b.Len(); room > 0 {
		l.b.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (l *limitedBuffer) String() string { return l.b.String() }
