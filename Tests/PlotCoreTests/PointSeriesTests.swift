import XCTest

@testable import PlotCore

final class PointSeriesTests: XCTestCase {
    func testNonFiniteValuesAreDroppedAndCounted() throws {
        let series = try PointSeries(xs: [1, .nan, 3, 4], ys: [1, 2, .infinity, 4])
        XCTAssertEqual(series.xs, [1, 4])
        XCTAssertEqual(series.droppedNonFinite, 2)
    }

    func testSortByXIsStable() throws {
        let series = try PointSeries(xs: [3, 1, 2, 1, 3, 1], ys: [0, 1, 2, 3, 4, 5]).sortedByX()
        XCTAssertEqual(series.xs, [1, 1, 1, 2, 3, 3])
        XCTAssertEqual(series.ys, [1, 3, 5, 2, 0, 4])
    }

    func testExtents() throws {
        let series = try PointSeries(xs: [3, -1, 2], ys: [5, 7, -2])
        XCTAssertEqual(series.xExtent, Interval(-1, 3))
        XCTAssertEqual(series.yExtent, Interval(-2, 7))
        XCTAssertNil(PointSeries().xExtent)
        // Sorted (appended in order, adopted, or sorted): the ends, a gap's x among them.
        var inOrder = PointSeries()
        inOrder.appendMissing(x: -4)
        inOrder.append(x: 1, y: 2)
        inOrder.append(x: 1, y: 3)
        inOrder.appendMissing(x: 9)
        XCTAssertTrue(inOrder.isSortedByX)
        XCTAssertEqual(inOrder.xExtent, Interval(-4, 9))
        XCTAssertEqual(series.sortedByX().xExtent, Interval(-1, 3))
        XCTAssertEqual(PointSeries(adopting: [0, 5, 5], [.nan, 1, 2])?.xExtent, Interval(0, 5))
        XCTAssertEqual(PointSeries(adopting: [5, 0, 7], [1, 1, 1])?.xExtent, Interval(0, 7))
    }

    /// A missing value stays in place as a gap, is counted, and is left out of the y extent.
    func testMissingValuesAreGaps() {
        var series = PointSeries()
        series.append(x: 2, y: 5)
        series.appendMissing(x: 1)
        series.append(x: 3, y: -1)
        series.appendMissing(x: .nan)
        XCTAssertEqual(series.count, 3)
        XCTAssertEqual(series.missingCount, 1)
        XCTAssertEqual(series.droppedNonFinite, 1)
        XCTAssertEqual(series.yExtent, Interval(-1, 5))
        let sorted = series.sortedByX()
        XCTAssertEqual(sorted.xs, [1, 2, 3])
        XCTAssertTrue(sorted.ys[0].isNaN)
        XCTAssertEqual(sorted.missingCount, 1)
        var onlyGaps = PointSeries()
        onlyGaps.appendMissing(x: 1)
        XCTAssertNil(onlyGaps.yExtent)
    }

    /// Sorting is done once: a series appended in x order, or once sorted, is known to be in
    /// order and comes back as it is.
    func testASortedSeriesIsNotSortedAgain() throws {
        XCTAssertTrue(try PointSeries(xs: [1, 2, 2, 5], ys: [0, 0, 0, 0]).isSortedByX)
        let unsorted = try PointSeries(xs: [3, 1, 2], ys: [0, 1, 2])
        XCTAssertFalse(unsorted.isSortedByX)
        let sorted = unsorted.sortedByX()
        XCTAssertTrue(sorted.isSortedByX)
        XCTAssertEqual(sorted.sortedByX(), sorted)
        XCTAssertEqual(sorted, try PointSeries(xs: [1, 2, 3], ys: [1, 2, 0]))
    }

    /// Columns taken as they are: gaps counted, order learnt; a value that is not finite (other
    /// than a gap in y) sends the caller back to appending point by point.
    func testAdoptingColumns() throws {
        let series = try XCTUnwrap(PointSeries(adopting: [1, 2, 4], [5, .nan, 6]))
        XCTAssertEqual(series.count, 3)
        XCTAssertEqual(series.missingCount, 1)
        XCTAssertTrue(series.isSortedByX)
        XCTAssertEqual(PointSeries(adopting: [3, 1], [0, 0])?.isSortedByX, false)
        XCTAssertNil(PointSeries(adopting: [1, .nan], [0, 0]))
        XCTAssertNil(PointSeries(adopting: [1, 2], [0, .infinity]))
    }

    /// Long columns are looked at in parts on several threads: the order across the parts'
    /// seam, the gaps and the extents come out as one pass finds them.
    func testAdoptingOnSeveralThreadsLearnsWhatOnePassDoes() throws {
        let count = 2 * Parallel.splitAbove + 1_000
        var xs = (0..<count).map { Double($0) }
        var ys = xs.map { $0.truncatingRemainder(dividingBy: 97) - 40 }
        ys[10] = .nan
        ys[count - 3] = .nan
        ys[count / 2 + 5] = 1e9
        XCTAssertEqual(Parallel.ranges(count, threads: 2).count, 2)
        let one = try XCTUnwrap(PointSeries(adopting: xs, ys, threads: 1))
        let two = try XCTUnwrap(PointSeries(adopting: xs, ys, threads: 2))
        XCTAssertTrue(two.isSortedByX)
        XCTAssertEqual(two.missingCount, 2)
        XCTAssertEqual(two.xExtent, Interval(0, Double(count - 1)))
        XCTAssertEqual(two.yExtent, Interval(-40, 1e9))
        XCTAssertEqual(two.xExtent, one.xExtent)
        XCTAssertEqual(two.yExtent, PointSeries.extent(of: ys))
        // Out of order only where the two halves meet: each half alone is in order.
        xs.swapAt(count / 2 - 1, count / 2)
        XCTAssertEqual(PointSeries(adopting: xs, ys, threads: 2)?.isSortedByX, false)
        XCTAssertNil(PointSeries(adopting: xs, ys.enumerated().map { $0 == count - 1 ? .infinity : $1 }, threads: 2))
    }

    /// Extents found while adopting are forgotten once a point is appended.
    func testAppendingAfterAdoptingWidensTheExtents() throws {
        var series = try XCTUnwrap(PointSeries(adopting: [1, 2], [3, 4]))
        XCTAssertEqual(series.xExtent, Interval(1, 2))
        series.append(x: 10, y: -5)
        XCTAssertEqual(series.xExtent, Interval(1, 10))
        XCTAssertEqual(series.yExtent, Interval(-5, 4))
    }
}
