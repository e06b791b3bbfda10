/// Keeps a line's coordinates within a box (the plot, inflated), cutting each segment where it
/// leaves: Cairo holds coordinates in 24.8 fixed point, which wraps past about 8 million
/// device units, so a point far off the plot would be drawn in the wrong place. Straight
/// segments are cut exactly (Liang-Barsky), so what shows inside the box is unchanged; a Bezier
/// reaching outside the box becomes its straight chord, cut the same way - such a segment
/// leaves the plot steeply, where its curvature cannot be seen.
package struct ClippingPathSink<Sink: PathSink>: PathSink {
    package var sink: Sink
    package let box: Rect
    private var current: Point?
    /// Where the pen is in the output, when it is at the current point.
    private var penDown = false

    package init(sink: Sink, box: Rect) {
        self.sink = sink
        self.box = box
    }

    package mutating func move(to point: Point) {
        current = point
        penDown = false
        if box.contains(point) {
            sink.move(to: point)
            penDown = true
        }
    }

    package mutating func line(to point: Point) {
        guard let start = current else { return move(to: point) }
        current = point
        guard let (from, to) = clip(start, point) else {
            penDown = false
            return
        }
        if !penDown || from != start { sink.move(to: from) }
        sink.line(to: to)
        penDown = to == point
    }

    package mutating func curve(to end: Point, control1: Point, control2: Point) {
        guard current != nil else { return move(to: end) }
        if penDown, box.contains(control1), box.contains(control2), box.contains(end) {
            sink.curve(to: end, control1: control1, control2: control2)
            current = end
            return
        }
        line(to: end)
    }

    package mutating func close() {
        if penDown { sink.close() }
    }

    /// The part of the segment inside the box, or nil when none is.
    func clip(_ a: Point, _ b: Point) -> (Point, Point)? {
        let dx = b.x - a.x
        let dy = b.y - a.y
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return nil }
                if r < t1 { t1 = r }
            }
        }
        let from = t0 == 0 ? a : Point(a.x + t0 * dx, a.y + t0 * dy)
        let to = t1 == 1 ? b : Point(a.x + t1 * dx, a.y + t1 * dy)
        return (from, to)
    }
}
