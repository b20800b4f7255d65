// Command jobs is the Lambda function of the jobs endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
)

func main() { platform.StartLambda("jobs", jobrun.Routes) }
