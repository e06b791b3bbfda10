import Foundation
import XCTest

/// `--color-by` and `--size-by` as a user runs them: the legends' titles in the PDF's text,
/// and every misuse refused with its exact line and status.
final class MarkEncodingCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write(
            "cars.csv",
            "hp,mpg,weight,origin\n130,18,3504,USA\n165,15,3693,USA\n95,24,2372,Japan\n88,27,2130,Japan\n46,26,1835,Europe\n"
        )
    }
    override func tearDown() { plot?.remove() }

    func testTheLegendsAreTitledByTheirColumns() throws {
        let result = try plot.run([
            "--input", "cars.csv", "--x", "hp", "--y", "mpg", "--kind", "scatter", "--color-by", "weight", "--size-by",
            "weight", "--colormap", "cividis", "--orientation", "landscape", "-o", "c.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "c.pdf")
        // The size legend's title and its round values, the colour bar's title.
        XCTAssertEqual(text.components(separatedBy: "weight").count - 1, 2, text)
        for value in ["3,000", "2,000", "1,000"] { XCTAssertTrue(text.contains(value), text) }
    }

    func testMisuseIsRefused() throws {
        let cases: [([String], String)] = [
            (
                ["--color-by", "weight"],
                "--color-by is for --kind scatter, not --kind line (they colour and size markers): drop it"
            ),
            (
                ["--kind", "scatter", "--colormap", "magma"],
                "--colormap colours a scatter's markers by --color-by COLUMN: give it, or drop --colormap"
            ),
            (
                ["--kind", "scatter", "--color-by", "weight", "--facet", "origin"],
                "--color-by draws its legend beside one chart: not with --facet"
            ),
            (
                ["--kind", "scatter", "--size-by", "weight", "--y2", "hp"],
                "--size-by draws its legend beside one chart: not with --y2"
            ),
            (
                ["--kind", "scatter", "--color-by", "weight", "--x-unit", "month"],
                "--x-unit makes an x's rows one point; --color-by colours or sizes each row's marker: drop one"
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(
                ["--input", "cars.csv", "--x", "hp", "--y", "mpg"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: \(message)"), "\(arguments): \(result.stderr)")
        }
        try plot.write("neg.csv", "x,y,s\n1,2,3\n2,3,-1\n")
        let negative = try plot.run(["--input", "neg.csv", "--kind", "scatter", "--size-by", "s", "-o", "x.png"])
        XCTAssertEqual(negative.status, 65, negative.stderr)
        XCTAssertEqual(
            negative.stderr,
            "plot: error: neg.csv: line 3, column \"s\": −1 is below 0, and --size-by makes a marker's area of its value\n"
        )
        // With --skip-bad-rows the row is left out, and the note says which.
        let skipped = try plot.run([
            "--input", "neg.csv", "--kind", "scatter", "--size-by", "s", "--skip-bad-rows", "-o", "skip.pdf",
        ])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        let note = try plot.poppler("pdftotext", "skip.pdf").replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(note.contains("1 bad row skipped (first: line 3, column \"s\": −1 is below 0"), note)
        // A word in the column is bad data (65) named by its line, as in a y column.
        let words = try plot.run(["--input", "cars.csv", "--kind", "scatter", "--size-by", "origin", "-o", "x.png"])
        XCTAssertEqual(words.status, 65, words.stderr)
        XCTAssertEqual(words.stderr, "plot: error: cars.csv: line 2, column \"origin\": \"USA\" is not a number\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")))
    }
}
