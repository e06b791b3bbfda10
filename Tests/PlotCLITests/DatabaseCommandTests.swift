import Foundation
import GRDB
import PostgresTesting
import XCTest

/// `plot --db URL --query SQL`: the picture of `plot --input` for the same rows, and every
/// failure one line with the README's status, no output file, and no password printed.
final class DatabaseCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    /// x unsorted and unique; y without ties; a gap in each series.
    private func makeRows(_ count: Int) throws -> (csv: String, sqlite: String) {
        var csv = "x,a,b\n"
        let sqlite = plot.path("rows.db")
        let queue = try DatabaseQueue(path: sqlite)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (x REAL, a REAL, b REAL, label TEXT)")
            let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?, ?, ?, 'text')")
            for index in 0..<count {
                let x = Double((index * 7_919) % count) + 0.5
                let a: Double? = index == 1_234 ? nil : sin(x / 500) * 30 + Double((index * 31) % 977) / 97.7
                let b: Double? = index == 4_321 ? nil : cos(x / 700) * 20 + Double((index * 17) % 1009) / 100.9
                try insert.execute(arguments: [x, a, b])
                csv += "\(x),\(a.map { "\($0)" } ?? ""),\(b.map { "\($0)" } ?? "")\n"
            }
        }
        try queue.close()
        try plot.write("rows.csv", csv)
        return ("rows.csv", "sqlite:" + sqlite)
    }

    func testSQLiteDrawsTheSamePNGAsTheCSV() throws {
        let (csv, db) = try makeRows(50_000)
        let flagSets: [[String]] = [
            ["--x", "x", "--y", "a,b"],
            ["--x", "x", "--y", "a", "--theme", "dark", "--size", "900x600", "--kind", "step"],
            ["--x", "x", "--y", "a,b", "--x-range", "1000:9000", "--legend", "top", "--title", "Из базы"],
            ["--x", "x", "--y", "b", "--kind", "scatter", "--y-range", "0:40"],
        ]
        for (index, flags) in flagSets.enumerated() {
            let fromFile = try plot.run(["--input", csv] + flags + ["-o", "file\(index).png"])
            XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
            let fromDatabase = try plot.run(
                ["--db", db, "--query", "SELECT x, a, b FROM t"] + flags + ["-o", "db\(index).png"])
            XCTAssertEqual(fromDatabase.status, 0, fromDatabase.stderr)
            let file = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("file\(index).png")))
            let database = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("db\(index).png")))
            XCTAssertTrue(file == database, "the PNGs of \(flags) differ")
        }
    }

    /// `--y` names columns as for a file: split at commas, empty names dropped, the blanks
    /// around a name or a number ignored; naming none is a usage error for both.
    func testYColumnsAreNamedAsForAFile() throws {
        let (csv, db) = try makeRows(300)
        let flags = ["--x", "x", "--y", ",a,, 3 ,"]
        let fromFile = try plot.run(["--input", csv] + flags + ["-o", "file.png"])
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        let fromDatabase = try plot.run(["--db", db, "--query", "SELECT x, a, b FROM t"] + flags + ["-o", "db.png"])
        XCTAssertEqual(fromDatabase.status, 0, fromDatabase.stderr)
        let file = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("file.png")))
        let database = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("db.png")))
        XCTAssertTrue(file == database, "the PNGs differ")
        for source in [["--input", csv], ["--db", db, "--query", "SELECT x, a, b FROM t"]] {
            let result = try plot.run(source + ["--x", "x", "--y", ",", "-o", "none.png"])
            XCTAssertEqual(result.status, 64, "\(source): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("none.png")))
        }
    }

    /// Dates in --x-range and --center on a time x, as for a file (trial: refused as "not a
    /// number"): the same picture as the CSV's.
    func testDatesInRangesAndCentresAreReadAsForAFile() throws {
        let sqlite = plot.path("times.db")
        let queue = try DatabaseQueue(path: sqlite)
        var csv = "ts,v\n"
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE r (ts TEXT, v REAL)")
            for hour in 0..<(24 * 10) {
                let ts = String(format: "2024-01-%02d %02d:00:00", 1 + hour / 24, hour % 24)
                let v = sin(Double(hour) / 12) * 5 + Double(hour % 7) / 3
                try db.execute(sql: "INSERT INTO r VALUES (?, ?)", arguments: [ts, v])
                csv += "\(ts),\(v)\n"
            }
        }
        try queue.close()
        try plot.write("times.csv", csv)
        for view in [["--x-range", "2024-01-03..2024-01-05"], ["--zoom", "3", "--center", "2024-01-04T12:00,2"]] {
            let flags = ["--x", "ts", "--y", "v", "--size", "600x400"] + view
            let fromFile = try plot.run(["--input", "times.csv"] + flags + ["-o", "file.png"])
            XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
            let fromDatabase = try plot.run(
                ["--db", "sqlite:" + sqlite, "--query", "SELECT ts, v FROM r"] + flags + ["-o", "db.png"])
            XCTAssertEqual(fromDatabase.status, 0, fromDatabase.stderr)
            XCTAssertTrue(
                FileManager.default.contents(atPath: plot.path("file.png"))
                    == FileManager.default.contents(atPath: plot.path("db.png")), "the PNGs of \(view) differ")
        }
        // A dated range that holds none of the rows is refused as a file's is, naming where they are.
        let empty = try plot.run(
            [
                "--db", "sqlite:" + sqlite, "--query", "SELECT ts, v FROM r", "--x", "ts", "--y", "v", "--x-range",
                "2025-01-01..2025-02-01", "-o", "empty.png",
            ])
        XCTAssertEqual(empty.status, 64, empty.stderr)
        XCTAssertTrue(
            empty.stderr.hasPrefix(
                "plot: error: --x-range 2025-01-01..2025-02-01 holds none of the data: x (ts) runs from 2024-01-01T00:00:00Z"
            ), empty.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("empty.png")))
    }

    func testFailuresAreOneLineWithTheirStatus() throws {
        let (_, db) = try makeRows(100)
        let cases: [(arguments: [String], status: Int32, says: String)] = [
            (
                ["--db", "mysql://u:hunter2-secret@h/d", "--query", "SELECT 1", "--x", "x", "--y", "y"], 64,
                "not a database URL"
            ),
            (["--db", db, "--x", "x", "--y", "a"], 64, "--query"),
            (["--query", "SELECT 1", "--x", "x", "--y", "a"], 64, "--db"),
            (["--db", db, "--query", "SELECT * FROM t", "--y", "a"], 64, "--x"),
            (["--db", db, "--query", "SELECT * FROM t", "--x", "x", "--y", "a", "--input", "rows.csv"], 64, "--input"),
            (["--db", db, "--query", "SELECT * FROM t", "--x", "x", "--y", "a", "--kind", "bar"], 64, "bar"),
            (["--db", "sqlite:missing.db", "--query", "SELECT * FROM t", "--x", "x", "--y", "a"], 66, "no such file"),
            (["--db", db, "--query", "SELECT nope FROM t", "--x", "x", "--y", "a"], 65, "the query failed"),
            (["--db", db, "--query", "SELECT * FROM t", "--x", "x", "--y", "nope"], 64, "they have: x, a, b, label"),
            (
                ["--db", db, "--query", "SELECT * FROM t", "--x", "x", "--y", "a,2"], 64,
                "column a is given twice to --y: give each column once"
            ),
            (
                ["--db", db, "--query", "SELECT * FROM t", "--x", "x", "--y", "label"], 64,
                "column label holds text; y takes numbers (numbers kept as text read with CAST(label AS REAL) in --query)"
            ),
            (
                [
                    "--db", db, "--query", "SELECT * FROM t", "--x", "x", "--y", "a", "--x-range",
                    "2024-01-01..2024-02-01",
                ],
                64, "gives dates, but the x axis holds numbers"
            ),
            (["--db", db, "--query", "SELECT * FROM t WHERE x < 0", "--x", "x", "--y", "a"], 65, "no rows"),
            (
                ["--db", "postgres://u:hunter2-secret@127.0.0.1:1/d", "--query", "SELECT 1", "--x", "x", "--y", "y"],
                69, "cannot connect to postgres://u:***@127.0.0.1:1/d: connection refused\n"
            ),
        ]
        for (arguments, status, says) in cases {
            let result = try plot.run(arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: "), result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(says), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("hunter2"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("out.png")))
        }
    }

    func testPostgresFailuresNameNoPassword() throws {
        let postgres = try TestPostgres.require()
        let wrong = postgres.replacingOccurrences(of: ":plotkit@", with: ":hunter2-secret@")
        let cases: [(arguments: [String], status: Int32, says: String)] = [
            (["--db", wrong, "--query", "SELECT 1 AS x, 2 AS y", "--x", "x", "--y", "y"], 69, "refused"),
            (["--db", postgres, "--query", "SELECT x FROM nowhere", "--x", "x", "--y", "y"], 65, "nowhere"),
            (["--db", postgres, "--query", "SELECT 1 AS x, 'a'::text AS y", "--x", "x", "--y", "y"], 64, "text"),
            (
                ["--db", postgres, "--query", "SELECT 1 AS x, 2 AS y", "--x", "x", "--y", "z"], 64,
                "they have: x, y"
            ),
        ]
        for (arguments, status, says) in cases {
            let result = try plot.run(arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(says), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("hunter2"), result.stderr)
            XCTAssertFalse(result.stderr.contains(":plotkit@"), result.stderr)
        }
    }

    func testPostgresDrawsTheSamePNGAsItsCSVExport() throws {
        let postgres = try TestPostgres.require()
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_cli; CREATE TABLE plotkit_cli AS
              SELECT timestamptz '2025-03-01 00:00:00+00' + i * interval '10 seconds' AS x,
                     sin(i / 900.0) * 10 + ((i * 7919) % 1009) / 200.0 + i / 1e7 AS y
              FROM generate_series(1, 100000) AS i
            """)
        try TestPostgres.csv(of: "SELECT x, y FROM plotkit_cli").write(
            to: URL(fileURLWithPath: plot.path("export.csv")))
        let flags = ["--x", "x", "--y", "y", "--title", "10 s readings", "-o"]
        let fromFile = try plot.run(["--input", "export.csv"] + flags + ["file.png"])
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        let fromDatabase = try plot.run(
            ["--db", postgres, "--query", "SELECT x, y FROM plotkit_cli;"] + flags + ["db.png"])
        XCTAssertEqual(fromDatabase.status, 0, fromDatabase.stderr)
        let file = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("file.png")))
        let database = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("db.png")))
        XCTAssertTrue(file == database, "the PNGs differ")
    }

    /// `--index TABLE`: built once (said on stderr), then read; the PNG is the push-down's
    /// (`--query "SELECT * FROM TABLE"`), whole and zoomed; each failure one line with its status
    /// (CLI.md, "An index beside a table"), no output file.
    func testPostgresIndexDrawsThePushDownsPNG() throws {
        let postgres = try TestPostgres.require()
        try TestPostgres.execute(
            """
            DROP TABLE IF EXISTS plotkit_m4_plotkit_cli_index; DROP TABLE IF EXISTS plotkit_cli_index;
            CREATE TABLE plotkit_cli_index AS
              SELECT i / 2.0 AS x, sin(i / 900.0) * 10 + ((i * 7919) % 1009) / 200.0 AS y,
                     'text' AS label
              FROM generate_series(1, 100000) AS i
            """)
        for (index, range) in [[], ["--x-range", "1000..1200"]].enumerated() {
            let flags = ["--x", "x", "--y", "y"] + range + ["-o"]
            let indexed = try plot.run(
                ["--db", postgres, "--index", "plotkit_cli_index"] + flags + ["index\(index).png"])
            XCTAssertEqual(indexed.status, 0, indexed.stderr)
            XCTAssertEqual(
                indexed.stderr.contains("plot: note: indexed plotkit_cli_index in "), index == 0, indexed.stderr)
            let plain = try plot.run(
                ["--db", postgres, "--query", "SELECT * FROM plotkit_cli_index"] + flags + ["plain\(index).png"])
            XCTAssertEqual(plain.status, 0, plain.stderr)
            let fromIndex = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("index\(index).png")))
            let fromQuery = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("plain\(index).png")))
            XCTAssertTrue(fromIndex == fromQuery, "the PNGs of \(range) differ")
        }
        let sqlite = try makeRows(10).sqlite
        let cases: [(arguments: [String], status: Int32, says: String)] = [
            (
                ["--db", postgres, "--index", "plotkit_cli_index", "--query", "SELECT 1", "--x", "x", "--y", "y"], 64,
                "plot: error: --index plotkit_cli_index charts the table's rows: drop --query (or --index)"
            ),
            (
                ["--index", "plotkit_cli_index", "--x", "x", "--y", "y"], 64,
                "plot: error: --index TABLE is a table in --db URL: give --db, or drop --index"
            ),
            (
                ["--db", postgres, "--index", "nowhere", "--x", "x", "--y", "y"], 66,
                "plot: error: --index: no table nowhere in the database"
            ),
            (
                ["--db", postgres, "--index", "plotkit_cli_index", "--x", "label", "--y", "y"], 64,
                "plot: error: --index: plotkit_cli_index.label holds text; an index takes a number x"
            ),
            (
                ["--db", sqlite, "--index", "t", "--x", "x", "--y", "a"], 64,
                "plot: error: --index keeps its table in PostgreSQL: give a postgres:// URL"
            ),
        ]
        for (arguments, status, says) in cases {
            let result = try plot.run(arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(says), "\(arguments): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("out.png")))
        }
    }
}
