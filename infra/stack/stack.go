// Package stack defines Bulwark's AWS stack: one Lambda per folder of
// functions/, the HTTP API that routes every OpenAPI operation to its group's
// function, the proxy's streaming Function URL, the live WebSocket API,
// DynamoDB tables, the data bucket, the job and webhook queues, the signing
// secrets, the schedule and the alarms. It is secure by default (cdk-nag
// AwsSolutions passes, every exception carries its reason) and grants each
// function only the resources it uses.
//
// The stack reads the functions/ directory and the OpenAPI document at synth
// time, so a new function folder or a new operation cannot be forgotten.
package stack

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awss3"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssecretsmanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssns"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssqs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"bulwark/shared/platform"
)

// Data bucket object keys, as the code writes them (workspace first, so no
// prefix can select one kind of object across workspaces; IAM's * spans
// slashes): datasets (uploads, parquet, scan results, healed versions) under
// <workspace>/datasets/ (shared/datasets.Prefix), and runtime configuration
// versions too large to store inline under <workspace>/runtime/apps/
// (shared/runtime/apps).
const (
	DatasetObjects   = "*/datasets/*"
	AppConfigObjects = "*/runtime/apps/*"
)

// UploadSuffix ends the key of every presigned upload
// (shared/uploads.PresignedSuffix): new objects with it invoke the s3trigger
// function, which queues their ingestion.
const UploadSuffix = ".upload"

// FunctionTag is the tag that names the function folder of each Lambda.
const FunctionTag = "bulwark:function"

// Props configures the stack.
type Props struct {
	awscdk.StackProps
	// Root is the repository root: functions are listed from Root/functions.
	Root string
	// Dist holds make build's output, <fn>/bootstrap; empty means Root/dist.
	// A function without a bootstrap there gets an empty placeholder, so the
	// stack synthesizes on a fresh checkout (docs/deploy.md).
	Dist string
}

// featureFlags are the CDK feature flags the stack is written against; cdk.json
// may override them, but the tests and `go run ./infra` get them without it.
var featureFlags = map[string]any{
	// S3 server access logs are delivered under a bucket policy, not ACLs.
	"@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy": true,
	"@aws-cdk/aws-s3:createDefaultLoggingPolicy":      true,
	// Merge grant statements, keeping role policies small.
	"@aws-cdk/aws-iam:minimizePolicies": true,
	// Refuse secret values in plain text properties.
	"@aws-cdk/core:checkSecretUsage": true,
}

// NewApp returns a CDK app with the feature flags the stack relies on.
func NewApp() awscdk.App {
	ctx := make(map[string]any, len(featureFlags))
	for k, v := range featureFlags {
		ctx[k] = v
	}
	return awscdk.NewApp(&awscdk.AppProps{Context: &ctx})
}

// builder carries the constructs that the parts of the stack share.
type builder struct {
	stack    awscdk.Stack
	settings Settings
	props    *Props

	main, events, audit, nonces awsdynamodb.Table
	logBucket, bucket           awss3.Bucket
	jobs, jobsDLQ               awssqs.Queue
	asyncDLQ                    awssqs.Queue
	// deploySecrets are the secrets functions read, by name (shared/secrets);
	// ownerCredentials is the one the auth function writes.
	deploySecrets    map[string]awssecretsmanager.ISecret
	ownerCredentials awssecretsmanager.ISecret
	alarms           awssns.Topic

	httpAPI   awsapigatewayv2.HttpApi
	httpStage awsapigatewayv2.HttpStage
	wsAPI     awsapigatewayv2.WebSocketApi
	wsStage   awsapigatewayv2.WebSocketStage
	proxyURL  awslambda.FunctionUrl

	names  []string
	fns    map[string]awslambda.Function
	scopes map[string]constructs.Construct // per function: role, logs, alarms
	access map[string]access
}

// NewBulwarkStack builds the stack. Settings come from the CDK context
// (ParseSettings); the function list from props.Root/functions.
func NewBulwarkStack(scope constructs.Construct, id string, props *Props) (awscdk.Stack, error) {
	if props == nil {
		props = &Props{}
	}
	names, err := Functions(or(props.Root, "."))
	if err != nil {
		return nil, err
	}
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	settings, err := ParseSettings(func(k string) any { return stack.Node().TryGetContext(jsii.String(k)) })
	if err != nil {
		return nil, err
	}
	b := &builder{
		stack: stack, settings: settings, props: props, names: names,
		fns: map[string]awslambda.Function{}, scopes: map[string]constructs.Construct{}, access: map[string]access{},
	}
	b.data()
	b.queues()
	b.secrets()
	b.apis()
	if err := b.functions(); err != nil {
		return nil, err
	}
	if err := b.routes(); err != nil {
		return nil, err
	}
	b.triggers()
	b.monitoring()
	b.outputs()
	b.suppressions()
	return stack, nil
}

