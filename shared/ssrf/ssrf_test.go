package ssrf_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"bulwark/shared/ssrf"
)

func TestClassifyRefusesEveryInternalForm(t *testing.T) {
	blocked := []string{
		"127.0.0.1", "127.255.0.9", "::1", "0.0.0.0", "::", "0.1.2.3",
		"10.0.0.1", "172.16.5.5", "172.31.255.255", "192.168.1.1", "fc00::1", "fd12:3456::1",
		"169.254.169.254", "169.254.1.1", "fe80::1", "fe80::1%eth0",
		"100.64.0.1", "100.127.255.255", "100.100.100.200",
		"224.0.0.1", "239.255.255.250", "ff02::1", "ff05::2",
		"255.255.255.255", "240.0.0.1", "192.0.0.170", "198.18.0.1", "192.0.2.1", "2001:db8::1",
		"fd00:ec2::254", "168.63.129.16",
		"::ffff:127.0.0.1", "::ffff:10.1.2.3", "::ffff:169.254.169.254",
		"::127.0.0.1",
		"2002:7f00:0001::", "2002:a9fe:a9fe::1", "2002:c0a8:0101::1",
		"64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe", "64:ff9b:1::1",
		"2001:0:4136:e378:8000:63bf:3fff:fdd2",
	}
	for _, s := range blocked {
		if reason, b := ssrf.Classify(netip.MustParseAddr(s)); !b || reason == "" {
			t.Errorf("%s: not refused", s)
		}
	}
	allowed := []string{"93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8", "2002:0808:0808::1", "64:ff9b::808:808", "100.63.255.255", "172.32.0.1"}
	for _, s := range allowed {
		if reason, b := ssrf.Classify(netip.MustParseAddr(s)); b {
			t.Errorf("%s: refused as %s", s, reason)
		}
	}
}

func fixedLookup(addrs ...string) func(context.Context, string) ([]netip.Addr, error) {
	return func(context.Context, string) ([]netip.Addr, error) {
		var out []netip.Addr
		for _, a := range addrs {
			out = append(out, netip.MustParseAddr(a))
		}
		return out, nil
	}
}

func TestCheckURLAtCreation(t *testing.T) {
	public := ssrf.Options{Lookup: fixedLookup("93.184.216.34")}
	cases := []struct {
		url  string
		o    ssrf.Options
		want string // "" for accepted, else a substring of the reason
	}{
		{"https://hooks.example.com/x", public, ""},
		{"https://hooks.example.com:8443/x?a=1", public, ""},
		{"http://hooks.example.com/x", public, "scheme"},
		{"ftp://hooks.example.com/x", public, "scheme"},
		{"https://user:pw@hooks.example.com/x", public, "credentials"},
		{"https:///x", public, "no host"},
		{"/relative", public, "absolute"},
		{"https://localhost/x", public, "not allowed"},
		{"https://api.localhost/x", public, "not allowed"},
		{"https://metadata.google.internal/computeMetadata/v1/", public, "not allowed"},
		{"https://127.0.0.1/x", public, "loopback"},
		{"https://[::1]/x", public, "loopback"},
		{"https://[::ffff:127.0.0.1]/x", public, "loopback"},
		{"https://169.254.169.254/latest/meta-data/", public, "cloud metadata"},
		{"https://10.0.0.5/x", public, "private"},
		{"https://100.64.1.1/x", public, "CGNAT"},
		{"https://2130706433/x", public, "canonical"},
		{"https://0x7f.0.0.1/x", public, "canonical"},
		{"https://127.1/x", public, "canonical"},
		{"https://internal.example.com/x", ssrf.Options{Lookup: fixedLookup("93.184.216.34", "10.0.0.7")}, "resolves to a refused address"},
		{"https://nowhere.example.com/x", ssrf.Options{Lookup: fixedLookup()}, "does not resolve"},
		{"https://hooks.example.com:99999/x", public, "port"},
		{"http://127.0.0.1:9000/hook", ssrf.Options{AllowLoopback: true}, ""},
		{"http://10.0.0.1:9000/hook", ssrf.Options{AllowLoopback: true}, "private"},
		{"http://hooks.example.com/x", ssrf.Options{AllowLoopback: true, Lookup: fixedLookup("93.184.216.34")}, "scheme"},
	}
	for _, c := range cases {
		err := ssrf.CheckURL(context.Background(), c.url, c.o)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.url, err)
		case c.want != "" && err == nil:
			t.Errorf("%s: accepted, want refusal mentioning %q", c.url, c.want)
		case c.want != "" && (!errors.Is(err, ssrf.ErrBlocked) || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want ErrBlocked mentioning %q", c.url, err, c.want)
		}
	}
}

