/// Straight segments between the points (d3's curveLinear).
public struct LinearCurve: LineCurve {
    public init() {}
    public var description: String { "linear" }
    public func makeStream() -> Stream { Stream() }

    public struct Stream: CurveStream {
        private var phase = CurvePhase()
        private var pointCount = 0

        public mutating func areaStart() { phase.areaStart() }
        public mutating func areaEnd() { phase.areaEnd() }
        public mutating func lineStart() { pointCount = 0 }

        public mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
            if pointCount == 0 { phase.start(at: Point(x, y), into: &sink) } else { sink.line(to: Point(x, y)) }
            pointCount += 1
        }

        public mutating func lineEnd(into sink: inout some PathSink) {
            phase.lineEnd(pointCount: pointCount, into: &sink)
        }
    }
}
