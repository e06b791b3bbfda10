import CPNGWriter
import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

final class OutputTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    let scene = RenderFixtures.scene(
        .points(RenderFixtures.curveData, title: "Точки", curve: .monotoneX), RenderFixtures.small)

    /// SVG too, across processes (see the CLI tests): Cairo numbers SVG glyphs per process.
    func testSameInputGivesTheSameBytes() throws {
        let output = SceneOutput(text: RenderFixtures.text)
        for format in [OutputFormat.png, .pdf] {
            let first = try output.files(scene, format: format)
            XCTAssertTrue(
                first == (try output.files(scene, format: format)), "\(format) differs between two renderings")
        }
    }

    func testPDFKeepsTextAsTextAndHasAFixedDate() throws {
        let pdf = try SceneOutput(text: RenderFixtures.text).pdf(scene)
        XCTAssertEqual(Array(pdf.prefix(5)), Array("%PDF-".utf8))
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.contains("/CreationDate (20000101000000Z)"), "creation date is fixed")
        let extracted = try poppler("pdftotext", pdf)
        XCTAssertTrue(extracted.contains("Точки"), extracted)
        XCTAssertTrue(extracted.contains("12 points"), extracted)
    }

    /// Every page, in order, each its own size: the chart's page, then an empty one.
    func testMultiPagePDF() throws {
        let twoPages = Scene(pages: scene.pages + [ScenePage(size: Size(300, 200))])
        let pdf = try SceneOutput(text: RenderFixtures.text).pdf(twoPages)
        // pdfinfo's lines with their padding closed up: "Page 1 size: 960 x 600 pts".
        let info = try poppler("pdfinfo", pdf, pages: 1...2).split(separator: "\n").map {
            $0.split(separator: " ").joined(separator: " ")
        }
        XCTAssertTrue(info.contains("Pages: 2"), "\(info)")
        XCTAssertTrue(info.contains("Page 1 size: 960 x 600 pts"), "\(info)")
        XCTAssertTrue(info.contains("Page 2 size: 300 x 200 pts"), "\(info)")
        XCTAssertTrue(try poppler("pdftotext", pdf, pages: 1...1).contains("Точки"))
        XCTAssertEqual(
            try poppler("pdftotext", pdf, pages: 2...2).trimmingCharacters(in: .whitespacesAndNewlines), "",
            "the second page is empty")
    }

    /// What poppler's `tool` (pdftotext, pdfinfo) prints of `pdf`'s `pages`, written to a scratch file.
    func poppler(_ tool: String, _ pdf: [UInt8], pages: ClosedRange<Int>? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.pdf")
        try Data(pdf).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        let range = pages.map { ["-f", String($0.lowerBound), "-l", String($0.upperBound)] } ?? []
        process.arguments = range + [file.path] + (tool == "pdftotext" ? ["-"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, tool)
        return output
    }

    func testSVGIsAnSVGDocumentOfThePageSize() throws {
        var output = SceneOutput(text: RenderFixtures.text)
        let svg = String(decoding: try output.svg(scene.pages[0]), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains("width=\"960\" height=\"600\" viewBox=\"0 0 960 600\""), String(svg.prefix(300)))
        // Cairo's, with text as outlines, says its unit.
        output.svgTextAsOutlines = true
        let outlines = String(decoding: try output.svg(scene.pages[0]), as: UTF8.self)
        XCTAssertTrue(outlines.hasPrefix("<?xml"))
        XCTAssertTrue(outlines.contains("width=\"960px\""), String(outlines.prefix(300)))
    }

    func testPNGRoundTripsThroughTheDecoder() throws {
        let image = try SceneOutput(text: RenderFixtures.text).raster(scene)
        let decoded = try RasterImage(png: image.png())
        XCTAssertEqual(decoded, image)
    }

    /// Rows are deflated in two halves at once (one filter for every row) or by libpng row by
    /// row (every filter tried): each file must decode, through libpng and zlib's checks, to the
    /// same pixels, opaque or not, tall enough to split or not.
    func testPNGHalvesDecodeToTheSamePixels() throws {
        var state: UInt64 = 3
        func noise() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        for (width, height) in [(301, 200), (40, 63), (1, 64)] {
            let opaque = RasterImage(
                width: width, height: height,
                pixels: (0..<width * height).map { _ in 0xFF00_0000 | noise() & 0xFF_FFFF })
            // Fully transparent or opaque pixels: premultiplied alpha round-trips exactly.
            let holes = RasterImage(
                width: width, height: height, pixels: opaque.pixels.enumerated().map { $0 % 7 == 0 ? 0 : $1 })
            let encoders = [
                PNGEncoder.fast, PNGEncoder.smallest,
                PNGEncoder(compressionLevel: 1, filters: Int32(PLOTKIT_PNG_FILTER_NONE)),
            ]
            for image in [opaque, holes] {
                for encoder in encoders {
                    let png = try image.png(encoder: encoder)
                    XCTAssertEqual(try RasterImage(png: png), image, "\(width)x\(height), filters \(encoder.filters)")
                    XCTAssertEqual(png, try image.png(encoder: encoder), "the same bytes every time")
                }
            }
        }
    }

    func testTextMetricsDoNotDependOnScale() {
        let font = FontSpec(size: 26)
        let metrics = RenderFixtures.text.measure("−12,345.6 Точки", font: font)
        XCTAssertGreaterThan(metrics.width, 100)
        let doubled = RenderFixtures.text.measure("−12,345.6 Точки", font: FontSpec(size: 52))
        XCTAssertEqual(doubled.width, metrics.width * 2, accuracy: 1)
    }
}
