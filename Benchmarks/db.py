"""A chart of 10^7 rows kept in PostgreSQL, three ways, alternating runs in one go: PlotKit's
push-down (`plot --db`), every row fetched and piped into `plot --input -` (psql COPY), and
pandas read_sql + matplotlib. Called by Benchmarks/db.sh, after scripts/postgres started the
server. With --index-rows N: instead, a table of N rows charted through its M4 index
(`plot --index`): the build (time, bytes), then the whole extent and zooms read from it, against
the plain push-down of the same table; written as the "--index" section of the results."""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
URL = os.environ.get("PLOTKIT_TEST_POSTGRES_URL", "postgres://plotkit:plotkit@127.0.0.1:5432/plotkit")


def psql(sql: str) -> str:
    return subprocess.run(["psql", URL, "-qAtX", "-v", "ON_ERROR_STOP=1", "-c", sql], check=True,
                          capture_output=True, text=True).stdout.strip()


def make_table(rows: int) -> str:
    """Second readings from 2020-01-01: two sines and a deterministic ripple, in time order."""
    table = f"plotkit_bench_{rows}"
    if psql(f"SELECT count(*) FROM pg_tables WHERE tablename = '{table}'") != "1":
        psql(f"""CREATE TABLE {table} AS
                 SELECT timestamptz '2020-01-01 00:00:00+00' + i * interval '1 second' AS t,
                        40 * sin(i / 90000.0) + 15 * sin(i / 1300.0) + ((i::bigint * 7919) % 10007) / 1000.0 AS y
                 FROM generate_series(1, {rows}) AS i;
                 ANALYZE {table};""")
    return table


def make_numeric_table(rows: int) -> str:
    """x = i * 1000 / rows (float8, 0..1000: the extent serve.py's views script), y as above."""
    table = f"plotkit_index_{rows}"
    step = f"(1000.0 / {rows})::float8"
    if psql(f"SELECT count(*) FROM pg_tables WHERE tablename = '{table}'") != "1":
        psql(f"""CREATE TABLE {table} AS
                 SELECT CAST(i AS double precision) * {step} AS x,
                        40 * sin(i * {step} / 9.0) + 15 * sin(i * {step} / 0.13) + ((i::bigint * 7919) % 10007) / 1000.0 AS y
                 FROM generate_series(1, {rows}) AS i;
                 ANALYZE {table};""")
    return table


def write_section(path: Path, heading: str, lines: list) -> None:
    """Replaces (or adds) the section `heading` of the results file, keeping the rest."""
    text = path.read_text() if path.exists() else ""
    start = text.find(heading)
    if start >= 0:
        following = text.find("\n## ", start + len(heading))
        text = text[:start] + (text[following + 1:] if following >= 0 else "")
    path.write_text(text.rstrip("\n") + "\n\n" + heading + "\n\n" + "\n".join(lines) + "\n")


