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
    package func columns(_ mapping: M4Decimation, viewY: Interval = Interval(-.infinity, .infinity)) -> M4Columns? {
        let (lower, upper) = (mapping.visible.lower, mapping.visible.upper)
        guard lower.isFinite, upper.isFinite, lower < upper else { return nil }
        let start = firstIndex { $0 >= lower }
        let end = firstIndex { $0 > upper }
        var columns = M4Columns(mapping, viewY: viewY)
        // The nearest point beyond each edge: in x order, the last value before, the first after.
        if let left = lastValue(0, start) { columns.add(x: xs[left], y: ys[left]) }
        if let right = firstValue(end, count) { columns.add(x: xs[right], y: ys[right]) }
        if end - start <= Self.pointsPerColumn * mapping.columns {
            xs.withUnsafeBufferPointer { xs in
                ys.withUnsafeBufferPointer { ys in
                    columns.add(
                        xs: UnsafeBufferPointer(rebasing: xs[start..<end]),
                        ys: UnsafeBufferPointer(rebasing: ys[start..<end]))
                }
            }
            return columns
        }
        // Per column its first, lowest, highest and last point in index order (and one gap):
        // what one pass would have kept of it, so adding only these keeps the same cell.
        var keptXs: [Double] = []
        var keptYs: [Double] = []
        keptXs.reserveCapacity(5 * mapping.columns)
        keptYs.reserveCapacity(5 * mapping.columns)
        var from = start
        for column in 0..<mapping.columns {
            let to = column == mapping.columns - 1 ? end : firstIndex(from, end) { mapping.column(of: $0) > column }
            defer { from = to }
            guard from < to else { continue }
            let (low, high, gap) = extremes(from, to)
            if gap {
                keptXs.append(xs[from])
                keptYs.append(.nan)
            }
            guard let first = firstValue(from, to), let last = lastValue(from, to) else { continue }
            var previous = -1
            for index in [first, min(low, high), max(low, high), last] where index > previous {
                keptXs.append(xs[index])
                keptYs.append(ys[index])
                previous = index
            }
        }
        columns.add(xs: keptXs, ys: keptYs)
        columns.setCounts(inXRange: end - start, inView: 0)
        return columns
    }

    /// The points a zoomed-in line draws (`PointSeries.nearby`): those in range and the two
    /// nearest beyond each edge, which in x order are the two before and the two after.
    package func nearby(_ visible: Interval) -> PointSeries {
        var near = NearbyPoints(visible)
        let start = max(0, firstIndex { $0 >= near.visible.lower } - 2)
        let end = min(count, firstIndex { $0 > near.visible.upper } + 2)
        near.add(xs: Array(xs[start..<end]), ys: Array(ys[start..<end]))
        return near.points
    }

    /// The first index in `from..<to` whose x satisfies `test` (false then true along x), or `to`.
    private func firstIndex(_ from: Int = 0, _ to: Int? = nil, where test: (Double) -> Bool) -> Int {
        var (low, high) = (from, to ?? count)
        while low < high {
            let middle = low + (high - low) / 2
            if test(xs[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first point in `from..<to` with a value (y not NaN), skipping blocks of gaps only.
    private func firstValue(_ from: Int, _ to: Int) -> Int? {
        var index = from
        while index < to {
            if index & (Self.blockSize - 1) == 0, index + Self.blockSize <= to, lows[0][index >> Self.blockShift] < 0 {
                index += Self.blockSize
                continue
            }
            if !ys[index].isNaN { return index }
            index += 1
        }
        return nil
    }

    /// The last point in `from..<to` with a value, skipping blocks of gaps only.
    private func lastValue(_ from: Int, _ to: Int) -> Int? {
        var index = to
        while index > from {
            if index & (Self.blockSize - 1) == 0, index - Self.blockSize >= from,
                lows[0][(index >> Self.blockShift) - 1] < 0
            {
                index -= Self.blockSize
                continue
            }
            index -= 1
            if !ys[index].isNaN { return index }
        }
        return nil
    }

    /// The lowest and highest point in `from..<to` (the earliest of equals; -1 for none) and
    /// whether a gap lies there: the partial blocks at the ends read point by point, the whole
    /// blocks between through the levels, at most two blocks a level.
    private func extremes(_ from: Int, _ to: Int) -> (low: Int, high: Int, gap: Bool) {
        var (low, high, gap) = (Int32(-1), Int32(-1), false)
        // Candidates may come out of index order: equal values go to the earlier index.
        func consider(low candidateLow: Int32, high candidateHigh: Int32) {
            low = Self.earlier(low, candidateLow, ys, lower: true)
            high = Self.earlier(high, candidateHigh, ys, lower: false)
        }
        func scan(_ range: Range<Int>) {
            for index in range {
                if ys[index].isNaN { gap = true } else { consider(low: Int32(index), high: Int32(index)) }
            }
        }
        var first = (from + Self.blockSize - 1) >> Self.blockShift
        var last = to >> Self.blockShift
        guard first < last else {
            scan(from..<to)
            return (Int(low), Int(high), gap)
        }
        scan(from..<(first << Self.blockShift))
        scan((last << Self.blockShift)..<to)
        if gapsBefore[last] > gapsBefore[first] { gap = true }
        var level = 0
        while first < last {
            if first & 1 == 1 {
                consider(low: lows[level][first], high: highs[level][first])
                first += 1
            }
            if last & 1 == 1 {
                last -= 1
                consider(low: lows[level][last], high: highs[level][last])
            }
            (first, last, level) = (first >> 1, last >> 1, level + 1)
        }
        return (Int(low), Int(high), gap)
    }

    /// Of two points (-1 for none) the lower (or higher) y, the earlier index of equals.
    private static func earlier(_ a: Int32, _ b: Int32, _ ys: [Double], lower: Bool) -> Int32 {
        guard a >= 0 else { return b }
        guard b >= 0 else { return a }
        let (ya, yb) = (ys[Int(a)], ys[Int(b)])
        if ya == yb { return min(a, b) }
        return (lower ? yb < ya : yb > ya) ? b : a
    }
}