// removal is what happens to stateful resources when the stack is deleted.
func (b *builder) removal() awscdk.RemovalPolicy {
	if b.settings.DeletionProtection {
		return awscdk.RemovalPolicy_RETAIN
	}
	return awscdk.RemovalPolicy_DESTROY
}

// secretPrefix is BULWARK_SECRET_PREFIX: the stack name, so two stacks in one
// account never share a secret.
func (b *builder) secretPrefix() string { return *b.stack.StackName() + "/" }

// env is the environment of every function: every resource name, so that
// platform.FromEnv finds a complete AWS configuration whichever function
// runs. Names are not secrets; the grants decide what a function may touch.
func (b *builder) env() *map[string]*string {
	publicURL := b.httpStage.Url()
	if b.settings.PublicURL != "" {
		publicURL = jsii.String(b.settings.PublicURL)
	}
	env := map[string]*string{
		platform.EnvTableMain:    b.main.TableName(),
		platform.EnvTableEvents:  b.events.TableName(),
		platform.EnvTableAudit:   b.audit.TableName(),
		platform.EnvTableNonces:  b.nonces.TableName(),
		platform.EnvBucket:       b.bucket.BucketName(),
		platform.EnvQueueURL:     b.jobs.QueueUrl(),
		platform.EnvDLQURL:       b.jobsDLQ.QueueUrl(),
		platform.EnvSecretPrefix: jsii.String(b.secretPrefix()),
		platform.EnvPublicURL:    publicURL,
		platform.EnvLiveEndpoint: b.wsStage.CallbackUrl(),
	}
	if b.settings.MailFrom != "" {
		env[platform.EnvMailFrom] = jsii.String(b.settings.MailFrom)
	}
	for k, v := range b.settings.Env {
		env[k] = jsii.String(v)
	}
	return &env
}

// code returns the deployment package of fn: make build's dist/<fn>/, or an
// empty placeholder when it was not built (unless the build is required).
func (b *builder) code(fn string) (awslambda.Code, bool, error) {
	dist := b.props.Dist
	if dist == "" {
		dist = filepath.Join(or(b.props.Root, "."), "dist")
	}
	dir := filepath.Join(dist, fn)
	if _, err := os.Stat(filepath.Join(dir, "bootstrap")); err == nil {
		return awslambda.Code_FromAsset(jsii.String(dir), nil), false, nil
	}
	if b.settings.RequireBuild {
		return nil, false, fmt.Errorf("stack: %s has no build at %s (run make build)", fn, filepath.Join(dir, "bootstrap"))
	}
	dir, err := placeholder()
	if err != nil {
		return nil, false, err
	}
	return awslambda.Code_FromAsset(jsii.String(dir), nil), true, nil
}

// placeholder returns a directory holding an empty bootstrap. Lambda refuses
// inline code for provided.al2023, so the placeholder is a real asset; it
// lives outside the repository and its content, hence its hash, never
// changes.
func placeholder() (string, error) {
	dir := filepath.Join(os.TempDir(), "bulwark-cdk-placeholder")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("stack: placeholder: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bootstrap"), nil, 0o755); err != nil {
		return "", fmt.Errorf("stack: placeholder: %w", err)
	}
	return dir, nil
}

