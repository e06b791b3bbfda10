import XCTest

@testable import PlotCore

/// Expected path strings are d3-shape's own (github.com/d3/d3-shape, test/curve/*-test.js and
/// test/line-test.js), compared as d3's `assertPathEqual` does: numbers to 3 decimals.
final class CurveTests: XCTestCase {
    func path(_ curve: Curve, _ points: [[Double]]) -> String {
        curve.path(xs: points.map { $0[0] }, ys: points.map { $0[1] }).svgPathData(decimals: 3)
    }

    /// d3's `area().curve(c)(points)`: y0 is 0 (d3's default baseline), y1 the point's y.
    func area(_ curve: Curve, _ points: [[Double]]) -> String {
        AreaGenerator(curve: curve).path(
            xs: points.map { $0[0] }, y0s: points.map { _ in 0 }, y1s: points.map { $0[1] }
        ).svgPathData(decimals: 3)
    }

    // test/curve/linear-test.js
    func testLinear() {
        XCTAssertEqual(path(.linear, []), "")
        XCTAssertEqual(path(.linear, [[0, 1]]), "M0,1Z")
        XCTAssertEqual(path(.linear, [[0, 1], [2, 3]]), "M0,1L2,3")
        XCTAssertEqual(path(.linear, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,3L4,5")
        XCTAssertEqual(area(.linear, []), "")
        XCTAssertEqual(area(.linear, [[0, 1]]), "M0,1L0,0Z")
        XCTAssertEqual(area(.linear, [[0, 1], [2, 3]]), "M0,1L2,3L2,0L0,0Z")
        XCTAssertEqual(area(.linear, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,3L4,5L4,0L2,0L0,0Z")
    }

    // test/curve/monotoneX-test.js
    func testMonotoneX() {
        let l = Curve.monotoneX
        XCTAssertEqual(path(l, []), "")
        XCTAssertEqual(path(l, [[0, 1]]), "M0,1Z")
        XCTAssertEqual(path(l, [[0, 1], [1, 3]]), "M0,1L1,3")
        XCTAssertEqual(path(l, [[0, 1], [1, 3], [2, 1]]), "M0,1C0.333,2,0.667,3,1,3C1.333,3,1.667,2,2,1")
        XCTAssertEqual(
            path(l, [[0, 1], [1, 3], [2, 1], [3, 3]]),
            "M0,1C0.333,2,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,2.667,2,3,3")
        // "preserves monotonicity in y"
        XCTAssertEqual(
            path(l, [[0, 200], [100, 100], [200, 100], [300, 300], [400, 300]]),
            "M0,200C33.333,150,66.667,100,100,100C133.333,100,166.667,100,200,100C233.333,100,266.667,300,300,300"
                + "C333.333,300,366.667,300,400,300")
        // "handles duplicate x-values"
        XCTAssertEqual(
            path(l, [[0, 200], [0, 100], [100, 100], [200, 0]]),
            "M0,200C0,200,0,100,0,100C33.333,100,66.667,100,100,100C133.333,100,166.667,50,200,0")
        XCTAssertEqual(
            path(l, [[0, 200], [100, 100], [100, 0], [200, 0]]),
            "M0,200C33.333,183.333,66.667,166.667,100,100C100,100,100,0,100,0C133.333,0,166.667,0,200,0")
        XCTAssertEqual(
            path(l, [[0, 200], [100, 100], [200, 100], [200, 0]]),
            "M0,200C33.333,150,66.667,100,100,100C133.333,100,166.667,100,200,100C200,100,200,0,200,0")
        // "handles segments of infinite slope"
        XCTAssertEqual(
            path(l, [[0, 200], [100, 150], [100, 50], [200, 0]]),
            "M0,200C33.333,191.667,66.667,183.333,100,150C100,150,100,50,100,50C133.333,16.667,166.667,8.333,200,0")
        XCTAssertEqual(
            path(l, [[200, 0], [100, 50], [100, 150], [0, 200]]),
            "M200,0C166.667,8.333,133.333,16.667,100,50C100,50,100,150,100,150C66.667,183.333,33.333,191.667,0,200")
        // "ignores coincident points"
        let p = path(l, [[0, 200], [50, 200], [100, 100], [150, 0], [200, 0]])
        XCTAssertEqual(path(l, [[0, 200], [0, 200], [50, 200], [100, 100], [150, 0], [200, 0]]), p)
        XCTAssertEqual(path(l, [[0, 200], [50, 200], [50, 200], [100, 100], [150, 0], [200, 0]]), p)
        XCTAssertEqual(path(l, [[0, 200], [50, 200], [100, 100], [100, 100], [150, 0], [200, 0]]), p)
        XCTAssertEqual(path(l, [[0, 200], [50, 200], [100, 100], [150, 0], [150, 0], [200, 0]]), p)
        XCTAssertEqual(path(l, [[0, 200], [50, 200], [100, 100], [150, 0], [200, 0], [200, 0]]), p)
        // "area.curve(curveMonotoneX)(data) generates the expected path"
        XCTAssertEqual(area(l, [[0, 1]]), "M0,1L0,0Z")
        XCTAssertEqual(area(l, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        XCTAssertEqual(
            area(l, [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0.333,2,0.667,3,1,3C1.333,3,1.667,2,2,1L2,0C1.667,0,1.333,0,1,0C0.667,0,0.333,0,0,0Z")
        XCTAssertEqual(
            area(l, [[0, 1], [1, 3], [2, 1], [3, 3]]),
            "M0,1C0.333,2,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,2.667,2,3,3L3,0C2.667,0,2.333,0,2,0C1.667,0,1.333,0,1,0"
                + "C0.667,0,0.333,0,0,0Z")
    }

    // test/curve/catmullRom-test.js
    func testCatmullRom() {
        for curve in [Curve.catmullRom(), .catmullRom(alpha: 1)] {
            XCTAssertEqual(path(curve, []), "")
            XCTAssertEqual(path(curve, [[0, 1]]), "M0,1Z")
            XCTAssertEqual(path(curve, [[0, 1], [1, 3]]), "M0,1L1,3")
            XCTAssertEqual(path(curve, [[0, 1], [1, 3], [2, 1]]), "M0,1C0,1,0.667,3,1,3C1.333,3,2,1,2,1")
            XCTAssertEqual(
                path(curve, [[0, 1], [1, 3], [2, 1], [3, 3]]),
                "M0,1C0,1,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,3,3,3,3")
        }
        // "area.curve(curveCatmullRom.alpha(0))(data) generates the expected path"
        let uniform = Curve.catmullRom(alpha: 0)
        XCTAssertEqual(area(uniform, [[0, 1]]), "M0,1L0,0Z")
        XCTAssertEqual(area(uniform, [[0, 1], [1, 3]]), "M0,1L1,3L1,0L0,0Z")
        XCTAssertEqual(
            area(uniform, [[0, 1], [1, 3], [2, 1]]),
            "M0,1C0,1,0.667,3,1,3C1.333,3,2,1,2,1L2,0C2,0,1.333,0,1,0C0.667,0,0,0,0,0Z")
        XCTAssertEqual(
            area(uniform, [[0, 1], [1, 3], [2, 1], [3, 3]]),
            "M0,1C0,1,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,3,3,3,3L3,0C3,0,2.333,0,2,0C1.667,0,1.333,0,1,0"
                + "C0.667,0,0,0,0,0Z")
        // "uses a default alpha of 0.5 (centripetal)"
        XCTAssertEqual(Curve.catmullRom(), .catmullRom(alpha: 0.5))
    }

    // test/curve/step-test.js, stepAfter-test.js, stepBefore-test.js
    func testSteps() {
        XCTAssertEqual(path(.step, []), "")
        XCTAssertEqual(path(.step, [[0, 1]]), "M0,1Z")
        XCTAssertEqual(path(.step, [[0, 1], [2, 3]]), "M0,1L1,1L1,3L2,3")
        XCTAssertEqual(path(.step, [[0, 1], [2, 3], [4, 5]]), "M0,1L1,1L1,3L3,3L3,5L4,5")
        XCTAssertEqual(area(.step, [[0, 1]]), "M0,1L0,0Z")
        XCTAssertEqual(area(.step, [[0, 1], [2, 3]]), "M0,1L1,1L1,3L2,3L2,0L1,0L1,0L0,0Z")
        XCTAssertEqual(area(.step, [[0, 1], [2, 3], [4, 5]]), "M0,1L1,1L1,3L3,3L3,5L4,5L4,0L3,0L3,0L1,0L1,0L0,0Z")

        XCTAssertEqual(path(.stepAfter, [[0, 1]]), "M0,1Z")
        XCTAssertEqual(path(.stepAfter, [[0, 1], [2, 3]]), "M0,1L2,1L2,3")
        XCTAssertEqual(path(.stepAfter, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,1L2,3L4,3L4,5")
        XCTAssertEqual(area(.stepAfter, [[0, 1]]), "M0,1L0,0Z")
        XCTAssertEqual(area(.stepAfter, [[0, 1], [2, 3]]), "M0,1L2,1L2,3L2,0L2,0L0,0Z")
        XCTAssertEqual(area(.stepAfter, [[0, 1], [2, 3], [4, 5]]), "M0,1L2,1L2,3L4,3L4,5L4,0L4,0L2,0L2,0L0,0Z")

        XCTAssertEqual(path(.stepBefore, [[0, 1]]), "M0,1Z")
        XCTAssertEqual(path(.stepBefore, [[0, 1], [2, 3]]), "M0,1L0,3L2,3")
        XCTAssertEqual(path(.stepBefore, [[0, 1], [2, 3], [4, 5]]), "M0,1L0,3L2,3L2,5L4,5")
        XCTAssertEqual(area(.stepBefore, [[0, 1]]), "M0,1L0,0Z")
        XCTAssertEqual(area(.stepBefore, [[0, 1], [2, 3]]), "M0,1L0,3L2,3L2,0L0,0L0,0Z")
        XCTAssertEqual(area(.stepBefore, [[0, 1], [2, 3], [4, 5]]), "M0,1L0,3L2,3L2,5L4,5L4,0L2,0L2,0L0,0L0,0Z")
    }

    /// src/line.js: a point that is not defined ends the run before it (lineEnd) and the next
    /// defined point starts a new one (lineStart); a run of one point is closed into a dot.
    func testGapsBreakTheLine() {
        let nan = Double.nan
        XCTAssertEqual(path(.linear, [[0, 1], [1, nan], [2, 3], [3, 4]]), "M0,1ZM2,3L3,4")
        XCTAssertEqual(path(.linear, [[0, 1], [1, 2], [2, nan], [3, 4], [4, 5]]), "M0,1L1,2M3,4L4,5")
        XCTAssertEqual(path(.linear, [[nan, 1], [1, 2], [2, 3], [3, .infinity]]), "M1,2L2,3")
        XCTAssertEqual(path(.linear, [[0, nan], [1, nan]]), "")
        // Each run is its own curve: the monotone pieces equal the curve through each run alone.
        let left = path(.monotoneX, [[0, 1], [1, 3], [2, 1]])
        let right = path(.monotoneX, [[4, 2], [5, 0], [6, 2]])
        XCTAssertEqual(
            path(.monotoneX, [[0, 1], [1, 3], [2, 1], [3, nan], [4, 2], [5, 0], [6, 2]]), left + right)
        // src/area.js: each run of an area is closed on its own.
        XCTAssertEqual(
            area(.linear, [[0, 1], [1, 2], [2, nan], [3, 4], [4, 5]]), "M0,1L1,2L1,0L0,0ZM3,4L4,5L4,0L3,0Z")
    }

    /// A curve from outside the module, through the public protocol: it draws as any other.
    func testACurveOfOnesOwn() {
        struct Midpoints: LineCurve {
            var description: String { "midpoints" }
            func makeStream() -> Stream { Stream() }
            struct Stream: CurveStream {
                var phase = CurvePhase()
                var last: Point?
                var count = 0
                mutating func areaStart() { phase.areaStart() }
                mutating func areaEnd() { phase.areaEnd() }
                mutating func lineStart() { (last, count) = (nil, 0) }
                mutating func point(_ x: Double, _ y: Double, into sink: inout some PathSink) {
                    if let last {
                        sink.line(to: Point((last.x + x) / 2, (last.y + y) / 2))
                    } else {
                        phase.start(at: Point(x, y), into: &sink)
                    }
                    last = Point(x, y)
                    count += 1
                }
                mutating func lineEnd(into sink: inout some PathSink) {
                    if let last, count > 1 { sink.line(to: last) }
                    phase.lineEnd(pointCount: count, into: &sink)
                }
            }
        }
        let curve = Curve(Midpoints())
        XCTAssertEqual(curve.description, "midpoints")
        XCTAssertEqual(path(curve, [[0, 0], [2, 2], [4, 0]]), "M0,0L1,1L3,1L4,0")
        XCTAssertEqual(path(curve, [[0, 0], [2, .nan], [4, 0], [6, 2]]), "M0,0ZM4,0L5,1L6,2")
    }

    func testRepeatedPointsAndEqualXStayFinite() {
        let cases: [[[Double]]] = [
            [[0, 0], [0, 0], [1, 1]],
            [[0, 0], [1, 1], [1, 2], [2, 3]],
            [[1, 1], [1, 2], [1, 3]],
            [[0, 5], [0, 5], [0, 5], [0, 5]],
        ]
        for curve in [Curve.linear, .monotoneX, .catmullRom(alpha: 0.5), .catmullRom(alpha: 0), .step] {
            for points in cases {
                let data = path(curve, points)
                XCTAssertFalse(data.contains("nan") || data.contains("inf"), "\(curve) on \(points): \(data)")
                XCTAssertTrue(data.hasPrefix("M"), "\(curve) on \(points): \(data)")
            }
        }
        XCTAssertEqual(path(.monotoneX, [[0, 0], [0, 0], [1, 1]]), "M0,0L1,1")
    }

    /// Sampling every Bezier of the monotone curve: between two points the curve never leaves
    /// the band of their y values.
    func testMonotoneNeverOvershoots() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<50 {
            let count = Int(generator.next() % 40) + 3
            var xs = (0..<count).map { _ in Double(generator.next() % 10_000) / 100 }
            xs.sort()
            let ys = (0..<count).map { _ in Double(generator.next() % 2_000) / 10 - 100 }
            let path = Curve.monotoneX.path(xs: xs, ys: ys)
            var start = Point(.nan, .nan)
            for element in path.elements {
                switch element {
                case .move(let point), .line(let point): start = point
                case .curve(let c1, let c2, let end):
                    let low = min(start.y, end.y) - 1e-9
                    let high = max(start.y, end.y) + 1e-9
                    for step in 0...100 {
                        let t = Double(step) / 100
                        let u = 1 - t
                        let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                        XCTAssertTrue(y >= low && y <= high, "overshoot \(y) outside \(low)...\(high)")
                    }
                    start = end
                case .close: break
                }
            }
        }
    }
}

/// A small seeded generator so property tests repeat.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
