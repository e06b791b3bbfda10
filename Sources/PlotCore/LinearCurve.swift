/// Straight segments between the points (d3's curveLinear).
struct LinearCurve<Sink: PathSink> {
    var sink: Sink
    private var pointCount = 0

    init(sink: Sink) { self.sink = sink }

    mutating func point(_ x: Double, _ y: Double) {
        if pointCount == 0 {
            sink.move(to: Point(x, y))
        } else {
            sink.line(to: Point(x, y))
        }
        pointCount += 1
    }

    mutating func lineEnd() {
        // d3 closes a one-point line so that round caps draw it as a dot.
        if pointCount == 1 { sink.close() }
    }
}
