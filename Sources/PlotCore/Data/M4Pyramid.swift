/// A series in x order indexed once so that each view of it costs its pixel columns, not its
/// points (`plot serve`): per block of 2^6 consecutive points, and per level above per block
/// of twice as many (2^(6+k) a block at level k), its lowest and highest y, index and value
/// (`M4Extremes`). A view's M4 needs per pixel column its first and last point (searched
/// among the blocks' first x, then within one block, the columns being monotonic in x) and the
/// earliest lowest and highest point: the partial blocks at the column's ends read directly,
/// the whole blocks between at most two a level. The answer is the same `M4Columns` as one
/// pass over every point (`M4Pyramid+View.swift`). A view reads the points only at its
/// columns' ends and at the extremes it keeps: the rest is in the index's own arrays, which a
/// view walks left to right.
///
/// Memory, beside the points it shares (not copied): 24 bytes a block over all levels
/// (< 2 × n / 64 blocks), and per level-0 block its first x (8 bytes) and its gaps (4), at
/// most n × 0.94 bytes (and 8 a level): 94 MB for 10^8 points. Only a series in x order of
/// fewer than 2^31 points is indexed.
package final class M4Pyramid: Sendable {
    /// Points a level-0 block, as a shift: 64. Smaller blocks cost memory, larger ones more
    /// points read at each column's ends.
    package static let blockShift = 6
    static let blockSize = 1 << blockShift

    let xs: [Double]
    let ys: [Double]
    /// Per block, level after level: its lowest and highest point, the earliest of equals, as
    /// M4 keeps (`M4Extremes.none` for a block of gaps only).
    let blocks: [M4Extremes]
    /// Where each level starts in `blocks` (level 0 at 0).
    let levelStarts: [Int]
    /// The x of each level-0 block's first point: a column's end is searched in this small
    /// array first, then among one block's points.
    let blockXs: [Double]
    /// Gaps (NaN y) in the level-0 blocks before each: `gapsBefore[b] - gapsBefore[a]` counts
    /// those in blocks a..<b.
    let gapsBefore: [Int32]

    /// Indexes `points` when its x is in order (checked here, not trusted) and its count fits
    /// an `Int32`; nil otherwise. One pass over the points on up to `threads` threads, then
    /// the levels over the blocks.
    package init?(_ points: PointSeries, threads: Int = 1) {
        let (xs, ys) = (points.xs, points.ys)
        guard xs.count < Int(Int32.max) else { return nil }
        let wholeBlocks = xs.count >> Self.blockShift
        // Level 0 in parts of whole blocks, each checking its own order.
        let parts = Parallel.map(Parallel.ranges(wholeBlocks, threads: threads)) { range in
            Self.levelZero(xs: xs, ys: ys, blocks: range)
        }
        guard parts.allSatisfy(\.sorted) else { return nil }
        // The order across blocks and of the points after the last whole block.
        let tail = wholeBlocks << Self.blockShift
        for index in stride(from: Self.blockSize, to: tail, by: Self.blockSize) where xs[index] < xs[index - 1] {
            return nil
        }
        for index in stride(from: max(1, tail), to: xs.count, by: 1) where xs[index] < xs[index - 1] { return nil }
        var blocks = parts.flatMap(\.blocks)
        blocks.reserveCapacity(2 * wholeBlocks)
        var levelStarts = [0]
        var (start, count) = (0, wholeBlocks)
        while count >= 2 {
            levelStarts.append(start + count)
            for block in 0..<(count / 2) {
                var merged = blocks[start + 2 * block]
                merged.consider(blocks[start + 2 * block + 1])
                blocks.append(merged)
            }
            (start, count) = (start + count, count / 2)
        }
        var gapsBefore = [Int32](repeating: 0, count: wholeBlocks + 1)
        for (block, gaps) in parts.flatMap(\.gaps).enumerated() { gapsBefore[block + 1] = gapsBefore[block] + gaps }
        let blockXs = (0..<wholeBlocks).map { xs[$0 << Self.blockShift] }
        (self.xs, self.ys, self.blocks, self.levelStarts) = (xs, ys, blocks, levelStarts)
        (self.blockXs, self.gapsBefore) = (blockXs, gapsBefore)
    }

    /// Points indexed.
    package var count: Int { xs.count }

    /// Bytes the index holds beyond the points.
    package var bytes: Int {
        MemoryLayout<M4Extremes>.stride * blocks.count + 8 * blockXs.count + 4 * gapsBefore.count
            + 8 * levelStarts.count
    }

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

    /// Level 0 over some whole blocks: each block's lowest and highest and gaps, and whether x
    /// is in order within these blocks.
    private static func levelZero(xs: [Double], ys: [Double], blocks: Range<Int>) -> (
        blocks: [M4Extremes], gaps: [Int32], sorted: Bool
    ) {
        var extremes = [M4Extremes](repeating: .none, count: blocks.count)
        var gaps = [Int32](repeating: 0, count: blocks.count)
        var sorted = true
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                for block in blocks {
                    let start = block << blockShift
                    var (found, gap) = (M4Extremes.none, Int32(0))
                    for index in start..<(start + blockSize) {
                        if index > start, xs[index] < xs[index - 1] { sorted = false }
                        let y = ys[index]
                        if y.isNaN {
                            gap += 1
                            continue
                        }
                        // Strictly: the earliest of equals stays.
                        if found.low < 0 || y < found.lowY { (found.low, found.lowY) = (Int32(index), y) }
                        if found.high < 0 || y > found.highY { (found.high, found.highY) = (Int32(index), y) }
                    }
                    let slot = block - blocks.lowerBound
                    (extremes[slot], gaps[slot]) = (found, gap)
                }
            }
        }
        return (extremes, gaps, sorted)
    }
}
