// Command auth is the Lambda function of the auth endpoint group, behind the
// API Gateway HTTP API. It also answers the API's $default route, so it
// serves the web console there, with the WebSocket API's stage as the live
// stream. It only wires: configuration and AWS adapters from the
// environment, then the group's handler.
package main

import (
	"os"

	"bulwark/shared/accounts"
	"bulwark/shared/console"
	"bulwark/shared/platform"
)

func main() {
	live := console.LiveURL(os.Getenv(platform.EnvLiveEndpoint))
	platform.StartLambda("auth", accounts.AuthRoutes, console.WithLive(live))
}
