package uploads

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"image"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"bulwark/shared/datasets"
	"bulwark/shared/identity"
	"bulwark/shared/jobrun"
	"bulwark/shared/jobs"
	"bulwark/shared/platform"
)

const testToken = "ghp_testtoken_0123456789"

func run(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t",
		"GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_CONFIG_NOSYSTEM=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func pngBytes(w, h int) []byte {
	var b bytes.Buffer
	_ = png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h)))
	return b.Bytes()
}

// gitServer serves a bare repository over https on loopback with git
// http-backend, requiring the test token as basic auth. Branch "main"
// holds a symlink named like an image; branch "data" only images.
func gitServer(t *testing.T) (repoURL string, o gitOptions) {
	t.Helper()
	root := t.TempDir()
	work := filepath.Join(root, "work")
	run(t, root, "init", "--quiet", "--bare", "repo.git")
	run(t, root, "init", "--quiet", "-b", "main", work)
	for _, f := range []string{"cats/1.png", "dogs/2.png", "docs/readme.md"} {
		p := filepath.Join(work, f)
		_ = os.MkdirAll(filepath.Dir(p), 0o755)
		data := pngBytes(4, 3)
		if strings.HasSuffix(f, ".md") {
			data = []byte("# not an image")
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run(t, work, "add", ".")
	run(t, work, "commit", "--quiet", "-m", "images")
	run(t, work, "branch", "data")
	if err := os.Symlink("/etc/passwd", filepath.Join(work, "evil.png")); err != nil {
		t.Fatal(err)
	}
	run(t, work, "add", ".")
	run(t, work, "commit", "--quiet", "-m", "symlink")
	run(t, work, "push", "--quiet", filepath.Join(root, "repo.git"), "main", "data")

	exec, err := exec.Command("git", "--exec-path").Output()
	if err != nil {
		t.Fatal(err)
	}
	backend := &cgi.Handler{
		Path: filepath.Join(strings.TrimSpace(string(exec)), "git-http-backend"),
		Env:  []string{"GIT_PROJECT_ROOT=" + root, "GIT_HTTP_EXPORT_ALL=1"},
	}
	want := "Basic " + base64.StdEncoding.EncodeToString([]byte("x-access-token:"+testToken))
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != want {
			w.Header().Set("WWW-Authenticate", `Basic realm="git"`)
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		backend.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	ca := filepath.Join(root, "ca.pem")
	if err := os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o644); err != nil {
		t.Fatal(err)
	}
	return srv.URL + "/repo.git", gitOptions{AllowLoopback: true, CAFile: ca}
}

func TestCloneRepoIsHardened(t *testing.T) {
	repo, o := gitServer(t)
	ctx := context.Background()

	dir := t.TempDir()
	commit, err := cloneRepo(ctx, o, repo, "main", testToken, dir)
	if err != nil || len(commit) != 40 {
		t.Fatalf("clone: %q %v", commit, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "repo", "cats", "1.png")); err != nil {
		t.Fatal(err)
	}
	// core.symlinks=false: the link is checked out as a file holding its
	// target's name, never as a link leaving the checkout.
	fi, err := os.Lstat(filepath.Join(dir, "repo", "evil.png"))
	if err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("symlink checked out as %v %v", fi.Mode(), err)
	}

	var f *jobrun.Failure
	_, err = cloneRepo(ctx, o, repo, "main", "", t.TempDir())
	if !errors.As(err, &f) || f.Code != "GIT_CLONE_FAILED" {
		t.Fatalf("without the token: %v", err)
	}
	_, err = cloneRepo(ctx, o, repo, "no-such-branch", testToken, t.TempDir())
	if !errors.As(err, &f) || f.Code != "GIT_CLONE_FAILED" || strings.Contains(f.Message, testToken) {
		t.Fatalf("missing branch: %v", err)
	}
	_, err = cloneRepo(ctx, gitOptions{CAFile: o.CAFile}, repo, "", testToken, t.TempDir())
	if !errors.As(err, &f) || f.Code != "URL_UNSAFE" {
		t.Fatalf("loopback without the test switch: %v", err)
	}

	// The token travels in the environment, never in the arguments.
	cmd := gitCommand(ctx, o, t.TempDir(), testToken, "", "clone", "--", repo, "x")
	basic := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + testToken))
	if strings.Contains(strings.Join(cmd.Args, " "), testToken) || strings.Contains(strings.Join(cmd.Args, " "), basic) {
		t.Fatalf("token in argv: %v", cmd.Args)
	}
	if !strings.Contains(strings.Join(cmd.Env, "\n"), basic) {
		t.Fatal("the token header is not in the environment")
	}
	for _, want := range []string{"GIT_TERMINAL_PROMPT=0", "GIT_CONFIG_NOSYSTEM=1", "core.hooksPath", "protocol.allow", "http.followRedirects"} {
		if !strings.Contains(strings.Join(cmd.Env, "\n"), want) {
			t.Errorf("env lacks %s", want)
		}
	}
}

