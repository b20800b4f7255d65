// Command uploads is the Lambda function of the uploads endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/platform"
	"bulwark/shared/uploads"
)

func main() { platform.StartLambda("uploads", uploads.Routes) }
