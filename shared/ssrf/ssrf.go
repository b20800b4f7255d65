// Package ssrf is the one guard every outbound URL of Bulwark goes through
// (webhook URLs, repo_url and s3_url imports, and later the proxy's upstream
// URLs). It refuses a destination twice:
//
//   - at creation, CheckURL parses the URL (https only, no credentials, no
//     non-canonical IP literals, no loopback or metadata host names),
//     resolves the host and refuses it when any address is unsafe;
//   - at dial time, the client of NewClient resolves again and its dialer's
//     Control checks the address the socket actually connects to, so a host
//     that resolved to a public address at creation and to 127.0.0.1 later
//     (DNS rebinding) is still refused.
//
// Unsafe addresses are private, loopback, link-local, CGNAT, multicast,
// unspecified, broadcast, reserved and documentation ranges, cloud metadata
// addresses, and the IPv4-mapped, IPv4-compatible, 6to4 and NAT64 forms of
// those (Teredo and local-use NAT64 are refused outright, since the IPv4
// address they carry cannot be checked reliably).
//
// Options.AllowLoopback is a test-only switch: it admits loopback
// destinations (and plain http to them) so tests can run a receiver on
// 127.0.0.1. Production code sets it only from the deployment setting
// BULWARK_ALLOW_LOOPBACK_WEBHOOKS, documented as test-only.
package ssrf

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"syscall"
	"time"
)

// ErrBlocked is wrapped by every refusal of this package.
var ErrBlocked = errors.New("ssrf: destination not allowed")

// Error is a refusal: Reason is safe to show to the caller.
type Error struct {
	Reason string
}

func (e *Error) Error() string { return "unsafe URL: " + e.Reason }

// Is makes errors.Is(err, ErrBlocked) true.
func (e *Error) Is(target error) bool { return target == ErrBlocked }

func refuse(format string, args ...any) error {
	return &Error{Reason: fmt.Sprintf(format, args...)}
}

// Options tune the guard. The zero value is the production policy: https
// only, public addresses only, no redirects, the system resolver.
type Options struct {
	// AllowLoopback admits loopback destinations (127.0.0.0/8, ::1 and the
	// name "localhost"), over plain http too. TEST ONLY: it exists so that
	// tests can receive webhooks on 127.0.0.1.
	AllowLoopback bool
	// Schemes lists the accepted URL schemes (default: https).
	Schemes []string
	// Lookup resolves a host name (default: net.DefaultResolver). Tests
	// inject one to simulate DNS answers, including rebinding.
	Lookup func(ctx context.Context, host string) ([]netip.Addr, error)
	// Timeout bounds one whole request of NewClient's client (default 30s).
	Timeout time.Duration
	// MaxRedirects is how many redirects NewClient's client follows, each
	// checked like the first URL (default 0: a redirect is returned as the
	// response, never followed).
	MaxRedirects int
	// TLSConfig is the client's TLS configuration (default: system roots,
	// TLS 1.2 or later). Tests set it to trust their server.
	TLSConfig *tls.Config
}

func (o Options) schemes() []string {
	if len(o.Schemes) == 0 {
		return []string{"https"}
	}
	return o.Schemes
}

func (o Options) lookup(ctx context.Context, host string) ([]netip.Addr, error) {
	if o.Lookup != nil {
		return o.Lookup(ctx, host)
	}
	return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
}

// blockedHosts are names that reach the host itself or a cloud metadata
// service without DNS (or through a resolver we do not control).
var blockedHosts = []string{
	"localhost", "metadata", "metadata.google.internal", "metadata.goog",
	"instance-data", "instance-data.ec2.internal", "metadata.azure.internal",
}

