package platform

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Environment variables read by FromEnv. The CDK stack sets the AWS ones on
// every function; make run needs none of them.
const (
	EnvAddr           = "BULWARK_ADDR"
	EnvDataDir        = "BULWARK_DATA_DIR"
	EnvPublicURL      = "BULWARK_PUBLIC_URL"
	EnvLogLevel       = "BULWARK_LOG_LEVEL"
	EnvJWTTTL         = "BULWARK_JWT_TTL"
	EnvRateLimit      = "BULWARK_RATE_LIMIT"
	EnvAdminEmail     = "BULWARK_ADMIN_EMAIL"
	EnvAdminPassword  = "BULWARK_ADMIN_PASSWORD"
	EnvEventRetention = "BULWARK_EVENT_RETENTION_DAYS"
	EnvAuditRetention = "BULWARK_AUDIT_RETENTION_DAYS"
	// EnvS3ImportBuckets lists (comma-separated) the buckets s3_url imports
	// may read; empty refuses every s3_url.
	EnvS3ImportBuckets = "BULWARK_S3_IMPORT_BUCKETS"
	// EnvAllowLoopbackWebhooks=1 lets webhooks reach loopback addresses
	// (127.0.0.0/8, ::1), over plain http too. TEST ONLY: never set it in a
	// deployment, it reopens the SSRF guard for the host itself.
	EnvAllowLoopbackWebhooks = "BULWARK_ALLOW_LOOPBACK_WEBHOOKS"
	// The LLM proxy: the provider registry file (JSON; unset: the built-in
	// OpenAI and Anthropic entries), the hosts an app's
	// routing.upstream_base_url may name (comma-separated, exact or
	// "*.suffix"; empty refuses every custom upstream), and the test and
	// local-development switch that admits plain-http loopback upstreams.
	EnvProvidersFile         = "BULWARK_PROVIDERS_FILE"
	EnvUpstreamAllowlist     = "BULWARK_UPSTREAM_ALLOWLIST"
	EnvAllowLoopbackUpstream = "BULWARK_ALLOW_LOOPBACK_UPSTREAM"

	// The playground: the directory of the local copies of session parquet
	// files, the largest file a session may query (MB), the statement
	// timeout and DuckDB's memory limit per statement (MB).
	EnvPlaygroundDir       = "BULWARK_PLAYGROUND_DIR"
	EnvPlaygroundMaxFileMB = "BULWARK_PLAYGROUND_MAX_FILE_MB"
	EnvPlaygroundTimeout   = "BULWARK_PLAYGROUND_TIMEOUT"
	EnvPlaygroundMemoryMB  = "BULWARK_PLAYGROUND_MEMORY_MB"

	// EnvScanPartMB is the parquet size (MB) past which a dataset scan is
	// split into parts that workers run side by side (default 64).
	EnvScanPartMB = "BULWARK_SCAN_PART_MB"
	// EnvScanThreads is how many threads one dataset scan runs its
	// detectors on (default: one per core).
	EnvScanThreads = "BULWARK_SCAN_THREADS"

	EnvTableMain    = "BULWARK_TABLE_MAIN"
	EnvTableEvents  = "BULWARK_TABLE_EVENTS"
	EnvTableAudit   = "BULWARK_TABLE_AUDIT"
	EnvTableNonces  = "BULWARK_TABLE_NONCES"
	EnvBucket       = "BULWARK_BUCKET"
	EnvQueueURL     = "BULWARK_QUEUE_URL"
	EnvDLQURL       = "BULWARK_DLQ_URL"
	EnvMailFrom     = "BULWARK_MAIL_FROM"
	EnvSecretPrefix = "BULWARK_SECRET_PREFIX"
	// EnvLiveEndpoint is the WebSocket API stage's callback URL
	// (https://<api>.execute-api.<region>.amazonaws.com/<stage>), where the
	// live function posts events to connections. Unset under make run,
	// where the local server streams them itself.
	EnvLiveEndpoint = "BULWARK_LIVE_ENDPOINT"
)

