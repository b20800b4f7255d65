// Command apikeys is the Lambda function of the apikeys endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/accounts"
	"bulwark/shared/platform"
)

func main() { platform.StartLambda("apikeys", accounts.APIKeyRoutes) }