// ParseURL checks a URL's syntax against the policy without resolving it:
// an accepted scheme, a host, no user info, no fragment-only tricks, and a
// host that is either a canonical IP literal with a safe address or a
// plausible DNS name that is not a loopback or metadata name.
func ParseURL(raw string, o Options) (*url.URL, error) {
	if len(raw) > 2048 {
		return nil, refuse("the URL is longer than 2048 characters")
	}
	// Only the characters RFC 3986 allows in a URI: control characters
	// (C0 and C1, such as U+0084), spaces, non-ASCII letters and the
	// backslash are read differently by different parsers (a host one
	// parser sees is not the one another dials), and a URL holding them is
	// not a valid URI for the clients that read it back. An IRI must be
	// percent-encoded first.
	for i := 0; i < len(raw); i++ {
		if !uriChar(raw[i]) {
			return nil, refuse("the URL holds a character not allowed in a URI at byte %d (percent-encode it)", i)
		}
	}
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() || u.Opaque != "" {
		return nil, refuse("not an absolute URL")
	}
	scheme := strings.ToLower(u.Scheme)
	host := strings.ToLower(strings.TrimSuffix(u.Hostname(), "."))
	switch {
	case host == "":
		return nil, refuse("the URL has no host")
	case u.User != nil:
		return nil, refuse("credentials in the URL are not allowed")
	}
	if p := u.Port(); p != "" {
		if n, err := parsePort(p); err != nil || n == 0 {
			return nil, refuse("invalid port %q", p)
		}
	}
	loopbackHost := isLoopbackName(host)
	if a, err := netip.ParseAddr(host); err == nil {
		if err := CheckAddr(a, o); err != nil {
			return nil, err
		}
		loopbackHost = a.Unmap().IsLoopback()
	} else {
		if looksNumeric(host) {
			return nil, refuse("host %q is not a canonical IP address", host)
		}
		if !validDNSName(host) {
			return nil, refuse("host %q is not a valid DNS name", host)
		}
		if isBlockedName(host) && !(o.AllowLoopback && loopbackHost) {
			return nil, refuse("host %q is not allowed", host)
		}
	}
	ok := slices.Contains(o.schemes(), scheme)
	if !ok && scheme == "http" && o.AllowLoopback && loopbackHost {
		ok = true
	}
	if !ok {
		return nil, refuse("scheme %q is not allowed (use %s)", u.Scheme, strings.Join(o.schemes(), " or "))
	}
	return u, nil
}

// CheckURL is the creation-time check: ParseURL, then every address the
// host resolves to must be safe. A host that does not resolve is refused.
func CheckURL(ctx context.Context, raw string, o Options) error {
	u, err := ParseURL(raw, o)
	if err != nil {
		return err
	}
	_, err = Resolve(ctx, u.Hostname(), o)
	return err
}

// Resolve returns the addresses of host when every one of them is safe. A
// host that resolves to even one unsafe address is refused: an attacker
// controlling DNS could otherwise pick which answer we connect to.
func Resolve(ctx context.Context, host string, o Options) ([]netip.Addr, error) {
	host = strings.TrimSuffix(host, ".")
	if a, err := netip.ParseAddr(host); err == nil {
		if err := CheckAddr(a, o); err != nil {
			return nil, err
		}
		return []netip.Addr{a}, nil
	}
	if isBlockedName(strings.ToLower(host)) && !(o.AllowLoopback && isLoopbackName(strings.ToLower(host))) {
		return nil, refuse("host %q is not allowed", host)
	}
	addrs, err := o.lookup(ctx, host)
	if err != nil || len(addrs) == 0 {
		return nil, refuse("host %q does not resolve", host)
	}
	for _, a := range addrs {
		if err := CheckAddr(a, o); err != nil {
			return nil, refuse("host %q resolves to a refused address: %s", host, err.(*Error).Reason)
		}
	}
	return addrs, nil
}

// CheckAddr refuses an unsafe address (see the package doc).
func CheckAddr(a netip.Addr, o Options) error {
	reason, blocked := Classify(a)
	if !blocked {
		return nil
	}
	if o.AllowLoopback && a.Unmap().IsLoopback() {
		return nil
	}
	return refuse("%s is a %s address", a.WithZone(""), reason)
}

type prefixRule struct {
	p      netip.Prefix
	reason string
}

var rules = func() []prefixRule {
	var out []prefixRule
	for _, r := range [][2]string{
		{"0.0.0.0/8", "this-network"},
		{"100.64.0.0/10", "CGNAT (shared address space)"},
		{"192.0.0.0/24", "IETF protocol assignment"},
		{"192.0.2.0/24", "documentation"},
		{"198.51.100.0/24", "documentation"},
		{"203.0.113.0/24", "documentation"},
		{"198.18.0.0/15", "benchmarking"},
		{"192.88.99.0/24", "6to4 relay anycast"},
		{"240.0.0.0/4", "reserved"},
		{"168.63.129.16/32", "cloud metadata"},
		{"::/96", "IPv4-compatible (deprecated)"},
		{"100::/64", "discard-only"},
		{"64:ff9b:1::/48", "local-use NAT64"},
		{"2001::/32", "Teredo"},
		{"2001:10::/28", "ORCHID"},
		{"2001:db8::/32", "documentation"},
		{"fec0::/10", "site-local (deprecated)"},
	} {
		out = append(out, prefixRule{netip.MustParsePrefix(r[0]), r[1]})
	}
	return out
}()

var (
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
)