// Config is the deployment configuration, read once in main.
type Config struct {
	Addr      string
	DataDir   string
	PublicURL string
	LogLevel  slog.Level
	// JWTTTL is the lifetime of access tokens.
	JWTTTL time.Duration
	// RateLimit is the per-workspace limit of REST requests per minute.
	RateLimit int
	// AdminEmail and AdminPassword choose the bootstrap owner's credentials.
	AdminEmail, AdminPassword string
	// EventRetention and AuditRetention are how long events and audit
	// records are kept (the TTL of their items).
	EventRetention, AuditRetention time.Duration
	// S3ImportBuckets are the buckets s3_url imports may read.
	S3ImportBuckets []string
	// AllowLoopbackWebhooks is the test-only switch of the SSRF guard for
	// webhook URLs (see EnvAllowLoopbackWebhooks).
	AllowLoopbackWebhooks bool
	// ProvidersFile, UpstreamAllowlist and AllowLoopbackUpstream configure
	// the LLM proxy's upstreams (see EnvProvidersFile).
	ProvidersFile         string
	UpstreamAllowlist     []string
	AllowLoopbackUpstream bool

	// PlaygroundDir holds the local copies of the parquet files playground
	// sessions query (default: <DataDir>/playground; on AWS, where Bucket is
	// set, the function's temporary directory).
	PlaygroundDir string
	// PlaygroundMaxFileBytes is the largest parquet file a playground
	// session may query; the cache keeps at most twice that on disk.
	PlaygroundMaxFileBytes int64
	// PlaygroundTimeout is the playground's statement timeout.
	PlaygroundTimeout time.Duration
	// PlaygroundMemoryMB is DuckDB's memory limit per playground statement.
	PlaygroundMemoryMB int

	// ScanPartBytes is how much parquet one part of a dataset scan reads
	// at most; a larger file is scanned in parts (see package scans).
	ScanPartBytes int64
	// ScanThreads is how many goroutines one scan (or part) runs its
	// detectors on; 0 means one per core (GOMAXPROCS). A host whose
	// worker pool runs several scans at once can give each its share.
	ScanThreads int

	// MaxUploadBytes bounds a multipart upload's body: what the host can
	// carry (see UploadLimit).
	MaxUploadBytes int64

	// AWS resource names (empty under make run).
	TableMain, TableEvents, TableAudit, TableNonces string
	Bucket                                          string
	QueueURL, DLQURL                                string
	MailFrom                                        string
	SecretPrefix                                    string
	// LiveEndpoint is the WebSocket API's management endpoint (AWS only).
	LiveEndpoint string
}

// Multipart upload limits by host. Under make run the server reads the
// body itself; on Lambda the request reaches the function inside a 6 MB
// synchronous payload, base64-encoded (4 bytes for 3) with its headers,
// so about 4.4 MiB of body is the most that can arrive: Bulwark refuses
// more than 4 MiB with its own 413, and larger requests never reach it
// (API Gateway answers them). Larger files use POST /api/uploads/presign.
const (
	LocalMaxUploadBytes  = 10 << 20
	LambdaMaxUploadBytes = 4 << 20
)

// UploadLimit is the multipart upload limit of the host.
func UploadLimit(onLambda bool) int64 {
	if onLambda {
		return LambdaMaxUploadBytes
	}
	return LocalMaxUploadBytes
}

