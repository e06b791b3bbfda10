import SceneTesting
import XCTest

@testable import PlotCore

final class M4DecimationTests: XCTestCase {
    func testKeepsFirstLastLowestHighestPerColumn() {
        // Two columns over 0..<2: column 0 holds x 0...0.9, column 1 holds 1...1.9.
        let xs: [Double] = [0.5, 0.1, 0.9, 0.3, 1.2, 1.8, 1.5, -1, 3]
        let ys: [Double] = [9, 1, 2, -4, 5, 6, -7, 100, 200]
        let m4 = M4Decimation(visible: Interval(0, 2), left: 0, width: 2)
        let (outX, outY) = m4.decimate(xs: xs, ys: ys)
        XCTAssertEqual(outX, [-1, 0.1, 0.3, 0.5, 0.9, 1.2, 1.5, 1.8, 3])
        XCTAssertEqual(outY, [100, 1, -4, 9, 2, 5, -7, 6, 200])
    }

    func testOrderOfInputDoesNotMatter() throws {
        var generator = SplitMix64(seed: 5)
        let count = 50_000
        let xs = (0..<count).map { _ in Double(generator.next() % 1_000_000) / 1000 }
        let ys = (0..<count).map { _ in Double(generator.next() % 1000) }
        let sorted = try PointSeries(xs: xs, ys: ys).sortedByX()
        let m4 = M4Decimation(visible: Interval(100, 900), left: 10.3, width: 640)
        let unsortedResult = m4.decimate(xs: xs, ys: ys)
        let sortedResult = m4.decimate(xs: sorted.xs, ys: sorted.ys)
        // Where two points tie for a column's extreme y, the earlier one in the input is kept,
        // so the x kept may differ; the extremes and the ends do not.
        XCTAssertEqual(Set(unsortedResult.ys), Set(sortedResult.ys))
        XCTAssertEqual(unsortedResult.xs.first, sortedResult.xs.first)
        XCTAssertEqual(unsortedResult.xs.last, sortedResult.xs.last)
        XCTAssertLessThanOrEqual(unsortedResult.xs.count, 4 * m4.columns + 2)
        XCTAssertEqual(unsortedResult.xs, unsortedResult.xs.sorted())
        XCTAssertEqual(m4.countInXRange(xs: xs), xs.filter { $0 >= 100 && $0 <= 900 }.count)
    }

    func testColumnsAreTheRenderersPixelColumns() {
        let m4 = M4Decimation(visible: Interval(0, 10), left: 100.5, width: 10)
        XCTAssertEqual(m4.columns, 11, "a plot starting mid-pixel touches one more column")
    }

    func testLayoutDecimatesOnlyWhenDenserThanThePixels() throws {
        let style = ChartStyle(page: Size(800, 500))
        func line(_ count: Int, xRange: Interval? = nil) throws -> (elements: Int, inRange: Int) {
            let xs = (0..<count).map { Double(($0 * 7919) % count) }
            let ys = xs.map { sin($0 / 50) }
            let result = DataChartLayout(
                chart: .points(try PointSeries(xs: xs, ys: ys), viewport: ViewportRequest(xRange: xRange)), style: style
            ).layout(in: Rect(x: 0, y: 0, width: 800, height: 500), measurer: FixedTextMeasurer())
            let inRange = xs.filter { result.view?.x.contains($0) == true }.count
            let line = SceneRecorder(result.items).strokes.first { $0.clip == result.plotArea }
            return (line?.path.elements.count ?? 0, inRange)
        }
        XCTAssertEqual(try line(1000).elements, 1000, "few points: every one drawn")
        XCTAssertLessThan(try line(200_000).elements, 4 * 800 + 3, "many points: at most four per column")
        let zoomed = try line(200_000, xRange: Interval(100_000, 100_500))
        XCTAssertEqual(zoomed.elements, zoomed.inRange + 4, "zoomed in: the visible ones and two beyond each edge")
    }
}

