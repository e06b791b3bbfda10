#!/usr/bin/env bash
# Decode + parse + render of the full hot-water payload, in a release build: prints the median
# of several runs per stage (default 5: Benchmarks/hot-water.sh 9 for nine). Not a timed test.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product hot-water-benchmark >&2
"$(swift build -c release --show-bin-path)/hot-water-benchmark" "${1:-5}"
