/// A series in x order indexed once so that each view of it costs its pixel columns, not its
/// points (`plot serve`): per block of 2^6 consecutive points, and per level above per block
/// of twice as many (2^(6+k) a block at level k), the index of its lowest and highest y. A
/// view's M4 needs per pixel column its first and last point (binary searches of x, the
/// columns being monotonic in x) and the earliest lowest and highest point: the partial blocks
/// at the column's ends read directly, the whole blocks between at most two a level. The
/// answer is the same `M4Columns` as one pass over every point (`M4Pyramid+View.swift`).
///
/// Memory, beside the points it shares (not copied): two `Int32` a block over all levels
/// (< 2 × n / 64 blocks) and one `Int32` a level-0 block for gaps, at most n × 0.32 bytes
/// (and 8 a level): 32 MB for 10^8 points. Only a series in x order of fewer than 2^31 points is indexed.
package final class M4Pyramid: Sendable {
    /// Points a level-0 block, as a shift: 64. Smaller blocks cost memory, larger ones more
    /// points read at each column's ends.
    package static let blockShift = 6
    static let blockSize = 1 << blockShift

    let xs: [Double]
    let ys: [Double]
    /// Per block, level after level: the index of its lowest and its highest y, the earliest
    /// of equals, as M4 keeps; -1 for a block of gaps only. One array each, so that a view
    /// reads them through one pointer.
    let lows: [Int32]
    let highs: [Int32]
    /// Where each level starts in `lows` and `highs` (level 0 at 0).
    let levelStarts: [Int]
    /// Gaps (NaN y) in the level-0 blocks before each: `gapsBefore[b] - gapsBefore[a]` counts
    /// those in blocks a..<b.
    let gapsBefore: [Int32]

    /// Indexes `points` when its x is in order (checked here, not trusted) and its count fits
    /// an `Int32`; nil otherwise. One pass over the points on up to `threads` threads, then
    /// the levels over the blocks.
    package init?(_ points: PointSeries, threads: Int = 1) {
        let (xs, ys) = (points.xs, points.ys)
        guard xs.count < Int(Int32.max) else { return nil }
        let blocks = xs.count >> Self.blockShift
        // Level 0 in parts of whole blocks, each checking its own order.
        let parts = Parallel.map(Parallel.ranges(blocks, threads: threads)) { range in
            Self.levelZero(xs: xs, ys: ys, blocks: range)
        }
        guard parts.allSatisfy(\.sorted) else { return nil }
        // The order across blocks and of the points after the last whole block.
        let tail = blocks << Self.blockShift
        for index in stride(from: Self.blockSize, to: tail, by: Self.blockSize) where xs[index] < xs[index - 1] {
            return nil
        }
        for index in stride(from: max(1, tail), to: xs.count, by: 1) where xs[index] < xs[index - 1] { return nil }
        var lows = parts.flatMap(\.lows)
        var highs = parts.flatMap(\.highs)
        lows.reserveCapacity(2 * blocks)
        highs.reserveCapacity(2 * blocks)
        var levelStarts = [0]
        var (start, count) = (0, blocks)
        ys.withUnsafeBufferPointer { ys in
            while count >= 2 {
                levelStarts.append(start + count)
                for block in 0..<(count / 2) {
                    let (a, b) = (start + 2 * block, start + 2 * block + 1)
                    lows.append(Self.lower(lows[a], lows[b], ys))
                    highs.append(Self.higher(highs[a], highs[b], ys))
                }
                (start, count) = (start + count, count / 2)
            }
        }
        var gapsBefore = [Int32](repeating: 0, count: blocks + 1)
        for (block, gaps) in parts.flatMap(\.gaps).enumerated() { gapsBefore[block + 1] = gapsBefore[block] + gaps }
        (self.xs, self.ys, self.lows, self.highs) = (xs, ys, lows, highs)
        (self.levelStarts, self.gapsBefore) = (levelStarts, gapsBefore)
    }

    /// Points indexed.
    package var count: Int { xs.count }

    /// Bytes the index holds beyond the points.
    package var bytes: Int { 4 * (lows.count + highs.count + gapsBefore.count) + 8 * levelStarts.count }

    /// Whether this indexes these very points (the same arrays, not a copy changed since).
    package func indexes(_ points: PointSeries) -> Bool {
        guard points.count == count else { return false }
        let sameXs = xs.withUnsafeBufferPointer { mine in
            points.xs.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
        let sameYs = ys.withUnsafeBufferPointer { mine in
            points.ys.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
        return sameXs && sameYs
    }

    /// Level 0 over some whole blocks: each block's lowest and highest (-1 for gaps only) and
    /// gaps, and whether x is in order within these blocks.
    private static func levelZero(xs: [Double], ys: [Double], blocks: Range<Int>) -> (
        lows: [Int32], highs: [Int32], gaps: [Int32], sorted: Bool
    ) {
        var lows = [Int32](repeating: -1, count: blocks.count)
        var highs = [Int32](repeating: -1, count: blocks.count)
        var gaps = [Int32](repeating: 0, count: blocks.count)
        var sorted = true
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                for block in blocks {
                    let start = block << blockShift
                    var (low, high, gap) = (-1, -1, Int32(0))
                    for index in start..<(start + blockSize) {
                        if index > start, xs[index] < xs[index - 1] { sorted = false }
                        let y = ys[index]
                        if y.isNaN {
                            gap += 1
                            continue
                        }
                        // Strictly: the earliest of equals stays.
                        if low < 0 || y < ys[low] { low = index }
                        if high < 0 || y > ys[high] { high = index }
                    }
                    let slot = block - blocks.lowerBound
                    (lows[slot], highs[slot], gaps[slot]) = (Int32(low), Int32(high), gap)
                }
            }
        }
        return (lows, highs, gaps, sorted)
    }

    /// The lower of two points' y, the earlier (`a`) of equals; -1 stands for none.
    static func lower(_ a: Int32, _ b: Int32, _ ys: UnsafeBufferPointer<Double>) -> Int32 {
        a < 0 ? b : b < 0 ? a : ys[Int(b)] < ys[Int(a)] ? b : a
    }

    /// The higher of two points' y, the earlier (`a`) of equals; -1 stands for none.
    static func higher(_ a: Int32, _ b: Int32, _ ys: UnsafeBufferPointer<Double>) -> Int32 {
        a < 0 ? b : b < 0 ? a : ys[Int(b)] > ys[Int(a)] ? b : a
    }
}
