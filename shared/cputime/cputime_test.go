package cputime_test

import (
	"testing"
	"time"

	"bulwark/shared/cputime"
)

// Work on the CPU shows in the process's CPU time; sleeping does not.
func TestProcessCountsWorkNotSleep(t *testing.T) {
	start := cputime.Process()
	giveUp := time.Now().Add(30 * time.Second)
	x := 0
	for cputime.Process()-start < 20*time.Millisecond {
		if time.Now().After(giveUp) {
			t.Fatalf("30 s of busy work counted as %v of CPU (%d loops)", cputime.Process()-start, x)
		}
		for range 10000 {
			x++
		}
	}
	start = cputime.Process()
	time.Sleep(200 * time.Millisecond)
	if idle := cputime.Process() - start; idle >= 100*time.Millisecond {
		t.Fatalf("200 ms of sleep counted as %v of CPU", idle)
	}
}
