package stack

// The Lambda harness: every function's real bootstrap, built for this
// machine with the tags of `make build`, runs as a process under a Lambda
// Runtime API emulator of our own, with the environment the synthesized
// template gives it, against the AWS emulator (moto). Resources are made
// on the emulator from the template's own definitions (tables, bucket,
// queues, secrets with their names and generated values), requests reach
// the function that the template's API Gateway routes name, as the payload
// version 2.0 events of events/, and the answers come back through the
// Runtime API as Lambda would return them. Only what needs AWS itself is
// stood in for: API Gateway (routing, the 6 MB invoke payload limit),
// the WebSocket management endpoint (a local recorder), and the event
// sources (S3, SQS, EventBridge, DynamoDB streams), whose events the test
// sends as those services would.

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/guregu/dynamo/v2"

	"bulwark/shared/awsenv"
	"bulwark/shared/awsenv/awstest"
	"bulwark/shared/platform"
	"bulwark/shared/platform/platformtest"
	"bulwark/shared/store/dynamostore"
)

// maxInvokePayload is Lambda's synchronous invocation payload limit: API
// Gateway answers 413 for a request whose event exceeds it.
const maxInvokePayload = 6 << 20

// harness is one deployment of the template on the emulator.
type harness struct {
	t      *testing.T
	ac     aws.Config
	prefix string
	// made memoizes the physical name (or URL) of each created resource.
	made map[string]string
	env  map[string]string
	fns  map[string]*lambdaFn
	// routes are the HTTP API's, in the template's terms.
	routes []httpRoute
	// urlFunction is the function behind the Lambda Function URL (proxy).
	urlFunction string
	// mgmt records the posts of the live function to WebSocket clients.
	mgmt *mgmtRecorder
}

type httpRoute struct {
	method string
	segs   []string // nil for $default
	key    string
	fn     string
}

// newHarness builds the functions, creates the template's resources on the
// emulator and starts every function under its own Runtime API.
func newHarness(t *testing.T, extraEnv map[string]string) *harness {
	t.Helper()
	ac := awstest.Config(t)
	h := &harness{t: t, ac: ac, prefix: strings.ToLower(awstest.UniqueName(t, "hx")), made: map[string]string{}, fns: map[string]*lambdaFn{}}
	bins := buildFunctions(t)
	h.mgmt = newMgmtRecorder(t)

	// The environment: the template's, resolved against what was made.
	for _, id := range ofType("AWS::Lambda::Function") {
		name := functionName(id)
		if name == "" {
			continue
		}
		vars, _ := resources[id].Properties["Environment"].(map[string]any)["Variables"].(map[string]any)
		env := map[string]string{}
		for k, v := range vars {
			env[k] = h.resolve(v)
		}
		if h.env == nil {
			h.env = env
		}
		// The stack's secret prefix is its name; one of this run's own
		// keeps runs on a shared emulator apart.
		env[platform.EnvSecretPrefix] = h.prefix + "/"
		// The management endpoint of the WebSocket API is AWS's; a local
		// recorder stands in.
		env[platform.EnvLiveEndpoint] = h.mgmt.url
		for k, v := range extraEnv {
			env[k] = v
		}
		h.fns[name] = &lambdaFn{name: name, env: env}
	}
	h.secrets()
	h.httpRoutes()
	for _, fn := range h.fns {
		fn.start(t, bins, ac)
	}
	return h
}

// functionName is the function folder of a Lambda resource ("Bulwark auth").
func functionName(id string) string {
	d, _ := resources[id].Properties["Description"].(string)
	name, ok := strings.CutPrefix(d, "Bulwark ")
	if !ok {
		return ""
	}
	return name
}

// resolve evaluates the intrinsic functions the environment uses.
func (h *harness) resolve(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case map[string]any:
		if ref, ok := x["Ref"].(string); ok {
			return h.ref(ref)
		}
		if j, ok := x["Fn::Join"].([]any); ok {
			parts, _ := j[1].([]any)
			var out []string
			for _, p := range parts {
				out = append(out, h.resolve(p))
			}
			return strings.Join(out, j[0].(string))
		}
		if ga, ok := x["Fn::GetAtt"].([]any); ok {
			return h.getAtt(ga[0].(string), ga[1].(string))
		}
	}
	h.t.Fatalf("harness: cannot resolve %v", v)
	return ""
}

