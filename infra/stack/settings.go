package stack

import (
	"fmt"
	"maps"
	"net/mail"
	"slices"
	"strconv"
	"strings"

	"bulwark/shared/platform"
)

// Settings are the deployment choices read from CDK context (cdk.json's
// "context" or `cdk deploy -c key=value`). Every one has a safe default, so
// a stack synthesizes with no context at all; docs/deploy.md lists them.
type Settings struct {
	// DeletionProtection (context deletionProtection, default true) turns on
	// DynamoDB deletion protection and retains tables and log groups when the
	// stack is deleted. Buckets and secrets are always retained.
	DeletionProtection bool
	// Tracing (context tracing, default false) turns on X-Ray active tracing.
	Tracing bool
	// ReserveConcurrency (context reserveConcurrency, default false)
	// reserves concurrency for the functions that must not starve the
	// others (worker 10, scheduler 1). Opt-in: on a new account, whose
	// Lambda concurrency quota is 10, Lambda refuses any reservation (it
	// keeps 10 unreserved), and the deploy would fail.
	ReserveConcurrency bool
	// RequireBuild (context requireBuild, default false) makes synth fail when
	// a function has no dist/<fn>/bootstrap; make deploy sets it so that a
	// placeholder is never deployed.
	RequireBuild bool
	// APIGatewayCloudWatchRole (context apiGatewayCloudWatchRole, default
	// true) sets the account's API Gateway CloudWatch role, which WebSocket
	// access logging needs. Turn it off when the account already has one.
	APIGatewayCloudWatchRole bool
	// ReuseSecrets (context reuseSecrets, default false) imports the
	// deployment secrets by name instead of creating them: after a
	// destroy that retained them (deletionProtection), a redeploy with it
	// finds the same keys, so sessions, webhook secrets and sealed values
	// survive; without it the redeploy would fail on the existing names.
	ReuseSecrets bool
	// AlarmEmail (context alarmEmail) subscribes an address to the alarm topic.
	AlarmEmail string
	// MailFrom (context mailFrom) is the SES sender of Bulwark's e-mail. When
	// empty no function may send e-mail.
	MailFrom string
	// PublicURL (context publicUrl) is the URL users reach Bulwark at (a
	// custom domain); by default the HTTP API's own URL.
	PublicURL string
	// CORSOrigins (context corsOrigins, comma-separated, default "*") are the
	// browser origins allowed to PUT to presigned upload URLs.
	CORSOrigins []string
	// APIRateLimit and APIBurstLimit (context apiRateLimit, default 100
	// requests/s, and apiBurstLimit, default 200) are the HTTP API stage's
	// default-route throttling; the WebSocket stage uses the same.
	APIRateLimit, APIBurstLimit float64
	// Env holds the tunables passed to every function unchanged (context
	// jwtTtl, rateLimit, eventRetentionDays, auditRetentionDays, logLevel,
	// and adminEmail, the first owner's e-mail), keyed by environment
	// variable. Absent keys keep the platform defaults.
	Env map[string]string
}

// tunables maps context keys to the platform environment variables they set.
var tunables = map[string]string{
	"jwtTtl":             platform.EnvJWTTTL,
	"rateLimit":          platform.EnvRateLimit,
	"eventRetentionDays": platform.EnvEventRetention,
	"auditRetentionDays": platform.EnvAuditRetention,
	"logLevel":           platform.EnvLogLevel,
}

