import Foundation
import XCTest

/// `--palette`, `--colors`, `--opacity` and `--marker-size` as a user runs them: the colours
/// written into an SVG (`fill="#1f77b4"`), and every misuse refused.
final class SeriesLookCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("c.csv", "origin,hp,mpg\nEurope,100,30\nUSA,200,15\nJapan,120,33\nEurope,110,28\nUSA,180,17\n")
    }
    override func tearDown() { plot?.remove() }

    /// The SVG's fill or stroke colour, `"#rrggbb"` with its quotes.
    func color(_ hex: UInt32) -> String { "\"#" + String(format: "%06x", hex) + "\"" }

    /// matplotlib's tab10 (`plt.get_cmap('tab10').colors`: #1f77b4, #ff7f0e, #2ca02c) for
    /// Europe and USA, Japan black as asked, every marker half opaque.
    func testPaletteColorsAndOpacity() throws {
        let result = try plot.run([
            "--input", "c.csv", "--x", "hp", "--y", "mpg", "--group-by", "origin", "--kind", "scatter", "--palette",
            "tab10", "--colors", "Japan=#000", "--opacity", "0.5", "--marker-size", "20", "-o", "s.svg",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = try String(contentsOfFile: plot.path("s.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains(color(0x1f77b4)), "Europe in tab10's first colour")
        XCTAssertTrue(svg.contains(color(0xff7f0e)), "USA in its second")
        XCTAssertFalse(svg.contains(color(0x2ca02c)), "Japan is not in its third")
        XCTAssertTrue(svg.contains("fill=\"#000000\" fill-opacity=\"0.5\""), "Japan black, half opaque")
        XCTAssertFalse(svg.contains(color(0x3f90da)), "petroff10's first colour is not used")
    }

    func testMisuseIsRefused() throws {
        let cases: [([String], Int32, String)] = [
            (["--opacity", "0"], 64, "--opacity 0: give a number above 0 up to 1 (0.5 is half)"),
            (["--opacity", "1.5"], 64, "--opacity 1.5: give a number above 0 up to 1 (0.5 is half)"),
            (["--marker-size", "0"], 64, "--marker-size 0: give 1 to 100 pixels"),
            (
                ["--colors", "Japan"], 64,
                "--colors Japan: give NAME=#hex for each series, comma-separated (--colors 'Oslo=#1f77b4,Rome=#d62728')"
            ),
            (
                ["--colors", "Japan=#12345"], 64,
                "--colors Japan=#12345: give NAME=#hex for each series, comma-separated (--colors 'Oslo=#1f77b4,Rome=#d62728')"
            ),
            (
                ["--group-by", "origin", "--colors", "Mars=#abc"], 64,
                "--colors: no series is named Mars; the series are \"Europe\", \"USA\", \"Japan\""
            ),
            (["--palette", "jet"], 64, "The value 'jet' is invalid for '--palette <palette>'"),
            (
                ["--kind", "bar", "--marker-size", "5"], 64,
                "--marker-size is for --kind line, scatter or step, not --kind bar (other kinds have no markers): drop it"
            ),
        ]
        for (arguments, status, message) in cases {
            let result = try plot.run(["--input", "c.csv", "--x", "hp", "--y", "mpg"] + arguments + ["-o", "x.png"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("plot: error: \(message)"), "\(arguments): \(result.stderr)")
        }
    }
}

/// Bars over HTTP statuses: a bar a code, said on stderr and in the note; `--x-type number`
/// keeps the number axis.
final class NumberCodesCommandTests: XCTestCase {
    func testStatusCodesAreBarsOfTheirOwn() throws {
        let plot = try PlotProcess()
        defer { plot.remove() }
        try plot.write("h.csv", "status,ms\n200,12\n301,5\n404,3\n500,40\n200,15\n")
        let codes = try plot.run(["--input", "h.csv", "--x", "status", "--y", "ms", "--kind", "bar", "-o", "h.pdf"])
        XCTAssertEqual(codes.status, 0, codes.stderr)
        XCTAssertEqual(
            codes.stderr,
            "plot: note: x (status) holds 4 whole numbers, not consecutive: drawn as categories, a bar each; give --x-type number to space them by value\nplot: wrote h.pdf (461×346 pt)\n"
        )
        let text = try plot.poppler("pdftotext", "h.pdf")
        XCTAssertTrue(text.contains("x (status): 4 values as categories"), text)
        let numbers = try plot.run([
            "--input", "h.csv", "--x", "status", "--y", "ms", "--kind", "bar", "--x-type", "number", "-o", "n.pdf",
        ])
        XCTAssertEqual(numbers.stderr, "plot: wrote n.pdf (461×346 pt)\n")
        XCTAssertFalse(try plot.poppler("pdftotext", "n.pdf").contains("as categories"))
    }
}
