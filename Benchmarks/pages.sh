#!/usr/bin/env bash
# Memory and time of multi-page PDFs (Benchmarks/pages.py): `plot gallery photos` (120 cached
# photos, 20 pages) and `plot grid` of 24, 96 and 384 pictures, now and, with --compare, before,
# alternating in the same run. Writes pages-results.md.
# Usage: Benchmarks/pages.sh [--runs N] [--compare BIN] [PLOT]
#   PLOT defaults to the release build (swift build -c release --product plot).
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
compare=()
plot=.build/release/plot
while [ "$#" -gt 0 ]; do
    case "$1" in
        --runs) runs=${2:?--runs needs a number}; shift 2 ;;
        --compare) compare=(--compare "${2:?--compare needs a binary}"); shift 2 ;;
        -*) echo "pages.sh: unknown option '$1' (usage: Benchmarks/pages.sh [--runs N] [--compare BIN] [PLOT])" >&2; exit 64 ;;
        *) plot=$1; shift ;;
    esac
done
[ -x "$plot" ] || { echo "pages.sh: no plot binary at '$plot' (swift build -c release --product plot, or name one)" >&2; exit 66; }
[ -x /usr/bin/time ] || { echo "pages.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 69; }

{
    echo "# Multi-page PDFs: memory and time"
    echo
    echo "\`Benchmarks/pages.sh --runs $runs ${compare[*]}\` on \`$plot\` ($("$plot" --version))."
    echo
    python3 Benchmarks/pages.py --plot "$plot" --runs "$runs" "${compare[@]}"
} >Benchmarks/pages-results.md.partial
mv Benchmarks/pages-results.md.partial Benchmarks/pages-results.md
cat Benchmarks/pages-results.md
