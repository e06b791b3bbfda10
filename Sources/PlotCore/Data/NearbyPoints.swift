/// The points a zoomed-in line draws, gathered as they arrive: those with x in the visible
/// range and the two nearest beyond each edge, in input order (`PointSeries.nearby`). Like
/// `M4Columns` it is what a pass leaves behind, so it serves an array and a file streamed in
/// chunks alike: chunks merged in input order keep exactly what one pass over all the points
/// keeps, ties included (below the range the later of equal x wins, above it the earlier).
package struct NearbyPoints: Sendable {
    package let visible: Interval
    /// Points added so far: the next point's place in input order.
    private var seen = 0
    /// The points in range, in input order, as they will be drawn (16 bytes a point).
    private var inside = PointSeries()
    /// The two largest x below the range, by x then the later first.
    private var below: [Beyond] = []
    /// The two smallest x above the range, by x then the earlier first.
    private var above: [Beyond] = []

    /// A point beyond an edge, and where it stands in input order.
    struct Beyond {
        var index: Int
        /// How many points in range came before it: where it goes among them.
        var insideBefore: Int
        var x: Double
        var y: Double
    }

    /// A NaN end is no bound: the range then reaches that way without end (and a range still
    /// equals itself, as merging chunks asks).
    package init(_ visible: Interval) {
        self.visible = Interval(
            visible.lower.isNaN ? -.infinity : visible.lower, visible.upper.isNaN ? .infinity : visible.upper)
    }

    /// Adds points in input order; a NaN y is a gap, kept like any point.
    package mutating func add(xs: [Double], ys: [Double]) {
        precondition(xs.count == ys.count, "xs and ys differ in length")
        for offset in xs.indices { add(x: xs[offset], y: ys[offset], index: seen + offset) }
        seen += xs.count
    }

    /// Adds what `later` kept of the points that came after these.
    package mutating func merge(_ later: NearbyPoints) {
        precondition(later.visible == visible, "merged points kept for another range")
        let (seen, before) = (self.seen, inside.count)
        // In input order, each after every point kept here: the rule for a new point holds.
        for point in (later.below + later.above).sorted(by: { $0.index < $1.index }) {
            keep(Beyond(index: point.index + seen, insideBefore: point.insideBefore + before, x: point.x, y: point.y))
        }
        inside.append(contentsOf: later.inside)
        self.seen += later.seen
    }

    private mutating func add(x: Double, y: Double, index: Int) {
        if x < visible.lower || x > visible.upper {
            keep(Beyond(index: index, insideBefore: inside.count, x: x, y: y))
        } else if y.isNaN {
            inside.appendMissing(x: x)
        } else {
            inside.append(x: x, y: y)
        }
    }

    /// A point beyond an edge that comes after every point kept so far.
    private mutating func keep(_ point: Beyond) {
        if point.x < visible.lower {
            // Kept unless both kept ones lie nearer; of equal x the later, this one, is nearer.
            if below.count == 2, point.x < below[1].x { return }
            below.insert(point, at: below.firstIndex { $0.x <= point.x } ?? below.count)
            if below.count > 2 { below.removeLast() }
        } else {
            // Of equal x the earlier, a kept one, is nearer.
            if above.count == 2, point.x >= above[1].x { return }
            above.insert(point, at: above.firstIndex { $0.x > point.x } ?? above.count)
            if above.count > 2 { above.removeLast() }
        }
    }

    /// The points kept, in input order.
    package var points: PointSeries {
        let beyond = (below + above).sorted { $0.index < $1.index }
        guard !beyond.isEmpty else { return inside }
        var near = PointSeries()
        near.reserveCapacity(inside.count + beyond.count)
        var next = 0
        func append(_ x: Double, _ y: Double) {
            if y.isNaN { near.appendMissing(x: x) } else { near.append(x: x, y: y) }
        }
        for point in beyond {
            while next < point.insideBefore {
                append(inside.xs[next], inside.ys[next])
                next += 1
            }
            append(point.x, point.y)
        }
        while next < inside.count {
            append(inside.xs[next], inside.ys[next])
            next += 1
        }
        return near
    }
}
