// Command scheduler is the Lambda function behind the EventBridge schedule:
// each tick becomes a sweep job for the worker.
package main

import "bulwark/shared/platform"

func main() { platform.StartScheduler() }
