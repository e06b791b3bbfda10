import Foundation

/// Catmull-Rom spline with parameter alpha, a port of d3-shape's curveCatmullRom (Yuksel et al.,
/// "Parameterization and applications of Catmull-Rom curves"): alpha 0.5 is centripetal, which
/// never forms cusps or self-intersections within a segment. Its shape depends on the
/// coordinates' aspect, so it is computed in page space.
struct CatmullRomCurve: LineCurve {
    let alpha: Double

    init(alpha: Double = Curve.centripetalAlpha) { self.alpha = alpha }

    var description: String {
        alpha == Curve.centripetalAlpha ? "catmull-rom" : "catmull-rom (alpha \(alpha))"
    }

    /// Alpha 0 is the uniform spline, d3's cardinal curve with tension 0, as d3 draws it.
    func makeStream() -> Stream {
        alpha == 0 ? .cardinal(CardinalStream(tension: 0)) : .catmullRom(CatmullRomStream(alpha: alpha))
    }

    enum Stream: CurveStream {
        case catmullRom(CatmullRomStream)
        case cardinal(CardinalStream)

        mutating func areaStart() {
            switch self {
            case .catmullRom(var s): s.areaStart(); self = .catmullRom(s)
            case .cardinal(var s): s.areaStart(); self = .cardinal(s)
            }
        }
        mutating func areaEnd() {
            switch self {
            case .catmullRom(var s): s.areaEnd(); self = .catmullRom(s)
            case .cardinal(var s): s.areaEnd(); self = .cardinal(s)
            }
        }
        mutating func lineStart() {
            switch self {
            case .catmullRom(var s): s.lineStart(); self = .catmullRom(s)
            case .cardinal(var s): s.lineStart(); self = .cardinal(s)
            }
        }
        mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
            switch self {
            case .catmullRom(var s): s.point(x, y, into: &sink); self = .catmullRom(s)
            case .cardinal(var s): s.point(x, y, into: &sink); self = .cardinal(s)
            }
        }
        mutating func lineEnd(into sink: inout some PathSink) {
            switch self {
            case .catmullRom(var s): s.lineEnd(into: &sink); self = .catmullRom(s)
            case .cardinal(var s): s.lineEnd(into: &sink); self = .cardinal(s)
            }
        }
    }
}

/// The stream of a Catmull-Rom curve with alpha > 0.
struct CatmullRomStream: CurveStream {
    private var phase = CurvePhase()
    private let alpha: Double
    private var x0 = Double.nan, y0 = Double.nan
    private var x1 = Double.nan, y1 = Double.nan
    private var x2 = Double.nan, y2 = Double.nan
    private var l01a = 0.0, l12a = 0.0, l23a = 0.0
    private var l012a = 0.0, l122a = 0.0, l232a = 0.0
    private var state = 0
    private static var epsilon: Double { 1e-12 }

    init(alpha: Double) { self.alpha = alpha }

    mutating func areaStart() { phase.areaStart() }
    mutating func areaEnd() { phase.areaEnd() }

    mutating func lineStart() {
        (x0, x1, x2, y0, y1, y2) = (.nan, .nan, .nan, .nan, .nan, .nan)
        (l01a, l12a, l23a, l012a, l122a, l232a) = (0, 0, 0, 0, 0, 0)
        state = 0
    }

    private func bezier(_ x: Double, _ y: Double, into sink: inout some PathSink) {
        var cx1 = x1, cy1 = y1, cx2 = x2, cy2 = y2
        if l01a > Self.epsilon {
            let a = 2 * l012a + 3 * l01a * l12a + l122a
            let n = 3 * l01a * (l01a + l12a)
            cx1 = (cx1 * a - x0 * l122a + x2 * l012a) / n
            cy1 = (cy1 * a - y0 * l122a + y2 * l012a) / n
        }
        if l23a > Self.epsilon {
            let b = 2 * l232a + 3 * l23a * l12a + l122a
            let m = 3 * l23a * (l23a + l12a)
            cx2 = (cx2 * b + x1 * l232a - x * l122a) / m
            cy2 = (cy2 * b + y1 * l232a - y * l122a) / m
        }
        sink.curve(to: Point(x2, y2), control1: Point(cx1, cy1), control2: Point(cx2, cy2))
    }

    mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
        if state != 0 {
            let x23 = x2 - x
            let y23 = y2 - y
            l232a = pow(x23 * x23 + y23 * y23, alpha)
            l23a = l232a.squareRoot()
        }
        switch state {
        case 0:
            state = 1
            phase.start(at: Point(x, y), into: &sink)
        case 1:
            state = 2
        case 2:
            state = 3
            bezier(x, y, into: &sink)
        default:
            bezier(x, y, into: &sink)
        }
        l01a = l12a
        l12a = l23a
        l012a = l122a
        l122a = l232a
        x0 = x1
        x1 = x2
        x2 = x
        y0 = y1
        y1 = y2
        y2 = y
    }

    mutating func lineEnd(into sink: inout some PathSink) {
        switch state {
        case 2: sink.line(to: Point(x2, y2))
        case 3: point(x2, y2, into: &sink)
        default: break
        }
        phase.lineEnd(pointCount: state, into: &sink)
    }
}

/// Uniform Catmull-Rom as d3's cardinal curve with tension 0 (catmull-rom with alpha 0).
struct CardinalStream: CurveStream {
    private var phase = CurvePhase()
    private let k: Double
    private var x0 = Double.nan, y0 = Double.nan
    private var x1 = Double.nan, y1 = Double.nan
    private var x2 = Double.nan, y2 = Double.nan
    private var state = 0

    init(tension: Double) { self.k = (1 - tension) / 6 }

    mutating func areaStart() { phase.areaStart() }
    mutating func areaEnd() { phase.areaEnd() }

    mutating func lineStart() {
        (x0, x1, x2, y0, y1, y2) = (.nan, .nan, .nan, .nan, .nan, .nan)
        state = 0
    }

    private func bezier(_ x: Double, _ y: Double, into sink: inout some PathSink) {
        sink.curve(
            to: Point(x2, y2), control1: Point(x1 + k * (x2 - x0), y1 + k * (y2 - y0)),
            control2: Point(x2 + k * (x1 - x), y2 + k * (y1 - y)))
    }

    mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
        switch state {
        case 0:
            state = 1
            phase.start(at: Point(x, y), into: &sink)
        case 1:
            state = 2
            x1 = x
            y1 = y
        case 2:
            state = 3
            bezier(x, y, into: &sink)
        default:
            bezier(x, y, into: &sink)
        }
        x0 = x1
        x1 = x2
        x2 = x
        y0 = y1
        y1 = y2
        y2 = y
    }

    mutating func lineEnd(into sink: inout some PathSink) {
        switch state {
        case 2: sink.line(to: Point(x2, y2))
        case 3: bezier(x1, y1, into: &sink)
        default: break
        }
        phase.lineEnd(pointCount: state, into: &sink)
    }
}
