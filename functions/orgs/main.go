// Command orgs is the Lambda function of the orgs endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/accounts"
	"bulwark/shared/platform"
)

func main() { platform.StartLambda("orgs", accounts.OrgRoutes) }