final class ClippingPathSinkTests: XCTestCase {
    let box = Rect(x: 0, y: 0, width: 100, height: 100)

    func testFarPointsAreCutAtTheBoxAlongTheSameLine() {
        var sink = ClippingPathSink(sink: Path(), box: box)
        sink.move(to: Point(50, 50))
        sink.line(to: Point(50, 1e9))  // straight down, far off
        sink.line(to: Point(60, 50))  // back in
        XCTAssertEqual(sink.sink.svgPathData(), "M50,50L50,100M60,100L60,50")
    }

    func testSegmentsOutsideAreDroppedAndCurvesInsideKept() {
        var sink = ClippingPathSink(sink: Path(), box: box)
        sink.move(to: Point(-500, -500))
        sink.line(to: Point(-400, -500))
        sink.line(to: Point(10, 10))
        sink.curve(to: Point(20, 20), control1: Point(12, 10), control2: Point(18, 20))
        let data = sink.sink.svgPathData()
        XCTAssertTrue(data.hasPrefix("M"), data)
        XCTAssertTrue(data.hasSuffix("C12,10,18,20,20,20"), data)
        XCTAssertFalse(data.contains("-"), data)
    }

    /// A gap (missing y) ends the decimated line after its column's points, so the line breaks
    /// where the data has no value, at pixel-column precision.
    func testAGapBreaksTheDecimatedLine() {
        // Four columns over 0..<4; the gap at x 1.5 falls in column 1.
        let xs: [Double] = [0.2, 0.7, 1.2, 1.5, 2.3, 3.6]
        let ys: [Double] = [1, 2, 3, .nan, 4, 5]
        let m4 = M4Decimation(visible: Interval(0, 4), left: 0, width: 4)
        let (outX, outY) = m4.decimate(xs: xs, ys: ys)
        XCTAssertEqual(outX, [0.2, 0.7, 1.2, 1.2, 2.3, 3.6])
        XCTAssertEqual(outY.map { $0.isNaN ? "gap" : "\($0)" }, ["1.0", "2.0", "3.0", "gap", "4.0", "5.0"])
        let path = Curve.linear.path(xs: outX, ys: outY)
        XCTAssertEqual(path.svgPathData(decimals: 1), "M0.2,1L0.7,2L1.2,3M2.3,4L3.6,5")
    }

    /// The pass that decimates also counts what is in x range (gaps included) and what is in
    /// view, on one thread or several: the same numbers as counting them apart.
    func testColumnsCountWhatIsInRangeAndInView() {
        var generator = SplitMix64(seed: 11)
        let count = 2 * Parallel.splitAbove + 5_000
        let xs = (0..<count).map { _ in Double(generator.next() % 1_000_000) / 1000 }
        let ys = (0..<count).map { index in index % 101 == 0 ? .nan : Double(generator.next() % 1000) }
        let visibleX = Interval(100, 900)
        let visibleY = Interval(250, 750)
        let m4 = M4Decimation(visible: visibleX, left: 3.5, width: 500)
        let inRange = xs.filter { visibleX.contains($0) }.count
        let inView = zip(xs, ys).filter { visibleX.contains($0) && visibleY.contains($1) }.count
        for threads in [1, 2] {
            let columns = m4.columns(xs: xs, ys: ys, viewY: visibleY, threads: threads)
            XCTAssertEqual(columns.countInXRange, inRange, "\(threads) threads")
            XCTAssertEqual(columns.countInView, inView, "\(threads) threads")
            // The same line as the columns of one plain pass over every point.
            var plain = M4Columns(m4)
            plain.add(xs: xs, ys: ys)
            let (expected, line) = (plain.line(), columns.line())
            XCTAssertEqual(line.xs, expected.xs, "\(threads) threads")
            XCTAssertTrue(
                line.ys.elementsEqual(expected.ys) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "\(threads) threads")
        }
    }
}
