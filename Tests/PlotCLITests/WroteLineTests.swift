import Foundation
import XCTest

/// Every command that writes pages says so the one way (`PageOutput`): one stderr line after a
/// successful write, naming the files, the pixels (or points) and the pages; nothing on
/// stdout, nothing when the pages went to standard output, nothing when the write failed.
final class WroteLineTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws {
        plot = try PlotProcess()
        try plot.write("p.csv", "x,y\n1,2\n2,3\n3,1\n")
        try plot.write("long.csv", "x,y\n" + (1...400).map { "\($0),\($0 % 7)\n" }.joined())
    }
    override func tearDown() { plot?.remove() }

    func testAPageAFileAndADocument() throws {
        let png = try plot.run(["--input", "p.csv", "--scale", "2", "-o", "c.png"])
        XCTAssertEqual(png.status, 0, png.stderr)
        XCTAssertEqual(png.stderr, "plot: wrote c.png (3840×2160 px)\n")
        XCTAssertEqual(png.stdout, Data())
        let pdf = try plot.run(["--input", "p.csv", "--size", "800x500", "-o", "c.pdf"])
        XCTAssertEqual(pdf.stderr, "plot: wrote c.pdf (800×500 pt)\n")
        let svg = try plot.run(["--input", "p.csv", "--orientation", "portrait", "-o", "c.svg"])
        XCTAssertEqual(svg.stderr, "plot: wrote c.svg (1080×1920 px)\n")
        // --format over the file's name is done as asked, and said.
        let named = try plot.run(["--input", "p.csv", "--size", "800x500", "--format", "svg", "-o", "c2.png"])
        XCTAssertEqual(
            named.stderr,
            "plot: wrote c2.png (800×500 px)\nplot: note: c2.png holds SVG (--format), not what its name says\n")
        // Pages of the table: a PNG each, all named; a PDF holds them all.
        let pages = try plot.run(["--input", "long.csv", "--table", "-o", "t.png"])
        XCTAssertEqual(pages.status, 0, pages.stderr)
        let files = try plot.files().filter { $0.hasPrefix("t") && $0.hasSuffix(".png") }.sorted {
            $0.count == $1.count ? $0 < $1 : $0.count < $1.count
        }
        XCTAssertGreaterThan(files.count, 1)
        XCTAssertEqual(
            pages.stderr,
            "plot: wrote \(files.joined(separator: ", ")) (\(files.count) pages, 1920×1080 px each)\n")
        let document = try plot.run(["--input", "long.csv", "--table", "-o", "t.pdf"])
        XCTAssertEqual(document.stderr, "plot: wrote t.pdf (\(files.count) pages, 1920×1080 pt)\n")
    }

    func testNothingForStandardOutputOrAFailure() throws {
        let piped = try plot.run(["--input", "p.csv", "-o", "-"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stderr, "")
        XCTAssertNotNil(pngSize(piped.stdout))
        try plot.write("bad.csv", "x,y\n1,2\n2,oops\n")
        let failed = try plot.run(["--input", "bad.csv", "-o", "bad.png"])
        XCTAssertEqual(failed.status, 65)
        XCTAssertEqual(failed.wroteLines, [])
        let unwritable = try plot.run(["--input", "p.csv", "-o", "missing/folder/c.png"])
        XCTAssertEqual(unwritable.status, 73)
        XCTAssertEqual(unwritable.wroteLines, [], unwritable.stderr)
    }

    /// The points of the service say it the same way as a file's chart.
    func testThePointsJob() throws {
        let result = try plot.run(["--count", "5", "--seed", "1", "-o", "points.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "plot: wrote points.png (1920×1080 px)\n")
        XCTAssertEqual(result.stdout, Data())
    }
}