// ref is a resource's Ref: it is created on the emulator the first time.
func (h *harness) ref(id string) string {
	switch id {
	case "AWS::Region":
		return h.ac.Region
	case "AWS::URLSuffix":
		return "amazonaws.com"
	case "AWS::Partition":
		return "aws"
	case "AWS::StackName":
		return h.prefix
	}
	if v, ok := h.made[id]; ok {
		return v
	}
	t, ctx := h.t, h.t.Context()
	name := h.prefix + "-" + strings.ToLower(id)
	if len(name) > 63 {
		name = name[:63]
	}
	var out string
	switch resources[id].Type {
	case "AWS::DynamoDB::Table":
		db := dynamo.New(h.ac)
		if err := dynamostore.CreateTable(ctx, db, name); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = dynamostore.DeleteTable(context.Background(), db, name) })
		out = name
	case "AWS::S3::Bucket":
		c := awsenv.S3Client(h.ac)
		if _, err := c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(name)}); err != nil {
			t.Fatal(err)
		}
		out = name
	case "AWS::SQS::Queue":
		q, err := sqs.NewFromConfig(h.ac).CreateQueue(ctx, &sqs.CreateQueueInput{QueueName: aws.String(name)})
		if err != nil {
			t.Fatal(err)
		}
		out = *q.QueueUrl
	case "AWS::ApiGatewayV2::Api":
		out = strings.ToLower(id)
	default:
		t.Fatalf("harness: no stand-in for %s (%s)", id, resources[id].Type)
	}
	h.made[id] = out
	return out
}

func (h *harness) getAtt(id, attr string) string {
	switch resources[id].Type {
	case "AWS::SQS::Queue":
		url := h.ref(id)
		if attr == "QueueUrl" {
			return url
		}
		return "arn:aws:sqs:" + h.ac.Region + ":000000000000:" + url[strings.LastIndex(url, "/")+1:]
	case "AWS::Lambda::Function":
		return "arn:aws:lambda:" + h.ac.Region + ":000000000000:function:" + functionName(id)
	}
	h.t.Fatalf("harness: no stand-in for %s.%s", id, attr)
	return ""
}

// secrets creates every secret of the template under this run's prefix,
// with the value the template gives or generates.
func (h *harness) secrets() {
	sm := secretsmanager.NewFromConfig(h.ac)
	for _, id := range ofType("AWS::SecretsManager::Secret") {
		p := resources[id].Properties
		full := h.resolve(p["Name"])
		_, base, _ := strings.Cut(full, "/")
		value, _ := p["SecretString"].(string)
		if g, ok := p["GenerateSecretString"].(map[string]any); ok {
			n, _ := g["PasswordLength"].(float64)
			if n == 0 {
				n = 32
			}
			value = randomAlnum(int(n))
			if tmpl, ok := g["SecretStringTemplate"].(string); ok {
				var m map[string]any
				if err := json.Unmarshal([]byte(tmpl), &m); err != nil {
					h.t.Fatal(err)
				}
				m[g["GenerateStringKey"].(string)] = value
				raw, _ := json.Marshal(m)
				value = string(raw)
			}
		}
		name := h.prefix + "/" + base
		if _, err := sm.CreateSecret(h.t.Context(), &secretsmanager.CreateSecretInput{Name: aws.String(name), SecretString: aws.String(value)}); err != nil {
			h.t.Fatalf("secret %s: %v", name, err)
		}
		h.t.Cleanup(func() {
			_, _ = sm.DeleteSecret(context.Background(), &secretsmanager.DeleteSecretInput{SecretId: aws.String(name), ForceDeleteWithoutRecovery: aws.Bool(true)})
		})
	}
}

