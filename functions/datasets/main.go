// Command datasets is the Lambda function of the datasets endpoint group, behind the
// API Gateway HTTP API. It only wires: configuration and AWS adapters from
// the environment, then the group's handler.
package main

import (
	"bulwark/shared/datasets"
	"bulwark/shared/platform"
	"bulwark/shared/scans"
)

func main() { platform.StartLambda("datasets", platform.Combine(datasets.Routes, scans.Routes)) }
