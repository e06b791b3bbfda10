#!/usr/bin/env bash
# Charts from a database: 10^7 rows in PostgreSQL drawn by PlotKit's push-down (`plot --db`: M4
# computed by the server), by fetching every row (`psql COPY ... TO STDOUT | plot --input -`),
# and by pandas `read_sql` + matplotlib, alternating in one run. Reports rows transferred, wall
# time and ratios, and writes Benchmarks/db-results.md. With --index-rows N: a table of N rows
# charted through its M4 index (`plot --index`: the build, then views read from it, against the
# plain push-down), as the "--index" section of Benchmarks/db-results.md.
# Usage: Benchmarks/db.sh [--rows N] [--runs N] [--index-rows N]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap
python3 -c "import matplotlib, pandas, sqlalchemy, psycopg2" 2>/dev/null \
    || python3 -m pip install -q matplotlib pandas sqlalchemy psycopg2-binary
swift build -c release --product plot
python3 Benchmarks/db.py --plot "$(swift build -c release --show-bin-path)/plot" "$@"
