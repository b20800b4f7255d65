//go:build !unix

package injection

import "testing"

// reportCPU runs the benchmark loop body; CPU time is not measured here.
func reportCPU(b *testing.B, body func()) {
	for b.Loop() {
		body()
	}
}
