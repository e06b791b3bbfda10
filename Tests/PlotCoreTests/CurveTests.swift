import XCTest

@testable import PlotCore

/// Path strings are d3-shape's for the same points (d3.line().curve(...)), rounded to 3 decimals.
final class CurveTests: XCTestCase {
    let xs: [Double] = [0, 1, 2, 3]
    let ys: [Double] = [1, 3, 1, 3]

    func path(_ curve: Curve, _ xs: [Double], _ ys: [Double]) -> String {
        curve.path(xs: xs, ys: ys).svgPathData(decimals: 3)
    }

    func testLinear() {
        XCTAssertEqual(path(.linear, xs, ys), "M0,1L1,3L2,1L3,3")
        XCTAssertEqual(path(.linear, [0], [1]), "M0,1Z")
        XCTAssertEqual(path(.linear, [], []), "")
    }

    func testMonotoneMatchesD3() {
        XCTAssertEqual(
            path(.monotoneX, xs, ys), "M0,1C0.333,2,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,2.667,2,3,3")
        XCTAssertEqual(path(.monotoneX, [0, 1], [1, 3]), "M0,1L1,3")
        XCTAssertEqual(path(.monotoneX, [0], [1]), "M0,1Z")
        XCTAssertEqual(path(.monotoneX, [], []), "")
    }

    func testCatmullRomMatchesD3() {
        let centripetal = Curve.catmullRom(alpha: 0.5)
        XCTAssertEqual(path(centripetal, xs, ys), "M0,1C0,1,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,3,3,3,3")
        XCTAssertEqual(path(.catmullRom(alpha: 0), xs, ys), "M0,1C0,1,0.667,3,1,3C1.333,3,1.667,1,2,1C2.333,1,3,3,3,3")
        XCTAssertEqual(path(centripetal, [0, 1], [1, 3]), "M0,1L1,3")
        XCTAssertEqual(path(centripetal, [0], [1]), "M0,1Z")
        XCTAssertEqual(path(centripetal, [], []), "")
    }

    func testCatmullRomAlphaChangesUnevenSpacing() {
        let xs: [Double] = [0, 1, 10, 11]
        let ys: [Double] = [0, 5, 5, 0]
        XCTAssertNotEqual(path(.catmullRom(alpha: 0.5), xs, ys), path(.catmullRom(alpha: 1), xs, ys))
        XCTAssertNotEqual(path(.catmullRom(alpha: 0.5), xs, ys), path(.catmullRom(alpha: 0), xs, ys))
    }

    func testRepeatedPointsAndEqualXStayFinite() {
        let cases: [([Double], [Double])] = [
            ([0, 0, 1], [0, 0, 1]),
            ([0, 1, 1, 2], [0, 1, 2, 3]),
            ([1, 1, 1], [1, 2, 3]),
            ([0, 0, 0, 0], [5, 5, 5, 5]),
        ]
        for curve in [Curve.linear, .monotoneX, .catmullRom(alpha: 0.5), .catmullRom(alpha: 0)] {
            for (xs, ys) in cases {
                let data = path(curve, xs, ys)
                XCTAssertFalse(data.contains("nan") || data.contains("inf"), "\(curve) on \(xs),\(ys): \(data)")
                XCTAssertTrue(data.hasPrefix("M"), "\(curve) on \(xs),\(ys): \(data)")
            }
        }
        XCTAssertEqual(path(.monotoneX, [0, 0, 1], [0, 0, 1]), "M0,0L1,1")
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
struct SplitMix64 {
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
