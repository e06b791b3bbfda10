/// Steps between the points, d3's curveStep, curveStepBefore and curveStepAfter: horizontal
/// runs with the change half way, at the earlier point or at the later one.
package struct StepCurve: LineCurve {
    package enum Change: String, Sendable, CaseIterable {
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

    package let change: Change

    package init(_ change: Change) { self.change = change }

    package var description: String {
        switch change {
        case .before: return "step-before"
        case .middle: return "step"
        case .after: return "step-after"
        }
    }

    package func makeStream() -> Stream { Stream(t: change.t) }

    package struct Stream: CurveStream {
        private var phase = CurvePhase()
        private var t: Double
        private var x = Double.nan, y = Double.nan
        private var pointCount = 0

        init(t: Double) { self.t = t }

        package mutating func areaStart() { phase.areaStart() }
        package mutating func areaEnd() { phase.areaEnd() }

        package mutating func lineStart() {
            x = .nan
            y = .nan
            pointCount = 0
        }

        package mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
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

        package mutating func lineEnd(into sink: inout some PathSink) {
            if 0 < t && t < 1 && pointCount == 2 { sink.line(to: Point(x, y)) }
            // An area's baseline runs backward: the step falls on the other side (d3 flips t).
            if phase.inArea { t = 1 - t }
            phase.lineEnd(pointCount: pointCount, into: &sink)
        }
    }
}
