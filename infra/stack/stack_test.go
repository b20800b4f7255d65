package stack

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"

	"bulwark/shared/openapi"
	"bulwark/shared/platform"
	"bulwark/shared/secrets"
)

// One synthesized stack serves every test of the package: a synth with
// cdk-nag costs seconds.
var (
	template    assertions.Template
	annotations assertions.Annotations
	// resources is the template's Resources section as plain JSON.
	resources map[string]resource
	// templatePath is the template written to disk for cfn-lint.
	templatePath string
)

type resource struct {
	Type       string         `json:"Type"`
	Properties map[string]any `json:"Properties"`
	Metadata   map[string]any `json:"Metadata"`
}

const (
	repoRoot     = "../.."
	testStack    = "Test"
	testMailFrom = "no-reply@mail.example.com"
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	defer jsii.Close()
	// An empty dist: every function gets the placeholder, as on a fresh
	// checkout, and no build output is copied into the test's assembly.
	tmp, err := os.MkdirTemp("", "bulwark-infra-test-*")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)

	app := NewApp()
	app.Node().SetContext(jsii.String("mailFrom"), testMailFrom)
	app.Node().SetContext(jsii.String("alarmEmail"), "ops@example.com")
	app.Node().SetContext(jsii.String("reserveConcurrency"), "true")
	st, err := NewBulwarkStack(app, testStack, &Props{Root: repoRoot, Dist: filepath.Join(tmp, "dist")})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	awscdk.Aspects_Of(app).Add(cdknag.NewAwsSolutionsChecks(nil), nil)
	// Annotations synthesizes (forced); Template reuses that synthesis.
	annotations = assertions.Annotations_FromStack(st)
	template = assertions.Template_FromStack(st, nil)

	raw, err := json.Marshal(template.ToJSON())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	var doc struct {
		Resources map[string]resource `json:"Resources"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	resources = doc.Resources
	templatePath = filepath.Join(tmp, testStack+".template.json")
	if err := os.WriteFile(templatePath, raw, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return m.Run()
}

// must runs a jsii assertion, which panics on failure, as a test error.
func must(t *testing.T, assertion func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Error(r)
		}
	}()
	assertion()
}

// like matches an object that has at least these keys, at any depth.
func like(kv ...any) assertions.Matcher { return assertions.Match_ObjectLike(obj(kv...)) }

func obj(kv ...any) *map[string]any {
	m := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i].(string)] = kv[i+1]
	}
	return &m
}

// folders lists functions/ the way a reader of the repository sees it.
func folders(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(repoRoot, "functions"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "local" {
			out = append(out, e.Name())
		}
	}
	return out
}

// ofType returns the logical ids of the resources of a type, sorted.
func ofType(typ string) []string {
	var out []string
	for id, r := range resources {
		if r.Type == typ {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// functionIDs maps function folders to the logical ids of their Lambdas.
func functionIDs(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, id := range ofType("AWS::Lambda::Function") {
		tags, _ := resources[id].Properties["Tags"].([]any)
		for _, tag := range tags {
			kv := tag.(map[string]any)
			if kv["Key"] == FunctionTag {
				fn := kv["Value"].(string)
				if prev, dup := out[fn]; dup {
					t.Errorf("function %s has two Lambdas: %s and %s", fn, prev, id)
				}
				out[fn] = id
			}
		}
	}
	return out
}

// ref returns the logical id a {"Ref"} or {"Fn::GetAtt"} value points to.
func ref(v any) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	if r, ok := m["Ref"].(string); ok {
		return r
	}
	if ga, ok := m["Fn::GetAtt"].([]any); ok && len(ga) > 0 {
		s, _ := ga[0].(string)
		return s
	}
	return ""
}

// refs returns every logical id referenced anywhere inside v.
func refs(v any) map[string]bool {
	out := map[string]bool{}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if id := ref(x); id != "" {
				out[id] = true
			}
			for _, c := range x {
				walk(c)
			}
		case []any:
			for _, c := range x {
				walk(c)
			}
		}
	}
	walk(v)
	return out
}

// logicalID returns the one resource of a type whose logical id starts with
// prefix (the construct id the stack gave it).
func logicalID(t *testing.T, typ, prefix string) string {
	t.Helper()
	var found []string
	for _, id := range ofType(typ) {
		if strings.HasPrefix(id, prefix) {
			found = append(found, id)
		}
	}
	if len(found) != 1 {
		t.Fatalf("want one %s named %s*, found %v", typ, prefix, found)
	}
	return found[0]
}

// statement is one IAM policy statement, normalized to lists.
type statement struct {
	Actions   []string
	Resources []any
}

// grants returns the policy statements attached to the role of each
// function.
func grants(t *testing.T) map[string][]statement {
	t.Helper()
	roleOf := map[string]string{}
	for fn, id := range functionIDs(t) {
		roleOf[ref(resources[id].Properties["Role"])] = fn
	}
	out := map[string][]statement{}
	for _, id := range ofType("AWS::IAM::Policy") {
		p := resources[id].Properties
		roles, _ := p["Roles"].([]any)
		doc, _ := p["PolicyDocument"].(map[string]any)
		stmts, _ := doc["Statement"].([]any)
		for _, r := range roles {
			fn, ok := roleOf[ref(r)]
			if !ok {
				continue
			}
			for _, s := range stmts {
				sm := s.(map[string]any)
				out[fn] = append(out[fn], statement{Actions: list[string](sm["Action"]), Resources: list[any](sm["Resource"])})
			}
		}
	}
	return out
}

func list[T any](v any) []T {
	switch x := v.(type) {
	case T:
		return []T{x}
	case []any:
		var out []T
		for _, e := range x {
			if c, ok := e.(T); ok {
				out = append(out, c)
			}
		}
		return out
	}
	return nil
}

// can reports whether fn's policy allows action on a resource referencing
// the logical id target ("" matches any resource).
func can(stmts []statement, action, target string) bool {
	for _, s := range stmts {
		allowed := false
		for _, a := range s.Actions {
			if a == action || (strings.HasSuffix(a, "*") && strings.HasPrefix(action, strings.TrimSuffix(a, "*"))) {
				allowed = true
			}
		}
		if !allowed {
			continue
		}
		if target == "" {
			return true
		}
		for _, r := range s.Resources {
			if refs(r)[target] || r == target {
				return true
			}
		}
	}
	return false
}

func TestEveryFunctionFolderHasOneLambda(t *testing.T) {
	// GIVEN the function folders of the repository
	want := folders(t)
	// WHEN the stack is synthesized
	got := functionIDs(t)
	// THEN each folder has exactly one Lambda, and no Lambda lacks a folder
	for _, fn := range want {
		if _, ok := got[fn]; !ok {
			t.Errorf("functions/%s has no Lambda", fn)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d tagged Lambdas for %d folders: %v", len(got), len(want), got)
	}
	// AND each runs the Go bootstrap on arm64 with provided.al2023
	for fn := range got {
		must(t, func() {
			template.HasResourceProperties(jsii.String("AWS::Lambda::Function"), obj(
				"Tags", assertions.Match_ArrayWith(&[]any{obj("Key", FunctionTag, "Value", fn)}),
				"Runtime", "provided.al2023",
				"Architectures", []string{"arm64"},
				"Handler", "bootstrap",
				"LoggingConfig", obj("LogFormat", "JSON", "LogGroup", assertions.Match_AnyValue()),
			))
		})
	}
}

func TestFunctionsListsFoldersButLocal(t *testing.T) {
	// GIVEN a repository with function folders, the local server and a file
	root := t.TempDir()
	for _, d := range []string{"functions/zeta", "functions/alpha", "functions/local"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "functions", "README.md"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	// WHEN the functions are listed
	got, err := Functions(root)
	// THEN only the Lambda folders come back, sorted
	if err != nil || strings.Join(got, ",") != "alpha,zeta" {
		t.Fatalf("Functions = %v, %v; want [alpha zeta]", got, err)
	}
	// AND a repository without functions is an error, not an empty stack
	if _, err := Functions(t.TempDir()); err == nil {
		t.Error("Functions of an empty repository: want an error")
	}
}

func TestFunctionSizes(t *testing.T) {
	// GIVEN the sizing table of docs/deploy.md
	want := map[string]struct{ mem, timeout, reserved, tmp int }{
		"proxy":      {1024, 300, 0, 0},
		"worker":     {2048, 900, 10, 2048},
		"playground": {2048, 29, 0, 2048},
		"runtime":    {1024, 29, 0, 0},
		"uploads":    {1024, 29, 0, 0},
		"scheduler":  {256, 60, 1, 0},
		"auth":       {512, 29, 0, 0},
	}
	ids := functionIDs(t)
	for fn, w := range want {
		id, ok := ids[fn]
		if !ok {
			t.Errorf("no Lambda for functions/%s", fn)
			continue
		}
		// WHEN its Lambda is inspected
		p := resources[id].Properties
		// THEN memory, timeout, reserved concurrency and /tmp match
		if p["MemorySize"] != float64(w.mem) || p["Timeout"] != float64(w.timeout) {
			t.Errorf("%s: %v MB / %v s, want %d MB / %d s", fn, p["MemorySize"], p["Timeout"], w.mem, w.timeout)
		}
		if got, _ := p["ReservedConcurrentExecutions"].(float64); int(got) != w.reserved {
			t.Errorf("%s: reserved concurrency %v, want %d", fn, got, w.reserved)
		}
		tmp := 0
		if es, ok := p["EphemeralStorage"].(map[string]any); ok {
			tmp = int(es["Size"].(float64))
		}
		if tmp != w.tmp {
			t.Errorf("%s: /tmp %d MB, want %d", fn, tmp, w.tmp)
		}
	}
	// AND every function behind the HTTP API fits its 30 s integration limit
	for fn := range httpGroups() {
		if id, ok := ids[fn]; ok && fn != "proxy" && resources[id].Properties["Timeout"].(float64) > 30 {
			t.Errorf("%s sits behind the HTTP API but may run %v s", fn, resources[id].Properties["Timeout"])
		}
	}
}

func TestFunctionEnvironmentNamesEveryResource(t *testing.T) {
	// GIVEN the resources the platform reads from the environment
	want := map[string]string{
		platform.EnvTableMain:    logicalID(t, "AWS::DynamoDB::Table", "MainTable"),
		platform.EnvTableEvents:  logicalID(t, "AWS::DynamoDB::Table", "EventsTable"),
		platform.EnvTableAudit:   logicalID(t, "AWS::DynamoDB::Table", "AuditTable"),
		platform.EnvTableNonces:  logicalID(t, "AWS::DynamoDB::Table", "NoncesTable"),
		platform.EnvBucket:       logicalID(t, "AWS::S3::Bucket", "DataBucket"),
		platform.EnvQueueURL:     logicalID(t, "AWS::SQS::Queue", "JobsQueue"),
		platform.EnvDLQURL:       logicalID(t, "AWS::SQS::Queue", "JobsDLQ"),
		platform.EnvPublicURL:    logicalID(t, "AWS::ApiGatewayV2::Api", "HttpApi"),
		platform.EnvLiveEndpoint: logicalID(t, "AWS::ApiGatewayV2::Api", "LiveApi"),
	}
	// AND the names the platform defines, which are all a function reads
	defined := envConstants(t)
	for fn, id := range functionIDs(t) {
		// WHEN a function's environment is read
		env, _ := resources[id].Properties["Environment"].(map[string]any)
		vars, _ := env["Variables"].(map[string]any)
		// THEN every resource variable points at its resource
		for name, target := range want {
			if !refs(vars[name])[target] {
				t.Errorf("%s: %s = %v, want a reference to %s", fn, name, vars[name], target)
			}
		}
		// AND the secret prefix and the sender are set
		if vars[platform.EnvSecretPrefix] != testStack+"/" || vars[platform.EnvMailFrom] != testMailFrom {
			t.Errorf("%s: %s = %v, %s = %v", fn, platform.EnvSecretPrefix, vars[platform.EnvSecretPrefix], platform.EnvMailFrom, vars[platform.EnvMailFrom])
		}
		// AND every variable set is one shared/platform/config.go defines:
		// nothing is passed that no code reads
		for name := range vars {
			if !defined[name] {
				t.Errorf("%s: the stack sets %s, which shared/platform does not define", fn, name)
			}
		}
	}
}

func TestEveryOperationIsRoutedToItsGroup(t *testing.T) {
	// GIVEN the HTTP API's integrations, each invoking one function
	fnOf := map[string]string{} // function logical id -> folder
	for fn, id := range functionIDs(t) {
		fnOf[id] = fn
	}
	integrationFn := map[string]string{}
	for _, id := range ofType("AWS::ApiGatewayV2::Integration") {
		p := resources[id].Properties
		if fn, ok := fnOf[ref(p["IntegrationUri"])]; ok {
			integrationFn[id] = fn
		}
	}
	routes := map[string]string{} // route key -> function
	for _, id := range ofType("AWS::ApiGatewayV2::Route") {
		p := resources[id].Properties
		for target := range refs(p["Target"]) {
			if fn, ok := integrationFn[target]; ok {
				routes[p["RouteKey"].(string)] = fn
			}
		}
	}
	// WHEN each OpenAPI operation is looked up
	for _, op := range openapi.Operations() {
		key := op.Method + " " + op.Path
		got, routed := routes[key]
		// THEN the proxy's are not on the HTTP API, every other operation is,
		// routed to its group's function (meta to auth)
		switch {
		case op.Group == "proxy" && routed:
			t.Errorf("%s is a proxy operation but is routed on the HTTP API", key)
		case op.Group != "proxy" && got != FunctionOf(op.Group):
			t.Errorf("%s (group %s) routed to %q, want %q", key, op.Group, got, FunctionOf(op.Group))
		}
	}
	// AND unknown paths reach the auth function for the platform's JSON 404
	if routes["$default"] != "auth" {
		t.Errorf("$default routed to %q, want auth", routes["$default"])
	}
	// AND every HTTP integration speaks payload format 2.0
	for id := range integrationFn {
		p := resources[id].Properties
		if p["IntegrationType"] == "AWS_PROXY" && resources[ref(p["ApiId"])].Properties["ProtocolType"] == "HTTP" &&
			p["PayloadFormatVersion"] != "2.0" {
			t.Errorf("integration %s: payload format %v, want 2.0", id, p["PayloadFormatVersion"])
		}
	}
}

func TestHTTPAPIStageThrottlesAndLogs(t *testing.T) {
	// GIVEN the HTTP API
	api := logicalID(t, "AWS::ApiGatewayV2::Api", "HttpApi")
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::ApiGatewayV2::Api"), obj("ProtocolType", "HTTP"))
	})
	// WHEN its stage is inspected
	// THEN it auto-deploys the $default stage with default-route throttling
	// and JSON access logs carrying the request id
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::ApiGatewayV2::Stage"), obj(
			"ApiId", obj("Ref", api),
			"StageName", "$default",
			"AutoDeploy", true,
			"DefaultRouteSettings", obj("ThrottlingRateLimit", 100, "ThrottlingBurstLimit", 200),
			"AccessLogSettings", obj(
				"DestinationArn", obj("Fn::GetAtt", []string{logicalID(t, "AWS::Logs::LogGroup", "HttpApiAccessLogs"), "Arn"}),
				"Format", assertions.Match_StringLikeRegexp(jsii.String(`"requestId":"\$context.requestId"`)),
			),
		))
	})
}

func TestProxyHasAStreamingFunctionURL(t *testing.T) {
	// GIVEN the proxy function
	proxy, ok := functionIDs(t)["proxy"]
	if !ok {
		t.Fatal("no proxy function")
	}
	// WHEN its Function URL is inspected
	// THEN it streams, and Bulwark (not IAM) authenticates its callers
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::Lambda::Url"), obj(
			"TargetFunctionArn", obj("Fn::GetAtt", []string{proxy, "Arn"}),
			"AuthType", "NONE",
			"InvokeMode", "RESPONSE_STREAM",
		))
	})
	// AND the open URL is a written, justified exception for cdk-nag
	url := ofType("AWS::Lambda::Url")[0]
	if !strings.Contains(fmt.Sprint(resources[url].Metadata["cdk_nag"]), "API key") {
		t.Errorf("Function URL suppression lacks its reason: %v", resources[url].Metadata)
	}
	// AND no other function is reachable by URL
	if n := len(ofType("AWS::Lambda::Url")); n != 1 {
		t.Errorf("%d Function URLs, want 1", n)
	}
}

func TestWebSocketAPIRoutesToLive(t *testing.T) {
	// GIVEN the live function and the WebSocket API
	live, ok := functionIDs(t)["live"]
	if !ok {
		t.Fatal("no Lambda for functions/live")
	}
	api := logicalID(t, "AWS::ApiGatewayV2::Api", "LiveApi")
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::ApiGatewayV2::Api"), obj("ProtocolType", "WEBSOCKET"))
	})
	// WHEN its routes are inspected
	// THEN $connect, $disconnect and $default reach the live function
	for _, key := range []string{"$connect", "$disconnect", "$default"} {
		found := false
		for _, id := range ofType("AWS::ApiGatewayV2::Route") {
			p := resources[id].Properties
			if p["RouteKey"] != key || ref(p["ApiId"]) != api {
				continue
			}
			for in := range refs(p["Target"]) {
				if ref(resources[in].Properties["IntegrationUri"]) == live || refs(resources[in].Properties["IntegrationUri"])[live] {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("WebSocket route %s does not reach the live function", key)
		}
	}
	// AND the answer to a client message ($default: the pong) goes back to
	// the client
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::ApiGatewayV2::Route"), obj(
			"ApiId", obj("Ref", api), "RouteKey", "$default", "RouteResponseSelectionExpression", "$default"))
	})
	// AND its stage is throttled and logged, after the account's logging
	// role is set
	must(t, func() {
		template.HasResource(jsii.String("AWS::ApiGatewayV2::Stage"), obj(
			"Properties", obj(
				"ApiId", obj("Ref", api),
				"StageName", LiveStage,
				"DefaultRouteSettings", obj("ThrottlingRateLimit", 100, "ThrottlingBurstLimit", 200),
				"AccessLogSettings", obj("Format", assertions.Match_StringLikeRegexp(jsii.String("connectionId"))),
			),
			"DependsOn", assertions.Match_ArrayWith(&[]any{logicalID(t, "AWS::ApiGateway::Account", "ApiGatewayAccount")}),
		))
	})
	// AND only live may post to connections
	for fn, stmts := range grants(t) {
		if got := can(stmts, "execute-api:ManageConnections", api); got != (fn == "live") {
			t.Errorf("%s may manage WebSocket connections: %v", fn, got)
		}
	}
}

func TestTablesShareTheStoreSchema(t *testing.T) {
	// GIVEN the four tables
	tables := ofType("AWS::DynamoDB::Table")
	if len(tables) != 4 {
		t.Fatalf("%d tables, want 4 (main, events, audit, nonces)", len(tables))
	}
	// WHEN each is inspected
	// THEN each has dynamostore's keys and TTL, on-demand billing, PITR,
	// KMS encryption and deletion protection
	must(t, func() {
		template.AllResourcesProperties(jsii.String("AWS::DynamoDB::Table"), obj(
			"KeySchema", []any{obj("AttributeName", "pk", "KeyType", "HASH"), obj("AttributeName", "sk", "KeyType", "RANGE")},
			"AttributeDefinitions", []any{obj("AttributeName", "pk", "AttributeType", "S"), obj("AttributeName", "sk", "AttributeType", "S")},
			"BillingMode", "PAY_PER_REQUEST",
			"TimeToLiveSpecification", obj("AttributeName", "exp", "Enabled", true),
			"PointInTimeRecoverySpecification", obj("PointInTimeRecoveryEnabled", true),
			"SSESpecification", obj("SSEEnabled", true),
			"DeletionProtectionEnabled", true,
		))
	})
	must(t, func() {
		template.AllResources(jsii.String("AWS::DynamoDB::Table"), obj("DeletionPolicy", "Retain"))
	})
	// AND only the events table streams, with new images, to the live function
	events := logicalID(t, "AWS::DynamoDB::Table", "EventsTable")
	for _, id := range tables {
		_, streams := resources[id].Properties["StreamSpecification"]
		if streams != (id == events) {
			t.Errorf("table %s streams: %v", id, streams)
		}
	}
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::DynamoDB::Table"), obj(
			"StreamSpecification", obj("StreamViewType", "NEW_IMAGE")))
	})
	if live, ok := functionIDs(t)["live"]; ok {
		must(t, func() {
			template.HasResourceProperties(jsii.String("AWS::Lambda::EventSourceMapping"), obj(
				"FunctionName", obj("Ref", live),
				"EventSourceArn", obj("Fn::GetAtt", []string{events, "StreamArn"}),
				"StartingPosition", "LATEST",
				"FilterCriteria", obj("Filters", []any{obj("Pattern", `{"eventName":["INSERT"]}`)}),
				"FunctionResponseTypes", []string{"ReportBatchItemFailures"},
			))
		})
	}
}

func TestDataBucketIsPrivateEncryptedAndLogged(t *testing.T) {
	// GIVEN the data bucket and its access-log bucket
	data := logicalID(t, "AWS::S3::Bucket", "DataBucket")
	logs := logicalID(t, "AWS::S3::Bucket", "AccessLogBucket")
	// WHEN they are inspected
	// THEN both block public access and encrypt at rest
	must(t, func() {
		template.AllResourcesProperties(jsii.String("AWS::S3::Bucket"), obj(
			"PublicAccessBlockConfiguration", obj("BlockPublicAcls", true, "BlockPublicPolicy", true, "IgnorePublicAcls", true, "RestrictPublicBuckets", true),
			"BucketEncryption", obj("ServerSideEncryptionConfiguration", []any{obj("ServerSideEncryptionByDefault", obj("SSEAlgorithm", "AES256"))}),
		))
	})
	// AND the data bucket is versioned, logged, tidied and open to presigned PUTs
	p := resources[data].Properties
	if fmt.Sprint(p["VersioningConfiguration"]) != "map[Status:Enabled]" {
		t.Errorf("versioning: %v", p["VersioningConfiguration"])
	}
	if ref(p["LoggingConfiguration"].(map[string]any)["DestinationBucketName"]) != logs {
		t.Errorf("access logs go to %v, want %s", p["LoggingConfiguration"], logs)
	}
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::S3::Bucket"), obj(
			"LifecycleConfiguration", obj("Rules", assertions.Match_ArrayWith(&[]any{
				like("AbortIncompleteMultipartUpload", obj("DaysAfterInitiation", 1),
					"NoncurrentVersionExpiration", obj("NoncurrentDays", 30), "Status", "Enabled"),
			})),
			"CorsConfiguration", obj("CorsRules", []any{like("AllowedMethods", []string{"PUT"}, "AllowedOrigins", []string{"*"})}),
		))
	})
	// AND every bucket refuses plain HTTP
	for _, b := range []string{data, logs} {
		must(t, func() {
			template.HasResourceProperties(jsii.String("AWS::S3::BucketPolicy"), obj(
				"Bucket", obj("Ref", b),
				"PolicyDocument", obj("Statement", assertions.Match_ArrayWith(&[]any{like(
					"Effect", "Deny",
					"Condition", obj("Bool", obj("aws:SecureTransport", "false")),
				)})),
			))
		})
	}
	// AND new presigned uploads (the suffix the uploads code gives them)
	// notify the S3 trigger
	if got := constants(t, "shared/uploads")["PresignedSuffix"]; got != UploadSuffix {
		t.Errorf("uploads.PresignedSuffix = %q, the stack filters on %q", got, UploadSuffix)
	}
	if trigger, ok := functionIDs(t)["s3trigger"]; ok {
		must(t, func() {
			template.HasResourceProperties(jsii.String("Custom::S3BucketNotifications"), obj(
				"BucketName", obj("Ref", data),
				"NotificationConfiguration", obj("LambdaFunctionConfigurations", []any{obj(
					"Events", []string{"s3:ObjectCreated:*"},
					"Filter", obj("Key", obj("FilterRules", []any{obj("Name", "suffix", "Value", UploadSuffix)})),
					"LambdaFunctionArn", obj("Fn::GetAtt", []string{trigger, "Arn"}),
				)}),
			))
		})
	}
}

func TestQueuesHaveDeadLettersAndTLS(t *testing.T) {
	// GIVEN the job queue (jobs and webhook deliveries)
	if n := len(ofType("AWS::SQS::Queue")); n != 3 {
		t.Errorf("%d queues, want 3: jobs, its dead letters, failed asynchronous invocations", n)
	}
	for _, name := range []string{"Jobs"} {
		q := logicalID(t, "AWS::SQS::Queue", name+"Queue")
		dlq := logicalID(t, "AWS::SQS::Queue", name+"DLQ")
		// WHEN their redrive policy is inspected
		// THEN a message moves to the DLQ after 5 failed deliveries
		must(t, func() {
			template.HasResourceProperties(jsii.String("AWS::SQS::Queue"), obj(
				"RedrivePolicy", obj("deadLetterTargetArn", obj("Fn::GetAtt", []string{dlq, "Arn"}), "maxReceiveCount", 5),
				"VisibilityTimeout", 5400,
			))
		})
		// AND the worker consumes the queue with partial batch responses
		if worker, ok := functionIDs(t)["worker"]; ok {
			must(t, func() {
				template.HasResourceProperties(jsii.String("AWS::Lambda::EventSourceMapping"), obj(
					"FunctionName", obj("Ref", worker),
					"EventSourceArn", obj("Fn::GetAtt", []string{q, "Arn"}),
					"FunctionResponseTypes", []string{"ReportBatchItemFailures"},
				))
			})
		}
	}
	// AND every queue is encrypted and refuses plain HTTP
	must(t, func() {
		template.AllResourcesProperties(jsii.String("AWS::SQS::Queue"), obj("SqsManagedSseEnabled", true))
	})
	for _, q := range ofType("AWS::SQS::Queue") {
		must(t, func() {
			template.HasResourceProperties(jsii.String("AWS::SQS::QueuePolicy"), obj(
				"Queues", []any{obj("Ref", q)},
				"PolicyDocument", obj("Statement", assertions.Match_ArrayWith(&[]any{like(
					"Effect", "Deny",
					"Condition", obj("Bool", obj("aws:SecureTransport", "false")),
				)})),
			))
		})
	}
}

func TestSecretsAreReadOnlyByTheirUsers(t *testing.T) {
	// GIVEN the secrets the stack creates, named under the stack's prefix,
	// and the functions whose code reads each
	http := httpGroups()
	readers := map[string]func(fn string) bool{
		secrets.NameJWTSigningKey:   func(fn string) bool { return http[fn] },
		secrets.NameWebhookKey:      func(fn string) bool { return fn == "uploads" || fn == "worker" },
		secrets.NameCredentialsKey:  func(fn string) bool { return fn == "uploads" || fn == "worker" },
		secrets.NameAppSigningKey:   func(fn string) bool { return fn == "runtime" || fn == "proxy" },
		secrets.NameDatasetHealSalt: func(fn string) bool { return fn == "worker" },
		// The providers' API keys: the proxy, and nothing else.
		secrets.NameOpenAIKey:    func(fn string) bool { return fn == "proxy" },
		secrets.NameAnthropicKey: func(fn string) bool { return fn == "proxy" },
	}
	ids := secretIDs(t)
	if len(ids) != len(readers)+1 {
		t.Fatalf("secrets %v, want %d and the owner's credentials", ids, len(readers))
	}
	for name, id := range ids {
		p := resources[id].Properties
		switch name {
		case secrets.NameOpenAIKey, secrets.NameAnthropicKey:
			// The operator puts the key in; until then the proxy sees
			// the placeholder and answers 503.
			if p["SecretString"] != secrets.ProviderKeyUnset {
				t.Errorf("secret %s: %v, want the placeholder %q", name, p["SecretString"], secrets.ProviderKeyUnset)
			}
		default:
			if p["GenerateSecretString"] == nil {
				t.Errorf("secret %s: its value is not generated by Secrets Manager", name)
			}
		}
	}
	// WHEN each function's grants are read
	for fn, stmts := range grants(t) {
		// THEN it reads exactly the secrets its code reads
		for name, reads := range readers {
			if got := can(stmts, "secretsmanager:GetSecretValue", ids[name]); got != reads(fn) {
				t.Errorf("%s reads %s: %v, want %v", fn, name, got, reads(fn))
			}
		}
		// AND only auth may write the owner's credentials, nobody read them
		owner := ids[secrets.NameOwnerCredentials]
		if got := can(stmts, "secretsmanager:PutSecretValue", owner); got != (fn == "auth") {
			t.Errorf("%s writes the owner's credentials: %v", fn, got)
		}
		if can(stmts, "secretsmanager:GetSecretValue", owner) {
			t.Errorf("%s reads the owner's credentials", fn)
		}
		// AND no function writes any other secret
		for name, id := range ids {
			if name != secrets.NameOwnerCredentials && can(stmts, "secretsmanager:PutSecretValue", id) {
				t.Errorf("%s writes %s", fn, name)
			}
		}
		// AND only auth (password resets) and orgs (invitations, sent where
		// the member is created) send e-mail, from the sender's identity
		if got := can(stmts, "ses:SendEmail", ""); got != (fn == "auth" || fn == "orgs") {
			t.Errorf("%s may send e-mail: %v", fn, got)
		}
	}
	// AND the AES keys are exactly 32 bytes, which the code requires
	for _, name := range []string{secrets.NameCredentialsKey, secrets.NameAppSigningKey} {
		g, _ := resources[ids[name]].Properties["GenerateSecretString"].(map[string]any)
		if g["PasswordLength"] != float64(32) {
			t.Errorf("%s: length %v, want 32 (AES-256)", name, g["PasswordLength"])
		}
	}
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::IAM::Policy"), obj(
			"PolicyDocument", obj("Statement", assertions.Match_ArrayWith(&[]any{like(
				"Action", []string{"ses:SendEmail", "ses:SendRawEmail"},
				"Resource", assertions.Match_ArrayWith(&[]any{obj("Fn::Join", assertions.Match_ArrayWith(&[]any{
					assertions.Match_ArrayWith(&[]any{":identity/mail.example.com"}),
				}))}),
			)})),
		))
	})
}

func TestGrantsAreLeastPrivilege(t *testing.T) {
	// GIVEN the function grants and the resources
	g := grants(t)
	main := logicalID(t, "AWS::DynamoDB::Table", "MainTable")
	events := logicalID(t, "AWS::DynamoDB::Table", "EventsTable")
	auditT := logicalID(t, "AWS::DynamoDB::Table", "AuditTable")
	nonces := logicalID(t, "AWS::DynamoDB::Table", "NoncesTable")
	jobs := logicalID(t, "AWS::SQS::Queue", "JobsQueue")
	jobsDLQ := logicalID(t, "AWS::SQS::Queue", "JobsDLQ")
	// WHEN specific permissions are checked
	cases := []struct {
		fn, action, target string
		want               bool
	}{
		// Every HTTP group authenticates, limits and audits.
		{"auth", "dynamodb:PutItem", main, true},
		{"apikeys", "dynamodb:UpdateItem", nonces, true},
		{"orgs", "dynamodb:PutItem", auditT, true},
		{"auth", "dynamodb:GetItem", events, false},
		// Only the audit group queries the trail.
		{"audit", "dynamodb:Query", auditT, true},
		{"orgs", "dynamodb:Query", auditT, false},
		// Events: written by runtime and proxy, listed by runtime.
		{"runtime", "dynamodb:PutItem", events, true},
		{"runtime", "dynamodb:Query", events, true},
		{"proxy", "dynamodb:PutItem", events, true},
		{"proxy", "dynamodb:Query", events, false},
		{"playground", "dynamodb:PutItem", events, false},
		{"playground", "dynamodb:Query", events, false},
		// Jobs: created by uploads and datasets, re-queued by jobs and the
		// worker, consumed by the worker.
		{"uploads", "sqs:SendMessage", jobs, true},
		{"datasets", "sqs:SendMessage", jobs, true},
		{"jobs", "sqs:SendMessage", jobs, true},
		{"worker", "sqs:SendMessage", jobs, true},
		{"worker", "sqs:SendMessage", jobsDLQ, true},
		{"worker", "sqs:ReceiveMessage", jobs, true},
		{"auth", "sqs:SendMessage", jobs, false},
		{"playground", "sqs:SendMessage", jobs, false},
		// The worker runs jobs: it neither authenticates nor audits.
		{"worker", "dynamodb:PutItem", main, true},
		{"worker", "dynamodb:PutItem", auditT, false},
		{"worker", "dynamodb:PutItem", nonces, false},
		{"worker", "dynamodb:PutItem", events, false},
		// Live: keys, connections, refusals, the stream and the connections.
		{"live", "dynamodb:GetItem", main, true},
		{"live", "dynamodb:PutItem", nonces, true},
		{"live", "dynamodb:PutItem", auditT, true},
		{"live", "dynamodb:GetRecords", events, true},
		{"live", "dynamodb:Query", events, false},
		{"live", "s3:GetObject", "", false},
		{"live", "secretsmanager:GetSecretValue", "", false},
		{"live", "sqs:SendMessage", "", false},
		// The event-driven functions only queue.
		{"s3trigger", "sqs:SendMessage", jobs, true},
		{"s3trigger", "dynamodb:GetItem", "", false},
		{"scheduler", "sqs:SendMessage", jobs, true},
		{"scheduler", "s3:GetObject", "", false},
	}
	for _, c := range cases {
		stmts, ok := g[c.fn]
		if !ok && functionIDs(t)[c.fn] == "" {
			t.Errorf("no Lambda for functions/%s", c.fn)
			continue
		}
		// THEN each function has what it uses and nothing more
		if got := can(stmts, c.action, c.target); got != c.want {
			t.Errorf("%s %s on %q: %v, want %v", c.fn, c.action, c.target, got, c.want)
		}
	}
	// AND bucket access is per kind of object: dataset files and large app
	// configurations
	objects := []struct {
		fn, action, keys string
		want             bool
	}{
		{"playground", "s3:GetObject", DatasetObjects, true},
		{"playground", "s3:PutObject", DatasetObjects, false},
		{"playground", "s3:GetObject", AppConfigObjects, false},
		{"uploads", "s3:PutObject", DatasetObjects, true},
		{"uploads", "s3:GetObject", DatasetObjects, false},
		{"uploads", "s3:DeleteObject", DatasetObjects, false},
		{"datasets", "s3:DeleteObject", DatasetObjects, true},
		{"datasets", "s3:GetObject", AppConfigObjects, true},
		{"datasets", "s3:PutObject", AppConfigObjects, false},
		{"worker", "s3:PutObject", DatasetObjects, true},
		{"worker", "s3:GetObject", AppConfigObjects, false},
		{"runtime", "s3:PutObject", AppConfigObjects, true},
		{"runtime", "s3:DeleteObject", AppConfigObjects, true},
		{"runtime", "s3:GetObject", DatasetObjects, false},
		{"proxy", "s3:GetObject", AppConfigObjects, true},
		{"proxy", "s3:PutObject", AppConfigObjects, false},
	}
	for _, c := range objects {
		if got := canObjects(g[c.fn], c.action, c.keys); got != c.want {
			t.Errorf("%s %s on %s: %v, want %v", c.fn, c.action, c.keys, got, c.want)
		}
	}
	usesBucket := map[string]bool{"uploads": true, "datasets": true, "playground": true, "runtime": true, "proxy": true, "worker": true}
	for fn, stmts := range g {
		if got := can(stmts, "s3:GetObject", "") || can(stmts, "s3:PutObject", ""); got != usesBucket[fn] {
			t.Errorf("%s uses the bucket: %v, want %v", fn, got, usesBucket[fn])
		}
		// AND nobody but the worker consumes or dead-letters jobs
		if fn != "worker" && (can(stmts, "sqs:ReceiveMessage", "") || can(stmts, "sqs:SendMessage", jobsDLQ)) {
			t.Errorf("%s consumes or dead-letters jobs", fn)
		}
		// AND only runtime, proxy and live (its stream) touch the events table
		touches := can(stmts, "dynamodb:GetItem", events) || can(stmts, "dynamodb:PutItem", events) || can(stmts, "dynamodb:GetRecords", events)
		if touches != (fn == "runtime" || fn == "proxy" || fn == "live") {
			t.Errorf("%s touches the events table: %v", fn, touches)
		}
	}
	// AND no function role carries a managed policy (no FullAccess)
	for fn, id := range functionIDs(t) {
		role := resources[ref(resources[id].Properties["Role"])]
		if mp := role.Properties["ManagedPolicyArns"]; mp != nil {
			t.Errorf("%s role has managed policies %v", fn, mp)
		}
	}
	// AND no statement allows every action
	for fn, stmts := range g {
		for _, s := range stmts {
			for _, a := range s.Actions {
				if a == "*" || strings.HasSuffix(a, ":*") {
					t.Errorf("%s is granted %s", fn, a)
				}
			}
		}
	}
}

func TestSchedulerRunsEveryFiveMinutes(t *testing.T) {
	// GIVEN the scheduler function
	scheduler, ok := functionIDs(t)["scheduler"]
	if !ok {
		t.Fatal("no Lambda for functions/scheduler")
	}
	// WHEN the EventBridge rules are inspected
	// THEN one fires every 5 minutes at the scheduler
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::Events::Rule"), obj(
			"ScheduleExpression", "rate(5 minutes)",
			"State", "ENABLED",
			"Targets", []any{obj("Arn", obj("Fn::GetAtt", []string{scheduler, "Arn"}), "Id", assertions.Match_AnyValue(),
				"RetryPolicy", assertions.Match_AnyValue(), "DeadLetterConfig", assertions.Match_Absent())},
		))
	})
}

func TestAlarmsWatchDeadLettersErrorsAndThrottles(t *testing.T) {
	// GIVEN the alarm topic
	topic := logicalID(t, "AWS::SNS::Topic", "Alarms")
	alarms := ofType("AWS::CloudWatch::Alarm")
	// WHEN the alarms are inspected
	// THEN each dead-letter queue alarms as soon as it holds a message
	for _, dlq := range []string{"JobsDLQ", "AsyncDLQ"} {
		q := logicalID(t, "AWS::SQS::Queue", dlq)
		must(t, func() {
			template.HasResourceProperties(jsii.String("AWS::CloudWatch::Alarm"), obj(
				"MetricName", "ApproximateNumberOfMessagesVisible",
				"Dimensions", []any{obj("Name", "QueueName", "Value", obj("Fn::GetAtt", []string{q, "QueueName"}))},
				"Threshold", 0,
				"ComparisonOperator", "GreaterThanThreshold",
			))
		})
	}
	// AND the HTTP API's 5xx rate is computed with metric math
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::CloudWatch::Alarm"), obj(
			"Metrics", assertions.Match_ArrayWith(&[]any{like("Expression", "IF(requests > 0, 100 * errors / requests, 0)")}),
			"Threshold", 5,
		))
	})
	// AND every function has an errors and a throttles alarm
	for _, id := range functionIDs(t) {
		for _, metric := range []string{"Errors", "Throttles"} {
			must(t, func() {
				template.HasResourceProperties(jsii.String("AWS::CloudWatch::Alarm"), obj(
					"Namespace", "AWS/Lambda",
					"MetricName", metric,
					"Dimensions", []any{obj("Name", "FunctionName", "Value", obj("Ref", id))},
				))
			})
		}
	}
	// AND every alarm notifies the topic, whose e-mail subscriber is set
	for _, id := range alarms {
		if a := resources[id].Properties["AlarmActions"]; !refs(a)[topic] {
			t.Errorf("alarm %s notifies %v, want the topic", id, a)
		}
	}
	must(t, func() {
		template.HasResourceProperties(jsii.String("AWS::SNS::Subscription"), obj(
			"Protocol", "email", "Endpoint", "ops@example.com", "TopicArn", obj("Ref", topic)))
	})
}

func TestOutputsGiveTheURLs(t *testing.T) {
	// GIVEN the synthesized stack
	// WHEN its outputs are read
	// THEN the base, proxy and WebSocket URLs are there
	for _, name := range []string{"BaseUrl", "ProxyUrl", "WebSocketUrl", "OwnerCredentialsSecret"} {
		must(t, func() { template.HasOutput(jsii.String(name), obj("Value", assertions.Match_AnyValue())) })
	}
}

func TestCdkNagAwsSolutionsPasses(t *testing.T) {
	// GIVEN the stack checked by cdk-nag's AwsSolutions pack
	// WHEN its error and warning annotations are collected
	errors := annotations.FindError(jsii.String("*"), assertions.Match_StringLikeRegexp(jsii.String("AwsSolutions-.*")))
	warnings := annotations.FindWarning(jsii.String("*"), assertions.Match_StringLikeRegexp(jsii.String("AwsSolutions-.*")))
	// THEN there is none: every exception is a written suppression
	for _, m := range append(*errors, *warnings...) {
		t.Errorf("%s: %v", *m.Id, m.Entry.Data)
	}
	// AND every suppression carries its reason
	for id, r := range resources {
		nag, _ := r.Metadata["cdk_nag"].(map[string]any)
		rules, _ := nag["rules_to_suppress"].([]any)
		for _, rule := range rules {
			m := rule.(map[string]any)
			if reason, _ := m["reason"].(string); len(reason) < 40 {
				t.Errorf("%s suppresses %v with a thin reason %q", id, m["id"], reason)
			}
		}
	}
}

func TestTemplatePassesCfnLint(t *testing.T) {
	// GIVEN cfn-lint from the project's virtualenv, pinned in
	// scripts/requirements-infra.txt: CI installs it through the same make
	// rule as `make cfn-lint`; elsewhere a missing install skips the test.
	const lint = ".venv/bin/cfn-lint"
	if _, err := os.Stat(filepath.Join(repoRoot, lint)); err != nil {
		if os.Getenv("CI") != "true" {
			t.Skipf("%s is missing; `make cfn-lint` installs it", lint)
		}
		install := exec.Command("make", "--no-print-directory", "-f", "infra/infra.mk", lint)
		install.Dir = repoRoot
		if out, err := install.CombinedOutput(); err != nil {
			t.Fatalf("install cfn-lint: %v\n%s", err, out)
		}
	}
	// WHEN it lints the synthesized template
	cmd := exec.Command(lint, "--config-file", "infra/cfnlintrc.yaml", "--format", "parseable", templatePath)
	cmd.Dir = repoRoot
	out, err := cmd.CombinedOutput()
	// THEN it reports nothing: errors and warnings both fail
	if err != nil {
		t.Errorf("cfn-lint: %v\n%s", err, out)
	}
}

func TestMissingBuildFailsWhenRequired(t *testing.T) {
	// GIVEN a deploy, which requires make build's output, and no build
	app := NewApp()
	app.Node().SetContext(jsii.String("requireBuild"), "true")
	// WHEN the stack is built
	_, err := NewBulwarkStack(app, "Deploy", &Props{Root: repoRoot, Dist: t.TempDir()})
	// THEN it fails, naming the missing bootstrap, instead of deploying a placeholder
	if err == nil || !strings.Contains(err.Error(), "make build") {
		t.Fatalf("err = %v, want the missing build named", err)
	}
}

func TestDeletionProtectionCanBeTurnedOff(t *testing.T) {
	// GIVEN a throw-away deployment (context deletionProtection=false)
	app := NewApp()
	app.Node().SetContext(jsii.String("deletionProtection"), "false")
	st, err := NewBulwarkStack(app, "Scratch", &Props{Root: repoRoot, Dist: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	// WHEN it is synthesized
	tmpl := assertions.Template_FromStack(st, nil)
	// THEN its tables can be deleted with the stack
	must(t, func() {
		tmpl.AllResources(jsii.String("AWS::DynamoDB::Table"), obj(
			"DeletionPolicy", "Delete",
			"Properties", like("DeletionProtectionEnabled", false),
		))
	})
	// AND the data bucket is still kept: it holds customers' datasets
	must(t, func() {
		tmpl.AllResources(jsii.String("AWS::S3::Bucket"), obj("DeletionPolicy", "Retain"))
	})
}

func TestRedeployReusesRetainedSecrets(t *testing.T) {
	// GIVEN a redeploy after a destroy that retained the secrets
	// (context reuseSecrets=true)
	app := NewApp()
	app.Node().SetContext(jsii.String("reuseSecrets"), "true")
	app.Node().SetContext(jsii.String("mailFrom"), testMailFrom)
	st, err := NewBulwarkStack(app, "Again", &Props{Root: repoRoot, Dist: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	awscdk.Aspects_Of(app).Add(cdknag.NewAwsSolutionsChecks(nil), nil)
	notes := assertions.Annotations_FromStack(st)
	tmpl := assertions.Template_FromStack(st, nil)
	// WHEN it is synthesized
	// THEN it creates no secret (the retained ones, with their values, are
	// imported by name: creating them again would fail on the names)
	if got := tmpl.FindResources(jsii.String("AWS::SecretsManager::Secret"), nil); len(*got) != 0 {
		t.Fatalf("a redeploy creates %d secrets", len(*got))
	}
	// AND the proxy still reads the provider keys, by the deployment's names
	raw, _ := json.Marshal(tmpl.ToJSON())
	for _, name := range []string{secrets.NameOpenAIKey, secrets.NameJWTSigningKey, secrets.NameOwnerCredentials} {
		if !strings.Contains(string(raw), "secret:Again/"+name) {
			t.Errorf("no grant names the retained secret %s", name)
		}
	}
	// AND cdk-nag finds nothing unsuppressed
	if errs := notes.FindError(jsii.String("*"), assertions.Match_StringLikeRegexp(jsii.String("AwsSolutions-.*"))); len(*errs) != 0 {
		for _, e := range *errs {
			t.Errorf("cdk-nag: %v", e.Entry.Data)
		}
	}
}
