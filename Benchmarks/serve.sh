#!/usr/bin/env bash
# `plot serve`'s time per view: 200 seeded random zooms and pans over files of 10^6, 10^7 and
# 10^8 points in x order and of 10 series of 10^7 points, each view timed from the request to
# the last byte (p50, p95, the first view apart), with the index and, up to 10^7 points,
# without it; the index's build time and size and the server's memory. Builds in release mode
# and writes Benchmarks/serve-results.md. Data (up to 3.3 GB) goes to /tmp/plotkit-bench.
# Usage: Benchmarks/serve.sh [--sizes 1000000,10000000] [--series 10x10000000] [--views N]
#   [--compare EARLIER_PLOT] (an earlier build timed over the same views, and its SVG compared)
#   [--db-rows N] (instead: a PostgreSQL table of N rows served through its M4 index, `--index`,
#   and by the plain push-down; scripts/postgres must have started the server)
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import numpy" 2>/dev/null || python3 -m pip install -q numpy
swift build -c release --product plot
python3 Benchmarks/serve.py --plot "$(swift build -c release --show-bin-path)/plot" "$@"
