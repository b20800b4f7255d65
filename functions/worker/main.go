// Command worker is the Lambda function that consumes the job queue (SQS
// event source with partial batch responses) and runs each task.
package main

import "bulwark/shared/platform"

func main() { platform.StartWorker() }
