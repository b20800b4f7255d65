// Package cputime reads the CPU time this process has used, so that the
// benchmarks and bench scripts can report CPU beside wall-clock time (on a
// shared machine, the figure that other work does not inflate).
package cputime

import (
	"syscall"
	"time"
)

// Process returns the user plus system CPU time of this process, every
// thread included, or 0 when the system does not answer.
func Process() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
