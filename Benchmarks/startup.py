#!/usr/bin/env python3
"""Start-up of `plot`: wall time and peak RSS of `plot --version`, of 1,000 points from a CSV to a
1600x1200 PNG (beside the C floor program) and of `plot --count 50 --smooth -o g.png`, median of
RUNS alternating runs, for the binary given and, with --compare, an earlier one; beside the
loader's floor, a C program that does nothing linked against the same libraries. Also where the
time of `--version` goes before main: ld.so's own statistics (LD_DEBUG=statistics) and the number
of shared objects loaded. Writes the table to standard output (startup.sh saves it).

Usage: startup.py --plot BIN [--compare BIN] [--floor BIN] [--loader-floor BIN] [--runs 15]"""

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


def peak_rss(command: list, cwd: str, runs: int = 3) -> float:
    """Peak RSS (MiB) over a few runs, by /usr/bin/time: wait4 in this script would count the
    RSS of the Python process the child was forked from (~15 MiB) when the program's is lower."""
    peak = 0.0
    with tempfile.NamedTemporaryFile() as report:
        for _ in range(runs):
            subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, *command], cwd=cwd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            peak = max(peak, int(Path(report.name).read_text().split()[-1]) / 1024)
    return peak


def run(command: list, cwd: str):
    """Wall seconds and CPU seconds (user + system) of one run, by wait4; exits on a failed run.
    The CPU time is the figure to trust when other work shares the cores."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"startup.py: {' '.join(command)} failed: {process.stderr.read().decode(errors='replace')[:300]}")
    return wall, usage.ru_utime + usage.ru_stime


def loader_statistics(binary: str, cwd: str) -> str:
    """ld.so's own account of `BIN --version`, and the number of shared objects it loads (ldd)."""
    result = subprocess.run([binary, "--version"], cwd=cwd, capture_output=True, text=True,
                            env={**os.environ, "LD_DEBUG": "statistics"})
    lines = [line.split(":", 1)[-1].strip() for line in result.stderr.splitlines()]
    total = next((line for line in lines if line.startswith("total startup time")), "?")
    loaded = len(subprocess.run(["ldd", binary], capture_output=True, text=True).stdout.splitlines())
    relocations = next((line for line in lines if line.startswith("number of relocations:")), "?")
    return f"{total}; {relocations}; {loaded} shared objects (ldd)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plot", required=True)
    parser.add_argument("--compare", help="an earlier plot, timed beside as 'before'")
    parser.add_argument("--floor", help="the C floor program (Peers/floor.c)")
    parser.add_argument("--loader-floor", help="a C main() that does nothing, linked like plot (Peers/loader_floor.c)")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    for name in ("plot", "compare", "floor", "loader_floor"):  # the runs happen in a scratch folder
        if getattr(args, name):
            setattr(args, name, os.path.abspath(getattr(args, name)))
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
    if args.loader_floor:
        cases[("plot --version", "C, same libraries, empty main")] = [args.loader_floor]
    if args.floor:
        cases[("1,000 points, CSV to 1600x1200 PNG", "C floor")] = [args.floor, str(csv), "floor.png", "1600", "1200"]

    times = {case: [] for case in cases}
    cpu = {case: [] for case in cases}
    memory = {case: peak_rss(command, work) for case, command in cases.items()}
    for command in cases.values():  # once untimed: the page cache, fontconfig's cache
        run(command, work)
    for _ in range(args.runs):
        for case, command in cases.items():
            wall, seconds = run(command, work)
            times[case].append(wall)
            cpu[case].append(seconds)

    print(f"Machine: {os.cpu_count()} cores shared with other builds, load average "
          f"{os.getloadavg()[0]:.1f} at the end; {time.strftime('%Y-%m-%d')}; median of {args.runs} "
          "alternating runs; wall time by perf_counter, CPU time (user + system) by wait4, peak RSS "
          "by /usr/bin/time (the most of 3 runs).")
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
