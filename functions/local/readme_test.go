package main

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/playground"
)

// TestMain lets the test binary serve the playground's statement workers,
// as main does.
func TestMain(m *testing.M) {
	playground.RunWorkerIfRequested()
	os.Exit(m.Run())
}

// readmeBlock returns the first ```sh block after a README heading.
func readmeBlock(t *testing.T, readme, heading string) string {
	t.Helper()
	i := strings.Index(readme, heading)
	if i < 0 {
		t.Fatalf("README has no section %q", heading)
	}
	j := strings.Index(readme[i:], "```sh\n")
	k := strings.Index(readme[i+j+6:], "```")
	if j < 0 || k < 0 {
		t.Fatalf("section %q has no sh block", heading)
	}
	return readme[i+j+6 : i+j+6+k]
}

// TestREADMEDataWalkthroughRuns pastes the data sections of the README
// into one shell against a fresh local server, with only the key and the
// address replaced: every variable must be set by an earlier line, every
// sample file must exist, and every step must answer what the README
// shows (the upload, its images, the presigned upload, the scan, the
// failing report, the heal and the passing report of version 2).
func TestREADMEDataWalkthroughRuns(t *testing.T) {
	for _, tool := range []string{"bash", "curl", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is needed to run the README walkthrough", tool)
			}
			t.Skipf("%s not installed", tool)
		}
	}
	raw, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(raw)
	addr, out, stop := serveOnFreePort(t)
	defer stop()
	key := regexp.MustCompile(`bwk_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}`).FindString(out.String())
	if key == "" {
		t.Fatalf("no key printed:\n%s", out.String())
	}
	var script strings.Builder
	script.WriteString("set -u\n")
	for _, h := range []string{"## Upload a dataset", "## Query a dataset in the playground", "## Scan, heal and report on a dataset"} {
		script.WriteString(readmeBlock(t, readme, h))
	}
	s := strings.ReplaceAll(script.String(), "KEY=bwk_...", "KEY="+key)
	s = strings.ReplaceAll(s, "http://127.0.0.1:8080", "http://"+addr)
	path := filepath.Join(t.TempDir(), "walkthrough.sh")
	if err := os.WriteFile(path, []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithTimeout(context.Background(), 3*time.Minute)
	defer stop()
	// The commands run where a user runs them, the repository root, seen
	// through a scratch folder so that what they write (report.html)
	// stays out of the checkout.
	work := t.TempDir()
	for _, name := range []string{"examples", "README.md"} {
		abs, err := filepath.Abs(filepath.Join("../..", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(work, name)); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.CommandContext(runCtx, "bash", path)
	cmd.Dir = work
	got, err := cmd.CombinedOutput()
	text := string(got)
	if err != nil {
		t.Fatalf("the walkthrough failed: %v\n%s", err, text)
	}
	for _, want := range []string{
		`"dataset_name":"customers"`, `"status":"succeeded"`, `"type":"not_an_image"`, `"method":"PUT"`,
		`"code":"SQL_NOT_ALLOWED"`, `"category":"CREDIT_CARD"`, `"version":1,"scan_id"`, `"status":"fail"`,
		`"remaining":{"CREDIT_CARD":0`, `"version":2,"scan_id"`, `"status":"pass"`, `"verification_scan_id"`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the walkthrough's output lacks %s", want)
		}
	}
	for _, bad := range []string{"unbound variable", "Traceback", "No such file", "ROUTE_NOT_FOUND", "INTERNAL"} {
		if strings.Contains(text, bad) {
			t.Errorf("the walkthrough's output has %q", bad)
		}
	}
	if t.Failed() {
		t.Logf("the walkthrough's output:\n%s", text)
	}
}

// serveOnFreePort starts the local server on a port that was free a moment
// before: presigned upload URLs are built from the configured address, so
// it cannot be ":0". Another process (the other test binaries of go test,
// their client connections) may take the port in between; the server then
// fails to bind before it creates anything, and a new port is tried.
func serveOnFreePort(t *testing.T) (addr string, out *platformtest.SyncBuffer, stop func()) {
	t.Helper()
	for attempt := 1; ; attempt++ {
		probe, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		free := probe.Addr().String()
		probe.Close()
		cfg, err := platform.FromEnv(func(k string) string {
			switch k {
			case platform.EnvAddr:
				return free
			case platform.EnvDataDir:
				return t.TempDir()
			case platform.EnvPlaygroundTimeout:
				// No statement of the walkthrough is meant to time out;
				// the 10 s default includes starting a worker process,
				// which a loaded machine can spend alone.
				return "1m"
			}
			return ""
		})
		if err != nil {
			t.Fatal(err)
		}
		addr, out, stopServer, err := platformtest.StartLocal(cfg, groups, tasks)
		if err == nil {
			return addr, out, func() { _ = stopServer() }
		}
		if attempt < 5 && strings.Contains(err.Error(), "listen on "+free) {
			t.Logf("port %s was taken before the server bound it: %v", free, err)
			continue
		}
		t.Fatalf("server: %v", err)
	}
}
