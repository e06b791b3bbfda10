import Foundation
import XCTest

/// `--band` and `--y-lower`/`--y-upper` as a user runs them: what the note says, and every
/// misuse refused with its exact line and status.
final class ErrorBandCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write(
            "m.csv", "x,y,y2,lo,hi\n1,2,1,1.5,2.5\n1,4.5,1,4,5\n1,3.1,1,3,3\n2,10,1,9,11\n2,12.5,1,12,13\n3,7,1,,8\n")
    }
    override func tearDown() { plot?.remove() }

    /// x = 3 is one row: its point has no interval, and the note says so.
    func testABandOfMeansSaysWhatItIs() throws {
        let result = try plot.run([
            "--input", "m.csv", "--x", "x", "--y", "y", "--agg", "mean", "--band", "ci95", "--orientation", "landscape",
            "-o", "b.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "b.pdf")
        XCTAssertTrue(text.contains("band: 95% CI of the mean, Student's t · 1 group of one row without one"), text)
        XCTAssertTrue(text.contains("3 rows of the same x averaged"), text)
    }

    /// Row 3's value (3.1) is above its upper end (3): drawn, and counted.
    func testBoundsFromColumnsAreCounted() throws {
        let result = try plot.run([
            "--input", "m.csv", "--x", "x", "--y", "y", "--kind", "scatter", "--y-lower", "lo", "--y-upper", "hi",
            "-o", "s.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "s.pdf")
        XCTAssertTrue(text.contains("interval: lo to hi · 1 row with the value outside its interval"), text)
    }

    func testMisuseIsRefused() throws {
        let cases: [([String], String)] = [
            (
                ["--kind", "bar", "--band", "sd"],
                "--band sd is an interval about the mean of an x's rows: give --agg mean"
            ),
            (
                ["--kind", "bar", "--band", "minmax", "--agg", "sum"],
                "--band minmax is an interval about the mean of an x's rows: give --agg mean (or --agg median)"
            ),
            (["--y-lower", "lo"], "--y-lower and --y-upper are the two ends of an interval: give both"),
            (
                ["--y-lower", "lo", "--y-upper", "hi", "--agg", "mean", "--band", "sd"],
                "--y-lower and --y-upper give each row's interval, --band makes one of an x's rows: give one or the other"
            ),
            (
                ["--kind", "bar", "--stack", "--agg", "mean", "--band", "se"],
                "--band draws beside bars and under lines, not on stacked ones: drop --stack"
            ),
            (
                ["--kind", "pie", "--agg", "mean", "--band", "se"],
                "--band is for --kind line, area, step, scatter or bar, not --kind pie (a band goes under a line, whiskers on a bar or a point): drop it"
            ),
            (
                ["--x", "x", "--y", "y,y2", "--y-lower", "lo", "--y-upper", "hi"],
                "--y-lower and --y-upper are the ends of one y column's intervals; give that column as --y (one column)"
            ),
            (["--band", "iqr"], "The value 'iqr' is invalid for '--band <band>'"),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(["--input", "m.csv"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: \(message)"), "\(arguments): \(result.stderr)")
        }
        let points = try plot.run(["--count", "20", "--y-lower", "a", "--y-upper", "b", "-o", "p.png"])
        XCTAssertEqual(points.status, 64)
        XCTAssertEqual(
            points.stderr, "plot: error: --y-lower charts a table read with --input FILE: give --input, or drop it\n")
    }
}
