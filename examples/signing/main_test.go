package main

import (
	"testing"

	"bulwark/shared/proxy"
)

// The example signs exactly as the proxy verifies.
func TestExampleSignatureIsTheProxys(t *testing.T) {
	body := []byte(`{"model":"m","messages":[]}`)
	h := sign("bss_example-secret", "POST", proxy.PathChatCompletions, body)
	want := proxy.Sign("bss_example-secret", "POST", proxy.PathChatCompletions, h[proxy.HeaderTimestamp], h[proxy.HeaderNonce], body)
	if h[proxy.HeaderSignature] != want {
		t.Fatalf("signature %s, the proxy computes %s", h[proxy.HeaderSignature], want)
	}
}