// secret reads and writes a deployment secret, as an operator would.
func (h *harness) secret(name string) string {
	out, err := secretsmanager.NewFromConfig(h.ac).GetSecretValue(h.t.Context(), &secretsmanager.GetSecretValueInput{SecretId: aws.String(h.prefix + "/" + name)})
	if err != nil {
		h.t.Fatal(err)
	}
	return aws.ToString(out.SecretString)
}

func (h *harness) putSecret(name, value string) {
	_, err := secretsmanager.NewFromConfig(h.ac).PutSecretValue(h.t.Context(), &secretsmanager.PutSecretValueInput{SecretId: aws.String(h.prefix + "/" + name), SecretString: aws.String(value)})
	if err != nil {
		h.t.Fatal(err)
	}
}

func randomAlnum(n int) string {
	const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	for i := range b {
		k, _ := rand.Int(rand.Reader, big.NewInt(int64(len(abc))))
		b[i] = abc[k.Int64()]
	}
	return string(b)
}

// httpRoutes reads the HTTP API's routes and the function each integrates,
// and the Function URL's function.
func (h *harness) httpRoutes() {
	integ := map[string]string{}
	for _, id := range ofType("AWS::ApiGatewayV2::Integration") {
		raw, _ := json.Marshal(resources[id].Properties["IntegrationUri"])
		for _, fid := range ofType("AWS::Lambda::Function") {
			if strings.Contains(string(raw), `"`+fid+`"`) {
				integ[id] = functionName(fid)
			}
		}
	}
	for _, id := range ofType("AWS::ApiGatewayV2::Route") {
		p := resources[id].Properties
		api, _ := p["ApiId"].(map[string]any)["Ref"].(string)
		if !strings.HasPrefix(api, "HttpApi") {
			continue
		}
		target, _ := json.Marshal(p["Target"])
		var fn string
		for iid, f := range integ {
			if strings.Contains(string(target), `"`+iid+`"`) {
				fn = f
			}
		}
		key := p["RouteKey"].(string)
		r := httpRoute{key: key, fn: fn}
		if key != "$default" {
			m, path, _ := strings.Cut(key, " ")
			r.method, r.segs = m, strings.Split(strings.Trim(path, "/"), "/")
		}
		h.routes = append(h.routes, r)
	}
	for _, id := range ofType("AWS::Lambda::Url") {
		ga := resources[id].Properties["TargetFunctionArn"].(map[string]any)["Fn::GetAtt"].([]any)
		h.urlFunction = functionName(ga[0].(string))
	}
	if len(h.routes) < 50 || h.urlFunction == "" {
		h.t.Fatalf("harness: %d routes, function URL %q", len(h.routes), h.urlFunction)
	}
}

// route picks the route API Gateway would: the most specific match
// (literal segments beat parameters), else $default.
func (h *harness) route(method, path string) (httpRoute, bool) {
	segs := strings.Split(strings.Trim(path, "/"), "/")
	best, bestScore, found := httpRoute{}, -1, false
	for _, r := range h.routes {
		if r.segs == nil || r.method != method || len(r.segs) != len(segs) {
			continue
		}
		score := 0
		ok := true
		for i, s := range r.segs {
			switch {
			case strings.HasPrefix(s, "{"):
			case s == segs[i]:
				score++
			default:
				ok = false
			}
		}
		if ok && score > bestScore {
			best, bestScore, found = r, score, true
		}
	}
	if found {
		return best, true
	}
	for _, r := range h.routes {
		if r.key == "$default" {
			return r, true
		}
	}
	return httpRoute{}, false
}

// buildFunctions builds every function's bootstrap as make build does
// (tags lambda.norpc), for this machine, once per test binary run.
var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

func buildFunctions(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "bulwark-harness-*")
		if buildErr != nil {
			return
		}
		names, err := Functions(repoRoot)
		if err != nil {
			buildErr = err
			return
		}
		args := []string{"build", "-tags", "lambda.norpc", "-o", binDir + string(os.PathSeparator)}
		for _, n := range names {
			args = append(args, "./functions/"+n)
		}
		cmd := exec.Command("go", args...)
		cmd.Dir = repoRoot
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binDir
}

