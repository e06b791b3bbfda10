#!/usr/bin/env python3
"""Start-up of `plot`: wall time and peak RSS of `plot --version`, of 1,000 points from a CSV to a
1600x1200 PNG (beside the C floor program) and of `plot --count 50 --smooth -o g.png`, median of
RUNS alternating runs, for the binary given and, with --compare, an earlier one. Also where the
time of `--version` goes before main: ld.so's own statistics (LD_DEBUG=statistics) and the number
of shared objects loaded. Writes the table to standard output (startup.sh saves it).

Usage: startup.py --plot BIN [--compare BIN] [--floor BIN] [--runs 15]"""

import argparse
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(command: list, cwd: str):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MiB) of one run, by wait4; exits
    on a failed run. The CPU time is the figure to trust when other work shares the cores."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"startup.py: {' '.join(command)} failed: {process.stderr.read().decode(errors='replace')[:300]}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def loader_statistics(binary: str, cwd: str) -> str:
    """ld.so's own account of `BIN --version`: its total time and the objects it loaded."""
    result = subprocess.run([binary, "--version"], cwd=cwd, capture_output=True, text=True,
                            env={**os.environ, "LD_DEBUG": "statistics"})
    lines = [line.split(":", 1)[-1].strip() for line in result.stderr.splitlines()]
    total = next((line for line in lines if line.startswith("total startup time")), "?")
    loaded = next((line for line in lines if line.startswith("number of objects loaded")), "?")
    relocations = next((line for line in lines if line.startswith("number of relocations:")), "?")
    return f"{total}; {relocations}; {loaded}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plot", required=True)
    parser.add_argument("--compare", help="an earlier plot, timed beside as 'before'")
    parser.add_argument("--floor", help="the C floor program (Peers/floor.c)")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="plotkit-startup-")
    csv = Path(work) / "points-1000.csv"
    rng = random.Random(42)
    with open(csv, "w") as out:
        out.write("x,y\n")
        for _ in range(1000):
            x = rng.uniform(0, 1000)
            out.write(f"{x:.6f},{40 * math.sin(x / 90) + 15 * math.sin(x / 13) + rng.gauss(0, 5):.6f}\n")

    binaries = {"now": args.plot}
    if args.compare:
        binaries["before"] = args.compare
    cases = {}
    for name, binary in binaries.items():
        cases[("plot --version", name)] = [binary, "--version"]
        cases[("1,000 points, CSV to 1600x1200 PNG", name)] = [
            binary, "--input", str(csv), "--x", "x", "--y", "y", "--size", "1600x1200", "-o", "p.png"]
        cases[("plot --count 50 --smooth -o g.png", name)] = [binary, "--count", "50", "--smooth", "-o", "g.png"]
    if args.floor:
        cases[("1,000 points, CSV to 1600x1200 PNG", "C floor")] = [args.floor, str(csv), "floor.png", "1600", "1200"]

    times = {case: [] for case in cases}
    cpu = {case: [] for case in cases}
    memory = {case: 0.0 for case in cases}
    for command in cases.values():  # once untimed: the page cache, fontconfig's cache
        run(command, work)
    for _ in range(args.runs):
        for case, command in cases.items():
            wall, seconds, rss = run(command, work)
            times[case].append(wall)
            cpu[case].append(seconds)
            memory[case] = max(memory[case], rss)

    print(f"Machine: {os.cpu_count()} cores shared with other builds, load average "
          f"{os.getloadavg()[0]:.1f} at the end; {time.strftime('%Y-%m-%d')}; median of {args.runs} "
          "alternating runs; wall time by perf_counter, CPU time (user + system) and peak RSS by wait4.")
    print()
    print("| what | binary | median wall | min wall | median CPU | peak RSS |")
    print("|---|---|---:|---:|---:|---:|")
    for (what, name), samples in times.items():
        print(f"| {what} | {name} | {statistics.median(samples) * 1000:.1f} ms | {min(samples) * 1000:.1f} ms "
              f"| {statistics.median(cpu[(what, name)]) * 1000:.1f} ms | {memory[(what, name)]:.1f} MiB |")
    print()
    print("Before main, `plot --version` (LD_DEBUG=statistics):")
    print()
    for name, binary in binaries.items():
        print(f"- {name}: {loader_statistics(binary, work)}")


if __name__ == "__main__":
    main()
