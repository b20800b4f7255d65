// Command s3trigger is the Lambda function behind the bucket's ObjectCreated
// notification: each new upload becomes a job for the worker.
package main

import "bulwark/shared/platform"

func main() { platform.StartS3Trigger() }
