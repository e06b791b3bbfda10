import Foundation
import XCTest

/// The page a chart is drawn on: a chart of a table in a PDF is matplotlib's default figure,
/// 6.4 x 4.8 inches, unless a size or shape is given; `--width-in`/`--height-in` give one in
/// inches, at 72 points an inch.
final class PageSizeCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("p.csv", "x,y\n1,2\n2,3\n3,1\n")
    }
    override func tearDown() { plot?.remove() }

    /// The PDF's page size as poppler's pdfinfo reads it: "460.8 x 345.6 pts".
    private func pageSize(_ name: String) throws -> String? {
        let line = try plot.poppler("pdfinfo", name).split(separator: "\n").first { $0.hasPrefix("Page size:") }
        return line.map { $0.dropFirst("Page size:".count).trimmingCharacters(in: .whitespaces) }
    }

    func testAChartPDFIsMatplotlibsFigureUnlessASizeIsGiven() throws {
        // matplotlib's rcParams["figure.figsize"] is [6.4, 4.8] inches: 460.8 x 345.6 points.
        let figure = try plot.run(["--input", "p.csv", "-o", "f.pdf"])
        XCTAssertEqual(figure.status, 0, figure.stderr)
        XCTAssertEqual(figure.stderr, "plot: wrote f.pdf (461×346 pt)\n")
        XCTAssertEqual(try pageSize("f.pdf"), "460.8 x 345.6 pts")
        let shaped = try plot.run(["--input", "p.csv", "--orientation", "landscape", "-o", "l.pdf"])
        XCTAssertEqual(shaped.stderr, "plot: wrote l.pdf (1920×1080 pt)\n")
        let sized = try plot.run(["--input", "p.csv", "--size", "800x500", "-o", "s.pdf"])
        XCTAssertEqual(sized.stderr, "plot: wrote s.pdf (800×500 pt)\n")
        // A page of panels, or of a table beside the chart, keeps the landscape page.
        try plot.write("g.csv", "g,x,y\na,1,2\na,2,3\nb,1,1\nb,2,2\n")
        let panels = try plot.run(["--input", "g.csv", "--x", "x", "--y", "y", "--facet", "g", "-o", "g.pdf"])
        XCTAssertEqual(panels.stderr, "plot: wrote g.pdf (1920×1080 pt)\n")
        let listed = try plot.run(["--input", "p.csv", "--table", "-o", "t.pdf"])
        XCTAssertEqual(listed.stderr, "plot: wrote t.pdf (1920×1080 pt)\n")
        // A PNG or an SVG is for a screen: it keeps the landscape page.
        let png = try plot.run(["--input", "p.csv", "-o", "f.png"])
        XCTAssertEqual(png.stderr, "plot: wrote f.png (1920×1080 px)\n")
    }

    func testInches() throws {
        let pdf = try plot.run(["--input", "p.csv", "--width-in", "4", "--height-in", "3", "-o", "i.pdf"])
        XCTAssertEqual(pdf.status, 0, pdf.stderr)
        XCTAssertEqual(try pageSize("i.pdf"), "288 x 216 pts")
        // A PNG's layout is in points too: --scale is its pixels a point (2: 144 an inch).
        let png = try plot.run([
            "--input", "p.csv", "--width-in", "6.4", "--height-in", "4.8", "--scale", "2", "-o", "i.png",
        ])
        XCTAssertEqual(png.stderr, "plot: wrote i.png (922×691 px)\n")
    }

    func testBadInchesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (
                ["--width-in", "4"],
                "--width-in and --height-in go together: give both (e.g. --width-in 6.4 --height-in 4.8)"
            ),
            (
                ["--height-in", "4"],
                "--width-in and --height-in go together: give both (e.g. --width-in 6.4 --height-in 4.8)"
            ),
            (
                ["--width-in", "4", "--height-in", "3", "--size", "100x100"],
                "--size and --width-in/--height-in both give the page's size: give one"
            ),
            (
                ["--width-in", "0.1", "--height-in", "3"],
                "--width-in must be between 0.23 and 277 inches (16 to 20000 points)"
            ),
            (
                ["--width-in", "4", "--height-in", "nan"],
                "--height-in must be between 0.23 and 277 inches (16 to 20000 points)"
            ),
        ]
        for (flags, message) in cases {
            let result = try plot.run(["--input", "p.csv", "-o", "x.pdf"] + flags)
            XCTAssertEqual(result.status, 64, "\(flags)")
            XCTAssertEqual(result.stderr, "plot: error: \(message)\n", "\(flags)")
            XCTAssertFalse(try plot.files().contains("x.pdf"))
        }
    }
}
