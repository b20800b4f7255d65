#!/usr/bin/env bash
# Deploys the Bulwark stack to LocalStack running in Docker, through
# aws-cdk-local's `cdklocal` wrapper (pinned with the CDK CLI in
# infra/infra.mk and installed into infra/.cdk). For people who run
# LocalStack; CI does not run it (CI tests the AWS adapters on moto, see
# scripts/emulator-up.sh, and the stack with `go test ./infra/...`).
#
#   docker run --rm -d -p 4566:4566 -v /var/run/docker.sock:/var/run/docker.sock localstack/localstack
#   scripts/cdklocal.sh                # build, bootstrap, deploy
#   scripts/cdklocal.sh destroy        # any other cdk command and arguments
#
# LOCALSTACK_URL (default http://localhost:4566) says where LocalStack
# listens. Deletion protection is off so that `destroy` removes everything.
# LocalStack emulates API Gateway v2 (HTTP and WebSocket APIs) only in its
# paid plans; the free edition cannot host this stack (use make run).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

url="${LOCALSTACK_URL:-http://localhost:4566}"
if ! curl -fsS -o /dev/null "$url/_localstack/health"; then
	echo "cdklocal: LocalStack does not answer at $url (start it, or set LOCALSTACK_URL)" >&2
	exit 1
fi

# The same install rule as make deploy: one pin, one place.
make --no-print-directory -f infra/infra.mk infra/.cdk/.installed
cdklocal=infra/.cdk/node_modules/.bin/cdklocal

# cdklocal points every AWS client at LocalStack; these dummy credentials
# keep real ones out of the way.
export AWS_ENDPOINT_URL="$url"
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test
export AWS_REGION="${AWS_REGION:-us-east-1}" AWS_DEFAULT_REGION="${AWS_REGION:-us-east-1}"
unset AWS_PROFILE AWS_SESSION_TOKEN

if [[ $# -gt 0 ]]; then
	exec "$cdklocal" "$@" --context deletionProtection=false
fi
make --no-print-directory build
"$cdklocal" bootstrap
"$cdklocal" deploy --require-approval never \
	--context requireBuild=true --context deletionProtection=false