// ---- the Lambda Runtime API

// lambdaFn is one function: its process and its Runtime API.
type lambdaFn struct {
	name string
	env  map[string]string
	api  *runtimeAPI
	out  *platformtest.SyncBuffer
}

type invocation struct {
	id      string
	payload []byte
	done    chan invokeResult
}

type invokeResult struct {
	body   []byte
	failed bool
}

// runtimeAPI serves the Runtime API (2018-06-01) to one function process.
type runtimeAPI struct {
	next    chan *invocation
	mu      sync.Mutex
	pending map[string]*invocation
	initErr chan string
}

func (a *runtimeAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	const base = "/2018-06-01/runtime/"
	p, ok := strings.CutPrefix(r.URL.Path, base)
	if !ok {
		http.NotFound(w, r)
		return
	}
	switch {
	case p == "invocation/next" && r.Method == http.MethodGet:
		select {
		case inv := <-a.next:
			a.mu.Lock()
			a.pending[inv.id] = inv
			a.mu.Unlock()
			w.Header().Set("Lambda-Runtime-Aws-Request-Id", inv.id)
			w.Header().Set("Lambda-Runtime-Deadline-Ms", strconv.FormatInt(time.Now().Add(5*time.Minute).UnixMilli(), 10))
			w.Header().Set("Lambda-Runtime-Invoked-Function-Arn", "arn:aws:lambda:us-east-1:000000000000:function:harness")
			w.Header().Set("Lambda-Runtime-Trace-Id", "Root=1-00000000-000000000000000000000000;Sampled=0")
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write(inv.payload)
		case <-r.Context().Done():
		}
	case p == "init/error":
		body, _ := io.ReadAll(r.Body)
		a.initErr <- string(body)
		w.WriteHeader(http.StatusAccepted)
	case strings.HasPrefix(p, "invocation/"):
		rest := strings.TrimPrefix(p, "invocation/")
		id, what, _ := strings.Cut(rest, "/")
		body, _ := io.ReadAll(r.Body)
		a.mu.Lock()
		inv := a.pending[id]
		delete(a.pending, id)
		a.mu.Unlock()
		if inv == nil {
			http.Error(w, "unknown request id", http.StatusBadRequest)
			return
		}
		inv.done <- invokeResult{body: body, failed: what == "error"}
		w.WriteHeader(http.StatusAccepted)
	default:
		http.NotFound(w, r)
	}
}

// start runs the function's bootstrap with its environment and a Runtime
// API of its own.
func (f *lambdaFn) start(t *testing.T, bins string, ac aws.Config) {
	t.Helper()
	f.api = &runtimeAPI{next: make(chan *invocation), pending: map[string]*invocation{}, initErr: make(chan string, 1)}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: f.api, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	creds, err := ac.Credentials.Retrieve(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	env := []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + t.TempDir(),
		"AWS_LAMBDA_RUNTIME_API=" + ln.Addr().String(), "AWS_LAMBDA_FUNCTION_NAME=" + f.name,
		"AWS_LAMBDA_FUNCTION_VERSION=$LATEST", "AWS_LAMBDA_FUNCTION_MEMORY_SIZE=" + strconv.Itoa(SizeOf(f.name).MemoryMB),
		"_HANDLER=bootstrap", "LAMBDA_TASK_ROOT=" + bins,
		"AWS_REGION=" + ac.Region, "AWS_DEFAULT_REGION=" + ac.Region, "AWS_ENDPOINT_URL=" + awstest.Endpoint(t),
		"AWS_ACCESS_KEY_ID=" + creds.AccessKeyID, "AWS_SECRET_ACCESS_KEY=" + creds.SecretAccessKey,
	}
	for k, v := range f.env {
		env = append(env, k+"="+v)
	}
	f.out = &platformtest.SyncBuffer{}
	cmd := exec.Command(filepath.Join(bins, f.name))
	cmd.Env, cmd.Stdout, cmd.Stderr = env, f.out, f.out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("---- %s output:\n%s", f.name, tail(f.out.String(), 4000))
		}
	})
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}

