#!/usr/bin/env bash
# Swift Charts' API on Linux beside the CLI and matplotlib (issue 23): a 1,000-point LineMark
# chart to PNG bytes in-process, the same chart through `plot`, matplotlib's savefig, and 10^6
# PointMarks beside matplotlib's scatter. Installs what is missing (matplotlib, numpy from
# PyPI), builds in release mode, and writes Benchmarks/charts-results.md. Options: --rounds N,
# --runs N (charts per in-process round).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap
python3 -c "import matplotlib, numpy" 2>/dev/null || python3 -m pip install -q matplotlib numpy
swift build -c release --product plot
swift build -c release --product plotkit-charts
bin="$(swift build -c release --show-bin-path)"
python3 Benchmarks/charts.py --plot "$bin/plot" --charts "$bin/plotkit-charts" "$@"
