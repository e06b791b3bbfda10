#!/usr/bin/env bash
# Small multiples and box plots beside matplotlib and seaborn: a 12-panel facet of 10^5 points
# a panel and a box plot of 10^6 values by 20 groups. Installs what is missing (matplotlib,
# seaborn, pandas from PyPI), builds in release mode, and writes Benchmarks/facets-results.md.
# Target (issue 24): PlotKit at most 0.1x their time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap
python3 -c "import matplotlib, numpy, pandas, seaborn" 2>/dev/null || python3 -m pip install -q matplotlib numpy pandas seaborn
swift build -c release --product plot
python3 Benchmarks/facets.py --plot "$(swift build -c release --show-bin-path)/plot" "$@"