// invoke sends one event to a function and returns what it answered.
func (h *harness) invoke(fn string, event any) invokeResult {
	h.t.Helper()
	f := h.fns[fn]
	if f == nil {
		h.t.Fatalf("no function %q", fn)
	}
	payload, ok := event.([]byte)
	if !ok {
		var err error
		if payload, err = json.Marshal(event); err != nil {
			h.t.Fatal(err)
		}
	}
	inv := &invocation{id: randomAlnum(20), payload: payload, done: make(chan invokeResult, 1)}
	select {
	case f.api.next <- inv:
	case msg := <-f.api.initErr:
		h.t.Fatalf("%s failed to start: %s\n%s", fn, msg, tail(f.out.String(), 3000))
	case <-time.After(2 * time.Minute):
		h.t.Fatalf("%s never asked for an invocation:\n%s", fn, tail(f.out.String(), 3000))
	}
	select {
	case res := <-inv.done:
		if res.failed {
			h.t.Fatalf("%s answered an invocation error: %s", fn, res.body)
		}
		return res
	case <-time.After(5 * time.Minute):
		h.t.Fatalf("%s did not answer:\n%s", fn, tail(f.out.String(), 3000))
	}
	return invokeResult{}
}

// ---- API Gateway (HTTP API, payload 2.0) and the Function URL

// answer is an HTTP answer as the client sees it.
type answer struct {
	status  int
	headers map[string]string
	body    []byte
}

func (a answer) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(a.body, &m); err != nil {
		t.Fatalf("status %d, body not JSON: %.300s", a.status, a.body)
	}
	return m
}

func (a answer) code() string {
	var e struct {
		Error struct{ Code string } `json:"error"`
	}
	_ = json.Unmarshal(a.body, &e)
	return e.Error.Code
}

// request is one client request: method, path with query, headers, body.
type request struct {
	method, path string
	headers      map[string]string
	body         []byte
}

