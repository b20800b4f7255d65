package stack

import (
	"strings"

	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"
)

// The cdk-nag exceptions of the stack. Each one names the findings it covers
// as narrowly as cdk-nag allows (appliesTo) and says why the finding does not
// apply; docs/deploy.md repeats them for reviewers.
const (
	reasonRoutesAuth = "Bulwark authenticates every request inside the function: a session JWT or a scoped API key, " +
		"checked by the shared middleware against the operation's OpenAPI security. The public operations (health, " +
		"OpenAPI document, login, password reset) must stay open, and an API Gateway JWT authorizer cannot verify " +
		"Bulwark's hashed API keys."
	reasonLiveAuth = "$connect authenticates the API key (the Sec-WebSocket-Protocol a browser offers, or a Bearer or " +
		"X-API-Key header) inside the live function with the REST API's checks and scope (runtime:events:read), and " +
		"refuses the connection otherwise; $disconnect and $default only reach connections accepted that way."
	reasonProxyURL = "The LLM proxy must be reachable by OpenAI and Anthropic SDKs, which send a Bulwark API key, not " +
		"SigV4: the proxy function authenticates that API key itself (hashed, scoped, constant-time compared) before " +
		"any upstream call, so the Function URL's auth type is NONE."
	reasonSecretRotation = "These are keys that data and sessions depend on: rotating the JWT key signs every user " +
		"out, the webhook key breaks receivers' signature checks, the credentials and app signing keys make sealed " +
		"secrets unreadable and the heal salt changes healed values, so rotation is a deliberate operator action " +
		"(docs/deploy.md), not a schedule."
	reasonOwnerCredentials = "A one-time hand-over, not a credential in use: the auth function writes the first " +
		"owner's credentials once, the operator reads them and then changes the password and revokes the key " +
		"(docs/deploy.md), which a rotation schedule could not do."
	reasonBucketGrant = "CDK's bucket grants on the data bucket only, scoped to the object kinds the function uses " +
		"(*/datasets/*, */runtime/apps/*): keys start with the workspace and continue with data-dependent ids, so " +
		"object ARNs hold wildcards, and the grant's action wildcards (GetObject*, List*, Abort*, DeleteObject*) " +
		"cover the version-aware variants a versioned bucket needs."
	reasonListStreams = "dynamodb:ListStreams, used by the events-table stream mapping, supports no resource-level " +
		"permission; reading records is limited to the events table's stream ARN."
	reasonConnections = "execute-api:ManageConnections on this WebSocket API's @connections only: connection ids " +
		"are created at run time, so the ARN ends in a wildcard."
	reasonXRay = "X-Ray's PutTraceSegments and PutTelemetryRecords support no resource-level permission (added " +
		"only when the tracing context is on)."
	reasonAPIGatewayRole = "The AWS-documented policy for API Gateway's account-level CloudWatch role, which WebSocket " +
		"access logging requires; only apigateway.amazonaws.com can assume the role, and AWS keeps the policy's " +
		"log actions current."
	reasonNotificationsHandler = "CDK's own custom resource that sets the bucket's event notifications, run during " +
		"deployments only; the managed basic execution policy lets it write its own logs and nothing else."
)

// notificationsHandlerID is the construct id of CDK's singleton custom
// resource that configures S3 bucket notifications.
const notificationsHandlerID = "BucketNotificationsHandler050a0587b7544547bf325f094a3db834"

func suppress(construct any, children bool, s ...*cdknag.NagPackSuppression) {
	cdknag.NagSuppressions_AddResourceSuppressions(construct, &s, jsii.Bool(children))
}

func rule(id, reason string, appliesTo ...any) *cdknag.NagPackSuppression {
	s := &cdknag.NagPackSuppression{Id: jsii.String(id), Reason: jsii.String(reason)}
	if len(appliesTo) > 0 {
		s.AppliesTo = &appliesTo
	}
	return s
}

func regex(re string) *cdknag.RegexAppliesTo { return &cdknag.RegexAppliesTo{Regex: jsii.String(re)} }

// suppressions records the stack's written exceptions.
func (b *builder) suppressions() {
	if routes := b.stack.Node().TryFindChild(jsii.String("Routes")); routes != nil {
		suppress(routes, true, rule("AwsSolutions-APIG4", reasonRoutesAuth))
	}
	suppress(b.wsAPI, true, rule("AwsSolutions-APIG4", reasonLiveAuth))

	if proxy, ok := b.fns[fnProxy]; ok {
		// The rule is not in AwsSolutions; the other packs (HIPAA, NIST,
		// PCI) flag the open URL and its public invoke permissions.
		var rules []*cdknag.NagPackSuppression
		for _, pack := range []string{"HIPAA.Security", "NIST.800.53.R4", "NIST.800.53.R5", "PCI.DSS.321"} {
			rules = append(rules,
				rule(pack+"-LambdaFunctionUrlAuth", reasonProxyURL),
				rule(pack+"-LambdaFunctionPublicAccessProhibited", reasonProxyURL))
		}
		suppress(proxy, true, rules...)
	}

	for _, sec := range b.deploySecrets {
		suppress(sec, true, rule("AwsSolutions-SMG4", reasonSecretRotation))
	}
	suppress(b.ownerCredentials, true, rule("AwsSolutions-SMG4", reasonOwnerCredentials))

	for _, name := range b.names {
		role := b.scopes[name].Node().FindChild(jsii.String("Role"))
		var rules []*cdknag.NagPackSuppression
		if a := b.access[name]; a.Datasets != noBucket || a.AppConfigs != noBucket {
			rules = append(rules, rule("AwsSolutions-IAM5", reasonBucketGrant,
				regex(`/^Action::s3:[A-Za-z]+\*$/g`),
				regex(`/^Resource::<DataBucket[A-Za-z0-9]+\.Arn>\/\*\/(datasets|runtime\/apps)\/\*$/g`)))
		}
		var anyResource []string
		if name == fnLive {
			anyResource = append(anyResource, reasonListStreams)
			rules = append(rules, rule("AwsSolutions-IAM5", reasonConnections,
				regex(`/^Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<LiveApi[A-Za-z0-9]+>\/\*\/\*\/@connections\/\*$/g`)))
		}
		if b.settings.Tracing {
			anyResource = append(anyResource, reasonXRay)
		}
		if len(anyResource) > 0 {
			rules = append(rules, rule("AwsSolutions-IAM5", strings.Join(anyResource, " "), "Resource::*"))
		}
		if len(rules) > 0 {
			suppress(role, true, rules...)
		}
	}

	if role := b.stack.Node().TryFindChild(jsii.String("ApiGatewayCloudWatchRole")); role != nil {
		suppress(role, true, rule("AwsSolutions-IAM4", reasonAPIGatewayRole,
			"Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs"))
	}
	if handler := b.stack.Node().TryFindChild(jsii.String(notificationsHandlerID)); handler != nil {
		suppress(handler, true, rule("AwsSolutions-IAM4", reasonNotificationsHandler,
			"Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"))
	}
}
