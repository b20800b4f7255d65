// Command proxy is the Lambda function of the LLM proxy group, served
// through a Function URL with response streaming so that streamed
// completions reach the client chunk by chunk.
package main

import (
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
)

func main() { platform.StartStreamingLambda("proxy", proxy.Routes) }