// eventTemplate is events/apigw-v2-health.json: the HTTP API's event.
func eventTemplate(t *testing.T) map[string]any {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(repoRoot, "events", "apigw-v2-health.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ev map[string]any
	if err := json.Unmarshal(raw, &ev); err != nil {
		t.Fatal(err)
	}
	return ev
}

// event renders a request as API Gateway's payload 2.0.
func (h *harness) event(rq request, routeKey string) []byte {
	ev := eventTemplate(h.t)
	path, query, _ := strings.Cut(rq.path, "?")
	headers := map[string]any{"host": "api.example.com", "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https"}
	for k, v := range rq.headers {
		headers[strings.ToLower(k)] = v
	}
	headers["content-length"] = strconv.Itoa(len(rq.body))
	ev["routeKey"], ev["rawPath"], ev["rawQueryString"], ev["headers"] = routeKey, path, query, headers
	rc := ev["requestContext"].(map[string]any)
	rc["routeKey"] = routeKey
	rc["requestId"] = randomAlnum(16)
	httpCtx := rc["http"].(map[string]any)
	httpCtx["method"], httpCtx["path"] = rq.method, path
	delete(ev, "body")
	ev["isBase64Encoded"] = false
	if len(rq.body) > 0 {
		if utf8.Valid(rq.body) && !strings.HasPrefix(rq.headers["Content-Type"], "multipart/") {
			ev["body"] = string(rq.body)
		} else {
			ev["body"], ev["isBase64Encoded"] = base64.StdEncoding.EncodeToString(rq.body), true
		}
	}
	raw, err := json.Marshal(ev)
	if err != nil {
		h.t.Fatal(err)
	}
	return raw
}

// do sends a request through the HTTP API: the route decides the function;
// an event over Lambda's payload limit is API Gateway's 413.
func (h *harness) do(rq request) answer {
	h.t.Helper()
	r, ok := h.route(rq.method, strings.SplitN(rq.path, "?", 2)[0])
	if !ok {
		return answer{status: http.StatusNotFound, body: []byte(`{"message":"Not Found"}`)}
	}
	ev := h.event(rq, r.key)
	if len(ev) > maxInvokePayload {
		return answer{status: http.StatusRequestEntityTooLarge, body: []byte(`{"message":"Request Entity Too Large"}`)}
	}
	res := h.invoke(r.fn, ev)
	var out struct {
		StatusCode        int                 `json:"statusCode"`
		Headers           map[string]string   `json:"headers"`
		MultiValueHeaders map[string][]string `json:"multiValueHeaders"`
		Body              string              `json:"body"`
		IsBase64Encoded   bool                `json:"isBase64Encoded"`
	}
	if err := json.Unmarshal(res.body, &out); err != nil {
		h.t.Fatalf("%s %s: not an API Gateway answer: %.300s", rq.method, rq.path, res.body)
	}
	a := answer{status: out.StatusCode, headers: map[string]string{}, body: []byte(out.Body)}
	for k, v := range out.Headers {
		a.headers[strings.ToLower(k)] = v
	}
	for k, v := range out.MultiValueHeaders {
		a.headers[strings.ToLower(k)] = strings.Join(v, ",")
	}
	if out.IsBase64Encoded {
		b, err := base64.StdEncoding.DecodeString(out.Body)
		if err != nil {
			h.t.Fatal(err)
		}
		a.body = b
	}
	return a
}

// doURL sends a request to the Function URL (the streaming proxy): the
// answer is the streamed prelude, eight NUL bytes and the body.
func (h *harness) doURL(rq request) answer {
	h.t.Helper()
	res := h.invoke(h.urlFunction, h.event(rq, "$default"))
	prelude, body, found := bytes.Cut(res.body, make([]byte, 8))
	if !found {
		h.t.Fatalf("function URL answer without a prelude: %.300s", res.body)
	}
	var p struct {
		StatusCode int               `json:"statusCode"`
		Headers    map[string]string `json:"headers"`
	}
	if err := json.Unmarshal(prelude, &p); err != nil {
		h.t.Fatalf("prelude: %v: %.300s", err, prelude)
	}
	a := answer{status: p.StatusCode, headers: map[string]string{}, body: body}
	for k, v := range p.Headers {
		a.headers[strings.ToLower(k)] = v
	}
	return a
}

// api is a JSON request with a bearer credential.
func (h *harness) api(method, path, cred string, body any) answer {
	h.t.Helper()
	rq := request{method: method, path: path, headers: map[string]string{}}
	if cred != "" {
		rq.headers["Authorization"] = "Bearer " + cred
	}
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			h.t.Fatal(err)
		}
		rq.body = raw
		rq.headers["Content-Type"] = "application/json"
	}
	return h.do(rq)
}

// ---- the WebSocket management endpoint

// mgmtRecorder stands in for the WebSocket API's @connections endpoint.
type mgmtRecorder struct {
	url   string
	mu    sync.Mutex
	posts map[string][]string // connection id -> bodies
}

func newMgmtRecorder(t *testing.T) *mgmtRecorder {
	m := &mgmtRecorder{posts: map[string][]string{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{ReadHeaderTimeout: 10 * time.Second, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, ok := strings.CutPrefix(r.URL.Path, "/@connections/")
		if !ok {
			http.NotFound(w, r)
			return
		}
		id, _ = url.PathUnescape(id)
		body, _ := io.ReadAll(r.Body)
		m.mu.Lock()
		m.posts[id] = append(m.posts[id], string(body))
		m.mu.Unlock()
	})}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	m.url = "http://" + ln.Addr().String()
	return m
}

func (m *mgmtRecorder) sent(id string) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.posts[id]...)
}

// ---- event sources

