import XCTest

@testable import PlotCore

final class ViewportTests: XCTestCase {
    let extent = Interval(0, 100)

    func testFullViewIsTheNiceDataDomainWithMargin() {
        let view = Viewport.resolve(xExtent: extent, yExtent: Interval(-3, 7), request: ViewportRequest())
        XCTAssertEqual(view.x, Interval(-10, 110))
        XCTAssertEqual(view.y, Interval(-4, 8))
    }

    func testZoomShowsAFractionAroundTheMiddleOfTheData() {
        let view = Viewport.resolve(xExtent: extent, yExtent: extent, request: ViewportRequest(zoom: 2))
        XCTAssertEqual(view.x, Interval(20, 80))
        XCTAssertEqual(view.y, Interval(20, 80))
        let quarter = Viewport.resolve(xExtent: extent, yExtent: extent, request: ViewportRequest(zoom: 4))
        XCTAssertEqual(quarter.x.span, 30, accuracy: 1e-9)
        let out = Viewport.resolve(xExtent: extent, yExtent: extent, request: ViewportRequest(zoom: 0.5))
        XCTAssertEqual(out.x, Interval(-70, 170))
    }

    func testCenterAndExplicitRanges() {
        let centered = Viewport.resolve(
            xExtent: extent, yExtent: extent, request: ViewportRequest(zoom: 2, center: Point(10, 90)))
        XCTAssertEqual(centered.x, Interval(-20, 40))
        XCTAssertEqual(centered.y, Interval(60, 120))
        let ranged = Viewport.resolve(
            xExtent: extent, yExtent: extent, request: ViewportRequest(zoom: 2, xRange: Interval(5, 6)))
        XCTAssertEqual(ranged.x, Interval(5, 6))
        XCTAssertEqual(ranged.y, Interval(20, 80))
    }

    func testSinglePointAndNoData() {
        let single = Viewport.resolve(xExtent: Interval(5, 5), yExtent: Interval(0, 0), request: ViewportRequest())
        XCTAssertTrue(single.x.lower < 5 && single.x.upper > 5)
        XCTAssertTrue(single.y.lower < 0 && single.y.upper > 0)
        let empty = Viewport.resolve(xExtent: nil, yExtent: nil, request: ViewportRequest(zoom: 3))
        XCTAssertEqual(empty.x.span, 1.0 / 3, accuracy: 1e-12)
    }

    func testDrawnRangeKeepsTwoNeighboursEachSide() {
        let xs: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        XCTAssertEqual(Viewport.drawnRange(sortedXs: xs, visible: Interval(4, 5)), 2..<8)
        XCTAssertEqual(Viewport.drawnRange(sortedXs: xs, visible: Interval(-5, 0.5)), 0..<3)
        XCTAssertEqual(Viewport.drawnRange(sortedXs: xs, visible: Interval(4.2, 4.8)), 3..<7)
        XCTAssertEqual(Viewport.drawnRange(sortedXs: [], visible: Interval(0, 1)), 0..<0)
    }

    private func assertClose(_ a: Interval, _ b: Interval, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(a.lower, b.lower, accuracy: abs(b.lower) * 1e-12, "lower \(message)", line: line)
        XCTAssertEqual(a.upper, b.upper, accuracy: abs(b.upper) * 1e-12, "upper \(message)", line: line)
    }

    /// A log axis zooms in logarithms: `--zoom 2` on 1...10,000 about 100 shows two of its four
    /// decades, 10...1,000; about 10, 1...100; zoomed out, 0.01...1,000,000.
    func testALogZoomNarrowsGeometricallyAboutTheCenter() throws {
        let full = Interval(1, 10_000)
        assertClose(Viewport.zoomedLog(full, zoom: 2, around: 100), Interval(10, 1000))
        assertClose(Viewport.zoomedLog(full, zoom: 4, around: 100), Interval(pow(10, 1.5), pow(10, 2.5)))
        assertClose(Viewport.zoomedLog(full, zoom: 2, around: 10), Interval(1, 100))
        assertClose(Viewport.zoomedLog(full, zoom: 0.5, around: 100), Interval(0.01, 1e6))
        // The same as d3-zoom's transform.rescaleX(x) of a scaleLog after zoom.scaleTo(k) about
        // the range's middle: the view's ends are x.invert of the pixels W/2 ∓ W/2k.
        let scale = LogScale(domain: Interval(3, 4_700), range: 0, 800)
        let middle = try XCTUnwrap(Viewport.geometricMiddle(Interval(3, 4_700)))
        for k in [1.5, 3, 40] {
            assertClose(
                Viewport.zoomedLog(Interval(3, 4_700), zoom: k, around: middle),
                Interval(scale.invert(400 - 400 / k), scale.invert(400 + 400 / k)), "zoom \(k)")
        }
    }

    /// The widest and narrowest zooms keep a log view a double holds, and a center a log axis
    /// cannot show keeps the full view.
    func testALogZoomStaysWithinWhatADoubleHolds() {
        let full = Interval(1, 10_000)
        let out = Viewport.zoomedLog(full, zoom: 1e-9, around: 100)
        XCTAssertEqual(out, Interval(1e-307, 1e308))
        let deep = Viewport.zoomedLog(full, zoom: 1e12, around: 100)
        XCTAssertTrue(deep.lower < 100 && deep.upper > 100 && deep.lower > 99.999, "\(deep)")
        XCTAssertEqual(Viewport.zoomedLog(full, zoom: 2, around: 0), full)
        XCTAssertEqual(Viewport.zoomedLog(full, zoom: 2, around: -5), full)
        XCTAssertEqual(Viewport.zoomedLog(Interval(-1, 10), zoom: 2, around: 5), Interval(-1, 10))
    }

    func testGeometricMiddle() {
        XCTAssertEqual(Viewport.geometricMiddle(Interval(10, 1000)), 100)
        XCTAssertEqual(Viewport.geometricMiddle(Interval(0.01, 1)) ?? 0, 0.1, accuracy: 1e-15)
        XCTAssertNil(Viewport.geometricMiddle(Interval(0, 10)))
        XCTAssertNil(Viewport.geometricMiddle(Interval(-10, -1)))
    }
}
