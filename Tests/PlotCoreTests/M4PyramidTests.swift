import SceneTesting
import XCTest

@testable import PlotCore

/// The pyramid's views must be, exactly, the one pass over every point that they replace.
final class M4PyramidTests: XCTestCase {
    /// A series in x order full of ties (equal x, equal y), single gaps and runs of gaps longer
    /// than a block, so every rule of `M4Columns` (earliest of equals, gaps, nearest beyond an
    /// edge) is met at block and column edges.
    static func series(count: Int, seed: UInt64) -> PointSeries {
        var generator = SplitMix64(seed: seed)
        var xs: [Double] = []
        var ys: [Double] = []
        var x = 0.0
        var gapRun = 0
        for _ in 0..<count {
            if generator.next() % 3 == 0 { x += Double(generator.next() % 5) / 8 }
            if gapRun == 0, generator.next() % 4000 == 0 { gapRun = Int(generator.next() % 300) }
            let gap = gapRun > 0 || generator.next() % 60 == 0
            gapRun = max(0, gapRun - 1)
            xs.append(x)
            ys.append(gap ? .nan : Double(generator.next() % 40) - Double(generator.next() % 3) * 0.5)
        }
        return PointSeries(adopting: xs, ys)!
    }

    func testViewsAreOnePassOverEveryPoint() throws {
        let points = Self.series(count: 60_000, seed: 25)
        let pyramid = try XCTUnwrap(M4Pyramid(points))
        let extent = try XCTUnwrap(points.xExtent)
        var generator = SplitMix64(seed: 26)
        func unit() -> Double { Double(generator.next() % 1_000_001) / 1_000_000 }
        var (throughBlocks, direct) = (0, 0)
        for view in 0..<400 {
            // Ranges inside, across and beyond the data; edges often on a point's x.
            var lower = extent.lower - 0.1 * extent.span + 1.2 * extent.span * unit()
            var upper = lower + extent.span * pow(unit(), 3)
            if view % 3 == 0 {
                lower = points.xs[Int(generator.next() % UInt64(points.count))]
                upper = max(lower + 1, points.xs[Int(generator.next() % UInt64(points.count))])
            }
            // Narrow plots too, so that many views are dense enough to go through the blocks.
            let mapping = M4Decimation(
                visible: Interval(lower, upper), left: 100 * unit(), width: 1 + (view % 2 == 0 ? 40 : 600) * unit())
            let viewY = Interval(-10 + 30 * unit(), 10 + 40 * unit())
            let indexed = try XCTUnwrap(pyramid.columns(mapping, viewY: viewY), "view \(view)")
            let onePass = mapping.columns(xs: points.xs, ys: points.ys, viewY: viewY)
            let (line, expected) = (indexed.line(), onePass.line())
            XCTAssertEqual(line.xs, expected.xs, "view \(view): \(mapping)")
            XCTAssertEqual(line.ys.map(\.bitPattern), expected.ys.map(\.bitPattern), "view \(view): \(mapping)")
            XCTAssertEqual(indexed.countInXRange, onePass.countInXRange, "view \(view)")
            if onePass.countInXRange > M4Pyramid.pointsPerColumn * mapping.columns {
                throughBlocks += 1
            } else {
                XCTAssertEqual(indexed.countInView, onePass.countInView, "view \(view)")
                direct += 1
            }
        }
        // Both ways were taken, often.
        XCTAssertGreaterThan(throughBlocks, 50)
        XCTAssertGreaterThan(direct, 50)
    }

    func testNearbyIsWhatOnePassKeeps() throws {
        let points = Self.series(count: 20_000, seed: 27)
        let pyramid = try XCTUnwrap(M4Pyramid(points))
        var generator = SplitMix64(seed: 28)
        for _ in 0..<200 {
            let a = points.xs[Int(generator.next() % UInt64(points.count))] + Double(generator.next() % 3) / 4 - 0.25
            let b = a + Double(generator.next() % 40) / 8
            var open = Interval(a, b)
            open.upper = .nan  // no bound that way
            for range in [Interval(a, b), Interval(-.infinity, b), open] {
                XCTAssertEqual(pyramid.nearby(range), points.nearby(range), "\(range)")
            }
        }
    }

    func testOnlyPointsInOrderAreIndexed() throws {
        let points = Self.series(count: 10_000, seed: 29)
        XCTAssertNotNil(M4Pyramid(points))
        // One step back anywhere: inside a block, at a block's start, after the last whole block.
        for place in [100, 64 * 50, 9_990] {
            var xs = points.xs
            xs[place] = xs[place - 1] - 1
            XCTAssertNil(M4Pyramid(PointSeries(adopting: xs, points.ys)!), "x steps back at \(place)")
        }
    }

    func testTheIndexStaysWithinItsBound() throws {
        for count in [0, 63, 64, 1_000, 100_000] {
            let pyramid = try XCTUnwrap(M4Pyramid(Self.series(count: count, seed: 30)))
            // And 8 bytes a level's start, at most 31 levels.
            XCTAssertLessThanOrEqual(Double(pyramid.bytes), 0.32 * Double(count) + 4 + 8 * 31, "\(count) points")
        }
    }

    /// A chart indexed for views draws what it draws unindexed, and the index is of its points.
    func testAnIndexedChartDrawsTheSameScene() throws {
        let points = Self.series(count: 200_000, seed: 31)
        var chart = DataChart(kind: .line, series: [ChartSeries(name: "y", points: points)])
        var indexed = chart
        XCTAssertGreaterThan(indexed.indexForViews(), 0)
        XCTAssertTrue(try XCTUnwrap(indexed.series[0].pyramid).indexes(points))
        for range in [Interval(100, 20_000), Interval(5_000, 5_400), Interval(-50, 40_000)] {
            chart.viewport = ViewportRequest(xRange: range, yRange: Interval(-5, 30))
            indexed.viewport = chart.viewport
            let page = PageSpec(size: Size(320, 200))
            let plain = DataChartPage(chart: chart, page: page).scene(measurer: FixedTextMeasurer())
            let fast = DataChartPage(chart: indexed, page: page).scene(measurer: FixedTextMeasurer())
            XCTAssertTrue(fast == plain, "\(range)")
        }
    }
}
