package qkit

import (
	"context"
	"testing"
	"time"

	"bulwark/shared/queue"
)

func TestBackoffDoublesUpToMax(t *testing.T) {
	b := Backoff{Base: time.Second, Max: 5 * time.Second}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 5 * time.Second, 5 * time.Second}
	for i, w := range want {
		if got := b.Delay(i + 1); got != w {
			t.Errorf("Delay(%d) = %v, want %v", i+1, got, w)
		}
	}
	if got := b.Delay(1000); got != 5*time.Second {
		t.Errorf("Delay(1000) = %v", got)
	}
}

func TestCallRecoversPanics(t *testing.T) {
	err := Call(context.Background(), func(context.Context, queue.Message) error { panic("boom") }, queue.Message{})
	if err == nil {
		t.Fatal("a panicking handler succeeded")
	}
}
