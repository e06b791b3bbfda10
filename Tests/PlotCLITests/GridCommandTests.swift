import Foundation
import PlotRender
import XCTest

/// `plot grid` as a user runs it: pages written, bad images shown in their cells and listed,
/// and the README's exit statuses when nothing can be drawn.
final class GridCommandTests: XCTestCase {
    var plot: PlotProcess!

    override func setUpWithError() throws { plot = try PlotProcess() }
    override func tearDown() { plot?.remove() }

    func writePNG(_ name: String, width: Int = 60, height: Int = 40, color: UInt32 = 0xff20_8040) throws {
        let bytes = try RasterImage(
            width: width, height: height, pixels: Array(repeating: color, count: width * height)
        )
        .png()
        try Data(bytes).write(to: URL(fileURLWithPath: plot.path(name)))
    }

    func testASheetWithOneBadImageIsWrittenAndTheBadOneListed() throws {
        try writePNG("a.png")
        try writePNG("b.png", width: 30, height: 90)
        try plot.write("c.jpg", "not a picture")
        let result = try plot.run(["grid", "a.png", "b.png", "c.jpg", "--labels", "--columns", "2", "-o", "s.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stderr, "plot: warning: c.jpg: not a JPEG or PNG image\nplot: wrote s.png (1080×1920 px)\n")
        let png = try XCTUnwrap(FileManager.default.contents(atPath: plot.path("s.png")))
        XCTAssertEqual(pngSize(png)?.0, 1080)
    }

    /// Six 16:9 charts in three columns take one landscape page: the cells are 16:9, not square.
    func testCellsTakeThePicturesShape() throws {
        for index in 0..<6 { try writePNG("c\(index).png", width: 192, height: 108) }
        let result = try plot.run(
            ["grid"] + (0..<6).map { "c\($0).png" } + [
                "--columns", "3", "--labels", "--orientation", "landscape", "-o", "g.png",
            ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.wroteLines, ["plot: wrote g.png (1920×1080 px)"])
        XCTAssertEqual(try plot.files().filter { $0.hasPrefix("g") }, ["g.png"])
    }

    func testPagesAndFormats() throws {
        for index in 0..<30 { try writePNG("p\(index).png") }
        let names = (0..<30).map { "p\($0).png" }
        let pdf = try plot.run(["grid"] + names + ["--fit", "cover", "--title", "Thirty", "-o", "s.pdf"])
        XCTAssertEqual(pdf.status, 0, pdf.stderr)
        XCTAssertTrue(try plot.files().contains("s.pdf"))
        let pngs = try plot.run(
            ["grid"] + names + ["--columns", "3", "--orientation", "landscape", "--scale", "0.5", "-o", "s.png"])
        XCTAssertEqual(pngs.status, 0, pngs.stderr)
        XCTAssertEqual(pngs.stdout, Data())
        XCTAssertTrue(pngs.stderr.hasPrefix("plot: wrote s.png, s-2.png"), pngs.stderr)
        XCTAssertTrue(pngs.stderr.hasSuffix(" pages, 960×540 px each)\n"), pngs.stderr)
        XCTAssertTrue(try plot.files().contains("s-2.png"))
        XCTAssertEqual(pngSize(try XCTUnwrap(FileManager.default.contents(atPath: plot.path("s.png"))))?.0, 960)
    }

    func testNothingToDrawEndsInADocumentedStatus() throws {
        try plot.write("bad.jpg", "nope")
        let none = try plot.run(["grid", "-o", "s.png"])
        XCTAssertEqual(none.status, 64, none.stderr)
        let missing = try plot.run(["grid", "gone.jpg", "also-gone.png", "-o", "s.png"])
        XCTAssertEqual(missing.status, 66, missing.stderr)
        XCTAssertTrue(missing.stderr.hasSuffix("plot: error: none of the 2 images could be read\n"), missing.stderr)
        let bad = try plot.run(["grid", "bad.jpg", "gone.jpg", "-o", "s.png"])
        XCTAssertEqual(bad.status, 65, bad.stderr)
        XCTAssertFalse(try plot.files().contains("s.png"))
        XCTAssertEqual(try plot.run(["grid", "bad.jpg", "--columns", "0", "-o", "s.png"]).status, 64)
    }
}
