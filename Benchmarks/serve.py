"""Time per view of `plot serve`: the server started on a file, then a seeded script of random
zooms and pans, each view asked as the page asks it (view.json, then view.svg, at 1280x720 on
one kept-alive connection), timed from the request to the last byte. Reports p50 and p95 per
view (the first view apart), the time to read and index the file and the index's size (from
the server's note), and the server's memory after the views (VmRSS, VmHWM). With the index
(the default) and, up to --unindexed-max points, without it (`PLOTKIT_SERVE_INDEX=0`, the
path every view took before: M4 over every point), in the same run; with --compare, an earlier
build too, indexed, over the same views (and whether each view's SVG is the same byte for byte).
The load average is read before and after each server's views. With --db-rows N: instead, a
PostgreSQL table of N rows (db.py's `plotkit_index_N`, x 0..1000) served through its M4 index
(`--db URL --index TABLE`, built before the server starts, its build not timed here: db.py times
it) and, over the first --unindexed-views views, by the plain push-down (`--query`); written
as the "PostgreSQL" section of the results. Called by Benchmarks/serve.sh."""
import argparse
import hashlib
import http.client
import math
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def generate(path: Path, count: int, columns: int) -> None:
    """bench.py's seeded generator with x in order, in a child process: this driver holds no arrays."""
    if not path.exists():
        subprocess.run([sys.executable, str(HERE / "bench.py"), "--generate-ordered", str(path), str(count),
                        str(columns)], check=True)


def range_text(a: float, b: float) -> str:
    """As plot.js writes a range: enough decimals to tell a millionth of the span apart."""
    decimals = max(0, min(15, math.ceil(-math.log10(abs(b - a) / 1e6))))

    def digits(v: float) -> str:
        text = f"{v:.{decimals}f}"
        return text.rstrip("0").rstrip(".") if "." in text else text
    return digits(a) + ".." + digits(b)


def script(views: int, seed: int, extent=(0.0, 1000.0), heights=(-80.0, 80.0)):
    """Seeded gestures from the whole extent: box zooms, wheel zooms in and out about a point,
    pans, and now and then a reset (double-click), each view within the data's neighbourhood."""
    rng = random.Random(seed)
    whole = (extent, heights)
    (x0, x1), (y0, y1) = whole
    out = []
    for _ in range(views):
        gesture = rng.random()
        xs, ys = x1 - x0, y1 - y0
        if gesture < 0.05:
            (x0, x1), (y0, y1) = whole
        elif gesture < 0.35:  # drag a box
            fx, fy = rng.uniform(0.05, 0.6), rng.uniform(0.3, 1.0)
            cx, cy = x0 + rng.uniform(0, 1 - fx) * xs, y0 + rng.uniform(0, 1 - fy) * ys
            x0, x1, y0, y1 = cx, cx + fx * xs, cy, cy + fy * ys
        elif gesture < 0.70:  # wheel about the pointer, in or out
            factor = rng.choice([0.5, 0.7, 0.8, 1.25, 1.4, 2.0])
            px, py = x0 + rng.random() * xs, y0 + rng.random() * ys
            x0, x1 = px - (px - x0) * factor, px + (x1 - px) * factor
            y0, y1 = py - (py - y0) * factor, py + (y1 - py) * factor
        else:  # pan
            dx, dy = rng.uniform(-0.5, 0.5) * xs, rng.uniform(-0.2, 0.2) * ys
            x0, x1, y0, y1 = x0 + dx, x1 + dx, y0 + dy, y1 + dy
        # Not wider than twice the data, nor narrower than a millionth of it.
        span = min(max(x1 - x0, (extent[1] - extent[0]) * 1e-6), 2 * (extent[1] - extent[0]))
        middle = min(max((x0 + x1) / 2, extent[0]), extent[1])
        x0, x1 = middle - span / 2, middle + span / 2
        out.append((range_text(x0, x1), range_text(y0, y1)))
    return out


class Served:
    """`plot serve` on a free port; its URL from stdout, its notes in a file."""

    def __init__(self, plot: str, arguments: list, environment: dict, notes: Path):
        self.notes = notes
        start = time.perf_counter()
        self.process = subprocess.Popen([plot, "serve", "--port", "0"] + arguments, stdout=subprocess.PIPE,
                                        stderr=open(notes, "w"), env=environment, text=True)
        url = self.process.stdout.readline().strip()
        self.ready = time.perf_counter() - start
        match = re.match(r"http://127\.0\.0\.1:(\d+)", url)
        if not match:
            self.stop()
            sys.exit(f"plot serve printed no URL: {url!r}: {notes.read_text()[-500:]}")
        self.connection = http.client.HTTPConnection("127.0.0.1", int(match.group(1)), timeout=600)

    def get(self, path: str) -> float:
        start = time.perf_counter()
        self.connection.request("GET", path)
        answer = self.connection.getresponse()
        body = answer.read()
        took = time.perf_counter() - start
        if answer.status != 200:
            sys.exit(f"{path}: {answer.status} {body[:300]!r}")
        self.last = hashlib.sha256(body).hexdigest()
        return took

    def memory(self) -> tuple:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        field = lambda name: int(re.search(rf"{name}:\s+(\d+) kB", status).group(1)) / 1024  # noqa: E731
        return field("VmRSS"), field("VmHWM")

    def index_note(self) -> tuple:
        found = re.search(r"indexed (\d+) points for views in ([\d.]+) s \((\d+) bytes", self.notes.read_text())
        return (float(found.group(2)), int(found.group(3))) if found else (None, None)

    def stop(self):
        self.process.terminate()
        self.process.wait()


