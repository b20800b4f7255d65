package stack

import (
	"strings"
	"testing"

	"bulwark/shared/platform"
)

func ctxOf(kv map[string]any) func(string) any {
	return func(k string) any { return kv[k] }
}

func TestSettingsDefaultsAreSafe(t *testing.T) {
	// GIVEN no context at all
	// WHEN the settings are parsed
	s, err := ParseSettings(ctxOf(nil))
	if err != nil {
		t.Fatal(err)
	}
	// THEN data is protected, nothing optional is on, and nothing is
	// reserved that a new account's concurrency quota of 10 would refuse
	if !s.DeletionProtection || !s.APIGatewayCloudWatchRole {
		t.Errorf("protections off by default: %+v", s)
	}
	if s.Tracing || s.RequireBuild || s.ReserveConcurrency || s.MailFrom != "" || s.AlarmEmail != "" || s.PublicURL != "" || len(s.Env) != 0 {
		t.Errorf("optional settings on by default: %+v", s)
	}
	if s.APIRateLimit != 100 || s.APIBurstLimit != 200 || strings.Join(s.CORSOrigins, ",") != "*" {
		t.Errorf("limits %v/%v, origins %v", s.APIRateLimit, s.APIBurstLimit, s.CORSOrigins)
	}
}

func TestSettingsAcceptCommandLineAndJSONValues(t *testing.T) {
	// GIVEN strings from `-c key=value` and JSON values from cdk.json
	s, err := ParseSettings(ctxOf(map[string]any{
		"deletionProtection": "false",
		"tracing":            true,
		"apiRateLimit":       "50",
		"apiBurstLimit":      float64(75),
		"mailFrom":           "alerts@example.org",
		"corsOrigins":        "https://app.example.org, https://admin.example.org",
		"jwtTtl":             "30m",
		"rateLimit":          float64(1200),
		"adminEmail":         "owner@example.org",
	}))
	// WHEN they are parsed
	// THEN each takes effect, and tunables become platform variables
	if err != nil {
		t.Fatal(err)
	}
	if s.DeletionProtection || !s.Tracing || s.APIRateLimit != 50 || s.APIBurstLimit != 75 || s.MailFrom != "alerts@example.org" {
		t.Errorf("parsed %+v", s)
	}
	if strings.Join(s.CORSOrigins, " ") != "https://app.example.org https://admin.example.org" {
		t.Errorf("origins %q", s.CORSOrigins)
	}
	if s.Env[platform.EnvJWTTTL] != "30m" || s.Env[platform.EnvRateLimit] != "1200" || s.Env[platform.EnvAdminEmail] != "owner@example.org" {
		t.Errorf("env %v", s.Env)
	}
}

func TestSettingsRejectMalformedValues(t *testing.T) {
	// GIVEN values a typo could produce
	bad := map[string]any{
		"deletionProtection": "ture",
		"apiRateLimit":       "-1",
		"mailFrom":           "Bulwark <no-reply@example.org>",
		"alarmEmail":         "ops",
		"adminEmail":         "owner",
		"publicUrl":          "http://insecure.example.org",
		"jwtTtl":             "48h",
		"rateLimit":          "many",
		"tracing":            []any{true},
	}
	for key, value := range bad {
		// WHEN each is parsed
		_, err := ParseSettings(ctxOf(map[string]any{key: value}))
		// THEN the synth fails instead of deploying a surprise
		if err == nil {
			t.Errorf("%s = %v accepted", key, value)
		}
	}
}
