"""Runs PlotKit beside its peers on the same seeded data, alternating runs, and reports the
median wall time, the ratio to each peer and the peak RSS. Called by Benchmarks/run."""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def generate(path: Path, count: int) -> None:
    """Writes the data in a child process: the peak RSS of a child counts what it inherited at
    fork, so this driver must not hold the generated arrays itself."""
    if not path.exists():
        subprocess.run([sys.executable, __file__, "--generate", str(path), str(count)], check=True)


def write_series(path: Path, count: int, seed: int = 42, ordered: bool = False, columns: int = 1) -> None:
    """Noisy series: two sines plus noise, x uniform in 0..1000, unsorted (as peers get them);
    with `ordered`, x in order (a time series, as `plot serve` indexes it: Benchmarks/serve.py),
    and with `columns` above one, that many y columns, each its own phase and noise."""
    import numpy as np

    rng = np.random.default_rng(seed)
    # In blocks of 10^7, so 10^8 points (2.1 GB) need no more memory than 10^7.
    block = 10**7
    with open(str(path) + ".partial", "w") as out:
        out.write("x," + ",".join("y" if column == 0 else f"y{column}" for column in range(columns)) + "\n")
        for start in range(0, count, block):
            size = min(block, count - start)
            if ordered:
                x = np.sort(rng.uniform(1000 * start / count, 1000 * (start + size) / count, size))
            else:
                x = rng.uniform(0, 1000, size)
            ys = [40 * np.sin(x / 90 + column) + 15 * np.sin(x / 13) + rng.normal(0, 5, size)
                  for column in range(columns)]
            np.savetxt(out, np.column_stack([x] + ys), fmt="%.6f", delimiter=",")
    os.replace(str(path) + ".partial", path)


