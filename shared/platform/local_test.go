package platform_test

import (
	"context"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"bulwark/shared/identity"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
)

// serve runs ServeLocal until the returned stop function is called.
func serve(t *testing.T, env map[string]string) (base string, out *platformtest.SyncBuffer, stop func()) {
	t.Helper()
	cfg, err := platform.FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	addr, out, stopServer, err := platformtest.StartLocal(cfg, platform.Groups{"jobs": nil}, nil)
	if err != nil {
		t.Fatalf("server did not start: %v", err)
	}
	return "http://" + addr, out, func() {
		if err := stopServer(); err != nil {
			t.Errorf("server stopped with %v", err)
		}
	}
}

func TestServeLocalBootstrapsOnceAndKeepsData(t *testing.T) {
	env := map[string]string{
		platform.EnvAddr:          "127.0.0.1:0",
		platform.EnvDataDir:       t.TempDir(),
		platform.EnvAdminEmail:    "Owner@Example.com",
		platform.EnvAdminPassword: "correct horse battery staple",
	}
	base, out, stop := serve(t, env)
	resp, err := http.Get(base + "/api/health")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("health: %v %v", resp, err)
	}
	resp.Body.Close()
	first := out.String()
	key := regexp.MustCompile(`bwk_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}`).FindString(first)
	req, _ := http.NewRequest("GET", base+"/api/jobs", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err = http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 501 {
		t.Fatalf("unbuilt group with the printed key: %v %v", resp, err)
	}
	resp.Body.Close()
	stop()
	if !strings.Contains(first, "owner@example.com") || !strings.Contains(first, "correct horse battery staple") || key == "" {
		t.Fatalf("first start did not print the credentials:\n%s", first)
	}

	_, out, stop = serve(t, env)
	stop()
	second := out.String()
	if strings.Contains(second, "bwk_") || strings.Contains(second, "correct horse") || !strings.Contains(second, "owner@example.com") {
		t.Fatalf("second start must not print secrets again, only the e-mail:\n%s", second)
	}

	// The data survived: the key printed at the first start still works and
	// the password still verifies.
	cfg, _ := platform.FromEnv(func(k string) string { return env[k] })
	l, err := platform.OpenLocal(cfg, platform.NewLogger(cfg))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	k, err := identity.LookupAPIKey(context.Background(), l.Main, key, l.Clock.Now())
	if err != nil || len(k.Scopes) != 1 || k.Scopes[0] != "*" {
		t.Fatalf("bootstrap key after restart: %+v %v", k, err)
	}
}

// A first start that cannot bind its port fails before it creates the
// owner, so the start that succeeds is the one that shows the credentials.
func TestFirstStartThatCannotBindCreatesNothing(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	env := map[string]string{
		platform.EnvAddr:    taken.Addr().String(),
		platform.EnvDataDir: t.TempDir(),
	}
	cfg, err := platform.FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	var out platformtest.SyncBuffer
	err = platform.ServeLocal(context.Background(), cfg, platform.Groups{"jobs": nil}, nil, &out, nil)
	if err == nil || !strings.Contains(err.Error(), "BULWARK_ADDR") || strings.Contains(out.String(), "owner") {
		t.Fatalf("bind failure: %v, printed %q", err, out.String())
	}
	env[platform.EnvAddr] = "127.0.0.1:0"
	_, printed, stop := serve(t, env)
	stop()
	if !strings.Contains(printed.String(), "First start: created the owner") || !strings.Contains(printed.String(), "password: ") {
		t.Fatalf("the first start that bound must show the credentials:\n%s", printed.String())
	}
}

// A start with a test-only switch on says so before anything else.
func TestTestOnlySwitchesAreAnnouncedAtStart(t *testing.T) {
	env := map[string]string{
		platform.EnvAddr:                  "127.0.0.1:0",
		platform.EnvDataDir:               t.TempDir(),
		platform.EnvAllowLoopbackWebhooks: "1",
	}
	_, out, stop := serve(t, env)
	stop()
	if !strings.Contains(out.String(), "WARNING: "+platform.EnvAllowLoopbackWebhooks+"=1") || strings.Contains(out.String(), platform.EnvAllowLoopbackUpstream) {
		t.Fatalf("start output:\n%s", out.String())
	}
}
