/// The points a zoomed-in line draws, gathered as they arrive: those with x in the visible
/// range and the two nearest beyond each edge, in input order (`PointSeries.nearby`). Like
/// `M4Columns` it is what a pass leaves behind, so it serves an array and a file streamed in
/// chunks alike: chunks merged in input order keep exactly what one pass over all the points
/// keeps, ties included (below the range the later of equal x wins, above it the earlier).
public struct NearbyPoints: Sendable {
    public let visible: Interval
    /// Points added so far: the next point's place in input order.
    private var seen = 0
    private var inside: [Kept] = []
    /// The two largest x below the range, by x then the later first.
    private var below: [Kept] = []
    /// The two smallest x above the range, by x then the earlier first.
    private var above: [Kept] = []

    struct Kept {
        var index: Int
        var x: Double
        var y: Double
    }

    public init(_ visible: Interval) { self.visible = visible }

    /// Adds points in input order; a NaN y is a gap, kept like any point.
    public mutating func add(xs: [Double], ys: [Double]) {
        precondition(xs.count == ys.count, "xs and ys differ in length")
        for offset in xs.indices { keep(Kept(index: seen + offset, x: xs[offset], y: ys[offset])) }
        seen += xs.count
    }

    /// Adds what `later` kept of the points that came after these.
    public mutating func merge(_ later: NearbyPoints) {
        // In input order, each after every point kept here: the rule for a new point holds.
        for kept in (later.below + later.inside + later.above).sorted(by: { $0.index < $1.index }) {
            keep(Kept(index: kept.index + seen, x: kept.x, y: kept.y))
        }
        seen += later.seen
    }

    /// A point that comes after every point kept so far.
    private mutating func keep(_ point: Kept) {
        if point.x < visible.lower {
            // Before the first it is not below (an equal x: the later, this one, goes first).
            if below.count == 2, point.x < below[1].x { return }
            below.insert(point, at: below.firstIndex { $0.x <= point.x } ?? below.count)
            if below.count > 2 { below.removeLast() }
        } else if point.x > visible.upper {
            if above.count == 2, point.x >= above[1].x { return }
            above.insert(point, at: above.firstIndex { $0.x > point.x } ?? above.count)
            if above.count > 2 { above.removeLast() }
        } else {
            inside.append(point)
        }
    }

    /// The points kept, in input order.
    public var points: PointSeries {
        var near = PointSeries()
        let chosen = (below + inside + above).sorted { $0.index < $1.index }
        near.reserveCapacity(chosen.count)
        for point in chosen {
            if point.y.isNaN {
                near.appendMissing(x: point.x)
            } else {
                near.append(x: point.x, y: point.y)
            }
        }
        return near
    }
}
