import DeclarativeCharts
import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// `ChartRenderer`: a chart to a file by its extension, or to PNG, PDF or SVG bytes, on any
/// thread.
final class ChartRendererTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FontPinning.install()
    }

    struct Sale: Identifiable {
        var id: String { month }
        var month: String
        var units: Double
    }

    static let sales = [Sale(month: "Jan", units: 12), Sale(month: "Feb", units: 19), Sale(month: "Mar", units: 7)]

    static var chart: Chart<ChartContentGroup> {
        Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)) }
            .chartTitle("ChartRenderer")
    }

    func testPNGDataAtScaleTwoIsTwiceThePageInPixels() throws {
        let renderer = ChartRenderer(content: Self.chart, width: 800, height: 500)
        let image = try RasterImage(png: [UInt8](renderer.pngData(scale: 2)))
        XCTAssertEqual([image.width, image.height], [1600, 1000])
        let one = try RasterImage(png: [UInt8](renderer.pngData()))
        XCTAssertEqual([one.width, one.height], [800, 500])
    }

    func testPDFAndSVGDataAreThoseFormatsOfThePage() throws {
        let renderer = ChartRenderer(content: Self.chart, width: 800, height: 500)
        let pdf = try renderer.pdfData()
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertNotNil(String(decoding: pdf, as: UTF8.self).range(of: "/MediaBox [ 0 0 800 500 ]"))
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        XCTAssertNotNil(svg.range(of: "<svg"))
        XCTAssertNotNil(svg.range(of: "width=\"800\""))
        XCTAssertNotNil(svg.range(of: "height=\"500\""))
    }

    func testWriteTakesTheFormatFromTheExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ChartRenderer(content: Self.chart, width: 800, height: 500)
        for (name, head) in [
            ("c.png", [0x89] + Array("PNG".utf8)), ("c.pdf", Array("%PDF".utf8)), ("c.svg", Array("<?xm".utf8)),
        ] {
            let url = folder.appendingPathComponent(name)
            try renderer.write(to: url)
            XCTAssertEqual(Array(try Data(contentsOf: url).prefix(4)), head, name)
        }
        let jpeg = folder.appendingPathComponent("c.jpg")
        XCTAssertThrowsError(try renderer.write(to: jpeg)) {
            XCTAssertEqual(($0 as? RenderError)?.message, "\(jpeg.path): give a file name ending in .png, .pdf or .svg")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: jpeg.path))
        XCTAssertThrowsError(try renderer.write(to: URL(string: "https://example.com/c.png")!)) {
            XCTAssertEqual(
                ($0 as? RenderError)?.message, "https://example.com/c.png: give a file URL ending in .png, .pdf or .svg"
            )
        }
    }

    func testContentTheEngineCannotDrawIsThrownByEveryRender() throws {
        let chart = Chart {
            LineMark(x: .value("x", 1), y: .value("y", 2))
            BarMark(x: .value("x", 1), y: .value("y", 2))
        }
        let renderer = ChartRenderer(content: chart)
        for render in [{ try renderer.pngData() }, { try renderer.pdfData() }, { try renderer.svgData() }] {
            XCTAssertThrowsError(try render()) { XCTAssertTrue($0 is ChartDataError) }
        }
        XCTAssertThrowsError(try ChartRenderer(content: Self.chart).pngData(scale: 0)) {
            XCTAssertEqual(($0 as? RenderError)?.message, "a scale of 0.0 cannot be drawn: 0.01 to 100")
        }
        XCTAssertThrowsError(try ChartRenderer(content: Self.chart, width: 0, height: 500).pngData()) {
            XCTAssertEqual(($0 as? RenderError)?.message, "a page of 0.0×500.0 cannot be drawn")
        }
    }

    /// The dark theme's page behind the marks, at twice the pixels.
    func testADarkPageAtScaleTwo() throws {
        var renderer = ChartRenderer(content: Self.chart, width: 800, height: 500)
        renderer.theme = .dark
        let image = try RasterImage(png: [UInt8](renderer.pngData(scale: 2)))
        XCTAssertEqual(image.pixels[0], 0xff1c_1f24)
        try GoldenImage.assertMatches(image, named: "swift-charts-renderer-dark")
    }

    /// Two charts at once on two threads draw what each draws alone.
    func testTwoChartsRenderAtOnceOnTwoThreads() throws {
        let renderers = [
            ChartRenderer(content: Self.chart, width: 800, height: 500),
            ChartRenderer(content: Self.chart.chartYAxisLabel("units sold"), width: 640, height: 480, theme: .dark),
        ]
        let alone = try renderers.map { try $0.pngData() }
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var data: [Int: Data] = [:]
            var errors: [String] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            do {
                let data = try renderers[index % 2].pngData()
                results.lock.withLock { results.data[index] = data }
            } catch {
                results.lock.withLock { results.errors.append("\(error)") }
            }
        }
        XCTAssertEqual(results.errors, [])
        for index in 0..<8 { XCTAssertEqual(results.data[index], alone[index % 2], "render \(index)") }
    }
}
