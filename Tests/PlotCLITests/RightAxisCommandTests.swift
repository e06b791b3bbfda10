import Foundation
import XCTest

/// `--y2` as a user runs it: the right axis's title and series in the PDF's text, and every
/// misuse refused with its exact line and status.
final class RightAxisCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write(
            "berlin.csv",
            "month,temperature,precipitation,city\n2024-01-15,1,47,Berlin\n2024-02-15,2,36,Berlin\n2024-03-15,5,38,Berlin\n2024-04-15,10,31,Berlin\n"
        )
    }
    override func tearDown() { plot?.remove() }

    func testTheRightAxisIsTitledAndItsSeriesNamed() throws {
        let result = try plot.run([
            "--input", "berlin.csv", "--x", "month", "--y", "temperature", "--y2", "precipitation", "--y2-label",
            "rain (mm)", "--orientation", "landscape", "-o", "b.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "b.pdf")
        XCTAssertTrue(text.contains("rain (mm)"), text)
        XCTAssertTrue(text.contains("precipitation (right)"), text)
        XCTAssertTrue(text.contains("temperature"), text)
        // The right axis's ticks span the precipitation (31 to 47 mm), not the temperature.
        for tick in ["32", "46"] { XCTAssertTrue(text.contains(tick), text) }
    }

    /// Without `--y`, the y picked is another column than `--y2`'s (it was picked, then
    /// dropped from the right axis, which vanished without a word).
    func testTheYPickedIsNotTheRightAxissColumn() throws {
        let result = try plot.run([
            "--input", "berlin.csv", "--x", "month", "--y2", "temperature", "-o", "p.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "p.pdf")
        XCTAssertTrue(text.contains("temperature (right)"), text)
        XCTAssertTrue(text.contains("precipitation"), text)
    }

    /// `--colors` finds a right axis's series by its name or by the name its legend shows.
    func testColoursByTheLegendsName() throws {
        for name in ["precipitation", "precipitation (right)"] {
            let result = try plot.run([
                "--input", "berlin.csv", "--x", "month", "--y", "temperature", "--y2", "precipitation", "--colors",
                "\(name)=#123456", "-o", "c.svg",
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(try String(contentsOfFile: plot.path("c.svg"), encoding: .utf8).contains("#123456"), name)
        }
    }

    func testMisuseIsRefused() throws {
        let cases: [([String], String)] = [
            (
                ["--y2", "temperature"],
                "column temperature is given to both --y and --y2: give it to one axis"
            ),
            (["--y2-label", "rain"], "--y2-label titles the right axis of --y2: give --y2 COLUMN"),
            (["--y2", ""], "--y2 \"\" names no column: give one or more, comma-separated"),
            (
                ["--y2", "precipitation", "--facet", "city"],
                "--y2 draws a second axis beside one chart: not with --facet"
            ),
            (["--y2", "precipitation", "--table"], "--table lists x and the --y columns: not with --y2"),
            (
                ["--y2", "precipitation", "--kind", "bar"],
                "--y2 is for --kind line, scatter or step, not --kind bar (bars and areas stand on one axis's zero): drop it"
            ),
            (
                ["--y2", "nope"],
                "no column \"nope\"; the columns are \"month\", \"temperature\", \"precipitation\", \"city\""
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(
                ["--input", "berlin.csv", "--x", "month", "--y", "temperature"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: \(message)"), "\(arguments): \(result.stderr)")
        }
        // A right axis of no values is bad data, as a y column of none is.
        try plot.write("empty.csv", "x,a,b\n1,2,\n2,3,\n3,1,\n")
        let empty = try plot.run(["--input", "empty.csv", "--x", "x", "--y", "a", "--y2", "b", "-o", "x.png"])
        XCTAssertEqual(empty.status, 65)
        XCTAssertEqual(empty.stderr, "plot: error: empty.csv: --y2 b holds no values to draw on the right axis\n")
        // A column named twice would be drawn twice, in two colours.
        for (flag, list) in [("--y", "temperature,temperature"), ("--y2", "precipitation,precipitation")] {
            let twice = try plot.run(["--input", "berlin.csv", "--x", "month", flag, list, "-o", "x.png"])
            XCTAssertEqual(twice.status, 64, twice.stderr)
            XCTAssertEqual(
                twice.stderr,
                "plot: error: column \(list.split(separator: ",")[0]) is given twice to \(flag): give each column once\n"
            )
        }
        // A word in a y column is bad data (65), named by its line, as with --y.
        let words = try plot.run(["--input", "berlin.csv", "--x", "month", "--y2", "city", "-o", "x.png"])
        XCTAssertEqual(words.status, 65, words.stderr)
        XCTAssertEqual(words.stderr, "plot: error: berlin.csv: line 2, column \"city\": \"Berlin\" is not a number\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")))
        let serve = try plot.run(["serve", "--input", "berlin.csv", "--y2", "precipitation"])
        XCTAssertEqual(serve.status, 64)
        XCTAssertEqual(
            serve.stderr,
            "plot: error: --y2 draws a second axis into a file; plot serve zooms one y axis: drop it, or give it to plot\n"
        )
        let points = try plot.run(["--count", "5", "--y2", "y", "-o", "p.png"])
        XCTAssertEqual(points.status, 64)
        XCTAssertEqual(
            points.stderr, "plot: error: --y2 charts a table read with --input FILE: give --input, or drop it\n")
    }
}
