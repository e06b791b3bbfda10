"""Charts of a table: a 10^6-row CSV with ISO timestamps and three number columns, drawn as
three series by PlotKit and by pandas + matplotlib, and as one series by PlotKit, alternating
runs in one go. Called by Benchmarks/tables.sh."""
import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench import run, settle  # noqa: E402


def write_table(path: Path, rows: int, seed: int = 7) -> None:
    """Minute readings from 2020-01-01T00:00:00Z: three noisy sines, in time order."""
    import numpy as np

    rng = np.random.default_rng(seed)
    minutes = np.arange(rows)
    stamps = np.datetime_as_string(np.datetime64("2020-01-01T00:00:00") + minutes.astype("timedelta64[m]"), unit="s")
    t = minutes / 1440.0
    columns = [20 + 8 * np.sin(t / 58 + k) + 3 * np.sin(t * 6.28) + rng.normal(0, 1, rows) for k in range(3)]
    with open(path, "w") as out:
        out.write("time,a,b,c\n")
        for index in range(0, rows, 100_000):
            chunk = slice(index, index + 100_000)
            lines = [f"{s}Z,{a:.3f},{b:.3f},{c:.3f}" for s, a, b, c in
                     zip(stamps[chunk], columns[0][chunk], columns[1][chunk], columns[2][chunk])]
            out.write("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plot", required=True)
    parser.add_argument("--data", default="/tmp/plotkit-bench")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--out", default=str(HERE / "tables-results.md"))
    parser.add_argument("--compare", help="another plot binary (an earlier build) timed beside")
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    source = data / f"table-{args.rows}.csv"
    if not source.exists():
        write_table(source, args.rows)
    size = ["--size", "1600x1200"]
    tools = {
        "PlotKit, 3 series": [args.plot, "--input", str(source), "--x", "time", "--y", "a,b,c", *size,
                              "-o", str(data / "t3.png")],
        "PlotKit, 1 series": [args.plot, "--input", str(source), "--x", "time", "--y", "a", *size,
                              "-o", str(data / "t1.png")],
        "pandas + matplotlib, 3 series": [sys.executable, str(HERE / "Peers/pandas_plot.py"), str(source),
                                          str(data / "tm.png"), "1600", "1200", "time", "a,b,c"],
    }
    if args.compare:
        tools["PlotKit before, 3 series"] = [args.compare, *tools["PlotKit, 3 series"][1:-1], str(data / "b3.png")]
        tools["PlotKit before, 1 series"] = [args.compare, *tools["PlotKit, 1 series"][1:-1], str(data / "b1.png")]
    times = {name: [] for name in tools}
    memory = {name: 0.0 for name in tools}
    for _ in range(args.runs):
        for name, command in tools.items():
            wall, rss, failure = run(command, 300)
            if failure:
                sys.exit(f"{name} failed: {failure}")
            times[name].append(wall)
            memory[name] = max(memory[name], rss)
            if name.startswith("pandas"):
                settle(tools["PlotKit, 1 series"])
    medians = {name: statistics.median(values) for name, values in times.items()}
    three = medians["PlotKit, 3 series"]
    lines = [f"{args.rows:,} rows x 4 columns (ISO timestamps), 1600x1200 PNG, median of {args.runs} "
             "alternating runs.", "", "| tool | median wall | peak RSS | PlotKit 3 series / this |", "|---|---:|---:|---:|"]
    for name in tools:
        ratio = f"{three / medians[name]:.2f}" if name != "PlotKit, 3 series" else ""
        lines.append(f"| {name} | {medians[name]:.3f} s | {memory[name]:.0f} MiB | {ratio} |")
    lines += ["", f"PlotKit, 3 series / 1 series: {three / medians['PlotKit, 1 series']:.2f}x."]
    if args.compare:
        before = medians["PlotKit before, 3 series"] / medians["PlotKit before, 1 series"]
        lines.append(f"PlotKit before, 3 series / 1 series: {before:.2f}x.")
    print("\n".join(lines))
    Path(args.out).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
