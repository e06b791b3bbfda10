import Foundation

/// d3-path's `moveTo`, `lineTo`, `arc` and `closePath` over any `PathSink`: circular arcs
/// become cubic Beziers of at most 90 degrees each (the usual 4/3 tan(angle/4) handles, off the
/// true circle by under 0.03% of the radius), so every sink draws them, Cairo or SVG alike.
struct ArcPathBuilder<Sink: PathSink> {
    /// d3-path's tolerances.
    static var epsilon: Double { 1e-6 }
    static var tauEpsilon: Double { 2 * .pi - epsilon }

    var sink: Sink
    private var start: Point?
    private var current: Point?

    init(sink: Sink) { self.sink = sink }

    mutating func move(to point: Point) {
        sink.move(to: point)
        start = point
        current = point
    }

    mutating func line(to point: Point) {
        if current == nil { start = point }
        sink.line(to: point)
        current = point
    }

    mutating func close() {
        if current != nil { current = start }
        sink.close()
    }

    /// d3-path's `arc(x, y, r, a0, a1, ccw)`: a line to the arc's start unless the pen is
    /// there, then the arc from a0 to a1 clockwise (angles grow, y pointing down) or
    /// anticlockwise; a sweep of a whole turn or more draws the full circle.
    mutating func arc(center: Point, radius r: Double, from a0: Double, to a1: Double, anticlockwise: Bool) {
        let epsilon = Self.epsilon
        let first = Point(center.x + r * cos(a0), center.y + r * sin(a0))
        if let current {
            if abs(current.x - first.x) > epsilon || abs(current.y - first.y) > epsilon { line(to: first) }
        } else {
            move(to: first)
        }
        guard r > 0 else { return }
        var da = anticlockwise ? a0 - a1 : a1 - a0
        if da < 0 { da = da.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        let direction: Double = anticlockwise ? -1 : 1
        if da > Self.tauEpsilon {
            bezierArc(center: center, radius: r, from: a0, sweep: direction * 2 * .pi, end: first)
        } else if da > epsilon {
            let last = Point(center.x + r * cos(a1), center.y + r * sin(a1))
            bezierArc(center: center, radius: r, from: a0, sweep: direction * da, end: last)
        }
    }

    /// Equal Bezier pieces of at most a quarter turn; the last ends exactly on `end`.
    private mutating func bezierArc(center: Point, radius r: Double, from a0: Double, sweep: Double, end: Point) {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let delta = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(delta / 4)
        var angle = a0
        for piece in 1...pieces {
            let next = a0 + delta * Double(piece)
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let control1 = Point(center.x + r * (c0 - k * s0), center.y + r * (s0 + k * c0))
            let control2 = Point(center.x + r * (c1 + k * s1), center.y + r * (s1 - k * c1))
            let to = piece == pieces ? end : Point(center.x + r * c1, center.y + r * s1)
            sink.curve(to: to, control1: control1, control2: control2)
            angle = next
        }
        current = end
    }
}
