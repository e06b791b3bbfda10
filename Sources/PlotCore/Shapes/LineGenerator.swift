/// d3-shape's line generator: feeds a curve the runs of points between gaps. A point whose x
/// or y is not finite (NaN marks a missing value) is a gap, as `line.defined` would say: the
/// line ends before it and starts again after it.
struct LineGenerator: Sendable {
    var curve: Curve

    init(curve: Curve) { self.curve = curve }

    func draw<Sink: PathSink>(xs: [Double], ys: [Double], into sink: inout Sink) {
        precondition(xs.count == ys.count, "a line needs as many x values as y values")
        // The built-in curves by their concrete types, so the compiler specialises them for the
        // sink (an M4 line of thousands of points); anyone's curve through the protocol.
        switch curve.base {
        case let linear as LinearCurve: Self.draw(linear, xs: xs, ys: ys, into: &sink)
        case let monotone as MonotoneXCurve: Self.draw(monotone, xs: xs, ys: ys, into: &sink)
        case let catmullRom as CatmullRomCurve: Self.draw(catmullRom, xs: xs, ys: ys, into: &sink)
        case let step as StepCurve: Self.draw(step, xs: xs, ys: ys, into: &sink)
        default: Self.draw(curve.base, xs: xs, ys: ys, into: &sink)
        }
    }

    /// Opened on the curve's concrete type.
    private static func draw<C: LineCurve, Sink: PathSink>(
        _ curve: C, xs: [Double], ys: [Double], into sink: inout Sink
    ) {
        var stream = curve.makeStream()
        var inLine = false
        for index in xs.indices {
            let x = xs[index]
            let y = ys[index]
            let defined = x.isFinite && y.isFinite
            if defined != inLine {
                inLine = defined
                if defined { stream.lineStart() } else { stream.lineEnd(into: &sink) }
            }
            if defined { stream.point(x, y, into: &sink) }
        }
        if inLine { stream.lineEnd(into: &sink) }
    }

    func path(xs: [Double], ys: [Double]) -> Path {
        var path = Path()
        draw(xs: xs, ys: ys, into: &path)
        return path
    }
}

/// d3-shape's area generator: the region between a top edge (x, y1) and a baseline (x, y0),
/// drawn as the top edge forward and the baseline backward through the same curve, closed.
/// A point whose x, y0 or y1 is not finite is a gap: the area ends there and starts again.
package struct AreaGenerator: Sendable {
    package var curve: Curve

    package init(curve: Curve) { self.curve = curve }

    package func draw<Sink: PathSink>(xs: [Double], y0s: [Double], y1s: [Double], into sink: inout Sink) {
        precondition(xs.count == y0s.count && xs.count == y1s.count, "an area needs x, y0 and y1 for every point")
        Self.draw(curve.base, xs: xs, y0s: y0s, y1s: y1s, into: &sink)
    }

    private static func draw<C: LineCurve, Sink: PathSink>(
        _ curve: C, xs: [Double], y0s: [Double], y1s: [Double], into sink: inout Sink
    ) {
        var stream = curve.makeStream()
        var runStart: Int?
        func close(_ start: Int, _ end: Int, _ stream: inout C.Stream) {
            stream.lineEnd(into: &sink)
            stream.lineStart()
            for index in stride(from: end - 1, through: start, by: -1) {
                stream.point(xs[index], y0s[index], into: &sink)
            }
            stream.lineEnd(into: &sink)
            stream.areaEnd()
        }
        for index in xs.indices {
            let defined = xs[index].isFinite && y0s[index].isFinite && y1s[index].isFinite
            if defined, runStart == nil {
                runStart = index
                stream.areaStart()
                stream.lineStart()
            } else if !defined, let start = runStart {
                close(start, index, &stream)
                runStart = nil
            }
            if defined { stream.point(xs[index], y1s[index], into: &sink) }
        }
        if let start = runStart { close(start, xs.count, &stream) }
    }

    package func path(xs: [Double], y0s: [Double], y1s: [Double]) -> Path {
        var path = Path()
        draw(xs: xs, y0s: y0s, y1s: y1s, into: &path)
        return path
    }
}
