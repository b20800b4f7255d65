// Package lambdahttp is the only place that knows how Lambda carries HTTP:
// REST groups sit behind an API Gateway HTTP API (payload format 2.0,
// through aws-lambda-go-api-proxy) and the proxy group behind a Function URL
// with response streaming (aws-lambda-go's lambdaurl). Handlers themselves
// speak plain net/http and never see a Lambda event.
package lambdahttp

import (
	"context"
	"net/http"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-lambda-go/lambdaurl"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"
)

// APIGateway adapts h to API Gateway HTTP API (payload v2) events.
func APIGateway(h http.Handler) func(context.Context, events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
	return httpadapter.NewV2(h).ProxyWithContext
}

// FunctionURL adapts h to Function URL events with a streamed response.
func FunctionURL(h http.Handler) func(context.Context, *events.LambdaFunctionURLRequest) (*events.LambdaFunctionURLStreamingResponse, error) {
	return lambdaurl.Wrap(h)
}

// Start serves h as an API Gateway HTTP API function.
func Start(h http.Handler) { lambda.Start(APIGateway(h)) }

// StartStreaming serves h as a Function URL with response streaming.
func StartStreaming(h http.Handler) { lambda.Start(FunctionURL(h)) }
