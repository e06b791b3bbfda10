/// Straight segments between the points (d3's curveLinear).
struct LinearCurve: LineCurve {
    init() {}
    var description: String { "linear" }
    func makeStream() -> Stream { Stream() }

    struct Stream: CurveStream {
        private var phase = CurvePhase()
        private var pointCount = 0

        mutating func areaStart() { phase.areaStart() }
        mutating func areaEnd() { phase.areaEnd() }
        mutating func lineStart() { pointCount = 0 }

        mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
            if pointCount == 0 { phase.start(at: Point(x, y), into: &sink) } else { sink.line(to: Point(x, y)) }
            pointCount += 1
        }

        mutating func lineEnd(into sink: inout some PathSink) {
            phase.lineEnd(pointCount: pointCount, into: &sink)
        }
    }
}
