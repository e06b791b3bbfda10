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
            XCTAssertLessThanOrEqual(Double(pyramid.bytes), 0.94 * Double(count) + 4 + 8 * 31, "\(count) points")
        }
        // 100,000 points: 1,562 level-0 blocks, 3,119 over 11 levels, 24 bytes each; a first x
        // a level-0 block, its gaps before (one more) and the levels' starts.
        let pyramid = try XCTUnwrap(M4Pyramid(Self.series(count: 100_000, seed: 30)))
        XCTAssertEqual(pyramid.bytes, 24 * 3_119 + 8 * 1_562 + 4 * 1_563 + 8 * 11)
    }

    /// Each block of each level names the earliest of its lowest and of its highest points and
    /// holds their very values (bit for bit): a view compares these, not the points.
    func testEachBlockHoldsItsEarliestLowestAndHighest() throws {
        let points = Self.series(count: 20_000, seed: 32)
        let pyramid = try XCTUnwrap(M4Pyramid(points))
        XCTAssertEqual(pyramid.levelStarts.count, 9)  // 312 blocks, then 156, ... 2, 1
        for (level, start) in pyramid.levelStarts.enumerated() {
            let end = level + 1 < pyramid.levelStarts.count ? pyramid.levelStarts[level + 1] : pyramid.blocks.count
            let size = M4Pyramid.blockSize << level
            for block in 0..<(end - start) {
                var expected = M4Extremes.none
                for index in (block * size)..<((block + 1) * size) where !points.ys[index].isNaN {
                    let y = points.ys[index]
                    if expected.low < 0 || y < expected.lowY { (expected.low, expected.lowY) = (Int32(index), y) }
                    if expected.high < 0 || y > expected.highY { (expected.high, expected.highY) = (Int32(index), y) }
                }
                let found = pyramid.blocks[start + block]
                XCTAssertEqual(found.low, expected.low, "level \(level) block \(block)")
                XCTAssertEqual(found.high, expected.high, "level \(level) block \(block)")
                XCTAssertEqual(found.lowY.bitPattern, expected.lowY.bitPattern, "level \(level) block \(block)")
                XCTAssertEqual(found.highY.bitPattern, expected.highY.bitPattern, "level \(level) block \(block)")
            }
        }
        XCTAssertEqual(pyramid.blockXs, (0..<312).map { points.xs[$0 * 64] })
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

    /// `waveSeries` of a seed.
    static func wave(count: Int, seed: UInt64, phase: Double) -> PointSeries {
        var generator = SplitMix64(seed: seed)
        return waveSeries(count: count, phase: phase, using: &generator)
    }

    /// Columns made for a part of the plot are the whole's there, and empty elsewhere.
    func testColumnsOfAPartAreTheWholesThere() throws {
        let points = Self.series(count: 60_000, seed: 33)
        let pyramid = try XCTUnwrap(M4Pyramid(points))
        let extent = try XCTUnwrap(points.xExtent)
        var generator = SplitMix64(seed: 34)
        func unit() -> Double { Double(generator.next() % 1_000_001) / 1_000_000 }
        var (throughBlocks, direct) = (0, 0)
        for view in 0..<200 {
            let lower = extent.lower + 0.5 * extent.span * unit()
            let mapping = M4Decimation(
                visible: Interval(lower, lower + extent.span * (0.01 + unit() / 2)), left: 10 * unit(),
                width: 20 + 400 * unit())
            let whole = try XCTUnwrap(pyramid.columns(mapping))
            let first = Int(generator.next() % UInt64(mapping.columns))
            let part = first..<min(mapping.columns, first + 1 + Int(generator.next() % 60))
            let columns = try XCTUnwrap(pyramid.columns(mapping, only: part))
            for column in 0..<mapping.columns {
                let found = columns.cells[column]
                let expected = part.contains(column) ? whole.cells[column] : M4Columns.Cell()
                func values(_ cell: M4Columns.Cell) -> [UInt64] {
                    [cell.firstX, cell.firstY, cell.lastX, cell.lastY, cell.lowX, cell.lowY, cell.highX, cell.highY]
                        .map(\.bitPattern)
                }
                XCTAssertEqual(values(found), values(expected), "view \(view), column \(column) of \(part)")
                XCTAssertEqual(found.gap, expected.gap, "view \(view), column \(column) of \(part)")
            }
            if columns.countInXRange > M4Pyramid.pointsPerColumn * part.count {
                throughBlocks += 1
            } else {
                direct += 1
            }
        }
        XCTAssertGreaterThan(throughBlocks, 10)
        XCTAssertGreaterThan(direct, 20)
    }

    /// The runs a search near some values is handed hold every point with such a value, in
    /// order and apart, and leave out most of a wave's blocks.
    func testRunsHoldEveryPointThatMayBeWanted() throws {
        let points = Self.wave(count: 50_000, seed: 35, phase: 0)
        let pyramid = try XCTUnwrap(M4Pyramid(points))
        var generator = SplitMix64(seed: 36)
        var (handed, inRange) = (0, 0)
        for _ in 0..<300 {
            let (a, b) = (Int(generator.next() % 50_001), Int(generator.next() % 50_001))
            let range = min(a, b)..<max(a, b)
            let low = Double(generator.next() % 44) - 2
            let high = low + Double(generator.next() % 4)
            var runs: [Range<Int>] = []
            pyramid.runs(in: range, mayHold: { lowest, highest in highest >= low && lowest <= high }) {
                runs.append($0)
            }
            for (earlier, later) in zip(runs, runs.dropFirst()) {
                XCTAssertLessThan(earlier.upperBound, later.lowerBound, "\(range)")
            }
            XCTAssertTrue(
                runs.allSatisfy {
                    !$0.isEmpty && $0.lowerBound >= range.lowerBound && $0.upperBound <= range.upperBound
                },
                "\(range): \(runs)")
            let held = Set(runs.joined())
            XCTAssertTrue(range.allSatisfy { !(points.ys[$0] >= low && points.ys[$0] <= high) || held.contains($0) })
            (handed, inRange) = (handed + held.count, inRange + range.count)
        }
        XCTAssertLessThan(handed, inRange / 3)
    }
}
