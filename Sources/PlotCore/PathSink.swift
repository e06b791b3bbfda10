/// Receives a path as it is drawn, as d3-path's context does: a curve streams into any sink
/// (a recorded Path, a Cairo context, an SVG string) without building its own copy.
public protocol PathSink {
    mutating func move(to point: Point)
    mutating func line(to point: Point)
    mutating func curve(to end: Point, control1: Point, control2: Point)
    mutating func close()
}