def measure(plot: str, path, arguments: list, views: list, indexed: bool, data: Path) -> dict:
    """`path` is a file, or None when `arguments` name the source (--db)."""
    environment = dict(os.environ)
    if not indexed:
        environment["PLOTKIT_SERVE_INDEX"] = "0"
    source = ["--input", str(path)] if path else []
    served = Served(plot, source + arguments, environment, data / "serve-notes.txt")
    try:
        load_before = os.getloadavg()[0]
        size = "&w=1280&h=720"
        first = served.get("/view.json?w=1280&h=720") + served.get("/view.svg?w=1280&h=720")
        svg, pair, pictures = [], [], []
        for x, y in views:
            query = f"x={x}&y={y}{size}"
            json_time = served.get("/view.json?" + query)
            svg_time = served.get("/view.svg?" + query)
            pictures.append(served.last)
            svg.append(svg_time)
            pair.append(json_time + svg_time)
        rss, peak = served.memory()
        load_after = os.getloadavg()[0]
        build, index_bytes = served.index_note()
    finally:
        served.stop()
    q = lambda values, p: statistics.quantiles(values, n=100, method="inclusive")[p - 1] * 1000  # noqa: E731
    return {"ready": served.ready, "first": first * 1000, "svg50": q(svg, 50), "svg95": q(svg, 95),
            "view50": q(pair, 50), "view95": q(pair, 95), "rss": rss, "peak": peak, "build": build,
            "index": index_bytes, "pictures": pictures, "pairs": pair, "load": (load_before, load_after)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plot", required=True, help="the release plot binary")
    parser.add_argument("--data", default="/tmp/plotkit-bench")
    parser.add_argument("--sizes", default="1000000,10000000,100000000", help="points of one series")
    parser.add_argument("--series", default="10x10000000", help="SxN: S series of N points; '' for none")
    parser.add_argument("--views", type=int, default=200)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--unindexed-max", type=int, default=10**7,
                        help="points up to which the unindexed path is timed over every view")
    parser.add_argument("--unindexed-views", type=int, default=20,
                        help="views the unindexed path is timed over above --unindexed-max (it takes seconds a view)")
    parser.add_argument("--compare", help="an earlier plot binary, timed indexed over the same views, before this one")
    parser.add_argument("--out", default=str(HERE / "serve-results.md"))
    parser.add_argument("--db-rows", type=int, help="serve a PostgreSQL table of this many rows instead")
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    views = script(args.views, args.seed)
    if args.db_rows:
        database_views(args, views, data)
        return
    cases = [(int(n), 1) for n in args.sizes.split(",") if n]
    if args.series:
        count, points = args.series.split("x")
        cases.append((int(points), int(count)))
    lines = [
        "# plot serve: time per view",
        "",
        f"{args.views} seeded random zooms and pans (seed {args.seed}) over a file of points in x order "
        "(bench.py's series, x sorted), each view asked as the page asks it: `view.json` then `view.svg`, "
        "1280x720, one kept-alive connection, timed from the request to the last byte. "
        "\"view\" is both requests, \"svg\" the picture alone. The first view (the whole extent) is apart. "
        "Ready: from start to the printed URL (reading the file, and indexing it). "
        "Unindexed: the same binary with `PLOTKIT_SERVE_INDEX=0` (M4 over every point each view, as before). "
        "RSS and peak (VmHWM) of the server after the views. Machine: 2 shared cores.",
        "",
        "| points | path | ready s | index build s | index MB | first view ms | view p50 ms | view p95 ms "
        "| svg p50 ms | svg p95 ms | RSS MB | peak MB | load before, after |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    results = {}
    for points, columns in cases:
        path = data / f"ordered-{points}x{columns}.csv"
        generate(path, points, columns)
        arguments = ["--x", "x", "--y", ",".join(["y"] + [f"y{c}" for c in range(1, columns)])]
        label = f"{points:.0e}".replace("+0", "") if columns == 1 else f"{columns} x {points:.0e}".replace("+0", "")
        runs = ([("earlier", args.compare, True)] if args.compare else []) + [
            ("indexed", args.plot, True), ("unindexed", args.plot, False)]
        for name, plot, indexed in runs:
            few = not indexed and points * columns > args.unindexed_max
            if few and args.unindexed_views == 0:
                continue
            result = measure(plot, path, arguments, views[:args.unindexed_views] if few else views, indexed, data)
            results[(label, name)] = result
            build = f"{result['build']:.2f}" if result["build"] is not None else "-"
            index = f"{result['index'] / 2**20:.1f}" if result["index"] is not None else "-"
            shown = {"earlier": "indexed, earlier build", "indexed": "indexed", "unindexed": "unindexed"}[name]
            shown += f" ({len(result['pairs'])} views)" if few else ""
            row = (f"| {label} | {shown} | {result['ready']:.1f} | {build} | {index} "
                   f"| {result['first']:.0f} | {result['view50']:.1f} | {result['view95']:.1f} "
                   f"| {result['svg50']:.1f} | {result['svg95']:.1f} | {result['rss']:.0f} | {result['peak']:.0f} "
                   f"| {result['load'][0]:.1f}, {result['load'][1]:.1f} |")
            print(row, flush=True)
            lines.append(row)
    lines.append("")
    for (label, name), result in results.items():
        earlier = results.get((label, "earlier"))
        if name == "indexed" and earlier:
            same = sum(a == b for a, b in zip(result["pictures"], earlier["pictures"]))
            lines.append(f"- {label}: earlier / this build, indexed, over the same {len(result['pairs'])} views: view p50 "
                         f"{earlier['view50'] / result['view50']:.1f}x, p95 {earlier['view95'] / result['view95']:.1f}x; "
                         f"the SVG of {same} of {len(result['pairs'])} views byte for byte the same.")
        before = results.get((label, "unindexed"))
        if name == "indexed" and before:
            # Over the views both took (the first ones, when the unindexed path took only those).
            shared = len(before["pairs"])
            same = sum(a == b for a, b in zip(result["pictures"], before["pictures"]))
            mine = sorted(result["pairs"][:shared])
            theirs = sorted(before["pairs"])
            median = lambda values: statistics.median(values)  # noqa: E731
            lines.append(f"- {label}: unindexed / indexed over the same {shared} views, view median "
                         f"{median(theirs) / median(mine):.1f}x, slowest {theirs[-1] / mine[-1]:.1f}x; the SVG of "
                         f"{same} of {shared} views byte for byte the same both ways.")
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {args.out}")


def database_views(args, views: list, data: Path) -> None:
    sys.path.insert(0, str(HERE))
    import db  # noqa: E402: the table and the results' sections are db.py's
    table = db.make_numeric_table(args.db_rows)
    # The index is built here, untimed, so the server's start only reads it.
    subprocess.run([args.plot, "--db", db.URL, "--index", table, "--x", "x", "--y", "y", "-o",
                    str(data / "serve-index.png")], check=True, capture_output=True)
    common = ["--db", db.URL, "--x", "x", "--y", "y"]
    lines = [f"{args.db_rows:,} rows in PostgreSQL {db.psql('SHOW server_version')} on loopback (`{table}`: x float8 "
             f"0..1000, y float8), the same {args.views} seeded views (seed {args.seed}) as above, timed the same way; "
             f"the plain push-down over the first {args.unindexed_views}. Machine: {os.cpu_count()} shared cores.", "",
             "| path | views | ready s | first view ms | view p50 ms | view p95 ms | svg p50 ms | svg p95 ms "
             "| load before, after |", "|---|---|---|---|---|---|---|---|---|"]
    results = {}
    paths = [("`--index`", ["--index", table], len(views)),
             ("push-down (`--query`)", ["--query", f"SELECT x, y FROM {table}"], args.unindexed_views)]
    # --unindexed-views 0: the index alone (a push-down view of 10^7 rows can pass the server's
    # 10 s limit on a loaded machine, which ends the script).
    for name, source, count in [path for path in paths if path[2] > 0]:
        result = measure(args.plot, None, common + source, views[:count], True, data)
        results[name] = result
        lines.append(f"| {name} | {count} | {result['ready']:.1f} | {result['first']:.0f} | {result['view50']:.1f} "
                     f"| {result['view95']:.1f} | {result['svg50']:.1f} | {result['svg95']:.1f} "
                     f"| {result['load'][0]:.1f}, {result['load'][1]:.1f} |")
        print(lines[-1], flush=True)
    if len(results) == 2:
        indexed, plain = results.values()
        same = sum(a == b for a, b in zip(indexed["pictures"], plain["pictures"]))
        lines += ["", f"The SVG of {same} of {len(plain['pictures'])} views byte for byte the same both ways."]
    db.write_section(Path(args.out), f"## PostgreSQL, {args.db_rows:,} rows", lines)
    print(f"\nwritten to {args.out}")


if __name__ == "__main__":
    main()
