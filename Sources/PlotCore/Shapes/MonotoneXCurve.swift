/// Monotone cubic interpolation in x, a port of d3-shape's curveMonotoneX: tangents by
/// Steffen (1990), "A simple method for monotonic interpolation in one dimension", so the
/// curve between two points stays within their y values. Expects x in ascending order.
struct MonotoneXCurve: LineCurve {
    init() {}
    var description: String { "monotone" }
    func makeStream() -> Stream { Stream() }

    struct Stream: CurveStream {
        private var phase = CurvePhase()
        private var x0 = Double.nan
        private var y0 = Double.nan
        private var x1 = Double.nan
        private var y1 = Double.nan
        private var t0 = Double.nan
        private var state = 0

        mutating func areaStart() { phase.areaStart() }
        mutating func areaEnd() { phase.areaEnd() }

        mutating func lineStart() {
            (x0, y0, x1, y1, t0) = (.nan, .nan, .nan, .nan, .nan)
            state = 0
        }

        private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

        /// Steffen's tangent at (x1, y1) from the slopes on either side.
        private func slope3(_ x2: Double, _ y2: Double) -> Double {
            let h0 = x1 - x0
            let h1 = x2 - x1
            // As d3: a zero-width interval divides by a signed zero, and NaN becomes 0 below.
            let s0 = (y1 - y0) / (h0 != 0 ? h0 : (h1 < 0 ? -0.0 : 0.0))
            let s1 = (y2 - y1) / (h1 != 0 ? h1 : (h0 < 0 ? -0.0 : 0.0))
            let p = (s0 * h1 + s1 * h0) / (h0 + h1)
            // JavaScript's Math.min passes NaN through (Swift.min does not), and d3 maps NaN to 0.
            if s0.isNaN || s1.isNaN || p.isNaN { return 0 }
            let slope = (Self.sign(s0) + Self.sign(s1)) * Swift.min(abs(s0), abs(s1), 0.5 * abs(p))
            return slope.isNaN ? 0 : slope
        }

        /// The one-sided tangent at an end of the line (d3's end condition).
        private func slope2(_ t: Double) -> Double {
            let h = x1 - x0
            return h != 0 ? (3 * (y1 - y0) / h - t) / 2 : t
        }

        private func bezier(_ tangent0: Double, _ tangent1: Double, into sink: inout some PathSink) {
            let dx = (x1 - x0) / 3
            sink.curve(
                to: Point(x1, y1), control1: Point(x0 + dx, y0 + dx * tangent0),
                control2: Point(x1 - dx, y1 - dx * tangent1))
        }

        mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
            var t1 = Double.nan
            if x == x1 && y == y1 { return }  // coincident points add nothing
            switch state {
            case 0:
                state = 1
                phase.start(at: Point(x, y), into: &sink)
            case 1:
                state = 2
            case 2:
                state = 3
                t1 = slope3(x, y)
                bezier(slope2(t1), t1, into: &sink)
            default:
                t1 = slope3(x, y)
                bezier(t0, t1, into: &sink)
            }
            x0 = x1
            x1 = x
            y0 = y1
            y1 = y
            t0 = t1
        }

        mutating func lineEnd(into sink: inout some PathSink) {
            switch state {
            case 2: sink.line(to: Point(x1, y1))
            case 3: bezier(t0, slope2(t0), into: &sink)
            default: break
            }
            phase.lineEnd(pointCount: state, into: &sink)
        }
    }
}
