package stack

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"bulwark/shared/openapi"
)

// Function folders with a role the stack wires specially. Every other folder
// under functions/ is an HTTP endpoint group.
const (
	fnAuth      = "auth"  // also serves the meta group and unknown routes
	fnProxy     = "proxy" // behind a streaming Function URL, not the HTTP API
	fnWorker    = "worker"
	fnS3Trigger = "s3trigger"
	fnScheduler = "scheduler"
	fnLive      = "live"
	// localFolder is the all-in-one local server, not a Lambda function.
	localFolder = "local"
	// metaGroup (health, OpenAPI document) is served by the auth function.
	metaGroup = "meta"
)

// Functions lists the Lambda functions of the repository rooted at root: the
// folders of functions/ except functions/local, sorted. The stack creates one
// Lambda per entry, so a new folder can never be forgotten.
func Functions(root string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(root, "functions"))
	if err != nil {
		return nil, fmt.Errorf("stack: list functions: %w", err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != localFolder && e.Name()[0] != '.' {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		return nil, fmt.Errorf("stack: no function folder under %s", filepath.Join(root, "functions"))
	}
	return out, nil
}

// FunctionOf names the function that serves an OpenAPI endpoint group: the
// folder of the same name, except meta, which the auth function serves.
func FunctionOf(group string) string {
	if group == metaGroup {
		return fnAuth
	}
	return group
}

// httpGroups is the set of functions that serve OpenAPI operations, through
// the HTTP API or (proxy) the Function URL.
func httpGroups() map[string]bool {
	out := map[string]bool{}
	for _, op := range openapi.Operations() {
		out[FunctionOf(op.Group)] = true
	}
	return out
}

// Size is how a function is sized; docs/deploy.md has the same table.
type Size struct {
	MemoryMB int
	Timeout  time.Duration
	// Reserved is the reserved concurrency (0: none). It caps functions that
	// fan out on their own (queue consumers, schedules) so that a burst of
	// jobs cannot take the concurrency the API needs.
	Reserved int
	// TmpMB is the size of /tmp (512 when zero).
	TmpMB int
}

// apiTimeout matches API Gateway's 30 s integration limit: a function behind
// the HTTP API that ran longer would be cut off anyway.
const apiTimeout = 29 * time.Second

// sizes lists the functions that differ from defaultSize.
var sizes = map[string]Size{
	// Streams LLM completions through the Function URL, which has no 30 s cap.
	fnProxy: {MemoryMB: 1024, Timeout: 300 * time.Second},
	// Ingestion, parquet conversion, scans and healing of whole datasets.
	fnWorker: {MemoryMB: 2048, Timeout: 900 * time.Second, Reserved: 10, TmpMB: 2048},
	// DuckDB over the session's parquet files.
	"playground": {MemoryMB: 2048, Timeout: apiTimeout, TmpMB: 2048},
	// The detection engine is CPU-bound; Lambda's CPU share grows with memory.
	"runtime": {MemoryMB: 1024, Timeout: apiTimeout},
	// Multipart bodies up to API Gateway's 10 MB limit.
	"uploads":   {MemoryMB: 1024, Timeout: apiTimeout},
	fnLive:      {MemoryMB: 256, Timeout: apiTimeout},
	fnS3Trigger: {MemoryMB: 256, Timeout: 30 * time.Second},
	// One sweep at a time: the schedule fires every 5 minutes.
	fnScheduler: {MemoryMB: 256, Timeout: 60 * time.Second, Reserved: 1},
}

var defaultSize = Size{MemoryMB: 512, Timeout: apiTimeout}

// SizeOf returns the size of a function.
func SizeOf(fn string) Size {
	if s, ok := sizes[fn]; ok {
		return s
	}
	return defaultSize
}

// tableUse is what a function does with one table.
type tableUse int

const (
	noAccess tableUse = iota
	read
	write
	readWrite
)

// bucketUse is what a function does with the data bucket.
type bucketUse int

const (
	noBucket bucketUse = iota
	bucketRead
	// bucketPutUploads writes under the uploads/ prefix only.
	bucketPutUploads
	bucketReadWrite
)

// access lists the resources one function uses; the stack grants exactly
// these (least privilege) and nothing else.
type access struct {
	Main, Events, Audit, Nonces tableUse
	Bucket                      bucketUse
	// SendJobs and SendWebhooks enqueue on the job and webhook queues;
	// SendDeadLetters lets the worker dead-letter a poison message at once.
	SendJobs, SendWebhooks, SendDeadLetters bool
	// JWTKey and WebhookKey read the signing-key secrets.
	JWTKey, WebhookKey bool
	// Mail sends e-mail through SES from the configured sender.
	Mail bool
}

// httpAccess is what every HTTP endpoint group uses: identity records in the
// main table, rate-limit and replay records in the nonces table, the audit
// trail for every mutating request, and the JWT key to validate sessions.
var httpAccess = access{Main: readWrite, Nonces: readWrite, Audit: write, JWTKey: true}

// accessOf returns the resources fn uses. A new HTTP group gets httpAccess; a
// new function of another kind gets nothing until it is listed here.
func accessOf(fn string, httpGroup bool) access {
	a := access{}
	if httpGroup {
		a = httpAccess
	}
	switch fn {
	case fnAuth:
		a.Mail = true
	case "audit":
		a.Audit = readWrite
	case "uploads":
		a.Bucket, a.SendJobs, a.WebhookKey = bucketPutUploads, true, true
	case "datasets":
		a.Bucket, a.SendJobs = bucketReadWrite, true
	case "playground":
		a.Bucket = bucketRead
	case "runtime":
		a.Events = readWrite
	case fnProxy:
		a.Events = write
	case fnWorker:
		a = access{
			Main: readWrite, Events: readWrite, Audit: write, Nonces: readWrite,
			Bucket: bucketReadWrite, SendJobs: true, SendWebhooks: true, SendDeadLetters: true,
			WebhookKey: true,
		}
	case fnLive:
		// API-key look-ups on $connect, connection records in nonces; the
		// events stream is granted by its event source mapping.
		a = access{Main: read, Nonces: readWrite, JWTKey: true}
	case fnS3Trigger, fnScheduler:
		a = access{SendJobs: true}
	}
	return a
}
