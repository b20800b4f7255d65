package platform

import (
	"fmt"
	"log/slog"
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

	EnvTableMain    = "BULWARK_TABLE_MAIN"
	EnvTableEvents  = "BULWARK_TABLE_EVENTS"
	EnvTableAudit   = "BULWARK_TABLE_AUDIT"
	EnvTableNonces  = "BULWARK_TABLE_NONCES"
	EnvBucket       = "BULWARK_BUCKET"
	EnvQueueURL     = "BULWARK_QUEUE_URL"
	EnvDLQURL       = "BULWARK_DLQ_URL"
	EnvMailFrom     = "BULWARK_MAIL_FROM"
	EnvSecretPrefix = "BULWARK_SECRET_PREFIX"
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

	// AWS resource names (empty under make run).
	TableMain, TableEvents, TableAudit, TableNonces string
	Bucket                                          string
	QueueURL, DLQURL                                string
	MailFrom                                        string
	SecretPrefix                                    string
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
