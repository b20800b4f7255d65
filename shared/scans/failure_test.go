package scans

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"bulwark/shared/datascan"
	"bulwark/shared/errs"
	"bulwark/shared/jobrun"
)

// A scan reads its parquet in ranges from the store: a read that fails for
// now is retried, and only a file that cannot be read as parquet fails the
// scan for good.
func TestOnlyABrokenFileFailsAScanForGood(t *testing.T) {
	broken := fmt.Errorf("%w: %w", datascan.ErrUnreadable, errors.New("parquet: invalid footer"))
	var f *jobrun.Failure
	if err := failure(broken); !errors.As(err, &f) || f.Code != CodeDatasetUnread {
		t.Fatalf("a broken file: %v", err)
	}
	for _, cause := range []error{errs.ErrUnavailable, context.Canceled, context.DeadlineExceeded} {
		err := failure(fmt.Errorf("%w: %w", datascan.ErrUnreadable, fmt.Errorf("s3 GetObject: %w", cause)))
		if errors.As(err, &f) || !errors.Is(err, cause) {
			t.Errorf("%v: read as a permanent failure: %v", cause, err)
		}
	}
}
