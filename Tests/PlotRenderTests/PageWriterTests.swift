import Foundation
import PlotCore
import PlotRender
import XCTest

/// The one output path: a PDF of every page, or a file a page beside the first; together or
/// not at all; leftovers of a longer earlier run reported, never removed.
final class PageWriterTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    func pages(_ count: Int) -> Scene {
        Scene(pages: (0..<count).map { _ in ScenePage(size: Size(40, 30)) })
    }

    var writer: PageWriter { PageWriter(output: SceneOutput(text: RenderFixtures.text)) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    func testRasterAndSVGWriteAFileAPageAndPDFOneFile() throws {
        let png = try writer.write(pages(3), format: .png, to: OutputTarget(path("chart.png")))
        XCTAssertEqual(png.paths, [path("chart.png"), path("chart-2.png"), path("chart-3.png")])
        let svg = try writer.write(pages(2), format: .svg, to: OutputTarget(path("chart.svg")))
        XCTAssertEqual(svg.paths, [path("chart.svg"), path("chart-2.svg")])
        let pdf = try writer.write(pages(3), format: .pdf, to: OutputTarget(path("chart.pdf")))
        XCTAssertEqual(pdf.paths, [path("chart.pdf")])
        let text = String(
            decoding: try XCTUnwrap(FileManager.default.contents(atPath: path("chart.pdf"))), as: UTF8.self)
        XCTAssertTrue(text.contains("/Count 3"), "the PDF holds every page")
        XCTAssertEqual(
            try files(), ["chart-2.png", "chart-2.svg", "chart-3.png", "chart.pdf", "chart.png", "chart.svg"])
    }

    func testNothingIsWrittenWhenOnePageCannotBe() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("m.png")))
        try FileManager.default.createDirectory(atPath: path("m-3.png"), withIntermediateDirectories: false)
        XCTAssertThrowsError(try writer.write(pages(3), format: .png, to: OutputTarget(path("m.png"))))
        XCTAssertEqual(try files(), ["m-3.png", "m.png"], "no page written, no temporary file left")
        XCTAssertEqual(FileManager.default.contents(atPath: path("m.png")), Data("old".utf8))
    }

    func testLeftoversOfALongerRunAreReportedAndKept() throws {
        _ = try writer.write(pages(4), format: .png, to: OutputTarget(path("s.png")))
        let shorter = try writer.write(pages(2), format: .png, to: OutputTarget(path("s.png")))
        XCTAssertEqual(shorter.leftovers, [path("s-3.png"), path("s-4.png")])
        XCTAssertEqual(try files(), ["s-2.png", "s-3.png", "s-4.png", "s.png"])
        let longer = try writer.write(pages(4), format: .png, to: OutputTarget(path("s.png")))
        XCTAssertEqual(longer.leftovers, [])
    }

    func testNamesOfLaterPages() {
        XCTAssertEqual(OutputTarget("out/graph.png").path(page: 1), "out/graph-2.png")
        XCTAssertEqual(OutputTarget("a.b/graph").path(page: 2), "a.b/graph-3")
        XCTAssertEqual(OutputTarget(".hidden").path(page: 1), ".hidden-2")
        XCTAssertEqual(OutputTarget("graph.png").path(page: 0), "graph.png")
        XCTAssertEqual(OutputTarget("-"), .standardOutput)
    }

    /// The format decides how pages are kept and what detail a vector page is laid out for.
    func testTheFormatDecidesMediumAndScale() {
        let requested = PageSpec(size: Size(800, 600), scale: 2)
        XCTAssertEqual(OutputFormat.png.page(requested), PageSpec(size: Size(800, 600), scale: 2, medium: .filePerPage))
        XCTAssertEqual(OutputFormat.svg.page(requested).medium, .filePerPage)
        XCTAssertEqual(
            OutputFormat.pdf.page(requested),
            PageSpec(size: Size(800, 600), scale: OutputFormat.vectorDetail, medium: .document))
    }
}
