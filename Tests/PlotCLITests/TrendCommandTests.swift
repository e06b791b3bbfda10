import Foundation
import XCTest

/// `--trend` and `--rolling` as a user runs them: on the points page and a file, and refused
/// where they would mean nothing, with the exact line and status.
final class TrendCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("xy.csv", "x,y\n1,2\n2,4.5\n3,5.5\n4,8\n")
    }
    override func tearDown() { plot?.remove() }

    /// The least-squares line of (1,2) (2,4.5) (3,5.5) (4,8): numpy.polyfit gives slope 1.9,
    /// intercept 0.25; R² = 0.9757 (scipy's linregress rvalue**2).
    func testALinearTrendWritesItsEquation() throws {
        let result = try plot.run(["--input", "xy.csv", "--kind", "scatter", "--trend", "linear", "-o", "t.pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try plot.poppler("pdftotext", "t.pdf").contains("trend: y = 1.9x + 0.25, R² = 0.98"))
    }

    func testThePointsPageTakesThem() throws {
        let result = try plot.run([
            "--count", "30", "--seed", "2", "--rolling", "5", "--trend", "loess", "-o", "p.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "p.pdf")
        XCTAssertTrue(text.contains("rolling mean of 5 rows"), text)
        XCTAssertTrue(text.contains("LOESS trend"), text)
    }

    func testMisplacedOnesAreRefused() throws {
        let cases: [([String], String)] = [
            (
                ["--kind", "bar", "--trend", "linear"],
                "--trend is for --kind line, scatter or step, not --kind bar: drop it"
            ),
            (
                ["--rolling", "7d"],
                "--rolling 7d is a span of time, and x (x) holds numbers: give a number of rows, --rolling 7"
            ),
            (["--rolling", "7x"], "The value '7x' is invalid for '--rolling <n|span>'"),
            (
                ["--rolling", "5"],
                "--rolling 5: the longest series has 4 rows, too few for one mean of 5: give at most 4"
            ),
            (
                ["--x", "x", "--y", "y", "--group-by", "x"],
                "--group-by x is the x column: each x is its own group already; drop --group-by"
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(["--input", "xy.csv"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
        }
    }
}
