package engine

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// threadCPU returns the CPU time the calling OS thread has used, in
// nanoseconds: unlike wall time, it does not grow while another process
// has the core, so its percentiles stay meaningful on a shared machine.
// The caller locks itself to its thread.
func threadCPU() int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return ts.Nano()
}

var lockThread = runtime.LockOSThread
var unlockThread = runtime.UnlockOSThread