def index_runs(plot: str, rows: int, runs: int, data: Path, out: Path, rebuild: bool) -> None:
    """`plot --index` on a table of `rows` rows: built once (after dropping an older index when
    `rebuild`; else an index still fresh is only read), then read `runs` times for the whole
    extent and two zooms, and the plain push-down once a view."""
    table = make_numeric_table(rows)
    if rebuild:
        psql(f"DROP TABLE IF EXISTS plotkit_m4_{table}; DROP INDEX IF EXISTS plotkit_m4_{table}_x")
    size = ["--size", "1600x1200"]
    base = [plot, "--db", URL, "--x", "x", "--y", "y", *size]
    load = [os.getloadavg()[0]]
    wall, stderr = timed(base + ["--index", table, "-o", str(data / "index-build.png")])
    built = re.search(r"indexed \S+ in ([\d.]+) s: \S+, (\d+) bytes, and (\d+)", stderr)
    views = {"whole extent": [], "--x-range 400..410": ["--x-range", "400..410"],
             "--x-range 123.4..123.5": ["--x-range", "123.4..123.5"]}
    heap = psql(f"SELECT pg_size_pretty(pg_relation_size('{table}'))")
    lines = [f"{rows:,} rows (x float8, y float8; `{table}`, {heap} without its indexes) in PostgreSQL {psql('SHOW server_version')} on loopback, 1600x1200 PNG, "
             f"median of {runs} runs; {os.cpu_count()} cores.", "",
             (f"- Build (`plot --index {table}`, drawing the whole extent too): {wall:.1f} s wall, "
              f"{float(built.group(1)):.1f} s of it building; `plotkit_m4_{table}` {int(built.group(2)) / 2**20:.0f} MiB, "
              f"the btree on TABLE's x {int(built.group(3)) / 2**20:.0f} MiB." if built
              else "- The index was fresh from an earlier run (its build is not in this run)."), "",
             "| view | `--index` median | rows fetched | plain push-down (`--query`), one run | rows fetched | same PNG |",
             "|---|---:|---:|---:|---:|---|"]
    for name, flags in views.items():
        indexed = []
        for _ in range(runs):
            seconds, stderr = timed(base + ["--index", table, *flags, "-o", str(data / "index-view.png")])
            indexed.append(seconds)
        fetched = re.search(r"([\d,]+) fetched", stderr)
        plain, plain_err = timed(base + ["--query", f"SELECT x, y FROM {table}", *flags, "-o", str(data / "plain-view.png")])
        plain_fetched = re.search(r"([\d,]+) fetched", plain_err)
        same = (data / "index-view.png").read_bytes() == (data / "plain-view.png").read_bytes()
        lines.append(f"| {name} | {statistics.median(indexed):.2f} s | {fetched.group(1) if fetched else '-'} "
                     f"| {plain:.2f} s | {plain_fetched.group(1) if plain_fetched else '-'} | {'yes' if same else 'NO'} |")
        print(lines[-1], flush=True)
    load.append(os.getloadavg()[0])
    lines += ["", f"1-minute load average {load[0]:.1f} before, {load[1]:.1f} after (`os.getloadavg`)."]
    write_section(out, f"## --index, {rows:,} rows", lines)
    print("\n".join(lines))


def timed(command, shell=False):
    """Wall seconds and stderr of one run; exits on failure."""
    start = time.perf_counter()
    result = subprocess.run(command, shell=shell, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            timeout=900)
    wall = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed: {command}: {result.stderr[-300:]}")
    return wall, result.stderr


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--plot", required=True)
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--data", default="/tmp/plotkit-bench")
    parser.add_argument("--out", default=str(HERE / "db-results.md"))
    parser.add_argument("--index-rows", type=int, help="time `plot --index` on a table of this many rows instead")
    parser.add_argument("--index-rebuild", action="store_true", help="drop the index first, so its build is timed")
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    if args.index_rows:
        index_runs(args.plot, args.index_rows, args.runs, data, Path(args.out), args.index_rebuild)
        return
    table = make_table(args.rows)
    query = f"SELECT t, y FROM {table}"
    size = ["--size", "1600x1200"]
    copy = f"COPY ({query}) TO STDOUT WITH CSV HEADER"
    tools = {
        "PlotKit push-down (`plot --db`)": ([args.plot, "--db", URL, "--query", query, "--x", "t", "--y", "y", *size,
                                            "-o", str(data / "db-pushdown.png")], False),
        "every row: `psql COPY \\| plot --input -`": (
            f"psql '{URL}' -qX -c '{copy}' | '{args.plot}' --input - --x t --y y {' '.join(size)} "
            f"-o {data / 'db-copy.png'}", True),
        "pandas `read_sql` + matplotlib": ([sys.executable, str(HERE / "Peers/pandas_sql.py"), URL, query,
                                           str(data / "db-pandas.png"), "1600", "1200", "t", "y"], False),
    }
    times = {name: [] for name in tools}
    transferred = {name: args.rows for name in tools}
    for _ in range(args.runs):
        for name, (command, shell) in tools.items():
            wall, stderr = timed(command, shell)
            times[name].append(wall)
            fetched = re.search(r"([\d,]+) (rows )?fetched", stderr)
            if fetched:
                transferred[name] = int(fetched.group(1).replace(",", ""))
    medians = {name: statistics.median(values) for name, values in times.items()}
    first = next(iter(tools))
    lines = [f"{args.rows:,} rows (timestamptz, float8) in PostgreSQL {psql('SHOW server_version')} on loopback, "
             f"1600x1200 PNG, median of {args.runs} alternating runs; {os.cpu_count()} cores.", "",
             "| tool | rows transferred | median wall | push-down / this |", "|---|---:|---:|---:|"]
    for name in tools:
        ratio = f"{medians[first] / medians[name]:.2f}" if name != first else ""
        lines.append(f"| {name} | {transferred[name]:,} | {medians[name]:.2f} s | {ratio} |")
    print("\n".join(lines))
    Path(args.out).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
