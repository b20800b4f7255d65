package platform

import (
	"context"
	"fmt"

	"bulwark/shared/jobs"
)

// TaskBuilder builds the background tasks of one feature.
type TaskBuilder func(d *Deps) (jobs.Dispatcher, error)

// Dispatcher merges the tasks of every feature into one dispatcher (a task
// type registered twice is an error) and adds the default sweep when no
// feature registers one, so scheduled ticks are acknowledged, not
// dead-lettered.
func Dispatcher(d *Deps, builders ...TaskBuilder) (jobs.Dispatcher, error) {
	out := jobs.Dispatcher{}
	for _, b := range builders {
		ts, err := b(d)
		if err != nil {
			return nil, err
		}
		for typ, fn := range ts {
			if _, dup := out[typ]; dup {
				return nil, fmt.Errorf("platform: task type %q registered twice", typ)
			}
			out[typ] = fn
		}
	}
	if _, ok := out[jobs.TypeSweep]; !ok {
		out[jobs.TypeSweep] = func(ctx context.Context, e jobs.Envelope) error {
			d.Log.InfoContext(ctx, "sweep: no maintenance task registered")
			return nil
		}
	}
	return out, nil
}
