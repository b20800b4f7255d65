// Command playground is the Lambda function of the playground endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/platform"
	"bulwark/shared/playground"
)

func main() {
	playground.RunWorkerIfRequested()
	platform.StartLambda("playground", playground.Routes)
}