// FromEnv reads the configuration through getenv (os.Getenv in main, a map
// in tests), applying safe local defaults. It fails on malformed values
// rather than guessing.
func FromEnv(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:          or(getenv(EnvAddr), "127.0.0.1:8080"),
		DataDir:       or(getenv(EnvDataDir), ".data"),
		AdminEmail:    getenv(EnvAdminEmail),
		AdminPassword: getenv(EnvAdminPassword),
		TableMain:     getenv(EnvTableMain),
		TableEvents:   getenv(EnvTableEvents),
		TableAudit:    getenv(EnvTableAudit),
		TableNonces:   getenv(EnvTableNonces),
		Bucket:        getenv(EnvBucket),
		QueueURL:      getenv(EnvQueueURL),
		DLQURL:        getenv(EnvDLQURL),
		MailFrom:      or(getenv(EnvMailFrom), "no-reply@bulwark.local"),
		SecretPrefix:  or(getenv(EnvSecretPrefix), "bulwark/"),
		LiveEndpoint:  getenv(EnvLiveEndpoint),
	}
	c.MaxUploadBytes = UploadLimit(getenv("AWS_LAMBDA_FUNCTION_NAME") != "")
	for b := range strings.SplitSeq(getenv(EnvS3ImportBuckets), ",") {
		if b = strings.TrimSpace(b); b != "" {
			c.S3ImportBuckets = append(c.S3ImportBuckets, b)
		}
	}
	switch v := getenv(EnvAllowLoopbackWebhooks); v {
	case "", "0", "false":
	case "1", "true":
		c.AllowLoopbackWebhooks = true
	default:
		return c, fmt.Errorf("%s: %q is not 1 or 0", EnvAllowLoopbackWebhooks, v)
	}
	c.ProvidersFile = getenv(EnvProvidersFile)
	for h := range strings.SplitSeq(getenv(EnvUpstreamAllowlist), ",") {
		if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
			c.UpstreamAllowlist = append(c.UpstreamAllowlist, h)
		}
	}
	switch v := getenv(EnvAllowLoopbackUpstream); v {
	case "", "0", "false":
	case "1", "true":
		c.AllowLoopbackUpstream = true
	default:
		return c, fmt.Errorf("%s: %q is not 1 or 0", EnvAllowLoopbackUpstream, v)
	}
	c.PublicURL = strings.TrimRight(or(getenv(EnvPublicURL), "http://"+c.Addr), "/")
	var err error
	if c.JWTTTL, err = duration(getenv, EnvJWTTTL, time.Hour); err != nil {
		return c, err
	}
	if c.JWTTTL < time.Minute || c.JWTTTL > 24*time.Hour {
		return c, fmt.Errorf("%s must be between 1m and 24h", EnvJWTTTL)
	}
	if c.RateLimit, err = integer(getenv, EnvRateLimit, 600); err != nil {
		return c, err
	}
	if err := c.playground(getenv); err != nil {
		return c, err
	}
	partMB, err := integer(getenv, EnvScanPartMB, 64)
	if err != nil {
		return c, err
	}
	c.ScanPartBytes = int64(partMB) << 20
	if c.ScanThreads, err = integer(getenv, EnvScanThreads, 0); err != nil {
		return c, err
	}
	days, err := integer(getenv, EnvEventRetention, 90)
	if err != nil {
		return c, err
	}
	c.EventRetention = time.Duration(days) * 24 * time.Hour
	if days, err = integer(getenv, EnvAuditRetention, 365); err != nil {
		return c, err
	}
	c.AuditRetention = time.Duration(days) * 24 * time.Hour
	if lvl := getenv(EnvLogLevel); lvl != "" {
		if err := c.LogLevel.UnmarshalText([]byte(lvl)); err != nil {
			return c, fmt.Errorf("%s: %w", EnvLogLevel, err)
		}
	}
	return c, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func duration(getenv func(string) string, name string, def time.Duration) (time.Duration, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a duration such as 1h or 30m", name, v)
	}
	return d, nil
}

func integer(getenv func(string) string, name string, def int) (int, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("%s: %q is not a positive integer", name, v)
	}
	return n, nil
}

// playground reads the playground settings.
func (c *Config) playground(getenv func(string) string) error {
	c.PlaygroundDir = getenv(EnvPlaygroundDir)
	if c.PlaygroundDir == "" {
		c.PlaygroundDir = filepath.Join(c.DataDir, "playground")
		if c.Bucket != "" {
			c.PlaygroundDir = filepath.Join(os.TempDir(), "bulwark-playground")
		}
	}
	mb, err := integer(getenv, EnvPlaygroundMaxFileMB, 512)
	if err != nil {
		return err
	}
	c.PlaygroundMaxFileBytes = int64(mb) << 20
	if c.PlaygroundTimeout, err = duration(getenv, EnvPlaygroundTimeout, 10*time.Second); err != nil {
		return err
	}
	if c.PlaygroundTimeout < time.Second || c.PlaygroundTimeout > 5*time.Minute {
		return fmt.Errorf("%s must be between 1s and 5m", EnvPlaygroundTimeout)
	}
	c.PlaygroundMemoryMB, err = integer(getenv, EnvPlaygroundMemoryMB, 256)
	return err
}
