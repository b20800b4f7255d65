package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"bulwark/shared/runtime/appconfig"
)

// benchParagraphs are ordinary prompt and document text with the odd
// e-mail address, phone number, name and date, as an app's traffic has.
var benchParagraphs = []string{
	"Hi team, could you summarise the attached quarterly report and list the three biggest risks for the board meeting on March 3rd? ",
	"Our customer Maria Gonzalez wrote from maria.gonzalez@example.com asking why her invoice doubled; please draft a polite answer. ",
	"The deployment failed again last night because the database migration timed out after 300 seconds on the staging cluster. ",
	"Translate the following paragraph into French and keep the product names unchanged: the new dashboard shows usage per region. ",
	"Call the support line at +1 415 555 0100 if the problem persists after restarting the router and clearing the cache. ",
	"Write a short, friendly reminder that the office in Berlin will be closed on Friday for maintenance of the heating system. ",
	"List the pros and cons of moving our analytics workload from nightly batch jobs to a streaming pipeline with exactly-once delivery. ",
	"Please check whether the contract with Northwind Traders renews automatically and what notice period applies to cancellation. ",
}

// benchText returns about n bytes of benchParagraphs.
func benchText(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(benchParagraphs[i%len(benchParagraphs)])
	}
	return b.String()[:n]
}

// BenchmarkScan scans 1, 4 and 32 KB texts with the default detectors
// (injection, pii, ner, harm; agentic_guardrails has no tool call to
// check), and the 4 and 32 KB texts again as a tool result (which
// injection also reads for instructions aimed at the model), and reports, besides ns/op and allocations, the 50th and 99th
// percentile wall time of single scans (p50-ns, p99-ns) and, on Linux, of
// the CPU time the scanning thread used (p50-cpu-ns, p99-cpu-ns), which
// leaves out the time other processes held the core.
func BenchmarkScan(b *testing.B) {
	cfg := appconfig.Defaults()
	e, err := Compile(&cfg)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		kb   int
		tool bool
	}{{1, false}, {4, false}, {32, false}, {4, true}, {32, true}} {
		text := benchText(c.kb << 10)
		in, name := Input{Direction: appconfig.DirectionInput, Text: text}, fmt.Sprintf("%dKB", c.kb)
		if c.tool {
			in, name = Input{Direction: appconfig.DirectionInput, Messages: []Message{{Role: "tool", Content: text}}}, name+"-tool-result"
		}
		b.Run(name, func(b *testing.B) {
			e.Scan(in) // warm pools and lazily loaded models
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			lockThread()
			defer unlockThread()
			lat := make([]time.Duration, 0, b.N)
			cpu := make([]int64, 0, b.N)
			for b.Loop() {
				t0, c0 := time.Now(), threadCPU()
				e.Scan(in)
				cpu = append(cpu, threadCPU()-c0)
				lat = append(lat, time.Since(t0))
			}
			slices.Sort(lat)
			slices.Sort(cpu)
			if n := len(lat); n > 0 {
				p99 := min(n-1, n*99/100)
				b.ReportMetric(float64(lat[n/2]), "p50-ns")
				b.ReportMetric(float64(lat[p99]), "p99-ns")
				if cpu[p99] > 0 {
					b.ReportMetric(float64(cpu[n/2]), "p50-cpu-ns")
					b.ReportMetric(float64(cpu[p99]), "p99-cpu-ns")
				}
			}
		})
	}
}

// BenchmarkDetectors splits the 4 KB scan by detector, to show where the
// time goes.
func BenchmarkDetectors(b *testing.B) {
	text := benchText(4 << 10)
	only := map[string]func(d *appconfig.Detectors){
		"injection": func(d *appconfig.Detectors) { d.Injection = true },
		"pii":       func(d *appconfig.Detectors) { d.PII = true },
		"ner":       func(d *appconfig.Detectors) { d.NER = true },
		"harm":      func(d *appconfig.Detectors) { d.Harm = true },
	}
	for _, name := range []string{"injection", "pii", "ner", "harm"} {
		cfg := appconfig.Defaults()
		cfg.Detectors = appconfig.Detectors{}
		only[name](&cfg.Detectors)
		e, err := Compile(&cfg)
		if err != nil {
			b.Fatal(err)
		}
		in := Input{Direction: appconfig.DirectionInput, Text: text}
		b.Run(name, func(b *testing.B) {
			e.Scan(in)
			b.ReportAllocs()
			for b.Loop() {
				e.Scan(in)
			}
		})
	}
}
