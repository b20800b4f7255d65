// Command infra is Bulwark's CDK app: `cdk synth`/`cdk deploy` run it through
// cdk.json (`go run ./infra`, from the repository root), and `make synth` runs
// it directly with CDK_OUTDIR set, which needs no AWS account at all.
//
// It applies cdk-nag's AwsSolutions checks and fails when the synthesized
// stack has an error annotation, so a nag finding without a written
// suppression stops the synth, with or without the cdk CLI.
package main

import (
	"fmt"
	"os"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/cxapi"
	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"

	"bulwark/infra/stack"
)

func main() {
	os.Exit(run())
}

func run() int {
	defer jsii.Close()
	app := stack.NewApp()
	id := "Bulwark"
	if v, ok := app.Node().TryGetContext(jsii.String("stackName")).(string); ok && v != "" {
		id = v
	}
	_, err := stack.NewBulwarkStack(app, id, &stack.Props{
		StackProps: awscdk.StackProps{
			Description: jsii.String("Bulwark security platform for LLM apps"),
			Env:         env(),
		},
		Root: ".",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "infra:", err)
		return 1
	}
	awscdk.Aspects_Of(app).Add(cdknag.NewAwsSolutionsChecks(&cdknag.NagPackProps{Verbose: jsii.Bool(true)}), nil)
	asm := app.Synth(nil)
	if os.Getenv("CDK_CLI_VERSION") != "" {
		return 0 // the cdk CLI reports the annotations itself, and fails on errors
	}
	failed := false
	for _, st := range *asm.Stacks() {
		for _, m := range *st.Messages() {
			if m.Level == cxapi.SynthesisMessageLevel_INFO {
				continue
			}
			fmt.Fprintf(os.Stderr, "%s %s: %v\n", m.Level, *m.Id, m.Entry.Data)
			failed = failed || m.Level == cxapi.SynthesisMessageLevel_ERROR
		}
	}
	if failed {
		return 1
	}
	return 0
}

// env pins the stack to the account and region the cdk CLI resolved, when it
// did; otherwise (make synth, tests) the stack is environment-agnostic, which
// is why synth needs no AWS credentials.
func env() *awscdk.Environment {
	account, region := os.Getenv("CDK_DEFAULT_ACCOUNT"), os.Getenv("CDK_DEFAULT_REGION")
	if account == "" || region == "" {
		return nil
	}
	return &awscdk.Environment{Account: jsii.String(account), Region: jsii.String(region)}
}
