// Command live is the Lambda function behind the WebSocket API ($connect,
// $disconnect, $default) and the events table's DynamoDB stream: it pushes
// new runtime events to the connected clients of their workspace.
package main

import "bulwark/shared/platform"

func main() { platform.StartLive() }
