import Foundation
import PlotCore
import PlotRender
import XCTest

/// Bad data fed to PlotRender's public entry points (`write`, `SceneOutput`, `PageWriter`,
/// `RasterImage`, `PNGEncoder`, the text engine), as a server drawing anyone's charts would:
/// each throws a typed error or draws, never traps.
final class PublicAPIBadInputTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("badinput-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    let text = PangoTextEngine()

    func chart() throws -> DataChart {
        let xs = (0..<300).map(Double.init)
        return DataChart(series: [ChartSeries(name: "s", points: try PointSeries(xs: xs, ys: xs.map(sin)))])
    }

    func scene() throws -> Scene {
        DataChartPage(chart: try chart(), page: PageSpec(size: Size(300, 200))).scene(measurer: text)
    }

    func testBadChartsAreThrownBeforeAnyFileIsWritten() throws {
        var cases: [(DataChart, String)] = []
        var chart = try chart()
        chart.kind = .histogram
        chart.bins = .count(Int.max)
        cases.append((chart, "a histogram needs 1 to 10,000 bins, and bins is 9223372036854775807"))
        chart = try self.chart()
        chart.viewport.zoom = .infinity
        cases.append((chart, "the zoom must be a number above 0, and it is ∞"))
        chart.viewport = ViewportRequest(yRange: Interval(.nan, 0))
        cases.append((chart, "the y range must run from a lower to a higher finite number, and it is NaN:NaN"))
        for (chart, message) in cases {
            XCTAssertThrowsError(try chart.write(to: path("c.png"))) {
                XCTAssertEqual(($0 as? ChartDataError)?.description, message)
            }
        }
        XCTAssertThrowsError(try chart.write(to: path("c.png"), size: Size(.nan, .infinity))) {
            XCTAssertEqual($0 as? RenderError, RenderError("a page of nan×inf cannot be drawn", cause: .request))
        }
        XCTAssertThrowsError(try chart.write(to: "", size: Size(100, 100))) {
            XCTAssertEqual(
                $0 as? RenderError, RenderError(": give a file name ending in .png, .pdf or .svg", cause: .request))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file written")
    }

    /// A scene's scale or page size changed to what no image can have: a thrown error.
    func testARasterOfNoSizeIsAThrownError() throws {
        let output = SceneOutput(text: text)
        let cases: [(Double, Size, String)] = [
            (.nan, Size(300, 200), "nanxnan"), (.infinity, Size(300, 200), "infxinf"),
            (1e300, Size(300, 200), "3.0000000000000002e+302x2e+302"), (0, Size(300, 200), "0x0"),
            (-1, Size(300, 200), "-300x-200"),
            (1, Size(.nan, -.infinity), "nanx-inf"), (1, Size(1e9, 1), "1000000000x1"),
        ]
        for (scale, size, pixels) in cases {
            var scene = try scene()
            scene.scale = scale
            scene.pages[0].size = size
            let expected = RenderError(
                "an image of \(pixels) pixels is outside what can be drawn (1 to 32767 a side)", cause: .request)
            XCTAssertThrowsError(try output.raster(scene)) { XCTAssertEqual($0 as? RenderError, expected) }
            XCTAssertThrowsError(try output.files(scene, format: .png)) { XCTAssertEqual($0 as? RenderError, expected) }
            XCTAssertThrowsError(try PageWriter(output: output).write(scene, format: .png, to: .file(path("s.png")))) {
                XCTAssertEqual($0 as? RenderError, expected)
            }
        }
        var empty = try scene()
        empty.pages = []
        XCTAssertThrowsError(try output.raster(empty, page: -1)) {
            XCTAssertEqual($0 as? RenderError, RenderError("the scene has no page 0"))
        }
        XCTAssertThrowsError(try output.files(empty, format: .pdf)) {
            XCTAssertEqual($0 as? RenderError, RenderError("the scene has no page"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "no file written")
    }

    /// Anyone's items on a page: paths of 1e300 and infinity, NaN widths, zero dashes, text of
    /// NaN size: every format draws or throws.
    func testHostileItemsDrawOrThrow() throws {
        var scene = try scene()
        guard
            case .path(_, var style)? = scene.pages[0].items.first(where: { if case .path = $0 { true } else { false } }
            ),
            case .text(var run)? = scene.pages[0].items.first(where: { if case .text = $0 { true } else { false } })
        else { return XCTFail("the chart's page has paths and text") }
        var band = Path()
        band.move(to: Point(0, 0))
        // A dense band of 1e300 tall segments: its boxes would overflow Int.
        for index in 0..<2000 { band.line(to: Point(Double(index) / 200, index % 2 == 0 ? 1e300 : -1e300)) }
        var odd = Path()
        odd.move(to: Point(.nan, .infinity))
        for index in 0..<300 { odd.line(to: Point(Double(index % 3) * 1e308, index % 2 == 0 ? .nan : -.infinity)) }
        var items: [SceneItem] = []
        for width in [1, 3, .nan, -1, .infinity, 0] {
            for dash in [[], [0.0, 0], [-1], [.nan, 2]] {
                style.lineWidth = width
                style.dash = dash
                style.stroke = Color(red: .nan, green: 2, blue: -1, alpha: 1)
                style.fill = nil
                items += [.path(band, style), .path(odd, style)]
            }
        }
        for size in [12, .nan, -5, 0, 1e308, .infinity] {
            run.font = FontSpec(family: "", size: size)
            run.angle = size
            run.origin = Point(size, -size)
            run.text = "\u{0}\u{202E}é" + String(repeating: "W", count: 100)
            items.append(.text(run))
        }
        items.append(.clipped(Rect(x: .nan, y: -.infinity, width: -5, height: 1e308), items))
        scene.pages[0].items += items
        let output = SceneOutput(text: text)
        for format in OutputFormat.allCases {
            let written = try PageWriter(output: output).write(scene, format: format, to: .file(path("h.\(format)")))
            XCTAssertEqual(written.paths, [path("h.\(format)")], "\(format)")
        }
        // Sizes that set nothing measure nothing; sizes past 1,024 are set at 1,024, so neither
        // Pango nor FreeType sees them (a face FreeType refused stayed refused for the process).
        let nothing = TextMetrics(width: 0, height: 0, baseline: 0)
        let largest = text.measure("Wé", font: FontSpec(family: "", size: 1024))
        XCTAssertGreaterThan(largest.width, 1000)
        for (size, expected) in [(.nan, nothing), (-5, nothing), (0, nothing), (1e308, largest), (.infinity, largest)] {
            XCTAssertEqual(text.measure("Wé", font: FontSpec(family: "", size: size)), expected, "\(size)")
        }
    }

    func testOutputOptionsOfAnyValue() throws {
        let scene = try scene()
        for segments in [0, -5, Int.min, 1, Int.max] {
            // Stroked in pieces of at least one segment: drawn, not a loop that never ends.
            let image = try SceneOutput(text: text, longPathSegments: segments).raster(scene)
            XCTAssertEqual([image.width, image.height], [300, 200], "\(segments)")
        }
        for (level, filters) in [(99, 8), (-7, 8), (Int32.max, -1), (4, 0), (4, Int32.max), (Int32.min, Int32.min)] {
            let encoder = PNGEncoder(compressionLevel: level, filters: filters)
            let bytes = try SceneOutput(text: text, pngEncoder: encoder).files(scene, format: .png)[0]
            XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "\(level) \(filters)")
        }
        var image = try SceneOutput(text: text).raster(scene)
        image.pixels.removeLast()
        XCTAssertThrowsError(try image.png()) {
            XCTAssertEqual(
                $0 as? RenderError,
                RenderError("a 300x200 image needs 60000 pixels, and it has 59999", cause: .request))
        }
        image.pixels = []
        XCTAssertThrowsError(try image.png()) {
            XCTAssertEqual(
                $0 as? RenderError, RenderError("a 300x200 image needs 60000 pixels, and it has 0", cause: .request))
        }
        XCTAssertNil(OutputFormat(fileName: ""))
        XCTAssertNil(OutputFormat(fileName: "."))
        XCTAssertEqual(OutputFormat.png.page(PageSpec(size: Size(.nan, -1), scale: .nan)).scale.isNaN, true)
    }
}
