#!/usr/bin/env bash
# Runs `go test` with the AWS emulator up: starts it (scripts/emulator-up.sh),
# exports AWS_ENDPOINT_URL and dummy credentials, runs the tests with the
# given arguments, and stops the emulator again if this script started it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

started=0
if [[ -z "${AWS_ENDPOINT_URL:-}" ]]; then
	started=1
fi
line="$(./scripts/emulator-up.sh)"
export "${line?}"
if [[ $started == 1 ]]; then
	trap './scripts/emulator-down.sh >/dev/null 2>&1 || true' EXIT
fi
export AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-test}"
export AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-test}"
export AWS_REGION="${AWS_REGION:-us-east-1}"
echo "emulator: $AWS_ENDPOINT_URL" >&2
go test "$@"
