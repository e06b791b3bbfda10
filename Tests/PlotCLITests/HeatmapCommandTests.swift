import Foundation
import XCTest

/// `--kind heatmap` and `--kind hist2d` as a user runs them: the cells' labels, the colour
/// bar's title and the note read back from the PDF, and every misplaced flag or wrong column
/// refused with its fix and status.
final class HeatmapCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        // Jan/Mon averages 2 and 4; Feb/Tue holds no row: an empty cell.
        try plot.write(
            "temps.csv",
            """
            date,month,weekday,temp,hour
            2026-01-05,Jan,Mon,2,1
            2026-01-12,Jan,Mon,4,2
            2026-01-06,Jan,Tue,5.5,1
            2026-02-02,Feb,Mon,7,2

            """)
        // numpy.random.default_rng(24): the pairs HeatmapTests bins (numpy's histogram2d).
        let x = "14.1 11.0 6.5 9.4 9.0 9.3 11.8 6.2 12.9 6.6 9.4 12.7 12.0 7.9 15.3 11.1 7.1 10.1 7.5 11.3"
        let y = "-0.87 -0.03 -1.34 -0.24 0.83 1.19 -1.39 -2.53 0.54 1.67 -0.7 0.26 0.03 -2.16 -2.67 -0.07 0.49 -1.52"
        let rows = zip(x.split(separator: " "), y.split(separator: " ")).map { "\($0),\($1)" }
        try plot.write("pairs.csv", "x,y\n" + rows.joined(separator: "\n") + "\n")
    }
    override func tearDown() { plot?.remove() }

    func testAHeatMapOfMeansWithItsBarAndNote() throws {
        let result = try plot.run([
            "--input", "temps.csv", "--kind", "heatmap", "--x", "month", "--y", "weekday", "--value", "temp",
            "-o", "h.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "h.pdf")
        for word in [
            "Jan", "Feb", "Mon", "Tue", "mean temp", "3", "5.5", "7", "heatmap · 2 × 2 cells · rows of a cell averaged",
        ] {
            XCTAssertTrue(text.contains(word), "\(word) in \(text)")
        }
    }

    /// A number column's values are its categories; without --value, cells count rows.
    func testCountsByHourAndAColormap() throws {
        let result = try plot.run([
            "--input", "temps.csv", "--kind", "heatmap", "--x", "hour", "--y", "month", "--colormap", "magma",
            "-o", "c.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "c.pdf")
        XCTAssertTrue(text.contains("count"), text)
        XCTAssertTrue(text.contains("4 rows · heatmap · 2 × 2 cells"), text)
    }

    /// 150 different numbers as bands: drawn, and stderr names the kind that bins them.
    func testManyNumbersAsBandsAreNoted() throws {
        try plot.write(
            "many.csv", "v,day\n" + (0..<150).map { "\(Double($0) / 10),Mon" }.joined(separator: "\n") + "\n")
        let result = try plot.run(["--input", "many.csv", "--kind", "heatmap", "--x", "v", "--y", "day", "-o", "m.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr,
            "plot: note: --x v holds 150 different numbers, a band each: --kind hist2d bins two number columns\nplot: wrote m.png (1920×1080 px)\n"
        )
    }

    func testHist2dBinsNxM() throws {
        let result = try plot.run([
            "--input", "pairs.csv", "--kind", "hist2d", "--x", "x", "--y", "y", "--bins", "4x3", "-o", "p.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "p.pdf")
        XCTAssertTrue(text.contains("18 rows · hist2d · 4 × 3 bins"), text)
    }

    func testMistakesAreRefusedWithTheFix() throws {
        let cases: [([String], String)] = [
            (
                ["--input", "temps.csv", "--x", "date", "--y", "temp", "--colormap", "blues"],
                "--colormap is for --kind heatmap, hist2d or scatter, not --kind line (a scatter's with --color-by): drop it"
            ),
            (
                ["--input", "pairs.csv", "--kind", "hist2d", "--x", "x", "--y", "y", "--value", "y"],
                "--value is for --kind heatmap, not --kind hist2d: drop it"
            ),
            (
                ["--input", "pairs.csv", "--kind", "hist2d", "--x", "x", "--y", "y", "--agg", "mean"],
                "--agg is for every --kind but histogram, box, violin and hist2d, not --kind hist2d (a histogram bins its x by --bins; a box or violin shows every value of a category): drop it"
            ),
            (
                ["--input", "temps.csv", "--kind", "heatmap", "--x", "month", "--y", "weekday", "--group-by", "hour"],
                "--group-by is for every --kind but heatmap and hist2d, not --kind heatmap (a grid's cells are not series): drop it"
            ),
            (
                ["--input", "temps.csv", "--kind", "heatmap", "--x", "month", "--y", "weekday", "--zoom", "2"],
                "--zoom is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind heatmap: drop it"
            ),
            (
                ["--input", "temps.csv", "--kind", "heatmap", "--x", "month"],
                "--kind heatmap needs --x and --y: the columns along its two axes"
            ),
            (
                ["--input", "temps.csv", "--kind", "heatmap", "--x", "date", "--y", "weekday", "--value", "temp"],
                "--x date holds times: a heat map's axes are categories or whole numbers (a month, a weekday, an hour column)"
            ),
            (
                ["--input", "temps.csv", "--kind", "heatmap", "--x", "month", "--y", "weekday", "--agg", "sum"],
                "--agg sum makes one value of a cell's values: give --value COLUMN, or --agg count to count rows"
            ),
            (
                ["--input", "temps.csv", "--kind", "hist2d", "--x", "month", "--y", "temp"],
                "--x month holds categories: a 2-D histogram bins two number columns (--kind heatmap takes categories)"
            ),
            (
                ["--input", "pairs.csv", "--kind", "histogram", "--x", "x", "--bins", "4x3"],
                "--bins 4x3 gives bins along x and y, for --kind hist2d: give one number"
            ),
            (
                ["--input", "pairs.csv", "--kind", "hist2d", "--x", "x", "--y", "y", "--bins", "auto"],
                "--bins auto is a histogram's; --kind hist2d takes N or NxM (default 10, numpy's)"
            ),
            (
                ["--input", "pairs.csv", "--kind", "hist2d", "--x", "x", "--y", "y", "--bins", "2000x1000"],
                "--bins 2000x1000 makes 2000000 cells, more than the 1000000 a 2-D histogram draws: give fewer bins"
            ),
            (
                ["--count", "10", "--kind", "heatmap"],
                "--kind charts a table read with --input FILE: give --input, or drop it"
            ),
            (
                ["--db", "sqlite:none.db", "--query", "select 1", "--x", "a", "--y", "b", "--kind", "hist2d"],
                "--kind hist2d is not drawn from a database: use line, step, scatter or area"
            ),
        ]
        for (arguments, message) in cases {
            let result = try plot.run(arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")))
        }
    }
}
