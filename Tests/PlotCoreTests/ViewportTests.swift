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
}
