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

// The scan settings: a scan is split into parts of 64 MB of parquet unless
// BULWARK_SCAN_PART_MB says otherwise, and runs its detectors on every
// core (0) unless BULWARK_SCAN_THREADS says otherwise; zero, a negative
// number or a word is refused.
func TestScanSettings(t *testing.T) {
	for _, c := range []struct {
		name, env string
		want      int64
		ok        bool
	}{
		{platform.EnvScanPartMB, "", 64 << 20, true}, {platform.EnvScanPartMB, "8", 8 << 20, true},
		{platform.EnvScanPartMB, "0", 0, false}, {platform.EnvScanPartMB, "big", 0, false},
		{platform.EnvScanThreads, "", 0, true}, {platform.EnvScanThreads, "1", 1, true},
		{platform.EnvScanThreads, "0", 0, false}, {platform.EnvScanThreads, "-2", 0, false}, {platform.EnvScanThreads, "all", 0, false},
	} {
		cfg, err := platform.FromEnv(func(k string) string {
			if k == c.name {
				return c.env
			}
			return ""
		})
		got := cfg.ScanPartBytes
		if c.name == platform.EnvScanThreads {
			got = int64(cfg.ScanThreads)
		}
		if (err == nil) != c.ok || c.ok && got != c.want {
			t.Errorf("%s=%q: %d, %v", c.name, c.env, got, err)
		}
	}
}
