package httpkit_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"bulwark/shared/httpkit"
)

var testPace = httpkit.BodyPace{Idle: 300 * time.Millisecond, Grace: 400 * time.Millisecond, MinRate: 1000}

// paced serves a JSON handler behind PaceBodies; after the body it streams
// for longer than the idle timeout, which the pacing must not cut.
func paced(t *testing.T) string {
	srv := httptest.NewServer(httpkit.PaceBodies(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var v map[string]any
		if err := httpkit.Decode(r, &v, httpkit.DecodeOptions{}); err != nil {
			httpkit.WriteError(w, r, err)
			return
		}
		w.WriteHeader(200)
		for range 4 {
			_, _ = io.WriteString(w, "tick\n")
			http.NewResponseController(w).Flush()
			time.Sleep(150 * time.Millisecond)
		}
	}), testPace))
	t.Cleanup(srv.Close)
	return srv.Listener.Addr().String()
}

// send writes the headers of a JSON POST announcing size bytes, then
// body with gap between bytes, and returns the status line and the time
// the answer took.
func send(t *testing.T, addr string, size int, body string, gap time.Duration) (string, time.Duration) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	start := time.Now()
	fmt.Fprintf(c, "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", size)
	go func() {
		for i := range len(body) {
			if _, err := c.Write([]byte{body[i]}); err != nil {
				return
			}
			time.Sleep(gap)
		}
	}()
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	status, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	return strings.TrimSpace(status), time.Since(start)
}

func TestSlowBodiesAreCutOff(t *testing.T) {
	addr := paced(t)
	// A body that stops: the idle timeout.
	if status, took := send(t, addr, 100, `{"a":`, 0); !strings.Contains(status, "408") || took > 3*time.Second {
		t.Errorf("stalled body: %q after %v", status, took)
	}
	// A body that trickles a byte every 100 ms: under the minimum rate.
	if status, took := send(t, addr, 100, strings.Repeat(" ", 99)+"{}", 100*time.Millisecond); !strings.Contains(status, "408") || took > 3*time.Second {
		t.Errorf("trickled body: %q after %v", status, took)
	}
	// A body that arrives at once is served, and so is an answer that
	// streams for longer than the idle timeout after it.
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
	all, err := io.ReadAll(c)
	if err != nil || !strings.HasPrefix(string(all), "HTTP/1.1 200") || strings.Count(string(all), "tick") != 4 {
		t.Fatalf("normal request: %v %q", err, all)
	}
}
