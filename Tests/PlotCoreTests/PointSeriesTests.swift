import XCTest

@testable import PlotCore

final class PointSeriesTests: XCTestCase {
    func testNonFiniteValuesAreDroppedAndCounted() {
        let series = PointSeries(xs: [1, .nan, 3, 4], ys: [1, 2, .infinity, 4])
        XCTAssertEqual(series.xs, [1, 4])
        XCTAssertEqual(series.droppedNonFinite, 2)
    }

    func testSortByXIsStable() {
        let series = PointSeries(xs: [3, 1, 2, 1, 3, 1], ys: [0, 1, 2, 3, 4, 5]).sortedByX()
        XCTAssertEqual(series.xs, [1, 1, 1, 2, 3, 3])
        XCTAssertEqual(series.ys, [1, 3, 5, 2, 0, 4])
    }

    func testExtents() {
        let series = PointSeries(xs: [3, -1, 2], ys: [5, 7, -2])
        XCTAssertEqual(series.xExtent, Interval(-1, 3))
        XCTAssertEqual(series.yExtent, Interval(-2, 7))
        XCTAssertNil(PointSeries().xExtent)
    }
}
