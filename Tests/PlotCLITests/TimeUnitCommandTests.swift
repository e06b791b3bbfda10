import Foundation
import XCTest

/// `--x-unit` and `--agg` as a user runs them: rows binned to calendar units, counted without a
/// y column, and the mistakes refused with the flag that fixes them.
final class TimeUnitCommandTests: XCTestCase {
    var plot: PlotProcess!

    /// Orders over three months: 3 in January, 1 in February, 2 in March (Europe/Berlin's
    /// clock: the last one is 1 March at 00:30 there, still 28 February in UTC).
    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write(
            "orders.csv",
            """
            when,amount,shop
            2026-01-03T10:00:00Z,12,North
            2026-01-15T11:00:00Z,30,South
            2026-01-31T22:00:00Z,5,North
            2026-02-10T09:00:00Z,8,South
            2026-02-28T23:30:00Z,20,North
            2026-03-20T12:00:00Z,7,North

            """)
    }
    override func tearDown() { plot?.remove() }

    /// A bar a month, counting rows, with no y column: the axis says "count" and the bars are
    /// labelled by month (pdftotext reads the words back from the PDF).
    func testCountsRowsByMonthWithoutAYColumn() throws {
        let result = try plot.run([
            "--input", "orders.csv", "--x", "when", "--kind", "bar", "--x-unit", "month", "--agg", "count",
            "--time-zone", "Europe/Berlin", "-o", "c.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "c.pdf")
        for word in ["count", "Jan", "Feb", "Mar", "2026", "3 rows of the same month counted"] {
            XCTAssertTrue(text.contains(word), "\(word) in \(text)")
        }
    }

    func testALineOfWeeklyPercentiles() throws {
        let result = try plot.run([
            "--input", "orders.csv", "--x", "when", "--y", "amount", "--x-unit", "week", "--agg", "p95",
            "-o", "w.png",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testMistakesAreRefusedWithTheFix() throws {
        let cases: [([String], String)] = [
            (
                ["--x", "shop", "--y", "amount", "--kind", "bar", "--x-unit", "month"],
                "--x-unit month: x (shop) holds categories; only times bin to calendar units"
            ),
            (
                ["--x", "when", "--y", "amount", "--agg", "mean"],
                "--agg makes one value of the rows of an x: on --kind line give --x-unit (day, month...) to bin x first, or drop --agg"
            ),
            (
                ["--x", "when", "--kind", "histogram", "--x-unit", "day"],
                "--x-unit is for --kind line, scatter, step, area, bar, pie or donut, not --kind histogram (a histogram bins its x by --bins; a box or violin shows every value of a category; a heat map's axes are categories): drop it"
            ),
            (
                ["--x", "when", "--y", "amount", "--kind", "bar", "--agg", "p50"],
                "The value 'p50' is invalid for '--agg <agg>'. Please provide one of: sum, mean, median, min, max, count, p90, p95, p99"
            ),
            (
                ["--x", "when", "--y", "amount", "shop"],
                "--y takes its columns in one word, with commas: --y amount,shop"
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(["--input", "orders.csv"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")))
        }
    }
}
