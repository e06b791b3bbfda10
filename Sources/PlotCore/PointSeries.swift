/// A series of (x, y) points in two contiguous arrays: no per-point objects, so ten million
/// points cost 16 bytes each. Non-finite values are dropped on the way in and counted.
public struct PointSeries: Sendable, Equatable {
    public private(set) var xs: [Double]
    public private(set) var ys: [Double]
    /// How many input points were dropped because x or y was NaN or infinite.
    public private(set) var droppedNonFinite: Int

    public init() {
        xs = []
        ys = []
        droppedNonFinite = 0
    }

    /// Pairs `xs[i]` with `ys[i]`; both arrays must have the same length.
    public init(xs: [Double], ys: [Double]) {
        precondition(xs.count == ys.count, "PointSeries needs as many x values as y values")
        self.init()
        reserveCapacity(xs.count)
        for index in xs.indices { append(x: xs[index], y: ys[index]) }
    }

    public init(_ points: [Point]) {
        self.init()
        reserveCapacity(points.count)
        for point in points { append(x: point.x, y: point.y) }
    }

    public mutating func reserveCapacity(_ count: Int) {
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
    }

    /// Adds a point, or counts it as dropped when either coordinate is not finite.
    public mutating func append(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else {
            droppedNonFinite += 1
            return
        }
        xs.append(x)
        ys.append(y)
    }

    public var count: Int { xs.count }
    public var isEmpty: Bool { xs.isEmpty }
    public subscript(index: Int) -> Point { Point(xs[index], ys[index]) }

    public var isSortedByX: Bool {
        var index = 1
        while index < xs.count {
            if xs[index] < xs[index - 1] { return false }
            index += 1
        }
        return true
    }

    /// The points ordered by x. Stable: points with equal x keep their input order.
    public func sortedByX() -> PointSeries {
        if isSortedByX { return self }
        let order = xs.indices.sorted { a, b in xs[a] < xs[b] || (xs[a] == xs[b] && a < b) }
        var sorted = PointSeries()
        sorted.xs = order.map { xs[$0] }
        sorted.ys = order.map { ys[$0] }
        sorted.droppedNonFinite = droppedNonFinite
        return sorted
    }

    /// The smallest interval holding every x, or nil for an empty series.
    public var xExtent: Interval? { Self.extent(of: xs) }
    public var yExtent: Interval? { Self.extent(of: ys) }

    static func extent(of values: [Double]) -> Interval? {
        guard var low = values.first else { return nil }
        var high = low
        for value in values {
            if value < low { low = value }
            if value > high { high = value }
        }
        return Interval(low, high)
    }
}
