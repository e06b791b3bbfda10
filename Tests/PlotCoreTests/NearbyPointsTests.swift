import PlotCore
import XCTest

/// The points a zoomed-in line keeps: those in range and the two nearest beyond each edge, in
/// input order, whether gathered in one pass or in chunks merged in order (as a file streamed
/// on several threads is).
final class NearbyPointsTests: XCTestCase {
    /// The definition, spelled out: every point sorted by its distance past the edge.
    private func reference(_ xs: [Double], _ ys: [Double], _ visible: Interval) -> PointSeries {
        let below = xs.indices.filter { xs[$0] < visible.lower }
            .sorted { xs[$0] > xs[$1] || (xs[$0] == xs[$1] && $0 > $1) }.prefix(2)
        let above = xs.indices.filter { xs[$0] > visible.upper }
            .sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && $0 < $1) }.prefix(2)
        let inside = xs.indices.filter { visible.contains(xs[$0]) }
        let kept = (Array(below) + inside + Array(above)).sorted()
        return series(kept.map { xs[$0] }, kept.map { ys[$0] })
    }

    /// A NaN y is a gap (PointSeries(xs:ys:) would drop it).
    private func series(_ xs: [Double], _ ys: [Double]) -> PointSeries {
        var points = PointSeries()
        for (x, y) in zip(xs, ys) { if y.isNaN { points.appendMissing(x: x) } else { points.append(x: x, y: y) } }
        return points
    }

    func testKeepsTheRangeAndTwoBeyondEachEdgeInInputOrder() {
        // Below 10: three 9s, the later two kept; above 20: three 21s, the earlier two kept.
        let xs: [Double] = [1, 9, 15, 21, 8, 25, 9, 21, 21, 9, 12]
        let ys: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, .nan]
        let near = series(xs, ys).nearby(Interval(10, 20))
        XCTAssertEqual(near.xs, [15, 21, 9, 21, 9, 12])
        XCTAssertEqual(Array(near.ys.prefix(5)), [2, 3, 6, 7, 9])
        XCTAssertTrue(near.ys[5].isNaN, "a gap in range is kept as a gap")
        XCTAssertEqual(near.missingCount, 1)
    }

    func testChunksMergedInOrderKeepWhatOnePassKeeps() {
        // Seeded, so that a failure names a trial that fails again.
        var generator = SplitMix64(seed: 2026)
        for trial in 0..<300 {
            let count = Int.random(in: 0...60, using: &generator)
            // Few distinct x, so ties at every edge.
            let xs = (0..<count).map { _ in Double(Int.random(in: 0...12, using: &generator)) }
            let ys = (0..<count).map { index in index % 7 == 3 ? Double.nan : Double(index) }
            let visible = Interval(
                Double(Int.random(in: 2...6, using: &generator)), Double(Int.random(in: 6...10, using: &generator)))
            let expected = reference(xs, ys, visible)
            XCTAssertEqual(series(xs, ys).nearby(visible), expected, "trial \(trial)")
            // Cut into chunks at random places, each gathered alone, merged in order.
            var cuts =
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in Int.random(in: 0...count, using: &generator) }
                + [0, count]
            cuts.sort()
            var merged = NearbyPoints(visible)
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                var chunk = NearbyPoints(visible)
                chunk.add(xs: Array(xs[start..<end]), ys: Array(ys[start..<end]))
                merged.merge(chunk)
            }
            XCTAssertEqual(merged.points, expected, "trial \(trial), cuts \(cuts)")
        }
    }
}
