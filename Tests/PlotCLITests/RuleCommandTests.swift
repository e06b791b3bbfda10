import Foundation
import XCTest

/// `--hline` and `--vline` as a user types them: on a file's time axis, on the points page, and
/// refused with one line and exit 64 where they cannot be drawn; `--x-label` and `--y-label`
/// as the axes' titles.
final class RuleCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }

    func testRulesOnATimeAxisAndOnThePointsPage() throws {
        try plot.write("t.csv", "date,temp\n2024-01-01,-3\n2024-02-01,-1\n2024-03-01,4\n2024-04-01,9\n")
        let file = try plot.run([
            "--input", "t.csv", "--hline", "0:freezing", "--vline", "2024-03-20T12:00:equinox", "-o", "t.svg",
        ])
        XCTAssertEqual(file.status, 0, file.stderr)
        XCTAssertEqual(file.stderr, "plot: wrote t.svg (1920×1080 px)\n")
        let points = try plot.run(["--count", "20", "--seed", "3", "--hline", "-50:low", "-o", "p.png"])
        XCTAssertEqual(points.status, 0, points.stderr)
    }

    func testARuleThatCannotBeDrawnIsRefused() throws {
        try plot.write("t.csv", "date,temp\n2024-01-01,-3\n2024-02-01,-1\n")
        for (arguments, message) in [
            (["--hline", "abc"], "--hline abc: give a number, then :LABEL if any (--hline 0:freezing)"),
            (
                ["--vline", "5"],
                "--vline 5: give a date or time on the x axis (2024-03-01 or 2024-03-01T12:00), then :LABEL if any"
            ),
            (
                ["--kind", "pie", "--hline", "1"],
                "--hline is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind pie: drop it"
            ),
        ] {
            let result = try plot.run(["--input", "t.csv"] + arguments + ["-o", "r.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
            XCTAssertFalse(try plot.files().contains("r.png"))
        }
    }

    /// The axes' titles given replace the columns' names (read back from the PDF's text).
    func testAxisLabelsReplaceTheColumnsNames() throws {
        try plot.write("t.csv", "date,temp\n2024-01-01,-3\n2024-02-01,-1\n2024-03-01,4\n")
        let result = try plot.run(["--input", "t.csv", "--x-label", "Month of 2024", "--y-label", "°C", "-o", "l.pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "l.pdf")
        XCTAssertTrue(text.contains("Month of 2024") && text.contains("°C"), text)
        XCTAssertFalse(text.contains("temp"), "the column's name is replaced")
        let pie = try plot.run(["--input", "t.csv", "--kind", "pie", "--x-label", "a", "-o", "p.png"])
        XCTAssertEqual(pie.status, 64)
        XCTAssertEqual(
            pie.stderr,
            "plot: error: --x-label is for charts with axes (every --kind but pie and donut), not --kind pie (a pie has no axes): drop it\n"
        )
    }
}
