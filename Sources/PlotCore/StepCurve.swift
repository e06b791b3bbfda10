/// Steps between the points, d3's curveStep, curveStepBefore and curveStepAfter: horizontal
/// runs with the change half way, at the earlier point or at the later one.
public struct StepCurve: LineCurve {
    public enum Change: String, Sendable, CaseIterable {
        /// The flag's words: `--step before|mid|after`.
        case before, middle = "mid", after

        /// d3's t: where between two points the step happens.
        var t: Double {
            switch self {
            case .before: return 0
            case .middle: return 0.5
            case .after: return 1
            }
        }
    }

    public let change: Change

    public init(_ change: Change) { self.change = change }

    public var description: String {
        switch change {
        case .before: return "step-before"
        case .middle: return "step"
        case .after: return "step-after"
        }
    }

    public func makeStream() -> Stream { Stream(t: change.t) }

    public struct Stream: CurveStream {
        private var phase = CurvePhase()
        private var t: Double
        private var x = Double.nan, y = Double.nan
        private var pointCount = 0

        init(t: Double) { self.t = t }

        public mutating func areaStart() { phase.areaStart() }
        public mutating func areaEnd() { phase.areaEnd() }

        public mutating func lineStart() {
            x = .nan
            y = .nan
            pointCount = 0
        }

        public mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
            if pointCount == 0 {
                phase.start(at: Point(x, y), into: &sink)
            } else if t <= 0 {
                sink.line(to: Point(self.x, y))
                sink.line(to: Point(x, y))
            } else {
                let x1 = self.x * (1 - t) + x * t
                sink.line(to: Point(x1, self.y))
                sink.line(to: Point(x1, y))
            }
            pointCount = min(pointCount + 1, 2)
            self.x = x
            self.y = y
        }

        public mutating func lineEnd(into sink: inout some PathSink) {
            if 0 < t && t < 1 && pointCount == 2 { sink.line(to: Point(x, y)) }
            // An area's baseline runs backward: the step falls on the other side (d3 flips t).
            if phase.inArea { t = 1 - t }
            phase.lineEnd(pointCount: pointCount, into: &sink)
        }
    }
}
