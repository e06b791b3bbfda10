#!/usr/bin/env python3
"""Writes seeded random CSV files and what Python's csv module (and float) read from them.

The differential test of PlotKit's table reader (Tests/InputTests/CSVDifferentialTests.swift)
runs this and compares every cell PlotKit reads with Python's: quotes, doubled quotes,
separators and line breaks inside quotes, empty fields, a BOM, CRLF, a trailing separator on
every line, long fields, non-ASCII text.

    scripts/csv-reference.py --seed 1 --count 10000 --out DIR [--format jsonl]

writes DIR/00000.csv ... and DIR/expected.jsonl, one JSON object a file:
{"file": "00000.csv", "header": [...], "rows": [[...], ...], "numbers": {"c1": [1.5, ...]}}
where "numbers" holds, for each column whose every cell float() reads, those floats (an empty
cell is None). Python's csv reads with newline='' as its documentation says, after the BOM.
With --format jsonl: JSON Lines files and what json.loads reads ({"texts": {...}, "numbers":
{...}}, a missing or null value None).
"""

import argparse
import csv
import io
import json
import os
import random

WORDS = ["alpha", "Beta", "gamma delta", "München", "Köln", "Жёлтый", "東京", "naïve", "x", "a b c", "O'Brien"]
# Cells a reader could take for missing values ("NA", "null", "-") are left out: PlotKit reads
# them as gaps by design, which Python's csv has no notion of.


def number(rng):
    kind = rng.randrange(5)
    if kind == 0:
        return str(rng.randint(-100000, 100000))
    if kind == 1:
        return f"{rng.uniform(-1000, 1000):.{rng.randint(1, 6)}f}"
    if kind == 2:
        return f"{rng.uniform(-1, 1) * 10 ** rng.randint(-5, 8):.6e}"
    if kind == 3:
        return str(rng.randint(0, 9)) + "." + str(rng.randint(0, 99999))
    return f"{rng.uniform(0, 100):.2f}"


def text_cell(rng):
    kind = rng.randrange(9)
    if kind == 0:
        return ""
    if kind == 1:
        return rng.choice(WORDS) + "," + rng.choice(WORDS)  # a separator inside: quoted
    if kind == 2:
        return 'say "' + rng.choice(WORDS) + '"'  # quotes inside: doubled
    if kind == 3:
        return rng.choice(WORDS) + rng.choice(["\n", "\r\n"]) + rng.choice(WORDS)  # a line break inside
    if kind == 4:
        return "".join(rng.choice("abcdefghij xyzäöü") for _ in range(rng.randint(200, 600))).strip() or "long"
    if kind == 5:
        return rng.choice(WORDS) + " " + str(rng.randint(0, 99))
    return rng.choice(WORDS)


def write_cell(value, rng):
    needs = any(c in value for c in ',"\r\n') or value == ""
    if needs or rng.random() < 0.15:
        if value == "" and rng.random() < 0.5:
            return ""
        return '"' + value.replace('"', '""') + '"'
    return value


def table(rng, index):
    columns = rng.randint(1, 5)
    rows = rng.randint(1, 8)
    header = [f"c{n}" for n in range(columns)]
    kinds = [rng.choice(["number", "text", "text", "mixed"]) for _ in range(columns)]
    body = []
    for _ in range(rows):
        row = []
        for kind in kinds:
            if kind == "number":
                row.append("" if rng.random() < 0.1 else number(rng))
            elif kind == "text":
                row.append(text_cell(rng))
            else:
                row.append(number(rng) if rng.random() < 0.5 else text_cell(rng))
        body.append(row)
    newline = "\r\n" if rng.random() < 0.3 else "\n"
    trailing = rng.random() < 0.1  # a separator after the last field of every line
    lines = []
    for row in [header] + body:
        line = ",".join(write_cell(cell, rng) if row is not header else cell for cell in row)
        lines.append(line + ("," if trailing else ""))
    text = newline.join(lines) + (newline if rng.random() < 0.8 else "")
    bom = rng.random() < 0.1
    return header, text, bom


ESCAPED = ["tab\there", "line\nbreak", 'quote " inside', "back\\slash", "é ü Ж", "😀 emoji", "\u2028 separator", "東京"]


def json_lines(rng, index, out, expected):
    """A JSON Lines file: string columns (escapes, non-ASCII, surrogate pairs) and number
    columns (integers, decimals, exponents), some values null or absent; what json.loads reads."""
    columns = rng.randint(1, 4)
    kinds = [rng.choice(["number", "text"]) for _ in range(columns)]
    records = []
    for _ in range(rng.randint(1, 8)):
        record = {}
        for column, kind in enumerate(kinds):
            roll = rng.random()
            if roll < 0.08:
                continue  # absent: missing, as null
            if roll < 0.16:
                record[f"c{column}"] = None
            elif kind == "number":
                record[f"c{column}"] = rng.choice([rng.randint(-10**9, 10**9), rng.uniform(-1e6, 1e6), rng.uniform(-1, 1) * 10 ** rng.randint(-8, 12)])
            else:
                record[f"c{column}"] = rng.choice(ESCAPED + WORDS) + rng.choice(["", " " + str(rng.randint(0, 9))])
        records.append(record)
    # Every column has a value in the first record, so the reader meets every key at once.
    for column in range(columns):
        records[0].setdefault(f"c{column}", "x" if kinds[column] == "text" else 1)
        if records[0][f"c{column}"] is None:
            records[0][f"c{column}"] = "x" if kinds[column] == "text" else 1
    text = "\n".join(json.dumps(record, ensure_ascii=rng.random() < 0.5) for record in records) + "\n"
    name = f"{index:05d}.jsonl"
    with open(os.path.join(out, name), "w", encoding="utf-8") as file:
        file.write(text)
    read = [json.loads(line) for line in text.split("\n") if line]  # not splitlines(): U+2028 is no line break here
    header = [f"c{column}" for column in range(columns)]
    rows = [[record.get(title) for title in header] for record in read]
    texts = {title: [row[column] for row in rows] for column, title in enumerate(header) if kinds[column] == "text"}
    numbers = {title: [None if row[column] is None else float(row[column]) for row in rows] for column, title in enumerate(header) if kinds[column] == "number"}
    expected.write(json.dumps({"file": name, "header": header, "texts": texts, "numbers": numbers}) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--out", required=True)
    parser.add_argument("--format", choices=["csv", "jsonl"], default="csv")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    if args.format == "jsonl":
        with open(os.path.join(args.out, "expected.jsonl"), "w", encoding="utf-8") as expected:
            for index in range(args.count):
                json_lines(rng, index, args.out, expected)
        return
    with open(os.path.join(args.out, "expected.jsonl"), "w", encoding="utf-8") as expected:
        for index in range(args.count):
            header, text, bom = table(rng, index)
            name = f"{index:05d}.csv"
            with open(os.path.join(args.out, name), "wb") as file:
                file.write((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8"))
            read = list(csv.reader(io.StringIO(text, newline="")))
            names, rows = read[0], read[1:]
            # A blank line is no row for PlotKit, as for pandas (see the test): numbers skip it.
            numbered = [row for row in rows if row]
            numbers = {}
            for column, title in enumerate(names):
                cells = [row[column] if column < len(row) else "" for row in numbered]
                try:
                    values = [None if cell == "" else float(cell) for cell in cells]
                except ValueError:
                    continue
                if any(value is not None for value in values):
                    numbers[title] = values
            expected.write(json.dumps({"file": name, "header": names, "rows": rows, "numbers": numbers}) + "\n")


if __name__ == "__main__":
    main()
