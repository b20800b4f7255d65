package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"runtime/pprof"
	"strings"

	"bulwark/shared/cputime"
	"bulwark/shared/proxy/proxytest"
)

// readyLine is what the platform's process writes once it serves.
type readyLine struct {
	URL string `json:"url"`
	Key string `json:"key"`
	App string `json:"app"`
}

// servePlatform is the platform's process: the proxy and runtime groups on
// the embedded adapters in dataDir, with the stub at upstream as the
// default provider, events and counters written behind the requests as
// the servers do. It writes a readyLine, then answers each "cpu" line of
// its input with the CPU time it has used (nanoseconds), and stops when
// its input closes. Keeping the platform in its own process lets that CPU
// time be the proxy's alone, without the client's and the stub's.
func servePlatform(upstream, dataDir, cpuProfile string) error {
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	d, err := proxytest.OpenDeployment(dataDir, []map[string]any{
		{"slug": "stub", "format": "openai", "base_url": upstream, "default": true},
	})
	if err != nil {
		return err
	}
	defer d.Close()
	app, err := d.NewApp()
	if err != nil {
		return err
	}
	srv := httptest.NewServer(d.Handler)
	defer srv.Close()
	ready, _ := json.Marshal(readyLine{URL: srv.URL, Key: d.Key, App: app})
	fmt.Printf("%s\n", ready)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		if strings.TrimSpace(in.Text()) == "cpu" {
			fmt.Println(int64(cputime.Process()))
		}
	}
	return in.Err()
}

// cpuTime is the CPU time this process has used, user and system.