// functions creates one Lambda per function folder with its own role, log
// group and grants.
func (b *builder) functions() error {
	groups := httpGroups()
	env := b.env()
	var placeholders []string
	for _, name := range b.names {
		code, placeholder, err := b.code(name)
		if err != nil {
			return err
		}
		scope := constructs.NewConstruct(b.stack, jsii.String(name))
		logs := awslogs.NewLogGroup(scope, jsii.String("Logs"), &awslogs.LogGroupProps{
			Retention:     awslogs.RetentionDays_ONE_MONTH,
			RemovalPolicy: b.removal(),
		})
		// An own role without AWSLambdaBasicExecutionRole: the function may
		// write to its log group and nothing else until granted below.
		role := awsiam.NewRole(scope, jsii.String("Role"), &awsiam.RoleProps{
			AssumedBy:   awsiam.NewServicePrincipal(jsii.String("lambda.amazonaws.com"), nil),
			Description: jsii.String("Bulwark " + name + " function"),
		})
		logs.GrantWrite(role)

		size := SizeOf(name)
		fp := &awslambda.FunctionProps{
			Runtime:       awslambda.Runtime_PROVIDED_AL2023(),
			Architecture:  awslambda.Architecture_ARM_64(),
			Handler:       jsii.String("bootstrap"),
			Code:          code,
			Description:   jsii.String("Bulwark " + name),
			MemorySize:    jsii.Number(size.MemoryMB),
			Timeout:       awscdk.Duration_Seconds(jsii.Number(size.Timeout.Seconds())),
			Environment:   env,
			Role:          role,
			LogGroup:      logs,
			LoggingFormat: awslambda.LoggingFormat_JSON,
		}
		if size.TmpMB > 0 {
			fp.EphemeralStorageSize = awscdk.Size_Mebibytes(jsii.Number(size.TmpMB))
		}
		if size.Reserved > 0 && b.settings.ReserveConcurrency {
			fp.ReservedConcurrentExecutions = jsii.Number(size.Reserved)
		}
		if b.settings.Tracing {
			fp.Tracing = awslambda.Tracing_ACTIVE
		}
		if name == fnS3Trigger || name == fnScheduler {
			// S3 and EventBridge invoke asynchronously: an invocation that
			// still fails after Lambda's retries is kept here, not dropped.
			fp.DeadLetterQueue = b.asyncDLQ
		}
		fn := awslambda.NewFunction(scope, jsii.String("Function"), fp)
		awscdk.Tags_Of(fn).Add(jsii.String(FunctionTag), jsii.String(name), nil)
		if placeholder {
			placeholders = append(placeholders, name)
		}
		b.fns[name], b.scopes[name], b.access[name] = fn, scope, accessOf(name, groups[name])
		b.grant(name, role, b.access[name])
	}
	if len(placeholders) > 0 {
		awscdk.Annotations_Of(b.stack).AddWarningV2(jsii.String("bulwark:placeholder"), jsii.String(fmt.Sprintf(
			"no build in dist/ for %s: empty placeholders stand in (make deploy builds first)", strings.Join(placeholders, ", "))))
	}
	return nil
}

// grant gives a function's role exactly the access it lists.
func (b *builder) grant(name string, role awsiam.Role, a access) {
	tables := []struct {
		t   awsdynamodb.Table
		use tableUse
	}{{b.main, a.Main}, {b.events, a.Events}, {b.audit, a.Audit}, {b.nonces, a.Nonces}}
	for _, t := range tables {
		switch t.use {
		case read:
			t.t.GrantReadData(role)
		case write:
			t.t.GrantWriteData(role)
		case readWrite:
			t.t.GrantReadWriteData(role)
		}
	}
	for _, o := range []struct {
		keys string
		use  bucketUse
	}{{DatasetObjects, a.Datasets}, {AppConfigObjects, a.AppConfigs}} {
		switch o.use {
		case bucketRead:
			b.bucket.GrantRead(role, jsii.String(o.keys))
		case bucketPut:
			b.bucket.GrantPut(role, jsii.String(o.keys))
		case bucketReadWrite:
			b.bucket.GrantReadWrite(role, jsii.String(o.keys))
		}
	}
	if a.SendJobs {
		b.jobs.GrantSendMessages(role)
	}
	if a.SendDeadLetters {
		b.jobsDLQ.GrantSendMessages(role)
	}
	for _, name := range a.Secrets {
		b.deploySecrets[name].GrantRead(role, nil)
	}
	if a.WriteOwnerCredentials {
		// Exactly the write smsecrets.Put makes on a secret that exists.
		role.AddToPrincipalPolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Actions:   jsii.Strings("secretsmanager:PutSecretValue"),
			Resources: jsii.Strings(*b.ownerCredentials.SecretArn()),
		}))
	}
	if a.Mail && b.settings.MailFrom != "" {
		// SES authorizes a send against the verified identity: the address
		// itself or its domain, whichever the operator verified.
		domain := b.settings.MailFrom[strings.LastIndex(b.settings.MailFrom, "@")+1:]
		var arns []*string
		for _, identity := range []string{b.settings.MailFrom, domain} {
			arns = append(arns, b.stack.FormatArn(&awscdk.ArnComponents{
				Service: jsii.String("ses"), Resource: jsii.String("identity"), ResourceName: jsii.String(identity),
			}))
		}
		role.AddToPrincipalPolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Actions:   jsii.Strings("ses:SendEmail", "ses:SendRawEmail"),
			Resources: &arns,
		}))
	}
	if a.ManageConnections {
		b.wsAPI.GrantManageConnections(role)
	}
}
