// Command worker is the Lambda function that consumes the job queue (SQS
// event source with partial batch responses) and runs each task.
package main

import (
	"bulwark/shared/datasets"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/scans"
	"bulwark/shared/uploads"
	"bulwark/shared/webhooks"
)

func main() {
	platform.StartWorker(jobrun.Tasks, webhooks.Tasks, datasets.Tasks, uploads.Tasks, scans.Tasks)
}
