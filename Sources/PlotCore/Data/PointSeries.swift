/// A series of (x, y) points in two contiguous arrays: no per-point objects, so ten million
/// points cost 16 bytes each. Non-finite values are dropped on the way in and counted; a
/// missing value is kept as a gap (y is NaN) that breaks the line where it falls.
public struct PointSeries: Sendable, Equatable {
    /// The x values, in the order given (`sortedByX()` orders them).
    public private(set) var xs: [Double]
    /// The y values; NaN is a gap.
    public private(set) var ys: [Double]
    /// How many input points were dropped because x or y was NaN or infinite.
    package private(set) var droppedNonFinite: Int
    /// How many gaps (missing y values) the series holds.
    package private(set) var missingCount: Int
    /// Set once the series is known to be in x order, so sorting again costs nothing.
    private var knownSortedByX: Bool
    /// The extents, when a pass already found them (`init(adopting:)`); nil once appended to.
    private var knownExtents: (x: Interval?, y: Interval?)?

    /// An empty series.
    public init() {
        xs = []
        ys = []
        droppedNonFinite = 0
        missingCount = 0
        knownSortedByX = true
    }

    /// Equal points, gaps equal to gaps.
    public static func == (lhs: PointSeries, rhs: PointSeries) -> Bool {
        lhs.xs == rhs.xs && lhs.ys.elementsEqual(rhs.ys) { $0 == $1 || ($0.isNaN && $1.isNaN) }
            && lhs.droppedNonFinite == rhs.droppedNonFinite && lhs.missingCount == rhs.missingCount
    }

    /// Pairs `xs[i]` with `ys[i]`; both arrays must have the same length.
    /// - Throws: `ChartDataError` when the arrays differ in length.
    public init(xs: [Double], ys: [Double]) throws(ChartDataError) {
        guard xs.count == ys.count else {
            throw ChartDataError("a series needs as many x values as y values: \(xs.count) x, \(ys.count) y")
        }
        self.init()
        reserveCapacity(xs.count)
        for index in xs.indices { append(x: xs[index], y: ys[index]) }
    }

    /// The two arrays as they are, without a copy, when every x is finite and every y is
    /// finite or NaN (a gap); nil otherwise (or when the arrays differ in length), for the caller
    /// to append point by point. One pass,
    /// on up to `threads` threads, counts the gaps, learns whether x is in order and finds the
    /// extents, so that drawing them needs no other look.
    package init?(adopting xs: [Double], _ ys: [Double], threads: Int = 1) {
        guard xs.count == ys.count else { return nil }
        let looks = Parallel.map(Parallel.ranges(xs.count, threads: threads)) { range in
            xs.withUnsafeBufferPointer { xs in
                ys.withUnsafeBufferPointer { ys in Look(xs: xs, ys: ys, range: range) }
            }
        }
        guard looks.allSatisfy(\.adoptable) else { return nil }
        var sorted = true
        var previous = -Double.infinity
        var whole = Look()
        for look in looks {
            sorted = sorted && look.sorted && (look.firstX ?? previous) >= previous
            previous = look.lastX ?? previous
            whole.merge(look)
        }
        self.xs = xs
        self.ys = ys
        droppedNonFinite = 0
        missingCount = whole.missing
        knownSortedByX = sorted
        knownExtents = (whole.xExtent, whole.yExtent)
    }

    /// What one pass over part of two arrays learns for `init(adopting:)`.
    private struct Look {
        var adoptable = true
        var missing = 0
        var sorted = true
        var firstX: Double?
        var lastX: Double?
        var xLow = Double.infinity
        var xHigh = -Double.infinity
        var yLow = Double.infinity
        var yHigh = -Double.infinity

        init() {}

        init(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, range: Range<Int>) {
            var previous = -Double.infinity
            // Counted, not branched on: in unsorted data each step down is a coin toss that
            // a branch would mispredict half the time.
            var descents = 0
            for index in range {
                let x = xs[index]
                let y = ys[index]
                guard x.isFinite, !y.isInfinite else {
                    adoptable = false
                    return
                }
                if y.isNaN { missing += 1 }
                descents &+= x < previous ? 1 : 0
                previous = x
                // NaN (a gap) is passed over: every comparison with it is false.
                if x < xLow { xLow = x }
                if x > xHigh { xHigh = x }
                if y < yLow { yLow = y }
                if y > yHigh { yHigh = y }
            }
            sorted = descents == 0
            if !range.isEmpty { (firstX, lastX) = (xs[range.lowerBound], previous) }
        }

