import Foundation
import XCTest

/// `plot --input` picking columns the user did not name, on files from a new user's trial: a
/// spreadsheet's times of day, pandas' `to_csv()` with its index, French amounts that do not read.
final class ColumnPickCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    /// `time,temp` with `00:00,56.8`: the times of day are categories. Without flags the second
    /// column is drawn over the first (README), and `--y temp` alone draws the same picture,
    /// not temp over itself.
    func testATwoColumnFileOfTimesOfDayDrawsItsSecondColumnOverItsFirst() throws {
        let hours = (0..<24).map { "\(String(format: "%02d", $0)):00,\(50 + Double($0 * 7 % 24) / 2)\n" }
        try plot.write("day.csv", "time,temp\n" + hours.joined())
        let plain = try plot.run(["--input", "day.csv", "-o", "plain.png"])
        XCTAssertEqual(plain.stderr, "plot: wrote plain.png (1920×1080 px)\n")
        let given = try plot.run(["--input", "day.csv", "--y", "temp", "-o", "given.png"])
        XCTAssertEqual(given.status, 0, given.stderr)
        let named = try plot.run(["--input", "day.csv", "--x", "time", "--y", "temp", "-o", "named.png"])
        XCTAssertEqual(named.status, 0, named.stderr)
        let bytes = try ["plain.png", "given.png", "named.png"].map {
            try Data(contentsOf: URL(fileURLWithPath: plot.path($0)))
        }
        XCTAssertEqual(bytes[0], bytes[2], "no flags draws what --x time --y temp draws")
        XCTAssertEqual(bytes[1], bytes[2], "--y temp alone draws what --x time --y temp draws")
    }

    /// pandas' `to_csv()` writes its index as an unnamed first column: never the y, and with a
    /// date column beside it not the x either (the note's words are DataChart's, ColumnPickTests).
    func testPandasIndexColumnIsNotTheY() throws {
        let rows = (0..<30).map { "2012-01-\(String(format: "%02d", $0 + 1)),\(Double($0 * 13 % 17)),\(10 + $0 % 5)" }
        try plot.write("plain.csv", "date,precipitation,temp_max\n" + rows.map { $0 + "\n" }.joined())
        try plot.write(
            "indexed.csv", ",date,precipitation,temp_max\n" + rows.enumerated().map { "\($0),\($1)\n" }.joined())
        let picked = try plot.run(["--input", "indexed.csv", "-o", "picked.png"])
        XCTAssertEqual(picked.stderr, "plot: wrote picked.png (1920×1080 px)\n")
        for name in ["plain", "indexed"] {
            let result = try plot.run(["--input", "\(name).csv", "--y", "precipitation", "-o", "\(name).png"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: plot.path("indexed.png"))),
            try Data(contentsOf: URL(fileURLWithPath: plot.path("plain.png"))),
            "x is the date in both, not the index")
    }

    /// Margins written as percentages (`12,5 %`) do not read as numbers: the auto-pick names the
    /// column and its first cell, as `--y marge` does, not "besides marge".
    func testAColumnThatDidNotReadAsNumbersIsNamed() throws {
        try plot.write("ventes.csv", "mois;marge\n2024-01;12,5 %\n2024-02;14,0 %\n2024-03;9,8 %\n")
        for kind in ["line", "bar"] {
            let result = try plot.run(["--input", "ventes.csv", "--kind", kind, "-o", "v.png"])
            XCTAssertEqual(result.status, 64, kind)
            XCTAssertEqual(
                result.stderr,
                "plot: error: ventes.csv: no number column for y: line 2, column \"marge\": \"12,5 %\" is not a number\n",
                kind)
        }
    }
}