def settle(command: list) -> None:
    """One untimed run of a light program after a heavy peer (matplotlib, pandas, gnuplot):
    the program that follows one of them pays for its aftermath (measured: a 10^6-row PlotKit
    chart took 0.25 s right after pandas' 800 MB run, 0.15 s on the next run), and in a fixed
    alternation always the same tool would."""
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run(command: list, timeout: float, environment: dict = None, memory_cap: int = None):
    """Wall seconds and peak RSS (MiB) of one run; None when it failed or timed out.
    `memory_cap` (bytes) limits the address space, so a peer that would swallow the machine
    fails instead (reported as what it printed)."""

    def cap():
        if memory_cap:
            resource.setrlimit(resource.RLIMIT_AS, (memory_cap, memory_cap))

    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env={**os.environ, **(environment or {})}, preexec_fn=cap)
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            process.kill()
            os.wait4(process.pid, 0)
            return None, None, f"timed out after {timeout:.0f} s"
        time.sleep(0.002)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        said = process.stderr.read().decode(errors="replace").strip().splitlines()
        return None, None, f"failed after {wall:.0f} s ({usage.ru_maxrss / 1024:.0f} MiB): " + (said[-1][:160] if said else
                                                                                  f"status {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_maxrss / 1024, None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plot", required=True, help="the release plot binary")
    parser.add_argument("--floor", required=True, help="the C floor binary")
    parser.add_argument("--data", default="/tmp/plotkit-bench")
    parser.add_argument("--sizes", default="1000,100000,1000000,10000000,100000000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--gnuplot-max", type=int, default=1000000, help="largest N given to gnuplot")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--big-timeout", type=float, default=300, help="the limit for 10^8 points")
    parser.add_argument("--memory-cap", type=float, default=8, help="GiB of address space a peer may take at 10^8")
    parser.add_argument("--out", default=str(HERE / "results.md"))
    parser.add_argument("--compare", help="another plot binary (an earlier build) timed beside, as 'PlotKit before'")
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    width, height = 1600, 1200
    lines = []

    def say(line=""):
        print(line, flush=True)
        lines.append(line)

    say(f"Machine: {os.cpu_count()} cores, {os.uname().sysname} {os.uname().release}; "
        f"{time.strftime('%Y-%m-%d')}; median of {args.runs} alternating runs, 1600x1200 PNG.")
    say()
    medians = {}
    say("| points | tool | median wall | peak RSS | PlotKit / this |")
    say("|---:|---|---:|---:|---:|")
    for count in [int(size) for size in args.sizes.split(",")]:
        source = data / f"points-{count}.csv"
        generate(source, count)
        # Read once untimed, so that no tool pays for reading it from disk: the kernel may have
        # dropped it from its cache while the peers ran (10^8 points are 2.1 GB).
        with open(source, "rb") as warm:
            while warm.read(1 << 24):
                pass
        ours = [args.plot, "--input", str(source), "--x", "x", "--y", "y", "--size", f"{width}x{height}",
                "-o", str(data / "plotkit.png")]
        tools = {
            "PlotKit": ours,
            "PlotKit, 1 thread": ours,
            "C floor (M4, Cairo)": [args.floor, str(source), str(data / "floor.png"), str(width), str(height)],
            "matplotlib (Agg)": [sys.executable, str(HERE / "Peers/matplotlib_plot.py"), str(source),
                                 str(data / "matplotlib.png"), str(width), str(height)],
        }
        if count <= args.gnuplot_max:
            tools["gnuplot (pngcairo)"] = [
                "gnuplot", "-e", f"input='{source}'; output='{data / 'gnuplot.png'}'; width={width}; height={height}",
                str(HERE / "Peers/gnuplot.gp")]
        if args.compare:
            # The same flags as ours: `--chart-only` (how the first builds drew a file) is refused now.
            tools["PlotKit before"] = [args.compare, *ours[1:-1], str(data / "before.png")]
        if count < 10**6:
            del tools["PlotKit, 1 thread"]  # one chunk either way
        times = {name: [] for name in tools}
        memory = {name: 0.0 for name in tools}
        failures = {}
        big = count >= 10**8
        runs = args.runs if not big else 1
        for _ in range(runs):
            for name, command in tools.items():  # alternate, so load hits all alike
                if name in failures:
                    continue
                environment = {"PLOTKIT_THREADS": "1"} if name == "PlotKit, 1 thread" else None
                if big and name == "PlotKit before":
                    failures[name] = "not run: it holds every point (10^8 of them: minutes and gigabytes)"
                    continue
                limit = args.big_timeout if big else args.timeout
                wall, rss, failure = run(command, limit if "gnuplot" not in name else min(limit, 90), environment,
                                         int(args.memory_cap * 2**30) if big and "matplotlib" in name else None)
                if ("matplotlib" in name or "gnuplot" in name) and not big:
                    settle(tools["C floor (M4, Cairo)"])
                if failure:
                    failures[name] = failure
                    continue
                times[name].append(wall)
                memory[name] = max(memory[name], rss)
        ours = statistics.median(times["PlotKit"]) if times["PlotKit"] else None
        medians[count] = ours
        for name in tools:
            if name in failures and not times[name]:
                say(f"| {count:,} | {name} | {failures[name]} | | |")
                continue
            value = statistics.median(times[name])
            ratio = f"{ours / value:.2f}" if ours and name != "PlotKit" else ""
            say(f"| {count:,} | {name} | {value:.3f} s | {memory[name]:.0f} MiB | {ratio} |")
    say()
    if medians.get(10**7) and medians.get(10**8):
        say(f"PlotKit at 10^8 points / at 10^7: {medians[10**8] / medians[10**7]:.1f}x the time.")
        say()
    builds = {"": args.plot, " before": args.compare} if args.compare else {"": args.plot}
    end_to_end = {name: [] for name in builds}
    for _ in range(max(args.runs, 9)):
        for name, binary in builds.items():  # alternating, as above
            end_to_end[name].append(run([binary, "--count", "50", "--smooth", "-o", str(data / "graph.png")], 60)[0])
    for name, values in end_to_end.items():
        values = [value for value in values if value is not None]
        if values:
            say(f"`plot --count 50 --smooth -o graph.png`{name} (embedded TLS server, fetch, page, PNG): "
                f"median {statistics.median(values) * 1000:.0f} ms over {len(values)} runs.")
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {args.out}")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--generate":
        write_series(Path(sys.argv[2]), int(sys.argv[3]))
    elif len(sys.argv) == 5 and sys.argv[1] == "--generate-ordered":
        write_series(Path(sys.argv[2]), int(sys.argv[3]), ordered=True, columns=int(sys.argv[4]))
    else:
        main()
