/// How the line joins the points. Every curve streams into a PathSink, as d3-shape's do, and is
/// defined for any number of points (0, 1, 2, repeated points, equal x).
public enum Curve: Sendable, Equatable, CustomStringConvertible {
    /// Straight segments.
    case linear
    /// Monotone cubic in x (Steffen 1990): never overshoots the data between two points.
    case monotoneX
    /// Catmull-Rom; alpha 0 uniform, 0.5 centripetal (the default), 1 chordal.
    case catmullRom(alpha: Double)

    public static let centripetalAlpha = 0.5

    public var description: String {
        switch self {
        case .linear: return "linear"
        case .monotoneX: return "monotone"
        case .catmullRom(let alpha):
            return alpha == Self.centripetalAlpha ? "catmull-rom" : "catmull-rom (alpha \(alpha))"
        }
    }

    /// Streams the line through the points (already ordered as they should be joined).
    public func draw<Sink: PathSink>(xs: [Double], ys: [Double], into sink: inout Sink) {
        precondition(xs.count == ys.count, "a curve needs as many x values as y values")
        switch self {
        case .linear:
            var line = LinearCurve(sink: sink)
            for index in xs.indices { line.point(xs[index], ys[index]) }
            line.lineEnd()
            sink = line.sink
        case .monotoneX:
            var line = MonotoneXCurve(sink: sink)
            for index in xs.indices { line.point(xs[index], ys[index]) }
            line.lineEnd()
            sink = line.sink
        case .catmullRom(let alpha) where alpha == 0:
            var line = CardinalCurve(sink: sink, tension: 0)
            for index in xs.indices { line.point(xs[index], ys[index]) }
            line.lineEnd()
            sink = line.sink
        case .catmullRom(let alpha):
            var line = CatmullRomCurve(sink: sink, alpha: alpha)
            for index in xs.indices { line.point(xs[index], ys[index]) }
            line.lineEnd()
            sink = line.sink
        }
    }

    /// The recorded path, for tests and for renderers that want a value.
    public func path(xs: [Double], ys: [Double]) -> Path {
        var path = Path()
        draw(xs: xs, ys: ys, into: &path)
        return path
    }
}