// Classify says whether an address is unsafe as an outbound destination and
// why. IPv6 forms that embed an IPv4 address (mapped, 6to4, NAT64) are
// judged by the embedded address.
func Classify(a netip.Addr) (reason string, blocked bool) {
	if !a.IsValid() {
		return "invalid", true
	}
	a = a.WithZone("")
	if a.Is4In6() {
		if r, b := Classify(a.Unmap()); b {
			return r + " (IPv4-mapped)", true
		}
		return "", false
	}
	if a.Is6() {
		b := a.As16()
		switch {
		case nat64.Contains(a):
			if r, bl := Classify(netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]})); bl {
				return r + " (NAT64)", true
			}
			return "", false
		case sixToFour.Contains(a):
			if r, bl := Classify(netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]})); bl {
				return r + " (6to4)", true
			}
		}
	}
	switch {
	case a.IsUnspecified():
		return "unspecified", true
	case a.IsLoopback():
		return "loopback", true
	case a.Is4() && a.As4() == [4]byte{169, 254, 169, 254}, a == netip.MustParseAddr("fd00:ec2::254"):
		return "cloud metadata", true
	case a.IsPrivate():
		return "private", true
	case a.IsLinkLocalUnicast():
		return "link-local", true
	case a.IsMulticast(), a.IsLinkLocalMulticast(), a.IsInterfaceLocalMulticast():
		return "multicast", true
	case a.Is4() && a.As4() == [4]byte{255, 255, 255, 255}:
		return "broadcast", true
	}
	for _, r := range rules {
		if r.p.Contains(a) {
			return r.reason, true
		}
	}
	return "", false
}

// NewClient returns an HTTP client whose every connection passes the guard
// at dial time: it resolves through Options.Lookup, refuses unsafe
// addresses, and its dialer's Control checks the connected address once
// more. It never uses an environment proxy (a proxy would make the checked
// address meaningless), and follows at most Options.MaxRedirects
// redirects, each URL checked by ParseURL.
func NewClient(o Options) *http.Client {
	tlsConf := o.TLSConfig
	if tlsConf == nil {
		tlsConf = &tls.Config{MinVersion: tls.VersionTLS12}
	}
	timeout := o.Timeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	tr := &http.Transport{
		Proxy:                 nil,
		DialContext:           DialContext(o),
		TLSClientConfig:       tlsConf,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: timeout,
		MaxIdleConns:          16,
		IdleConnTimeout:       30 * time.Second,
		ForceAttemptHTTP2:     true,
	}
	return &http.Client{
		Transport: tr,
		Timeout:   timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > o.MaxRedirects {
				return http.ErrUseLastResponse
			}
			_, err := ParseURL(req.URL.String(), o)
			return err
		},
	}
}

// DialContext returns a dial function that resolves the host through the
// guard and connects only to safe addresses, with Control checking the
// address of the socket itself.
func DialContext(o Options) func(ctx context.Context, network, addr string) (net.Conn, error) {
	d := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second, Control: Control(o)}
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, refuse("bad address %q", addr)
		}
		addrs, err := Resolve(ctx, host, o)
		if err != nil {
			return nil, err
		}
		var last error
		for _, a := range addrs {
			c, err := d.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
			if err == nil {
				return c, nil
			}
			last = err
		}
		return nil, last
	}
}

// Control is a net.Dialer Control function that refuses to connect a socket
// to an unsafe address: the last word, after any resolution.
func Control(o Options) func(network, address string, c syscall.RawConn) error {
	return func(network, address string, _ syscall.RawConn) error {
		switch network {
		case "tcp4", "tcp6":
		default:
			return refuse("network %q is not allowed", network)
		}
		ap, err := netip.ParseAddrPort(address)
		if err != nil {
			return refuse("bad address %q", address)
		}
		return CheckAddr(ap.Addr(), o)
	}
}

// uriChar reports the unreserved, reserved and percent characters of RFC
// 3986.
func uriChar(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	}
	return strings.IndexByte("-._~:/?#[]@!$&'()*+,;=%", c) >= 0
}

func isLoopbackName(host string) bool {
	return host == "localhost" || strings.HasSuffix(host, ".localhost")
}

func isBlockedName(host string) bool {
	return isLoopbackName(host) || slices.Contains(blockedHosts, host)
}

// looksNumeric reports hosts such as "2130706433", "0x7f.1" or "127.1" that
// some resolvers and HTTP clients read as IPv4 addresses though they are not
// canonical dotted quads: they are refused rather than guessed at.
func looksNumeric(host string) bool {
	last := host
	if i := strings.LastIndexByte(host, '.'); i >= 0 {
		last = host[i+1:]
	}
	if last == "" {
		return false
	}
	if strings.HasPrefix(last, "0x") {
		return true
	}
	for _, c := range last {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func validDNSName(host string) bool {
	if len(host) > 253 {
		return false
	}
	for label := range strings.SplitSeq(host, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

func parsePort(p string) (int, error) {
	n := 0
	for _, c := range p {
		if c < '0' || c > '9' {
			return 0, errors.New("not a number")
		}
		n = n*10 + int(c-'0')
		if n > 65535 {
			return 0, errors.New("out of range")
		}
	}
	return n, nil
}
