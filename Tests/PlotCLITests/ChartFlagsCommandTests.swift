import Foundation
import XCTest

/// A flag that only some kinds of chart take is refused for the others (exit 64), naming the
/// flag and the kinds it works with, rather than drawn as if it were not there; the kinds that
/// take it, and the points of the service (a line), still do.
final class ChartFlagsCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("shops.csv", "shop,amount\nA,10\nB,13\nC,16\nD,19\n")
        try plot.write("out.png", "old picture")
    }
    override func tearDown() { plot?.remove() }

    func refused(_ arguments: [String], says expected: String, line: UInt = #line) throws {
        let result = try plot.run(
            ["--input", "shops.csv", "--x", "shop", "--y", "amount"] + arguments + ["-o", "out.png"])
        XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)", line: line)
        XCTAssertEqual(result.stderr, "plot: error: \(expected)\n", "\(arguments)", line: line)
        XCTAssertEqual(
            FileManager.default.contents(atPath: plot.path("out.png")), Data("old picture".utf8), line: line)
    }

    func testAFlagTheKindWouldIgnoreIsAUsageError() throws {
        try refused(
            ["--kind", "bar", "--smooth"], says: "--smooth is for --kind line or area, not --kind bar: drop it")
        try refused(
            ["--kind", "pie", "--smooth=catmull-rom"],
            says: "--smooth is for --kind line or area, not --kind pie: drop it")
        try refused(
            ["--kind", "scatter", "--markers", "never"],
            says:
                "--markers is for --kind line, not --kind scatter (a scatter is its markers, other kinds have none): drop it"
        )
        try refused(["--kind", "step", "--stack"], says: "--stack is for --kind area or bar, not --kind step: drop it")
        try refused(
            ["--kind", "bar", "--bins", "5"], says: "--bins is for --kind histogram or hist2d, not --kind bar: drop it")
        try refused(["--step", "after"], says: "--step is for --kind step, not --kind line: drop it")
        try refused(
            ["--agg", "mean"],
            says:
                "--agg makes one value of the rows of an x: on --kind line give --x-unit (day, month...) to bin x first, or drop --agg"
        )
        try refused(
            ["--kind", "histogram", "--agg", "mean"],
            says:
                "--agg is for every --kind but histogram, box, violin and hist2d, not --kind histogram (a histogram bins its x by --bins; a box or violin shows every value of a category): drop it"
        )
        try refused(
            ["--kind", "donut", "--zoom", "2"],
            says:
                "--zoom is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind donut: drop it"
        )
        try refused(
            ["--kind", "pie", "--y-range", "0..5"],
            says:
                "--y-range is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind pie: drop it"
        )
        try refused(
            ["--kind", "pie", "--legend", "top"],
            says:
                "--legend is for charts with axes of values (every --kind but pie, donut, heatmap and hist2d), not --kind pie (a pie names its slices beside them): drop it"
        )
        try refused(
            ["--kind", "bar", "--log-y"],
            says:
                "--log-y is for --kind line, scatter, step or box, not --kind bar (bars, areas and histograms stand on zero; a violin's density is of the values, not their logarithms): drop it"
        )
        try refused(
            ["--kind", "line", "--smooth", "--alpha", "0.2"],
            says: "--alpha is the parameter of --smooth catmull-rom: give that, or drop --alpha")
    }

    /// A PNG's flags given for PDF or SVG, which would ignore them, alike; for every command
    /// that writes pages (`PageOptions`).
    func testAFlagTheFormatWouldIgnoreIsAUsageError() throws {
        try plot.write("out.pdf", "old document")
        let scaled = try plot.run(["--input", "shops.csv", "--scale", "2", "-o", "out.pdf"])
        XCTAssertEqual(scaled.status, 64, scaled.stderr)
        XCTAssertEqual(
            scaled.stderr,
            "plot: error: --scale is the pixel density of PNG output; PDF pages are their size in points: drop it\n")
        XCTAssertEqual(FileManager.default.contents(atPath: plot.path("out.pdf")), Data("old document".utf8))
        let compressed = try plot.run(["--input", "shops.csv", "--png-compression", "smallest", "-o", "out.svg"])
        XCTAssertEqual(compressed.status, 64, compressed.stderr)
        XCTAssertEqual(compressed.stderr, "plot: error: --png-compression is for PNG output: drop it\n")
        let payments = try plot.run(["payments", "list", "--scale", "3", "--format", "svg", "-o", "p"])
        XCTAssertEqual(payments.status, 64, payments.stderr)
        XCTAssertTrue(
            payments.stderr.contains("--scale is the pixel density of PNG output; SVG pages"), payments.stderr)
        XCTAssertEqual(
            try plot.run(["--input", "shops.csv", "--kind", "bar", "--scale", "2", "-o", "ok.png"]).status, 0)
        let outlined = try plot.run(["--input", "shops.csv", "--svg-text", "outlines", "-o", "out.pdf"])
        XCTAssertEqual(outlined.status, 64, outlined.stderr)
        XCTAssertEqual(outlined.stderr, "plot: error: --svg-text is for SVG output, not PDF: drop it\n")
        let grid = try plot.run(["grid", "shops.csv", "--svg-text", "text", "-o", "sheet.png"])
        XCTAssertEqual(grid.status, 64, grid.stderr)
        XCTAssertTrue(grid.stderr.contains("--svg-text is for SVG output, not PNG: drop it"), grid.stderr)
    }

    /// `--svg-text`: the chart's words as text a reader finds (the default), or Cairo's outlines.
    func testSVGTextIsTextUnlessOutlinesAreAsked() throws {
        let text = try plot.run(["--input", "shops.csv", "--title", "Shops & more", "-o", "text.svg"])
        XCTAssertEqual(text.status, 0, text.stderr)
        let svg = try String(contentsOfFile: plot.path("text.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains(">Shops &amp; more</text>"), String(svg.prefix(800)))
        XCTAssertTrue(svg.contains("<title>Shops &amp; more</title>"), String(svg.prefix(800)))
        let outlines = try plot.run([
            "--input", "shops.csv", "--title", "Shops", "--svg-text", "outlines", "-o", "o.svg",
        ])
        XCTAssertEqual(outlines.status, 0, outlines.stderr)
        let outlined = try String(contentsOfFile: plot.path("o.svg"), encoding: .utf8)
        XCTAssertFalse(outlined.contains("<text"), "outlines only")
        XCTAssertTrue(outlined.contains("<symbol"), "Cairo's glyphs")
    }

    func testTheKindsThatTakeThemAndThePointsJob() throws {
        for arguments in [
            ["--kind", "area", "--smooth"],
            ["--kind", "line", "--smooth=catmull-rom", "--alpha", "1", "--markers", "always"],
            ["--kind", "bar", "--stack", "--bar-orientation", "vertical", "--y-range", "0..40"],
            ["--kind", "scatter", "--zoom", "2", "--legend", "none"],
            ["--kind", "step", "--step", "after"],
            ["--kind", "bar", "--agg", "mean"],
        ] {
            let result = try plot.run(
                ["--input", "shops.csv", "--x", "amount", "--y", "amount"] + arguments + ["-o", "ok.png"])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }
        let points = try plot.run(["--count", "50", "--seed", "3", "--smooth", "--zoom", "2", "-o", "points.png"])
        XCTAssertEqual(points.status, 0, points.stderr)
        let chartOnly = try plot.run(["--input", "shops.csv", "--chart-only", "-o", "out.png"])
        XCTAssertEqual(chartOnly.status, 64, chartOnly.stderr)
        XCTAssertEqual(
            chartOnly.stderr,
            "plot: error: --chart-only is for the points page of --count (a chart of --input is the chart alone): drop it\n"
        )
    }
}