        mutating func merge(_ other: Look) {
            missing += other.missing
            (xLow, xHigh) = (min(xLow, other.xLow), max(xHigh, other.xHigh))
            (yLow, yHigh) = (min(yLow, other.yLow), max(yHigh, other.yHigh))
        }

        var xExtent: Interval? { xLow <= xHigh ? Interval(xLow, xHigh) : nil }
        var yExtent: Interval? { yLow <= yHigh ? Interval(yLow, yHigh) : nil }
    }

    package init(_ points: [Point]) {
        self.init()
        reserveCapacity(points.count)
        for point in points { append(x: point.x, y: point.y) }
    }

    package mutating func reserveCapacity(_ count: Int) {
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
    }

    /// Adds a point, or counts it as dropped when either coordinate is not finite.
    public mutating func append(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else {
            droppedNonFinite += 1
            return
        }
        if knownSortedByX, let last = xs.last, x < last { knownSortedByX = false }
        if knownExtents != nil { knownExtents = nil }
        xs.append(x)
        ys.append(y)
    }

    /// Adds another series' points after these, as they are (its drops and gaps counted too).
    package mutating func append(contentsOf later: PointSeries) {
        guard !later.xs.isEmpty || later.droppedNonFinite > 0 else { return }
        let inOrder =
            later.knownSortedByX && (xs.last.map { last in later.xs.first.map { $0 >= last } ?? true } ?? true)
        knownSortedByX = knownSortedByX && inOrder
        knownExtents = nil
        xs += later.xs
        ys += later.ys
        droppedNonFinite += later.droppedNonFinite
        missingCount += later.missingCount
    }

    /// Adds a gap at x: a row whose y is missing. The line breaks there; scatter and bars
    /// skip it. An x that is not finite has no place, so it is dropped and counted.
    public mutating func appendMissing(x: Double) {
        guard x.isFinite else {
            droppedNonFinite += 1
            return
        }
        if knownSortedByX, let last = xs.last, x < last { knownSortedByX = false }
        if knownExtents != nil { knownExtents = nil }
        xs.append(x)
        ys.append(.nan)
        missingCount += 1
    }

    /// Points, gaps included.
    public var count: Int { xs.count }
    /// Whether the series holds no point.
    public var isEmpty: Bool { xs.isEmpty }
    package subscript(index: Int) -> Point { Point(xs[index], ys[index]) }

    /// Whether the points are in x order; known without a look once appended in order or sorted.
    package var isSortedByX: Bool { knownSortedByX }

    /// The points ordered by x. Stable: points with equal x keep their input order. Sorting a
    /// sorted series returns it as it is, so a page sorts once and hands the result on.
    public func sortedByX() -> PointSeries {
        if knownSortedByX { return self }
        let order = xs.indices.sorted { a, b in xs[a] < xs[b] || (xs[a] == xs[b] && a < b) }
        var sorted = self
        sorted.xs = order.map { xs[$0] }
        sorted.ys = order.map { ys[$0] }
        sorted.knownSortedByX = true
        return sorted
    }

    /// The points with each x moved by `transform`, which must never put a larger x before a
    /// smaller one (a floor to a calendar unit), so a series in x order stays in it.
    package func mappingX(_ transform: (Double) -> Double) -> PointSeries {
        var moved = self
        moved.xs = xs.map(transform)
        moved.knownExtents = nil
        return moved
    }

    /// The smallest interval holding every x, or nil for an empty series: known once adopted,
    /// or at the ends of a series known to be sorted (every x is finite), without a pass.
    public var xExtent: Interval? {
        if let known = knownExtents { return known.x }
        if knownSortedByX, let first = xs.first, let last = xs.last { return Interval(first, last) }
        return Self.extent(of: xs)
    }
    /// The smallest interval holding every y that is not missing, or nil when there is none.
    public var yExtent: Interval? { knownExtents.map(\.y) ?? Self.extent(of: ys) }

    /// NaN (a gap) is passed over: every comparison with it is false.
    static func extent(of values: [Double]) -> Interval? {
        var low = Double.infinity
        var high = -Double.infinity
        for value in values {
            if value < low { low = value }
            if value > high { high = value }
        }
        return low <= high ? Interval(low, high) : nil
    }

    /// The points with x in `visible`, and the two nearest beyond each edge, in input order:
    /// what a zoomed-in line needs, found without sorting the whole series.
    package func nearby(_ visible: Interval) -> PointSeries {
        var near = NearbyPoints(visible)
        near.add(xs: xs, ys: ys)
        return near.points
    }
}
