#!/usr/bin/env python3
"""Memory and time of multi-page PDFs, now and (with --compare) before, in the same run:
`plot gallery photos -o photos.pdf` (the embedded demo's 120 photos, 20 pages, from the picture
cache) and `plot grid` of N copies of one 1920x1080 PNG, two columns, to PDF (N = 16, 64, 256),
to show whether peak RSS grows with the page count. Median wall time of
RUNS alternating runs (the cache and the page cache warmed by one untimed run each), peak RSS
by /usr/bin/time (the most over the runs). Writes the table to standard output (pages.sh saves
it).

Usage: pages.py --plot BIN [--compare BIN] [--runs 5]"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(command: list, cwd: str, env: dict):
    """Wall seconds, peak RSS (MiB) and stderr of one run; exits on a failed run. /usr/bin/time
    gives the child's own peak: wait4 here would count the Python process it was forked from."""
    with tempfile.NamedTemporaryFile() as report:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, *command], cwd=cwd, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(f"pages.py: {' '.join(command)} failed: {result.stderr.decode(errors='replace')[:300]}")
        return wall, int(Path(report.name).read_text().split()[-1]) / 1024, result.stderr.decode(errors="replace")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plot", required=True)
    parser.add_argument("--compare", help="an earlier plot, timed beside as 'before'")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binaries = {"now": os.path.abspath(args.plot)}
    if args.compare:
        binaries["before"] = os.path.abspath(args.compare)
    work = tempfile.mkdtemp(prefix="plotkit-pages-")
    # A home of its own: the token and the picture cache of these runs only.
    env = {**os.environ, "XDG_CONFIG_HOME": f"{work}/config", "XDG_CACHE_HOME": f"{work}/cache"}
    plot = binaries["now"]
    subprocess.run([plot, "gallery", "login"], cwd=work, env=env, check=True, capture_output=True)
    subprocess.run([plot, "--count", "200", "--size", "960x540", "--scale", "2", "-o", "picture.png"],
                   cwd=work, env=env, check=True, capture_output=True)

    cases = {}
    for name, binary in binaries.items():
        cases[("gallery photos, 120 photos, cached", name)] = [
            binary, "gallery", "photos", "-o", f"photos-{name}.pdf"]
        for count in (16, 64, 256):
            cases[(f"grid of {count} PNGs, 2 columns", name)] = [
                binary, "grid", *["picture.png"] * count, "--columns", "2", "-o", f"grid-{name}.pdf"]
    pages = {}
    for (what, _), command in cases.items():  # once untimed: the picture cache, fontconfig's cache
        said = re.search(r"\((\d+) pages", run(command, work, env)[2])
        pages[what] = f"{what} ({said.group(1)} pages)" if said else what
    times = {case: [] for case in cases}
    memory = {case: 0.0 for case in cases}
    for _ in range(args.runs):
        for case, command in cases.items():
            wall, peak, _ = run(command, work, env)
            times[case].append(wall)
            memory[case] = max(memory[case], peak)
    # The same pictures, the same pages: the PDFs of now and before are compared byte for byte.
    same = ""
    if "before" in binaries:
        identical = all(Path(work, f"{kind}-now.pdf").read_bytes() == Path(work, f"{kind}-before.pdf").read_bytes()
                        for kind in ("photos", "grid"))
        same = (" The PDFs of now and before are identical, byte for byte." if identical
                else " The PDFs of now and before differ.")

    print(f"Machine: {os.cpu_count()} cores shared with other builds, load average "
          f"{os.getloadavg()[0]:.1f} at the end; {time.strftime('%Y-%m-%d')}; median of {args.runs} "
          "alternating runs; wall time by perf_counter, peak RSS by /usr/bin/time (the most over the "
          f"runs).{same}")
    print()
    print("| what | binary | median wall | peak RSS | now / before (wall) | now / before (RSS) |")
    print("|---|---|---:|---:|---:|---:|")
    for (what, name), samples in times.items():
        ratios = " | "
        if name == "now" and (what, "before") in times:
            before = statistics.median(times[(what, "before")])
            ratios = (f"{statistics.median(samples) / before:.2f} | "
                      f"{memory[(what, name)] / memory[(what, 'before')]:.2f}")
        print(f"| {pages[what]} | {name} | {statistics.median(samples):.2f} s | {memory[(what, name)]:.0f} MiB | {ratios} |")


if __name__ == "__main__":
    main()
