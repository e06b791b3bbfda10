import Foundation
import XCTest

/// `--facet` as a user runs it: the panels' titles and the note in the PDF's text, and every
/// misuse refused with its exact line and status.
final class FacetCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        var rows = "date,city,temp,sensor\n"
        for (city, base) in [("Seattle", 10.0), ("Madrid", 20.0), ("Oslo", 2.0)] {
            for day in 1...9 { rows += "2024-03-0\(day),\(city),\(base + Double(day)),\(day % 2 == 0 ? "a" : "b")\n" }
        }
        try plot.write("w.csv", rows)
    }
    override func tearDown() { plot?.remove() }

    /// Three cities in the order they first appear; each panel's own trend after its name.
    func testPanelsAndTheirNotes() throws {
        let result = try plot.run([
            "--input", "w.csv", "--x", "date", "--y", "temp", "--facet", "city", "--facet-columns", "3",
            "--trend", "linear", "-o", "f.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "plot: wrote f.pdf (1920×1080 pt)\n", "no note that x repeats once a city")
        let text = try plot.poppler("pdftotext", "f.pdf")
        for title in ["city = Seattle", "city = Madrid", "city = Oslo"] { XCTAssertTrue(text.contains(title), text) }
        let order = ["city = Seattle", "city = Madrid", "city = Oslo"].map { text.range(of: $0)!.lowerBound }
        XCTAssertEqual(order, order.sorted(), "first-appearance order, left to right")
        XCTAssertTrue(text.contains("27 rows · line · 3 panels by city"), text)
        // Every city rises 1 a day: the same trend in each panel, said once.
        XCTAssertTrue(text.contains("trend: +1 a day, R² = 1"), text)
        XCTAssertFalse(text.contains("city = Oslo: trend"), text)
    }

    /// A row a sensor, a column a city: six panels, titled row first.
    func testAMatrix() throws {
        let result = try plot.run([
            "--input", "w.csv", "--x", "date", "--y", "temp", "--facet-rows", "sensor", "--facet-cols", "city", "-o",
            "m.pdf",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try plot.poppler("pdftotext", "m.pdf")
        XCTAssertTrue(text.contains("sensor = b | city = Seattle"), text)
        XCTAssertTrue(text.contains("sensor = a | city = Oslo"), text)
        XCTAssertTrue(text.contains("27 rows · line · 6 panels by sensor and city"), text)
    }

    func testMisuseIsRefused() throws {
        let cases: [([String], String)] = [
            (["--facet-columns", "2"], "--facet-columns lays out the panels of --facet: give --facet COLUMN"),
            (["--facet-y", "free"], "--facet-y lays out the panels of --facet: give --facet COLUMN"),
            (["--facet", "city", "--facet-columns", "0"], "--facet-columns 0: give 1 to 64 panels a row"),
            (["--facet", "city", "--facet-y", "loose"], "The value 'loose' is invalid for '--facet-y <facet-y>'"),
            (
                ["--facet", "city", "--kind", "pie", "--facet-y", "free"],
                "--facet-y is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind pie (a pie has no y axis; the panels of a heat map or a 2-D histogram share its categories or bins): drop it"
            ),
            (
                ["--x", "temp", "--y", "temp", "--kind", "scatter", "--facet", "date"],
                "--facet needs a category or number column; date holds times"
            ),
            (
                ["--facet", "temp"],
                "--facet temp is charted already (as x, y, --group-by or --value): facet by another column"
            ),
            (["--facet", "city", "--table"], "--table lists the points of one chart: not with --facet"),
            (
                ["--facet-rows", "sensor", "--facet", "city", "--facet-columns", "2"],
                "--facet-columns wraps the panels of --facet; with --facet-rows a matrix has a column a value of --facet: drop --facet-columns"
            ),
            (["--facet", "nope"], "no column \"nope\"; the columns are \"date\", \"city\", \"temp\", \"sensor\""),
        ]
        for (arguments, message) in cases {
            let columns = arguments.contains("--x") ? [] : ["--x", "date", "--y", "temp"]
            let result = try plot.run(["--input", "w.csv"] + columns + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: \(message)"), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: plot.path("x.png")))
        let serve = try plot.run(["serve", "--input", "w.csv", "--facet", "city"])
        XCTAssertEqual(serve.status, 64)
        XCTAssertEqual(
            serve.stderr,
            "plot: error: --facet draws panels into a file; plot serve zooms into one chart: drop it, or give it to plot\n"
        )
    }

    /// Heat maps, 2-D histograms, pies and donuts facet too, as matrices as well; `--facet-y`
    /// means nothing for them and is refused, saying why.
    func testGridsAndPiesFacet() throws {
        var rows = "region,product,quarter,units,price\n"
        for (region, base) in [("North", 10), ("South", 40)] {
            for (product, step) in [("tea", 1), ("coffee", 3), ("cocoa", 5)] {
                for quarter in 1...3 {
                    rows += "\(region),\(product),Q\(quarter),\(base + step * quarter),\(step + quarter)\n"
                }
            }
        }
        try plot.write("s.csv", rows)
        let charts: [([String], String)] = [
            (["--kind", "heatmap", "--x", "quarter", "--y", "product", "--value", "units"], "2 panels by region"),
            (["--kind", "hist2d", "--x", "units", "--y", "price", "--bins", "3"], "2 panels by region"),
            (["--kind", "donut", "--x", "product", "--y", "units"], "2 panels by region"),
            (["--kind", "pie", "--x", "product", "--y", "units"], "2 panels by region"),
        ]
        for (arguments, note) in charts {
            let result = try plot.run(["--input", "s.csv"] + arguments + ["--facet", "region", "-o", "g.pdf"])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            let text = try plot.poppler("pdftotext", "g.pdf")
            for title in ["region = North", "region = South", note] {
                XCTAssertTrue(text.contains(title), "\(arguments): \(text)")
            }
        }
        let matrix = try plot.run([
            "--input", "s.csv", "--kind", "heatmap", "--x", "quarter", "--y", "price", "--value", "units",
            "--facet-rows", "region", "--facet-cols", "product", "-o", "m.pdf",
        ])
        XCTAssertEqual(matrix.status, 0, matrix.stderr)
        let text = try plot.poppler("pdftotext", "m.pdf")
        XCTAssertTrue(text.contains("region = South | product = cocoa"), text)
        XCTAssertTrue(text.contains("6 panels by region and product"), text)
        let charted = try plot.run([
            "--input", "s.csv", "--kind", "heatmap", "--x", "quarter", "--y", "product", "--facet", "product", "-o",
            "c.png",
        ])
        XCTAssertEqual(charted.status, 64, charted.stderr)
        XCTAssertEqual(
            charted.stderr,
            "plot: error: --facet product is charted already (as x, y, --group-by or --value): facet by another column\n"
        )
        for kind in ["heatmap", "hist2d", "donut"] {
            let columns = kind == "hist2d" ? ["--x", "units", "--y", "price"] : ["--x", "product", "--y", "units"]
            let result = try plot.run(
                ["--input", "s.csv", "--kind", kind] + columns + [
                    "--facet", "region", "--facet-y", "free", "-o", "y.png",
                ])
            XCTAssertEqual(result.status, 64, "\(kind): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.hasPrefix(
                    "plot: error: --facet-y is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind \(kind) (a pie has no y axis; the panels of a heat map or a 2-D histogram share its categories or bins): drop it"
                ), "\(kind): \(result.stderr)")
        }
    }
}
