/// Receives a path as it is drawn, as d3-path's context does: a curve streams into any sink
/// (a recorded Path, a Cairo context, an SVG string) without building its own copy.
public protocol PathSink {
    /// Starts a new subpath at `point`.
    mutating func move(to point: Point)
    /// A straight line to `point`.
    mutating func line(to point: Point)
    /// A cubic Bezier to `end`.
    mutating func curve(to end: Point, control1: Point, control2: Point)
    /// Closes the subpath.
    mutating func close()
}
