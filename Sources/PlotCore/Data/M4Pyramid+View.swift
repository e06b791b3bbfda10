extension M4Pyramid {
    /// Above this many points in x range a pixel column, a view is read through the blocks;
    /// at or below, the points in range are added directly (one binary search each side), as
    /// cheap then as the blocks' partial ends.
    package static let pointsPerColumn = 256

    /// M4's columns of `mapping`, the same as `mapping.columns(xs:ys:viewY:)` over every point:
    /// the same cells, nearest points beyond the edges and `countInXRange`. `countInView` is
    /// counted only where the points in range are added directly; through the blocks it is 0
    /// (only a histogram's note reads it, and a histogram is not indexed). Nil for a range that
    /// is not finite or is empty: the caller goes over every point.
    ///
    /// With `only`, the cells of those columns alone, the same as the whole's, the others left
    /// empty, with no point beyond the edges and the points of those columns counted: what a
    /// part of the plot (a legend's corner) shows, at that part's cost.
    package func columns(
        _ mapping: M4Decimation, viewY: Interval = Interval(-.infinity, .infinity), only: Range<Int>? = nil
    ) -> M4Columns? {
        let (lower, upper) = (mapping.visible.lower, mapping.visible.upper)
        guard lower.isFinite, upper.isFinite, lower < upper else { return nil }
        let wanted = (only ?? 0..<mapping.columns).clamped(to: 0..<mapping.columns)
        return read { index in
            var columns = M4Columns(mapping, viewY: viewY)
            let (whole, wholeEnd) = index.inXRange(lower, upper)
            guard !wanted.isEmpty else { return columns }
            // Columns are monotonic in x: the wanted ones' points are one run of the whole's.
            let start =
                wanted.lowerBound == 0
                ? whole : index.firstIndex(whole, wholeEnd) { mapping.column(of: $0) >= wanted.lowerBound }
            let end =
                wanted.upperBound == mapping.columns
                ? wholeEnd : index.firstIndex(start, wholeEnd) { mapping.column(of: $0) >= wanted.upperBound }
            if wanted.count == mapping.columns {
                // The nearest point beyond each edge: in x order, the last value before, the first after.
                if let left = index.lastValue(0, start) { columns.add(x: index.xs[left], y: index.ys[left]) }
                if let right = index.firstValue(end, index.xs.count) {
                    columns.add(x: index.xs[right], y: index.ys[right])
                }
            }
            if end - start <= Self.pointsPerColumn * wanted.count {
                columns.add(
                    xs: UnsafeBufferPointer(rebasing: index.xs[start..<end]),
                    ys: UnsafeBufferPointer(rebasing: index.ys[start..<end]))
                return columns
            }
            // Per column its first, lowest, highest and last point in index order (and one gap):
            // what one pass would have kept of it, so adding only these keeps the same cell.
            var keptIndexes: [Int] = []
            var keptYs: [Double] = []
            keptIndexes.reserveCapacity(5 * wanted.count)
            keptYs.reserveCapacity(5 * wanted.count)
            var from = start
            for column in wanted {
                let to =
                    column == wanted.upperBound - 1
                    ? end : index.columnEnd(from, end) { mapping.isAfter(column, $0) }
                defer { from = to }
                guard from < to else { continue }
                let (extremes, gap) = index.extremes(from, to)
                if gap {
                    keptIndexes.append(from)
                    keptYs.append(.nan)
                }
                guard let first = index.firstValue(from, to), let last = index.lastValue(from, to) else { continue }
                // The extremes' values come from the index; their x is read after the columns.
                let (low, high) = (Int(extremes.low), Int(extremes.high))
                let lowFirst = low <= high
                var previous = -1
                for (kept, y) in [
                    (first, index.ys[first]), lowFirst ? (low, extremes.lowY) : (high, extremes.highY),
                    lowFirst ? (high, extremes.highY) : (low, extremes.lowY), (last, index.ys[last]),
                ] where kept > previous {
                    keptIndexes.append(kept)
                    keptYs.append(y)
                    previous = kept
                }
            }
            // The kept points' x in one pass: loads that wait on nothing, so their cache misses
            // overlap (read in the loop, each column waited for its own: a quarter of its time).
            let keptXs = keptIndexes.map { index.xs[$0] }
            columns.add(xs: keptXs, ys: keptYs)
            columns.setCounts(inXRange: end - start, inView: 0)
            return columns
        }
    }

    /// The points a zoomed-in line draws (`PointSeries.nearby`): those in range and the two
    /// nearest beyond each edge, which in x order are the two before and the two after.
    package func nearby(_ visible: Interval) -> PointSeries {
        var near = NearbyPoints(visible)
        let (start, end) = read { index in
            (
                max(0, index.firstIndex(0, count) { $0 >= near.visible.lower } - 2),
                min(count, index.firstIndex(0, count) { $0 > near.visible.upper } + 2)
            )
        }
        near.add(xs: Array(xs[start..<end]), ys: Array(ys[start..<end]))
        return near.points
    }

    /// Points with x in `visible` (gaps too), as a view through the index counts them
    /// (`M4Columns.countInXRange`): two binary searches. 0 for a range `columns` would not take.
    package func countInXRange(_ visible: Interval) -> Int {
        guard visible.lower.isFinite, visible.upper.isFinite, visible.lower < visible.upper else { return 0 }
        return read { index in
            let (start, end) = index.inXRange(visible.lower, visible.upper)
            return end - start
        }
    }

    /// The index through pointers, for one view: no array is retained a point.
    private func read<Result>(_ body: (Reader) -> Result) -> Result {
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                blocks.withUnsafeBufferPointer { blocks in
                    blockXs.withUnsafeBufferPointer { blockXs in
                        levelStarts.withUnsafeBufferPointer { levelStarts in
                            gapsBefore.withUnsafeBufferPointer { gapsBefore in
                                body(
                                    Reader(
                                        xs: xs, ys: ys, blocks: blocks, blockXs: blockXs, levelStarts: levelStarts,
                                        gapsBefore: gapsBefore))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The pyramid's arrays, valid within `read`.
    private struct Reader {
        let xs: UnsafeBufferPointer<Double>
        let ys: UnsafeBufferPointer<Double>
        let blocks: UnsafeBufferPointer<M4Extremes>
        let blockXs: UnsafeBufferPointer<Double>
        let levelStarts: UnsafeBufferPointer<Int>
        let gapsBefore: UnsafeBufferPointer<Int32>

        /// The first index in `from..<to` whose x satisfies `test` (false then true along x), or `to`.
        func firstIndex(_ from: Int, _ to: Int, where test: (Double) -> Bool) -> Int {
            xs.partitionPoint(from, to, where: test)
        }

        /// The points with x from `lower` to `upper`, gaps too: `start..<end`.
        func inXRange(_ lower: Double, _ upper: Double) -> (start: Int, end: Int) {
            let start = firstIndex(0, xs.count) { $0 >= lower }
            return (start, firstIndex(start, xs.count) { $0 > upper })
        }

        /// `firstIndex` for a column's end: galloping from `from` over the level-0 blocks' first
        /// x (one small array, read left to right as the columns are), then a count of the
        /// points that fail `test` in the one block where it turns true. A column costs the log
        /// of its blocks and one block's cache lines of x, fetched at once: a binary search's
        /// probes each wait for the one before, a cache miss each.
        func columnEnd(_ from: Int, _ to: Int, where test: (Double) -> Bool) -> Int {
            guard from < to else { return to }
            // The blocks that start after `from` and before `to`.
            let firstBlock = (from >> M4Pyramid.blockShift) + 1
            let endBlock = min(blockXs.count, ((to - 1) >> M4Pyramid.blockShift) + 1)
            // The first of them whose first x passes, or `endBlock`: by steps doubling.
            var (low, step) = (firstBlock, 1)
            while low + step < endBlock, !test(blockXs[low + step - 1]) {
                low += step
                step *= 2
            }
            var high = min(endBlock, low + step)
            while low < high {
                let middle = low + (high - low) / 2
                if test(blockXs[middle]) { high = middle } else { low = middle + 1 }
            }
            // A whole block before `to`: all its points counted, a loop of fixed length whose
            // loads are issued at once. Those before `from` fail too: they are in earlier columns.
            if low < endBlock {
                let start = (low - 1) << M4Pyramid.blockShift
                var failing = 0
                for index in start..<(start + M4Pyramid.blockSize) { failing &+= test(xs[index]) ? 0 : 1 }
                return start + failing
            }
            // Every point before block `low - 1`'s start fails (its first x did, or it is `from`'s).
            let start = low > firstBlock ? max(from, (low - 1) << M4Pyramid.blockShift) : from
            let end = low < endBlock ? low << M4Pyramid.blockShift : to
            // At most two blocks' points (the last whole block and those after it).
            var failing = 0
            for index in start..<end { failing &+= test(xs[index]) ? 0 : 1 }
            return start + failing
        }

        /// The first point in `from..<to` with a value (y not NaN), skipping blocks of gaps only.
        func firstValue(_ from: Int, _ to: Int) -> Int? {
            var index = from
            while index < to {
                if index & (M4Pyramid.blockSize - 1) == 0, index + M4Pyramid.blockSize <= to,
                    blocks[index >> M4Pyramid.blockShift].low < 0
                {
                    index += M4Pyramid.blockSize
                    continue
                }
                if !ys[index].isNaN { return index }
                index += 1
            }
            return nil
        }

        /// The last point in `from..<to` with a value, skipping blocks of gaps only.
        func lastValue(_ from: Int, _ to: Int) -> Int? {
            var index = to
            while index > from {
                if index & (M4Pyramid.blockSize - 1) == 0, index - M4Pyramid.blockSize >= from,
                    blocks[(index >> M4Pyramid.blockShift) - 1].low < 0
                {
                    index -= M4Pyramid.blockSize
                    continue
                }
                index -= 1
                if !ys[index].isNaN { return index }
            }
            return nil
        }

        /// The lowest and highest point in `from..<to` (the earliest of equals; `.none` for
        /// none) and whether a gap lies there: the partial blocks at the ends read point by
        /// point, the whole blocks between through the levels, at most two blocks a level.
        func extremes(_ from: Int, _ to: Int) -> (M4Extremes, gap: Bool) {
            var (found, gap) = (M4Extremes.none, false)
            var first = (from + M4Pyramid.blockSize - 1) >> M4Pyramid.blockShift
            var last = to >> M4Pyramid.blockShift
            guard first < last else {
                scan(from, to, &found, &gap)
                return (found, gap)
            }
            scan(from, first << M4Pyramid.blockShift, &found, &gap)
            scan(last << M4Pyramid.blockShift, to, &found, &gap)
            if gapsBefore[last] > gapsBefore[first] { gap = true }
            var level = 0
            while first < last {
                let start = levelStarts[level]
                if first & 1 == 1 {
                    found.consider(blocks[start + first])
                    first += 1
                }
                if last & 1 == 1 {
                    last -= 1
                    found.consider(blocks[start + last])
                }
                (first, last, level) = (first >> 1, last >> 1, level + 1)
            }
            return (found, gap)
        }

        /// Points one by one; a NaN y is a gap.
        /// The lowest and highest values first, without a branch a point, then the earliest
        /// point holding each.
        private func scan(_ from: Int, _ to: Int, _ found: inout M4Extremes, _ gap: inout Bool) {
            var (least, most, gaps) = (Double.infinity, -Double.infinity, 0)
            for index in from..<to {
                let y = ys[index]
                // A NaN compares false: it is neither.
                least = y < least ? y : least
                most = y > most ? y : most
                gaps &+= y.isNaN ? 1 : 0
            }
            if gaps > 0 { gap = true }
            guard least <= most else { return }  // gaps only
            var lowest = from
            while !(ys[lowest] == least) { lowest += 1 }
            var highest = from
            while !(ys[highest] == most) { highest += 1 }
            found.consider(M4Extremes(low: Int32(lowest), high: Int32(highest), lowY: least, highY: most))
        }
    }
}
