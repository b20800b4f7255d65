package agentic

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strings"

	"bulwark/shared/detect"
)

// hostKeys are argument names whose bare values ("api.example.com",
// without a scheme) are host names for the egress check.
var hostKeys = map[string]bool{
	"host": true, "hostname": true, "domain": true, "server": true,
	"url": true, "uri": true, "endpoint": true, "base_url": true, "baseurl": true,
	"webhook": true, "webhook_url": true, "target": true, "address": true,
}

// argString is one string value of the arguments: its decoded text, the
// key it belongs to (empty inside arrays) and how to map offsets in it back
// to the raw JSON.
type argString struct {
	text  string
	key   string
	raw   int  // offset of the token's opening quote in the raw JSON (or 0)
	rawN  int  // length of the raw token
	exact bool // decoded text equals the raw bytes between the quotes
}

// span maps [i, j) in the decoded text to the raw JSON. When the JSON
// string had escapes the offsets no longer line up, and the whole string
// token is reported instead.
func (a argString) span(i, j int) (int, int) {
	if a.exact {
		return a.raw + i, a.raw + j
	}
	return a.raw, a.raw + a.rawN
}

// argStrings returns every string value in raw JSON with its place.
// Invalid JSON is returned whole as one string. After json.Valid the walk
// can be a plain byte scan, which is several times faster than
// encoding/json's tokenizer; only strings with escapes are decoded.
func argStrings(raw []byte) []argString {
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || string(trimmed) == "null" {
		return nil
	}
	if !json.Valid(raw) {
		return []argString{{text: string(raw), exact: true}}
	}
	var out []argString
	var key string
	prevSig := byte(0) // last structural character before the current token
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '"' {
			if c == '{' || c == '[' || c == ',' || c == ':' {
				prevSig = c
			}
			continue
		}
		start, escaped := i, false
		for i++; raw[i] != '"'; i++ {
			if raw[i] == '\\' {
				escaped = true
				i++
			}
		}
		tok := raw[start : i+1]
		a := argString{raw: start, rawN: len(tok)}
		if escaped {
			_ = json.Unmarshal(tok, &a.text) // valid: json.Valid passed
		} else {
			a.text, a.raw, a.exact = string(tok[1:len(tok)-1]), start+1, true
		}
		j := i + 1
		for j < len(raw) && (raw[j] == ' ' || raw[j] == '\t' || raw[j] == '\n' || raw[j] == '\r') {
			j++
		}
		if j < len(raw) && raw[j] == ':' {
			key = a.text
			continue
		}
		if prevSig == ':' {
			a.key = key
		}
		out = append(out, a)
	}
	return out
}

// scanArguments applies the argument rules and the egress check to every
// string in the arguments.
func scanArguments(raw []byte, egress []string) []detect.Finding {
	var out []detect.Finding
	seenHost := map[string]bool{}
	for _, a := range argStrings(raw) {
		lower := asciiLower(a.text)
		for _, r := range rules {
			out = r.apply(a, lower, out)
		}
		if len(egress) > 0 {
			for _, u := range urlsIn(a, lower) {
				if seenHost[u.host] || HostAllowed(u.host, egress) {
					continue
				}
				seenHost[u.host] = true
				start, end := a.span(u.start, u.end)
				out = append(out, egressFinding(u.host, start, end))
			}
		}
		if len(out) >= MaxFindings {
			return out[:MaxFindings]
		}
	}
	return out
}

type hostRef struct {
	host       string
	start, end int
}

// urlsIn finds the hosts a string points at: every scheme://host URL, and
// the whole value when its key names a host and it looks like one.
func urlsIn(a argString, lower string) []hostRef {
	var out []hostRef
	if !strings.Contains(lower, "://") && !hostKeys[strings.ToLower(a.key)] {
		return nil
	}
	for _, m := range urlRE.FindAllStringIndex(lower, -1) {
		u, err := url.Parse(a.text[m[0]:m[1]])
		if err != nil || u.Hostname() == "" {
			continue
		}
		out = append(out, hostRef{host: strings.ToLower(u.Hostname()), start: m[0], end: m[1]})
	}
	if len(out) == 0 && hostKeys[strings.ToLower(a.key)] {
		v := strings.TrimSpace(lower)
		if hostLikeRE.MatchString(v) {
			host := v
			if i := strings.IndexAny(host, "/?#"); i >= 0 {
				host = host[:i]
			}
			out = append(out, hostRef{host: normalizeHost(host), start: 0, end: len(a.text)})
		}
	}
	return out
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay the same.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
