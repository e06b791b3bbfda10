"""A chart of 10^7 rows kept in PostgreSQL, three ways, alternating runs in one go: PlotKit's
push-down (`plot --db`), every row fetched and piped into `plot --input -` (psql COPY), and
pandas read_sql + matplotlib. Called by Benchmarks/db.sh, after scripts/postgres started the
server."""
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
    args = parser.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
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
