"""Small multiples and box plots beside matplotlib and seaborn (issue 24): a 12-panel facet of
10^5 points a panel (lines) and a box plot of 10^6 values by 20 groups, each from a CSV to a
1600x1200 PNG, alternating runs in one go. Called by Benchmarks/facets.sh."""
import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench import run, settle  # noqa: E402


def write_facets(path: Path, panels: int, points: int, seed: int = 5) -> None:
    """`panel,x,y`: a noisy sine a panel, x increasing within each panel."""
    import numpy as np

    rng = np.random.default_rng(seed)
    with open(path, "w") as out:
        out.write("panel,x,y\n")
        for panel in range(panels):
            x = np.arange(points) / 100.0
            y = np.sin(x / (5 + panel)) * (1 + panel / 4) + rng.normal(0, 0.3, points)
            name = f"P{panel + 1:02d}"
            out.write("\n".join(f"{name},{a:.2f},{b:.4f}" for a, b in zip(x, y)) + "\n")


def write_box(path: Path, groups: int, values: int, seed: int = 9) -> None:
    """`group,value`: 20 groups of normal values of different centres and spreads, shuffled."""
    import numpy as np

    rng = np.random.default_rng(seed)
    group = rng.integers(0, groups, values)
    value = rng.normal(group * 0.5, 1 + group / 10)
    with open(path, "w") as out:
        out.write("group,value\n")
        for start in range(0, values, 200_000):
            chunk = slice(start, start + 200_000)
            out.write("\n".join(f"G{g + 1:02d},{v:.4f}" for g, v in zip(group[chunk], value[chunk])) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plot", required=True)
    parser.add_argument("--data", default="/tmp/plotkit-bench")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default=str(HERE / "facets-results.md"))
    parser.add_argument("--package", help="also time this `plot` (scripts/package's, static Swift libraries) "
                        "as the row 'PlotKit (package)'")
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    facets, box = data / "facets-12x100000.csv", data / "box-20x1000000.csv"
    if not facets.exists():
        write_facets(facets, 12, 100_000)
    if not box.exists():
        write_box(box, 20, 1_000_000)
    size = ["--size", "1600x1200"]
    peer = [sys.executable, str(HERE / "Peers/facets_peers.py")]
    jobs = {
        "facets": {
            "PlotKit": [args.plot, "--input", str(facets), "--x", "x", "--y", "y", "--facet", "panel",
                        "--facet-columns", "4", *size, "-o", str(data / "f-plotkit.png")],
            "matplotlib": [*peer, "matplotlib", "facets", str(facets), str(data / "f-mpl.png"), "1600", "1200"],
            "seaborn": [*peer, "seaborn", "facets", str(facets), str(data / "f-sns.png"), "1600", "1200"],
        },
        "box": {
            "PlotKit": [args.plot, "--input", str(box), "--x", "group", "--y", "value", "--kind", "box", *size,
                        "-o", str(data / "b-plotkit.png")],
            "matplotlib": [*peer, "matplotlib", "box", str(box), str(data / "b-mpl.png"), "1600", "1200"],
            "seaborn": [*peer, "seaborn", "box", str(box), str(data / "b-sns.png"), "1600", "1200"],
        },
    }
    if args.package:
        for tools in jobs.values():
            command = [args.package if part == args.plot else part for part in tools["PlotKit"]]
            tools["PlotKit (package)"] = [part.replace("plotkit.png", "plotkit-package.png") for part in command]
    ours = [name for name in jobs["box"] if name.startswith("PlotKit")]
    titles = {"facets": "12 panels of 10^5 points (lines), 1.2*10^6 rows",
              "box": "a box plot of 10^6 values by 20 groups"}
    lines = [f"CSV to a 1600x1200 PNG, median of {args.runs} alternating runs; peers read the CSV with pandas.", ""]
    for job, tools in jobs.items():
        times = {name: [] for name in tools}
        memory = {name: 0.0 for name in tools}
        for _ in range(args.runs):
            for name, command in tools.items():
                wall, rss, failure = run(command, 600)
                if failure:
                    sys.exit(f"{job}, {name} failed: {failure}")
                times[name].append(wall)
                memory[name] = max(memory[name], rss)
                if name not in ours:
                    settle(tools["PlotKit"])
        medians = {name: statistics.median(values) for name, values in times.items()}
        heads = " | ".join(f"{name} / this" for name in ours)
        lines += [f"### {titles[job]}", "", f"| tool | median wall | peak RSS | {heads} |",
                  "|---|---:|---:|" + "---:|" * len(ours)]
        for name in tools:
            ratios = " | ".join("" if name in ours else f"{medians[mine] / medians[name]:.3f}" for mine in ours)
            lines.append(f"| {name} | {medians[name]:.3f} s | {memory[name]:.0f} MiB | {ratios} |")
        lines.append("")
    print("\n".join(lines))
    Path(args.out).write_text("# Facets and box plots\n\n" + "\n".join(lines))


if __name__ == "__main__":
    main()
