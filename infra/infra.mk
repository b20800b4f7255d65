# The AWS stack's targets (infra/, docs/deploy.md). The Makefile includes
# this file; run them from the repository root.
#
#   make synth     cdk.out/ from `go run ./infra`: no AWS account, no CDK CLI
#   make deploy    the pinned CDK CLI: bootstrap + deploy (cdk.json builds first)
#   make destroy   the pinned CDK CLI: destroy
#   make cfn-lint  synth, then cfn-lint (pinned) on the template

GO ?= go

# The CDK CLI (and aws-cdk-local for scripts/cdklocal.sh) are pinned here and
# installed project-locally, never globally, into infra/.cdk: a dot directory,
# because the CLI ships Go init templates that `go test ./...` must not see.
# Changing a pin changes this file, which reinstalls them.
INFRA_CDK_VERSION       := 2.1148.1
INFRA_CDK_LOCAL_VERSION := 3.0.4
INFRA_CDK_DIR           := infra/.cdk
INFRA_NODE_STAMP        := $(INFRA_CDK_DIR)/.installed
INFRA_CDK               := $(INFRA_CDK_DIR)/node_modules/.bin/cdk
# Extra arguments for cdk deploy, e.g. INFRA_DEPLOY_ARGS="-c mailFrom=no-reply@example.org".
INFRA_DEPLOY_ARGS ?=

INFRA_VENV       := .venv
INFRA_REQS       := scripts/requirements-infra.txt
INFRA_CFN_LINT   := $(INFRA_VENV)/bin/cfn-lint

.PHONY: synth deploy destroy cfn-lint

synth: ## Synthesize the CloudFormation template into cdk.out/ (needs no AWS account)
	rm -rf cdk.out
	CDK_OUTDIR=cdk.out $(GO) run ./infra
	@ls cdk.out/*.template.json

deploy: $(INFRA_NODE_STAMP) ## Build the functions and deploy the stack with your AWS credentials (docs/deploy.md)
	$(INFRA_CDK) bootstrap
	$(INFRA_CDK) deploy $(INFRA_DEPLOY_ARGS)

destroy: $(INFRA_NODE_STAMP) ## Delete the stack (what deletionProtection retains stays: docs/deploy.md)
	$(INFRA_CDK) destroy $(INFRA_DEPLOY_ARGS)

cfn-lint: synth $(INFRA_CFN_LINT) ## Lint the synthesized template with cfn-lint (pinned in scripts/requirements-infra.txt)
	$(INFRA_CFN_LINT) --config-file infra/cfnlintrc.yaml cdk.out/*.template.json

$(INFRA_NODE_STAMP): infra/infra.mk
	rm -rf $(INFRA_CDK_DIR)
	mkdir -p $(INFRA_CDK_DIR)
	npm install --prefix $(INFRA_CDK_DIR) --no-save --no-package-lock --no-fund --no-audit \
	  aws-cdk@$(INFRA_CDK_VERSION) aws-cdk-local@$(INFRA_CDK_LOCAL_VERSION)
	touch $@

$(INFRA_CFN_LINT): $(INFRA_REQS)
	test -x $(INFRA_VENV)/bin/python || python3 -m venv $(INFRA_VENV)
	$(INFRA_VENV)/bin/pip install --quiet -r $(INFRA_REQS)
	touch $@
