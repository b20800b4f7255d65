#!/usr/bin/env bash
# Starts a local AWS emulator (moto server) for the AWS adapter tests and
# prints the line to export: AWS_ENDPOINT_URL=http://127.0.0.1:PORT
#
# - When AWS_ENDPOINT_URL is already set and answers (a running LocalStack or
#   moto), it prints it and does nothing else.
# - Otherwise it creates the project-local virtualenv .venv when missing,
#   installs scripts/requirements-test.txt into it, starts moto's server through
#   scripts/emulator.py (DynamoDB requests serialised, as real DynamoDB is atomic)
#   on 127.0.0.1:${EMULATOR_PORT:-5055} in the background, waits until it
#   answers and records its pid in .data/emulator.pid.
# Idempotent: a second run finds the recorded server alive and reuses it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

venv=.venv
reqs=scripts/requirements-test.txt
data=.data
pidfile="$data/emulator.pid"
portfile="$data/emulator.port"
logfile="$data/emulator.log"
port="${EMULATOR_PORT:-5055}"

# answers URL: true when something speaks HTTP at URL (any status counts).
answers() {
	python3 - "$1" 2>/dev/null <<'PY'
import sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(sys.argv[1], timeout=2)
except urllib.error.HTTPError:
    pass
PY
}

if [[ -n "${AWS_ENDPOINT_URL:-}" ]] && answers "$AWS_ENDPOINT_URL"; then
	echo "AWS_ENDPOINT_URL=$AWS_ENDPOINT_URL"
	exit 0
fi

mkdir -p "$data"

# Reuse a server this script started earlier.
if [[ -f "$pidfile" && -f "$portfile" ]]; then
	pid="$(cat "$pidfile")"
	oldport="$(cat "$portfile")"
	if kill -0 "$pid" 2>/dev/null && answers "http://127.0.0.1:$oldport/moto-api/"; then
		echo "AWS_ENDPOINT_URL=http://127.0.0.1:$oldport"
		exit 0
	fi
	rm -f "$pidfile" "$portfile"
fi

if [[ ! -x "$venv/bin/python" ]]; then
	python3 -m venv "$venv" >&2
fi
# The stamp records which requirements are installed, so reruns skip pip.
stamp="$venv/.requirements-test.sha256"
want="$(sha256sum "$reqs" | cut -d' ' -f1)"
if [[ ! -x "$venv/bin/moto_server" || "$(cat "$stamp" 2>/dev/null)" != "$want" ]]; then
	"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$reqs" >&2
	echo "$want" >"$stamp"
fi

# Take the next free port when the wanted one is busy (another checkout's emulator).
free_port() {
	python3 - "$1" <<'PY'
import socket, sys
p = int(sys.argv[1])
for cand in range(p, p + 100):
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", cand))
    except OSError:
        continue
    finally:
        s.close()
    print(cand)
    break
else:
    sys.exit("no free port from %d" % p)
PY
}
port="$(free_port "$port")"

nohup "$venv/bin/python" scripts/emulator.py 127.0.0.1 "$port" >"$logfile" 2>&1 &
pid=$!
echo "$pid" >"$pidfile"
echo "$port" >"$portfile"

for _ in $(seq 1 150); do
	if answers "http://127.0.0.1:$port/moto-api/"; then
		echo "AWS_ENDPOINT_URL=http://127.0.0.1:$port"
		exit 0
	fi
	if ! kill -0 "$pid" 2>/dev/null; then
		break
	fi
	sleep 0.2
done
echo "emulator did not start; see $logfile" >&2
tail -n 20 "$logfile" >&2 || true
kill "$pid" 2>/dev/null || true
rm -f "$pidfile" "$portfile"
exit 1
