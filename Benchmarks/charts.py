"""Swift Charts' API on Linux beside the CLI and matplotlib (issue 23), in one run: a
1,000-point line chart to an 800x500 PNG, per chart, in-process (PlotKit's `ChartRenderer`,
matplotlib's `savefig` into memory) and as a `plot` process from a CSV; 10^6 `PointMark`s
beside matplotlib's `scatter` of the same points. Rounds alternate the tools. Called by
Benchmarks/charts.sh; writes Benchmarks/charts-results.md. Goal: under 15 ms a chart."""
import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench import run  # noqa: E402


def write_points(path: Path, count: int, seed: int) -> None:
    """`x,y`: x increasing from 0 to 1000, a noisy sum of two sines."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x = np.sort(rng.uniform(0, 1000, count))
    y = 40 * np.sin(x / 90) + 15 * np.sin(x / 13) + rng.uniform(-8, 8, count)
    with open(path, "w") as out:
        out.write("x,y\n")
        for start in range(0, count, 200_000):
            out.write("\n".join(f"{a:.4f},{b:.4f}" for a, b in zip(x[start:start + 200_000], y[start:start + 200_000])))
            out.write("\n")


def in_process(command: list) -> dict:
    answer = subprocess.run(command, check=True, capture_output=True, text=True)
    return json.loads(answer.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plot", required=True)
    parser.add_argument("--charts", required=True, help="the plotkit-charts binary")
    parser.add_argument("--data", default="/tmp/plotkit-bench")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=40, help="charts per in-process round")
    parser.add_argument("--out", default=str(HERE / "charts-results.md"))
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    line, cloud = data / "line-1000.csv", data / "points-1000000.csv"
    if not line.exists():
        write_points(line, 1000, 3)
    if not cloud.exists():
        write_points(cloud, 1_000_000, 4)
    tools = {
        "PlotKit": [args.charts, str(line), str(cloud), str(args.runs)],
        "matplotlib": [sys.executable, str(HERE / "Peers/matplotlib_charts.py"), str(line), str(cloud),
                       str(args.runs)],
    }
    cli = [args.plot, "--input", str(line), "--x", "x", "--y", "y", "--size", "800x500", "-o", str(data / "line.png")]
    per_chart = {name: [] for name in [*tools, "plot (CLI)"]}
    points = {name: [] for name in tools}
    build = []
    memory = {name: 0.0 for name in per_chart}
    for _ in range(args.rounds):
        for name, command in tools.items():
            answer = in_process(command)
            per_chart[name] += answer["line_ms"]
            memory[name] = max(memory[name], answer["peak_mib"])
            if name == "PlotKit":
                points[name].append(answer["points_build_ms"] + answer["points_render_ms"])
                build.append(answer["points_build_ms"])
            else:
                points[name].append(answer["points_ms"])
        for _ in range(args.runs // 4):
            wall, rss, failure = run(cli, 60)
            if failure:
                sys.exit(f"plot failed: {failure}")
            per_chart["plot (CLI)"].append(wall * 1000)
            memory["plot (CLI)"] = max(memory["plot (CLI)"], rss)
    median = {name: statistics.median(values) for name, values in per_chart.items()}
    p95 = {name: sorted(values)[int(len(values) * 0.95)] for name, values in per_chart.items()}
    lines = [
        f"{args.rounds} alternating rounds; in-process rounds draw {args.runs} charts each (the first chart of"
        " a process is not timed by matplotlib's side, nor skipped by PlotKit's), the CLI runs"
        f" {args.runs // 4} processes a round. 800x500 PNG. Peak RSS is the process's.",
        "",
        "### A 1,000-point line chart to PNG bytes, per chart",
        "",
        "| tool | median | p95 | peak RSS | PlotKit in-process / this |",
        "|---|---:|---:|---:|---:|",
    ]
    for name in per_chart:
        ratio = "" if name == "PlotKit" else f"{median['PlotKit'] / median[name]:.3f}"
        label = {"PlotKit": "PlotKit `ChartRenderer.pngData()`", "matplotlib": "matplotlib `savefig` (in-process)",
                 "plot (CLI)": "`plot --input line.csv` (a process)"}[name]
        lines.append(f"| {label} | {median[name]:.2f} ms | {p95[name]:.2f} ms | {memory[name]:.0f} MiB | {ratio} |")
    mid = {name: statistics.median(values) for name, values in points.items()}
    lines += [
        "",
        "### 10^6 points (`PointMark` / `scatter`) to PNG bytes",
        "",
        "| tool | median a chart | PlotKit / this |",
        "|---|---:|---:|",
        f"| PlotKit (of which building the `Chart` and its marks: {statistics.median(build):.0f} ms) |"
        f" {mid['PlotKit']:.0f} ms | |",
        f"| matplotlib | {mid['matplotlib']:.0f} ms | {mid['PlotKit'] / mid['matplotlib']:.3f} |",
        "",
    ]
    print("\n".join(lines))
    Path(args.out).write_text("# Swift Charts' API: charts per second\n\n" + "\n".join(lines))


if __name__ == "__main__":
    main()
