#!/usr/bin/env bash
# A table chart beside pandas + matplotlib: 10^6 rows, ISO timestamps, three series.
# Installs what is missing (pandas, matplotlib from PyPI), builds in release mode, and writes
# Benchmarks/tables-results.md. Targets (issue 10): PlotKit at most 0.15x pandas' time, and
# three series within 1.5x of one series over the same rows.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap
python3 -c "import matplotlib, numpy, pandas" 2>/dev/null || python3 -m pip install -q matplotlib numpy pandas
swift build -c release --product plot
python3 Benchmarks/tables.py --plot "$(swift build -c release --show-bin-path)/plot" "$@"
