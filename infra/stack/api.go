package stack

import (
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigateway"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2integrations"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"bulwark/shared/openapi"
)

// LiveStage is the WebSocket API's stage name.
const LiveStage = "live"

// Access log lines, one JSON object per request. Both formats carry the
// request id, which API Gateway requires and which ties a line to the
// function's own log.
var (
	httpAccessLog = map[string]string{
		"requestId":          "$context.requestId",
		"ip":                 "$context.identity.sourceIp",
		"requestTime":        "$context.requestTime",
		"method":             "$context.httpMethod",
		"path":               "$context.path",
		"routeKey":           "$context.routeKey",
		"status":             "$context.status",
		"protocol":           "$context.protocol",
		"responseLength":     "$context.responseLength",
		"integrationLatency": "$context.integrationLatency",
		"integrationError":   "$context.integrationErrorMessage",
		"error":              "$context.error.message",
	}
	wsAccessLog = map[string]string{
		"requestId":    "$context.requestId",
		"ip":           "$context.identity.sourceIp",
		"requestTime":  "$context.requestTime",
		"eventType":    "$context.eventType",
		"routeKey":     "$context.routeKey",
		"connectionId": "$context.connectionId",
		"status":       "$context.status",
		"error":        "$context.error.message",
	}
)

// apis creates the HTTP API and the WebSocket API with their stages. Their
// routes come later (routes), once the functions exist.
func (b *builder) apis() {
	b.httpAPI = awsapigatewayv2.NewHttpApi(b.stack, jsii.String("HttpApi"), &awsapigatewayv2.HttpApiProps{
		Description: jsii.String("Bulwark REST API: every OpenAPI operation except the LLM proxy"),
		// The stage is created below, with throttling and access logs.
		CreateDefaultStage: jsii.Bool(false),
	})
	b.httpStage = awsapigatewayv2.NewHttpStage(b.stack, jsii.String("HttpStage"), &awsapigatewayv2.HttpStageProps{
		HttpApi:    b.httpAPI,
		StageName:  jsii.String("$default"),
		AutoDeploy: jsii.Bool(true),
		Throttle:   b.throttle(),
	})
	b.accessLog(b.httpStage, "HttpApiAccessLogs", httpAccessLog)

	b.wsAPI = awsapigatewayv2.NewWebSocketApi(b.stack, jsii.String("LiveApi"), &awsapigatewayv2.WebSocketApiProps{
		Description: jsii.String("Bulwark live runtime events (WebSocket)"),
	})
	b.wsStage = awsapigatewayv2.NewWebSocketStage(b.stack, jsii.String("LiveStage"), &awsapigatewayv2.WebSocketStageProps{
		WebSocketApi: b.wsAPI,
		StageName:    jsii.String(LiveStage),
		AutoDeploy:   jsii.Bool(true),
		Throttle:     b.throttle(),
	})
	b.accessLog(b.wsStage, "LiveApiAccessLogs", wsAccessLog)
	if b.settings.APIGatewayCloudWatchRole {
		b.wsStage.Node().AddDependency(b.apiGatewayAccount())
	}
}

func (b *builder) throttle() *awsapigatewayv2.ThrottleSettings {
	return &awsapigatewayv2.ThrottleSettings{
		RateLimit:  jsii.Number(b.settings.APIRateLimit),
		BurstLimit: jsii.Number(b.settings.APIBurstLimit),
	}
}

// accessLog sends a stage's access log to a new log group. The L2 stages
// take an IAccessLogSettings interface; the L1 property is set directly.
func (b *builder) accessLog(stage constructs.IConstruct, id string, format map[string]string) {
	logs := awslogs.NewLogGroup(b.stack, jsii.String(id), &awslogs.LogGroupProps{
		Retention:     awslogs.RetentionDays_ONE_MONTH,
		RemovalPolicy: b.removal(),
	})
	line, _ := json.Marshal(format) // a map of strings always marshals
	cfn := stage.Node().DefaultChild().(awsapigatewayv2.CfnStage)
	cfn.SetAccessLogSettings(&awsapigatewayv2.CfnStage_AccessLogSettingsProperty{
		DestinationArn: logs.LogGroupArn(),
		Format:         jsii.String(string(line)),
	})
}

