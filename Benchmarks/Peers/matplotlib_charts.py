"""matplotlib's side of Benchmarks/charts.py, timed in-process as PlotKit's side is: a
1,000-point line chart to PNG bytes (savefig into memory) RUNS times, and 10^6 scatter points
once every ten runs. Prints one JSON object. Usage: matplotlib_charts.py LINE.csv POINTS.csv RUNS"""
import io
import json
import resource
import sys
import time

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402


def chart(xs, ys, scatter: bool) -> int:
    """An 800x500 PNG (8x5 inches at 100 dpi), as PlotKit's page, with the axis titles."""
    figure, axes = plt.subplots(figsize=(8, 5), dpi=100)
    if scatter:
        axes.scatter(xs, ys, s=4)
    else:
        axes.plot(xs, ys)
    axes.set_xlabel("x")
    axes.set_ylabel("y")
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    plt.close(figure)
    return buffer.tell()


def main() -> None:
    line = np.loadtxt(sys.argv[1], delimiter=",", skiprows=1)
    cloud = np.loadtxt(sys.argv[2], delimiter=",", skiprows=1)
    runs = int(sys.argv[3])
    chart(line[:, 0], line[:, 1], False)  # the first figure loads fonts and caches: not timed
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        chart(line[:, 0], line[:, 1], False)
        times.append((time.perf_counter() - start) * 1000)
    cloud_runs = max(1, runs // 10)
    start = time.perf_counter()
    for _ in range(cloud_runs):
        chart(cloud[:, 0], cloud[:, 1], True)
    points = (time.perf_counter() - start) * 1000 / cloud_runs
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"line_ms": times, "points_ms": points, "peak_mib": peak}))


if __name__ == "__main__":
    main()
