import Foundation
import XCTest

/// `plot --input` on the things a first user ran into: the table beside the chart, files in
/// other encodings, bad rows on a log axis, histogram bins, cut-off JSON Lines, Excel's dates.
final class TableInputCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func rows(_ count: Int) -> String {
        "t,v\n" + (0..<count).map { "\($0),\(Double($0 * 37 % 101) / 8)\n" }.joined()
    }

    /// 100 rows beside the chart: one page, not 96 rows and a second file of 4.
    func testAHundredRowTableStaysOnOnePage() throws {
        try plot.write("t.csv", rows(100))
        let result = try plot.run(["--input", "t.csv", "--table", "-o", "t.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try plot.files(), ["t.csv", "t.png"])
        try plot.write("long.csv", rows(300))
        let long = try plot.run(["--input", "long.csv", "--table", "-o", "long.png"])
        XCTAssertEqual(long.status, 0, long.stderr)
        XCTAssertTrue(try plot.files().contains("long-2.png"), "more rows go on to more pages")
    }

    /// Several y columns: the table lists each beside x (headed by their names, tested in
    /// DataChartTablePageTests); groups and a dark page are refused rather than ignored.
    func testATableOfSeveralYColumns() throws {
        try plot.write("two.csv", "t,a,b\n1,2,3\n2,3,1\n3,1,2\n")
        let two = try plot.run(["--input", "two.csv", "--y", "a,b", "--table", "-o", "two.png"])
        XCTAssertEqual(two.status, 0, two.stderr)
        for (flags, message) in [
            (
                ["--group-by", "a"],
                "--table lists the points of lines of numbers (one x, its y columns): not with --group-by"
            ),
            (["--theme", "dark"], "--table is drawn on a light page: not with --theme dark"),
        ] {
            let refused = try plot.run(["--input", "two.csv", "--table"] + flags + ["-o", "r.png"])
            XCTAssertEqual(refused.status, 64, "\(flags)")
            XCTAssertEqual(refused.stderr, "plot: error: \(message)\n")
        }
    }

    /// A German export in windows-1252 (`Stadt;Wert`, München, Köln, „Süd“ as Python's cp1252
    /// writes them) as a donut: read with `--encoding`, and without it a note saying so.
    func testEncoding() throws {
        let german: [UInt8] =
            Array("Stadt;Wert\nM".utf8) + [252] + Array("nchen;1,5\nK".utf8) + [246] + Array("ln;2\n".utf8)
            + [132, 83, 252, 100, 147] + Array(";3\n".utf8)
        try Data(german).write(to: URL(fileURLWithPath: plot.path("de.csv")))
        for name in ["windows-1252", "cp1252", "latin1", "ISO-8859-1"] {
            let result = try plot.run(["--input", "de.csv", "--kind", "donut", "--encoding", name, "-o", "de.png"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "plot: wrote de.png (1920×1080 px)\n", name)
        }
        let unsaid = try plot.run(["--input", "de.csv", "--kind", "donut", "-o", "de.png"])
        XCTAssertEqual(unsaid.status, 0, unsaid.stderr)
        XCTAssertTrue(unsaid.stderr.hasPrefix("plot: note: de.csv holds text that is not UTF-8"), unsaid.stderr)
        XCTAssertTrue(unsaid.stderr.contains("--encoding windows-1252"), unsaid.stderr)
        let unknown = try plot.run(["--input", "de.csv", "--encoding", "utf-16", "-o", "de.png"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(
            unknown.stderr,
            "plot: error: --encoding utf-16 is not one plot reads: give utf-8, windows-1252, cp1252, iso-8859-1, latin1\n"
        )
        let notForPoints = try plot.run(["--count", "3", "--encoding", "cp1252", "-o", "p.png"])
        XCTAssertEqual(notForPoints.status, 64, notForPoints.stderr)
    }

    /// A zero on a log axis: with --skip-bad-rows its row is skipped and counted like a row
    /// that does not read; without, the one-line error naming it.
    func testLogAxisZeroIsABadRowWhenSkipping() throws {
        try plot.write("log.csv", "x,y\n1,10\n2,0\n3,abc\n4,1000\n5,-3\n")
        let skipped = try plot.run(["--input", "log.csv", "--log-y", "--skip-bad-rows", "-o", "log.png"])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(skipped.stderr, "plot: wrote log.png (1920×1080 px)\n")
        let stopped = try plot.run(["--input", "log.csv", "--log-y", "-o", "stopped.png"])
        XCTAssertEqual(stopped.status, 65)
        XCTAssertTrue(stopped.stderr.hasPrefix("plot: error: "), stopped.stderr)
        try plot.write("zero.csv", "x,y\n1,10\n2,0\n4,1000\n")
        let zero = try plot.run(["--input", "zero.csv", "--log-y", "-o", "zero.png"])
        XCTAssertEqual(zero.status, 65)
        XCTAssertEqual(zero.stderr, "plot: error: --log-y: y has 0; a log axis needs values above 0\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("zero.png")))
    }

    /// A histogram of categories counts one bar a category: `--bins` there is a usage error
    /// rather than ignored; on numbers it still sets the bins.
    func testBinsOnACategoryHistogramIsAUsageError() throws {
        try plot.write("w.csv", "weather,temp\nrain,3\nsun,7\nrain,4\nfog,1\n")
        let refused = try plot.run([
            "--input", "w.csv", "--x", "weather", "--kind", "histogram", "--bins", "5", "-o", "w.png",
        ])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(
            refused.stderr,
            "plot: error: --bins sets the bins of numbers or times; x (weather) holds categories, counted one bar each: drop --bins\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("w.png")))
        let numbers = try plot.run([
            "--input", "w.csv", "--x", "temp", "--kind", "histogram", "--bins", "5", "-o", "t.png",
        ])
        XCTAssertEqual(numbers.status, 0, numbers.stderr)
    }
}
