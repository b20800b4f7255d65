package stack

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"bulwark/shared/openapi"
	"bulwark/shared/secrets"
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

// bucketUse is what a function does with one kind of object in the data
// bucket.
type bucketUse int

const (
	noBucket bucketUse = iota
	bucketRead
	// bucketPut writes objects (and signs presigned PUTs), never reads them.
	bucketPut
	bucketReadWrite
)

// access lists the resources one function uses; the stack grants exactly
// these (least privilege) and nothing else. Each entry of accessOf says
// which code needs it: change it with that code.
type access struct {
	Main, Events, Audit, Nonces tableUse
	// Datasets and AppConfigs are the data bucket's objects under
	// DatasetObjects and AppConfigObjects.
	Datasets, AppConfigs bucketUse
	// SendJobs enqueues on the job queue (jobs and webhook deliveries);
	// SendDeadLetters lets the worker dead-letter a poison message at once.
	SendJobs, SendDeadLetters bool
	// Secrets are the deployment secrets the function reads (shared/secrets
	// names; the stack creates each).
	Secrets []string
	// WriteOwnerCredentials stores the first owner's credentials.
	WriteOwnerCredentials bool
	// Mail sends e-mail through SES from the configured sender.
	Mail bool
	// ManageConnections posts to the WebSocket API's connections.
	ManageConnections bool
}

// httpAccess is what every HTTP endpoint group uses through the shared
// guard and middleware (shared/auth, shared/audit): API keys, users and
// their last use in the main table (read-write), rate-limit counters, token
// revocations and sign-in throttling in the nonces table (read-write), an
// audit record for every mutating request and every refusal (conditional
// puts only: the audit table is write-only), and the JWT key that signs and
// verifies access tokens.
var httpAccess = access{Main: readWrite, Nonces: readWrite, Audit: write, Secrets: []string{secrets.NameJWTSigningKey}}

// accessOf returns the resources fn uses. A new HTTP group gets httpAccess; a
// new function of another kind gets nothing until it is listed here.
func accessOf(fn string, httpGroup bool) access {
	a := access{}
	if httpGroup {
		a = httpAccess
		a.Secrets = slices.Clone(httpAccess.Secrets)
	}
	switch fn {
	case fnAuth:
		// Password-reset mail; the owner bootstrapped at the first cold
		// start (platform.BootstrapOwner).
		a.Mail, a.WriteOwnerCredentials = true, true
	case "orgs":
		// Invitation mail: POST /api/orgs/{org_id}/members sends it.
		a.Mail = true
	case "audit":
		// GET /api/audit queries the trail.
		a.Audit = readWrite
	case "jobs":
		// Cancelling a job queues it again to be settled (shared/jobrun).
		a.SendJobs = true
	case "uploads":
		// Direct uploads and the presigned PUTs it signs write dataset
		// sources; uploads and imports create queued jobs; the workspace's
		// webhook secret derives from the webhook key; repository tokens
		// are sealed with the credentials key.
		a.Datasets, a.SendJobs = bucketPut, true
		a.Secrets = append(a.Secrets, secrets.NameWebhookKey, secrets.NameCredentialsKey)
	case "datasets":
		// Dataset versions, scan results and reports are read and deleted
		// with their datasets; scans, heals and deletions are jobs; a scan
		// that names an app reads its (possibly large) configuration.
		a.Datasets, a.AppConfigs, a.SendJobs = bucketReadWrite, bucketRead, true
	case "playground":
		// DuckDB reads the session's parquet files.
		a.Datasets = bucketRead
	case "runtime":
		// The scan API writes events and the event log lists them; large
		// configuration versions live in the bucket; the app signing-secret
		// operation seals secrets with the app signing key.
		a.Events, a.AppConfigs = readWrite, bucketReadWrite
		a.Secrets = append(a.Secrets, secrets.NameAppSigningKey)
	case fnProxy:
		// Each scan writes one event (a conditional put); the app's
		// configuration may be in the bucket; signed requests are checked
		// with the app signing key.
		// The providers' API keys are read here and nowhere else.
		a.Events, a.AppConfigs = write, bucketRead
		a.Secrets = append(a.Secrets, secrets.NameAppSigningKey, secrets.NameOpenAIKey, secrets.NameAnthropicKey)
	case fnWorker:
		// Jobs (shared/jobrun), ingestion, scans and heals of datasets,
		// webhook deliveries (signed, queued on the job queue). No request
		// is authenticated or audited here.
		a = access{
			Main: readWrite, Datasets: bucketReadWrite, SendJobs: true, SendDeadLetters: true,
			Secrets: []string{secrets.NameWebhookKey, secrets.NameCredentialsKey, secrets.NameDatasetHealSalt},
		}
	case fnLive:
		// $connect authenticates the API key as the REST guard does (key
		// look-up, last use, the creator's roles: main read-write), counts
		// the workspace's rate limit and records the connection (nonces),
		// audits a refusal; the stream posts to connections. The events
		// stream is granted by its event source mapping. API keys only, so
		// no JWT key.
		a = access{Main: readWrite, Nonces: readWrite, Audit: write, ManageConnections: true}
	case fnS3Trigger, fnScheduler:
		a = access{SendJobs: true}
	}
	return a
}