// apiGatewayAccount sets the region's API Gateway CloudWatch role, without
// which a WebSocket stage with access logging cannot be created. The setting
// is account-wide and outlives the stack, so the role is retained too.
func (b *builder) apiGatewayAccount() awsapigateway.CfnAccount {
	role := awsiam.NewRole(b.stack, jsii.String("ApiGatewayCloudWatchRole"), &awsiam.RoleProps{
		AssumedBy:   awsiam.NewServicePrincipal(jsii.String("apigateway.amazonaws.com"), nil),
		Description: jsii.String("Lets API Gateway write WebSocket and REST API logs to CloudWatch"),
		ManagedPolicies: &[]awsiam.IManagedPolicy{
			awsiam.ManagedPolicy_FromAwsManagedPolicyName(jsii.String("service-role/AmazonAPIGatewayPushToCloudWatchLogs")),
		},
	})
	role.ApplyRemovalPolicy(awscdk.RemovalPolicy_RETAIN)
	account := awsapigateway.NewCfnAccount(b.stack, jsii.String("ApiGatewayAccount"), &awsapigateway.CfnAccountProps{
		CloudWatchRoleArn: role.RoleArn(),
	})
	account.ApplyRemovalPolicy(awscdk.RemovalPolicy_RETAIN, nil)
	return account
}

var nonWord = regexp.MustCompile(`[^A-Za-z0-9]+`)

// routes puts every OpenAPI operation on the HTTP API, routed to the
// function of its group (except the proxy, which has its Function URL), plus
// the $default route to the auth function, so that unknown paths get the
// platform's JSON 404/405 rather than API Gateway's own. The live function
// gets the WebSocket routes.
func (b *builder) routes() error {
	integrations := map[string]awsapigatewayv2.HttpRouteIntegration{}
	integration := func(fn string) (awsapigatewayv2.HttpRouteIntegration, error) {
		if in, ok := integrations[fn]; ok {
			return in, nil
		}
		f, ok := b.fns[fn]
		if !ok {
			return nil, fmt.Errorf("stack: endpoint group %s has no function folder functions/%s", fn, fn)
		}
		in := awsapigatewayv2integrations.NewHttpLambdaIntegration(jsii.String(fn+"Integration"), f,
			&awsapigatewayv2integrations.HttpLambdaIntegrationProps{
				PayloadFormatVersion: awsapigatewayv2.PayloadFormatVersion_VERSION_2_0(),
				// One invoke permission per function for this API, rather
				// than one per route (the template stays well below
				// CloudFormation's resource limit).
				ScopePermissionToRoute: jsii.Bool(false),
			})
		integrations[fn] = in
		return in, nil
	}
	routes := constructs.NewConstruct(b.stack, jsii.String("Routes"))
	for _, op := range openapi.Operations() {
		if op.Group == fnProxy {
			continue
		}
		in, err := integration(FunctionOf(op.Group))
		if err != nil {
			return fmt.Errorf("%w (operation %s %s)", err, op.Method, op.Path)
		}
		id := op.OperationID
		if id == "" {
			id = nonWord.ReplaceAllString(op.Method+" "+op.Path, "-")
		}
		awsapigatewayv2.NewHttpRoute(routes, jsii.String(id), &awsapigatewayv2.HttpRouteProps{
			HttpApi:     b.httpAPI,
			RouteKey:    awsapigatewayv2.HttpRouteKey_With(jsii.String(op.Path), awsapigatewayv2.HttpMethod(op.Method)),
			Integration: in,
		})
	}
	in, err := integration(fnAuth)
	if err != nil {
		return err
	}
	awsapigatewayv2.NewHttpRoute(routes, jsii.String("default"), &awsapigatewayv2.HttpRouteProps{
		HttpApi:     b.httpAPI,
		RouteKey:    awsapigatewayv2.HttpRouteKey_DEFAULT(),
		Integration: in,
	})

	if proxy, ok := b.fns[fnProxy]; ok {
		// Streaming needs the Function URL: API Gateway buffers responses.
		// Auth type NONE because Bulwark authenticates the API key itself
		// (see suppressions).
		b.proxyURL = proxy.AddFunctionUrl(&awslambda.FunctionUrlOptions{
			AuthType:   awslambda.FunctionUrlAuthType_NONE,
			InvokeMode: awslambda.InvokeMode_RESPONSE_STREAM,
		})
	}
	if live, ok := b.fns[fnLive]; ok {
		for _, key := range []string{"$connect", "$disconnect", "$default"} {
			b.wsAPI.AddRoute(jsii.String(key), &awsapigatewayv2.WebSocketRouteOptions{
				Integration: awsapigatewayv2integrations.NewWebSocketLambdaIntegration(
					jsii.String("Live"+nonWord.ReplaceAllString(key, "")), live, nil),
				// The function's answer to a client message (the pong) goes
				// back to the client.
				ReturnResponse: jsii.Bool(key == "$default"),
			})
		}
	}
	return nil
}
