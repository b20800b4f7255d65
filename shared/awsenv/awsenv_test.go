package awsenv_test

import (
	"testing"

	"bulwark/shared/awsenv"
)

func TestLoadDefaults(t *testing.T) {
	t.Setenv("AWS_REGION", "")
	t.Setenv("AWS_DEFAULT_REGION", "")
	t.Setenv("AWS_CONFIG_FILE", t.TempDir()+"/none")
	t.Setenv("AWS_PROFILE", "")
	t.Setenv("AWS_ENDPOINT_URL", "")
	cfg, err := awsenv.Load(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Region != awsenv.DefaultRegion {
		t.Fatalf("region %q, want %q", cfg.Region, awsenv.DefaultRegion)
	}
	if awsenv.Emulated(cfg) || awsenv.S3Client(cfg).Options().UsePathStyle {
		t.Fatal("AWS itself is treated as an emulator")
	}
}

func TestLoadEmulator(t *testing.T) {
	t.Setenv("AWS_REGION", "eu-west-3")
	t.Setenv("AWS_ENDPOINT_URL", "http://127.0.0.1:5055")
	cfg, err := awsenv.Load(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Region != "eu-west-3" {
		t.Fatalf("region %q, want the environment's", cfg.Region)
	}
	if cfg.BaseEndpoint == nil || *cfg.BaseEndpoint != "http://127.0.0.1:5055" {
		t.Fatalf("endpoint %v", cfg.BaseEndpoint)
	}
	if !awsenv.S3Client(cfg).Options().UsePathStyle {
		t.Fatal("S3 against an emulator must use path-style addressing")
	}
}
