import SceneTesting
import XCTest

@testable import PlotCore

final class M4ColumnsTests: XCTestCase {
    /// Chunks read in parallel must draw the line one pass draws, ties and gaps included.
    func testMergingChunksInOrderEqualsOnePass() throws {
        var generator = SplitMix64(seed: 11)
        let count = 20_000
        // Few distinct values, so x and y ties are everywhere; some gaps and points off both edges.
        let xs = (0..<count).map { _ in Double(generator.next() % 1200) / 10 - 10 }
        let ys = (0..<count).map { _ in generator.next() % 50 == 0 ? .nan : Double(generator.next() % 20) }
        let mapping = M4Decimation(visible: Interval(0, 100), left: 20.4, width: 300)
        let onePass = mapping.decimate(xs: xs, ys: ys)
        for cuts in [
            [0, count], [0, 1, count], [0, 7_000, 7_001, 13_000, count], [0, 5_000, 10_000, 15_000, count],
        ] {
            var merged = M4Columns(mapping)
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                var chunk = M4Columns(mapping)
                chunk.add(xs: Array(xs[start..<end]), ys: Array(ys[start..<end]))
                try merged.merge(chunk)
            }
            let line = merged.line()
            XCTAssertEqual(line.xs, onePass.xs, "cuts \(cuts)")
            XCTAssertEqual(line.ys.map { $0.isNaN ? -1 : $0 }, onePass.ys.map { $0.isNaN ? -1 : $0 }, "cuts \(cuts)")
        }
    }

    /// A line longer than `Parallel.splitAbove`, gone over on three threads, is the line one
    /// thread draws, ties and gaps included; so is the count in the x range.
    func testThreadsDrawTheLineOneThreadDraws() {
        var generator = SplitMix64(seed: 12)
        let count = 3 * Parallel.splitAbove + 12_345
        let xs = (0..<count).map { _ in Double(generator.next() % 1200) / 10 - 10 }
        let ys = (0..<count).map { _ in generator.next() % 50 == 0 ? .nan : Double(generator.next() % 20) }
        let mapping = M4Decimation(visible: Interval(0, 100), left: 20.4, width: 300)
        let one = mapping.decimate(xs: xs, ys: ys, threads: 1)
        let three = mapping.decimate(xs: xs, ys: ys, threads: 3)
        XCTAssertEqual(three.xs, one.xs)
        XCTAssertEqual(three.ys.map { $0.isNaN ? -1 : $0 }, one.ys.map { $0.isNaN ? -1 : $0 })
        XCTAssertEqual(mapping.countInXRange(xs: xs, threads: 3), mapping.countInXRange(xs: xs, threads: 1))
        XCTAssertEqual(Parallel.ranges(count, threads: 3).count, 3)
        XCTAssertEqual(Parallel.ranges(1000, threads: 3), [0..<1000])
        XCTAssertEqual(Parallel.ranges(Parallel.splitAbove + 1, threads: 64).count, 1, "no part under splitAbove")
    }

    func testPointByPointEqualsArray() {
        let xs: [Double] = [0.5, 0.1, 0.9, 0.3, 1.2, 1.8, 1.5, -1, 3, 1.5]
        let ys: [Double] = [9, 1, 2, -4, 5, 6, -7, 100, 200, -7]
        let mapping = M4Decimation(visible: Interval(0, 2), left: 0, width: 2)
        var columns = M4Columns(mapping)
        for (x, y) in zip(xs, ys) { columns.add(x: x, y: y) }
        XCTAssertEqual(columns.line().xs, mapping.decimate(xs: xs, ys: ys).xs)
        XCTAssertEqual(columns.line().ys, mapping.decimate(xs: xs, ys: ys).ys)
    }

    /// Columns of another mapping are a thrown error, not a trap (issue 22: no precondition
    /// reachable from public API).
    func testMergingColumnsOfAnotherMappingThrows() {
        var columns = M4Columns(M4Decimation(visible: Interval(0, 100), left: 0, width: 300))
        let other = M4Columns(M4Decimation(visible: Interval(0, 100), left: 0, width: 200))
        XCTAssertThrowsError(try columns.merge(other)) {
            XCTAssertEqual(
                ($0 as? ChartDataError)?.description,
                "M4 columns made for other pixel columns or another view cannot be merged: make both with one mapping")
        }
        XCTAssertNoThrow(try columns.merge(M4Columns(M4Decimation(visible: Interval(0, 100), left: 0, width: 300))))
    }
}
