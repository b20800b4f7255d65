// Command local runs the whole Bulwark platform as one HTTP server on the
// embedded adapters (bbolt, local directory, in-process queue), with the web
// console at /: what `make run` starts. Configuration comes from the environment (see README).
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"bulwark/shared/accounts"
	"bulwark/shared/console"
	"bulwark/shared/datasets"
	"bulwark/shared/jobrun"
	"bulwark/shared/platform"
	"bulwark/shared/playground"
	"bulwark/shared/proxy"
	"bulwark/shared/runtime"
	"bulwark/shared/scans"
	"bulwark/shared/uploads"
	"bulwark/shared/webhooks"
)

// groups lists every endpoint group served locally; a nil builder answers
// the group's documented routes with 501 until the group is built.
var groups = platform.Groups{
	"auth": accounts.AuthRoutes, "apikeys": accounts.APIKeyRoutes, "orgs": accounts.OrgRoutes, "audit": accounts.AuditRoutes, "jobs": jobrun.Routes,
	"uploads": uploads.Routes, "datasets": platform.Combine(datasets.Routes, scans.Routes), "playground": playground.Routes, "runtime": platform.Combine(runtime.Routes, proxy.SigningRoutes), "proxy": proxy.Routes,
}

// tasks lists the background tasks of every feature. jobrun.LocalSchedule
// stands in for the EventBridge schedule that sends sweeps on AWS.
var tasks = []platform.TaskBuilder{
	jobrun.Tasks, jobrun.LocalSchedule, webhooks.Tasks, datasets.Tasks, uploads.Tasks, scans.Tasks,
}

func main() {
	playground.RunWorkerIfRequested()
	cfg, err := platform.FromEnv(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bulwark: configuration:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := platform.ServeLocal(ctx, cfg, groups, tasks, os.Stdout, nil, console.Handler); err != nil {
		fmt.Fprintln(os.Stderr, "bulwark:", err)
		os.Exit(1)
	}
}
