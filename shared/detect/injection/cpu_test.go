//go:build unix

package injection

import (
	"testing"

	"bulwark/shared/cputime"
)

// cpuTime returns the CPU time the process has used. On a shared machine
// a benchmark's wall time per operation includes time spent waiting for a
// core; CPU time per operation does not.

// reportCPU runs the benchmark loop body and reports CPU ns per operation
// next to the wall-clock ns/op.
func reportCPU(b *testing.B, body func()) {
	start := cputime.Process()
	for b.Loop() {
		body()
	}
	b.ReportMetric(float64(cputime.Process()-start)/float64(b.N), "cpu-ns/op")
}
