#!/usr/bin/env bash
# Stops the emulator started by scripts/emulator-up.sh (the pid recorded in
# .data/emulator.pid). Idempotent: nothing to stop is not an error.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

pidfile=.data/emulator.pid
portfile=.data/emulator.port

if [[ ! -f "$pidfile" ]]; then
	exit 0
fi
pid="$(cat "$pidfile")"
if kill -0 "$pid" 2>/dev/null; then
	kill "$pid"
	for _ in $(seq 1 50); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	if kill -0 "$pid" 2>/dev/null; then
		kill -9 "$pid" 2>/dev/null || true
	fi
fi
rm -f "$pidfile" "$portfile"
