// Command runtime is the Lambda function of the runtime endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/platform"
	"bulwark/shared/proxy"
	"bulwark/shared/runtime"
)

func main() { platform.StartLambda("runtime", platform.Combine(runtime.Routes, proxy.SigningRoutes)) }
