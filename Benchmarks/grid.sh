#!/usr/bin/env bash
# `plot grid` beside ImageMagick `montage` and libvips (`vipsthumbnail` + `vips arrayjoin`):
# 60 generated, seeded, noisy 12-megapixel JPEGs (4000x3000) into a 6-column contact sheet PNG
# with ~256-pixel cells, every tool in the same run, alternating, median of RUNS (default 3).
# Prints the median wall time, PlotKit's ratio to each peer, and each tool's peak RSS
# (/usr/bin/time -v). The peers are benchmark-only: installed here, not by scripts/bootstrap.
# Usage: Benchmarks/grid.sh [RUNS]   (images are kept in $GRID_BENCH_DIR, default /tmp/plotkit-grid-bench)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
dir=${GRID_BENCH_DIR:-/tmp/plotkit-grid-bench}
images="$dir/images"
out="$dir/out"

missing=()
command -v montage >/dev/null 2>&1 || missing+=(imagemagick)
command -v vipsthumbnail >/dev/null 2>&1 || missing+=(libvips-tools)
command -v /usr/bin/time >/dev/null 2>&1 || missing+=(time)
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "grid.sh: installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

swift build -c release --product plot >&2
plot="$(swift build -c release --show-bin-path)/plot"

# 60 photos-like JPEGs, generated once: a seeded plasma (smooth colour regions) enlarged to
# 12 megapixels with fine Gaussian noise on top (sensor grain), quality 90.
mkdir -p "$images" "$out"
if [ "$(find "$images" -name '*.jpg' | wc -l)" -lt 60 ]; then
    echo "grid.sh: generating 60 12-megapixel JPEGs in $images (once)" >&2
    seq -w 1 60 | xargs -P "$(nproc)" -I{} convert -seed {} -size 500x375 plasma:fractal \
        -resize '4000x3000!' -attenuate 0.5 +noise Gaussian -quality 90 "$images/photo-{}.jpg"
fi
files=("$images"/photo-*.jpg)

run_plot() { "$plot" grid "${files[@]}" --columns 6 --fit contain --size 1700x3000 -o "$out/plot.png" >/dev/null; }
run_vips() {
    rm -rf "$out/vips-thumbs" && mkdir -p "$out/vips-thumbs"
    vipsthumbnail "${files[@]}" --size 256x256 -o "$out/vips-thumbs/%s.v"
    vips arrayjoin "$(ls "$out"/vips-thumbs/*.v | tr '\n' ' ')" "$out/vips.png" --across 6 --shim 8
}
run_montage() {
    montage -define jpeg:size=512x512 "${files[@]}" -geometry 256x256+4+4 -tile 6x "$out/montage.png"
}
# Without `-define jpeg:size`, ImageMagick decodes every original whole (12 MP x 60 at 16 bits
# a channel): Debian's policy.xml may stop it with "cache resources exhausted". Run once, reported.
run_montage_plain() {
    montage "${files[@]}" -geometry 256x256+4+4 -tile 6x "$out/montage-plain.png"
}
export -f run_plot run_vips run_montage run_montage_plain
export plot out
export files_list="${files[*]}"

# One timed run: "seconds max_rss_kib status" on stdout.
timed() {
    local name=$1 log="$out/$1.time"
    set +e
    /usr/bin/time -v bash -c "files=(\$files_list); run_$name" >"$out/$name.log" 2>"$log"
    local status=$?
    set -e
    python3 - "$log" "$status" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", text)
h, m, s = wall.groups()
seconds = int(h or 0) * 3600 + int(m) * 60 + float(s)
rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)
print(f"{seconds:.3f} {rss} {sys.argv[2]}")
PY
}

declare -A times rss status
for run in $(seq 1 "$runs"); do
    for tool in plot vips montage; do
        read -r seconds kib code < <(timed "$tool")
        times[$tool]+="$seconds "
        rss[$tool]+="$kib "
        status[$tool]=$code
        echo "grid.sh: run $run $tool ${seconds}s, peak RSS $((kib / 1024)) MiB, exit $code" >&2
        if [ "$code" != 0 ]; then tail -n 3 "$out/$tool.log" "$out/$tool.time" | sed 's/^/    /' >&2; fi
    done
done

median() { tr ' ' '\n' <<<"$1" | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
maximum() { tr ' ' '\n' <<<"$1" | grep . | sort -g | tail -1; }
plot_median=$(median "${times[plot]}")
echo
echo "| tool | median wall (s) | PlotKit / tool | peak RSS (MiB) | last exit |"
echo "|---|---|---|---|---|"
for tool in plot vips montage; do
    m=$(median "${times[$tool]}")
    ratio=$(python3 -c "print(f'{$plot_median / $m:.2f}')")
    echo "| $tool | $m | $ratio | $(( $(maximum "${rss[$tool]}") / 1024 )) | ${status[$tool]} |"
done

read -r seconds kib code < <(timed montage_plain)
echo
echo "montage without -define jpeg:size (once): ${seconds}s, peak RSS $((kib / 1024)) MiB, exit $code"
if [ "$code" != 0 ]; then grep -m 1 -i "montage" "$out/montage_plain.log" "$out/montage_plain.time" || true; fi
