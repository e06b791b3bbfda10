import Foundation
import GRDB
import XCTest

/// `plot --input` on log axes: `--x-range`, `--y-range` and `--zoom` are honoured as on a
/// linear axis, what a log axis cannot show is refused, and a file too big to hold or a
/// database draws the same picture as a file held.
final class LogAxisCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        // y = e^(x/20) for x 1...199: 1.05 to 21,000, four decades and more.
        var csv = "x,y\n"
        for x in 1..<200 { csv += "\(x),\(exp(Double(x) / 20))\n" }
        try plot.write("exp.csv", csv)
    }
    override func tearDown() { plot?.remove() }

    func picture(_ arguments: [String], _ name: String, environment: [String: String] = [:]) throws -> Data {
        let result = try plot.run(
            ["--input", "exp.csv", "--size", "800x500"] + arguments + ["-o", name], environment: environment)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return try XCTUnwrap(FileManager.default.contents(atPath: plot.path(name)), name)
    }

    /// Ranges and the zoom change a log axis's picture (they were once ignored there).
    func testRangesAndTheZoomChangeALogAxis() throws {
        let whole = try picture(["--log-x", "--log-y"], "whole.png")
        XCTAssertNotEqual(try picture(["--log-x", "--log-y", "--y-range", "10..1000"], "y.png"), whole)
        XCTAssertNotEqual(try picture(["--log-x", "--log-y", "--x-range", "10..100"], "x.png"), whole)
        XCTAssertNotEqual(try picture(["--log-x", "--log-y", "--zoom", "2"], "zoom.png"), whole)
        XCTAssertNotEqual(try picture(["--log-x", "--log-y", "--center", "10,10"], "center.png"), whole)
    }

    /// A range reaching 0 or below, or a center there, on a log axis is one line naming the
    /// flag as typed, a usage error (64), and nothing is written.
    func testWhatALogAxisCannotShowIsAUsageError() throws {
        try plot.write("out.png", "old picture")
        let cases: [([String], String)] = [
            (["--log-y", "--y-range", "0..100"], "--y-range 0..100: a log axis needs both ends above 0"),
            (["--log-x", "--x-range", "-1..5"], "--x-range -1..5: a log axis needs both ends above 0"),
            (["--log-x", "--x-range", "-3:50"], "--x-range -3:50: a log axis needs both ends above 0"),
            (["--log-y", "--zoom", "2", "--center", "5,0"], "--center 5,0: y is on a log axis and must be above 0"),
            (["--log-x", "--center", "-2,5"], "--center -2,5: x is on a log axis and must be above 0"),
        ]
        for (arguments, expected) in cases {
            let result = try plot.run(["--input", "exp.csv"] + arguments + ["-o", "out.png"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "plot: error: \(expected)\n", "\(arguments)")
            XCTAssertEqual(FileManager.default.contents(atPath: plot.path("out.png")), Data("old picture".utf8))
        }
        // The same ranges on linear axes are drawn.
        XCTAssertEqual(try plot.run(["--input", "exp.csv", "--y-range", "0..100", "-o", "linear.png"]).status, 0)
    }

    /// `--kind histogram --log-x` draws its bins (equal in log10: LogHistogramTests), narrowed
    /// by a range; a value at or below 0 is the log axis's one-line error (65), or with
    /// `--skip-bad-rows` its row is left out.
    func testAHistogramOnALogAxis() throws {
        try plot.write("incomes.csv", "income\n300\n900\n4000\n20000\n70000\n")
        let histogram = ["--input", "incomes.csv", "--kind", "histogram", "--log-x", "--bins", "3"]
        let drawn = try plot.run(histogram + ["-o", "h.png"])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertEqual(drawn.stderr, "plot: wrote h.png (1920×1080 px)\n")
        // A range narrows the axis of its bins, as on a linear axis.
        let ranged = try plot.run(histogram + ["--x-range", "100..10000", "-o", "r.png"])
        XCTAssertEqual(ranged.status, 0, ranged.stderr)
        XCTAssertNotEqual(
            FileManager.default.contents(atPath: plot.path("r.png")),
            FileManager.default.contents(atPath: plot.path("h.png")))
        try plot.write("zero.csv", "income\n300\n0\n4000\n")
        let zero = try plot.run(["--input", "zero.csv", "--kind", "histogram", "--log-x", "-o", "zero.png"])
        XCTAssertEqual(zero.status, 65)
        XCTAssertEqual(
            zero.stderr, "plot: error: zero.csv: line 3, column \"income\": 0 is not above 0 (log axis)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("zero.png")))
        let skipped = try plot.run([
            "--input", "zero.csv", "--kind", "histogram", "--log-x", "--skip-bad-rows", "-o", "skipped.png",
        ])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
    }

    /// A log x axis with a range, streamed (`PLOTKIT_STREAM_ABOVE=0`) or held: one picture. The
    /// streamed path draws linear and time axes alone, so it reads such a file whole.
    func testALogRangeOfABigFileIsTheHeldPicture() throws {
        var csv = "x,y\n"
        for row in 1...6000 { csv += "\(Double(row) / 6),\(2 + sin(Double(row) / 50))\n" }
        try plot.write("big.csv", csv)
        let arguments = ["--input", "big.csv", "--size", "400x300", "--log-x", "--x-range", "5..500"]
        XCTAssertEqual(try plot.run(arguments + ["-o", "held.png"]).status, 0)
        let streamed = try plot.run(arguments + ["-o", "streamed.png"], environment: ["PLOTKIT_STREAM_ABOVE": "0"])
        XCTAssertEqual(streamed.status, 0, streamed.stderr)
        let held = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("held.png")))
        XCTAssertTrue(held == FileManager.default.contents(atPath: plot.path("streamed.png")))
    }

    /// From a database (M4 and the y extent in an x range computed in SQL), a log y axis with a
    /// range or a zoom is the file's picture; a log x axis is refused there, as before.
    func testALogYRangeFromADatabaseIsTheFilesPicture() throws {
        var csv = "x,y\n"
        let queue = try DatabaseQueue(path: plot.path("rows.db"))
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (x REAL, y REAL)")
            let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?, ?)")
            for row in 1...20_000 {
                let (x, y) = (Double(row) / 10, exp(Double(row) / 2000) * (1.2 + sin(Double(row) / 37)))
                try insert.execute(arguments: [x, y])
                csv += "\(x),\(y)\n"
            }
        }
        try queue.close()
        try plot.write("rows.csv", csv)
        let database = ["--db", "sqlite:" + plot.path("rows.db"), "--query", "SELECT x, y FROM t"]
        for (index, flags) in [["--y-range", "10..1000"], ["--zoom", "3"], ["--x-range", "500..1500"]].enumerated() {
            let arguments = ["--x", "x", "--y", "y", "--log-y", "--size", "400x300"] + flags
            let fromFile = try plot.run(["--input", "rows.csv"] + arguments + ["-o", "file\(index).png"])
            XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
            let fromDatabase = try plot.run(database + arguments + ["-o", "db\(index).png"])
            XCTAssertEqual(fromDatabase.status, 0, fromDatabase.stderr)
            let file = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("file\(index).png")))
            XCTAssertTrue(file == FileManager.default.contents(atPath: plot.path("db\(index).png")), "\(flags)")
        }
        let logX = try plot.run(database + ["--x", "x", "--y", "y", "--log-x", "--x-range", "10..100", "-o", "x.png"])
        XCTAssertEqual(logX.status, 64, logX.stderr)
        XCTAssertEqual(logX.stderr, "plot: error: --log-x is not drawn from a database (--db): drop it\n")
    }

    /// A value a log axis cannot show, found by the database, is written as the tool writes
    /// numbers (it read "−0.500000").
    func testADatabaseValueALogAxisCannotShowIsWrittenPlainly() throws {
        let queue = try DatabaseQueue(path: plot.path("bad.db"))
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (x REAL, y REAL)")
            try db.execute(sql: "INSERT INTO t VALUES (1, 5), (2, -0.5), (3, 7)")
        }
        try queue.close()
        let result = try plot.run([
            "--db", "sqlite:" + plot.path("bad.db"), "--query", "SELECT x, y FROM t", "--x", "x", "--y", "y",
            "--log-y", "-o", "bad.png",
        ])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(result.stderr, "plot: error: --log-y: y has −0.5; a log axis needs values above 0\n")
    }
}