func TestControlChecksTheDialedAddress(t *testing.T) {
	ctl := ssrf.Control(ssrf.Options{})
	for addr, ok := range map[string]bool{
		"127.0.0.1:443": false, "[::1]:443": false, "169.254.169.254:80": false, "[::ffff:10.0.0.1]:443": false,
		"93.184.216.34:443": true, "[2606:4700::1111]:443": true,
	} {
		network := "tcp4"
		if strings.HasPrefix(addr, "[") {
			network = "tcp6"
		}
		if err := ctl(network, addr, nil); (err == nil) != ok {
			t.Errorf("%s: got %v, want allowed=%v", addr, err, ok)
		}
	}
	if err := ctl("udp4", "93.184.216.34:53", nil); err == nil {
		t.Error("udp must be refused")
	}
}

// TestClientRefusesDNSRebinding: the name resolves to a public address when
// the URL is created and to loopback when the request dials; the dial is
// refused and nothing reaches the listener on loopback.
func TestClientRefusesDNSRebinding(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer srv.Close()
	port := srv.Listener.Addr().(interface{ AddrPort() netip.AddrPort }).AddrPort().Port()

	var calls atomic.Int32
	o := ssrf.Options{Schemes: []string{"http"}, Lookup: func(context.Context, string) ([]netip.Addr, error) {
		if calls.Add(1) == 1 {
			return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
		}
		return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
	}}
	u := "http://rebind.example.com:" + strconv.Itoa(int(port)) + "/hook"
	if err := ssrf.CheckURL(context.Background(), u, o); err != nil {
		t.Fatalf("creation check: %v", err)
	}
	_, err := ssrf.NewClient(o).Get(u)
	if !errors.Is(err, ssrf.ErrBlocked) {
		t.Fatalf("dial: got %v, want ErrBlocked", err)
	}
	if hits.Load() != 0 {
		t.Fatal("the loopback listener was reached")
	}
}

func TestLoopbackSwitchAndRedirects(t *testing.T) {
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "target") }))
	defer target.Close()
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.URL, http.StatusFound)
	}))
	defer redirector.Close()

	if _, err := ssrf.NewClient(ssrf.Options{}).Get(target.URL); !errors.Is(err, ssrf.ErrBlocked) {
		t.Fatalf("without the switch: got %v, want ErrBlocked", err)
	}
	c := ssrf.NewClient(ssrf.Options{AllowLoopback: true})
	resp, err := c.Get(redirector.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("redirect followed by default: %d", resp.StatusCode)
	}
	c = ssrf.NewClient(ssrf.Options{AllowLoopback: true, MaxRedirects: 1})
	resp, err = c.Get(redirector.URL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "target" {
		t.Fatalf("redirect with MaxRedirects 1: %d %q", resp.StatusCode, body)
	}
}

func TestCheckS3URL(t *testing.T) {
	allowed := []string{"acme-datasets"}
	b, k, err := ssrf.CheckS3URL("s3://acme-datasets/images/cats/", allowed)
	if err != nil || b != "acme-datasets" || k != "images/cats/" {
		t.Fatalf("got %q %q %v", b, k, err)
	}
	for _, raw := range []string{
		"s3://other-bucket/x", "https://acme-datasets.s3.amazonaws.com/x", "s3://acme-datasets:9000/x",
		"s3://u:p@acme-datasets/x", "s3://acme-datasets/a/../b", "s3://127.0.0.1/x", "s3://Acme/x", "s3:acme",
	} {
		if _, _, err := ssrf.CheckS3URL(raw, allowed); !errors.Is(err, ssrf.ErrBlocked) {
			t.Errorf("%s: got %v, want refusal", raw, err)
		}
	}
	if _, _, err := ssrf.CheckS3URL("s3://acme-datasets/x", nil); err == nil {
		t.Error("an empty allowlist must refuse every bucket")
	}
}

func TestParseURLRefusesCharactersOutsideAURI(t *testing.T) {
	for _, raw := range []string{"https://\u0084", "https://llm.example.com/\u0084", "https://llm.example.com/a b",
		"https://llm.example.com/\x00", "https://llm.example.com\\@evil.example/", "https://llm.example.com/<x>",
		"https://llm.exa\u200bmple.com/", "https://llm.example.com/\x7f"} {
		if _, err := ssrf.ParseURL(raw, ssrf.Options{}); !errors.Is(err, ssrf.ErrBlocked) {
			t.Errorf("%q: accepted", raw)
		}
	}
	if _, err := ssrf.ParseURL("https://llm.example.com/v1/%E2%80%8B?a=1&b=[x]#f", ssrf.Options{}); err != nil {
		t.Fatalf("a percent-encoded URL is refused: %v", err)
	}
}