// ParseSettings reads the settings through get (the construct tree's
// TryGetContext). Values come as JSON types from cdk.json and as strings from
// the command line; both are accepted. A malformed value is an error, so a
// typo fails the synth instead of deploying a surprise.
func ParseSettings(get func(key string) any) (Settings, error) {
	s := Settings{Env: map[string]string{}}
	var err error
	flags := []struct {
		key string
		def bool
		dst *bool
	}{
		{"deletionProtection", true, &s.DeletionProtection},
		{"tracing", false, &s.Tracing},
		{"reserveConcurrency", false, &s.ReserveConcurrency},
		{"requireBuild", false, &s.RequireBuild},
		{"apiGatewayCloudWatchRole", true, &s.APIGatewayCloudWatchRole},
		{"reuseSecrets", false, &s.ReuseSecrets},
	}
	for _, f := range flags {
		if *f.dst, err = boolValue(get, f.key, f.def); err != nil {
			return s, err
		}
	}
	if s.APIRateLimit, err = numberValue(get, "apiRateLimit", 100); err != nil {
		return s, err
	}
	if s.APIBurstLimit, err = numberValue(get, "apiBurstLimit", 200); err != nil {
		return s, err
	}
	if s.AlarmEmail, err = addressValue(get, "alarmEmail"); err != nil {
		return s, err
	}
	if s.MailFrom, err = addressValue(get, "mailFrom"); err != nil {
		return s, err
	}
	// The e-mail of the owner the auth function creates on an empty
	// deployment (docs/deploy.md); its password is always generated there.
	admin, err := addressValue(get, "adminEmail")
	if err != nil {
		return s, err
	}
	if admin != "" {
		s.Env[platform.EnvAdminEmail] = admin
	}
	if s.PublicURL, err = stringValue(get, "publicUrl"); err != nil {
		return s, err
	}
	if s.PublicURL != "" && !strings.HasPrefix(s.PublicURL, "https://") {
		return s, fmt.Errorf("context publicUrl: %q must start with https://", s.PublicURL)
	}
	origins, err := stringValue(get, "corsOrigins")
	if err != nil {
		return s, err
	}
	for _, o := range strings.Split(or(origins, "*"), ",") {
		if o = strings.TrimSpace(o); o != "" {
			s.CORSOrigins = append(s.CORSOrigins, o)
		}
	}
	keys := slices.Sorted(maps.Keys(tunables))
	for _, k := range keys {
		v, err := stringValue(get, k)
		if err != nil {
			return s, err
		}
		if v != "" {
			s.Env[tunables[k]] = v
		}
	}
	// The functions parse these values at start; parsing them here with the
	// same code turns a bad value into a synth error rather than a crash loop.
	if _, err := platform.FromEnv(func(name string) string { return s.Env[name] }); err != nil {
		return s, fmt.Errorf("context: %w", err)
	}
	return s, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func stringValue(get func(string) any, key string) (string, error) {
	switch v := get(key).(type) {
	case nil:
		return "", nil
	case string:
		return strings.TrimSpace(v), nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case bool:
		return strconv.FormatBool(v), nil
	default:
		return "", fmt.Errorf("context %s: %v is not a string", key, v)
	}
}

func boolValue(get func(string) any, key string, def bool) (bool, error) {
	switch v := get(key).(type) {
	case nil:
		return def, nil
	case bool:
		return v, nil
	case string:
		b, err := strconv.ParseBool(strings.TrimSpace(v))
		if err != nil {
			return def, fmt.Errorf("context %s: %q is not true or false", key, v)
		}
		return b, nil
	default:
		return def, fmt.Errorf("context %s: %v is not true or false", key, v)
	}
}

func numberValue(get func(string) any, key string, def float64) (float64, error) {
	var n float64
	switch v := get(key).(type) {
	case nil:
		return def, nil
	case float64:
		n = v
	case string:
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil {
			return def, fmt.Errorf("context %s: %q is not a number", key, v)
		}
		n = f
	default:
		return def, fmt.Errorf("context %s: %v is not a number", key, v)
	}
	if n <= 0 {
		return def, fmt.Errorf("context %s: %v must be positive", key, n)
	}
	return n, nil
}

func addressValue(get func(string) any, key string) (string, error) {
	v, err := stringValue(get, key)
	if err != nil || v == "" {
		return v, err
	}
	a, err := mail.ParseAddress(v)
	if err != nil || a.Name != "" || !strings.Contains(a.Address, "@") {
		return "", fmt.Errorf("context %s: %q is not a bare e-mail address", key, v)
	}
	return a.Address, nil
}
