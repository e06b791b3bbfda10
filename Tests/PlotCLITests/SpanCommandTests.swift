import Foundation
import XCTest

/// `--span A..B[:LABEL]`: a shaded x span, its label written in the chart, and the spans that
/// cannot be drawn refused with the spelling that works.
final class SpanCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("days.csv", "date,v\n2024-03-01,1\n2024-03-05,4\n2024-03-09,2\n")
        try plot.write("shops.csv", "shop,amount\nA,10\nB,13\n")
    }
    override func tearDown() { plot?.remove() }

    func testASpanOfTimesIsDrawnWithItsLabel() throws {
        let result = try plot.run([
            "--input", "days.csv", "--span", "2024-03-02T12:00..2024-03-04:sale week", "-o", "s.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try plot.poppler("pdftotext", "s.pdf").contains("sale week"))
    }

    func testSpansThatCannotBeDrawnAreRefused() throws {
        let cases: [([String], String)] = [
            (
                ["--input", "days.csv", "--span", "2..5"],
                "--span 2..5: give A..B, two dates or times (2024-03-01..2024-03-15), then :LABEL if any"
            ),
            (
                ["--input", "shops.csv", "--kind", "bar", "--span", "1..2"],
                "--span 1..2: x holds categories; a span goes between numbers or times"
            ),
            (
                ["--input", "shops.csv", "--x", "shop", "--y", "amount", "--kind", "pie", "--span", "1..2"],
                "--span is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind pie: drop it"
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
        }
    }
}
