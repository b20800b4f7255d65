// Command live is the Lambda function behind the WebSocket API that streams
// runtime events to connected clients.
package main

import "bulwark/shared/platform"

func main() { platform.StartLive() }
