package platform_test

import (
	"testing"

	"bulwark/shared/platform"
)

// The multipart upload limit follows the host: 10 MiB under make run, 4 MiB
// on Lambda (the most a 6 MB synchronous payload carries base64-encoded).
func TestUploadLimitFollowsTheHost(t *testing.T) {
	local, err := platform.FromEnv(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	lambda, err := platform.FromEnv(func(k string) string {
		if k == "AWS_LAMBDA_FUNCTION_NAME" {
			return "bulwark-uploads"
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	if local.MaxUploadBytes != 10<<20 || lambda.MaxUploadBytes != 4<<20 {
		t.Fatalf("local %d, lambda %d", local.MaxUploadBytes, lambda.MaxUploadBytes)
	}
	// 4 MiB base64-encoded, with room for the event's headers, fits in
	// Lambda's 6 MB synchronous payload.
	if enc := (lambda.MaxUploadBytes + 2) / 3 * 4; enc+64<<10 > 6<<20 {
		t.Fatalf("%d bytes encode to %d, over the payload limit", lambda.MaxUploadBytes, enc)
	}
}

// A scan is split into parts of 64 MB of parquet unless
// BULWARK_SCAN_PART_MB says otherwise; a bad value is refused.
func TestScanPartSize(t *testing.T) {
	for _, c := range []struct {
		env  string
		want int64
		ok   bool
	}{{"", 64 << 20, true}, {"8", 8 << 20, true}, {"0", 0, false}, {"big", 0, false}} {
		cfg, err := platform.FromEnv(func(k string) string {
			if k == platform.EnvScanPartMB {
				return c.env
			}
			return ""
		})
		if (err == nil) != c.ok || c.ok && cfg.ScanPartBytes != c.want {
			t.Errorf("%q: %d, %v", c.env, cfg.ScanPartBytes, err)
		}
	}
}

// A scan runs its detectors on every core unless BULWARK_SCAN_THREADS says
// otherwise; zero or a word is refused.
func TestScanThreads(t *testing.T) {
	for _, c := range []struct {
		env  string
		want int
		ok   bool
	}{{"", 0, true}, {"1", 1, true}, {"0", 0, false}, {"-2", 0, false}, {"all", 0, false}} {
		cfg, err := platform.FromEnv(func(k string) string {
			if k == platform.EnvScanThreads {
				return c.env
			}
			return ""
		})
		if (err == nil) != c.ok || c.ok && cfg.ScanThreads != c.want {
			t.Errorf("%q: %d, %v", c.env, cfg.ScanThreads, err)
		}
	}
}