// receiveJobs takes the messages waiting on the jobs queue and hands them
// to the worker as SQS does (events/sqs-batch.json's shape); it returns how
// many it delivered.
func (h *harness) deliverJobs() int {
	h.t.Helper()
	q := sqs.NewFromConfig(h.ac)
	url := h.env[platform.EnvQueueURL]
	out, err := q.ReceiveMessage(h.t.Context(), &sqs.ReceiveMessageInput{
		QueueUrl: aws.String(url), MaxNumberOfMessages: 10, WaitTimeSeconds: 1,
		MessageSystemAttributeNames: nil,
	})
	if err != nil {
		h.t.Fatal(err)
	}
	if len(out.Messages) == 0 {
		return 0
	}
	var tmpl struct {
		Records []map[string]any `json:"Records"`
	}
	h.readEvent("sqs-batch.json", &tmpl)
	var records []map[string]any
	for _, m := range out.Messages {
		rec := map[string]any{}
		for k, v := range tmpl.Records[0] {
			rec[k] = v
		}
		rec["messageId"], rec["receiptHandle"], rec["body"] = aws.ToString(m.MessageId), aws.ToString(m.ReceiptHandle), aws.ToString(m.Body)
		rec["eventSourceARN"] = h.getAtt(h.queueID(), "Arn")
		records = append(records, rec)
	}
	res := h.invoke("worker", map[string]any{"Records": records})
	var resp struct {
		BatchItemFailures []map[string]any `json:"batchItemFailures"`
	}
	_ = json.Unmarshal(res.body, &resp)
	// SQS deletes what the function did not report as failed.
	failed := map[string]bool{}
	for _, f := range resp.BatchItemFailures {
		failed[fmt.Sprint(f["itemIdentifier"])] = true
	}
	for _, m := range out.Messages {
		if !failed[aws.ToString(m.MessageId)] {
			_, _ = q.DeleteMessage(h.t.Context(), &sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: m.ReceiptHandle})
		}
	}
	return len(out.Messages)
}

// queueID is the logical id of the jobs queue.
func (h *harness) queueID() string {
	for id, v := range h.made {
		if v == h.env[platform.EnvQueueURL] {
			return id
		}
	}
	h.t.Fatal("no jobs queue")
	return ""
}

// readEvent reads one of events/ into v.
func (h *harness) readEvent(name string, v any) {
	h.t.Helper()
	raw, err := os.ReadFile(filepath.Join(repoRoot, "events", name))
	if err != nil {
		h.t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		h.t.Fatal(err)
	}
}

// streamNewEvents hands the events table's items to the live function as
// its DynamoDB stream would (events/dynamodb-stream-events.json's shape),
// once each.
func (h *harness) streamNewEvents(t *testing.T) {
	t.Helper()
	db := dynamodb.NewFromConfig(h.ac)
	out, err := db.Scan(t.Context(), &dynamodb.ScanInput{TableName: aws.String(h.env[platform.EnvTableEvents])})
	if err != nil {
		t.Fatal(err)
	}
	var tmpl struct {
		Records []map[string]any `json:"Records"`
	}
	h.readEvent("dynamodb-stream-events.json", &tmpl)
	var records []map[string]any
	for i, item := range out.Items {
		img := map[string]any{}
		for k, v := range item {
			switch x := v.(type) {
			case *ddbtypes.AttributeValueMemberS:
				img[k] = map[string]any{"S": x.Value}
			case *ddbtypes.AttributeValueMemberN:
				img[k] = map[string]any{"N": x.Value}
			case *ddbtypes.AttributeValueMemberB:
				img[k] = map[string]any{"B": base64.StdEncoding.EncodeToString(x.Value)}
			}
		}
		rec := map[string]any{}
		for k, v := range tmpl.Records[0] {
			rec[k] = v
		}
		rec["eventID"] = fmt.Sprintf("harness%d", i)
		rec["dynamodb"] = map[string]any{
			"Keys": map[string]any{"pk": img["pk"], "sk": img["sk"]}, "NewImage": img,
			"StreamViewType": "NEW_IMAGE", "SequenceNumber": strconv.Itoa(1000 + i), "SizeBytes": 100,
		}
		records = append(records, rec)
	}
	if len(records) == 0 {
		t.Fatal("the events table is empty")
	}
	h.invoke("live", map[string]any{"Records": records})
}
