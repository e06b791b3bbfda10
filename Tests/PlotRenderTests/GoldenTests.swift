import Foundation
import GoldenTesting
import PlotCore
import PlotRender
import XCTest

/// Every picture here was looked at before its golden was committed.
final class GoldenTests: XCTestCase {
    override class func setUp() { FontPinning.install() }

    func check(
        _ name: String, _ chart: DataChart, page: PageSpec = RenderFixtures.small,
        line: UInt = #line
    ) throws {
        let image = try RenderFixtures.raster(chart, page)
        XCTAssertEqual(image.width, page.pixelWidth, line: line)
        XCTAssertEqual(image.height, page.pixelHeight, line: line)
        try GoldenImage.assertMatches(image, named: name, line: line)
    }

    func testLinearCurve() throws {
        try check("curve-linear", .points(RenderFixtures.curveData, title: "linear", curve: .linear))
    }

    func testMonotoneCurve() throws {
        try check("curve-monotone", .points(RenderFixtures.curveData, title: "monotone", curve: .monotoneX))
    }

    func testCatmullRomCurve() throws {
        try check(
            "curve-catmull-rom",
            .points(
                RenderFixtures.curveData,
                title: "catmull-rom", curve: .catmullRom(alpha: 0.5)))
    }

    func testZoomTwo() throws {
        try check(
            "zoom-2",
            .points(
                RenderFixtures.sample,
                title: "zoom 2", curve: .monotoneX, viewport: ViewportRequest(zoom: 2)))
    }

    func testPortraitPage() throws {
        try check(
            "page-portrait",
            .points(
                RenderFixtures.sample,
                title: "Случайные точки", curve: .monotoneX), page: .portrait)
    }

    func testLandscapePage() throws {
        try check(
            "page-landscape",
            .points(
                RenderFixtures.sample,
                title: "Sample points", curve: .catmullRom(alpha: 0.5)), page: .landscape)
    }

    func testEmptyInput() throws {
        try check("empty", .points(PointSeries(), title: "no points"))
    }

    func testOnePoint() throws {
        try check("one-point", .points(try PointSeries(xs: [3.5], ys: [-2]), title: "one point", curve: .monotoneX))
    }

    func testAllNegativeData() throws {
        try check(
            "all-negative",
            .points(
                try PointSeries(
                    xs: [-95, -80, -72.5, -60, -41, -33, -20], ys: [-3.2, -14, -8, -27.5, -19, -2.5, -11]),
                title: "all negative", curve: .monotoneX))
    }

    func testScaleTwoKeepsTheLayout() throws {
        try check(
            "scale-2", .points(RenderFixtures.curveData, title: "scale 2", curve: .monotoneX),
            page: PageSpec(size: Size(480, 300), scale: 2))
    }

    /// The PDF page, rasterized by poppler's pdftoppm at 72 dpi (one point, one pixel).
    func testPDFPage() throws {
        let scene = RenderFixtures.scene(
            .points(RenderFixtures.curveData, title: "PDF page", curve: .monotoneX), RenderFixtures.small)
        let pdf = try SceneOutput(text: RenderFixtures.text).pdf(scene)
        let image = try Rasterizer.pdfPage(pdf)
        try GoldenImage.assertMatches(image, named: "pdf-page")
    }
}
