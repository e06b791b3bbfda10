import Foundation
import XCTest

/// `--kind box` and `--kind violin` as a user runs them: a box per category (and per group side
/// by side), the note counting values and outliers, and what a box cannot take refused with the
/// fix.
final class BoxCommandTests: XCTestCase {
    var plot: PlotProcess!

    /// Latencies of two endpoints, cached or not; /search has one slow request (900 ms), beyond
    /// its whisker (matplotlib's boxplot_stats of /search's 30, 35, 40, 45, 50, 900: q3 48.75,
    /// whishi 50, fliers [900]).
    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write(
            "latency.csv",
            """
            when,endpoint,cache,ms
            2026-01-03T10:00:00Z,/search,hit,30
            2026-01-03T10:01:00Z,/search,miss,35
            2026-01-03T10:02:00Z,/search,hit,40
            2026-01-03T10:03:00Z,/search,miss,45
            2026-01-03T10:04:00Z,/search,hit,50
            2026-01-03T10:05:00Z,/search,miss,900
            2026-01-03T10:06:00Z,/login,hit,12
            2026-01-03T10:07:00Z,/login,miss,14
            2026-01-03T10:08:00Z,/login,hit,13
            2026-01-03T10:09:00Z,/login,miss,18

            """)
    }
    override func tearDown() { plot?.remove() }

    /// The endpoint is picked as x (the first category column), ms as y; pdftotext reads the
    /// categories and the note back from the PDF.
    func testABoxPerEndpointAndTheNote() throws {
        let result = try plot.run(["--input", "latency.csv", "--kind", "box", "--y", "ms", "-o", "b.pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "b.pdf")
        for word in ["/search", "/login", "box", "10 values · 1 outlier beyond 1.5 IQR"] {
            XCTAssertTrue(text.contains(word), "\(word) in \(text)")
        }
    }

    func testGroupedBoxesAndViolins() throws {
        for kind in ["box", "violin"] {
            let result = try plot.run([
                "--input", "latency.csv", "--kind", kind, "--x", "endpoint", "--y", "ms", "--group-by", "cache",
                "--legend", "top", "-o", "\(kind).png",
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let result = try plot.run(["--input", "latency.csv", "--kind", "box", "--log-y", "-o", "log.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testMistakesAreRefusedWithTheFix() throws {
        let cases: [([String], String)] = [
            (
                ["--kind", "box", "--x", "when", "--y", "ms"],
                "a box plot groups its values by a category x; x (when) holds times: give a category column as --x, or read this one as categories with --x-type category"
            ),
            (
                ["--kind", "box", "--agg", "mean"],
                "--agg is for every --kind but histogram, box, violin and hist2d, not --kind box (a histogram bins its x by --bins; a box or violin shows every value of a category): drop it"
            ),
            (
                ["--kind", "violin", "--log-y"],
                "--log-y is for --kind line, scatter, step or box, not --kind violin (bars, areas and histograms stand on zero; a violin's density is of the values, not their logarithms): drop it"
            ),
            (
                ["--kind", "box", "--stack"],
                "--stack is for --kind area or bar, not --kind box: drop it"
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(["--input", "latency.csv"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")))
        }
    }
}
