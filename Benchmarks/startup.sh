#!/usr/bin/env bash
# Start-up of `plot`: `plot --version`, 1,000 points from a CSV to a PNG (beside the C floor) and
# `plot --count 50 --smooth -o g.png`, median of RUNS alternating runs, wall time and peak RSS,
# plus ld.so's statistics for --version (Benchmarks/startup.py). Writes startup-results.md.
# Usage: Benchmarks/startup.sh [--runs N] [--compare BIN] [PLOT]
#   PLOT defaults to the packaged binary (.build/package/stage/usr/bin/plot, scripts/package);
#   --compare BIN times an earlier plot beside it as "before".
set -euo pipefail
cd "$(dirname "$0")/.."

runs=15
compare=()
plot=.build/package/stage/usr/bin/plot
while [ "$#" -gt 0 ]; do
    case "$1" in
        --runs) runs=${2:?--runs needs a number}; shift 2 ;;
        --compare) compare=(--compare "${2:?--compare needs a binary}"); shift 2 ;;
        -*) echo "startup.sh: unknown option '$1' (usage: Benchmarks/startup.sh [--runs N] [--compare BIN] [PLOT])" >&2; exit 64 ;;
        *) plot=$1; shift ;;
    esac
done
[ -x "$plot" ] || { echo "startup.sh: no plot binary at '$plot' (run scripts/package, or name one)" >&2; exit 66; }

[ -x /usr/bin/time ] || { echo "startup.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 69; }
floor=.build/benchmarks/floor
mkdir -p "$(dirname "$floor")"
cc -O2 Benchmarks/Peers/floor.c $(pkg-config --cflags --libs cairo) -o "$floor"
loader_floor=.build/benchmarks/loader-floor
cc -O2 Benchmarks/Peers/loader_floor.c -Wl,--no-as-needed \
    $(pkg-config --libs pangocairo libpng libturbojpeg sqlite3 zlib) -lstdc++ -o "$loader_floor"

{
    echo "# Start-up"
    echo
    echo "\`Benchmarks/startup.sh --runs $runs ${compare[*]}\` on \`$plot\` ($("$plot" --version))."
    echo
    python3 Benchmarks/startup.py --plot "$plot" --floor "$floor" --loader-floor "$loader_floor" --runs "$runs" "${compare[@]}"
} >Benchmarks/startup-results.md.partial
mv Benchmarks/startup-results.md.partial Benchmarks/startup-results.md
cat Benchmarks/startup-results.md
