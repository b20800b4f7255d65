//go:build unix

package injection

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time the process has used. On a shared machine
// a benchmark's wall time per operation includes time spent waiting for a
// core; CPU time per operation does not.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU runs the benchmark loop body and reports CPU ns per operation
// next to the wall-clock ns/op.
func reportCPU(b *testing.B, body func()) {
	start := cpuTime()
	for b.Loop() {
		body()
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}
