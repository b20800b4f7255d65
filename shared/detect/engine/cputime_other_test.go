//go:build !linux

package engine

// threadCPU is not measured outside Linux.
func threadCPU() int64 { return 0 }

func lockThread()   {}
func unlockThread() {}