// TestGitImportRunsAsAJob drives a repo_url import through the ingestion
// task: the token is sealed for the job, the images of branch "data" are
// checked, stored and described, and the token is gone from the job once
// it has ended. The same import of branch "main" fails on the symlink.
func TestGitImportRunsAsAJob(t *testing.T) {
	repo, o := gitServer(t)
	cfg, _ := platform.FromEnv(func(k string) string {
		if k == platform.EnvDataDir {
			return t.TempDir()
		}
		return ""
	})
	l, err := platform.OpenLocal(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	d := &l.Deps
	ctx := context.Background()
	tn, err := identity.CreateTenant(ctx, d.Main, d.Clock, "git@example.com", "", "git")
	if err != nil {
		t.Fatal(err)
	}
	tk := &tasks{d: d, fetch: fetchers{git: o}}
	task := jobrun.Task(d, jobrun.Kind{Type: TypeIngest, Run: tk.run, Settle: tk.settle})

	for _, c := range []struct {
		branch, status, code string
		images               int
	}{{"data", jobrun.StatusSucceeded, "", 2}, {"main", jobrun.StatusFailed, "NOT_AN_IMAGE", 0}} {
		in := input{DatasetName: "repo-" + c.branch, Kind: datasets.Images, Format: "images", Provider: ProviderGit, RepoURL: repo, Branch: c.branch}
		spec := datasets.Spec{Name: in.DatasetName, Kind: datasets.Images, Format: "images", Source: datasets.Source{Provider: ProviderGit, RepoURL: repo, Branch: c.branch}}
		ds, _, j, err := begin(ctx, d, tn.WorkspaceID, spec, in, nil, testToken, receiveDeadline, true, nil)
		if err != nil {
			t.Fatal(err)
		}
		stored, _ := jobrun.Get(ctx, d, tn.WorkspaceID, j.ID)
		if strings.Contains(string(stored.Input), testToken) || !strings.Contains(string(stored.Input), "sealed_token") {
			t.Fatalf("the job stores the token in clear: %s", stored.Input)
		}
		if err := task(ctx, jobs.Envelope{Type: TypeIngest, WorkspaceID: tn.WorkspaceID, JobID: j.ID}); err != nil {
			t.Fatal(err)
		}
		j, _ = jobrun.Get(ctx, d, tn.WorkspaceID, j.ID)
		if j.Status != c.status || j.ErrorCode != c.code || len(j.Input) != 0 {
			t.Fatalf("%s: job %+v", c.branch, j)
		}
		if c.images > 0 {
			v, _ := datasets.GetVersion(ctx, d, tn.WorkspaceID, ds.ID, 1)
			if v.ImageCount != c.images || len(v.Source.Commit) != 40 || v.Status != datasets.VersionReady {
				t.Fatalf("version %+v", v)
			}
			continue
		}
		if !strings.Contains(j.Error, "evil.png") {
			t.Fatalf("the failure should name the file: %s", j.Error)
		}
		if _, err := datasets.Get(ctx, d, tn.WorkspaceID, ds.ID); err == nil {
			t.Fatal("a failed first import must leave no dataset")
		}
	}
}
