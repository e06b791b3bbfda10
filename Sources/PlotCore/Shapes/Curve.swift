/// A curve: how a line joins its points, as d3-shape's curves are. A curve hands out a fresh
/// `CurveStream` for each drawing; the stream receives the points of one line (or an area's
/// two edges) and writes the path into any `PathSink`. Conform to add a curve of your own.
public protocol LineCurve: Sendable, CustomStringConvertible {
    /// The stream type `makeStream()` hands out.
    associatedtype Stream: CurveStream
    /// A stream in its initial state, as d3's `curve(context)`.
    func makeStream() -> Stream
}

/// The drawing side of a curve, d3-shape's curve interface: `lineStart`, `point`... `lineEnd`
/// for each unbroken run of points, inside `areaStart`/`areaEnd` when an area's top edge and
/// then its reversed baseline are drawn as one closed shape.
public protocol CurveStream {
    /// An area begins: its top edge, then its reversed baseline, are drawn as one shape.
    mutating func areaStart()
    /// The area ends.
    mutating func areaEnd()
    /// A run of points begins (a line, or an edge of an area).
    mutating func lineStart()
    /// The next point of the run, in page coordinates.
    mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink)
    /// The run ends: the stream writes what it held back.
    mutating func lineEnd(into sink: inout some PathSink)
}

/// Whether a stream draws a plain line or one of an area's two edges: d3-shape's `_line`.
/// An area's second edge continues the first (its first point is a line, not a move) and
/// closes the shape; a plain line of one point closes so that round caps draw it as a dot.
public struct CurvePhase: Sendable {
    /// NaN for a line; 0 while an area's first edge is drawn, 1 for its second.
    private var value = Double.nan

    /// A plain line, until `areaStart()`.
    public init() {}

    /// Call from the stream's `areaStart()`.
    public mutating func areaStart() { value = 0 }
    /// Call from the stream's `areaEnd()`.
    public mutating func areaEnd() { value = .nan }

    /// Whether the first point of this run joins the path drawn so far.
    var continuesArea: Bool { value == 1 }
    /// Whether an area's edge is drawn (either edge).
    var inArea: Bool { !value.isNaN }

    /// Called at the end of a run of `pointCount` points: closes where d3 does, then moves on
    /// to the area's next edge.
    public mutating func lineEnd(pointCount: Int, into sink: inout some PathSink) {
        if value == 1 || (value.isNaN && pointCount == 1) { sink.close() }
        value = 1 - value
    }

    /// The first point of a run: a move, or a line joining the area's first edge.
    public func start(at point: Point, into sink: inout some PathSink) {
        if continuesArea { sink.line(to: point) } else { sink.move(to: point) }
    }
}

/// A curve with a name, as a chart's options hold it: one of the built-in curves or anyone's
/// `LineCurve`. Two curves are equal when their descriptions are.
public struct Curve: Sendable, Equatable, CustomStringConvertible {
    package let base: any LineCurve

    /// Wraps any `LineCurve`, a curve of your own included.
    public init(_ base: some LineCurve) { self.base = base }

    /// Straight segments.
    public static var linear: Curve { Curve(LinearCurve()) }
    /// Monotone cubic in x (Steffen 1990): never overshoots the data between two points.
    public static var monotoneX: Curve { Curve(MonotoneXCurve()) }
    /// Catmull-Rom; alpha 0 uniform, 0.5 centripetal (the default), 1 chordal. An alpha beyond
    /// 0...1 is held to it, and NaN is the centripetal 0.5: the curve stays between its points'
    /// neighbours instead of drawing NaN.
    public static func catmullRom(alpha: Double = centripetalAlpha) -> Curve {
        Curve(CatmullRomCurve(alpha: alpha.isNaN ? centripetalAlpha : min(max(alpha, 0), 1)))
    }
    /// Steps: the change half way between two points (d3's curveStep).
    public static var step: Curve { Curve(StepCurve(.middle)) }
    /// Steps: the change at the earlier point, d3's curveStepBefore.
    public static var stepBefore: Curve { Curve(StepCurve(.before)) }
    /// Steps: the change at the later point, d3's curveStepAfter.
    public static var stepAfter: Curve { Curve(StepCurve(.after)) }

    @usableFromInline package static let centripetalAlpha = 0.5

    /// The curve's name (`linear`, `monotoneX`...).
    public var description: String { base.description }

    /// Two curves are equal when their descriptions are.
    public static func == (lhs: Curve, rhs: Curve) -> Bool { lhs.description == rhs.description }

    /// Streams the line through the points (already ordered as they should be joined); a
    /// point whose x or y is not finite is a gap that breaks the line.
    package func draw<Sink: PathSink>(xs: [Double], ys: [Double], into sink: inout Sink) {
        LineGenerator(curve: self).draw(xs: xs, ys: ys, into: &sink)
    }

    /// The recorded path, for tests and for renderers that want a value. Arrays of two lengths
    /// give the line through the points both have.
    public func path(xs: [Double], ys: [Double]) -> Path {
        var path = Path()
        if xs.count == ys.count {
            draw(xs: xs, ys: ys, into: &path)
        } else {
            let count = min(xs.count, ys.count)
            draw(xs: Array(xs.prefix(count)), ys: Array(ys.prefix(count)), into: &path)
        }
        return path
    }
}
