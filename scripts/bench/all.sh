#!/usr/bin/env bash
# Runs the platform's benchmarks in one run, one after another, and prints
# their tables together (issue 16's list):
#   1. the LLM proxy's added latency at 1, 50 and 500 concurrent requests
#      (p50/p99, non-streamed, streamed first token and end), its request
#      rate and its CPU time per 1000 requests, scripts/bench/proxy, twice:
#      saturated (the stub answers at once, so each level measures how fast
#      two cores shared with the client and the stub push requests through)
#      and realistic (the stub answers like a model, after UPSTREAM_DELAY
#      and CHUNK_DELAY per streamed event: the requests are in flight at a
#      low rate);
#   2. dataset-scan throughput per core, pii+secrets and the default four
#      detector families, scripts/bench/scan -cores 1;
#   3. the wall time of one scan job split into parts, run by pools of 1, 2,
#      4 and 16 workers with one detector thread each, scripts/bench/scan
#      -workers -scan-threads 1 (SPLIT_ROWS=127000000 PART_MB=64 is the 5 GB
#      dataset of docs/benchmarks.md: 10 minutes to generate, 16 to scan).
# Everything runs on loopback on this machine, with the embedded adapters in
# temporary directories. Sizes scale with the environment:
#   REQUESTS (400)   requests per proxy measurement
#   UPSTREAM_DELAY (300ms), CHUNK_DELAY (20ms)  the realistic stub's pace
#   REALISTIC_LEVELS (50,500)  concurrency levels of the realistic run (1 is
#                    left out: one request at a time at a model's pace takes
#                    minutes for REQUESTS requests)
#   ROWS (1000000)   rows of the synthetic dataset for the per-core figures
#   SPLIT_ROWS (4000000)  rows of the dataset scanned in parts (about 0.6 GB of text)
#   PART_MB (16)     MB of parquet per part
#   WORKERS (1,2,4,16)  the pool sizes; SCAN_THREADS (1) detector threads of each part
# On a machine with few cores the 4- and 16-worker pools are bounded by the
# cores, not by the split: read the CPU column beside the wall column.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

REQUESTS="${REQUESTS:-400}"
UPSTREAM_DELAY="${UPSTREAM_DELAY:-300ms}"
CHUNK_DELAY="${CHUNK_DELAY:-20ms}"
REALISTIC_LEVELS="${REALISTIC_LEVELS:-50,500}"
ROWS="${ROWS:-1000000}"
SPLIT_ROWS="${SPLIT_ROWS:-4000000}"
PART_MB="${PART_MB:-16}"
WORKERS="${WORKERS:-1,2,4,16}"
SCAN_THREADS="${SCAN_THREADS:-1}"

bin="$(mktemp -d)"
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/proxy" ./scripts/bench/proxy
go build -o "$bin/scan" ./scripts/bench/scan

echo "# Bulwark benchmarks, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "## 1. Proxy added latency"
echo "### saturated: the stub answers at once (scripts/bench/proxy -levels 1,50,500 -requests $REQUESTS)"
"$bin/proxy" -levels 1,50,500 -requests "$REQUESTS" -max 60s
echo
echo "### realistic: the stub answers after $UPSTREAM_DELAY, an event every $CHUNK_DELAY (scripts/bench/proxy -levels $REALISTIC_LEVELS -requests $REQUESTS -upstream-delay $UPSTREAM_DELAY -chunk-delay $CHUNK_DELAY)"
"$bin/proxy" -levels "$REALISTIC_LEVELS" -requests "$REQUESTS" -max 60s -upstream-delay "$UPSTREAM_DELAY" -chunk-delay "$CHUNK_DELAY"
echo
echo "## 2. Dataset scan per core (scripts/bench/scan -rows $ROWS -cores 1)"
echo "### pii, secrets"
"$bin/scan" -rows "$ROWS" -cores 1 -detectors pii,secrets
echo "### default families (pii, secrets, injection, harm)"
"$bin/scan" -rows "$ROWS" -cores 1
echo
echo "## 3. One scan in parts with $WORKERS workers (scripts/bench/scan -rows $SPLIT_ROWS -cores $(nproc) -workers $WORKERS -scan-threads $SCAN_THREADS -part-mb $PART_MB -detectors pii,secrets)"
"$bin/scan" -rows "$SPLIT_ROWS" -cores "$(nproc)" -workers "$WORKERS" -scan-threads "$SCAN_THREADS" -part-mb "$PART_MB" -detectors pii,secrets
