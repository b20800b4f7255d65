// Command signing sends one signed chat completion through the Bulwark
// proxy, for an app with request_signing.enabled. It reads BULWARK_URL
// (e.g. http://127.0.0.1:8080), BULWARK_API_KEY, BULWARK_APP_ID and
// BULWARK_SIGNING_SECRET (from POST
// /api/runtime-security/apps/{app_uuid}/signing-secret) and prints the
// answer. The signature is HMAC-SHA256, keyed with the secret, over the
// lines "v1", method, path, Unix timestamp, nonce and the hex SHA-256 of
// the body (docs/proxy.md).
//
//	go run ./examples/signing "Hello"
package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// sign returns the three signing headers of a request.
func sign(secret, method, path string, body []byte) map[string]string {
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	nonce := make([]byte, 16)
	_, _ = rand.Read(nonce)
	n := hex.EncodeToString(nonce)
	sum := sha256.Sum256(body)
	canonical := strings.Join([]string{"v1", method, path, ts, n, hex.EncodeToString(sum[:])}, "\n")
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(canonical))
	return map[string]string{
		"X-Bulwark-Timestamp": ts,
		"X-Bulwark-Nonce":     n,
		"X-Bulwark-Signature": "v1=" + hex.EncodeToString(mac.Sum(nil)),
	}
}

func main() {
	prompt := "Hello"
	if len(os.Args) > 1 {
		prompt = strings.Join(os.Args[1:], " ")
	}
	const path = "/openai-compatible/v1/chat/completions"
	body, _ := json.Marshal(map[string]any{
		"model": "gpt-4o-mini", "messages": []any{map[string]string{"role": "user", "content": prompt}},
	})
	req, err := http.NewRequest("POST", strings.TrimRight(os.Getenv("BULWARK_URL"), "/")+path, bytes.NewReader(body))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+os.Getenv("BULWARK_API_KEY"))
	req.Header.Set("X-App-Id", os.Getenv("BULWARK_APP_ID"))
	for k, v := range sign(os.Getenv("BULWARK_SIGNING_SECRET"), "POST", path, body) {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	fmt.Println(resp.Status)
	fmt.Println(string(out))
}
